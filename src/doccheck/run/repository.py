"""`doccheck check` with the whole set in view: index every document under the roots, run the DC4 rules,
report what involves the files the user named (pre-commit passes the changed ones), or everything (`--all`).
"""

from __future__ import annotations

import contextlib
import os
import posixpath
import re
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.config.load import Config, code_matches
from doccheck.findings import Finding
from doccheck.regex import lazy
from doccheck.repo import load_repo_rules
from doccheck.repo.index import PathTable, RepoIndex
from doccheck.repo.links import BUILT, SUBMODULE

if TYPE_CHECKING:
    from doccheck.repo.conventions import Excuse, Family
from doccheck.repo.registry import RepoProblem, RepoRule
from doccheck.run.ahead import Ahead
from doccheck.run.cache import CheckCache
from doccheck.run.check import CheckReport, open_cache, paused_gc, run_check
from doccheck.run.discover import Found, display_path, find_files


def selected_rules(config: Config) -> list[RepoRule]:
    model = config.model
    return [r for r in load_repo_rules().values()
            if code_matches(r.code, r.name, model.select) and not code_matches(r.code, r.name, model.ignore)]


def check_repository(paths: Sequence[Path], config: Config, *, explicit_type: str | None = None,
                     use_cache: bool = True, jobs: int | None = None, report_all: bool = False,
                     against: str | None = None) -> tuple[CheckReport, list[Finding]]:
    """The per-document report of the named files, and the repository-wide findings to add to it."""
    rules = selected_rules(config)
    # Files named inside a repository that is walked only for its index (a hook run): they are checked on
    # another core while this process loads the cache and walks (ahead.py). Walked with no repository rule
    # selected too: what a document's family learned decides its own findings (`--select DC102` reports what the
    # run of every rule does).
    named = find_files(paths, config) if explicit_type is None and not _covers(paths, _root_paths(config)) else None
    ahead = Ahead.start(named, config, jobs) if named is not None and use_cache else None
    try:
        cache = open_cache(config, explicit_type, use_cache)
        try:
            return _check_repository(paths, config, cache, explicit_type, jobs, report_all, against, rules, named,
                                     ahead)
        finally:
            cache.save()
    finally:
        if ahead is not None:
            ahead.close()


def _check_repository(paths: Sequence[Path], config: Config, cache: CheckCache, explicit_type: str | None,
                      jobs: int | None, report_all: bool, against: str | None, rules: list[RepoRule],
                      named: Found | None, ahead: Ahead | None) -> tuple[CheckReport, list[Finding]]:
    if named is None:
        # The named files are the whole set (or a type forces every file to one: the index of that type
        # would hold the named files only); their index is theirs.
        report = run_check(paths, config, explicit_type=explicit_type, jobs=jobs, cache=cache)
        whole, changed = report, {r.relative for r in report.results}
        if not rules and against is None:
            _apply_conventions(report, report.records, config, _learn_here(report.records, config))
            from doccheck.run.expiry import expiring

            return report, expiring(report, config, report_all)
        if explicit_type is None:
            cache.forget(whole.seen)
    else:
        changed = {relative for _shown, relative in named.files}
        # Relative paths are already resolved against the configuration's root: no file is resolved again.
        prefixes = [posixpath.normpath(r.strip("/") or ".") for r in config.model.roots] or ["."]
        outside = [Path(shown) for shown, relative in named.files if not _under(relative, prefixes)]
        # Only the named files' findings are wanted; the others give their index records, from the cache.
        whole = run_check([*_root_paths(config), *outside], config, jobs=jobs, cache=cache, report_only=changed,
                          ahead=ahead)
        cache.forget(whole.seen)
        displays = {relative: display_path(Path(shown)) for shown, relative in named.files}
        for result in whole.results:
            shown = displays.get(result.relative, result.path)
            result.findings = [f._replace(path=shown) for f in result.findings]
            result.path = shown
        # The roots' notes are not the user's
        report = CheckReport(whole.results, named.notes, whole.records, whole.seen)

    everything = repository_problems(whole.records, config, cache, against)
    _apply_conventions(report, whole.records, config, _learned(everything, {r.relative for r in report.results}))
    codes = {r.code for r in rules} | ({"DC402"} if against is not None else set())
    found = [(code, p) for code, p in everything if code in codes]
    kept = [(code, p) for code, p in found if report_all or p.involves & changed]
    displays = {r.relative: r.path for r in report.results}
    return report, _findings(kept, whole.records, displays, config) + _of_the_day(everything, report, config,
                                                                                    report_all, changed)


# The repository pass's rows that carry a record's due date and a record still proposed (`repo/due.py`).
REVIEW_ROW, PROPOSAL_ROW = "~review", "~proposal"


def _of_the_day(everything: list[tuple[str, RepoProblem]], report: CheckReport, config: Config, report_all: bool,
                changed: set[str]) -> list[Finding]:
    """DC6, the findings of the day (`run/expiry.py`), judged on every run and never cached: only where the
    repository pass has a row for a reported file (a proposal's only with `stale-proposal` set), so that a commit
    whose files state no date imports nothing of it."""
    codes = (REVIEW_ROW, PROPOSAL_ROW) if config.model.stale_proposal else (REVIEW_ROW,)
    rows = [(code, p) for code, p in everything if code in codes and (report_all or p.relative in changed)]
    if not rows:
        return []
    from doccheck.run.expiry import expiring

    return expiring(report, config, report_all, rows)


# A repository's conventions, in at least this many documents, are not gaps in each (DC101, DC203, DC205).
CONVENTION = 3
# Documents of a built-in type going without one of its sections that are the repository's way, not slips: half
# of them, at least CONVENTION; or a quarter, at least WITHOUT_MANY (a practice, not a few records' gaps)
WITHOUT_MANY = 10


def _goes_without(lacking: int, documents: int) -> bool:
    return (lacking >= CONVENTION and 2 * lacking >= documents) or (
        lacking >= WITHOUT_MANY and 4 * lacking >= documents)


DATE_ORDERS = ("dmy", "mdy")
# Documents whose dates read one way only that say how the repository's other dates read: two (ONS's census
# questionnaire runner's ADRs, `27/06/2017` twice, then `04/07/2017` and `11/07/2017`, days first)
DATE_ORDER_MIN = 2


class Learned(NamedTuple):
    """What the repository pass learned of the families (`repo/conventions.py`)."""

    families: dict[str, Family]  # by each of their documents
    added: dict[str, list[tuple[str, int, str]]]  # by document: (code, line, message) its family finds
    excuses: Mapping[str, Excuse]  # by document: what of its record judges its findings (none: nothing to excuse)


class _ExcuseRows(Mapping[str, "Excuse"]):
    """The excuses of the repository pass's rows, each read from its row when first asked for: a warm run
    asks for those of the few documents with a finding to judge, not of a thousand."""

    def __init__(self) -> None:
        self.rows: dict[str, str] = {}
        self._read: dict[str, Excuse] = {}

    def __getitem__(self, relative: str) -> Excuse:
        excused = self._read.get(relative)
        if excused is None:
            from doccheck.repo.conventions import excuse_from_data

            excused = self._read[relative] = excuse_from_data(self.rows[relative])
        return excused

    def __iter__(self) -> Iterator[str]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)


def _learned(found: list[tuple[str, RepoProblem]], wanted: set[str]) -> Learned:
    """What the repository pass's rows say of the `wanted` documents (those reported): a commit's run reads the
    model of its own files' families only."""
    from doccheck.repo.conventions import ADDED, EXCUSE_CODE, FAMILY_CODE, from_data

    excuses = _ExcuseRows()
    learned = Learned({}, {}, excuses)
    for code, problem in found:
        if code == FAMILY_CODE and wanted.isdisjoint(problem.involves):
            continue
        if code != FAMILY_CODE and problem.relative not in wanted:
            continue
        if code == FAMILY_CODE:
            family = from_data(problem.message, problem.involves)
            learned.families.update((relative, family) for relative in problem.involves)
        elif code == EXCUSE_CODE:
            excuses.rows[problem.relative] = problem.message
        elif code.startswith(ADDED):
            learned.added.setdefault(problem.relative, []).append((code[len(ADDED):], problem.line,
                                                                   problem.message))
    return learned


def families_by_document(config: Config, use_cache: bool = True) -> dict[str, Family]:
    """Every document's learned family (`repo/conventions.py`), from the records of the whole set (cached):
    what `doccheck conventions` and `doccheck types` show."""
    from doccheck.repo.conventions import learn

    return learn(run_check(config.root_folders, config, use_cache=use_cache).records)


def _learn_here(records: Mapping[str, dict[str, Any]], config: Config) -> Learned:
    """The same, learned now: by the repository pass (which the cache keeps), or by a run with no repository
    rule selected, which keeps no repository pass."""
    from doccheck.repo.conventions import additions, excuse, learn

    families = learn(records)
    excuses = {relative: found for relative, family in families.items()
               if (found := excuse(family, records[relative], relative)) is not None}
    return Learned(families, {relative: additions(family, relative, records[relative], config.registry)
                              for relative, family in families.items()}, excuses)


