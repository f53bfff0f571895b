"""Graphiti wired for the deterministic path: our embedder, no language model, indices built once a graph."""

from __future__ import annotations

import os

# Graphiti sends telemetry unless this is off; set it before graphiti_core is first imported.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

from datetime import UTC, datetime
from importlib.metadata import version
from typing import Any, NoReturn

from graphiti_core import Graphiti
from graphiti_core.cross_encoder.client import CrossEncoderClient
from graphiti_core.driver.falkordb_driver import FalkorDriver
from graphiti_core.embedder.client import EmbedderClient
from graphiti_core.llm_client.client import LLMClient
from graphiti_core.llm_client.config import LLMConfig

from doccheck.graph.errors import GraphError

# The marker node that says "indices are built"; its label is ours, so no Graphiti query ever matches it.
INDEX_MARKER_LABEL = "DoccheckMeta"
_INDEX_MARKER_KEY = "indices"


class NoModelError(GraphError):
    """Graphiti tried to call a language model or reranker on the path that must never use one."""


def _refuse(what: str) -> NoReturn:
    raise NoModelError(
        f"graphiti asked for a {what} on doccheck's deterministic path, which has none; "
        "use writes that do not extract (no add_episode/add_triplet) and searches that rerank with RRF or MMR"
    )


class NoLLMClient(LLMClient):
    """Stands in for Graphiti's LLM so it never builds an OpenAI client; fails loudly if ever called."""

    def __init__(self) -> None:
        super().__init__(LLMConfig(api_key=None, model="none", small_model="none"), cache=False)

    async def generate_response(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        _refuse("language model")

    async def _generate_response(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        _refuse("language model")


class NoCrossEncoder(CrossEncoderClient):
    """Stands in for Graphiti's reranker, which would otherwise be an OpenAI client."""

    async def rank(self, query: str, passages: list[str]) -> list[tuple[str, float]]:
        _refuse("cross-encoder reranker")


def make_graphiti(driver: FalkorDriver, embedder: EmbedderClient) -> Graphiti:
    """A Graphiti on ``driver`` (its database must be the group id) that can store and search, not extract."""
    return Graphiti(
        graph_driver=driver,
        llm_client=NoLLMClient(),
        embedder=embedder,
        cross_encoder=NoCrossEncoder(),
    )


async def ensure_indices(driver: FalkorDriver) -> bool:
    """Build Graphiti's indices on the driver's graph unless this graphiti version already did; True if built.

    Building is cheap (~7 ms on a new graph; ~3 ms on a built one, where each of the 13 CREATE INDEX fails
    with "already indexed" and Graphiti swallows it), so the marker is not about time: it keeps a run from
    re-issuing failing DDL on every graph every time, and it rebuilds when a Graphiti upgrade changes the set.
    """
    graphiti_version = version("graphiti-core")
    records, _, _ = await driver.execute_query(
        f"MATCH (m:{INDEX_MARKER_LABEL} {{key: $key}}) RETURN m.graphiti_version AS v", key=_INDEX_MARKER_KEY
    )
    if records and records[0]["v"] == graphiti_version:
        return False
    await driver.build_indices_and_constraints()  # type: ignore[no-untyped-call]
    await driver.execute_query(
        f"MERGE (m:{INDEX_MARKER_LABEL} {{key: $key}}) SET m.graphiti_version = $v, m.built_at = $at",
        key=_INDEX_MARKER_KEY,
        v=graphiti_version,
        at=datetime.now(UTC).isoformat(),
    )
    return True
