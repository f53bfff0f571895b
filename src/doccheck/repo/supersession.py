"""Supersession: who replaces whom, said by either side, and whether the statuses agree with it.

A statement is one relation a document makes ("Superseded by [ADR 14](0014-x.md)", `supersedes: ADR-0045`,
a title "Undo ADR 109", prose "This ADR supersedes ADR-15"); a partial one ("Partly Undo ADR 109", "in part
supersedes") is an amendment. A succession is the (old, new) pair it describes, whichever side said it.
"""

from __future__ import annotations

import posixpath
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any, NamedTuple

from doccheck.findings import Severity
from doccheck.read.status import TURNED_DOWN, lifecycle
from doccheck.repo.index import Entry, RepoIndex, Resolved, translation_of
from doccheck.repo.registry import RepoProblem, problem, repo_rule
from doccheck.repo.shape import record_shape

# kind -> (family, direction): "back" means the stating document is the old one.
KINDS = {
    "superseded-by": ("supersede", "back"), "replaced-by": ("supersede", "back"),
    "obsoleted-by": ("supersede", "back"), "deprecated-by": ("supersede", "back"),
    "supersedes": ("supersede", "forward"), "replaces": ("supersede", "forward"),
    "obsoletes": ("supersede", "forward"), "reverts": ("supersede", "forward"),
    "amended-by": ("amend", "back"), "amends": ("amend", "forward"),
}
VERBS = {
    "superseded-by": "is superseded by", "replaced-by": "is replaced by", "obsoleted-by": "is obsoleted by",
    "deprecated-by": "is deprecated in favour of", "supersedes": "supersedes", "replaces": "replaces",
    "obsoletes": "obsoletes", "reverts": "undoes", "amended-by": "is amended by", "amends": "amends",
    "extends": "extends", "extended-by": "is extended by", "incorporated-into": "is incorporated into",
}
IN_FORCE = frozenset({"accepted", "approved", "active", "implemented", "implementable", "final", "activated",
                      "deployed", "living"})
NOT_IN_FORCE = frozenset({"proposed", "draft", "pending", "in-review", "provisional", "rejected", "withdrawn",
                          "abandoned", "deferred", "returned"})
REPLACED = frozenset({"superseded", "replaced"})


def in_force(status: str | None) -> bool:
    """A status that binds: the words above, and the ones a family writes its own way (`Stable in 1.1`)."""
    return status is not None and (status in IN_FORCE or (status not in NOT_IN_FORCE and status not in REPLACED
                                                          and lifecycle(status) == "in-force"))


class Statement(NamedTuple):
    source: Entry
    kind: str
    target: str
    text: str
    line: int
    resolved: Resolved


class Succession(NamedTuple):
    old: Entry
    new: Entry
    family: str
    statement: Statement  # the first statement that says so


def statements(index: RepoIndex) -> list[Statement]:
    memo = index.memo.get("statements")
    if memo is None:
        # A template's relations are examples (`replaces: /keps/sig-ccc/3456-replaced-kep`), not claims.
        # Nor is a folder of records' own page a record that is superseded: Jaeger's docs/rfc/README.md,
        # "[RFC 0002](...) is the example: its tool-routing choice is superseded by [RFC 0008](...)", speaks of another.
        numbered = Counter(entry.folder for entry in index.entries.values() if entry.numbered is not None)
        memo = [Statement(entry, kind, target, text, int(line), index.resolve(entry, target))
                for entry in index.entries.values() if not entry.record.get("template") and not (
                    _folder_page(entry) and numbered[entry.folder] >= 2)
                for kind, target, text, line in entry.record.get("relations") or ()]
        index.memo["statements"] = memo
    return memo  # type: ignore[no-any-return]


def _folder_page(entry: Entry) -> bool:
    """A README or index that is no record of any kind (no status, no type doccheck knows), which is a folder of
    numbered records' own page where they sit beside it (not a record kept as its folder's README)."""
    stem = posixpath.splitext(posixpath.basename(entry.relative))[0].lower()
    return stem in ("readme", "index", "_index") and entry.status is None and entry.type == "project-doc"


