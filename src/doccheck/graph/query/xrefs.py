"""References across repositories, resolved when read: which document of which repository a fact names.

A document that writes `Supersedes acme/platform#ADR-0012` (or `acme/platform:docs/adr/0012-x.md`, or a link to
the file on its forge, `read/xref.py`) states a fact in its own project's graph whose other side is an entity
named by the reference. Nothing is written into the other repository's graph, so a sync never needs another
project's lock, and the reference resolves as soon as that repository is synced, in any order:

1. `stated`: a project's facts that name another repository's document (supersessions, amendments, citations,
   dependencies), each with its reference.
2. `resolve`: the project the reference names (`org.of_reference`: the registry's `owner/repo`) and the document
   there (by id, as `ADR 12` finds `ADR-0012`, or by the path from that repository's top): `resolved`,
   `pending` (that repository is not in the graph yet) or `missing` (it is, without such a document).
3. `Crossings`: every project's references, resolved, read once per question (only the projects whose registry
   entry says they refer to another repository are read), so a document's lineage and standing include what
   other repositories say of it: `later` links (it is superseded or amended elsewhere), `earlier` ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.query.standing import holds
from doccheck.graph.temporal.facts import DocRef, Fact
from doccheck.read.xref import XRef, parse_reference

if TYPE_CHECKING:
    from doccheck.graph.query import Catalog
    from doccheck.graph.storage.registry import ProjectEntry
    from doccheck.graph.storage.store import GraphStore

SUPERSEDING = frozenset({"SUPERSEDES", "REPLACES"})


class End(NamedTuple):
    """One side of a cross-repository link: a document of a repository (or, unresolved, only the reference)."""

    repository: str  # as answers name it (`acme/platform`)
    project: str | None  # None: the repository is not in the graph
    path: str | None  # the document's path in its project (None: not found)
    doc_id: str  # its id, else the reference as written


class Crossing(NamedTuple):
    fact: Fact  # as the stating document states it, in its project's graph
    stated_by: str  # the project whose document states it
    reference: XRef
    newer: End  # the relation's subject (the superseding, amending or citing document)
    older: End
    state: str  # resolved, pending (that repository is not in the graph), missing (it is, without the document)


async def stated(catalog: Catalog) -> list[tuple[Fact, XRef, bool]]:
    """The project's facts that name another repository's document: (fact, reference, whether the reference is
    the fact's object: `this SUPERSEDES that`; else its subject, `that SUPERSEDES this`)."""
    found = []
    for fact in await catalog.cross_references():
        for entity, is_object in ((fact.object, True), (fact.subject, False)):
            if entity.doc_path is None and (xref := parse_reference(entity.name)) is not None:
                other = fact.subject if is_object else fact.object
                if other.doc_path is not None:
                    found.append((fact, xref, is_object))
                break
    return found


def resolve(xref: XRef, entries: Sequence[ProjectEntry], documents: dict[str, list[DocRef]]
            ) -> tuple[ProjectEntry | None, DocRef | None, str]:
    """(project, document, state) of a reference; `documents`: project -> its documents (those not read are
    taken to have none)."""
    from doccheck.graph.org import of_reference
    from doccheck.graph.query import documents_named

    targets = of_reference(entries, xref)
    if not targets:
        return None, None, "pending"
    for entry in targets:
        refs = documents.get(entry.name, [])
        if xref.kind == "id":
            found = documents_named(refs, xref.target)
        else:
            path = xref.target[len(entry.root) + 1:] if entry.root and xref.target.startswith(entry.root + "/") \
                else xref.target if not entry.root else ""
            found = [(r.path, r.doc_id) for r in refs if r.path == path]
        if len(found) == 1:
            ref = next(r for r in refs if r.path == found[0][0])
            return entry, ref, "resolved"
    return targets[0], None, "missing"


class Crossings:
    """Every cross-repository link among the projects asked, resolved against the server's registry."""

    def __init__(self, links: list[Crossing]) -> None:
        self.links = links
        # (project, path) -> the links where that document is the newer side, and those where it is the older
        self._newer: dict[tuple[str | None, str | None], list[Crossing]] = {}
        self._older: dict[tuple[str | None, str | None], list[Crossing]] = {}
        self._superseding: dict[str | None, list[Crossing]] = {}  # project -> another's supersessions of its own
        for link in links:
            self._newer.setdefault((link.newer.project, link.newer.path), []).append(link)
            self._older.setdefault((link.older.project, link.older.path), []).append(link)
            if link.state == "resolved" and link.older.path and link.fact.relation in SUPERSEDING and (
                    link.newer.project != link.older.project):
                self._superseding.setdefault(link.older.project, []).append(link)

    @classmethod
    async def read(cls, store: GraphStore, entries: Sequence[ProjectEntry], catalogs: dict[str, Catalog],
                   wanted: Iterable[ProjectEntry] | None = None) -> Crossings:
        """The links stated by any project that refers to another repository, and that touch the `wanted`
        projects (default: all). `catalogs`: what is kept per project; a project not in it is read now."""
        from doccheck.graph.query import Catalog

        wanted_slugs = {e.slug for e in (wanted if wanted is not None else entries) if e.slug}
        readers = [e for e in entries if e.references and (wanted is None or set(e.references) & wanted_slugs
                                                           or e.name in {w.name for w in wanted or ()})]
        for entry in readers:
            if entry.name not in catalogs:
                catalogs[entry.name] = await Catalog.read(store, list(entry.groups))
        raw = [(entry, item) for entry in readers for item in await stated(catalogs[entry.name])]
        targets = {t.name for _entry, (_f, xref, _o) in raw for t in _targets(entries, xref)}
        documents: dict[str, list[DocRef]] = {}
        for name in targets:
            entry = next(e for e in entries if e.name == name)
            if name not in catalogs:
                catalogs[name] = await Catalog.read(store, list(entry.groups))
            documents[name] = [r for refs in (await catalogs[name].documents()).values() for r in refs]
        own = {e.name: {r.path: r.doc_id for refs in (await catalogs[e.name].documents()).values() for r in refs}
               for e in readers}
        links = []
        for entry, (fact, xref, is_object) in raw:
            target, ref, state = resolve(xref, entries, documents)
            mine = fact.object if not is_object else fact.subject  # the stating repository's document
            there = End(target.shown if target else xref.name.split("#")[0].split(":")[0],
                        target.name if target else None, ref.path if ref else None, ref.doc_id if ref else xref.target)
            this = End(entry.shown, entry.name, mine.doc_path, own[entry.name].get(mine.doc_path or "", mine.name))
            newer, older = (this, there) if is_object else (there, this)
            links.append(Crossing(fact, entry.name, xref, newer, older, state))
        return cls(links)

    def touching(self, project: str, path: str, at: datetime | None = None) -> tuple[list[Crossing],
                                                                                       list[Crossing]]:
        """(earlier, later): the links where this document is the newer side (it supersedes, amends or cites
        another repository's), and those where it is the older one; `at`: only those that hold then."""
        def held(links: list[Crossing]) -> list[Crossing]:
            return [link for link in links if at is None or holds(link.fact, at)]

        return held(self._newer.get((project, path), [])), held(self._older.get((project, path), []))

    def superseded(self, project: str, at: datetime) -> dict[str, list[Crossing]]:
        """path -> the links by which another repository's document supersedes it at `at`."""
        found: dict[str, list[Crossing]] = {}
        for link in self._superseding.get(project, []):
            if link.older.path and holds(link.fact, at):
                found.setdefault(link.older.path, []).append(link)
        return found


def replaced_elsewhere(standing: dict[str, Any], links: list[Crossing]) -> dict[str, Any]:
    """A document's standing (`standing_dict`) once another repository's document supersedes it."""
    return {**standing, "state": "replaced", "in_force": False, "superseded_elsewhere_by": [{
        "id": link.newer.doc_id, "repository": link.newer.repository, "path": link.newer.path,
        "relation": link.fact.relation, "since": link.fact.valid_from.date().isoformat()
        if link.fact.valid_from else None, "reference": link.reference.name} for link in links]}


def _targets(entries: Sequence[ProjectEntry], xref: XRef) -> list[ProjectEntry]:
    from doccheck.graph.org import of_reference

    return of_reference(entries, xref)
