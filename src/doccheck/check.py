"""The one way through: discover -> read + hash -> (cache or parse -> type -> rules) -> suppress -> findings.

Parsing runs on every core for a cold run of many files; a warm run only reads and hashes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.cache import FindingCache
from doccheck.config import Config, code_matches
from doccheck.errors import UsageError
from doccheck.findings import Finding, Severity
from doccheck.reading import Source, Unreadable, decode, read_source

if TYPE_CHECKING:
    from doccheck.doctypes import DocType, TypeChoice
    from doccheck.document import Document

MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
# Below this many files to parse, starting worker processes costs more than it saves.
PARALLEL_THRESHOLD = 64
Pending = list[tuple[str, str, str, bytes, Path]]  # display, relative, digest, bytes, path of each file to parse


@dataclass
class FileResult:
    path: str  # as shown to the user
    relative: str  # relative to the configuration's root: what globs and the index use
    digest: str
    findings: list[Finding]
    record: dict[str, Any] | None  # what the repository index needs of the document
    cached: bool


@dataclass
class CheckReport:
    results: list[FileResult] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # one-line messages for stderr

    @property
    def findings(self) -> list[Finding]:
        return sorted((f for r in self.results for f in r.findings), key=lambda f: f.sort_key)

    @property
    def cached_count(self) -> int:
        return sum(r.cached for r in self.results)


def discover(paths: Sequence[Path], config: Config) -> tuple[list[tuple[Path, str]], list[str]]:
    """Markdown files under the given paths, each with its path relative to the configuration's root, in a
    stable order, and notes about folders that held none."""
    found: dict[Path, str] = {}
    notes: list[str] = []
    patterns = config.model.exclude
    for path in paths:
        if path.is_dir():
            before = len(found)
            # Resolved once per argument: resolving every file costs more than the warm run itself.
            base = relative_to_root(path, config.root)
            prefix = len(os.fspath(path).rstrip("/")) + 1
            for folder, dirs, files in os.walk(path):  # does not follow symlinked folders: no loops
                sub = folder[prefix:]
                # Under the root itself `base` is ".": "./docs/x.md" would match no glob and no named file.
                rel_folder = (sub if base == "." else f"{base}/{sub}") if sub else base
                dirs[:] = sorted(d for d in dirs if not config.is_excluded(f"{rel_folder}/{d}"))
                for name in sorted(files):
                    if name.lower().endswith(MARKDOWN_SUFFIXES):
                        relative = f"{rel_folder}/{name}" if rel_folder not in ("", ".") else name
                        # Folders were pruned above: only the file's own name can still be excluded.
                        if not (patterns and config.is_excluded(relative)):
                            found[Path(folder, name)] = relative
            if len(found) == before:
                notes.append(f"{path}: no Markdown files found in this folder")
        elif path.exists() or path.is_symlink():
            found[path] = relative_to_root(path, config.root)
        else:
            raise UsageError(f"{path}: no such file or folder")
    return list(found.items()), notes


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


def _digest_with_sidecars(source: Source, sidecars: set[str]) -> str:
    if not sidecars:
        return source.digest
    import xxhash

    extra = b""
    for name in sorted(sidecars):
        try:
            extra += (source.path.parent / name).read_bytes()
        except OSError:
            continue
    return source.digest if not extra else xxhash.xxh3_128_hexdigest(source.digest.encode() + extra)


def run_check(paths: Sequence[Path], config: Config, *, explicit_type: str | None = None,
              use_cache: bool = True, jobs: int | None = None) -> CheckReport:
    files, notes = discover(paths, config)
    report = CheckReport(notes=notes)
    cache = FindingCache(config.root / config.model.cache_dir if use_cache else None,
                         f"{config.digest}:{explicit_type}")
    sidecars = config.registry.sidecar_names()
    pending: Pending = []
    for path, relative in files:
        display = display_path(path)
        source = read_source(path)
        if isinstance(source, Unreadable):
            findings = select_findings(_file_finding(display, source.code, source.reason), config, relative)
            report.results.append(FileResult(display, relative, "", findings, None, False))
            continue
        digest = _digest_with_sidecars(source, sidecars)
        entry = cache.get(relative, digest)
        replayed = _replay(display, entry) if entry is not None else None
        if replayed is not None and entry is not None:
            findings = select_findings(replayed, config, relative)
            report.results.append(FileResult(display, relative, digest, findings, entry[2], True))
        else:
            pending.append((display, relative, digest, source.data, path))

    for display, relative, digest, rows, record in _check_all(pending, config, explicit_type, jobs):
        cache.put(relative, digest, rows, record)
        findings = select_findings([Finding.from_row(display, row) for row in rows], config, relative)
        report.results.append(FileResult(display, relative, digest, findings, record, False))
    cache.save()
    order = {display_path(p): i for i, (p, _) in enumerate(files)}
    report.results.sort(key=lambda r: order.get(r.path, 0))
    return report


def _replay(display: str, entry: list[Any]) -> list[Finding] | None:
    try:
        return [Finding.from_row(display, row) for row in entry[1]]
    except (ValueError, TypeError, KeyError):  # a damaged entry is a miss, never a failed run
        return None


def _file_finding(display: str, code: str, reason: str) -> list[Finding]:
    """The finding of a file that is not a document to check (DC0: unreadable, not text, too large)."""
    from doccheck.rules import RULES, load_rules

    load_rules()
    found = RULES[code]
    return [Finding(display, 1, 1, found.code, found.name, found.severity, reason)]


def _check_all(pending: Pending, config: Config, explicit_type: str | None,
               jobs: int | None) -> Iterator[tuple[str, str, str, list[list[object]], dict[str, Any] | None]]:
    if not pending:
        return
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(pending) < PARALLEL_THRESHOLD:
        for item in pending:
            yield (*item[:3], *_check_one(item, config, explicit_type))
        return
    import multiprocessing

    context = multiprocessing.get_context("fork")
    chunk = max(8, len(pending) // (jobs * 8))
    # A forked worker gets the initializer's arguments in memory, not pickled: tasks are indexes into them.
    with context.Pool(jobs, _start_worker, (pending, config, explicit_type)) as pool:
        for index, (rows, record) in enumerate(pool.imap(_check_index, range(len(pending)), chunk)):
            yield (*pending[index][:3], rows, record)


_worker_job: tuple[Pending, Config, str | None] | None = None  # set in each worker process only


def _start_worker(pending: Pending, config: Config, explicit_type: str | None) -> None:
    global _worker_job
    _worker_job = (pending, config, explicit_type)


def _check_index(index: int) -> tuple[list[list[object]], dict[str, Any] | None]:
    assert _worker_job is not None, "runs in a worker started by _start_worker"
    pending, config, explicit_type = _worker_job
    return _check_one(pending[index], config, explicit_type)


def _check_one(item: tuple[str, str, str, bytes, Path], config: Config,
               explicit_type: str | None) -> tuple[list[list[object]], dict[str, Any] | None]:
    display, relative, _digest, data, path = item
    findings, record = check_text(display, relative, data, path, config, explicit_type)
    return [f.to_row() for f in findings], record


def check_text(display: str, relative: str, data: bytes, path: Path, config: Config,
               explicit_type: str | None = None) -> tuple[list[Finding], dict[str, Any] | None]:
    """Every per-document rule on one file's bytes, after configuration and inline suppressions."""
    # Imported here, not at the top: a warm run never parses, and markdown-it, YAML and the rules cost it ~60 ms.
    from doccheck.record import index_record
    from doccheck.rules import RULES, RuleContext, load_rules
    from doccheck.suppress import apply_suppressions

    load_rules()
    try:
        text = decode(data)
    except ValueError as exc:
        return _file_finding(display, "DC001", str(exc)), None
    doc, choice = read_document_choice(display, relative, text, path, config, explicit_type)
    doc_type = choice.doc_type
    context = RuleContext(doc, doc_type, config)
    findings = []
    for found in RULES.values():
        if found.check is not None:
            for problem in found.check(context):
                findings.append(Finding(display, problem.line, problem.column, found.code, found.name,
                                        found.severity, problem.message))
    findings = apply_suppressions(text, findings)
    record = index_record(doc, doc_type, relative, date_order=config.model.date_order)
    record["type_reason"] = choice.explain()
    return findings, record


