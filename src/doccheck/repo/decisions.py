"""The repository's decisions as code meets them: each numbered record, the words it is cited by, its status,
its successors and the paths it governs. Built once from the index (`decisions_from_index`), small enough to keep
between runs as plain data (`to_data`, `from_data`), and the one place a citation in code is resolved.

Which words cite a record is the repository's own convention, learned from its records, never a fixed list:

    docs/adr/0012-use-x.md, type adr          "adr"     (the type names an unprefixed series: JabRef, adr-tools)
    decisions/ADR-014-x.md                     "adr"     (the file names' prefix)
    text/0014-x.md titled "TEP-0014: ..."      "tep"     (the titles say so)
    operator/ODH-ADR-Operator-0007-x.md        "odh-adr-operator", "odh", "adr", "operator"

So `RFC 7231` is a citation only in a repository whose records are RFCs, and even there, for a word public
series use too (RFC, PEP, KEP, EIP, ...), a number far past the family's highest (more than twice it, and 20
past it) is taken for the public series' (IETF's), not a missing record. An ADR's number is always the
repository's own.
"""

from __future__ import annotations

import posixpath
from collections import Counter
from collections.abc import Container, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.read.code_citations import Citing, Mention
from doccheck.read.document import heading_anchor
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.repo.index import Entry, RepoIndex, SeriesNumber

_REPOSITORY_URL = lazy(r"^https?://[^/\s]{1,200}/[^\s]{1,400}?/(?:blob|tree|src|raw)/[^/\s]{1,200}/(\S{1,1000})$")
_REPLACED = frozenset({"superseded", "replaced"})


class Decision(NamedTuple):
    relative: str  # from the configuration's folder
    number: int
    words: tuple[str, ...]  # lower case: what it is cited by with its number
    origin: str  # how the words were learned: "file names", "titles", "type adr"
    folder: str  # where its family numbers its records
    title: str
    status: str | None
    status_line: int
    date: str | None
    successors: tuple[str, ...]  # the records that supersede it
    governs: tuple[tuple[str, int, str], ...]  # (glob, line, the field it was read from)

    @property
    def logged(self) -> bool:
        """Whether the decision is kept under a heading of a log (`_logged`), not in a record of its own."""
        return self.origin.startswith(LOGGED)

    @property
    def document(self) -> str:
        """The file the decision is written in: a log's, for one kept under a heading of it, whose `relative` is
        that heading's place (`docs/DECISIONS.md#adr-017-x`)."""
        return self.origin.removeprefix(LOGGED) if self.logged else self.relative

    @property
    def label(self) -> str:
        if self.number >= DATED:  # (a record numbered by its date is named by its file: `20260719-card-photo-only`)
            return posixpath.splitext(posixpath.basename(self.document))[0]
        word = self.words[0].upper() if self.words else "#"
        return f"{word}-{self.number:04d}" if word != "#" else f"#{self.number}"


DATED = 10_000_000  # a record number this high is a date (`20260719-x.md`), not a count of records


class Resolution(NamedTuple):
    state: str  # found, missing, external
    decisions: tuple[Decision, ...] = ()  # found: the nearest candidates first
    family: str = ""  # missing: the folder whose series the citation is in
    why: str = ""  # missing: the convention it rests on


