"""A layered layout of the document graph, in plain Python: earlier documents left, their successors right.

1. split the graph into connected components (each is laid out alone, then stacked);
2. break cycles (a back edge of a depth-first walk is ignored for layering) and give each node the layer of
   its longest path from a source;
3. order each layer by the mean position of its neighbours in the layer before, then in the layer after
   (two sweeps: few crossings on the chains and fans that supersession makes);
4. positions in a grid of fixed-size boxes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

NODE_WIDTH, NODE_HEIGHT = 220, 66  # three lines of a title and one of its status and date (svg.py)
LAYER_GAP, ROW_GAP, COMPONENT_GAP, MARGIN = 70, 16, 36, 12


class Placed(NamedTuple):
    node: str
    x: int
    y: int


class Layout(NamedTuple):
    nodes: dict[str, Placed]
    width: int
    height: int


def layered_layout(nodes: Sequence[str], edges: Iterable[tuple[str, str]]) -> Layout:
    """`nodes` in the order ties are broken (e.g. by date); `edges` (from, to) point from earlier to later."""
    order = {n: i for i, n in enumerate(nodes)}
    out: dict[str, list[str]] = {n: [] for n in nodes}
    into: dict[str, list[str]] = {n: [] for n in nodes}
    for a, b in edges:
        if a in out and b in out and a != b and b not in out[a]:
            out[a].append(b)
            into[b].append(a)
    placed: dict[str, Placed] = {}
    top, width = MARGIN, MARGIN
    for component in _components(nodes, out, into):
        layers = _layers(component, out, order)
        rows = _ordered_rows(layers, out, into, order)
        height = max(len(r) for r in rows) if rows else 0
        for column, row in enumerate(rows):
            for position, node in enumerate(row):
                placed[node] = Placed(node, MARGIN + column * (NODE_WIDTH + LAYER_GAP),
                                      top + position * (NODE_HEIGHT + ROW_GAP))
        width = max(width, MARGIN + len(rows) * (NODE_WIDTH + LAYER_GAP) - LAYER_GAP + MARGIN)
        top += height * (NODE_HEIGHT + ROW_GAP) - ROW_GAP + COMPONENT_GAP
    return Layout(placed, width, top - COMPONENT_GAP + MARGIN if placed else 2 * MARGIN)


def _components(nodes: Sequence[str], out: dict[str, list[str]], into: dict[str, list[str]]) -> list[list[str]]:
    seen: set[str] = set()
    components = []
    for start in nodes:
        if start in seen:
            continue
        seen.add(start)
        stack, component = [start], []
        while stack:
            node = stack.pop()
            component.append(node)
            for other in (*out[node], *into[node]):
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        components.append(component)
    return components


def _layers(component: list[str], out: dict[str, list[str]], order: dict[str, int]) -> dict[str, int]:
    """Longest path from a source, on the graph without the back edges of a depth-first walk."""
    state: dict[str, int] = {}  # 1 on the walk's stack, 2 done
    finished: list[str] = []
    for start in sorted(component, key=order.__getitem__):
        if start in state:
            continue
        stack = [(start, iter(out[start]))]
        state[start] = 1
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[node] = 2
                finished.append(node)
                stack.pop()
            elif child not in state:
                state[child] = 1
                stack.append((child, iter(out[child])))
    rank = {n: i for i, n in enumerate(reversed(finished))}  # a topological order of the acyclic part
    layer = dict.fromkeys(component, 0)
    for node in sorted(component, key=rank.__getitem__):
        for child in out[node]:
            if rank[child] > rank[node]:  # a forward edge; a back edge would close a cycle
                layer[child] = max(layer[child], layer[node] + 1)
    return layer


def _ordered_rows(layer: dict[str, int], out: dict[str, list[str]], into: dict[str, list[str]],
                  order: dict[str, int]) -> list[list[str]]:
    count = max(layer.values()) + 1 if layer else 0
    rows: list[list[str]] = [[] for _ in range(count)]
    for node in sorted(layer, key=order.__getitem__):
        rows[layer[node]].append(node)
    for neighbours, sweep in ((into, range(1, count)), (out, range(count - 2, -1, -1))):
        for index in sweep:
            position = {n: i for r in rows for i, n in enumerate(r)}
            rows[index].sort(key=lambda n, nb=neighbours, p=position: _mean(  # type: ignore[misc]
                [p[m] for m in nb[n] if m in p], p[n]))
    return rows


def _mean(values: list[int], default: int) -> float:
    return sum(values) / len(values) if values else float(default)
