"""Numbers: two documents of one series with the same number, here or on the branch this one merges into."""

from __future__ import annotations

import posixpath
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping
from typing import Any

from doccheck.findings import Severity
from doccheck.regex import lazy
from doccheck.repo.index import (
    DOC_PREFIXES,
    SAME_NUMBER_PARTS,
    TITLE_GIVES_ID,
    Entry,
    RepoIndex,
    SeriesNumber,
    another_version,
    companion,
    date_stamped,
    series_number,
    titled_part,
    translated,
)
from doccheck.repo.registry import RepoProblem, problem, repo_rule


def numbers_a_record(entry: Entry) -> bool:
    """Whether the number in the document's name is its id (`names_its_id`)."""
    assert entry.numbered is not None
    return names_its_id(entry.record, entry.numbered)


def names_its_id(record: Mapping[str, Any], numbered: SeriesNumber | None) -> bool:
    """Whether the number in a document's name (`numbered`, its series and number) is its id: its type numbers
    its documents, or the name's series names a kind of record (`ODH-ADR-Operator-0007`), not just a number
    (`25530-notary.md`)."""
    if record.get("attachment"):
        return False  # nothing but code beside a record of that number: its attachment
    return bool(record.get("numbered")) or (numbered is not None and any(
        part in DOC_PREFIXES or _PROPOSAL_SERIES.fullmatch(part) for part in numbered.series.split("-")))


# A proposal process's own series, improvement or enhancement proposals: Ark's `aip-13.md`, `bip-`, `zep-`
_PROPOSAL_SERIES = lazy(r"[a-z]{1,3}(?:ip|ep)")


@repo_rule("DC401", "duplicate-number", Severity.ERROR)
def duplicate_number(index: RepoIndex) -> Iterator[RepoProblem]:
    """Two documents of one type use the same number in the same folder and series.

    Links, "Superseded by ADR 14" and the graph name a record by its number; two records with one number make
    every such reference ambiguous. Numbers run per folder and per series: `ODH-ADR-0004` and
    `ODH-ADR-Operator-0004` are different series, and `automl/ODH-ADR-0001` and `autorag/ODH-ADR-0001` are
    numbered in their own folders. Dates used as ids (`20201029-x.md`), a folder's year-month stamps
    (`adr-2603-x.md`, shared by a month's records), a folder's issue numbers (sparse, and one shared by three
    records or more: `28945-tenant-model.md`, `28945-security-context.md`, ...), templates and number zero (a proposal
    named `0000-my-feature.md` until it is given one, as Hyperledger Fabric's keep it) are not numbers, and
    neither is a number in the name of an untyped document (`project-doc`) unless the name says what series
    it numbers (`ODH-ADR-Operator-0007`): the design notes `25530-notary.md` and `25530-sumdb.md` both
    belong to issue 25530. A numbered folder's README.md and index.md are one record in two files. Two
    documents whose metadata link the pull requests (or issues) they are numbered after, in two repositories,
    are two series: emberjs/rfcs keeps ember-cli's RFCs, numbered after ember-cli/rfcs' pull requests, beside
    its own.

    Bad:
        docs/adr/0007-auth-crd.md
        docs/adr/0007-components-version-mapping.md
    Good: the second one renumbered to the next free number, `0015-components-version-mapping.md`.
    """
    from doccheck.repo.shape import alias

    groups: dict[tuple[str, str, str, int], list[Entry]] = {}
    for same_number in index.by_number.values():  # (folder, number) -> documents: only a shared one can clash
        if len(same_number) < 2:
            continue
        for entry in same_number:
            assert entry.numbered is not None  # by_number holds numbered documents only
            if not numbers_a_record(entry):
                continue
            key = (entry.type, entry.numbered.folder, entry.numbered.series, entry.numbered.number)
            groups.setdefault(key, []).append(entry)
    groups.update(_titled_alike(index))
    not_ids: dict[str, bool] = {}  # folder -> whether its numbers are stamps or another tracker's numbers
    merged = _merged_series(index, groups)
    for (_type, folder, series, number), members in groups.items():
        if unassigned(number):
            continue  # `0000-my-feature.md`: not numbered yet (Rust-style processes number a record on merge)
        if (folder, number) in merged:
            continue
        if folder not in not_ids:  # counted with the folder above and those below (`Proposals/`, `accepted/`)
            above = folder.rpartition("/")[0]
            near = Counter({n: len(entries) for (f, n), entries in index.by_number.items()
                            if (f in (folder, above) or f.rpartition("/")[0] == folder) and not unassigned(n)})
            not_ids[folder] = date_stamped(set(near)) or _tracker_numbers(near)
        if not_ids[folder]:
            continue  # a month's records share its stamp, an issue's records its number, by design
        if _about_a_record_elsewhere(index, folder, series, number):
            continue
        letter = {path: n for n, same in enumerate(by_letter([m.relative for m in members])) for path in same}
        for member in members:
            clashing = [m for m in members if m is not member and not _numbered_elsewhere(m, member)
                        and not _one_numbered_folder(m, member) and not another_version(m.relative, member.relative)
                        and not (companion(m.relative, member.relative, SAME_NUMBER_PARTS)
                                 and _titled_apart(m, member))
                        and not translated(m.relative, member.relative)
                        and titled_part(m.record, number) == titled_part(member.record, number)
                        and not alias(m.relative, m.record, member.relative)
                        and not alias(member.relative, member.record, m.relative)
                        and (m.record.get("of_record") is None) == (member.record.get("of_record") is None)
                        and not _another_of_the_day(m.relative, member.relative)
                        and not _keeps_attachments(m, member) and not _keeps_attachments(member, m)
                        and letter[m.relative] == letter[member.relative]]
            if clashing:
                titled = f" (their titles both give {series.removeprefix('title:').upper()} {number})" \
                    if series.startswith("title:") else ""
                yield problem(member.relative, 1, f"number {number} is also used by "
                              f"{', '.join(m.label for m in clashing)}{titled}", member.relative,
                              *(m.relative for m in clashing))




