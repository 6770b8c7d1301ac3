"""Hover's contrast pairs (with their ratios, where the theme set has a `contrast` block) and
`$deprecated` tokens on a role's chain."""

from lsprotocol import types

from conftest import CONTRAST, CONTRAST_SCHEME, DEPRECATED, DEPRECATED_TOKENS, open_document, position_of, uri


async def hover_at(client, repo, path, text, needle, delta=1):
    open_document(client, repo, path)
    document = types.TextDocumentIdentifier(uri=uri(repo / path))
    position = types.Position(*position_of(text, needle, delta=delta))
    return await client.text_document_hover_async(types.HoverParams(text_document=document, position=position))


async def test_hover_on_a_role_lists_its_contrast_pairs_with_ratios(contrast):
    hover = await hover_at(contrast, CONTRAST, "theme/scheme.json", CONTRAST_SCHEME, '"text_secondary"', delta=3)
    value = hover.contents.value
    assert "**text_secondary** — role" in value
    assert "Contrast:" in value
    # #767676 on #FFFFFF is 4.54:1, below AAA's 7:1.
    assert "- bright_light: text_secondary on background_content: 4.54 (minimum 7.0, fails)" in value, value
    assert "text_primary on" not in value, value

    hover = await contrast.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(CONTRAST / "theme/scheme.json")),
        position=types.Position(*position_of(CONTRAST_SCHEME, '"background_content"', delta=3))))
    value = hover.contents.value
    # The background's hover names both pairs it is in.
    assert "- bright_light: text_primary on background_content: 21.0 (minimum 7.0, passes)" in value, value
    assert "- bright_light: text_secondary on background_content: 4.54 (minimum 7.0, fails)" in value, value


async def test_hover_on_a_token_aliasing_a_deprecated_one_shows_the_deprecation(deprecated):
    hover = await hover_at(deprecated, DEPRECATED, "colors.tokens.json", DEPRECATED_TOKENS, '"link"', delta=2)
    value = hover.contents.value
    assert "color.link" in value, value
    assert "$deprecated: color.old: use color.blue" in value, value

    document = types.TextDocumentIdentifier(uri=uri(DEPRECATED / "colors.tokens.json"))
    hover = await deprecated.text_document_hover_async(types.HoverParams(
        text_document=document, position=types.Position(*position_of(DEPRECATED_TOKENS, '"blue"', delta=2))))
    assert "$deprecated" not in hover.contents.value, hover.contents.value
