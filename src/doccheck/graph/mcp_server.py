"""`doccheck mcp`: the graph for coding agents, over the Model Context Protocol (the official `mcp` SDK).

Read-only: the graph is written by `doccheck sync` only. Every tool answers from the query layer under
`doccheck facts` and `doccheck history` (`graph/query/`), so an agent and a person asking the same question get
the same facts. Each fact carries its provenance (`provenance`): where it is written (path, line, commit), when
it held (valid_from / valid_to, valid time), when the repository said so (known_since, transaction time), its
lifecycle status and confidence. Documents are also resources (`doccheck://document/{id}`).

A bad argument is a tool error of one sentence (`ToolError`), never a traceback.

Over HTTP (`serve_http`) the port is reachable by every user of the machine, not only the one who started it,
so the server is guarded: a bearer token (made and printed once at start, or read from a file only the user can
read) compared in constant time; at most `HTTP_MAX_SESSIONS` sessions (a new one past that is a 503, the open
ones keep working, an idle one closes after `HTTP_SESSION_IDLE` seconds); at most `HTTP_MAX_CONNECTIONS`
connections, where a connection still sending its request after `HTTP_REQUEST_TIMEOUT` seconds is dropped and
the oldest such connection makes room for a new one, so half-sent requests can neither exhaust the file
descriptors nor keep a real client out.
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
import stat
import sys
import time
from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NamedTuple, Protocol
from urllib.parse import quote, unquote

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceNotFoundError, ToolError
from mcp.types import Resource as MCPResource
from mcp.types import ToolAnnotations
from pydantic import Field

from doccheck import __version__
from doccheck.boundary import Refused, read_file
from doccheck.errors import UsageError
from doccheck.graph.errors import GraphError
from doccheck.graph.report import crossing_dict, fact_dict
from doccheck.graph.temporal.facts import Fact

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.org import Catalogs
    from doccheck.graph.query import Catalog
    from doccheck.graph.query.standing import Source, Standing
    from doccheck.graph.query.xrefs import Crossing, Crossings
    from doccheck.graph.storage.registry import ProjectEntry
    from doccheck.graph.storage.store import GraphStore

MAX_DECISIONS = 50
MAX_LIMIT = 50
RESOURCE_PREFIX = "doccheck://document/"
INSTRUCTIONS = """\
doccheck answers from the team's decision records (ADRs) and specs as a versioned, temporal graph: every fact
has the file, line and commit it comes from, the dates it held (valid_from / valid_to), when the repository said
so (known_since), its status (active, ended, superseded, disputed, retired) and a confidence.
Start with decisions_about(topic) for "what is decided about X"; in_force() for what binds a change now;
decision_lineage(document) for what a decision replaced and what replaced it; decisions_for_path(path) for the
decisions that govern a file or that its code cites; conflicts() for contradictions between documents;
search(query) when you do not know the exact topic; document(id) for one document's text and history.
Dates: YYYY, YYYY-MM or YYYY-MM-DD (as_of: the end of that period)."""

HTTP_MAX_SESSIONS = 32
HTTP_SESSION_IDLE = 600.0
HTTP_MAX_CONNECTIONS = 64
HTTP_REQUEST_TIMEOUT = 10.0
TOKEN_FILE_LIMIT = 4096

_DATE = "YYYY, YYYY-MM or YYYY-MM-DD (the end of that period); default: now"
_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)


def provenance(fact: Fact, standing: Standing | None = None, sources: tuple[Source, ...] = (),
               **extra: Any) -> dict[str, Any]:
    """A fact as `doccheck facts --format json` shows it, plus its group, when the repository first said it and
    (`standing`) where the document stating it stands at the date asked: its status then, whether it is in
    force, what replaced it. `sources`: a relation both documents state, each statement of it."""
    from doccheck.graph.query.standing import standing_dict

    return {**fact_dict(fact), "known_since": fact.recorded_at.isoformat() if fact.recorded_at else None,
            "group": fact.group_id, **({"document": standing_dict(standing)} if standing is not None else {}),
            **({"sources": [s._asdict() for s in sources]} if sources else {}), **extra}


class Opener(Protocol):
    """What opens the graph for the reader (`commands._Open`): its store once open, the project, and what to
    tell a reader while a sync writes."""

    store: GraphStore | None
    project: str
    config: Config

    def graph_exists(self) -> bool: ...

    async def __aenter__(self) -> tuple[GraphStore, list[str]]: ...

    async def writing(self, store: GraphStore, groups: list[str]) -> str | None: ...


class Reader:
    """The store, and this project's groups as they are now (a sync may add one while the server runs). Without a
    graph, every question is answered with one sentence saying to run `doccheck sync`, and the first question
    after a sync made it opens it."""

    def __init__(self, opened: Opener, only: list[str] | None = None, catalog: Catalog | None = None,
                 projects: tuple[list[str], bool] | None = None, kept: Catalogs | None = None) -> None:
        from doccheck.graph.org import Catalogs
        from doccheck.graph.storage.registry import Registry

        self.opened, self.only = opened, set(only or [])
        self._catalog = catalog
        self._groups: list[str] = []  # as the last question found them
        self.projects = projects  # `--project NAME ...` / `--all-projects`: other repositories' projects
        self._catalogs = kept or Catalogs()
        self._crossings: tuple[tuple[int, ...], Crossings] | None = None  # kept while no project changed
        self._registry = Registry()  # the projects, read again when a sync changed them

    @property
    def config(self) -> Config:
        """The configuration whose graph is read (found again while there is no graph)."""
        return self.opened.config

    @property
    def store(self) -> GraphStore:
        if self.opened.store is None:
            raise ToolError(self.no_graph())
        return self.opened.store

    def no_graph(self) -> str:
        where = self.config.source or self.config.root
        return (f"there is no graph yet for {where} (none in {self.config.root / self.config.sync.data_dir}): run "
                f"`doccheck sync` in {self.config.root} first, then ask again")

    async def catalog(self, groups: list[str]) -> Catalog:
        """The names and documents to look things up in, read again only when the graph changed."""
        from doccheck.graph.query import Catalog

        self._catalog = await Catalog.fresh(self.store, groups, self._catalog)
        return self._catalog

    async def standing(self, groups: list[str], as_of: datetime, paths: Iterable[str],
                       known_at: datetime | None = None, catalog: Catalog | None = None) -> dict[str, Standing]:
        """path -> where each of these documents stands at `as_of`."""
        from doccheck.graph.query import standing_at

        return await standing_at(self.store, groups, as_of, known_at, catalog or await self.catalog(groups),
                                 set(paths))

    async def groups(self) -> list[str]:
        if self.opened.store is None:
            if not self.opened.graph_exists():
                raise ToolError(self.no_graph())
            await self.opened.__aenter__()
        groups = await self.store.project_groups(self.opened.project, self.config.sync.groups.values())
        self._groups = [g for g in groups if g in self.only] if self.only else groups
        return self._groups

    async def scopes(self, name: str | None = None, at: datetime | None = None) -> tuple[list[Scope], str | None]:
        """What a question is asked of: the configuration's project, or each project `--project` or
        `--all-projects` chose (those a qualified name, `acme/platform#ADR-0012`, names), with the name as each
        project knows it, and what other repositories' documents say of its documents (at `at`, default now)."""
        if self.projects is None:
            groups = await self.groups()
            return [Scope(None, groups, await self.catalog(groups))], name
        from doccheck.graph import org
        from doccheck.graph.query import parse_as_of
        from doccheck.graph.query.xrefs import Crossings

        if self.opened.store is None:
            await self.groups()
        held = await self._registry.read(self.store.connection.client)
        every = list(held.values())
        entries = org.pick(held, *self.projects, self.store.connection.where)
        if name is not None:
            entries, name = org.narrowed(entries, name)
        catalogs = await self._catalogs.of(self.store, every)
        stamp = tuple(id(c) for c in catalogs.values())
        if self._crossings is None or self._crossings[0] != stamp:
            self._crossings = (stamp, await Crossings.read(self.store, every, catalogs))
        crossings = self._crossings[1]
        moment = at or parse_as_of(None)
        self._groups = [g for e in entries for g in e.groups]
        return [Scope(e, list(e.groups), catalogs[e.name], crossings, crossings.superseded(e.name, moment))
                for e in entries], name

    async def governing_elsewhere(self, path: str, at: datetime) -> dict[str, list[dict[str, Any]]]:
        """The decisions of the other projects chosen that govern this repository's `path` (from the
        configuration's folder) by a glob naming this repository (`acme/payments:src/**`)."""
        from doccheck.graph import org
        from doccheck.graph.project import path_from_top
        from doccheck.graph.query.why import Asker
        asker = Asker.of(self.config.root)
        if asker.slug is None or self.projects is None:
            return {}
        if self.opened.store is None:
            await self.groups()
        held = await self._registry.read(self.store.connection.client)
        entries = [e for e in org.pick(held, *self.projects, self.store.connection.where)
                   if e.name != self.opened.project]
        return (await org.governing_elsewhere(self.store, entries, [path_from_top(self.config, path)], at,
                                              asker))[0]

    async def note(self) -> str | None:
        """What the answer must say while a sync is writing the graph."""
        if self.opened.store is None:
            return None
        return await self.opened.writing(self.store, self._groups)

    def as_of(self, text: str | None) -> datetime:
        from doccheck.graph.query import parse_as_of

        try:
            return parse_as_of(text)
        except ValueError as exc:
            raise ToolError(f"as_of: {exc}") from None

    def known_at(self, text: str | None) -> datetime | None:
        if text is None:
            return None
        from doccheck.graph.query import known_at_time

        try:
            return known_at_time(text, self.config.root)
        except UsageError as exc:
            raise ToolError(str(exc).replace("--known-at", "known_at")) from None


