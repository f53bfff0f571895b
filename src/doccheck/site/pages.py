"""The pages, as HTML strings. Every value from a document passes through `escape` (text and attributes) or
through `render_markdown`; the one stylesheet and one script are inlined and allowed by their hashes."""

from __future__ import annotations

import base64
import hashlib
import json
from functools import lru_cache
from html import escape
from pathlib import Path
from shlex import join

from doccheck.repo.supersession import IN_FORCE, NOT_IN_FORCE, REPLACED, in_force
from doccheck.site.as_of import Interval
from doccheck.site.collect import GraphConflict, HistoryRow, SiteData, SiteDoc, drawn_edges, search_text
from doccheck.site.history import SKIPPED

ASSETS = Path(__file__).parent / "assets"
_CURRENT = ' aria-current="page"'
NAV = (("index.html", "Timeline"), ("as-of.html", "As of"), ("graph.html", "Graph"), ("conflicts.html", "Conflicts"))


@lru_cache(maxsize=1)
def _assets() -> tuple[str, str, str]:
    css = (ASSETS / "site.css").read_text("utf-8")
    js = (ASSETS / "site.js").read_text("utf-8")

    def digest(text: str) -> str:
        return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()

    policy = (f"default-src 'none'; script-src '{digest(js)}'; style-src '{digest(css)}'; img-src 'none'; "
              "base-uri 'none'; form-action 'none'")
    return css, js, policy


def page(title: str, body: str, *, prefix: str = "", current: str = "", project: str = "Decisions") -> str:
    css, js, policy = _assets()
    links = "".join(f'<a href="{prefix}{href}"{_CURRENT if href == current else ""}>{label}</a>'
                    for href, label in NAV)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="referrer" content="no-referrer">'
            f"<title>{escape(title)} · {escape(project)}</title><style>{css}</style></head>"
            f'<body data-in-force="{" ".join(sorted(IN_FORCE))}"><a class="skip" href="#main">Skip to content</a>'
            f'<header class="top"><a class="brand" href="{prefix}index.html">{escape(project)}</a>'
            f'<nav aria-label="Site">{links}</nav></header><main id="main">{body}</main>'
            f"<script>{js}</script></body></html>\n")


def status_class(status: str) -> str:
    if in_force(status):
        return "in-force"
    if status in REPLACED:
        return "replaced"
    return "open" if status in NOT_IN_FORCE else ""


def badge(status: str) -> str:
    return f'<span class="badge {status_class(status)}">{escape(status or "no status")}</span>'


def _options(name: str, label: str, values: list[str]) -> str:
    options = "".join(f'<option value="{escape(v)}">{escape(v or "(none)")}</option>' for v in values)
    return f'<label for="{name}">{label}<select id="{name}"><option value="">all</option>{options}</select></label>'


def _item(doc: SiteDoc, intervals: list[Interval] | None = None) -> str:
    data = (f' data-status="{escape(doc.status)}" data-family="{escape(doc.family)}"'
            f' data-folder="{escape(doc.folder)}" data-search="{escape(search_text(doc))}"'
            + (f' data-repository="{escape(doc.repository)}"' if doc.repository else ""))
    if intervals is not None:
        data += f' data-intervals="{escape(json.dumps(intervals))}"'
    then = '<span class="badge then" aria-label="status then"></span>' if intervals is not None else ""
    return (f'<li class="doc"{data}><span class="date">{escape(doc.date or "undated")}</span>'
            f'<a class="title" href="{escape(doc.page)}">{escape(doc.label)}</a>'
            f'<span>{then or badge(doc.status)}</span>'
            f'<span class="where">{escape(doc.family)} · {escape(doc.relative)}</span></li>')


def _by_year(site: SiteData, intervals: dict[str, list[Interval]] | None = None) -> str:
    docs = sorted((d for d in site.docs.values() if not d.not_decision), key=lambda d: (d.date or "0000", d.relative),
                  reverse=True)
    parts, year = [], None
    for doc in docs:
        this = doc.date[:4] if doc.date else "Undated"
        if this != year:
            parts.append(f"<h2>{escape(this)}</h2>")
            year = this
        parts.append(_item(doc, intervals[doc.relative] if intervals is not None else None))
    return f'<ul class="timeline">{"".join(parts)}</ul>'


NOT_DECISION = {"register": "a register of decisions", "index": "an index of its folder's records",
                "template": "a template", "pointer": "a pointer to another document (where a record was)"}