def successions(index: RepoIndex) -> dict[tuple[str, str, str], Succession]:
    """(old, new, family) -> the succession, for every relation that names an indexed document."""
    memo = index.memo.get("successions")
    if memo is None:
        memo = {}
        for statement in statements(index):
            if (described := _described(statement)) is not None:
                old, new, family = described
                memo.setdefault((old.relative, new.relative, family), Succession(old, new, family, statement))
        index.memo["successions"] = memo
    return memo  # type: ignore[no-any-return]


def _described(statement: Statement) -> tuple[Entry, Entry, str] | None:
    """(old, new, family) of the succession a statement describes, if it names an indexed document."""
    other = statement.resolved.entry
    if statement.kind not in KINDS or other is None:
        return None
    family, direction = KINDS[statement.kind]
    return (statement.source, other, family) if direction == "back" else (other, statement.source, family)


def _speakers(index: RepoIndex) -> dict[tuple[str, str], set[str]]:
    """(old, new) -> the documents that say the one follows the other, in any family: an "amends" answers a
    "superseded by" too."""
    memo = index.memo.get("speakers")
    if memo is None:
        memo = {}
        for statement in statements(index):
            if (described := _described(statement)) is not None:
                old, new, _family = described
                memo.setdefault((old.relative, new.relative), set()).add(statement.source.relative)
        index.memo["speakers"] = memo
    return memo  # type: ignore[no-any-return]


def supersessions(index: RepoIndex) -> Iterator[Succession]:
    """The successions in which one document replaces another (not an amendment, not a document naming itself).
    Where one side says the other supersedes it and the other that only a part is, the part stands: an amendment.
    The new record's word on what it replaced ("Superseded by: 0018" over 0018's "Supersedes: the QA carve-outs of
    0015", prumo's ADRs), or the old record's on what was replaced in it ("accepted; partly superseded by [ADR
    0007]" under 0007's "**Supersedes:** [ADR 0002](...), in the half that ...", django-mvp's ADRs)."""
    found = successions(index)
    return (s for (old, new, family), s in found.items() if family == "supersede" and s.old is not s.new
            and (old, new, "amend") not in found)


@repo_rule("DC403", "missing-related-document")
def missing_related_document(index: RepoIndex) -> Iterator[RepoProblem]:
    """A "superseded by", "supersedes", "amended by" or "replaces" names a document that does not exist.

    The reference is followed the way a reader would: a link relative to the document, or a number in the
    document's own folder and series (`ADR-0057`, `14`). URLs, issue numbers and free text are not checked, and
    a path from the site root (`replaces: /keps/sig-network/536-x` in a kep.yaml) only where the root is known
    to be the repository's (a configuration file or a git checkout there), as for broken-link.

    Bad: `Status: Superseded by [ADR 21](0021-use-nats.md)` when there is no `0021-use-nats.md`.
    Good: the link points at the record that exists, `0021-use-nats-streaming.md`.
    """
    # A template's own examples a record kept (`superseded-by: - "/enhancements/our-past-effort.md"`): template
    # text, which its family's conventions report as that (DC301), not a record that went missing.
    examples = {(kind, target) for entry in index.entries.values() if entry.record.get("template")
                for kind, target, _text, _line in entry.record.get("relations") or ()}
    for statement in statements(index):
        if statement.resolved.state != "missing" or (
                statement.target.startswith("/") and not index.judges_rooted(statement.source)) or (
                statement.kind, statement.target) in examples:
            continue
        verb = VERBS.get(statement.kind, statement.kind)
        near = f" (did you mean {statement.resolved.near}?)" if statement.resolved.near else ""
        yield problem(statement.source.relative, statement.line,
                      f"{verb} {statement.target!r}, which is not a document here{near}")


