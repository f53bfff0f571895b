"""Metadata kept beside a document, as Kubernetes keeps a KEP's in `kep.yaml` next to its README.md.

Read like the document: through `reading.read_source` (no FIFOs or devices, no oversize files, no symbolic links
out of the repository), then YAML within the front matter's limits.
"""

from __future__ import annotations

import os
import re
import string
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from doccheck.read.frontmatter import load_yaml
from doccheck.read.source import Unreadable, decode, read_source

# Metadata a family keeps beside each record in a file of its own, with no built-in type of its own: Open Cluster
# Management's enhancements write `NN-name/README.md` with `metadata.yaml` beside it, after the KEPs' `kep.yaml`;
# Gardener's GEPs `geps/NNNN-name/README.md` with `gep.yaml`, a file named for the series its folder is named for
# (`<letter>eps/`). Read as the record's header, whatever family the repository's conventions make it.
SERIES_SIDECARS = tuple(f"{letter}ep.yaml" for letter in string.ascii_lowercase)
METADATA_SIDECARS = ("metadata.yaml",)
FEW_NAMES = 4  # sidecar names looked up one by one; more, and the folder is listed once
# (the template's folder too, its number held by a placeholder: `geps/NNNN-gep-template/`)
_RECORD_FOLDER = re.compile(r"(?:^|/)(?:\d{1,6}|N{3,6}|X{3,6})-[^/]+/README\.md$", re.IGNORECASE)
_SERIES_FOLDER = re.compile(r"(?:^|/)([a-z])eps/", re.IGNORECASE)


def metadata_sidecars(relative: str) -> tuple[str, ...]:
    """The family-neutral sidecars a document at this path could have: a README.md in a numbered folder, and the
    file named for its series (`gep.yaml` under `geps/`), else for any series (Zarf's ZEPs, `0021-zarf-values/`
    with `zep.yaml` beside it at the repository's top: no folder names the series)."""
    if not _RECORD_FOLDER.search(relative):
        return ()
    return tuple(dict.fromkeys(("metadata.yaml", *series_sidecars(relative), *SERIES_SIDECARS)))


def present(folder: Path, names: Sequence[str]) -> list[str]:
    """The names that are entries of the folder, in their order: one listing for many names (a numbered folder's
    README could have any series' sidecar), a lookup each for a few."""
    if len(names) <= FEW_NAMES:
        return [name for name in names if os.path.lexists(folder / name)]
    try:
        entries = set(os.listdir(folder))
    except OSError:
        return []
    return [name for name in names if name in entries]


def series_sidecars(path: str) -> tuple[str, ...]:
    """The file named for each series a path's folders are named for (`gep.yaml` for `geps/0021-x/`)."""
    return tuple(dict.fromkeys(f"{found.group(1).lower()}ep.yaml" for found in _SERIES_FOLDER.finditer(path)))


def watched_sidecars(own: Collection[str], relative: str) -> list[str]:
    """The sidecars a document's digest is bound to: every type's own and the family-neutral `metadata.yaml`
    (`own`: `Config.own_sidecar_names`), and those named for its path's series, not all twenty-six."""
    return sorted({*own, *(metadata_sidecars(relative))})


class Sidecar(NamedTuple):
    data: dict[str, Any] | None  # None when there is none, or it does not parse
    problem: str | None = None  # why it was not read, for a finding on the document
    code: str = "DC001"  # ... which: unreadable (DC001), or not YAML (DC004, as a front matter that does not parse)


def read_sidecar(document: Path, name: str, root: Path | None = None) -> Sidecar:
    path = document.parent / name
    source = read_source(path, root)
    if isinstance(source, Unreadable):
        missing = "No such file" in source.reason or "Not a directory" in source.reason
        return Sidecar(None, None if missing else f"{name} beside it: {source.reason}")
    data = parse_sidecar(source.data)
    if data is None and source.data.strip():
        # (kueue's kep.yaml with an unclosed quote: its fields are there, and no tool reads them; one finding says
        # so, not one "declares no ..." per field)
        return Sidecar(None, f"{name} beside it does not parse as a YAML mapping; fix it so its fields are read",
                       "DC004")
    return Sidecar(data)


def parse_sidecar(raw: bytes | None) -> dict[str, Any] | None:
    """The sidecar's mapping from its bytes (the sync reads them from git), within the front matter's limits."""
    if raw is None:
        return None
    import yaml

    try:
        # Dates stay text, as in front matter: `creation-date: 2019-13-01` is a finding, not a crash.
        data = load_yaml(decode(raw))
    except (yaml.YAMLError, ValueError, RecursionError):
        return None
    return {str(k): v for k, v in data.items()} if isinstance(data, dict) else None