def timeline_page(site: SiteData, project: str) -> str:
    decisions = [d for d in site.docs.values() if not d.not_decision]
    statuses = sorted({d.status for d in decisions})
    families = sorted({d.family for d in decisions})
    folders = sorted({d.folder for d in decisions})
    body = (f"<h1>Decision log</h1>"
            f'<div class="filters" role="search"><label for="search">Search (press /)'
            f'<input type="search" id="search" placeholder="title, number, words" autocomplete="off"></label>'
            f'{_options("f-status", "Status", statuses)}{_options("f-family", "Type", families)}'
            f'{_options("f-folder", "Folder", folders)}{_repositories(decisions)}</div>'
            f'<p class="count" aria-live="polite">{len(decisions)} documents</p>{_by_year(site)}'
            f"{_not_decisions(site)}")
    return page("Timeline", body, current="index.html", project=project)


def _repositories(decisions: list[SiteDoc]) -> str:
    """The repository filter of a site of many repositories (`site/org.py`); none for one repository's."""
    found = sorted({d.repository for d in decisions if d.repository})
    return _options("f-repository", "Repository", found) if found else ""


def _not_decisions(site: SiteData) -> str:
    """The registers, indexes and templates: listed apart, each said for what it is, never as a decision."""
    others = sorted((d for d in site.docs.values() if d.not_decision), key=lambda d: d.relative)
    if not others:
        return ""
    items = "".join(f'<li><a href="{escape(d.page)}">{escape(d.title)}</a> <span class="where">'
                    f"{escape(NOT_DECISION[d.not_decision])} · {escape(d.relative)}</span></li>" for d in others)
    return (f'<h2 id="not-decisions">Not decisions</h2><p class="legend">{len(others)} file'
            f"{'s' * (len(others) != 1)} the checks read that record no decision of their own: registers and "
            f"indexes list the records, templates are their form, a pointer says where a record went. Not in the "
            f'timeline, the as-of view or the graph.</p><ul class="others">{items}</ul>')


def as_of_page(site: SiteData, intervals: dict[str, list[Interval]], project: str) -> str:
    body = ("<h1>In force as of a date</h1>"
            "<p>The decisions that were in force on the day chosen, from each document's history (git or the "
            "graph) and its own date; a superseded decision counts until its successor's date. A record that "
            "arrived in an import (one commit adding many) counts as it stated then, from its own date, or from "
            "the import when it has none: git cannot date what changed before.</p>"
            '<div class="filters"><label for="as-of">Date<input type="date" id="as-of"></label>'
            '<label for="search">Search<input type="search" id="search" autocomplete="off"></label></div>'
            f'<p class="count" aria-live="polite"></p>{_by_year(site, intervals)}')
    return page("As of", body, current="as-of.html", project=project)


def graph_page(site: SiteData, svg: str, project: str) -> str:
    edges = len(drawn_edges(site))
    body = (f"<h1>Supersession and dependency graph</h1><p class=\"legend\">{edges} relation{'s' * (edges != 1)}: "
            "earlier documents on the left. A solid arrow supersedes: the earlier decision is replaced (its box "
            "grey). A dashed arrow amends or supersedes in part: the earlier decision stays in force, changed "
            "where the later one says. An orange arrow is a dependency. Each box opens its document; a title "
            "too long for its box is whole in its tooltip.</p>"
            + (f'<div class="graph-wrap">{svg}</div>' if edges else "<p>No decision names another.</p>"))
    return page("Graph", body, current="graph.html", project=project)


_KIND_WORDS = {"supersession": "superseded", "value-conflict": "another value",
               "direct-contradiction": "the opposite"}


