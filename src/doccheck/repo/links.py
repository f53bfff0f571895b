"""Relative links between documents, checked against the index and, for other files, the disk."""

from __future__ import annotations

import posixpath
import re
from collections import Counter
from collections.abc import Iterator

from doccheck.regex import lazy
from doccheck.repo.index import (
    PLACEHOLDER_PATH,
    Entry,
    RepoIndex,
    Resolved,
    diagram_sources,
    local_targets,
    other_formats,
)
from doccheck.repo.registry import RepoProblem, problem, repo_rule

ANY_DEPTH = "**/"  # before a folder's name that .gitignore keeps out at any depth (run/repository.py)

TEMPLATE_COPIES = 3  # documents copying a template's dead link for it to be the template's finding
# What a documentation site's build writes beside its pages, per the llms.txt convention (`llms.txt`,
# `llms-full.txt`, MailFathom's `llms-operator.txt`): a page links the published file, which no repository holds.
BUILT = "\0built:"  # a folder among the memo's "ignored_folders" that the site's build writes (`built_folders`)
SUBMODULE = "\0submodule:"  # ... or where `.gitmodules` places another repository (`submodule_folders`)
_SITE_BUILT = lazy(r"(?:^|/)llms(?:-[\w-]{1,60}+)?\.txt$")
_HTML_PAGE = lazy(r"\.html?$", re.IGNORECASE)
MISSING_FOLDER_LINKS = 3  # a document's links into one missing folder for them to be one finding
FOREIGN_FOLDERS = 3  # missing folders a document links into, none of its links reaching a file, for another tree's

# Tried only on targets under 200 characters, so their backtracking stays bounded.
# (`docs.rs/serde` is a site, `mod.rs` and `build.sh` a Rust source and a script beside the page: a host whose
# suffix is also a file's is one only with a path after it)
_DOMAIN = lazy(r"^(?:[a-z0-9-]+\.)+(?:(?:com|org|io|net|dev|edu|gov|co)(?:/|$)|(?:rs|sh)/)", re.IGNORECASE)
_TO_DO = lazy(r"^[@#<{]?(?:to[-_ ]?do|tbd|fixme|xxx)(?:[-_ :][\w-]{0,40})?[>}]?$", re.IGNORECASE)
_EMAIL = lazy(r"^[^/\s@]+@[^/\s@]+\.[a-z]{2,}$", re.IGNORECASE)


def _what_it_is(target: str) -> str:
    """Why a target that is not a path was written as one: it renders as a link to a page that does not exist."""
    if _TO_DO.match(target):  # O3DE's `![](@todo_image)`, `[link](TODO)`: the author's note to come back
        return "; a placeholder left where the link or image was to go"
    if target.startswith("@") and not target.startswith("@/"):  # (`@/x.md`: Zola's, from its content folder)
        return "; an @mention written as a link target leads nowhere"
    if len(target) >= 200:
        return ""
    if _EMAIL.match(target):
        return "; an e-mail address needs mailto:"
    if _DOMAIN.match(target):
        return "; a web address needs https://"
    if target.startswith("("):
        return "; the target is wrapped in an extra pair of parentheses"
    return ""


_FOLDER_PAGES = frozenset({"readme.md", "index.md", "_index.md"})  # a folder's page: its name names no document
_LINE_SUFFIX = lazy(r"(.+?\.md):\d{1,7}(?:[-,]\d{1,7}){0,8}$")  # `x.md:39-41,361`: a file and its lines


SITE_LINKS_MIN = 3  # links to documents without their extension a repository needs for that to be its way


