"""Graphiti on the real embedded FalkorDB, written and searched with no language model at all."""

from __future__ import annotations

import asyncio
import gc
import logging
import math
import uuid
from datetime import UTC, datetime
from pathlib import Path

import pytest
from graphiti_core.edges import EntityEdge
from graphiti_core.nodes import EntityNode
from graphiti_core.search.search_config_recipes import EDGE_HYBRID_SEARCH_RRF

from doccheck.graph.storage.connection import GraphConnection, open_falkordb
from doccheck.graph.storage.embedder import EMBEDDING_DIM, HashEmbedder, embed
from doccheck.graph.storage.graphiti_setup import INDEX_MARKER_LABEL, NoModelError, ensure_indices, make_graphiti

NAMESPACE = uuid.UUID("6f1c2a52-7d3e-4b7a-9c55-1d2e3f4a5b6c")
GROUP = "acme_docs"
FACT = "ADR-0007 chooses PostgreSQL as the primary database"


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_embedder_is_deterministic_normalised_and_similarity_preserving() -> None:
    vector = embed(FACT)
    assert len(vector) == EMBEDDING_DIM
    assert math.isclose(math.sqrt(cosine(vector, vector)), 1.0)
    assert vector == embed(FACT)
    assert vector == embed(FACT.upper())
    assert cosine(vector, embed("The primary database is PostgreSQL")) > 0.5
    assert cosine(vector, embed("ADR-0007 chooses Postgres as primary databases")) > 0.5
    assert abs(cosine(vector, embed("Team lunch is on Friday"))) < 0.2
    assert math.isclose(math.sqrt(cosine(embed(""), embed(""))), 1.0)  # never a zero vector

    embedder = HashEmbedder()
    assert asyncio.run(embedder.create([FACT])) == vector
    assert asyncio.run(embedder.create_batch([FACT, "x"])) == [vector, embed("x")]
    with pytest.raises(TypeError):
        asyncio.run(embedder.create([1, 2, 3]))


async def save_fact(connection: GraphConnection, embedder: HashEmbedder) -> EntityEdge:
    driver = connection.driver_for(GROUP)
    assert await ensure_indices(driver) is True
    assert await ensure_indices(driver) is False  # recorded in the graph, not rebuilt

    def node(name: str) -> EntityNode:
        return EntityNode(
            uuid=str(uuid.uuid5(NAMESPACE, f"{GROUP}/entity/{name}")),
            name=name,
            group_id=GROUP,
            labels=["Entity"],
            name_embedding=embed(name),
        )

    adr, postgres = node("ADR-0007"), node("PostgreSQL")
    edge = EntityEdge(
        uuid=str(uuid.uuid5(NAMESPACE, f"{GROUP}/edge/{adr.uuid}/CHOOSES/{postgres.uuid}")),
        group_id=GROUP,
        source_node_uuid=adr.uuid,
        target_node_uuid=postgres.uuid,
        name="CHOOSES",
        fact=FACT,
        fact_embedding=(await embedder.create_batch([FACT]))[0],
        episodes=[],
        created_at=datetime.now(UTC),
        valid_at=datetime(2024, 3, 1, tzinfo=UTC),
    )
    for _ in range(2):  # uuid5 ids make saves idempotent upserts
        await adr.save(driver)
        await postgres.save(driver)
        await edge.save(driver)
    records, _, _ = await driver.execute_query("MATCH ()-[e:RELATES_TO]->() RETURN count(e) AS n")
    assert records == [{"n": 1}]
    return edge


def test_save_and_search_a_fact_without_any_model(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def run() -> None:
        embedder = HashEmbedder()
        async with await open_falkordb(None, tmp_path / "graph") as connection:
            edge = await save_fact(connection, embedder)
            graphiti = make_graphiti(connection.driver_for(GROUP), embedder)

            # Graphiti.search reranks with RRF (EDGE_HYBRID_SEARCH_RRF): no cross-encoder is called.
            found = await graphiti.search("which database did we choose", group_ids=[GROUP])
            assert [e.uuid for e in found] == [edge.uuid]
            assert found[0].fact == FACT

            # The same through search_ with our own copy of the recipe (search() mutates the shared one).
            config = EDGE_HYBRID_SEARCH_RRF.model_copy(deep=True)
            config.limit = 5
            results = await graphiti.search_("PostgreSQL primary database", config=config, group_ids=[GROUP])
            assert [e.uuid for e in results.edges] == [edge.uuid]

            # Another group is another graph: nothing leaks across. (Searching it creates that graph and
            # starts a background index build, which close() must await before the server stops.)
            assert await graphiti.search("PostgreSQL", group_ids=["other_group"]) == []

            # The model stand-ins fail loudly instead of reaching for a network.
            with pytest.raises(NoModelError, match="deterministic path"):
                await graphiti.llm_client.generate_response([])
            with pytest.raises(NoModelError, match="reranker"):
                await graphiti.cross_encoder.rank("q", ["p"])

        # The marker is a node of our own label, not something Graphiti's queries would pick up.
        async with await open_falkordb(None, tmp_path / "graph") as connection:
            driver = connection.driver_for(GROUP)
            assert await ensure_indices(driver) is False
            records, _, _ = await driver.execute_query(f"MATCH (m:{INDEX_MARKER_LABEL}) RETURN labels(m) AS l")
            assert records == [{"l": [INDEX_MARKER_LABEL]}]

    with caplog.at_level(logging.ERROR, logger="asyncio"):
        asyncio.run(run())
        gc.collect()  # unretrieved task exceptions are reported when the task is collected
    assert not [r for r in caplog.records if "never retrieved" in r.getMessage()]
