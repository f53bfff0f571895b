"""Which decisions govern a path, or are cited by it, from the files as they are (no graph): `doccheck why`, and
what a pull request's comment lists for its changed files (`decisions_for_paths`).

1. The records' table of decisions (`code_check.decisions_of`, kept in the code cache under the records' digest).
2. For each path: the decisions whose `governs` globs name it (`repo/globs.py`), and, for a code file, the
   decisions its comments cite (`code_files.py`: cached by content, resolved as the check resolves them).
3. Each decision once, with every reason (the glob and the record's line it is declared on; the citation and
   its line in the code), ordered most specific first: a glob naming the file, then globs naming its folders,
   the deepest first, then the citations in the order of the code.
4. Provenance: the commit that wrote each line (`git blame`, one call per file), none outside git or for a line
   not yet committed.

A decision that no longer holds (superseded, rejected, withdrawn) is kept apart: `replaced`, with its
successors, so a caller can flag code that still cites it.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.config.load import Config

if TYPE_CHECKING:
    from doccheck.repo.decisions import Decision, Decisions


class Reason(NamedTuple):
    """Why a decision applies to a path: one glob it declares, or one citation of it."""

    kind: str  # governs, cites
    text: str  # the glob, or the citation as written
    source: str  # the file that says so: the record (governs), the code file (cites); from the configuration
    line: int
    field: str  # governs: the field it was read from (governs, affects, applies-to); cites: id, marker, path
    commit: str | None = None  # the commit that wrote the line; None outside git or not yet committed
    date: str | None = None  # that commit's date (YYYY-MM-DD)


class Governing(NamedTuple):
    """A decision that governs a path or is cited by it, with every reason, most specific first."""

    path: str  # the decision record, from the configuration's folder
    label: str  # ADR-0012
    title: str
    status: str | None
    date: str | None
    in_force: bool
    successors: tuple[str, ...]  # the records that replaced it (when it no longer holds)
    reasons: tuple[Reason, ...]

    def as_dict(self) -> dict[str, Any]:
        return {"path": self.path, "id": self.label, "title": self.title, "status": self.status, "date": self.date,
                "in_force": self.in_force, "superseded_by": list(self.successors),
                "because": [r._asdict() for r in self.reasons]}


class Answer(NamedTuple):
    path: str  # the path asked about, from the configuration's folder
    decisions: tuple[Governing, ...]  # in force, most specific first
    replaced: tuple[Governing, ...]  # cited or governing but no longer holding: superseded, rejected, withdrawn

    def as_dict(self) -> dict[str, Any]:
        return {"path": self.path, "decisions": [d.as_dict() for d in self.decisions],
                "replaced": [d.as_dict() for d in self.replaced]}


def decisions_for_paths(config: Config, paths: Sequence[str], *, use_cache: bool = True,
                        provenance: bool = True, decisions: Decisions | None = None) -> list[Answer]:
    """For each path (from the configuration's folder): the decisions that govern it or that it cites.
    `decisions`: the table already read (`decisions_table`), for a caller that needs it too."""
    if decisions is None:
        decisions = decisions_table(config, use_cache=use_cache)
    cited = _citations(config, decisions, paths, use_cache)
    answers = [_answer(path, decisions, cited.get(path, [])) for path in paths]
    if provenance:
        answers = _with_commits(config.root, answers)
    return answers


def decisions_table(config: Config, *, use_cache: bool = True) -> Decisions:
    """The repository's decisions: every record under the configuration's roots (step 1)."""
    from doccheck.run.check import run_check
    from doccheck.run.code_check import decisions_of

    records = run_check(config.root_folders, config, use_cache=use_cache, report_only=set()).records
    return decisions_of(records, config, use_cache)


def _citations(config: Config, decisions: Decisions, paths: Sequence[str],
               use_cache: bool) -> dict[str, list[tuple[Decision, Reason]]]:
    from doccheck.run.code_check import citing_of
    from doccheck.run.code_files import CodeCache, is_code

    code = [p for p in paths if is_code(config.root / p)]
    if not code or not decisions.all:
        return {}
    cache = CodeCache(config, use_cache)
    try:
        found = cache.scan(code, {}, config.root, citing_of(decisions, config), [])
    finally:
        cache.save()
    cited: dict[str, list[tuple[Decision, Reason]]] = {}
    for path, mentions in found.items():
        for mention in mentions:
            resolution = decisions.resolve(mention, path)
            if resolution.state == "found":
                cited.setdefault(path, []).append((resolution.decisions[0], Reason(
                    "cites", mention.text, path, mention.line, mention.kind)))
    return cited


def _answer(path: str, decisions: Decisions, cited: list[tuple[Decision, Reason]]) -> Answer:
    from doccheck.read.governs import local
    from doccheck.repo.code_rules import ended
    from doccheck.repo.globs import matches, specificity

    path = posixpath.normpath(path)
    reasons: dict[str, list[tuple[tuple[Any, ...], Reason]]] = {}
    for decision in decisions.all:
        for glob, line, field in local(decision.governs):
            if matches(glob, path):
                rank = (0, *specificity(glob, path), decision.number)
                reasons.setdefault(decision.relative, []).append(
                    (rank, Reason("governs", glob, decision.relative, line, field)))
    for order, (decision, reason) in enumerate(cited):
        reasons.setdefault(decision.relative, []).append(((1, order), reason))
    kept: list[Governing] = []
    replaced: list[Governing] = []
    for relative, found in sorted(reasons.items(), key=lambda item: min(rank for rank, _r in item[1])):
        decision = decisions.by_path[relative]
        gone = ended(decision, decisions)
        unique = list(dict.fromkeys(reason for _rank, reason in sorted(found, key=lambda f: f[0])))
        answer = Governing(relative, decision.label, decision.title, decision.status, decision.date, not gone and
                           _binds(decision), decision.successors if gone else (), tuple(unique))
        (replaced if gone else kept).append(answer)
    return Answer(path, tuple(kept), tuple(replaced))


def _binds(decision: Decision) -> bool:
    """A status that puts the record in force (none at all counts: many records state no status)."""
    from doccheck.read.status import lifecycle

    return decision.status is None or lifecycle(decision.status) in ("in-force", None)


def _with_commits(root: Path, answers: list[Answer]) -> list[Answer]:
    """Each reason with the commit that wrote its line (one `git blame` per file)."""
    lines: dict[str, set[int]] = {}
    for answer in answers:
        for governing in (*answer.decisions, *answer.replaced):
            for reason in governing.reasons:
                lines.setdefault(reason.source, set()).add(reason.line)
    blamed = {source: _blame(root, source, wanted) for source, wanted in lines.items()}

    def dated(reason: Reason) -> Reason:
        commit = blamed.get(reason.source, {}).get(reason.line)
        return reason._replace(commit=commit[0], date=commit[1]) if commit else reason

    def each(governing: tuple[Governing, ...]) -> tuple[Governing, ...]:
        return tuple(g._replace(reasons=tuple(dated(r) for r in g.reasons)) for g in governing)

    return [answer._replace(decisions=each(answer.decisions), replaced=each(answer.replaced)) for answer in answers]


def _blame(root: Path, relative: str, lines: Iterable[int]) -> dict[int, tuple[str, str]]:
    """line -> (commit, date) of the commit that wrote it; nothing outside git, nothing for uncommitted lines."""
    import datetime
    import subprocess

    ranges = [arg for line in sorted(lines) for arg in ("-L", f"{line},{line}")]
    try:
        done = subprocess.run(["git", "-C", str(root), "blame", "--porcelain", *ranges, "--", relative],
                              capture_output=True, check=False, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return {}
    if done.returncode != 0:
        return {}
    found: dict[int, tuple[str, str]] = {}
    dates: dict[str, str] = {}
    commit, final = "", 0
    for row in done.stdout.decode("utf-8", "surrogateescape").splitlines():
        parts = row.split(" ")
        if len(parts) >= 3 and len(parts[0]) == 40 and all(c in "0123456789abcdef" for c in parts[0]):
            commit, final = parts[0], int(parts[2])
        elif row.startswith("committer-time ") and commit:
            dates[commit] = datetime.datetime.fromtimestamp(int(parts[1]), datetime.UTC).date().isoformat()
        elif row.startswith("\t") and commit and set(commit) != {"0"}:
            found[final] = (commit, dates.get(commit, ""))
    return found
