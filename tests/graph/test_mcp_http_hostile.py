"""`doccheck mcp --http` against other users of the machine (issue 23, item 16): the real server process on
127.0.0.1, spoken to as an attacker on the same host would (raw sockets) and as a client would (the MCP SDK)."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from doccheck.graph.mcp_server import HTTP_MAX_CONNECTIONS, HTTP_MAX_SESSIONS

from .conftest import free_port
from .test_mcp import environment
from .test_mcp import repo as repo

TOKEN = "s3cret-token-for-the-test-0123456789"
INITIALIZE = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "flood", "version": "1"}}})


class Served(NamedTuple):
    port: int
    process: subprocess.Popen[str]


def start(repo: Path, *argv: str) -> Served:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "doccheck", "mcp", "--http", str(port), *argv], cwd=repo,
                               env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return Served(port, process)
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise AssertionError(process.communicate()[1]) from None
            time.sleep(0.1)


def stop(served: Served) -> str:
    served.process.terminate()
    _, err = served.process.communicate(timeout=30)
    assert "Traceback" not in err
    return err


@pytest.fixture(scope="module")
def server(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    token_file = tmp_path_factory.mktemp("token") / "token"
    token_file.write_text(TOKEN + "\n")
    token_file.chmod(0o600)
    served = start(repo, "--token-file", str(token_file))
    yield served
    stop(served)


def post(port: int, body: str, headers: dict[str, str], conn: Any = None) -> tuple[int, str]:
    import http.client

    conn = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("POST", "/mcp", body, {"Content-Type": "application/json",
                                        "Accept": "application/json, text/event-stream", **headers})
    response = conn.getresponse()
    return response.status, response.read().decode()


def client(port: int, token: str) -> Client:
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=30)
    return Client(streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http))


async def ask(mcp: Client) -> list[str]:
    result = await mcp.call_tool("decisions_about", {"topic": "api style", "as_of": "2023"})
    assert not result.is_error, result.content
    return [d["fact"] for d in json.loads(result.content[0].text)["decisions"]]  # type: ignore[union-attr]


def test_without_the_token_or_with_a_wrong_one_the_server_answers_401(server: Served) -> None:
    for headers in ({}, {"Authorization": "Bearer wrong-token-wrong-token-wrong"},
                    {"Authorization": f"Basic {TOKEN}"}, {"Authorization": f"Bearer {TOKEN}x"}):
        status, body = post(server.port, INITIALIZE, headers)
        assert status == 401, headers
        assert "Authorization: Bearer" in body


def test_with_the_token_a_client_is_answered(server: Served) -> None:
    async def session() -> list[str]:
        async with client(server.port, TOKEN) as mcp:
            return await ask(mcp)

    assert asyncio.run(session()) == ["api style is GraphQL"]


def test_two_thousand_initialize_calls_do_not_lock_out_a_client_holding_a_session(server: Served) -> None:
    import http.client

    async def session() -> tuple[list[str], list[str], dict[int, int]]:
        async with client(server.port, TOKEN) as mcp:
            before = await ask(mcp)
            statuses: dict[int, int] = {}
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            for _ in range(2000):  # a runaway client holding the token, on one kept-alive connection
                status, _body = post(server.port, INITIALIZE, {"Authorization": f"Bearer {TOKEN}"}, conn)
                statuses[status] = statuses.get(status, 0) + 1
            return before, await ask(mcp), statuses

    before, after, statuses = asyncio.run(session())
    assert before == after == ["api style is GraphQL"]
    assert statuses.get(200, 0) <= HTTP_MAX_SESSIONS  # the rest were refused, not stored
    assert statuses.get(503, 0) >= 2000 - HTTP_MAX_SESSIONS


def open_files(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def test_half_sent_requests_do_not_stop_a_new_client(repo: Path, tmp_path: Path) -> None:
    token_file = tmp_path / "token"
    token_file.write_text(TOKEN)
    token_file.chmod(0o600)
    served = start(repo, "--token-file", str(token_file))
    sockets = []
    try:
        for _ in range(1200):  # more than a default limit of 1,024 open files
            sock = socket.create_connection(("127.0.0.1", served.port))
            sock.sendall(b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n")
            sockets.append(sock)
        # The server sheds what is over its limit as it accepts: on a loaded machine that takes a moment.
        deadline = time.monotonic() + 15
        while open_files(served.process.pid) >= 100 + HTTP_MAX_CONNECTIONS and time.monotonic() < deadline:
            time.sleep(0.2)
        assert open_files(served.process.pid) < 100 + HTTP_MAX_CONNECTIONS

        async def session() -> list[str]:
            async with client(served.port, TOKEN) as mcp:
                return await ask(mcp)

        assert asyncio.run(asyncio.wait_for(session(), 30)) == ["api style is GraphQL"]
    finally:
        for sock in sockets:
            sock.close()
        stop(served)


def test_a_token_is_made_and_printed_once_when_no_file_is_given(repo: Path) -> None:
    served = start(repo)
    try:
        assert post(served.port, INITIALIZE, {})[0] == 401
    finally:
        err = stop(served)
    said = [line for line in err.splitlines() if "Bearer" in line]
    assert len(said) == 1
    token = said[0].rsplit(" ", 1)[1]
    assert len(token) >= 32 and token != TOKEN


@pytest.mark.parametrize(("mode", "text", "said"), [
    (0o644, TOKEN, "others can read or change it; run chmod 600"),
    (0o600, "short", "must be a token of 16+ printable characters"),
])
def test_a_token_file_others_can_read_or_without_a_token_is_refused(repo: Path, tmp_path: Path, mode: int,
                                                                     text: str, said: str) -> None:
    token_file = tmp_path / "token"
    token_file.write_text(text)
    token_file.chmod(mode)
    done = subprocess.run([sys.executable, "-m", "doccheck", "mcp", "--http", str(free_port()), "--token-file",
                           str(token_file)], cwd=repo, env=environment(), capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and said in done.stderr and str(token_file) in done.stderr
