"""The one way through: discover -> stat (or read + hash) -> (cache or parse -> type -> rules) -> suppress -> findings.

`discover.py` finds the files, `check_file.py` checks one; this module matches the files with the cache and
hands the rest to the worker processes (or to the child that checked a commit's files ahead, `ahead.py`).

Parsing runs on every core for a cold run of many files, each worker reading its own files; a warm run reads
nothing but stat data, and the bytes of the files whose stat data changed (`cache.py`).
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Collection, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.config.load import Config, code_matches
from doccheck.findings import Finding, Severity
from doccheck.read.sidecar import watched_sidecars
from doccheck.read.source import Unreadable, read_source
from doccheck.run.cache import NO_RECORD, UNKNOWN, CheckCache, Entry, stat_keys
from doccheck.run.check_file import Checked, PendingFile, check_file, digest_with_sidecars, file_finding
from doccheck.run.discover import find_files
from doccheck.run.forking import can_fork

if TYPE_CHECKING:
    from doccheck.run.ahead import Ahead

# Below this many files to parse, starting worker processes costs more than it saves.
PARALLEL_THRESHOLD = 64
Pending = list[PendingFile]


class FileResult:
    """One file's findings, and its index record."""

    def __init__(self, path: str, relative: str, digest: str, findings: list[Finding],
                 held: dict[str, Any] | int | None, cached: bool, cache: CheckCache | None = None) -> None:
        self.path = path  # as shown to the user
        self.relative = relative  # relative to the configuration's root: what globs and the index use
        self.digest = digest
        self.findings = findings
        self.held = held  # the index record, or the row of `cache` that holds it
        self.cached = cached
        self.cache = cache

    @property
    def record(self) -> dict[str, Any] | None:
        """What the repository index needs of the document (from the cache when first asked for: a commit's
        check reports the named files' findings without unmarshalling any record)."""
        if type(self.held) is int:
            self.held = _cached_record(self.cache, self.held)
        return self.held  # type: ignore[return-value]


class Records(Mapping[str, dict[str, Any]]):
    """Every file found that has an index record, by its path relative to the root, in the order found. A
    record the cache holds is unmarshalled when first asked for: a commit that changes no record replays the
    cross-document problems from the paths alone (run/repository.py)."""

    def __init__(self, cache: CheckCache | None = None, held: dict[str, dict[str, Any] | int] | None = None) -> None:
        self._cache = cache
        self.held: dict[str, dict[str, Any] | int] = {} if held is None else held  # a record, or its cache row

    def __getitem__(self, relative: str) -> dict[str, Any]:
        value = self.held[relative]
        if type(value) is int:
            record = _cached_record(self._cache, value)
            assert record is not None, "only rows with a record are held"
            self.held[relative] = value = record
        return value  # type: ignore[return-value]

    def __iter__(self) -> Iterator[str]:
        return iter(self.held)

    def __len__(self) -> int:
        return len(self.held)

    def __contains__(self, relative: object) -> bool:
        return relative in self.held

    def marks(self) -> bytes:
        """A digest of every record, read without unmarshalling any (`cache.record_mark` of each, in order): what
        is derived from the records (run/code_check.py's table of decisions) is kept under it."""
        import xxhash

        from doccheck.run.cache import record_mark

        cache = self._cache
        marks = cache.marks if cache is not None else b""
        digest = xxhash.xxh3_128()
        for relative, value in self.held.items():
            digest.update(relative.encode("utf-8", "surrogateescape"))
            if isinstance(value, int):
                digest.update(marks[value * 16:value * 16 + 16])
            elif cache is not None and (changed := cache.changed.get(relative)) is not None:
                digest.update(changed[2])  # put this run: its mark was made then
            elif cache is not None and (row := cache.position.get(relative)) is not None:
                digest.update(marks[row * 16:row * 16 + 16])  # unmarshalled from its row by a rule that read it
            else:
                digest.update(record_mark(value))
        return digest.digest()

    def ordered(self, relatives: Sequence[str]) -> Records:
        held = self.held
        return Records(self._cache, {relative: held[relative] for relative in relatives if relative in held})


def _cached_record(cache: CheckCache | None, row: int) -> dict[str, Any] | None:
    """The record of a cache row, which FileResult and Records hold until it is asked for."""
    assert cache is not None, "rows come with their cache"
    return cache.record(row)


