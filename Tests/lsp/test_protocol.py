"""The protocol's edges, driven by a raw JSON-RPC client (so the order and timing of bytes on
the pipe are the test's): framing, a cancelled request, shutdown and exit, exit codes."""

import json
import queue
import subprocess
import threading
import time

from conftest import BIN, VK, position_of, read, uri


class RawClient:
    def __init__(self, repo):
        self.process = subprocess.Popen([BIN, "lsp"], cwd=repo, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.next_id = 0
        # Read all the time, as a client must: a server writing diagnostics never waits on us.
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            length = None
            while True:
                line = self.process.stdout.readline()
                if not line:
                    return
                if line == b"\r\n":
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            self.messages.put(json.loads(self.process.stdout.read(length)))

    def send(self, method, params=None, request=True):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return message.get("id")

    def flush(self):
        self.process.stdin.flush()

    def receive(self):
        return self.messages.get(timeout=30)

    def response(self, id):
        while True:
            message = self.receive()
            if message.get("id") == id and "method" not in message:
                return message

    def initialize(self, repo):
        id = self.send("initialize", {"processId": None, "rootUri": uri(repo), "capabilities": {}})
        self.flush()
        result = self.response(id)["result"]
        self.send("initialized", {}, request=False)
        return result


def test_a_request_cancelled_before_it_starts_is_answered_request_cancelled():
    client = RawClient(VK)
    client.initialize(VK)
    scheme = read(VK / "scheme.json")
    client.send("textDocument/didOpen", {"textDocument": {"uri": uri(VK / "scheme.json"), "languageId": "json", "version": 1, "text": scheme}}, request=False)
    line, character = position_of(scheme, '"accent"', delta=2)
    position = {"line": line, "character": character}
    # A slow request (references plan a rename over the whole sample), then one cancelled at once:
    # both and the cancellation are on the pipe before the first is answered.
    slow = client.send("textDocument/references", {"textDocument": {"uri": uri(VK / "scheme.json")}, "position": position, "context": {"includeDeclaration": True}})
    cancelled = client.send("textDocument/hover", {"textDocument": {"uri": uri(VK / "scheme.json")}, "position": position})
    client.send("$/cancelRequest", {"id": cancelled}, request=False)
    after = client.send("textDocument/hover", {"textDocument": {"uri": uri(VK / "scheme.json")}, "position": position})
    client.flush()
    answers = {}
    while len(answers) < 3:
        message = client.receive()
        if "method" not in message:
            answers[message["id"]] = message
    assert "result" in answers[slow]
    assert answers[cancelled]["error"]["code"] == -32800
    assert "result" in answers[after] and answers[after]["result"] is not None
    assert list(answers) == [slow, cancelled, after]  # answered in order
    id = client.send("shutdown")
    client.flush()
    assert client.response(id)["result"] is None
    client.send("exit", request=False)
    client.flush()
    assert client.process.wait(20) == 0


def test_exit_without_shutdown_is_status_1_and_requests_after_shutdown_are_refused_cleanly():
    client = RawClient(VK)
    client.initialize(VK)
    client.send("exit", request=False)
    client.flush()
    assert client.process.wait(20) == 1
    client = RawClient(VK)
    client.process.stdin.close()  # end of input before anything: status 1, no crash
    assert client.process.wait(20) == 1


def test_unknown_methods_and_junk_are_errors_not_crashes():
    client = RawClient(VK)
    client.initialize(VK)
    id = client.send("textDocument/semanticTokens/full", {"textDocument": {"uri": uri(VK / "scheme.json")}})
    client.flush()
    assert client.response(id)["error"]["code"] == -32601
    body = b"{not json"
    client.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    client.flush()
    assert client.receive()["error"]["code"] == -32700
    # A change to a file never opened, and a hover on it, are harmless.
    client.send("textDocument/didChange", {"textDocument": {"uri": uri(VK / "nope.json"), "version": 2}, "contentChanges": [{"text": "{"}]}, request=False)
    id = client.send("textDocument/hover", {"textDocument": {"uri": "untitled:1"}, "position": {"line": 0, "character": 0}})
    client.flush()
    assert client.response(id)["result"] is None
    id = client.send("shutdown")
    client.flush()
    client.response(id)
    client.send("exit", request=False)
    client.flush()
    assert client.process.wait(20) == 0


def test_a_client_that_watches_files_is_asked_to_and_its_answer_is_not_answered():
    client = RawClient(VK)
    id = client.send("initialize", {"processId": None, "rootUri": uri(VK), "capabilities": {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}})
    client.flush()
    client.response(id)
    client.send("initialized", {}, request=False)
    client.flush()
    while True:
        message = client.receive()
        if message.get("method") == "client/registerCapability":
            break
    registration = message["params"]["registrations"][0]
    assert registration["method"] == "workspace/didChangeWatchedFiles"
    assert {"globPattern": "**/*.json"} in registration["registerOptions"]["watchers"]
    # The client's answer is a response, not a request: the server sends nothing back for it.
    body = json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": None}).encode()
    client.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    id = client.send("shutdown")
    client.flush()
    while True:
        reply = client.receive()
        assert "error" not in reply, reply
        if reply.get("id") == id:
            break
    client.send("exit", request=False)
    client.flush()
    assert client.process.wait(20) == 0


def test_a_client_slow_to_read_does_not_stop_the_server_reading():
    # A client that writes 6,000 requests in two bursts a second apart before reading anything.
    # The answers to the first (~2 MB) are far more than a pipe holds; a server that blocked on
    # its writes would stop reading then, and the second burst (more than a pipe holds too)
    # would block the client for ever. Here both go through, and every answer comes, in order,
    # once the client reads.
    process = subprocess.Popen([BIN, "lsp"], cwd=VK, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    scheme = read(VK / "scheme.json")
    line, character = position_of(scheme, '"accent"', delta=2)

    def hover(n):
        return {"jsonrpc": "2.0", "id": n, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri(VK / "scheme.json")}, "position": {"line": line, "character": character}}}

    first = [{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": None, "rootUri": uri(VK), "capabilities": {}}},
             {"jsonrpc": "2.0", "method": "initialized", "params": {}},
             {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri(VK / "scheme.json"), "languageId": "json", "version": 1, "text": scheme}}}]
    first += [hover(n) for n in range(1, 3001)]
    second = [hover(n) for n in range(3001, 6001)] + [{"jsonrpc": "2.0", "id": 6001, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    written = threading.Event()

    def write(messages):
        for message in messages:
            body = json.dumps(message).encode()
            process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        process.stdin.flush()

    def write_all():
        write(first)
        time.sleep(1)
        write(second)
        written.set()

    threading.Thread(target=write_all, daemon=True).start()
    assert written.wait(60), "the server stopped reading while its answers waited to be read"
    ids = []
    client = RawClient.__new__(RawClient)
    client.process = process
    client.messages = queue.Queue()
    threading.Thread(target=client._read, daemon=True).start()
    while len(ids) < 6002:
        message = client.receive()
        if "id" in message and "method" not in message:
            ids.append(message["id"])
    assert ids == list(range(6002))
    assert process.wait(30) == 0