class Decisions:
    """Every decision record of the index, by its citation key and by its path."""

    def __init__(self, decisions: Iterable[Decision]) -> None:
        self.all = sorted(decisions, key=lambda d: d.relative)
        self.by_path = {d.relative: d for d in self.all}
        self.by_key: dict[tuple[str, int], list[Decision]] = {}
        self.highest: dict[str, int] = {}
        self.held: dict[str, set[int]] = {}  # series -> its numbers
        self.origin: dict[str, str] = {}
        for decision in self.all:
            for word in decision.words:
                self.by_key.setdefault((word, decision.number), []).append(decision)
                self.highest[word] = max(self.highest.get(word, 0), decision.number)
                self.held.setdefault(word, set()).add(decision.number)
        for decision in sorted(self.all, key=lambda d: d.logged):  # (the records' own way first)
            for word in decision.words:
                self.origin.setdefault(word, decision.origin)
        self.folders = {d.folder for d in self.all}

    def citing(self, patterns: Iterable[tuple[str, str]] = (), elsewhere: Iterable[str] = ()) -> Citing:
        """What to look for in code: these words, the configuration's patterns, and the words it says name
        another repository's records."""
        return Citing(tuple(sorted(self.highest)), tuple(patterns), tuple(sorted({w.lower() for w in elsewhere})))

    def resolve(self, mention: Mention, code: str, documents: Container[str] = ()) -> Resolution:
        """Which record a mention in the code file `code` (from the configuration's folder) names, if any (a path to
        one of the repository's `documents` that is no decision record names no missing one)."""
        if mention.kind == "path":
            return self._resolve_path(mention.text, code, documents)
        word = self.word_of(mention)
        if word is None:
            return Resolution("external")
        found = self.by_key.get((word, mention.number))
        if found:
            return Resolution("found", tuple(sorted(found, key=lambda d: -_shared(d.folder, code))))
        if mention.number == 0 or self.far(word, mention.number) or self.sparse(word):
            # Another series' number: RFC 7231 beside ten RFCs of one's own; "the pre-ADR #2252 bug", an issue; an
            # organisation's other repository's ADR-0116 beside ADRs 1 to 12 (ADORSYS' lightbridge-governance cites
            # its platform repository's ADR-0034, -0057, -0116 ...); or any number missing from a series numbered
            # after its issues (kueue's 57 KEPs, 77 to 10852, beside the Kubernetes KEP-2837 its code cites).
            return Resolution("external")
        # (the nearest folder of the series; of as near ones, the one holding most of its records, then by name:
        # never the order a set happens to hold them in, which changed the message from run to run at Aura)
        held = Counter(d.folder for d in self.all if word in d.words)
        folders = sorted(held, key=lambda f: (-_shared(f, code), -held[f], f))
        family = folders[0] if folders else ""
        numbers = sorted(d.number for d in self.all if word in d.words and d.folder == family and not d.logged)
        span = f"{numbers[0]} to {numbers[-1]}" if numbers else "none"
        logs = sorted({d.document for d in self.all if word in d.words and d.logged})
        kept = f"; {', '.join(logs[:3])} keep{'s' if len(logs) == 1 else ''} others under headings" if logs else ""
        return Resolution("missing", (), family, f"its records are {span}, cited as {word.upper()}: "
                                                 f"{self.origin[word]}{kept}")

    def word_of(self, mention: Mention) -> str | None:
        """The series a numbered mention names: its word, or the family a bare pattern's number is of."""
        word: str | None = mention.word
        if not word or word not in self.highest:
            word = self._bare_word()  # `@adr 12`, a configured pattern without a word: the family "adr" names
        return word

    def far(self, word: str, number: int) -> bool:
        """Whether a number is far beyond the records of its series here (more than twice the highest, and twenty
        past it): another series' number, or a slip."""
        highest = self.highest[word]
        return number > max(2 * highest, highest + 20)

    def sparse(self, word: str) -> bool:
        """Whether a series' numbers are another tracker's (its issues' or pull requests'), not run from one: fewer
        than one in three of the numbers up to its highest held, where a number it lacks names no missing record."""
        return self.highest[word] > 3 * len(self.held[word]) + 20

    def _bare_word(self) -> str | None:
        if "adr" in self.highest:
            return "adr"
        families = {d.folder for d in self.all}
        if len(families) == 1 and self.all and self.all[0].words:
            return self.all[0].words[0]
        return None

    def _resolve_path(self, written: str, code: str, documents: Container[str] = ()) -> Resolution:
        from doccheck.repo.index import series_number

        path = written.split("#", 1)[0].split("?", 1)[0]
        if "://" in path:
            match = _REPOSITORY_URL.match(path)
            if match is None:
                return Resolution("external")
            tail = match.group(1).strip("/")
            found = [d for d in self.all if d.relative == tail or tail.endswith("/" + d.relative)
                     or d.relative.endswith("/" + tail)]
            return Resolution("found", tuple(found[:1])) if found else Resolution("external")
        # (a path from the code's folder, or from a folder above it, a package's of a monorepo: katana's
        # `katana_mcp_server/src/.../prefab_ui.py` cites `docs/adr/0021-x.md`, its package's `docs/adr/`; or the top)
        above = [posixpath.dirname(code)]
        while above[-1]:
            above.append(posixpath.dirname(above[-1]))
        candidates = [posixpath.normpath(path.lstrip("/"))] if path.startswith("/") else \
            list(dict.fromkeys(posixpath.normpath(posixpath.join(folder, path)) for folder in above))
        for candidate in candidates:
            if candidate in self.by_path:
                return Resolution("found", (self.by_path[candidate],))
        if any(candidate in documents for candidate in candidates):
            return Resolution("external")  # a document of the repository, no decision record (loa-dixie's gates)
        for candidate in candidates:
            folder = posixpath.dirname(candidate)
            # Only a name a record would have cites a missing one: `adr/README.md` is the folder's index.
            if folder in self.folders and not candidate.startswith("../") and series_number(candidate) is not None:
                numbers = sorted(d.number for d in self.all if d.folder == folder)
                return Resolution("missing", (), folder, f"{folder}/ holds this repository's records, "
                                                         f"{numbers[0]} to {numbers[-1]}")
        return Resolution("external")

    def to_data(self) -> list[list[Any]]:
        return [[d.relative, d.number, list(d.words), d.origin, d.folder, d.title, d.status, d.status_line, d.date,
                 list(d.successors), [list(g) for g in d.governs]] for d in self.all]

    @classmethod
    def from_data(cls, rows: list[list[Any]]) -> Decisions:
        return cls(Decision(r[0], int(r[1]), tuple(r[2]), r[3], r[4], r[5], r[6], int(r[7]), r[8], tuple(r[9]),
                            tuple((str(g[0]), int(g[1]), str(g[2])) for g in r[10])) for r in rows)


