"""Supersession chains from the documents' records: who supersedes, replaces, amends or extends whom.

Pure: records in (keyed by path relative to the configuration's root, as `record.index_record` makes them),
chains out. A relation's target is what the document wrote: a link (`0002-use-x.md`, `../adr/0002.md#top`)
or a bare id (`ADR-0002`, `2`); a target that names no known document stays in the chain as written, so a
broken link shows as a dangling node instead of vanishing.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

# The relation as written -> (the relation read from its subject, whether the edge points the other way).
_CANONICAL = {
    "supersedes": ("supersedes", False), "superseded-by": ("supersedes", True),
    "replaces": ("replaces", False), "replaced-by": ("replaces", True),
    "amends": ("amends", False), "amended-by": ("amends", True),
    "extends": ("extends", False), "extended-by": ("extends", True),
}
_NUMBER = re.compile(r"(\d+)")
UNRESOLVED = "?"  # key prefix of a target that names no known document


class Edge(NamedTuple):
    newer: str  # the document that supersedes (replaces, amends, extends)
    older: str
    kind: str


class Chains(NamedTuple):
    nodes: tuple[str, ...]  # keys, in a stable order
    edges: tuple[Edge, ...]
    touched: frozenset[str]


def link_targets(records: Mapping[str, Mapping[str, Any]]) -> set[str]:
    """Paths (relative to the root) that relations point to and that are not among the records yet."""
    wanted = set()
    for key, record in records.items():
        for kind, target, *_ in record.get("relations") or ():
            if kind in _CANONICAL:
                path = _as_path(key, str(target))
                if path is not None and path not in records:
                    wanted.add(path)
    return wanted


def relation_edges(records: Mapping[str, Mapping[str, Any]]) -> tuple[Edge, ...]:
    numbers = _numbers_by_folder(records)
    edges: dict[Edge, None] = {}
    for key, record in records.items():
        for kind, target, *_ in record.get("relations") or ():
            if kind not in _CANONICAL:
                continue
            canonical, reverse = _CANONICAL[kind]
            other = resolve_target(key, str(target), records, numbers)
            if other == key:
                continue
            edges[Edge(other, key, canonical) if reverse else Edge(key, other, canonical)] = None
    return tuple(edges)


def touched_chains(records: Mapping[str, Mapping[str, Any]], touched: Iterable[str]) -> Chains:
    """Every chain (connected through relations) that holds at least one touched document."""
    edges = relation_edges(records)
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


def resolve_target(key: str, target: str, records: Mapping[str, Mapping[str, Any]],
                   numbers: Mapping[tuple[str, int], str] | None = None) -> str:
    path = _as_path(key, target)
    if path is not None and path in records:
        return path
    found = _NUMBER.search(target.rsplit("/", 1)[-1])
    if found is not None:
        lookup = _numbers_by_folder(records) if numbers is None else numbers
        match = lookup.get((posixpath.dirname(key), int(found.group(1))))
        if match is not None:
            return match
    return UNRESOLVED + (path or target.strip())


def _as_path(key: str, target: str) -> str | None:
    target = target.split("#", 1)[0].strip().strip("<>")
    if not target or not target.lower().endswith((".md", ".markdown")):
        return None
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(key), target))
    return None if joined.startswith("..") else joined


def _numbers_by_folder(records: Mapping[str, Mapping[str, Any]]) -> dict[tuple[str, int], str]:
    found: dict[tuple[str, int], str] = {}
    for key, record in sorted(records.items()):
        number = record.get("number")
        if isinstance(number, int):
            found.setdefault((posixpath.dirname(key), number), key)
    return found