def _apply_conventions(report: CheckReport, records: Mapping[str, dict[str, Any]], config: Config,
                       learned: Learned) -> None:
    """Leave out what the repository does throughout, which one finding per document would only repeat:
    - DC101 for a section of a built-in type that the documents of the type go without as a practice
      (`_goes_without`): theguardian's ADRs are Context, Decision and Status; Prisma Next's later ADRs open "At a
      glance" where the earlier wrote a Context (45 of 176). A configured type, or a preset the configuration
      extends, is held to its sections;
    - DC203 for a status the documents of the type share (at least CONVENTION) that is no typo of a known one
      (`production`). A typo copied from a template (`Acepted`) is still reported.
    - DC205 for a date that reads two ways (`06/07/2016`) in a repository whose other dates read one way only
      (at least DATE_ORDER_MIN documents, none the other way: `17/08/2020`): its authors and readers share that
      order (a blind evaluation's maintainers dismissed all nine such warnings on one ADR folder).
    - DC301 for a title that is only the word (`# Title`) where at least CONVENTION documents open so: their
      template's heading over the title they write below it (Universal-Connect's ADRs), the repository's way."""
    if any(f.code == "DC301" for r in report.results for f in r.findings):
        from doccheck.rules.content import TITLE_WORD

        titles = Counter(str(record.get("title")).strip(" *_:").lower() for record in records.values()
                         if not record.get("template"))
        for result in report.results:
            title = str((records.get(result.relative) or {}).get("title")).strip(" *_:").lower()
            if titles[title] >= CONVENTION:
                result.findings = [f for f in result.findings
                                   if not (f.code == "DC301" and f.message.startswith(TITLE_WORD))]
    _hold_to_families(report, records, config, learned)
    sections = [r for r in report.results if any(f.code in ("DC101", "DC102") for f in r.findings)]
    if sections:
        from doccheck.repo.index import companions

        beside = companions(records)  # a record's companion (`004-x-detailed.md`) is written to its own outline
        for result in sections:
            if result.relative in beside:
                result.findings = [f for f in result.findings if f.code not in ("DC101", "DC102")]
    flagged = [r for r in report.results if any(f.code in ("DC101", "DC203", "DC204", "DC205") for f in r.findings)]
    if not flagged:
        return
    from doccheck.read.dates import YEAR_ONLY
    from doccheck.repo.conventions import WRITTEN_OTHERWISE
    from doccheck.rules.metadata import AMBIGUOUS_ADVICE, NO_SHAPE, near_status
    from doccheck.rules.structure import missing_section_message

    orders = Counter(record["date_order"] for record in records.values() if record.get("date_order"))
    if len(orders) == 1 and next(iter(orders)) in DATE_ORDERS and next(iter(orders.values())) >= DATE_ORDER_MIN:
        for result in flagged:  # the repository's convention says how its dates read: nothing is ambiguous
            result.findings = [f for f in result.findings
                               if not (f.code == "DC205" and f.message.endswith(AMBIGUOUS_ADVICE))]
    # A date shape no rule reads that most of the dated records write (Windlass's Holocene `12026-06-24`): the
    # repository's own, not a slip in each
    shapes = Counter(record["date_shape"] for record in records.values() if record.get("date_shape"))
    dated = sum(bool(record.get("date") or record.get("date_shape")) for record in records.values())
    house = {shape for shape, count in shapes.items() if count >= CONVENTION and 2 * count >= dated}
    for result in flagged if house else ():
        if (records.get(result.relative) or {}).get("date_shape") in house:
            result.findings = [f for f in result.findings if not (f.code == "DC204" and f.message.endswith(NO_SHAPE))]
    if sum(bool(record.get("year_only")) for record in records.values()) >= CONVENTION:
        for result in flagged:  # records that date themselves by the year alone (RSK's oldest): the repository's way
            result.findings = [f for f in result.findings if not (f.code == "DC204" and f.message.endswith(YEAR_ONLY))]

    from doccheck.repo.conventions import section_key
    from doccheck.rules.structure import NOT_A_PART

    def outline(record: Mapping[str, Any]) -> tuple[str, ...]:
        return tuple(section_key(str(title)) for title in record.get("outline") or ())

    documents: Counter[str] = Counter()
    lacking: Counter[tuple[str, str]] = Counter()
    # ... and in each folder: a folder of a kind's records that go without one of its sections keeps a kind of
    # record of its own (The Guardian's `3rd-party-technical-review/`, each a review with no Decision, beside ADRs)
    in_folder: Counter[tuple[str, str]] = Counter()
    lacking_in_folder: Counter[tuple[str, str, str]] = Counter()
    statuses: Counter[tuple[str, Any]] = Counter()
    outlines: Counter[tuple[str, tuple[str, ...]]] = Counter()
    for relative, record in records.items():
        kind = str(record.get("type"))
        statuses[(kind, record.get("status"))] += 1
        if not record.get("template"):
            documents[kind] += 1
            lacking.update((kind, name) for name in record.get("missing") or ())
            folder = posixpath.dirname(relative)
            in_folder[(folder, kind)] += 1
            lacking_in_folder.update((folder, kind, name) for name in record.get("missing") or ())
            if record.get("missing"):
                outlines[(kind, outline(record))] += 1
    for result in flagged:
        record = records.get(result.relative) or {}
        kind, status = str(record.get("type")), record.get("status")
        definitions = [t for t in config.registry.types if t.name == kind]
        built_in = bool(definitions) and all(t.origin == "default" for t in definitions)
        # (... or that documents of one outline of their own go without: django-mvp's ADRs 2 to 6, each a Decision,
        # a Why and a "Revisit if", where the others write Consequences)
        # (an outline of their own: one with a section of no name the type knows, not the type's less one)
        specs = [spec for t in definitions for spec in (*t.required_sections, *t.detect_sections)]
        layout = bool(record.get("missing")) and outlines[(kind, outline(record))] >= CONVENTION and any(
            NOT_A_PART.match(str(title)) is None and not any(spec.matches(str(title)) for spec in specs)
            for title in record.get("outline") or ())
        folder = posixpath.dirname(result.relative)
        conventions = [missing_section_message(kind, name) for name in record.get("missing") or () if built_in
                       and (layout or _goes_without(lacking[(kind, name)], documents[kind])
                            or (in_folder[(folder, kind)] < documents[kind] and _goes_without(
                                lacking_in_folder[(folder, kind, name)], in_folder[(folder, kind)])))]
        house_status = bool(definitions) and isinstance(status, str) and statuses[(kind, status)] >= CONVENTION \
            and any(f.code == "DC203" for f in result.findings) \
            and near_status(status, definitions[0].statuses) is None  # difflib: only where it decides a finding
        result.findings = [f for f in result.findings if not (
            (f.code == "DC203" and house_status and not f.message.startswith(WRITTEN_OTHERWISE))
            or (f.code == "DC101" and any(
                f.message == message or f.message.startswith(message + " (or ") for message in conventions)))]


# What a document's rules find in a template's text: its placeholders, its empty sections, its choices for a status.
_TEMPLATE_TEXT_CODES = frozenset({"DC102", "DC201", "DC202", "DC203", "DC204", "DC205", "DC301"})


def _hold_to_families(report: CheckReport, records: Mapping[str, dict[str, Any]], config: Config,
                      learned: Learned) -> None:
    """Each reported document against its family's learned conventions: what its template contradicts left
    out (a record is read only for a document with such a finding), what its family finds added."""
    if not report.results:
        return
    from doccheck.repo.conventions import Excuse, beside_its_family, held_to, is_index
    from doccheck.rules import load_rules
    from doccheck.rules.content import KNOWN_INSTRUCTION, LEFT_IN

    rules: Mapping[str, Any] = {**load_repo_rules(), **load_rules()}  # a family adds a DC4 finding too (DC401)
    # The family of each place's records (`_place`) that a template governs, for the documents there outside it;
    # (place, kind) -> the family of its documents of that kind.
    beside: dict[tuple[str, bool], Family] | None = None
    kin: dict[tuple[tuple[str, bool], str], Family] | None = None
    places: set[str] | None = None  # where records are: a family's, or numbered
    for result in report.results:
        family = learned.families.get(result.relative)
        if any(f.code == "DC004" for f in result.findings):
            record = records.get(result.relative)
            if record is not None and record.get("template"):
                # A template's front matter holds placeholders (`status: {proposed | accepted}`), not values.
                result.findings = [f for f in result.findings if f.code != "DC004"]
        if family is None and any(f.code in ("DC101", "DC201") for f in result.findings):
            if beside is None or kin is None:
                beside, kin = {}, {}
                for relative, found in learned.families.items():
                    if found.template is not None:
                        beside.setdefault(_place(relative), found)
                    kin.setdefault((_place(relative), str((records.get(relative) or {}).get("type"))), found)
            place, kind = _place(result.relative), str((records.get(result.relative) or {}).get("type"))
            if any(f.code == "DC201" for f in result.findings) and (neighbour := beside.get(place)) is not None:
                # A document beside a family's records but written to another outline (Ada's `rfc-noraise.md` among
                # the RFCs of `rfc-template.md`): a field its built-in kind asks for (Rust's `RFC PR`) that the
                # family's template does without is no convention of this repository either.
                fields = [f for f in result.findings if f.code == "DC201"]
                kept = held_to(neighbour, Excuse(), fields, config.registry)
                result.findings = [f for f in result.findings if f.code != "DC201" or f in kept]
            # ... nor a section: of the family of its kind there (open-msupply's undated decisions), else of the
            # family its template governs there (two of Giant Swarm's RFCs, `<name>/README.md` as all of them are,
            # written with a Context and a Decision: no Consequences is asked of an RFC).
            if (neighbour := kin.get((place, kind)) or beside.get(place)) is not None:
                result.findings = beside_its_family(neighbour, result.findings, config.registry)
        # A template the document writes out in its own text (Abilian's `000-readme.md`, `# Title` over `## Status` /
        # "What is the (current) status, such as ..."): its placeholders are no record's, its family's or its own
        embedded = (records.get(result.relative) or {}).get("embedded")
        span = embedded.get("span") if isinstance(embedded, dict) else None
        if span:
            result.findings = _outside(result.findings, span)
        if family is None and any(f.code == "DC301" and f.message.startswith(LEFT_IN) for f in result.findings) \
                and is_index(result.relative):
            # A records folder's README tells authors how to write one ("Forward-looking ADRs: use today's date",
            # openlinker's): an instruction there is the guide's own, not one a record left in.
            if places is None:
                places = {_place(relative)[0] for relative, record in records.items()
                          if relative in learned.families or record.get("number") is not None}
            if posixpath.dirname(result.relative) in places:
                result.findings = [f for f in result.findings
                                   if not (f.code == "DC301" and f.message.startswith(LEFT_IN))]
        if family is None:
            continue
        if any(f.code in ("DC101", "DC102", "DC201", "DC203", "DC205", "DC301") for f in result.findings):
            # What of its record the family's conventions need came with the repository pass: no record is read.
            excused = learned.excuses.get(result.relative, Excuse())
            result.findings = held_to(family, excused, result.findings, config.registry,
                                      str((records.get(result.relative) or {}).get("type")))
        # (a line of a well-known template's that the family's own template holds is reported in the family's
        # words, which name its template: a DC301 the family adds there stands in for the rule's)
        reported = {(f.code, f.line) for f in result.findings
                    if f.code != "DC301" or KNOWN_INSTRUCTION not in f.message}
        added = [Finding(result.path, max(line, 1), 1, code, rules[code].name, rules[code].severity, message)
                 for code, line, message in learned.added.get(result.relative, ())
                 if (code, line) not in reported or code != "DC301"]
        added = _outside(added, span) if span else added
        if (lines := {f.line for f in added if f.code == "DC301"}):
            # (... and a status line left as the template's own text is that finding's alone: ESIP's "_Pick one of:_
            # Proposed, Accepted, ..." is no unknown status 'pick-one-of' besides)
            status_line = (records.get(result.relative) or {}).get("status_line")
            result.findings = [f for f in result.findings
                               if not (f.code == "DC301" and f.line in lines and KNOWN_INSTRUCTION in f.message)
                               and not (f.code == "DC203" and f.line == status_line and f.line in lines)]
        if added:
            from doccheck.run.check import select_findings

            added = select_findings(added, config, result.relative)
            if added and learned.excuses.get(result.relative, Excuse()).suppress:  # no record read for it
                added = _suppressed(added, result.relative, records, config)
            result.findings = sorted([*result.findings, *added], key=lambda f: f.sort_key)


def _outside(findings: list[Finding], span: list[int]) -> list[Finding]:
    """The findings but those a template's text gives, in the lines `span` where a document writes one out."""
    return [f for f in findings if not (f.code in _TEMPLATE_TEXT_CODES and span[0] <= f.line <= span[1])]


def _place(relative: str) -> tuple[str, bool]:
    """Where a document sits among records: its folder, or for a folder's README or index (`<name>/README.md`, a
    record in a folder of its own) the folder above, with which of the two it is."""
    folder, name = posixpath.split(relative)
    if name.lower() in ("readme.md", "index.md") and folder:
        return posixpath.dirname(folder), True
    return folder, False


