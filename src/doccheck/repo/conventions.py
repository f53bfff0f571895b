"""A repository's own conventions, learned from its template and its documents: the repository is the
specification.

1. Each document's record carries its shape (`shape_of`): its top sections, its metadata fields, how much body
   it has, a fingerprint of the first lines under each section, and, for a template, its status choices and
   the relation words it uses.
2. `learn` groups the records into families: the documents a template governs (numbered documents under the
   template's folder, or beside it), else a folder of at least `FOLDER_MIN` numbered documents. For each it
   learns the sections the template has and the documents keep (`KEEP` of them), the status vocabulary (the
   template's choices, and what the documents share), the template's own text (the lines under its headings
   that few documents keep), and whether the template ever writes the old-to-new direction of a supersession.
3. The run (`run/repository.py`) reads the model: a finding a built-in definition gives that the family's own
   template contradicts is left out; a document of a family no built-in definition knows is held to the
   learned model (DC101, DC203, DC301); each finding says which convention it rests on.

Pure functions of the records: no file is read here, so the model costs the hook nothing it would not read.
"""

from __future__ import annotations

import bisect
import itertools
import posixpath
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

import xxhash

from doccheck.findings import Finding
from doccheck.regex import lazy
from doccheck.repo.shape import alias, is_stub, record_shape
from doccheck.repo.stages import stage_folders, stage_of

if TYPE_CHECKING:
    from doccheck.read.doctypes import TypeRegistry
    from doccheck.read.document import Document, Section

KEEP = 0.9  # a template's section nine in ten documents keep: required (fewer: the family does without it)
MARKED_KEEP = 0.6  # the same, of a template that marks its optional parts: it says the rest is required
# ... but not of a section for whatever else there is, which a record with nothing else leaves out (Loki's LID
# template's `## Other Notes`, kept by four of six where it marks `## Non-Goals (optional)`)
_CATCH_ALL = lazy(r"(?:other|additional|further|misc\.?|miscellaneous)(?: notes?| remarks| comments| information| "
                  r"considerations)?$|notes?$|remarks$")
SUGGESTED_KEEP = 0.95  # the same, of a "suggested template" that says nothing of what is required
PART_KEEP = 0.95  # a sub-section of a required section all but one (or one in twenty) of the records writing it
# keep
PART_MIN = 5  # ... counted over at least these records
EMPTY_MIN = 3  # records of a family without a template that leave a section's heading empty, for that to be its way
COMMON_KEEP = 0.75  # a section this share of a family keeps: a record that lacks many such has its own layout
STAND_IN_MIN = 3  # records that write one required section as another of the same job, for the family to do so
FOLDER_KEEP = 0.9  # a section nine in ten documents of a folder without a template have: required
PROCESS_KEEP = 0.75  # ... or three in four, where the family's process document lists it among a record's parts
FOLDER_MIN = 10  # numbered documents a folder needs for its own model, without a template
STATUSED_MIN = 5  # ... or these many, nine in ten of them writing a status: records all the same
STATUSED_SHARE = 0.9
# A task board's columns (Backlog.md's `status: To Do`): its files are work items, which no record's outline governs.
_BOARD_ONLY = frozenset({"to-do", "todo", "backlog", "doing"})
_BOARD_TOO = _BOARD_ONLY | {"draft", "in-review", "implemented", "blocked", None}  # (In Progress, In Review, Done)
TEMPLATE_MIN = 3  # documents a template needs to govern before its model is held against them
BOILERPLATE = 0.25  # a template line more documents keep than this is boilerplate, not template text
PROMPT_ANSWERED = 3  # records keeping a template's line, each with its own text under it, to say it is a prompt
PROMPT_ALONE = 0.1  # ... and no more of them than this keeping it as all their section says (one is a slip)
STANDING_MIN = 5  # ... or one this many of the documents that write its section keep, two in three of them
STUB_LINES = 6  # a record of this few lines with a link says its content lives elsewhere
MAX_SECTIONS = 60
MAX_HEADS = 160
MAX_PARTS = 8  # a template section's own sub-headings kept (Positive, Negative, Neutral)
MAX_SUBS = 100  # the other headings a record keeps (a KEP has fifty, OpenShift's vSphere zones enhancement sixty):
# enough to find a section at another level
MAX_COMMENT = 600  # characters of a section's HTML comment read
COMMENT_WORDS = 4  # words a comment needs to be guidance (`<!-- optional -->` is a mark)
INSIST_LINES = 12  # lines under a template's heading read for whether it insists on the section (`_SAID_REJECTED`)
SUB_LINES = 400  # lines read under a sub-section for whether its first line of text is all there is
TITLE_SHARED = 3  # records keeping the template's title for it to be the family's (a kind of record), no blank
# ... unless the title names the blank it is: "Feature name", "RFC title", Paddle's `任务名` ("task name")
_TITLE_BLANK = lazy(r"(?:\bname|\btitle|名|名称|标题|タイトル|件名)\W*+$", re.IGNORECASE)
WHOLE_WORDS = 50  # words of prose a record with no heading holds to be written whole, not left a stub
HEADS_PER_SECTION = 3  # lines of a section fingerprinted: a section of more is never only the template's text
# 0012-x, ADR-12, 20240517-x, 0004RemoveReliance
# A series' letters before its number: apart (`adr-12`), in capitals (`L74`, `ADR1`) or before three digits or more
# (`rfc034`, `adr004`); a word with a small number in it is a name (`arm64-support.md`, `ipv6`, `capm3-remediation`).
_NUMBERED = lazy(r"^(?:[A-Za-z]{1,12}[-_]\d{1,8}|[A-Z]{1,12}\d{1,8}|[A-Za-z]{1,12}\d{3,8}|\d{1,8})"
                 r"(?:[-_.\s]|$|(?<=\d{3})(?=[A-Z][a-z]))")
# ... and a record's file named after a word of the project's (`ewc-rfc003-issue-pid.md`, the EUDI Wallet Consortium's
# RFC 3); not a folder so named, which is one thing's (agentries' `examples/rust-amp001/`, a demo of AMP 001)
_NUMBERED_AFTER_WORD = lazy(r"^[A-Za-z]{1,12}[-_][A-Za-z]{1,12}\d{3,8}(?:[-_.\s]|$)")
_SERIES_FOLDER = lazy(r"^([A-Za-z]{2,12})[-_]?\d{1,8}$")  # `sip-035`: one record's folder
_VERSION_NAME = lazy(r"^v?\d{1,4}+(?:\.\d{1,4}+){1,3}+$", re.IGNORECASE)  # `1.20/`, `v1.6.1/`: a release's docs
_NUMBER = lazy(r"\d{1,6}")
_HEAD_NOISE = lazy(r"^[\s>*+\-#|]*+|<!--|-->|[*_`]")
_SPACES = lazy(r"\s+")
# `2.2 Goals` too, and a number in Chinese or before a Chinese comma (PaddlePaddle's RFCs: `五、设计思路与实现方案`,
# `2、功能目标`), which a record that leaves one out writes one less
_SECTION_NUMBER = lazy(r"^\s*+(?:\d{1,3}(?:\.\d{1,3}){0,3}[.)]?\s++|\d{1,3}[、．]\s*+|[ivx]{1,5}\.\s++"
                       r"|[一二三四五六七八九十]{1,3}+[、．.]\s*+)")
_RELATION_WORDS = (("superseded-by", re.compile(r"superseded\s+by|replaced\s+by", re.I)),
                   ("supersedes", re.compile(r"\bsupersedes\b|\breplaces\b|\bobsoletes\b", re.I)))
_OPTION = lazy(r"^\s*+(?:[-*+]|\d{1,3}[.)]|\[[ xX]\])\s")
# A sentence in a list, a capital, eight words or more and its full stop (`_instruction`), is the template's
# instruction: no option offered.
# (its first word in bold too: diveday's "- **Option** — why not, in one line. Enough for a future agent to know it
# was weighed.")
_INSTRUCTION_ITEM = lazy(r"^\s*+(?:[-*+]|\d{1,3}[.)])[ \t]++(?:\*\*|__)?[A-Z]\S*+(?:[ \t]++\S++){7,60}+[ \t]*+$")
# A list item in italics is the template's own voice, a prompt however it ends (jk's ` - _Does it require more
# engineering work from users (for an`, its question mark a line further): no option offered.
_EMPHASISED_ITEM = lazy(r"^\s*+(?:[-*+]|\d{1,3}[.)])[ \t]++(?:_(?!_)|\*(?!\*))\S")
_ELLIPSIS = lazy(r"(?:[-*+][ \t]++)?(?:\.\.\.|…)(?:[ \t]*+<!--.*)?")
# A list item that is only a bracketed blank: `- [option 1]`, `* *[alternative 1]*` (a link or a checkbox is not),
# or a label and one: EASi's MADR template's `* Chosen Alternative: *[alternative 1]*`.
# Dots holding the place of words in a list item: `- As a ..., I want to ..., so that I ... .` (a user story to fill)
_DOTS_BLANK = lazy(r"(?:\.\.\.|…)(?=[,;]|[ \t]++\w)")
_BRACKETED_ITEM = lazy(r"^\s*+[-*+]\s++(?:[^\W\d_][\w ]{0,40}+:\s++)?[*_]{0,2}\[[^\[\]()]{2,60}+\][*_]{0,2}\s*+$")
# A list item that is a numbered blank, one of a run the template writes: `- ✅ Consecuencia positiva 1`, `- Risk 2`.
_NUMBERED_BLANK = lazy(r"[^\W\d_]{3,} [1-9][ \t]*+$")
_PLACEHOLDER = lazy(r"\{[^{}]{1,60}+\}|<[^<>]{1,60}+>|\bTODO\b|\bTBD\b|XXX|YYYY|NNNN")
_CHOICE_SPLIT = lazy(r"\s*+(?:\||,|/|\bor\b)\s*+", re.I)
_CHOICE_LINK = lazy(r"\[([^\[\]\n]{0,100}+)\]\([^()\s]{0,300}+\)")
_WORDS = lazy(r"[a-z]{3,20}+")
_CHOICE_LABEL = lazy(r"^[A-Za-z][A-Za-z ]{0,40}+:")  # "Acceptable values:", "One of:"
_SUCCESSOR_BRACKETS = lazy(r"\bby[ \t]*+\[[^\[\]\n]{0,100}+\]", re.I)
# A choice that describes a status instead of naming one: "short plain-language status", "whatever phrase fits".
_DESCRIBED_CHOICE = lazy(r"\b(?:status(?:es)?|phrase|whatever|etc)\b", re.IGNORECASE)
_DATE_BLANK = lazy(r"(?:[ \t]++(?:by|until|on|since))?[ \t]*+\b(?:dd|mm|yy|yyyy)(?:[-/.](?:dd|mm|yy|yyyy)){1,2}\b",
                   re.IGNORECASE)
_CHOICE_BRACKETS = lazy(r"[\[{(<]([^\[\]{}()<>]{1,300}+)[\]})>]")


# A process document's list of a record's parts: "- Motivation (*optional) - ...", "- Reference Implementation -
# An optional section that ...", "* **Alternatives** (optional): ...".
_PART_ITEM = lazy(r"^[ \t]{0,3}[-*+][ \t]++(?:\*\*|_)?(?P<name>[A-Z][A-Za-z /&]{1,50}?)(?:\*\*|_)?[ \t]*+"
                  r"(?P<mark>\((?:\\?[*_])?optional(?:\\?[*_])?\))?[ \t]*+[-–—:][ \t]++(?P<said>[^\n]{0,40})",
                  re.IGNORECASE)


def _numbered_folder(name: str) -> bool:
    """Whether a folder's name numbers the record it holds (`0042-queue/`, `CIP-0058/`): not a release's
    (Contour's versioned site, `docs/1.20/troubleshooting.md` in each of twenty versions, is no record 1)."""
    return _NUMBERED.match(name + "-") is not None and _VERSION_NAME.match(name) is None


def _instruction(text: str) -> bool:
    """Whether a template's list item is a sentence of its own instruction (`_INSTRUCTION_ITEM`), not an option."""
    return text.rstrip().endswith(".") and _INSTRUCTION_ITEM.match(text) is not None


def _optional_named(lines: list[str]) -> list[str]:
    """The parts a process document lists as optional (`_PART_ITEM`)."""
    found = []
    for line in lines[:2000]:
        item = _PART_ITEM.match(line)
        if item is None:
            continue
        said = (item.group("said") or "").lower()
        if item.group("mark") or said.startswith(("optional", "an optional", "(optional")):
            found.append(item.group("name").strip())
    return found[:MAX_SECTIONS]


# The sentence that introduces a process document's list of a record's parts: "Each NIP should have the following
# parts:", "A proposal consists of these sections".
_PARTS_LIST = lazy(r"\b(?:following|these)\s++(?:parts|sections)\b", re.IGNORECASE)


def _parts_named(lines: list[str]) -> list[str]:
    """The parts a process document lists for a record, optional or not: the items (`_PART_ITEM`) of the list after
    the sentence that introduces it, to the next line that is neither an item, blank, nor indented."""
    found: list[str] = []
    listing = False
    for line in lines[:2000]:
        if not listing:
            listing = _PARTS_LIST.search(line[:600]) is not None
            continue
        item = _PART_ITEM.match(line)
        if item is not None:
            found.append(item.group("name").strip())
        elif line.strip() and not line[:1].isspace():
            if found:
                break
            listing = False
    return found[:MAX_SECTIONS]


# EIP 1's "EIPs may also have a superseded-by header ...; the newer EIP must have a Replaces header": the old
# record's side of a supersession is the family's option, the successor's its rule.
_BACK_OPTIONAL = lazy(r"\bmay\s++(?:also\s++)?(?:have|include|contain|carry)\s++(?:a|an)\s++[`\"'*_]?"
                      r"(?:superseded|replaced|obsoleted)[-_ ]by\b", re.IGNORECASE)


# A sentence that names the only required parts: "The only required parts are the front matter and the "Abstract"
# and "Motivation" sections", "most sections below, except "Abstract" and "Motivation," may be treated as optional".
_ONLY_REQUIRED = lazy(r"\bonly required (?:parts|sections)\b|\brequired (?:parts|sections) are\b|"
                      r"\bsections?\b[^.\n]{0,40}\bexcept\b[^.\n]{0,200}\boptional\b|"
                      # NVIDIA/warp's design/README.md: "Only **Motivation** and **Design** are required"
                      r"\bonly\b[^.\n]{0,80}\b(?:are|is) required\b", re.IGNORECASE)
_QUOTED_NAME = lazy(r"[\"“”*_]([A-Z][A-Za-z /&-]{1,50}?)[,.]?[\"“”*_]")


def _required_said(lines: list[str]) -> list[str]:
    """The section names a process document or a template says are the only required ones, quoted in the
    sentence that says so (`_ONLY_REQUIRED`)."""
    for line in lines[:2000]:
        if _ONLY_REQUIRED.search(line[:600]) is not None:
            named = [name.strip() for name in _QUOTED_NAME.findall(line[:600])]
            if named:
                return named[:MAX_SECTIONS]
    return []


# A template that says it is a guide, not a form: "the template should not be required to be followed", "don't feel
# bound by it", "use it as a guide". Its sections are what most records have, none required.
# So does one that offers its sections as examples: "Add or remove sections as required to best articulate the
# proposal", "sections you may wish to comment on".
# A record that says it leaves the template's sections out on purpose ("a lot of the boilerplate not relevant to a
# team definition was left out of this RFC", "sections that do not apply have been omitted"): its outline is its
# own, and a section it lacks is no gap. Looked for near its top, where an author says so.
_OMITS = lazy(r"\b(?:boilerplate|sections?|headings?|template)\b[^.\n]{0,80}?\b(?:(?:was|were|is|are|been|"
              r"intentionally|deliberately|purposely|on purpose)\s++)++"
              r"(?:left\s++out|omitted|removed|skipped|dropped)\b", re.IGNORECASE)
OMITS_LINES = 60
# ... or in words, without a link: "This ADR has been redacted ... Full text ships with the licensed forge-platform
# repository." (get-forge's), "Moved to the platform handbook."
_ELSEWHERE = lazy(r"\bredacted\b|\bmoved\s++(?:to|into)\b|\b(?:full|complete)\s++(?:text|content|version|record)\b"
                  r"[^.\n]{0,60}?\b(?:in|at|with|elsewhere)\b|\b(?:lives|kept|maintained|published|hosted)\s++(?:in|at|on)\b",
                  re.IGNORECASE)
STUB_CHARS = 2000  # of a stub's text, read for those words
# A placeholder that defers the answer ("Needs discussion.", "TBD"): one a template accepts in a draft only.
_DEFERRAL = lazy(r"^\W*+(?:needs?\s++(?:more\s++)?discussion|tb[dc]|to\s++be\s++(?:determined|decided|discussed|"
                 r"written|added|defined)|todo|coming\s++soon|work\s++in\s++progress|wip)\W*+$", re.IGNORECASE)
_ACCEPTABLE = lazy(r"\bplaceholders?\b[^.\n]{0,60}?\b(?:is|are)\s++acceptable\b|\bmay (?:be )?(?:left|kept|stay)"
                   r"\s++as\s++(?:is|it is)\b", re.IGNORECASE)
_ADVISORY = lazy(r"\b(?:should not be required to be followed|(?:is|are) not required to (?:be )?follow|"
                 r"(?:don't|do not) feel bound by|need not (?:be )?follow|use (?:it|this template) as a guide|"
                 r"add or remove sections|remove or add sections|sections you (?:may|might) wish to)",
                 re.IGNORECASE)
# "This is the suggested template for new EIPs": advisory too, unless the template or the process document says
# which sections are optional (then the rest are not: EIP-1's "Motivation (*optional)", "An optional section").
_SUGGESTED = lazy(r"\bsuggested template\b", re.IGNORECASE)
# "You may adapt sections based on the specific needs of your proposal": suggested, whatever the template marks.
_ADAPTABLE = lazy(r"\b(?:may|can|might)\s++adapt\s++(?:the\s++|these\s++|its\s++)?sections\b|\bsections\s++(?:may|can)"
                  r"\s++be\s++adapted\b|\bnot\s++(?:all|every)\s++sections?\s++(?:is|are)\s++(?:required|needed)\b",
                  re.IGNORECASE)


# A process document's definitions of its statuses, a bold word opening a line: "**Idle** - An ARC that ...",
# "* **Deferred** TAPs are potentially good ideas ...".
_DEFINED_WORD = lazy(r"^[ \t]{0,3}(?:[-*+][ \t]++)?\*\*(?P<word>[A-Z][A-Za-z]{1,20}(?: [A-Z][A-Za-z]{1,20}){0,2})"
                     r"(?:\*\*(?=[ \t]*+(?:[-–—:]|[A-Za-z]))|:\*\*)")  # (`**Draft:** The MPS has been ...` too)


def _defined_words(lines: list[str], header: frozenset[int] = frozenset()) -> list[list[str]]:
    """The words a process document defines in bold at a line's start (`_DEFINED_WORD`), grouped by the
    section they are defined in (its statuses under one heading, its types or categories under another). The
    lines of its own header (`header`: `**Status**: Approved`, `**Replaces**: N/A`, DEP 0000's) define nothing."""
    groups: list[list[str]] = [[]]
    for number, line in enumerate(lines[:3000], 1):
        if line.startswith("#"):
            groups.append([])
        elif (found := _DEFINED_WORD.match(line)) is not None and found.group("word") not in groups[-1] \
                and number not in header:
            groups[-1].append(found.group("word"))
    return [group[:40] for group in groups if group][:20]


_STATUS_OFFER = lazy(r"^\W{0,6}+status\s*+:\s*+(\S.{2,300}+)$", re.IGNORECASE)


def _status_offer(lines: list[str]) -> str | None:
    """The status choices a process document's header specification offers (LIP 1's `? Status: <Draft | Active |
    Proposed | ... | Obsolete>`), as written: the first `Status:` line with three choices or more."""
    for line in lines[:3000]:
        found = _STATUS_OFFER.match(line[:400])
        if found is not None and len(status_choices(found.group(1))) >= 3:
            return found.group(1)
    return None


# A guide's line on a record's status that lists the choices: "- **status** (string): One of Accepted, Implemented,
# ..., In consideration" (konflux's CONTRIBUTING.md).
_STATUSES_LISTED = lazy(r"\bstatus(?:es)?+\b[^\n]{0,60}?\bone of\b[\s:]*+(?P<list>[^\n]{5,400}+)", re.IGNORECASE)
GUIDE_NAMES = ("CONTRIBUTING.md", "contributing.md", "README.md", "readme.md", "index.md")


def _statuses_listed(doc: Document) -> list[str]:
    """The statuses a guide lists on the line that says what a record's status is one of (`_STATUSES_LISTED`):
    the first such line with three choices or more. Only the lines that say "one of" are read (a KEP's README is
    a guide by its name)."""
    for number in doc.lines_holding(("one of",))[:200]:
        if (found := _STATUSES_LISTED.search(doc.lines[number - 1][:600])) is not None:
            choices = status_choices(found.group("list"))
            if len(choices) >= 3:
                return list(choices)
    return []


def _guide_statuses(folder: str, records: Mapping[str, Mapping[str, Any]], seen: Counter[str]) -> list[str]:
    """The statuses a guide in the family's folder or above it lists (`GUIDE_NAMES`: the repository's
    CONTRIBUTING.md), when that list is the family's: two or more of its statuses are ones the family's records
    write, and half or more are written or have a known place in a lifecycle."""
    from doccheck.read.status import lifecycle

    for home in _ancestors(folder):
        for name in GUIDE_NAMES:
            guide = records.get(posixpath.join(home, name))
            listed = [str(s) for s in record_shape(guide).get("statuses_listed") or ()] if guide is not None else []
            used = sum(status in seen for status in listed)
            if used >= 2 and 2 * sum(s in seen or lifecycle(s) is not None for s in listed) >= len(listed):
                return listed
    return []


def _process_statuses(members: list[str], records: Mapping[str, Mapping[str, Any]],
                      shapes: Mapping[str, Mapping[str, Any]], known: Iterable[str]) -> list[str]:
    """The statuses the family's process document defines (ARC-0's `Idle`, TAP 1's `Deferred`), when its bold
    definitions are a status list: at least two of them are statuses the family already knows or whose place
    in a lifecycle is known."""
    from doccheck.read.status import lifecycle, parse_status

    have = set(known)
    best: tuple[int, list[str]] = (1, [])
    for relative in members:
        if not is_process_document(relative, records[relative]):
            continue
        for words in shapes[relative].get("status_words") or ():
            parsed = [found.value for word in words if (found := parse_status(word)) is not None]
            score = sum(value in have or lifecycle(value) is not None for value in parsed)
            # (half of them at least: MPS-1's list of a record's sections, Open Questions and Recommended MIPs
            # among them, is no list of statuses)
            if score > best[0] and 2 * score >= len(parsed):
                best = (score, parsed)
    return best[1]


def _worded(value: str) -> bool:
    """A header value written as words ("The url pointing to the official discussion thread"), not a name, a
    date, a number or a list of them."""
    return len(_WORDS_OF.findall(value[:120])) >= 4


_WORDS_OF = lazy(r"[^\W\d_]{2,}+")


def _value_print(value: str) -> int:
    return xxhash.xxh32_intdigest(_normal(value[:120]).encode("utf-8", "surrogatepass"))


_SHORT_QUESTION = lazy(r"^\w++(?:[ \t]++\w++){2,}+\?$")  # three words or more, asked


def _is_text(line: str) -> bool:
    """A line a reader sees as text: not blank, a heading or a comment's edge."""
    raw = line.strip()
    return bool(raw) and not raw.startswith(("#", "<!--", "-->"))


LEAD_WORDS = 6  # words a template line's first sentences need to be fingerprinted without the rest
MAX_PREFIXES = 4  # of one line


def _sentence_prefixes(text: str) -> list[str]:
    """A template line's first sentence, its first two, ... (LEAD_WORDS words or more, the whole line left out): the
    prompt an author keeps who cuts the rest ("Describe the context and the problem statement. Is there ...")."""
    found: list[str] = []
    for end in _SENTENCE_END.finditer(text):
        lead = text[:end.end()]
        if len(found) >= MAX_PREFIXES:
            break
        if len(lead.split(None, LEAD_WORDS)) >= LEAD_WORDS:
            found.append(lead)
    return found


_SENTENCE_END = lazy(r"[.?!](?=[ \t]++\S)")


def _normal(text: str) -> str:
    return _SPACES.sub(" ", _HEAD_NOISE.sub("", text)).strip().lower()


def _shown(title: str) -> str:
    """A template's heading as a message quotes it: without its comment (`Considered Options <!-- numbers of options
    can vary -->`), which no reader sees."""
    return (_HEADING_COMMENT.sub("", title).strip() or title) if "<!--" in title else title


@lru_cache(maxsize=8192)
def section_key(title: str) -> str:
    """A heading as the family's sections are compared: without its number, emphasis or comment."""
    title = _HEADING_COMMENT.sub("", title) if "<!--" in title else title
    title = _HEADING_MARK.sub("", title) if "(" in title or "：" in title or title.rstrip().endswith(":") else title
    key = _SPACES.sub(" ", _SECTION_NUMBER.sub("", title.replace("*", "").replace("`", ""))).strip().lower()
    # (a space between Latin letters and ideographs is typography, as authors set it or not: PaddlePaddle's CINN
    # RFCs write `API 实现方案` for their template's `API实现方案`)
    return _joined_to_ideographs(key) if " " in key and not key.isascii() else key


def _ideograph(char: str) -> bool:
    """A kana or a CJK ideograph: the scripts whose words no space sets apart. (A comparison, not a character
    class: compiling one costs a warm run more than its headings take.)"""
    return "\u3040" <= char <= "\u30ff" or "\u3400" <= char <= "\u4dbf" or "\u4e00" <= char <= "\u9fff"


def _joined_to_ideographs(key: str) -> str:
    """The key without the spaces beside an ideograph (`api 实现方案` -> `api实现方案`)."""
    kept = []
    for index, char in enumerate(key):
        if char == " " and ((index and _ideograph(key[index - 1])) or (
                index + 1 < len(key) and _ideograph(key[index + 1]))):
            continue
        kept.append(char)
    return "".join(kept)


# What a template or an author adds to a section's name: `Simple Summary (required)`, `Specifications：`.
_HEADING_MARK = lazy(r"\s*+\((?:required|optional|mandatory|recommended|if applicable)\)|[\s:：]++$",
                     re.IGNORECASE)
# A header value that is a number, alone or after its series (`flip: 293`, `CAP: 0068`, `Number: HIP-0005`).
_ID_VALUE = lazy(r"(?:[A-Za-z]{2,12}+[-_ ]?)?+0{0,4}+(?P<number>[1-9]\d{0,5})")
_HEADING_COMMENT = lazy(r"<!--[^>]{0,200}+-->|<!--.*+$")
_CONTENTS = lazy(r"^(?:table of contents|contents|toc)$")
_OPTIONAL = lazy(r"\b(?:optional|optionnel(?:le)?|facultati(?:f|ve))\b", re.IGNORECASE)
_MANDATORY_MARK = lazy(r"\((?:mandatory|required)\)", re.IGNORECASE)  # in a heading: `## Requirements *(mandatory)*`
_SAID_MANDATORY = lazy(r"\bthis section is (?:mandatory|required)\b", re.IGNORECASE)
# "DIP submissions without sufficient motivation may be rejected outright" (EIP 1's words, under a template's
# Motivation): the family insists on that section, whatever share of its records keep it short of nine in ten.
_SAID_REJECTED = lazy(r"\b(?:without|missing|lacking)\b[^.\n]{0,80}?\b(?:(?:may|will|shall|can) be rejected|"
                      r"rejected outright)\b", re.IGNORECASE)
# A heading that says when a record has the section: FreeCAD's `## Changelog (once more versions are released)`,
# `## Implementation (only for Core Changes)`: the records it does not apply to go without it.
_ON_CONDITION_HEADING = lazy(r"\((?:only|once|if|when|where|unless)\b[^()\n]{0,80}+\)[\s:]*+$", re.IGNORECASE)
_STARRED = lazy(r"[^*\s]\*$")  # `## Reference implementation*`: a heading a template marks optional with a star
# "This section is optional.", "*A reference implementation is optional." (under `## Reference implementation*`)
_SAID_OPTIONAL = lazy(r"\b(?:this section|[a-z]{3,30}) (?:is|are) optional\b", re.IGNORECASE)
# ... or to be left out where it has nothing to say: Act's "Anything unresolved ...? Delete if none.", "Remove this
# section if not applicable" (of that section alone: the template says nothing of the others by it)
_SAID_DROPPABLE = lazy(r"\b(?:delete|remove|omit|drop)(?:[ \t]++(?:this(?:[ \t]++section)?|it|the[ \t]++section))?"
                       r"[ \t]++if[ \t]++(?:none|not[ \t]++(?:applicable|relevant|needed)|n/a|empty"
                       r"|there[ \t]++(?:is|are)[ \t]++(?:none|no))\b", re.IGNORECASE)
# ... or to be written by the records a condition names: EIP 1's words, copied by many proposal templates under
# `## Backwards Compatibility`, "All EIPs that introduce backwards incompatibilities must include a section
# describing these incompatibilities" (Signum's SIPs, 279th held-out set: 12 of 51 go without it, none breaking)
_SAID_FOR_SOME = lazy(r"\b(?:all|any|every)[ \t]++[A-Za-z]{2,12}+[ \t]++(?:that|which)[ \t]++[^.\n]{1,120}?\bmust"
                      r"[ \t]++(?:include|have|contain|add)[ \t]++(?:a|this)[ \t]++section\b", re.IGNORECASE)
# The first line under a template's heading, a mark of what the section is: `**\[Optional - if not applicable
# omit\]**`, `_(Required)_`
_LEADS_OPTIONAL = lazy(r"^(?:>[ \t]*+)?(?:<!--[ \t]*+(?:(?:todo|note)[ \t]*+:[ \t]*+)?)?[*_\\\[( \t]{0,8}+optional\b",
                       re.IGNORECASE)  # (or all its comment says: Jayvee's `<!-- TODO: (optional) Discuss ... -->`)
# ... or the condition it is written on: usdr-gost's "[If relevant / it would help the discussion, please provide code
# examples here ...", OpenShift's "If applicable, how will the component be upgraded and downgraded?"
_LEADS_CONDITION = lazy(r"^(?:>[ \t]*+)?[*_\\\[( \t]{0,8}+(?:if|where|when)[ \t]++(?:relevant|applicable|needed|"
                        r"necessary|appropriate|useful|any)\b", re.IGNORECASE)
_LEADS_REQUIRED = lazy(r"^(?:>[ \t]*+)?[*_\\\[( \t]{0,8}+(?:required|mandatory)\b", re.IGNORECASE)
# ... on a condition: "(required if known at design time)", "(required for grant submissions)"
_REQUIRED_ON_CONDITION = lazy(r"^(?:>[ \t]*+)?[*_\\\[( \t]{0,8}+(?:required|mandatory)[ \t]++"
                              r"(?:if|for|when|unless|once|where|only|in)\b", re.IGNORECASE)
# A line that only marks what its section is: `**\[Optional \- if not applicable omit\]**`, `[Required]`, `(optional)`
_MARK_LINE = lazy(r"^[*_\\\[( \t]{1,8}+(?:required|optional|mandatory)\b[^\n\])]{0,80}+[\])][*_ \t]*+$",
                  re.IGNORECASE)
_OPTIONAL_MARK = lazy(r"<!--\s*+(?:optional|optionnel(?:le)?|facultati(?:f|ve))\s*+-->", re.IGNORECASE)


def _columns(text: str) -> int:
    """The columns a line takes, a wide (CJK) character two: Taro's "简单地描述这项功能。" (describe the feature
    simply) is ten characters and says as much as a line of twenty in English."""
    if text.isascii():
        return len(text)
    return len(text) + sum(unicodedata.east_asian_width(c) in "WF" for c in text)


def _no_text(raw: str) -> bool:
    """A stripped line under a heading that is no text of its own: a sub-heading (the template's own are its
    outline), a link definition (`[meta]: #meta`), `...` / `- …`, a blank to fill, or a rule: a setext heading's
    underline (`=======` under Ada's `Summary`), a thematic break. A footnote's (`[^1]: [ICS20 spec](...)`, ibc-rs's
    References) is text, which GitHub shows at the page's foot."""
    return raw.startswith("#") or (raw.startswith("[") and not raw.startswith("[^") and "]: " in raw) \
        or _ELLIPSIS.fullmatch(raw) is not None \
        or not raw.strip("=-*_ \t")


README_LINES = 300  # lines of a folder's README read for what its records require: said early, if at all
PROMPT_LINES = 6  # lines a template's prompt may wrap over: a longer first paragraph is no prompt left alone


def _subheads(doc: Document, tops: list[Section], keep_all: bool) -> list[list[Any]]:
    """(fingerprint, line, top section, alone) of the first line of text under each sub-section's own heading, where
    it is the only text under that sub-section and what is below it (`alone`; every first line, of a template): a
    sub-section still only the template's prompt (harvester's `### Test plan` / "Integration test plan.") in a
    section the author wrote the rest of."""
    found: list[list[Any]] = []
    top_lines = [section.line for section in tops]
    if not top_lines:
        return found
    for sub in doc.sections:
        if len(found) >= MAX_HEADS:
            break
        if sub.line <= top_lines[0] or sub.line in top_lines or sub.level == 1:
            continue
        first: tuple[int, str] | None = None
        paragraph: list[str] = []  # the first line's paragraph: a prompt wrapped over lines is one text
        in_paragraph = False
        alone = True
        hidden = False
        for number in range(sub.body_start, min(sub.end_line, sub.body_start + SUB_LINES) + 1):
            raw = doc.lines[number - 1].strip()
            if hidden or raw.startswith("<!--"):
                hidden = "-->" not in raw
                continue
            if not raw or raw == ">":
                in_paragraph = False
                continue
            if _no_text(raw):
                continue
            if first is None and number <= sub.body_end:
                first = (number, raw)
                paragraph, in_paragraph = [raw], True
                continue
            if in_paragraph and len(paragraph) < PROMPT_LINES:
                paragraph.append(raw)  # (cdk8s' `> What exactly are we launching? ... A` / `> new module? ...`)
                continue
            alone = False  # (a longer paragraph is the author's prose, not a prompt)
            break
        # (fingerprinted whole, so that a record that wrote on in the prompt's paragraph, k8s' `- <package>: <date>`
        # over its own lines, is not the prompt alone)
        if first is None or not (alone or keep_all) or len(text := _normal(" ".join(paragraph))) < 16:
            continue
        if first[1].startswith(("```", "~~~")):
            continue  # a code block, no prompt: the template's `npm run compile` is the project's command too
            # (vespera-atelier's phase reports, whose "### 4.5. Test Build" runs what the template's example runs)
        top = bisect.bisect_left(top_lines, sub.line) - 1
        found.append([xxhash.xxh32_intdigest(text.encode("utf-8", "surrogatepass")), first[0], top, int(alone)])
    return found