@repo_rule("DC404", "one-way-supersession",
           fix="writes the missing side into the other record, in the place and words its family uses")
def one_way_supersession(index: RepoIndex) -> Iterator[RepoProblem]:
    """One document says it is superseded (or amended) by another, and the other does not say so back.

    Readers arrive from either side: the old record must point at its successor, and the successor at what it
    replaces. Either direction counts for "superseded by", "replaced by", "amended by" and their
    counterparts ("supersedes", "replaces", "amends", a title such as "Undo ADR 109"). When only the successor
    names the old record, the old one's status decides: "Superseded" alone is a repository's way of saying it
    (buildpacks/rfcs, where each RFC names what it supersedes), and a status still in force is
    superseded-still-active's finding (or, while the successor is only proposed, as it should be).

    Bad:
        0006-tagging.md:  Superseded: 2019-12-19 by [ADR 14](0014-political-tagging.md)
        0014-political-tagging.md: (no mention of 0006)
    Good: 0014 also says `Supersedes [ADR 6](0006-tagging.md)`.
    """
    speakers = _speakers(index)
    for (old, new, family), succession in successions(index).items():
        statement = succession.statement
        speaker = statement.source
        other = succession.new if speaker is succession.old else succession.old
        if other is speaker or other.relative in speakers[(old, new)]:
            continue
        if translation_of(speaker.relative, index.entries) is not None:
            continue  # a translation says what its original says, and is answered there (`0027-x.fr.md`)
        if family == "supersede" and speaker is succession.new and (other.status in REPLACED or
                                                                   in_force(other.status)):
            continue
        if speaker is succession.new and speaker.status in TURNED_DOWN:
            continue  # a successor turned down replaces nothing: the old record has no successor to name
        if family == "amend" and speaker is succession.new and other.status is not None \
                and lifecycle(other.status) == "ended":
            continue  # a part of a record already superseded (velox's ADR 0014, "Supersedes: ADR 0013's open
            # replacement-name gate", 0013 "Superseded by ADR 0015"): no reader follows it back
        if other is succession.old and _links_to(index, other, speaker):
            continue  # the old record says it back in other words: "Deprecated. Use [ADR0037](0037-x.md)"
        if statement.kind == "deprecated-by" and _links_to(index, other, speaker):
            continue  # a record deprecated in favour of one that links it (gRPC's A53, "Deprecated by: [A88]",
            # and A88's "we will deprecate the ... feature that was added in [gRFC A53]"): no "supersedes" is owed
        if other is succession.new and _links_from_status(index, other, speaker):
            continue  # the successor's status names it in other words: "Renders [ADR-0007](...) inert" (harbor's)
        if _answered_in_words(other, speaker, family):
            continue  # it says so in a sentence or a table's row: "(amends ADR 0016)", "| 0016 ... | Amended. |"
        if other is succession.old and _chained(index, other, speaker):
            continue  # it names the record in between, which this one supersedes too: a chain its reader follows
        if other is succession.new and _names_by_a_wrong_path(index, other, speaker):
            continue  # it says it back by a path that does not resolve (DC403's finding there): `/x/README.md`
        if other is succession.old and _names_its_folder(index, other, speaker):
            continue  # it says it back by the folder the successor is kept in: `/enhancements/OSAC-1433-x`
        # Two documents of one name in two folders (a replaced design moved to `defunct/`): named by their paths.
        name = other.relative if other.label == speaker.label else other.label
        answer = {("supersede", True): "it supersedes", ("supersede", False): "it is superseded by",
                  ("amend", True): "it amends", ("amend", False): "it is amended by"}[(family, other is succession.new)]
        yield problem(speaker.relative, statement.line,
                      f"{VERBS[statement.kind]} {name} ({statement.text!r}), but {name} does not say "
                      f"{answer} this document", other.relative)


@repo_rule("DC405", "superseded-still-active",
           fix="takes the old record's status out of force: `Superseded by` its successor, in its family's form")
