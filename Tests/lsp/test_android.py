"""The language server on an Android resource fixture: diagnostics, hover, definition,
document colors and completion on `@color/` references."""

from lsprotocol import types

from conftest import ANDROID, ANDROID_VALUES, change, diagnostics_until, open_document, position_of, uri

VALUES = "app/src/main/res/values/colors.xml"


def at(text, needle, delta=0):
    return types.Position(*position_of(text, needle, delta=delta))


async def test_unresolved_color_reference_hover_definition_colors_completion(android):
    client = android
    open_document(client, ANDROID, VALUES)
    line, column = position_of(ANDROID_VALUES, "@color/brand_blue", delta=7)
    change(client, ANDROID, VALUES, 2, (line, column), (line, column + 10), "brand_bleu")
    found = await diagnostics_until(client, ANDROID, VALUES, lambda d: any(x.code == "unresolved-identifier" for x in d))
    assert any("brand_bleu" in d.message for d in found if d.code == "unresolved-identifier")
    change(client, ANDROID, VALUES, 3, (line, column), (line, column + 10), "brand_blue")
    await diagnostics_until(client, ANDROID, VALUES, lambda d: not any(x.code == "unresolved-identifier" for x in d))

    document = types.TextDocumentIdentifier(uri=uri(ANDROID / VALUES))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=at(ANDROID_VALUES, "@color/brand_blue", 9)))
    assert "**brand_blue**" in hover.contents.value and "#2688EB" in hover.contents.value

    definitions = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=at(ANDROID_VALUES, "@color/gray_600", 9)))
    assert [d.uri for d in definitions] == [uri(ANDROID / "core/src/main/res/values/colors.xml")]
    assert definitions[0].range.start.line == 1

    colors = await client.text_document_document_color_async(types.DocumentColorParams(text_document=document))
    line, column = position_of(ANDROID_VALUES, "#2688EB")
    assert any(c.range.start.line == line and c.range.start.character == column for c in colors)
    presentation = await client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=document, range=[c for c in colors if c.range.start.line == line][0].range, color=types.Color(red=0.0, green=0.0, blue=1.0, alpha=0.5)))
    assert presentation[0].label == "#800000FF"  # #AARRGGBB, as Android writes colors

    line, column = position_of(ANDROID_VALUES, "@color/brand_blue", delta=7)
    change(client, ANDROID, VALUES, 4, (line, column), (line, column + 10), "br")
    completion = await client.text_document_completion_async(types.CompletionParams(text_document=document, position=types.Position(line, column + 2)))
    labels = {item.label for item in completion.items}
    assert {"brand_blue", "gray_600", "background"} <= labels