def _one_way_by_convention(found: list[tuple[str, RepoProblem]], families: Mapping[str, Family],
                           records: Mapping[str, Mapping[str, Any]]) -> list[tuple[str, RepoProblem]]:
    """DC404 asks the successor to say what it supersedes only where the family's template gives it a place to:
    where the template only ever writes "Superseded by", the old record naming its successor is the family's
    whole convention (the other direction, an old record that does not name its successor, is still reported).
    Documents that are no records (no kind, no family, no number: design notes, "THIS DOCUMENT IS DEPRECATED AND
    HAS BEEN REPLACED BY [...]") have no such convention to keep.

    DC405 asks the old record's status to leave force; where its family's template records a supersession in a
    field of its own and lists no status for it (`status: {draft | accepted | rejected}` over `superseded by:`),
    an old record that names its successor there has done what its family asks (`keeps_status_when_superseded`)."""
    from doccheck.repo.conventions import (
        SUCCESSOR_KINDS,
        amended_one_sided,
        back_optional,
        ended_as_its_template_asks,
        keeps_status_when_superseded,
        kin_one_sided,
        one_sided,
    )
    from doccheck.repo.index import companions, date_named, series_number
    from doccheck.repo.supersession import in_force

    def no_convention(p: RepoProblem) -> bool:
        if any((family := families.get(r)) is not None and family.writes_supersedes is False for r in p.involves):
            return True
        return all(r not in families and (records.get(r) or {}).get("type") == "project-doc"
                   and series_number(r) is None for r in p.involves)

    def of_no_record(p: RepoProblem) -> bool:
        """A record that supersedes what a page of documentation said (OmniGraph's RFC 012, "the framing in
        docs/user/search/embeddings.md"): the page is no record, with no status to say so in."""
        other = next((r for r in sorted(p.involves) if r != p.relative), None)
        record = (records.get(other) or {}) if other is not None else {}
        return p.message.endswith(_ASKS_OLD) and other is not None and other not in families and \
            record.get("type") == "project-doc" and series_number(other) is None and not record.get("status")

    def record_folder(relative: str) -> str | None:
        """The nearest folder above or holding the document, named by a number or a date, whose README.md (or
        index.md) is a record of a family kept in a folder above it: a record kept as a folder, with its working
        papers beside and below it (not a documentation folder's page: tsuku's `docs/`)."""
        parts = relative.split("/")[:-1]
        for depth in range(len(parts), 0, -1):
            folder = "/".join(parts[:depth])
            for page in ("README.md", "index.md"):
                family = families.get(f"{folder}/{page}")
                if family is not None and family.folder != folder and (
                        series_number(f"{folder}/{page}") is not None or date_named(parts[depth - 1])):
                    return folder
        return None

    def within_one_record(p: RepoProblem) -> bool:
        """Both sides are one record's own papers (evitaDB's ADR folder `2026-07-10-.../`, whose report
        "Superseded by `2026-07-09-...-remeasure.md`", a report beside it): a working note replaced by a later
        one, no decision of the family's replaced by another."""
        sides = {p.relative, *p.involves}
        folders = {record_folder(r) for r in sides}
        return len(sides) > 1 and len(folders) == 1 and None not in folders

    kin: dict[str, list[str]] = {}  # where pages of no family are kept -> those pages (filled when first asked)

    def by_one_side(p: RepoProblem) -> bool:
        """The side the record does not say is one its family never writes, or its process leaves optional."""
        asks_successor = p.message.endswith(_ASKS_SUCCESSOR)
        if not asks_successor and not p.message.endswith(_ASKS_OLD):
            return False
        other = next((r for r in sorted(p.involves) if r != p.relative), None)
        family = families.get(other) if other is not None else None
        if family is None:
            # (pages of no family that name their successors and are not named back, asked of their kin, those of no
            # family kept where both are: whether they only ever write "superseded by")
            place = kept_as(p.relative)
            if not asks_successor or p.message.endswith(_ASKS_AMENDMENT) or other is None or other in families \
                    or kept_as(other) != place:
                return False
            if not kin:
                for relative in records:
                    if relative not in families:
                        kin.setdefault(kept_as(relative), []).append(relative)
            return kin_one_sided(kin[place], records, old=False)
        return one_sided(family, records, old=not asks_successor) or (
            not asks_successor and back_optional(family, records)) or (
            p.message.endswith(_ASKS_AMENDMENT) and amended_one_sided(family, records, old=not asks_successor)) or (
            not asks_successor and other is not None and not p.message.endswith(_ASKS_AMENDMENT)
            and ended_as_its_template_asks(family, records, other))

    def kept_as(relative: str) -> str:
        """Where a page of no family is kept: its folder, or the folder above where it is a folder's README (GOV.UK
        Forms' `design/prototype-version-3/README.md`, one of `design/`'s)."""
        folder, _slash, name = relative.rpartition("/")
        return folder.rpartition("/")[0] if name.rpartition(".")[0].lower() in ("readme", "index") else folder

    def names_successor(relative: str) -> bool:
        return any(kind in SUCCESSOR_KINDS for kind, *_rest in (records.get(relative) or {}).get("relations") or ())

    def kept_where(relative: str) -> str:  # the record's family's folder, or its own
        family = families.get(relative)
        return family.folder if family is not None else posixpath.dirname(relative)

    # ... or where its records do so: CONVENTION or more name their successor in a field and every one of them
    # keeps the status its decision had (JMESPath's JEPs, `| **Status** | accepted` over `| **Obsoleted By** |`)
    naming: dict[str, list[bool]] = {}
    if any(code == "DC405" for code, _p in found):
        for relative, record in records.items():
            if names_successor(relative):
                naming.setdefault(kept_where(relative), []).append(in_force(record.get("status")))
    kept_by_records = {folder for folder, kept in naming.items() if len(kept) >= CONVENTION and all(kept)}

    def names_its_successor(relative: str) -> bool:
        family = families.get(relative)
        return names_successor(relative) and (kept_where(relative) in kept_by_records or (
            family is not None and keeps_status_when_superseded(family)))

    # A companion (PHP-FIG's `PSR-0-meta.md` beside `PSR-0.md`: "It is superseded by PSR-4") speaks of its record:
    # the successor names the record, if anything, not the companion.
    parts = companions(records) if any(code == "DC404" and p.message.endswith(_ASKS_SUCCESSOR)
                                       for code, p in found) else set()
    return [(code, p) for code, p in found
            if not (code == "DC404" and p.message.endswith(_ASKS_SUCCESSOR) and (no_convention(p)
                                                                                 or p.relative in parts))
            and not (code == "DC404" and (by_one_side(p) or of_no_record(p) or within_one_record(p)))
            and not (code == "DC405" and names_its_successor(p.relative))]


def repository_problems(records: Mapping[str, dict[str, Any]], config: Config, cache: CheckCache,
                        against: str | None = None) -> list[tuple[str, RepoProblem]]:
    """(rule code, problem) of every DC4 rule over the index of these records, and a row per family the records
    make (`conventions.FAMILY_CODE`). Replayed from the cache while the indexed documents, their records and
    the files their links point at are what they were."""
    judged_from_top = links_from_top_judged(config, records)
    listed = places_listed(config.root, records)  # (listed once for the site folders and Docusaurus 1's)
    sections = section_sites(records)  # (found once for the site folders and the lowercase addresses)
    sites = site_folders(config.root, records, listed, sections)
    tops = _tops(config.root)  # (listed once for the site's checks below)
    hugo = hugo_sites(config.root, tops)
    roots = hugo_page_roots(config.root, hugo)
    lowercase = lowercase_addresses(config.root, hugo) or bool(sections)
    statics = hugo_static_roots(config.root, hugo)
    hotdoc = hotdoc_sites(config.root, records)
    flats = docusaurus_roots(config.root, records, tops, listed) + _hotdoc_roots(hotdoc)
    served = eleventy_inputs(config.root, tops)
    languages = language_roots(config.root, tops)
    myst = myst_cross_references(config.root)
    ignored = folders_kept_out(config.root, tops, sites)
    # What the problems were found from: the indexed paths, and (a path never holds NUL) whether links from '/'
    # were judged, which folders serve a site and which .gitignore keeps out, which a site configuration, a .git or
    # a .gitignore's line added since changes.
    paths = [*records, *(["\0root-is-repository"] if judged_from_top else []), *(f"\0site:{s}" for s in sites),
             *(f"\0pages:{r}" for r in roots), *(f"\0static:{c}:{t}" for c, t in statics),
             *(f"\0flat:{p}:{d}" for p, d in flats), *(f"\0served:{folder}" for folder in served),
             *(f"\0hotdoc:{site}" for site, _pages in hotdoc),
             *(f"\0language:{docs}:{','.join(sorted(locales))}" for docs, locales in languages),
             *(["\0lowercase"] if lowercase else []), *(["\0myst"] if myst else []),
             *(f"\0ignored:{folder}" for folder in ignored)]
    if against is None and (stored := cache.repo_problems(paths)) is not None:
        checked, rows = stored
        listings: dict[str, frozenset[str]] = {}
        sphinx = sphinx_sources(config.root)
        if all(_link_exists(config.root, path, listings, sphinx) == bool(exists) for path, exists in checked):
            found = _problems(rows)
            if cache.shapes_changed:
                # Only shapes changed: the DC4 problems stand, and the families of those records are learned
                # again (a line of prose added to a short section, or a section filled, changes what its
                # family's model says of it): each from its members' records, the others as they were.
                found, changed = _relearned(found, records, config, cache.shapes_changed)
                if changed:
                    cache.put_repo_problems(paths, checked, _rows(found))  # else the rows stand: nothing rewritten
            return _by_convention(found, records)
    with paused_gc():  # an entry per document and no cycles: a collection would only walk them
        index, checked = build_index(records, config, cache.path_table, judged_from_top, sites, roots, lowercase,
                                     myst, ignored, statics, flats, served, hotdoc, languages)
        if index.paths is not cache.path_table:
            cache.put_path_table(index.paths)
        if against is not None:
            from doccheck.run.against import read_ref

            index.ref = read_ref(config, index, against, [r.strip("/") or "." for r in config.model.roots])
        found = [(rule.code, p) for rule in load_repo_rules().values() for p in rule.check(index)]
        found += _convention_rows_since(cache, paths, records, config)
        from doccheck.repo.due import due_rows

        found += due_rows(records)  # what each record says of its dates, for the DC6 rules (run/expiry.py)
    if against is None:
        cache.put_repo_problems(paths, checked, _rows(found))
    return _by_convention(found, records)


_QUOTED_TARGET = lazy(r"'([^'\n]{1,500})'")


def _said_once(found: list[tuple[str, RepoProblem]]) -> list[tuple[str, RepoProblem]]:
    """The problems without a broken link (DC410) that a missing related document (DC403) on the same line of the
    same document already names: one defect, `Superseded by [ADR 31](./0031-x.md)` naming no document, said once
    (where DC403 is selected: with it ignored, the broken link is still said)."""
    named = {(p.relative, p.line, quoted.group(1)) for code, p in found if code == "DC403"
             for quoted in [_QUOTED_TARGET.search(p.message)] if quoted is not None}
    if not named:
        return found
    return [(code, p) for code, p in found if code != "DC410" or (quoted := _QUOTED_TARGET.search(p.message)) is None
            or (p.relative, p.line, quoted.group(1)) not in named]