def superseded_still_active(index: RepoIndex) -> Iterator[RepoProblem]:
    """A document that another one supersedes (said on either side) still has a status that is in force.

    Someone reading the old record alone follows a decision that was undone.

    Bad:
        0005-go-api.md:   Status: Accepted
        0006-undo-5.md:   # 6. Undo ADR 5   (Status: Accepted)
    Good: ADR 5's status says `Superseded by [ADR 6](0006-undo-5.md)`. (A partial undo, "Partly Undo ADR 5",
    amends ADR 5, which stays in force; so does a record that two records in force each replace: each replaced a
    part of it.)
    """
    successions = list(supersessions(index))
    # A record that two records in force each replace is replaced in parts, and stays in force for the rest
    # (Hedera's HIP-16: HIP-372 replaces its auto-renew window, HIP-449 its record-stream details).
    replacing: dict[str, set[str]] = {}
    for succession in successions:
        if succession.new.status not in NOT_IN_FORCE:
            replacing.setdefault(succession.old.relative, set()).add(succession.new.relative)
    for succession in successions:
        old, new = succession.old, succession.new
        if not in_force(old.status) or new.status in NOT_IN_FORCE or len(replacing.get(old.relative, ())) > 1:
            continue
        relations = old.record.get("relations") or ()
        if any(kind in _BACKWARD and line == old.status_line for kind, _t, _x, line in relations):
            continue  # `Implemented. Superseded by ADR-013`: its status says so to anyone who reads it alone
        how = f"{new.label} ({new.status or 'no status'}) {VERBS[_forward(succession.statement.kind)]} it"
        if succession.statement.kind == "reverts":  # said only in a title: quote it
            how += f" ({succession.statement.text!r})"
        yield problem(old.relative, old.status_line, f"status is still {old.status!r} although {how}",
                      new.relative)


def _links_to(index: RepoIndex, source: Entry, target: Entry) -> bool:
    """Whether a document links to another anywhere in its text: a reader of the old record finds its successor.
    (A successor that only cites the old record, "In [ADR 6] we discussed ...", does not say it replaces it.)"""
    return any(index.resolve_path(source, link).entry is target for link, _line, _column in
               source.record.get("links") or ())


def _links_from_status(index: RepoIndex, source: Entry, target: Entry) -> bool:
    """Whether a document's status links another: "Accepted. Supersedes [ADR-0005](...). Renders [ADR-0007](...)
    inert" says what it does to 0007, in its own words, where a reader of the successor looks first. Or its header
    does, above its first section: ai-helm's ADR-0074, "> Amends [ADR-0048](...) (...) and [ADR-0071](...) /
    [ADR-0072](...)", a banner over several lines."""
    from doccheck.repo.shape import record_shape

    sections = record_shape(source.record).get("sections") or ()
    header_end = int(sections[0][1]) if sections else 0
    # (... or anywhere in its `## Status` section, paragraphs on: eventsource-py's ADR 0031, "**Amended by ADR 0031:
    # [ADR 0007](...), [ADR 0010](...)**" below its status, and 0047's table of the records it amends)
    status_from, status_to = _section_lines(sections, "status")
    return any((source.in_status(int(line)) or int(line) < header_end or status_from < int(line) < status_to)
               and index.resolve_path(source, link).entry is target
               for link, line, _column in source.record.get("links") or ())


def _answered_in_words(source: Entry, target: Entry, family: str) -> bool:
    """Whether a record names another's number or file on a line that speaks of the family's relation (repo/record.py,
    `_answers`): eventsource-py's ADR 0025, "(amends ADR 0016)" in its Decision and its table of the records it
    touches, answering 0016's "**Amended by ADR 0025.**". An amendment is answered in supersession's words too: a part
    superseded is a part amended (qubinode-navigator's ADR-0049, "- [ADR-0027](...) - Superseded for RAG component")."""
    number = target.numbered.number if target.numbered is not None else None
    families = ("amend", "supersede") if family == "amend" else (family,)
    # (... or its file's name, in a link or a code span, where a record is named, not numbered: tsuku's designs,
    # "### Superseded Designs" and "- `DESIGN-installation-plans-eval.md` - Milestone 1 tactical design")
    name = posixpath.basename(target.relative).lower()
    return any(said in families and named == name for said, named in source.record.get("answer_names") or ()) or (
        number is not None and any(said in families and int(named) == number
                                   for said, named, _line in source.record.get("answers") or ()))