def shape_of(doc: Document) -> dict[str, Any]:
    """What the conventions need of one document, small enough to cache with its record."""
    from doccheck.read.document import is_top_section
    from doccheck.read.status import is_placeholder
    from doccheck.rules.structure import numbered_part

    # (the title: the H1 it is read from, or the one H1 over the sections when front matter names it, operator-sdk's
    # `title:` over `# Title`)
    ones = [s for s in doc.sections if s.level == 1]
    heading_title = ones[0].line if len(ones) == 1 and ones[0] is doc.sections[0] and len(doc.sections) > 1 else None
    tops = [s for s in doc.sections if is_top_section(doc, s)
            and not (doc.title_source == "h1" and s.line == doc.title_line) and s.line != heading_title][:MAX_SECTIONS]
    subtitle = None
    if len(tops) == 1 and (under := [s for s in doc.sections if s.line > tops[0].line]) and len(under) >= 3 and \
            not any(tops[0].line > s.line > (heading_title or doc.title_line or 0) for s in doc.sections):
        # A second title over every section (OpenShift Virtualization's test plans: `## <Feature> - Quality
        # Engineering Plan` under the H1 every plan shares): the sections under it are the document's.
        subtitle = [tops[0].title[:200], tops[0].line]
        tops = [s for s in under if s.level == min(u.level for u in under)][:MAX_SECTIONS]
    heads: list[list[Any]] = []
    quoted_lines: set[int] = set()  # lines that continue a quote without its `>`
    counts: list[int] = []  # each top section's lines of text, what is under it included (up to one more than
    # HEADS_PER_SECTION: enough to tell a section of the template's text alone from one with more)
    unseen: list[list[Any]] = []  # (fingerprint, line, section) of a section with nothing but an HTML comment
    unseen_text: dict[str, str] = {}
    marks: list[int] = []  # fingerprints of lines that only mark what a section is (`**\[Required\]**`)
    prefixes: list[list[int]] = []  # a template's: (a line's first sentences, the line) (`_sentence_prefixes`)
    for index, section in enumerate(tops):
        taken = marked = 0
        hidden = False  # inside an HTML comment: guidance a reader never sees, kept or not
        comment: list[str] = []  # its words, where the section has nothing else
        comment_line = 0
        comment_done = False  # its first comment closed
        paragraph = False  # the line before was text of the same paragraph
        quoted = False  # ... of a quote (`> ...`)
        # The section's whole subtree: an instruction kept above sub-sections the author filled is not a gap.
        end = tops[index + 1].line - 1 if index + 1 < len(tops) else len(doc.lines)
        for number in range(section.body_start, end + 1):
            raw = doc.lines[number - 1].strip()
            if hidden or raw.startswith("<!--"):
                hidden = "-->" not in raw
                paragraph = False
                # (the section's own comment: its sub-sections' are theirs, which a record may have dropped with them)
                if not taken and sum(map(len, comment)) < MAX_COMMENT and not (comment and comment_done):
                    comment_line = comment_line or number
                    comment.append(raw)
                    comment_done = not hidden
                continue
            # (a paragraph of its own that is `--` is no rule nor underline: a dash saying "none", the OpenWallet
            # Foundation's `# External Dependencies` answered `--`)
            dash = raw == "--" and not paragraph
            text = raw if dash else _normal(raw) if raw else ""
            if not text or (_no_text(raw) and not dash):
                paragraph = False
                continue
            short = _columns(text) < 16 or text.startswith(("```", "~~~", "|"))
            if short and paragraph and not _OPTION.match(raw):
                continue  # the tail of a wrapped line ("TBD?"): part of the line above, not text of its own
            quoted = raw.startswith(">") or (quoted and paragraph)  # a quote's lazy continuation is quoted too
            paragraph = True
            taken += 1
            mark = _MARK_LINE.match(raw) is not None
            marked += mark  # (a mark above a prompt leaves the prompt's lines to be fingerprinted: Dynamo's DEPs)
            if taken - marked > HEADS_PER_SECTION:
                break  # more text than is fingerprinted: all a count needs to say
            if short and not mark and not _BRACKETED_ITEM.match(raw) and not _SHORT_QUESTION.match(text):
                continue  # (a short bracketed item is a template's blank: `- [option 1]`, `* *[alternative 1]*`;
                # a mark, `*(required)*`, is what the template says of the section; a short question is a prompt:
                # OpenEnclave's "Who needs this?" over "Why do they need it?")
            if len(heads) < MAX_HEADS:
                heads.append([xxhash.xxh32_intdigest(text.encode("utf-8", "surrogatepass")), number, index])
                if doc.is_template and not mark:
                    prefixes += [[xxhash.xxh32_intdigest(lead.encode("utf-8", "surrogatepass")), heads[-1][0]]
                                 for lead in _sentence_prefixes(text)]
                if mark:
                    marks.append(heads[-1][0])
                if quoted and not raw.startswith(">"):
                    quoted_lines.add(number)
        if not taken and section.end_line > end:
            # Its text is under sub-sections that are top sections of their own (`# Design` over `## API`): kept.
            taken = int(any(_is_text(doc.lines[n - 1]) for n in range(end + 1, min(section.end_line, end + 400) + 1)))
        elif not taken and index + 1 < len(tops) and tops[index + 1].level < section.level:
            taken = 1  # `## Proposal` then `# Improving the docs`: the text goes on under a larger heading
        elif not taken and index + 1 < len(tops) and numbered_part(section.title, tops[index + 1].title):
            taken = 1  # `## 2. Design` then `## 2.1. Overview`: its parts numbered under it, at its own level
        counts.append(taken)
        words = _normal(" ".join(comment).replace("<!--", " ").replace("-->", " "))[:MAX_COMMENT] if comment and \
            not taken else ""
        if len(words.split()) >= COMMENT_WORDS and len(unseen) < MAX_SECTIONS:
            unseen.append([xxhash.xxh32_intdigest(words.encode("utf-8", "surrogatepass")), comment_line, index])
            unseen_text[str(unseen[-1][0])] = " ".join(comment)[:120]
    subheads = _subheads(doc, tops, keep_all=doc.is_template)
    body = sum(1 for line in doc.lines[max(doc.front_matter.body_line, 1) - 1:]
               if (text := line.lstrip()) and text[0] != "#")
    top_lines = [s.line for s in tops]
    subs = [s for s in doc.sections if s not in tops][:MAX_SUBS]
    short = body <= STUB_LINES and len(tops) <= 1  # a few lines under one section at most
    moved = short and _ELSEWHERE.search(doc.text[:STUB_CHARS]) is not None  # ... that say the content is elsewhere
    shape: dict[str, Any] = {
        "sections": [[s.title[:100], s.line] for s in tops],
        "subtitle": subtitle,
        # Top sections under a larger one (`## Overview` under `# Proposal`, where the document's sections are H1s):
        # parts of it, which stand for no other section in other words.
        "nested": [i for i, s in enumerate(tops) if any(t.level < s.level for t in tops[:i])],
        # The other headings, for whether a section is there at all (govuk's `### Problem` under a topic).
        "subs": [s.title[:100] for s in subs],
        # ... and, for each, the top section it is under (-1: above the first): where a record writes a part
        "sub_tops": [bisect.bisect_right(top_lines, s.line) - 1 for s in subs],
        "fields": sorted(doc.metadata)[:MAX_SECTIONS],
        # The kind of record its header names (`Track: Finance`): a family with a template per kind writes it.
        "kind": next((_normal(found.text)[:KIND_CHARS] for key, found in doc.metadata.items() if key in _KIND_FIELDS
                      and isinstance(found.value, str) and 0 < len(found.text) <= KIND_CHARS), None),
        # Header fields whose value is a number (`flip: 293`, `CAP: 0068`): a template may say one is the id.
        "ids": {key: int(id_value.group("number")) for key, found in list(doc.metadata.items())[:MAX_SECTIONS]
                if (id_value := _ID_VALUE.fullmatch(found.bare_text))},
        # Header fields still holding a placeholder (`Date Ratified: <yyyy-mm-dd>`): which a family's records keep
        # so until a later status (`Family.waiting_fields`).
        "placeholders": sorted(key for key, found in list(doc.metadata.items())[:MAX_SECTIONS]
                               if isinstance(found.value, str) and is_placeholder(found.value)),
        # Header values in words (four or more): a template's own left in is template text (`_template_fields`).
        "worded": {key: [_value_print(found.text), found.line] for key, found in list(doc.metadata.items())[
            :MAX_SECTIONS] if _worded(found.text)},
        # A few lines and a link, under at most one heading: "moved to ..." (a short record with its sections is
        # a record).
        # ... or a pointer or a marker, as DC101 tells one (`Document.is_pointer`: life-events-platform's
        # `9999-end.md`, "No more records", which ends its list of records for adr-tools' "Next >>" links)
        "stub": doc.is_pointer or moved or (short and (bool(doc.links) or "://" in doc.text)),
        # ... saying so ("has moved to the [Shared PID Namespace KEP][kep]"): what replaced it is where it went
        "moved": moved,
        # Header fields written as statements, which stand for sections of their names (`**Context:** ...`)
        "stated": [section_key(name) for name in doc.part_titles[len(doc.sections):]],
        "omits": _OMITS.search("\n".join(line[:600] for line in doc.lines[:OMITS_LINES])) is not None,
        # No heading under its title, and a paragraph or more of prose: a record written whole, as a decision stated
        # in a paragraph (elsa-core's newer ADRs), which no built-in definition's sections judge
        "whole": not tops and all(s.line == doc.title_line for s in doc.sections)
        and len(doc.text.split(None, WHOLE_WORDS)) > WHOLE_WORDS,
        "heads": heads,
        "subheads": subheads,
        "counts": counts,
        "end": len(doc.lines),  # where the last section ends (`_spans`)
        "unseen": unseen,
    }
    stem = posixpath.splitext(posixpath.basename(doc.path))[0].replace("-", " ")
    folder = posixpath.basename(posixpath.dirname(doc.path))
    if stem.lower() in ("readme", "index") and not folder[:1].isdigit() and "required" in doc.lowered:
        # a family's folder's own page may say what its records require (not a record's own README, a KEP's)
        shape["required_said"] = _required_said(doc.lines[:README_LINES])
    if posixpath.basename(doc.path) in GUIDE_NAMES:
        shape["statuses_listed"] = _statuses_listed(doc)
    if _PROCESS_WORDS.search(doc.stated_title[:300]) or _PROCESS_WORDS.search(stem):
        shape["optional_named"] = _optional_named(doc.lines)
        shape["parts_named"] = _parts_named(doc.lines)
        shape["required_said"] = _required_said(doc.lines)
        shape["status_words"] = _defined_words(doc.lines, frozenset(
            found.line for found in doc.metadata.values() if found.source in ("line", "table")))
        shape["back_optional"] = any(_BACK_OPTIONAL.search(line[:600]) is not None for line in doc.lines[:2000])
        shape["status_offer"] = _status_offer(doc.lines)
    status = doc.meta("status")
    if status is not None:
        from doccheck.read.status import written_phrase

        shape["status_word"] = written_phrase(status.text)  # `On Hold`, where doccheck reads deferred
    shape = {key: value for key, value in shape.items() if value}  # a record per document: kept small
    if doc.is_template:
        status = doc.meta("status")
        offered = (_offered_near(doc.lines, status.line) or status.text[:300]) if status is not None else None
        heading = _heading_offer(doc)  # (the status's place in a heading as well: `## State: ( DRAFTING | ... )`)
        shape["status_text"] = offered if heading is None else f"({offered}) {heading}" if offered else heading
        shape["relation_words"] = [name for name, pattern in _RELATION_WORDS if pattern.search(doc.text)]
        shape["field_text"] = {k: v.text[:120] for k, v in list(doc.metadata.items())[:MAX_SECTIONS]}
        shape["prefixes"] = prefixes[:MAX_HEADS]
        shape["head_text"] = {str(h): ("> " if line in quoted_lines else "") + doc.lines[line - 1].strip()[:120]
                              for h, line, *_rest in [*heads, *subheads]}
        shape["unseen_text"] = unseen_text
        shape["marks"] = marks
        shape["optional_above"] = [i for i, section in enumerate(tops) if _marked_above(doc.lines, section.line)]
        shape["insisted"] = [i for i, section in enumerate(tops) if any(
            _SAID_REJECTED.search(line[:1000]) for line in doc.lines[section.line:section.end_line][:INSIST_LINES])]
        shape["required_said"] = _required_said(doc.lines)
        shape["parts"] = [[i, [s.title[:100] for s in doc.sections if top.line < s.line <= top.end_line
                               and s.level > top.level][:MAX_PARTS]] for i, top in enumerate(tops)]
        shape["advisory"] = any(_ADVISORY.search(line[:600]) is not None for line in doc.lines[:2000])
        shape["suggested"] = any(_SUGGESTED.search(line[:600]) is not None for line in doc.lines[:2000])
        shape["adaptable"] = any(_ADAPTABLE.search(line[:600]) is not None for line in doc.lines[:2000])
        # Sections whose placeholder the template says may stay ("The current placeholder is acceptable for a
        # draft": EIP's "No backward compatibility issues found."): an answer offered, not text to replace.
        shape["acceptable"] = [i for i, section in enumerate(tops) if any(
            _ACCEPTABLE.search(line[:600]) is not None for line in doc.lines[section.line:section.end_line][:200])]
    return shape


# "Common states: proposed, accepted, rejected, deprecated, superseded" under a template's `STATUS` placeholder
_OFFERED_LINE = lazy(r"^\s*+(?:[-*+]\s++)?[*_]{0,2}(?:common|possible|valid|allowed|available|typical)\s++"
                     r"(?:states|statuses|status(?:\s++values)?|values)[*_]{0,2}\s*+:[*_]{0,2}\s*+(?P<choices>[^\n]{3,300})",
                     re.IGNORECASE)


def _offered_near(lines: list[str], line: int) -> str | None:
    """The choices a template offers on a line of their own just below its status's placeholder, or just above it
    (OFEP's front matter: `<!--- Valid statuses: Approved, Rejected, Withdrawn -->` over `status: Approved`)."""
    for near in [*lines[line:line + 4], *reversed(lines[max(line - 4, 0):line - 1])]:
        offered = _OFFERED_LINE.match(near)
        if offered is not None:
            return offered.group("choices")
    # ... or in a YAML comment after it, which YAML leaves out of the value: Lantern's
    # `status: Draft        # Draft | Proposed | FCP | Accepted | ...`
    said = _YAML_COMMENT.search(lines[line - 1][:600]) if 0 < line <= len(lines) else None
    if said is not None and len(status_choices(said.group("choices"))) >= 3:
        return said.group("choices")
    return None


_YAML_COMMENT = lazy(r"^\s{0,8}+[A-Za-z_-]{1,20}+\s*+:[^#\n]{0,80}+(?<=\s)#\s*+(?P<choices>[^#\n]{3,300}+)$")


# A heading that is the status's place, with the choices after it: `## State: ( DRAFTING | WITHDRAWN | APPROVED )`
_STATUS_HEADING = lazy(r"^(?:status|state)\s*+:\s*+(?P<choices>[^\n]{3,300})$", re.IGNORECASE)


def _heading_offer(doc: Document) -> str | None:
    """The choices a template offers in a heading named for the status, where it lists two or more."""
    for section in doc.sections[:MAX_SECTIONS]:
        if (said := _STATUS_HEADING.match(section.title)) is not None and len(status_choices(said.group(
                "choices"))) >= 2:
            return said.group("choices")
    return None


def _marked_above(lines: list[str], heading: int) -> bool:
    """Whether a template marks the section under this heading (1-based line) optional in a comment just above
    it: MADR 4's `<!-- This is an optional element. Feel free to remove. -->`."""
    for number in range(heading - 1, max(heading - 3, 0), -1):
        raw = lines[number - 1].strip()
        if raw:
            return raw.startswith("<!--") and raw.endswith("-->") and _OPTIONAL.search(raw[:200]) is not None and \
                not (number < heading - 1 and _under_a_heading(lines, number))
    return False


def _under_a_heading(lines: list[str], line: int) -> bool:
    """Whether the first thing above a line (1-based), past blank lines and comments of a line each, is a heading:
    comments that are all a template writes under its heading are that section's, not a mark of the next one a blank
    line below them (Jayvee's RFC template, `## Drawbacks` / `<!-- TODO: (optional) Discuss the drawbacks ... -->` /
    `## Alternatives`)."""
    for number in range(line - 1, max(line - 9, 0), -1):
        raw = lines[number - 1].strip()
        if raw and not (raw.startswith("<!--") and raw.endswith("-->")):
            return _HEADING_LINE.match(lines[number - 1]) is not None
    return False


EMBEDDED = "#template"  # after a document's path: the record template written in a fenced block of it
_FENCE_OPEN = lazy(r"^ {0,3}(`{3,}+|~{3,}+)[ \t]*+(?:markdown|md)?[ \t]*+$", re.IGNORECASE)
_MARKDOWN_FENCE = lazy(r"^ {0,3}(?:`{3,}+|~{3,}+)[ \t]*+(?:markdown|md)[ \t]*+$", re.IGNORECASE | re.MULTILINE)
_ANY_FENCE = lazy(r"^ {0,3}(`{3,}+|~{3,}+)")
_HEADING_LINE = lazy(r"^ {0,3}#{1,6}[ \t]")
MAX_EMBEDDED = 20_000  # characters of a fenced template read


def _whole_record(fence: str, inner: list[str]) -> bool:
    """Whether a template file's fenced block is a whole record to copy: ```markdown (or ```md), opening with a
    front matter or a title."""
    first = next((line.strip() for line in inner if line.strip()), "")
    return fence.rstrip().lower().endswith(("markdown", "md")) and (first == "---" or first.startswith("# "))


def fenced_template(doc: Document) -> str | None:
    """The record template an unnumbered document (an ADR folder's README, a process guide) writes in a fenced
    block (```` ``` ```` or ```` ```markdown ````) of three or more headings, or in its own text under a heading that
    holds a title's place (`_written_out`), as text whose lines keep their numbers in the document (the lines before
    it blank); None when it has none. A record's own examples are not read."""
    from doccheck.repo.index import series_number

    numbered = series_number(doc.path)
    if numbered is not None and numbered.number > 1 and _stem(doc.path) not in ("readme", "index"):
        return None  # a record (its examples are not the family's template)
    if doc.is_template and _MARKDOWN_FENCE.search(doc.text) is None:
        return None  # a template itself, unless it is a guide to the record it writes in a ```markdown block
    if "```" not in doc.text and "~~~" not in doc.text:
        return _written_out(doc)
    lines = doc.lines
    number = 0
    while number < len(lines):
        line = lines[number]
        number += 1
        if ("```" not in line[:6] and "~~~" not in line[:6]) or (opened := _ANY_FENCE.match(line)) is None:
            continue
        fence, start = opened.group(1), number
        while number < len(lines) and not lines[number].lstrip(" ").startswith(fence):
            number += 1
        if number == len(lines):
            return None  # a fence never closed: the rest of the document, not a template
        inner = lines[start:number]
        number += 1
        # (a block of code, ```go or ```yaml, is skipped whole: its closing fence opens nothing, and its `#` lines
        # are comments, not headings; karmada's proposals read as holding a template between two blocks of code)
        # (a template file's own block says so, ```markdown, and is a whole record, from its front matter or its
        # title: the record to copy, not an example of some of its parts)
        if _FENCE_OPEN.match(line) is not None and (not doc.is_template or _whole_record(line, inner)) \
                and sum(1 for line in inner if _HEADING_LINE.match(line)) >= 3 \
                and sum(map(len, inner)) <= MAX_EMBEDDED and not _of_another_kind(lines, start - 1) \
                and not _commented_commands(inner):
            return _front_matter_first(inner, start)
    return None if doc.is_template else _written_out(doc)


# A heading that holds the place of a record's title: "Title", "[Title]", "<Short title>", "ADR-NNNN: Title",
# "{short title of solved problem and solution}".
_TITLE_PLACE = lazy(r"^[\[<{(*_ \t]{0,4}+(?:(?:[A-Za-z]{2,5}[- ]?)?(?:N{3,4}|X{3,4}|0{3,4}|\d{1,4})[.:\- \t]{1,4})?"
                    r"(?:short[ \t]++|document[ \t]++|decision[ \t]++|design[ \t]++)?+title"
                    r"(?:[ \t]++of[ \t][^\n]{1,60}+)?+[\]>})*_ \t.:]*+$",
                    re.IGNORECASE)
WRITTEN_OUT_MIN = 3  # sections under the title's place, for a document's text below it to be a template


def _written_out(doc: Document) -> str | None:
    """The template a README writes out in its own text, not fenced: from a heading holding a title's place, below
    the document's own title, with three or more sections under it, to the next heading of its level (OpenEnclave's
    design documents' README, "See below for a suggested template." over `Title` / `=====` and its Motivation, User
    Experience, ...; Abilian's `000-readme.md`, `# Title` over `Status: [Draft | Proposed | ...]`)."""
    sections = doc.sections
    for index, section in enumerate(sections):
        if section.line <= doc.title_line or _TITLE_PLACE.match(section.title) is None:
            continue
        under = 0
        for later in sections[index + 1:]:
            if later.level <= section.level:
                break
            under += 1
        end = section.end_line
        if under < WRITTEN_OUT_MIN or sum(map(len, doc.lines[section.line - 1:end])) > MAX_EMBEDDED:
            return None
        return "\n".join([""] * (section.line - 1) + doc.lines[section.line - 1:end]) + "\n"
    return None


def _commented_commands(inner: list[str]) -> bool:
    """Whether a fenced block's `#` lines are a shell's comments, each over its commands: all of one `#` and none
    followed by a blank line (titania-os's README, "# Update the git repos" over `git submodule init`). A template's
    headings stand apart from their text, its sections under `##`."""
    headings = [index for index, line in enumerate(inner) if _HEADING_LINE.match(line)]
    return all(inner[index].startswith("# ") for index in headings) and not any(
        index + 1 < len(inner) and not inner[index + 1].strip() for index in headings)


# What a fenced template under such a heading is written for: no record of the repository's.
_OTHER_KIND = lazy(r"\b(?:pull[ -]requests?|PRs?|issues?|bug reports?|feature requests?|commit(?: message)?s?|"
                   r"release notes?|changelog)\b", re.IGNORECASE)
HEADING_LOOKBACK = 30  # lines above a fence looked through for the heading it sits under


def _of_another_kind(lines: list[str], fence: int) -> bool:
    """Whether the fence at line index `fence` sits under a heading naming a pull request's, an issue's or a commit's
    template (Plumly's CONTRIBUTING.md, `### Pull Request Template`): not the template of the repository's records."""
    for index in range(fence - 1, max(-1, fence - 1 - HEADING_LOOKBACK), -1):
        if _HEADING_LINE.match(lines[index]):
            return _OTHER_KIND.search(lines[index]) is not None
    return False


def _front_matter_first(inner: list[str], start: int) -> str:
    """A fenced template's lines, at their lines in the document, except a front matter it opens with (chef's
    `---` / `RFC: unassigned` / `Status: Draft` / `---`), which goes first, where a front matter is read (not as a
    heading underlined by its closing `---`)."""
    end = next((i for i in range(1, min(len(inner), MAX_FRONT_LINES)) if inner[i].strip() in ("---", "...")), None) \
        if inner and inner[0].strip() == "---" else None
    if end is None:
        return "\n" * start + "\n".join(inner) + "\n"
    return "\n".join(inner[:end + 1]) + "\n" * (start + 1) + "\n".join(inner[end + 1:]) + "\n"


MAX_FRONT_LINES = 200  # lines of a fenced template's front matter looked through for its end


class Family(NamedTuple):
    """A family's learned conventions, with the evidence for each."""

    folder: str  # where its documents are
    template: str | None  # the template it was learned from (relative path), if any
    documents: tuple[str, ...]  # its records, templates left out
    full: int  # of them, those that are not stubs: what a section's keeping is counted against
    sections: tuple[tuple[str, str, int], ...]  # (key, title as the template writes it, documents keeping it)
    required: tuple[str, ...]  # the section titles a document of the family must have
    statuses: tuple[str, ...]  # statuses the family knows: the template's choices, and those documents share
    status_choices: tuple[str, ...]  # the template's own
    template_text: Mapping[int, tuple[str, int]]  # a template line's fingerprint -> (its text, its line)
    numbered: bool  # its documents carry numbers in their names
    writes_supersedes: bool | None  # whether the template writes "supersedes" (None: no template)
    versioned: bool = False  # its documents write statuses with the version they came in ("Stable in 1.3")
    metadata_section: str | None = None  # the template's section that holds its status ("Preamble"): a document
    # that states its status has that section's content, with or without the heading
    template_title: str | None = None  # the template's own title ("[titre du problème résolu ...]")
    fields: tuple[tuple[str, int], ...] = ()  # the metadata keys its documents declare, and how many declare each
    clashes: tuple[tuple[int, tuple[str, ...]], ...] = ()  # (number, documents sharing it), in a family that
    # numbers one each, by name or by the header field its template fills with the number (`flip: NNN`), and that
    # no built-in numbered type judges (DC401 does where one does)
    left_empty: tuple[tuple[str, int], ...] = ()  # section key -> documents that have it with no text (a family
    # that fills its sections by stage leaves many so: not a gap of one)
    date_order: str | None = None  # how its template writes dates (`created: <mm/dd/yyyy>`: "mdy"), if it says
    kept_sections: tuple[tuple[str, int], ...] = ()  # without a template: each section key and how many keep it
    template_fields: tuple[tuple[str, int, str], ...] = ()  # (key, fingerprint, text) of a template's header
    # value in words ("discussions-to: The url pointing to the official discussion thread") few documents keep
    parts: tuple[tuple[str, tuple[str, ...]], ...] = ()  # a template section's key -> its own sub-headings' keys
    # (`## Consequences` over `### Positive`, `### Negative`): a record keeping those keeps the section
    listed: bool = False  # its template lists its statuses (three or more) and nine in ten of its documents keep to
    # them: a status neither listed nor shared by two documents is not the family's, even one doccheck knows
    adopted: tuple[tuple[str, int], ...] = ()  # a required section's key -> the number of the first record that
    # keeps it, where records before it do without: they were written before the family kept it
    template_values: tuple[tuple[str, str], ...] = ()  # the template's header fields and their text as it writes
    # them (`contact: {person proposing the ADR}`): a record's braced value that is not that text was filled in
    stand_ins: tuple[tuple[str, str], ...] = ()  # (a required section's key, another of its sections that does
    # the same job): three or more records that lack the first have the second in its place (Swift's proposals
    # write their Proposed solution as their Detailed design)
    long_prompts: tuple[tuple[int, int], ...] = ()  # (first line's fingerprint, lines from heading to the next) of
    # each template section whose text runs past HEADS_PER_SECTION lines: a record's section that opens with that
    # prompt, and is no longer than the template's, is still only it
    status_counts: tuple[tuple[str, int], ...] = ()  # each status its documents write, and how many write it
    waiting_fields: tuple[tuple[str, str], ...] = ()  # (header field, status) where the family's records of that
    # status keep the field's placeholder (MakerDAO's `Date Ratified: <yyyy-mm-dd>` until a MIP is ratified)
    draft_text: tuple[int, ...] = ()  # template text its template says a draft may keep ("Needs discussion.")
    any_status: bool = False  # its template lets a record state any status of its own ("Documented | Open |
    # Deprecated | short plain-language status"): no status is unknown
    status_words: tuple[tuple[str, str, int], ...] = ()  # (status, the words its documents write it in, how many
    # write it so): chef's RFCs write deferred `On Hold`
    title_series: str | None = None  # the prefix its records' titles number them by (`# HIP 104: ...`), where
    # nine in ten titles give their file's number so: a title giving another number is a copy or a renumbering
    choices_from: str | None = None  # where its status choices are written, when not in its template: its process
    # document's header specification (LiskHQ/lips' LIP 1)
    kept_since: tuple[tuple[str, int], ...] = ()  # a required section's key -> the number from which every record
    # keeps it, where several records before it, all in the family's first third, do without: they were
    # written before the section was the family's way (chef's RFCs before RFC 000 asked for a Copyright)
    parts_from: tuple[tuple[str, str], ...] = ()  # a required section's key -> the process document that lists it
    # among a record's parts, where the section is required for that (NIP 1's "the following parts: ...")
    folder_ways: tuple[tuple[str, str], ...] = ()  # (a folder of its records, a required section's key) where most of
    # the folder's records go without it: that folder's way (openebs' persistent-volume-claim designs, five of six)
    dated: bool = False  # its records are unnumbered, ordered by their dates: `kept_since` holds days (20210901)
    required_parts: tuple[tuple[str, str, int, int], ...] = ()  # (a required section's key, a sub-section as the
    # template writes it, records writing the section that keep it, records writing the section): one all but one in
    # twenty keep (OpenShift Virtualization's `#### 5. Risks` under `### II. Software Test Plan`)
    on_condition: tuple[str, ...] = ()  # sections most records keep that its template opens with the condition they
    # are written on ("If applicable, ..."): not required, but one kept with nothing under it is empty (DC102)
    stages: tuple[tuple[str, str, str], ...] = ()  # (a folder of its records, the stage its name says, where that
    # stage is in a record's life or ""): the status of each record there that states none (`repo/stages.py`)
    folder_keeps: tuple[tuple[str, str, str, int, int], ...] = ()  # (a folder of its records, a template section's
    # key, its title, the folder's records keeping it, its records) where the family does not require the section
    # but all of the folder's records keep it but one, numbered a series of their own: that folder's way
    # (grain-protocol's adr/protocol/ ADRs each keep the template's Rationale; its sdk/ ones none)
    template_items: tuple[int, ...] = ()  # the template's list items that few documents keep, left out of
    # template_text as options a record may choose: under the template's own prompt, still its text
    template_prefixes: tuple[tuple[int, int], ...] = ()  # (a template text line's first sentences, the line): the
    # prompt kept in part, cut at a sentence's end
    unheaded: tuple[str, ...] = ()  # required sections' keys that the records written without any of the template's
    # header fields (another generation: Kyverno's "Kyverno Design Proposal - X" pages beside those of its `# Meta`
    # template) mostly go without: required of the records that write its header

    def has_parts(self, key: str, headings: Iterable[str]) -> bool:
        return _has_parts(self.parts, key, headings)

    def raised_part(self, key: str, sections: Iterable[str]) -> bool:
        return _raised_part(self.parts, key, sections)

    def stage_of(self, relative: str) -> str | None:
        """The stage a record's folder names, where its family keeps records by stage folders."""
        return stage_of(relative, ((at, stage) for at, stage, _phase in self.stages))

    def in_progress(self, status: object) -> bool:
        """Whether a status says the record is still being written: a draft, in review, or a stage folder's
        before the first in force (libelektra's `1_problem_clear`)."""
        return status in _IN_PROGRESS or any(stage == status and phase == "proposed"
                                             for _at, stage, phase in self.stages)

    def since_words(self, first: int) -> str:
        """Where a `kept_since` entry begins, as a reader says it: `from number 5 on`, `dated after 2021-04-19`."""
        return f"dated {self._after(first)}" if self.dated else f"from number {first} on"

    @staticmethod
    def _after(first: int) -> str:
        """A dated family's `kept_since` day (the one after its last record without the section) as that record's:
        `after 2021-04-19`."""
        day = str(first - 1)
        return f"after {day[:4]}-{day[4:6]}-{day[6:8]}"

    def describe(self) -> dict[str, Any]:
        return {
            "folder": self.folder or ".", "template": self.template, "documents": len(self.documents),
            "stubs": len(self.documents) - self.full,
            "required_sections": list(self.required),
            "sections": [{"section": title, "kept_by": kept} for _key, title, kept in self.sections],
            "statuses": list(self.statuses), "template_status_choices": list(self.status_choices),
            "status_choices_from": self.choices_from or self.template,
            "status_counts": dict(self.status_counts), "any_status": self.any_status,
            "status_words": [{"status": st, "written": w, "by": n} for st, w, n in self.status_words],
            # (a number, or in a family of unnumbered records ordered by their dates, `after 2021-04-19`)
            "sections_kept_since": {key: self._after(first) if self.dated else first for key, first in self.kept_since},
            "sections_listed_by": dict(self.parts_from),
            "sections_on_condition": list(self.on_condition),
            "sections_a_folder_goes_without": [{"folder": f, "section": k} for f, k in self.folder_ways],
            "stage_folders": [{"folder": f, "stage": s, "lifecycle": p or None} for f, s, p in self.stages],
            "sections_a_folder_keeps": [{"folder": f, "section": k, "kept_by": n, "of": of}
                                        for f, k, _t, n, of in self.folder_keeps],
            "sections_records_without_its_header_go_without": list(self.unheaded),
            "numbered": self.numbered,
            "template_writes_supersedes": self.writes_supersedes,
            "template_lines": len(self.template_text),
        }

    def as_type(self, name: str, *, by_name: bool = False) -> dict[str, Any]:
        """The model as a `[[types]]` entry a team can review and pin: its documents by their folder's pattern, or
        `by_name` each by its path (a folder whose records follow a template per kind shares its pattern)."""
        top = f"{self.folder}/" if self.folder else ""
        globs = sorted(self.documents) if by_name else sorted(
            {f"{top}*/{posixpath.basename(d)}" if family_folder(d) != posixpath.dirname(d) else f"{top}*.md"
             for d in self.documents})
        pinned = {"name": name, "globs": globs, "required-sections": list(self.required),
                  "statuses": list(self.statuses), "numbered": self.numbered}
        if self.any_status:
            del pinned["statuses"]  # its template lets a record state its own: no list to hold one to
        return pinned