def _pages_linked(index: RepoIndex, folder: str) -> bool:
    """Whether the repository, or the folder a document is in, links its documents by their pages' addresses (`./9`
    for `9.md`, or from the site's root: Unleash's `/contributing/ADRs/back-end/naming`) in a third or more of its
    links to them, not as a slip: counted once over every link, only when a run meets such a link. (evitaDB's
    research pages, served by its website, link `querying/query_language` 67 times and with `.md` 14, where its user
    guide writes `.md`.)"""
    known = index.memo.get("pages_linked")
    if known is None:
        pages: Counter[str] = Counter()  # per folder, "" the repository's
        files: Counter[str] = Counter()
        for entry in index.entries.values():
            for target, _line, _column in entry.record.get("links") or ():
                path = str(target).split("#", 1)[0]
                if path.endswith(".md"):
                    found = index.resolve_path(entry, path).state == "found"
                    files[entry.folder] += found
                    files[""] += found
                elif path and "." not in path.rpartition("/")[2]:
                    resolved = index.resolve_path(entry, path)
                    page = resolved.state == "missing" and resolved.near == f"{resolved.path}.md"
                    pages[entry.folder] += page
                    pages[""] += page
        known = index.memo["pages_linked"] = frozenset(
            folder for folder, count in pages.items() if count >= SITE_LINKS_MIN and 2 * count >= files[folder])
    return "" in known or folder in known


_DOTTED_NAME = lazy(r"[A-Za-z_]\w{0,80}(?:\.[A-Za-z_]\w{0,80}){1,8}")
# The last part of a file's name: what a dotted object name never ends in.
_FILE_SUFFIXES = frozenset({"md", "markdown", "mdx", "rst", "txt", "html", "htm", "yaml", "yml", "json", "toml", "png",
                            "jpg", "jpeg", "gif", "svg", "pdf", "py", "go", "rs", "js", "ts", "java", "sh", "proto",
                            "xml", "csv", "ipynb", "tex", "adoc", "cfg", "ini", "lock", "zip", "gz", "tar"})


# A member of an API named with `::`, no path (Atom's and Pulsar's generated API pages: `[::beep](::beep)`,
# `[TextEditor::getText](TextEditor::getText)`; Rust's intra-doc `crate::module::Item`)
_API_MEMBER = lazy(r"(?:[A-Za-z_][\w.]{0,80}+)?::[A-Za-z_][\w]{0,80}+(?:::[A-Za-z_][\w]{0,80}+){0,8}+")


def _section_label(index: RepoIndex, entry: Entry, target: str) -> bool:
    """Whether a link's address is a Sphinx section label, a page and its heading (`<user-guide/advanced-usage:Raw
    HTTP requests>`, as MyST writes a reference autosectionlabel makes): the page is there, the rest its heading."""
    page, colon, heading = target.partition(":")
    if not colon or " " not in heading or "/" in heading or _PAGE_PATH.fullmatch(page) is None:
        return False
    # (from the page, or from the documentation's root, as Sphinx names pages)
    return index.resolve_path(entry, page + ".md").state == "found" or any(
        relative.endswith(f"/{page}.md") for relative in index.entries)


_PAGE_PATH = lazy(r"[\w./-]{1,300}+")


def _object_name(target: str) -> bool:
    """Whether a link's address is a dotted object name (`pulumirpc.ResourceMonitor.Invoke`), which MyST reads as a
    cross-reference to what Sphinx documents: no path, no file suffix."""
    return _DOTTED_NAME.fullmatch(target) is not None and target.rpartition(".")[2].lower() not in _FILE_SUFFIXES


# A folder named for a release (`v1.29.0`, `1.20`, `version-2.5.0`, `v1.32.0-alpha.527f8d6c`).
_RELEASE = lazy(r"(?:version-)?v?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?(?:[-+][0-9A-Za-z.]{1,40})?", re.IGNORECASE)
RELEASES_MIN = 3  # sibling folders named for releases, holding the same file, for them to be a release's copies


