"""`doccheck ci check`: the check once, and everything GitHub reads from it.

Annotations (workflow commands on stdout, capped), the job summary, the step outputs and the SARIF file,
so the Action's step is one line. Exit code as `doccheck check`: 1 when a finding reaches the fail level.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.cli.ci.github import GitHubEnv
from doccheck.errors import UsageError
from doccheck.findings import Finding, Severity

if TYPE_CHECKING:
    from doccheck.repo.index import RepoIndex

# Relations are followed into linked documents this many links deep to draw a chain.
MAX_LINK_DEPTH = 8


def split_paths(text: str | None) -> list[Path]:
    """The Action's `paths` input: separated by spaces or new lines, shell quoting for names with spaces."""
    return [Path(p) for p in shlex.split(text or "")]


def run_check_stage(args: argparse.Namespace) -> int:
    from doccheck.cli.ci.chains import touched_chains
    from doccheck.cli.ci.summary import CheckSummary, format_check_summary
    from doccheck.cli.commands import load_for
    from doccheck.output.annotations import Annotation, format_annotations, plan_annotations
    from doccheck.output.escape import terminal
    from doccheck.output.sarif import format_sarif
    from doccheck.run.check import exit_code
    from doccheck.run.code_check import check_with_code

    env = GitHubEnv.from_environ()
    paths = [*args.paths, *split_paths(args.paths_text)] or [Path(".")]
    config = load_for(paths, args)
    notes: list[str] = []
    against = args.against if args.against is not None else (f"origin/{env.base_ref}" if env.base_ref else "")
    if against:
        from doccheck.cli.ci.git import ref_exists

        if not ref_exists(config.root, against):
            notes.append(f"`{against}` is not in this clone, so the change was not compared with its base: "
                         "check out with `fetch-depth: 0` (actions/checkout).")
            against = ""
    report, repo_findings = check_with_code(paths, config, use_cache=not args.no_cache, jobs=args.jobs,
                                             against=against or None)
    notes += report.notes
    from doccheck.cli.commands import without_baselined

    findings = sorted([*report.findings, *repo_findings], key=lambda f: f.sort_key)
    findings, baselined = without_baselined(findings, report, config, args)  # the configuration's `baseline`
    if baselined:
        notes.append(f"{baselined} known finding{'s' * (baselined != 1)} in the baseline not shown.")
    if args.open_prs:
        reserved, said = _open_pull_findings(report, config, against, args.open_prs_timeout)
        findings = sorted([*findings, *reserved], key=lambda f: f.sort_key)
        notes += said
    if args.decisions_comment:  # never part of the verdict: it says what it did, or why not, in a line
        import os

        from doccheck.cli.ci.decisions_comment import post_decisions_comment

        notes += post_decisions_comment(config, against, os.environ, timeout=args.open_prs_timeout,
                                        use_cache=not args.no_cache, checked=paths, records=report.records)
    by_file: dict[str, list[Finding]] = {r.path: [] for r in report.results}
    for finding in findings:
        by_file.setdefault(finding.path, []).append(finding)
    records = {r.relative: r.record for r in report.results if r.record is not None}
    touched = _touched(config.root, against, [r.relative for r in report.results])
    index = _index_with_linked(records, config, use_cache=not args.no_cache)

    plan = plan_annotations(Annotation.from_finding(f) for f in findings)
    annotations = format_annotations(plan)
    if annotations:
        print(annotations, flush=True)
    sarif_path = _sarif_path(args.sarif, env)
    _write(sarif_path, format_sarif(findings, config.model.severity))
    fail_level = config.model.fail_level
    code = exit_code(findings, fail_level)
    env.write_summary(format_check_summary(CheckSummary(
        files=list(by_file.items()), cached=report.cached_count, plan=plan,
        against=against or None, fail_level=fail_level, sarif=str(sarif_path),
        chains=touched_chains(index, touched), records=records, notes=notes)))
    env.write_outputs({**_counts(findings), "files": len(report.results), "sarif-file": sarif_path,
                       "exit-code": code})
    for note in notes:
        print(f"doccheck: {terminal(note.replace('`', ''))}", file=sys.stderr)
    print(_closing_line(findings, len(report.results), fail_level, code), file=sys.stderr)
    return code


