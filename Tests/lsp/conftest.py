"""Shared set-up of the language-server tests: the built binary, and git repositories made in
temporary directories from the repository's own samples (VK Appearance, designsystemet tokens)
and an Android fixture written here. Nothing is written inside the repository."""

import atexit
import json
import os
import pathlib
import shutil
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = os.environ.get("THEMELINT_BIN") or str(ROOT / ".build" / "debug" / "themelint")
_TEMP = pathlib.Path(tempfile.mkdtemp(prefix="themelint-lsp-"))
atexit.register(shutil.rmtree, _TEMP, True)

ANDROID_VALUES = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="brand_blue">#2688EB</color>
    <color name="background">#FFFFFF</color>
    <color name="text_primary">#000000</color>
    <color name="link">@color/brand_blue</color>
    <color name="divider">@color/gray_600</color>
</resources>
"""
ANDROID_NIGHT = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="background">#121212</color>
    <color name="text_primary">#FFFFFF</color>
</resources>
"""
ANDROID_CORE = "<resources>\n    <color name=\"gray_600\">#6B6B6B</color>\n</resources>\n"

# A palette whose lines hold Cyrillic and emoji before the places diagnostics point at.
UNICODE_PALETTE = '{\n  "фон_😀": "#GG0000",\n  "white": "#FFFFFF"\n}\n'
UNICODE_SCHEME = (
    '{\n  "light": {\n    "appearance": "light",\n    "colors": {\n'
    '      "текст": { "color_identifier": "whte" }\n    }\n  }\n}\n'
)