def _release_copy(index: RepoIndex, entry: Entry) -> bool:
    """Whether a document is one release's copy of a file another project ships: under a folder named for a
    release, beside two or more such folders that hold the same file, in a folder that holds nothing but releases
    (Sail's `resources/v1.29.0/charts/gateway/` to `resources/v1.32.0-.../`, Istio's own charts as each release
    shipped them), in a repository that builds no site: a site's docs kept per version (Contour's
    `site/content/docs/1.33/` beside the `docs/main/` they are cut from) are the project's own, and their dead links
    are reported in each."""
    if index.memo.get("builds_a_site"):
        return False
    copies = index.memo.get("release_copies")
    if copies is None:
        by_rest: dict[tuple[str, str], set[str]] = {}  # (folder above the release, path below it) -> releases
        others: set[str] = set()  # folders that hold a folder not named for a release
        for relative in index.entries:
            parts = relative.split("/")
            for i, part in enumerate(parts[:-1]):
                if _RELEASE.fullmatch(part):
                    by_rest.setdefault(("/".join(parts[:i]), "/".join(parts[i + 1:])), set()).add(part)
                else:
                    others.add("/".join(parts[:i]))
        copies = index.memo["release_copies"] = frozenset(
            "/".join(filter(None, (above, release, rest))) for (above, rest), releases in by_rest.items()
            if len(releases) >= RELEASES_MIN and above not in others for release in releases)
    return entry.relative in copies


ROUTES_MIN = 3  # a folder's addresses from '/' to nothing here, with no file's suffix, for them to be an app's routes


def _route(index: RepoIndex, target: str) -> str | None:
    """The address of a link from '/' that looks like a web application's route, not a file's path (no suffix in
    its last part, a first part that names nothing at the repository's top), without its #fragment; else None."""
    path = _from_nowhere(index, target)
    # (a folder's address is no file's, dots and all: `/releases/1.18/`; nor is a version's, `/v1.2`)
    return path if path is not None and (path.endswith("/") or _FILE_SUFFIX.search(path) is None) else None


_FILE_SUFFIX = lazy(r"\.[A-Za-z][A-Za-z0-9]{0,7}$")


def _from_nowhere(index: RepoIndex, target: str) -> str | None:
    """The path of a link from '/' whose first part names nothing at the repository's top, without its #fragment
    and query; else None."""
    path = target.split("#", 1)[0].split("?", 1)[0]
    if not path.startswith("/") or path.startswith("//"):
        return None
    return path if path.lstrip("/").partition("/")[0] not in index.top_names() else None


def _app_folders(index: RepoIndex) -> frozenset[str]:
    """The folders whose pages link from '/' to ROUTES_MIN or more addresses with no file's suffix that name nothing
    at the repository's top, in most of their links from '/' leading to nothing at the top: pages an application or
    another site shows, at its routes (OPG's LPA service, whose guidance pages link `/help/#topic-donor`,
    `/user/dashboard` and `/contact`; GStreamer's security advisories, `/releases/1.18/#1.18.4` beside the release's
    `/src/gst-libav/gst-libav-1.18.4.tar.xz` on its website). (One such address copied into every page,
    Shipwright's `/docs/`, is one dead link.) Counted once over every document's links."""
    known = index.memo.get("app_folders")
    if known is None:
        rooted: Counter[str] = Counter()  # a folder's links from '/', and of them those to nothing here
        nowhere: Counter[str] = Counter()
        addresses: dict[str, set[str]] = {}  # a folder's routes, without their #fragments
        for entry in index.entries.values():
            for target, _line, _column in entry.record.get("links") or ():
                if not str(target).startswith("/") or str(target).startswith("//"):
                    continue
                rooted[entry.folder] += 1
                if _from_nowhere(index, str(target)) is not None and \
                        index.resolve_path(entry, str(target)).state == "missing":
                    nowhere[entry.folder] += 1
                    if (path := _route(index, str(target))) is not None:
                        addresses.setdefault(entry.folder, set()).add(path)
        known = index.memo["app_folders"] = frozenset(
            folder for folder, count in nowhere.items()
            if len(addresses.get(folder, ())) >= ROUTES_MIN and 2 * count > rooted[folder])
    return frozenset(known)


def _hotdoc_symbol(index: RepoIndex, entry: Entry, target: str) -> bool:
    """Whether a link is a bare name in a hotdoc site's page (`[GstElement](GstElement)`, `gst_bin_add_many`): the
    symbol its API documentation has a page for."""
    return entry.relative.startswith(tuple(index.memo.get("hotdoc_sites") or ())) and \
        _BARE_NAME.fullmatch(target) is not None


