"""Graphiti's ``EmbedderClient`` over doccheck's deterministic, offline hash embedding (``vectors.embed``)."""

from __future__ import annotations

import os

# Graphiti sends telemetry unless this is off; set it before graphiti_core is first imported.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

from collections.abc import Iterable

from graphiti_core.embedder.client import EmbedderClient

from doccheck.graph.storage.vectors import EMBEDDER_NAME, EMBEDDING_DIM, embed

__all__ = ["EMBEDDER_NAME", "EMBEDDING_DIM", "HashEmbedder", "embed"]


class HashEmbedder(EmbedderClient):
    """Graphiti's ``EmbedderClient`` over :func:`embed`."""

    name = EMBEDDER_NAME

    def __init__(self, dim: int = EMBEDDING_DIM) -> None:
        self.dim = dim

    async def create(self, input_data: str | list[str] | Iterable[int] | Iterable[Iterable[int]]) -> list[float]:
        # Graphiti calls create(input_data=[text]); several strings are embedded as one text.
        if isinstance(input_data, str):
            return embed(input_data, self.dim)
        items = list(input_data)
        if all(isinstance(item, str) for item in items):
            return embed(" ".join(str(item) for item in items), self.dim)
        raise TypeError(f"{EMBEDDER_NAME} embeds text only, not token ids")

    async def create_batch(self, input_data_list: list[str]) -> list[list[float]]:
        return [embed(text, self.dim) for text in input_data_list]
