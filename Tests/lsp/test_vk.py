"""The language server on the VK Appearance sample: diagnostics (cleared when fixed, republished
across files), hover, document colors, definition, references, rename equal to the CLI's bytes,
the did-you-mean code action, completion, a buffer that does not parse, 1,000 edits."""

import pathlib
import shutil

from lsprotocol import types

from conftest import (VK, apply_text_edits, change, cli, diagnostics_until, make_repo, open_document,
                      position_of, read, replace_all, rss_kib, uri)

SCHEME = "scheme.json"
PALETTE = "palette.json"


def unresolved(diagnostics, name=None):
    return [d for d in diagnostics if d.code == "unresolved-identifier" and (name is None or f"'{name}'" in d.message or name in d.message)]


async def test_a_typo_is_an_error_with_a_fix_and_is_cleared_when_fixed(vk):
    client = vk
    text = open_document(client, VK, SCHEME)
    line, column = position_of(text, '"sky_300"', delta=1)
    change(client, VK, SCHEME, 2, (line, column), (line, column + 7), "sky_30O")
    found = await diagnostics_until(client, VK, SCHEME, lambda d: unresolved(d, "sky_30O"))
    diagnostic = unresolved(found, "sky_30O")[0]
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.source == "themelint"
    assert diagnostic.range.start.line == line
    assert diagnostic.range.start.character == column - 1  # the string, quotes included

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic])))
    fixes = [a for a in actions if "sky_300" in a.title]
    assert fixes, actions
    edits = fixes[0].edit.changes[uri(VK / SCHEME)]
    assert [(e.range.start.line, e.range.start.character, e.range.end.character, e.new_text) for e in edits] == [(line, column, column + 7, "sky_300")]

    change(client, VK, SCHEME, 3, (line, column), (line, column + 7), "sky_300")
    await diagnostics_until(client, VK, SCHEME, lambda d: not unresolved(d, "sky_30O"))


async def test_a_palette_edit_republishes_the_schemes_that_use_it(vk):
    client = vk
    palette = open_document(client, VK, PALETTE)
    open_document(client, VK, SCHEME)
    line, column = position_of(palette, '"sky_300"', delta=1)
    change(client, VK, PALETTE, 2, (line, column), (line, column + 7), "sky_301")
    found = await diagnostics_until(client, VK, SCHEME, lambda d: unresolved(d, "sky_300"))
    assert len(unresolved(found, "sky_300")) >= 2
    change(client, VK, PALETTE, 3, (line, column), (line, column + 7), "sky_300")
    await diagnostics_until(client, VK, SCHEME, lambda d: not unresolved(d, "sky_300"))


async def test_hover_on_a_role_and_a_palette_color(vk):
    client = vk
    text = open_document(client, VK, SCHEME)
    line, column = position_of(text, '"accent"', delta=2)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column)))
    value = hover.contents.value
    assert "**accent** — role" in value
    assert "space_gray" in value and "bright_light" in value  # every scheme
    assert "sky_300" in value and "#529EF4" in value  # the chain and the color
    line, column = position_of(text, '"sky_300"', delta=3)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column)))
    assert "**sky_300** — palette color" in hover.contents.value
    assert "`#529EF4`" in hover.contents.value and "palette.json:" in hover.contents.value


async def test_document_colors_and_presentations_in_the_palettes_notation(vk):
    client = vk
    text = open_document(client, VK, PALETTE)
    colors = await client.text_document_document_color_async(types.DocumentColorParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / PALETTE))))
    assert len(colors) >= 100
    line, column = position_of(text, '#2688EB')
    azure = [c for c in colors if c.range.start.line == line]
    assert azure and azure[0].range.start.character == column and azure[0].range.end.character == column + 7
    assert round(azure[0].color.red * 255) == 0x26 and round(azure[0].color.blue * 255) == 0xEB
    presentations = await client.text_document_color_presentation_async(types.ColorPresentationParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / PALETTE)), range=azure[0].range,
        color=types.Color(red=1.0, green=0.0, blue=0.0, alpha=0.5)))
    assert presentations[0].label == "#80FF0000"  # alpha first, as this palette writes it
    scheme = open_document(client, VK, SCHEME)
    scheme_colors = await client.text_document_document_color_async(types.DocumentColorParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME))))
    line, column = position_of(scheme, '"sky_300"', delta=1)
    assert any(c.range.start.line == line and c.range.start.character == column for c in scheme_colors)


async def test_definition_and_references(vk):
    client = vk
    text = open_document(client, VK, SCHEME)
    line, column = position_of(text, '"sky_300"', delta=2)
    definitions = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column)))
    palette = read(VK / PALETTE)
    target_line, target_column = position_of(palette, '"sky_300"')
    assert any(d.uri == uri(VK / PALETTE) and d.range.start.line == target_line and d.range.start.character == target_column for d in definitions)
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column),
        context=types.ReferenceContext(include_declaration=True)))
    in_scheme = [r for r in references if r.uri == uri(VK / SCHEME)]
    assert len(in_scheme) == text.count('"sky_300"')
    assert any(r.uri == uri(VK / PALETTE) for r in references)
    without = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column),
        context=types.ReferenceContext(include_declaration=False)))
    assert not any(r.uri.endswith("/palette.json") for r in without)