def _titled_alike(index: RepoIndex) -> dict[tuple[str, str, str, int], list[Entry]]:
    """Records of one folder named in two series of file names (`002-circuit-breaker-pattern.md`, `ADR-002.md`)
    whose titles give them one id (`# ADR-002: ...` both, sophia-intel-ai's decisions): each title's series and
    number, where the number is its file's, with the records that share it across those series."""
    titled: dict[tuple[str, str, str, int], list[Entry]] = {}
    for same_number in index.by_number.values():
        if len(same_number) < 2 or len({e.numbered.series for e in same_number if e.numbered is not None}) < 2:
            continue
        for entry in same_number:
            match = TITLE_GIVES_ID.match(str(entry.record.get("title") or "")[:80])
            if match is not None and entry.numbered is not None and int(match.group("number")) == \
                    entry.numbered.number and numbers_a_record(entry):
                titled.setdefault((entry.type, entry.numbered.folder, f"title:{match.group('series').lower()}",
                                   entry.numbered.number), []).append(entry)
    return {key: entries for key, entries in titled.items()
            if len({e.numbered.series for e in entries if e.numbered is not None}) > 1}


# A capital letter after the number: a part or an addendum of the record (yamo's `RFC-0010-A-prompt-field-...md`,
# which amends RFC-0010, beside `RFC-0010-constitutional-...md`); two such parts with one letter are one id.
_LETTERED = lazy(r"^(?:[A-Za-z]{1,12}+[-_]?)?\d{1,8}+[-_]?([A-Z])(?:[-_.]|$)")
_ANY_LETTERED = lazy(r"^(?:[A-Za-z]{1,12}+[-_]?)?\d{1,8}+[-_]?([A-Za-z])(?:[-_.]|$)")


def _lettered_in_lower(paths: list[str]) -> bool:
    """Whether the documents sharing a number are told apart by a letter after it, small letters too: three in four
    carry one, three letters or more (`08-a-terminology.md` to `08-h-roadmap.md` beside `08-0-overview.md`, a
    book's lettered appendices). One document's `0001-a-decision.md` is an article, and two (`0001-a.md`,
    `0001-b.md`) may be two records."""
    letters = [_lettered(path, lower=True) for path in paths]
    return len(set(letters) - {""}) >= 3 and 4 * sum(map(bool, letters)) >= 3 * len(letters)


