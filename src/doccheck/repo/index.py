"""The index of every document under the configured roots, built from the cached per-document records.

Building it parses nothing: it reads the records `check.py` already keeps (`record.py` says what is in
one), so a warm index of a large repository costs a few dictionary inserts per document. References between
documents are resolved here, once, the way a reader would follow them:

    0014-political-and-government-tagging.md   a path, relative to the document (`/x.md` from the root)
    ADR-0057, ADR 109, CIP-0121, 14             a number in the document's own folder and series
    https://..., #123, free text               outside the repository: not checked
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Collection, Container, Iterable, Mapping
from sys import intern
from typing import Any, Literal, NamedTuple

from doccheck.regex import lazy

# A prefix glued to the number ends in a letter: `ADR025-x.md` is series "adr", number 25 (not "adr02", 5).
# A padded number may be glued to a CamelCase name: `0004RemoveReliance.md` (Universal Connect Project's ADRs);
# a short one is a word's (`1Password.md`).
_SERIES_NUMBER = lazy(r"^(?P<series>(?:[A-Za-z][A-Za-z0-9]*[-_ ])*(?:[A-Za-z][A-Za-z0-9]*[-_ ]|[A-Za-z]+))?"
                      r"(?P<number>\d+)(?=[-_ ]|\.(?!\d)|$|(?<=\d{3})[A-Z][a-z])")
_SEPARATORS = lazy(r"[-_ ]+")
_DATE_AFTER_YEAR = lazy(r"[-_][01]?\d[-_][0-3]?\d(?:\D|$)")  # a year's month and day
# A date, also with its day and month swapped (`2022-21-11-x.md`): a year then two one- or two-digit parts.
_DATE_NAME = lazy(r"^(?:19|20)\d\d(?:[-_]?[01]\d[-_]?[0-3]\d|[-_]\d{1,2}[-_]\d{1,2})(?:\D|$)")
# A series glued to its number at the start (`RFC0025-PSCore6-x.md`, `ADR040-x.md`): that number is the id, not
# a later one (`PSCore6`).
# (a number with a part after a dot, `Doc-1.1-...`, is a section of record 1's, not record 1)
_GLUED = lazy(r"^(?P<series>[A-Za-z]{1,12}+)(?P<number>\d{1,8}+)(?=[-_ ]|\.(?!\d)|$|(?<=\d{3})[A-Z][a-z])")
# (after a project's name the series is under: Kompox's `supersededBy: [K4x-ADR-021]`, its files `K4x-ADR-NNN.md`)
_ID_REF = lazy(r"^(?:(?P<project>[A-Za-z][A-Za-z0-9]{0,11}+)[-_ ](?=[A-Za-z]))?(?P<prefix>[A-Za-z]{1,8})?[- ]?#?0*"
               r"(?P<number>\d+)$")
NUMBERED_APART = 3  # numbers two folders both give, for each to number its own documents
_FILE_STEM = lazy(r"^\d{1,6}+[-_][A-Za-z][\w-]{0,200}+$")  # a numbered file's name without its suffix: `003-dual-api`
_DATED_STEM = lazy(r"^(?:19|20)\d\d[-_]?[01]\d[-_]?[0-3]\d[-_][A-Za-z][\w-]{0,200}+$")  # ... a dated one's
# A target still to be written, never a missing document: `yyyymmdd-xxx.md`, `{link}`, `TODO`, a link's place held
# for one (`[MIP39c2-SPX](link)`, `example.com/budget`, the example domains RFC 2606 reserves): placeholder-text's
# concern, not a link's.
# (`...` and `…`: an address the author elided, `([GH-1311](...))` in an example of a changelog line)
# (`./link` as well as `link`: vespera-atelier's guide's "- [Related Tutorial](./link)")
PLACEHOLDER_PATH = lazy(r"[{<]|\bNNN|yyyy|xxx|\.{3}|…|^(?:\./)?(?:todo|tbd|fixme|link|url|uri|here|path)$"
                        # (... in other languages: billiardhall's `[ADR-XXXX：标题](相对路径)`, "relative path")
                        r"|^(?:\./)?(?:链接|链接地址|路径|相对路径|文件路径|地址|網址|連結|路徑|リンク|パス|링크|경로|enlace|ruta|lien|chemin)$"
                        # (... and "to be added", a TBD: mindspore's `[算子相关开发指导](待补充)`)
                        r"|^(?:待补充|待補充|待补|待定|待添加|待更新|待完善|未定|準備中|추가\s?예정)$"
                        r"|(?:^|[/.])example\.(?:com|org|net)\b"
                        # (... or a place held for a link in an example, `[Decision log](link-to-decision-log)`, or a
                        # metasyntactic name's file: `[errata](foo-meta.md#errata-1-foo)`, PHP-FIG's amendment bylaw)
                        r"|^(?:link|url|path)[-_]to[-_]|(?:^|/)(?:foo|bar|baz)(?:[-_.]|$)|[_-]foo(?:[-_.]|$)"
                        # (... or a marker a tool writes its text after: OpenTripPlanner's changelog ends on
                        # `[](AUTOMATIC_CHANGELOG_PLACEHOLDER_DO_NOT_REMOVE)`, a constant's name)
                        r"|^(?-i:[A-Z][A-Z0-9]*+(?:_[A-Z0-9]++){2,})$", re.IGNORECASE)
_EXTERNAL = lazy(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^#|^//")
DOC_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
# Words that name a record in a series without their own prefix: `ADR-0057` for `0057-x.md`. Not "Swift 3".
DOC_PREFIXES = frozenset({"adr", "rfc", "kep", "se", "st", "otep", "cip", "cps", "doc", "decision", "feat", "spec"})
# A title that gives the record's id before its name, set apart from it: `# ADR-002: Circuit Breaker Pattern`
# (`_TITLE_ID` below also takes one that runs on into its name).
TITLE_GIVES_ID = lazy(r"^[ \t]*+(?P<series>[A-Za-z]{1,12}+)[- ]?+0*+(?P<number>\d{1,6}+)[ \t]*+[:.\u2014-]")


class SeriesNumber(NamedTuple):
    folder: str  # where the numbering runs: the file's folder, or the parent of a `NNNN-x/README.md` folder
    series: str  # the name's prefix, lower case, without separators: "odh-adr-operator", "cip", ""
    number: int


_PAGE_SUFFIXES = (".md", ".html.md", ".markdown", ".html.markdown", "/index.md", "/index.html.md", "/README.md")


def another_version(one: str, other: str) -> bool:
    """Whether one file is a kept version of the other record (`0249-v2-experiments.expired.md` beside
    `0249-v2-experiments.md`): the same name with a word between it and its suffix, or with another version
    at its end (the PSI consortium's `ADR020-overbooking-of-resources_V1.0.md`, `..._V2.0.md`)."""
    a, b = (name.rpartition("/")[2].rpartition(".")[0] for name in (one, other))
    if a == b:
        return False
    if a.startswith(b + ".") or b.startswith(a + "."):
        return True
    base_a, base_b = (_VERSION_END.sub("", name) for name in (a, b))
    return base_a == base_b and (base_a != a or base_b != b)


# A version at a name's end: `_V1.0`, `-v2`, ` v1.1`
_VERSION_END = lazy(r"[-_. ][vV]\d{1,4}+(?:\.\d{1,4}+){0,3}+$")


def companion(one: str, other: str, words: frozenset[str] = frozenset()) -> bool:
    """Whether one file is the other record's companion: the same name with a word such as `detailed` or
    `appendix` added (`004-unit-conversion-implementation-detailed.md` beside `004-unit-conversion-
    implementation.md`, atomic-ehr/ucum's analysis of its ADR 4), in the same folder; `words`, more such words where
    the two share a number (`SAME_NUMBER_PARTS`)."""
    (folder, _, a), (folder_b, _, b) = (name.rpartition(".")[0].rpartition("/") for name in (one, other))
    if folder != folder_b or a == b:
        return False
    short, long = (a, b) if len(a) < len(b) else (b, a)
    # (a name's words joined by dashes or by underscores: `08_milestone5-5_framework_diagram.md`)
    added = _WORD_JOINS.split(long[len(short) + 1:].lower())
    if long.startswith((short + "-", short + "_")) and not (_COMPANION_WORDS | words).isdisjoint(added):
        return True
    # ... or two parts of one record named alike but for their last word (`THV-0019-auth-server-design.md`,
    # `THV-0019-auth-server-overview.md`), each a part's name
    (stem, _, last), (stem_b, _, last_b) = a.lower().rpartition("-"), b.lower().rpartition("-")
    return bool(stem) and stem == stem_b and last in words and last_b in words


def companions(records: Mapping[str, Mapping[str, Any]]) -> set[str]:
    """The documents among these that are another one's companion (`companion`): each name's shorter forms, cut
    at a dash, looked up among its folder's names; and those that say in their header which record they are a
    part of (`of_record`: `**RFC:** 0007` over an implementation plan)."""
    stems: dict[str, str] = {}
    for path in records:
        if path.endswith(".md"):
            stems[path[:-3]] = path
    found = _parts_by_header(records)
    for stem, path in stems.items():
        cut = max(stem.rfind("-"), stem.rfind("_"))
        while cut > stem.rfind("/") + 1:
            shorter = stem[:cut]
            if shorter in stems and companion(path, stems[shorter]):
                found.add(path)
                break
            cut = max(stem.rfind("-", 0, cut), stem.rfind("_", 0, cut))
    return found


def _parts_by_header(records: Mapping[str, Mapping[str, Any]]) -> set[str]:
    """The documents whose header names the record they are a part of (`of_record`), beside a document of that
    number that does not: `0007-implementation-plan.md` ("**RFC:** 0007") beside `0007-nats-...md`, or in the
    folder above (ECommerceApp's `0028/amendments/0028-001-x.md`, "# ADR-0028 Amendment 1: ...", under its record's
    folder). A Rust-style RFC's own `- RFC: 00035` names itself, alone with its number."""
    parts = {path: record["of_record"] for path, record in records.items() if record.get("of_record") is not None}
    if not parts:
        return set()
    folders = {above for path in parts for above in _folder_and_parent(path)}
    records_by_number = {(folder, series.number) for path in records if path not in parts
                         and (folder := path.rpartition("/")[0]) in folders
                         and (series := series_number(path)) is not None}
    return {path for path, number in parts.items()
            if any((folder, number) in records_by_number for folder in _folder_and_parent(path))}


def _folder_and_parent(path: str) -> tuple[str, str]:
    folder = path.rpartition("/")[0]
    return folder, folder.rpartition("/")[0]


_WORD_JOINS = lazy(r"[-_]")
_COMPANION_WORDS = frozenset({"detailed", "details", "detail", "appendix", "annex", "addendum", "supplement",
                              "supplementary", "notes", "analysis", "research", "faq", "examples", "background",
                              "meta", "diagram", "diagrams"})
# ... and, beside a record under its own number, its user-facing part (Invenio's `rdm-0067-administration-panel-ux.md`
# beside `rdm-0067-administration-panel.md`) or another part of it (ToolHive's `THV-0019-auth-server-design.md` and
# `-overview.md`), or its first version kept (nano-ros's `phase-65-nano-ros-book-original.md`); unnumbered,
# `plugins-ui.md` beside `plugins.md` is a record of its own (Spinnaker's RFCs).
SAME_NUMBER_PARTS = frozenset({"ux", "ui", "overview", "design", "requirements", "implementation", "api", "spec",
                               "specification", "architecture", "original"})


# A title that numbers a part of the record (`Phase 244.D1 — ... handoff`, `Phase 208 Stage 2 — ... Summary`) or calls
# itself a report on it (`Phase 124 Test Triage - 2026-05-14`, `Phase 208 — follow-ups`): nano-ros keeps these beside
# its roadmap's phases, under the phase's number.
_PART_TITLE = lazy(r"^\W{0,4}+(?:[A-Za-z]{1,12}+[ \t]*+[-_#]?[ \t]*+)?0{0,4}+(?P<number>\d{1,8}+)"
                   r"(?P<part>\.[A-Za-z0-9]{1,6}+\b|[ \t]++(?:stage|part|step)[ \t]++\d{1,3}+\b"
                   r"|[ \t—–:-]{1,5}+(?:[\w-]{1,20}+[ \t]++){0,2}?(?:follow-?ups?|triage|addendum|errata|retrospective"
                   r"|post-?mortem)\b)", re.IGNORECASE)


def titled_part(record: Mapping[str, Any], number: int) -> str:
    """The part of record `number` the document's title numbers it as, or the report on it that it calls itself
    (`_PART_TITLE`): '.d1', ' stage 2', ' — follow-ups'; '' for a title that does neither. Two documents of one
    number and one part are still two (a book's two pages titled "8.b")."""
    match = _PART_TITLE.match(str(record.get("title") or "")[:120])
    return match["part"].lower() if match is not None and int(match["number"]) == number else ""


# The languages records are translated into, as a file's last name part (`VIP-180-zh_CN.md`, `0006-x.zh.md`).
LANGUAGES = frozenset({"ar", "bg", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fr", "he", "hi", "hu", "id", "it",
                       "ja", "ko", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh"})
_REGION = lazy(r"[A-Za-z]{2,4}")  # `CN`, `TW`, `BR`, `Hans`


def translation_of(relative: str, documents: Container[str]) -> str | None:
    """The document a file is a translation of: its name is that document's with a language after it
    (`VIP-180-zh_CN.md` beside `VIP-180.md`, `README.fr.md` beside `README.md`). A translation is its original in
    another language: it shares its number and its successor, which only the original need state."""
    folder, _slash, name = relative.rpartition("/")
    stem, dot, extension = name.rpartition(".")
    if not dot:
        return None
    cut = [i for i, c in enumerate(stem) if c in "-_."]
    for at, language in ((cut[-1], stem[cut[-1] + 1:]) if cut else (-1, ""),
                         (cut[-2], stem[cut[-2] + 1:cut[-1]]) if len(cut) > 1 else (-1, "")):
        if at <= 0 or language.lower() not in LANGUAGES:
            continue
        region = stem[at + 1 + len(language) + 1:]
        if region and _REGION.fullmatch(region) is None:
            continue
        original = f"{folder}/{stem[:at]}.{extension}" if folder else f"{stem[:at]}.{extension}"
        if original in documents:
            return original
        # ... or the English one beside it, where every language is named (diagnostic-catalog's `0034-x.fr.md`
        # beside `0034-x.en.md`)
        if not language.lower().startswith("en"):
            for english in ("en", "EN"):
                named = f"{stem[:at]}{stem[at]}{english}.{extension}"
                if (english_original := f"{folder}/{named}" if folder else named) in documents:
                    return english_original
        # ... its name as the original's but for a capital (openkruise's `20250306-configMapSet-zh.md` beside
        # `20250306-ConfigMapSet.md`), where the documents can be looked through (only a name with a language)
        if isinstance(documents, Iterable):
            lowered = original.lower()
            found = next((d for d in documents if isinstance(d, str) and d.lower() == lowered and d != relative), None)
            if found is not None:
                return found
    return None


def translated(one: str, other: str) -> bool:
    """Whether one of two files is the other in another language (`translation_of`)."""
    return translation_of(one, (other,)) is not None or translation_of(other, (one,)) is not None


_ID_ADDRESS = lazy(r"([A-Za-z]{2,12})[-_](\d{1,6})")  # `ADR-51` as the last part of a site's address


def date_named(name: str) -> bool:
    """Whether a file's or a folder's name opens with a date (`2026-07-10-more-optimized`, `20201029-x`)."""
    return _DATE_NAME.match(name) is not None


def series_number(relative: str) -> SeriesNumber | None:
    """The number a document's file (or, for README.md/index.md, folder) name gives it, and its series.

    `operator/ODH-ADR-Operator-0007-auth-crd.md` -> ("operator", "odh-adr-operator", 7);
    `CIP-0058/README.md` -> ("", "cip", 58), `tips/TIP-0024/tip-0024.md` -> ("tips", "tip", 24).
    Dates (`20201029-x.md`, `2022-02-03-x/README.md`) and templates
    are not numbers.
    """
    # str methods rather than posixpath: this runs once per document of the index, 50,000 times in a large one.
    folder, _, name = relative.rpartition("/")
    stem = name.rpartition(".")[0] or name
    if stem.lower() in ("readme", "index"):
        folder, _, stem = folder.rpartition("/")
    elif folder and stem.lower() == folder.rpartition("/")[2].lower():
        folder = folder.rpartition("/")[0]  # `TIP-0024/tip-0024.md`: one record's folder, numbered in the one above
    lowered = stem.lower()
    if _DATE_NAME.match(stem):
        return None
    match = _GLUED.match(stem) or _SERIES_NUMBER.match(stem)
    if match is None or (1990 <= int(match.group("number")) <= 2039 and (
            _DATE_AFTER_YEAR.match(stem, match.end()) is not None or (
                match.end() == len(stem) and len(_SEPARATORS.split((match.group("series") or "").strip("-_ "))) > 1))):
        return None  # (`documentation-audit-2026-03-21`: a date in its name, not record 2026; nor a year a title
        # ends on, `svelte-vs-react-frameworks-research-2026`, vox's)
    if "templ" in lowered[:match.end()] or lowered.endswith(("template", "tmpl")):
        # A template (`template-0001.md`, `CFP-003-template.md`), not a record about one (vespera-atelier's
        # `ADR-022-template-editor-dual-interface.md`, which keeps its number)
        return None
    prefix = match.group("series")
    series = _SEPARATORS.sub("-", prefix.lower()).strip("-") if prefix else ""
    if series and (then := _GLUED.match(stem[match.end() + 1:])) is not None and then.group("series").lower() == series:
        return None  # (`F025-F026-kafka-connector-gaps.md`: a document about two records of the series, neither one)
    return SeriesNumber(folder, series, int(match.group("number")))


def date_stamped(numbers: Collection[int]) -> bool:
    """Whether a folder's numbers are year-month (or day) stamps, not ids: four or more, each a `yymm` (2603) or
    `yyyymm` (202603), or each a `yymmdd` or `yyyymmdd`. A month's (or a day's) records share one (`adr-2603-x.md`,
    `adr-2603-y.md`), and their slugs tell them apart. Or years, three or more (eslint/rfcs' `designs/2022-languages/`:
    a year's designs share it)."""
    def month(number: int) -> bool:
        year, month = divmod(number, 100)
        return 1 <= month <= 12 and (10 <= year <= 39 or 1990 <= year <= 2039)

    def day(number: int) -> bool:  # `yymmdd` (tidb-operator's `250515-tiproxy.md`) or `yyyymmdd`
        stamp, day = divmod(number, 100)
        return 1 <= day <= 31 and month(stamp)

    stamps = [number for number in numbers if number]  # (a template's zeros, `000000-template.md`, are none)
    return (len(stamps) >= 4 and (all(map(month, stamps)) or all(map(day, stamps)))) or (
        len(stamps) >= 3 and all(1990 <= number <= 2039 for number in stamps))


class Entry(NamedTuple):
    """A document of the index. A tuple, not a dataclass: a large index makes 50,000 of them per run."""

    relative: str
    record: dict[str, Any]
    numbered: SeriesNumber | None

    @property
    def folder(self) -> str:
        return self.relative.rpartition("/")[0]

    @property
    def type(self) -> str:
        return str(self.record.get("type"))

    @property
    def status(self) -> str | None:
        return self.record.get("status")

    @property
    def status_line(self) -> int:
        return int(self.record.get("status_line") or self.record.get("title_line") or 1)

    def in_status(self, line: int) -> bool:
        """Whether a line is the status's own, or one of the lines its list item goes on over (`status_end`)."""
        return self.record.get("status_line") is not None and \
            self.status_line <= line <= int(self.record.get("status_end") or self.status_line)

    @property
    def label(self) -> str:
        """How a message names the document: its file name, or its folder for README.md."""
        name = posixpath.basename(self.relative)
        if posixpath.splitext(name)[0].lower() in ("readme", "index") and self.folder:
            return f"{posixpath.basename(self.folder)}/{name}"
        return name


class Resolved(NamedTuple):
    state: Literal["found", "missing", "external"]
    entry: Entry | None = None
    path: str | None = None  # the repository path a path reference points at
    near: str | None = None  # for a missing path: an indexed document it probably meant (case, suffix)


class RefSnapshot(NamedTuple):
    """The documents at another git ref (`--against`): path -> document type."""

    name: str
    paths: frozenset[str]  # every document path at the ref, relative to the configuration's root
    documents: dict[str, str]  # documents only the ref has whose number an indexed document also uses -> type


_REPOSITORY_FILE_URL = lazy(r"^https://github\.com/[^/\s]++/[^/\s]++/(?:blob|tree)/[^/\s]++/(\S++)$")
# The same, in parts: owner, name, ref, path. A ref of hex digits is a commit: its files stay, whatever HEAD has.
_FORGE_BLOB = lazy(r"^https://github\.com/([^/\s]++)/([^/\s]++)/blob/([^/\s]++)/([^#?\s]++)")
_COMMIT_REF = lazy(r"[0-9a-f]{7,40}")
OWN_URL_MIN = 3  # documents here that links by one repository's address name, for that repository to be this one


# What the indexed paths alone give, in a form `marshal` keeps (cache.py): the paths sorted, each one's series
# number as a plain tuple (or None), lower case -> path, and every folder that holds a document.
PathTable = tuple[list[str], list[tuple[str, str, int] | None], dict[str, str], list[str]]


def path_table(paths: Iterable[str]) -> PathTable:
    ordered = sorted(paths)
    numbers = [None if (n := series_number(p)) is None else (intern(n.folder), intern(n.series), n.number)
               for p in ordered]
    lowered: dict[str, str] = {}
    for relative in ordered:
        lower = relative.lower()
        lowered.setdefault(relative if lower == relative else lower, relative)  # one string object, when it can
    folders: set[str] = set()
    for folder in {relative.rpartition("/")[0] for relative in ordered}:  # each folder once, then its parents
        while folder and folder not in folders:
            folders.add(folder)
            folder = folder.rpartition("/")[0]
    return ordered, numbers, lowered, sorted(folders)


class RepoIndex:
    def __init__(self, *, by_lower: dict[str, str] | None = None, folders: set[str] | None = None,
                 paths: PathTable | None = None) -> None:
        self.entries: dict[str, Entry] = {}
        self.existing: frozenset[str] = frozenset()  # non-document paths that links point at and that exist
        self.ref: RefSnapshot | None = None
        self.by_number: dict[tuple[str, int], list[Entry]] = {}
        self.by_lower = by_lower if by_lower is not None else {}
        self.folders = folders if folders is not None else set()
        self.memo: dict[str, Any] = {}  # what several rules derive from the index, made once
        self.paths = paths  # what the paths alone gave it: kept in the cache for the next run

    @classmethod
    def build(cls, records: Iterable[tuple[str, dict[str, Any]]], paths: PathTable | None = None) -> RepoIndex:
        """The index of these records. `paths` is what the paths alone give (`path_table`), kept from an
        earlier run over the same paths: with it, nothing is computed per document but its entry."""
        by_path = dict(records)
        if paths is None or paths[0] != sorted(by_path):
            paths = path_table(by_path)
        ordered, numbers, lowered, folders = paths
        series = [None if n is None else SeriesNumber._make(n) for n in numbers]
        index = cls(by_lower=lowered, folders=set(folders), paths=paths)
        listed = list(map(Entry, ordered, [by_path[p] for p in ordered], series))
        index.entries = dict(zip(ordered, listed, strict=True))
        by_number = index.by_number
        for entry, numbered in zip(listed, series, strict=True):
            if numbered is not None:
                by_number.setdefault((numbered.folder, numbered.number), []).append(entry)
        return index

    def resolve(self, source: Entry, target: str) -> Resolved:
        """What a relation names: a document here, one that should be here and is not ("missing"), or something
        elsewhere (a URL, another repository's file, free text)."""
        target = target.strip()
        if len(target) > 2 and target[0] + target[-1] in ("()", "<>"):  # `(https://...)` in a kep.yaml
            target = target[1:-1].strip()
        if not target or _EXTERNAL.match(target):
            return self._resolve_repository_url(target)
        if "/" in target and ("#" in target or ":" in target) and _elsewhere(target):
            return Resolved("external")  # another repository's document: the graph resolves it (read/xref.py)
        if "/" in target or target.split("#", 1)[0].lower().endswith(DOC_SUFFIXES):  # `x.md#drivers` too
            resolved = self.resolve_path(source, target)
            if resolved.state == "missing" and "/" in target and not target.startswith(("/", ".")):
                return self._resolve_elsewhere(source, target) or resolved
            if resolved.state == "missing" and "/" not in target:
                # A record named by its file (`supersedes: 0015-create-case.md`), which stays its name when the
                # record moves (to `archived/`): the one document of that name, wherever it is.
                named = self._by_name().get(_unquoted(target.split("#", 1)[0]), [])
                if len(named) == 1:
                    return Resolved("found", self.entries[named[0][1]], named[0][1])
            return resolved
        numbered, dated = _FILE_STEM.match(target) is not None, _DATED_STEM.match(target) is not None
        if numbered or dated:
            # A record named by its file's name without the suffix (addressr's `supersedes: [003-dual-api-...]`, the
            # file `003-dual-api-....superseded.md`, its status in its name; evitaDB's dated `supersedes:
            # [2026-07-18-traffic-recording-...]`, "ADR ids, the filename without .md"): the one document so named.
            stems = self.by_stem().get(target, [])
            if len(stems) == 1:
                return Resolved("found", self.entries[stems[0]], stems[0])
            if not stems and numbered and source.numbered is not None:
                # ... and none so named: the record of its number in the source's own folder, or one missing
                # (windyroad's `superseded-by: 050-team-voice-repositioning` where its decisions end at 049: no
                # problem ticket 050 of another folder)
                same = self.by_number.get((source.numbered.folder, int(target.replace("_", "-").split("-", 1)[0])))
                return Resolved("found", _the_record_of(same)) if same else Resolved("missing")
            folder, _, name = source.relative.rpartition("/")
            if not stems and dated and (date_named(name) or date_named(folder.rpartition("/")[2])):
                return Resolved("missing")  # ... or, dated, one the source's family names by its date (the source's
                # own name or folder is dated)
        match = _ID_REF.match(target)
        if match is None:
            return Resolved("external")  # free text: "Data Connections (pre-2.16)"
        project = match.group("project")
        if project is not None and (source.numbered is None
                                    or project.lower() not in source.numbered.series.split("-")):
            return Resolved("external")  # another project's series: "Kubernetes-KEP-12" from this repository's ADRs
        return self._resolve_number(source, match.group("prefix"), int(match.group("number")))

    def resolve_path(self, source: Entry, target: str) -> Resolved:
        path = _link_path(target)
        if not path:
            return Resolved("found", source, source.relative)
        zola = _content_folder(source.folder) if path.startswith("@/") else None
        if zola is not None:  # Zola's internal link, from its content folder: `@/documentation/usage/cli.md`
            joined = posixpath.join(zola, path[2:])
        else:
            joined = path.lstrip("/") if path.startswith("/") else posixpath.join(source.folder, path)
        normal = posixpath.normpath(joined) if joined else "."
        if normal == ".." or normal.startswith("../"):
            return Resolved("external")  # above the indexed root: not ours to judge
        if normal in self.entries:
            return Resolved("found", self.entries[normal], normal)
        for name in ("README.md", "index.md", "readme.md"):
            if (inner := posixpath.join(normal, name)) in self.entries:
                return Resolved("found", self.entries[inner], inner)
        if normal in self.folders or normal in self.existing or normal == ".":
            return Resolved("found", None, normal)
        # (the address of a page or a folder; a page written in MDX, `install-enterprise.mdx`, is a file)
        if (served := self._from_page_address(source, path)) is not None and (
                found := self._first_there((served, f"{served}.md", f"{served}.mdx"))) is not None:
            return found
        if (routed := self._site_route(source, path)) is not None:
            return Resolved("found", self.entries[routed], routed)
        if (static := self._from_static(source, path)) is not None and static in self.existing:
            return Resolved("found", None, static)
        if (found := self._first_there(self._from_flat_root(source, path))) is not None:
            return found
        if (found := self._first_there(self._from_served_root(source, path), folders=False)) is not None:
            return found
        if (aliased := self._aliased(source, path)) is not None:
            return Resolved("found", self.entries[aliased], aliased)
        if self.memo.get("doxygen") and "/" not in path and path.endswith(".html"):
            # Doxygen writes every page to one folder, its own (index, examples) and those of the code's comments
            # (`\page xml_symbol`, groups, classes) beside the Markdown's: a page's name no Markdown gives is
            # one of those, not ours to judge (Donner's `index.html`, `examples.html`)
            return Resolved("external")
        if (paged := self._from_content_root(source, path)) is not None:
            return Resolved("found", self.entries.get(paged), paged)
        if path.startswith("/") and (named := self._by_id(path.rstrip("/").rpartition("/")[2])) is not None:
            return Resolved("found", named, named.relative)
        if path.startswith("/") and (named := self._by_page_name(path)) is not None:
            return Resolved("found", named, named.relative)
        if path.startswith("/") and (public := next((p for p, app in _served_from_public(source, path)
                                                     if (p in self.existing or p in self.folders)
                                                     and app in self.existing), None)):
            return Resolved("found", self.entries.get(public), public)
        if (found := self._first_there(self._in_another_language(source, path, normal))) is not None:
            return found
        near = self.by_lower.get(normal.lower()) or next(
            (self.by_lower[c] for c in (f"{normal}.md".lower(),) if c in self.by_lower), None)
        return Resolved("missing", None, normal, near)

    def _first_there(self, candidates: Iterable[str], folders: bool = True) -> Resolved | None:
        """The first of the places a link may lead that is a document, a file or (`folders`) a folder here."""
        for candidate in candidates:
            if candidate in self.entries or candidate in self.existing or (folders and candidate in self.folders):
                return Resolved("found", self.entries.get(candidate), candidate)
        return None

    def served(self, source: Entry) -> bool:
        """Whether a site generator serves the document: the repository builds one, or a folder above it holds a
        site's configuration (`site_folders`), or it is a page of an Eleventy site's input folder (`served_roots`),
        served at `x/` for `x.md` (DfE's childcare checker: `../02-ways-of-working` from `developers/01-intro/`)."""
        return bool(self.memo.get("builds_a_site")) or self._in_site_folder(source) or \
            source.relative.startswith(tuple(self.memo.get("served_roots") or ()))

    def judges_rooted(self, source: Entry) -> bool:
        """Whether a link from '/' in the document is a path from the repository's top (`root_is_repository`):
        not in the pages of a site served from a folder of its own, where '/' is the site's."""
        return bool(self.memo.get("root_is_repository", True)) and not self._in_site_folder(source)

    def _in_site_folder(self, source: Entry) -> bool:
        return source.relative.startswith(self.memo.get("site_folders") or ())

    def _by_id(self, name: str) -> Entry | None:
        """The one record a site's address names by its id (`/adr/ADR-51`: the page a generator made of the record
        numbered 51 in the series `adr`, wherever its file is), if exactly one is; a bare id is no file's name."""
        match = _ID_ADDRESS.fullmatch(name)
        if match is None:
            return None
        ids = self.memo.get("by_id")
        if ids is None:
            ids = self.memo["by_id"] = {}
            for entries in self.by_number.values():
                for entry in entries:
                    if entry.numbered is not None and entry.numbered.series:
                        ids.setdefault((entry.numbered.series, entry.numbered.number), []).append(entry)
        found = ids.get((match.group(1).lower(), int(match.group(2))), [])
        return found[0] if len(found) == 1 else None

    def _by_page_name(self, path: str) -> Entry | None:
        """The one document a site route names by its page's name, wherever its file is (`/docs/cheatsheet` for
        docs/getting-started/cheatsheet.md, get-forge's docs: a site that serves every page at `/docs/<name>`),
        where that is how the repository links (`_routes_by_name`)."""
        name = _route_name(path)
        if name is None or not self._routes_by_name():
            return None
        named = self._page_named(name)
        return self.entries[named[0][1]] if len(named) == 1 else None

    def _page_named(self, name: str) -> list[tuple[int, str]]:
        """The documents a site route's last part names: by their file's name, else by it without the number
        that orders them (Remix's guide serves `chapters/04-rendering-ui.md` at `/rendering-ui/`)."""
        named = self._by_name().get(name + ".md", [])
        if named:
            return named
        bare: dict[str, list[tuple[int, str]]] | None = self.memo.get("by_bare_name")
        if bare is None:
            bare = self.memo["by_bare_name"] = {}
            for file_name, found in self._by_name().items():
                if (stripped := _ORDER_PREFIX.sub("", file_name, count=1)) != file_name:
                    bare.setdefault(stripped, []).extend(found)
        return bare.get(name + ".md", [])

    def _routes_by_name(self) -> bool:
        """Whether the repository's links from '/' name its pages by their names: of its routes there (no file
        suffix) that are no path here, ROUTES_MIN or more, two in three name one document by its file's name."""
        known = self.memo.get("routes_by_name")
        if known is None:
            routes = named = 0
            for entry in self.entries.values():
                for target, _line, _column in entry.record.get("links") or ():
                    path = _link_path(target)
                    if not path.startswith("/") or path.startswith("//") or (name := _route_name(path)) is None:
                        continue
                    normal = posixpath.normpath(path.lstrip("/"))
                    if normal in self.entries or normal in self.folders:
                        continue
                    routes += 1
                    named += len(self._page_named(name)) == 1
            known = self.memo["routes_by_name"] = routes >= ROUTES_MIN and 3 * named >= 2 * routes
        return bool(known)

    def _site_route(self, source: Entry, path: str) -> str | None:
        """The document a site's address names, for a link written as the page's URL rather than its file: a
        static site (Middleman, Jekyll, Hugo, MkDocs) serves `x/ADR012-y.html.md` at `/x/ADR012-y/`, so from
        that page `../ADR008-z` is `x/ADR008-z.html.md` (alphagov's team manual), and `/x/ADR021-w/` is
        `x/ADR021-w.html.md` from the site's root. Only an address without a file suffix is one, and only in a
        site: a repository that builds one (`builds_a_site`), or a page named as a site generator's source
        (Middleman's `.html.md`). Elsewhere `[x](0001-module-loading)` is a broken link on the forge."""
        page = source.relative.rpartition("/")[2]
        if not self.served(source) and not page.lower().endswith((".html.md", ".html.markdown")) and not (
                self.memo.get("doxygen") and path.endswith(".html")):
            return None
        bare = path.rstrip("/")
        if not bare:
            return None  # (a dotted name is a page's too, where one is there: Alloy's `../discovery.ec2/`)
        bare = bare.removesuffix(".html")
        stem = _page_stem(page)
        bases = [source.folder] if path.startswith("/") else [posixpath.join(source.folder, stem), source.folder]
        # (Hugo serves a page at its name lowercased: from the page's own address, `../codeowners` is CODEOWNERS.md)
        address = _page_address(source)
        lowered = bool(self.memo.get("lowercase_addresses"))
        for base in bases:
            joined = bare.lstrip("/") if path.startswith("/") else posixpath.join(base, bare)
            normal = posixpath.normpath(joined)
            if normal.startswith("../") or normal == "..":
                continue
            for suffix in _PAGE_SUFFIXES:
                if (candidate := normal + suffix) in self.entries:
                    return candidate
                if lowered and base == address and (known := self.by_lower.get((normal + suffix).lower())):
                    return known
            named = self._pages().get((posixpath.dirname(normal), posixpath.basename(normal)))
            if named is not None:
                return named
        return None

    def _aliased(self, source: Entry, path: str) -> str | None:
        """The page of a site that answers at the address a link names by one of its aliases (Hugo's `aliases:`,
        relative to the folder of the page's address: a folder's `_index.md` is the folder's parent's): Alloy's
        `../../introduction/backward-compatibility/`, the old address of reference/release-information/
        backward-compatibility.md. Only in a site (`served`)."""
        if path.startswith("/") or not self.served(source):
            return None
        aliases = self.memo.get("aliases")
        if aliases is None:
            aliases = self.memo["aliases"] = {
                posixpath.normpath(posixpath.join(posixpath.dirname(_page_address(entry)), alias)): relative
                for relative, entry in self.entries.items() for alias in entry.record.get("aliases") or ()}
        if not aliases:
            return None
        for base in (_page_address(source), source.folder):
            if (found := aliases.get(posixpath.normpath(posixpath.join(base, path.rstrip("/"))))) is not None:
                return str(found)
        return None

    def _from_page_address(self, source: Entry, path: str) -> str | None:
        """Where a relative link of a page leads in a site that serves `x/page.md` at `x/page/` (as Hugo and
        MkDocs do): from that address, `../../design-documents/` is a folder of x's parent and `../img/a.png`
        is `x/img/a.png` (Contour's versioned docs). A folder's own page (`_index.md`, `index.md`, `README.md`)
        is served at the folder's address, where the link reads as it does on the forge."""
        if path.startswith("/") or path.lower().endswith(DOC_SUFFIXES) or not self.served(source):
            return None  # (a link to a page's file a generator rewrites, or Hugo does not serve: read from the file)
        address = _page_address(source)
        if address == source.folder:
            return None
        served = posixpath.normpath(posixpath.join(address, path))
        return None if served == ".." or served.startswith("../") else served

    def _in_another_language(self, source: Entry, path: str, normal: str) -> list[str]:
        """The page a link names by its address in another language of a site built in several from one tree
        (`language_roots`): `docs/ja/examples/` is the page or folder `docs/examples/`, read from the file's folder
        and from the page's address."""
        if path.startswith("/"):
            return []
        found = []
        for docs, locales in self.memo.get("language_roots") or ():
            if not source.relative.startswith(docs):
                continue
            served = self._from_page_address(source, path)
            for candidate in (normal, served):
                if candidate is None or not candidate.startswith(docs):
                    continue
                locale, _slash, rest = candidate[len(docs):].partition("/")
                if locale in locales:
                    bare = posixpath.normpath(docs + rest) if rest else docs.rstrip("/")
                    found += [bare, f"{bare}.md", f"{bare}/index.md"]
        return found

    def _from_static(self, source: Entry, path: str) -> str | None:
        """The file of a Hugo site's static folder a relative link of one of its pages names (`static_roots`):
        read from the page's address, as the site serves it, with the static folder at the site's root."""
        if path.startswith("/") or not path:
            return None
        pair = next((p for p in self.memo.get("static_roots") or () if source.relative.startswith(p[0])), None)
        if pair is None:
            return None
        content, static = pair
        address = _page_address(source)
        served = posixpath.normpath(posixpath.join(address[len(content):] if address.startswith(content) else "",
                                                   path))
        return None if served in (".", "..") or served.startswith("../") else static + served

    def _from_served_root(self, source: Entry, path: str) -> list[str]:
        """Where a link from '/' of a page of an Eleventy site leads (`served_roots`): the page or file of its input
        folder at that address (`/how-to/` is `how-to/index.md` or `how-to.md`; a folder without a page is none)."""
        if not path.startswith("/"):
            return []
        root = next((r for r in self.memo.get("served_roots") or () if source.relative.startswith(r)), None)
        if root is None:
            return []
        normal = posixpath.normpath(posixpath.join(root, path.lstrip("/")))
        if not normal.startswith(root):
            return []
        named = [normal] if "." in normal.rpartition("/")[2] else []  # (a file by its name; a folder is no page)
        return [*named, *(normal + suffix for suffix in (".md", "/index.md", "/README.md"))]

    def _from_flat_root(self, source: Entry, path: str) -> list[str]:
        """Where a relative link of a Docusaurus doc may lead (`flat_roots`): from the docs folder, where Docusaurus 1
        serves every doc flat and where later versions look for a page first; for a versioned copy, from its
        version's folder first, then from the other versions' (a version keeps only the docs that changed: the rest
        are an earlier version's)."""
        if path.startswith("/") or not path:
            return []
        found = []
        for prefix, docs in self.memo.get("flat_roots") or ():
            if not source.relative.startswith(prefix):
                continue
            bases = [docs]
            if prefix != docs:
                # (a doc's own folder in each, as the site resolves `../lte/x.md`, then each one's top)
                version, _, inner = source.relative[len(prefix):].partition("/")
                inner = posixpath.dirname(inner)
                versions = self.memo.setdefault(f"versions:{prefix}", sorted(
                    {f"{prefix}{relative[len(prefix):].split('/', 1)[0]}/" for relative in self.entries
                     if relative.startswith(prefix) and "/" in relative[len(prefix):]}))
                tops = [f"{prefix}{version}/", *(v for v in versions if v != f"{prefix}{version}/"), docs]
                bases = [*(posixpath.join(top, inner) for top in tops if inner), *tops]
            for base in bases:
                normal = posixpath.normpath(posixpath.join(base, path))
                if normal not in (".", "..") and not normal.startswith("../"):
                    found.append(normal)
        return found

    def _from_content_root(self, source: Entry, path: str) -> str | None:
        """The page or folder a Hugo site's link lookup finds from its content folder (`page_roots`), for a link
        without a leading slash that names nothing from the page: `docs/tasks/run/job` from content/en/docs/x.md."""
        if path.startswith("/"):
            return None
        root = next((r for r in self.memo.get("page_roots") or () if source.relative.startswith(r)), None)
        if root is None:
            return None
        normal = posixpath.normpath(posixpath.join(root, path))  # (`_link_path`: no anchor left)
        if normal.startswith("../") or not normal.startswith(root):
            return None
        for suffix in ("", ".md", "/_index.md", "/index.md", "/README.md"):
            if normal + suffix in self.entries:
                return normal + suffix
        return normal if normal in self.folders else None

    def _pages(self) -> dict[tuple[str, str], str]:
        """(folder, name) -> the document a site serves under that name in that folder: its front matter's `id`
        or `slug`, or its file's name without the number prefix (Docusaurus serves `004-partition-strategy.md`
        as `partition-strategy`); a name two documents of a folder share names neither."""
        pages = self.memo.get("pages")
        if pages is None:
            found: dict[tuple[str, str], str | None] = {}
            for relative, entry in self.entries.items():
                folder, _, name = relative.rpartition("/")
                stem = name.rpartition(".")[0]
                # (... or as Hugo makes a name an address, its spaces hyphens and the rest of what no address
                # holds left out: eks-anywhere's `anywhere_apply_package(s).md` at `anywhere_apply_packages/`)
                urlized = _URL_UNSAFE.sub("", stem.replace(" ", "-"))
                for page in {entry.record.get("page"), _NUMBER_PREFIX.sub("", stem), urlized} - {None, "", stem}:
                    key = (folder, str(page))
                    found[key] = None if key in found and found[key] != relative else relative
            pages = self.memo["pages"] = {key: path for key, path in found.items() if path is not None}
        return pages  # type: ignore[no-any-return]

    def _resolve_elsewhere(self, source: Entry, target: str) -> Resolved | None:
        """A path that is not relative to the document: one from the repository's top, or in a named repository
        (`kubernetes/enhancements/keps/sig-node/375-cpumanager/README.md`, `OWNER/REPO/blob/BRANCH/...`), this
        one's if the rest is here; or another repository's file when its first folder is nowhere in this one
        (`contributors/design-proposals/...`). None: it may be this repository's, and is missing."""
        parts = target.split("/")
        # (skip 0: a path from the repository's top, as a front matter field names it: EvolutionHub's
        # `supersededBy: 'docs/architecture/adrs/0004-database-schema.md'`)
        for skip in (0, 2, 4):
            if len(parts) > skip and (found := self.resolve_path(source, "/" + "/".join(parts[skip:]))).state == \
                    "found" and found.entry is not None:
                return found
        return None if parts[0] in self.top_names() else Resolved("external")

    def top_names(self) -> set[str]:
        """The names at the repository's top that hold a document."""
        tops: set[str] | None = self.memo.get("top_names")
        if tops is None:
            tops = self.memo["top_names"] = {relative.split("/", 1)[0] for relative in (*self.entries, *self.folders)}
        return tops

    def _resolve_repository_url(self, target: str) -> Resolved:
        """A URL to a file of a repository (`https://github.com/o/r/tree/main/CIP-0058`) names the indexed
        document at the end of that path, if there is one; a URL is never reported missing."""
        match = _REPOSITORY_FILE_URL.match(target)
        if match is None:
            return Resolved("external")
        tail = _unquoted(match.group(1).split("#", 1)[0].split("?", 1)[0]).strip("/")
        if not tail:
            return Resolved("external")
        suffixes = (f"/{tail}", f"/{tail}/README.md")
        last = tail.rpartition("/")[2]
        by_name = self._by_name()
        candidates = [*by_name.get(last, ()), *by_name.get(last + "/", ())]
        found = min(((position, relative) for position, relative in candidates
                     if relative == tail or relative.endswith(suffixes)), default=None)
        if found is not None:
            return Resolved("found", self.entries[found[1]], found[1])
        # This repository's own address at its main branch, in a folder of documents here (what DC410 reports
        # as broken): the document it names is missing (falco's `**Superseded by**: [..](https://github.com/
        # falcosecurity/falco/blob/master/proposals/...)`).
        own = self.memo.get("own_url_paths")
        if own is None:
            own = self.memo["own_url_paths"] = {target: path for _e, target, _l, _c, path in self.own_url_links()}
        path = own.get(target)
        if path is not None and path not in self.entries and PLACEHOLDER_PATH.search(path) is None:
            return Resolved("missing", None, path, self.by_lower.get(path.lower()))
        return Resolved("external")

    def own_url_links(self) -> list[tuple[Entry, str, int, int, str]]:
        """(document, URL, line, column, path) of each link to a Markdown file of this repository by its address on
        GitHub at its main branch (`https://github.com/LiskHQ/lips/blob/main/proposals/lip-0023.md`), in a folder that
        holds documents here. This repository is the one such links name documents here of: OWN_URL_MIN or more,
        at their full paths (a copy of its top, then: its paths are the repository's), or the one a checkout's
        `origin` remote names (`run/repository.github_origin`)."""
        memo = self.memo.get("own_url_links")
        if memo is not None:
            return memo  # type: ignore[no-any-return]
        parsed = []
        hits: dict[tuple[str, str], int] = {}
        named: dict[tuple[str, str], set[str]] = {}  # the documents here each repository's links name
        refs: dict[str, int] = {}
        for entry in self.entries.values():
            for target, line, column in entry.record.get("url_links") or ():
                match = _FORGE_BLOB.match(str(target))
                if match is None:
                    continue
                owner, name, ref, path = match.groups()
                path = posixpath.normpath(_unquoted(path))
                repository = (owner.lower(), name.lower().removesuffix(".git"))
                if path in self.entries:
                    hits[repository] = hits.get(repository, 0) + 1
                    named.setdefault(repository, set()).add(path)
                    refs[ref] = refs.get(ref, 0) + 1
                if _COMMIT_REF.fullmatch(ref) is None:
                    parsed.append((repository, ref, entry, str(target), int(line), int(column), path))
        # (by how many of the documents here it names, then how often: tendermint-rs's changelog links Tendermint's
        # CHANGELOG.md at fifteen tags, a name every repository has, its own links three of its own records)
        own = max(hits, key=lambda r: (len(named[r]), hits[r]), default=None)
        # Its main branch, where the documents here are: another branch's files (`blob/fast-bridge/...`, a draft's
        # branch) are not here to judge.
        branches = {"main", "master", max(refs, key=lambda r: refs[r], default="main")}
        # (documents, not links: NHS DoS Integration links the make-devops toolkit's pages three times, two of them
        # pages of the copy of it under `build/automation/`; its own ADRs it links by path)
        known = own is not None and len(named[own]) >= OWN_URL_MIN
        origin = self.memo.get("origin")  # a checkout's `origin` remote names the repository outright
        if origin is not None:
            own, known = origin[:2], True
            branches |= {origin[2]} if origin[2] else set()
        # (the repository's top counts where records are kept there: Superalgos' `SIP 001 - ....md`)
        root_records = known and any(entry.numbered is not None and "/" not in relative
                                     for relative, entry in self.entries.items())
        memo = [] if not known else [
            (entry, target, line, column, path) for repository, ref, entry, target, line, column, path in parsed
            if repository == own and ref in branches and (posixpath.dirname(path) in self.folders or (
                not posixpath.dirname(path) and root_records))]
        self.memo["own_url_links"] = memo
        return memo

    def by_stem(self) -> dict[str, list[str]]:
        """The documents by their file's name before its first dot (`003-x` of `003-x.superseded.md`)."""
        by_stem: dict[str, list[str]] | None = self.memo.get("by_stem")
        if by_stem is None:
            by_stem = self.memo["by_stem"] = {}
            for relative in self.entries:
                by_stem.setdefault(relative.rpartition("/")[2].split(".", 1)[0], []).append(relative)
        return by_stem

    def _by_name(self) -> dict[str, list[tuple[int, str]]]:
        """(position, path) of the documents by their file name, and of the README.md files also by their
        folder's name and a '/': what a URL's last part can name, without a scan of every path per URL."""
        by_name: dict[str, list[tuple[int, str]]] | None = self.memo.get("by_name")
        if by_name is None:
            by_name = self.memo["by_name"] = {}
            for position, relative in enumerate(self.entries):
                folder, _, name = relative.rpartition("/")
                by_name.setdefault(name, []).append((position, relative))
                if name == "README.md":
                    by_name.setdefault(folder.rpartition("/")[2] + "/", []).append((position, relative))
        return by_name

    def named(self, name: str) -> list[str]:
        """The documents of the repository with this file name."""
        return [path for _position, path in self._by_name().get(name, [])]

    def only_named(self, name: str) -> str | None:
        """The one document of the repository with this file name, where there is one and only one."""
        named = self._by_name().get(name, []) if name.endswith((".md", ".markdown")) else []
        return named[0][1] if len(named) == 1 else None

    def _resolve_number(self, source: Entry, prefix: str | None, number: int) -> Resolved:
        if source.numbered is None:
            return Resolved("external")  # an unnumbered document's "ADR 5" names no series we know
        folder = source.numbered.folder
        candidates = self.by_number.get((folder, number), [])
        wanted = prefix.lower() if prefix else None
        # The prefix a family calls its documents by: a known kind, the type's name, or the one the document's
        # own title gives it (`# TEP-0014: Step timeout` in `0014-step-timeout.md`).
        # (not a known kind where its title calls it another: "Problem 055: ... (supersedes ADR-013 ...)" in
        # addressr's problems, whose own 013 is no ADR)
        called = title_prefix(source, source.numbered.number)
        ours = wanted is not None and (wanted in (source.type, called) or (
            wanted in DOC_PREFIXES and (called is None or called in DOC_PREFIXES)))
        if wanted is not None:
            same = [e for e in candidates if e.numbered is not None and wanted in e.numbered.series.split("-")]
            if not same and ours:
                same = [e for e in candidates if e.numbered is not None and not e.numbered.series]
            candidates = same
        else:
            candidates = [e for e in candidates if e.numbered == source.numbered._replace(number=number)] or \
                candidates
        if candidates:
            return Resolved("found", _the_record_of(candidates))
        if (nearby := self._numbered_nearby(source, wanted, ours, number)) is not None:
            return Resolved("found", nearby)
        own = source.numbered.series.split("-") if source.numbered.series else []
        if wanted is None or wanted in own or (not own and ours):
            return Resolved("missing")
        return Resolved("external")

    def _numbered_nearby(self, source: Entry, wanted: str | None, ours: bool, number: int) -> Entry | None:
        """The one record of that number and series in the tree the source's folder is in (below its parent, else
        its grandparent): a series kept in stage and category folders numbers its records across them (CipherOcto's
        `rfcs/draft/storage/0200-...md` "Replaces: RFC-0103", which is `rfcs/archived/0103-...md`)."""
        assert source.numbered is not None
        series = source.numbered.series
        folder = source.numbered.folder
        numbered = self.memo.get("by_number_alone")
        if numbered is None:  # (once per run, so that a document citing ten thousand ids costs a lookup each)
            numbered = self.memo["by_number_alone"] = {}
            for (where, n), entries in self.by_number.items():
                numbered.setdefault(n, []).extend((where, e) for e in entries)
        for step in range(2):
            folder = posixpath.dirname(folder)
            if not folder and step == 0:
                return None  # (the whole repository is no record's near tree; the grandparent's may be it: PowerShell's
                # `Archive/Rejected/RFC0022-...md`, "SupercededBy: RFC0037", which is `Final/RFC0037-...md`)
            # (a bare number never names a record of a folder numbered on its own, its numbers the source folder's
            # too: nano-ros's design notes' `superseded-by: 0079` is no issue 0079 of `docs/issues/archived/`)
            below = f"{folder}/" if folder else ""
            found = {e.relative: e for where, e in numbered.get(number, ()) if where.startswith(below)
                     and e.numbered is not None and (e.numbered.series == series and not self._numbered_apart(
                         source.numbered.folder, where) if wanted is None else (
                         wanted in e.numbered.series.split("-") or (ours and not e.numbered.series)))}
            if found:
                return next(iter(found.values())) if len(found) == 1 else None
        return None

    def _numbered_apart(self, one: str, other: str) -> bool:
        """Whether two folders each number their own documents: NUMBERED_APART or more numbers given in both."""
        numbers = self.memo.get("folder_numbers")
        if numbers is None:
            numbers = self.memo["folder_numbers"] = {}
            for where, n in self.by_number:
                numbers.setdefault(where, set()).add(n)
        return len(numbers.get(one, set()) & numbers.get(other, set())) >= NUMBERED_APART

    def link_paths(self) -> set[str]:
        """Paths that local links point at and the index cannot confirm: the caller checks them on disk."""
        unknown = set()
        suspects = []  # links the index alone cannot confirm: the only ones broken-link needs to look at again
        for entry in self.entries.values():
            for target, line, column in local_targets(entry):
                resolved = self.resolve_path(entry, target)
                if resolved.state == "missing" and resolved.path is not None:
                    unknown.add(resolved.path)
                    if "." not in resolved.path.rpartition("/")[2]:
                        unknown.add(f"{resolved.path}.mdx")  # (a site's page written in MDX, linked by its address)
                    if (served := self._from_page_address(entry, _link_path(target))) is not None:
                        unknown.update((served, f"{served}.mdx"))  # (a site's page: its address's file may be there)
                    if (static := self._from_static(entry, _link_path(target))) is not None:
                        unknown.add(static)  # (... or a file of the site's static folder)
                    unknown.update(self._from_flat_root(entry, _link_path(target)))  # (a flat site's docs)
                    unknown.update(self._from_served_root(entry, _link_path(target)))  # (an Eleventy site's)
                    if "\\" in resolved.path:
                        unknown.add(resolved.path.replace("\\", "/"))  # (a Windows path: `images\x.png`)
                    for public, app in _served_from_public(entry, _link_path(target)):
                        unknown.update((public, app))  # (... or of an app's public/, where an app is)
                    suspects.append((entry, target, line, column))
        self.memo["link_suspects"] = suspects
        # ... and those its own address names (a document too large to index, ONNX's 45,000-line Operators.md, is
        # still a file)
        unknown.update(path for _e, _t, _l, _c, path in self.own_url_links() if path not in self.entries)
        return unknown

    def links(self) -> list[tuple[Entry, str, int, int]]:
        """(document, target, line, column) of the local links worth checking: all, or the suspects."""
        suspects = self.memo.get("link_suspects")
        if suspects is not None:
            return suspects  # type: ignore[no-any-return]
        return [(e, t, line, column) for e in self.entries.values() for t, line, column in local_targets(e)]


def local_targets(entry: Entry) -> list[list[Any]]:
    """(target, line, column) of a document's local links and of the images it shows: the files it needs there."""
    return [*(entry.record.get("links") or ()), *(entry.record.get("images") or ())]


def _the_record_of(candidates: list[Entry]) -> Entry:
    """Of the documents that share a number, the one whose name the others extend (PHP-FIG's `PSR-4-autoloader.md`
    beside `PSR-4-autoloader-meta.md` and `-examples.md`: "superseded by PSR-4" names the first), else the first
    that does not say it is a part of the record (`of_record`: qubinode-navigator's "# ADR-0049 Implementation Plan"
    beside its ADR-0049)."""
    if len(candidates) > 1:
        candidates = [e for e in candidates if e.record.get("of_record") is None] or candidates
        stems = [entry.relative.rpartition(".")[0] for entry in candidates]
        for entry, stem in zip(candidates, stems, strict=True):
            if any(other != stem and other.startswith(stem + "-") for other in stems) and not any(
                    other != stem and stem.startswith(other + "-") for other in stems):
                return entry
    return candidates[0]


def _page_address(source: Entry) -> str:
    """The folder a site serves a page as: `x/page.md` at `x/page/`; a folder's own page (`_index.md`, `index.md`,
    `README.md`) at the folder itself."""
    stem = _page_stem(source.relative.rpartition("/")[2])
    return source.folder if stem.lower() in ("index", "_index", "readme") else posixpath.join(source.folder, stem)


# What a build draws an image from, beside it under the same name: PlantUML, Mermaid, Graphviz, D2, draw.io
DIAGRAM_SOURCES = (".puml", ".plantuml", ".pu", ".mmd", ".mermaid", ".dot", ".gv", ".d2", ".drawio")
_DRAWN = (".svg", ".png", ".jpg", ".jpeg", ".pdf")


def diagram_sources(path: str) -> list[str]:
    """The files an image (`images/transform.svg`) may be drawn from by the site's build, which commits only the
    source (Open Data Fabric's `images/transform.puml`): where one is there, the image is the build's."""
    stem, dot, suffix = path.rpartition(".")
    return [stem + source for source in DIAGRAM_SOURCES] if dot and f".{suffix.lower()}" in _DRAWN else []


PAGE_FORMATS = (".mdx", ".markdown", ".md", ".rst", ".adoc")  # a page's formats, one another's after a move


def other_formats(path: str) -> list[str]:
    """The names a missing Markdown page may have in another format (Nextflow's docs, moved to MDX: a link to
    `../docs/reference/syntax.md` finds `syntax.mdx`): what DC410 names as the page now."""
    stem, extension = posixpath.splitext(path)
    if extension.lower() not in (".md", ".markdown", ".mdx"):
        return []
    return [f"{stem}{other}" for other in PAGE_FORMATS if other != extension.lower()]


def _page_stem(name: str) -> str:
    """A page's file name without its Markdown suffix (and a `.html` before it, Middleman's `x.html.md`): the name a
    site serves it under, dots and all (Alloy's `discovery.aws.md` at `discovery.aws/`)."""
    stem, dot, suffix = name.rpartition(".")
    return stem.removesuffix(".html") if dot and f".{suffix.lower()}" in (*DOC_SUFFIXES, ".mdx") else name


_NUMBER_PREFIX = lazy(r"^\d{1,8}+[-_]")
_URL_UNSAFE = lazy(r"[^\w.~-]++")  # what a site generator leaves out of a page's name in its address
ROUTES_MIN = 5  # links from '/' by page name that make it the repository's way (`_routes_by_name`)


def _content_folder(folder: str) -> str | None:
    """The site's content folder a page is in (the last folder named `content` above it), which Zola's internal
    links (`@/path/page.md`, vmware-tanzu/secrets-manager's documentation) are read from."""
    parts = folder.split("/")
    index = len(parts) - 1 - parts[::-1].index("content") if "content" in parts else -1
    return "/".join(parts[:index + 1]) if index >= 0 else None


def _link_path(target: str) -> str:
    """A link's path: its character references read as CommonMark does (`&#32;`, before a `#` can be taken for an
    anchor's), without its `#anchor` or `?query`, its percent-escapes read."""
    return _unquoted(_unescaped(target).split("#", 1)[0].split("?", 1)[0])


PUBLIC_DEPTH = 6  # folders above a page whose public/ may serve its links from '/'


def _served_from_public(source: Entry, path: str) -> list[tuple[str, str]]:
    """(file, the app's package.json) a link from '/' may name in the public folder of a web app the page is part
    of: `public/` beside the `package.json` of a folder above it, which the app serves at its root (Remix's guide,
    `docs/guides/app/.../01-start-here.md` showing `/images/app/.../remix-template.png` from
    `docs/guides/public/images/`). A `public/` folder with no app beside it is served by nothing."""
    if not path.startswith("/") or path.startswith("//") or len(path) > 300:
        return []
    rest = posixpath.normpath(path.lstrip("/"))
    if rest in (".", "..") or rest.startswith("../"):
        return []
    folders = source.folder.split("/") if source.folder else []
    return [(posixpath.join(*folders[:depth], "public", rest), posixpath.join(*folders[:depth], "package.json"))
            for depth in range(len(folders), max(-1, len(folders) - PUBLIC_DEPTH - 1), -1)]


_ORDER_PREFIX = lazy(r"^\d{1,4}+[-_]")  # the number a site's pages are ordered by, which their routes leave out


def _route_name(path: str) -> str | None:
    """The page name a site route ends in (`/docs/cheatsheet/` -> cheatsheet), if it has no file suffix."""
    name = path.rstrip("/").rpartition("/")[2]
    return name if name and "." not in name else None
_TITLE_ID = lazy(r"^\W{0,3}([A-Za-z]{1,12}+)[- ]?0*(\d{1,8}+)\b")


def title_prefix(entry: Entry, number: int | None) -> str | None:
    """The prefix a document's title calls it by with the number given (`TEP-0014: Step timeout`), lower-cased."""
    match = _TITLE_ID.match(str(entry.record.get("title") or ""))
    if match is None or number is None or int(match.group(2)) != number:
        return None
    return match.group(1).lower()


def _unescaped(target: str) -> str:
    """A link's destination with its character references read, as CommonMark reads them there:
    `TDR&#32;Export&#32;Format&#32;Requirements.md` (The National Archives' TDR docs) is a file's name with spaces."""
    if "&" not in target or ";" not in target:
        return target
    from html import unescape

    return unescape(target)


def _unquoted(path: str) -> str:
    """`%20` and the like decoded; urllib is imported only for a path that has one (~2 ms of every run)."""
    if "%" not in path:
        return path
    from urllib.parse import unquote

    return unquote(path)


def _elsewhere(target: str) -> bool:
    """Whether a target names another repository's document (`acme/platform#ADR-0012`)."""
    from doccheck.read.xref import parse_reference

    return parse_reference(target) is not None
