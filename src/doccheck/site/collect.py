"""What the site shows, gathered once: every document under the roots with its record, findings and text, the
relations between documents, and the repository-wide findings (the conflicts page)."""

from __future__ import annotations

import posixpath
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import unquote

from doccheck.config.load import Config
from doccheck.findings import Finding
from doccheck.regex import lazy

MAX_SEARCH_TEXT = 600  # characters of a document's text the client-side search sees, besides its title and id
_UNSAFE_NAME = lazy(r"[^A-Za-z0-9._-]+")
_DIGITS = lazy(r"\d{1,9}+")
_NOT_UTF8 = lazy("[\ud800-\udfff]")  # a file name's bytes that are not UTF-8, as Python holds them


class Edge(NamedTuple):
    old: str  # relative path of the earlier document (the one superseded, amended, or depended on)
    new: str
    kind: str  # supersedes, amends, depends


@dataclass
class SiteDoc:
    relative: str
    page: str  # d/<name>.html
    record: dict[str, Any]
    findings: list[Finding]
    text: str
    history: list[HistoryRow] = field(default_factory=list)
    history_source: str = ""  # "graph", "git", or "" when neither knows more than the document
    # Not a decision: "register", "index" (a folder's README or index listing its records), "template" or
    # "pointer" (a stub that says where a record went). Such
    # a file keeps its page (records link to it) but is left out of the timeline, the as-of view and the graph.
    not_decision: str = ""
    repository: str = ""  # the repository it belongs to, on a site of many (`site/org.py`)

    @property
    def title(self) -> str:
        return str(self.record.get("title") or posixpath.basename(self.relative))

    @property
    def status(self) -> str:
        return str(self.record.get("status") or "")

    @property
    def date(self) -> str:
        return str(self.record.get("date") or "")

    @property
    def folder(self) -> str:
        return posixpath.dirname(self.relative) or "."

    @property
    def family(self) -> str:
        return str(self.record.get("type") or "")

    @property
    def number(self) -> str:
        number = self.record.get("number")
        return "" if number is None else str(number)

    @property
    def label(self) -> str:
        """Its number and title, the number once: `ADR 109: Reduce ...` already says 109."""
        number = self.number
        if not number or (number.isdigit() and int(number) in {int(d) for d in _DIGITS.findall(self.title[:12])}):
            return self.title
        return f"{number} {self.title}"

    @property
    def people(self) -> dict[str, list[str]]:
        """{role: names} as the document states them (`deciders`, `authors`): the record's `people`."""
        found = self.record.get("people")
        if not isinstance(found, dict):
            return {}
        return {role: [str(n) for n in value[0]] for role, value in found.items()
                if isinstance(value, list) and value and isinstance(value[0], list)}


class HistoryRow(NamedTuple):
    date: str  # ISO date
    status: str
    where: str  # a commit (short) or "graph"
    note: str
    author: str = ""  # the git author of the commit, when git has it
    commit: str = ""  # the full commit, when known
    recorded: str = ""  # the ISO date of the commit (a row from the graph dates its status, not its commit)
    imported: int = 0  # the row of a commit that added this many records at once (an import): dated by git only
    merge: bool = False  # the commit is a merge (a graph follows first parents): its author merged the change


class GraphConflict(NamedTuple):
    """A fact the graph's conflict resolution ended or disputed, and the fact that did it."""

    relative: str
    line: int
    fact: str
    status: str
    other_relative: str  # where the other fact is stated
    other_line: int
    other_fact: str
    kind: str = ""  # supersession, value-conflict, direct-contradiction
    state: str = ""  # resolved, open (both kept as disputed: a person decides)
    because: str = ""  # the document that did it: a supersession's successor, else where the other fact is stated
    ended: str = ""  # the ISO date the fact stopped holding, if it did


@dataclass
class SiteData:
    root: Path
    docs: dict[str, SiteDoc]
    edges: list[Edge]
    conflicts: list[tuple[Finding, str]]  # a repository-wide finding and the document it is reported in
    labels: dict[str, str] = field(default_factory=dict)
    graph_conflicts: list[GraphConflict] = field(default_factory=list)


def collect(config: Config, *, use_cache: bool = True, jobs: int | None = None) -> SiteData:
    from doccheck.output.escape import terminal
    from doccheck.repo.conventions import stage_statuses_of
    from doccheck.repo.stages import with_stage_status
    from doccheck.repo.supersession import successions
    from doccheck.run.repository import build_index, check_repository

    roots = config.root_folders
    report, repo_findings = check_repository(roots, config, use_cache=use_cache, jobs=jobs, report_all=True)
    # A page is UTF-8 and cannot name a file whose name is not: that document is left out, said in one line, and
    # a finding that names it shows the name escaped.
    for result in report.results:
        if _NOT_UTF8.search(result.relative):
            print(f"doccheck: {terminal(result.path)}: file name is not UTF-8; left out of the site (rename it)",
                  file=sys.stderr)
    results = [r for r in report.results if not _NOT_UTF8.search(r.relative)]
    repo_findings = [f._replace(path=terminal(f.path), message=terminal(f.message))
                     if _NOT_UTF8.search(f.path + f.message) else f for f in repo_findings]
    index, _links = build_index({r.relative: r.record for r in results if r.record is not None}, config)
    relative_of = {r.path: r.relative for r in results}
    pages: set[str] = set()
    docs: dict[str, SiteDoc] = {}
    registers = set(config.model.registers)
    # A record that states no status has its stage folder's (`repo/stages.py`), as the checks and the graph read it.
    stages = stage_statuses_of(index.entries)
    for result in results:
        if result.record is None:
            continue
        docs[result.relative] = SiteDoc(result.relative, _page_name(result.relative, pages),
                                        with_stage_status(result.record, result.relative, stages),
                                        list(result.findings), _read_text(config.root / result.relative),
                                        not_decision=not_a_decision(result.relative, result.record, registers))
    for doc in docs.values():
        if not doc.not_decision and _points_elsewhere(doc, docs):
            doc.not_decision = "pointer"
    conflicts = []
    for finding in repo_findings:
        relative = relative_of.get(finding.path, finding.path)
        if relative in docs:
            docs[relative].findings.append(finding)
        conflicts.append((finding, relative))
    edges = _one_edge_a_pair([Edge(s.old.relative, s.new.relative, "supersedes" if s.family == "supersede"
                                   else "amends") for s in successions(index).values() if s.old is not s.new])
    edges += _dependencies(docs)
    labels = {relative: entry.label for relative, entry in index.entries.items()}
    return SiteData(config.root, docs, sorted(set(edges)), conflicts, labels)


