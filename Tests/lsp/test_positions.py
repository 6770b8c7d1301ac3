"""Positions on lines with Cyrillic and emoji: UTF-16 code units by default, UTF-8 bytes when
the client offers them."""

from lsprotocol import types

from conftest import UNICODE, UNICODE_PALETTE, UNICODE_SCHEME, diagnostics_until, open_document, position_of, uri


async def test_utf16_columns_after_cyrillic_and_emoji(unicode16):
    client = unicode16
    assert client.init_result.capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)
    open_document(client, UNICODE, "palette.json")
    open_document(client, UNICODE, "scheme.json")
    found = await diagnostics_until(client, UNICODE, "palette.json", lambda d: any(x.code == "invalid-color" for x in d))
    invalid = [d for d in found if d.code == "invalid-color"][0]
    line, column = position_of(UNICODE_PALETTE, '"#GG0000"')
    assert (invalid.range.start.line, invalid.range.start.character) == (line, column) == (1, 12)
    assert invalid.range.end.character == column + 9
    found = await diagnostics_until(client, UNICODE, "scheme.json", lambda d: any(x.code == "unresolved-identifier" for x in d))
    unresolved = [d for d in found if d.code == "unresolved-identifier"][0]
    assert (unresolved.range.start.line, unresolved.range.start.character) == position_of(UNICODE_SCHEME, '"whte"')
    # Hover at a UTF-16 column past the emoji lands on the right name.
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(UNICODE / "palette.json")), position=types.Position(*position_of(UNICODE_PALETTE, "white", delta=2))))
    assert "**white**" in hover.contents.value


async def test_utf8_columns_when_offered(unicode8):
    client = unicode8
    assert client.init_result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    open_document(client, UNICODE, "palette.json")
    found = await diagnostics_until(client, UNICODE, "palette.json", lambda d: any(x.code == "invalid-color" for x in d))
    invalid = [d for d in found if d.code == "invalid-color"][0]
    assert (invalid.range.start.line, invalid.range.start.character) == position_of(UNICODE_PALETTE, '"#GG0000"', utf8=True) == (1, 17)