def _shared(folder: str, code: str) -> int:
    """How many leading folders a record's family shares with a code file: the nearest family of a monorepo."""
    count = 0
    for a, b in zip(folder.split("/"), code.split("/"), strict=False):
        if a != b:
            break
        count += 1
    return count


SERIES_WORDS = 2  # words of a series' name each cited alone: `odh-adr` is cited as ODH-12 and ADR-12


def cited_by(entry: Entry) -> tuple[frozenset[str], str]:
    """The words a record is cited by with its number, and where they were learned: its series (`odh-adr`) and
    each word of it, the word its title calls it by (`TEP-0014: ...`), and a numbered type's name for an
    unprefixed series (`ADR-0009` for JabRef's `0009-x.md`)."""
    from doccheck.repo.index import DOC_PREFIXES, title_prefix

    numbered = _numbered(entry)
    if numbered is None:
        return frozenset(), ""
    series, number = numbered.series, numbered.number
    # (each word of a series of two, `odh-adr`; of a longer name only a record kind's: loa-dixie's
    # `ADMISSION-WEDGE-ROUTE-STORAGE-MODE2-...` makes no series MODE for "Mode 1" in its code to cite)
    parts = series.split("-")
    words = {series, *(parts if len(parts) <= SERIES_WORDS else (p for p in parts if p in DOC_PREFIXES))} - {""}
    origin = "their file names" if words else ""
    title = title_prefix(entry, number)
    if title is not None:
        words.add(title)
        origin = origin or "their titles"
    if not series and entry.type in DOC_PREFIXES:
        words.add(entry.type)
        origin = origin or f"their type, {entry.type}"
    return frozenset(w for w in words if w.replace("-", "").isalpha()), origin


