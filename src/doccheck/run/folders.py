"""What a folder holds for the check, listed again only when the folder changed.

Creating, removing or renaming an entry sets its folder's mtime and ctime, so a folder whose stat data are the
ones recorded holds the entries it held (git's untracked cache relies on the same). Two limits, as for files
(`cache.py`): stat data taken within `RACY_NS` of the folder's last change are not kept (a later change in the
same clock tick could leave them as they were), and a folder that holds a symlink is always listed again
(what a symlink points at can change kind, a file or a folder, while its folder stays as it was).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Collection
from sys import intern
from typing import TYPE_CHECKING, Any

from doccheck.config.load import is_agent_file, is_manual_page

if TYPE_CHECKING:
    from doccheck.config.load import Config

MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
# Folders to enter (sorted, without the excluded ones and symlinks), the Markdown files' paths from the root
# (sorted, without the excluded ones; interned: the cache and the index hold each several times, and marshal
# writes one object once), and the sidecars (a KEP's kep.yaml) in the folder, by name (sorted).
Listing = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
FolderKey = tuple[int, int, int, int]  # mtime_ns, ctime_ns, inode, size
UNREADABLE: Listing = ((), (), ())
# What an API client generator leaves in the folder it writes (openapi-generator's `.openapi-generator/FILES`,
# swagger-codegen's `.swagger-codegen/VERSION`): the folder is its output, rewritten on every run, its Markdown
# pages of models and endpoints no one writes or keeps (lakeFS's `clients/java/docs/ObjectsApi.md` linking a
# `File.md` the generator never writes).
GENERATOR_MARKS = frozenset({".openapi-generator", ".swagger-codegen"})
GENERATOR_RECORDS = ("VERSION", "FILES")  # ... what the generator writes there on every run
SKILL_FILE = "skill.md"  # a coding agent's skill: the folder that holds it is the agent's


def _generated_here(folder: str, mark: str) -> bool:
    """Whether a generator wrote the folder: its mark holds the record of a run (`.openapi-generator/VERSION`),
    not only the generator's settings (dpl-cms's `.openapi-generator/fbs.config.yaml` at its top, read by a
    task that writes the clients elsewhere)."""
    return any(_regular_file(os.path.join(folder, mark, name)) for name in GENERATOR_RECORDS)


def _regular_file(path: str) -> bool:
    """Whether a path is a regular file itself: a link is not followed (out of the repository, perhaps)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def list_folder(folder: str, relative: str, config: Config, sidecars: Collection[str]) -> tuple[Listing, bool]:
    """The folder's listing, and whether it may be kept (it could be read and holds no symlink). A folder is
    entered only if it is not a symlink: no loops. `relative` is the folder's path from the configuration's
    root, which exclusion patterns match."""
    dirs: list[str] = []
    files: list[str] = []
    plain = True
    beside: list[str] = []
    skill = False
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                name = entry.name
                if name in sidecars:
                    beside.append(name)  # anything there counts, a folder or a symlink too
                skill = skill or name.lower() == SKILL_FILE
                link = entry.is_symlink()
                plain = plain and not link
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                if is_dir:
                    if not link:
                        dirs.append(name)
                elif name.lower().endswith(MARKDOWN_SUFFIXES) and not is_agent_file(name) \
                        and not is_manual_page(relative, name) and not (
                        link and _alias(entry.path, config)):
                    files.append(name)
    except OSError:
        return UNREADABLE, False
    if skill or any(_generated_here(folder, mark) for mark in GENERATOR_MARKS.intersection(dirs)):
        # A generator's output, or an agent's skill (its SKILL.md and the references it reads, xsql's
        # `webui/skills/svelte-core-bestpractices/references/`, Svelte's pages copied with their site's links):
        # nothing in it, or below it, is a document
        return ((), (), tuple(sorted(beside))), plain
    prefix = "" if relative in ("", ".") else relative + "/"
    enter = tuple(sorted(d for d in dirs if not config.is_excluded(prefix + d)))
    # Folders were pruned above (and agents' files left out): only a pattern can still exclude a file.
    paths = [prefix + name for name in sorted(files)]
    if config.model.exclude:
        paths = [path for path in paths if not config.is_excluded(path)]
    return (enter, tuple(map(intern, paths)), tuple(sorted(beside))), plain


def _alias(path: str, config: Config) -> bool:
    """Whether a symlinked document is another name of a document of this repository (an RFC renamed, its old
    name kept as a link): that one is checked under its own name, and the link is not a second record."""
    try:
        target = os.path.realpath(path)
        root = os.path.realpath(config.root)
    except (OSError, ValueError):
        return False
    return target.startswith(root + os.sep) and target.lower().endswith(MARKDOWN_SUFFIXES) and os.path.isfile(target)


class FolderCache:
    """The listings of the last runs, by folder (relative to the configuration's root). `cutoff_ns`: stat data
    at or after it are too recent to keep; None keeps nothing (no cache)."""

    def __init__(self, stored: Any, cutoff_ns: int | None, changes: Any = None) -> None:
        self.entries: dict[str, tuple[FolderKey, Listing]] = stored if isinstance(stored, dict) else {}
        self.cutoff_ns = cutoff_ns
        # The listings new, or dropped (None), since `stored` was written: what a journal keeps (cache.py).
        self.changes: dict[str, tuple[FolderKey, Listing] | None] = changes if isinstance(changes, dict) else {}
        for relative, held in self.changes.items():
            if held is None:
                self.entries.pop(relative, None)
            else:
                self.entries[relative] = held
        self.changes_made = False  # by this run
        self.visited: set[str] = set()

    def listing(self, folder: str, relative: str, config: Config, sidecars: Collection[str]) -> Listing:
        if self.cutoff_ns is None:
            return list_folder(folder, relative, config, sidecars)[0]
        self.visited.add(relative)
        try:
            info = os.stat(folder)  # before listing: a change while it is listed leaves other stat data kept
        except OSError:
            return self._drop(relative, list_folder(folder, relative, config, sidecars)[0])
        key = (info.st_mtime_ns, info.st_ctime_ns, info.st_ino, info.st_size)
        held = self.entries.get(relative)
        if held is not None and held[0] == key:
            return held[1]
        listing, plain = list_folder(folder, relative, config, sidecars)
        if plain and max(key[0], key[1]) < self.cutoff_ns:
            self.entries[relative] = self.changes[relative] = (key, listing)
            self.changes_made = True
            return listing
        return self._drop(relative, listing)

    def _drop(self, relative: str, listing: Listing) -> Listing:
        if self.entries.pop(relative, None) is not None:
            self.changes[relative] = None
            self.changes_made = True
        return listing

    def forget_unvisited(self) -> None:
        """Drop the listings of folders this run did not reach (it walked every root): gone, or excluded."""
        for relative in self.entries.keys() - self.visited:
            self._drop(relative, UNREADABLE)