def _section_lines(sections: Sequence[Sequence[Any]], name: str) -> tuple[int, int]:
    """The lines of a record's top section of that name (from its shape's `(title, line)` pairs): its heading's and
    the next one's, the end of the document after the last; (0, 0) where it has none."""
    for at, (title, line) in enumerate(sections):
        if str(title).strip(" *_:").lower() == name:
            return int(line), int(sections[at + 1][1]) if at + 1 < len(sections) else 1 << 30
    return 0, 0


_BACKWARD = frozenset({"superseded-by", "replaced-by", "obsoleted-by", "deprecated-by"})


def _chained(index: RepoIndex, old: Entry, new: Entry) -> bool:
    """Whether the old record names a successor of its own that the new one supersedes too, or that names the new
    one as its successor: A "Superseded by B", C "Supersedes B, A" (V-Sekai's benchmark, its rerun and the
    decision that replaced both)."""
    by_source = _by_source(index)
    replaced = {_named(s) for s in by_source.get(new.relative, ()) if KINDS.get(s.kind, ("", ""))[1] == "forward"}
    for statement in by_source.get(old.relative, ()):
        if statement.kind not in _BACKWARD or _named(statement) == new.relative:
            continue
        middle = statement.resolved.entry
        if _named(statement) in replaced or (middle is not None and any(
                later.kind in _BACKWARD and later.resolved.entry is new
                for later in by_source.get(middle.relative, ()))):
            return True
    return False


def _by_source(index: RepoIndex) -> dict[str, list[Statement]]:
    by_source: dict[str, list[Statement]] | None = index.memo.get("statements by source")
    if by_source is None:
        by_source = {}
        for statement in statements(index):
            by_source.setdefault(statement.source.relative, []).append(statement)
        index.memo["statements by source"] = by_source
    return by_source


def _names_by_a_wrong_path(index: RepoIndex, new: Entry, old: Entry) -> bool:
    """Whether the new record says it replaces the old one by a path that resolves to nothing but ends as the old
    record's path does (its folder and file): konveyor's `replaces: - "/quiesce-workloads/README.md"` for
    `enhancements/crane-2.0-archived/quiesce-workloads/README.md`. Its reader knows which record it means."""
    tail = old.relative.split("/")[-2:]
    for statement in _by_source(index).get(new.relative, ()):
        if KINDS.get(statement.kind, ("", ""))[1] != "forward" or statement.resolved.entry is not None:
            continue
        parts = [part for part in statement.target.split("#")[0].split("/") if part not in ("", ".", "..")]
        if len(tail) == 2 and parts[-2:] == tail:
            return True
    return False


def _names_its_folder(index: RepoIndex, old: Entry, new: Entry) -> bool:
    """Whether the old record names its successor by the folder the successor is kept in, which holds no README
    (OSAC's `superseded-by: - /enhancements/OSAC-1433-unified-networking` for that folder's `design.md`, beside
    its `prd.md`): a reader who opens the folder finds it."""
    folder = posixpath.dirname(new.relative)
    return bool(folder) and any(
        KINDS.get(statement.kind, ("", ""))[1] == "back" and statement.resolved.entry is None
        and statement.resolved.state == "found" and statement.resolved.path == folder
        for statement in _by_source(index).get(old.relative, ()))