def conflicts_page(site: SiteData, project: str) -> str:
    """Two lists, each saying what is wrong and what to do: what the repository-wide rules find in the
    documents (DC4, fixed by editing them), and the decisions whose facts a later one ended or disputes (from
    the last sync). Each says "none" only of itself."""
    rows = []
    for finding, relative in sorted(site.conflicts, key=lambda c: (c[0].code, c[1], c[0].line)):
        doc = site.docs.get(relative)
        where = (f'<a href="{escape(doc.page)}">{escape(doc.title)}</a>' if doc is not None
                 else escape(relative))
        rows.append(f'<tr><td class="sev-{finding.severity.label}">{escape(finding.code)} '
                    f"{escape(finding.name)}</td><td>{where}<br><small>{escape(relative)}:{finding.line}</small></td>"
                    f"<td>{escape(finding.message)}</td></tr>")
    graph = site.graph_conflicts
    open_count = sum(c.state == "open" for c in graph)
    summary = (f"<p>{len(rows)} problem{'s' * (len(rows) != 1)} in what the documents say of each other"
               + (f"; {len(graph)} fact{'s' * (len(graph) != 1)} that a later decision ended or disputes "
                  f"({open_count} still open)" if graph else "") + ".</p>")
    body = "<h1>Conflicts between documents</h1>" + summary
    body += ("<h2>What the documents say of each other</h2><p class=\"legend\">The repository-wide checks (DC4): "
             "supersessions said on one side only, replaced decisions still marked in force, numbers taken twice, "
             "references to nothing. Each is fixed in the document named; <code>doccheck check --fix</code> "
             "writes the mechanical ones.</p>")
    body += (f"<table><thead><tr><th>Rule</th><th>Document</th><th>What is wrong</th></tr></thead><tbody>"
             f"{''.join(rows)}</tbody></table>" if rows else
             "<p>No problem: every supersession is said on both sides, no replaced decision is still marked in "
             "force, no number is taken twice, every reference leads to a document.</p>")
    if graph:
        body += ("<h2>Decisions that disagree</h2><p class=\"legend\">From the last <code>doccheck sync</code>: "
                 "a fact one decision states that a later one ended (it supersedes the earlier, or states another "
                 "value or the opposite) or that two decisions dispute. <em>Resolved</em>: the graph answers with "
                 "the later decision; the earlier one's documents may still need to say so. <em>Open</em>: both "
                 "are kept as disputed until a person decides.</p><table><thead><tr><th>Fact</th><th>What "
                 "happened</th><th>Because of</th><th>What to do</th></tr></thead><tbody>"
                 + "".join(_graph_row(site, c) for c in graph) + "</tbody></table>")
    return page("Conflicts", body, current="conflicts.html", project=project)


def _graph_row(site: SiteData, c: GraphConflict) -> str:
    def located(relative: str, line: int) -> str:
        doc = site.docs.get(relative)
        name = f'<a href="{escape(doc.page)}">{escape(doc.title)}</a>' if doc is not None else escape(relative)
        return f"{name}<br><small>{escape(relative)}:{line}</small>"

    cause = site.docs.get(c.because)
    if cause is not None:
        because = f'<a href="{escape(cause.page)}">{escape(cause.title)}</a>'
    else:
        because = escape(c.because or c.other_relative)  # a document outside these folders: named, not linked
    because += f"<br>{escape(c.other_fact)}<br><small>said in {escape(c.other_relative)}:{c.other_line}</small>"
    why = _KIND_WORDS.get(c.kind, "another fact")
    if c.state == "open":
        happened = f"<strong>open</strong>: two decisions dispute it ({why})"
    else:
        when = f"ended on {escape(c.ended)}" if c.ended else escape(c.status)
        happened = f"{when}: {why if c.kind == 'supersession' else 'a later decision says ' + why}"
    return (f"<tr><td>{escape(c.fact)}<br>{located(c.relative, c.line)}</td><td>{happened}</td>"
            f"<td>{because}</td><td>{_what_to_do(site, c)}</td></tr>")


def _what_to_do(site: SiteData, c: GraphConflict) -> str:
    old, new = site.docs.get(c.relative), site.docs.get(c.because)
    if old is None or new is None or old.relative == new.relative:
        return "Read both: correct the one that is wrong."
    kind = {(e.old, e.new): e.kind for e in site.edges}.get((old.relative, new.relative))
    said = f'<a href="{escape(new.page)}">{escape(new.title)}</a>'
    supersede = f"<code>{escape(join(['doccheck', 'supersede', old.relative, new.relative]))}</code>"
    amend = f"<code>{escape(join(['doccheck', 'link', new.relative, 'amends', old.relative]))}</code>"
    if c.state == "open":
        return (f"Decide which holds. If {said} replaces it: {supersede}; if it changes it in part: {amend}; "
                "else correct the one that is wrong.")
    if kind == "supersedes" and old.status in REPLACED:
        return "Nothing: both documents say so."
    if kind == "supersedes":
        return f"Its status still says {escape(old.status or 'nothing')}: mark it replaced, {supersede}."
    if kind == "amends":
        return "Nothing: the documents say the later one amends it."
    return (f"Nobody wrote it down. If {said} replaces it: {supersede}; if it changes it in part: {amend}; if "
            "they should agree, correct the one that is wrong.")


ROLES = {"deciders": "Decided by", "authors": "Authors"}


