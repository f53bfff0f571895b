"""What was in force on a date: each document's statuses as intervals [from, to), read from its history.

The start of a document is its own date when it is earlier than its first recorded version (records are often
committed long after they were decided, or all at once). A document whose history knows it only as superseded
was in force until its successor's date: that is what being superseded says.
"""

from __future__ import annotations

from doccheck.repo.supersession import REPLACED
from doccheck.repo.supersession import in_force as binds
from doccheck.site.collect import SiteData

Interval = tuple[str, str, str]  # from (ISO date, "" = always), to ("" = still), status


def intervals(site: SiteData) -> dict[str, list[Interval]]:
    successors: dict[str, list[str]] = {}
    for edge in site.edges:
        if edge.kind == "supersedes":
            successors.setdefault(edge.old, []).append(edge.new)
    found = {}
    for relative, doc in site.docs.items():
        events = [(row.date, row.status) for row in doc.history if row.date]
        if not events or events[-1][1] != doc.status:
            events.append((events[-1][0] if events else doc.date, doc.status))  # the working tree says more
        if doc.date and (not events[0][0] or doc.date < events[0][0]):
            events[0] = (doc.date, events[0][1])
        first_status = events[0][1]
        new_dates = sorted(d for d in (site.docs[n].date for n in successors.get(relative, ())) if d)
        if first_status in REPLACED and new_dates and (not events[0][0] or new_dates[0] > events[0][0]):
            events = [(events[0][0], "accepted"), (new_dates[0], first_status), *events[1:]]
        found[relative] = _as_intervals(events)
    return found


def _as_intervals(events: list[tuple[str, str]]) -> list[Interval]:
    ordered = sorted(events, key=lambda e: e[0])
    result: list[Interval] = []
    for i, (start, status) in enumerate(ordered):
        end = ordered[i + 1][0] if i + 1 < len(ordered) else ""
        if result and result[-1][2] == status:
            result[-1] = (result[-1][0], end, status)
        elif end == "" or end > start:
            result.append((start, end, status))
    return result


def in_force(status: str) -> bool:
    return binds(status)
