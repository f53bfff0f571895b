"""The projects on one FalkorDB server: which repository each is, its groups, and a counter of writes per group.

A team's server holds many repositories' projects (`acme_platform__decisions`, `acme_billing__decisions`, ...).
Two plain keys beside the graphs say what they are:

- `doccheck:projects`, a hash: project -> JSON `{repository, root, groups, synced_at, commit}`. A sync claims its
  project under the project's lock before it writes (`claim`): a project another repository holds is refused
  with one line (two owners' `api`, or a `[sync] project` naming another repository's project, would otherwise
  overwrite each other), and records its groups and commit when it ends (`record`). Graphs synced before the
  registry existed are listed too, named by their prefix (`read_projects`).
- `doccheck:generation`, a hash: group -> a number every write to that group raises (`touch`). A reader that keeps
  what it read (`doccheck mcp`) asks for these numbers once per question (one HMGET, whatever the number of
  projects) to know whether to read again.

Everything here is data a repository's remote named (untrusted): it is read back as text, never as a command or a
path, and shown escaped by whoever shows it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.errors import GraphError
from doccheck.regex import lazy

if TYPE_CHECKING:
    from falkordb.asyncio import FalkorDB

PROJECTS_KEY = "doccheck:projects"
GENERATION_KEY = "doccheck:generation"
REGISTRY_FIELD = "@projects"  # the registry's own write counter in GENERATION_KEY (no group is named so)
REGISTRY_MAX_AGE = 60.0  # seconds a reader trusts its copy of the registry whose counter has not moved
_MAX_ENTRY = 64 * 1024  # bytes of one project's entry read back: a larger one is not doccheck's


class ProjectEntry(NamedTuple):
    name: str  # the project: the prefix of its groups
    repository: str | None  # `github.com/acme/platform`, `local:shop`; None: synced before the registry existed
    root: str  # the configuration's folder below the repository's top ("" at the top)
    groups: tuple[str, ...]
    synced_at: str | None = None
    commit: str | None = None
    references: tuple[str, ...] = ()  # `owner/repo` of the repositories its documents name (`query/xrefs.py`)

    @property
    def shown(self) -> str:
        """How answers name the repository: `acme/platform` (its forge's path), else the project's name."""
        if self.repository is None:
            return self.name
        if self.repository.startswith("local:"):
            return self.repository[len("local:"):] or self.name
        return self.repository.split("/", 1)[1] if "/" in self.repository else self.repository

    @property
    def slug(self) -> str | None:
        """`owner/repo` of a forge's repository, as a reference across repositories writes it."""
        if self.repository is None or self.repository.startswith("local:") or "/" not in self.repository:
            return None
        return self.repository.split("/", 1)[1]

    @property
    def host(self) -> str | None:
        if self.repository is None or self.repository.startswith("local:") or "/" not in self.repository:
            return None
        return self.repository.split("/", 1)[0]


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


_NAME = lazy(r"[A-Za-z0-9_]{1,200}")
_WHEN = lazy(r"[0-9][0-9T:.+\-]{0,40}")
_COMMIT = lazy(r"[0-9a-f]{4,64}")


_READ: dict[tuple[str, bytes], ProjectEntry | None] = {}  # a reader asks at each question: parse what changed


def _read(name: str, raw: Any) -> ProjectEntry | None:
    key = (name, raw if isinstance(raw, bytes) else str(raw).encode())
    if key not in _READ:
        if len(_READ) > 10_000:
            _READ.clear()
        _READ[key] = _entry(name, raw)
    return _READ[key]


def _entry(name: str, raw: Any) -> ProjectEntry | None:
    """An entry as the registry holds it, or None; a field that is not what doccheck writes is dropped (anyone
    with the server's password can write there: what answers show must be printable, a root a relative path)."""
    text = _text(raw)
    if len(text) > _MAX_ENTRY or not _NAME.fullmatch(name):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    groups, repository, root = data.get("groups"), data.get("repository"), data.get("root")
    synced, commit, references = data.get("synced_at"), data.get("commit"), data.get("references")

    def printable(value: Any, limit: int = 300) -> str | None:
        return value if isinstance(value, str) and 0 < len(value) <= limit and value.isprintable() else None

    root = printable(root) or ""
    if root.startswith("/") or ".." in root.split("/"):
        root = ""
    return ProjectEntry(
        name, printable(repository), root,
        tuple(g for g in groups if isinstance(g, str) and _NAME.fullmatch(g)) if isinstance(groups, list) else (),
        synced if isinstance(synced, str) and _WHEN.fullmatch(synced) else None,
        commit if isinstance(commit, str) and _COMMIT.fullmatch(commit) else None,
        tuple(r for r in references if printable(r, 200)) if isinstance(references, list) else ())


async def read_projects(client: FalkorDB, graphs: Iterable[str] | None = None) -> dict[str, ProjectEntry]:
    """Every project on the server: those the registry names (with the graphs of theirs that exist), and the
    prefixes of graphs no entry claims (`older__decisions` -> `older`, a project synced before the registry)."""
    listed = sorted(graphs if graphs is not None else await client.list_graphs())
    raw = await client.connection.hgetall(PROJECTS_KEY)
    found: dict[str, ProjectEntry] = {}
    for key, value in (raw or {}).items():
        entry = _read(_text(key), value)
        if entry is not None:
            found[entry.name] = entry
    claimed: set[str] = set()
    for entry in list(found.values()):
        mine = sorted({g for g in listed if g.startswith(f"{entry.name}__")} | (set(entry.groups) & set(listed)))
        found[entry.name] = entry._replace(groups=tuple(mine))
        claimed.update(mine)
    for graph in listed:
        if graph in claimed or "__" not in graph:
            continue
        name = graph.rsplit("__", 1)[0]
        if any(graph.startswith(f"{other}__") for other in found if other != name and len(other) > len(name)):
            continue
        held = found.get(name) or ProjectEntry(name, None, "", ())
        found[name] = held._replace(groups=tuple(sorted({*held.groups, graph})))
    return {name: entry for name, entry in sorted(found.items()) if entry.groups or entry.repository}


async def claim(client: FalkorDB, project: str, repository: str | None, root: str, where: str) -> None:
    """Take the project for this repository (its writer holds the project's lock): a project another repository
    holds is refused with one line; one nobody holds is recorded as this one's."""
    raw = await client.connection.hget(PROJECTS_KEY, project)
    held = _entry(project, raw) if raw is not None else None
    if held is not None and held.repository and repository and held.repository != repository:
        raise GraphError(
            f"project {project} on {where} holds the decisions of {held.repository}, and this repository is "
            f"{repository}: syncing would overwrite them; give this repository its own name with [sync] project in "
            f"your own configuration (or --group), or delete that project's graphs if it is gone")
    if held is None or (repository and not held.repository):
        entry = {"repository": repository, "root": root, "groups": list(held.groups) if held else []}
        await client.connection.hset(PROJECTS_KEY, project, json.dumps(entry))
        await client.connection.hincrby(GENERATION_KEY, REGISTRY_FIELD, 1)
    else:  # a server whose registry an older doccheck wrote gets its counter: readers can then keep a copy
        await client.connection.hsetnx(GENERATION_KEY, REGISTRY_FIELD, 0)


async def record(client: FalkorDB, project: str, repository: str | None, root: str, groups: Iterable[str],
                 synced_at: str, commit: str | None, references: Iterable[str] = ()) -> None:
    """What the sync that just ended leaves for readers: its groups, the commit it read to, and the repositories
    its documents refer to (readers of references across repositories read only the projects that have some)."""
    entry = {"repository": repository, "root": root, "groups": sorted(set(groups)), "synced_at": synced_at,
             "commit": commit, "references": sorted(set(references))}
    await client.connection.hset(PROJECTS_KEY, project, json.dumps(entry))
    await client.connection.hincrby(GENERATION_KEY, REGISTRY_FIELD, 1)


class Registry:
    """The projects as a long-running reader keeps them (`read_projects`): read again when a sync changed the
    registry (its counter, which `claim` and `record` raise, moved), when the server has no counter yet (an
    older doccheck wrote it), or after `REGISTRY_MAX_AGE` (a graph deleted by hand changes no counter)."""

    def __init__(self) -> None:
        self.held: dict[str, ProjectEntry] | None = None
        self.counter: int | None = None
        self.read_at = 0.0

    async def read(self, client: FalkorDB) -> dict[str, ProjectEntry]:
        import time

        raw = await client.connection.hget(GENERATION_KEY, REGISTRY_FIELD)
        counter = int(raw) if raw is not None and _text(raw).isdigit() else None
        now = time.monotonic()
        if self.held is None or counter is None or counter != self.counter or now - self.read_at > REGISTRY_MAX_AGE:
            self.held, self.counter, self.read_at = await read_projects(client), counter, now
        return self.held


async def touch(client: FalkorDB, group: str) -> None:
    """Raise the group's write counter: whatever a reader kept of it is stale."""
    await client.connection.hincrby(GENERATION_KEY, group, 1)


async def generations(client: FalkorDB, groups: list[str]) -> list[int | None]:
    """Each group's write counter (None: never counted: written by a doccheck before the counter, or never)."""
    if not groups:
        return []
    values = await client.connection.hmget(GENERATION_KEY, groups)
    return [int(v) if v is not None and _text(v).isdigit() else None for v in values]
