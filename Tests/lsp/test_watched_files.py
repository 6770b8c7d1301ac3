"""A theme file changed on disk behind the editor's back (a checkout, another tool) is reread
when the client reports it (workspace/didChangeWatchedFiles)."""

import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import VK, _config, _start, diagnostics_until, make_repo, open_document, read

REPO = make_repo("vk-watched", copy_from=VK)


@pytest_lsp.fixture(config=_config(REPO))
async def watched(lsp_client: LanguageClient):
    await _start(lsp_client, REPO)
    yield
    await lsp_client.shutdown_session()


async def test_a_palette_changed_on_disk_rechecks_its_schemes(watched):
    client = watched
    open_document(client, REPO, "scheme.json")
    await diagnostics_until(client, REPO, "scheme.json", lambda d: True)
    palette = REPO / "palette.json"
    original = read(palette)
    palette.write_text(original.replace('"sky_300"', '"sky_301"'), encoding="utf-8")
    try:
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=palette.as_uri(), type=types.FileChangeType.Changed)]))
        await diagnostics_until(client, REPO, "scheme.json", lambda d: any(x.code == "unresolved-identifier" and "sky_300" in x.message for x in d))
    finally:
        palette.write_text(original, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=palette.as_uri(), type=types.FileChangeType.Changed)]))
    await diagnostics_until(client, REPO, "scheme.json", lambda d: not any(x.code == "unresolved-identifier" for x in d))