_TEMPLATE_FOLDERS = frozenset({"template", "templates", "proposal-templates", ".github"})
# A forge's own templates, of a pull request or an issue: what a contributor writes on GitHub, never a record
# (Aeternity's PULL_REQUEST_TEMPLATE.md only points at the AEX template).
# ... and a release's notes (perl-lsp's `.github/release_template.md`), a change log's entry, a commit's message
def _forge_form(relative: str) -> bool:
    """Whether a file is a forge's form for an issue or a pull request (`.github/ISSUE_TEMPLATE/feature_request.md`,
    `.gitlab/merge_request_templates/x.md`): the form a tracker shows, no document's template (opendata's
    feature-request form, taken for its timeseries RFCs' template by their Summary and Motivation)."""
    return not _FORGE_FORM_FOLDERS.isdisjoint(part.lower() for part in relative.split("/")[:-1])


_FORGE_FORM_FOLDERS = frozenset({"issue_template", "pull_request_template", "discussion_template", "issue_templates",
                                 "merge_request_templates"})
_FORGE_TEMPLATE = lazy(r"^(?:pull[-_ ]?request|issue|bug[-_ ]?report|feature[-_ ]?request|merge[-_ ]?request|"
                       r"release(?:[-_ ]?notes?)?|change[-_ ]?log|commit(?:[-_ ]?message)?)"
                       r"[-_ ]?templates?\.(?:md|markdown)$", re.IGNORECASE)


FAMILY_CODE = "@family"  # a repository pass's row that carries a family's model, not a problem
ADDED = "@"  # before a rule's code: a finding the family's conventions add to one document


def to_data(family: Family) -> str:
    """A family as one string, kept with the repository pass in the check's cache (replayed while no record
    changed, so a warm run learns nothing again)."""
    import json

    return json.dumps([family.folder, family.template, family.full, family.sections, family.required,
                       family.statuses, family.status_choices, sorted(family.template_text.items()),
                       family.numbered, family.writes_supersedes, family.versioned, family.metadata_section,
                       family.template_title, family.fields, family.clashes,
                       family.left_empty, family.date_order, family.kept_sections, family.template_fields,
                       family.parts, family.listed, family.adopted, family.template_values, family.stand_ins,
                       family.long_prompts, family.status_counts, family.waiting_fields, family.draft_text,
                       family.any_status, family.status_words, family.title_series, family.choices_from,
                       family.kept_since, family.parts_from, family.folder_ways, family.dated,
                       family.required_parts, family.on_condition, family.stages, family.folder_keeps,
                       family.template_items, family.template_prefixes, family.unheaded])


def from_data(text: str, documents: Iterable[str]) -> Family:
    import json

    (folder, template, full, sections, required, statuses, choices, template_text, numbered,
     writes, versioned, metadata_section, template_title, fields, clashes, left_empty, date_order,
     kept_sections, template_fields, parts, listed, adopted, template_values, stand_ins,
     long_prompts, status_counts, waiting_fields, draft_text, any_status, status_words, title_series, choices_from,
     kept_since, parts_from, folder_ways, dated, required_parts, on_condition, stages, folder_keeps,
     template_items, template_prefixes, unheaded) = json.loads(text)
    return Family(folder, template, tuple(sorted(documents)), full, tuple(tuple(s) for s in sections),
                  tuple(required), tuple(statuses), tuple(choices),
                  {int(k): (str(v[0]), int(v[1])) for k, v in template_text}, numbered, writes, versioned,
                  metadata_section, template_title, tuple((str(k), int(n)) for k, n in fields),
                  tuple((int(n), tuple(group)) for n, group in clashes), tuple((str(k), int(n)) for k, n in left_empty),
                  date_order if date_order in ("dmy", "mdy") else None,
                  tuple((str(k), int(n)) for k, n in kept_sections),
                  tuple((str(k), int(f), str(t)) for k, f, t in template_fields),
                  tuple((str(k), tuple(map(str, p))) for k, p in parts), bool(listed),
                  tuple((str(k), int(n)) for k, n in adopted), tuple((str(k), str(v)) for k, v in template_values),
                  tuple((str(k), str(v)) for k, v in stand_ins), tuple((int(f), int(n)) for f, n in long_prompts),
                  tuple((str(k), int(n)) for k, n in status_counts), tuple((str(k), str(s)) for k, s in waiting_fields),
                  tuple(int(f) for f in draft_text), bool(any_status),
                  tuple((str(s), str(w), int(n)) for s, w, n in status_words),
                  str(title_series) if title_series is not None else None,
                  str(choices_from) if choices_from is not None else None,
                  tuple((str(k), int(n)) for k, n in kept_since), tuple((str(k), str(r)) for k, r in parts_from),
                  tuple((str(f), str(k)) for f, k in folder_ways), bool(dated),
                  tuple((str(k), str(p), int(n), int(of)) for k, p, n, of in required_parts),
                  tuple(map(str, on_condition)), tuple((str(f), str(s), str(p)) for f, s, p in stages),
                  tuple((str(f), str(k), str(t), int(n), int(of)) for f, k, t, n, of in folder_keeps),
                  tuple(map(int, template_items)), tuple((int(p), int(f)) for p, f in template_prefixes),
                  tuple(map(str, unheaded)))


def _has_parts(parts: Iterable[tuple[str, tuple[str, ...]]], key: str, headings: Iterable[str]) -> bool:
    """Whether a record with these heading keys writes the section `key` as its template's sub-sections without
    the section's own heading (`### Positive`, `### Negative` for a Consequences): two of them, or the one there is,
    in the template's words or begun with them (`## Option 1: Django Translation` for the template's `### Option 1`)."""
    subs = _parts_of(parts, key)
    if not subs:
        return False
    headings = set(headings)
    kept = sum(sub in headings or any(h.startswith(sub) and not h[len(sub)].isalnum() for h in headings
                                      if len(h) > len(sub)) for sub in subs)
    return kept >= min(2, len(subs))


def _raised_part(parts: Iterable[tuple[str, tuple[str, ...]]], key: str, sections: Iterable[str]) -> bool:
    """Whether a record with these top section keys writes one of the section `key`'s sub-sections as a section of
    its own, in its place (the OpenTelemetry projects written before their template's "Staffing / Help Wanted",
    whose `## Required staffing` is that section's sub-section): the section's job, done under its part's name."""
    return not set(_parts_of(parts, key)).isdisjoint(sections)


def _parts_of(parts: Iterable[tuple[str, tuple[str, ...]]], key: str) -> tuple[str, ...]:
    """The template's sub-section keys of the section `key`, but those it writes under another section too: a
    `### Requirements` under each of Istio's Experimental, Alpha, Beta and Stable says nothing of which it is in."""
    parts = list(parts)
    own = next((p for k, p in parts if _same_section(k, key)), ())
    if not own:
        return ()
    elsewhere = {sub for k, p in parts if not _same_section(k, key) for sub in p}
    return tuple(sub for sub in own if sub not in elsewhere)


def family_folder(relative: str, shared: frozenset[str] = frozenset()) -> str:
    """The folder a document's family is told by: its own, or, for `NNNN-name/README.md` (or a record file
    named as every record's is, `shared`: `veps/sig-x/10-name/vep.md`), the one above; a template kept in a
    folder of templates (`templates/proposal.md`, `NNNN-vep-template/vep.md`) governs the folder above that."""
    folder = posixpath.dirname(relative)
    file_name = posixpath.basename(relative).lower()
    if (_is_record_file(relative, shared) and _numbered_folder(posixpath.basename(folder))) or (
            file_name in shared and file_name in _KIND_FILES):
        return posixpath.dirname(folder)
    name = posixpath.basename(folder).lower()
    # (... or a folder named for the one template in it: karmada's `proposal-template/proposal-template.md`, or
    # for its kind: OpenShift Virtualization's `stps/stp-template/stp.md` for the test plans in `stps/sig-*/`)
    stem = posixpath.splitext(posixpath.basename(relative))[0].lower()
    if name in _TEMPLATE_FOLDERS or (name.endswith("template") and (
            file_name in shared or stem == name
            or (name.startswith(stem) and name[len(stem):] in ("-template", "_template")))):
        return posixpath.dirname(folder)
    return folder


_KIND_TEMPLATE = lazy(r"^(?:0++[-_ ])?(?P<kind>[a-z]{2,20}+)[-_ ]template$")


def _kind_homes(keys: list[str], folders: Mapping[str, str]) -> dict[str, str]:
    """Templates named for their kind of record kept beside the folder of those records, not in it: konveyor's and
    OpenShift's `guidelines/enhancement_template.md` for `enhancements/`, Plumly's `templates/adr-template.md` for
    `adr/`. Such a template's family is told by that folder (`enhancements/`, or `enhancement/`), where one is; told
    by the paths alone, so that a commit's run of a few records finds the template as a whole run does."""
    homes: dict[str, str] = {}
    existing: set[str] | None = None
    for relative in keys:
        stem = posixpath.splitext(posixpath.basename(relative))[0].lower()
        if "template" not in stem or (kind := _KIND_TEMPLATE.match(stem)) is None:
            continue
        folder = posixpath.dirname(relative)
        # (... or in a folder of templates beside it: Plumly's `docs/templates/adr-template.md` for `docs/adr/`, not
        # for the specs in `docs/specs/` that the folder above holds too)
        in_templates = folders[relative] == posixpath.dirname(folder) != folder
        if (folders[relative] != folder and not in_templates) \
                or posixpath.basename(folder).lower().rstrip("s") == kind["kind"]:
            continue  # kept in its records' folder
        if existing is None:
            existing = {a for f in folders.values() for a in _ancestors(f)}
        parent = posixpath.dirname(folder)
        home = next((h for name in (kind["kind"] + "s", kind["kind"])
                     if (h := posixpath.join(parent, name)) in existing), None)
        if home is not None:
            homes[relative] = home
    return homes


# The names a record kept in a folder of its own is filed under by its kind, the folder named for its subject:
# OpenSpec's `openspec/specs/<capability>/spec.md`.
_KIND_FILES = frozenset({"spec.md", "proposal.md", "design.md", "rfc.md", "adr.md", "decision.md", "kep.md"})


def _shared_record_names(paths: Iterable[str]) -> frozenset[str]:
    """File names that three or more numbered folders each hold (`vep.md`): the name every record is kept
    under, one folder a record, as others keep theirs as README.md. (Or a kind's name, `_KIND_FILES`, that
    FOLDER_MIN or more unnumbered folders side by side each hold: OpenSpec's 62 `specs/<capability>/spec.md`.)"""
    counts: Counter[str] = Counter()
    side_by_side: Counter[tuple[str, str]] = Counter()
    for relative in paths:
        folder, name = posixpath.split(relative)
        if _numbered_folder(posixpath.basename(folder)) and name.lower() not in ("readme.md", "index.md"):
            counts[name.lower()] += 1
        elif folder and name.lower() in _KIND_FILES:
            side_by_side[posixpath.dirname(folder), name.lower()] += 1
    return frozenset(name for name, count in counts.items() if count >= 3) | frozenset(
        name for (_parent, name), count in side_by_side.items() if count >= FOLDER_MIN)


def _by_record_name(members: list[str], shared: frozenset[str]) -> list[tuple[bool, list[str]]]:
    """A folder's records by the name each record's folder keeps them under, where its folders keep two kinds or
    more under shared names, each with its own outline: a spec-kit project's `specs/NNN-name/spec.md`, `plan.md`
    and `tasks.md` (django-mvp's), three families. Each group says whether it holds the record's main file, the
    name most folders hold (whose family says a number is shared); the files of a name no kind of its own stay with
    the main ones."""
    names: dict[str, list[str]] = {}
    for relative in members:
        name = posixpath.basename(relative).lower()
        names.setdefault(name if name in shared else "", []).append(relative)
    kinds = sorted((name for name, group in names.items() if name and len(group) >= FOLDER_MIN),
                   key=lambda name: (-len(names[name]), name))
    if len(kinds) < 2:
        return [(True, members)]
    rest = [r for name, group in names.items() if name not in kinds for r in group]
    return [(True, names[kinds[0]] + rest)] + [(False, names[name]) for name in kinds[1:]]


def _is_record_file(relative: str, shared: frozenset[str] = frozenset()) -> bool:
    """The file that is its folder's record: `NNNN-name/README.md` (or index.md), `NNNN-name/NNNN-name.md`, or
    one under the name every record of the repository is kept under (`shared`)."""
    name = posixpath.basename(relative)
    stem = posixpath.splitext(name)[0].lower()
    return stem in ("readme", "index") or name.lower() in shared or _named_as_folder(relative)


def _named_as_folder(relative: str) -> bool:
    """`NNNN-name/NNNN-name.md`, or the folder's name without its number: `2955-x/x.md`."""
    folder, name = posixpath.split(relative)
    stem = posixpath.splitext(name)[0].lower()
    home = posixpath.basename(folder).lower()
    bare = home.lstrip("0123456789")
    return bool(folder) and (stem == home or (bare != home and bare[:1] in ("-", "_") and bare[1:] == stem))


def _is_numbered(relative: str, shared: frozenset[str] = frozenset()) -> bool:
    folder, name = posixpath.split(relative)
    own_name = not (name.lower() in ("readme.md", "index.md") or name.lower() in shared or _named_as_folder(relative))
    if not own_name:
        return _numbered_folder(posixpath.basename(folder))
    if _NUMBERED.match(name) or _NUMBERED_AFTER_WORD.match(name):
        return True
    # A record in a folder of its own, named for its series but not numbered: `sip-035/sip-secp256r1-verify.md`
    # (an attachment beside it, `sip-010/summary_of_benefits.md`, is not named for the series).
    series = _SERIES_FOLDER.match(posixpath.basename(folder))
    return series is not None and name.lower().startswith(series.group(1).lower() + "-")


def _numbered_in_header(keys: Iterable[str], records: Mapping[str, Mapping[str, Any]]) -> dict[str, str]:
    """Records a folder each, named for their title, not their number, which their header gives instead (the
    Registers RFCs' `content/entry-hash/index.md`, `rfc: 0009`): the README.md or index.md of at least FOLDER_MIN
    folders side by side, nine in ten of which state a number in one header field. By path, the folder above, whose
    family they are (the folder's own README or index, which lists them, is none)."""
    groups: dict[str, list[str]] = {}
    for relative in keys:
        folder, name = posixpath.split(relative)
        if name.lower() in ("readme.md", "index.md") and "/" in folder \
                and not _NUMBERED.match(posixpath.basename(folder) + "-"):
            groups.setdefault(posixpath.dirname(folder), []).append(relative)
    found: dict[str, str] = {}
    for home, group in groups.items():
        field = _stated_id_field(group, records) if len(group) >= FOLDER_MIN else None
        if field is not None:
            # (... and the one numbered 0 by the same field, the process: `rfc: 0000`)
            found.update((r, home) for r in group if field in (record_shape(records[r]).get("fields") or ()))
    return found