class CheckReport:
    def __init__(self, results: list[FileResult] | None = None, notes: list[str] | None = None,
                 records: Records | None = None, seen: list[str] | None = None) -> None:
        self.results = results if results is not None else []
        self.notes = notes if notes is not None else []  # one-line messages for stderr
        self.records = records if records is not None else Records()  # every file found -> its index record
        self.seen = seen if seen is not None else []  # every file found, relative to the configuration's root

    @property
    def findings(self) -> list[Finding]:
        return sorted((f for r in self.results for f in r.findings), key=lambda f: f.sort_key)

    @property
    def cached_count(self) -> int:
        return sum(r.cached for r in self.results)


def open_cache(config: Config, explicit_type: str | None, use_cache: bool) -> CheckCache:
    return CheckCache(config.root / config.model.cache_dir if use_cache else None, f"{config.digest}:{explicit_type}")


def run_check(paths: Sequence[Path], config: Config, *, explicit_type: str | None = None,
              use_cache: bool = True, jobs: int | None = None, cache: CheckCache | None = None,
              report_only: Collection[str] | None = None, ahead: Ahead | None = None) -> CheckReport:
    """Check the Markdown files under `paths`. Every file found gives its index record (`report.records`);
    those in `report_only` (all, when None) also give their findings (`report.results`). The caller that
    passes `cache` saves it; otherwise it is opened and saved here. `ahead` has the named files checked
    already, if they were as they are now."""
    own_cache = cache is None
    if cache is None:
        cache = open_cache(config, explicit_type, use_cache)
    with paused_gc():  # tens of thousands of small objects and no cycles: a collection would only walk them
        report, pending = _match(paths, config, cache, report_only, jobs)
    records = report.records.held
    checked = _check_all(pending, config, explicit_type, jobs, ahead)
    for (shown, relative, key, wanted), (digest, rows, record) in checked:
        if digest:  # a file that could be read: its findings are kept
            record = cache.put(relative, key, bytes.fromhex(digest), rows, record)
        if record is not None:
            records[relative] = record
        if wanted:
            findings = select_findings([Finding.from_row(shown, row) for row in rows], config, relative)
            report.results.append(FileResult(shown, relative, digest, findings, record, False))
    if pending:  # results and the index in the order files were found: the index's digest depends on it
        report.records = report.records.ordered(report.seen)
        order = {relative: i for i, relative in enumerate(report.seen)}
        report.results.sort(key=lambda r: order.get(r.relative, 0))
    if own_cache:
        cache.save()
    return report


def _match(paths: Sequence[Path], config: Config, cache: CheckCache, report_only: Collection[str] | None,
           jobs: int | None) -> tuple[CheckReport, Pending]:
    """The files found, each with the entry the cache has for its stat data (else its bytes); the files
    without one are returned to be parsed."""
    files, notes, sidecar_folders = find_files(paths, config, cache.folders)
    report = CheckReport(notes=notes, records=Records(cache))
    relatives = [relative for _shown, relative in files]
    report.seen = relatives
    sidecars = sorted(config.own_sidecar_names)  # (and a series' own, where a folder names it)
    keys = (stat_keys([shown for shown, _relative in files], sidecars, sidecar_folders, can_fork(jobs))
            if cache.enabled else [UNKNOWN] * len(files))
    records = report.records.held
    marks = cache.marks
    pending: Pending = []
    for (shown, relative), key, row in zip(files, keys, cache.unchanged(relatives, keys), strict=True):
        wanted = report_only is None or relative in report_only
        if row >= 0:  # the stat data are the ones recorded: the file is not read
            if marks[row * 16:row * 16 + 16] != NO_RECORD:  # the file has a record (a method call per file costs)
                records[relative] = row
            if not wanted:
                continue
            replayed = _replay(shown, cache.finding_rows(row))
            if replayed is not None:
                found = select_findings(replayed, config, relative)
                report.results.append(FileResult(shown, relative, cache.digest(row).hex(), found, row, True, cache))
                continue
            entry: Entry | None = None
        elif cache.known(relative):
            # The stat data differ (or were racy): the bytes decide, as git compares the content.
            source = read_source(Path(shown), config.root)
            if isinstance(source, Unreadable):
                if wanted:
                    found = select_findings(file_finding(shown, source.code, source.reason), config, relative)
                    report.results.append(FileResult(shown, relative, "", found, None, False))
                continue
            digest = digest_with_sidecars(source, watched_sidecars(sidecars, relative), config.root)
            entry = cache.by_digest(relative, bytes.fromhex(digest), key)
            if entry is not None and entry[2] is not None:
                records[relative] = entry[2]
        else:
            entry = None
        if entry is not None:
            if not wanted:
                continue
            replayed = _replay(shown, entry[1])
            if replayed is not None:
                found = select_findings(replayed, config, relative)
                report.results.append(FileResult(shown, relative, entry[0].hex(), found, entry[2], True))
                continue
        # Only the path is kept: the worker reads the file, so memory stays one document per worker.
        pending.append((shown, relative, key, wanted))
    return report, pending


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _replay(display: str, rows: Sequence[Any]) -> list[Finding] | None:
    try:
        return [Finding.from_row(display, list(row)) for row in rows]
    except (ValueError, TypeError, KeyError):  # a damaged entry is a miss, never a failed run
        return None


