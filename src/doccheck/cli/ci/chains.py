"""Supersession chains from the documents' records: who supersedes, replaces, amends or extends whom.

Pure: a `RepoIndex` of records in (keyed by path relative to the configuration's root, as `record.index_record`
makes them), chains out. A relation's target is followed the way the repository rules follow it
(`RepoIndex.resolve`: a link relative to the document, a folder's README.md, or a number in the document's own
folder and series); a target that names no indexed document stays in the chain as written, so a broken link
shows as a dangling node instead of vanishing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from doccheck.repo.index import Entry, RepoIndex

# The relation as written -> (the relation read from its subject, whether the edge points the other way).
_CANONICAL = {
    "supersedes": ("supersedes", False), "superseded-by": ("supersedes", True),
    "replaces": ("replaces", False), "replaced-by": ("replaces", True),
    "amends": ("amends", False), "amended-by": ("amends", True),
    "extends": ("extends", False), "extended-by": ("extends", True),
    "obsoletes": ("obsoletes", False), "obsoleted-by": ("obsoletes", True),
    "reverts": ("reverts", False), "deprecated-by": ("supersedes", True),
}
UNRESOLVED = "?"  # key prefix of a target that names no known document


class Edge(NamedTuple):
    newer: str  # the document that supersedes (replaces, amends, extends)
    older: str
    kind: str


class Chains(NamedTuple):
    nodes: tuple[str, ...]  # keys, in a stable order
    edges: tuple[Edge, ...]
    touched: frozenset[str]


def _relations(index: RepoIndex) -> Iterator[tuple[Entry, str, str]]:
    """(document, kind, target) of every chain relation a document states."""
    for entry in index.entries.values():
        for kind, target, *_ in entry.record.get("relations") or ():
            if kind in _CANONICAL:
                yield entry, kind, str(target)


def link_targets(index: RepoIndex) -> set[str]:
    """Paths (relative to the root) that relations link to and that are not indexed yet."""
    wanted = set()
    for entry, _kind, target in _relations(index):
        resolved = index.resolve(entry, target)
        if resolved.state == "missing" and resolved.path is not None:
            wanted.add(resolved.path)
    return wanted


def relation_edges(index: RepoIndex) -> tuple[Edge, ...]:
    edges: dict[Edge, None] = {}
    for entry, kind, target in _relations(index):
        canonical, reverse = _CANONICAL[kind]
        resolved = index.resolve(entry, target)
        if resolved.entry is not None:
            other = resolved.entry.relative
        else:
            other = UNRESOLVED + (resolved.path or target.strip())
        if other == entry.relative:
            continue
        edges[Edge(other, entry.relative, canonical) if reverse else Edge(entry.relative, other, canonical)] = None
    return tuple(edges)


def touched_chains(index: RepoIndex, touched: Iterable[str]) -> Chains:
    """Every chain (connected through relations) that holds at least one touched document."""
    edges = relation_edges(index)
    neighbours: dict[str, set[str]] = {}
    for edge in edges:
        neighbours.setdefault(edge.newer, set()).add(edge.older)
        neighbours.setdefault(edge.older, set()).add(edge.newer)
    touched_set = frozenset(t for t in touched if t in neighbours)
    seen: set[str] = set()
    stack = sorted(touched_set)
    while stack:
        key = stack.pop()
        if key in seen:
            continue
        seen.add(key)
        stack.extend(sorted(neighbours[key] - seen))
    kept = tuple(e for e in edges if e.newer in seen)
    return Chains(tuple(sorted(seen)), kept, touched_set)
