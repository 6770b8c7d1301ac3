"""The language server on an Android app with `"code": true`: `hard-coded-color` diagnostics in
Kotlin and layout files with a "use NAME" quick fix, and code references (`R.color.NAME`,
`@color/NAME` in a layout) in references and definition."""

from lsprotocol import types

from conftest import APP, APP_KOTLIN, APP_LAYOUT, apply_text_edits, diagnostics_until, open_document, position_of, uri

COLORS = "app/src/main/res/values/colors.xml"
LAYOUT = "app/src/main/res/layout/main.xml"
KOTLIN = "app/src/main/java/com/example/Main.kt"


def span(text, needle, delta=0, length=None):
    """The protocol range of `needle` in `text` (UTF-16; ASCII lines here)."""
    line, column = position_of(text, needle, delta=delta)
    return types.Range(start=types.Position(line, column), end=types.Position(line, column + (len(needle) - delta if length is None else length)))


def hard_coded(diagnostics):
    return [d for d in diagnostics if d.code == "hard-coded-color"]


async def quick_fix(client, path, text, literal, suggestion):
    """Checks the diagnostic on `literal` in `path` and that its fix writes `suggestion` over exactly its bytes."""
    found = await diagnostics_until(client, APP, path, lambda d: len(hard_coded(d)) == 1)
    diagnostic = hard_coded(found)[0]
    assert diagnostic.range == span(text, literal), diagnostic
    assert "app_blue" in diagnostic.message and diagnostic.severity == types.DiagnosticSeverity.Information
    document = types.TextDocumentIdentifier(uri=uri(APP / path))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=document, range=span(text, literal, length=1), context=types.CodeActionContext(diagnostics=[diagnostic])))
    fixes = [a for a in actions if a.diagnostics and a.diagnostics[0].code == "hard-coded-color"]
    assert len(fixes) == 1, actions
    fix = fixes[0]
    assert fix.title.startswith("Use app_blue") and fix.kind == types.CodeActionKind.QuickFix and fix.is_preferred
    edits = fix.edit.changes[uri(APP / path)]
    assert [(e.range, e.new_text) for e in edits] == [(span(text, literal), suggestion)]
    assert apply_text_edits(text, edits) == text.replace(literal, suggestion, 1)


async def test_hard_coded_colors_in_kotlin_and_a_layout_get_a_use_name_fix(app):
    open_document(app, APP, KOTLIN)
    open_document(app, APP, LAYOUT)
    await quick_fix(app, KOTLIN, APP_KOTLIN, "Color(0xFF2B90D9)", "colorResource(R.color.app_blue)")
    await quick_fix(app, LAYOUT, APP_LAYOUT, "#2b90d9", "@color/app_blue")
    # No fix away from the literal.
    document = types.TextDocumentIdentifier(uri=uri(APP / KOTLIN))
    line, _ = position_of(APP_KOTLIN, "package")
    elsewhere = await app.text_document_code_action_async(types.CodeActionParams(
        text_document=document, range=types.Range(start=types.Position(line, 0), end=types.Position(line, 1)),
        context=types.CodeActionContext(diagnostics=[])))
    assert not elsewhere


async def test_an_edit_of_a_code_file_republishes_its_diagnostics(app):
    open_document(app, APP, KOTLIN)
    await diagnostics_until(app, APP, KOTLIN, lambda d: len(hard_coded(d)) == 1)
    fixed = APP_KOTLIN.replace("Color(0xFF2B90D9)", "colorResource(R.color.app_blue)")
    app.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(APP / KOTLIN), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    await diagnostics_until(app, APP, KOTLIN, lambda d: not hard_coded(d))


async def test_references_of_a_palette_color_include_code_and_definition_from_code(app):
    open_document(app, APP, KOTLIN)
    colors = (APP / COLORS).read_text()
    document = types.TextDocumentIdentifier(uri=uri(APP / COLORS))
    found = await app.text_document_references_async(types.ReferenceParams(
        text_document=document, position=types.Position(*position_of(colors, "app_blue", delta=2)),
        context=types.ReferenceContext(include_declaration=True)))
    places = {(r.uri, r.range.start.line, r.range.start.character, r.range.end.character) for r in found}
    kotlin = span(APP_KOTLIN, "app_blue", length=8)
    layout = span(APP_LAYOUT, "@color/app_blue", delta=7)
    assert (uri(APP / KOTLIN), kotlin.start.line, kotlin.start.character, kotlin.end.character) in places, places
    assert (uri(APP / LAYOUT), layout.start.line, layout.start.character, layout.end.character) in places, places
    assert any(r.uri == uri(APP / COLORS) for r in found), places
    assert len(places) == len(found)  # each place once

    # From the Kotlin reference: the same references, and definition goes to the color.
    kotlin_document = types.TextDocumentIdentifier(uri=uri(APP / KOTLIN))
    at_kotlin = types.Position(*position_of(APP_KOTLIN, "R.color.app_blue", delta=10))
    from_code = await app.text_document_references_async(types.ReferenceParams(
        text_document=kotlin_document, position=at_kotlin, context=types.ReferenceContext(include_declaration=True)))
    assert {(r.uri, r.range.start.line, r.range.start.character, r.range.end.character) for r in from_code} == places
    definitions = await app.text_document_definition_async(types.DefinitionParams(text_document=kotlin_document, position=at_kotlin))
    assert [d.uri for d in definitions] == [uri(APP / COLORS)]
    assert definitions[0].range.start.line == position_of(colors, "app_blue")[0]
    # rename does not rewrite code: no rename from a code reference.
    assert await app.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=kotlin_document, position=at_kotlin)) is None

    # From the layout's @color/ reference too.
    layout_document = types.TextDocumentIdentifier(uri=uri(APP / LAYOUT))
    definitions = await app.text_document_definition_async(types.DefinitionParams(
        text_document=layout_document, position=types.Position(*position_of(APP_LAYOUT, "@color/app_blue", delta=9))))
    assert [d.uri for d in definitions] == [uri(APP / COLORS)]