def git(directory, *args):
    subprocess.run(["git", "-c", "init.defaultBranch=main", *args], cwd=directory, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_repo(name, files=None, copy_from=None):
    """A git repository (files added to the index) named `name` under the session's temporary directory."""
    directory = _TEMP / name
    if directory.exists():
        shutil.rmtree(directory)
    if copy_from is not None:
        shutil.copytree(copy_from, directory, ignore=shutil.ignore_patterns("history.bundle"))
    else:
        directory.mkdir(parents=True)
    for path, text in (files or {}).items():
        target = directory / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
    git(directory, "init", "-q")
    git(directory, "add", "-A")
    return directory


VK = make_repo("vk", copy_from=ROOT / "examples" / "vk-appearance")
TOKENS = make_repo("designsystemet", copy_from=ROOT / "examples" / "designsystemet")
ANDROID = make_repo("android", files={
    "app/src/main/res/values/colors.xml": ANDROID_VALUES,
    "app/src/main/res/values-night/colors.xml": ANDROID_NIGHT,
    "core/src/main/res/values/colors.xml": ANDROID_CORE,
})
UNICODE = make_repo("unicode", files={"palette.json": UNICODE_PALETTE, "scheme.json": UNICODE_SCHEME})


def uri(path):
    return pathlib.Path(path).as_uri()


def read(path):
    return pathlib.Path(path).read_text(encoding="utf-8")


def rss_kib(pid):
    """The resident set size of process `pid` in KiB (Linux /proc)."""
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def position_of(text, needle, occurrence=0, delta=0, utf8=False):
    """The protocol position of `needle`'s `occurrence`-th start (+ `delta` characters) in UTF-16 (or UTF-8) units."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += delta
    before = text[:index]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1:]
    units = len(column_text.encode("utf-8")) if utf8 else len(column_text.encode("utf-16-le")) // 2
    return line, units


def apply_text_edits(text, edits):
    """`text` with LSP TextEdits (UTF-16 positions) applied, last first."""
    lines = text.split("\n")

    def offset(position):
        line = position.line
        prefix = sum(len(l) + 1 for l in lines[:line])
        units = lines[line].encode("utf-16-le")[: position.character * 2].decode("utf-16-le") if line < len(lines) else ""
        return prefix + len(units)

    spans = sorted(((offset(e.range.start), offset(e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def cli(*args, cwd):
    return subprocess.run([BIN, *args], cwd=cwd, capture_output=True, text=True)


json_dumps = json.dumps


import asyncio  # noqa: E402

import pytest_lsp  # noqa: E402
from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402


def _config(repo):
    return ClientServerConfig(server_command=[BIN, "lsp"], server_env={**os.environ, "NO_COLOR": "1"})


async def _start(client, repo, encodings=None):
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    client.init_result = await client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(general=general), root_uri=uri(repo),
        workspace_folders=[types.WorkspaceFolder(uri=uri(repo), name=pathlib.Path(repo).name)]))


@pytest_lsp.fixture(config=_config(VK))
async def vk(lsp_client: LanguageClient):
    await _start(lsp_client, VK)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config(TOKENS))
async def tokens(lsp_client: LanguageClient):
    await _start(lsp_client, TOKENS)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config(ANDROID))
async def android(lsp_client: LanguageClient):
    await _start(lsp_client, ANDROID)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config(UNICODE))
async def unicode16(lsp_client: LanguageClient):
    await _start(lsp_client, UNICODE)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config(UNICODE))
async def unicode8(lsp_client: LanguageClient):
    await _start(lsp_client, UNICODE, encodings=["utf-8", "utf-16"])
    yield
    await lsp_client.shutdown_session()


def open_document(client, repo, path, text=None, version=1):
    text = read(pathlib.Path(repo) / path) if text is None else text
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri(pathlib.Path(repo) / path), language_id="json", version=version, text=text)))
    return text


def change(client, repo, path, version, start, end, new_text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(pathlib.Path(repo) / path), version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=new_text)]))


def replace_all(client, repo, path, version, text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(pathlib.Path(repo) / path), version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


async def diagnostics_until(client, repo, path, predicate, timeout=20):
    """Waits until the diagnostics published for `path` satisfy `predicate`; returns them."""
    target = uri(pathlib.Path(repo) / path)

    async def wait():
        while True:
            current = client.diagnostics.get(target)
            if current is not None and predicate(current):
                return current
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    return await asyncio.wait_for(wait(), timeout)


# An Android app with code reading on: Kotlin and a layout name `app_blue` and write it out.
APP_COLORS = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="app_blue">#FF2B90D9</color>
    <color name="gray">#FF808080</color>
</resources>
"""
APP_LAYOUT = """<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
    android:background="@color/gray">
    <TextView android:textColor="#2b90d9" android:background="@color/app_blue"/>
</LinearLayout>
"""
APP_KOTLIN = """package com.example

@Composable
fun Title() {
    Text("x", color = colorResource(R.color.app_blue))
    Box(Modifier.background(Color(0xFF2B90D9)))
}
"""
APP = make_repo("app", files={
    ".themelint.json": '{"code": true, "rules": {"unused-color": "off"}}',
    "app/src/main/res/values/colors.xml": APP_COLORS,
    "app/src/main/res/layout/main.xml": APP_LAYOUT,
    "app/src/main/java/com/example/Main.kt": APP_KOTLIN,
})

# A VK theme set with a contrast block.
CONTRAST_PALETTE = '{\n    "white": "#FFFFFF",\n    "black": "#000000",\n    "gray_500": "#767676"\n}\n'
CONTRAST_SCHEME = """{
    "bright_light": {
        "appearance": "light",
        "colors": {
            "background_content": {"color_identifier": "white"},
            "text_primary": {"color_identifier": "black"},
            "text_secondary": {"color_identifier": "gray_500"}
        }
    }
}
"""
CONTRAST = make_repo("contrast", files={
    ".themelint.json": json.dumps({
        "themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"],
                    "contrast": {"pairs": [
                        {"foreground": "text_primary", "background": "background_content", "level": "AAA"},
                        {"foreground": "text_secondary", "background": "background_content", "level": "AAA"}]}}],
        "rules": {"unused-color": "off", "similar-colors": "off"}}),
    "theme/scheme.json": CONTRAST_SCHEME,
    "theme/palette.json": CONTRAST_PALETTE,
})

# A DTCG token file with a deprecated token on an alias's chain.
DEPRECATED_TOKENS = """{"color": {"$type": "color",
  "old": {"$value": "#2688eb", "$deprecated": "use color.blue"},
  "blue": {"$value": "#2688eb"},
  "link": {"$value": "{color.old}"}}}
"""
DEPRECATED = make_repo("deprecated", files={"colors.tokens.json": DEPRECATED_TOKENS})


@pytest_lsp.fixture(config=_config(APP))
async def app(lsp_client: LanguageClient):
    await _start(lsp_client, APP)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config(CONTRAST))
async def contrast(lsp_client: LanguageClient):
    await _start(lsp_client, CONTRAST)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=_config(DEPRECATED))
async def deprecated(lsp_client: LanguageClient):
    await _start(lsp_client, DEPRECATED)
    yield
    await lsp_client.shutdown_session()
