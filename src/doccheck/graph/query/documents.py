"""One document as the graph holds it: its metadata, status history and versions (`timeline`), and the text of a
version, put back together from its episodes (a version's parts are in `DocVersion.episodes`, in document order;
versions share the episodes of the parts they leave alone)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.query import Catalog, Timeline, VersionRow, timeline

if TYPE_CHECKING:
    from doccheck.graph.store import GraphStore

MAX_TEXT = 200_000  # characters of a version's text returned at most


class DocumentView(NamedTuple):
    timeline: Timeline
    group: str | None
    version: VersionRow | None  # the version asked for (default: the latest)
    text: str | None  # its text; None for a deletion
    truncated: bool


class NoSuchVersion(LookupError):
    pass


async def document(store: GraphStore, groups: list[str], name: str, version: str | None = None,
                   catalog: Catalog | None = None) -> list[DocumentView]:
    """Each document the name means (a path, a path's tail, an id); `version`: a commit (or its prefix) or the
    version's id; default: the latest. Raises NoSuchVersion when a document has no such version."""
    views = []
    for path, doc_id in (catalog or await Catalog.read(store, groups)).find_documents(name):
        line = await timeline(store, groups, path, doc_id)
        chosen = _choose(line.versions, version)
        if chosen is None:
            if version is not None:
                known = ", ".join((v.commit or v.version)[:12] for v in line.versions[-5:])
                raise NoSuchVersion(f"{path} has no version {version!r}; its latest: {known}")
            views.append(DocumentView(line, None, None, None, False))
            continue
        group, text = await _text(store, groups, path, chosen.version)
        truncated = text is not None and len(text) > MAX_TEXT
        views.append(DocumentView(line, group, chosen, text[:MAX_TEXT] if text else text, truncated))
    return views


def _choose(versions: list[VersionRow], wanted: str | None) -> VersionRow | None:
    if not versions:
        return None
    if wanted is None:
        return versions[-1]
    key = wanted.strip().casefold()
    for item in reversed(versions):
        if len(key) >= 4 and ((item.commit or "").casefold().startswith(key) or item.version.casefold().startswith(
                key)):
            return item
    return None


async def _text(store: GraphStore, groups: list[str], path: str, version: str) -> tuple[str | None, str | None]:
    for group in groups:
        rows = await store.query(group, """MATCH (v:DocVersion) WHERE v.path = $path AND v.version = $version
            RETURN v.episodes AS episodes, v.deleted AS deleted""", path=path, version=version)
        if not rows:
            continue
        row = rows[0]
        if row["deleted"] in (True, "True", "true"):
            return group, None
        parts: dict[str, str] = json.loads(row["episodes"] or "{}")
        uuids = list(parts.values())
        found = {r["uuid"]: r["content"] for r in await store.query(group, """MATCH (n:Episodic)
            WHERE n.uuid IN $uuids RETURN n.uuid AS uuid, n.content AS content""", uuids=uuids)}
        return group, "\n\n".join(str(found[u]) for u in uuids if found.get(u) is not None)
    return None, None
