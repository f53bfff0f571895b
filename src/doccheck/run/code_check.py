"""`doccheck check` with code in view: citations of decisions in code comments, and the paths decisions govern.

1. Split what the user named: Markdown files and folders go to the document check (`repository.py`); code files
   (the hook passes a commit's) to the citation scan. A run that names no code file, without `--all`, does
   nothing more than before unless a record it reports declares `governs`.
2. The document check, as ever; its records give the table of decisions (`repo/decisions.py`), kept in the
   code cache under a digest of the records, so a commit that changes no record builds nothing.
3. The code files' mentions (`code_files.py`, cached by content), resolved against the table: DC420 for a
   record that does not exist, DC421 for one that no longer holds (`repo/code_rules.py`).
4. The records it reports that declare `governs` (every record with `--all`): their globs against the
   repository's files (git's list), DC422 for one that matches nothing, DC423 when none matches now while all
   did when the record's `governs` line was written (git: the files at that commit).
5. Findings: selected and given their severity as the configuration says, reported only for what the run
   names (or all of it, `--all`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.config.load import Config
from doccheck.findings import Finding
from doccheck.run.check import CheckReport, FileResult, Records
from doccheck.run.code_files import CodeCache, is_code, own_settings, repository_files, scannable
from doccheck.run.discover import display_path, relative_to_root

if TYPE_CHECKING:  # imported by the runs that meet code or a record that governs: the others never pay for them
    from doccheck.read.code_citations import Citing
    from doccheck.repo.code_rules import Before
    from doccheck.repo.decisions import Decision, Decisions
    from doccheck.repo.registry import RepoProblem

# The rules, by code and name (`repo/code_rules.py` registers them; not imported to know their names).
RULE_NAMES = {"DC420": "cites-missing-decision", "DC421": "cites-replaced-decision",
              "DC422": "governs-matches-nothing", "DC423": "governed-paths-gone"}


def check_with_code(paths: Sequence[Path], config: Config, *, explicit_type: str | None = None,
                    use_cache: bool = True, jobs: int | None = None, report_all: bool = False,
                    against: str | None = None) -> tuple[CheckReport, list[Finding]]:
    """The document check of the named paths, and its repository-wide findings with those of the code."""
    from doccheck.run.repository import check_repository

    named = [p for p in paths if is_code(p)]
    wanted = _selected(config)
    # Code to scan; a data or documentation file named (`notes.txt`) is neither code nor a document: the document
    # check says so, as it always did. doccheck's own configuration, which the hook passes too, is left alone.
    code = [p for p in named if scannable(relative_to_root(p, config.root), config)] if wanted else []
    documents = [p for p in paths if p not in code and not (p in named and own_settings(p))]
    report, findings = check_repository(documents, config, explicit_type=explicit_type, use_cache=use_cache,
                                        jobs=jobs, report_all=report_all, against=against)
    if not wanted or (not code and not report_all and not _may_govern(report)):
        return report, findings
    records = report.records
    if code and not records:  # no document rule selected: the whole set was not indexed
        from doccheck.run.check import run_check

        records = run_check(config.root_folders, config, use_cache=use_cache, report_only=set()).records
    cache = CodeCache(config, use_cache)
    shown = {relative_to_root(p, config.root): display_path(p) for p in code}
    try:
        reported = _reported(report)
        if not code and not report_all and isinstance(records, Records):
            governing = cache.governing(records.marks())
            if governing is not None and reported.isdisjoint(governing):
                return report, findings  # the table says no record reported here governs anything
        problems = _problems(config, records, cache, shown, reported, report, report_all)
    finally:
        cache.save()
    displays = {**{r.relative: r.path for r in report.results}, **shown}
    return report, [*findings, *_findings(problems, displays, config)]


def _problems(config: Config, records: Records | Mapping[str, dict[str, Any]], cache: CodeCache,
              shown: dict[str, str], reported: set[str], report: CheckReport,
              report_all: bool) -> list[tuple[str, RepoProblem]]:
    from doccheck.repo.code_rules import citation_problems, governs_problems

    decisions = _decisions(records, config, cache)
    if not decisions.all:
        if shown:
            first = next(iter(shown.values()))
            others = f" and {len(shown) - 1} more" if len(shown) > 1 else ""
            report.notes.append(f"{first}{others}: no numbered decision records in this repository for code to "
                                "cite; not scanned")
        return []
    problems: list[tuple[str, RepoProblem]] = []
    if shown or report_all:
        everything = [r for r in repository_files(config) if scannable(r, config)] if report_all else []
        scanned = sorted({*shown, *everything})
        citing = citing_of(decisions, config)
        cited = cache.scan(scanned, shown, config.root, citing, report.notes)
        if report_all:
            cache.forget_except(set(scanned))
        problems += citation_problems(decisions, {r: m for r, m in cited.items() if m}, records)
        # The code files named count among the files checked.
        report.results += [FileResult(name, relative, "", [], None, cache.was_cached(relative))
                           for relative, name in shown.items() if relative in cited]
    from doccheck.read.governs import local

    governing = [d for d in decisions.all if local(d.governs) and (report_all or d.relative in reported)]
    if governing:
        files = repository_files(config)
        problems += governs_problems(governing, files, _before(config, governing, files))
    return problems


def _selected(config: Config) -> bool:
    from doccheck.config.load import code_matches

    model = config.model
    return any(code_matches(code, name, model.select) and not code_matches(code, name, model.ignore)
               for code, name in RULE_NAMES.items())


def _may_govern(report: CheckReport) -> bool:
    """Whether a record the run reports may declare `governs` (a record the cache holds is not read for this:
    the table of decisions knows)."""
    return any(type(r.held) is not dict or r.held.get("governs") for r in report.results)


def _reported(report: CheckReport) -> set[str]:
    return {r.relative for r in report.results}


def configured_patterns(config: Config) -> list[tuple[str, str]]:
    from doccheck.config.patterns import checked_pattern

    return [checked_pattern(p) for p in config.model.code.get("citations") or ()]


def citing_of(decisions: Decisions, config: Config) -> Citing:
    """What the code is scanned for: the records' words, and the configuration's `[code]` patterns and
    `elsewhere` words."""
    return decisions.citing(configured_patterns(config), config.model.code.get("elsewhere") or ())


def decisions_of(records: Records, config: Config, use_cache: bool = True) -> Decisions:
    """The table of decisions of these records (cached under their digest)."""
    cache = CodeCache(config, use_cache)
    try:
        return _decisions(records, config, cache)
    finally:
        cache.save()


def _decisions(records: Records | Mapping[str, dict[str, Any]], config: Config, cache: CodeCache) -> Decisions:
    from doccheck.repo.decisions import Decisions, decisions_from_index

    key = records.marks() if isinstance(records, Records) else None
    if key is not None and cache.decisions is not None and cache.decisions[0] == key:
        try:
            return Decisions.from_data(cache.decisions[1])
        except (TypeError, ValueError, IndexError):
            pass  # a damaged table is built again, never a failed run
    from doccheck.repo.index import RepoIndex

    index = RepoIndex.build(records.items())
    decisions = decisions_from_index(index)
    if key is not None:
        cache.put_decisions(key, decisions.to_data(), [d.relative for d in decisions.all if d.governs])
    return decisions


def _before(config: Config, decisions: list[Decision], files: list[str]) -> dict[str, Before]:
    """For each decision whose globs all match nothing now: what they matched at the commit that wrote its
    `governs` line, if they matched anything then (git; nothing outside git)."""
    from doccheck.read.governs import local
    from doccheck.repo.code_rules import Before
    from doccheck.repo.globs import matching

    found: dict[str, Before] = {}
    for decision in decisions:
        own = local(decision.governs)
        if not own or any(matching(glob, files, 1) for glob, _line, _field in own):
            continue
        blamed = _blame(config.root, decision.relative, own[0][1])
        if blamed is None:
            continue
        commit, date = blamed
        then = _files_at(config.root, commit)
        count = len({p for glob, _l, _f in own for p in matching(glob, then)})
        if count:
            found[decision.relative] = Before(commit, date, count)
    return found


def _git(root: Path, *args: str) -> str | None:
    import subprocess

    try:
        done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, check=False, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.decode("utf-8", "surrogateescape") if done.returncode == 0 else None


def _blame(root: Path, relative: str, line: int) -> tuple[str, str] | None:
    """The commit that wrote a line of a file, and its date (YYYY-MM-DD); None outside git or uncommitted."""
    out = _git(root, "blame", "--porcelain", "-L", f"{line},{line}", "--", relative)
    if not out:
        return None
    commit = out.split(" ", 1)[0]
    if not commit or set(commit) == {"0"}:
        return None
    import datetime

    for row in out.splitlines():
        if row.startswith("committer-time "):
            day = datetime.datetime.fromtimestamp(int(row.split()[1]), datetime.UTC).date()
            return commit, day.isoformat()
    return commit, ""


def _files_at(root: Path, commit: str) -> list[str]:
    """The files at a commit, from the configuration's folder, sorted."""
    out = _git(root, "ls-tree", "-r", "-z", "--name-only", "--full-tree", commit)
    prefix = _git(root, "rev-parse", "--show-prefix") or ""
    prefix = prefix.strip()
    names = [n for n in (out or "").split("\0") if n]
    return sorted(n[len(prefix):] for n in names if n.startswith(prefix))


def _findings(problems: list[tuple[str, RepoProblem]], displays: dict[str, str], config: Config) -> list[Finding]:
    from doccheck.rules.registry import RULES
    from doccheck.run.check import selected, with_severity

    found = []
    for code, problem in problems:
        rule = RULES[code]  # registered when code_rules was imported to find the problems
        if not selected(code, rule.name, config, problem.relative):
            continue
        shown = displays.get(problem.relative) or display_path(Path(os.path.relpath(config.root / problem.relative)))
        found.append(Finding(shown, problem.line, problem.column, code, rule.name, rule.severity, problem.message))
    return with_severity(found, config)