def decisions_from_index(index: RepoIndex) -> Decisions:
    """The decision records of an index: numbered records of a numbered type (or of a proposal or decision
    family), not templates, with their successors (`supersession.py`) and what they govern."""
    from doccheck.repo.supersession import supersessions

    successors: dict[str, list[str]] = {}
    # (not a part one record says the other replaced, where the other says it amends: monoceros' ADR 0036 "Amends:
    # ADR 0003" under 0003's section "Superseded by ADR 0036", whose other sections hold)
    for succession in supersessions(index):
        successors.setdefault(succession.old.relative, []).append(succession.new.relative)
    found = []
    numbered_entries = [(entry, numbered) for entry in index.entries.values()
                        if (numbered := _numbered(entry)) is not None and not entry.record.get("template")]
    # The words each record of a decision type or family is cited by, read once
    typed = {entry.relative: cited_by(entry) for entry, _numbered in numbered_entries
             if entry.record.get("numbered") or entry.record.get("category") in ("decisions", "proposals")}
    # (... and a record of a series those are, in their folder, whatever type its own shape gave it, cited by the
    # words they are: regelrecht's Draft RFCs 026 to 035, read as plain documents, are still RFCs its code cites)
    series: dict[tuple[str, str], tuple[frozenset[str], str]] = {}
    for entry, numbered in numbered_entries:
        if entry.relative in typed:
            words, origin = typed[entry.relative]
            held = series.get((numbered.folder, numbered.series), (frozenset(), origin))
            series[(numbered.folder, numbered.series)] = (held[0] | words, held[1] or origin)
    for entry, numbered in numbered_entries:
        record = entry.record
        if (numbered.folder, numbered.series) not in series:
            continue
        # (each is cited by its series' words too: brokkr's `BROKKR-A-0008.md`, titled "ADR-1" by a slip of its
        # tool, is still the ADR-0008 its code cites, as its siblings titled "ADR-2" ... are ADRs)
        family_words, family_origin = series[(numbered.folder, numbered.series)]
        own_words, own_origin = typed.get(entry.relative) or (frozenset(), "")
        words, origin = own_words | family_words, own_origin or family_origin
        found.append(Decision(entry.relative, numbered.number, tuple(sorted(words)), origin,
                              numbered.folder, str(record.get("title") or entry.label), entry.status,
                              entry.status_line, record.get("date"), tuple(sorted(successors.get(entry.relative, ()))),
                              tuple((str(g), int(n), str(k)) for g, n, k in record.get("governs") or ())))
    return Decisions(found + _logged(index, series, {d.relative for d in found}))


# A heading of a decision log that is one decision: `## ADR-017: Off-Chain Attestor ...`
LOGGED = "the headings of "  # how a logged decision's words were learned, before the log's path
_LOG_HEADING = lazy(r"(?P<word>[A-Za-z]{2,12})[- ]?0*(?P<number>\d{1,5})\s{0,3}[:.\u2013\u2014-]\s")


def _logged(index: RepoIndex, series: dict[tuple[str, str], tuple[frozenset[str], str]],
            records: set[str]) -> list[Decision]:
    """The decisions a log keeps, one under each of its headings (AR.IO's docs/DECISIONS.md, `## ADR-001: ...` to
    `## ADR-019: ...`, before its records moved to a file each in docs/adrs/), in a series its records are cited
    by: what the code cites as ADR-017 is there, at that heading's anchor."""
    from doccheck.repo.shape import record_shape

    home: dict[str, str] = {}
    for (folder, _series), (words, _origin) in sorted(series.items()):
        for word in words:
            home.setdefault(word, folder)
    found: list[Decision] = []
    for relative, entry in index.entries.items():
        if relative in records or entry.record.get("template"):
            continue
        for title, line in record_shape(entry.record).get("sections") or ():
            match = _LOG_HEADING.match(str(title))
            if match is None or (word := match.group("word").lower()) not in home:
                continue
            found.append(Decision(f"{relative}#{heading_anchor(str(title))}", int(match.group("number")), (word,),
                                  f"{LOGGED}{relative}", home[word], str(title), None, int(line), None, (),
                                  ()))
    return found


def _numbered(entry: Entry) -> SeriesNumber | None:
    """The record's series and number: the index's, or, for a record the index's path rule passes over (a name
    with "template" in it, `0002-html-template-and-design-system.md`, which is no template: the reader said so),
    the number its record states, in an unprefixed series of its folder."""
    from doccheck.repo.index import SeriesNumber

    if entry.numbered is not None:
        return entry.numbered
    number = entry.record.get("number")
    if isinstance(number, int) and not entry.record.get("template"):
        return SeriesNumber(entry.folder, "", number)
    return None


def replaced(decision: Decision) -> bool:
    return decision.status in _REPLACED or bool(decision.successors)
