"""open_falkordb against real servers: embedded, a TCP "remote", a password, a closed port, bad group ids."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from doccheck.graph.errors import GraphError
from doccheck.graph.storage.connection import PASSWORD_ENV, GraphConnection, open_falkordb

from .conftest import TcpServer, free_port


async def write_and_list(connection: GraphConnection, group_id: str) -> list[str]:
    driver = connection.driver_for(group_id)
    await driver.execute_query("CREATE (:Doc {name: $name})", name="adr-0001")
    records, _, _ = await driver.execute_query("MATCH (d:Doc) RETURN d.name AS name")
    assert records == [{"name": "adr-0001"}]
    return await connection.list_graphs()


def test_embedded_connection_starts_and_stops_the_server(tmp_path: Path) -> None:
    async def run() -> None:
        async with await open_falkordb(None, tmp_path / "graph") as connection:
            assert connection.server is not None and connection.server.running
            assert await write_and_list(connection, "acme") == ["acme"]
            assert connection.driver_for("acme") is connection.driver_for("acme")
        assert not connection.server.running

        # The data outlived the server.
        async with await open_falkordb(None, tmp_path / "graph") as connection:
            assert await connection.list_graphs() == ["acme"]

    asyncio.run(run())


def test_remote_url(tcp_server: TcpServer, tmp_path: Path) -> None:
    async def run() -> None:
        connection = await open_falkordb(tcp_server.url, tmp_path / "unused")
        try:
            assert connection.server is None
            assert await write_and_list(connection, "docs_main") == ["docs_main"]
        finally:
            await connection.close()
        assert not (tmp_path / "unused").exists()  # a remote server needs no local folder

    asyncio.run(run())


def test_password_from_url_or_environment(
    tcp_server_factory: Callable[..., TcpServer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = tcp_server_factory(password="s3cret")
    bare_url = f"redis://127.0.0.1:{server.port}"

    async def run() -> None:
        await (await open_falkordb(server.url, tmp_path)).close()

        monkeypatch.delenv(PASSWORD_ENV, raising=False)
        with pytest.raises(GraphError, match="cannot reach FalkorDB"):
            await open_falkordb(bare_url, tmp_path)

        monkeypatch.setenv(PASSWORD_ENV, "s3cret")
        await (await open_falkordb(bare_url, tmp_path)).close()

        with pytest.raises(GraphError) as wrong:
            await open_falkordb(f"redis://:wrong@127.0.0.1:{server.port}", tmp_path)
        assert "wrong" not in str(wrong.value)  # passwords never reach messages
        assert ":***@127.0.0.1" in str(wrong.value)

    asyncio.run(run())


def test_closed_port_gives_the_message(tmp_path: Path) -> None:
    url = f"redis://127.0.0.1:{free_port()}"
    with pytest.raises(GraphError) as refused:
        asyncio.run(open_falkordb(url, tmp_path))
    message = str(refused.value)
    assert message.startswith(f"cannot reach FalkorDB at {url}: ")
    assert message.endswith("; start it or drop --falkordb-url to use the embedded graph")
    assert "\n" not in message


@pytest.mark.parametrize("url", ["http://127.0.0.1:6379", "redis://", "redis://127.0.0.1:port"])
def test_malformed_url(url: str, tmp_path: Path) -> None:
    with pytest.raises(GraphError, match="invalid FalkorDB URL"):
        asyncio.run(open_falkordb(url, tmp_path))


@pytest.mark.parametrize("group_id", ["acme-docs", "", "a b", "docs.main", "ünï"])
def test_group_id_must_be_letters_digits_underscores(tcp_server: TcpServer, group_id: str) -> None:
    async def run() -> None:
        connection = await open_falkordb(tcp_server.url, Path("unused"))
        try:
            with pytest.raises(GraphError, match="letters, digits and underscores"):
                connection.driver_for(group_id)
        finally:
            await connection.close()

    asyncio.run(run())
