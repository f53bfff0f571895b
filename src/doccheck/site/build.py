"""Write the site: collect, add history, lay out the graph, render every page, write them under OUT/.

Document pages are rendered on every core for a large set (markdown-it is most of the cost); the output folder
is written fresh: pages of documents that are gone do not linger.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from doccheck.config import Config
from doccheck.errors import UsageError
from doccheck.site.collect import SiteData

PARALLEL_THRESHOLD = 200
MARKER = ".doccheck-site"  # marks a folder this command wrote, so that it may empty it again


class Built:
    def __init__(self, documents: int, relations: int, conflicts: int, history: str) -> None:
        self.documents, self.relations, self.conflicts, self.history = documents, relations, conflicts, history


def build_site(config: Config, out: Path, *, use_cache: bool = True, jobs: int | None = None) -> Built:
    from doccheck.site.as_of import intervals
    from doccheck.site.collect import collect
    from doccheck.site.history import add_history
    from doccheck.site.pages import as_of_page, conflicts_page, graph_page, timeline_page
    from doccheck.site.svg import graph_svg

    site = collect(config, use_cache=use_cache, jobs=jobs)
    history = add_history(site, config)
    project = str(config.model.sync.get("project") or config.root.name or "Decisions")
    _prepare(out)
    spans = intervals(site)
    _write(out / "index.html", timeline_page(site, project))
    _write(out / "as-of.html", as_of_page(site, spans, project))
    _write(out / "graph.html", graph_page(site, graph_svg(site), project))
    _write(out / "conflicts.html", conflicts_page(site, project))
    (out / "d").mkdir(exist_ok=True)
    for name, html in _document_pages(site, project, jobs):
        _write(out / name, html)
    (out / MARKER).write_text("written by `doccheck site`; the folder is emptied on the next run\n")
    return Built(len(site.docs), len(site.edges), len(site.conflicts), history)


def _prepare(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise UsageError(f"{out}: not a folder; give the folder to write the site into")
    if out.is_dir() and any(out.iterdir()):
        if not (out / MARKER).exists():
            raise UsageError(f"{out}: the folder is not empty and was not written by `doccheck site`; "
                             "give a new or empty folder")
        shutil.rmtree(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"{out}: cannot create the folder: {exc.strerror or exc}") from None


def _write(path: Path, html: str) -> None:
    try:
        path.write_text(html, "utf-8")
    except OSError as exc:
        raise UsageError(f"{path}: cannot write the page: {exc.strerror or exc}") from None


_job: tuple[SiteData, str] | None = None  # set in each worker process only


def _document_pages(site: SiteData, project: str, jobs: int | None) -> list[tuple[str, str]]:
    global _job
    names = list(site.docs)
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(names) < PARALLEL_THRESHOLD:
        return [_render(site, project, relative) for relative in names]
    import multiprocessing

    _job = (site, project)  # a forked worker inherits it in memory: tasks are only names
    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            return pool.map(_render_in_worker, names, max(8, len(names) // (jobs * 8)))
    finally:
        _job = None


def _render_in_worker(relative: str) -> tuple[str, str]:
    assert _job is not None, "runs in a worker forked by _document_pages"
    return _render(*_job, relative)


def _render(site: SiteData, project: str, relative: str) -> tuple[str, str]:
    from doccheck.frontmatter_io import split_front_matter
    from doccheck.site.markdown import render_markdown
    from doccheck.site.pages import document_page

    doc = site.docs[relative]
    pages = {r: "../" + d.page for r, d in site.docs.items()}
    body = split_front_matter(doc.text).body if doc.text.startswith(("---", "+++")) else doc.text
    rendered = render_markdown(body, relative, pages.get)
    return doc.page, document_page(site, doc, rendered, project)
