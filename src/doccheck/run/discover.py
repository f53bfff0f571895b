"""Discover: the Markdown files under the paths a run is given, each as shown to the user and relative to the
configuration's root, listed through the folder cache (`folders.py`) so that an unchanged folder is not read."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from doccheck.config.load import Config
from doccheck.errors import UsageError
from doccheck.read.sidecar import present
from doccheck.run.folders import MARKDOWN_SUFFIXES, FolderCache


class Found(NamedTuple):
    files: list[tuple[str, str]]  # each file's path as shown to the user, and relative to the root
    notes: list[str]  # about paths that held no Markdown
    sidecar_folders: dict[str, tuple[str, ...]]  # the folders, as the shown paths give them, that hold a sidecar,
    # and the sidecars' names


def discover(paths: Sequence[Path], config: Config) -> tuple[list[tuple[Path, str]], list[str]]:
    """Markdown files under the given paths, each with its path relative to the configuration's root, in a
    stable order, and notes about folders that held none."""
    found = find_files(paths, config)
    return [(Path(shown), relative) for shown, relative in found.files], found.notes


def find_files(paths: Sequence[Path], config: Config, folders: FolderCache | None = None) -> Found:
    """As `discover`, each file's path as shown to the user (a string: a Path per file costs more, in a
    repository of 50,000 files, than the rest of a warm run). Folders are listed through `folders`, which lists
    again only those that changed."""
    found: dict[str, str] = {}
    notes: list[str] = []
    sidecar_folders: dict[str, tuple[str, ...]] = {}
    sidecars = config.sidecar_names
    listings = folders if folders is not None else FolderCache(None, None)
    for path in paths:
        if path.is_dir():
            before = len(found)
            # Resolved once per argument: resolving every file costs more than the warm run itself.
            base = relative_to_root(path, config.root)
            shown_base = path.as_posix()
            # Under the root itself `base` is ".": "./docs/x.md" would match no glob and no named file.
            rel_top = "" if base == "." else base + "/"
            shown_top = "" if shown_base == "." else shown_base + "/"
            top = os.fspath(path)
            disk_top = top if top.endswith("/") else top + "/"
            stack = [""]  # folders under `path`, relative to it, to visit top-down in name order
            while stack:
                sub = stack.pop()
                enter, relatives, beside = listings.listing(disk_top + sub if sub else top,
                                                            rel_top + sub if sub else base, config, sidecars)
                shown_prefix = shown_top + sub + "/" if sub else shown_top
                if shown_top == rel_top:  # the usual case: shown as from the root
                    found.update(zip(relatives, relatives, strict=True))
                else:
                    cut = len(rel_top + sub + "/" if sub else rel_top)
                    found.update(zip([shown_prefix + relative[cut:] for relative in relatives], relatives, strict=True))
                if beside:
                    sidecar_folders[shown_prefix[:-1]] = beside
                if enter:
                    stack.extend(sub + "/" + name if sub else name for name in reversed(enter))
            if len(found) == before:
                notes.append(f"{path}: no Markdown files found in this folder")
        elif not path.name.lower().endswith(MARKDOWN_SUFFIXES) and (path.exists() or path.is_symlink()):
            notes.append(f"{display_path(path)}: not a Markdown file ({', '.join(MARKDOWN_SUFFIXES)}), skipped")
        elif path.exists() or path.is_symlink():
            found[path.as_posix()] = relative_to_root(path, config.root)
            if beside := tuple(present(path.parent, sorted(sidecars))):
                sidecar_folders[path.as_posix().rpartition("/")[0]] = beside
        else:
            raise UsageError(f"{path}: no such file or folder")
    return Found(list(found.items()), notes, sidecar_folders)


def relative_to_root(path: Path, root: Path) -> str:
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError):  # a symlink loop: keep the name the user gave
        return path.as_posix()
    try:
        return resolved.relative_to(root).as_posix()
    except ValueError:
        return resolved.as_posix()


def display_path(path: Path) -> str:
    text = path.as_posix()
    return text[2:] if text.startswith("./") else text
