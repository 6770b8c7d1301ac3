"""An edit rechecks the parts of the project that read the file it changed, and only those;
what the server then publishes equals what `themelint check` says of the same files; a
`.themelint.json` change is read without a restart."""

import json
import pathlib
import shutil

import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import (ANDROID, _TEMP, _config, _start, change, cli, diagnostics_until, git, make_repo, open_document,
                      position_of, replace_all, uri)

PALETTE = '{\n  "white": "#FFFFFF",\n  "black": "#000000",\n  "gray": "#808080",\n  "spare": "#123456"\n}\n'
SCHEME = ('{\n  "light": {\n    "appearance": "light",\n    "colors": {\n'
          '      "bg": {"color_identifier": "white"},\n      "fg": {"color_identifier": "black"}\n    }\n  }\n}\n')
# Two theme sets (auto-detected, one per folder) and a palette no set uses.
TWO = make_repo("two-sets", files={
    "a/palette.json": PALETTE, "a/scheme.json": SCHEME,
    "b/palette.json": PALETTE, "b/scheme.json": SCHEME.replace("black", "gray"),
    "loose/palette_extra.json": '{"lonely": "#ABCDEF", "lonely2": "#ABCDEF"}\n',
})


async def statistics(client):
    """The server's refresh counters (a request: every edit before it has been rechecked and
    published when it is answered)."""
    answer = await client.protocol.send_request_async("themelint/statistics", {})
    return answer


@pytest_lsp.fixture(config=_config(TWO))
async def two(lsp_client: LanguageClient):
    await _start(lsp_client, TWO)
    yield
    await lsp_client.shutdown_session()


async def test_an_edit_of_one_scheme_rechecks_its_theme_set_only(two):
    client = two
    first = await statistics(client)
    assert first.wholeLoads == 1 and sorted(first.lastSets) == ["a/scheme.json", "b/scheme.json"]
    text = open_document(client, TWO, "a/scheme.json")
    first = await statistics(client)
    line, character = position_of(text, '"black"', delta=1)
    change(client, TWO, "a/scheme.json", 2, (line, character), (line, character + 5), "blak")
    await diagnostics_until(client, TWO, "a/scheme.json", lambda d: any(x.code == "unresolved-identifier" for x in d))
    after = await statistics(client)
    assert after.lastSets == ["a/scheme.json"]  # b's set was not loaded, resolved or linted again
    assert after.wholeLoads == 1 and after.setsLoaded == first.setsLoaded + 1
    assert "b/scheme.json" not in after.lastPublished and "b/palette.json" not in after.lastPublished
    # A palette edit rechecks the set that reads it, and republishes its scheme.
    open_document(client, TWO, "b/palette.json")
    await statistics(client)
    replace_all(client, TWO, "b/palette.json", 2, PALETTE.replace('"gray"', '"grey"'))
    await diagnostics_until(client, TWO, "b/scheme.json", lambda d: any(x.code == "unresolved-identifier" for x in d))
    after = await statistics(client)
    assert after.lastSets == ["b/scheme.json"]
    assert "b/scheme.json" in after.lastPublished and "a/scheme.json" not in after.lastPublished
    # The palette no set uses is a part of its own.
    open_document(client, TWO, "loose/palette_extra.json")
    replace_all(client, TWO, "loose/palette_extra.json", 2, '{"lonely": "#ABCDEF"}\n')
    after = await statistics(client)
    assert after.lastSets == [] and after.wholeLoads == 1


def published(client, repo):
    """Every finding the client holds, as (file, line, rule, message), from the last diagnostics per file."""
    root = uri(repo) + "/"
    found = set()
    for target, diagnostics in client.diagnostics.items():
        if not target.startswith(root):
            continue
        for d in diagnostics:
            found.add((target[len(root):], d.range.start.line + 1, d.code, d.message))
    return found


def checked(repo, texts):
    """What `themelint check --format json` finds in a copy of `repo` with `texts` written."""
    copy = _TEMP / (pathlib.Path(repo).name + "-written")
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(repo, copy)
    for path, text in texts.items():
        (copy / path).write_text(text, encoding="utf-8")
    git(copy, "add", "-A")
    report = json.loads(cli("check", "--format", "json", cwd=copy).stdout)
    return {(f["file"], f["line"], f["rule"], f["message"]) for f in report["findings"]}


async def test_after_edits_the_diagnostics_equal_a_full_check_of_the_written_files(two):
    client = two
    texts = {path: open_document(client, TWO, path) for path in ["a/scheme.json", "a/palette.json", "b/scheme.json", "loose/palette_extra.json"]}
    edits = [
        ("a/palette.json", PALETTE.replace('"black"', '"blak"')),            # a's scheme: unresolved
        ("b/scheme.json", SCHEME.replace("black", "spare")),                 # b uses another color
        ("a/scheme.json", SCHEME.replace('"black"', '"gray"')),              # a's scheme reads gray
        ("loose/palette_extra.json", '{"lonely": "#ABCDEF", "twin": "#ABCDEG"}\n'),
        ("a/palette.json", PALETTE.replace('"spare": "#123456"', '"spare": "#808081"')),  # similar to gray
        ("b/scheme.json", '{"light": {"appearance": "light", "colors": {'),  # mid-typing
    ]
    for version, (path, text) in enumerate(edits, start=2):
        replace_all(client, TWO, path, version, text)
        texts[path] = text
        if version % 2:
            await statistics(client)
    stats = await statistics(client)
    assert stats.wholeLoads == 1  # every edit was partial
    assert published(client, TWO) == checked(TWO, texts)
    assert published(client, TWO)  # the comparison is not of two empty sets


