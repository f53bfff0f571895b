"""Which family a new record joins, and the next number free in it.

1. The whole set is checked as `doccheck check` does (the records come from the cache) and its families are
   learned (`repo/conventions.learn`).
2. A candidate is a folder of a family's records: a learned family's (a template governs them, or ten or more
   records share a folder), else a folder of numbered records of one type and series (`0001-x.md`,
   `ADR-0001-x.md`), else a template that governs no record yet. Learned families come first: a folder of two
   numbered notes beside a family of forty is not a second choice.
3. `--folder` and `--type` narrow the candidates; exactly one must be left, else one line naming them (exit 2).
4. Its number space: the numbers its records use (across its folders when the family numbers them once for
   all, as KEPs and OTEPs do; per folder when two folders reuse a number), the names on disk in its folder, and
   the names at the target branch.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.errors import UsageError
from doccheck.regex import lazy
from doccheck.repo.index import DOC_PREFIXES, SeriesNumber, series_number

if TYPE_CHECKING:
    from doccheck.repo.conventions import Family


class Candidate(NamedTuple):
    folder: str  # where a new record is written, relative to the configuration's root ("" is the root)
    series: str  # the series of its records' numbers ("" for `0001-x.md`, "adr" for `ADR-0001-x.md`)
    doc_type: str  # the type its records get
    members: tuple[str, ...]  # its records in this folder, by number
    numbers: frozenset[int]  # the numbers its number space uses
    spaces: tuple[str, ...]  # the folders whose numbers count (one, or every folder of a family numbered once)
    template: str | None  # the family's template (relative), if it has one
    learned: Family | None  # the family's learned conventions
    strong: bool  # a learned family (a template, or a folder of many records): chosen before a plain folder

    def describe(self) -> str:
        count = len(self.members)
        what = f"{count} record{'s' * (count != 1)}" if count else f"template {self.template}"
        return f"{self.folder or '.'}/ ({self.doc_type}, {what})"


def numbered_records(records: Mapping[str, Mapping[str, Any]]) -> dict[str, SeriesNumber]:
    """The records whose number in the name is their id (a numbered type, or a name whose series names a kind
    of record), templates left out: what DC401 counts."""
    found: dict[str, SeriesNumber] = {}
    for relative, record in records.items():
        if record.get("template"):
            continue
        numbered = series_number(relative)
        if numbered is not None and (record.get("numbered") or not DOC_PREFIXES.isdisjoint(
                numbered.series.split("-"))):
            found[relative] = numbered
    return found


def candidates(records: Mapping[str, Mapping[str, Any]]) -> list[Candidate]:
    from doccheck.repo.conventions import family_folder, learn

    numbered = numbered_records(records)
    found: list[Candidate] = []
    taken: set[str] = set()
    learned_templates: set[str] = set()
    for family in {id(f): f for f in learn(records).values()}.values():
        if family.template:
            learned_templates.add(family.template)
        members = [r for r in family.documents if r in numbered]
        if not members:
            continue
        series = _mode(numbered[r].series for r in members)
        same = [r for r in members if numbered[r].series == series]
        folders = sorted({numbered[r].folder for r in same})
        # One number space across the folders, unless two folders use one number each (numbered per folder).
        owners: dict[int, set[str]] = {}
        for relative in same:
            owners.setdefault(numbered[relative].number, set()).add(numbered[relative].folder)
        shared = len(folders) > 1 and all(len(f) == 1 for f in owners.values())
        sizes = sorted((sum(numbered[r].folder == f for r in same) for f in folders), reverse=True)
        # A family numbered once for all is written where most of it is (OTEPs: text/, not text/metrics/), when
        # one folder clearly holds most; else (KEPs, one folder per group) every folder is a choice to name.
        dominant = len(sizes) == 1 or sizes[0] >= 2 * sizes[1]
        for folder in folders:
            own = [r for r in same if numbered[r].folder == folder]
            space = same if shared else own
            found.append(Candidate(
                folder, series, _mode(str(records[r].get("type")) for r in own),
                tuple(sorted(own, key=lambda r: numbered[r].number)),
                frozenset(numbered[r].number for r in space), tuple(folders) if shared else (folder,),
                family.template, family, not shared or not dominant or len(own) == sizes[0]))
        taken.update(members)
    groups: dict[tuple[str, str], list[str]] = {}
    for relative, number in numbered.items():
        if relative not in taken:
            groups.setdefault((number.folder, number.series), []).append(relative)
    for (folder, series), members in sorted(groups.items()):
        found.append(Candidate(folder, series, _mode(str(records[r].get("type")) for r in members),
                               tuple(sorted(members, key=lambda r: numbered[r].number)),
                               frozenset(numbered[r].number for r in members), (folder,), None, None, False))
    # A template that governs no record yet: the family it starts, in its folder (the one above a templates/).
    for relative, record in sorted(records.items()):
        if not record.get("template") or relative in learned_templates:
            continue
        home = family_folder(relative)
        if home != posixpath.dirname(relative) and posixpath.basename(relative).lower() in ("readme.md", "index.md"):
            continue  # `NNNN-kep-template/README.md`: a folder-per-record family, not written here
        at = next((i for i, c in enumerate(found) if c.folder == home and c.template is None), None)
        if at is not None:
            found[at] = found[at]._replace(template=relative)
        else:
            found.append(Candidate(home, _template_series(relative), str(record.get("type")), (), frozenset(),
                                   (home,), relative, None, False))
    return found


_TEMPLATE_PREFIX = lazy(r"^(?P<prefix>[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z][A-Za-z0-9]*)*)[-_]0+[-_]")


def _template_series(relative: str) -> str:
    """`ODH-ADR-0000-template.md` -> "odh-adr": the series a template's own name starts."""
    match = _TEMPLATE_PREFIX.match(posixpath.basename(relative))
    return re.sub(r"[-_ ]+", "-", match.group("prefix").lower()) if match else ""


