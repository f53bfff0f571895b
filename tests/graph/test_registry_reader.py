"""A long-running reader's copy of the project registry: read again only when a sync changed it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import doccheck.graph.storage.registry as registry
from doccheck.graph.storage.server import EmbeddedFalkorDB


def test_the_registry_is_read_again_when_a_sync_changed_it_and_only_then(
        embedded: EmbeddedFalkorDB, monkeypatch: pytest.MonkeyPatch) -> None:
    from falkordb.asyncio import FalkorDB

    reads: list[int] = []
    real = registry.read_projects

    async def counted(client: Any, graphs: Any = None) -> dict[str, registry.ProjectEntry]:
        reads.append(1)
        return await real(client, graphs)

    monkeypatch.setattr(registry, "read_projects", counted)

    async def scenario() -> list[list[str]]:
        client = FalkorDB(unix_socket_path=str(embedded.socket_path))
        try:
            seen = []
            await client.select_graph("acme__decisions").query("CREATE (:Episodic {name: 'x'})")
            await registry.claim(client, "acme", "github.com/acme/platform", "", "here")
            await registry.record(client, "acme", "github.com/acme/platform", "", ["acme__decisions"],
                                  "2026-12-01T00:00:00+00:00", None)
            kept = registry.Registry()
            for _ in range(3):  # nothing changed: one read
                seen.append(sorted(await kept.read(client)))
            await client.select_graph("shop__decisions").query("CREATE (:Episodic {name: 'y'})")
            await registry.claim(client, "shop", "github.com/acme/shop", "", "here")  # a new project: counted
            seen.append(sorted(await kept.read(client)))
            await registry.claim(client, "shop", "github.com/acme/shop", "", "here")  # held already: no change
            seen.append(sorted(await kept.read(client)))
            return seen
        finally:
            await client.aclose()

    seen = asyncio.run(scenario())
    assert seen == [["acme"]] * 3 + [["acme", "shop"]] * 2
    assert len(reads) == 2
