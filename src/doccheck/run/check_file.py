"""One file, checked: read -> (decode -> parse -> type -> rules -> suppressions) -> findings and index record.

What a worker process runs for each file (`check.py`), what the child that checks a commit's named files
ahead runs (`ahead.py`), and the one way both the check and the sync read a document's text.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING, Any

import xxhash

from doccheck.config.load import Config
from doccheck.findings import Finding
from doccheck.read.sidecar import present, watched_sidecars
from doccheck.read.source import Source, Unreadable, decode, read_source

if TYPE_CHECKING:
    from doccheck.read.doctypes import DocType, TypeChoice
    from doccheck.read.document import Document


PendingFile = tuple[str, str, bytes, bool]  # path as shown, relative, stat key, findings wanted


Checked = tuple[str, list[list[object]], dict[str, Any] | None]  # digest, finding rows, record


def file_finding(display: str, code: str, reason: str) -> list[Finding]:
    """The finding of a file that is not a document to check (DC0: unreadable, not text, too large); none for one
    passed over on purpose (a generated file over the size limit: `code` "")."""
    if not code:
        return []
    from doccheck.rules import load_rules
    from doccheck.rules.registry import RULES

    load_rules()
    found = RULES[code]
    return [Finding(display, 1, 1, found.code, found.name, found.severity, reason)]


def digest_with_sidecars(source: Source, sidecars: Collection[str], root: Path) -> str:
    """The document's digest, bound to each sidecar beside it by name and digest (or why it cannot be read), so
    an empty kep.yaml differs from none. Sidecars are read as documents are (`read_source`)."""
    if not sidecars:
        return source.digest
    extra = []
    for name in present(source.path.parent, sorted(sidecars)):
        path = source.path.parent / name
        found = read_source(path, root)
        if isinstance(found, Source):
            extra.append(f"{name}={found.digest}")
        elif os.path.lexists(path):
            extra.append(f"{name}!{found.reason}")
    return source.digest if not extra else xxhash.xxh3_128_hexdigest("\0".join([source.digest, *extra]).encode())


def check_file(item: PendingFile, config: Config, explicit_type: str | None) -> Checked:
    """(digest, finding rows, record) of one file, read here; digest "" when it could not be read."""
    display, relative, _key, _wanted = item
    path = Path(display)
    source = read_source(path, config.root)
    if isinstance(source, Unreadable):
        return "", [f.to_row() for f in file_finding(display, source.code, source.reason)], None
    digest = digest_with_sidecars(source, watched_sidecars(config.own_sidecar_names, relative), config.root)
    findings, record = check_text(display, relative, source.data, path, config, explicit_type)
    return digest, [f.to_row() for f in findings], record


def check_text(display: str, relative: str, data: bytes, path: Path, config: Config,
               explicit_type: str | None = None) -> tuple[list[Finding], dict[str, Any] | None]:
    """Every per-document rule on one file's bytes, after configuration and inline suppressions."""
    # Imported here, not at the top: a warm run never parses, and markdown-it, YAML and the rules cost it ~60 ms.
    from doccheck.repo.record import index_record
    from doccheck.rules import load_rules
    from doccheck.rules.registry import RULES, RuleContext
    from doccheck.run.suppress import apply_suppressions

    load_rules()
    try:
        text = decode(data)
    except ValueError as exc:
        return file_finding(display, "DC001", str(exc)), None
    doc, choice = read_document_choice(display, relative, text, path, config, explicit_type)
    doc_type = choice.doc_type
    context = RuleContext(doc, doc_type, config)
    findings = file_finding(display, doc.sidecar_code, doc.sidecar_problem) if doc.sidecar_problem else []
    # An empty document gets one finding that says so (DC003), not one per section it lacks.
    rules = RULES.values() if doc.text.strip() else [r for r in RULES.values() if r.code.startswith("DC0")]
    for found in rules:
        if found.check is not None:
            for problem in found.check(context):
                findings.append(Finding(display, problem.line, problem.column, found.code, found.name,
                                        found.severity if problem.severity is None else problem.severity,
                                        problem.message))
    findings = apply_suppressions(text, findings)
    record = index_record(doc, doc_type, relative, date_order=config.model.date_order)
    record["type_reason"] = choice.explain()
    return findings, record


def read_document(display: str, relative: str, text: str, path: Path, config: Config,
                  explicit_type: str | None = None,
                  sidecars: Callable[[str], bytes | None] | None = None) -> tuple[Document, DocType]:
    """A document and its type: the one way both the check and the sync read a file's text. `sidecars`
    gives a sidecar's bytes by name (the sync reads them from git); by default they are read beside `path`."""
    doc, choice = read_document_choice(display, relative, text, path, config, explicit_type, sidecars)
    return doc, choice.doc_type


def read_document_choice(display: str, relative: str, text: str, path: Path, config: Config,
                         explicit_type: str | None = None,
                         sidecars: Callable[[str], bytes | None] | None = None) -> tuple[Document, TypeChoice]:
    """A document, its type and why it got that type (`doccheck types FILE`)."""
    from doccheck.read.document import parse_document
    from doccheck.read.sidecar import Sidecar, parse_sidecar, read_sidecar

    registry = config.registry
    explicit = registry.get(explicit_type) if explicit_type is not None else None
    names = [explicit.sidecar] if explicit is not None and explicit.sidecar else registry.sidecar_for(relative)
    # A README.md in a numbered folder is a KEP only with its kep.yaml beside it (dated decision folders use
    # the same layout): the sidecar is evidence, read only where one is.
    sidecar: Sidecar | None = None
    sidecar_name: str | None = None
    if sidecars is not None:
        for name in names:
            if (data := sidecars(name)) is not None:
                sidecar, sidecar_name = Sidecar(parse_sidecar(data)), name
                break
    elif there := present(path.parent, names):
        sidecar, sidecar_name = read_sidecar(path, there[0], config.root), there[0]
    doc = parse_document(display, text, sidecar.data if sidecar is not None else None)
    doc.sidecar_problem = sidecar.problem if sidecar is not None else None
    doc.sidecar_code = sidecar.code if sidecar is not None else "DC001"
    doc.sidecar_name = sidecar_name
    choice = registry.choose(doc, relative, explicit=explicit_type, sidecar=sidecar_name)
    return doc, choice