def by_letter(paths: list[str]) -> list[list[str]]:
    """The documents sharing a number grouped by the letter after it: a capital always (`RFC-0010-A-...`), a small
    one where that is how they are told apart (`_lettered_in_lower`): those of one letter may clash, no others."""
    lower = _lettered_in_lower(paths)
    groups: dict[str, list[str]] = {}
    for path in paths:
        groups.setdefault(_lettered(path, lower), []).append(path)
    return list(groups.values())


def _lettered(relative: str, lower: bool = False) -> str:
    """The letter after a document's number (`RFC-0010-A-...`), a capital, or also a small one where `lower`
    (`08-a-...`; alone, `0001-a-decision.md` is an article)."""
    match = (_ANY_LETTERED if lower else _LETTERED).match(posixpath.basename(relative))
    return match.group(1).upper() if match else ""


# A date and that day's sequence (o3de's `rfc-net-20211005-1-inputscripting.md`, `rfc-net-20211005-2-...`): one id.
_DAY_SEQUENCE = lazy(r"(?:^|[-_])((?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))[-_](\d{1,2})[-_.]")


def _another_of_the_day(one: str, other: str) -> bool:
    """Whether two documents named by one date carry different sequence numbers of that day."""
    first = _DAY_SEQUENCE.search(posixpath.basename(one))
    second = _DAY_SEQUENCE.search(posixpath.basename(other))
    return first is not None and second is not None and first.group(1) == second.group(1) \
        and int(first.group(2)) != int(second.group(2))


MERGED_MIN = 3  # numbers from a folder's first on that two records each share, for two series merged into it


def _merged_series(index: RepoIndex, groups: Mapping[tuple[str, str, str, int], list[Entry]]) -> set[tuple[str, int]]:
    """(folder, number) of the records of two series kept in one folder (`merged_run`)."""
    shared: dict[str, set[int]] = {}
    for (_type, folder, _series, number), members in groups.items():
        if len(members) == 2 and number > 0:
            shared.setdefault(folder, set()).add(number)
    return {(folder, n) for folder, numbers in shared.items()
            for n in merged_run([n for f, n in index.by_number if f == folder], numbers)}


def merged_run(numbers: Iterable[int], shared: Collection[int]) -> range:
    """The numbers of two series kept in one folder: its first ones, three or more in a row from its lowest,
    each shared by two records (`shared`). Two authors picking the next free number clash once, at the end; a
    folder whose 1, 2 and 3 are each two records took in another project's series with its numbers (React
    Router's decisions, beside the Remix ones copied over with theirs), and renumbering either would break what
    cites them. A clash after the run is still one."""
    lowest = min((n for n in numbers if n > 0), default=None)
    if lowest is None:
        return range(0)
    run = 0
    while lowest + run in shared:
        run += 1
    return range(lowest, lowest + run) if run >= MERGED_MIN else range(0)


def unassigned(number: int) -> bool:
    """Whether a number holds the place of one not given yet: zero (`0000-my-feature.md`), or all nines, as
    Arc's drafts are `RFC9999 - Root Scope.md` until they are numbered (ten of them in `RFCs/`)."""
    return number == 0 or (number >= 999 and set(str(number)) == {"9"})


def _tracker_numbers(documents: Counter[int]) -> bool:
    """Whether a folder's numbers are another tracker's, given to its records by the issue they answer
    (`{REDMINE-ID}-{DESCRIPTION}.md`: six records of issue 28945): sparse, not a series run from one, and one
    of them given to three documents or more, which two authors picking the next free number never do."""
    return bool(documents) and max(documents) > 2 * len(documents) + 10 and max(documents.values()) >= 3


def _about_a_record_elsewhere(index: RepoIndex, folder: str, series: str, number: int) -> bool:
    """Whether documents sharing a number in one folder are about the record of that number kept in its series'
    own folder, one that holds more of the series than this one: Aura's `docs/assessments/ADR_093_QUERY_SCAN_REPORT.md`
    and `ADR_093_SCHEMA_SCAN_REPORT.md`, two reports on `docs/architecture-decisions/ADR-093-...md`. Not a folder
    of that folder's own (its `archive/`), nor one above it: those hold the series' records (tmax's two archived
    SPEC-024s). Bare numbers name no series across folders: windyroad's problem tickets, `docs/problems/*/013-x.md`,
    are no home of its decision 013."""
    if not series:
        return False
    held: Counter[str] = Counter()  # folder -> its documents of the series
    homes = set()  # the other folders holding the series' record of this number
    for (where, n), entries in index.by_number.items():
        of_series = sum(entry.numbered is not None and entry.numbered.series == series for entry in entries)
        held[where] += of_series
        if of_series and n == number and where != folder and not folder.startswith(f"{where}/") \
                and not where.startswith(f"{folder}/"):
            homes.add(where)
    return any(held[home] > held[folder] for home in homes)


