"""One FalkorDB connection for a run: the embedded server, or a server named by ``--falkordb-url``.

On FalkorDB every Graphiti group is its own graph, and several Graphiti writes go to the driver's own graph
whatever the group id on the node says. So drivers are handed out per group, with database == group id.
"""

from __future__ import annotations

import os

# Graphiti sends telemetry unless this is off; set it before graphiti_core is first imported.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

import asyncio
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

import redis.exceptions
from falkordb.asyncio import FalkorDB

from doccheck.graph.errors import GraphError
from doccheck.graph.storage.folder import check_graph_folder
from doccheck.graph.storage.shared import SharedFalkorDB
from doccheck.regex import lazy

if TYPE_CHECKING:  # graphiti-core takes ~1 s to import: only the writes that need it pay for it
    from graphiti_core.driver.falkordb_driver import FalkorDriver

PASSWORD_ENV = "DOCCHECK_FALKORDB_PASSWORD"
# Hyphens and other punctuation break FalkorDB full-text queries (RediSearch syntax) on the group id.
_GROUP_ID = lazy(r"[A-Za-z0-9_]+")
TIMEOUT_ENV = "DOCCHECK_FALKORDB_TIMEOUT"
_CONNECT_TIMEOUT = 5.0
_PENDING_TASK_TIMEOUT = 30.0


def check_group_id(group_id: str) -> str:
    if not _GROUP_ID.fullmatch(group_id):
        raise GraphError(f"invalid graph group id {group_id!r}: use only letters, digits and underscores")
    return group_id


class GraphConnection:
    """A FalkorDB client, the embedded server behind it if any, and the per-group Graphiti drivers."""

    def __init__(self, client: FalkorDB, where: str, server: SharedFalkorDB | None = None) -> None:
        self.client = client
        self.where = where  # for messages: the URL without its password, or the embedded data folder
        self.server = server
        self._drivers: dict[str, FalkorDriver] = {}

    def driver_for(self, group_id: str) -> FalkorDriver:
        """The Graphiti driver whose own graph is ``group_id``; build its indices with ``ensure_indices``."""
        check_group_id(group_id)
        driver = self._drivers.get(group_id)
        if driver is None:
            from graphiti_core.driver.falkordb_driver import FalkorDriver

            driver = FalkorDriver(falkor_db=self.client, database=group_id)
            # Made inside an event loop, FalkorDriver schedules an index build that nobody awaits: it races
            # our first writes, and fails noisily if the server stops first. Cancel it before it ever runs
            # (it has not: we have not yielded) and build indices once per graph, explicitly.
            init_task: asyncio.Task[None] | None = getattr(driver, "_init_task", None)
            if init_task is not None:
                init_task.cancel()
            self._drivers[group_id] = driver
        return driver

    async def list_graphs(self) -> list[str]:
        graphs: list[str] = await self.client.list_graphs()
        return graphs

    async def close(self, save: bool = True) -> None:
        """Let Graphiti's background index builds finish, close the client, then save and stop the server.

        ``save=False`` skips the embedded server's snapshot: for a run that wrote nothing.
        """
        try:
            await _await_pending_index_builds()
            await self.client.aclose()
        finally:
            if self.server is not None:
                self.server.stop(save=save)

    async def __aenter__(self) -> GraphConnection:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()


async def open_falkordb(url: str | None, data_dir: Path) -> GraphConnection:
    """Connect to ``url`` (``redis://[:password@]host:port``), or with no url start the embedded server.

    The password may also come from ``$DOCCHECK_FALKORDB_PASSWORD``, so it need not appear in a command line.
    The embedded server is shared: readers and a writer on the same folder use one server (`shared.py`).
    """
    if url is None:
        return _open_embedded(data_dir)
    return await _open_remote(url)


def _open_embedded(data_dir: Path) -> GraphConnection:
    """Join the embedded server of ``data_dir`` that other doccheck processes share, or start it (shared)."""
    check_graph_folder(data_dir)
    server = SharedFalkorDB(data_dir)
    server.start()
    try:
        client = FalkorDB(unix_socket_path=str(server.socket_path))
    except BaseException:
        server.stop(save=False)
        raise
    return GraphConnection(client, f"the embedded graph in {data_dir}", server)


async def _open_remote(url: str) -> GraphConnection:
    parts = urlsplit(url)
    shown = without_password(url)
    if parts.scheme not in ("redis", "rediss") or not parts.hostname:
        raise GraphError(f"invalid FalkorDB URL {shown}: expected redis://[:password@]host:port")
    try:
        port = parts.port or 6379
    except ValueError:
        raise GraphError(f"invalid FalkorDB URL {shown}: the port is not a number") from None
    password = unquote(parts.password) if parts.password else os.environ.get(PASSWORD_ENV) or None
    username = unquote(parts.username) if parts.username else None
    unreachable = f"cannot reach FalkorDB at {shown}: {{}}; start it or drop --falkordb-url to use the embedded graph"
    try:
        # The constructor already talks to the server (a blocking INFO to detect a cluster).
        client = FalkorDB(
            host=parts.hostname,
            port=port,
            username=username,
            password=password,
            ssl=parts.scheme == "rediss",
            socket_connect_timeout=_CONNECT_TIMEOUT,
            # Every read has a bound: a server that accepts and never answers (or `rediss://` to a plain server,
            # whose TLS handshake never completes) is an error naming the server, never a hang.
            socket_timeout=_read_timeout(),
        )
    except (redis.exceptions.RedisError, OSError) as exc:
        raise GraphError(unreachable.format(_one_line(exc))) from None
    try:
        await client.list_graphs()  # fails on a plain Redis without the FalkorDB module
    except redis.exceptions.ResponseError as exc:
        await client.aclose()
        raise GraphError(f"{shown} is not a FalkorDB server: {_one_line(exc)}") from None
    except (redis.exceptions.RedisError, OSError) as exc:
        await client.aclose()
        raise GraphError(unreachable.format(_one_line(exc))) from None
    return GraphConnection(client, shown)


def _read_timeout() -> float:
    """Seconds a query may wait for the server's answer: `$DOCCHECK_FALKORDB_TIMEOUT`, else 60."""
    try:
        return max(0.1, float(os.environ.get(TIMEOUT_ENV) or 60))
    except ValueError:
        return 60.0


def without_password(url: str) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    user = parts.username or ""
    return parts._replace(netloc=f"{user}:***@{host}").geturl()


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


async def _await_pending_index_builds() -> None:
    # Searching a group with no graph yet makes Graphiti clone a driver, which starts an index build in the
    # background; stopping the server under it prints "Task exception was never retrieved".
    current = asyncio.current_task()
    pending = [
        task
        for task in asyncio.all_tasks()
        if task is not current and "build_indices_and_constraints" in getattr(task.get_coro(), "__qualname__", "")
    ]
    if pending:
        await asyncio.wait(pending, timeout=_PENDING_TASK_TIMEOUT)
        for task in pending:
            if task.done() and not task.cancelled():
                task.exception()  # mark it retrieved: a failed background build must not print at exit