def _rows(found: list[tuple[str, RepoProblem]]) -> list[tuple[Any, ...]]:
    return [(code, p.relative, p.line, p.message, sorted(p.involves), p.column) for code, p in found]


def _problems(rows: Iterable[Sequence[Any]]) -> list[tuple[str, RepoProblem]]:
    """The rows the cache keeps (`_rows`), as (rule code, problem) again."""
    return [(code, RepoProblem(relative, line, message, frozenset(involves), column))
            for code, relative, line, message, involves, column in rows]


def _convention_rows(records: Mapping[str, dict[str, Any]], config: Config) -> list[tuple[str, RepoProblem]]:
    """A row per family the records make, and one per finding its conventions add to a document (the cache keeps
    them with the DC4 problems, whose DC404 rows they filter when read: `_by_convention`)."""
    from doccheck.repo.conventions import ADDED, FAMILY_CODE, to_data

    learned = _learn_here(records, config)
    found = [(FAMILY_CODE, RepoProblem(f.folder or ".", 1, to_data(f), frozenset(f.documents), 1))
             for f in {id(f): f for f in learned.families.values()}.values()]
    found += [(ADDED + code, RepoProblem(relative, line, message, frozenset((relative,)), 1))
              for relative, added in learned.added.items() for code, line, message in added]
    found += [_excuse_row(relative, excused) for relative, excused in learned.excuses.items()]
    return found


def _convention_rows_since(cache: CheckCache, paths: list[str], records: Mapping[str, dict[str, Any]],
                           config: Config) -> list[tuple[str, RepoProblem]]:
    """The convention rows after a commit changed some records: where every changed record was a member of a family
    the last pass over the same documents learned (or is under no family's folder, where its edit can make none),
    only those families are learned again (`_relearned`), as a change of shape alone does; otherwise (a document
    added or gone, a template edited) every family is.
    Learning all of them was most of a record change's run (1.4 s of CPU at 1,759 documents)."""
    from doccheck.repo.conventions import FAMILY_CODE, from_data

    earlier = cache.earlier_repo_problems(paths) if cache.records_changed else None
    if earlier is not None:
        rows = [(code, problem) for code, problem in _problems(earlier) if code.startswith("@")]
        families = [from_data(p.message, p.involves) for code, p in rows if code == FAMILY_CODE]
        members = {r for family in families for r in family.documents}
        changed = cache.records_changed | cache.shapes_changed

        def outside(relative: str) -> bool:
            """A record no family could take in for its edit: no template, under no family's folder, and no guide
            above one (`_guides`)."""
            if _guides(relative, [family.folder for family in families]):
                return False
            return not records[relative].get("template") and not any(
                relative == family.template or not family.folder or relative.startswith(family.folder + "/")
                for family in families)

        if all(relative in members or outside(relative) for relative in changed):
            return _relearned(rows, records, config, changed & members)[0]
    return _convention_rows(records, config)


def _guides(relative: str, folders: list[str]) -> bool:
    """Whether a document is a guide (CONTRIBUTING.md, README.md, index.md) in a family's folder or above it
    (`folders`, the families' folders, "." for the top), whose list of statuses may be the family's
    (`conventions._guide_statuses`): its edit learns the families again."""
    from doccheck.repo.conventions import GUIDE_NAMES

    if posixpath.basename(relative) not in GUIDE_NAMES:
        return False
    home = posixpath.dirname(relative)
    return any(not home or folder == home or folder.startswith(home + "/") for folder in folders)


def _excuse_row(relative: str, excused: Excuse) -> tuple[str, RepoProblem]:
    from doccheck.repo.conventions import EXCUSE_CODE

    return EXCUSE_CODE, RepoProblem(relative, 1, excused.to_data(), frozenset((relative,)), 1)


def _relearned(found: list[tuple[str, RepoProblem]], records: Mapping[str, dict[str, Any]], config: Config,
               changed: set[str]) -> tuple[list[tuple[str, RepoProblem]], bool]:
    """The repository pass's rows with the families of the `changed` records learned again from their members'
    records, and those members' added findings found again; and whether any row is not what it was (only the
    relearned families' rows are compared). A changed template learns everything again."""
    from doccheck.repo.conventions import ADDED, FAMILY_CODE, additions, excuse, from_data, relearn, to_data

    folders = [p.relative for code, p in found if code == FAMILY_CODE]
    if any(records.get(r, {}).get("template") or _guides(r, folders) for r in changed):
        return [(code, p) for code, p in found if not code.startswith("@")] + _convention_rows(records, config), True
    stale = [problem for code, problem in found if code == FAMILY_CODE and not changed.isdisjoint(problem.involves)]
    touched = [relearn(from_data(problem.message, problem.involves), records) for problem in stale]
    # A member's added findings and excuse follow from its record and its family's model alone: where the model
    # came out as it was, only the changed members' are found again (a KEP's edit, not its 500 neighbours').
    redo: set[str] = set()
    for problem, family in zip(stale, touched, strict=True):
        same = to_data(family) == problem.message and set(family.documents) == problem.involves
        redo |= changed.intersection(family.documents) if same else set(family.documents)
    kept: list[tuple[str, RepoProblem]] = []
    before: list[tuple[str, RepoProblem]] = []
    for code, problem in found:
        replaced = (code == FAMILY_CODE and any(problem is s for s in stale)) or (
            code != FAMILY_CODE and code.startswith(ADDED) and problem.relative in redo)
        (before if replaced else kept).append((code, problem))
    after: list[tuple[str, RepoProblem]] = []
    for family in touched:
        after.append((FAMILY_CODE, RepoProblem(family.folder or ".", 1, to_data(family), frozenset(family.documents),
                                               1)))
        again = [relative for relative in family.documents if relative in redo]
        after += [(ADDED + code, RepoProblem(relative, line, message, frozenset((relative,)), 1))
                  for relative in again for code, line, message in
                  additions(family, relative, records[relative], config.registry)]
        after += [_excuse_row(relative, excused) for relative in again
                  if (excused := excuse(family, records[relative], relative)) is not None]
    return kept + after, sorted(map(repr, _rows(before))) != sorted(map(repr, _rows(after)))


def _by_convention(found: list[tuple[str, RepoProblem]],
                   records: Mapping[str, Mapping[str, Any]]) -> list[tuple[str, RepoProblem]]:
    """The rows with the DC404s and DC405s their families' conventions excuse left out; the families are read from
    their rows only when there is such a row (a warm run replays the rows: most have none)."""
    wanted = {r for code, p in found if code in ("DC404", "DC405") for r in p.involves}
    if not wanted:
        return found
    # (... and the pages of the folders above them, which may be a record kept as a folder: `within_one_record`)
    parts = [r.split("/")[:-1] for r in wanted]
    wanted |= {f"{'/'.join(folder[:depth])}/{page}" for folder in parts for depth in range(1, len(folder) + 1)
               for page in ("README.md", "index.md")}
    from doccheck.repo.conventions import FAMILY_CODE, from_data

    families: dict[str, Family] = {}
    for code, problem in found:
        if code == FAMILY_CODE and not wanted.isdisjoint(problem.involves):
            family = from_data(problem.message, problem.involves)
            families.update((r, family) for r in family.documents)
    return _one_way_by_convention(found, families, records)


# DC404's message when it asks the newer record to say so back (supersedes, or amends: the same side), or the old
_ASKS_SUCCESSOR = ("does not say it supersedes this document", "does not say it amends this document")
_ASKS_OLD = ("does not say it is superseded by this document", "does not say it is amended by this document")
_ASKS_AMENDMENT = (_ASKS_SUCCESSOR[1], _ASKS_OLD[1])


def build_index(records: Mapping[str, dict[str, Any]], config: Config, paths: PathTable | None = None,
                judged_from_top: bool | None = None, sites: tuple[str, ...] | None = None,
                roots: tuple[str, ...] | None = None, lowercase: bool | None = None, myst: bool | None = None,
                ignored: tuple[str, ...] | None = None, statics: tuple[tuple[str, str], ...] | None = None,
                flats: tuple[tuple[str, str], ...] | None = None,
                served: tuple[str, ...] | None = None,
                hotdoc: tuple[tuple[str, str], ...] | None = None,
                languages: tuple[tuple[str, frozenset[str]], ...] | None = None,
                ) -> tuple[RepoIndex, list[tuple[str, bool]]]:
    """The index, and each path its links point at that is not a document, with whether it exists on disk."""
    index = RepoIndex.build(records.items(), paths)
    index.memo["root_is_repository"] = (links_from_top_judged(config, records) if judged_from_top is None
                                        else judged_from_top)
    # pages may link each other by their addresses
    tops = _tops(config.root)
    index.memo["builds_a_site"] = builds_a_site(config.root, tops) or site_content(records)
    # Doxygen publishes a Markdown page `x.md` as `x.html` (Donner's docs); its pages are no site's routes otherwise
    # ('/doc/Git.md' is still a path from the top)
    index.memo["doxygen"] = any("Doxyfile" in names for _prefix, names in tops)
    sections = section_sites(records) if sites is None or lowercase is None else ()
    index.memo["site_folders"] = site_folders(config.root, records, sections=sections) if sites is None else sites
    hugo = hugo_sites(config.root, tops) if roots is None or lowercase is None or statics is None else []
    index.memo["page_roots"] = hugo_page_roots(config.root, hugo) if roots is None else roots
    index.memo["static_roots"] = hugo_static_roots(config.root, hugo) if statics is None else statics
    hotdoc = hotdoc_sites(config.root, records) if hotdoc is None else hotdoc
    index.memo["hotdoc_sites"] = tuple(site for site, _pages in hotdoc)
    index.memo["flat_roots"] = (docusaurus_roots(config.root, records, tops) + _hotdoc_roots(hotdoc)
                                if flats is None else flats)
    index.memo["served_roots"] = eleventy_inputs(config.root, tops) if served is None else served
    index.memo["language_roots"] = language_roots(config.root, tops) if languages is None else languages
    index.memo["lowercase_addresses"] = lowercase_addresses(config.root, hugo) or bool(sections) \
        if lowercase is None else lowercase
    index.memo["myst_objects"] = myst_cross_references(config.root) if myst is None else myst
    index.memo["ignored_folders"] = folders_kept_out(config.root, tops, index.memo["site_folders"]) \
        if ignored is None else ignored
    if any(entry.record.get("url_links") for entry in index.entries.values()):
        index.memo["origin"] = github_origin(config.root)  # whose links by address are this repository's own
    listings: dict[str, frozenset[str]] = {}
    sphinx = sphinx_sources(config.root, tops)
    checked = [(path, _link_exists(config.root, path, listings, sphinx)) for path in sorted(index.link_paths())]
    checked += _diagram_sources(config.root, checked, listings)
    index.memo["missing_folder"] = _missing_folders(config.root, index, checked, listings, sphinx)
    index.existing = frozenset(path for path, exists in checked if exists)
    return index, checked


