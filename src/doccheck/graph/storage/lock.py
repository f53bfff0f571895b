"""One writer per project, held on the server: whatever machine or CI runner a sync runs on, the server decides.

- The lock is a key beside the graphs, `doccheck:sync-lock:PROJECT`, set with `SET NX PX` to a token naming its
  holder (`host:pid:random`), so only one sync of a project writes at a time and a sync of another project never
  waits for it.
- The holder renews it while it writes: a task in its event loop every third of the lease, and at each batch it
  writes (`refresh`, which also stops a writer whose lease expired and went to another sync: it must not write
  on). Renewing and releasing compare the token and act in one step on the server (a Lua script), so a writer
  whose lease expired never prolongs or deletes its successor's.
- A writer that dies stops renewing: its lease ends within `$DOCCHECK_GRAPH_LOCK_TTL` seconds (default 60), and
  the next sync takes it. On the embedded graph a holder on this machine whose process is gone is not waited for.
- A sync that finds the lock held waits (saying so once on stderr) at most `$DOCCHECK_GRAPH_WAIT` seconds, then
  fails as busy (exit 3).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import socket
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING

from doccheck.graph.errors import GraphBusy, GraphError

if TYPE_CHECKING:
    from doccheck.graph.storage.connection import GraphConnection

LOCK_KEY = "doccheck:sync-lock:{}"
TTL_ENV = "DOCCHECK_GRAPH_LOCK_TTL"
DEFAULT_TTL = 60.0
# KEYS[1] the lock, ARGV[1] the holder's token, ARGV[2] the lease in ms: renew only one's own lease.
_RENEW = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0"
_RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"


def lease_ms() -> int:
    """How long a lock holds without being renewed: `$DOCCHECK_GRAPH_LOCK_TTL` seconds, else 60."""
    try:
        seconds = float(os.environ.get(TTL_ENV) or DEFAULT_TTL)
    except ValueError:
        seconds = DEFAULT_TTL
    return max(int(seconds * 1000), 500)


def _text(value: object) -> str | None:
    return value.decode(errors="replace") if isinstance(value, bytes) else None if value is None else str(value)


@contextlib.asynccontextmanager
async def locked(connection: GraphConnection, project: str) -> AsyncIterator[Callable[[], Awaitable[None]]]:
    """Hold the project's lock for the block; yields `refresh`, which renews it and stops a writer that lost it."""
    token = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
    ttl = lease_ms()
    await take(connection, project, token, ttl)
    renewing = asyncio.get_running_loop().create_task(_keep(connection, project, token, ttl))
    try:
        yield lambda: renew(connection, project, token, ttl)
    finally:
        renewing.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await renewing
        with contextlib.suppress(Exception):  # a server that went away drops nothing; the lease ends on its own
            await release(connection, project, token)


async def take(connection: GraphConnection, project: str, token: str, ttl_ms: int) -> None:
    """Take the project's lock; while another sync holds it, wait (saying so once), at most `$DOCCHECK_GRAPH_WAIT`
    seconds, then fail as busy."""
    from doccheck.graph.storage.shared import WAIT_ENV, wait_limit

    redis = connection.client.connection
    key = LOCK_KEY.format(project)
    wait = wait_limit()
    deadline = time.monotonic() + wait
    said = False
    while not await redis.set(key, token, nx=True, px=ttl_ms):
        holder = await redis.get(key)
        left = await redis.pttl(key)
        who = _text(holder)
        if who is not None and connection.server is not None and _dead_here(who):
            # A sync killed on this machine left its lock in the embedded graph, which keeps what that sync
            # wrote: it will never renew the lock, so waiting for it to expire would only stall us.
            await redis.eval(_RELEASE, 1, key, who)
            continue
        if time.monotonic() >= deadline:
            raise GraphBusy(
                f"another doccheck sync is writing project {project} on {connection.where} ({who}) and still was "
                f"after {wait:g} s; its lock expires within {max(left, 0) / 1000:.0f} s if that sync died; run "
                f"again, or wait longer with ${WAIT_ENV}")
        if not said:
            print(f"doccheck: another sync is writing project {project} ({who}): waiting for it, at most {wait:g} s",
                  file=sys.stderr, flush=True)
            said = True
        await asyncio.sleep(0.1)


async def renew(connection: GraphConnection, project: str, token: str, ttl_ms: int) -> None:
    """Extend the lease; a writer whose lease is no longer its own stops here."""
    renewed = await connection.client.connection.eval(_RENEW, 1, LOCK_KEY.format(project), token, ttl_ms)
    if not renewed:
        raise GraphError(f"the sync lock of project {project} expired and was taken by another sync; stopped")


async def release(connection: GraphConnection, project: str, token: str) -> None:
    await connection.client.connection.eval(_RELEASE, 1, LOCK_KEY.format(project), token)


async def holder(connection: GraphConnection, project: str) -> str | None:
    """Who holds the project's lock (`host:pid:...`), else None."""
    return _text(await connection.client.connection.get(LOCK_KEY.format(project)))


async def _keep(connection: GraphConnection, project: str, token: str, ttl_ms: int) -> None:
    """Renew every third of the lease while the writer works (its own renewals stop it if the lease was lost)."""
    while True:
        await asyncio.sleep(ttl_ms / 3000)
        with contextlib.suppress(Exception):
            await connection.client.connection.eval(_RENEW, 1, LOCK_KEY.format(project), token, ttl_ms)


def _dead_here(token: str) -> bool:
    """Whether a lock's holder (`host:pid:...`) was a process on this machine that is gone."""
    host, _sep, rest = token.partition(":")
    pid = rest.partition(":")[0]
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False  # alive, someone else's
    return False
