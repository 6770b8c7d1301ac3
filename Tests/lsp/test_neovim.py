"""Neovim's built-in client (nvim --headless, 0.7's vim.lsp.start_client) showing the server's
diagnostics and a hover."""

import json
import subprocess

from conftest import BIN, UNICODE, make_repo

SCRIPT = r"""
local root = vim.fn.getcwd()
local client = vim.lsp.start_client({ cmd = { vim.env.THEMELINT_BIN, 'lsp' }, root_dir = root, name = 'themelint' })
vim.cmd('edit ' .. root .. '/scheme.json')
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, client)
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
local out = { diagnostics = {} }
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(out.diagnostics, { message = d.message, code = d.code, lnum = d.lnum, col = d.col, severity = d.severity })
end
local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 4, character = 9 } }
local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000)
for _, response in pairs(hover or {}) do
  if response.result then out.hover = response.result.contents.value end
end
vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.OUT)
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.client_is_stopped(client) end, 50)
vim.cmd('qa!')
"""


def test_neovim_shows_diagnostics_and_a_hover(tmp_path):
    # No skip when nvim is missing: scripts/ensure-deps.sh --test installs it.
    repo = make_repo("nvim", copy_from=UNICODE)
    script = tmp_path / "client.lua"
    script.write_text(SCRIPT)
    out = tmp_path / "out.json"
    env = {"THEMELINT_BIN": BIN, "OUT": str(out), "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path), "XDG_STATE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    subprocess.run(["nvim", "--headless", "-n", "-i", "NONE", "-u", "NONE", "-c", f"luafile {script}"], cwd=repo, env=env, timeout=60, check=True,
                   stdin=subprocess.DEVNULL, capture_output=True)
    result = json.loads(out.read_text())
    codes = {d["code"] for d in result["diagnostics"]}
    assert "unresolved-identifier" in codes, result
    whte = [d for d in result["diagnostics"] if d["code"] == "unresolved-identifier"][0]
    assert whte["lnum"] == 4 and whte["severity"] == 1
    assert "**текст** — role" in result["hover"], result
