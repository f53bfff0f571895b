"""What a sync reports of its documents' references to other repositories' documents (DC508, DC509).

The check (the hook) cannot judge `acme/platform#ADR-0012`: the other repository is not on the disk, and the
hook never opens the graph. The sync can, once it has written: for every such reference its documents make now,

1. the repository it names, from the server's registry (`org.of_reference`): not in the graph yet, and the
   reference is pending (a note: it resolves when that repository syncs);
2. the document there (`xrefs.resolve`): none, DC508 cross-repository-missing;
3. where that document stands now (`standing_at` over its project): replaced (superseded, deprecated, rejected,
   withdrawn), DC509 cross-repository-replaced, naming what is in force in its place, unless this document is
   the one that supersedes it.

It also returns the repositories referred to, which the registry keeps so readers know which projects to read
for links across repositories.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from doccheck.graph.query.standing import Standing
    from doccheck.graph.storage.store import GraphStore

VERBS = {"SUPERSEDES": ("supersedes", "is superseded by"), "REPLACES": ("replaces", "is replaced by"),
         "AMENDS": ("amends", "is amended by"), "EXTENDS": ("extends", "is extended by"),
         "REVERTS": ("reverts", "is reverted by"), "PART_OF": ("is part of", "includes"),
         "CITES": ("cites", "is cited by"), "DEPENDS_ON": ("depends on", "is a dependency of")}


class CrossFinding(NamedTuple):
    kind: str  # cross-repository-missing, cross-repository-replaced (the rule's name)
    path: str
    line: int
    message: str


class Checked(NamedTuple):
    findings: list[CrossFinding]
    notes: list[str]
    references: set[str]  # owner/repo of every repository referred to


async def check(store: GraphStore, groups: list[str], at: datetime | None = None) -> Checked:
    from doccheck.graph.query import Catalog, standing_at
    from doccheck.graph.query.standing import holds, standing_text
    from doccheck.graph.query.xrefs import SUPERSEDING, resolve, stated
    from doccheck.graph.storage.registry import read_projects

    at = at or datetime.now(UTC)
    items = [(f, x, o) for f, x, o in await stated(await Catalog.read(store, groups)) if holds(f, at)]
    if not items:
        return Checked([], [], set())
    entries = list((await read_projects(store.connection.client)).values())
    from doccheck.graph.org import of_reference

    targets = {t.name: t for _f, xref, _o in items for t in of_reference(entries, xref) if set(t.groups) != set(groups)}
    catalogs = {name: await Catalog.read(store, list(entry.groups)) for name, entry in targets.items()}
    documents = {name: [r for refs in (await c.documents()).values() for r in refs] for name, c in catalogs.items()}
    found: list[CrossFinding] = []
    pending: dict[str, int] = {}
    resolved: dict[str, set[str]] = {}  # project -> the paths of its documents referred to
    outcome = []
    for _fact, xref, _is_object in items:
        target, ref, state = resolve(xref, list(targets.values()), documents)
        outcome.append((target, ref, state))
        if state == "pending":
            pending[xref.slug] = pending.get(xref.slug, 0) + 1
        elif state == "resolved" and target is not None and ref is not None:
            resolved.setdefault(target.name, set()).add(ref.path)
    standing: dict[str, dict[str, Standing]] = {}
    for name, paths in resolved.items():
        standing[name] = await standing_at(store, list(targets[name].groups), at, None, catalogs[name], paths)
    for (fact, xref, is_object), (target, ref, state) in zip(items, outcome, strict=True):
        verb = VERBS.get(fact.relation, (fact.relation.lower(), fact.relation.lower()))[0 if is_object else 1]
        if state == "missing" and target is not None:
            found.append(CrossFinding("cross-repository-missing", fact.path, fact.line,
                                      f"{verb} {xref.name}, which {target.shown} does not have (no document "
                                      f"{xref.target} in its graph, synced {_day(target.synced_at)}); name the "
                                      "document it has"))
        if state != "resolved" or target is None or ref is None or (is_object and fact.relation in SUPERSEDING):
            continue
        if not is_object:  # that document supersedes or amends this one: its own standing is not this one's
            continue
        there = standing.get(target.name, {}).get(ref.path)
        if there is not None and there.state == "replaced":
            found.append(CrossFinding("cross-repository-replaced", fact.path, fact.line,
                                      f"{verb} {xref.name}, which {target.shown} has replaced ("
                                      f"{standing_text(there)}); refer to the decision in force"))
    notes = []
    if pending:
        names = sorted(pending)
        count = sum(pending.values())
        notes.append(f"{count} reference{'s' * (count != 1)} to {len(names)} repositor"
                     f"{'ies' if len(names) != 1 else 'y'} not in the graph yet ({', '.join(names[:5])}"
                     f"{', ...' if len(names) > 5 else ''}): resolved when they sync")
    return Checked(sorted(found, key=lambda f: (f.path, f.line, f.kind)), notes, {x.slug for _f, x, _o in items})


def _day(moment: str | None) -> str:
    return moment[:10] if moment else "at an unknown time"