def _named(statement: Statement) -> str:
    """The document a statement names: its path where it names an indexed one, else its target's file name."""
    if statement.resolved.entry is not None:
        return statement.resolved.entry.relative
    return posixpath.basename(statement.target.split("#")[0]).removesuffix(".md")


def _forward(kind: str) -> str:
    return {"superseded-by": "supersedes", "replaced-by": "replaces", "obsoleted-by": "obsoletes",
            "deprecated-by": "supersedes"}.get(kind, kind)


@repo_rule("DC406", "successor-not-in-force")
def successor_not_in_force(index: RepoIndex) -> Iterator[RepoProblem]:
    """A document is marked superseded by one that is only proposed, or was rejected or withdrawn.

    Until the successor is accepted the old decision is still the one in force; if the successor was
    rejected, nothing replaces it.

    Bad: `0004-dns.md` is "Superseded by 0015" while `0015-dns-infrastructure.md` is "Proposed".
    Good: 0004 stays "Accepted" until 0015 is accepted.
    """
    successions = list(supersessions(index))
    # A folder whose records are marked superseded by proposed ones three times or more, none kept in force while
    # its successor is proposed, acts on its proposed records (addressr's decisions: "In-force decisions (`proposed`
    # + `accepted`)"): its way, not a slip in each.
    early = Counter(s.old.folder for s in successions if s.old.status in REPLACED and s.new.status in _UNDER_WAY)
    waiting = {s.old.folder for s in successions if in_force(s.old.status) and s.new.status in _UNDER_WAY}
    for succession in successions:
        old, new = succession.old, succession.new
        if old.status in REPLACED and new.status in NOT_IN_FORCE and not (new.status in _UNDER_WAY and (
                _never_in_force(index, new.folder) or (early[old.folder] >= ACTED_ON_MIN
                                                       and old.folder not in waiting))):
            yield problem(old.relative, old.status_line,
                          f"is {old.status!r} by {new.label}, whose status is only {new.status!r}", new.relative)


_UNDER_WAY = frozenset({"proposed", "draft", "pending", "in-review", "provisional"})
NEVER_IN_FORCE_MIN = 5  # records stating a status a folder needs before none of them in force is its way
ACTED_ON_MIN = 3  # records superseded by proposed ones for a folder's proposed records to be in force by its way


def _never_in_force(index: RepoIndex, folder: str) -> bool:
    """Whether a folder's records never reach a status in force (Keycloak's design notes: Draft, Notes): a draft
    successor is how its records stand, and the record it replaces was never in force either."""
    stated = [entry.status for entry in index.entries.values()
              if entry.folder == folder and entry.status and entry.status not in REPLACED]
    return len(stated) >= NEVER_IN_FORCE_MIN and not any(in_force(status) for status in stated)