class Scope(NamedTuple):
    """One project a question is asked of: its registry entry (None: the configuration's own, read alone), its
    groups and what the reader keeps of it."""

    entry: ProjectEntry | None
    groups: list[str]
    catalog: Catalog
    crossings: Crossings | None = None  # links across repositories (several projects read)
    superseded: dict[str, list[Crossing]] | None = None  # path -> another repository's supersession of it

    def named(self, answer: dict[str, Any], path: str | None = None) -> dict[str, Any]:
        """An answer's part, naming its repository when several are read (`repository`, and `where`: the path
        from that repository's top); a document another repository supersedes says so in its standing."""
        if self.entry is None:
            return answer
        from doccheck.graph.org import where
        from doccheck.graph.query.xrefs import replaced_elsewhere

        named = {"repository": self.entry.shown, "project": self.entry.name}
        if path is not None:
            named["where"] = where(self.entry, path)
            links = (self.superseded or {}).get(path)
            if links and isinstance(answer.get("document"), dict):
                answer = {**answer, "document": replaced_elsewhere(answer["document"], links)}
        return {**named, **answer}

    def elsewhere(self, path: str) -> dict[str, Any]:
        """The links of a document to other repositories' documents: `earlier` (it supersedes, amends or cites
        them) and `later` (they supersede, amend or cite it)."""
        if self.entry is None or self.crossings is None:
            return {}
        earlier, later = self.crossings.touching(self.entry.name, path)
        return {"across_repositories": {"earlier": [crossing_dict(c) for c in earlier],
                                        "later": [crossing_dict(c) for c in later]}}


