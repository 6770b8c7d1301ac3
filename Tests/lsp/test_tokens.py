"""The language server on the designsystemet token folder (DTCG / Tokens Studio): hover on an
alias, definition of a primitive, document colors, completion after `{`, and an edit of one
primitive re-checked and republished."""

from lsprotocol import types

from conftest import TOKENS, change, diagnostics_until, open_document, position_of, read, uri

SEMANTIC = "semantic/color/accent.json"
THEME = "themes/designsystemet.json"
LIGHT = "primitives/modes/color-scheme/light/designsystemet.json"
DARK = "primitives/modes/color-scheme/dark/designsystemet.json"


async def test_hover_on_an_alias_shows_each_schemes_color_and_chain(tokens):
    client = tokens
    text = open_document(client, TOKENS, SEMANTIC)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(TOKENS / SEMANTIC)), position=types.Position(*position_of(text, "{color.accent.background-default}", delta=4))))
    value = hover.contents.value
    assert "**color.accent.background-default** — role" in value
    assert "Color scheme=Dark" in value and "Color scheme=Light" in value
    assert "designsystemet.accent.1" in value and "#0c1927" in value


async def test_definition_of_a_primitive_and_its_document_colors(tokens):
    client = tokens
    text = open_document(client, TOKENS, THEME)
    definitions = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(TOKENS / THEME)), position=types.Position(*position_of(text, "{designsystemet.accent.1}", delta=3))))
    assert {d.uri for d in definitions} == {uri(TOKENS / LIGHT), uri(TOKENS / DARK)}
    light = read(TOKENS / LIGHT)
    colors = await client.text_document_document_color_async(types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri(TOKENS / LIGHT))))
    assert len(colors) >= 100
    line, column = position_of(light, "#eef4fa")
    match = [c for c in colors if c.range.start.line == line]
    assert match and match[0].range.start.character == column and round(match[0].color.green * 255) == 0xF4


async def test_an_edit_of_one_primitive_is_rechecked_and_completion_after_a_brace(tokens):
    client = tokens
    light = open_document(client, TOKENS, LIGHT)
    line, column = position_of(light, "#eef4fa")
    change(client, TOKENS, LIGHT, 2, (line, column), (line, column + 7), "#eef4fz")
    found = await diagnostics_until(client, TOKENS, LIGHT, lambda d: any(x.code == "invalid-color" for x in d))
    assert [d.range.start.line for d in found if d.code == "invalid-color"] == [line]
    change(client, TOKENS, LIGHT, 3, (line, column), (line, column + 7), "#eef4fa")
    await diagnostics_until(client, TOKENS, LIGHT, lambda d: not any(x.code == "invalid-color" for x in d))

    text = open_document(client, TOKENS, SEMANTIC)
    line, column = position_of(text, "{color.accent.background-default}", delta=1)
    change(client, TOKENS, SEMANTIC, 2, (line, column), (line, column + 32), "")
    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(TOKENS / SEMANTIC)), position=types.Position(line, column)))
    items = {item.label: item for item in completion.items}
    assert "designsystemet.accent.1" in items
    assert items["designsystemet.accent.1"].kind == types.CompletionItemKind.Color
    assert items["designsystemet.accent.1"].documentation in ("#FFFFFF", "#0C1927")  # light or dark
    assert "color.accent.1" in items  # a semantic token (an alias itself) with its resolved color
