"""Which graph a command means: the project's name, and the configuration whose graph a reader opens.

- The repository is named by its remote (`origin`, else the first): `repository_of` reads a forge's URL in each
  form git accepts (`https://host/owner/repo.git`, `git@host:owner/repo`, `ssh://git@host:22/owner/repo`, with or
  without credentials, which are never kept) as one `Repository` (host, `owner/repo`), so a developer's ssh
  clone and a CI runner's https checkout are one repository; a local path or bundle is named by its last part.
- The project name (the prefix of its groups, `acme_platform__decisions`) is `[sync] project` when set, else the
  repository's: `owner_repo` for a forge's repository (two owners' `api` are two projects), the remote's last
  part for a local one, else the top folder's name, so two clones in folders of any name agree; a configuration
  below the top adds its folder (`shop_examples`). Outside git it is the configuration's folder's name.
- A graph read or written before is still found: a reader whose project has no groups reads those of the name
  the remote's last part gave (before owners were part of it), else of the configuration's folder's name, and a
  sync keeps writing there (`settled_project`).
- `facts`, `history`, `graph status` and `mcp` find the graph as `sync` made it: the configuration found by
  walking up from the current folder, and, when that one has no graph, the configuration below the current
  folder that does (the one `doccheck sync examples/` used, from the repository's top): `located`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, NamedTuple
from urllib.parse import urlsplit

from doccheck.graph.history.episodes import group_name
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.storage.store import GraphStore

SEARCH_DEPTH = 4  # folders below the current one looked into for a configuration with a graph
SEARCH_FOLDERS = 2000  # at most this many folders looked at
_SKIPPED = frozenset({"node_modules", "__pycache__", "venv", "site-packages", "target", "build", "dist"})


# A forge's URL: scheme://[user[:secret]@]host[:port]/path, or git's scp form [user@]host:path.
_SCP = lazy(r"(?:[^@/\s]{1,200}@)?([A-Za-z0-9][A-Za-z0-9.-]{0,252}):(?!//)([^\s]{1,1000})")
_SEGMENT = lazy(r"[A-Za-z0-9_.][A-Za-z0-9_.-]{0,99}")
_FORGE_SCHEMES = ("https", "http", "ssh", "git", "git+ssh", "ssh+git")


class Repository(NamedTuple):
    """A repository as its remote names it: the forge's host and `owner/repo` (or `group/sub/repo`), lower case;
    a local path or bundle has no host and is named by its last part."""

    host: str | None
    path: str

    @property
    def identity(self) -> str:
        """What names it on a shared server: `github.com/acme/platform`, or `local:NAME`."""
        return f"{self.host}/{self.path}" if self.host else f"local:{self.path}"

    @property
    def project(self) -> str:
        return group_name(self.path.replace("/", "_"))


def repository_of(url: str) -> Repository | None:
    """The repository a remote URL names (see the module docstring); None for an empty or unreadable one."""
    url = url.strip()
    if not url or len(url) > 2000 or not url.isprintable():
        return None
    host: str | None = None
    path = ""
    if "://" in url:
        parts = urlsplit(url)
        if parts.scheme.lower() in _FORGE_SCHEMES and parts.hostname:
            host, path = parts.hostname.lower(), parts.path
        else:  # file://, or a scheme git asks a helper about: a local name
            path = parts.path
    elif (scp := _SCP.fullmatch(url)) is not None and not re.match(r"[A-Za-z]:[\\/]", url):
        host, path = scp.group(1).lower(), scp.group(2)
    else:
        path = url
    segments = [s for s in re.split(r"[/\\]", path) if s not in ("", ".")]
    if segments:
        segments[-1] = re.sub(r"\.(?:git|bundle)$", "", segments[-1], flags=re.IGNORECASE)
    if host is not None and len(segments) >= 2 and all(_SEGMENT.fullmatch(s) for s in segments):
        return Repository(host, "/".join(segments).lower())
    tail = segments[-1] if segments else ""
    return Repository(None, tail) if tail else None


def checkout(root: Path) -> tuple[Path | None, Repository | None]:
    """The top of the git checkout `root` is in, and its repository: asked of git once per run (a sync asks for
    them at several steps)."""
    key = str(root.resolve())
    if key not in _CHECKOUTS:
        from doccheck.graph.history import git

        top = git.top_level(root)
        _CHECKOUTS[key] = (top, repository(top) if top is not None else None)
    return _CHECKOUTS[key]


_CHECKOUTS: dict[str, tuple[Path | None, Repository | None]] = {}


def repository(top: Path) -> Repository | None:
    """The repository of a git checkout, from its remote (`origin`, else the first)."""
    from doccheck.graph.history import git

    remotes = git.git(top, "remote", check=False).split()
    if not remotes:
        return None
    remote = "origin" if "origin" in remotes else remotes[0]
    return repository_of(git.git(top, "remote", "get-url", remote, check=False))


def project_name(config: Config) -> str:
    """The project's name (see the module docstring), as groups spell it."""
    return _names(config)[0]


def _names(config: Config) -> list[str]:
    """The project's name, then the names earlier versions gave it (the remote's last part), newest first."""
    if config.sync.project:
        return [group_name(config.sync.project)]
    top, found = checkout(config.root)
    if top is None:
        return [group_name(config.root.name)]
    try:
        below = config.root.resolve().relative_to(top.resolve()).as_posix()
    except ValueError:
        below = "."
    names = [found.project] if found is not None else []
    if found is not None and found.host is not None:
        names.append(group_name(found.path.rsplit("/", 1)[-1]))
    names = names or [group_name(top.resolve().name)]
    return list(dict.fromkeys(group_name(n if below in ("", ".") else f"{n}_{below}") for n in names))


def repository_identity(config: Config) -> str | None:
    """`github.com/acme/platform` (or `local:NAME`) of the configuration's repository; None outside git or
    without a remote."""
    found = checkout(config.root)[1]
    return found.identity if found is not None else None


def root_below_top(config: Config) -> str:
    """The configuration's folder from the repository's top (`examples`), "" at the top or outside git: what a
    path in a forge's link loses to become a path in the graph."""
    top = checkout(config.root)[0]
    if top is None:
        return ""
    try:
        below = config.root.resolve().relative_to(top.resolve()).as_posix()
    except ValueError:
        return ""
    return "" if below in ("", ".") else below


def path_from_top(config: Config, path: str) -> str:
    """A path from the configuration's folder, as the repository's top names it (`examples/docs/x.md`)."""
    below = root_below_top(config)
    return f"{below}/{path}" if below and path else below or path


def folder_project(config: Config) -> str:
    """The name a graph synced before names came from the repository has: the configuration's folder's."""
    return group_name(config.sync.project or config.root.name)


async def settled_project(store: GraphStore, config: Config) -> str:
    """The project name to read and write: `project_name`, unless only a name an earlier version gave it has
    groups (a graph synced before), which is kept so the graph goes on where it was."""
    names = _names(config)
    named = config.sync.groups.values()
    if config.sync.project or await store.project_groups(names[0], named):
        return names[0]
    for older in [*names[1:], folder_project(config)]:
        if older != names[0] and await store.project_groups(older, named):
            return older
    return names[0]


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
    from doccheck.graph.storage.lock import holder

    return await holder(store.connection, project)


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