def _titled_apart(one: Entry, other: Entry) -> bool:
    """Whether two documents named as a record and its part have titles of their own: a part is titled for what it
    is ("... UX"); a copy titled as the record is the record a second time (NHS DoS Integration's
    `006-Message-Grouping.md` beside `006-Message-Grouping-architecture.md`, both "ADR-006: Message Grouping
    Architecture")."""
    return str(one.record.get("title") or "").strip().lower() != str(other.record.get("title") or "").strip().lower()


def _one_numbered_folder(one: Entry, other: Entry) -> bool:
    """Whether both take their number from the one folder they are in (its README.md and the index.md a site
    generator reads: one record in two files), or are parts of the record the folder is named for
    (early-years-foundation-recovery's `adr/0025-application-insights/0025-1-...md` and `0025-2-...md`)."""
    if one.folder != other.folder:
        return False
    if all(e.relative.rpartition("/")[2].rpartition(".")[0].lower() in ("readme", "index") for e in (one, other)):
        return True
    named = series_number(f"{one.folder}/README.md")  # the number the folder gives the record it holds
    return named is not None and one.numbered is not None and named.number == one.numbered.number


def _keeps_attachments(page: Entry, record: Entry) -> bool:
    return keeps_attachments(page.relative, record.relative, record.record)


def keeps_attachments(page: str, record: str, indexed: Mapping[str, Any]) -> bool:
    """Whether a folder's README.md (or index.md) is about files the record of its number keeps there: the record,
    in the folder above, links into it or shows pictures from it (gRPC's `A69_graphics/`, whose README says how
    its diagrams were drawn, beside `A69-crl-enhancements.md`, which shows them). No second record of that number."""
    folder, _slash, name = page.rpartition("/")
    home = posixpath.dirname(record)
    if name.rpartition(".")[0].lower() not in ("readme", "index") or home != folder.rpartition("/")[0]:
        return False
    return any(posixpath.normpath(posixpath.join(home, str(target).split("#")[0])).startswith(folder + "/")
               for target, _line, _column in [*(indexed.get("links") or ()), *(indexed.get("images") or ())])


def _numbered_elsewhere(one: Entry, other: Entry) -> bool:
    """Whether the two take their numbers from different repositories' pull requests or issues, as their
    metadata says (`prs: accepted: https://github.com/ember-cli/rfcs/pull/3`)."""
    first, second = one.record.get("number_from"), other.record.get("number_from")
    return bool(first and second and first != second)


@repo_rule("DC402", "number-taken-on-ref", Severity.ERROR)
def number_taken_on_ref(index: RepoIndex) -> Iterator[RepoProblem]:
    """A document this branch adds uses a number the target branch already gave another document.

    Each branch looks fine alone; the collision appears only after both merge. Run in CI with
    `doccheck check --against origin/main`: the documents at that ref are read from git (no checkout).

    Bad: this branch adds `docs/adr/0042-use-kafka.md`; main gained `docs/adr/0042-use-nats.md` meanwhile.
    Good: renumber this branch's record to the next number free on both.
    """
    ref = index.ref
    if ref is None:
        return
    taken: dict[tuple[str, str, int], list[tuple[str, str]]] = {}
    for path, doc_type in ref.documents.items():
        if (numbered := series_number(path)) is not None:
            taken.setdefault((numbered.folder, numbered.series, numbered.number), []).append((path, doc_type))
    for entry in index.entries.values():
        if entry.numbered is None or not numbers_a_record(entry) or entry.relative in ref.paths:
            continue  # not numbered, or not added by this branch
        for path, doc_type in taken.get(entry.numbered, ()):
            if doc_type == entry.type:
                yield problem(entry.relative, 1, f"number {entry.numbered.number} is already used on {ref.name} "
                              f"by {path}; renumber this document before merging")
