"""Real FalkorDB servers for the graph tests: the embedded one, and a TCP one standing in for a remote one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from doccheck.graph.storage.server import EmbeddedFalkorDB

from .falkordb_tcp import TcpServer, free_port, start_tcp_server

__all__ = ["TcpServer", "free_port", "start_tcp_server"]


@pytest.fixture
def embedded(tmp_path: Path) -> Iterator[EmbeddedFalkorDB]:
    with EmbeddedFalkorDB(tmp_path / "graph") as server:
        yield server


@pytest.fixture
def tcp_server_factory(tmp_path: Path) -> Iterator[Callable[..., TcpServer]]:
    started: list[TcpServer] = []

    def start(password: str | None = None, persistent: bool = False) -> TcpServer:
        server = start_tcp_server(tmp_path / f"tcp{len(started)}", password, persistent=persistent)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def tcp_server(tcp_server_factory: Callable[..., TcpServer]) -> TcpServer:
    return tcp_server_factory()