def _open_pull_findings(report: Any, config: Any, against: str, timeout: float) -> tuple[list[Finding], list[str]]:
    """DC416: the documents this branch adds whose number an open pull request opened before it adds; and what
    to say about it (how many pull requests were read, or the one line of why none could be)."""
    import os

    from doccheck.cli.ci.pulls import Unavailable, open_pull_requests, this_pull_request
    from doccheck.repo import load_repo_rules
    from doccheck.repo.index import RepoIndex
    from doccheck.repo.pulls import BASE_PATHS, OPEN_PULLS, THIS_PULL
    from doccheck.run.against import document_paths_at
    from doccheck.run.check import selected, with_severity

    skipped = "the numbers they add are not checked."
    if not against:
        return [], [f"Open pull requests not compared: there is no base branch to tell which documents this branch "
                    f"adds; {skipped}"]
    try:
        read = open_pull_requests(os.environ, timeout=timeout)
    except Unavailable as exc:
        return [], [f"Open pull requests not read: {exc}; {skipped}"]
    roots = [r.strip("/") or "." for r in config.model.roots]
    _top, prefix, base = document_paths_at(config, against, roots)
    pulls = []
    for pull in read.pulls:
        paths = tuple(p[len(prefix):] for p in pull.added if p.startswith(prefix) and not
                      config.is_excluded(p[len(prefix):]))
        pulls.append((pull.number, pull.title, paths))
    index = RepoIndex.build(report.records.items())
    index.memo.update({OPEN_PULLS: pulls, THIS_PULL: this_pull_request(os.environ), BASE_PATHS: frozenset(base)})
    rule = load_repo_rules()["DC416"]
    displays = {r.relative: r.path for r in report.results}
    found = [Finding(displays.get(p.relative) or os.path.relpath(config.root / p.relative), p.line, p.column,
                     rule.code, rule.name, rule.severity, p.message)
             for p in rule.check(index) if selected(rule.code, rule.name, config, p.relative)]
    count = len(read.pulls)
    said = [f"Numbers compared with the files of {count} other open pull request{'s' * (count != 1)}."]
    return with_severity(found, config), said + [f"Open pull requests: {note}." for note in read.notes]


def _counts(findings: list[Finding]) -> dict[str, int]:
    return {"errors": sum(f.severity == Severity.ERROR for f in findings),
            "warnings": sum(f.severity == Severity.WARNING for f in findings),
            "notices": sum(f.severity == Severity.INFO for f in findings),
            "findings": len(findings)}


def _closing_line(findings: list[Finding], files: int, fail_level: str, code: int) -> str:
    from doccheck.output.text import format_summary

    verdict = f"; findings at or above '{fail_level}': failing" if code else ""
    return format_summary(files, 0, findings) + verdict


def _touched(root: Path, against: str, checked: list[str]) -> list[str]:
    """The documents the change touched: the pull request's diff, else every checked document."""
    if not against:
        return checked
    from doccheck.cli.ci.git import changed_files

    changed = changed_files(root, against)
    if changed is None:
        return checked
    touched = []
    for path in changed:
        try:
            touched.append(path.resolve().relative_to(root).as_posix())
        except (ValueError, OSError):
            continue
    return touched


def _index_with_linked(records: dict[str, dict[str, Any]], config: Any, *, use_cache: bool = True) -> RepoIndex:
    """The checked documents' index, with the documents their relations link to read in too, to draw whole
    chains (`records` grows with them)."""
    from doccheck.cli.ci.chains import link_targets
    from doccheck.repo.index import RepoIndex
    from doccheck.run.check import run_check

    index = RepoIndex.build(records.items())
    for _ in range(MAX_LINK_DEPTH):
        wanted = [config.root / path for path in sorted(link_targets(index)) if _in_repository(config.root / path,
                                                                                              config.root)]
        if not wanted:
            break
        found = run_check(wanted, config, jobs=1, use_cache=use_cache)
        added = {r.relative: r.record for r in found.results if r.record is not None}
        if not added.keys() - records.keys():
            break
        records.update(added)
        index = RepoIndex.build(records.items())
    return index


def _in_repository(path: Path, root: Path) -> bool:
    """A linked document to read in: a file that resolves inside the repository (a relation may name any path)."""
    try:
        return path.is_file() and path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):
        return False


def _sarif_path(given: Path | None, env: GitHubEnv) -> Path:
    if given is not None:
        return given
    return (env.temp if env.temp is not None else Path(".doccheck")) / "doccheck.sarif"


def _write(path: Path, text: str) -> None:
    from doccheck.boundary import write_file

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_file(path, (text + "\n").encode())
    except OSError as exc:
        raise UsageError(f"{path}: cannot write the SARIF file: {exc.strerror or exc}") from None