@repo_rule("DC407", "superseded-without-successor")
def superseded_without_successor(index: RepoIndex) -> Iterator[RepoProblem]:
    """A document's status is "superseded" or "replaced", and no document is named as its successor.

    Neither the document nor any other one says what replaced it, so a reader cannot find the decision in
    force.

    Bad: `## Status` / `Superseded`
    Good: `## Status` / `Superseded by [12. Use NATS](0012-use-nats.md)`
    """
    named = {s.old.relative for s in successions(index).values() if s.family == "supersede"}
    stated = {s.source.relative for s in statements(index) if KINDS.get(s.kind, ("", ""))[1] == "back"}
    lacking = [entry for entry in index.entries.values()
               if entry.status in REPLACED and entry.relative not in named and entry.relative not in stated
               and not entry.record.get("template")  # a template's or a test fixture's status is an example
               and not entry.record.get("status_replaced_by_thing")  # it says what replaced it: no document
               # a few lines that say where it went, or link there: "The Shared PID Namespace proposal has moved
               # to the [Shared PID Namespace KEP][shared-pid-kep]" (Kubernetes' design proposals, another repository)
               and not record_shape(entry.record).get("moved")
               and translation_of(entry.relative, index.entries) is None]  # its original names the successor
    # A status that links the document that replaced it in other words than "by" ("Superseded — the override was
    # removed (see [P8-removal.md](...))") names it.
    # So does a note above the status that links a document here, other than one it names in a relation (an archived
    # snapshot's `> Historical snapshot ... See [Streaming ingestion after RFC-026](wal-removal.md)`, OmniGraph's).
    # (a status going on over its list item's lines links it there: "... Evolve it via [Change the schema](...)")
    lacking = [entry for entry in lacking if not any(
        (entry.in_status(line) or (line < entry.status_line and str(target) not in _related(entry)))
        and index.resolve_path(entry, str(target)).entry not in (None, entry)
        for target, line, _column in entry.record.get("links") or ())]
    # A folder whose "superseded" records mostly name no successor uses the word for a record retired (govuk's
    # RFCs, their reason in a note): its way, not a gap in each.
    replaced: Counter[str] = Counter(e.folder for e in index.entries.values() if e.status in REPLACED)
    without: Counter[str] = Counter(e.folder for e in lacking)
    for entry in lacking:
        if without[entry.folder] >= 3 and 2 * without[entry.folder] > replaced[entry.folder]:
            continue
        yield problem(entry.relative, entry.status_line, f"status is {entry.status!r} but no document is "
                      "named as its successor, here or in any other document")


def _related(entry: Entry) -> frozenset[str]:
    """The targets of the relations a document states."""
    return frozenset(str(relation[1]) for relation in entry.record.get("relations") or ())


@repo_rule("DC408", "supersession-cycle", Severity.ERROR)
def supersession_cycle(index: RepoIndex) -> Iterator[RepoProblem]:
    """Documents supersede each other in a circle, so none of them is the one in force.

    Bad: 0003 is superseded by 0005, and 0005 is superseded by 0003.
    Good: one direction only: 0005 supersedes 0003.
    """
    graph: dict[str, list[str]] = {}
    lines: dict[tuple[str, str], Succession] = {}
    for succession in successions(index).values():
        # (a document naming itself, "This supersedes ADR-002's model" read as its own number 02, is no circle)
        if succession.family == "supersede" and succession.old is not succession.new:
            graph.setdefault(succession.old.relative, []).append(succession.new.relative)
            lines.setdefault((succession.old.relative, succession.new.relative), succession)
    reported: set[frozenset[str]] = set()
    for start in sorted(graph):
        for cycle in _cycles_from(start, graph):
            members = frozenset(cycle)
            if members in reported or min(cycle) != start:
                continue
            reported.add(members)
            first = lines[(cycle[0], cycle[1 % len(cycle)])]
            chain = " -> ".join(index.entries[p].label for p in [*cycle, cycle[0]])
            yield problem(first.statement.source.relative, first.statement.line,
                          f"supersession goes round in a circle: {chain}", *cycle)


def _cycles_from(start: str, graph: dict[str, list[str]]) -> Iterator[list[str]]:
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    while stack:
        node, path = stack.pop()
        for following in graph.get(node, ()):
            if following == start:
                yield path
            elif following not in path and len(path) < 50:
                stack.append((following, [*path, following]))


@repo_rule("DC409", "successor-dated-earlier")
def successor_dated_earlier(index: RepoIndex) -> Iterator[RepoProblem]:
    """A document is dated before the document it supersedes.

    A decision cannot replace one made after it: one of the dates, or the direction of the relation, is
    wrong.

    Bad: `0014-x.md` (Date: 2018-01-10) supersedes `0006-y.md` (Date: 2018-12-12).
    Good: 0014 dated 2019-12-19.
    """
    for succession in supersessions(index):
        old, new = succession.old, succession.new
        old_date, new_date = old.record.get("date"), new.record.get("date")
        if old_date and new_date and new_date < old_date:
            yield problem(new.relative, int(new.record.get("date_line") or 1),
                          f"dated {new_date}, before {old.label} ({old_date}) which it supersedes", old.relative)
