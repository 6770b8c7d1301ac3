"""The language server where a configured export names the theme in code: `UIColor.textPrimary`
and the implicit member `.textPrimary` in Swift, `var(--text-primary)` in CSS are references of
the role `text_primary`, and a cursor on them is that role."""

import json

import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import CONTRAST_PALETTE, CONTRAST_SCHEME, _config, _start, make_repo, position_of, uri

SWIFT = """import UIKit

final class Title {
    // UIColor.textPrimary in a comment is no reference
    let color = UIColor.textPrimary
    let implicit: UIColor = .textPrimary
}
"""
CSS = "h1 { color: var(--text-primary); }\n/* var(--text-primary) */\n"

EXPORTED = make_repo("exported", files={
    ".themelint.json": json.dumps({
        "code": True,
        "themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]}],
        "rules": {"unused-color": "off", "similar-colors": "off"},
        "exports": [{"to": "swift", "theme": "main", "out": "ios/Generated"},
                    {"to": "css", "theme": "main", "out": "web/generated"}]}),
    "theme/scheme.json": CONTRAST_SCHEME,
    "theme/palette.json": CONTRAST_PALETTE,
    "ios/App/Title.swift": SWIFT,
    "web/site.css": CSS,
})
SCHEME = "theme/scheme.json"


@pytest_lsp.fixture(config=_config(EXPORTED))
async def exported(lsp_client: LanguageClient):
    await _start(lsp_client, EXPORTED)
    yield
    await lsp_client.shutdown_session()


def place(path, text, needle, delta, length):
    line, column = position_of(text, needle, delta=delta)
    return (uri(EXPORTED / path), line, column, column + length)


async def test_references_of_a_role_include_its_exported_names_in_code(exported):
    found = await exported.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri(EXPORTED / SCHEME)),
        position=types.Position(*position_of(CONTRAST_SCHEME, "text_primary", delta=2)),
        context=types.ReferenceContext(include_declaration=False)))
    places = {(r.uri, r.range.start.line, r.range.start.character, r.range.end.character) for r in found}
    expected = {
        place("ios/App/Title.swift", SWIFT, "UIColor.textPrimary\n", 8, 11),
        place("ios/App/Title.swift", SWIFT, ".textPrimary\n}", 1, 11),
        place("web/site.css", CSS, "var(--text-primary)", 6, 12),
    }
    assert expected <= places, places
    # The comments' spellings are not references.
    assert not any(r.uri.endswith("Title.swift") and r.range.start.line == 3 for r in found), places
    assert not any(r.uri.endswith("site.css") and r.range.start.line == 1 for r in found), places
    assert len(places) == len(found)


async def test_definition_from_an_exported_name_is_the_role(exported):
    line, column = position_of(SWIFT, "UIColor.textPrimary\n", delta=10)
    found = await exported.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(EXPORTED / "ios/App/Title.swift")),
        position=types.Position(line, column)))
    assert found, found
    role_line, _ = position_of(CONTRAST_SCHEME, "text_primary")
    assert any(d.uri == uri(EXPORTED / SCHEME) and d.range.start.line == role_line for d in found), found
