"""`doccheck check` with the whole set in view: index every document under the roots, run the DC4 rules,
report what involves the files the user named (pre-commit passes the changed ones), or everything (`--all`).
"""

from __future__ import annotations

import contextlib
import os
import posixpath
from collections.abc import Sequence
from pathlib import Path

from doccheck.check import CheckReport, FileResult, discover, display_path, run_check
from doccheck.config import Config, code_matches
from doccheck.findings import Finding
from doccheck.repo import RepoProblem, RepoRule, load_repo_rules
from doccheck.repo.index import RepoIndex


def selected_rules(config: Config) -> list[RepoRule]:
    model = config.model
    return [r for r in load_repo_rules().values()
            if code_matches(r.code, r.name, model.select) and not code_matches(r.code, r.name, model.ignore)]


def check_repository(paths: Sequence[Path], config: Config, *, explicit_type: str | None = None,
                     use_cache: bool = True, jobs: int | None = None, report_all: bool = False,
                     against: str | None = None) -> tuple[CheckReport, list[Finding]]:
    """The per-document report of the named files, and the repository-wide findings to add to it."""
    rules = selected_rules(config)
    if not rules and against is None:
        return run_check(paths, config, explicit_type=explicit_type, use_cache=use_cache, jobs=jobs), []
    roots = [r.strip("/") or "." for r in config.model.roots]
    root_paths = [_argument(config.root / r) for r in roots] or [_argument(config.root)]
    if explicit_type is not None:
        # Every file is forced to one type: the index would be of that type too, so it holds the named files.
        report = run_check(paths, config, explicit_type=explicit_type, use_cache=use_cache, jobs=jobs)
        whole, changed = report, {r.relative for r in report.results}
    elif _covers(paths, root_paths):
        report = run_check(paths, config, use_cache=use_cache, jobs=jobs)
        whole, changed = report, {r.relative for r in report.results}
    else:
        named, notes = discover(paths, config)
        changed = {relative for _path, relative in named}
        # Relative paths are already resolved against the configuration's root: no file is resolved again.
        prefixes = [posixpath.normpath(r) for r in roots] or ["."]
        outside = [p for p, relative in named if not _under(relative, prefixes)]
        whole = run_check([*root_paths, *outside], config, use_cache=use_cache, jobs=jobs)
        displays = {relative: display_path(path) for path, relative in named}
        results = [r for r in whole.results if r.relative in changed]
        for result in results:
            shown = displays.get(result.relative, result.path)
            result.findings = [f._replace(path=shown) for f in result.findings]
            result.path = shown
        report = CheckReport(results, notes)  # the roots' own notes are not about what the user named

    index = build_index(whole.results, config)
    if against is not None:
        from doccheck.repo.against import read_ref

        index.ref = read_ref(config, index, against, roots)
    displays = {r.relative: r.path for r in whole.results}
    displays.update({r.relative: r.path for r in report.results})
    codes = {r.code for r in rules} | ({"DC402"} if against is not None else set())
    found = [(rule, p) for rule in load_repo_rules().values() if rule.code in codes for p in rule.check(index)]
    kept = [(rule, p) for rule, p in found if report_all or p.involves & changed]
    return report, _findings(kept, index, displays, config)


def build_index(results: Sequence[FileResult], config: Config) -> RepoIndex:
    index = RepoIndex.build((r.relative, r.record) for r in results if r.record is not None)
    # A link from the site root (`/docs/x.md`) is judged only where the root is known to be the repository's.
    index.memo["root_is_repository"] = config.source is not None or (config.root / ".git").exists()
    listings: dict[Path, frozenset[str]] = {}
    index.existing = frozenset(p for p in index.link_paths() if _exists_exact(config.root, p, listings))
    return index


def _findings(problems: list[tuple[RepoRule, RepoProblem]], index: RepoIndex, displays: dict[str, str],
              config: Config) -> list[Finding]:
    """Problems as findings, after the configuration's selection and the file's suppression comments."""
    from doccheck.check import selected
    from doccheck.suppress import apply_suppressions

    by_file: dict[str, list[Finding]] = {}
    for rule, found in problems:
        if selected(rule.code, rule.name, config, found.relative):
            shown = displays.get(found.relative) or display_path(_argument(config.root / found.relative))
            by_file.setdefault(found.relative, []).append(
                Finding(shown, found.line, found.column, rule.code, rule.name, rule.severity, found.message))
    kept: list[Finding] = []
    for relative, own in by_file.items():
        entry = index.entries.get(relative)
        if entry is not None and entry.record.get("suppress"):
            with contextlib.suppress(OSError):  # gone since it was indexed: keep the findings
                own = apply_suppressions((config.root / relative).read_text("utf-8", "replace"), own)
        kept += own
    return kept


def _under(relative: str, prefixes: Sequence[str]) -> bool:
    if relative.startswith(("/", "../")):
        return False
    return any(p == "." or relative == p or relative.startswith(p + "/") for p in prefixes)


def _covers(paths: Sequence[Path], roots: Sequence[Path]) -> bool:
    folders = [p.resolve() for p in paths if p.is_dir()]
    return all(any(r.resolve().is_relative_to(f) for f in folders) for r in roots)


def _argument(path: Path) -> Path:
    """A root as the user would name it: relative to the working directory when it is inside it."""
    try:
        return Path(os.path.relpath(path))
    except ValueError:
        return path


def _exists_exact(root: Path, relative: str, listings: dict[Path, frozenset[str]]) -> bool:
    """Whether the path exists with exactly this letter case, as on a Linux checkout."""
    folder = root
    for part in relative.split("/"):
        if folder not in listings:
            try:
                listings[folder] = frozenset(os.listdir(folder))
            except OSError:
                listings[folder] = frozenset()
        if part not in listings[folder]:
            return False
        folder = folder / part
    return True