def _mode(values: Iterable[str]) -> str:
    counts = Counter(values)
    return min(counts, key=lambda v: (-counts[v], v)) if counts else ""


def choose(found: list[Candidate], folder: str | None, doc_type: str | None, here: str) -> Candidate | None:
    """The one candidate `--folder` (relative to the root) and `--type` leave, else None when none is left and a
    folder was named (a family to start); a UsageError naming them when several are."""
    if folder is not None:
        left = [c for c in found if c.folder == folder]
        if not left:  # a learned family named by its own folder (`text/` for OTEPs kept in text/metrics/ too)
            left = [c for c in found if c.learned is not None and c.learned.folder == folder and c.strong]
    else:
        left = [c for c in found if _under(c.folder, here)] or found
    if doc_type is not None:
        left = [c for c in left if c.doc_type == doc_type or (c.learned is None and not c.members)]
    if folder is None:
        populated = [c for c in left if c.members]
        left = [c for c in populated if c.strong] or [c for c in populated if c.members] or left
        if doc_type is None:
            left = [c for c in left if c.strong] or left
    if len(left) == 1:
        return left[0]
    if not left:
        if folder is not None:
            return None
        kind = f" of type {doc_type!r}" if doc_type else ""
        raise UsageError(f"no family of numbered records{kind} here to add to; name the folder and type of a new "
                         "one: doccheck new \"Title\" --folder docs/adr --type adr")
    names = ", ".join(c.describe() for c in left[:4]) + (f" and {len(left) - 4} more" if len(left) > 4 else "")
    raise UsageError(f"{len(left)} families could take it: {names}; choose one with --folder")


def _under(folder: str, here: str) -> bool:
    return not here or folder == here or folder.startswith(here + "/")


def next_number(candidate: Candidate, on_disk: Iterable[int], at_ref: Iterable[int]) -> int:
    used = {*candidate.numbers, *on_disk, *at_ref}
    return max(used) + 1 if used else 1


def numbers_on_disk(root: str, candidate: Candidate) -> set[int]:
    """The numbers of the series that names in the family's folders already have, documents or not (a record
    in a format the check leaves out still holds its number)."""
    found: set[int] = set()
    for folder in candidate.spaces:
        try:
            names = os.listdir(os.path.join(root, folder) if folder else root)
        except OSError:
            continue
        for name in names:
            numbered = series_number(posixpath.join(folder, name, "README.md") if "." not in name
                                     else posixpath.join(folder, name))
            if numbered is not None and numbered.series == candidate.series:
                found.add(numbered.number)
    return found


def numbers_at(paths: Iterable[str], candidate: Candidate) -> set[int]:
    """The numbers the family's folders and series use among these paths (the target branch's documents)."""
    spaces = set(candidate.spaces)
    found: set[int] = set()
    for path in paths:
        numbered = series_number(path)
        if numbered is not None and numbered.folder in spaces and numbered.series == candidate.series:
            found.add(numbered.number)
    return found
