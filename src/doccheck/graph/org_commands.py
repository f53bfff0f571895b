"""`doccheck facts`, `history` and `graph status` across projects (`--project NAME`, `--all-projects`): the same
answers as for one repository, asked of each project (`org.each`), merged, each naming its repository.

- facts: ranked together by score; a path is shown from its repository's top (`acme/platform:docs/adr/...`).
- history: the documents a name means in every project asked (`acme/platform#ADR-0012` in that one alone).
- graph status: a line per project: its repository, groups, documents and last sync.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import TYPE_CHECKING, Any

from doccheck.errors import UsageError

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.commands import _Open
    from doccheck.graph.storage.registry import ProjectEntry


def asked(args: argparse.Namespace) -> bool:
    """Whether the command reads other projects than the configuration's own."""
    return bool(getattr(args, "project", None) or getattr(args, "all_projects", False))


def _opened(args: argparse.Namespace, config: Config) -> _Open:
    from doccheck.graph.commands import _Open, located

    return _Open(args, located(args, config))


def facts(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph import org
    from doccheck.graph.commands import clean
    from doccheck.graph.query import Catalog, facts_as_of, known_at_time, parse_as_of
    from doccheck.graph.query.standing import standing_dict, standing_text
    from doccheck.graph.report import fact_dict

    opened = _opened(args, config)
    known_at = known_at_time(args.known_at, opened.config.root) if args.known_at else None
    try:
        as_of = parse_as_of(args.as_of) if args.as_of or known_at is None else known_at
    except ValueError as exc:
        raise UsageError(f"--as-of: {exc}") from None

    crossings: list[Any] = []

    async def read() -> list[tuple[ProjectEntry, Any]]:
        async with opened as (store, _groups):
            entries = await org.choose(store, args.project or [], args.all_projects)
            entries, about = org.narrowed(entries, args.about) if args.about else (entries, None)
            catalogs = {e.name: await Catalog.read(store, list(e.groups)) for e in entries}
            if about and len(entries) > 1:  # a document's id: that document; else the best matching projects
                entries = await org.naming(entries, catalogs, about) or await org.best_matching(
                    entries, catalogs, about)
            answers = await org.each(entries, lambda e: facts_as_of(store, list(e.groups), as_of, about, known_at,
                                                                    catalogs[e.name]))
            crossings.append(await _crossings(store))
        merged = [(entry, item) for entry, items in answers for item in items]
        return sorted(merged, key=lambda pair: -pair[1].score)

    ranked = asyncio.run(read())
    elsewhere = {e.name: crossings[0].superseded(e.name, as_of) for e in {e.name: e for e, _r in ranked}.values()}
    ranked = ranked[: args.limit] if args.limit else ranked
    if args.format == "json":
        print(json.dumps({"as_of": as_of.isoformat(), "known_at": known_at.isoformat() if known_at else None,
                          "about": args.about, "facts": [{
                              **fact_dict(r.fact), "score": r.score, "group": r.fact.group_id,
                              "repository": e.shown, "project": e.name, "where": org.where(e, r.fact.path),
                              "document": _standing(standing_dict(r.standing), elsewhere[e.name].get(r.fact.path))
                              if r.standing else None,
                              **({"sources": [s._asdict() for s in r.sources]} if r.sources else {})}
                              for e, r in ranked]}, indent=2))
        return 0
    for entry, item in ranked:
        fact = item.fact
        since = fact.valid_from.date().isoformat() if fact.valid_from else "always"
        until = fact.invalid_at.date().isoformat() if fact.invalid_at else "now"
        later = elsewhere[entry.name].get(fact.path)
        said = standing_text(item.standing) if item.standing else ""
        if item.standing and later:
            said = f"{item.standing.doc_id} {item.standing.status or 'no status'}, superseded by " + ", ".join(
                f"{c.newer.repository} {c.newer.doc_id}" for c in later) + " in another repository"
        standing = f"  ({clean(said)})" if said else ""
        print(f"score {item.score:.2f}  {clean(fact.text)}  [{since} to {until}, confidence {fact.confidence:g}, "
              f"{fact.status}]  {clean(org.where(entry, fact.path))}:{fact.line}:1{standing}")
    if not ranked:
        about = f" about {args.about!r}" if args.about else ""
        print(f"no facts{about} held on {as_of.date().isoformat()} in the projects asked", file=sys.stderr)
    return 0


def history(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph import org
    from doccheck.graph.commands import _timeline_dict, _timeline_text, clean
    from doccheck.graph.query import find_documents, moved_on, timeline
    from doccheck.graph.query.moves import read_moves
    from doccheck.graph.report import crossing_dict

    opened = _opened(args, config)

    async def read() -> list[tuple[ProjectEntry, Any]]:
        async with opened as (store, _groups):
            entries, name = org.narrowed(await org.choose(store, args.project or [], args.all_projects),
                                         args.document)

            async def one(entry: ProjectEntry) -> list[Any]:
                groups = list(entry.groups)
                found = await find_documents(store, groups, name)
                moves = await read_moves(store, groups) if found else []
                every = [await timeline(store, groups, path, doc_id, moves) for path, doc_id in found]
                hidden = moved_on(item.lineage for item in every)
                return [item for item in every if item.lineage[0] not in hidden]

            found = [(e, item) for e, items in await org.each(entries, one) for item in items]
            crossings.append(await _crossings(store) if found else None)
            return found

    crossings: list[Any] = []
    timelines = asyncio.run(read())
    if not timelines:
        raise UsageError(f"no document {args.document!r} in the projects asked: give its path or id, or the "
                         "repository's too (acme/platform#ADR-0012)")
    links = {(e.name, t.path): crossings[0].touching(e.name, t.path) for e, t in timelines}
    if args.format == "json":
        print(json.dumps([{"repository": e.shown, "project": e.name, "where": org.where(e, t.path),
                           **_timeline_dict(t), "across_repositories": {
                               "earlier": [crossing_dict(c) for c in links[(e.name, t.path)][0]],
                               "later": [crossing_dict(c) for c in links[(e.name, t.path)][1]]}}
                          for e, t in timelines], indent=2))
        return 0
    for entry, item in timelines:
        earlier, later = links[(entry.name, item.path)]
        lines = [f"  in another repository: {clean(_crossing_text(c, mine=True))}" for c in earlier]
        lines += [f"  in another repository: {clean(_crossing_text(c, mine=False))}" for c in later]
        text = _timeline_text(item).split("\n")
        at = next((i for i, line in enumerate(text) if line.startswith("  versions (")), len(text))
        print(f"{clean(entry.shown)}: " + "\n".join([*text[:at], *lines, *text[at:]]))
    return 0


async def _crossings(store: Any) -> Any:
    """Every link across repositories on the server, resolved (`query/xrefs.py`)."""
    from doccheck.graph.query.xrefs import Crossings
    from doccheck.graph.storage.registry import read_projects

    return await Crossings.read(store, list((await read_projects(store.connection.client)).values()), {})


def _crossing_text(link: Any, mine: bool) -> str:
    """`supersedes acme/platform ADR-0012 (docs/adr/0012-x.md) from 2024-01-01`, `superseded by acme/service
    ADR-0001 (...)`; a reference not resolved says why."""
    from doccheck.graph.references import VERBS

    verb = VERBS.get(link.fact.relation, (link.fact.relation.lower(),) * 2)[0 if mine else 1]
    other = link.older if mine else link.newer
    where = f" ({other.path})" if other.path else {
        "pending": " (that repository is not in the graph yet)",
        "missing": " (that repository has no such document)"}.get(link.state, "")
    since = link.fact.valid_from.date().isoformat() if link.fact.valid_from else "always"
    return f"{verb} {other.repository} {other.doc_id}{where} from {since}"


def _standing(standing: dict[str, Any], links: Any) -> dict[str, Any]:
    from doccheck.graph.query.xrefs import replaced_elsewhere

    return replaced_elsewhere(standing, links) if links else standing


def status(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph import org
    from doccheck.graph.commands import clean
    from doccheck.graph.query import status as group_status

    opened = _opened(args, config)

    async def read() -> tuple[str, list[tuple[ProjectEntry, Any]]]:
        async with opened as (store, _groups):
            entries = await org.choose(store, args.project or [], args.all_projects)
            return store.connection.where, await org.each(entries, lambda e: group_status(store, list(e.groups)))

    where, answers = asyncio.run(read())
    if args.format == "json":
        print(json.dumps({"where": where, "projects": [{
            "project": e.name, "repository": e.shown, "identity": e.repository, "root": e.root,
            "synced_at": e.synced_at, "commit": e.commit, "groups": [g._asdict() for g in groups]}
            for e, groups in answers]}, indent=2))
        return 0
    print(f"graph: {where}, {len(answers)} project{'s' * (len(answers) != 1)}")
    for entry, groups in answers:
        documents = sum(g.documents for g in groups)
        facts = sum(sum(g.facts.values()) for g in groups)
        synced = entry.synced_at or max((g.last_sync_at or "" for g in groups), default="") or "never"
        print(f"{clean(entry.shown)} (project {clean(entry.name)}): {documents} documents, {facts} facts in "
              f"{', '.join(clean(g.group) for g in groups)}; last synced {synced}"
              + (f" at commit {entry.commit[:12]}" if entry.commit else ""))
    return 0
