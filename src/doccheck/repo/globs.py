"""A governs glob against paths, as `.gitignore` and adrkit read one, in time linear in the path.

    src/payments/**      everything under the folder          src/payments/       the same
    src/payments         the folder (everything under it), or the file of that name
    **/*.proto           any .proto file, at any depth        *.proto             the same: no `/`, any depth
    api/v?/*.yaml        `*` and `?` within one folder's name, `[abc]` a character of a set

A glob comes from the repository, so it is never turned into a regular expression: folders are matched one by
one (fnmatch's translation of one name has no nested repetition), `**` by a table over (glob part, path part).
"""

from __future__ import annotations

import bisect
import fnmatch
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

_WILD = frozenset("*?[")
MAX_PARTS = 64  # folders deep: a path or glob deeper than this is not matched


def _parts(glob: str) -> tuple[str, ...]:
    glob = glob.strip()
    if glob.startswith("./"):
        glob = glob[2:]
    anywhere = "/" not in glob.strip("/")  # no folder named: at any depth, as .gitignore reads `*.proto`
    parts = [p for p in glob.split("/") if p not in ("", ".")]
    if glob.endswith("/") or (parts and not any(c in _WILD for c in parts[-1]) and "." not in parts[-1]):
        parts.append("**")  # a folder: everything under it (a name without a suffix may be either: both count)
    if anywhere and parts and parts[0] != "**":
        parts.insert(0, "**")
    return tuple(parts)


@lru_cache(maxsize=4096)
def compiled(glob: str) -> tuple[str, ...]:
    return _parts(glob)


def matches(glob: str, path: str) -> bool:
    """Whether the glob names the path (both from the configuration's folder)."""
    pattern = compiled(glob)
    names = path.split("/")
    if len(names) > MAX_PARTS or len(pattern) > MAX_PARTS:
        return False
    if pattern and pattern[-1] == "**" and len(pattern) >= 2 and not any(c in _WILD for c in pattern[-2]) \
            and _match(pattern[:-1], tuple(names)):
        return True  # `src/payments`: the file of that name, as well as the folder
    return _match(pattern, tuple(names))


def _match(pattern: tuple[str, ...], names: tuple[str, ...]) -> bool:
    # reach[j]: the first j names are matched by the glob's parts so far.
    reach = [True] + [False] * len(names)
    for part in pattern:
        if part == "**":
            following = [False] * (len(names) + 1)
            seen = False
            for j in range(len(names) + 1):
                seen = seen or reach[j]
                following[j] = seen
        else:
            following = [False] * (len(names) + 1)
            for j in range(len(names)):
                if reach[j] and fnmatch.fnmatchcase(names[j], part):
                    following[j + 1] = True
        reach = following
        if not any(reach):
            return False
    return reach[len(names)]


class Specificity(NamedTuple):
    """How closely a glob names a path: the file itself, then the deeper its named folders, then the fewer
    wildcards. Smaller sorts first."""

    not_the_file: bool
    shallowness: int
    wildcards: int


def specificity(glob: str, path: str) -> Specificity:
    pattern = compiled(glob)
    exact = "/".join(p for p in pattern if p != "**") == path and not any(c in _WILD for c in glob)
    literal = 0
    for part in pattern:
        if any(c in _WILD for c in part):
            break
        literal += 1
    return Specificity(not exact, -literal, sum(glob.count(c) for c in "*?["))


def literal_prefix(glob: str) -> str:
    """The folders a glob names before its first wildcard (`src/payments/`): only paths under them can match."""
    prefix = []
    for part in compiled(glob)[:-1]:
        if any(c in _WILD for c in part):
            break
        prefix.append(part)
    return "/".join(prefix) + "/" if prefix else ""


def matching(glob: str, ordered: Sequence[str], limit: int | None = None) -> list[str]:
    """The paths of a sorted list the glob names (at most `limit`): only those under its literal folders are
    tried, found by bisection."""
    prefix = literal_prefix(glob)
    start = bisect.bisect_left(ordered, prefix) if prefix else 0
    found = []
    whole = "/".join(p for p in compiled(glob) if p != "**")
    for index in range(start, len(ordered)):
        path = ordered[index]
        if prefix and not path.startswith(prefix):
            break
        if matches(glob, path):
            found.append(path)
            if limit is not None and len(found) >= limit:
                break
    at = bisect.bisect_left(ordered, whole)
    if not found and prefix and at < len(ordered) and ordered[at] == whole and matches(glob, whole):
        found.append(whole)  # `src/payments`, a file of that name: sorted before the folder's paths
    return found