def _diagram_sources(root: Path, checked: list[tuple[str, bool]], listings: dict[str, frozenset[str]]) -> list[
        tuple[str, bool]]:
    """(path, there) of the sources a build may draw each missing image from (`repo/index.diagram_sources`), and of
    a missing page's names in other formats (`other_formats`), read from the listing of its folder where that folder
    is there: one listing per folder, not a look per source, and nothing to look at again on a warm run where it is
    not (the corpus's 160 missing images)."""
    from doccheck.repo.index import diagram_sources, other_formats

    found: list[tuple[str, bool]] = []
    for path, there in checked:
        sources = [] if there else [*diagram_sources(path), *other_formats(path)]
        folder = posixpath.dirname(path)
        if not sources or not os.path.isdir(root / folder):
            continue  # (a folder not there is looked at as the missing path's own: `_missing_folders`)
        names = _listing(f"{os.fspath(root)}/{folder}" if folder else os.fspath(root), listings)
        found += [(source, posixpath.basename(source) in names) for source in sources]
    return found


def _missing_folders(root: Path, index: RepoIndex, checked: list[tuple[str, bool]],
                     listings: dict[str, frozenset[str]], sphinx: tuple[str, ...]) -> dict[str, str]:
    """The topmost folder that is not there of each missing path under one (`repo/links.py`: a document's links
    into it are one finding). The folders looked at join `checked`: one appearing changes the problems as a
    path appearing does."""
    known = dict(checked)
    looked: dict[str, bool] = {}
    missing: dict[str, str] = {}
    for path, exists in list(checked):
        parts = path.split("/")[:-1]
        if exists or not parts or ".." in parts:
            continue
        for depth in range(1, len(parts) + 1):
            folder = "/".join(parts[:depth])
            if folder in index.folders:
                continue
            there = known.get(folder)
            if there is None:
                there = known[folder] = looked[folder] = _link_exists(root, folder, listings, sphinx)
            if not there:
                missing[path] = folder
                break
    checked += sorted(looked.items())
    return missing


_ORIGIN_URL = lazy(r"^\s*url\s*=\s*(?:https://github\.com/|git@github\.com:|ssh://git@github\.com/)"
                   r"([A-Za-z0-9_.-]{1,100})/([A-Za-z0-9_.-]{1,100}?)(?:\.git)?/?\s*$")
_HEAD_BRANCH = lazy(r"^ref: refs/heads/(\S{1,200})\s*$")


def github_origin(root: Path) -> tuple[str, str, str | None] | None:
    """(owner, name, checked-out branch) of the GitHub repository this checkout's `origin` remote names, where the
    folder is a checkout's top (`.git` a folder there); None elsewhere. git's own two small files, nothing else."""
    git = root / ".git"
    try:
        if not git.is_dir():
            return None
        with (git / "config").open("rb") as file:
            config = file.read(65_536).decode("utf-8", errors="replace")
        with (git / "HEAD").open("rb") as file:
            head = file.read(1_000).decode("utf-8", errors="replace")
    except OSError:
        return None
    section = ""
    for line in config.splitlines():
        if line.lstrip().startswith("["):
            section = line.strip()
        elif section == '[remote "origin"]' and (found := _ORIGIN_URL.match(line)) is not None:
            branch = _HEAD_BRANCH.match(head)
            return found.group(1).lower(), found.group(2).lower(), branch.group(1) if branch else None
    return None


def links_from_top_judged(config: Config, paths: Iterable[str]) -> bool:
    """Whether a link from '/' is judged as a path from the repository's top: the check, `index` and `site` alike."""
    return root_is_repository(config) and not site_content(paths)


def root_is_repository(config: Config) -> bool:
    """Whether a link from the site root (`/docs/x.md`) is a path from the configuration's folder: only where
    that folder is known to be the repository's top, and no site generator maps routes there."""
    return (config.source is not None or (config.root / ".git").exists()) and not builds_a_site(config.root)


# The configuration files of the static-site generators that serve a repository's Markdown.
SITE_CONFIGS = frozenset({"mkdocs.yml", "mkdocs.yaml", "hugo.toml", "hugo.yaml", "hugo.json", "_config.yml",
                          # GitHub Pages' custom domain: the repository is published as a site, whatever builds it
                          # (google.aip.dev's `CNAME`, aip.dev, served by aip-site-generator at `/121`)
                          "CNAME",
                          "docusaurus.config.js", "docusaurus.config.ts", "antora.yml", "antora-playbook.yml",
                          "book.toml",  # mdBook's: `[RFC 2](0002-interfaces.html)` is the page of 0002-interfaces.md
                          ".vitepress",  # VitePress keeps its configuration in a folder (ris-search's api-docs/)
                          # Astro's (Starlight serves `src/content/docs/x.mdx` at `/x`: delta-io/delta's docs/)
                          "astro.config.mjs", "astro.config.js", "astro.config.ts", "astro.config.mts",
                          "astro.config.cjs",
                          # Vocs's (its pages in `pages/` under the site's root folder: headrace's docs/src/pages/)
                          "vocs.config.ts", "vocs.config.tsx", "vocs.config.js", "vocs.config.mjs",
                          # VuePress's folder (`x.md` served as `x.html`) and GitBook's file (Eleventy's is not one:
                          # it serves `x.md` at `x/`, and konflux's sibling `x.html` links are dead on its site too)
                          ".vuepress", ".gitbook.yaml"})
# A web application's, in a folder of its own below the top: a documentation site serving its Markdown as routes and
# its public/ folder at '/' (Chroma's docs/docs.trychroma.com/, Next.js over Markdoc pages). At the top, the
# repository is the application, and its Markdown is read on the forge (vespera's next.config.ts).
APP_CONFIGS = frozenset({"next.config.js", "next.config.mjs", "next.config.ts", "nuxt.config.ts", "nuxt.config.js",
                         "gatsby-config.js", "gatsby-config.ts"})


GITIGNORE_BYTES = 1 << 16  # a .gitignore larger than this is not read
MAX_IGNORE_LINES = 2_000


_CONTENT_OF = lazy(r"/\*{1,2}+$")


def gitignore_lines(root: Path, path: Path) -> list[str]:
    """The lines of a .gitignore, stripped, the empty ones left out; none where it cannot be read (a regular file
    inside the repository, of a bounded size: a link or a FIFO named .gitignore is `Refused`, an OSError as a
    missing one is)."""
    from doccheck.boundary import read_file

    try:
        text = read_file(path, limit=GITIGNORE_BYTES, root=root).decode("utf-8", "replace")
    except OSError:
        return []
    return [line.strip() for line in text.splitlines()[:MAX_IGNORE_LINES] if line.strip()]


def ignored_folders(root: Path) -> tuple[str, ...]:
    """The folders the top `.gitignore` keeps out of the repository by their path (`docs/references/`,
    `/references/`, `/wip/*`, `.cursor/rules`), or by a name at any depth (`artifacts/`, written `**/artifacts`),
    not by a pattern (`*.log`, `build-*/`): a clone or an output that exists only where it was made. (An entry
    that names a file is kept too: no link goes into a file.)"""
    from doccheck.repo.links import ANY_DEPTH

    found = []
    for written in gitignore_lines(root, root / ".gitignore"):
        # (a folder's whole content is the folder: `/wip/*`, `wip/**`; an entry without its closing '/' may be a
        # folder too, `.cursor/rules`: a link into it names it as one)
        # (anchored as git anchors it: by a '/' anywhere but at its end, `src/*` as `/src/`)
        entry = _CONTENT_OF.sub("/", written)
        if not entry.startswith(("#", "!")) and entry.strip("/") and not any(c in entry for c in "*?[\\") \
                and not {".", ".."} & set(entry.strip("/").split("/")):
            found.append(entry.strip("/") if "/" in written.rstrip("/") else ANY_DEPTH + entry.strip("/"))
    return tuple(sorted(set(found)))


MKDOCS_BYTES = 1 << 16  # a site configuration or a build script larger than this is not read
_GEN_FILES = lazy(r"^[ \t]*+-[ \t]*+gen-files[ \t]*+:[ \t]*+\n[ \t]++scripts[ \t]*+:[ \t]*+\n"
                  r"((?:[ \t]*+-[ \t]*+[\w./-]{1,200}?\.py[ \t]*+\n?){1,20}+)", re.MULTILINE)
_SCRIPT = lazy(r"[\w./-]{1,200}\.py")  # one of them
_DOCS_DIR = lazy(r"^docs_dir[ \t]*+:[ \t]*+[\"']?([\w./-]{1,200}+)", re.MULTILINE)
# The folder a gen-files script writes pages into: `mkdocs_gen_files.open(f"reference/...")`, `Path("reference", ...)`
_WRITES_INTO = lazy(r"""(?:mkdocs_gen_files\.open\(\s*+f?["']|Path\(\s*+["'])([\w.-]{1,100}+)(?:/|["']\s*+,)""")


def folders_kept_out(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None,
                     sites: Sequence[str] = ()) -> tuple[str, ...]:
    """The folders whose files no checkout holds, which links go into: those the .gitignore keeps out
    (`ignored_folders`), and those a site's build writes, marked `BUILT` (`built_folders`, and a folder the
    .gitignore keeps out inside one of the `sites`' folders: F Prime's `docs/UsersGuide/api/`, where its docs' build
    writes the Doxygen pages its Jekyll site links; unless the site lists its pages, MkDocs' navigation or an
    mdBook's summary, which say which of them are built). `tops`: `_tops`, if known."""
    ignored = ignored_folders(root)
    unlisted = [site for site in sites if site and not any((root / site / name).is_file() for name in LISTING_SITES)]
    inside = [folder for folder in ignored if folder.startswith(tuple(unlisted))]
    return ignored + tuple(BUILT + folder for folder in sorted({*built_folders(root, tops, ignored), *inside})) + \
        tuple(SUBMODULE + folder for folder in submodule_folders(root))


def submodule_folders(root: Path) -> tuple[str, ...]:
    """The folders `.gitmodules` places other repositories in (`path = docs/haidra-assets`): a clone holds them
    only when asked to (`--recurse-submodules`), so a link into one that is not checked out is not ours to judge.
    Paths out of the repository are no submodule of it."""
    return _folders_named(root, ".gitmodules", _SUBMODULE_PATH)


def _folders_named(root: Path, name: str, pattern: re.Pattern[str]) -> tuple[str, ...]:
    """The folders a configuration file at the top names (the first group of each match of `pattern`), as paths
    from the top; a file that is not there, or not a regular file of the repository, names none, and a path out of
    the repository is none of its folders."""
    from doccheck.boundary import read_file

    try:
        text = read_file(root / name, limit=CONFIG_BYTES, root=root).decode("utf-8", "replace")
    except OSError:
        return ()
    found = set()
    for match in pattern.finditer(text):
        folder = posixpath.normpath(match.group(1).strip().strip('"'))
        if folder not in (".", "..") and not folder.startswith(("../", "/")):
            found.add(folder)
    return tuple(sorted(found))


_SUBMODULE_PATH = lazy(r"^[ \t]*+path[ \t]*+=[ \t]*+([^\n]{1,300}+)$", re.MULTILINE)


