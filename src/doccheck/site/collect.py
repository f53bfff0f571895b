"""What the site shows, gathered once: every document under the roots with its record, findings and text, the
relations between documents, and the repository-wide findings (the conflicts page)."""

from __future__ import annotations

import posixpath
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from doccheck.config.load import Config
from doccheck.findings import Finding

MAX_SEARCH_TEXT = 600  # characters of a document's text the client-side search sees, besides its title and id
_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")
_NOT_UTF8 = re.compile("[\ud800-\udfff]")  # a file name's bytes that are not UTF-8, as Python holds them


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


class HistoryRow(NamedTuple):
    date: str  # ISO date
    status: str
    where: str  # a commit (short) or "graph"
    note: str


class GraphConflict(NamedTuple):
    """A fact the graph's conflict resolution ended or disputed, and the fact that did it."""

    relative: str
    line: int
    fact: str
    status: str
    other_relative: str
    other_line: int
    other_fact: str


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
    for result in results:
        if result.record is None:
            continue
        docs[result.relative] = SiteDoc(result.relative, _page_name(result.relative, pages), result.record,
                                        list(result.findings), _read_text(config.root / result.relative))
    conflicts = []
    for finding in repo_findings:
        relative = relative_of.get(finding.path, finding.path)
        if relative in docs:
            docs[relative].findings.append(finding)
        conflicts.append((finding, relative))
    edges = [Edge(s.old.relative, s.new.relative, "supersedes" if s.family == "supersede" else "amends")
             for s in successions(index).values() if s.old is not s.new]
    edges += _dependencies(docs)
    labels = {relative: entry.label for relative, entry in index.entries.items()}
    return SiteData(config.root, docs, sorted(set(edges)), conflicts, labels)


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
