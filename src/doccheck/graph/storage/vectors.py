"""A deterministic, offline text embedding: feature hashing of words and character trigrams.

It is no semantic model: it makes texts that share words (or spellings: "index" and "indices")
cosine-similar, which is what the sync needs to find a fact again by its own words, with no network and the
same vector for the same text on every machine and every run. Changing anything here changes every vector,
so bump EMBEDDER_NAME and re-embed when you do.

No graphiti-core here: the sync embeds without paying its import; `embedder.HashEmbedder` wraps this for
Graphiti's searches.
"""

from __future__ import annotations

import math

import xxhash

from doccheck.regex import lazy

EMBEDDER_NAME = "doccheck-hash-v1"
EMBEDDING_DIM = 256  # 1024 dims made writes ~4x slower (vectors travel as query text) for no gain here

_WORD = lazy(r"\w+")
_WORD_WEIGHT = 1.0
# Trigrams carry spelling similarity (plural/singular, compounds) but should not outvote whole words.
_TRIGRAM_WEIGHT = 0.5
_SEED = 0x646F63  # fixed: vectors must not depend on the process


def embed(text: str, dim: int = EMBEDDING_DIM) -> list[float]:
    """The L2-normalised hashed feature vector of ``text``."""
    vector = [0.0] * dim
    words = _WORD.findall(text.lower())
    features: list[tuple[str, float]] = [(f"w:{word}", _WORD_WEIGHT) for word in words]
    for word in words:
        padded = f" {word} "  # word boundaries make the first and last trigram of a word distinct features
        features.extend((f"c:{padded[i : i + 3]}", _TRIGRAM_WEIGHT) for i in range(len(padded) - 2))
    if not features:
        # A zero vector makes cosine distance undefined in FalkorDB; give empty text one fixed direction.
        features = [("empty", 1.0)]
    for feature, weight in features:
        h = xxhash.xxh64_intdigest(feature.encode(), seed=_SEED)
        # Signed hashing: collisions cancel on average instead of piling up, so unrelated texts stay near
        # cosine 0 and below Graphiti's similarity cut-off (score (1 + cos) / 2 > 0.6).
        vector[h % dim] += weight if (h >> 63) & 1 else -weight
    norm = math.sqrt(sum(x * x for x in vector))
    if norm == 0.0:  # every feature cancelled out (rare collisions); fall back to the fixed direction
        return embed("", dim)
    return [x / norm for x in vector]
