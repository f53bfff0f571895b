"""Write the site: collect, add history, lay out the graph, render every page, write them under OUT/.

Document pages are rendered on every core for a large set (markdown-it is most of the cost); the output folder
is written fresh: pages of documents that are gone do not linger.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from doccheck.config.load import Config
from doccheck.errors import UsageError
from doccheck.site.collect import SiteData

PARALLEL_THRESHOLD = 200
MARKER = ".doccheck-site"  # marks a folder this command wrote, so that it may empty it again


class Built:
    def __init__(self, documents: int, relations: int, conflicts: int, history: str) -> None:
        self.documents, self.relations, self.conflicts, self.history = documents, relations, conflicts, history


def build_site(config: Config, out: Path, *, use_cache: bool = True, jobs: int | None = None) -> Built:
    from doccheck.site.collect import collect
    from doccheck.site.history import add_history

    site = collect(config, use_cache=use_cache, jobs=jobs)
    history = add_history(site, config)
    project = str(config.model.sync.get("project") or config.root.name or "Decisions")
    return write_site(site, config, out, project, history, use_cache=use_cache, jobs=jobs)


def write_site(site: SiteData, config: Config, out: Path, project: str, history: str, *, use_cache: bool = True,
               jobs: int | None = None) -> Built:
    """The pages of a site already collected: one repository's (`collect`), or many from a graph (`org.py`)."""
    from doccheck.site.as_of import intervals
    from doccheck.site.pages import as_of_page, conflicts_page, graph_page, timeline_page
    from doccheck.site.svg import graph_svg

    _prepare(out)
    spans = intervals(site)
    _write(out / "index.html", timeline_page(site, project))
    _write(out / "as-of.html", as_of_page(site, spans, project))
    _write(out / "graph.html", graph_page(site, graph_svg(site), project))
    _write(out / "conflicts.html", conflicts_page(site, project))
    (out / "d").mkdir(exist_ok=True)
    cache = RenderCache(config.root / config.model.cache_dir if use_cache else None, site)
    _write_document_pages(site, project, out, jobs, cache)
    cache.save()
    return Built(len(site.docs), len(site.edges), len(site.conflicts), history)


def _prepare(out: Path) -> None:
    # OUT is emptied before it is written: through a link, that would empty whatever the link leads to, which
    # the user did not name. So a link is refused rather than followed; its target can be given instead.
    if out.is_symlink():
        raise UsageError(f"{out}: is a symbolic link; give the folder itself ({os.path.realpath(out)}) "
                         "or a new one")
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
    (out / MARKER).write_text("written by `doccheck site`; the folder is emptied on the next run\n")


def _write(path: Path, html: str) -> None:
    try:
        path.write_text(html, "utf-8")
    except OSError as exc:
        raise UsageError(f"{path}: cannot write the page: {exc.strerror or exc}") from None


class RenderCache:
    """Each document's rendered text, keyed by its text and the set of pages its links can lead to: markdown-it
    is most of a site's cost, and most documents do not change between two builds.

    Its HTML goes into the pages as it is, so it is trusted only when this machine's key signed it
    (`run/signing.py`, as the check's cache is): a cache a repository commits could otherwise carry a script
    past "raw HTML off". It is read through `boundary.read_file`, at most `LIMIT` bytes of a regular file."""

    VERSION = 2
    LIMIT = 256 << 20

    def __init__(self, folder: Path | None, site: SiteData) -> None:
        import json

        import xxhash

        from doccheck.boundary import read_file
        from doccheck.run.signing import machine_key, verified

        self.key_bytes = machine_key() if folder is not None else None
        self.path = folder / "cache" / "site.bin" if folder is not None and self.key_bytes else None
        self.pages = {r: "../" + d.page for r, d in site.docs.items()}
        self.salt = xxhash.xxh3_64_hexdigest(json.dumps([self.VERSION, sorted(self.pages.items())]).encode())
        self.entries: dict[str, str] = {}
        self.fresh: dict[str, str] = {}
        self.used: set[str] = set()
        if self.path is None or self.key_bytes is None:
            return
        try:
            data = verified(self.key_bytes, read_file(self.path, limit=self.LIMIT))
        except OSError:
            return  # none yet, or not one to read (a link to /dev/zero, a FIFO, too large): a cold build
        if isinstance(data, dict) and data.get("salt") == self.salt and isinstance(data.get("entries"), dict):
            self.entries = data["entries"]

    def key(self, relative: str, text: str) -> str:
        import xxhash

        return xxhash.xxh3_128_hexdigest(f"{relative}\0{text}".encode())

    def save(self) -> None:
        if self.path is None or self.key_bytes is None or not self.fresh:
            return
        from doccheck.boundary import write_file
        from doccheck.run.signing import signed

        kept = {k: v for k, v in {**self.entries, **self.fresh}.items() if k in self.used}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_file(self.path, *signed(self.key_bytes, {"salt": self.salt, "entries": kept}), private=True)
        except (OSError, ValueError):
            pass  # a cache that cannot be written costs the next build time, nothing else


_job: tuple[SiteData, str, RenderCache, Path] | None = None  # set in each worker process only


def _write_document_pages(site: SiteData, project: str, out: Path, jobs: int | None, cache: RenderCache) -> None:
    """Each document's page written under OUT/d/; the texts markdown-it rendered are kept in the cache. A
    worker renders and writes its pages itself: only the rendered texts travel back, and only for the cache."""
    global _job
    names = list(site.docs)
    keys = {relative: cache.key(relative, site.docs[relative].text) for relative in names}
    cache.used = set(keys.values())
    todo = [r for r in names if keys[r] not in cache.entries]
    for relative in names:
        if keys[relative] in cache.entries:
            _write_page(site, project, out, relative, cache.entries[keys[relative]])
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(todo) < PARALLEL_THRESHOLD:
        rendered = [_render_and_write(site, project, cache, out, relative) for relative in todo]
    else:
        import multiprocessing

        _job = (site, project, cache, out)  # a forked worker inherits it in memory: tasks are only names
        try:
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                rendered = pool.map(_render_in_worker, todo, max(8, len(todo) // (jobs * 8)))
        finally:
            _job = None
    if cache.path is not None:
        cache.fresh = {keys[r]: body for r, body in zip(todo, rendered, strict=True)}


def _render_in_worker(relative: str) -> str:
    assert _job is not None, "runs in a worker forked by _write_document_pages"
    site, project, cache, out = _job
    return _render_and_write(site, project, cache, out, relative)


def _render_and_write(site: SiteData, project: str, cache: RenderCache, out: Path, relative: str) -> str:
    body = _render_text(site, cache, relative)
    _write_page(site, project, out, relative, body)
    return body if cache.path is not None else ""


def _write_page(site: SiteData, project: str, out: Path, relative: str, body: str) -> None:
    from doccheck.site.pages import document_page

    doc = site.docs[relative]
    _write(out / doc.page, document_page(site, doc, body, project))


def _render_text(site: SiteData, cache: RenderCache, relative: str) -> str:
    from doccheck.read.frontmatter import split_front_matter
    from doccheck.site.markdown import render_markdown

    text = site.docs[relative].text
    body = split_front_matter(text).body if text.startswith(("---", "+++")) else text
    return render_markdown(body, relative, cache.pages.get)