def accepted_in_git(doc: SiteDoc) -> HistoryRow | None:
    """The row of the commit that last put the document in force (its first version when it arrived so), or
    None: no history, never in force, or only the working tree says so."""
    found, before = None, None
    for row in doc.history:
        if row.note.startswith(SKIPPED) or not row.commit:
            continue
        if in_force(row.status) and (before is None or not in_force(before.status)):
            found = row
        before = row
    return found


def who_decided(doc: SiteDoc) -> list[tuple[str, str]]:
    """(label, HTML) rows for the page's metadata: the people the document names, each said to come from its
    field, and the git author of the commit that put it in force, said to come from git. Nothing is guessed:
    a record that arrived in force in an import has no author of its acceptance."""
    rows = [(ROLES[role], f"{escape(', '.join(names))} <small>(its {escape(role)} field)</small>")
            for role, names in doc.people.items() if role in ROLES]
    row = accepted_in_git(doc) if not doc.not_decision else None
    if row is None:
        return rows
    commit = f"<code>{escape(row.commit[:8])}</code>"
    if row.imported:
        rows.append(("Accepted in git", f"unknown: it arrived {escape(row.status)} in an import, one commit "
                     f"({commit}, {escape(row.recorded or row.date)}) that added {row.imported} records"))
    elif row.author:
        first = row is next((r for r in doc.history if r.commit), None)
        what = f"added it as {escape(row.status)}" if first else f"set its status to {escape(row.status)}"
        merge = ", a merge: who merged the change" if row.merge else ""
        rows.append(("Accepted in git", f"{escape(row.author)} <small>(git author of {commit}{merge}, "
                     f"{escape(row.recorded or row.date)}, which {what})</small>"))
    return rows


def document_page(site: SiteData, doc: SiteDoc, rendered: str, project: str) -> str:
    def link(relative: str) -> str:
        other = site.docs[relative]
        return f'<a href="../{escape(other.page)}">{escape(other.title)}</a>'

    relations = []
    for edge in site.edges:
        if edge.new == doc.relative:
            verb = {"supersedes": "supersedes", "amends": "amends (in part)", "depends": "depends on"}[edge.kind]
            relations.append(f"{verb} {link(edge.old)}")
        if edge.old == doc.relative:
            verb = {"supersedes": "superseded by", "amends": "amended (in part) by, still in force:",
                    "depends": "needed by"}[edge.kind]
            relations.append(f"{verb} {link(edge.new)}")
    what = NOT_DECISION.get(doc.not_decision, "")
    meta = [("Status", badge(doc.status)), ("Not a decision", escape(what)), ("Date", escape(doc.date or "undated")),
            ("Number", escape(doc.number)), ("Type", escape(doc.family)), ("Repository", escape(doc.repository)),
            ("Path", escape(doc.relative)),
            ("Relations", "<br>".join(relations)), *who_decided(doc)]
    meta_html = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in meta if v)
    if doc.history:
        source = "the graph" if doc.history_source == "graph" else "git"
        by = any(r.author for r in doc.history)  # a column of git authors only where git named one
        rows = "".join(f"<tr><td>{escape(r.date)}</td><td>{badge(r.status)}</td><td><code>{escape(r.where)}</code>"
                       f"</td>{f'<td>{escape(r.author)}</td>' if by else ''}<td>{escape(r.note)}</td></tr>"
                       for r in doc.history)
        imported = ("; the first row is the import that brought this record in, with the status it stated then"
                    if doc.history[0].imported else "")
        history = (f"<h2>Status history</h2><p class=\"legend\">From {source}{imported}.</p><table><thead><tr>"
                   f"<th>Date</th><th>Status</th><th>Where</th>{'<th>By (git)</th>' if by else ''}<th></th>"
                   "</tr></thead>"
                   f"<tbody>{rows}</tbody></table>")
    else:
        history = "<h2>Status history</h2><p class=\"legend\">No history: neither a graph nor git knows this file.</p>"
    if doc.findings:
        items = "".join(f'<li class="sev-{f.severity.label}">line {f.line}: {escape(f.code)} {escape(f.name)}: '
                        f"{escape(f.message)}</li>" for f in sorted(doc.findings, key=lambda f: f.sort_key))
        findings = f'<h2>Findings</h2><ul class="findings">{items}</ul>'
    else:
        findings = "<h2>Findings</h2><p>None.</p>"
    body = (f'<h1>{escape(doc.title)}</h1><dl class="meta">{meta_html}</dl>{history}{findings}'
            f'<section class="body" aria-label="Document text">{rendered}</section>')
    return page(doc.title, body, prefix="../", project=project)