CONFIGURED = make_repo("configured", files={
    ".themelint.json": json.dumps({"rules": {"unused-color": "off"}}, indent=2) + "\n",
    "palette.json": PALETTE, "scheme.json": SCHEME,
})


@pytest_lsp.fixture(config=_config(CONFIGURED))
async def configured(lsp_client: LanguageClient):
    await _start(lsp_client, CONFIGURED)
    yield
    await lsp_client.shutdown_session()


async def test_a_configuration_change_is_read_without_a_restart(configured):
    client = configured
    open_document(client, CONFIGURED, "palette.json")
    await statistics(client)
    assert not any(d.code == "unused-color" for d in client.diagnostics.get(uri(CONFIGURED / "palette.json"), []))
    # In an open buffer: the rule turned on.
    open_document(client, CONFIGURED, ".themelint.json")
    replace_all(client, CONFIGURED, ".themelint.json", 2, '{"rules": {"unused-color": "warning"}}\n')
    found = await diagnostics_until(client, CONFIGURED, "palette.json", lambda d: any(x.code == "unused-color" for x in d))
    assert {x.severity for x in found if x.code == "unused-color"} == {types.DiagnosticSeverity.Warning}
    # A configuration that does not parse: its own diagnostic; the last good one stays.
    replace_all(client, CONFIGURED, ".themelint.json", 3, '{"rules": {"unused-color": ')
    bad = await diagnostics_until(client, CONFIGURED, ".themelint.json", lambda d: any(x.code == "configuration" for x in d))
    assert bad[0].severity == types.DiagnosticSeverity.Error
    assert any(x.code == "unused-color" for x in client.diagnostics[uri(CONFIGURED / "palette.json")])
    # Closed, the disk's file counts again (the rule off); changed on disk, it is read again.
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(CONFIGURED / ".themelint.json"))))
    await diagnostics_until(client, CONFIGURED, "palette.json", lambda d: not any(x.code == "unused-color" for x in d))
    assert len(client.diagnostics[uri(CONFIGURED / ".themelint.json")]) == 0
    path = CONFIGURED / ".themelint.json"
    original = path.read_text(encoding="utf-8")
    try:
        path.write_text('{"rules": {"unused-color": "error"}}\n', encoding="utf-8")
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Changed)]))
        found = await diagnostics_until(client, CONFIGURED, "palette.json", lambda d: any(x.code == "unused-color" for x in d))
        assert {x.severity for x in found if x.code == "unused-color"} == {types.DiagnosticSeverity.Error}
    finally:
        path.write_text(original, encoding="utf-8")


async def test_an_android_values_edit_rechecks_the_android_sets_that_read_it(android):
    client = android
    text = open_document(client, ANDROID, "core/src/main/res/values/colors.xml")
    first = await statistics(client)
    sets = sorted(first.lastSets)
    assert len(sets) >= 2  # the app and core modules
    replace_all(client, ANDROID, "core/src/main/res/values/colors.xml", 2, text.replace("gray_600", "gray_601"))
    # app's @color/gray_600 reads core's values: the app's set is rechecked with it.
    await diagnostics_until(client, ANDROID, "app/src/main/res/values/colors.xml", lambda d: any(x.code == "unresolved-identifier" for x in d))
    after = await statistics(client)
    assert sorted(after.lastSets) == sets and after.wholeLoads == 1


async def test_token_edits_publish_what_a_full_check_finds(tokens):
    from conftest import TOKENS, read
    client = tokens
    light = "primitives/modes/color-scheme/light/designsystemet.json"
    semantic = "semantic/color/accent.json"
    texts = {light: open_document(client, TOKENS, light), semantic: open_document(client, TOKENS, semantic)}
    before = await statistics(client)
    texts[light] = texts[light].replace('"#eef4fa"', '"#eef4fz"', 1)
    replace_all(client, TOKENS, light, 2, texts[light])
    await statistics(client)
    texts[semantic] = texts[semantic].replace("{designsystemet.accent.1}", "{designsystemet.accent.one}", 1)
    replace_all(client, TOKENS, semantic, 2, texts[semantic])
    after = await statistics(client)
    assert after.wholeLoads == before.wholeLoads
    assert published(client, TOKENS) == checked(TOKENS, texts)
    assert any(rule == "invalid-color" for _, _, rule, _ in published(client, TOKENS))
