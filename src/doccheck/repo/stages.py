"""Stage folders: a family that keeps each record in a folder named for the stage it has reached
(libelektra's `doc/decisions/0_drafts/`, `1_problem_clear/`, ..., `4_decided/`, `6_implemented/`; emqx's EIPs in
`active/`, `implemented/`, `rejected/`), a record moved from one to the next as it advances, where a record states
no status of its own: the folder is its status. The stage folders are one family's, told by the folder above them."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from doccheck.regex import lazy

# `0_drafts`, `0a_postponed`, `3-in-review`: a number giving the stage's place, a letter for a side branch, words.
_STAGE_FOLDER = lazy(r"^(?P<order>\d{1,2}+)(?P<branch>[a-z]?)[-_ ](?P<words>[a-z]{2,20}+(?:[-_ ][a-z]{2,20}+){0,3}+)$",
                     re.IGNORECASE)
_STATUS_FOLDER = lazy(r"^(?P<words>[a-z]{2,20}+(?:[-_ ][a-z]{2,20}+){0,2}+)$", re.IGNORECASE)  # `implemented`
STAGES_MIN = 3  # sibling folders numbered so, for their names to be stages
KNOWN_MIN = 2  # ... of which this many are a status's words, one of them in force (unnumbered: all of them)


def _phase_of(words: str) -> str | None:
    from doccheck.read.status import lifecycle

    return lifecycle(words) or (lifecycle(words[:-1]) if words.endswith("s") else None)  # `drafts`


def _words(name: str) -> str:
    return " ".join(name.lower().replace("-", " ").replace("_", " ").split())


def stage_folders(folders: Iterable[str], numbered: Collection[str] = ()) -> dict[str, tuple[str, str | None]]:
    """Folder -> (the stage as its name writes it, `problem clear`; where that stage is in a record's life:
    "proposed", "in-force", "ended", or None) for sibling folders that are the stages of a record's life: three
    or more named `<number>_<words>`, two or more of them a status's words, one of those in force; or, unnumbered,
    two or more named a status alone (`active/`, `implemented/`, `rejected/`), one in force, two of them holding
    numbered records (`numbered`: the folders that do), numbered as one family's are. A numbered stage whose words
    are no status is placed by its number: before the first stage in force it is still proposed (libelektra's
    `1_problem_clear`), after it in force (`5_partially_implemented`); a side branch's (`0a_...`) is not placed.
    Numbered chapters (`01_introduction/`, `02_architecture/`) and folders by area (`network/`, `storage/`) name
    no status, and are no stages."""
    by_parent: dict[str, list[tuple[str, int, bool, str]]] = {}
    named: dict[str, list[tuple[str, str]]] = {}
    for folder in set(folders):
        found = _STAGE_FOLDER.match(posixpath.basename(folder))
        if found is not None:
            by_parent.setdefault(posixpath.dirname(folder), []).append(
                (folder, int(found["order"]), bool(found["branch"]), _words(found["words"])))
        elif (found := _STATUS_FOLDER.match(posixpath.basename(folder))) is not None:
            named.setdefault(posixpath.dirname(folder), []).append((folder, _words(found["words"])))
    stages: dict[str, tuple[str, str | None]] = {}
    for siblings in by_parent.values():
        if len(siblings) < STAGES_MIN:
            continue
        phases = {folder: _phase_of(words) for folder, _order, _branch, words in siblings}
        in_force = [order for folder, order, _branch, _words in siblings if phases[folder] == "in-force"]
        if sum(phase is not None for phase in phases.values()) < KNOWN_MIN or not in_force:
            continue
        first = min(in_force)
        for folder, order, branch, words in siblings:
            phase = phases[folder]
            if phase is None and not branch and order != first:
                phase = "proposed" if order < first else "in-force"
            stages[folder] = (words, phase)
    for parent, statuses in named.items():
        known = [(folder, words, phase) for folder, words in statuses if (phase := _phase_of(words)) is not None]
        if len(known) >= KNOWN_MIN and any(phase == "in-force" for _f, _w, phase in known) \
                and sum(folder in numbered for folder, _w, _p in known) >= KNOWN_MIN and parent not in stages:
            stages.update((folder, (words, phase)) for folder, words, phase in known)
    return stages


def stage_of(relative: str, stages: Iterable[tuple[str, str]]) -> str | None:
    """The stage a document's stage folder names (of these (folder, stage) pairs), or None."""
    return next((stage for at, stage in stages if relative.startswith(at + "/")), None)


def with_stage_status(record: dict[str, Any], relative: str, stages: Mapping[str, str]) -> dict[str, Any]:
    """A record that states no status with its stage folder's (`stages`: folder -> stage), said to be the folder's
    (`status_by_folder`); any other record as it is. The graph, the register and the site read a record so."""
    if record.get("status") or (stage := stage_of(relative, stages.items())) is None:
        return record
    return {**record, "status": stage, "status_by_folder": True}