def _stated_id_field(members: list[str], records: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The header field (no date, status or relation) in which nine in ten of these records, FOLDER_MIN or more,
    state a number. Not one whose numbers are years (SecID's entities, `established: 2008`): a date, shared by
    whatever began in one year."""
    values: dict[str, list[Any]] = {}
    for r in members:
        for key, value in (record_shape(records[r]).get("ids") or {}).items():
            if key not in _NOT_ID_FIELDS and key not in _RELATION_FIELDS:
                values.setdefault(key, []).append(value)
    for field, stated in sorted(values.items(), key=lambda item: -len(item[1])):
        if len(stated) < FOLDER_MIN or len(stated) < 0.9 * len(members):
            return None
        if field in _ID_NAMES or not all(isinstance(v, int) and YEARS[0] <= v <= YEARS[1] for v in stated):
            return field
    return None


YEARS = (1800, 2100)  # the numbers a header field states that are years, when every one of them is


def is_index(relative: str) -> bool:
    """A folder's README or index, which lists the family's documents and is none of them, or a file every
    repository keeps at its top (CONTRIBUTING.md, LICENSE.md, CHANGELOG.md), which is no record either."""
    name = posixpath.basename(relative).lower()
    if name in ("readme.md", "index.md"):
        return not _is_numbered(relative)
    return _project_file(relative)


def _project_file(relative: str) -> bool:
    """A file every repository keeps at its top (CONTRIBUTING.md, LICENSE.md, CHANGELOG.md)."""
    return posixpath.splitext(posixpath.basename(relative).lower())[0].replace("-", "_") in _PROJECT_FILES


_PROJECT_FILES = frozenset({"contributing", "license", "licence", "changelog", "code_of_conduct", "security",
                            "governance", "maintainers", "authors", "notice", "support", "history", "codeowners",
                            "summary", "glossary"})




def any_status(text: str | None) -> bool:
    """Whether a template's status line lets a record state a status of its own: one of its choices describes a
    status instead of naming one (mapsight's "Documented | Open | Deprecated | short plain-language status")."""
    if not text:
        return False
    groups = [m.group(1) for m in _CHOICE_BRACKETS.finditer(text)] or [text]
    return any(len(parts := _CHOICE_SPLIT.split(group)[:30]) >= 2 and not _a_sentence(parts) and any(
        _DESCRIBED_CHOICE.search(part) for part in parts) for group in groups)


def _a_sentence(parts: list[str]) -> bool:
    """Whether a template's status text split at its commas and bars is a sentence, not a list of choices."""
    return any(len(_CHOICE_BRACKETS.sub("", part).split()) > 3 or "->" in part for part in parts)  # (`ADR [n]`)


_AFTER_CHOICES = lazy(r"\.[ \t]++(?=[\"“'A-Z])")


def status_choices(text: str | None) -> tuple[str, ...]:
    """The statuses a template offers: `{Draft | In Review}`, `[Proposed, Accepted, Deprecated]`, `Accepted or
    Rejected`, `proposed | rejected | accepted`, each as `parse_status` reads it."""
    if not text:
        return ()
    from doccheck.read.status import lifecycle, parse_status

    text = _CHOICE_LINK.sub(r"\1", text)  # `superseded by [ADR-0005](0005-example.md)` inside the choices
    text = _SUCCESSOR_BRACKETS.sub("by", text)  # `Superseded by [Link/Reference]`: the successor's place, no choices
    text = _DATE_BLANK.sub("", text)  # `RFC by dd/mm/YYYY`: a date to fill in, whose slashes part no choices
    # (a bracket of one word is a blank in a choice, `Substituído por ADR [n]`, not the choices)
    groups = [m.group(1) for m in _CHOICE_BRACKETS.finditer(text) if _CHOICE_SPLIT.search(m.group(1))] or [text]
    found: list[str] = []
    for group in groups:
        # `<!-- Acceptable values: Draft, Approved, On Hold, Superseded -->`: the comment's marks and its label out.
        group = group.strip().strip("!-").strip()
        group = group.split(":", 1)[1] if _CHOICE_LABEL.match(group) else group
        # (the choices end where a sentence about them begins: `Design Review/Planned/.../Partially Implemented.
        # "In Experiment" denotes a feature that has landed behind an experimental flag`, Slang's template)
        head = _AFTER_CHOICES.split(group, maxsplit=1)[0]
        group = head if _CHOICE_SPLIT.search(head) else group
        parts = [part.strip(" .`*_\"'{}[]()<>") for part in _CHOICE_SPLIT.split(group)[:30]]
        if len(parts) < 2:
            continue
        if _a_sentence(parts):
            # A sentence ("What is the status, such as active, outdated -> one sentence reason"): only the words
            # in it that are statuses are choices.
            parts = [word for word in _WORDS.findall(group.lower())[:60] if lifecycle(word) is not None]
        else:  # "Documented | Open | short plain-language status": the last is no status of its own name
            parts = [part for part in parts if not _DESCRIBED_CHOICE.search(part)]
        for part in parts:
            parsed = parse_status(part) if part else None
            if parsed is not None and parsed.value not in found:
                found.append(parsed.value)
    return tuple(found)


# Folders of release notes, one file a version (pulumi's `changelog/3.245.0.md`): no records.
# Folders whose pages each follow their own outline: release notes their release, a blog's posts their story (the
# OpenShift AIOps platform's `docs/blog/16-end-to-end-...md`, with a Conclusion where others close on Next Steps).
_OWN_OUTLINES = frozenset({"changelog", "changelogs", "release-notes", "release_notes", "releasenotes", "releases",
                           "blog", "blogs", "posts", "_posts", "news"})
# A page named for a version (OpenLineage's `website/docs/releases/0_29_2.md`, `v1.4.0.md`): its release's notes,
# with a section for each kind of change it had (Added, Fixed, ...), none for a kind it had not.
_VERSION_PAGE = lazy(r"v?\d{1,5}(?:[._]\d{1,5}){1,3}(?:-[a-z]{1,10}\.?\d{0,5})?\.mdx?", re.IGNORECASE)


def learn(records: Mapping[str, Mapping[str, Any]], only: Iterable[str] | None = None) -> dict[str, Family]:
    """Every family of these records, by the document's relative path (`only`: the families of these
    documents alone, for a commit's run that names a few files: a record is read from the cache only when it
    can be a template of theirs, in a folder at or above them, or one of their families' documents). Linear in
    the records: each is placed by the folders above it, never compared with every template."""
    from doccheck.repo.index import companions, translation_of

    keys = list(records)
    shared = _shared_record_names(keys)
    folders = {relative: family_folder(relative, shared) for relative in keys}
    by_header = _numbered_in_header(keys, records)
    folders.update(by_header)
    folders.update(_kind_homes(keys, folders))
    # Stage folders (`repo/stages.py`) are one family's, told by the folder above them (emqx's template kept in
    # `active/` governs the EIPs moved on to `implemented/` and `rejected/`).
    stages = stages_of(keys, folders, shared)
    folders.update((r, posixpath.dirname(folder)) for r, folder in folders.items() if folder in stages)
    named = None if only is None else list(only)
    above = None if named is None else {a for r in named for a in _ancestors(family_folder(r, shared))}
    # (not a file every repository keeps, in a templates folder: addressr's `templates/LICENSE.md`, the licence of
    # the templates beside it, is no family's template)
    templates = {relative: records[relative] for relative in keys
                 if (above is None or folders[relative] in above) and records[relative].get("template")
                 and _FORGE_TEMPLATE.match(posixpath.basename(relative)) is None and not _forge_form(relative)
                 and not _project_file(relative)}
    # A template written in a fenced block of a README or a process document is one too, under its own key.
    embedded = {relative + EMBEDDED: record["embedded"] for relative in keys
                if (above is None or folders[relative] in above) and (record := records[relative]).get("embedded")
                and (_may_hold_template(relative, record) if not record.get("template") else relative in templates)}
    # A template file that is a guide to the record it writes in a ```markdown block (evitaDB's TEMPLATE.md: "Two
    # shapes", each a heading over the record to copy) is that block: its own headings are the guide's.
    for key in embedded:
        templates.pop(key[:-len(EMBEDDED)], None)
    if embedded:
        records = _WithEmbedded(records, embedded)
        templates.update(embedded)
        folders.update((key, folders[key[:-len(EMBEDDED)]]) for key in embedded)
    by_home: dict[str, list[str]] = {}
    for template in templates:
        by_home.setdefault(folders[template], []).append(template)
    # Where several templates share a folder, the one its README or index links to ("please use
    # [adr-template.md](adr-template.md)") is the one its documents are written to.
    crowded = {home for home, found in by_home.items() if len(found) > 1}
    for relative in keys if crowded else ():
        if folders[relative] in crowded and is_index(relative):
            base = posixpath.dirname(relative)
            linked = {posixpath.normpath(posixpath.join(base, str(link[0]).split("#")[0]))
                      for link in records[relative].get("links") or ()}
            pointed = [t for t in by_home[folders[relative]] if t in linked]
            if pointed:
                by_home[folders[relative]] = pointed
    if named is not None:
        # A family is its template's folder and what is under it; without a template, the named file's folder.
        homes = {folders.get(r) or family_folder(r, shared) for r in named}
        homes |= {a for r in named for a in _ancestors(family_folder(r, shared)) if a in by_home}
        keys = [r for r in keys if not homes.isdisjoint(_ancestors(folders[r]))]
    by_template: dict[str, list[str]] = {}
    by_folder: dict[str, list[str]] = {}
    loose: dict[str, list[str]] = {}  # unnumbered documents no template governs, by folder
    # `004-x-detailed.md` beside `004-x.md`, or a plan headed `**RFC:** 0007`: a part of that record, no record itself
    beside = companions({relative: records[relative] for relative in keys})
    nested: list[str] = []  # a folder's README below a template's folder: a record kept in a folder of its own?
    for relative in keys:
        if records[relative].get("minutes") or not _OWN_OUTLINES.isdisjoint(relative.lower().split("/")[:-1]) \
                or _VERSION_PAGE.fullmatch(posixpath.basename(relative)) \
                or any(_EXAMPLES.match(part) for part in relative.split("/")[:-1]):
            continue  # meeting notes follow their meeting's agenda, release notes their release, blog posts their
            # story: no family's outline; nor do examples
        # (... nor is a guide whose fenced template is its folder's: Kompox's design/adr/GUIDE.md)
        if relative in templates or (is_index(relative) and relative not in by_header) \
                or translation_of(relative, records) is not None or relative in beside \
                or (relative + EMBEDDED in embedded and not _is_numbered(relative, shared)):
            if is_index(relative) and relative not in templates and posixpath.basename(relative).lower() in (
                    "readme.md", "index.md") and any(home in by_home for home in _ancestors(folders[relative])[1:]):
                nested.append(relative)
            continue  # (a translation is its original in another language: no second record of the family)
        folder = folders[relative]
        governing = _template_for(relative, folder, by_home, shared)
        if governing is None and not _is_numbered(relative, shared) and relative not in by_header:
            loose.setdefault(folder, []).append(relative)  # a design note, unless a template's sections say
            continue
        if records[relative].get("register") is not None or records[relative].get("template"):
            continue
        if governing is not None:
            by_template.setdefault(governing, []).append(relative)
        else:
            by_folder.setdefault(folder, []).append(relative)
    for template, members in list(by_template.items()):
        if _unheeded(template, members, records, shared, folders[template]):
            del by_template[template]  # (its documents are a folder's of their own, as if it were not there)
            for relative in members:
                if _is_numbered(relative, shared) or relative in by_header:
                    by_folder.setdefault(folders[relative], []).append(relative)
                else:
                    loose.setdefault(folders[relative], []).append(relative)
            continue
        by_template[template] = _written_in_folders(template, _records_of(template, members, records, shared),
                                                    records, folders)
    families: dict[str, Family] = {}
    used: set[str] = set()
    for template, members in by_template.items():
        candidates = by_home[folders[template]]
        groups = {folders[template]: members}
        if len(candidates) > 1:
            # Several templates in one place (`cap-template.md` and `sep-template.md` for core/ and ecosystem/,
            # dapr's `templates/lifecycle.md` and `templates/proposal.md`): each folder of documents has the one
            # it is written to, by its sections, then by the name its documents share.
            groups = {}
            for relative in members:
                groups.setdefault(folders[relative], []).append(relative)
        chosen_by: dict[str, list[tuple[str, list[str]]]] = {}
        for home, group in groups.items():
            split = by_named_template(group, candidates, records) if len(candidates) > 1 else None
            if split:  # a template per kind of record, which each record's header names
                for chosen, part in split.items():
                    chosen_by.setdefault(chosen, []).append((home, _one_layout(part)))
                continue
            chosen = template if len(candidates) == 1 else _best_template(group, candidates, records)
            chosen_by.setdefault(chosen, []).append((home, _one_layout(group)))
        for chosen, parts in chosen_by.items():
            for home, group in _one_series(folders[template], parts, shared):
                if len(group) >= TEMPLATE_MIN:
                    family = _learn(home, chosen, templates[chosen], group, records)
                    families.update((relative, family) for relative in group)
                    used.add(chosen)
    idle = [t for t in templates if t not in used]
    by_remote_template: dict[str, list[list[str]]] = {}  # a template kept elsewhere -> the folders it governs
    for folder, primary, members in [(folder, primary, group) for folder, all_members in by_folder.items()
                                     for primary, group in _by_record_name(all_members, shared)]:
        # Templates kept in another folder, one per kind of record, each governing the records whose header names
        # its kind (aragon's `templates/finance_template.md` for each AGP of `Track: Finance`).
        split = by_named_template(members, idle, records) if len(members) >= TEMPLATE_MIN else None
        for chosen, group in (split or {}).items():
            family = _learn(folder, chosen, templates[chosen], group, records)
            families.update((relative, family) for relative in group)
        if split:
            continue
        if _work_items(members, records):
            continue
        # A template kept in another folder (`cfps/CFP-003-template.md` for `cilium/CFP-*.md`) governs the
        # folder whose documents are written to it: told by their sections, never by the paths alone.
        # (... or one its own folder's records keep, where this folder is named as that one is: opendata's
        # `rfcs/0000-template.md`, which its `log/rfcs/`, `timeseries/rfcs/` ... are written to as well)
        namesakes = [t for t in used if posixpath.basename(folders[t]) == posixpath.basename(folder) != ""
                     and folders[t] != folder]
        remote = _template_by_sections(members, idle + namesakes, records) if len(members) >= TEMPLATE_MIN \
            else None
        # (... or one kept as a record is, in a folder numbered in the number's place among the folder's records:
        # rbg's `keps/NNNN-kep-template/README.md` beside `keps/29-auto-create-scaling-adapter/README.md`, whose
        # records keep half its sections, Kubernetes' long template cut down)
        alongside = [t for t in idle if posixpath.dirname(folders[t]) == folder
                     and _NUMBER_PLACEHOLDER.match(posixpath.basename(folders[t])) is not None]
        if remote is None and len(alongside) == 1 and len(members) >= TEMPLATE_MIN \
                and not _unheeded(alongside[0], members, records, shared):
            remote = alongside[0]
        if remote is not None:
            family = _learn(folder, remote, templates[remote], members, records)
            by_remote_template.setdefault(remote, []).append(members)
        elif len(members) >= FOLDER_MIN:
            family = _learn(folder, None, None, members, records)
        elif _statused(members, records):
            # (its statuses, and no more: a few records say little of the sections and numbers they all keep;
            # chimera's research notes number two of each topic alike, on purpose)
            family = _learn(folder, None, None, members, records)._replace(required=(), clashes=(),
                                                                           required_parts=(), folder_keeps=())
        else:
            continue
        if not primary:
            family = family._replace(clashes=())  # (a record's number is its folder's, said once: by its main file)
        families.update((relative, family) for relative in members)
    # A template kept elsewhere that governs several folders (Cilium's `cfps/CFP-003-template.md` for `cilium/` and
    # `hubble/`) asks of each what the records of all of them keep: a folder of four, three of which keep a section
    # half the others do without, has no convention of its own.
    for remote, governed in by_remote_template.items():
        if len(governed) > 1:
            whole = _learn(posixpath.dirname(remote), remote, templates[remote],
                           sorted(r for folder_members in governed for r in folder_members), records)
            for folder_members in governed:
                family = families[folder_members[0]]
                family = family._replace(required=tuple(r for r in family.required if r in whole.required))
                families.update((relative, family) for relative in folder_members)
    written_to: dict[str, str] = {}  # a folder -> the template some of its unnumbered documents are written to

    def by_remote(folder: str, members: list[str]) -> None:
        """Unnumbered documents written to a template kept elsewhere (`assets/design-doc-template.md` for
        `protocol/*.md`): those that have most of its sections, in its words, are its family; the folder's other
        notes are not held to it. (Of templates they are written to alike, the one of a folder above them.)"""
        above_them = frozenset(_ancestors(folder)[1:])
        candidates = sorted(templates, key=lambda t: folders[t] not in above_them)
        remote = _template_by_sections(members, candidates, records) if len(members) >= TEMPLATE_MIN else None
        if remote is None:
            return
        keys = _template_keys(records[remote])
        written = [r for r in members if 2 * sum(any(_same_section(h, k) for h in _keys_of(records[r]))
                                                 for k in keys) >= len(keys)]
        if len(written) >= TEMPLATE_MIN:
            family = _learn(folder, remote, templates[remote], written, records)
            families.update((relative, family) for relative in written)
            written_to[folder] = remote

    # A folder of fewer records than make a model of their own, below a folder with a template, holds strays of that
    # template's family, counted with all the records below it (the next step: OpenShift Virtualization's test plans
    # by SIG, two to five a folder; metal3's 35 baremetal-operator designs keep their own); those it does not take
    # are placed as any other (after it), and a folder named for records is its own family's (the step after that).
    strays = {folder for folder, members in loose.items() if len(members) < FOLDER_MIN and _record_folder(folder)
              is None and any(len(by_home[h]) == 1 for h in _ancestors(folder)[1:] if h in by_home)}
    for folder, members in loose.items():
        if folder not in strays:
            by_remote(folder, members)
    # Unnumbered records in folders below their template's, a folder each or by stage (the OpenJS Foundation's
    # `proposals/TEMPLATE.md` over `proposals/approved/TRAVEL_FUND/README.md`): those written to its sections,
    # most of them in its words, are its family; a README that lists documents or a note of another kind is not.
    below: dict[str, list[str]] = {}
    for relative in [r for members in loose.values() for r in members] + nested:
        above_it = next((h for h in _ancestors(folders[relative])[1:] if h in by_home), None)
        if relative not in families and above_it is not None and len(by_home[above_it]) == 1:
            below.setdefault(above_it, []).append(relative)
    for home, members in below.items():
        template = by_home[home][0]
        keys = _template_keys(records[template])
        fields = frozenset(record_shape(records[template]).get("fields") or ())
        written = [r for r in members if not is_stub(records[r]) and _written_to(records[r], keys, fields)]
        # ... with the records beside the template, where it governs some (GetJobber/atlantis's `ListPage.md`
        # beside `OptionList/README.md`)
        # (A family of numbered records keeps its few strays out, a third of its numbered ones or fewer: QRL's
        # `qips/reference.md`, a copy of its template; submariner's ten proposals by component beside its ten named
        # for their issues are no strays)
        # (... and a folder's below it, written to it, which its strays in folders of one or two are counted with)
        beside_it = sorted(set(by_template.get(template, ())) | {
            r for r, family in families.items() if family.template == template and home in _ancestors(family.folder)})
        # (... and one most of whose records are unnumbered takes its few numbered ones in: karmada's proposals, two of
        # some forty in folders named `521-scheduler-estimator/`)
        numbered_beside = sum(_is_numbered(r, shared) for r in beside_it)
        if numbered_beside and numbered_beside >= 3 * (len(written) + len(beside_it) - numbered_beside):
            # ... except drafts named with the number's place held (Zebra's `drafts/xxxx-stolon.md`): records written
            # to the template, waiting for their number
            written = [r for r in written if _awaits_number(r)]
        if written and len(beside_it) + len(written) >= TEMPLATE_MIN:
            grown = sorted(beside_it + written)
            family = _learn(home, template, templates[template], grown, records)
            families.update((relative, family) for relative in grown
                            if relative not in families or families[relative].folder == home)
            written_to[home] = template
    for folder in (folder for folder in loose if folder in strays):
        by_remote(folder, [r for r in loose[folder] if r not in families])
    # Unnumbered records without a template, in a folder named for them (`contributing/ADRs/back-end/*.md`,
    # `docs/decisions/*.md`): its sub-folders (by area, by state) are one family with it.
    by_name: dict[str, list[str]] = {}
    followed: dict[str, set[str]] = {}  # a record folder -> the templates its other documents are written to
    kind_names = shared & _KIND_FILES
    for folder, members in loose.items():
        record_home = _record_folder(folder)
        # (... or one whose sub-folders each keep a record under its kind's name: OpenSpec's `specs/`)
        if record_home is None and kind_names and 2 * sum(posixpath.basename(r).lower() in kind_names
                                                          for r in members) > len(members):
            record_home = folder
        if record_home is not None:
            by_name.setdefault(record_home, []).extend(
                r for r in members if r not in families and _stem(r) != posixpath.basename(record_home).lower())
            followed.setdefault(record_home, set()).update(
                written_to[f] for f in (folder, record_home) if f in written_to)
    for record_home, members in by_name.items():
        if len(members) >= FOLDER_MIN:
            # Those of a folder whose newer records follow a template are its older records, held to what the
            # template still asks of them (OpenShift's enhancements: the template dropped Implementation History,
            # which the records written before keep; its text left in is template text in any of them).
            their = next(iter(followed[record_home])) if len(followed.get(record_home, ())) == 1 else None
            family = _learn(record_home, their, templates[their] if their is not None else None, sorted(members),
                            records, written_before=their is not None)
            families.update((relative, family) for relative in members)
    return _with_stages(families, stages, records)


def stages_of(keys: Iterable[str], folders: Mapping[str, str] | None = None,
              shared: frozenset[str] = frozenset()) -> dict[str, tuple[str, str | None]]:
    """The stage folders (`repo/stages.py`) of these documents, by the folder each one's family is told by."""
    keys = list(keys)
    told = folders if folders is not None else {relative: family_folder(relative, shared) for relative in keys}
    return stage_folders(told.values(), {told[r] for r in keys if _is_numbered(r, shared)})


def stage_statuses_of(keys: Iterable[str]) -> dict[str, str]:
    """Folder -> the status its name gives the records in it that state none, for the stage folders of these
    documents (`stages_of`)."""
    return {folder: stage for folder, (stage, _phase) in stages_of(keys).items()}


def _with_stages(families: dict[str, Family], stages: Mapping[str, tuple[str, str | None]],
                 records: Mapping[str, Mapping[str, Any]]) -> dict[str, Family]:
    """The families whose records sit in stage folders (`repo/stages.py`), each with those folders' stages."""
    if not stages:
        return families
    staged: dict[int, Family] = {}
    for family in {id(f): f for f in families.values()}.values():
        held = sorted({f for d in family.documents for f in _ancestors(posixpath.dirname(d))} & set(stages))
        if held:
            staged[id(family)] = _in_stages(family, tuple((f, stages[f][0], stages[f][1] or "") for f in held),
                                            records)
    return {relative: staged.get(id(family), family) for relative, family in families.items()}


def _in_stages(family: Family, stages: tuple[tuple[str, str, str], ...],
               records: Mapping[str, Mapping[str, Any]]) -> Family:
    """The family with its stage folders: a section left empty is counted as the family's way only in its records
    past the stages that leave it for later (libelektra's drafts leave Decision empty, its decided records write it)."""
    unsettled = tuple(f"{folder}/" for folder, _stage, phase in stages if phase != "in-force")
    settled = [d for d in family.documents if not d.startswith(unsettled) and not is_stub(records[d])]
    return family._replace(stages=stages, left_empty=_left_empty(settled, {d: record_shape(records[d])
                                                                          for d in settled}))


def staged(family: Family, relative: str, record: Mapping[str, Any]) -> Mapping[str, Any]:
    """The record, with its stage folder's stage for the status it does not state."""
    if record.get("status") is None and (stage := family.stage_of(relative)) is not None:
        return {**record, "status": stage}
    return record


def _written_to(record: Mapping[str, Any], keys: list[str], fields: frozenset[str]) -> bool:
    """Whether an unnumbered document below a template's folder is written to it: it has most of the template's
    sections (`keys`), in its words, or declares every field of its header (`fields`; Zebra's drafts: `Feature
    Name`, `Start Date`, `Design PR`, `Zebra Issue`, over the few sections a draft has written yet)."""
    if len(keys) >= 3 and sum(any(_same_section(h, k) for h in _keys_of(record)) for k in keys) >= \
            REMOTE_MATCH * len(keys):
        return True
    return len(fields) >= 2 and fields <= set(record_shape(record).get("fields") or ())


# Folders that hold decision records or proposals by their name, numbered or not.
RECORD_FOLDERS = frozenset({"adr", "adrs", "decisions", "decision-records", "architecture-decisions",
                            "architecture-decision-records", "architectural-decision-records", "decision-log",
                            "adr-log", "rfcs", "proposals", "design-proposals", "enhancements"})


def _record_folder(folder: str) -> str | None:
    """The nearest folder at or above this one named for records (`RECORD_FOLDERS`), if any."""
    parts = folder.split("/") if folder else []
    for end in range(len(parts), 0, -1):
        if parts[end - 1].lower().replace("_", "-") in RECORD_FOLDERS:
            return "/".join(parts[:end])
    return None


# A folder of examples (PermaplanT's `doc/decisions/example_migrations/`, a decision's sample code in Markdown): no
# family's records are kept there.
_EXAMPLES = lazy(r"^(?:examples?|samples?|snippets?)(?:[-_][\w-]{0,60}+)?$", re.IGNORECASE)


def _stem(relative: str) -> str:
    return posixpath.splitext(posixpath.basename(relative))[0].lower()


def _may_hold_template(relative: str, record: Mapping[str, Any]) -> bool:
    """Whether a document's fenced template is its family's: the folder's README or index (or a page named for
    the folder, `ADRs/ADRs.md`), or the family's process document. A record's own examples are not."""
    folder = posixpath.dirname(relative)
    return is_index(relative) or is_process_document(relative, record) or _stem(relative).split(".")[0] in _GUIDES \
        or (
        bool(folder) and _stem(relative) == posixpath.basename(folder).lower()) or (
        record.get("number") in (0, 1) and _RECORDS_TITLE.search(str(record.get("title") or "")[:200]) is not None)


# An unnumbered guide to the folder's records, by its name (Kompox's `design/adr/GUIDE.md`, its `## Template` a fenced
# ```markdown record; `GUIDE.ja.md` its translation).
_GUIDES = frozenset({"guide", "guidelines", "process", "howto", "how-to", "contributing", "authoring", "writing"})


# The first record, about keeping the records themselves (ukazap/d9s's `adr/0: Architecture Decision Records`, whose
# `### Template` is the family's), or about their template (jvhellemondt's `ADR-0000: MADR Template for ADR`): a
# template it writes in a fenced block is its family's.
_RECORDS_TITLE = lazy(r"\b(?:architecture\s+decision\s+records?|record(?:ing)?\s+architecture\s+decisions|"
                      r"templates?)\b", re.IGNORECASE)


class _WithEmbedded(Mapping[str, Mapping[str, Any]]):
    """The records, and the fenced templates under their own keys (`docs/adr/README.md#template`); iterated,
    the records alone."""

    def __init__(self, records: Mapping[str, Mapping[str, Any]], embedded: Mapping[str, Mapping[str, Any]]) -> None:
        self.records, self.embedded = records, embedded

    def __getitem__(self, key: str) -> Mapping[str, Any]:
        found = self.embedded.get(key)
        return found if found is not None else self.records[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.records)

    def __len__(self) -> int:
        return len(self.records)


REMOTE_MIN_SECTIONS = 3  # a template elsewhere needs this many sections to be recognised by them
REMOTE_MATCH = 0.6  # ... and most documents of the folder must have this share of them


_KIND_FIELDS = frozenset({"track", "type", "category", "kind"})
KIND_CHARS = 40  # of a header's kind of record
_TEMPLATE_WORDS = lazy(r"[a-z]{3,30}+")


def by_named_template(members: list[str], templates: list[str],
                      records: Mapping[str, Mapping[str, Any]]) -> dict[str, list[str]] | None:
    """The members by the template each one's header names its kind for (aragon's `Track: Finance` for
    `templates/finance_template.md`, `Track: Meta` for `meta_template.md`), where two templates or more each
    govern TEMPLATE_MIN records so and nine in ten of the records name one; None otherwise."""
    names: dict[str, str] = {}
    for template in templates:
        stem = posixpath.splitext(posixpath.basename(template.split("#", 1)[0]))[0].lower()
        words = [w for w in _TEMPLATE_WORDS.findall(stem) if w not in ("template", "templates")]
        if len(words) == 1 and words[0] not in names:
            names[words[0]] = template
    if len(names) < 2:
        return None
    found: dict[str, list[str]] = {}
    for relative in members:
        words = _TEMPLATE_WORDS.findall(str(record_shape(records[relative]).get("kind") or ""))
        chosen = next((names[w] for w in [*words, *(w[:-1] for w in words if w.endswith("s"))]  # `Proclamations`
                       if w in names), "")
        found.setdefault(chosen, []).append(relative)
    named = {t: group for t, group in found.items() if t and len(group) >= TEMPLATE_MIN}
    if len(named) >= 2 and sum(map(len, named.values())) >= 0.9 * len(members):
        return named
    return _by_file_name(members, names, records)


def _by_file_name(members: list[str], names: Mapping[str, str],
                  records: Mapping[str, Mapping[str, Any]]) -> dict[str, list[str]] | None:
    """The members by the template their file is named for, a folder a record holding one file of each kind (OSAC's
    `OSAC-1034-x/prd.md` and `design.md`, which `prd_template.md` and `design_template.md` say to copy themselves
    to), where two templates or more each govern TEMPLATE_MIN records so; the rest (records of before the split,
    `README.md`) with the one whose sections they are written to, and a file of another kind (`ui-design.md`) with
    none."""
    found: dict[str, list[str]] = {}
    rest: list[str] = []
    for relative in members:
        stem = posixpath.splitext(posixpath.basename(relative))[0].lower()
        (found.setdefault(names[stem], []) if stem in names else rest).append(relative)
    named = {t: group for t, group in found.items() if len(group) >= TEMPLATE_MIN}
    if len(named) < 2:
        return None
    candidates = list(named)
    for relative in rest:
        fits = _template_by_sections([relative], candidates, records, least=1)
        if fits is not None:
            named[fits].append(relative)
    return named


def _template_by_sections(members: list[str], templates: list[str],
                          records: Mapping[str, Mapping[str, Any]], least: int = TEMPLATE_MIN) -> str | None:
    """The template elsewhere in the repository that a folder's documents are written to: the one whose
    sections (in its words or others that do their job) most of them have, if one clearly is (`least`: the
    documents it needs, not stubs; one, to place a single record)."""
    full = [r for r in members if not is_stub(records[r])]
    if len(full) < least:
        return None
    # How many documents have each section: a template whose sections too few have cannot be the one, and is
    # passed over without comparing it with each document (a repository of hundreds of folders and templates).
    held: Counter[str] = Counter()
    for relative in full:
        held.update(_keys_of(records[relative]))
    best: tuple[int, str] | None = None
    for template in templates:
        keys = _template_keys(records[template])
        if len(keys) < REMOTE_MIN_SECTIONS or sum(held[k] for k in keys) < 0.5 * REMOTE_MATCH * len(keys) * len(full):
            continue
        # Of the templates most documents are written to, the one that accounts for most of their sections: MakerDAO's
        # MIPs keep all seven of its General MIP Template's, and so three of four of a subproposal template's.
        if _fit(members, template, records) < 0.5:
            continue
        kept = _sections_kept(full, keys, records)
        if best is None or kept > best[0]:
            best = (kept, template)
    return None if best is None else best[1]


def _sections_kept(full: list[str], keys: list[str], records: Mapping[str, Mapping[str, Any]]) -> int:
    """The template's sections the documents written to it keep, counted over all of them."""
    enough = REMOTE_MATCH * len(keys)
    return sum(n for r in full if (n := len(_keys_of(records[r]).intersection(keys))) >= enough)


def _keys_of(record: Mapping[str, Any]) -> frozenset[str]:
    return frozenset(section_key(t) for t, _l in record_shape(record).get("sections") or ())


def _nested_keys(record: Mapping[str, Any]) -> frozenset[str]:
    """The keys of a record's top sections that sit under a larger one (`shape_of`'s "nested")."""
    shape = record_shape(record)
    sections = shape.get("sections") or ()
    return frozenset(section_key(sections[i][0]) for i in shape.get("nested") or () if i < len(sections))


def _template_keys(record: Mapping[str, Any]) -> list[str]:
    return [k for k in dict.fromkeys(section_key(t) for t, _l in record_shape(record).get("sections") or ()) if k]


def _best_template(members: list[str], templates: list[str], records: Mapping[str, Mapping[str, Any]]) -> str:
    return max(templates, key=lambda t: (_distinct(members, t, templates, records), _fit(members, t, records),
                                         _same_prefix(members, t)))


def _distinct(members: list[str], template: str, templates: list[str],
              records: Mapping[str, Mapping[str, Any]]) -> float:
    """How many of the sections only this template has (of those it shares a place with) the documents keep,
    per document. Swift's language and package-manager templates share their first four sections; hundreds of
    proposals keep the language template's Source compatibility, a few dozen the other's Security."""
    others = {k for t in templates if t != template for k in _template_keys(records[t])}
    own = frozenset(_template_keys(records[template])) - others
    full = [r for r in members if not is_stub(records[r])]
    return sum(len(own & _keys_of(records[r])) for r in full) / len(full) if full and own else 0.0


def _same_prefix(members: list[str], template: str) -> float:
    """The share of the documents whose name starts with the template's first word (`cap-0001.md` and
    `cap-template.md`)."""
    word = _FIRST_WORD.match(posixpath.basename(template).lower())
    if word is None or not members:
        return 0.0
    return sum(posixpath.basename(r).lower().startswith(word.group(0)) for r in members) / len(members)


_FIRST_WORD = lazy(r"[a-z]{2,12}+")


def _fit(members: list[str], template: str, records: Mapping[str, Mapping[str, Any]]) -> float:
    """The share of the documents written to a template: those that have `REMOTE_MATCH` of its sections, in its
    words (told apart from any family that only writes about the same things: a Nygard record's Context is not a
    MADR template's "Context and Problem Statement")."""
    full = [r for r in members if not is_stub(records[r])]
    keys = _template_keys(records[template])
    if not full or len(keys) < REMOTE_MIN_SECTIONS:
        return 0.0
    enough = REMOTE_MATCH * len(keys)
    return sum(len(_keys_of(records[r]).intersection(keys)) >= enough for r in full) / len(full)


def relearn(family: Family, records: Mapping[str, Mapping[str, Any]]) -> Family:
    """A family learned again from its members' records, as it was made: the same template and members (what
    makes a family is its records' places, names and templates, none of which a shape holds)."""
    if family.template is not None and family.template.endswith(EMBEDDED):
        holder = records.get(family.template[:-len(EMBEDDED)])
        embedded = holder.get("embedded") if holder is not None else None
        if isinstance(embedded, dict):
            records = _WithEmbedded(records, {family.template: embedded})
    template = records.get(family.template) if family.template is not None else None
    learned = _learn(family.folder, family.template, template, list(family.documents), records)
    return _in_stages(learned, family.stages, records) if family.stages else learned


def _one_series(home: str, parts: list[tuple[str, list[str]]],
                shared: frozenset[str] = frozenset()) -> list[tuple[str, list[str]]]:
    """The folders written to one template, with those numbered as one series joined in one family: topic
    folders whose records share a numbering (`development/020-x.md`, `operations/017-y.md`, no number taken
    twice) are one family, whose sections are counted over all of them. Folders numbered each from 1 stay apart."""
    numbered = [(h, g) for h, g in parts if g and sum(_is_numbered(r, shared) for r in g) >= 0.8 * len(g)]
    if len(numbered) < 2:
        return parts
    numbers = [int(m.group(0)) for _h, g in numbered for r in g if (m := _FIRST_DIGITS.search(_record_name(r)))]
    if len(set(numbers)) < 0.95 * len(numbers):
        return parts  # each folder its own series
    joined = [r for _h, g in numbered for r in g]
    # The family takes the template's folder: unnumbered files kept there (a README, a glossary) are not records.
    return [p for p in parts if p not in numbered and p[0] != home] + [(home, joined)]


_FIRST_DIGITS = lazy(r"\d{1,8}")


def _record_name(relative: str) -> str:
    folder, name = posixpath.split(relative)
    return posixpath.basename(folder) if name.lower() in ("readme.md", "index.md") else name


def _one_layout(members: list[str]) -> list[str]:
    """The members laid out as most of the family is: where most records are `NNNN-name/README.md` (or
    `NNNN-name/NNNN-name.md`), a file beside one (`CIP-0139/cip-0144.md`, an annex; `0006-x/0006-x.zh.md`, a
    translation) is part of its record, not a record of the family."""
    in_folders = [r for r in members if _is_record_file(r) and "/" in r]
    if len(in_folders) >= 0.8 * len(members):
        return in_folders
    return members


def _ancestors(folder: str) -> list[str]:
    """The folder and every folder above it, up to the root's "" (or "/" for a path outside the root)."""
    found = [folder]
    while folder and (above := posixpath.dirname(folder)) != folder:
        folder = above
        found.append(folder)
    return found


def _folder_pages(folder: str, records: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The folder's own page (its README or index), which may say what its records require."""
    return [page for name in ("README.md", "readme.md", "index.md")
            if (page := posixpath.join(folder, name) if folder not in ("", ".") else name) in records]


def _records_of(template: str, members: list[str], records: Mapping[str, Mapping[str, Any]],
                shared: frozenset[str]) -> list[str]:
    """The members that are records of a family most of whose records are numbered: the numbered ones, and an
    unnumbered one only where it keeps most of the template's sections. A guideline beside the template
    (MobileCoin's `consensus.md` and `fog.md`, a scope assessment among ADRs) is no record of it, and counting it
    would put a section its records all keep under the share that makes it required."""
    numbered = {r for r in members if _is_numbered(r, shared)}
    if len(numbered) == len(members) or len(numbered) < 0.8 * len(members):
        return members
    keys = frozenset(_template_keys(records[template]))
    return [r for r in members if r in numbered or (
        bool(keys) and len(_keys_of(records[r]) & keys) >= REMOTE_MATCH * len(keys))]


def _written_in_folders(template: str, members: list[str], records: Mapping[str, Mapping[str, Any]],
                        folders: Mapping[str, str]) -> list[str]:
    """The members kept in folders where some record is written to the template: a folder below it none of whose
    documents keeps two of its sections holds another kind of document (cellxgene's `postmortems/2021-05-20.md`
    beside `design-documents/NNNN-x/text.md`, under `templates/rfc_template.md`'s home), no record of it."""
    by_folder: dict[str, list[str]] = {}
    for relative in members:
        by_folder.setdefault(folders[relative], []).append(relative)
    if len(by_folder) < 2:
        return members
    keys = frozenset(_template_keys(records[template]))
    if len(keys) < REMOTE_MIN_SECTIONS:
        return members
    written = {folder for folder, group in by_folder.items() if folder == folders[template] or any(
        sum(any(_same_section(h, key) for h in _keys_of(records[r])) for key in keys) >= 2 for r in group)}
    return [r for r in members if folders[r] in written] or members


_LEAD = lazy(r"^\W*+")


def _says_none(heading: str, key: str) -> bool:
    """Whether a heading is the section's, saying in its words that it has nothing in it: "⏰ No Time-Sensitive
    Items" for "⏰ Time-Sensitive Items" (vespera-atelier's handovers)."""
    return _LEAD.sub("", heading) == "no " + _LEAD.sub("", key)


# A template's name: `template`, `tmpl`, record zero (`0000-x.md`, `adr-000.md`) or a number's place (`NNNN-x.md`)
_NAMED_TEMPLATE = lazy(r"te?mpl|(?:^|/)(?:[A-Za-z]{1,12}+[-_ ]?)?0++(?:[-_ /.]|$)|(?:^|/)(?:n{3,}|x{3,})[-_ ]",
                       re.IGNORECASE)


def _unheeded(template: str, members: list[str], records: Mapping[str, Mapping[str, Any]],
              shared: frozenset[str], home: str | None = None) -> bool:
    """Whether a template is none of the documents around it, which keep one of its sections at most: one told
    only by its contents (a scaffold's `{PROJECT_NAME}`, no name of a template), or one named so beside pages that
    are no series' records (its own folder's). vespera-atelier's `executive-dysfunction-philosophy.md`, "# Executive
    Dysfunction Philosophy - {PROJECT_NAME}", is a philosophy page a script fills per project, beside the numbered
    phases of a plan that write their own outlines; aegis's `docs/DPA_TEMPLATE.md` is the data processing agreement its
    customers sign, beside its guides. A series' template its records drifted from still says what it offers (`home`:
    the folder it governs, where that is another's, as NATS's `adr-template.md` beside `adr/`)."""
    home = home if home is not None else family_folder(template, shared)
    embedded = template.endswith(EMBEDDED)
    if (_NAMED_TEMPLATE.search(template) is not None and 2 * sum(
            _is_numbered(r, shared) and family_folder(r, shared) == home for r in members) >= len(members)):
        return False  # (a series' template: the records numbered beside it, not those of a folder below)
    keys = frozenset(_template_keys(records[template]))
    full = [r for r in members if not is_stub(records[r])]
    if len(keys) < REMOTE_MIN_SECTIONS or not full:
        return False
    # (one of its sections kept by half of them, in their words, is a coincidence: vespera's phases have an
    # "Orchestrator Integration" of their own; two are a template they drifted from, xuanwu's domain pages)
    held = [_keys_of(records[r]) for r in full]
    kept = sum(2 * sum(any(_same_section(h, key) for h in heads) for heads in held) >= len(full) for key in keys)
    # (a template in a fenced block is one a README shows on purpose: the records' own unless they keep none of it,
    # remultiform's README showing the CHANGELOG's headings, `## [x.y.z] - DD-MM-YYYY`, above its ADRs)
    return kept == 0 if embedded else kept <= 1


def _statused(members: list[str], records: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether a folder of fewer numbered documents than make a model alone are records all the same: STATUSED_MIN
    or more, nine in ten of them writing a status (Chroma's eight CIPs, each `Current Status: Under Discussion`):
    a guide's numbered chapters write none. Only records no built-in definition judges (the fallback's): a few ADRs
    are held to the ADR's."""
    return len(members) >= STATUSED_MIN and sum(bool(records[r].get("status")) for r in members) >= \
        STATUSED_SHARE * len(members) and all(records[r].get("type") == "project-doc" for r in members)


def _work_items(members: list[str], records: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether a folder's numbered documents are a task board's items (OTGW-firmware's `backlog/tasks/task-197 -
    SAT-Fix-....md`, `status: Done`, a tool's Description and Acceptance Criteria kept where the task needs them):
    one at least waits in a column no record's lifecycle has (To Do, Backlog, Doing) and none has a status beyond the
    board's (Accepted, Superseded, Rejected are a record's)."""
    statuses = {records[r].get("status") for r in members}
    return not statuses.isdisjoint(_BOARD_ONLY) and statuses <= _BOARD_TOO


def _template_for(relative: str, folder: str, by_home: Mapping[str, list[str]],
                  shared: frozenset[str] = frozenset()) -> str | None:
    """The nearest template governing a document: one beside it, else one in a folder above it when the
    document is numbered as the template's family is (an unnumbered README is not one of its documents)."""
    for home in _ancestors(folder):
        if home in by_home and (home == folder or _is_numbered(relative, shared)):
            return by_home[home][0]
    return None


_CHECKBOX = lazy(r"[-*+]\s{0,4}\[[ xX]?\]")  # a task list's item, `- [ ] (R) Design details are documented`


def _few(keeping: int, members: int) -> bool:
    """Whether a template's line is kept by few enough of a family's documents to be template text where kept:
    one document is always few (a family of three, one of which left the template's Accessibility text)."""
    return keeping <= max(1, BOILERPLATE * members)


def _learn(folder: str, template: str | None, template_record: Mapping[str, Any] | None, members: list[str],
           records: Mapping[str, Mapping[str, Any]], *, written_before: bool = False) -> Family:
    """A family's model (`written_before`: its records were written before the template, which their folder's newer
    records follow: its sections they keep nine in ten are required, what it marks optional is, and its marks say
    nothing of the rest for them)."""
    shapes = {relative: record_shape(records[relative]) for relative in members}
    # What a section's keeping is counted against: not a stub, nor the process document (its own outline).
    full = [relative for relative in members if not is_stub(records[relative])
            and not is_process_document(relative, records[relative])]
    orders = {relative: _order(relative, records[relative]) for relative in full}  # once, for every section
    # (unnumbered records, most of them dated, are in the order of their days: OpenShift's enhancements took up
    # Support Procedures in 2021, and its 2019 records go without)
    dated = 2 * sum(n is not None for n in orders.values()) < len(orders) and 2 * sum(
        _day(records[r]) is not None for r in full) > len(full)
    if dated:
        orders = {relative: _day(records[relative]) for relative in full}
    sections: list[tuple[str, str, int]] = []
    required: list[str] = []
    parts_from: list[tuple[str, str]] = []
    folder_ways: list[tuple[str, str]] = []
    unheaded: list[str] = []
    folder_keeps: list[tuple[str, str, str, int, int]] = []
    choices: tuple[str, ...] = ()
    template_text: dict[int, tuple[str, int]] = {}
    draft_text: list[int] = []
    template_items: list[int] = []
    template_prefixes: list[tuple[int, int]] = []
    writes_supersedes: bool | None = None
    metadata_section: str | None = None
    kept_sections: tuple[tuple[str, int], ...] = ()
    parts: tuple[tuple[str, tuple[str, ...]], ...] = ()
    adopted: tuple[tuple[str, int], ...] = ()
    kept_since: tuple[tuple[str, int], ...] = ()
    stand_ins: tuple[tuple[str, str], ...] = ()
    waiting_sections: tuple[tuple[str, str], ...] = ()
    on_condition: list[str] = []
    if template_record is not None:
        shape = record_shape(template_record)
        own = frozenset(section_key(title) for title, _line in shape.get("sections") or ())
        titles = [str(title) for title, _line in shape.get("sections") or ()]
        # (a part the template marks optional is no part a record must write: harvester's Motivation is its Goals
        # and `### Non-goals [optional]`, and a record with `### Goals` alone writes it)
        parts = tuple((section_key(titles[i]), kept_parts) for i, subs in shape.get("parts") or ()
                      if subs and i < len(titles) and (kept_parts := tuple(dict.fromkeys(
                          section_key(str(t)) for t in subs if _OPTIONAL.search(str(t)) is None))))
        keysets = {r: _keys_of(records[r]) for r in full}
        nested = {r: _nested_keys(records[r]) for r in full}
        kept_at: dict[int, int] = {}  # a template section's index -> how many records keep it
        kept_by: dict[str, list[str]] = {}  # a template section's key -> the records that keep it
        headsets = {r: {section_key(t) for t in _headings(records[r])} for r in full} if parts else {}
        status_line = template_record.get("status_line")
        if isinstance(status_line, int):
            holding = [title for title, line in shape.get("sections") or () if line < status_line]
            metadata_section = section_key(holding[-1]) if holding else None
        # A template that marks what is optional (`## Links (optional)`, `* Status: [...] <!-- optional -->`)
        # says the rest is not: a section it leaves unmarked is required once half the documents keep it. A
        # field's own words ("Optional field, only needed for ...") say that of the field alone.
        marks = any(_OPTIONAL.search(t) or _STARRED.search(t) for t in titles) or any(
            _OPTIONAL_MARK.search(str(t)) for t in (shape.get("field_text") or {}).values())
        # ... or says it under each heading: "This section is mandatory." / "This section is optional."
        texts = shape.get("head_text") or {}
        said: dict[int, str] = {}
        for fingerprint, _line, index in shape.get("heads") or ():
            said[index] = f"{said.get(index, '')} {texts.get(str(fingerprint), '')}"
        # ... or in the HTML comment that is all the template writes under it (ESLint's "<!-- This section is
        # optional but suggested. -->")
        comments = shape.get("unseen_text") or {}
        for fingerprint, _line, index in shape.get("unseen") or ():
            said[index] = f"{said.get(index, '')} {comments.get(str(fingerprint), '')}"
        # ... or in a comment above the heading (MADR 4)
        optional_said = {i for i, text in said.items() if _SAID_OPTIONAL.search(text)} | set(
            shape.get("optional_above") or ())
        marks = (marks or bool(optional_said)) and not written_before
        optional_said |= {i for i, text in said.items() if _SAID_DROPPABLE.search(text) or _SAID_FOR_SOME.search(text)}
        # ... and a section it says is required (`**\[Required\]**`, "This section is required.") is, once six in ten
        # keep it; a template that marks only some sections required says nothing of the rest (ToolHive's says it of
        # its Security Considerations alone: its Compatibility, kept by 29 of 48, is no more required for that)
        # (Not one required on a condition: QGIS's "(required if known at design time)", "(required for QGIS grant
        # submissions)", "(required if applicable)": the records it does not apply to go without it.)
        mandated = {i for i, text in said.items()
                    if _SAID_MANDATORY.search(text) or (_LEADS_REQUIRED.match(text.strip())
                                                        and not _REQUIRED_ON_CONDITION.match(text.strip()))}
        # ... or opens it with a mark, `**\[Optional - if not applicable omit\]**` (Dynamo's DEPs, beside their
        # `**\[Required\]**`), "Optional section." (Open Data Hub's ADRs): that section is optional. (A template that
        # marks only its optional ones so says nothing of the rest: what nine in ten keep is required, as before.)
        optional_said |= {i for i, text in said.items() if _LEADS_OPTIONAL.match(text.strip())}
        # ... or opens it with its condition: a record it does not apply to goes without it; one that keeps its heading
        # with nothing under it has left it unanswered (`Family.on_condition`)
        conditional = {i for i, text in said.items() if _LEADS_CONDITION.match(text.strip())}
        insisted = set(shape.get("insisted") or ())
        # The family's process document may say a part is optional, whatever share of the records keep it.
        optional = {section_key(name) for r in members if is_process_document(r, records[r])
                    for name in shapes[r].get("optional_named") or ()}
        # ... or name the only parts it requires ("The only required parts are ... "Abstract" and "Motivation"").
        # (... or the folder's own README: "Only **Motivation** and **Design** are required")
        only = {section_key(name) for said in [shape.get("required_said") or [], *(
            shapes[r].get("required_said") or [] for r in members if is_process_document(r, records[r])), *(
            record_shape(records[page]).get("required_said") or [] for page in _folder_pages(folder, records))]
            for name in said}
        if not any(_same_section(section_key(t), k) for t in titles for k in only):
            only = set()  # names none of the template's sections: not a statement about them
        # A "suggested template" that nowhere says a section is optional or required offers its sections: one is
        # required only where all its records but one in twenty keep it, or all but one of ten or more (CAIPs'
        # and AEXs' Motivation).
        advisory = bool(shape.get("advisory"))
        # (... and one that says its sections may be adapted to the record is, whatever it marks: the MCP's SEP
        # template, "You may adapt sections based on the specific needs of your proposal", marks one "Optional", and
        # its Security Implications, kept by three in four, is no more required for that)
        suggested = bool(shape.get("adaptable")) or (bool(shape.get("suggested")) and not marks and not optional
                                                      and not only and not any(
                                                          _OPTIONAL.search(str(text)) for text in texts.values()))
        headerless = _headerless(full, template_record, shapes)
        for index, (title, _line) in enumerate(shape.get("sections") or ()):
            key = section_key(title)
            if not key or any(key == k for k, _t, _n in sections) or _STATUS_HEADING.match(title) is not None:
                continue  # (`## State: ( DRAFTING | ... )` is where the status goes, not a section)
            # Kept in the template's words or in others that do its job ("Abstract" keeps a Summary); the section
            # of the status, by any document that states one (stellar's CAPs keep the preamble, not its heading).
            keepers = [r for r in full if key in keysets[r] or any(_does_job(h, key, own, strict=True)
                                                                   for h in keysets[r] - nested[r])
                       or any(_same_section(h, key, strict=True) or _ideographs_alike(h, key) for h in nested[r])
                       or _stated_in_header(key, records[r], metadata_section)
                       or _has_parts(parts, key, headsets.get(r, ())) or _raised_part(parts, key, keysets[r])]
            kept = len(keepers)
            kept_by[key] = keepers
            sections.append((key, title, kept))
            kept_at[index] = kept
            # The template may say so itself: `## Migration (OPTIONAL)`, `## Liens <!-- optionnel -->`, "This
            # section is optional."; a table of contents is made, not written.
            said_optional = advisory or _OPTIONAL.search(title) is not None or \
                _ON_CONDITION_HEADING.search(title) is not None or \
                index in optional_said or any(
                _same_section(key, name) for name in optional) or _STARRED.search(title) is not None or (
                bool(only) and not any(_same_section(key, name) for name in only))
            most = (kept >= SUGGESTED_KEEP * len(full) or kept == len(full) - 1 >= 10) if suggested else \
                _kept_by_most(kept, len(full), MARKED_KEEP if marks and _CATCH_ALL.match(key) is None else KEEP,
                              TEMPLATE_FEWEST)
            most = most or (index in insisted and kept >= PROCESS_KEEP * len(full)) or (
                (index in mandated or any(_same_section(key, name) for name in only))
                and kept >= MARKED_KEEP * len(full))
            if not (full and most and not said_optional and _CONTENTS.match(key) is None):
                if full and not said_optional and index not in conditional and _CONTENTS.match(key) is None:
                    folder_keeps += _folder_keeps(key, title, keepers, full, orders)
                continue
            if index in conditional:
                on_condition.append(title)
            else:
                required.append(title)
                # ... kept in the words most of its keepers use, where those are longer than the template's: boosters'
                # RFCs keep the template's "Design" as "Design Decisions", and one as "Key Design Decisions"
                forms = Counter(h for r in keepers if key not in keysets[r] for h in keysets[r]
                                if h != key and _same_section(h, key, strict=True))
                stand_ins += tuple((key, form) for form, n in sorted(forms.items()) if n >= STAND_IN_MIN)
                folder_ways += _folder_ways(key, keepers, full)
                unheaded += _unheaded(key, keepers, headerless)
                adopted += _first_kept(key, keepers, orders)
                kept_since += _kept_since(key, keepers, orders)
                if not marks:  # a template that says what is required and optional means each of its sections
                    keeping = set(keepers)
                    stand_ins += _stand_ins(key, _next_to(key, titles), [r for r in full if r not in keeping],
                                            keysets)
        waiting_sections = _waiting_sections(kept_by, full, records)
        choices = status_choices(shape.get("status_text"))
        head_counts: Counter[int] = Counter()
        # (a draft named for the number it waits for, `ADR-XXX_x.md`, may keep the template's text throughout: it
        # says nothing of what the written records keep)
        written = [r for r in members if not _awaits_number(r)] or members
        # ... and, of each line a record keeps, whether the record wrote its own text under it: a prompt every record
        # keeping it answers below (GraphQL standards' `> One paragraph explanation of the change.`, kept by all ten
        # above their own summary) is the template's text where it is all a section says
        answered: Counter[int] = Counter()
        alone: Counter[int] = Counter()
        own_prints = {fingerprint for fingerprint, _line, _index in shape.get("heads") or ()}
        for relative in written:
            head_counts.update({head[0] for head in [*(shapes[relative].get("heads") or ()),
                                                      *(shapes[relative].get("subheads") or ())]})
            record_counts = shapes[relative].get("counts") or ()
            in_section: dict[int, list[int]] = {}
            for fingerprint, _line, index in shapes[relative].get("heads") or ():
                if fingerprint in own_prints:
                    in_section.setdefault(index, []).append(fingerprint)
            for index, prints in in_section.items():
                (answered if index < len(record_counts) and record_counts[index] > len(prints) else alone).update(
                    set(prints))
        texts = shape.get("head_text") or {}
        lines_at = Counter(index for _fingerprint, _line, index in shape.get("heads") or ())  # lines fingerprinted
        acceptable = set(shape.get("acceptable") or ())
        # (and the first line under each of its sub-sections: a prompt a record may keep alone in a sub-section)
        for fingerprint, line, index, *_alone in [*(shape.get("heads") or ()), *(shape.get("subheads") or ())]:
            text = str(texts.get(str(fingerprint), ""))
            if index in acceptable:
                if _DEFERRAL.match(text) is None:
                    continue  # the template says its placeholder may stay: an answer offered
                draft_text.append(fingerprint)  # "Needs discussion.": acceptable in a draft, not after it
            # A list item of the template is one of the options it offers: the one a document keeps is its choice.
            # A question in a list ("- Why should we do this?") is an instruction, not an option.
            # A sentence of eight words or more in a list is one too ("- A short list of things which will be
            # accomplished by implementing this proposal.", Contour's Goals).
            option = (_OPTION.match(text) is not None and not _PLACEHOLDER.search(text)
                      and not _NUMBERED_BLANK.search(text) and not _DOTS_BLANK.search(text)
                      and not _BRACKETED_ITEM.match(text) and not text.rstrip("*_ ").endswith("?")
                      and not _EMPHASISED_ITEM.match(text) and not _instruction(text))
            # A licence statement ("This SIP is made available under the terms of the BSD-2-Clause license",
            # "Copyright and related rights waived via CC0") or RFC 2119's key words are what a record keeps as
            # they are, not text to replace.
            # (... nor the one line of a top section that most of the records writing the section keep: yorkie's
            # "Track execution plans in `docs/tasks/active/` ...", all its template's Tasks, kept by 10 of the 12
            # designs with one; a line above more of the template's text, OpenShift's "**Note:** *Section not required
            # until targeted at a release.*" over its Test Plan's prompts, is counted against the whole family)
            # (a prompt set off as one, quoted or asked: not a sentence the template offers to keep, Polaris's
            # "These tasks support both MPAS-Ocean and Omega.", which a task page may say alone)
            prompt = not _alone and answered[fingerprint] >= PROMPT_ANSWERED and \
                alone[fingerprint] <= max(1, PROMPT_ALONE * answered[fingerprint]) and (
                    text.startswith(">") or text.rstrip(" *_").endswith("?"))
            standing = not _alone and not prompt and lines_at[index] == 1 and \
                head_counts[fingerprint] >= STANDING_MIN and \
                3 * head_counts[fingerprint] >= 2 * kept_at.get(index, len(written))
            if (_few(head_counts[fingerprint], len(written)) or prompt) and not standing and not _LICENCE.search(text):
                if not option:
                    template_text.setdefault(fingerprint, (text, line))
                elif index not in acceptable and _CHECKBOX.match(text) is None:
                    template_items.append(fingerprint)  # (a checklist is a form to tick, kept unticked until
                    # its time: the KEPs' Release Signoff Checklist)
        # A line of its text cut at a sentence's end, as few documents keep it, is its text too.
        template_prefixes = [(lead, line_print) for lead, line_print in shape.get("prefixes") or ()
                             if line_print in template_text and _few(head_counts[lead], len(written))]
        # A section the template fills with an HTML comment alone (guidance a reader never sees): a document's
        # section that is still that comment and nothing else is unwritten.
        unseen_counts = Counter(hidden[0] for relative in members for hidden in shapes[relative].get("unseen") or ())
        unseen_texts = shape.get("unseen_text") or {}
        for fingerprint, line, _index in shape.get("unseen") or ():
            if _few(unseen_counts[fingerprint], len(members)):
                template_text[fingerprint] = (str(unseen_texts.get(str(fingerprint), "")), line)
        writes_supersedes = "supersedes" in (shape.get("relation_words") or ())
        forward = [str(text) for key, text in (shape.get("field_text") or {}).items()
                   if key in ("supersedes", "replaces", "obsoletes")]
        if forward and all(_OPTIONAL.search(text) for text in forward):
            writes_supersedes = False  # the successor may leave it out: BitShares' `Replaces: <BSIP number> (optional)`
    elif len(full) >= FOLDER_MIN:
        keeps: Counter[str] = Counter()
        for relative in full:
            keeps.update({section_key(title) for title, _line in shapes[relative].get("sections") or ()})
        kept_sections = tuple((key, kept) for key, kept in keeps.most_common(MAX_SECTIONS) if kept >= 2)
        # The family's process document may say a part is optional (Akash's AEP 1: "Motivation (*optional*)").
        process_optional = {section_key(name) for r in members if is_process_document(r, records[r])
                            for name in shapes[r].get("optional_named") or ()}
        # ... and list the parts a record has (NIP 1's "Each NIP should have the following parts: ...").
        process_parts = {section_key(part): r for r in members if is_process_document(r, records[r])
                         for name in shapes[r].get("parts_named") or () for part in name.split("/")}
        # ... and the documents' own headings may mark the ones that are (a spec-kit spec's `## Requirements
        # *(mandatory)*`): then the others are not, however many keep them (its Clarifications, which a later step
        # of its process adds where there was something to clarify: django-mvp's specs, 25 of 26)
        mandatory = {section_key(title) for r in full for title, _line in shapes[r].get("sections") or ()
                     if _MANDATORY_MARK.search(str(title))}
        for key, kept in keeps.most_common():
            if kept < PROCESS_KEEP * len(full):
                break
            if mandatory and key not in mandatory:
                continue
            if not _kept_by_most(kept, len(full), FOLDER_KEEP):
                listing = next((r for name, r in process_parts.items() if _same_section(key, name)), None)
                if listing is None:
                    continue
                parts_from.append((key, listing))
            if any(_same_section(key, name) for name in process_optional):
                continue
            title = next(t for r in full for t, _l in shapes[r].get("sections") or () if section_key(t) == key)
            sections.append((key, title, kept))
            required.append(title)
            keepers = [r for r in full if key in {section_key(t) for t, _l in shapes[r].get("sections") or ()}]
            folder_ways += _folder_ways(key, keepers, full)
            adopted += _first_kept(key, keepers, orders)
            kept_since += _kept_since(key, keepers, orders)
    # No choices in a template: those its process document's header specification offers, if it does.
    choices_from = None if choices else next((r for r in members if is_process_document(r, records[r])
                                              and shapes[r].get("status_offer")), None)
    if choices_from is not None:
        choices = status_choices(str(shapes[choices_from]["status_offer"]))
    # (a Status section written as a sentence, "The work is currently in progress and ...", names no status of the
    # family's: Cordova's proposals)
    stating = [r for r in members if records[r].get("status") and not records[r].get("status_prose")]
    seen = Counter(str(records[r].get("status")) for r in stating)
    # The words the records write each status in: those two or more share (a slip of one, `Compelted` among
    # Cordova's `Completed`, is unknown), and any of a status off a record's course (`_written_otherwise`).
    words = Counter((str(records[r].get("status")), str(shapes[r].get("status_word") or records[r].get("status")))
                    for r in stating)
    words = Counter({(status, word): n for (status, word), n in words.items() if n >= 2 or status in _OFF_COURSE})
    # "Stable in 1.6", "Experimental in 2.4.0": a word the family writes with a version is its status word.
    heads = Counter(s.split("-", 1)[0] for s in seen.elements() if _VERSIONED.search(s))  # not "peer" of Peer Review
    # ... and a word one record writes bare and another with a qualifier ("MVP", "MVP-implementation": Athens')
    qualified = Counter(s.split("-", 1)[0] for s in seen.elements() if "-" in s)
    statuses = tuple(dict.fromkeys([*choices, *(s for s, n in seen.most_common() if n + qualified[s] >= 2),
                                    *(h for h, n in heads.most_common() if n >= 2 and h not in seen)]))
    statuses += tuple(s for s in _process_statuses(members, records, shapes, statuses) if s not in statuses)
    statuses += tuple(s for s in _guide_statuses(folder, records, seen) if s not in statuses)
    offered = set(choices)
    # `[accepted | superseded | deprecated | ...]`: a list that says it is open lists examples, not all statuses
    status_text = str(shapes[choices_from]["status_offer"] if choices_from is not None else (
        record_shape(template_record).get("status_text") if template_record is not None else "") or "")
    closed = "..." not in status_text and "…" not in status_text and not any_status(status_text)
    listed = closed and len(offered) >= LISTED_MIN and sum(seen.values()) >= TEMPLATE_MIN and _kept_by_most(sum(
        n for s, n in seen.items() if s in offered or s.split("-", 1)[0] in offered), sum(seen.values()), LISTED_KEPT)
    if writes_supersedes is None:
        # No template: the documents say. Old records that name their successor, and never a successor that
        # names what it supersedes, are a family that writes supersessions on the old side only.
        kinds = Counter(kind for r in members for kind, *_rest in records[r].get("relations") or ())
        if kinds["superseded-by"] + kinds["replaced-by"] >= 2 and kinds["supersedes"] + kinds["replaces"] == 0:
            writes_supersedes = False
    shared = _shared_record_names(members)
    numbered = sum(_is_numbered(r, shared) for r in members) >= 0.8 * len(members) or \
        _header_id(members, records) is not None
    versioned = sum(n for s, n in seen.items() if _VERSIONED.search(s)) >= 2
    # The template's title, or its second title where the title is every document's (`_titles`)
    # (a template that opens on its first section, `# Affected projects` over `# Motivation` and the rest, Open
    # Collective's RFCs, has no title: a section the documents keep, two or more under titles of their own; one
    # opening on it keeps the section)
    title = next((said for said in (_titles(template_record) if template_record is not None else ())
                  if any(c.isalpha() for c in said) and sum(section_key(said) in {
                      section_key(t) for t, _line in shapes[r].get("sections") or ()} for r in members) < 2
                  and ((kept := sum(_normal(said) in map(_normal, _titles(records[r])) for r in members))
                       < TITLE_SHARED or _TITLE_BLANK.search(said) is not None)
                  and _few(kept, len(members))), None)
    # (none: no title, or one the family's documents share, kyverno's `# Meta`: not a placeholder; nor one three or
    # more records keep, titles being each record's own: KAITO's model proposals all keep "Proposal for new model
    # support" from their template, and name the model under it)
    fields = tuple(Counter(k for r in full for k in shapes[r].get("fields") or ()).most_common(40))
    if template_record is not None:
        fields += tuple((key, -1) for key, text in (record_shape(template_record).get("field_text") or {}).items()
                        if _LEFT_EMPTY.search(str(text)) or _FIELD_IN_SOME.search(str(text)))
    return Family(folder, template, tuple(members), len(full), tuple(sections), tuple(required), statuses, choices,
                  template_text, numbered, writes_supersedes, versioned, metadata_section, title, fields,
                  _clashes(members, template, records), _left_empty(full, shapes),
                  _date_order(template_record) if template_record is not None else None, kept_sections,
                  _template_fields(template_record, shapes) if template_record is not None else (), parts, listed,
                  adopted, tuple((str(k), str(v)) for k, v in (record_shape(template_record).get("field_text") or {})
                                 .items())[:MAX_SECTIONS] if template_record is not None else (), stand_ins,
                  _long_prompts(template_record) if template_record is not None else (), tuple(seen.most_common()),
                  _waiting_fields(full, records, shapes) + waiting_sections, tuple(draft_text), any_status(status_text),
                  tuple((status, word, n) for (status, word), n in sorted(words.items())),
                  _title_series(members, records), choices_from, kept_since, tuple(parts_from), tuple(folder_ways),
                  dated, _required_parts(template_record, required, full, records) if template_record is not None
                  else (), tuple(on_condition), folder_keeps=tuple(folder_keeps), template_items=tuple(template_items),
                  template_prefixes=tuple(template_prefixes), unheaded=tuple(unheaded))


def _required_parts(template: Mapping[str, Any], required: list[str], full: list[str],
                    records: Mapping[str, Mapping[str, Any]]) -> tuple[tuple[str, str, int, int], ...]:
    """The sub-sections of the template's required sections that the records writing the section keep, all but one
    in twenty of five or more (a part the template marks optional is none)."""
    shape = record_shape(template)
    titles = [str(title) for title, _line in shape.get("sections") or ()]
    wanted = {section_key(title) for title in required}
    found: list[tuple[str, str, int, int]] = []
    headsets: dict[str, frozenset[str]] = {}
    keysets: dict[str, frozenset[str]] | None = None
    for index, subs in shape.get("parts") or ():
        # (a section's one part is never asked alone: `_missing_parts` wants another of its parts kept beside it)
        parts = [(str(title), part) for title in subs if (part := section_key(str(title)))
                 and _OPTIONAL.search(str(title)) is None]
        if len(parts) < 2 or index >= len(titles) or (key := section_key(titles[index])) not in wanted:
            continue
        if keysets is None:
            keysets = {r: _keys_of(records[r]) for r in full}
        holders = [r for r in full if key in keysets[r]]
        if len(holders) < PART_MIN:
            continue
        allowed = max(1, int((1 - PART_KEEP) * len(holders)))  # records writing the section that may lack the part
        for title, part in parts:
            missed = 0  # a part counted kept by its own words first, by other words only where they are not
            for relative in holders:
                if relative not in headsets:
                    headsets[relative] = frozenset(section_key(h) for h in _headings(records[relative]))
                if part not in headsets[relative] and not any(_same_section(h, part) for h in headsets[relative]):
                    missed += 1
                    if missed > allowed:
                        break  # (kept by too few already: the rest need not be read)
            if missed <= allowed:
                found.append((key, title, len(holders) - missed, len(holders)))
    return tuple(found[:MAX_SECTIONS])


WAITING_MIN = 3  # records of one status keeping a field's placeholder, for the field to wait on a later status


def _waiting_fields(members: list[str], records: Mapping[str, Mapping[str, Any]],
                    shapes: Mapping[str, Mapping[str, Any]]) -> tuple[tuple[str, str], ...]:
    """(field, status) where half or more of the family's records of that status, three at least, keep the
    field's placeholder: a field filled only from a later status on (MakerDAO's `Date Ratified: <yyyy-mm-dd>` on
    its rejected, withdrawn and proposed MIPs). Status "" is none stated."""
    by_status: Counter[str] = Counter(str(records[r].get("status") or "") for r in members)
    kept: Counter[tuple[str, str]] = Counter(
        (str(key), str(records[r].get("status") or "")) for r in members for key in shapes[r].get("placeholders") or ())
    return tuple(sorted(pair for pair, n in kept.items() if n >= WAITING_MIN and 2 * n >= by_status[pair[1]]))


WAITS = "section:"  # a section's key in `Family.waiting_fields`, beside the header fields there


def _waiting_sections(kept_by: Mapping[str, list[str]], full: list[str],
                      records: Mapping[str, Mapping[str, Any]]) -> tuple[tuple[str, str], ...]:
    """("section:<key>", status) where every record of a status still in progress, three at least, goes without a
    template section that three or more records of other statuses keep: a section written from a later status on
    (iroh-http's open ADRs, their Questions and What we know written, no Decisions yet). Kept with the fields that
    wait (`Family.waiting_fields`)."""
    from doccheck.read.status import lifecycle

    status_of = {r: str(records[r].get("status") or "") for r in full}
    by_status = Counter(status_of.values())
    found = []
    for key, keepers in kept_by.items():
        keeping = set(keepers)
        lacking = Counter(status_of[r] for r in full if r not in keeping)
        for status, n in lacking.items():
            if status and n >= WAITING_MIN and n == by_status[status] and lifecycle(status) == "proposed" and \
                    sum(status_of[r] != status for r in keeping) >= WAITING_MIN:
                found.append((f"{WAITS}{key}", status))
    return tuple(sorted(found))


_CONDITIONAL = lazy(r"\b(?:optional|only|when|once|after|until|if)\b", re.IGNORECASE)
# ... or a number not given yet, a pull request's or an issue's (`[zebra#0000](https://.../pull/0000)`): a draft
# has none until it is opened.
_NOT_GIVEN_YET = lazy(r"(?:#|/)0{3,}(?!\d)")
# Sections a record fills at a later stage than a draft's: what was implemented, released, learned.
_LATER_SECTION = lazy(r"\b(?:implementation|history|release|results?|outcomes?|retrospective|lessons|rollout|"
                      r"graduation|adoption|changelog)\b", re.IGNORECASE)
_LOG_SECTION = lazy(r"^\W*+(?:updates|changelog|change log|revision history|history of changes|amendments)\W*+$",
                    re.IGNORECASE)
_BLANK = lazy(r"\{[^{}\n]{1,60}+\}|<[^<>\n]{1,60}+>|\[[^\[\]\n]{1,60}+\](?!\()")  # `{date}`, `<name>`, `[text]`
# A template's line that is a label and the blank to fill after it: EASi's `Chosen Alternative: *[alternative 1]*`
_LABELLED_BLANK = lazy(r"^(?:[-*+][ \t]++)?[^\W\d_][\w ]{0,40}+:[ \t]++[*_`]{0,2}(?:\[[^\[\]()\n]{2,60}+\]|"
                       r"\{[^{}\n]{1,60}+\}|<[^<>\n]{1,60}+>)[*_`]{0,2}\.?[ \t]*+$")
_OVER_TIME = lazy(r"\bover time\b|\bas (?:it|this \w+) (?:changes|evolves)\b", re.IGNORECASE)
_LATER_TEXT = lazy(r"\b(?:once|after) (?:it is |this is |the \w+ is )?(?:accepted|approved|merged|implemented|"
                   r"released|shipped)\b", re.IGNORECASE)


def _titles(record: Mapping[str, Any]) -> list[str]:
    """A document's title, and its second title over every section (`shape_of`), where it has one."""
    subtitle = record_shape(record).get("subtitle")
    return [str(said) for said in (record.get("title"), subtitle[0] if subtitle else None) if isinstance(said, str)]


def _template_fields(template: Mapping[str, Any], shapes: Mapping[str, Mapping[str, Any]]) -> tuple[
        tuple[str, int, str], ...]:
    """The template's header values written as words that few of the documents keep (more keep a boilerplate
    value, which is the family's, not template text), each with its fingerprint."""
    found = []
    for key, text in (record_shape(template).get("field_text") or {}).items():
        text = str(text)
        if key == "title" or not _worded(text) or _LICENCE.search(text):
            continue  # a title the template keeps is `template_title`'s
        mark = _value_print(text)
        kept = sum(1 for shape in shapes.values() if (shape.get("worded") or {}).get(key, [None])[0] == mark)
        if _few(kept, len(shapes)):
            found.append((str(key), mark, text))
    return tuple(found)


# Statements a family's records keep word for word: a licence, and how its key words read (RFC 2119).
_LICENCE = lazy(r"\b(?:licen[cs]e[ds]?|copyright|CC0|CC-BY|public domain|rights? waived|RFC ?2119|RFC ?8174)\b"
                r"|key words \W{0,3}MUST\b", re.IGNORECASE)

# (the month in letters, `DD-MMM-YYYY` as Midnight's MPS template writes it, puts the day first all the same)
_DATE_FORMS = (("mdy", re.compile(r"\bmm(?:m|on)?([/.-])dd\1(?:yyyy|yy)\b", re.IGNORECASE)),
               ("dmy", re.compile(r"\bdd([/.-])mm(?:m|on)?\1(?:yyyy|yy)\b", re.IGNORECASE)))


def _date_order(template: Mapping[str, Any]) -> str | None:
    """The order the template's date fields ask for (`created: <mm/dd/yyyy>`), if one: what its records'
    `05/02/2018` means."""
    for text in (record_shape(template).get("field_text") or {}).values():
        for order, form in _DATE_FORMS:
            if form.search(str(text)):
                return order
    return None


def _left_empty(full: list[str], shapes: Mapping[str, Mapping[str, Any]]) -> tuple[tuple[str, int], ...]:
    """How many documents have each section with no text in it."""
    empty: Counter[str] = Counter()
    for relative in full:
        shape = shapes[relative]
        counts = shape.get("counts") or ()
        empty.update({section_key(title) for index, (title, _line) in enumerate(shape.get("sections") or ())
                      if index < len(counts) and not counts[index]})
    return tuple(sorted(empty.items()))


# `<ARC number>`, `NNNN`, `XXX`, `0000`, `$SNIP_ID` (a variable a tool or an editor fills in)
_FIELD_PLACEHOLDER = lazy(r"^\s*+(?:<[^<>]{0,40}number[^<>]{0,80}>|(?:N{2,6}|X{2,6}|0{2,6}|#{2,6})(?:\W|$)|"
                          r"\$\{?[A-Z][A-Z0-9_]{0,30}(?:ID|NUMBER|NUM|NO)\b)", re.IGNORECASE)


def _id_field(template: Mapping[str, Any], name: str, series: str | None = None) -> str | None:
    """The header field a template fills with the record's number, if it has one: the field named as the series
    its file is named for (`arc: <to be assigned by the ARC editor>` in `arc.template.md`), else one whose
    placeholder asks for a number (`flip: NNN (set to the issue number)`). Never a relation's field (`requires:
    <ARC number>` names another record) or a date's."""
    fields = {str(key): str(text) for key, text in (record_shape(template).get("field_text") or {}).items()
              if str(key) not in _NOT_ID_FIELDS and str(key) not in _RELATION_FIELDS}
    words = set(_NAME_WORDS.findall(posixpath.basename(name).lower())) | ({series} if series else set())
    words |= _ID_NAMES
    named = next((key for key, text in fields.items() if key.lower() in words and (
        text.lstrip().startswith(("<", "{", "[", "(", "$")) or _FIELD_PLACEHOLDER.match(text)
        or _SERIES_PLACEHOLDER.match(text))), None)
    return named or next((key for key, text in fields.items() if _FIELD_PLACEHOLDER.match(text)), None)


_NAME_WORDS = lazy(r"[a-z]{2,12}+")
# `CAIP-X`, `HIP-0000` (the template's own number, zero)
_SERIES_PLACEHOLDER = lazy(r"^\s*+[A-Za-z]{2,12}+[-_ ]?(?:X{1,6}|N{1,6}|\?{1,6}|0{2,6})(?![A-Za-z0-9])")
# Header fields named for a record's number whatever its series (`Number: HIP-0005`).
_ID_NAMES = frozenset({"number", "id", "no", "nr"})
_NOT_ID_FIELDS = frozenset({"date", "created", "updated", "status", "title", "author", "authors", "type", "category"})
_RELATION_FIELDS = frozenset({"requires", "required-by", "supersedes", "superseded-by", "replaces", "replaced-by",
                              "extends", "extended-by", "amends", "amended-by", "obsoletes", "obsoleted-by",
                              "updates", "updated-by", "depends-on", "related", "see-also"})


def _judged_by_type(group: list[str], records: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether DC401 already reports these documents: one type, and each numbered by it or named as a series of
    records (`rfc-0055-x.md`), as `repo/numbering.py` counts them."""
    from doccheck.repo.index import series_number
    from doccheck.repo.numbering import names_its_id

    named = {series_number(r) for r in group}
    if len({records[r].get("type") for r in group}) != 1 or len(named) != 1 or None in named:
        return False  # other types, or one number in their headers and others in their names: DC401 cannot see it
    return all(names_its_id(records[r], series_number(r)) for r in group)


_PART = lazy(r"^[A-Za-z]{0,12}+[-_]?\d{1,8}+[-_.]\d{1,3}+(?:[-_.]|$)")  # `cap-0046-01.md`: part one of CAP 46
# Statuses that say another record took this one's place ("remplacé par ADR-005"): a relation the record states,
# which a template that lists only the statuses of a record's own course need not name.
_RELATION_STATUSES = frozenset({"superseded", "replaced", "deprecated", "obsoleted", "amended", "retired"})
LISTED_MIN = 3  # statuses a template lists for its list to be the family's vocabulary ...
LISTED_KEPT = 0.9  # ... when this share of the documents' statuses keep to it (or all but one of five or more)
CLASH_SHARE = 0.1  # a family whose numbers are shared more often than this does not number its records one each
GROUPED_MIN = 4  # ... nor one that gives a number to this many of its documents: the number groups them
# `QEP-0-Template.md`, Sail's `SEP0-template.md` (the series glued to its number): record 0, the template
_ZERO_TEMPLATE = lazy(r"(?:^|[-_ ]|(?<=[A-Za-z]))0[-_ ]template\b", re.IGNORECASE)
_NUMBER_PLACEHOLDER = lazy(r"(?:^|[-_ ])(?:0{2,6}|n{3,6}|x{3,6})(?:[-_. ]|$)", re.IGNORECASE)


def _awaits_number(relative: str) -> bool:
    """A draft named for the number it waits for: `xxxx-stolon.md`, `ADR-XXX_Agree_CICD.md`, `0000-my-feature.md`."""
    return _NUMBER_PLACEHOLDER.search(posixpath.basename(relative)) is not None


def _states_its_number(members: list[str], records: Mapping[str, Mapping[str, Any]], series: str) -> bool:
    """Whether nine in ten of a family's records state, in a header field named for their series, the number
    their file name has (Ethereum's `eip: 1418` in `eip-1418.md`, a template that leaves the field to the
    editors): the number identifies the record, however sparse the series."""
    from doccheck.repo.index import series_number

    agree = 0
    for relative in members:
        numbered = series_number(relative)
        agree += numbered is not None and record_shape(records[relative]).get("ids", {}).get(series) == numbered.number
    return agree >= 10 and agree >= 0.9 * len(members)


def _header_id(members: list[str], records: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The header field that numbers a family none of whose records is numbered by its name (`rfc: 0009` in
    `content/entry-hash/index.md`)."""
    from doccheck.repo.index import series_number

    if any(series_number(r) is not None for r in members):
        return None
    return _stated_id_field(members, records)


def _series_word(relative: str) -> str | None:
    """The word a record's name begins with (`tip-104.md`: tip), its folder's for a README (`aep-6/README.md`:
    aep)."""
    folder, _, name = relative.rpartition("/")
    if name.lower().rpartition(".")[0] in ("readme", "index") and folder:
        name = folder.rpartition("/")[2]
    match = _NAME_WORDS.match(name.lower())
    return match.group(0) if match else None


def _clashes(members: list[str], template: str | None, records: Mapping[str, Mapping[str, Any]]) -> tuple[
        tuple[int, tuple[str, ...]], ...]:
    """The documents sharing a number, where the family numbers its records one each and no built-in numbered
    type already judges them (DC401). Its numbers are ids when its template's name holds the number's place
    (`0000-template.md`, `nep-0000-template.md`, `NNNN-template.md`), or, without one, when they run densely
    from one (an ADR folder's 1, 2, 3...), not when they are sparse (design notes named after their issue
    numbers, two notes to an issue). A family whose numbers are shared often numbers something else."""
    from doccheck.repo.index import date_stamped, series_number

    by_number: dict[tuple[str, str, int], list[str]] = {}
    # The series its documents are named for (`tip-104.md`: tip), which the numbering field is named for too.
    prefixes = Counter(word for r in members if (word := _series_word(r)))
    series = prefixes.most_common(1)[0][0] if prefixes else None
    field = _id_field(records[template], template, series) if template is not None else None
    # `eip: 1418` in eip-1418.md, `Number: HIP-0005` in HIP-0005.md, nine in ten records: the number is the id
    field = field or next((name for name in ([series] if series else []) + sorted(_ID_NAMES)
                           if _states_its_number(members, records, name)), None) or _header_id(members, records)
    record_names = _shared_record_names(members)
    # (a folder that keeps its record under two shared names, ZPR's `body.md` and `revisions.md`, is one record: its
    # folder's number counted once, by the name most folders hold)
    names_by_folder: dict[str, set[str]] = {}
    for relative in members:
        folder, name = posixpath.split(relative)
        names_by_folder.setdefault(folder, set()).add(name.lower())
    held = Counter(name for names in names_by_folder.values() for name in names if name in record_names)
    primary = max(held, key=lambda name: (held[name], name)) if held else None
    parts = 0
    for relative in members:
        numbered = series_number(relative)
        folder, name = posixpath.split(relative)
        if numbered is None and name.lower() in record_names:
            if name.lower() != primary and primary in names_by_folder.get(folder, set()):
                parts += 1
                continue  # another part of the folder's one record
            # a record kept under the name every record is (`019-trigger-dsl/proposal.md`): its folder's number
            numbered = series_number(posixpath.join(folder, "README.md"))
        shape = record_shape(records[relative])
        if _translation(relative, shape):
            continue  # `zh/ecip-1017.md`, `translator: ...`: the record 1017 in another language, not a second 1017
        stated = shape.get("ids", {}).get(field) if field is not None else None
        if isinstance(stated, int) and stated > 0:
            by_number.setdefault(("", field or "", stated), []).append(relative)  # the header's number is the id
        elif numbered is not None and numbered.number > 0 and _PART.match(posixpath.basename(relative)) is None \
                and not records[relative].get("attachment"):
            # (in a family its header numbers, a record that states none is numbered by its name, as the header
            # would: a GEP copied without its gep.yaml shares the number of the one it copies)
            by_number.setdefault(("", field, numbered.number) if field is not None else numbered, []).append(relative)
    if not by_number or sum(len(group) for group in by_number.values()) + parts < 0.8 * len(members):
        return ()
    if date_stamped({number for _folder, _series, number in by_number}):
        return ()  # year-month stamps, a month's records sharing one
    placeholder = template is not None and (field is not None or _NUMBER_PLACEHOLDER.search(
        posixpath.basename(template)) is not None or _ZERO_TEMPLATE.search(posixpath.basename(template)) is not None)
    # Dense from where the series starts: Urbit's UIPs run from 0100 (beside its process document, 0001),
    # BookKeeper's BPs from 20 (the earlier ones kept elsewhere); an issue tracker's numbers spread over its
    # thousands. The lowest tenth is set aside, as a process document or two numbered apart from the series.
    numbers = sorted(number for _folder, _series, number in by_number)
    dense = numbers[-1] - numbers[len(numbers) // 10] + 1 <= 2 * len(numbers) + 10
    # ... or numbered by category, as its titles say (CipherOcto's "# RFC-0900 (Economics): ...", 0100s numeric,
    # 0900s economics): nine in ten titles give their file's number after one prefix
    if not (placeholder or dense or _title_series(members, records) is not None):
        return ()
    from doccheck.repo.index import titled_part
    from doccheck.repo.numbering import by_letter, merged_run

    merged = merged_run(numbers, {key[2] for key, group in by_number.items() if len(group) == 2})
    # (a part of a record, or a report on it, titled so under its number, shares it with the record: nano-ros's
    # "Phase 244.D1 — ... handoff" beside "Phase 244 — ...")
    parted: list[tuple[tuple[str, str, int], list[str]]] = []
    for key, group in by_number.items():
        part_of = {r: titled_part(records[r], int(key[2])) if len(group) > 1 else "" for r in group}
        parted += [(key, [r for r in group if part_of[r] == part]) for part in sorted(set(part_of.values()))]
    shared = [(key[2], tuple(sorted(group))) for key, same in parted for group in by_letter(same)
              if len(group) > 1
              and key[2] not in merged and not _judged_by_type(group, records) and not _its_folders(group, key[2])
              and not _attachments(group, records)
              and not (len(group) == 2 and (_one_record(group[0], group[1]) or alias(
                  group[0], records[group[0]], group[1]) or alias(group[1], records[group[1]], group[0])))]
    if len(shared) > max(2.0, CLASH_SHARE * len(by_number)):  # (two in a small family are mistakes yet)
        return ()
    if any(len(group) >= GROUPED_MIN for _number, group in shared):
        return ()  # six documents to a number (`T1-success.md`, `T1-rollback.md`, ...): a test's cases, not a slip

    # A number given in two of the family's folders, where its folders seldom share one: one series kept in stage or
    # category folders (CipherOcto's `rfcs/planned/economics/0910-...` beside `rfcs/draft/economics/0910-...`), not
    # one numbered per folder, each folder's run starting at 1 (Open Data Hub's `automl/ODH-ADR-0001`,
    # `autorag/ODH-ADR-0001`).
    across: dict[tuple[str, int], list[str]] = {}
    lowest: dict[str, int] = {}
    for key, group in by_number.items():
        across.setdefault((str(key[1]), int(key[2])), []).extend(group)
        for relative in group:
            folder = posixpath.dirname(relative)
            lowest[folder] = min(lowest.get(folder, int(key[2])), int(key[2]))
    # (two files of one folder are one record kept twice, `CIP-0027/CIP-0027.md` and `CIP-0027/README.md`, or the
    # folder's own clash, told above)
    spread = [(number, tuple(sorted(group))) for (_series, number), group in across.items()
              if len({posixpath.dirname(r) for r in group}) == len(group) > 1 and number not in merged
              and not _judged_by_type(group, records)]
    if spread and len(spread) <= max(2.0, CLASH_SHARE * len(across)) and sum(n <= 1 for n in lowest.values()) < 2:
        told = {number for number, _group in shared}
        shared += [(number, group) for number, group in spread if number not in told and not any(
            _one_record(a, b) for a in group for b in group if a < b) and not _attachments(group, records)]
    return tuple(sorted(shared))


def _one_record(one: str, other: str) -> bool:
    """Whether two files sharing a number are one record: a kept version of it, a companion of it, or it kept twice
    in its own folder."""
    from doccheck.repo.index import SAME_NUMBER_PARTS, another_version, companion

    return another_version(one, other) or companion(one, other, SAME_NUMBER_PARTS) or _one_record_twice(one, other)


def _attachments(group: Sequence[str], records: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether two files sharing a number are a record and the README of the folder it keeps its pictures in."""
    from doccheck.repo.numbering import keeps_attachments

    return len(group) == 2 and any(keeps_attachments(page, record, records[record])
                                   for page, record in (group, group[::-1]))


def _its_folders(group: Sequence[str], number: int) -> bool:
    """Whether files sharing a number are all kept in the one folder named for it, a record's own, all but one of
    them taking the number from the folder: its card, its plan and its checklist (ECommerceApp's
    `docs/adr/0030/README.md` and `migration-plan.md`, both "ADR-0030"). Two files that name the number themselves
    are two (a book's `08-appendices/08-b-x.md` and `08-b-y.md`)."""
    from doccheck.repo.index import series_number

    folders = {posixpath.dirname(relative) for relative in group}
    if len(folders) != 1:
        return False
    folder = next(iter(folders))
    named = series_number(f"{folder}/README.md")
    # (a file's own number is read from its name, in its own folder; the folder's is read from the folder's name)
    own = sum((found := series_number(relative)) is not None and found.folder == folder for relative in group)
    return named is not None and named.number == number and own <= 1


def _one_record_twice(one: str, other: str) -> bool:
    """Whether two files are one record kept twice in its own folder: the folder's README (or index) and a file named
    for the folder (Cardano's `CIP-0027/README.md` and `CIP-0027/CIP-0027.md`)."""
    folder = posixpath.dirname(one)
    if not folder or folder != posixpath.dirname(other):
        return False
    stems = sorted(posixpath.splitext(posixpath.basename(p))[0].lower() for p in (one, other))
    return stems[1] in ("readme", "index") and stems[0] == posixpath.basename(folder).lower()


def _long_prompts(template: Mapping[str, Any]) -> tuple[tuple[int, int], ...]:
    """(the first fingerprinted line, the lines from its heading to the next) of each of the template's sections
    whose text is longer than is fingerprinted (Swift's six-line Motivation prompt)."""
    shape = record_shape(template)
    counts = shape.get("counts") or ()
    spans = _spans(shape)
    firsts: dict[int, int] = {}
    marks = set(shape.get("marks") or ())
    for fingerprint, _line, index in shape.get("heads") or ():
        if fingerprint not in marks:  # (the prompt's first line, under a mark of what the section is)
            firsts.setdefault(index, fingerprint)
    return tuple((fingerprint, spans[index]) for index, fingerprint in firsts.items()
                 if index < len(counts) and counts[index] > HEADS_PER_SECTION and index < len(spans))


def _spans(shape: Mapping[str, Any]) -> list[int]:
    """Lines from each top section's heading to the next one's, and the last one's to the end of the document (a
    template's last prompt, a Consequences of four lines, is as long as any)."""
    lines = [int(line) for _title, line in shape.get("sections") or ()]
    end = shape.get("end")
    return [after - line for line, after in itertools.pairwise([*lines, int(end) + 1] if lines and end else lines)]


def _next_to(key: str, titles: list[str]) -> frozenset[str]:
    """The keys of the template's sections just before and after `key`'s: two a record may write as one."""
    keys = [section_key(t) for t in titles]
    at = keys.index(key) if key in keys else -1
    return frozenset(keys[i] for i in (at - 1, at + 1) if at >= 0 and 0 <= i < len(keys))


def _stand_ins(key: str, neighbours: frozenset[str], lacking: list[str], keysets: Mapping[str, frozenset[str]]) -> \
        tuple[tuple[str, str], ...]:
    """(key, a neighbouring section of the template) for each of the same job (`_SAME_JOB`) that STAND_IN_MIN or
    more of the records lacking `key` have in its place: the family's way of writing both as one (Swift's
    Proposed solution and Detailed design; never Motivation and Rationale, which templates keep apart)."""
    found = []
    for other in sorted(neighbours - {key}):
        if any(key in group and any(_same_section(other, name) for name in group) for group in _SAME_JOB) and sum(
                other in keysets[r] for r in lacking) >= STAND_IN_MIN:
            found.append((key, other))
    return tuple(found)


def _writes_no_header(family: Family, record: Mapping[str, Any]) -> bool:
    """Whether a record writes none of its family's template's header fields (`Family.unheaded`)."""
    header = _header(key for key, _text in family.template_values)
    return bool(header) and header.isdisjoint(record_shape(record).get("fields") or ())


def _under_another_name(key: str, tops: Iterable[str], claimed: Iterable[str]) -> bool:
    """Whether a record writes a template's section under another name for the same job (`_SAME_JOB`), one the
    template has no section of that name for: Altinn Studio's ADR written with Context, Decision and Consequences,
    where the template's `## Result` is "Which alternative was chosen" (its `## Decision drivers` is another
    section, which only starts with its name). Where the template has both names (or one spelled otherwise,
    BitShares' `# Rational`), each is its own section, and one cannot stand for the other."""
    taken = frozenset(claimed)
    # (a heading that is only the start of a name of the group does not do its job: TiSpark's `## API` is no
    # "API changes")
    return any(key in group and top not in taken and any(
        _same_section(top, name, strict=True) and not name.startswith(top + " ") for name in group if name != key)
               for group in _SAME_JOB for top in tops)


def _in_its_place(key: str, written: list[str], order: list[str]) -> bool:
    """Whether a record writes a template's section under a name of its own that keeps one of its words, where the
    template puts it: a heading that is none of the template's sections, after the last of the template's before
    it that the record keeps and before the first after it (empla's `## Implementation Plan` where the template has
    Implementation Notes, its `## Revisit Criteria` for Validation Criteria). A word every kind of section has
    ("Notes", "Details") is not one that says which."""
    if key not in order or (words := set(_NAME_WORD.findall(key)) - _WORDS_OF_ANY) == set():
        return False
    at = order.index(key)
    before = next((k for k in reversed(order[:at]) if k in written), None)
    after = next((k for k in order[at + 1:] if k in written), None)
    start = written.index(before) + 1 if before is not None else 0
    end = written.index(after) if after is not None else len(written)
    return any(heading not in order and not words.isdisjoint(_NAME_WORD.findall(heading))
               for heading in written[start:end])


_NAME_WORD = lazy(r"[a-z]{4,20}+")
_WORDS_OF_ANY = frozenset({"notes", "note", "section", "details", "detail", "other", "additional", "more", "further",
                           "general", "information", "appendix", "optional"})


def _in_phases(key: str, titles: list[str]) -> bool:
    """Whether a design section is written as its phases, each a section of its own (`## Phase 1 — Migrate worker
    bootstrap`, `## Phase 2 — Split the package`: Cozystack's proposals, yorkie's designs)."""
    return key in _DESIGN_KEYS and sum(_PHASE_TITLE.match(title) is not None for title in titles) >= 2


_DESIGN_KEYS = frozenset({"design", "detailed design", "proposal", "proposed design", "implementation", "solution",
                          "technical design", "design details"})
_PHASE_TITLE = lazy(r"^[\W\d.]{0,8}+(?:phase|stage|step|milestone)[ \t]*+\d{1,2}\b", re.IGNORECASE)


def _stated_in_header(key: str, record: Mapping[str, Any], metadata_section: str | None) -> bool:
    """Whether a template's section is kept by a record that states what it holds in its header instead: its
    Status (or the section its status sits in: stellar's CAPs keep the preamble, not its heading) by a record that
    states a status, its Date by one that states a date (Onetime Secret's front matter `decided:`), any by a field
    of its name written as a statement (get-forge's `**Context:** Early-stage decision ...`)."""
    return (key in (metadata_section, "status") and bool(record.get("status"))) or (
        key == "date" and bool(record.get("date"))) or key in (record_shape(record).get("stated") or ())


def _first_kept(key: str, keepers: list[str], orders: Mapping[str, int | None]) -> tuple[tuple[str, int], ...]:
    """(key, the number of the first record keeping the section) when records numbered before it go without it
    (`orders`: each record's place in its family's order, `_order`)."""
    first = min((n for r in keepers if (n := orders[r]) is not None), default=None)
    if first is None or not any(n is not None and n < first for n in orders.values()):
        return ()
    return ((key, first),)


_TITLE_SERIES = lazy(r"^\W{0,3}+([A-Z]{2,6}+)[- ]?#?0*+(\d{1,8}+)\b")
SERIES_SHARE = 0.9  # of a family's numbered records whose titles give their number after one prefix


def _title_series(members: list[str], records: Mapping[str, Mapping[str, Any]]) -> str | None:
    """The prefix a family's titles number its records by (`# HIP 104: ...` in `0104-...md`): the one nine in ten
    of its numbered records (TEMPLATE_MIN or more) write before their own file's number."""
    from doccheck.rules.structure import file_number

    agreeing: Counter[str] = Counter()
    numbered = 0
    for relative in members:
        number = file_number(relative)
        if number is None:
            continue
        numbered += 1
        said = _TITLE_SERIES.match(str(records[relative].get("title") or "")[:80])
        if said is not None and int(said.group(2)) == number:
            agreeing[said.group(1)] += 1
    prefix, count = max(agreeing.items(), key=lambda item: item[1], default=("", 0))
    return prefix if count >= max(TEMPLATE_MIN, SERIES_SHARE * numbered) else None


FOLDER_WAY_MIN = 3  # a family's records in one of its folders for what most of them go without to be its way


HEADER_GENERATION_MIN = 3  # records with and without the template's header fields, for each to be a generation


def _header(fields: Iterable[str]) -> frozenset[str]:
    """The header fields a template writes, two or more (a header of one field says little of a record)."""
    header = frozenset(fields)
    return header if len(header) >= 2 else frozenset()


def _headerless(full: list[str], template_record: Mapping[str, Any] | None,
                shapes: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The records that write none of the template's header fields, where HEADER_GENERATION_MIN or more do beside
    as many that write some: a generation of their own (`_unheaded`)."""
    header = _header(record_shape(template_record).get("fields") or ()) if template_record is not None \
        else frozenset()
    bare = [r for r in full if header.isdisjoint(shapes[r].get("fields") or ())] if header else []
    return bare if len(bare) >= HEADER_GENERATION_MIN and len(full) - len(bare) >= HEADER_GENERATION_MIN else []


def _unheaded(key: str, keepers: list[str], bare: list[str]) -> list[str]:
    """[key] where the records written without the template's header (`_headerless`) mostly go without a section
    the template requires: written before it or to another outline (Kyverno's fifteen "Kyverno Design Proposal - X"
    pages, a third without the Motivation its `# Meta` template's twenty-two keep but one). Nine in ten of them
    keeping it asks it of them too."""
    kept = set(keepers)
    return [key] if bare and sum(r in kept for r in bare) < KEEP * len(bare) else []


def _folder_ways(key: str, keepers: list[str], full: list[str]) -> list[tuple[str, str]]:
    """(folder, key) for each folder of a family's records, FOLDER_WAY_MIN or more, most of which go without a
    section the family requires: a kind of record of its own kept together (openebs' designs of one parameter each,
    `persistent-volume-claim/*.md`, go without the Motivation the other designs keep)."""
    kept = set(keepers)
    size: Counter[str] = Counter(posixpath.dirname(r) for r in full)
    lacking: Counter[str] = Counter(posixpath.dirname(r) for r in full if r not in kept)
    return [(folder, key) for folder, n in lacking.items() if size[folder] >= FOLDER_WAY_MIN and 2 * n > size[folder]]


FOLDER_KEEPS_MIN = 5  # a folder's records, all but one keeping a template section the family does not require


def _folder_keeps(key: str, title: str, keepers: list[str], full: list[str],
                  orders: Mapping[str, int | None]) -> list[tuple[str, str, str, int, int]]:
    """(folder, key, title, kept, records) for each folder of a family's records, FOLDER_KEEPS_MIN or more, all but
    one of which keep a template's section that half or fewer of the family's other records keep, where the folder
    numbers its records over again (its numbers are those of another folder's too): a series of its own, whose way
    the section is (`Family.folder_keeps`)."""
    size: Counter[str] = Counter(posixpath.dirname(r) for r in full)
    if len(size) < 2:
        return []
    kept = set(keepers)
    keeping: Counter[str] = Counter(posixpath.dirname(r) for r in keepers)
    found = []
    for folder, n in size.items():
        if n < FOLDER_KEEPS_MIN or keeping[folder] < n - 1:
            continue
        others = [r for r in full if posixpath.dirname(r) != folder]
        own = {orders.get(r) for r in full if posixpath.dirname(r) == folder} - {None}
        if 2 * sum(r in kept for r in others) <= len(others) and own & {orders.get(r) for r in others}:
            found.append((folder, key, title, keeping[folder], n))
    return found


ERA_MIN = 12  # numbered records a family needs before the first third of them can be told from the rest
ERA_LACKING = 4  # records without a section, all early, for the section to have come after them (three are gaps:
# a process may ask its first records for it too, as the nineteenth set's ADR folders were)
ERA_SHARE = 0.25  # of the records up to the last of them: fewer is a record's gap (BitShares' two early BSIPs
# without the Copyright BSIP 1 asks of each), not a time before the section


def _kept_since(key: str, keepers: list[str], orders: Mapping[str, int | None]) -> tuple[tuple[str, int], ...]:
    """(key, the number after the last record without the section) where ERA_LACKING or more records go without
    it, every one numbered, and either every record up to the last of them lacks it and ERA_LACKING or more after
    it keep it, or they are all in the first third of the family's numbers and a quarter or more of the records
    up to the last of them: the section became the family's way after them (`Family.kept_since`). A record later
    than that which lacks it ends the pattern: all are reported."""
    kept = set(keepers)
    ordered = sorted(n for n in orders.values() if n is not None)
    lacking = [n for r, n in orders.items() if r not in kept]
    if len(lacking) < ERA_LACKING or any(n is None for n in lacking):
        return ()
    last = max(n for n in lacking if n is not None)
    before = sum(n <= last for n in ordered)
    if before == len(lacking) and len(ordered) - before >= ERA_LACKING:
        # Every record up to the last without it lacks it, and as many after it all keep it: the day the family
        # took the section up is plain however small the family (the Good Docs Project's RFC 000 added "Decisions
        # deferred" to the template; RFCs 000-004 go without it, 005-010 all have it).
        return ((key, last + 1),)
    if len(ordered) < ERA_MIN:
        return ()
    return ((key, last + 1),) if last < ordered[len(ordered) // 3] and len(lacking) >= ERA_SHARE * before else ()


_BOOTSTRAP = lazy(r"^\s*+(?:ADR[-\s]?)?(?:\d{1,4}[.:]?\s++)?record architecture decisions\s*+$", re.IGNORECASE)


_LANGUAGES = frozenset({"ar", "bg", "cs", "da", "de", "el", "es", "fa", "fi", "fr", "he", "hi", "hu", "id", "it", "ja",
                        "ko", "nl", "no", "pl", "pt", "pt-br", "ro", "ru", "sv", "th", "tr", "uk", "vi", "zh",
                        "zh-cn", "zh-hans", "zh-hant", "zh-tw", "zh_cn", "zh_tw", "pt_br"})


def _translation(relative: str, shape: Mapping[str, Any]) -> bool:
    """Whether a document is a translation of a record: in a folder named for a language (`zh/`, `pt-br/`), or
    naming its translator in its header, as the ECIPs' template offers (every ECIP has a `lang:`, English too)."""
    folder = relative.rpartition("/")[0].rpartition("/")[2].lower()
    return folder in _LANGUAGES or not {"translator", "translators", "translated-by"}.isdisjoint(
        shape.get("fields") or ())


def _forgotten_here(named: str, family: Family, registry: TypeRegistry) -> bool:
    """Whether a section a built-in definition asks for, which the family's template has, is kept by every other of
    the family's documents, three at least: too few to say it is required, enough to say this one forgot it
    (Plumly's three ADRs written to MADR's template, one without its Decision)."""
    kept = [n for _k, title, n in family.sections if _counts_as(named, title, registry, family)]
    return bool(kept) and max(kept) >= family.full - 1 >= 2


FAMILY_FEWEST = 5  # records, all but one of which keeping a section make it required where no template says more


def _kept_by_most(kept: int, of: int, share: float, fewest: int = FAMILY_FEWEST) -> bool:
    """A section the family requires: kept by `share` of its documents, or by all but one of `fewest` or more (four,
    of a template's sections: of Sail's four SEPs, the one without its template's Goals is the one that forgot it)."""
    return kept >= share * of or (of >= fewest and kept >= of - 1)


TEMPLATE_FEWEST = 4  # records, all but one of which keeping a template's section make it required
SETTLED_FEWEST = 10  # records with no template of their own, all but one of which keeping a section no built-in
# definition asks for make it the family's: nami's 97 MADR records, 96 with MADR's optional Decision Drivers; AI
# Horde's ten, one without the Considered Options the other nine keep (it was twenty: no family of ten to nineteen
# records in the 52 held-out sets of stops 66-72 keeps such a section in all but one, and a deletion in two was missed)


# Statuses of a document still being written: its template's instructions may still stand in it.
# (... and a record still to be written: karpenter-provider-azure's designs `**Status:** TODO`, an Overview that is a
# TODO comment)
_IN_PROGRESS = frozenset({"proposed", "draft", "pending", "in-review", "provisional", "returned", "open", "todo",
                          "to-do"})


class Excuse(NamedTuple):
    """What of a document's record its family's conventions need to judge its findings, found in the repository
    pass (which the cache keeps), so that a warm run reads no record for them."""

    stub: bool = False  # "moved to ...": its content lives elsewhere
    present: tuple[str, ...] = ()  # built-in sections it lacks by name and has in other words or at another level
    known_status: bool = False  # a status its family's template offers or its documents share
    suppress: bool = False  # it has suppression comments, which the findings its family adds go through
    process: bool = False  # the family's process document (`is_process_document`): a layout of its own
    ended: bool = False  # superseded, deprecated, rejected, or naming its successor: a record of the past, which
    # nobody completes now
    older: tuple[str, ...] = ()  # the family's sections first kept by a record numbered after this one
    omits: bool = False  # it says it leaves sections out on purpose (`_OMITS`)
    waiting: tuple[str, ...] = ()  # its header fields still a placeholder that its family fills at a later status
    whole: bool = False  # written whole, a paragraph or more and no heading: no built-in definition's sections

    def to_data(self) -> str:
        """The excuse as one string, kept with the repository pass (`excuse_from_data` reads it back)."""
        import json

        return json.dumps(list(self))


def excuse_from_data(text: str) -> Excuse:
    import json

    stub, present, known, suppress, process, ended, older, omits, waiting, whole = json.loads(text)
    return Excuse(bool(stub), tuple(present), bool(known), bool(suppress), bool(process), bool(ended), tuple(older),
                  bool(omits), tuple(waiting), bool(whole))


EXCUSE_CODE = "@excuse"  # a repository pass's row that carries a document's Excuse


def excuse(family: Family, record: Mapping[str, Any], relative: str = "") -> Excuse | None:
    """The document's Excuse, or None when there is nothing to excuse."""
    record = staged(family, relative, record)
    tops = [section_key(title) for title, _line in record_shape(record).get("sections") or ()]
    headings = [section_key(title) for title in _headings(record)]
    own = _own_keys(family.sections)
    # (the sections two or more of its documents keep: a folder with no template requires fewer than it writes)
    written = own | {key for key, kept in family.kept_sections if kept >= 2}

    def does_job(top: str, key: str) -> bool:
        # Where the template, or the documents, have two sections of the name (MADR's Decision Drivers and Decision
        # Outcome), each does its own job only: the drivers are no decision (EasyPost's records, no template).
        if top in written and top != key and any(o != top and _same_section(o, key) for o in written):
            return False
        return _does_job(top, key)

    # (at another level in its own words, or begun with them: "### Decision", "#### Decision outcome"; not a topic
    # of another section ending in them, Plumly's "### In-Memory Storage Decision" under its Rationale)
    present = tuple(key for key in (section_key(str(name)) for name in record.get("missing") or ())
                    if any(does_job(top, key) for top in tops) or any(
                        _same_section(h, key) if h in tops else h == key or h.startswith(key + " ")
                        for h in headings if h not in written or h == key)
                    or family.has_parts(key, headings))
    status = str(record.get("status") or "")
    waiting = tuple(key for key in record_shape(record).get("placeholders") or () if (key, status) in
                    family.waiting_fields) + tuple(key for key, at in family.waiting_fields
                                                   if at == status and key.startswith(WAITS))
    found = Excuse(is_stub(record), present, _known_status(record.get("status"), family), bool(record.get("suppress")),
                   _own_outline(family, relative, record), _of_the_past(record),
                   _predates(family, relative, record), bool(record_shape(record).get("omits")), waiting,
                   bool(record_shape(record).get("whole")))
    return found if found != Excuse() else None


def _order(relative: str, record: Mapping[str, Any]) -> int | None:
    """Where a record stands in its family's order: the number in its name (or a date used as one), else its
    header's."""
    from doccheck.repo.index import series_number

    numbered = series_number(relative)
    if numbered is not None:
        return numbered.number
    number = record.get("number")
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def _day(record: Mapping[str, Any]) -> int | None:
    """A record's date as a number that orders (2019-09-19 is 20190919), if it gives one."""
    value = record.get("date")
    if not isinstance(value, str) or len(value) < 10 or not value[:4].isdigit():
        return None
    digits = value[:10].replace("-", "")
    return int(digits) if digits.isdigit() and len(digits) == 8 else None


OUTLINE_MIN = 3  # sections a record needs for sharing none of its family's to say it is written to another outline


def _another_outline(titles: list[str], family: Family) -> bool:
    """Whether a record's sections, three or more, include none of its family's (its template's, or one another
    record keeps): written to another outline, which the family's sections do not judge (xuanwu's reference
    notes on Evans's strategic design, twelve numbered chapters, beside pages that end on a Document Network).
    (Asked of a record with no number or date: one in the family's series is of its kind, whatever its outline:
    Gardener's GEP 13, written after the template, without its Summary or Motivation.)"""
    shared = [key for key, _title, kept in family.sections if family.template is not None or kept >= 2]
    return len(titles) >= OUTLINE_MIN and not any(_same_section(section_key(title), key)
                                                  for title in titles for key in shared)


def _predates(family: Family, relative: str, record: Mapping[str, Any]) -> tuple[str, ...]:
    """The family's sections this record was written before: those every record keeps from a later number on,
    where the records without them are all early ones (`Family.kept_since`), and, when this one is the record
    `adr init` writes (adr-tools' "Record architecture decisions", in Nygard's sections, before any template of
    the team's), those first kept by a record after it. Any other record before the first keeper is asked for the
    section: a process may require it of every record, its first ones too (CIP-1's "All CIPs must include a
    Security Considerations section", where later CIPs go without it too)."""
    order = _day(record) if family.dated else _order(relative, record)
    if order is None:
        return ()
    since = tuple(key for key, first in family.kept_since if order < first)
    if not family.adopted or not _BOOTSTRAP.match(str(record.get("title") or "")):
        return since
    return since + tuple(key for key, first in family.adopted if order < first and key not in since and not any(
        _same_section(key, nygard) for nygard in _NYGARD))  # those it was written with, it must still have


_NYGARD = ("status", "context", "decision", "consequences")  # the sections `adr init` writes its first record with


# The relations (and header fields) by which a record names its successor.
SUCCESSOR_KINDS = frozenset({"superseded-by", "replaced-by", "obsoleted-by"})
# The two sides of a relation: the old record's ("superseded by", "amended by") and its successor's.
OLD_SIDE = frozenset({*SUCCESSOR_KINDS, "deprecated-by", "amended-by", "extended-by", "incorporated-into"})
NEW_SIDE = frozenset({"supersedes", "replaces", "obsoletes", "reverts", "amends", "extends"})
_EXTENSIONS = frozenset({"extends", "extended-by"})


def ended_as_its_template_asks(family: Family, records: Mapping[str, Mapping[str, Any]], relative: str) -> bool:
    """Whether an old record has said all its family's template gives it a place for: its status has ended
    (deprecated, superseded), and the template has no place to name a successor (Tari's RFCs: a `deprecated`
    badge, the successor saying "This RFC replaces and deprecates [RFC-0130]"; Zarf's ZEPs, whose template
    `zep.yaml` has `replaces` and no `superseded-by`). With no template, nothing says what its records write."""
    return family.template is not None and _ended((records.get(relative) or {}).get("status")) \
        and not _template_writes(family, records, old=True)


def _template_writes(family: Family, records: Mapping[str, Mapping[str, Any]], old: bool) -> bool:
    """Whether the family's template has a place for a relation's side (`old`: the old record's, "superseded
    by"; else the successor's), in its words or its fields."""
    template = record_shape(records.get(family.template) or {}) if family.template else {}
    return ("superseded-by" if old else "supersedes") in (template.get("relation_words") or ()) or any(
        str(key) in (OLD_SIDE if old else NEW_SIDE) for key in template.get("field_text") or {})


def one_sided(family: Family, records: Mapping[str, Mapping[str, Any]], old: bool) -> bool:
    """Whether a family keeps its relations on one side by convention, never writing the other (`old`: the old
    record's side, "superseded by", "amended by", or a Superseded status; else the successor's): two or more of
    its records state the one side, none the other, and its template has no place for it (grin's RFCs: "a note
    added to the original RFC"; simple-adr's superseded records, whose successors never name them). One
    relation left unanswered is a gap, not a convention."""
    return _spoken_one_side(family.documents, records, old) >= 2 and not _template_writes(family, records, old)


def kin_one_sided(documents: Iterable[str], records: Mapping[str, Mapping[str, Any]], old: bool) -> bool:
    """`one_sided` for documents of no family, asked of their kin, the pages kept as they are (GOV.UK Forms'
    `design/prototype-version-N/README.md`, six "Superceeded by [version N+1]", none saying what it replaced): three
    of them or more, a page and its companion saying it twice being no practice (PHP-FIG's `PSR-0.md` and
    `PSR-0-meta.md`, both "superseded by PSR-4")."""
    return _spoken_one_side(documents, records, old) >= KIN_SPOKEN_MIN


KIN_SPOKEN_MIN = 3  # pages of no family stating one side of their relations, for that to be their way


def _spoken_one_side(documents: Iterable[str], records: Mapping[str, Mapping[str, Any]], old: bool) -> int:
    """How many of the documents state the one side (`old`: the old record's), none writing the other."""
    from doccheck.repo.supersession import REPLACED

    other, speaking = (OLD_SIDE, NEW_SIDE) if old else (NEW_SIDE, OLD_SIDE)
    # (an extension is no supersession: yamo's "Extended by: RFC-0012" says nothing of how it writes those)
    return _speaking_one_side(documents, records, other - _EXTENSIONS, speaking, REPLACED if old else frozenset())


def _speaking_one_side(documents: Iterable[str], records: Mapping[str, Mapping[str, Any]], other: frozenset[str],
                       speaking: frozenset[str], ended: frozenset[str]) -> int:
    """How many of the documents state a relation of the `speaking` kinds, or 0 where one states one of the
    `other` side's kinds or has an `ended` status (the other side written after all)."""
    spoken = 0
    for relative in documents:
        record = records.get(relative) or {}
        kinds = {relation[0] for relation in record.get("relations") or ()}
        if not kinds.isdisjoint(other) or (ended and record.get("status") in ended):
            return 0
        spoken += not kinds.isdisjoint(speaking)
    return spoken


def amended_one_sided(family: Family, records: Mapping[str, Mapping[str, Any]], old: bool) -> bool:
    """`one_sided` for amendments alone: two or more of a family's records state the one side of an amendment
    ("amends", a part superseded), none writes the other ("amended by"), and its template has no place for it.
    Falco's proposals supersede parts of older ones twice and mark a proposal only when it is replaced whole;
    one amendment left unanswered (cometbft's "Partly Undo ADR 109") is a gap, not a convention."""
    asked, said = ("amended-by", "amends") if old else ("amends", "amended-by")
    kinds = [{relation[0] for relation in (records.get(relative) or {}).get("relations") or ()}
             for relative in family.documents]
    spoken, answered = sum(said in k for k in kinds), sum(asked in k for k in kinds)
    template = record_shape(records.get(family.template) or {}) if family.template else {}
    # (... or writes it for a few, a fifth as many as write the one side: ai-helm's ADRs amend older ones in twenty
    # records, and four of the older carry an "Amended by" banner for one amendment of theirs among several)
    return spoken >= 2 and (answered == 0 or (spoken >= AMENDED_FEW and AMENDED_FEW * answered <= spoken)) \
        and asked not in (template.get("field_text") or {})


AMENDED_FEW = 5  # records writing one side of amendments, where a fifth as many writing the other is no practice


def back_optional(family: Family, records: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether the family's process document leaves the old record's side of a supersession to the old record
    (`_BACK_OPTIONAL`)."""
    return any(record_shape(records.get(r) or {}).get("back_optional") for r in family.documents
               if is_process_document(r, records.get(r) or {}))


def _ended(status: object) -> bool:
    from doccheck.read.status import lifecycle

    return isinstance(status, str) and lifecycle(status) == "ended"


def _of_the_past(record: Mapping[str, Any]) -> bool:
    """A record nobody completes now: its status ended (superseded, rejected), or it names its successor without a
    status to say so ("This ADR has been superseded by `ADR-0023`" at the top of its Context)."""
    return _ended(record.get("status")) or any(kind in SUCCESSOR_KINDS
                                               for kind, *_rest in record.get("relations") or ())


# The document a family's process is written in: its first record (number 0 or 1) about the process itself
# ("RFC process", "SNIP Purpose and Guidelines", `sip-000-stacks-improvement-proposal-process.md`).
_PROCESS_WORDS = lazy(r"\b(?:process|purpose and guidelines|guidelines)\b", re.IGNORECASE)
# ... or for the records' template, which it holds (jvhellemondt's `0000-madr-template-for-adr.md`)
_ABOUT_TEMPLATE = lazy(r"\btemplates?\b", re.IGNORECASE)
_FIRST_NUMBER = lazy(r"(?<![\d.])0{0,4}[01](?![\d.])")


def is_process_document(relative: str, record: Mapping[str, Any]) -> bool:
    """Whether a record is its family's process document: numbered 0 or 1, and named or titled for the process
    or the records' template.
    It is written with the template's fields, not to its outline (its sections describe the process), and the
    template may borrow its title as an example: neither is a finding of it."""
    name = posixpath.splitext(posixpath.basename(relative))[0]
    if name.lower() in ("readme", "index"):  # `0001-rfc-process/README.md`
        name = posixpath.basename(posixpath.dirname(relative))
    name = name.replace("_", "-")
    title = str(record.get("title") or "")
    numbered = record.get("number")
    first = numbered in (0, 1) if isinstance(numbered, int) else _FIRST_NUMBER.search(name) is not None
    return first and any(_PROCESS_WORDS.search(text) or _ABOUT_TEMPLATE.search(text)
                         for text in (name.replace("-", " "), title.replace("-", " ")))


def _own_outline(family: Family, relative: str, record: Mapping[str, Any]) -> bool:
    """Whether a record is its family's process document written to an outline of its own ("What is a GIP?",
    "GIP Workflow"): one that keeps two thirds of the sections the family requires is written to the template
    (sysprims' `ADR-0000-adr-process.md`, a record of its decision to keep records), and held to it."""
    if not is_process_document(relative, record):
        return False
    keys = [section_key(str(title)) for title, _line in record_shape(record).get("sections") or ()]
    kept = sum(any(_same_section(key, section_key(name)) for key in keys) for name in family.required)
    return not family.required or kept < max(2, -(-2 * len(family.required) // 3))


def _shows_template(family: Family, relative: str, record: Mapping[str, Any]) -> bool:
    """Whether a process document writes the template out whole in its own text (Midnight's MIP-1, "All MIP
    documents must follow this Markdown template", its headings and prompts unfenced): half or more of the
    template's text lines are there, which it shows, not leaves unwritten."""
    if not family.template_text or not is_process_document(relative, record):
        return False
    held = {fingerprint for fingerprint, _line, _index in record_shape(record).get("heads") or ()}
    return 2 * len(held & set(family.template_text)) >= len(family.template_text)


def held_to(family: Family, excused: Excuse, findings: list[Finding], registry: TypeRegistry,
            kind: str | None = None) -> list[Finding]:
    """A document's findings with what its family's own template contradicts left out, and each DC101 of a
    built-in definition saying which convention it rests on (`kind`: the document's type, whose DC102 a family
    without a template may answer too)."""
    from doccheck.rules.metadata import IN_SECTION, SLIP_NOTE

    kept: list[Finding] = []
    for finding in findings:
        if finding.code in ("DC101", "DC102") and (excused.stub or excused.process or excused.ended):
            continue  # "moved to ...": its content lives elsewhere; the process document's is its own; a
            # superseded or rejected record is history, not a draft to complete
        if finding.code == "DC101" and excused.omits:
            continue  # it says it left sections out on purpose
        named = _quoted(finding.message) if finding.code == "DC101" else None
        if named is not None and any(_same_section(named, key.removeprefix(WAITS)) for key in excused.waiting
                                     if key.startswith(WAITS)):
            continue  # a section its family writes from a later status than this record's
        if named is not None and any(_same_section(named, key) for key in excused.older):
            continue  # written before the family's records kept this section
        built_in = named is not None and _asked_by_built_in(finding.message, registry)
        if built_in and excused.whole and family.template is None:
            continue  # a decision stated in a paragraph or more, no heading, where no template of the family's asks
            # for sections: its own form, not a gap in each (a template's sections are the family's, CometBFT's)
        if built_in and named in excused.present:
            continue  # there in other words (`## Abstract` for a Summary), or in its words at another level
        if finding.code == "DC102" and kind is not None and _built_in_kind(kind, registry) and \
                family.template is None and family.kept_sections and (empty := _quoted(finding.message)) is not None \
                and _left_so(family, empty):
            continue  # a section the folder's records mostly leave empty, several of them: its way (one record's
            # heading left empty where the others write the section, or go without it, is a gap: msupply's)
        if built_in and family.template is None and family.kept_sections and named is not None and \
                2 * _written_by(family, named, registry) < family.full:
            continue  # a folder of records most of which go without it, or leave it empty (no template asks for
            # it): its way (vwt-digital's coding guidelines, eleven of thirteen with no Consequences written)
        if built_in and family.template is not None:
            if named is not None and not any(_counts_as(named, title, registry, family) for title in family.required) \
                    and not _forgotten_here(named, family, registry):
                continue  # the family's own template has no such section, or its documents do without it
            kept_by = next((n for k, _t, n in family.sections if _same_section(named or "", k)), None)
            if kept_by is not None:
                finding = finding._replace(message=f"{finding.message}; the template {family.template} has it, "
                                                   f"and {kept_by} of {family.full} documents keep it")
            elif (own := next((title for title in family.required if named is not None
                               and not _same_section(named, title) and _counts_as(named, title, registry, family)),
                              None)) is not None:
                # (the family's own section for it, by its name: decentdb's template asks for Trade-offs, no
                # Consequences, which a record lacking both was told it misses)
                kept_own = next((n for k, _t, n in family.sections if k == section_key(own)), 0)
                said = finding.message.split(" (or ", 1)[0]  # (`adr has no 'Consequences' section`, as the
                # repository pass knows a built-in's finding)
                finding = finding._replace(message=f"{said} (or '{_shown(own)}', which the template {family.template}"
                                                   f" has, and {kept_own} of {family.full} documents keep)")
        if finding.code == "DC301" and family.template_values and _filled_in(finding.message, family):
            continue  # `contact: {Tao Chen}`: the author's value, between the brackets of `{person proposing ...}`
        if finding.code == "DC301" and excused.waiting and (field := _FIELD_TEXT.match(finding.message)) is not None \
                and field.group("key") in excused.waiting:
            continue  # a field the family's records of its status leave so: filled at a later one
        if finding.code == "DC203" and excused.known_status and IN_SECTION not in finding.message:
            continue  # a status the template offers, or the family's documents share
        if finding.code == "DC203" and finding.message.endswith(SLIP_NOTE):
            continue  # a type with no statuses' slip: the family judges its own statuses, slips among them
        if finding.code == "DC205" and family.date_order is not None:
            continue  # the family's template says how its dates read (`created: <mm/dd/yyyy>`)
        if finding.code == "DC201" and family.full >= (TEMPLATE_MIN if family.template is not None else FAMILY_FEWEST):
            from doccheck.read.document import meta_key

            wanted = [meta_key(name) for name in _QUOTED_ALL.findall(finding.message)]
            declared = dict(family.fields)
            left_empty = {key for key, count in family.fields if count < 0}
            written = {key for key, _text in family.template_values}
            if wanted and (2 * max(declared.get(key, 0) for key in wanted) < family.full
                           or not left_empty.isdisjoint(wanted) or (written and written.isdisjoint(wanted))):
                continue  # a field the family goes without (crabtalk's Rust-style RFCs, numbered after their issues,
                # none with Rust's `RFC PR`), or one its template says to leave empty (Fabric's
                # `RFC PR: (leave this empty)`: the editors fill it, if anyone does), or one its template, which
                # writes a header, does not write (Uyuni's template dropped Rust's `RFC PR`, which its older RFCs
                # still keep; a KEP's README template writes none: its header is its kep.yaml)
        kept.append(finding)
    return kept


def _kept_and_empty(family: Family, named: str, registry: TypeRegistry | None = None) -> tuple[int, int]:
    """How many of a family's documents keep a section, and how many of those keep it with nothing under it
    (`registry`: under any name a built-in definition gives it, marshal's `## 决策` for a Decision)."""
    kept = [(k, n) for k, n in family.kept_sections if _same_section(k, named)]
    if not kept and registry is not None:  # (only where its own words name none: a warm run judges hundreds)
        kept = [(k, n) for k, n in family.kept_sections if _counts_as(k, named, registry, family)]
    keys = {k for k, _n in kept}
    return max((n for _k, n in kept), default=0), max((n for k, n in family.left_empty if k in keys), default=0)


def _left_so(family: Family, named: str) -> bool:
    """Whether several of a family's documents keep a section's heading with nothing under it, and most of those
    that keep it do."""
    kept, empty = _kept_and_empty(family, named)
    return empty >= EMPTY_MIN and 2 * empty >= kept


def _written_by(family: Family, named: str, registry: TypeRegistry | None = None) -> int:
    """How many of a family's documents keep a section with text in it."""
    kept, empty = _kept_and_empty(family, named, registry)
    return kept - empty


def beside_its_family(family: Family, findings: list[Finding], registry: TypeRegistry) -> list[Finding]:
    """A document's findings, the document beside a family's records and of their kind but none of them (open-
    msupply's undated decisions among its dated ones, typed as ADRs by their sections): a section its built-in
    kind asks for that the family does not require (its Consequences, which 11 of the folder's 21 decisions go
    without) is no convention of the folder either (DC101). A section a configured type asks for stands."""
    kept: list[Finding] = []
    for finding in findings:
        named = _quoted(finding.message) if finding.code == "DC101" else None
        if named is not None and _asked_by_built_in(finding.message, registry) and not any(
                _counts_as(named, title, registry, family) for title in family.required):
            continue
        kept.append(finding)
    return kept


def _asked_by_built_in(message: str, registry: TypeRegistry) -> bool:
    """Whether a DC101 (`adr has no 'Consequences' section`) is a built-in kind's, which a family's own conventions
    may answer: not the fallback `project-doc`'s, nor a type the configuration defines."""
    return _built_in_kind(message.split(" has no ", 1)[0], registry)


def _built_in_kind(kind: str, registry: TypeRegistry) -> bool:
    """Whether a kind is a built-in one: not the fallback `project-doc`, nor one the configuration defines."""
    return kind != "project-doc" and any(t.name == kind for t in registry.types) and \
        all(t.origin == "default" for t in registry.types if t.name == kind)


_FIELD_TEXT = lazy(r"^(?P<key>[^\s:]{1,60}) is template text: ")
_FIELD_TEXT_LEFT = lazy(r"^(?P<key>[^\s:]{1,60}) is template text: '(?P<value>[\[{<][^\n]{0,300})'$")


def _filled_in(message: str, family: Family) -> bool:
    """Whether a field DC301 calls template text holds, between the template's brackets, a value of the author's
    own: the template writes the field with bracketed words of its own (`{person proposing the ADR}`) and the
    value shares none of them (`{Tao Chen}`). The template's own words, or some of them, are template text."""
    said = _FIELD_TEXT_LEFT.match(message)
    wanted = dict(family.template_values).get(said.group("key")) if said is not None else None
    if said is None or wanted is None or wanted.lstrip()[:1] not in ("[", "{", "<"):
        return False
    words = set(_WORDS_OF.findall(said.group("value").lower()))
    return bool(words) and words.isdisjoint(_WORDS_OF.findall(wanted.lower()))


def additions(family: Family, relative: str, record: Mapping[str, Any], registry: TypeRegistry) -> list[
        tuple[str, int, str]]:
    """(code, line, message) of what the family's conventions find in a document that the per-document rules
    cannot: the template's text still filling a section (DC301), and the learned sections (DC101) and statuses
    (DC203) where no built-in definition knows the document, or where the family has a template of its own and
    the built-in definition does not ask for them. Computed in the repository pass, which the cache replays
    while no record changed. A status kept in a file beside the document is said to be there."""
    found = _additions(family, relative, record, registry)
    beside = record.get("status_in")
    if not beside:
        return found
    return [(code, line, f"{message} (the status is in {beside} beside it)" if code == "DC203" else message)
            for code, line, message in found]


# The first record adr-tools (and adr-j, log4brains, ...) writes, "1. Record architecture decisions": its words are
# the tool's, in every repository, and a template that writes that record writes them too (adr-j's `nygard.md`).
_FIRST_RECORD = lazy(r"^[ \t]*+(?:(?:ADR[- ]?)?\d{1,4}+[.:]?[ \t]++)?record(?:ing)?[ \t]++(?:the[ \t]++)?"
                     r"architect(?:ure|ural)[ \t]++decisions?[ \t]*+$", re.IGNORECASE)


def _additions(family: Family, relative: str, record: Mapping[str, Any], registry: TypeRegistry) -> list[
        tuple[str, int, str]]:
    from doccheck.read.status import CANONICAL_STATUSES

    stated = record.get("status")  # what DC203 judges: a stage, or the draft a name implies, is not written
    record = staged(family, relative, record)
    if record.get("status") is None and _awaits_number(relative):
        record = {**record, "status": "draft"}  # `xxxx-stolon.md`, `0000-my-feature.md`: a draft awaiting its number
    process = _own_outline(family, relative, record)  # written with the template's fields, to its own outline
    found = [] if process or _shows_template(family, relative, record) or _FIRST_RECORD.match(
        str(record.get("title") or "")) else _template_text(family, record)
    for number, group in family.clashes:
        if relative in group:
            others = ", ".join(r for r in group if r != relative)
            numbered_by = f", as its template {family.template} is" if family.template is not None and \
                _NUMBER_PLACEHOLDER.search(posixpath.basename(family.template)) is not None else ""
            found.append(("DC401", 1, f"number {number} is also used by {others} (the documents in "
                                      f"{where_of(family, relative)} are numbered one "
                                      f"each{numbered_by})"))
    if process:
        # (its outline is its own, but a slip in its status is a slip: SIP-1's `status: Livng`)
        if isinstance(stated, str) and stated not in CANONICAL_STATUSES and not _known_status(stated, family) \
                and _slip_of(stated, (*family.statuses, *family.status_choices)):
            found.append(("DC203", int(record.get("status_line") or 1),
                          f"status '{stated}' is not one the documents in {where_of(family, relative)} use "
                          f"({', '.join(family.statuses[:8])})"))
        return found
    title = record.get("title")
    subtitle = record_shape(record).get("subtitle")
    for said, line, which in [(title, record.get("title_line"), "title")] + (
            [(subtitle[0], subtitle[1], "second title")] if subtitle else []):
        if family.template_title and isinstance(said, str) and _normal(said) == _normal(family.template_title) \
                and posixpath.basename(relative) != posixpath.basename(family.template or ""):
            # (not a page of the template's own name: the page a generator made of it, OpenTripPlanner's
            # doc/user/sandbox/GoogleCloudStorage.md from doc/templates/GoogleCloudStorage.md)
            found.append(("DC301", int(line or 1), f"the {which} is the template's own ({family.template}: "
                                                   f"{said[:80]!r}); give this one its own"))
    if family.title_series is not None and (said := _TITLE_SERIES.match(str(title or "")[:80])) is not None \
            and said.group(1) == family.title_series:
        from doccheck.rules.structure import file_number, title_number

        # (a numbered type's own DC103 judges the titles it reads: `ADR-012: ...`)
        named = None if record.get("numbered") and title_number(str(title)) is not None else file_number(relative)
        if named is not None and int(said.group(2)) != named:
            found.append(("DC103", int(record.get("title_line") or 1),
                          f"title says {family.title_series} {int(said.group(2))} but the file name says {named} "
                          f"(the titles in {where_of(family, relative)} give their file's number)"))
    status = stated
    own_words = str(record_shape(record).get("status_word") or status)
    written = _written_otherwise(status, own_words, family)
    offered_as = _offered_otherwise(status, own_words, family)
    if written is not None:
        word, count = written
        found.append(("DC203", int(record.get("status_line") or 1),
                      f"{WRITTEN_OTHERWISE}{own_words!r}, where the other {count} documents in "
                      f"{where_of(family, relative)} with this status write {word!r}"))
    elif offered_as is not None:
        found.append(("DC203", int(record.get("status_line") or 1),
                      f"{WRITTEN_OTHERWISE}{own_words!r}, where {_offered_by(family)} offers it as {offered_as!r}"))
    elif isinstance(status, str) and _off_course(status, family):
        others = ", ".join(f"{s} ×{n}" for s, n in family.status_counts[:FEW_STATUSES] if s != status)
        offered = f"; {_offered_by(family)} does not offer it" if family.status_choices else ""
        found.append(("DC203", int(record.get("status_line") or 1),
                      f"status {as_written(status, own_words)} is used by no other document in "
                      f"{where_of(family, relative)} (they use {others}){offered}: a status that takes a record off "
                      "its course, which this family has not taken up"))
    kind = str(record.get("type"))
    definitions = [t for t in registry.types if t.name == kind] if kind != "project-doc" else []
    # A built-in definition, and no template of the repository's own to say more: the family's documents settle
    # only what the kind's own definitions disagree on (MADR's shape leaves Consequences out, Nygard's asks for it),
    # a section one of them requires that nine in ten of the family keep (ghalactic's ADRs, 29 of 30).
    settled_only = bool(definitions) and family.template is None
    where = where_of(family, relative)
    titles = [title for title, _line in record_shape(record).get("sections") or ()]
    headings = [section_key(title) for title in _headings(record)]
    # The family's template says what is required; a section the built-in definition also asks for is its
    # finding already (held_to keeps it where the template agrees), and is not said twice.
    built_in = [spec for t in definitions for spec in t.required_sections]

    own = _own_keys(family.sections)

    nested = _nested_keys(record)
    tops = _keys_of(record)

    def counts(written: str, title: str) -> bool:
        return _same_section(section_key(written), section_key(title)) if section_key(written) in nested \
            else _counts_as(written, title, registry, family)

    doers = _doers(family.required, titles, counts)
    # (its sections that are the template's own, in its words or theirs: not one that only starts with the name of a
    # template's, Decision for `## Decision drivers`)
    # (found once, and only for a record that lacks a section by name)
    found_claimed: list[frozenset[str]] = []

    def claimed() -> frozenset[str]:
        if not found_claimed:
            found_claimed.append(frozenset(
                section_key(t) for t in titles for _key, offered, _n in family.sections
                if counts(t, offered) and not section_key(offered).startswith(section_key(t) + " ")))
        return found_claimed[0]

    tops_written = [key for key in map(section_key, titles) if key not in nested]
    template_order = [key for key, _title, _kept in family.sections]

    def lacks(title: str, by_name: bool = False) -> bool:
        stand_in = [other for key, other in family.stand_ins if key == section_key(title)]
        return (doers[title] is None if title in doers else not any(counts(t, title) for t in titles)) \
            and not any(_same_section(h, other) for other in stand_in for h in headings) \
            and (by_name or not _under_another_name(section_key(title), tops_written, claimed())) \
            and (by_name or not _in_its_place(section_key(title), tops_written, template_order)) \
            and not any(_same_section(h, section_key(title)) or _ideographs_alike(h, section_key(title))
                        or _says_none(h, section_key(title)) for h in headings
                        if h == section_key(title) or h not in own) \
            and not family.has_parts(section_key(title), headings) \
            and not _stated_in_header(section_key(title), record, family.metadata_section) \
            and not _in_phases(section_key(title), titles) \
            and (f"{WAITS}{section_key(title)}", str(record.get("status") or "")) not in family.waiting_fields

    # ... where the definition that judged it reports it: of two built-in definitions of a kind, the one that fits
    # the record best may not ask for it (MADR's variant of an ADR has no Consequences).
    # (Asked of it then only where nine in ten of its family keep it: the built-in definitions' doubt stands.)
    reported = [str(name) for name in record.get("missing") or ()]
    kept = {key: n for key, _t, n in family.sections}

    def left_to_built_in(title: str) -> bool:
        asking = [spec for spec in built_in if spec.matches(title)]
        return bool(asking) and (len(definitions) == 1
                                 or not _kept_by_most(kept.get(section_key(title), 0), family.full, KEEP,
                                                      TEMPLATE_FEWEST if family.template else FAMILY_FEWEST)
                                 or any(spec.matches(name) for spec in asking for name in reported))

    # (... and a Status section all but one of them keep, FAMILY_FEWEST or more: the one record that states no
    # status where every other does, CDC's ReportStream ADRs, twelve with `## Status`)
    # (what it lacks by name says whether its layout is its own; what it lacks in any name is reported)
    by_name = [title for title in family.required if lacks(title, by_name=True) and not left_to_built_in(title)
               and (not settled_only or (len(definitions) > 1 and any(spec.matches(title) for spec in built_in))
                    or kept.get(section_key(title), 0) >= family.full - 1 >= (
                        FAMILY_FEWEST if section_key(title) == "status" else SETTLED_FEWEST) - 1)]
    missing = [title for title in by_name if lacks(title)]
    # One record that forgot a section the others keep is a gap; one that lacks several it requires, or most of
    # those three in four records keep, has a layout of its own (written before the template, or another kind
    # of record: F#'s tooling RFCs beside its language RFCs), which the family's sections do not judge.
    common = [title for _key, title, kept in family.sections if kept >= COMMON_KEEP * family.full]
    # (a part of a missing section went with it: sbombastic's `# Motivation` deleted with its `## Examples / User
    # Stories` is one section forgotten, not two, and is reported once)
    gone = {section_key(title) for title in by_name}
    within = {part for key, parts in family.parts if key in gone for part in parts}
    several = sum(section_key(title) not in within for title in by_name) > max(1, len(family.required) // 4) or (
        len(common) >= 4 and 2 * sum(lacks(title, by_name=True) for title in common) > len(common))
    older = _predates(family, relative, record)
    own_way = several or bool(record_shape(record).get("omits")) or (  # (it says it left sections out on purpose)
        bool(missing) and _order(relative, record) is None and _another_outline(titles, family))
    ways = {key for folder, key in family.folder_ways if folder == posixpath.dirname(relative)}
    if family.unheaded and _writes_no_header(family, record):
        ways.update(family.unheaded)
    if not is_stub(record) and not _of_the_past(record) and not own_way:
        # (a record that writes one of the section's parts in its place has it: not one of several it lacks, which
        # would let the rest pass as a layout of its own)
        for title in (title for title in missing if section_key(title) not in older and section_key(title) not in ways
                      and section_key(title) not in within and not family.raised_part(section_key(title), tops)):
            count = next((n for k, _t, n in family.sections if k == section_key(title)), 0)
            listing = dict(family.parts_from).get(section_key(title))
            source = f"the template {family.template} has it, and " if family.template else (
                f"the process document {listing} lists it among a record's parts, and " if listing else "")
            found.append(("DC101", int(record.get("title_line") or 1),
                          f"missing section '{_shown(title)}' ({source}{count} of {family.full} documents in "
                          f"{where} have it){_fenced(record, title)}"))
        folder = posixpath.dirname(relative)
        for _folder, _key, title, count, of in (way for way in family.folder_keeps if way[0] == folder):
            if lacks(title) and not settled_only:
                found.append(("DC101", int(record.get("title_line") or 1),
                              f"missing section '{_shown(title)}' (the template {family.template} has it, and "
                              f"{count} of {of} documents in {folder}/ have it){_fenced(record, title)}"))
        found += _missing_parts(family, record, headings, where)
    if settled_only:
        return found
    found += _guidance_kept(family, record, _empty(family, record, registry, [
        t for t in (*family.required, *family.on_condition) if not any(s.matches(t) for s in built_in)]))
    # (a record still proposed, where the template lists only where a decision ends up, `<accepted | superseeded by
    # [ADR-0005](...) | deprecated>` in delayer-aws's, is on its way to one of them)
    if family.listed and isinstance(status, str) and status in CANONICAL_STATUSES and status not in _RELATION_STATUSES \
            and not _known_status(status, family) and not (
                status in _IN_PROGRESS and _IN_PROGRESS.isdisjoint(family.status_choices)):
        # A status doccheck knows, which the built-in definition lets pass, but not one of the family's.
        found.append(("DC203", int(record.get("status_line") or 1),
                      f"status {as_written(status, own_words)} is not one {_offered_by(family)} lists "
                      f"({', '.join(family.status_choices[:8])}), nor one other documents in {where} use"))
        return found
    if any(t.statuses for t in definitions):
        return found  # the built-in definition's statuses judge it (held_to leaves out what the family uses)
    # (a sentence after `Status:` says something of the document, not which status it has: OpenClaw's "Status:
    # projected delivery plan for RFC 0024. It is not a normative runtime registry, ...")
    # (Where nothing offers the family a list of statuses, a status no other document uses is the author's word
    # for a stage ("Design in progress" among Kubernetes' "Pending" design proposals, "Working assumption",
    # "Migrated"), unknown only as a slip of one of the family's words or of a status doccheck knows, or as none
    # chosen yet (`TBD`). Where the family's words have no known place in a lifecycle, one is unknown as a slip of
    # a choice its template offers: chancery's `Lockd` for Locked, not ksqlDB's "values: Merged, keys: Design
    # Approved".)
    if isinstance(status, str) and status not in CANONICAL_STATUSES and not _known_status(status, family) \
            and not record.get("status_prose") \
            and (_a_lifecycle(family) or _slip_of(status, family.status_choices)) \
            and status.count("-") < PROSE_STATUS_WORDS - 1 \
            and (family.statuses or family.status_choices or _slip_of(status, CANONICAL_STATUSES)) \
            and ((family.status_choices and not _few_records(family)) or status in _NO_STATUS_YET
                 or _misspelt(status) or _slip_of(status, (*family.statuses, *family.status_choices, *(
                     _as_value(word) for _status, word, n in family.status_words if n >= 2)))) \
            and not _in_another_script(status, (*family.statuses, *family.status_choices)):
        known = ", ".join(family.statuses[:8]) or "none yet"
        # (... and the words of theirs it is a slip of, where they are not the status as read: `Completed`)
        slip = _near_word(status, [(word, n) for _status, word, n in family.status_words if n >= 2
                                   and _as_value(word) not in family.statuses])
        found.append(("DC203", int(record.get("status_line") or 1),
                      f"status '{status}' is not one the documents in {where} use ({known}"
                      f"{f', as {_offered_by(family)} offers' if family.status_choices else ''})"
                      f"{f'; {slip[1]} others write {slip[0]!r}' if slip else ''}"))
    return found


def _doers(required: Iterable[str], titles: list[str], counts: Callable[[str, str], bool]) -> dict[
        str, str | None]:
    """The heading of a record that does each required section's job, if one does: one of the same name first, then
    one no other section's job takes, the heading that could do the fewest of them first. A heading does one job:
    an Introduction that is a record's Summary is not its Motivation too (flux's pre-template RFC, with an
    Introduction and a Design, has a layout of its own, not one section forgotten)."""
    required = list(required)
    can = {title: [t for t in titles if counts(t, title)] for title in required}
    doers: dict[str, str | None] = {
        title: next((t for t in can[title] if section_key(t) == section_key(title)), None) for title in required}
    taken = {t for t in doers.values() if t is not None}
    for title in required:
        if doers[title] is None:
            free = [t for t in can[title] if t not in taken]
            doer = doers[title] = min(free, key=lambda t: sum(t in jobs for jobs in can.values()), default=None)
            if doer is not None:
                taken.add(doer)
    return doers


def _missing_parts(family: Family, record: Mapping[str, Any], headings: list[str], where: str) -> list[
        tuple[str, int, str]]:
    """DC101 for a sub-section of a section the record writes, which the family's records writing that section all
    keep (`Family.required_parts`), where the record keeps another of the section's such parts under it: one part
    forgotten. A record that keeps none of them, or lacks two or more, wrote the section its own way (a KEP's
    Production Readiness Review Questionnaire answered "N/A"); one with more headings than its shape keeps cannot
    be told."""
    shape = record_shape(record)
    subs = shape.get("subs") or ()
    if not family.required_parts or len(subs) >= MAX_SUBS:
        return []
    tops = [(section_key(str(title)), str(title), int(line)) for title, line in shape.get("sections") or ()]
    keys = [section_key(h) for h in headings]
    sub_tops = shape.get("sub_tops") or ()
    found: list[tuple[str, int, str]] = []
    for index, (key, title, line) in enumerate(tops):
        wanted = [(part, section_key(part), kept, holders) for k, part, kept, holders in family.required_parts
                  if k == key]
        if len(wanted) < 2:
            continue
        under = [section_key(str(sub)) for sub, top in zip(subs, sub_tops, strict=False) if top == index]
        lacking = [(part, kept, holders) for part, part_key, kept, holders in wanted
                   if not any(_same_section(h, part_key) or _same_stems(h, part_key) for h in keys)]
        if any(_PHASE_TITLE.match(part) is not None for part, _kept, _holders in lacking):
            continue  # (a phase of the template's plan: a record plans in as many phases as it needs, coral's RFDs)
        if len(lacking) == 1 and any(_same_section(h, part_key) for _part, part_key, *_rest in wanted for h in under):
            part, kept, holders = lacking[0]
            found.append(("DC101", line, f"missing sub-section '{_shown(part)}' of '{_shown(title)}' (the template "
                                         f"{family.template} "
                                         f"has it, and {kept} of the {holders} documents in {where} with that "
                                         f"section have it)"))
    return found


def _same_stems(a: str, b: str) -> bool:
    """Two headings in the same words but for their endings: "Testing Plan" is the template's "Test Plan"."""
    words_a, words_b = a.split(), b.split()
    return len(words_a) == len(words_b) > 0 and all(
        x == y or (min(len(x), len(y)) >= 4 and (x.startswith(y) or y.startswith(x)))
        for x, y in zip(words_a, words_b, strict=True))


# Statuses that take a record off the course its family's records run (put off, withdrawn, abandoned, undone).
# doccheck knows them because some families use them; a family whose documents keep to a few statuses and never
# used one has not taken it up (an ADR folder of Accepted and Superseded records: `Postponed` is no status of it).
# The statuses of a record's course (proposed, accepted, implemented, superseded...) come to every family in
# time: the first record to reach one is no finding.
PROSE_STATUS_WORDS = 5  # words in a status read from a line that make it a sentence about the document instead
_OFF_COURSE = frozenset({"deferred", "withdrawn", "abandoned", "reverted"})
FEW_STATUSES = 4  # the statuses a family's documents keep to, at most, for its vocabulary to be a closed one
STATUSES_MIN = 5  # documents with a status a family needs before its vocabulary says anything


def _off_course(status: str, family: Family) -> bool:
    """Whether a record's status is one that takes it off its course, which no other document of its family uses,
    nor its template offers, in a family whose documents keep to a few statuses (FEW_STATUSES, or as many shared
    and one record's own: c-xrefactory's ADRs are Implemented, Accepted, Proposed, Superseded and one Draft) or whose
    template offers its own
    (`_OFF_COURSE`). A family whose documents keep to the list its template gives is judged by that list instead
    (`Family.listed`)."""
    from doccheck.read.status import lifecycle

    counts = dict(family.status_counts)
    # (a word of one record that is no status at all, `implemeted`, is that record's finding, not the family's
    # vocabulary: open-cluster-management's enhancements keep to three statuses and two misspellings of them)
    others = [n for s, n in counts.items() if s != status and (n >= 2 or lifecycle(s) is not None)]
    shared = sum(n >= 2 for n in others)
    # (one status alone is a mark, not a vocabulary: Luau's RFCs are marked "Implemented" when they are, and
    # otherwise say nothing, or what they like: "Abandoned in favor of a future design")
    few = len(others) >= 2 and (len(others) <= FEW_STATUSES or (shared <= FEW_STATUSES and len(others) - shared <= 1))
    # (... where something offers the family its statuses: with no template or process document naming them, a
    # record given up is the family's first, no slip, as Cordova's one Abandoned proposal among Completed ones)
    few = few and bool(family.status_choices)
    return status in _OFF_COURSE and not family.listed and status not in family.statuses \
        and counts.get(status, 0) <= 1 and sum(counts.values()) - 1 >= STATUSES_MIN \
        and (few or _keeps_to_choices(family))


WRITTEN_OTHERWISE = "status written "  # DC203 of a status its family writes in other words (a shared status)
WRITTEN_MIN = 3  # records writing a status in the same words, for those words to be their family's
SLIP_LETTERS = 6  # letters of a status word, for two letters changed to be a slip (not `draft` for `drift`)


def _written_otherwise(status: object, word: str, family: Family) -> tuple[str, int] | None:
    """(the family's words, how many write them) where a record writes a status that takes it off its course in
    words no other record of its family uses, and the family's others of that status all write it
    in the same other words (WRITTEN_MIN or more): `Postponed` among chef's RFCs `On Hold`."""
    if not isinstance(status, str):
        return None
    others = {w: n - (w == word) for s, w, n in family.status_words if s == status}
    others = {w: n for w, n in others.items() if n > 0}
    if word in others or len(others) != 1:
        return None
    (theirs, count), = others.items()
    # (... or any status, in a slip of the family's word: FAForever's one `superseeded` among eighteen `superseded`,
    # which doccheck reads as the status it means; not the word itself spelt right, Meadow's one `superseded` among
    # three `superceded`)
    if status not in _OFF_COURSE and (not _slip(word, theirs) or word.casefold() == status):
        return None
    return (theirs, count) if count >= WRITTEN_MIN else None


def _slip(word: str, theirs: str) -> bool:
    """Whether a word is another misspelt: one or two letters added, dropped, changed or swapped, not its case."""
    from doccheck.rules.metadata import edits

    ours, wanted = word.casefold(), theirs.casefold()
    return ours != wanted and min(len(ours), len(wanted)) >= SLIP_LETTERS and edits(ours, wanted, 2) <= 2


def _offered_otherwise(status: object, word: str, family: Family) -> str | None:
    """The template's own word for a status that takes a record off its course, where the template lists the
    family's statuses (`Family.listed`, or the statuses its documents share keep to its list: a record's own word,
    Dynamo's one `Published`, says nothing of the rest) and the record writes that status in another word
    (`Postponed` where Letterbook's template offers `Deferred`)."""
    from doccheck.read.status import parse_status

    if not isinstance(status, str) or status not in _OFF_COURSE or family.choices_from or not (
            family.listed or _keeps_to_choices(family)):
        return None
    if any(s == status and _normal(w) == _normal(word) and n > 1 for s, w, n in family.status_words):
        return None  # others write it so too: the family's words, whatever the template says
    for choice in _CHOICE_SPLIT.split(dict(family.template_values).get("status", "")[:300]):
        parsed = parse_status(choice)
        if parsed is not None and parsed.value == status:
            return choice.strip() if _normal(choice) != _normal(word) else None
    return None


def _near_word(status: str, words: list[tuple[str, int]]) -> tuple[str, int] | None:
    """The word, and how many write it, that a status is a slip of, among the words a family writes its statuses in
    (`compelted` of Cordova's `completed`, read as implemented)."""
    from doccheck.rules.metadata import near_status

    near = near_status(status, sorted(_as_value(word) for word, _n in words))
    return next(((word, n) for word, n in words if _as_value(word) == near), None) if near is not None else None


def _as_value(word: str) -> str:
    """A family's status word as doccheck writes a status it reads: "Ready for Implementation" as
    `ready-for-implementation`, to be compared with a slip of it read so (Dapr's "Ready for Implmentation")."""
    from doccheck.read.status import unknown_value

    return unknown_value(word)


def _misspelt(status: str) -> bool:
    """Whether a status is a misspelling of one doccheck knows (`acepted`, `depreciated`)."""
    from doccheck.read.status import CANONICAL_STATUSES
    from doccheck.rules.metadata import misspelling_of

    return misspelling_of(status, CANONICAL_STATUSES) is not None


def _slip_of(status: str, statuses: Iterable[str]) -> bool:
    """Whether a status is a slip of one of these (`acepted` of accepted, `lockd` of locked): a letter or two
    added, dropped, changed or swapped, not a word of its own that shares most of their letters (openlinker's
    plan `reviewed` beside `revised`, which DC203's hint would take for it)."""
    from doccheck.rules.metadata import misspelling_of

    return misspelling_of(status, sorted(statuses)) is not None


def _in_another_script(status: str, words: tuple[str, ...]) -> bool:
    """Whether a status is written in letters none of the family's words are (entirecontext's plan `미착수`, "not
    started", beside `approved` and `implemented`): the author's own language, no slip of the family's words."""
    return not any("a" <= c <= "z" for c in status.lower()) and any(c.isalpha() for c in status) and all(
        any("a" <= c <= "z" for c in word.lower()) for word in words)


_NO_STATUS_YET = frozenset({"tbd", "tbc", "todo", "unknown"})  # a status not chosen yet, in a record that has one


def _few_records(family: Family) -> bool:
    """Whether a family is a few records with no template (`_statused`): too few for a status none of the others
    writes to be more than a slip of theirs ("Planning" beside four Drafts is a stage of its own)."""
    return family.template is None and family.full < FOLDER_MIN


def _a_lifecycle(family: Family) -> bool:
    """Whether what the family's documents write as their status is a place in a lifecycle (most of them, or no
    document writes one yet): AEP-79's chapters write "Normative where marked (MUST/SHALL); informative
    otherwise" in a Status cell, which no word of theirs can be unknown to."""
    from doccheck.read.status import lifecycle

    counts = dict(family.status_counts)
    return 2 * sum(n for status, n in counts.items() if lifecycle(status) is not None) >= sum(counts.values())


def as_written(status: str, own_words: str) -> str:
    """A status as the record writes it, and as doccheck reads it where that differs: `'Postponed' (read as
    'deferred')`."""
    written = " ".join(own_words.split())[:80]
    return repr(status) if written.lower() == status else f"{written!r} (read as {status!r})"


def _offered_by(family: Family) -> str:
    """Where a family's status choices are written, as its findings name it."""
    return f"the process document {family.choices_from}" if family.choices_from else f"the template {family.template}"


def _keeps_to_choices(family: Family) -> bool:
    """Whether the statuses a family's documents share (two or more each) are, nine in ten, ones its template
    offers (three or more): Shipwright's SHIPs keep to `provisional|implementable|implemented|declined|replaced`;
    CometBFT's ADRs, whose template names four, are mostly `Implemented` and `Proposed`."""
    if len(family.status_choices) < LISTED_MIN:
        return False
    shared = [(status, n) for status, n in family.status_counts if n >= 2]
    total = sum(n for _status, n in shared)
    return total >= STATUSES_MIN and sum(n for status, n in shared if status in family.status_choices) \
        >= LISTED_KEPT * total


def where_of(family: Family, relative: str = "") -> str:
    """Where a family's documents are, as its findings name it: its folder, or its stage folders (`active/,
    implemented/ and rejected/`). A family at the top is "this folder" to a document there, not to one in a folder
    below (`relative`)."""
    if family.stages:
        folders = [f"{at}/" for at, _stage, _phase in family.stages]
        if len(folders) > 3:
            return f"the stage folders of {family.folder or '.'}/"
        return ", ".join(folders[:-1]) + " and " + folders[-1] if len(folders) > 1 else folders[0]
    if not family.folder and len(homes := {posixpath.dirname(d) for d in family.documents}) == 1 and all(homes):
        return f"{homes.pop()}/"  # a template at the top, its records all in one folder below (0x's ZEIPs/)
    return f"{family.folder}/" if family.folder else "this folder" if "/" not in relative else "the top folder"


# ... or answered on its own line: `# 6. Upgrade None.` (Tungsten Fabric's specs)
_OMITTED = lazy(r"[\[(](?:omitted|n/?a|not applicable|none)[\])]"
                r"|(?<=\w)(?:[ \t]*+[:\u2013\u2014-])?[ \t]++(?:none|n/a|not applicable)\.?[ \t]*+$", re.IGNORECASE)
EMPTY_SHARE = 0.01  # more documents than this leaving a section empty is the family's way, not one's gap


def _empty(family: Family, record: Mapping[str, Any], registry: TypeRegistry, required: list[str]) -> list[
        tuple[str, int, str]]:
    """DC102 for a section the family requires that a document has with no text in it (an HTML comment, the
    template's guidance kept, is none): a heading that answers nothing. A record still being written may leave
    one for later; a stub's content lives elsewhere; a superseded or rejected record is history."""
    from doccheck.rules.structure import answered_in_heading

    shape = record_shape(record)
    counts = shape.get("counts") or ()
    if not required or is_stub(record) or family.in_progress(record.get("status")) or _of_the_past(record):
        return []
    where = where_of(family)
    left_empty = dict(family.left_empty)
    own = {section_key(title) for title, _line in shape.get("sections") or ()}
    found: list[tuple[str, int, str]] = []
    sections = list(shape.get("sections") or ())
    for index, (title, line) in enumerate(sections):
        if index >= len(counts) or counts[index] or (bool(record.get("status")) and
                                                      section_key(title) == family.metadata_section):
            continue
        if _OMITTED.search(str(title)) is not None or answered_in_heading(str(title)):
            continue  # `## Drawbacks [omitted]`, `# 7. Deprecations None.`: its heading says it has nothing to say
            # (... or what it says: `## Context: 7 inline error-response object literals ...`, tmax's ADRs)
        if index + 1 < len(sections) and _part_of_above(str(title), str(sections[index + 1][0]), family, registry):
            continue  # `## Detailed design`, then `## *Pattern* ##`: the design written a heading level too high
        if left_empty.get(section_key(title), 0) > max(2, EMPTY_SHARE * family.full):
            continue  # others leave it empty too: the family fills it later (ECS's Stage 1 sections), or not at all
            # (two gaps are two gaps: datum's Motivation left to its guidance comment by one enhancement, then another)
        wanted = next((want for want in required if section_key(want) == section_key(title)), None) or next(
            (want for want in required if _counts_as(title, want, registry, family)), None)
        if wanted is not None and section_key(wanted) != section_key(title) and section_key(wanted) in own:
            continue  # the record writes the section in its own words elsewhere: this one is another (emqx's 0002,
            # a Motivation and an empty Rationale)
        if wanted is not None:
            kept = next((n for k, _t, n in family.sections if k == section_key(wanted)), 0)
            source = f"the template {family.template} has it, and " if family.template else ""
            named = "" if section_key(wanted) == section_key(title) else f"written for '{wanted}': "
            found.append(("DC102", int(line), f"section '{_shown(title)}' is empty ({named}{source}{kept} of "
                                              f"{family.full} documents in {where} have it)"))
    return found


def _part_of_above(above: str, title: str, family: Family, registry: TypeRegistry) -> bool:
    """Whether a heading after an empty section, at its level, is the section's content: no section of the family
    (in its words or a built-in kind's) nor a record's closing one (References, Appendix)."""
    from doccheck.rules.structure import NOT_A_PART, labelled_part

    return labelled_part(above, title) or (NOT_A_PART.match(title.strip("*_ ")) is None and not any(
        _same_section(section_key(title), key) or _counts_as(title, named, registry, family)
        for key, named, _kept in family.sections))


def _headings(record: Mapping[str, Any]) -> list[str]:
    """Every heading a record has: its top sections, the others, and a first heading taken for its title (govuk's
    RFC opening with `# Problem`): a section is there in its own words at any level."""
    shape = record_shape(record)
    headings = [title for title, _line in shape.get("sections") or ()] + list(shape.get("subs") or ())
    title = record.get("title")
    return [*headings, title] if isinstance(title, str) and record.get("title_line") else headings


def keeps_status_when_superseded(family: Family) -> bool:
    """Whether the family's template records a supersession in a header field of its own (`superseded by: { - |
    [ADR-0005](0005-example.md)}`) and lists its statuses without one for it (`{draft | submitted to TDA |
    accepted | rejected}`): its superseded record keeps the status its decision had, and names its successor in
    that field."""
    from doccheck.read.status import parse_status

    if len(family.status_choices) < 2 or SUCCESSOR_KINDS.isdisjoint(key for key, _text in family.template_values):
        return False
    return not any((parsed := parse_status(choice)) is not None and parsed.value in _ENDING_STATUSES
                   for choice in family.status_choices)


_ENDING_STATUSES = frozenset({"superseded", "replaced", "deprecated", "obsolete", "obsoleted", "retired", "amended"})


def _known_status(status: object, family: Family) -> bool:
    """A status of the family: one its template offers or its documents share, one written with a version
    whose word the family uses ("Stable in 1.6"), or one whose place in the lifecycle is known (unless the
    family keeps to the list its template gives: `Family.listed`)."""
    if not isinstance(status, str):
        return False
    from doccheck.read.status import lifecycle, qualified_status

    if family.any_status or status in family.statuses or status.split("-", 1)[0] in family.statuses:
        return True
    if (qualified := qualified_status(status)) is not None:
        return _known_status(qualified, family)  # "partially implemented": the status it qualifies
    if lifecycle(status) is not None and not family.listed:
        return True
    if any(status.startswith(known + "-") for known in family.statuses if known.endswith("-by")):
        return True  # the template's `Exceeded by "adr-name"` with the name filled in
    # A family that writes its statuses with the version they came in ("Stable in 1.3"): the words before the
    # version are the author's ("Partially stable in 1.5", "Preview in 1.5"), unless one is a misspelling of
    # the family's own status word ("Stabel in 1.1").
    if _VERSIONED.search(status) is None or not family.versioned:
        return False
    words = {s.split("-", 1)[0] for s in family.statuses}
    return not any(w not in words and any(_near(w, known) for known in words)
                   for w in _VERSIONED.split(status, 1)[0].split("-"))


def _near(a: str, b: str) -> bool:
    """Two words one slip apart: a letter added, dropped, changed, or two swapped (words of at most 20)."""
    if a == b or abs(len(a) - len(b)) > 1 or len(a) > 20 or len(b) > 20 or min(len(a), len(b)) < 4:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def _slipped(a: str, b: str) -> bool:
    """Two headings' keys the same but for one word that slipped: a letter (`_near`), or two together dropped from
    a long word (`## Implemention checklist`, as the Good Docs Project's template once wrote its Implementation
    checklist)."""
    words_a, words_b = a.split(), b.split()
    if len(words_a) != len(words_b) or len(words_a) > 12:
        return False
    slips = [(x, y) for x, y in zip(words_a, words_b, strict=True) if x != y]
    if len(slips) != 1:
        return False
    (x, y), = slips
    short, long = (x, y) if len(x) < len(y) else (y, x)
    return _near(x, y) or (len(long) >= 10 and len(long) - len(short) == 2 and len(long) <= 20 and any(
        long[:i] + long[i + 2:] == short for i in range(len(long) - 1)))


_VERSIONED = lazy(r"-in-(?:[a-z]{1,20}-)?v?\d")
# An address or reference that ends on a number: `.../issues/30`, `#30`, `(PR #30)`
_ENDS_ON_NUMBER = lazy(r"[/#](\d{1,9}+)[ \t)>\]]*+$")


def _names_own_number(text: str, number: object) -> bool:
    """Whether a template's value ends on a reference to the record's own number: a template written from a record
    keeps that record's value, which is the record's own (ESIP's ADR template, "Discussion: .../issues/30", copied
    from decision 30, whose records are named for their issues)."""
    said = _ENDS_ON_NUMBER.search(text[:300])
    return isinstance(number, int) and said is not None and int(said.group(1)) == number


def _template_text(family: Family, record: Mapping[str, Any]) -> list[tuple[str, int, str]]:
    """DC301 for a line of the template's own text (under one of its headings) the document still has, where
    few of the family's documents keep it: a boilerplate line every document keeps is not template text."""
    from doccheck.read.status import IF_APPLICABLE, TURNED_DOWN, lifecycle
    from doccheck.rules.content import due
    from doccheck.rules.structure import OUTCOME_SECTION, UNDECIDED

    if not (family.template_text or family.template_fields):
        return []
    found: list[tuple[str, int, str]] = []
    shape = record_shape(record)
    # A header value due from the start is the template's text in a draft too; one due at a later stage or
    # only in some cases ("The date last call period ends on (only needed when status is Last Call)") is not.
    status = record.get("status")
    drafting = status in _IN_PROGRESS or (isinstance(status, str) and lifecycle(status) == "proposed")
    worded = shape.get("worded") or {}
    for key, mark, text in family.template_fields:
        value = worded.get(key)
        # ... and where a record states no status, a value due at some stage or filled by others ("Issue: (tracking
        # issue if applicable, leave this empty)", 3scale's RFCs) cannot be told due
        later = _CONDITIONAL.search(text) is not None or _LEFT_EMPTY.search(text) is not None
        # (one for some records only, "... - if applicable", kept as the template wrote it: none here, at any status)
        if value is not None and value[0] == mark and not (drafting and (later or _NOT_GIVEN_YET.search(text))) \
                and not (status is None and later) and IF_APPLICABLE.search(text) is None \
                and not _names_own_number(text, record.get("number")):
            found.append(("DC301", int(value[1]), f"'{key}' is still the template's own text ({family.template}: "
                                                  f"{text[:80]!r}); give this document's own"))
    # A section still only the template's prompt is unwritten in a draft too (a draft published in the repository
    # is read as it is: Indy's PROPOSED HIPEs, CAIPs' Drafts), unless it is one written at a later stage
    # (`## Implementation History`: "Major milestones ... such as the first release").
    titles = [str(title) for title, _line in shape.get("sections") or ()]
    spans = _spans(shape)
    heads = shape.get("heads") or ()
    counts = shape.get("counts") or ()
    by_section: dict[int, list[bool]] = {}
    reported: set[int] = set()

    def kept_for_now(fingerprint: int, index: int, text: str) -> bool:
        """A later stage's section; a placeholder its template lets a draft keep, in a draft or in one withdrawn or
        rejected as a draft (a withdrawn EIP's "Needs discussion.")."""
        later = (0 <= index < len(titles) and _LATER_SECTION.search(titles[index]) is not None) or \
            _LATER_TEXT.search(text) is not None
        # (a log kept over the record's life, with nothing to log yet, at any status: SlateDB's `## Updates`, "Log
        # major changes to this RFC over time (optional).")
        # (... a prompt, not a blank to fill: CometBFT's changelog kept as `- {date}: {changelog}` is unwritten)
        ongoing = ((0 <= index < len(titles) and _LOG_SECTION.search(titles[index]) is not None) or
                   _OVER_TIME.search(text) is not None) and _BLANK.search(text) is None
        # (... or the decision and its consequences of a record still drafted or discussed: Simple IoT's ADRs in
        # `discussion` keep the template's "what was decided." until they decide)
        undecided = status in UNDECIDED and 0 <= index < len(titles) and \
            OUTCOME_SECTION.match(titles[index]) is not None
        # (... or one due at a stage after the record's: "{Once the proposal has been implemented, add a link to the
        # relevant PRs here}" in BBC TAMS's accepted ADR 43)
        waiting = later and isinstance(status, str) and not due(titles[index] if 0 <= index < len(titles) else "",
                                                                 text, status)
        return ongoing or (drafting and later) or waiting or undecided or (
            fingerprint in family.draft_text and (drafting or status in TURNED_DOWN))

    told = {line for _code, line, _message in found}

    def still_here(line: int, index: int, text: str, template_line: int) -> None:
        reported.add(index)  # one finding per section
        if line in told:  # (a status section left as the template's choices: its field's finding says it)
            return
        found.append(("DC301", line, f"the template's own text is still here ({family.template}:{template_line}: "
                                     f"{text[:80]!r}); write this document's own"))

    # (a list item the template offers is the template's text too in a section that opens with the template's
    # prompt: React Navigation's Drawbacks kept as "Why should we *not* do this? Please consider:" and its list)
    cut = dict(family.template_prefixes)  # a prompt kept in part is the line it was cut from
    heads = [(cut.get(fingerprint, fingerprint), line, index) for fingerprint, line, index in heads]
    for fingerprint, _line, index in heads:
        marks = by_section.setdefault(index, [])
        marks.append(fingerprint in family.template_text or (
            bool(marks) and marks[0] and fingerprint in family.template_items))
    for fingerprint, line, index in heads:
        text_line = family.template_text.get(fingerprint)
        if text_line is None or index not in by_section:
            continue
        text, template_line = text_line
        if kept_for_now(fingerprint, index, text):
            continue
        # A section still made of the template's text, every line of it. A question, an instruction or a note the
        # author kept above their own text ("> Why should we *not* do this?" then the reasons) is theirs to keep:
        # maintainers judged it so (cluster-api's "Section not required until targeted at a release").
        marks = by_section[index]
        longer = index < len(counts) and counts[index] > len(marks)
        # (cut where the template's was, its short items uncounted: empla's Context prompt over "- Context point 1",
        # "- Context point 2", "- Background information")
        if longer and (len(marks) == HEADS_PER_SECTION or counts[index] > HEADS_PER_SECTION) and index < len(spans) \
                and any(fingerprint == first and spans[index] <= span + 1 for first, span in family.long_prompts):
            longer = False  # a prompt longer than is fingerprinted, and nothing after it: the rest is the prompt's
        if (not all(marks) or longer) and _LABELLED_BLANK.match(text) is None:
            continue  # the author's own text is there too: an instruction kept above it is theirs to keep
            # (not a blank after its label, `Chosen Alternative: *[alternative 1]*`, which nobody filled in)
        del by_section[index]
        still_here(line, index, text, template_line)
    # A sub-section still only the template's prompt, in a section the author wrote the rest of.
    for fingerprint, line, index, alone in shape.get("subheads") or ():
        text_line = family.template_text.get(fingerprint)
        if not alone or text_line is None or index in reported:
            continue
        text, template_line = text_line
        if not kept_for_now(fingerprint, index, text):
            still_here(line, index, text, template_line)
    return sorted(found, key=lambda f: f[1])


def _guidance_kept(family: Family, record: Mapping[str, Any], empty: list[tuple[str, int, str]]) -> list[
        tuple[str, int, str]]:
    """The required sections found empty (DC102), each that holds the template's own guidance comment and nothing
    else told as that: the template's text left in (DC301), which the author sees in the file and the reader never
    does. An optional section left so is the family's to keep or drop (kubevirt's and keylime's records keep many)."""
    shape = record_shape(record)
    sections = shape.get("sections") or ()
    guidance: dict[int, tuple[str, str, int]] = {}
    for fingerprint, _line, index in shape.get("unseen") or ():
        if (text_line := family.template_text.get(fingerprint)) is not None and index < len(sections):
            guidance[int(sections[index][1])] = (str(sections[index][0]), *text_line)
    if not guidance:
        return empty
    return [("DC301", line, f"section '{guidance[line][0]}' holds only the template's guidance, an HTML comment a "
                            f"reader never sees ({family.template}:{guidance[line][2]}: {guidance[line][1][:80]!r}); "
                            "write this document's own") if code == "DC102" and line in guidance else (code, line, text)
            for code, line, text in empty]


# Headings that do one section's job in proposals and decision records, whatever a family's template calls it:
# a record titled `Abstract` has its Summary, one with `Trade-offs` its Consequences.
# (and as records in German, French, Spanish and Portuguese name them: SVA Studio's `## Trade-offs & Limitierungen`
# for its template's `## Konsequenzen`, `## Betrachtete Ansätze` for `## Betrachtete Optionen`)
_SAME_JOB = (
    frozenset({"summary", "abstract", "overview", "introduction", "intro", "tl;dr", "tldr", "synopsis",
               "simple summary", "in short", "in brief", "at a glance", "executive summary", "zusammenfassung",
               "überblick", "résumé", "resumen", "resumo",
               # (TensorFlow's template's TL;DR, "What are we doing and why?")
               "objective", "objectives"}),
    # (... an Objective said as the goals it names: TensorFlow's partitioned-variable RFC, `## Goals`)
    frozenset({"objective", "objectives", "goals", "goal", "goals and non-goals", "aims"}),
    # (an Introduction says why, where a record has no Motivation: HOPR's RFC-0004, The Graph's GIP-0076)
    frozenset({"motivation", "background", "why", "problem", "problem statement", "rationale", "hintergrund",
               "introduction", "intro", "motivación", "motivação",
               # (... or the state of things that asks for a change: Prometheus's proposal 0002)
               "status quo"}),
    # (... and a Motivation, where a record says why in its words: NATS's ADR-22 and ADR-40, written RFC-style)
    frozenset({"context", "background", "problem", "problem statement", "intro", "introduction", "motivation",
               "context and problem statement", "kontext", "kontext und problem", "hintergrund", "problemstellung",
               "contexte", "contexto"}),
    frozenset({"proposal", "design", "detailed design", "proposed solution", "solution", "approach", "how",
               "specification", "design details", "implementation", "details", "proposed change", "proposed changes",
               "proposed implementation", "proposed design", "design proposal",
               # the changes a design makes, where it is written as them (karmada's "API Changes", "Code Changes")
               "api changes", "code changes", "technical design"}),
    frozenset({"decision", "decision outcome", "outcome", "resolution", "proposal", "proposed decision",
               "chosen option", "design decisions", "key decisions", "decision table", "decisions made",
               "final decision", "entscheidung", "décision", "decisión", "decisão",
               # (Altinn Studio's template's `## Result`, "Which alternative was chosen")
               "result"}),
    frozenset({"consequences", "trade-offs", "tradeoffs", "implications", "impact", "risks", "drawbacks",
               "known issues", "disadvantages", "konsequenzen", "auswirkungen", "folgen", "conséquences",
               "consecuencias", "consequências"}),
    # (and MADR's section weighing each, `## Pros and Cons of the Options` with a `###` per option: EASi's ADR 22)
    frozenset({"alternatives", "alternatives considered", "considered alternatives", "considered options",
               "options considered", "options", "rejected alternatives", "other options",
               "pros and cons of the options", "pros and cons of the alternatives", "alternativen",
               "betrachtete optionen", "betrachtete alternativen", "betrachtete ansätze", "optionen",
               "options envisagées", "alternativas",
               # (the options an early record weighed: Sylius's `### Possible solutions`)
               "possible solutions", "possible options", "solutions considered", "considered solutions"}),
    frozenset({"unresolved questions", "open questions", "outstanding questions", "open issues"}),
    # (Kompox's task template's `## 参照`, which 23 of 25 tasks write `## 参考`: both "references")
    frozenset({"references", "reference", "参照", "参考", "参考文献", "参考資料", "参考资料", "参考链接", "引用",
               "referenzen", "références", "referencias", "referências", "riferimenti"}),
    # (the Nuts RFCs' template's `## 2. Terminology`, RFC023's `## 2. Definitions`)
    frozenset({"terminology", "definitions", "glossary", "terms", "terms and definitions", "definitions and terms",
               "conventions and terminology"}),
)


def _counts_as(title: str, required: str, registry: TypeRegistry, family: Family) -> bool:
    """Whether a document's heading is the family's required section: the same words, a name the built-in
    definitions count as it ("Proposal" for "Decision", "Background & Context" for "Context"), or a heading that
    does the same job (`_SAME_JOB`: "Abstract" for "Summary")."""
    return _heading_counts_as(title, required, registry, _own_keys(family.sections))


@lru_cache(maxsize=256)
def _own_keys(sections: tuple[tuple[str, str, int], ...]) -> frozenset[str]:
    return frozenset(key for key, _title, _kept in sections)


# A family's headings repeat in every record, and each is tested against each required section: judged once.
@lru_cache(maxsize=65536)
def _heading_counts_as(title: str, required: str, registry: TypeRegistry, own: frozenset[str]) -> bool:
    from doccheck.read.doctypes import SectionSpec, fold_title
    from doccheck.read.status import in_another_script

    if section_key(title) in own and section_key(title) != section_key(required):
        return False  # the template's `## Proposal` is not its `## Proposal overview` (the Good Docs Project's RFCs)
    if _same_section(section_key(title), section_key(required)):
        return True
    if len(section_key(required)) >= 6 and _slipped(section_key(title), section_key(required)):
        return True  # `## Rational` for Rationale: the section is there, its heading slipped
    if _does_job(section_key(title), section_key(required), own):
        return True
    folded = fold_title(required)
    for doc_type in registry.types:
        for spec in doc_type.required_sections:
            if fold_title(spec.name) == folded and spec.matches(title):  # a definition *of* this section
                return True
            # (... or the section a definition is of, named in another script: fusen-rs's template's `## 后果` is
            # the Consequences a built-in definition asks for. Its other names in Latin letters are alternatives,
            # not the same section: an Introduction is no Motivation.)
            if folded in spec.folded and fold_title(title) == fold_title(spec.name) and in_another_script(folded):
                return True
    return SectionSpec.of((required,)).matches(title)


# A field the template asks for in some records only: "Only required for Standards Track. Otherwise, remove this
# field.", "(*optional)", "if applicable".
_FIELD_IN_SOME = lazy(r"\bonly (?:required|needed)\b|\botherwise,? remove\b|\(\*?optional\b|\bif applicable\b",
                      re.IGNORECASE)
_QUOTED = lazy(r"'([^']{1,120}+)'|\"([^\"]{1,120}+)\"")
_QUOTED_ALL = lazy(r"'([^']{1,120}+)'")
_LEFT_EMPTY = lazy(r"\bleave\b[^.\n]{0,20}?\b(?:empty|blank)\b|\b(?:to be|will be) (?:assigned|filled)\b",
                         re.IGNORECASE)


def _quoted(message: str) -> str | None:
    match = _QUOTED.search(message)
    return section_key(match.group(1) or match.group(2)) if match is not None else None


@lru_cache(maxsize=65536)  # a family's headings repeat in every record: each pair is judged once
def _does_job(have: str, want: str, own: frozenset[str] = frozenset(), *, strict: bool = False) -> bool:
    """A heading (its key) that is the wanted section in the same words or does its job (`_SAME_JOB`): a name
    of the same group, or one and more words ("Implementation details" for a Proposal). A heading that is
    another of the family's own sections (`own`) does only that one's job: where the template has both a
    Proposal and an Implementation, one never stands for the other. `strict`: what makes a section required is
    counted without one name of a joined heading standing for it (polkadot's "Performance" for "Performance,
    Ergonomics, and Compatibility"), which is enough for a record to have it."""
    if have in own and have != want:
        return False  # another of the template's own sections by name: that one's job only
    if _same_section(have, want, strict=strict) or _near(have, want):
        return True  # (a letter apart: BitShares' template misspells its Rationale `# Rational`)
    if any(_same_section(have, other, strict=strict) or _near(have, other) for other in own if other != want):
        return False
    if _ideographs_alike(have, want) and not any(
            _ideographs_alike(have, other) for other in own if other != want):
        return True
    # (a heading that is only the first words of a name of the group is not that name: TiSpark's `## API`, which
    # describes the API, is no "API changes", the design written as its changes)
    return any(want in group and any(_same_section(have, name, strict=strict) and not name.startswith(have + " ")
                                     for name in group) for group in _SAME_JOB)


def _ideographs_alike(have: str, want: str) -> bool:
    """Two headings in Chinese or Japanese that share most of the shorter one's words, which are not set apart by
    spaces: the pairs of characters both write, two or more and half the shorter's (PaddlePaddle's `方案设计`,
    design of the scheme, for its template's `设计思路与实现方案`, design ideas and how it is done)."""
    pairs_have, pairs_want = _ideograph_pairs(have), _ideograph_pairs(want)
    shared = len(pairs_have & pairs_want)
    if shared >= 2 and 2 * shared >= min(len(pairs_have), len(pairs_want)):
        return True
    # (... or the one's words end or open the other's: `1.1 背景`, the background, for `1、相关背景`)
    short, long = sorted((have, want), key=len)
    return len(short) >= 2 and short != long and _all_ideographs(short) and _all_ideographs(long) and (
        long.endswith(short) or long.startswith(short))


@lru_cache(maxsize=8192)
def _ideograph_pairs(key: str) -> frozenset[str]:
    key = key[:MAX_HEADING]
    return frozenset(key[i:i + 2] for i in range(len(key) - 1) if _ideograph(key[i]) and _ideograph(key[i + 1]))


def _all_ideographs(key: str) -> bool:
    return bool(key) and all(map(_ideograph, key))


MAX_HEADING = 200  # characters of a heading compared by its pairs of ideographs


@lru_cache(maxsize=8192)
def _parts(key: str) -> frozenset[str]:
    return frozenset(p.strip() for p in _JOINED.split(key) if p.strip())


_PART_NUMBER = lazy(r"(?:[-\s]|\bpart\s)\d{1,2}$")
_WHOLE_ONLY = frozenset({"how", "why", "what", "when", "where", "who"})  # a question word heads a topic
# (or `or`: TiSpark's template asks for "Motivation or Background", which its design docs write "Motivation and
# background")
_JOINED = lazy(r"\s*+(?:&|/|\band\b|\bor\b|,|:)\s*+")


# A record section's name in the languages translated templates are written in, as the English one: a family whose
# template is Portuguese (`## Decisão`) and whose records are written in Portuguese or English (`## Decision`) has
# one Decision section.
_IN_ENGLISH = {
    # (and Polish, the Scandinavian languages, Czech and Turkish: pim's last ADRs, `## Kontekst`, `## Decyzja`,
    # `## Konsekwencje`, beside its English MADR ones)
    **dict.fromkeys(("contexto", "contexte", "kontext", "contesto", "контекст", "kontekst", "bağlam"), "context"),
    **dict.fromkeys(("decisão", "decisao", "decisión", "décision", "entscheidung", "decisione", "besluit", "решение",
                     "decyzja", "beslut", "beslutning", "rozhodnutí", "karar"), "decision"),
    **dict.fromkeys(("consequências", "consequencias", "consecuencias", "conséquences", "konsequenzen",
                     "conseguenze", "gevolgen", "последствия", "konsekwencje", "konsekvenser", "důsledky", "sonuçlar"),
                    "consequences"),
    **dict.fromkeys(("estado", "statut", "stato", "статус"), "status"),
    **dict.fromkeys(("alternativas", "alternativen", "alternatieven", "альтернативы", "рассмотренные альтернативы"),
                    "alternatives"),
    **dict.fromkeys(("opções consideradas", "opciones consideradas", "alternativas consideradas",
                     "options envisagées", "options considérées", "betrachtete optionen", "opzioni considerate"),
                    "considered options"),
    **dict.fromkeys(("motivação", "motivacao", "motivación", "motivazione", "motivatie"), "motivation"),
    **dict.fromkeys(("resumo", "resumen", "sommario", "zusammenfassung", "samenvatting", "résumé"), "summary"),
    **dict.fromkeys(("justificativa", "justificación", "justification", "begründung"), "rationale"),
    **dict.fromkeys(("referências", "referencias", "références", "referenzen", "riferimenti"), "references"),
}


_ASIDE = lazy(r"[ \t]*+\([^()\n]{1,80}+\)$")
# The list of links a record closes with, in any of its names: one section, whichever a record calls it.
_LINK_LIST = lazy(r"references?|links?|see also|resources|(?:further|additional) (?:reading|resources)|"
                  r"related(?: (?:documentation|documents?|docs|adrs?|decisions?|rfcs?|records?|links?|reading|"
                  r"resources|specs?|proposals?))?")


def _fenced(record: Mapping[str, Any], title: str) -> str:
    """DC101's note where the missing section's heading is inside a code block that runs to the end of the record
    (`fenced_off`), else nothing."""
    from doccheck.rules.structure import fenced_note

    fence, headings = record.get("fenced_off") or (0, ())
    key = section_key(title)
    line = next((int(n) for heading, n in headings if section_key(str(heading)) == key), None)
    return "" if line is None else fenced_note(line, int(fence))


@lru_cache(maxsize=65536)  # each record's headings are held against the same few section names
def _same_section(a: str, b: str, *, strict: bool = False) -> bool:
    """Two section keys that name one section: the same words, or one the start of the other
    ("decision" and "decision outcome"), or a name both headings join in ("background & context", "copyright/license"),
    in one language or two (`_IN_ENGLISH`).
    """
    if not a or not b:
        return False
    # (an aside after the name is no part of it: vox's "Historical context (why we left Python)", "Decision (scoped)")
    a, b = _ASIDE.sub("", a) or a, _ASIDE.sub("", b) or b
    a, b = _IN_ENGLISH.get(a, a), _IN_ENGLISH.get(b, b)
    a, b = _PART_NUMBER.sub("", a) or a, _PART_NUMBER.sub("", b) or b  # "Decision-1" and "Decision-2" are parts
    if "-" in a or "-" in b:  # "Reference level explanation" is the template's "Reference-level explanation"
        a, b = a.replace("-", " "), b.replace("-", " ")
    if a in _WHOLE_ONLY or b in _WHOLE_ONLY:
        return a == b  # "How" is the design; "How to work with each type" is one topic of it
    if not strict and a != b and _LINK_LIST.fullmatch(a) and _LINK_LIST.fullmatch(b):
        return True  # Aura's ADR-030 keeps its template's References as "Related Documentation"
    if a == b or a.startswith(b + " ") or b.startswith(a + " "):
        return True
    if (len(b) >= 6 and a.endswith(" " + b)) or (len(a) >= 6 and b.endswith(" " + a)):
        return True  # "Specific Action Items" is an Action Items section, "Detailed Design" a Design
    if b in _parts(a) or (not strict and not _parts(a).isdisjoint(_parts(b))):
        return True  # "Copyright" and "Copyright and License" are the template's "Copyright/license"
    if len(_parts(a)) > 1 and _singular(b) in {_singular(part) for part in _parts(a)}:
        return True  # "Motivation and goal" holds the Goals
    a, b = _singular(a), _singular(b)  # "Problems associated with ..." is the Problem section
    return a == b or a.startswith(b + " ") or b.startswith(a + " ") or (len(b) >= 6 and a.endswith(" " + b)) or (
        len(a) >= 6 and b.endswith(" " + a)) or _root(a) == _root(b) or _words_any_order(a) == _words_any_order(b)


_ACT_ENDING = lazy(r"(?<=\w{4})(?:er|ing)\b")
_WORD_ENDING = lazy(r"(?<=\w{4})(?:al|ed|ing|er|s)\b")


@lru_cache(maxsize=8192)
def _words_any_order(key: str) -> tuple[str, ...]:
    """A name's words of two or three, stemmed and in any order: Flow's "Proposed design" is its template's "Design
    Proposal", "Considered alternatives" an "Alternatives considered" section. (One word has no other order.)"""
    words = key.split()
    return tuple(sorted(_WORD_ENDING.sub("", word) for word in words)) if 2 <= len(words) <= 3 else (key,)


@lru_cache(maxsize=8192)
def _root(key: str) -> str:
    """A key with each word's -er or -ing taken off: the OpenWallet Foundation's "Issue Tracking" is its template's
    "Issue Tracker", "Planning" a "Planner" section."""
    return _ACT_ENDING.sub("", key)


@lru_cache(maxsize=8192)
def _singular(key: str) -> str:
    # (a demonstrative too: Nava's WIC page notes' "About these pages" is their "About This Page")
    return " ".join(_SINGULAR_WORDS.get(w) or (w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss")
                                               else w) for w in key.split())


_SINGULAR_WORDS = {"these": "this", "those": "that", "this": "this", "thus": "thus", "does": "does"}
