"""`themelint lsp` timings for `make bench` (called by scripts/bench.sh after bench.py).

Drives the release binary over its standard input and output as an editor would, on scratch
copies of the samples (nothing in the repository is written), and prints:
- diagnostics after an edit of a VK scheme: from the didChange written to the publishDiagnostics
  of that version read (any debounce included), median of 100 (target <= 200 ms);
- a hover answered after a change: from the didChange to the hover's answer (<= 200 ms);
- diagnostics after an edit of one primitive of the designsystemet sample (<= 500 ms);
- the server's resident memory after 1,000 edits against after 50 (<= 2 x);
- diagnostics after an edit of one scheme in a generated workspace of 100 theme sets (300 roles
  in 2 schemes each), median of 20 (<= 200 ms): the edit rechecks its own set only.
Exit status 1 when a number is over its target.
"""
import json, os, pathlib, queue, shutil, statistics, subprocess, sys, tempfile, threading, time

bindir, root = sys.argv[1], sys.argv[2]
themelint = os.path.join(bindir, "themelint")


class Server:
    def __init__(self, repo):
        self.process = subprocess.Popen([themelint, "lsp"], cwd=repo, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {"processId": None, "rootUri": pathlib.Path(repo).as_uri(), "capabilities": {}})
        self.notify("initialized", {})

    def _read(self):
        out = self.process.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if line == b"\r\n":
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            self.messages.put((time.perf_counter(), json.loads(out.read(length))))

    def _write(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method, params):
        self._write({"jsonrpc": "2.0", "method": method, "params": params})

    def send(self, method, params):
        self.next_id += 1
        self._write({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def wait(self, predicate, timeout=60):
        deadline = time.perf_counter() + timeout
        while True:
            at, message = self.messages.get(timeout=max(0.01, deadline - time.perf_counter()))
            if predicate(message):
                return at, message

    def request(self, method, params):
        id = self.send(method, params)
        return self.wait(lambda m: m.get("id") == id and "method" not in m)

    def diagnostics(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri and m["params"].get("version") == version)

    def rss_kib(self):
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(20)


def copy(tmp, name, sample):
    repo = os.path.join(tmp, name)
    shutil.copytree(os.path.join(root, "examples", sample), repo, ignore=shutil.ignore_patterns("history.bundle"))
    subprocess.run(["git", "init", "-q", repo], check=True)
    subprocess.run(["git", "-C", repo, "add", "-A"], check=True)
    return repo


def editor(server, repo, path, needle, offset=1):
    """Opens `path` and returns (uri, edit(version, typo)) replacing the 7 characters after `needle`'s start + offset."""
    file = pathlib.Path(repo) / path
    text = file.read_text(encoding="utf-8")
    uri = file.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}})
    index = text.index(needle) + offset
    line = text[:index].count("\n")
    column = len(text[text.rfind("\n", 0, index) + 1:index].encode("utf-16-le")) // 2
    original = text[index:index + 7]

    def edit(version, typo):
        replacement = (original[:-1] + ("Q" if original[-1] != "Q" else "R")) if typo else original
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
            {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 7}}, "text": replacement}]})
        return time.perf_counter()

    return uri, edit, (line, column)


results = []


def report(label, value, unit, target):
    results.append(value <= target)
    print(f"{label:<58} {value:10.1f} {unit}  (target <= {target} {unit})  {'ok' if value <= target else 'OVER'}", flush=True)


with tempfile.TemporaryDirectory(prefix="themelint-bench-lsp-") as tmp:
    vk = copy(tmp, "vk", "vk-appearance")
    server = Server(vk)
    uri, edit, (line, column) = editor(server, vk, "scheme.json", '"sky_300"')
    server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": column}})
    times = []
    for version in range(2, 102):
        sent = edit(version, version % 2 == 0)
        at, _ = server.diagnostics(uri, version)
        times.append((at - sent) * 1000)
    report("lsp: VK scheme edit -> its diagnostics, median of 100", statistics.median(times), "ms", 200)
    text = (pathlib.Path(vk) / "scheme.json").read_text(encoding="utf-8")
    index = text.index('"accent"') + 2
    role = {"line": text[:index].count("\n"), "character": index - text.rfind("\n", 0, index) - 1}
    times = []
    for version in range(102, 202):
        sent = edit(version, version % 2 == 0)
        at, answer = server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": role})
        assert answer.get("result"), answer
        times.append((at - sent) * 1000)  # its diagnostics were published before the answer
    report("lsp: VK scheme edit -> hover answered, median of 100", statistics.median(times), "ms", 200)
    server.close()

    server = Server(vk)
    uri, edit, _ = editor(server, vk, "scheme.json", '"sky_300"')
    for version in range(2, 52):
        edit(version, version % 2 == 0)
        server.diagnostics(uri, version)
    after_50 = server.rss_kib()
    for version in range(52, 1002):
        edit(version, version % 2 == 0)
        if version % 10 == 0:
            server.diagnostics(uri, version)
    server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
    after_1000 = server.rss_kib()
    print(f"lsp: server RSS after 50 edits {after_50 / 1024:.1f} MiB, after 1,000 {after_1000 / 1024:.1f} MiB", flush=True)
    report("lsp: RSS after 1,000 edits / after 50", after_1000 / max(1, after_50), "x", 2)
    server.close()

    tokens = copy(tmp, "designsystemet", "designsystemet")
    server = Server(tokens)
    uri, edit, _ = editor(server, tokens, "primitives/modes/color-scheme/light/designsystemet.json", "#eef4fa", offset=0)
    times = []
    for version in range(2, 102):
        sent = edit(version, version % 2 == 0)
        at, _ = server.diagnostics(uri, version)
        times.append((at - sent) * 1000)
    report("lsp: designsystemet primitive edit -> diagnostics, median", statistics.median(times), "ms", 500)
    server.close()

    many = os.path.join(tmp, "many-sets")
    for n in range(100):
        folder = pathlib.Path(many) / f"s{n:03d}"
        folder.mkdir(parents=True)
        palette = {f"c{i}": "#%06X" % ((i * 7919 + n * 31) % 0xFFFFFF) for i in range(300)}
        scheme = {mode: {"appearance": mode, "colors": {f"r{i}": {"color_identifier": f"c{i}"} for i in range(300)}} for mode in ("light", "dark")}
        (folder / "palette.json").write_text(json.dumps(palette, indent=1), encoding="utf-8")
        (folder / "scheme.json").write_text(json.dumps(scheme, indent=1), encoding="utf-8")
    subprocess.run(["git", "init", "-q", many], check=True)
    subprocess.run(["git", "-C", many, "add", "-A"], check=True)
    server = Server(many)
    uri, edit, _ = editor(server, many, "s042/scheme.json", '"c17"')
    server.diagnostics(uri, 1)
    times = []
    for version in range(2, 22):
        sent = edit(version, version % 2 == 0)
        at, _ = server.diagnostics(uri, version)
        times.append((at - sent) * 1000)
    report("lsp: 100 theme sets, one scheme edit -> diagnostics, median", statistics.median(times), "ms", 200)
    server.close()

sys.exit(0 if all(results) else 1)