async def _across(scopes: list[Scope], ask: Callable[[Scope], Awaitable[list[Any]]]) -> list[tuple[Scope, Any]]:
    """`ask` of each scope (concurrently, a few at a time), its items paired with the scope they came from."""
    from doccheck.graph.org import each

    if len(scopes) == 1:
        return [(scopes[0], item) for item in await ask(scopes[0])]
    answers = await each(scopes, ask)
    return [(scope, item) for scope, items in answers for item in items]


async def _answer(work: Callable[[], Awaitable[dict[str, Any]]], reader: Reader) -> dict[str, Any]:
    """Run a query; any failure becomes a tool error of one sentence. While a sync writes the graph, the answer
    says so (`note`)."""
    from redis.exceptions import RedisError

    try:
        answer = await work()
        note = await reader.note()
        return {"note": note, **answer} if note else answer
    except ToolError:
        raise
    except (GraphError, UsageError, LookupError, ValueError) as exc:
        raise ToolError(str(exc)) from None
    except (RedisError, ConnectionError) as exc:
        cause = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ToolError(f"the graph did not answer ({cause}); try again") from None


class DoccheckServer(MCPServer[Any]):
    """The tools, and every document of the graph listed as a resource (read at the time of listing)."""

    def __init__(self, reader: Reader) -> None:
        super().__init__(name="doccheck", instructions=INSTRUCTIONS, version=__version__, log_level="WARNING",
                         warn_on_duplicate_resources=False)
        self.reader = reader

    async def list_resources(self) -> list[MCPResource]:
        reader = self.reader
        listed = []
        try:
            scopes, _ = await reader.scopes()
        except ToolError:
            return []  # no graph yet
        from doccheck.graph.org import where

        for scope in scopes:
            for refs in (await scope.catalog.documents()).values():
                for ref in refs:
                    # Several repositories: a document is named with its repository (`acme/platform:docs/...`).
                    name = ref.path if scope.entry is None else where(scope.entry, ref.path)
                    listed.append(MCPResource(uri=RESOURCE_PREFIX + quote(name, safe=""), name=ref.doc_id,
                                              title=f"{ref.doc_id} ({name})", mime_type="text/markdown",
                                              description=f"{ref.doc_id}: the text of its latest version, as "
                                                          "synced"))
        return sorted(listed, key=lambda r: str(r.uri))

    async def call_tool(self, name: str, arguments: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        """A rejected argument is one sentence (`limit: Input should be less than or equal to 50`), not pydantic's
        report."""
        from pydantic import ValidationError

        try:
            return await super().call_tool(name, arguments, *args, **kwargs)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ValidationError):
                said = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                                 for e in cause.errors())
                raise ToolError(f"{name}: {said}") from None
            raise