LISTING_SITES = ("mkdocs.yml", "mkdocs.yaml", "book.toml")  # a site whose configuration lists its pages


def _mkdocs_configs(root: Path, prefix: str, names: frozenset[str]) -> list[tuple[str, str]]:
    """(text, docs folder from `docs_dir:`, else `docs`) of each MkDocs configuration among a folder's names (`prefix`:
    the folder, `_tops`), read bounded; one that cannot be read is left out."""
    from doccheck.boundary import read_file

    found = []
    for config in sorted(names & {"mkdocs.yml", "mkdocs.yaml"}):
        try:
            text = read_file(root / prefix / config, limit=MKDOCS_BYTES, root=root).decode("utf-8", "replace")
        except OSError:
            continue
        found.append((text, match.group(1).strip("/") if (match := _DOCS_DIR.search(text)) else "docs"))
    return found


def built_folders(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None,
                  ignored: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The folders of a MkDocs site that its build writes pages into, which are in no checkout: those its
    `gen-files` scripts write (katana's `docs/gen_ref_pages.py`, the mkdocstrings recipe, one page per module
    under `docs/reference/`), and those of its docs the .gitignore keeps out that its navigation names. A link
    into one is to a page the site has. `ignored`: `ignored_folders`, if known."""
    from doccheck.boundary import read_file

    def kept_out(inside: str, listing: str, before: str) -> list[str]:
        """The folders under `inside` the .gitignore keeps out that a site's listing names pages in (`before`:
        what stands before a folder's name there), read once whoever asks."""
        nonlocal ignored
        ignored = ignored_folders(root) if ignored is None else ignored
        return [folder for folder in ignored if folder.startswith(inside) and not os.path.isdir(root / folder)
                and re.search(rf"{before}{re.escape(folder[len(inside):])}/", listing) is not None]

    found: list[str] = []
    for prefix, names in _tops(root) if tops is None else tops:
        for text, docs in _mkdocs_configs(root, prefix, names):
            # ... and a folder of its docs that the .gitignore keeps out and its navigation names pages in: one a
            # script fills before the build (bITdevKit's `docs/site/reference/`, which `sync-docs.ps1` copies in)
            found += kept_out(f"{prefix}{docs}/", text, "[\\s:'\"]")
            for scripts in _GEN_FILES.finditer(text):
                for script in _SCRIPT.findall(scripts.group(1))[:20]:
                    try:
                        code = read_file(root / prefix / script, limit=MKDOCS_BYTES, root=root).decode("utf-8",
                                                                                                       "replace")
                    except OSError:
                        continue
                    found += [posixpath.normpath(f"{prefix}{docs}/{name}") for name in _WRITES_INTO.findall(code)
                              if name not in (".", "..")]
        if "book.toml" in names:
            # ... and an mdBook's: a folder of its source the .gitignore keeps out, which its SUMMARY.md lists
            # pages in (brokkr's `docs/src/api/rust/`, rustdoc's Markdown written there before the build)
            try:
                book = read_file(root / prefix / "book.toml", limit=MKDOCS_BYTES, root=root).decode("utf-8", "replace")
                source = (match.group(1).strip("/") if (match := _BOOK_SRC.search(book)) else "src") or "src"
                summary = read_file(root / prefix / source / "SUMMARY.md", limit=MKDOCS_BYTES, root=root).decode(
                    "utf-8", "replace")
            except OSError:
                continue
            found += kept_out(posixpath.normpath(f"{prefix}{source}") + "/", summary, r"\]\((?:\./)?")
    return tuple(sorted(set(found)))


# mkdocs-static-i18n's plugin (`- i18n:`), the locales it builds (`- locale: ja`), and its other layout, a folder per
# language (`docs_structure: folder`), where the links lead to files that are there.
_I18N_PLUGIN = lazy(r"^[ \t]*+-[ \t]*+i18n[ \t]*+:", re.MULTILINE)
_LOCALE = lazy(r"^[ \t]*+(?:-[ \t]*+)?locale[ \t]*+:[ \t]*+[\"']?([A-Za-z]{2,3}+(?:[-_][A-Za-z0-9]{2,8}+)?)"
               r"[\"']?[ \t]*+$", re.MULTILINE)
_BY_FOLDER = lazy(r"^[ \t]*+docs_structure[ \t]*+:[ \t]*+[\"']?folder", re.MULTILINE)


def language_roots(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None) -> tuple[
        tuple[str, frozenset[str]], ...]:
    """(docs folder, locales) of each MkDocs site that mkdocs-static-i18n builds in several languages from one tree
    (`docs_structure: suffix`, its default: `index.ja.md` beside `index.md`). The site serves each language under
    its locale's folder, so Kompox's `docs/index.md` links the Japanese edition as `ja/` and
    `docs/examples/index.md` links it as `../ja/examples/`: the same page's address in another language."""
    found = []
    for prefix, names in _tops(root) if tops is None else tops:
        for text, docs in _mkdocs_configs(root, prefix, names):
            if _I18N_PLUGIN.search(text) is None or _BY_FOLDER.search(text) is not None:
                continue
            locales = frozenset(_LOCALE.findall(text)[:40])
            if locales and docs not in (".", "..") and not docs.startswith(("../", "/")):
                found.append((posixpath.normpath(f"{prefix}{docs}") + "/", locales))
    return tuple(found)


_BOOK_SRC = lazy(r"^[ \t]*+src[ \t]*+=[ \t]*+[\"']([^\"'\n]{1,200})[\"']", re.MULTILINE)


def site_content(paths: Iterable[str]) -> bool:
    """Whether the documents are a site generator's content: Hugo's (and Zola's) section pages are `_index.md`
    (grafana/loki's `docs/sources/`, published by a build outside the repository, with no configuration in it)."""
    return any(path.rpartition("/")[2] == "_index.md" for path in paths)


def builds_a_site(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None) -> bool:
    """Whether the repository builds a site from its Markdown (a generator's configuration at its top or one
    folder down, as Hugo's `site/hugo.toml`, or a Sphinx source: `sphinx_sources`). There
    `/docs/concepts/versioning/` is a route of the site, which the generator maps (mounted folders, generated
    reference pages), not a path from the repository's top. `tops`: `_tops`, if known."""
    return any(not SITE_CONFIGS.isdisjoint(names) or _sphinx_source(names) for _prefix, names in (
        _tops(root) if tops is None else tops))


_DOCS_FOLDERS = frozenset({"docs", "doc", "documentation", "sphinx"})
_SITE_SOURCE_FOLDERS = _DOCS_FOLDERS | {"website", "site"}  # (`places_listed`'s, three folders down)
CONF_BYTES = 1 << 16  # a Sphinx conf.py larger than this is not read


def myst_cross_references(root: Path) -> bool:
    """Whether the repository's Markdown is read by Sphinx through MyST (a `conf.py` naming `myst_parser`, at the
    top, in a documentation folder or one below it: pulumi's `docs/sphinx/conf.py`): there a link to
    a dotted name (`[RegisterResource](pulumirpc.ResourceMonitor.RegisterResource)`) is a cross-reference to a
    documented object, not a file."""
    from doccheck.boundary import read_file

    # (a few stat calls and one listing of the documentation folder: no walk of the top, on every run)
    places = [""]
    for name in _DOCS_FOLDERS:
        with contextlib.suppress(OSError):
            places += [f"{name}/", *(f"{name}/{entry.name}/" for entry in os.scandir(root / name)
                                     if entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."))]
    for prefix in (p for p in places if (root / p / "conf.py").is_file()):
        with contextlib.suppress(OSError):
            if b"myst_parser" in read_file(root / prefix / "conf.py", limit=CONF_BYTES, root=root):
                return True
    return False


def sphinx_sources(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None) -> tuple[str, ...]:
    """The folders, the top ('') or one down, that are a Sphinx site's source (its `conf.py` beside the root
    document, `index.rst` or `index.md`): there a link names a document by its name without a suffix
    (`[setup](../setup/index)` is `setup/index.rst`), and Sphinx's own pages (`genindex`) are pages. Also the
    `source/` folder of one of them, as sphinx-quickstart lays out a separate build (hermes' `docs/source/`).
    `tops`: `_tops`, if known."""
    found = []
    for prefix, names in _tops(root) if tops is None else tops:
        if _sphinx_source(names):
            found.append(prefix)
        elif prefix and "source" in names and not os.path.islink(root / prefix / "source"):
            try:
                if _sphinx_source(frozenset(os.listdir(root / prefix / "source"))):
                    found.append(f"{prefix}source/")
            except OSError:
                continue
    return tuple(found)


def hugo_page_roots(root: Path, sites: list[str] | None = None) -> tuple[str, ...]:
    """The content folders of a Hugo site (at the top or one down) that resolves its Markdown links as pages: its
    link render hook looks them up with `.Page.GetPage` (velero's `layouts/_default/_markup/render-link.html`), or
    the site is multilingual, where Hugo's own link hook does (since 0.123). GetPage finds a path without a leading
    slash from the page, then from the content folder: `[community](community)` in content/docs/main/maintainers.md is
    content/community/. Each is a prefix of its pages' paths (`site/content/en/`, one per language's folder).
    `sites`: `hugo_sites`, if known."""
    found: list[str] = []
    for prefix in hugo_sites(root) if sites is None else sites:
        languages = _language_folders(root / prefix / "content")
        if len(languages) >= 2:
            found += [f"{prefix}content/{language}/" for language in languages]
        elif any(_looks_up_pages(root / prefix / "layouts" / hook, root) for hook in _LINK_HOOKS):
            found.append(f"{prefix}content/")
    return tuple(found)


def hugo_static_roots(root: Path, sites: list[str]) -> tuple[tuple[str, str], ...]:
    """(content folder, static folder) of each Hugo site with a `static/` folder, which it serves at the site's root
    beside its pages: from lws's `site/content/en/docs/concepts/_index.md`, served at `/docs/concepts/`,
    `../../images/concept.png` is `site/static/images/concept.png`. A language's folder (`content/en/`) before the
    content folder, each served at the root."""
    found: list[tuple[str, str]] = []
    for prefix in sites:
        if not (root / prefix / "static").is_dir():
            continue
        found += [(f"{prefix}content/{language}/", f"{prefix}static/")
                  for language in _language_folders(root / prefix / "content")]
        found.append((f"{prefix}content/", f"{prefix}static/"))
    return tuple(found)


def docusaurus_roots(root: Path, records: Mapping[str, Mapping[str, Any]], tops: list[tuple[str, frozenset[str]]],
                      listed: Mapping[str, frozenset[str]] | None = None) -> tuple[tuple[str, str], ...]:
    """(pages' prefix, docs folder) of each Docusaurus site whose docs read a relative link from the docs folder.

    Docusaurus 1 (its `siteConfig.js`, at the top, one down, or two down above a document) serves every doc flat,
    at `/docs/<id>` whatever its folder, so a relative link of a doc reads from the docs folder (Magma's
    `assets/nms/x.png` in docs/readmes/lte/x.md is docs/readmes/assets/); and a version's folder
    (`versioned_docs/version-1.0.0/`) keeps only the docs that changed since, the rest read from the docs. The docs
    folder is the configuration's `customDocsPath` from the site's parent, else `docs` there, else the site's
    sibling holding the most documents (Magma mounts docs/readmes/ as the site's docs). `listed`: `places_listed`,
    if known: only a folder that holds a `siteConfig.js` is read.

    Docusaurus 2 and later (`docusaurus.config.js`, at the top or one down) reads a link to a Markdown file that
    starts with neither `./` nor `../` from its docs folder first, then from the page's own (OpenLineage's
    `spec/facets/...md` from website/docs/integrations/spark/ is website/docs/spec/facets/...md): its `docs/`."""
    from doccheck.boundary import read_file

    found: list[tuple[str, str]] = [
        (f"{prefix}docs/", f"{prefix}docs/") for prefix, names in tops
        if not DOCUSAURUS_CONFIGS.isdisjoint(names) and (root / prefix / "docs").is_dir()]
    places = {prefix for prefix, names in tops if "siteConfig.js" in names}
    places.update(f"{folder}/" for folder, names in (places_listed(root, records) if listed is None else listed).items()
                  if folder.count("/") == 1 and "siteConfig.js" in names)
    for site in sorted(places):
        try:
            config = read_file(root / site / "siteConfig.js", limit=CONF_BYTES, root=root).decode("utf-8", "replace")
        except OSError:
            continue  # not there, or not a regular file of the repository
        parent = posixpath.dirname(site.rstrip("/"))
        parent = f"{parent}/" if parent else ""
        named = _DOCS_PATH.search(config)
        docs = posixpath.normpath(parent + (named.group(1) if named else "docs")) + "/"
        if docs.startswith("../") or not (root / docs).is_dir():
            counts: dict[str, int] = {}
            for path in records:
                if path.startswith(parent) and not path.startswith(site) and "/" in path[len(parent):]:
                    folder = parent + path[len(parent):].split("/", 1)[0] + "/"
                    counts[folder] = counts.get(folder, 0) + 1
            if not counts:
                continue
            docs = max(sorted(counts), key=counts.__getitem__)
        found += [(docs, docs), (f"{site}versioned_docs/", docs)]
    return tuple(found)


def hotdoc_sites(root: Path, records: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """(site folder, pages folder) of each hotdoc site above some document: a folder holding a `sitemap.txt` of
    hotdoc's kind (one page a line, indented under its parent: `installing/index.md`) and the folder the pages it
    lists are in (GStreamer's `subprojects/gst-docs/`, its pages in `markdown/`). Hotdoc reads a page's link to
    another from the pages' folder (`additional/design/states.md` from `markdown/additional/design/clocks.md`), an
    image from the site's (`images/icons/emoticons/information.svg`), and a bare name as the symbol it documents
    (`[GstElement](GstElement)`)."""
    from doccheck.boundary import read_file

    folders = {posixpath.dirname(path) for path in records}
    above = {"/".join(parts[:depth]) for folder in folders if folder
             for parts in [folder.split("/")] for depth in range(1, len(parts) + 1)} | {""}
    found = []
    top = str(root)
    for site in sorted(above):
        if not os.path.isfile(os.path.join(top, site, "sitemap.txt")):
            continue  # (the common case, told by one stat: no file opened, no Path made)
        try:
            text = read_file(root / site / "sitemap.txt", limit=SITEMAP_BYTES, root=root).decode("utf-8", "replace")
        except OSError:
            continue  # not a regular file of the repository (a link out of it, a FIFO)
        lines = [line.strip() for line in text.splitlines() if line.strip()][:SITEMAP_LINES]
        pages = [line for line in lines if line.endswith((".md", ".markdown"))]
        if not pages or not all(_SITEMAP_ENTRY.fullmatch(line) for line in lines):
            continue  # a web sitemap (addresses), or a list of something else
        prefix = f"{site}/" if site else ""
        for folder in ["", *(entry.name + "/" for entry in _listed(root / site) if entry.is_dir()
                             and not entry.name.startswith("."))][:SITEMAP_FOLDERS]:
            if (root / site / folder / pages[0]).is_file():
                found.append((prefix, prefix + folder))
                break
    return tuple(found)


def _hotdoc_roots(sites: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The `flat_roots` of hotdoc sites: a page's link read from the pages' folder, and from the site's."""
    return tuple(sorted({(folder, folder) for site, pages in sites for folder in (site, pages)}))


SITEMAP_BYTES = 1 << 16  # a sitemap.txt larger than this is not read
SITEMAP_LINES = 2_000
SITEMAP_FOLDERS = 50  # a site folder's folders looked in for its pages
_SITEMAP_ENTRY = lazy(r"[\w./+-]{1,300}")


DOCUSAURUS_CONFIGS = frozenset({"docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs",
                                "docusaurus.config.cjs", "docusaurus.config.mts"})
_DOCS_PATH = lazy(r"\bcustomDocsPath\s{0,20}:\s{0,20}['\"]([^'\"\n]{1,200})['\"]")


def eleventy_inputs(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None) -> tuple[str, ...]:
    """The input folders of the Eleventy sites at the top or one down (its `eleventy.config.js`, `.eleventy.js`),
    each as a prefix of its pages' paths: the site serves them at '/', so `/how-to/` from a page there is the input
    folder's `how-to/index.md` and `/assets/x.png` its file (DfE's `docs/content/`, from `dir: { input: 'content' }`;
    without one, the configuration's own folder). Its pages' relative links are left as the forge reads them
    (Eleventy serves `x.md` at `x/`, where `../y.md` is no page either). `tops`: `_tops`, if known."""
    from doccheck.boundary import read_file

    found = []
    for prefix, names in _tops(root) if tops is None else tops:
        for name in sorted(ELEVENTY_CONFIGS & names):
            try:
                text = read_file(root / prefix / name, limit=CONFIG_BYTES, root=root).decode("utf-8", "replace")
            except OSError:
                continue  # not a regular file of the repository (a link out, a FIFO): not read
            named = _ELEVENTY_INPUT.search(text)
            folder = posixpath.normpath(prefix + (named.group(1) if named else "."))
            if folder == "." or folder.startswith("../") or not (root / folder).is_dir():
                continue  # (the repository itself, or a folder not there: no site of its own to read)
            found.append(folder + "/")
            break
    return tuple(found)


ELEVENTY_CONFIGS = frozenset({"eleventy.config.js", "eleventy.config.mjs", "eleventy.config.cjs",
                              "eleventy.config.ts", ".eleventy.js"})
_ELEVENTY_INPUT = lazy(r"\binput\s{0,20}:\s{0,20}['\"`]([^'\"`\n$]{1,200})['\"`]")


def _language_folders(content: Path) -> list[str]:
    """The names, sorted, of a Hugo content folder's language folders (`en/`, `zh-CN/`): each with its own section
    page (`_index.md`)."""
    return sorted(entry.name for entry in _listed(content) if entry.is_dir(follow_symlinks=False)
                  and _LANGUAGE_FOLDER.match(entry.name)
                  and any(e.name.startswith("_index.") for e in _listed(content / entry.name)))


def lowercase_addresses(root: Path, sites: list[str] | None = None) -> bool:
    """Whether the repository's site serves each page at its name lowercased, as Hugo does unless its configuration
    sets `disablePathToLower` (Envoy Gateway's `../codeowners` is CODEOWNERS.md). `sites`: `hugo_sites`, if known."""
    from doccheck.boundary import read_file

    for prefix in hugo_sites(root) if sites is None else sites:
        for name in (*HUGO_CONFIGS, *LEGACY_CONFIGS):
            try:
                if b"disablepathtolower" in read_file(root / prefix / name, limit=CONFIG_BYTES, root=root).lower():
                    return False
            except OSError:
                continue  # not there, or not a regular file of the repository (a link out, a FIFO): not read
        return True
    return False


CONFIG_BYTES = 1 << 20  # a site configuration larger than this is not read for a setting


def hugo_sites(root: Path, tops: list[tuple[str, frozenset[str]]] | None = None) -> list[str]:
    """The folders (the top, '', or one down, `site/`) that hold a Hugo site: its configuration and its content.
    `tops`: `_tops`, if known."""
    return [prefix for prefix, names in (_tops(root) if tops is None else tops) if "content" in names and (
        not HUGO_CONFIGS.isdisjoint(names) or (
            not LEGACY_CONFIGS.isdisjoint(names) and not {"layouts", "archetypes", "themes"}.isdisjoint(names)))]


HUGO_CONFIGS = frozenset({"hugo.toml", "hugo.yaml", "hugo.json"})
LEGACY_CONFIGS = frozenset({"config.toml", "config.yaml", "config.json"})  # Hugo's name for it before 0.110
_LANGUAGE_FOLDER = lazy(r"^[a-z]{2}(?:[-_][A-Za-z]{2,4})?$")  # `en`, `zh-CN`, `pt-br`
_LINK_HOOKS = ("_default/_markup/render-link.html", "_markup/render-link.html")
HOOK_BYTES = 1 << 20  # a link render hook larger than this is not read


def _listed(folder: Path) -> list[os.DirEntry[str]]:
    try:
        return list(os.scandir(folder))
    except OSError:
        return []


def _looks_up_pages(hook: Path, root: Path) -> bool:
    """Whether a link render hook resolves a link's destination as a page (`.Page.GetPage $url.Path`). A hook that
    is not a regular file of the repository (`root`: a link out of it, a FIFO) is not read."""
    from doccheck.boundary import read_file

    try:
        return b"GetPage" in read_file(hook, limit=HOOK_BYTES, root=root)
    except OSError:
        return False


def _sphinx_source(names: Collection[str]) -> bool:
    return "conf.py" in names and not SPHINX_ROOTS.isdisjoint(names)


SPHINX_ROOTS = frozenset({"index.rst", "index.md", "contents.rst"})
# The pages Sphinx writes of every source, which its root document links (`* [](genindex)`, `:ref:\`search\``)
SPHINX_PAGES = ("genindex", "modindex", "search", "py-modindex")
SPHINX_SUFFIXES = (".rst", ".txt")  # a source Sphinx reads beside Markdown (the .md pages are indexed documents)


def _tops(root: Path) -> list[tuple[str, frozenset[str]]]:
    """The names at the repository's top (prefix '') and in each folder one down (`docs/`): where a site's
    configuration or source is looked for. None where the top cannot be read."""
    try:
        top = list(os.scandir(root))
    except OSError:
        return []
    return [("", frozenset(entry.name for entry in top)),
            *((entry.name + "/", names) for entry, names in zip(_folders(top), _below(top), strict=True))]


def _folders(top: list[os.DirEntry[str]]) -> list[os.DirEntry[str]]:
    return [entry for entry in top if entry.is_dir(follow_symlinks=False) and not entry.name.startswith(".")
            and entry.name != "node_modules"]


def _below(top: list[os.DirEntry[str]]) -> list[frozenset[str]]:
    """The names in each folder at the top (`_folders`), in that order: none where one cannot be read."""
    listed = []
    for entry in _folders(top):
        try:
            listed.append(frozenset(os.listdir(entry.path)))
        except OSError:
            listed.append(frozenset())
    return listed


def places_listed(root: Path, records: Mapping[str, Mapping[str, Any]]) -> dict[str, frozenset[str]]:
    """The names in each folder one or two down from the top that is above some document below it (`docs`,
    `docs/website`), and in a documentation folder three down (a package's `packages/codex-docs/docs` in a monorepo,
    whose `.vitepress/` makes it Wikimedia Codex's site; only those, so a run lists no more than a few folders more):
    where a site's configuration is looked for (`site_folders`, `docusaurus_roots`), each listed once. A folder
    that cannot be listed is left out."""
    listed: dict[str, frozenset[str]] = {}
    for folder in sorted({"/".join(parts[:depth]) for path in records if len(parts := path.split("/", 3)) >= 3
                          for depth in (1, 2, 3) if depth < len(parts) and (
                              depth < 3 or parts[2].lower() in _SITE_SOURCE_FOLDERS)}):
        try:
            listed[folder] = frozenset(os.listdir(root / folder))
        except OSError:
            continue
    return listed


def site_folders(root: Path, records: Mapping[str, Mapping[str, Any]],
                 listed: Mapping[str, frozenset[str]] | None = None,
                 sections: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The folders `places_listed` lists, above some document, that hold a site generator's configuration
    (odo's `docs/website/docusaurus.config.js`), each as a prefix of its pages' paths (`docs/website/`): there
    `/docs/command-reference/init` and `../command-reference/init` are the site's routes, as in a repository
    that builds a site at its top (`builds_a_site`); the documents outside it are read as the forge shows them.
    Also a folder at the top whose pages, CONVENTION or more, give their address in a `slug:`: a site's pages, built
    in another repository (Apache Gravitino's `docs/`, its site in apache/gravitino-site). `listed`:
    `places_listed`, if known; `sections`: `section_sites`, if known."""
    found: set[str] = set()
    # (or one down: Act's `docs/docusaurus.config.ts` over its pages in docs/docs/)
    for folder, names in (places_listed(root, records) if listed is None else listed).items():
        if not SITE_CONFIGS.isdisjoint(names) or not APP_CONFIGS.isdisjoint(names):
            found.add(folder + "/")
    # (the folder that holds them all, under each top folder: odo's are all in docs/website/, not docs/pm-doc.md's)
    found.update(_holding_under_each_top(path for path, record in records.items() if record.get("slug")))
    found.update(section_sites(records) if sections is None else sections)
    found.update(log4brains_folders(root))
    return tuple(sorted(found))


def log4brains_folders(root: Path) -> tuple[str, ...]:
    """The folders log4brains builds its decision log from (each `adrFolder:` of `.log4brains.yml` at the top, the
    project's and its packages'), each as a prefix of its pages' paths: a site's pages, where
    `/l4b-static/adr-workflow.png` in the index.md log4brains writes is the site's own asset (SSW's Clean
    Architecture template, docs/adr/). Paths out of the repository are none of its folders."""
    return tuple(folder + "/" for folder in _folders_named(root, ".log4brains.yml", _ADR_FOLDER))


_ADR_FOLDER = lazy(r"^[ \t]*+adrFolder:[ \t]*+[\"']?+([^\"'\s#]{1,300}+)", re.MULTILINE)


def section_sites(records: Mapping[str, Mapping[str, Any]]) -> tuple[str, ...]:
    """The folder under each top folder that holds CONVENTION or more section pages (`_index.md`, a name only Hugo's
    and Zola's content gives a page): a site's pages, built in another repository, served at their names lowercased
    (Grafana Loki's docs/sources/, built by grafana/website: "[Promtail Push API](2020-02-promtail-push-api/)" in
    design-documents/_index.md is 2020-02-Promtail-Push-API.md)."""
    return tuple(sorted(_holding_under_each_top(path for path in records if posixpath.basename(path) == "_index.md")))


def _holding_under_each_top(pages: Iterable[str]) -> set[str]:
    """The folder, under each top folder, that holds all of these pages kept there, CONVENTION or more of them (as a
    prefix: `docs/sources/`); pages at the top count for none."""
    held: dict[str, list[str]] = {}
    for path in pages:
        if "/" in path:
            held.setdefault(path.split("/", 1)[0], []).append(posixpath.dirname(path))
    return {posixpath.commonpath(folders) + "/" for folders in held.values() if len(folders) >= CONVENTION}


def _findings(problems: list[tuple[str, RepoProblem]], records: Mapping[str, dict[str, Any]],
              displays: dict[str, str], config: Config) -> list[Finding]:
    """Problems as findings, after the configuration's selection and the file's suppression comments."""
    from doccheck.run.check import selected

    rules = load_repo_rules()
    by_file: dict[str, list[Finding]] = {}
    chosen = _said_once([(code, found) for code, found in problems
                         if selected(code, rules[code].name, config, found.relative)])
    for code, found in chosen:
        rule = rules[code]
        shown = displays.get(found.relative) or display_path(_argument(config.root / found.relative))
        if shown.startswith("../"):  # a root reached from below: `../adr/x.md` from adr/ is `x.md`
            shown = os.path.relpath(shown)
        by_file.setdefault(found.relative, []).append(
            Finding(shown, found.line, found.column, rule.code, rule.name, rule.severity, found.message))
    kept: list[Finding] = []
    for relative, own in by_file.items():
        kept += _suppressed(own, relative, records, config)
    from doccheck.run.check import with_severity

    return with_severity(kept, config)


def _suppressed(findings: list[Finding], relative: str, records: Mapping[str, dict[str, Any]],
                config: Config) -> list[Finding]:
    """Findings found from the index, after the file's own suppression comments (read only when it has one)."""
    record = records.get(relative)
    if record is None or not record.get("suppress"):
        return findings
    from doccheck.run.suppress import apply_suppressions

    with contextlib.suppress(OSError):  # gone since it was indexed: keep the findings
        return apply_suppressions((config.root / relative).read_text("utf-8", "replace"), findings)
    return findings


def _under(relative: str, prefixes: Sequence[str]) -> bool:
    if relative.startswith(("/", "../")):
        return False
    return any(p == "." or relative == p or relative.startswith(p + "/") for p in prefixes)


def _root_paths(config: Config) -> list[Path]:
    """The roots the index is built from, as the user would name them."""
    return [_argument(folder) for folder in config.root_folders]


def _covers(paths: Sequence[Path], roots: Sequence[Path]) -> bool:
    folders = [p.resolve() for p in paths if p.is_dir()]
    return all(any(r.resolve().is_relative_to(f) for f in folders) for r in roots)


def _argument(path: Path) -> Path:
    """A root as the user would name it: relative to the working directory when it is inside it."""
    try:
        return Path(os.path.relpath(path))
    except ValueError:
        return path


def _link_exists(root: Path, relative: str, listings: dict[str, frozenset[str]], sphinx: tuple[str, ...]) -> bool:
    """Whether a link's path is a file or folder here, or, in a Sphinx source, names a document by its name
    without the suffix (`setup/index` for setup/index.rst)."""
    return _exists_exact(root, relative, listings) or (
        relative.startswith(sphinx) and "." not in relative.rpartition("/")[2]
        and any(_exists_exact(root, relative + suffix, listings) for suffix in SPHINX_SUFFIXES)) or \
        any(relative.removesuffix(".html") == f"{source}{page}" for source in sphinx for page in SPHINX_PAGES) or \
        _ignored_beside(root, relative, listings)


def _ignored_beside(root: Path, relative: str, listings: dict[str, frozenset[str]]) -> bool:
    """Whether the .gitignore of the folder a missing page would be in names it, or the page a site's address
    names (`x.md` for `x`): a page the build writes there (aws-controllers-k8s' `docs/content/docs/community/
    .gitignore`, `services.md`, which its `gen_services.py` writes), which no checkout holds and every build has;
    or the .gitignore of a folder above it names a folder it is in (buck2's `docs/.gitignore`, `/api/` and
    `/users/commands/`, the pages its `gen_docs.py` writes)."""
    folder, _, name = relative.rpartition("/")
    if not folder or not name:
        return False
    # (a folder's own .gitignore: the top one's names are patterns for the whole repository, `test`)
    pages, folders = _ignored_names(root, folder, listings)
    if name in pages or (not name.endswith(".md") and f"{name}.md" in pages):
        return True
    above = folder
    for _ in range(MAX_IGNORE_DEPTH):
        if IGNORES_ALL in folders:
            return True  # (a folder kept for what tools put there: OONI's `MONOREPO/repo/`, its .gitignore `*`)
        below = relative[len(above) + 1:] + "/"
        # (... one no checkout holds: a folder it lists whose pages are committed all the same is checked as any,
        # perl-lsp's `book/.gitignore` listing the `src/advanced/` its script copies from docs/)
        if any(below.startswith(entry) and not os.path.isdir(f"{os.fspath(root)}/{above}/{entry}")
               for entry in folders):
            return True
        above = above.rpartition("/")[0]
        if not above:
            return False
        folders = _ignored_names(root, above, listings)[1]
    return False


MAX_IGNORE_DEPTH = 6  # folders above a missing path whose .gitignore is read for a folder its build writes


def _ignored_names(root: Path, folder: str, listings: dict[str, frozenset[str]]) -> tuple[frozenset[str],
                                                                                          frozenset[str]]:
    """The pages and the folders (`api/`, `users/commands/`) a folder's own .gitignore names, as paths from it:
    nothing where it has none. Kept beside the folders' listings (a file is never listed as one)."""
    base = f"{os.fspath(root)}/{folder}"
    if ".gitignore" not in _listing(base, listings):
        return frozenset(), frozenset()
    key = f"{base}/.gitignore"
    if key not in listings:
        lines = gitignore_lines(root, Path(key))
        entries = [entry.lstrip("/") for entry in lines
                   if not entry.startswith(("#", "!")) and not any(c in entry for c in "*?[\\")]
        listings[key] = frozenset(entry for entry in entries if "/" not in entry.strip("/")
                                  and entry.endswith((".md", ".markdown", ".mdx")))
        listings[key + "/"] = frozenset([*(entry for entry in entries if entry.endswith("/") and entry.strip("/")),
                                         *([IGNORES_ALL] if any(line in ("*", "/*") for line in lines) else [])])
    return listings[key], listings[key + "/"]


IGNORES_ALL = "\0*"  # (among a .gitignore's folders) it keeps everything of its folder out


def _exists_exact(root: Path, relative: str, listings: dict[str, frozenset[str]]) -> bool:
    """Whether the path exists with exactly this letter case, as on a Linux checkout. Folders are strings:
    a Path per step costs more than the listing. Most paths looked for are not there: one lstat says so."""
    folder = os.fspath(root)
    if not os.path.lexists(f"{folder}/{relative}"):
        return False
    for part in relative.split("/"):
        if part not in _listing(folder, listings):
            return False
        folder = f"{folder}/{part}"
    return True


def _listing(folder: str, listings: dict[str, frozenset[str]]) -> frozenset[str]:
    """The names in a folder (none where it cannot be read), listed once per run into `listings`."""
    names = listings.get(folder)
    if names is None:
        try:
            names = frozenset(os.listdir(folder))
        except OSError:
            names = frozenset()
        listings[folder] = names
    return names
