"""`doccheck new`: a record in its family's own form, under the next free number (or, `--draft`, none yet).

1. The family (`families.choose`: the one where you are, or `--folder`/`--type`), its next number free here, on
   disk and on the target branch (`free_number`), and its scheme (`naming.learn_scheme`);
2. the text (`template.py`), written with `exclusive`, so nothing is ever replaced;
3. `--supersedes`/`--amends`: the relation written on both sides, as `link` writes it.
"""

from __future__ import annotations

import datetime
import os
import posixpath
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from doccheck.boundary import Refused, inside, write_file
from doccheck.errors import UsageError
from doccheck.repo.index import series_number
from doccheck.run.authoring import families as fam
from doccheck.run.authoring.naming import clean_title, learn_scheme
from doccheck.run.authoring.write import EXAMPLES, Outcome, Workspace, folder_of, here, link, resolve
from doccheck.run.expiry import today as today_of_run


class NewRecord(NamedTuple):
    relative: str
    number: int  # 0 for a draft
    candidate: fam.Candidate
    ref: str | None  # the target branch its number is free on
    links: list[Outcome]


def new_record(ws: Workspace, raw_title: str, *, folder: Path | None, doc_type: str | None, against: str | None,
               status: str | None, supersedes: list[str], amends: list[str], draft: bool = False,
               today: Callable[[], datetime.date] = today_of_run) -> NewRecord:
    """A new record, or (`draft`) a proposal without a number, which `accept` numbers; dated `today()`, by
    default the tool's one today (`$DOCCHECK_TODAY`, else the local date), as `due` and DC6 judge."""
    config = ws.config
    title = clean_title(raw_title)
    if doc_type is not None and config.registry.get(doc_type) is None:
        names = ", ".join(t.name for t in config.registry.by_name.values())
        raise UsageError(f"unknown document type {doc_type!r}; types: {names}")
    if status is not None:
        from doccheck.read.status import parse_status

        if parse_status(status) is None:
            raise UsageError(f"--status {status!r} is not a status (proposed, accepted, ...)")
    wanted = folder_of(config, folder) if folder is not None else None
    found = fam.candidates(ws.records)
    candidate = fam.choose(found, wanted, doc_type, here(config))
    if candidate is None:
        assert wanted is not None
        if doc_type is None:
            raise UsageError(f"no family of numbered records in {wanted or '.'}/ to add to; give the type of the "
                             "one to start there: --type adr")
        candidate = fam.Candidate(wanted, "", doc_type, (), frozenset(), (wanted,), None, None, False)
    number, ref = (0, None) if draft else free_number(ws, candidate, against)
    scheme = family_scheme(ws, candidate)
    if draft:
        from doccheck.run.authoring.naming import draft_path

        relative = draft_path(scheme, candidate.folder, title, _zeros(ws, candidate))
        heading = title  # no number until `doccheck accept` gives it one
    else:
        relative = scheme.path(candidate.folder, number, title)
        heading = scheme.heading(number, title)
    # A draft's own number is 0 where its records write theirs (`nav_order: 0`, `rfcs#0`): `accept` fills it in.
    text = _text(ws, candidate, heading, title, number, today().isoformat(), status)
    _write_new(ws, relative, text)
    links: list[Outcome] = []
    if supersedes or amends:
        again = Workspace(config, ws.use_cache)
        for kind, targets in (("supersedes", supersedes), ("amends", amends)):
            for target in targets:
                links += link(again, relative, kind, resolve(again, target, candidate))
                again = Workspace(config, ws.use_cache)
    return NewRecord(relative, number, candidate, ref, links)


def free_number(ws: Workspace, candidate: fam.Candidate, against: str | None) -> tuple[int, str | None]:
    """The family's next number free here, on disk and on the target branch (`against`, else the pull request's
    base or origin/HEAD, when git has it), and that branch."""
    config = ws.config
    ref = against
    at_ref: set[int] = set()
    if ref is None:
        from doccheck.run.against import base_ref

        ref = base_ref(config)
    if ref is not None:
        from doccheck.run.against import document_paths_at

        try:
            _top, _prefix, paths = document_paths_at(config, ref, [r.strip("/") or "." for r in config.model.roots])
        except UsageError:
            if against is not None:
                raise
            ref = None
        else:
            at_ref = fam.numbers_at(paths, candidate)
    return fam.next_number(candidate, fam.numbers_on_disk(str(config.root), candidate), at_ref), ref


