"""A document's life across renames: which stretch of which path was the same document. Pure but for `read_moves`.

A path is not always one document. Renames cut a path's history into stretches (`Segment`): a document that
moves away leaves its path, which another document may take later (stellar's `cap-TBD.md`, a draft's name
used by one proposal after another), and a document may move away and come back. A path's history is cut at
every rename into it (a version there that names the path it came from) and every rename out of it (a version
elsewhere naming it); a deletion and a new file at the same path later are not a cut (the document came back).
A document's lineage is the stretch it has now and, through the renames that began each stretch, the stretches
it had before; a fact belongs to the stretch in which its document first stated it (its transaction time).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from doccheck.graph.storage.store import GraphStore
    from doccheck.graph.temporal.facts import Fact


class Move(NamedTuple):
    time: datetime  # the commit that renamed it
    source: str  # the path it had before
    target: str  # the path it has after


class Segment(NamedTuple):
    """A stretch of one path's history: versions and facts recorded from `start` (None: the beginning) until
    `end` (None: now), `end` excluded."""

    path: str
    start: datetime | None
    end: datetime | None

    def holds(self, moment: datetime | None) -> bool:
        """Whether a version or a fact first recorded at this moment is of this stretch (None: it is)."""
        return moment is None or ((self.start is None or moment >= self.start)
                                  and (self.end is None or moment < self.end))

    def states(self, fact: Fact) -> bool:
        return fact.path == self.path and self.holds(fact.recorded_at)


async def read_moves(store: GraphStore, groups: Iterable[str]) -> list[Move]:
    """Every rename the graph's versions record, oldest first."""
    from doccheck.graph.storage.store import VERSION, parse_time

    found = set()
    for group in groups:
        for row in await store.query(group, f"""MATCH (v:{VERSION}) WHERE v.moved_from IS NOT NULL
                RETURN v.path AS path, v.time AS time, v.moved_from AS source"""):
            when = parse_time(row["time"])
            if when is not None and row["source"] != row["path"]:
                found.add(Move(when, row["source"], row["path"]))
    return sorted(found)


def cuts(path: str, moves: Iterable[Move]) -> list[datetime]:
    return sorted({m.time for m in moves if path in (m.source, m.target)})


def segments(path: str, moves: Iterable[Move]) -> list[Segment]:
    """Every stretch of the path, oldest first."""
    times = cuts(path, moves)
    return [Segment(path, start, end) for start, end in zip([None, *times], [*times, None], strict=True)]


def segment_at(path: str, moment: datetime | None, moves: Iterable[Move]) -> Segment:
    """The stretch of the path a version or fact recorded at `moment` belongs to (None: the latest)."""
    start: datetime | None = None
    end: datetime | None = None
    for cut in cuts(path, moves):
        if moment is not None and cut > moment:
            end = cut
            break
        start = cut
    return Segment(path, start, end)


def last_segment(path: str, versions: Iterable[datetime], moves: Iterable[Move]) -> Segment:
    """The stretch of the path its latest live version is in (`versions`: the times of those; none: the last
    stretch)."""
    times = sorted(versions)
    return segment_at(path, times[-1] if times else None, moves)


def lineage(segment: Segment, moves: list[Move], limit: int = 100) -> list[Segment]:
    """The stretch and those the document had before it, latest first: each stretch that a rename began goes
    back to the stretch of the path it came from that the rename ended."""
    chain = [segment]
    while len(chain) < limit:
        here = chain[-1]
        came = next((m for m in moves if m.target == here.path and m.time == here.start), None)
        if came is None:
            break
        before = Segment(came.source, _start_before(came.source, came.time, moves), came.time)
        if before in chain:
            break
        chain.append(before)
    return chain


def _start_before(path: str, moment: datetime, moves: Iterable[Move]) -> datetime | None:
    earlier = [cut for cut in cuts(path, moves) if cut < moment]
    return earlier[-1] if earlier else None


def later(segment: Segment, moves: list[Move], limit: int = 100) -> list[Segment]:
    """The stretches the document had after this one, oldest first: where each rename that ended a stretch
    took it."""
    chain: list[Segment] = []
    here = segment
    while len(chain) < limit and here.end is not None:
        went = next((m for m in moves if m.source == here.path and m.time == here.end), None)
        if went is None:
            break
        here = segment_at(went.target, went.time, moves)
        if here in chain or here == segment:
            break
        chain.append(here)
    return chain
