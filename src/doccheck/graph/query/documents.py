"""One document as the graph holds it: its id, versions, status history and supersessions (the facts
`doccheck history` shows, a supersession both documents state once, with both sources), and the text of a
version: the file as that commit has it, read from git (front matter and all), else, when the repository at hand
lacks the commit (a shared graph read from another clone), put back together from its episodes (a version's
parts are in `DocVersion.episodes`, in document order; versions share the episodes of the parts they leave
alone)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.query import Catalog, document_lineage, moved_on
from doccheck.graph.query.decisions import statuses
from doccheck.graph.query.moves import Segment
from doccheck.graph.query.standing import Source, merge_links
from doccheck.graph.temporal.facts import SUPERSEDING, Fact

if TYPE_CHECKING:
    from doccheck.graph.storage.store import GraphStore
    from doccheck.graph.temporal.intervals import Version

MAX_TEXT = 200_000  # characters of a version's text returned at most


class DocumentView(NamedTuple):
    path: str
    doc_id: str
    group: str | None
    versions: list[Version]  # oldest first
    statuses: list[Fact]  # HAS_STATUS intervals, oldest first
    superseded_by: list[Fact]  # `X SUPERSEDES|REPLACES this`
    supersedes: list[Fact]  # `this SUPERSEDES|REPLACES|AMENDS|... X`
    version: Version | None  # the version asked for (default: the latest)
    text: str | None  # its text; None for a deletion
    truncated: bool
    text_from: str | None  # git (the file as the commit has it), disk (outside git), episodes (re-assembled)
    sources: dict[str, tuple[Source, ...]]  # link fact uuid -> every statement of that link, the newer first


class NoSuchVersion(LookupError):
    pass


async def document(store: GraphStore, groups: list[str], name: str, version: str | None = None,
                   catalog: Catalog | None = None, root: Path | None = None) -> list[DocumentView]:
    """Each document the name means (a path, a path's tail, an id); `version`: a commit (or its first 4+
    characters); default: the latest. `root`: the configuration's folder, whose repository the text is read
    from. Raises NoSuchVersion when a document has no such version."""
    from doccheck.graph.temporal.derive import version_from_row

    catalog = catalog or await Catalog.read(store, groups)
    merged = merge_links(await catalog.links())
    links = [link.fact for link in merged]
    sources = {link.fact.uuid: link.sources for link in merged}
    views = []
    chains: list[list[Segment]] = []
    moves = await catalog.moves()
    for path, doc_id in await catalog.find_documents(name):
        chain = await document_lineage(store, groups, path, moves)
        chains.append(chain)
        versions: list[Version] = []
        for group in groups:
            versions += [version_from_row(r) for r in await store.versions(group, [path])]
        versions.sort(key=lambda v: v.order)
        chosen = _choose(versions, version)
        if chosen is None and version is not None:
            known = ", ".join((v.commit or v.version_id)[:12] for v in versions[-5:])
            raise NoSuchVersion(f"{path} has no version {version!r}; its latest: {known or 'none'}")
        text, text_from = (None, None) if chosen is None else await _text(store, chosen, root,
                                                                          chosen is versions[-1])
        truncated = text is not None and len(text) > MAX_TEXT
        by_date = sorted(links, key=lambda f: f.valid_from.isoformat() if f.valid_from else "")
        views.append(DocumentView(
            path, doc_id, chosen.group_id if chosen else None, versions,
            await statuses(store, groups, path, doc_id, chain),
            [f for f in by_date if f.object.doc_path == path and f.relation in SUPERSEDING],
            [f for f in by_date if f.subject.doc_path == path and f.object.doc_path != path],
            chosen, text[:MAX_TEXT] if text else text, truncated, text_from,
            {u: k for u, k in sources.items() if len(k) > 1}))
    # A stretch of a path that is part of another shown document's lineage (a path it was renamed from): its
    # statuses are in that view. A document that moved away and came back is shown at the path it has now.
    hidden = moved_on(chains)
    return [view for view, chain in zip(views, chains, strict=True) if chain[0] not in hidden]


def _choose(versions: list[Version], wanted: str | None) -> Version | None:
    if not versions:
        return None
    if wanted is None:
        return versions[-1]
    key = wanted.strip().casefold()
    for item in reversed(versions):
        if len(key) >= 4 and ((item.commit or "").casefold().startswith(key)
                              or item.version_id.casefold().startswith(key)):
            return item
    return None


async def _text(store: GraphStore, version: Version, root: Path | None,
                latest: bool) -> tuple[str | None, str | None]:
    """The version's text and where it came from (see the module docstring)."""
    if version.facts is None:
        return None, None
    found = _file_text(version, root, latest) if root is not None else None
    if found is not None:
        return found
    uuids = list(version.episodes.values())
    rows = await store.query(version.group_id, """MATCH (n:Episodic) WHERE n.uuid IN $uuids
        RETURN n.uuid AS uuid, n.content AS content""", uuids=uuids)
    found_parts = {r["uuid"]: r["content"] for r in rows}
    return "\n\n".join(str(found_parts[u]) for u in uuids if found_parts.get(u) is not None), "episodes"


def _file_text(version: Version, root: Path, latest: bool) -> tuple[str, str] | None:
    """The file as the version's commit has it; outside git, the file on disk, for the latest version."""
    from doccheck.graph.history import git

    top = git.top_level(root)
    if version.commit is not None:
        if top is None:
            return None
        try:
            prefix = root.resolve().relative_to(top.resolve()).as_posix()
        except ValueError:
            return None
        path = version.path if prefix in ("", ".") else f"{prefix}/{version.path}"
        shown = git.git(top, "cat-file", "-p", f"{version.commit}:{path}", check=False)
        return (shown, "git") if shown else None
    if top is not None or not latest:
        return None
    from doccheck.boundary import Refused, read_file

    try:
        data = read_file(root / version.path, limit=MAX_TEXT * 4, root=root)
    except (OSError, Refused):
        return None
    return data.decode("utf-8", errors="replace"), "disk"