def read_document(display: str, relative: str, text: str, path: Path, config: Config,
                  explicit_type: str | None = None) -> tuple[Document, DocType]:
    """A document and its type: the one way both the check and the sync read a file's text."""
    doc, choice = read_document_choice(display, relative, text, path, config, explicit_type)
    return doc, choice.doc_type


def read_document_choice(display: str, relative: str, text: str, path: Path, config: Config,
                         explicit_type: str | None = None) -> tuple[Document, TypeChoice]:
    """A document, its type and why it got that type (`doccheck types FILE`)."""
    from doccheck.document import parse_document
    from doccheck.sidecar import read_sidecar

    registry = config.registry
    explicit = registry.get(explicit_type) if explicit_type is not None else None
    names = [explicit.sidecar] if explicit is not None and explicit.sidecar else registry.sidecar_for(relative)
    # A README.md in a numbered folder is a KEP only with its kep.yaml beside it (dated decision folders use
    # the same layout): the sidecar is evidence, read only where one can be.
    sidecar_name = next((name for name in names if (path.parent / name).exists()), None)
    sidecar = read_sidecar(path, sidecar_name) if sidecar_name is not None else None
    doc = parse_document(display, text, sidecar)
    choice = registry.choose(doc, relative, explicit=explicit_type, sidecar_present=sidecar_name is not None)
    return doc, choice


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
    """The findings the configuration and the command line ask for. Applied after the cache, which keeps every
    rule's findings, so `--select` or `--ignore` on the command line does not make a warm run cold."""
    return [f for f in findings if selected(f.code, f.name, config, relative)]


def exit_code(findings: Sequence[Finding], fail_level: str) -> int:
    if fail_level == "never":
        return 0
    threshold = Severity.parse(fail_level)
    return 1 if any(f.severity >= threshold for f in findings) else 0