_NUMBERED_NAME = lazy(r"^(?:[A-Za-z]{1,12}+[-_]?)?\d{1,8}+(?:[-_.\s]|$)")  # 0012-x, CIP-0058, 2024-05-17-x


def not_a_decision(relative: str, record: dict[str, Any], registers: set[str] | frozenset[str] = frozenset()) -> str:
    """Why a document is not a decision ("register", "index", "template"), or "" when it may be one.

    A register is a file with the register's markers or one the configuration names; an index is a README.md or
    index.md of a folder that is not itself a record (`0012-x/README.md`, `CIP-0058/README.md` are records) and
    that states no status: it lists the folder's records and is none of them."""
    if record.get("register") is not None or relative in registers:
        return "register"
    if record.get("template"):
        return "template"
    folder, name = posixpath.split(relative)
    if name.lower() in ("readme.md", "index.md") and not record.get("status") \
            and not _NUMBERED_NAME.match(posixpath.basename(folder)):
        return "index"
    return ""


POINTER_CHARS = 300


def _points_elsewhere(doc: SiteDoc, docs: dict[str, SiteDoc]) -> bool:
    """A short file with no status whose one link leads to another document: `Moved to [CIP-0027/README.md]
    (./README.md).` is where a record was, not a record."""
    if doc.status or len(doc.text) > POINTER_CHARS * 4 or len(doc.text.strip()) > POINTER_CHARS:
        return False
    folder = posixpath.dirname(doc.relative)
    targets = set()
    for link in doc.record.get("links") or ():
        path = posixpath.normpath(posixpath.join(folder, unquote(str(link[0]).split("#")[0].split("?")[0])))
        if path != doc.relative and path in docs:
            targets.add(path)
    return len(targets) == 1


def _one_edge_a_pair(edges: list[Edge]) -> list[Edge]:
    """One relation a pair: where one side says "supersedes" and the other "partially supersedes" (an amendment),
    the pair is an amendment: CIP-0121 partially supersedes CIP-0058, which says it is superseded by 121 and 122
    together."""
    amended = {(e.old, e.new) for e in edges if e.kind == "amends"}
    return [e for e in edges if e.kind == "amends" or (e.old, e.new) not in amended]


def drawn_edges(site: SiteData) -> list[Edge]:
    """The relations between decisions: a register, an index, a template or a pointer is no node of the graph."""
    return [e for e in site.edges if not site.docs[e.old].not_decision and not site.docs[e.new].not_decision]


def _dependencies(docs: dict[str, SiteDoc]) -> list[Edge]:
    """Feature specs that depend on others (`dependencies: [FEAT-X]`), by feature id."""
    by_id = {str(d.record["spec"]["id"]).upper(): d.relative for d in docs.values()
             if isinstance(d.record.get("spec"), dict) and d.record["spec"].get("id")}
    edges = []
    for doc in docs.values():
        spec = doc.record.get("spec")
        for dependency in spec.get("dependencies") or () if isinstance(spec, dict) else ():
            target = by_id.get(str(dependency).upper())
            if target is not None and target != doc.relative:
                edges.append(Edge(target, doc.relative, "depends"))
    return edges


def _page_name(relative: str, taken: set[str]) -> str:
    stem = _UNSAFE_NAME.sub("-", posixpath.splitext(relative)[0].replace("/", "--")).strip("-.")[:120] or "doc"
    name, n = stem, 1
    while name.lower() in taken:  # case-insensitive file systems: README.md and readme.md are two pages
        n += 1
        name = f"{stem}-{n}"
    taken.add(name.lower())
    return f"d/{name}.html"


def _read_text(path: Path) -> str:
    from doccheck.read.source import MAX_BYTES

    try:
        data = path.read_bytes()[:MAX_BYTES]
    except OSError:
        return ""
    return data.decode("utf-8", "replace")


def search_text(doc: SiteDoc) -> str:
    """What the search matches: id, title, path, status and the start of the text, in lower case."""
    words = " ".join(doc.text[:MAX_SEARCH_TEXT * 2].split())[:MAX_SEARCH_TEXT]
    return " ".join((doc.number, doc.title, doc.relative, doc.status, words)).lower()
