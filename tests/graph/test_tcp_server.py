"""The TCP FalkorDB the organisation tests run against: killed, it is gone for its clients; restarted, it keeps
what its append-only file had (persistent) or nothing (not)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import redis

from .falkordb_tcp import TcpServer


@pytest.mark.parametrize("persistent", [True, False])
def test_a_killed_server_restarts_on_its_port_with_what_it_persisted(
        tcp_server_factory: Callable[..., TcpServer], persistent: bool) -> None:
    server = tcp_server_factory(persistent=persistent)
    client = server.client()
    client.execute_command("GRAPH.QUERY", "org_test", "CREATE (:Decision {id: 'ADR-0001'})")
    client.execute_command("WAITAOF", 1, 0, 5000) if persistent else None  # on disk before the kill
    server.kill()
    with pytest.raises(redis.exceptions.ConnectionError):
        client.ping()
    server.restart()
    again = server.client()
    graphs = again.execute_command("GRAPH.LIST")
    if persistent:
        assert graphs == [b"org_test"]
        rows = again.execute_command("GRAPH.QUERY", "org_test", "MATCH (d:Decision) RETURN d.id")[1]
        assert rows == [[b"ADR-0001"]]
    else:
        assert graphs == []
    assert int(server.memory()["used_memory"]) > 0
    client.close()
    again.close()
