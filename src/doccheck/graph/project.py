"""Which graph a command means: the project's name, and the configuration whose graph a reader opens.

- The project name (the prefix of its groups, `acme__decisions`) is `[sync] project` when set, else the
  repository's: the name of its remote (`origin`, else the first), else its top folder's name, so two clones of
  one repository in folders of any name agree; a configuration below the top adds its folder
  (`shop_examples`). Outside git it is the configuration's folder's name.
- A graph read before names were taken from the repository is still found: a reader whose project has no groups
  reads those of the configuration's folder's name, and a sync keeps writing there (`settled_project`).
- `facts`, `history`, `graph status` and `mcp` find the graph as `sync` made it: the configuration found by
  walking up from the current folder, and, when that one has no graph, the configuration below the current
  folder that does (the one `doccheck sync examples/` used, from the repository's top): `located`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from doccheck.graph.history.episodes import group_name

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.storage.store import GraphStore

SEARCH_DEPTH = 4  # folders below the current one looked into for a configuration with a graph
SEARCH_FOLDERS = 2000  # at most this many folders looked at
_SKIPPED = frozenset({"node_modules", "__pycache__", "venv", "site-packages", "target", "build", "dist"})


def project_name(config: Config) -> str:
    """The project's name (see the module docstring), as groups spell it."""
    if config.sync.project:
        return group_name(config.sync.project)
    from doccheck.graph.history import git

    top = git.top_level(config.root)
    if top is None:
        return group_name(config.root.name)
    name = _remote_name(top) or top.resolve().name
    try:
        below = config.root.resolve().relative_to(top.resolve()).as_posix()
    except ValueError:
        below = "."
    return group_name(name if below in ("", ".") else f"{name}_{below}")


def _remote_name(top: Path) -> str | None:
    from doccheck.graph.history import git

    remotes = git.git(top, "remote", check=False).split()
    if not remotes:
        return None
    remote = "origin" if "origin" in remotes else remotes[0]
    url = git.git(top, "remote", "get-url", remote, check=False).strip()
    tail = re.split(r"[/:\\]", url.rstrip("/"))[-1] if url else ""
    tail = re.sub(r"\.(?:git|bundle)$", "", tail)
    return tail or None


def folder_project(config: Config) -> str:
    """The name a graph synced before names came from the repository has: the configuration's folder's."""
    return group_name(config.sync.project or config.root.name)


async def settled_project(store: GraphStore, config: Config) -> str:
    """The project name to read and write: `project_name`, unless only the folder's name has groups (a graph
    synced before), which is kept so the graph goes on where it was."""
    name = project_name(config)
    named = config.sync.groups.values()
    if config.sync.project or await store.project_groups(name, named):
        return name
    older = folder_project(config)
    return older if older != name and await store.project_groups(older, named) else name


def located(config: Config, explicit: bool, url: str | None, start: Path | None = None) -> Config:
    """The configuration whose graph a reader opens: this one when it was given (`explicit`), a server was
    named (`url`) or its graph exists; else the one below `start` (default: the current folder) that has a
    graph. Several such: a usage error naming them."""
    if explicit or url is not None or (config.root / config.sync.data_dir).exists():
        return config
    from doccheck.errors import UsageError

    found = _graphs_below(start or Path.cwd())
    if not found:
        return config
    if len(found) > 1:
        shown = ", ".join(str(p) for p in found[:5])
        raise UsageError(f"no graph for {config.source or config.root}, and several below here ({shown}): give "
                         "--config with the configuration the sync used")
    from doccheck.run.settings import load_config

    return load_config(found[0].parent, found[0], use_cache=False)


def _graphs_below(start: Path) -> list[Path]:
    """Configuration files below `start` whose graph folder exists."""
    from doccheck.config.load import CONFIG_FILES
    from doccheck.errors import UsageError
    from doccheck.run.settings import load_config

    found: list[Path] = []
    looked = 0
    base = len(PurePosixPath(start.resolve().as_posix()).parts)
    for folder, dirs, files in os.walk(start):
        looked += 1
        depth = len(PurePosixPath(Path(folder).resolve().as_posix()).parts) - base
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _SKIPPED) if depth < SEARCH_DEPTH \
            else []
        if looked > SEARCH_FOLDERS:
            break
        if depth == 0:
            continue
        for name in CONFIG_FILES:
            if name not in files:
                continue
            path = Path(folder) / name
            if name == "pyproject.toml" and b"[tool.doccheck" not in _head(path):
                continue
            try:
                config = load_config(path.parent, path, use_cache=False)
            except (UsageError, ValueError, OSError):  # one that does not load is not the one sought
                continue
            if (config.root / config.sync.data_dir).exists():
                found.append(path)
            break
    return found


def _head(path: Path) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(1 << 20)
    except OSError:
        return b""


async def writing_now(store: GraphStore, project: str) -> str | None:
    """Who holds the project's sync lock (`host:pid:...`) while a sync writes the graph, else None."""
    from doccheck.graph.storage.store import _LOCK_KEY

    holder = await store.connection.client.connection.get(_LOCK_KEY.format(project))
    return holder.decode(errors="replace") if isinstance(holder, bytes) else holder


async def ever_synced(store: GraphStore, groups: list[str]) -> bool:
    """Whether a sync of these groups ever finished (recorded its end)."""
    for group in groups:
        if (await store.meta(group)).get("sync", {}).get("last_sync_at"):
            return True
    return False


def writing_note(holder: str, complete: bool) -> str:
    """What a reader is told while a sync writes the graph."""
    if not complete:
        return (f"a first sync is writing this graph now ({holder}): nothing is complete yet, and what is read is "
                "only what it has written so far; ask again when it ends")
    return (f"a sync is writing this graph now ({holder}): the answers are the last complete sync's and what the "
            "running one has written so far; ask again when it ends")
