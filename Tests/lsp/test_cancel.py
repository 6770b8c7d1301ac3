"""`$/cancelRequest` stops work already running: a request that waits on a long recheck (the
first load of a generated workspace of many theme sets) is answered RequestCancelled (-32800)
soon after the cancel, long before the recheck would have finished, and the server goes on."""

import json
import time

from conftest import make_repo, uri
from test_protocol import RawClient

SETS = 150
FILES = {}
for n in range(SETS):
    palette = {f"c{i}": "#%06X" % ((i * 7919 + n * 31) % 0xFFFFFF) for i in range(300)}
    scheme = {mode: {"appearance": mode, "colors": {f"r{i}": {"color_identifier": f"c{i}"} for i in range(300)}} for mode in ("light", "dark")}
    FILES[f"s{n:03d}/palette.json"] = json.dumps(palette, indent=1)
    FILES[f"s{n:03d}/scheme.json"] = json.dumps(scheme, indent=1)
BIG = make_repo("many-sets", files=FILES)


def hover(client):
    return client.send("textDocument/hover", {"textDocument": {"uri": uri(BIG / "s000/scheme.json")}, "position": {"line": 4, "character": 5}})


def test_a_running_request_is_cancelled_and_the_server_keeps_answering():
    client = RawClient(BIG)
    client.initialize(BIG)
    started = time.monotonic()
    slow = hover(client)
    client.flush()
    time.sleep(0.3)
    client.send("$/cancelRequest", {"id": slow}, request=False)
    client.flush()
    answer = client.response(slow)
    cancelled_after = time.monotonic() - started
    assert answer["error"]["code"] == -32800
    # The same request again runs the whole load to its end, and is answered.
    started = time.monotonic()
    again = hover(client)
    client.flush()
    assert "result" in client.response(again)
    full = time.monotonic() - started
    assert cancelled_after < full / 2, (cancelled_after, full)
    id = client.send("themelint/statistics", {})
    client.flush()
    statistics = client.response(id)["result"]
    assert statistics["stopped"] >= 1 and statistics["wholeLoads"] == 1
    id = client.send("shutdown")
    client.flush()
    client.response(id)
    client.send("exit", request=False)
    client.flush()
    assert client.process.wait(20) == 0