def _check_all(pending: Pending, config: Config, explicit_type: str | None, jobs: int | None,
               ahead: Ahead | None = None) -> Iterator[tuple[PendingFile, Checked]]:
    if not pending:
        return
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(pending) < PARALLEL_THRESHOLD:
        for item in pending:
            checked = ahead.take(item[1], item[2]) if ahead is not None else None
            yield item, checked if checked is not None else check_file(item, config, explicit_type)
        return
    import collections
    import itertools
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    context = multiprocessing.get_context("fork")
    chunk = max(8, len(pending) // (jobs * 8))
    done = 0
    # A forked worker gets the initializer's arguments in memory, not pickled: tasks are ranges of indexes into
    # them. An executor rather than multiprocessing.Pool: when a worker dies mid-task (the OOM killer), Pool
    # waits forever for its answer, the executor raises BrokenProcessPool.
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker,
                               initargs=(pending, config, explicit_type))
    try:
        # A window of tasks in flight, not all of them: the answers of tasks submitted at once wait in memory
        # until this process takes them (50,000 files: 177 MB at the peak, 138 MB with the window).
        starts = iter(range(0, len(pending), chunk))
        window: collections.deque[Future[list[Checked]]] = collections.deque()
        for start in itertools.islice(starts, jobs * 3):
            window.append(pool.submit(_check_range, start, min(start + chunk, len(pending))))
        while window:
            answers = window.popleft().result()
            for start in itertools.islice(starts, 1):
                window.append(pool.submit(_check_range, start, min(start + chunk, len(pending))))
            for checked in answers:
                yield pending[done], checked
                done += 1
    except BrokenProcessPool:
        # What the dead worker and those after it had not answered is checked here, in this process: the
        # findings are the same, only slower.
        for item in pending[done:]:
            yield item, check_file(item, config, explicit_type)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


_worker_job: tuple[Pending, Config, str | None] | None = None  # set in each worker process only


def _start_worker(pending: Pending, config: Config, explicit_type: str | None) -> None:
    global _worker_job
    _worker_job = (pending, config, explicit_type)


def _check_range(start: int, end: int) -> list[Checked]:
    return [_check_index(index) for index in range(start, end)]


def _check_index(index: int) -> Checked:
    assert _worker_job is not None, "runs in a worker started by _start_worker"
    pending, config, explicit_type = _worker_job
    return check_file(pending[index], config, explicit_type)


def selected(code: str, name: str, config: Config, relative: str) -> bool:
    model = config.model
    if not code_matches(code, name, model.select) or code_matches(code, name, model.ignore):
        return False
    import fnmatch

    return not any(
        (fnmatch.fnmatchcase(relative, glob) or Path(relative).match(glob)) and code_matches(code, name, codes)
        for glob, codes in model.per_file_ignores.items()
    )


def select_findings(findings: list[Finding], config: Config, relative: str) -> list[Finding]:
    """The findings the configuration and the command line ask for, at the severity the configuration gives
    their rule. Applied after the cache, which keeps every rule's findings at its default severity, so
    `--select`, `--ignore` or a `severity` table does not make a warm run cold."""
    return with_severity([f for f in findings if selected(f.code, f.name, config, relative)], config)


def with_severity(findings: list[Finding], config: Config) -> list[Finding]:
    """Each finding at the severity `severity = { DC101 = "error" }` gives its rule (by code, prefix or name)."""
    table = config.model.severity
    if not table:
        return findings
    from doccheck.config.load import severity_for

    kept = []
    for finding in findings:
        level = severity_for(finding.code, finding.name, table)
        kept.append(finding if level is None else finding._replace(severity=Severity.parse(level)))
    return kept


def exit_code(findings: Sequence[Finding], fail_level: str) -> int:
    if fail_level == "never":
        return 0
    threshold = Severity.parse(fail_level)
    return 1 if any(f.severity >= threshold for f in findings) else 0