def family_scheme(ws: Workspace, candidate: fam.Candidate) -> Any:
    """How the family names its records and writes their title lines."""
    scheme = learn_scheme(candidate.members, ws.records)
    if not candidate.members and candidate.template is not None:
        scheme = _scheme_of_template(scheme, candidate.template)
    elif not candidate.members and candidate.doc_type == "adr":
        scheme = scheme._replace(title_pre="", title_post=". ")  # Nygard's, as adr-tools writes it: `# 1. Title`
    return scheme


def _zeros(ws: Workspace, candidate: fam.Candidate) -> bool:
    """Whether the family names a proposal without a number `0000-name.md`: its drafts are so named, or it is a
    proposal process (not ADRs) whose template is `0000-template.md`, to be copied as `0000-my-feature.md`."""
    from doccheck.run.authoring.naming import DRAFT_NAME

    if candidate.doc_type == "adr":
        return False  # an ADR numbered 0000 is the first record (MADR's, JabRef's), not a draft
    for folder in candidate.spaces:
        try:
            names = os.listdir(ws.config.root / folder if folder else ws.config.root)
        except OSError:
            continue
        for name in names:
            found = DRAFT_NAME.match(name)
            if found is not None and "template" not in name.lower():
                return found.group("zeros") is not None
    template = posixpath.basename(candidate.template or "")
    return re.match(r"^0+-template\.", template, re.IGNORECASE) is not None


def _scheme_of_template(scheme: Any, template: str) -> Any:
    """A family with no record yet names its records as its template is named (`ODH-ADR-0000-template.md`)."""
    match = re.match(r"^(?P<prefix>\D*?)(?P<zeros>0+)(?P<sep>[-_])", posixpath.basename(template))
    if match is None:
        return scheme
    return scheme._replace(prefix=match.group("prefix"), width=len(match.group("zeros")),
                           separator=match.group("sep"))


def _text(ws: Workspace, candidate: fam.Candidate, heading: str, title: str, number: int, date: str,
          status: str | None) -> str:
    from doccheck.run.authoring import template as form

    fill = form.Fill(number, title, heading, date, status)
    examples = []
    for relative in reversed(candidate.members[-EXAMPLES:]):
        numbered = series_number(relative)
        if numbered is not None:
            try:
                examples.append(form.Example(numbered.number, ws.text(relative).split("\n")))
            except UsageError:
                continue
    known = list(candidate.learned.statuses) if candidate.learned is not None else []
    doc_type = ws.config.registry.get(candidate.doc_type)
    if not known and doc_type is not None:
        known = list(doc_type.statuses)
    capital = form.capital_statuses(examples) if examples else True
    if candidate.template is not None:
        text = ws.text(candidate.template)
        return form.fill_template(text, fill, form.number_fields(examples), known, capital)
    if examples:
        return form.shaped(examples, ws.records, candidate.members, fill, known)
    return form.built_in(doc_type, fill)


def _write_new(ws: Workspace, relative: str, text: str) -> None:
    config = ws.config
    target = config.root / relative
    shown = ws.shown(relative)
    if os.path.lexists(target):
        raise UsageError(f"{shown}: exists already; not overwritten")
    parent = target.parent
    if not inside(parent.parent if not parent.exists() else parent, config.root):
        raise UsageError(f"{shown}: outside the repository ({config.root}); not written")
    try:
        if not parent.exists():
            parent.mkdir(parents=True)
            if not inside(parent, config.root):  # a link on the way, made meanwhile
                raise UsageError(f"{shown}: outside the repository ({config.root}); not written")
        write_file(target, text.encode("utf-8"), root=config.root, exclusive=True)
    except FileExistsError:
        raise UsageError(f"{shown}: exists already; not overwritten") from None
    except Refused as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{shown}: cannot be written: {exc.strerror or exc}") from None
