"""A JSON-RPC client over TCP written as a user would, with only Python's standard library.

Usage: client.py HOST PORT TOKEN. Exits non-zero (with a traceback) when folio answers
anything but what docs/rpc.md promises.
"""

import json
import socket
import sys


class Client:
    def __init__(self, host, port):
        self.sock = socket.create_connection((host, port))
        self.file = self.sock.makefile("rwb")
        self.next_id = 0

    def send(self, message):
        self.file.write(json.dumps(message).encode() + b"\n")
        self.file.flush()

    def receive(self):
        line = self.file.readline()
        assert line.endswith(b"\n"), line
        return json.loads(line)

    def call(self, method, params=None, id=None):
        if id is None:
            self.next_id += 1
            id = self.next_id
        message = {"jsonrpc": "2.0", "method": method, "id": id}
        if params is not None:
            message["params"] = params
        self.send(message)
        response = self.receive()
        assert response["jsonrpc"] == "2.0", response
        assert response["id"] == id, (id, response)
        return response

    def result(self, method, params=None):
        response = self.call(method, params)
        assert "result" in response, response
        return response["result"]

    def error(self, method, params=None):
        response = self.call(method, params)
        assert "error" in response, response
        return response["error"]


def main():
    host, port, token = sys.argv[1], int(sys.argv[2]), sys.argv[3]

    # Without auth, every request is refused; the third failure closes the connection.
    c = Client(host, port)
    for _ in range(3):
        e = c.error("daos")
        assert e["code"] == -32003 and e["data"]["kind"] == "unauthorized", e
        assert e["message"].startswith("authenticate first"), e
    assert c.file.readline() == b"", "closed after 3 failures"

    # The error says which mistake it was.
    c = Client(host, port)
    e = c.error("auth", {"token": "wrong"})
    assert e["code"] == -32003 and e["message"].startswith("wrong token"), e
    e = c.error("auth", {"secret": token})
    assert e["code"] == -32003 and e["message"].startswith("auth takes params"), e
    assert c.result("auth", {"token": token}) is True

    daos = c.result("daos")
    assert {"name": "users", "class": "x.User", "objects": 3} in daos, daos

    # create, then put merges, by name and by position.
    ack = c.result("create", {"dao": "users", "object": {"id": 10, "name": "Ada", "status": "NEW"}})
    # Each ack answers its position: the live journal's length after its entry.
    first = ack["position"]
    assert ack == {"id": 10, "applied": "inserted", "position": first}, ack
    ack = c.result("put", ["users", {"id": 10, "status": "ACTIVE", "score": 1e+21}])
    assert ack["position"] > first, (first, ack)
    assert ack == {"id": 10, "applied": "merged", "position": ack["position"]}, ack
    found = c.result("find", {"dao": "users", "id": 10})
    assert found == {"class": "x.User", "id": 10, "name": "Ada", "status": 1, "score": 1e21}, found
    assert c.result("find", ["users", 999]) is None

    # Typed queries: an enum by name and by ordinal, sorted by id, paged.
    active = c.result("select", {"dao": "users", "where": {"status": "ACTIVE"}})
    assert [u["id"] for u in active] == [1, 3, 10], active
    assert c.result("select", {"dao": "users", "where": {"status": 1}}) == active
    page = c.result("select", {"dao": "users", "where": {"status": 1}, "skip": 1, "limit": 1})
    assert [u["id"] for u in page] == [3], page
    assert c.result("count", {"dao": "users", "where": {"status": "ACTIVE"}}) == 3
    assert c.result("count", ["users"]) == 4

    # Errors by kind.
    e = c.error("select", {"dao": "users", "where": {"colour": 1}})
    assert (e["code"], e["data"]["kind"]) == (-32002, "unknown_property"), e
    e = c.error("find", {"dao": "nope", "id": 1})
    assert (e["code"], e["data"]["kind"]) == (-32000, "unknown_dao"), e
    e = c.error("put", {"dao": "users", "object": {"id": 11, "colour": "red"}})
    assert (e["code"], e["data"]["kind"]) == (-32001, "typing"), e
    assert c.error("find", {"dao": "users"})["code"] == -32602
    assert c.error("nosuch")["code"] == -32601

    # A notification gets no answer; the next request's answer comes next.
    c.send({"jsonrpc": "2.0", "method": "put", "params": {"dao": "users", "object": {"id": 12, "name": "Bo"}}})
    assert c.result("find", ["users", 12])["name"] == "Bo"

    # A batch: answered as one array (in any order), notifications left out.
    c.send([
        {"jsonrpc": "2.0", "method": "count", "params": ["users"], "id": "a"},
        {"jsonrpc": "2.0", "method": "remove", "params": ["users", 12]},
        {"jsonrpc": "2.0", "method": "remove", "params": ["users", 10], "id": "b"},
    ])
    batch = {r["id"]: r for r in c.receive()}
    assert set(batch) == {"a", "b"}, batch
    removed = batch["b"]["result"]
    assert removed == {"id": 10, "applied": "removed", "position": removed["position"]}, batch
    assert removed["position"] > ack["position"], (ack, removed)
    assert c.result("find", ["users", 10]) is None
    assert c.result("count", ["users"]) == 3

    # Big and odd ids come back as sent.
    c.file.write(b'{"jsonrpc":"2.0","method":"count","params":["users"],"id":123456789012345678901234567890}\n')
    c.file.flush()
    assert c.file.readline() == b'{"jsonrpc":"2.0","result":3,"id":123456789012345678901234567890}\n'

    # Garbage gets a parse error and the connection stays usable.
    c.file.write(b"{not json\n")
    c.file.flush()
    assert c.receive()["error"]["code"] == -32700
    stats = c.result("stats")
    assert stats["methods"]["put"]["calls"] >= 3, stats
    assert stats["errors"]["-32700"] >= 1, stats
    print("python client: ok")


if __name__ == "__main__":
    main()