async def test_rename_edit_equals_the_clis_bytes(vk):
    client = vk
    text = open_document(client, VK, SCHEME)
    line, column = position_of(text, '"sky_300"', delta=2)
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column)))
    assert prepared.placeholder == "sky_300"
    edit = await client.text_document_rename_async(types.RenameParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column), new_name="sky_блик"))
    copy = make_repo("vk-rename", copy_from=VK)
    result = cli("rename", "sky_300", "sky_блик", "--write", cwd=copy)
    assert result.returncode == 0, result.stderr
    changed = {pathlib.Path(u).name for u in edit.changes}
    for path in sorted(p.name for p in VK.glob("*.json")):
        before = read(VK / path)
        expected = read(copy / path)
        if path in changed:
            edits = edit.changes[uri(VK / path)]
            assert apply_text_edits(before, edits) == expected, path
        else:
            assert before == expected, path
    assert {"palette.json", "scheme.json"} <= changed
    shutil.rmtree(copy)


async def test_completion_where_a_color_identifier_goes(vk):
    client = vk
    text = open_document(client, VK, SCHEME)
    line, column = position_of(text, '"sky_300"', delta=1)
    change(client, VK, SCHEME, 2, (line, column), (line, column + 7), "sky")
    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column + 3)))
    items = {item.label: item for item in completion.items}
    assert "sky_300" in items and items["sky_300"].kind == types.CompletionItemKind.Color
    assert items["sky_300"].documentation == "#529EF4"
    assert items["sky_300"].text_edit.range.start.character == column


async def test_a_buffer_that_does_not_parse_mid_typing(vk):
    client = vk
    text = open_document(client, VK, PALETTE)
    open_document(client, VK, SCHEME)
    line, column = position_of(text, '"sky_300": "#529EF4"')
    change(client, VK, PALETTE, 2, (line, column), (line, column + 1), "")  # the key's opening quote
    found = await diagnostics_until(client, VK, PALETTE, lambda d: any(x.code == "json-syntax" for x in d))
    assert [d.code for d in found] == ["json-syntax"]
    # The schemes that use the broken palette are not flooded with unresolved identifiers.
    scheme = client.diagnostics.get(uri(VK / SCHEME), [])
    assert not unresolved(scheme)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(*position_of(read(VK / SCHEME), '"accent"', delta=2))))
    assert hover is not None
    replace_all(client, VK, PALETTE, 3, text)
    await diagnostics_until(client, VK, PALETTE, lambda d: not any(x.code == "json-syntax" for x in d))


async def test_a_thousand_edits_keep_memory_flat(vk):
    client = vk
    text = open_document(client, VK, SCHEME)
    line, column = position_of(text, '"sky_300"', delta=1)
    pid = client._server.pid

    async def edits(first, count):
        for version in range(first, first + count):
            change(client, VK, SCHEME, version, (line, column), (line, column + 7), "sky_300" if version % 2 else "sky_30O")
            if version % 25 == 0:  # let the server catch up now and then, as typing does
                await client.text_document_hover_async(types.HoverParams(
                    text_document=types.TextDocumentIdentifier(uri=uri(VK / SCHEME)), position=types.Position(line, column + 1)))

    await edits(2, 50)
    after_50 = rss_kib(pid)
    await edits(52, 950)
    after_1000 = rss_kib(pid)
    assert after_1000 <= 2 * after_50, (after_50, after_1000)
    # The last edit (version 1001, odd) put the name back: no unresolved identifier.
    await diagnostics_until(client, VK, SCHEME, lambda d: not unresolved(d, "sky_30O"))


async def test_initial_diagnostics_map_severity_and_name_the_other_places(vk):
    client = vk
    palette = read(VK / PALETTE)
    found = await diagnostics_until(client, VK, PALETTE, lambda d: any(x.code == "similar-colors" for x in d))
    unused = [d for d in found if d.code == "unused-color"]
    assert unused and all(d.severity == types.DiagnosticSeverity.Information for d in unused)  # a note
    similar = [d for d in found if d.code == "similar-colors"]
    assert all(d.severity == types.DiagnosticSeverity.Information for d in similar)
    related = similar[0].related_information
    assert related and all(r.location.uri == uri(VK / PALETTE) for r in related)
    # Each related place is a palette color's key, named in the message.
    for place in related:
        line = palette.split("\n")[place.location.range.start.line]
        name = line[place.location.range.start.character:].split('"')[1]
        assert name in place.message and name in similar[0].message
