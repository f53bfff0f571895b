"""The pages, as HTML strings. Every value from a document passes through `escape` (text and attributes) or
through `render_markdown`; the one stylesheet and one script are inlined and allowed by their hashes."""

from __future__ import annotations

import base64
import hashlib
import json
from functools import lru_cache
from html import escape
from pathlib import Path

from doccheck.repo.supersession import IN_FORCE, NOT_IN_FORCE, REPLACED, in_force
from doccheck.site.as_of import Interval
from doccheck.site.collect import SiteData, SiteDoc, search_text

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
            f' data-folder="{escape(doc.folder)}" data-search="{escape(search_text(doc))}"')
    if intervals is not None:
        data += f' data-intervals="{escape(json.dumps(intervals))}"'
    then = '<span class="badge then" aria-label="status then"></span>' if intervals is not None else ""
    number = f"{escape(doc.number)} " if doc.number and not doc.title.startswith(doc.number) else ""
    return (f'<li class="doc"{data}><span class="date">{escape(doc.date or "undated")}</span>'
            f'<a class="title" href="{escape(doc.page)}">{number}{escape(doc.title)}</a>'
            f'<span>{then or badge(doc.status)}</span>'
            f'<span class="where">{escape(doc.family)} · {escape(doc.relative)}</span></li>')


def _by_year(site: SiteData, intervals: dict[str, list[Interval]] | None = None) -> str:
    docs = sorted(site.docs.values(), key=lambda d: (d.date or "0000", d.relative), reverse=True)
    parts, year = [], None
    for doc in docs:
        this = doc.date[:4] if doc.date else "Undated"
        if this != year:
            parts.append(f"<h2>{escape(this)}</h2>")
            year = this
        parts.append(_item(doc, intervals[doc.relative] if intervals is not None else None))
    return f'<ul class="timeline">{"".join(parts)}</ul>'


def timeline_page(site: SiteData, project: str) -> str:
    statuses = sorted({d.status for d in site.docs.values()})
    families = sorted({d.family for d in site.docs.values()})
    folders = sorted({d.folder for d in site.docs.values()})
    body = (f"<h1>Decision log</h1>"
            f'<div class="filters" role="search"><label for="search">Search (press /)'
            f'<input type="search" id="search" placeholder="title, number, words" autocomplete="off"></label>'
            f'{_options("f-status", "Status", statuses)}{_options("f-family", "Type", families)}'
            f'{_options("f-folder", "Folder", folders)}</div>'
            f'<p class="count" aria-live="polite">{len(site.docs)} documents</p>{_by_year(site)}')
    return page("Timeline", body, current="index.html", project=project)


def as_of_page(site: SiteData, intervals: dict[str, list[Interval]], project: str) -> str:
    body = ("<h1>In force as of a date</h1>"
            "<p>The decisions that were in force on the day chosen, from each document's history (git or the "
            "graph) and its own date; a superseded decision counts until its successor's date.</p>"
            '<div class="filters"><label for="as-of">Date<input type="date" id="as-of"></label>'
            '<label for="search">Search<input type="search" id="search" autocomplete="off"></label></div>'
            f'<p class="count" aria-live="polite"></p>{_by_year(site, intervals)}')
    return page("As of", body, current="as-of.html", project=project)


def graph_page(site: SiteData, svg: str, project: str) -> str:
    edges = len(site.edges)
    body = (f"<h1>Supersession and dependency graph</h1><p class=\"legend\">{edges} relation{'s' * (edges != 1)}: "
            "earlier documents on the left; a solid arrow supersedes, a dashed one amends, an orange one is a "
            "dependency. Each box opens its document.</p>"
            + (f'<div class="graph-wrap">{svg}</div>' if edges else "<p>No document names another.</p>"))
    return page("Graph", body, current="graph.html", project=project)


def conflicts_page(site: SiteData, project: str) -> str:
    rows = []
    for finding, relative in sorted(site.conflicts, key=lambda c: (c[0].code, c[1], c[0].line)):
        doc = site.docs.get(relative)
        where = (f'<a href="{escape(doc.page)}">{escape(doc.title)}</a>' if doc is not None
                 else escape(relative))
        rows.append(f'<tr><td class="sev-{finding.severity.label}">{escape(finding.code)} '
                    f"{escape(finding.name)}</td><td>{where}<br><small>{escape(relative)}:{finding.line}</small></td>"
                    f"<td>{escape(finding.message)}</td></tr>")
    body = ("<h1>Conflicts between documents</h1><p>What the repository-wide rules (DC4) find across the "
            "documents: supersessions said on one side only, replaced decisions still in force, numbers taken twice, "
            "broken references.</p>"
            + (f"<table><thead><tr><th>Rule</th><th>Document</th><th>What is wrong</th></tr></thead><tbody>"
               f"{''.join(rows)}</tbody></table>" if rows else "<p>None: the documents agree with each other.</p>"))
    if site.graph_conflicts:
        def located(relative: str, line: int) -> str:
            doc = site.docs.get(relative)
            name = f'<a href="{escape(doc.page)}">{escape(doc.title)}</a>' if doc is not None else escape(relative)
            return f"{name}<br><small>{escape(relative)}:{line}</small>"

        graph_rows = "".join(
            f"<tr><td>{escape(c.fact)}<br>{located(c.relative, c.line)}</td><td>{escape(c.status)}</td>"
            f"<td>{escape(c.other_fact)}<br>{located(c.other_relative, c.other_line)}</td></tr>"
            for c in site.graph_conflicts)
        body += ("<h2>Facts the graph resolved</h2><p>From the last <code>doccheck sync</code>: a fact another one "
                 "ended or disputed (a supersession, a contradiction, a value that changed).</p><table><thead><tr>"
                 f"<th>Fact</th><th>Now</th><th>Because of</th></tr></thead><tbody>{graph_rows}</tbody></table>")
    return page("Conflicts", body, current="conflicts.html", project=project)


def document_page(site: SiteData, doc: SiteDoc, rendered: str, project: str) -> str:
    def link(relative: str) -> str:
        other = site.docs[relative]
        return f'<a href="../{escape(other.page)}">{escape(other.title)}</a>'

    relations = []
    for edge in site.edges:
        if edge.new == doc.relative:
            verb = {"supersedes": "supersedes", "amends": "amends", "depends": "depends on"}[edge.kind]
            relations.append(f"{verb} {link(edge.old)}")
        if edge.old == doc.relative:
            verb = {"supersedes": "superseded by", "amends": "amended by", "depends": "needed by"}[edge.kind]
            relations.append(f"{verb} {link(edge.new)}")
    meta = [("Status", badge(doc.status)), ("Date", escape(doc.date or "undated")),
            ("Number", escape(doc.number)), ("Type", escape(doc.family)), ("Path", escape(doc.relative)),
            ("Relations", "<br>".join(relations))]
    meta_html = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in meta if v)
    if doc.history:
        source = "the graph" if doc.history_source == "graph" else "git"
        rows = "".join(f"<tr><td>{escape(r.date)}</td><td>{badge(r.status)}</td><td><code>{escape(r.where)}</code>"
                       f"</td><td>{escape(r.note)}</td></tr>" for r in doc.history)
        history = (f"<h2>Status history</h2><p class=\"legend\">From {source}.</p><table><thead><tr><th>Date</th>"
                   f"<th>Status</th><th>Where</th><th></th></tr></thead><tbody>{rows}</tbody></table>")
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