def build_server(reader: Reader) -> DoccheckServer:
    from doccheck.graph.query.conflicts import held_conflicts
    from doccheck.graph.query.decisions import decisions_about as about
    from doccheck.graph.query.decisions import in_force as binding
    from doccheck.graph.query.decisions import lineage
    from doccheck.graph.query.documents import document as one_document
    from doccheck.graph.query.search import search as find
    from doccheck.graph.query.standing import standing_dict

    server = DoccheckServer(reader)

    @server.tool(name="decisions_about", annotations=_READ_ONLY, description=(
        "What the decision records and specs say holds about a topic (a component, a technology, a document id "
        "such as ADR-0004 or 'ADR 4'), ranked (recency, confidence, kind of document), each fact with its "
        "provenance and the facts it replaced. Call this first when a change touches something a decision may "
        "govern. as_of asks about the past (what held then); known_at asks what the repository said at a date or "
        "commit (what a reviewer saw then). Empty when nothing matches the topic: try search."))
    async def decisions_about(
        topic: Annotated[str, Field(min_length=1, max_length=200, description="entity name, words, or a document id")],
        as_of: Annotated[str | None, Field(description=f"valid time: what held on this date; {_DATE}")] = None,
        known_at: Annotated[str | None, Field(description="transaction time: as the repository said at this date "
                                                          "or commit (a hash, branch or tag); default: now")] = None,
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            when, known = reader.as_of(as_of), reader.known_at(known_at)
            at = known if as_of is None and known else when
            scopes, asked = await reader.scopes(topic, at)
            scopes = await _narrowed(scopes, asked or topic, by_id=True)

            async def one(scope: Scope) -> list[Any]:
                found = await about(reader.store, scope.groups, asked or topic, at, known, scope.catalog)
                kept = found[:MAX_DECISIONS]
                standing = await reader.standing(scope.groups, at, {f.path for d in kept for f in d.replaced}, known,
                                                 scope.catalog)
                return [(_reweighed(d, scope), standing) for d in found]

            found = sorted(await _across(scopes, one), key=lambda item: -item[1][0].score)
            return {"topic": topic, "as_of": at.isoformat(),
                    "known_at": known.isoformat() if known else None, "count": len(found),
                    "decisions": [scope.named(provenance(
                        d.fact, d.standing, d.sources, score=d.score,
                        replaced=[provenance(f, standing.get(f.path)) for f in d.replaced]), d.fact.path)
                                  for scope, (d, standing) in found[:MAX_DECISIONS]],
                    "left_out": max(len(found) - MAX_DECISIONS, 0)}
        return await _answer(work, reader)

    @server.tool(name="decision_lineage", annotations=_READ_ONLY, description=(
        "One document's lineage: the documents it supersedes, replaces or amends (earlier) and those that "
        "supersede or amend it (later), followed transitively in both directions with dates and sources, plus "
        "its status history. Call it to learn whether a decision is still the latest word and what it replaced."))
    async def decision_lineage(
        document: Annotated[str, Field(min_length=1, max_length=300,
                                       description="a path (adr/0004-x.md), its file name, or an id (ADR-0004)")],
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            scopes, asked = await reader.scopes(document)

            async def one(scope: Scope) -> list[Any]:
                found = await lineage(reader.store, scope.groups, asked or document, scope.catalog)
                standing = await reader.standing(scope.groups, reader.as_of(None), {item.path for item in found},
                                                 catalog=scope.catalog)
                return [(item, standing) for item in found]

            found = await _across(scopes, one)
            if not found:
                raise ToolError(f"no document {document!r} in the graph: give its path or id (e.g. ADR-0004)")
            return {"documents": [scope.named({
                "path": item.path, "id": item.doc_id, "statuses": [_status(f) for f in item.statuses],
                **({"document": standing_dict(standing[item.path])} if item.path in standing else {}),
                "earlier": [_link(f, item.sources.get(f.uuid, ())) for f in item.earlier],
                "later": [_link(f, item.sources.get(f.uuid, ())) for f in item.later],
                **scope.elsewhere(item.path),
            }, item.path) for scope, (item, standing) in found]}
        return await _answer(work, reader)

    @server.tool(name="in_force", annotations=_READ_ONLY, description=(
        "The decisions and specs in force at a date: a binding status (accepted, approved, implemented, ...) that "
        "holds then, and no document superseding them. area narrows to a folder (adr, specs/payments) or a topic "
        "(the documents stating a fact about it). Call it to know which decisions a change must respect."))
    async def in_force(
        as_of: Annotated[str | None, Field(description=f"valid time; {_DATE}")] = None,
        area: Annotated[str | None, Field(max_length=300, description="a folder or a topic")] = None,
        known_at: Annotated[str | None, Field(description="transaction time: as the repository said at this date "
                                                          "or commit (a hash, branch or tag); default: now")] = None,
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            when = reader.as_of(as_of)
            known = reader.known_at(known_at)
            scopes, asked = await reader.scopes(area, when)

            async def one(scope: Scope) -> list[Any]:
                found = await binding(reader.store, scope.groups, when, asked, scope.catalog, known)
                return [d for d in found if d.path not in (scope.superseded or {})]  # replaced in another repository

            found = await _across(scopes, one)
            return {"as_of": when.isoformat(), "area": area, "known_at": known.isoformat() if known else None,
                    "count": len(found), "documents": [scope.named({
                "path": d.path, "id": d.doc_id, "title": d.title, "status": provenance(d.status),
                "claims": [provenance(r.fact) for r in d.facts if r.fact.claim and r.fact.relation != "HAS_STATUS"],
            }, d.path) for scope, d in found]}
        return await _answer(work, reader)

    @server.tool(name="conflicts", annotations=_READ_ONLY, description=(
        "Contradictions between documents that the sync found, newest first: open ones (both facts kept and "
        "marked disputed: a person must decide) and resolved ones (one fact superseded or ended by the other), "
        "each with both sources. since: only those decided at or after a date. Call it before relying on a fact "
        "whose status is disputed or superseded."))
    async def conflicts(
        since: Annotated[str | None, Field(description="YYYY, YYYY-MM or YYYY-MM-DD (from the start of it)")] = None,
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            start = _start_of(since) if since else None
            scopes, _ = await reader.scopes()

            async def one(scope: Scope) -> list[Any]:
                found = await held_conflicts(reader.store, scope.groups, start)
                standing = await reader.standing(scope.groups, reader.as_of(None), {
                    f.path for c in found for f in (c.fact, c.other)}, catalog=scope.catalog)
                return [(c, standing) for c in found]

            found = sorted(await _across(scopes, one), key=lambda item: (
                -(item[1][0].decided_at.timestamp() if item[1][0].decided_at else 0.0)))
            return {"since": start.isoformat() if start else None, "count": len(found),
                    "open": sum(c.state == "open" for _scope, (c, _standing) in found), "conflicts": [scope.named({
                        "kind": c.kind, "state": c.state, "decided_at": c.decided_at.isoformat() if c.decided_at
                        else None, "fact": provenance(c.fact, standing.get(c.fact.path)),
                        "resolved_by": provenance(c.other, standing.get(c.other.path))}, c.fact.path)
                        for scope, (c, standing) in found]}
        return await _answer(work, reader)

    @server.tool(name="search", annotations=_READ_ONLY, description=(
        "Search facts and documents by words and meaning (full text plus doccheck's own vectors), among the facts "
        "that held at a date. Use it when you do not know the entity's exact name; then ask decisions_about or "
        "document with what it finds."))
    async def search(
        query: Annotated[str, Field(min_length=1, max_length=500, description="words to look for")],
        as_of: Annotated[str | None, Field(description=f"valid time; {_DATE}")] = None,
        limit: Annotated[int, Field(ge=1, le=MAX_LIMIT, description="at most this many facts and documents")] = 10,
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            when = reader.as_of(as_of)
            scopes, _ = await reader.scopes(None, when)
            scopes = await _narrowed(scopes, query, by_id=False)

            async def one(scope: Scope) -> list[Any]:
                facts, documents = await find(reader.store, scope.groups, query, when, limit, scope.catalog)
                return [("fact", h) for h in facts] + [("document", d) for d in documents]

            found = await _across(scopes, one)
            facts = sorted(((s, h) for s, (kind, h) in found if kind == "fact"), key=lambda x: -x[1].score)[:limit]
            documents = [(s, d) for s, (kind, d) in found if kind == "document"]
            if len(scopes) > 1:  # the documents in force in place of a replaced one stay after it
                documents = _by_best(documents)[:limit]
            return {"query": query, "as_of": when.isoformat(),
                    "documents": [scope.named({"path": d.path, "id": d.doc_id, "group": d.group, "score": d.score,
                                               "excerpt": d.excerpt,
                                               **({"in_place_of": d.in_place_of} if d.in_place_of else {}),
                                               "document": standing_dict(d.standing) if d.standing else None},
                                              d.path) for scope, d in documents],
                    "facts": [scope.named(provenance(h.fact, h.standing, score=h.score, matched=h.matched),
                                          h.fact.path) for scope, h in facts]}
        return await _answer(work, reader)

    @server.tool(name="document", annotations=_READ_ONLY, description=(
        "One document: its id, path, versions (commit, date), status history, supersessions, and the text of a "
        "version (default: the latest; version: a commit hash or its first 7+ characters). Call it to read the "
        "decision itself after another tool pointed at it."))
    async def document(
        id: Annotated[str, Field(min_length=1, max_length=300, description="a path, file name or id (ADR-0004)")],
        version: Annotated[str | None, Field(min_length=4, max_length=64, description="a commit")] = None,
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            scopes, asked = await reader.scopes(id)

            async def one(scope: Scope) -> list[Any]:
                # Another repository's text is put back together from its episodes: its files are not here.
                root = reader.config.root if scope.entry is None else None
                views = await one_document(reader.store, scope.groups, asked or id, version, scope.catalog, root)
                standing = await reader.standing(scope.groups, reader.as_of(None), {v.path for v in views},
                                                 catalog=scope.catalog)
                return [(v, standing) for v in views]

            found = await _across(scopes, one)
            if not found:
                raise ToolError(f"no document {id!r} in the graph: give its path or id (e.g. ADR-0004)")
            return {"documents": [scope.named({**_view(v, standing.get(v.path)), **scope.elsewhere(v.path)}, v.path)
                                  for scope, (v, standing) in found]}
        return await _answer(work, reader)

    @server.tool(name="decisions_for_path", annotations=_READ_ONLY, description=(
        "The decisions that govern a file or folder of the repository (a record's `governs` glob, or its "
        "family's `affects` / `applies_to`, names it) or that its code comments cite (ADR-0012, @adr 12, a link to "
        "the record), most specific first: a glob naming the file, then its folders (deepest first), then "
        "citations. Each with its status, date and provenance (the record's or the code's line, and the commit "
        "that wrote it); decisions that no longer hold but are still cited come apart, under `replaced`. Call it "
        "before changing a file. Without as_of it reads the files as they are; as_of asks the graph's history."))
    async def decisions_for_path(
        path: Annotated[str, Field(min_length=1, max_length=1000,
                                   description="a path from the repository's top (src/payments/db.py)")],
        as_of: Annotated[str | None, Field(description=f"valid time: what governed it then; {_DATE}")] = None,
    ) -> dict[str, Any]:
        async def work() -> dict[str, Any]:
            relative = _repository_path(path)
            when = reader.as_of(as_of)
            if as_of is None:
                import asyncio

                from doccheck.run.why import decisions_for_paths

                found = await asyncio.to_thread(decisions_for_paths, reader.config, [relative])
                answer = {"as_of": None, **found[0].as_dict()}
            else:
                from doccheck.graph.org import document_dates
                from doccheck.graph.query.why import answer_dict
                from doccheck.graph.query.why import decisions_for_path as governing

                groups = await reader.groups()
                catalog = await reader.catalog(groups)
                kept, gone = await governing(reader.store, groups, relative, when, catalog)
                answer = answer_dict(relative, kept, gone, when, document_dates(await catalog.documents()))
            if reader.projects is not None:  # other repositories' decisions that govern this path by name
                for key, found_elsewhere in (await reader.governing_elsewhere(relative, when)).items():
                    answer[key] += found_elsewhere
            return answer
        return await _answer(work, reader)

    async def read_document(name: str) -> str:
        try:
            scopes, asked = await reader.scopes(unquote(name))
        except ToolError as exc:
            raise ResourceNotFoundError(str(exc)) from None
        for scope in scopes:
            root = reader.config.root if scope.entry is None else None
            views = await one_document(reader.store, scope.groups, asked or unquote(name), None, scope.catalog, root)
            if views and views[0].text is not None:
                return views[0].text
        raise ResourceNotFoundError(f"no document {unquote(name)!r} in the graph")

    server.resource(RESOURCE_PREFIX + "{name}", name="document", mime_type="text/markdown",
                    description="A document's latest text, by its path (URL-encoded) or id")(read_document)
    return server


def _repository_path(path: str) -> str:
    """A path an agent gives, as the repository's own (posix, from its top); one that leaves it is refused."""
    import posixpath

    cleaned = posixpath.normpath(path.replace("\\", "/").strip())
    if cleaned.startswith(("/", "../")) or cleaned == ".." or "\0" in cleaned:
        raise ToolError(f"path {path!r}: give a path from the repository's top, inside it (src/payments/db.py)")
    return "" if cleaned == "." else cleaned


async def _narrowed(scopes: list[Scope], text: str, by_id: bool) -> list[Scope]:
    """Of many projects, those a question is asked of in full: for what holds about a topic (`by_id`), the ones
    where it is a document's id, else the ones whose records match its words best (`org.best_matching`); for a
    search, the best matching ones."""
    if len(scopes) <= 1:
        return scopes
    from doccheck.graph import org

    entries = [s.entry for s in scopes if s.entry is not None]
    catalogs = {s.entry.name: s.catalog for s in scopes if s.entry is not None}
    chosen = await org.naming(entries, catalogs, text) if by_id else []
    chosen = chosen or await org.best_matching(entries, catalogs, text,
                                               org.PROJECTS_ASKED if by_id else org.PROJECTS_SEARCHED)
    names = {e.name for e in chosen}
    return [s for s in scopes if s.entry is not None and s.entry.name in names]


def _reweighed(decision: Any, scope: Scope) -> Any:
    """A decision whose document another repository supersedes ranks as a replaced one does."""
    from doccheck.graph.query.standing import TIER_WEIGHT

    standing = decision.standing
    if standing is None or decision.fact.path not in (scope.superseded or {}) or standing.state == "replaced":
        return decision
    return decision._replace(score=decision.score * TIER_WEIGHT["replaced"] / standing.weight)


def _by_best(documents: list[tuple[Scope, Any]]) -> list[tuple[Scope, Any]]:
    """Documents of several projects by score, each project's own order kept within (a document in force in
    place of a replaced one follows it, whatever its score)."""
    runs: list[list[tuple[Scope, Any]]] = []
    for scope, hit in documents:
        if runs and hit.in_place_of and runs[-1][-1][0] is scope:
            runs[-1].append((scope, hit))
        else:
            runs.append([(scope, hit)])
    return [item for run in sorted(runs, key=lambda r: -r[0][1].score) for item in run]


def _start_of(text: str) -> datetime:
    from datetime import UTC, date

    parts = text.strip().split("-")
    try:
        numbers = [int(p) for p in parts]
        day = date(numbers[0], numbers[1] if len(numbers) > 1 else 1, numbers[2] if len(numbers) > 2 else 1)
    except (ValueError, IndexError):
        raise ToolError(f"since: not a date: {text!r}; use YYYY, YYYY-MM or YYYY-MM-DD") from None
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


def _status(fact: Fact) -> dict[str, Any]:
    return {"value": fact.object.name, **provenance(fact)}


def _link(fact: Fact, sources: tuple[Source, ...] = ()) -> dict[str, Any]:
    """A relation between two documents; `sources`: each statement of it, when both documents state it."""
    return {"from": fact.subject.name, "from_path": fact.subject.doc_path, "relation": fact.relation,
            "to": fact.object.name, "to_path": fact.object.doc_path, **provenance(fact, None, sources)}


def _view(view: Any, standing: Standing | None) -> dict[str, Any]:
    from doccheck.graph.query.standing import standing_dict

    return {
        "path": view.path, "id": view.doc_id, "group": view.group,
        "document": standing_dict(standing) if standing is not None else None,
        "statuses": [_status(f) for f in view.statuses],
        "superseded_by": [_link(f, view.sources.get(f.uuid, ())) for f in view.superseded_by],
        "supersedes": [_link(f, view.sources.get(f.uuid, ())) for f in view.supersedes],
        "versions": [{"version": v.version_id, "commit": v.commit, "time": v.time.isoformat(),
                      "deleted": v.facts is None} for v in view.versions],
        "version": view.version.commit or view.version.version_id if view.version else None,
        "deleted": view.text is None and view.version is not None,
        "text": view.text, "text_from": view.text_from, "truncated": view.truncated,
    }


def dumps(value: Any) -> str:
    return json.dumps(value, indent=2)


def read_token(path: Path) -> str:
    """The bearer token in `path` (its first line), a file only this user may read: another user who can read
    it could call the server as this one."""
    try:
        data = read_file(path, limit=TOKEN_FILE_LIMIT)
        info = os.stat(path)
    except Refused as exc:
        raise UsageError(f"--token-file {exc}") from None
    except OSError as exc:
        raise UsageError(f"--token-file {path}: {exc.strerror or exc}; give a file holding the token") from None
    if info.st_uid != os.getuid() or info.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise UsageError(f"--token-file {path}: others can read or change it; run chmod 600 {path}")
    lines = data.decode("utf-8", "replace").strip().splitlines()
    token = lines[0].strip() if lines else ""
    if len(token) < 16 or not token.isprintable() or " " in token:
        raise UsageError(f"--token-file {path}: its first line must be a token of 16+ printable characters, "
                         "no spaces (e.g. the output of `openssl rand -hex 32`)")
    return token


def _bearer_only(app: Any, token: str) -> Any:
    """The ASGI app behind a bearer token: any request without `Authorization: Bearer <token>` is a 401."""
    expected = b"bearer " + token.encode()
    body = b'{"error": "unauthorized: send the header Authorization: Bearer <token> printed at start"}'

    async def guarded(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        given = next((v for k, v in scope["headers"] if k == b"authorization"), b"")
        # The scheme is case-insensitive (RFC 7235); the token is compared in constant time.
        if hmac.compare_digest(given[:7].lower() + given[7:], expected):
            await app(scope, receive, send)
            return
        await send({"type": "http.response.start", "status": 401, "headers": [
            (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
            (b"www-authenticate", b'Bearer realm="doccheck"')]})
        await send({"type": "http.response.body", "body": body})

    return guarded


def _guarded_protocol() -> type:
    """uvicorn's HTTP/1.1 protocol with a deadline for each request to arrive whole and a cap on connections."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    refusal = (b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\nconnection: close\r\n"
               b"content-length: 38\r\n\r\ntoo many connections; try again later\n")

    class Guarded(H11Protocol):
        waiting_since: float | None = None  # when this connection began a request not yet whole
        deadline: Any = None

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._wait()
            # A closed connection stays in the set until the loop calls connection_lost: not counted.
            open_ = [c for c in self.connections if not c.transport.is_closing()]
            if len(open_) > HTTP_MAX_CONNECTIONS:
                waiting = [c for c in open_ if isinstance(c, Guarded) and c is not self
                           and c.waiting_since is not None]
                if waiting:  # a half-sent request gives way to a new client
                    min(waiting, key=lambda c: c.waiting_since or 0.0).transport.close()
                else:
                    transport.write(refusal)
                    transport.close()

        def _wait(self) -> None:
            self.waiting_since = time.monotonic()
            self.deadline = self.loop.call_later(HTTP_REQUEST_TIMEOUT, self._too_slow)

        def _too_slow(self) -> None:
            if self.waiting_since is not None and not self.transport.is_closing():
                self.transport.close()

        def _arrived(self) -> None:
            if self.waiting_since is not None and self.conn.their_state in (h11.DONE, h11.MUST_CLOSE, h11.CLOSED):
                self.waiting_since = None
                self.deadline.cancel()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            self._arrived()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and self.waiting_since is None:
                self._wait()  # the next request on a kept-alive connection has the same deadline
            self._arrived()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
            super().connection_lost(exc)

    return Guarded


async def serve_http(server: DoccheckServer, port: int, token: str | None) -> None:
    """Serve streamable HTTP on 127.0.0.1:`port`, guarded as the module docstring says; without a token, one is
    made and printed once to stderr."""
    import logging

    import uvicorn

    # The SDK logs each refused session: a flood would be as many lines on stderr, which blocks the server
    # once a supervisor's unread pipe is full.
    logging.getLogger("mcp.server.streamable_http_manager").setLevel(logging.ERROR)
    if token is None:
        token = secrets.token_urlsafe(32)
        print(f"doccheck: MCP token (send the header Authorization: Bearer <token>): {token}", file=sys.stderr)
    app = server.streamable_http_app(host="127.0.0.1", max_sessions=HTTP_MAX_SESSIONS,
                                     session_idle_timeout=HTTP_SESSION_IDLE)
    print(f"doccheck: MCP over streamable HTTP on http://127.0.0.1:{port}/mcp", file=sys.stderr, flush=True)
    config = uvicorn.Config(_bearer_only(app, token), host="127.0.0.1", port=port, log_level="warning",
                            http=_guarded_protocol(), timeout_keep_alive=5, lifespan="on")
    await uvicorn.Server(config).serve()