_BARE_NAME = lazy(r"[A-Za-z_][\w-]{0,100}")


def _named_here(index: RepoIndex, target: str) -> bool:
    """Whether a document here has the file name a link names (not a folder's page, `README.md`, `index.md`)."""
    name = posixpath.basename(target.split("#", 1)[0].split("?", 1)[0])
    return name.lower() not in _FOLDER_PAGES and bool(index.named(name))


def _renamed(index: RepoIndex, path: str) -> str | None:
    """The one document beside a missing one whose name is the same up to its first dot, where the rest differs
    (a status kept in the name, `x.proposed.md` now `x.accepted.md`)."""
    folder, name = posixpath.split(path)
    if name.count(".") < 2:
        return None  # (`x.md`: nothing between the name and its suffix)
    same = [p for p in index.by_stem().get(name.partition(".")[0], ()) if posixpath.dirname(p) == folder]
    return same[0] if len(same) == 1 else None


@repo_rule("DC410", "broken-link")
def broken_link(index: RepoIndex) -> Iterator[RepoProblem]:
    """A relative link points at a file that does not exist.

    Paths are compared the way a Linux checkout (and GitHub) sees them: `ADR-004-x.md` is not
    `adr-004-x.md`, and `adr-006-core-runtime` is not `adr-006-core-runtime.md`. Links that leave the indexed
    folders (`../../README.md` above the root), URLs and `#anchors` are not checked. A link from the site root
    (`/docs/old.md`) is checked against the configuration's folder, or a git checkout's top; elsewhere what
    `/` is depends on where the document is served, which the files do not say. So it does in a repository
    that builds a site (`mkdocs.yml`, `hugo.toml`, `_config.yml`, ... at its top or one folder down): there
    `/reference/api-spec/` is a route the generator makes.

    A MyST target set in any document (`(mission-and-values)=` above a heading) is what a link of its name
    (`[our values](mission-and-values)`) names: a place in the site, not a file. Where Sphinx reads the Markdown
    through MyST (a `conf.py` naming `myst_parser`), a dotted name (`pulumirpc.ResourceMonitor.Invoke`) is a
    documented object.

    A task list's unticked item linking a file not written yet (`- [ ] [0001](./docs/adrs/0001-IAM.md)`, an
    index of records planned) is a plan, and so is any document's link to what such an item plans.

    A repository that writes a third or more of its links between documents without the extension
    (`[ENSIP-9](./9)` for `9.md`, the address its site serves the page at) has that as its convention: such a
    link to a document that is there is not reported.

    A served page's link to an HTML page in a folder that is not in the repository (`../api/cpp/index.html` from
    an mdBook's chapter) is to a page another step of the site's build writes, rustdoc's or Doxygen's: not
    reported. An HTML page missing beside pages that are here is.

    A folder whose pages link from '/' to three or more addresses with no file suffix that name nothing at the
    repository's top, in most of their links from '/', is shown by an application at those routes (a service's
    help pages linking `/help/#topic-donor`): those links are not reported.

    A document none of whose links reaches a file here, linking into three or more folders that are not here
    either, is written for another tree (release notes kept for the documentation site they are published to):
    one finding for the document.

    In a repository that builds no site, a release's copy of another project's file, kept once per release in a
    folder of releases alone (`resources/v1.29.0/charts/gateway/README.md` beside the same file under two or more
    other release folders), is frozen as that project released it: its links are not reported.

    Bad: `see [module loading](module-loading.md)` when the file is `adr-004-module-loading.md`.
    Good: `see [module loading](adr-004-module-loading.md)`.
    """
    broken: list[tuple[Entry, str, int, int, Resolved]] = []
    planned = {index.resolve_path(entry, target).path for entry in index.entries.values()
               for target in entry.record.get("planned") or ()} - {None}
    in_templates: dict[tuple[str, str | None], tuple[Entry, int, int]] = {}  # (target, path) -> where a template has it
    labels = {label for entry in index.entries.values() for label in entry.record.get("labels") or ()}
    myst = bool(index.memo.get("myst_objects"))
    # (a folder the site's build writes pages into: `docs/reference/` of the mkdocstrings recipe)
    built = tuple(folder.removeprefix(BUILT) + "/" for folder in index.memo.get("ignored_folders") or ()
                  if folder.startswith(BUILT))
    # (a submodule not checked out, where nothing of it is here: another repository, whose files are not ours)
    submodules = tuple(folder + "/" for marked in index.memo.get("ignored_folders") or ()
                       if marked.startswith(SUBMODULE) and (folder := marked.removeprefix(SUBMODULE)) not in
                       index.folders)
    for entry, target, line, column in index.links():
        if entry.record.get("generated") or _release_copy(index, entry) or (
                entry.record.get("headless") and index.served(entry)):
            continue  # an API client generator's page (kserve's python/kserve/docs/), rewritten on every run; a
            # release's frozen copy; a site's headless page, whose links are read where other pages include it
        resolved = index.resolve_path(entry, target)
        if resolved.state != "missing" or PLACEHOLDER_PATH.search(target) or resolved.path in planned or any(
                source in index.existing for source in diagram_sources(resolved.path or "")) or \
                _SITE_BUILT.search(resolved.path or "") or (resolved.path or "").startswith(built) or \
                (resolved.path or "") + "/" in built or (resolved.path or "").startswith(submodules) or (
                target.startswith("/") and not index.judges_rooted(entry)) or target.split("#", 1)[0] in labels \
                or (myst and _object_name(target)) or _API_MEMBER.fullmatch(target) is not None \
                or _section_label(index, entry, target) or _hotdoc_symbol(index, entry, target):
            continue
        if entry.record.get("template"):
            in_templates.setdefault((target, resolved.path), (entry, int(line), int(column)))
        else:
            broken.append((entry, target, int(line), int(column), resolved))
    # (a served page's link to an HTML page in a folder that is not here: a page another step of the site's build
    # writes, rustdoc's or Doxygen's API pages that nano-ros's mdBook links as `../api/rmw-cffi/index.html`)
    missing: dict[str, str] = index.memo.get("missing_folder") or {}
    broken = [item for item in broken if not (
        _HTML_PAGE.search(item[4].path or "") and item[4].path in missing and index.served(item[0]))]
    # (links from '/' to nothing at the top: a route with a query, `/tutorials?tut=specify_pose` in SDFormat's
    # proposals, is a page a server makes, in any folder; any such link of a folder an application or another site
    # shows is its)
    rooted = [(item, _from_nowhere(index, item[1]) is not None) for item in broken]
    rooted = [(item, nowhere) for item, nowhere in rooted if not (nowhere and "?" in item[1].split("#", 1)[0])]
    if any(nowhere for _item, nowhere in rooted):
        served = _app_folders(index)  # (counted only where a broken link leads from '/' to nothing here)
        rooted = [(item, nowhere) for item, nowhere in rooted if not (nowhere and item[0].folder in served)]
        # (... and a folder written for a site, linking its pages by their addresses, links from '/' to the site's
        # root, which holds what the repository does not: Unleash's ADRs, `/contributing/ADRs/back-end/naming` for
        # `naming.md`, and `/img/frontend-api-before.png` from the site's static files)
        rooted = [(item, nowhere) for item, nowhere in rooted if not (nowhere and _pages_linked(index, item[0].folder))]
    broken = [item for item, _nowhere in rooted]
    # A template's links are examples (`yyyymmdd-xxx.md`), unless its records copy one that is dead (Shipwright's
    # `[docs](/docs/)` in every SHIP's checklist): one finding, where the fix is, not one per copy.
    copies = Counter((target, resolved.path) for _entry, target, _line, _column, resolved in broken
                     if (target, resolved.path) in in_templates)
    for (target, path), count in sorted(copies.items(), key=lambda item: str(item[0])):
        if count >= TEMPLATE_COPIES:
            entry, line, column = in_templates[(target, path)]
            found = problem(entry.relative, line, f"link to {target!r}: no such file; {count} documents copy it "
                                                  "from this template")
            yield found._replace(column=column)
    # A link by this repository's own address to a document that is not here is as broken (LiskHQ/lips links
    # its LIPs so, 683 links).
    for entry, target, line, column, path in index.own_url_links():
        if path not in index.entries and path not in index.existing and not entry.record.get("template") \
                and not PLACEHOLDER_PATH.search(path):
            near = index.by_lower.get(path.lower())
            hint = f" (did you mean {near}?)" if near is not None else ""
            found = problem(entry.relative, line, f"link to {target!r}: no such file in this repository ({path}){hint}")
            yield found._replace(column=column)
    # Links into a folder the .gitignore keeps out by its path (`docs/references/`, a clone of another project
    # an analysis cites by its files: octopus's, 152 links): one finding per document, where it first links there.
    # Only where the link's own folder is not here either: igloo-mcp's .gitignore lists docs/architecture/, whose pages
    # are committed all the same, and a page missing beside them is broken as any other.
    # A folder's name alone (`artifacts/`) keeps that folder out wherever it is.
    kept = index.memo.get("ignored_folders") or ()
    ignored = tuple(f"{folder}/" for folder in kept if not folder.startswith((BUILT, SUBMODULE)))

    def kept_out(resolved: Resolved) -> str | None:
        path = resolved.path or ""
        parent = posixpath.dirname(path)
        return None if parent in index.folders or parent in index.existing else next(
            (folder.removeprefix(ANY_DEPTH) for folder in ignored if path.startswith(folder) or (
                folder.startswith(ANY_DEPTH) and "/" + folder.removeprefix(ANY_DEPTH) in "/" + path)), None)

    outside = [kept_out(resolved) for *_rest, resolved in broken]
    # Links of one document into one folder that is not there either (`features/*.feature` from a page copied from
    # the project that has them: TM Forum's test kit, 25 links): one finding, with the count, the folder being what
    # is missing. Fewer are each their own.
    parents = [missing.get(resolved.path or "") if folder is None else None
               for (*_rest, resolved), folder in zip(broken, outside, strict=True)]
    into_missing = Counter((entry.relative, parent) for (entry, *_rest), parent in zip(broken, parents, strict=True)
                           if parent is not None)
    into_ignored = Counter((entry.relative, folder) for (entry, *_rest), folder in zip(broken, outside, strict=True)
                           if folder is not None)
    # A document none of whose links reaches a file here, linking into three folders or more that are not here
    # either, is written for another tree: the site it is published to (.NET Aspire's release notes, kept in its
    # repository and linking `../fundamentals/`, `../azure/`, ... of its documentation's): one finding, the tree
    # being what is missing.
    folders_of: dict[str, set[str]] = {}
    for (entry, *_rest), parent in zip(broken, parents, strict=True):
        if parent is not None:
            folders_of.setdefault(entry.relative, set()).add(parent)
    candidates = {relative for relative, folders in folders_of.items() if len(folders) >= FOREIGN_FOLDERS}
    # (links up and across, `../azure/x.md`, to pages of names no document here has: not a document moved, whose
    # links name pages that are here elsewhere, nor one whose folders below it went away)
    candidates -= {entry.relative for entry, target, *_rest in broken if entry.relative in candidates
                   and (not target.startswith("../") or _named_here(index, target))}
    candidates = {relative for relative in candidates if not any(
        index.resolve_path(index.entries[relative], target).state != "missing"
        for target, *_ in local_targets(index.entries[relative]))}
    foreign = Counter(entry.relative for entry, *_rest in broken if entry.relative in candidates)
    told: set[tuple[str, str]] = set()
    for (entry, target, line, column, resolved), folder, parent in zip(broken, outside, parents, strict=True):
        if copies.get((target, resolved.path), 0) >= TEMPLATE_COPIES:
            continue
        if (count := foreign[entry.relative]) and (entry.relative, "") not in told:
            told.add((entry.relative, ""))
            shown = sorted(folders_of[entry.relative])
            listed = ", ".join(f"{posixpath.relpath(f, entry.folder or '.')}/" for f in shown[:3])
            more = f" and {len(shown) - 3} more" if len(shown) > 3 else ""
            found = problem(entry.relative, int(line), f"link to {target!r}: no such file; none of this document's "
                            f"{count} links to files is in this repository, nor the folders they lead into "
                            f"({listed}{more}): they are written for another tree (a site it is published to?)")
            yield found._replace(column=int(column))
        if count:
            continue
        if parent is not None and (count := into_missing[(entry.relative, parent)]) >= MISSING_FOLDER_LINKS:
            if (entry.relative, parent) not in told:
                told.add((entry.relative, parent))
                found = problem(entry.relative, int(line), f"link to {target!r}: no such file, nor the folder "
                                f"{parent}/ (this document links into it {count} times)")
                yield found._replace(column=int(column))
            continue
        if folder is not None:
            if (entry.relative, folder) not in told:
                told.add((entry.relative, folder))
                count = into_ignored[(entry.relative, folder)]
                found = problem(entry.relative, int(line), f"link to {target!r}: no such file in the repository; "
                                f".gitignore keeps {folder} out (this document links there {count} "
                                f"time{'s' if count > 1 else ''})")
                yield found._replace(column=int(column))
            continue
        if resolved.near == f"{resolved.path}.md" and resolved.near in index.entries and \
                _pages_linked(index, entry.folder):
            continue  # the repository's way of linking its documents: the page's address, without `.md`
        if index.memo.get("builds_a_site") and f"{resolved.path}.mdx" in index.existing:
            continue  # a site's MDX page by its address (superposition's Docusaurus `../../quick_start`)
        near = posixpath.relpath(resolved.near, entry.folder or ".") if resolved.near is not None else None
        if near is not None and resolved.near and resolved.near.lower() == (resolved.path or "").lower():
            hint = f"; the file is {near} (letter case differs)"
        elif near is not None:
            hint = f"; did you mean {near}?"
        elif (renamed := _renamed(index, resolved.path or "")) is not None:
            # (addressr's `024-origin-gateway-auth.proposed.md`, accepted since: `024-origin-gateway-auth.accepted.md`)
            hint = f"; did you mean {posixpath.relpath(renamed, entry.folder or '.')}?"
        elif (other := next((o for o in other_formats(resolved.path or "") if o in index.existing), None)) is not None:
            # (Nextflow's docs moved to MDX: `../docs/reference/syntax.md` is now `syntax.mdx`)
            hint = f"; the page is {posixpath.relpath(other, entry.folder or '.')} now"
        elif "\\" in (resolved.path or "") and (
                (slashed := (resolved.path or "").replace("\\", "/")) in index.existing or slashed in index.entries):
            # (finos/waltz's `![](images\proposed_flow_workflow.png)`: an editor on Windows shows it, GitHub does not)
            there = posixpath.relpath(slashed, entry.folder or ".")
            hint = f"; a link's folders are separated by '/', not '\\' ({there} is there)"
        elif (lines := _LINE_SUFFIX.match(resolved.path or "")) is not None and lines.group(1) in index.entries:
            # (Conduit's design documents cite `20260705-sdk-and-embedding-dx.md:39-41,361`, as an editor does)
            hint = "; the file is there, and a line after its name is no part of a path (GitHub links lines as #L39)"
        elif (elsewhere := index.only_named(posixpath.basename(resolved.path or ""))) is not None and \
                elsewhere != entry.relative and posixpath.basename(elsewhere).lower() not in _FOLDER_PAGES:
            # (a record linking another by its name alone from the wrong folder: Conduit's ADR to a design document)
            hint = f"; a document of that name is {posixpath.relpath(elsewhere, entry.folder or '.')}"
        else:
            hint = _what_it_is(target)
        found = problem(entry.relative, int(line), f"link to {target!r}: no such file{hint}")
        yield found._replace(column=int(column))
