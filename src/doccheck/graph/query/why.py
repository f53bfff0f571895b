"""`doccheck why PATH --as-of DATE` and the MCP tool `decisions_for_path`: which decisions governed a path, or
were cited by it, on a date, from the graph's history (what `run/why.py` answers from the files for now).

1. The facts that held then (`held_facts`): GOVERNS (a record's glob, from the version that declared it) and
   CITES from code (a code file's citation, from the commit that wrote it to the one that removed it).
2. A GOVERNS glob that names the path (`repo/globs.py`), a CITES fact whose code file is the path.
3. Where each record stood then (`standing_at`): its status, in force or not, what had replaced it.
4. Ordered as the files' answer is: a glob naming the file, then its folders' (deepest first), then citations.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.history.code_citations import ORIGIN, RELATION

if TYPE_CHECKING:
    from pathlib import Path

    from doccheck.graph.query import Catalog
    from doccheck.graph.query.standing import Standing
    from doccheck.graph.storage.store import GraphStore
    from doccheck.graph.temporal.facts import Fact


class Held(NamedTuple):
    """A record that governed the path or was cited by it then, with the facts that say so."""

    path: str
    doc_id: str
    standing: Standing | None
    facts: tuple[Fact, ...]  # GOVERNS and CITES facts, most specific first

    def as_dict(self) -> dict[str, Any]:
        from doccheck.graph.query.standing import standing_dict

        standing = self.standing
        return {"path": self.path, "id": self.doc_id,
                "status": standing.status if standing is not None else None,
                "in_force": bool(standing is not None and standing.state in ("in-force", "no-status")),
                "document": standing_dict(standing) if standing is not None else None,
                "because": [_reason(f) for f in self.facts]}


def _reason(fact: Fact) -> dict[str, Any]:
    cites = fact.relation == RELATION
    return {"kind": "cites" if cites else "governs", "text": fact.object.name, "source": fact.path, "line": fact.line,
            "commit": fact.commit, "since": fact.valid_from.isoformat() if fact.valid_from else None,
            "until": fact.invalid_at.isoformat() if fact.invalid_at else None}


class Asker(NamedTuple):
    """Whose path is asked about, and whether the groups read are that repository's own: a record of its own
    governs the path by a plain glob (`src/payments/**`), one of any repository by a glob naming this one
    (`acme/payments:src/**`, `acme/*:**/Dockerfile`; `read/governs.py`)."""

    slug: str | None = None  # `acme/payments`; None: not known (one project read alone)
    host: str | None = None
    own: bool = True

    @classmethod
    def of(cls, root: Path) -> Asker:
        """The repository of the checkout `root` is in, as its forge remote names it; not known without one."""
        from doccheck.graph.project import checkout

        here = checkout(root)[1]
        return cls(here.path, here.host) if here is not None and here.host else cls()


OWN = Asker()  # one project read alone: its own plain globs


async def decisions_for_path(store: GraphStore, groups: list[str], path: str, as_of: datetime,
                             catalog: Catalog | None = None, asker: Asker = OWN) -> tuple[list[Held], list[Held]]:
    """(in force then, no longer in force then): the records of these groups that governed `path` or were cited
    by it at `as_of`, most specific first."""
    from doccheck.graph.query import Catalog, held_facts, standing_at
    from doccheck.read.governs import elsewhere
    from doccheck.repo.globs import matches, specificity

    catalog = catalog or await Catalog.read(store, groups)
    facts = await held_facts(store, groups, as_of, relations=["GOVERNS", RELATION] if asker.own else ["GOVERNS"])
    ranked: dict[str, list[tuple[tuple[Any, ...], Fact]]] = {}
    for fact in facts:
        record = fact.subject.doc_path if fact.relation == "GOVERNS" else fact.object.doc_path
        if record is None:
            continue
        if fact.relation == "GOVERNS":
            scope = elsewhere(fact.object.name)
            glob = fact.object.name if scope is None else scope.glob
            named = asker.own if scope is None else scope.names(asker.slug, asker.host)
            if named and matches(glob, path):
                ranked.setdefault(record, []).append(((0, *specificity(glob, path)), fact))
        elif fact.relation == RELATION and fact.origin == ORIGIN and fact.subject.name == path:
            ranked.setdefault(record, []).append(((1, fact.line), fact))
    standing = await standing_at(store, groups, as_of, catalog=catalog, paths=set(ranked))
    ids = {f.subject.doc_path: f.subject.name for f in facts if f.subject.doc_path} | {
        f.object.doc_path: f.object.name for f in facts if f.object.doc_path}
    kept: list[Held] = []
    gone: list[Held] = []
    # Most specific first; records as specific as each other by their paths, as the files' answer orders them by
    # number (the graph returns facts in no set order).
    for record, found in sorted(ranked.items(), key=lambda item: (min(rank for rank, _f in item[1]), item[0])):
        held = Held(record, ids.get(record, record), standing.get(record),
                    tuple(f for _rank, f in sorted(found, key=lambda item: item[0])))
        (gone if held.standing is not None and held.standing.state in ("replaced", "not-in-force") else kept).append(
            held)
    return kept, gone


def answer_dict(path: str, kept: list[Held], gone: list[Held], as_of: datetime,
                dates: dict[str, datetime | None]) -> dict[str, Any]:
    """The answer in the shape `run/why.py` gives from the files (`Answer.as_dict`), with `as_of`."""
    def one(held: Held) -> dict[str, Any]:
        standing = held.standing
        when = dates.get(held.path)
        return {"path": held.path, "id": held.doc_id, "title": standing.title if standing else None,
                "status": standing.status if standing else None, "date": when.date().isoformat() if when else None,
                "in_force": bool(standing is not None and standing.state in ("in-force", "no-status")),
                "superseded_by": [link.newer for link in standing.superseded_by] if standing else [],
                "because": [{"kind": "cites" if f.relation == RELATION else "governs", "text": f.object.name,
                             "source": f.path, "line": f.line, "field": None, "commit": f.commit,
                             "date": f.valid_from.date().isoformat() if f.valid_from else None}
                            for f in held.facts]}

    return {"path": path, "as_of": as_of.isoformat(), "decisions": [one(h) for h in kept],
            "replaced": [one(h) for h in gone]}
