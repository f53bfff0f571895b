"""One parsed Markdown document: front matter, title, sections, links and the metadata it declares.

Structure is CommonMark's, as markdown-it-py parses it:

1. Blocks. The heading, fence, indented-code and paragraph rules, in doccheck's own scan of the lines
   (`blocks.scan_blocks`, held to markdown-it-py's answer by tests/test_blocks.py). HTML comments are found first
   (`_comment_lines`, tracking fences as CommonMark does) and blanked, so a fence or a heading inside a comment
   is neither. A document where a list could change what is a fence (an indented fence: a list item's) gets
   markdown-it-py with every CommonMark block rule instead. Sections are the headings outside lists
   and block quotes; code is every fence and indented block, and every HTML comment.
2. Links, from each paragraph and heading as a whole: link text over several lines, one level of nested
   brackets, no links inside code spans; a reference definition counts only where a link uses its label.
   Every pattern is possessive, so the scan is linear in the text (`[a](` x 50,000 included).
3. Metadata lines are read from the lines that are not code.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterator, Mapping
from functools import cached_property
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.read.blocks import commonmark_blocks, scan_blocks
from doccheck.read.frontmatter import FrontMatter, split_front_matter
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.read.governs import Governed


class Section(NamedTuple):
    level: int
    title: str
    line: int  # 1-based line of the heading
    end_line: int  # last line before the next heading of the same or a higher level
    body_start: int  # first line after the heading
    body_end: int  # last line before the next heading of any level


class Link(NamedTuple):
    target: str
    text: str
    line: int
    column: int


STATEMENT_WORDS = 5  # a field's value this long is a statement, one that may stand for a section of its name


class MetaValue(NamedTuple):
    value: Any
    line: int
    source: str  # front-matter, sidecar, preamble (a fenced header), line, table, section

    @property
    def text(self) -> str:
        """The value as one line of text: a list joined with commas."""
        return ", ".join(map(str, self.value)) if isinstance(self.value, list) else str(self.value)

    @property
    def bare_text(self) -> str:
        """`text` without the emphasis or code marks around it: `**high**` -> `high`."""
        return self.text.strip().strip("*_`").strip()


MINUTES_FOLDERS = frozenset({"meetings", "meeting-notes", "meeting_notes", "minutes", "meeting-minutes"})
MINUTES_TITLE_CHARS = 200
_NOTES_NAME = lazy(r"(?:^|[-_ ])(?:notes|minutes)(?:[-_ ]|$)", re.IGNORECASE)
_DATE_IN_NAME = lazy(r"(?:19|20)\d\d[-_.]\d{1,2}(?:[-_.]\d{1,2})?(?!\d)")
_MINUTES_TITLE = lazy(r"\b(?:meeting|call)\b[^.\n]{0,60}?\b(?:notes|minutes)\b", re.IGNORECASE)
_LEADING_NUMBER = lazy(r"^\W{0,3}(?:[A-Za-z]{1,8}[- ]?)?\d{1,6}[.:)]?\s+")


class Document:
    def __init__(self, path: str, text: str, lines: list[str], front_matter: FrontMatter, title: str,
                 title_line: int, title_source: str, sections: list[Section], links: list[Link],
                 code_lines: frozenset[int], metadata: dict[str, MetaValue] | None = None,
                 references: dict[str, str] | None = None, sidecar_problem: str | None = None,
                 images: list[Link] | None = None) -> None:
        self.path = path  # posix path as the user named it, relative where possible
        self.text = text
        self.lines = lines
        self.front_matter = front_matter
        self.title = title
        self.title_line = title_line
        self.title_source = title_source  # h1, front-matter, file-name
        self.sections = sections
        self.links = links
        self.images: list[Link] = images if images is not None else []  # `![alt](diagram.png)`: no cross-reference
        self.code_lines = code_lines
        self.metadata: dict[str, MetaValue] = metadata if metadata is not None else {}
        # reference definitions: folded label -> target
        self.references: dict[str, str] = references if references is not None else {}
        self.sidecar_problem = sidecar_problem  # why the sidecar beside it (kep.yaml) was not read
        self.sidecar_code = "DC001"  # ... the finding that says so: unreadable, or DC004 where it is no YAML
        self.sidecar_name: str | None = None  # the file beside it its metadata was read from

    @cached_property
    def part_titles(self) -> list[str]:
        """The names of the parts the document writes: its sections' titles, and a field written as a statement
        on a line of its header (`**Context:** Early-stage decision for the backend; need ...`, get-forge's ADRs,
        whose records give their context so and head only their Decision and Consequences)."""
        stated = [key for key, found in self.metadata.items() if found.source == "line"
                  and isinstance(found.value, str) and len(found.value.split()) >= STATEMENT_WORDS]
        return [section.title for section in self.sections] + stated

    @cached_property
    def fenced_off(self) -> tuple[int, tuple[tuple[str, int], ...]]:
        """A code fence that runs to the document's end, left open or closed on its last line, and the headings it
        holds (a Markdown heading line inside it, `## Consequences`, and its line): (the fence's line, the
        headings), or (0, ()). A renderer shows them as code, so the sections they open are not there
        (qubinode-navigator's ADR-0035: a ``` opened after a ```` block, closed by the file's last line)."""
        last = len(self.lines)
        if last not in self.code_lines:
            return 0, ()
        start = last
        while start - 1 in self.code_lines and start - 1 >= max(self.front_matter.body_line, 1):
            start -= 1
        if _FENCE.match(self.lines[start - 1]) is None:
            return 0, ()
        headings = tuple((strip_emphasis(m.group(1).strip()), n) for n in range(start + 1, last + 1)
                         if (m := _HEADING_LINE.match(self.lines[n - 1])) is not None)[:MAX_FENCED_HEADINGS]
        return (start, headings) if headings else (0, ())

    @property
    def name(self) -> str:
        return PurePosixPath(self.path).name

    @cached_property
    def is_minutes(self) -> bool:
        """Meeting notes, whose outline is the meeting's agenda: no record, held to no family's sections nor a
        record type's. Told by a folder of meetings (`meetings/2019/LDM-2019-03-25.md`, `minutes/`), by a name
        saying notes with its date (`cryptography-notes-2026-1-30.md`), or by a title naming a meeting's or a
        call's notes with its date or number ("Celestia Core Devs Call 15 notes"); an ADR on taking meeting notes
        says no date."""
        posix = PurePosixPath(self.path)
        if any(part.lower() in MINUTES_FOLDERS for part in posix.parent.parts):
            return True
        if _NOTES_NAME.search(posix.stem) is not None and _DATE_IN_NAME.search(posix.stem) is not None:
            return True
        title = _LEADING_NUMBER.sub("", self.title[:MINUTES_TITLE_CHARS])
        return _MINUTES_TITLE.search(title) is not None and any(c.isdigit() for c in title)

    @cached_property
    def is_manual_page(self) -> bool:
        """Whether the document is a manual page written in Markdown: its first heading `NAME`, a `SYNOPSIS` after
        it (Traffic Control's `t3c-apply/README.md`, converted to a man page by its build). Its NAME is no
        template's blank, its output formats no placeholders."""
        return bool(self.sections) and self.sections[0].title.strip() == "NAME" and any(
            section.title.strip() == "SYNOPSIS" for section in self.sections[1:MANUAL_HEADINGS])

    @cached_property
    def is_work_item(self) -> bool:
        """Whether the document is a ticket a planning tool keeps in Markdown, its front matter naming its level
        (Metis's `level: task`, `level: initiative` beside its `level: adr`): the tool scaffolds it from its own
        template, whose blanks the work fills as it goes or leaves ("Delete sections that don't apply")."""
        level = self.front_matter.data.get("level")
        return isinstance(level, str) and level.strip().lower() in WORK_ITEM_LEVELS

    @cached_property
    def is_pointer(self) -> bool:
        """Whether the document has no section under its title and a few lines at most that link elsewhere, or
        no heading and one line: a pointer or a marker, no record written short (field-tm's `0000-hotosm.md`,
        "The decisions made in this project should not deviate much from the choices, [starting here](...)";
        life-events-platform's `9999-end.md`, "No more records", the end of its "Next >>" links)."""
        if len(self.sections) > 1 or (self.sections and self.sections[0].line != self.title_line):
            return False
        text = [line for line in self.lines[max(self.front_matter.body_line, 1) - 1:] if line.strip()]
        # (an empty body is no marker: a record with nothing in it lacks all it should say)
        return len(text) <= POINTER_LINES and (bool(self.links) or (len(text) == 1 and not self.sections))

    @cached_property
    def is_template(self) -> bool:
        """A template or an example: the repository's word on its sections, not a record (no DC101, no empty
        sections or placeholders reported in it).

        Told by evidence, not by a substring of the name: a file or a folder named as a template
        (`0000-template.md`, `adr-template.md`, `NNNN-kep-template/README.md`, `CIP-TEMPLATE.md`,
        `proposal-templates/`), a test fixture folder (`integration-tests/`, `fixtures/`, `testdata/`), a
        scaffolding tool's variables left for it to fill (`date: {DATE_YESTERDAY}`) or a form's (`# ${Project Name}`),
        or an unnumbered blank whose title and another value are placeholders (`EMPTY-ADR.md`). A real record about
        templates (`0039-use-apache-velocity-as-template-engine.md`, `adr-014-project-templates.md`) is not one.
        """
        posix = PurePosixPath(self.path)
        if posix.stem.lower() in ("readme", "index") and posix.parent.name.lower() == "templates":
            return False  # a folder of templates' own page, which lists them (Plumly's `docs/templates/README.md`)
        # `TrendyolAdrTemplate` names its words too; `adr.template.md` and a hidden `.TEMPLATE.md` are named so
        own = [_TEMPLATE_LANGUAGE.sub("", _TEMPLATE_VARIANT.sub("", _CAMEL.sub("-", posix.stem).lstrip(".").replace(
            ".", "-")))]
        # (... or for a kind of file, named after a dot: libelektra's `template.java.md` beside `template.c.md`)
        base, *formats = posix.stem.split(".")
        if 0 < len(formats) <= 2 and all(part.isalnum() and len(part) <= FORMAT_CHARS for part in formats):
            own.append(base)
        names = [*own, *posix.parent.parts]
        zero = _ZERO_TEMPLATE_NAME.match(posix.stem)
        # (... or its folder, where a record is a folder: jianmu's `000-example/proposal.md`)
        zero_folder = _ZERO_TEMPLATE_NAME.match(posix.parent.name) if posix.parent.name else None
        # (a folder named for record zero alone is the template a new record copies whole: Open Platform Model's
        # `0000/`, its problem, design and schemas)
        # (a file named for templates, plural, is about them: Cordova's `CLI-Templates.md`, a proposal, Wikimedia's
        # `Email_Templates.md`; a folder so named holds them, `proposal-templates/`)
        # (... nor a page titled by the identifier its name spells, luma.gl's `animation-loop-template.md`, "#
        # AnimationLoopTemplate": the reference page of a class)
        identifier = re.sub(r"[-_. ]", "", posix.stem).lower() == self.title.strip(" `*_").lower() and \
            " " not in self.title.strip() and self.title_source == "h1"
        if any((any(word in name.lower() for word in _TEMPLATE_WORDS) and _TEMPLATE_NAME.match(name)
                and not (at < len(own) and (posix.stem.lower().endswith("templates") or identifier)))
               or (at >= len(own) and name.lower() in _FIXTURE_FOLDERS)  # (a folder: `test-data.md` is a page)
               for at, name in enumerate(names)) or \
                not _TEMPLATE_FOLDERS.isdisjoint(p.lower() for p in posix.parent.parts) or \
                any(_TEMPLATES_FOLDER.match(part) for part in posix.parent.parts) or \
                _test_resources(posix.parent.parts) or \
                any(_ZERO_FOLDER.match(part) for part in posix.parent.parts) or \
                any(z is not None and not z.group("more") for z in (zero, zero_folder)) or \
                _LABELLED_TEMPLATE.match(posix.stem) is not None or \
                _DATE_NAME_BLANK.search(posix.stem) is not None:
            return True
        values = [self.title, *(m.value for m in self.metadata.values() if isinstance(m.value, str))]
        if any("{" in value and _TOOL_VARIABLE.search(value) for value in values):
            return True
        if _SERIES_X.match(posix.stem) is not None:
            # `aex-X.md`, `lip-X.md`, `snip-x.md`: the series' blank, named with an X for its number, its values
            # placeholders (`AEX: <to be assigned by editors>`)
            from doccheck.read.status import is_placeholder

            if any(is_placeholder(v) for v in [*values, *(value for _key, value, _line in self.refused_fields())]):
                return True
        if _LAST_WORD_TEMPLATE.search(posix.stem) is not None or zero is not None:
            # A numbered name that ends in "template" (`CFP-003-template.md`), or record zero named for a template
            # and more words (`0000-template-rfc.md`), is the family's template when the file says so too: titled a
            # template, or a value left as a placeholder (`YYYY-MM-DD`). A record about templates
            # (`adr-014-project-templates.md`, LWC's `0000-template-comments.md`, "HTML comments for LWC templates",
            # an RFC waiting for its number) is neither.
            from doccheck.read.status import is_placeholder

            stated = self.title_source != "file-name"  # a title taken from the name says nothing
            # (... or, the first record, 0 or 1, whose title ends as its name does: Brightway's `0001_bep-template.md`,
            # "BEP-0001 Brightway Enhancement Proposal (BEP) Template"; ADR 23, "Email template", is about one)
            first = (number := _FILE_NUMBER.search(posix.stem)) is not None and int(number.group(0)) <= 1
            titled = stated and (_TITLED_TEMPLATE.fullmatch(self.title.strip()) is not None
                                 or (first and _ENDS_TEMPLATE.search(self.title[:300]) is not None)
                                 or is_placeholder(self.title) or _TITLE_PLACEHOLDER.search(self.title) is not None
                                 or TITLE_ALONE.fullmatch(self.title.strip(" *_:")) is not None)
            tags = self.meta("tags")
            tagged = tags is not None and "template" in re.split(r"[\s,;\[\]\"']+", str(tags.value).lower())
            # (MakerDAO's `MIP60c3-ForumPost-Template.md`, titled "... - YYYY-MM-DD"; `Tags: template`)
            if titled or tagged or any(is_placeholder(v) for v in values[1:]):
                return True
        title = self.title
        if self.title_source == "file-name" and isinstance(named := getattr(self.meta("title"), "value", None), str):
            title = named  # `* Title: <TAP title>` says more than a title taken from the file's name
        elif self.title_source == "file-name" and self.front_matter.error is not None:
            # ... and so does a front matter YAML refused: `title: ADR-000: [Short Title]` (Onetime Secret's
            # `adr-000.md`, the colon unquoted)
            title = next((value for key, value, _n in self.refused_fields() if key.lower() == "title"), title)
        numbered = posix.parent.name if posix.stem.lower() in ("readme", "index") else posix.stem
        if _NUMBER_ZERO.match(numbered) and (_TITLE_IN_WORDS.search(title)
                                             or _TITLED_TEMPLATE.fullmatch(title.strip()) is not None):
            return True  # record zero titled in the template's words: "CEP 0 - A short title of the proposal", or
            # titled a template: handshake's `HIP-0000.md`, "HIP-0000 : HIP Template"
        if _PLACEHOLDER_PART.search(title) is None:
            return False
        # Record number zero with a placeholder in its title (fluxcd's `RFC-0000/README.md`, "RFC-NNNN Title"):
        # the blank a series starts from. Number zero alone is not one (MADR's own first record is 0000).
        if _NUMBER_ZERO.match(numbered):
            return True
        # A blank to copy (`EMPTY-ADR.md`: `# <ADR NUMBER>. <ADR TITLE>`, `Date: YYYY-MM-DD`): a title that is
        # only placeholders, another placeholder beside it, and no number in the name. A numbered record with
        # its template text left in (`0007-caching.md`) is a record, and that text is reported.
        from doccheck.read.status import is_placeholder

        filled = [is_placeholder(value) for value in values[1:]]
        if _ENDS_TEMPLATE.search(title[:300]) is not None and any(filled):
            return True  # titled as the series' template, its number a blank, its values too: NHS DoS Integration's
            # `documentation/adr/README.md`, "ADR-XXX: ADR Template", `* Date: [YYYY/MM/DD when ...]`
        if any(c.isalnum() for c in _PLACEHOLDER_PART.sub("", title)):
            return False
        if _NUMBER_IN_NAME.search(posix.stem) is None:
            return any(filled)
        # A numbered file that is the series' blank all the same (TUF's `tap2.md`, "TAP 2 contains a template":
        # `* TAP: <TAP number>`, `* Title: <TAP title>`, ...): its title and most of its values are placeholders,
        # its own number among them. A record with some template text left in has its own title and values.
        return sum(filled) >= 3 and 2 * sum(filled) > len(filled)

    def refused_fields(self) -> list[tuple[str, str, int]]:
        """(key, value, line) of a front matter YAML refused, read line by line (`author: <... e.g. (use with the
        parentheses): FirstName>`): a blank's placeholders, which its header is made of."""
        if self.front_matter.error is None:
            return []
        last = min(self.front_matter.body_line, _MAX_TEMPLATE_HEADER) - 1
        return [(field.group(1), field.group(2).strip(), number) for number in range(2, last)
                if (field := _TEMPLATE_FIELD.match(self.lines[number - 1])) is not None]

    def refused_lists(self) -> list[tuple[str, list[str], int]]:
        """(key, items, line) of each list a front matter YAML refused writes as a key over `- item` lines, read line
        by line as `refused_fields` reads its values (`superseded-by:` over `- /enhancements/x.md`)."""
        if self.front_matter.error is None:
            return []
        last = min(self.front_matter.body_line, _MAX_TEMPLATE_HEADER) - 1
        found: list[tuple[str, list[str], int]] = []
        number = 2
        while number < last:
            key = _HEADER_LIST_KEY.match(self.lines[number - 1])
            number += 1
            if key is None:
                continue
            items = []
            while number < last and (item := _HEADER_LIST_ITEM.match(self.lines[number - 1])) is not None:
                items.append(_unquoted(item.group(1).strip()))
                number += 1
            if items:
                found.append((key.group(1), items, number - len(items) - 1))
        return found

    @property
    def stated_title(self) -> str:
        """The title, or, where it has no H1 and no front matter's, its header's `title` field (a table's or a
        preamble's row: `| title | Celestia Improvement Proposal Process and Guidelines |`), else its first
        heading."""
        if self.title_source != "file-name":
            return self.title
        if (found := self.meta("title")) is not None and isinstance(found.value, str) and found.value.strip():
            return found.value.strip()[:300]
        # ... or the heading that opens it at another level when it names the record by its number (`EEP 1: EEP
        # Purpose and Guidelines`, underlined, in `eep-0001.md`), not a first section (`## Summary`)
        number = _FILE_NUMBER.search(PurePosixPath(self.path).stem)
        if self.sections and number is not None and re.search(
                rf"(?<!\d)0*{int(number.group(0))}(?!\d)", self.sections[0].title) is not None:
            return self.sections[0].title[:300]
        return self.title

    @cached_property
    def lowered(self) -> str:
        """The text in lower case, for the rules' cheap tests of whether a word is there at all."""
        return self.text.lower()

    def lines_holding(self, words: tuple[str, ...]) -> list[int]:
        """The numbers of the lines that hold one of the (lower-case) words, in order: a rule whose pattern needs
        one of them reads those lines only, not every line (or the whole text, where a pattern that opens with
        many alternatives is tried at every character)."""
        lowered = self.lowered
        at = sorted({found for word in words for found in _occurrences(lowered, word)})
        numbers: list[int] = []
        number, last = 1, 0
        for position in at:
            number += lowered.count("\n", last, position)
            last = position
            if not numbers or numbers[-1] != number:
                numbers.append(number)
        return numbers

    @cached_property
    def top_level(self) -> int:
        """The deepest level of a section of the document itself (`is_top_section`): 2, or the shallowest level
        its sections use where that is deeper."""
        levels = [s.level for s in self.sections if not (self.title_source == "h1" and s.line == self.title_line)]
        shallowest = min(levels, default=2)
        # (a title written below H1, opening the document, the one heading of its level, over sections one or more
        # levels down: `### 12. Deploying alertmanager` over `#### Status`, `#### Context` (GDS's ADRs, partials a
        # page renders under its own H2): its sections are the document's)
        first = self.sections[0] if self.sections and self.title_source != "h1" else None
        if first is not None and first.level == shallowest and levels.count(shallowest) == 1 and len(levels) > 1 \
                and not any(line.strip() for line in self.lines[max(self.front_matter.body_line, 1) - 1:
                                                                 first.line - 1]):
            shallowest = min(level for level in levels if level > shallowest)
        return max(2, shallowest)

    @cached_property
    def governs(self) -> list[Governed]:
        """The paths the document says it governs (`governs:`, or its family's `affects`, `applies_to`)."""
        from doccheck.read.governs import governed

        return governed(self.meta)

    def section_text(self, section: Section) -> str:
        return "\n".join(self.lines[section.body_start - 1 : section.body_end])

    def meta(self, key: str) -> MetaValue | None:
        return self.metadata.get(key)


MANUAL_HEADINGS = 4  # headings after a manual page's NAME among which its SYNOPSIS is looked for
POINTER_LINES = 6  # of text, at most, in a document that only points elsewhere (`Document.is_pointer`)
FORMAT_CHARS = 10  # of a kind of file named after a template's name (`template.java.md`, `template.python.md`)
# A name that says "template" as its last word, after words and at most a placeholder number
# (`architecture-decision-record-template`, `0000-template`, `NNNN-kep-template`, or the last number, eessi-pensjon's
# `9999-template`); a record number (`adr-014-project-templates`) makes it a record. A series prefix may be glued to
# the zeros (`adr000-template`). (`tmpl`: Contour's `design-document-tmpl.md`)
# (... or the word in another language, where it means nothing else: Spanish `plantilla.md`, German `Vorlage`)
_TEMPLATE_NAME = lazy(r"^(?:[a-z]{1,20}[-_ ])*+(?:[a-z]{1,12}(?=[09]))?(?:0++|9{3,}+|n++|x++)?[-_ ]?"
                      r"(?:[a-z]++[-_ ]){0,2}(?:templates?|tmpl|plantillas?|vorlagen?|sjabloon|sjablonen|szablony?)$",
                      re.IGNORECASE)
WORK_ITEM_LEVELS = frozenset({"task", "subtask", "initiative", "epic", "story", "strategy", "vision", "milestone"})
_TEMPLATE_WORDS = ("templ", "tmpl", "plantilla", "vorlage", "sjablo", "szablon")
# A folder named for the templates it holds, its words numbers too (PostHog's `.github/1-1-TEMPLATES/`, forms for
# one-to-one meetings, `[INSERT DATE]` and all)
_TEMPLATES_FOLDER = lazy(r"^(?:[a-z0-9]{1,20}+[-_ ])*+templates$", re.IGNORECASE)
# A name that labels the file a template or an example, as a wiki names a page (the Internet Computer's NNS
# proposals: `Template: Proposal.md` beside `Example: proposal.md`).
_LABELLED_TEMPLATE = lazy(r"^(?:templates?|examples?|samples?)[ \t]*+:", re.IGNORECASE)
# The variants a template family ships beside its full one (MADR's `adr-template-bare-minimal.md`), left out of
# the name before it is matched.
_TEMPLATE_VARIANT = lazy(r"(?:[-_ ](?:minimal|short|bare|lite|light|lightweight|simple|basic|full|long|"
                         r"extended|detailed)){1,2}$", re.IGNORECASE)
# The language a template is written in, after its name (Meldestelle's `0000-adr-template-de.md`, `template.fr.md`),
# or its variant's short tag.
_TEMPLATE_LANGUAGE = lazy(r"(?<=templates)[-_](?:en|de|fr|es|it|nl|pt|pt-br|ja|ko|zh|zh-cn|zh-tw|ru|pl|sv|da|fi|nb|cs|"
                          r"tr|uk)$|(?<=template)[-_](?:en|de|fr|es|it|nl|pt|pt-br|ja|ko|zh|zh-cn|zh-tw|ru|pl|sv|da|fi|"
                          r"nb|cs|tr|uk)$"
                          # ... or a short tag of its variant (mogador26's `adr-template-mi.md`, `template-v2.md`)
                          r"|(?<=template)[-_](?:[a-z]{1,3}|v\d{1,2})$", re.IGNORECASE)
# Record zero named a template in the translated templates' word order (`0000-modele-adr.md`, `0000-template-rfc`),
# or glued to its number in CamelCase (`0000Example.md`).
_ZERO_TEMPLATE_NAME = lazy(r"^0++(?:[-_ ]|(?<=0{3})(?-i:(?=[A-Z][a-z])))"
                           r"(?:templates?|samples?|examples?|skeleton|mod[eè]les?|plantillas?|"
                           r"vorlagen?|sjablonen?|szablony?|modell[io]|modelo)(?P<more>(?:[-_ ][a-z]{1,20}+){0,2})$",
                           re.IGNORECASE)
# A name whose date is still the blank to fill, as records are named by their date: neon's `YYYY-MM-DD-copy-me.md`.
# ... anywhere in the name, between its words (Dex's `_title-YYYY-MM-DD-#issue.md`, its proposals named
# `auth-sessions-2026-02-18.md`): no record is named for a date it has not got.
_DATE_NAME_BLANK = lazy(r"(?:^|[-_ ])(?-i:YYYY|yyyy)[-_]?(?-i:MM|mm)[-_]?(?-i:DD|dd)(?:[-_ ]|$)")
_ZERO_FOLDER = lazy(r"^(?:0{3,8}|[nN]{3,8}|[xX]{3,8})$")
_SERIES_X = lazy(r"^[A-Za-z]{2,12}+[-_](?:x{1,4}|n{1,4})$", re.IGNORECASE)
_FIXTURE_FOLDERS = frozenset({"integration-tests", "fixtures", "__fixtures__", "testdata", "test-data"})


def _test_resources(parts: tuple[str, ...]) -> bool:
    """Whether a folder is a build's test resources (Maven's and Gradle's `src/test/resources/`: adr-j's records
    and templates its tests read and compare against), fixtures as `testdata/` is."""
    return any(a.lower() in ("test", "tests") and b.lower() == "resources" for a, b in itertools.pairwise(parts))


# "templates" as a folder's whole name in the languages decision-record collections are translated into
# (joelparkerhenderson/architecture-decision-record: es, fr, cy, de, ja, ko, tr, ...), and Hugo's word for the
# templates of its new pages (`archetypes/default.md`, whose front matter is a Go template: `date: {{ .Date }}`).
_TEMPLATE_FOLDERS = frozenset({"archetypes", "plantillas", "plantilla", "modèles", "modeles", "modelli", "vorlagen",
                               "templedi", "sjablonen", "szablony", "şablonlar", "sablonlar", "шаблоны", "шаблони",
                               "テンプレート", "템플릿", "模板", "模版"})
_PLACEHOLDER_PART = lazy(r"<[^<>\n]*+>|\{[^{}\n]*+\}|\b(?:N{3,}+|X{3,}+)\b")
_NUMBER_IN_NAME = lazy(r"\d")
_FILE_NUMBER = lazy(r"\d{1,8}")
# A title that asks for one: "A short title of the proposal", "Put RFC Title Here", "Your title here".
_TITLE_IN_WORDS = lazy(r"\b(?:short (?:descriptive )?title|title (?:of|for) (?:the|your|this) [a-z]{2,20}+|"
                       r"(?:put|insert|your) (?:[a-z]{2,12}+ ){0,2}title|title here)\b", re.IGNORECASE)
# A title that is the word alone, the template's heading kept: `# Title`, `# ADR Title`
TITLE_ALONE = lazy(r"(?:(?:adr|rfc|proposal|feature|document|design|decision|short|your)\s++)?title", re.IGNORECASE)
_TITLE_PLACEHOLDER = lazy(r"\bY{4}-MM-DD\b|\$[A-Z][a-z]{2,20}\b|\b[A-Z]{2,6}X\b")  # a date, `$Domain`, `MIPX`
_CAMEL = lazy(r"(?<=[a-z0-9])(?=[A-Z])")  # a word's start within a CamelCase name
_ENDS_TEMPLATE = lazy(r"\btemplate[ \t]*+$", re.IGNORECASE)
# (... or its blueprint, skeleton or boilerplate: jj's `design_doc_blueprint.md`, "# Title")
_LAST_WORD_TEMPLATE = lazy(r"(?:^|[-_ :])(?:template|blueprint|skeleton|boilerplate)$", re.IGNORECASE)
# A title that is a template's: "CFP-003: Template", "ADR template", "Decision record template by Michael Nygard"
# (Wire's `0000-template-lightway-adr.md`); not "Use ADR tools with custom template" (a record about one) nor
# `get_block_template` (a name in code).
# (... or in the record's language: idelia's `0000-modele-adr.md`, "ADR 0000 — Modèle d'ADR")
_TITLED_TEMPLATE = lazy(r"(?:[A-Za-z]{1,12}[- ]?\d{1,8}[ \t]*+[:.\-–—]?[ \t]*+)?(?:(?:[A-Za-z]{1,20}[ \t]){0,2}template"
                        r"(?:[ \t]++by[ \t]++[^\n]{1,60}+)?|(?:mod[eè]le|modelo|modello|plantilla|vorlage|sjabloon)"
                        r"(?:(?:[ \t]++(?:de|del|di|du|des|pour|para|per|für)[ \t]++|[ \t]++d['’])"
                        r"(?:adrs?|rfcs?|d[ée]cisions?|propuestas?|propositions?|sp[ée]cifications?|specs?))?)",
                        re.IGNORECASE)
_NUMBER_ZERO = lazy(r"(?:[a-z]{1,12}[-_ ]?)?0++(?:[-_ .]|$)", re.IGNORECASE)  # 0000-x, RFC-0000, adr-0
# {DATE_YESTERDAY}, filled in by a tool; ${Project Name}, a form's field (the OpenJS Foundation's project application)
_TOOL_VARIABLE = lazy(r"\{[A-Z][A-Z0-9]*+(?:_[A-Z0-9]++)++\}|\$\{[A-Z][\w .-]{0,40}+\}")


# An indented fence may belong to a list item, and then only the list rule tells where it ends. That rule costs
# as much as all the others together, so only documents where it can change the answer pay for it: a fence
# indented four columns or more (a tab), or one closed at another indentation than it was opened.
def _needs_list_rule(body: str) -> bool:
    opened: tuple[str, int] | None = None  # the open fence's marker and indentation
    if _ITEM_THEN_DASH.search(body) is not None:
        return True  # `- Option one` then a `-` of its own: an empty item, not the underline of a heading
    if not _has_indented_fence(body):
        return False
    for _start, indent, marker, rest in _fence_lines(body):
        if indent >= 4 and (opened is None or indent != opened[1]):
            return True
        if opened is None:
            if marker[0] != "`" or "`" not in rest:
                opened = (marker, indent)
        elif marker[0] == opened[0][0] and len(marker) >= len(opened[0]) and not rest.strip():
            if indent != opened[1]:
                return True
            opened = None
    return False


# A list item's line, then a line of only `-` or `=` (what a setext underline is when no list is read).
_ITEM_THEN_DASH = lazy(r"^[ \t]{0,3}+(?:[-*+]|\d{1,9}[.)])[ \t]++\S[^\n]*+\n[ \t]{0,3}+(?:-++|=++)[ \t]*+$",
                             re.MULTILINE)


def _has_indented_fence(body: str) -> bool:
    for marker in ("```", "~~~"):
        found = body.find(marker)
        while found >= 0:
            start = body.rfind("\n", 0, found) + 1
            if start < found and not body[start:found].strip(" \t"):
                return True
            end = body.find("\n", found)
            found = body.find(marker, end + 1) if end >= 0 else -1
    return False


def _fence_lines(body: str) -> Iterator[tuple[int, int, str, str]]:
    """(offset, indentation in columns, marker, the rest of the line) of each line that starts a fence marker."""
    offset = 0
    while True:
        found = min((f for f in (body.find("```", offset), body.find("~~~", offset)) if f >= 0), default=-1)
        if found < 0:
            return
        start = body.rfind("\n", 0, found) + 1
        end = body.find("\n", found)
        end = len(body) if end < 0 else end
        lead = body[start:found]
        if not lead.strip(" \t"):
            char = body[found]
            stop = found
            while stop < end and body[stop] == char:
                stop += 1
            yield start, len(lead.expandtabs(4)), body[found:stop], body[stop:end]
        offset = end + 1


_FENCE = lazy(r"^ {0,3}(`{3,}|~{3,})")
_HEADING_LINE = lazy(r"^ {0,3}#{1,6}[ \t]++([^\n]{1,200}?)[ \t#]*+$")  # a heading, as a line inside a fence reads
MAX_FENCED_HEADINGS = 50


# Rust RFCs and OTEPs open with "# Summary": a section, not the document's title.
_SECTION_LIKE_TITLES = frozenset(
    {"summary", "motivation", "abstract", "introduction", "context", "background", "overview", "status", "meta",
     "metadata"}  # (buildpacks-style RFCs open with `# Meta` over their fields)
)
# An H1 that names no decision (`# ADR 12`, `# CIP-0190`, `# Architecture Decision Record`): the front
# matter's title, when it has one, is the title.
_GENERIC_TITLE = lazy(
    r"^[ \t]*+(?:(?:[A-Za-z]{2,5}+[- ]?#?\d{1,6}+|(?:architectur(?:e|al) )?decision(?: record)?|adr|rfc|title|"
    r"untitled|design(?: doc(?:ument)?)?|proposal)[ \t:.]*+)$", re.IGNORECASE)
# `[text](target "title")`: the text may hold one level of brackets and run over lines (a paragraph has no blank
# line); the target stops at brackets and parentheses, so every attempt ends at the next one: linear time.
# A destination in angle brackets may hold spaces (GitBook's `<../.gitbook/assets/image (4).png>`).
_INLINE_LINK = lazy(
    r"(!?)\[((?:[^\[\]\n]|\n|\[[^\[\]\n]*+\])*+)\]\(\s*+(?:<([^<>\n]{1,1000}+)>|([^()\s<>\[\]]++))"
    r"(?:\s++[\"'(][^)\n]*+)?\)")
# A backslash before ASCII punctuation in a destination is an escape (`online\_store\_format.md`, as an editor
# that escapes every underscore writes it): the character alone.
_ESCAPED = lazy(r"\\([!-/:-@\[-`{-~])")
_PATH_BACKSLASH = lazy(r"\\[^!-/:-@\[-`{-~]")  # a Windows path's separator, before a letter: no escape


def _unescaped(destination: str) -> str:
    """A link's destination with its backslash escapes read, unless it is a Windows path (a backslash before a
    letter, horace's `..` backslash `horace_core` ...), kept as written: dead on the forge either way, and no `...`
    placeholder."""
    if "\\" not in destination or _PATH_BACKSLASH.search(destination) is not None:
        return destination
    return _ESCAPED.sub(r"\1", destination)


# A definition's destination ends its line or is followed by a title: `[TODO]: We could ...` is a paragraph.
_REF_DEF = lazy(r"^ {0,3}\[([^\]^][^\]]{0,998}+)\]:[ \t]*+<?([^\s>]++)>?+(?=[ \t]*+$|[ \t]++[\"'(])")
_BRACKETED = lazy(r"\[([^\[\]\n]{1,999}+)\](?!:)")  # a label as a link uses it: [text][label], [label]
_BACKTICKS = lazy(r"`++")


def code_spans(content: str) -> list[tuple[int, int]]:
    """The code spans of a paragraph, as CommonMark reads them: a run of backticks up to the next run of as many
    (`` ``- [RFC work-in-progress](...)`` `` is one span, whose link is code). Linear: each run's closing run is
    looked up among the runs of its length."""
    runs = [m.span() for m in _BACKTICKS.finditer(content)]
    by_length: dict[int, list[int]] = {}
    for index, (start, end) in enumerate(runs):
        by_length.setdefault(end - start, []).append(index)
    spans: list[tuple[int, int]] = []
    index = 0
    while index < len(runs):
        start, end = runs[index]
        same = by_length[end - start]
        after = bisect.bisect_right(same, index)
        if after == len(same):
            index += 1
            continue
        closing = same[after]
        spans.append((start, runs[closing][1]))
        index = closing + 1
    return spans


# Metadata lines and table rows: the value runs to the end of the line (or the next `|`) and is stripped in
# code. A lazy `(.*?)\s*$` tried every split of a run of spaces: `| Status |` + 20,000 spaces took minutes.
_META_LINE = lazy(  # `Status: Accepted`, `* **Date:** 2024-01-02`, `> **Superseded by**: [ADR-20](...)`
    # (or with a full-width colon, as Chinese and Japanese write it: `- **状态**：Accepted`, octopus's ADRs; or a
    # middle dot between spaces, chemigram's `> Status · Accepted`, `> Supersedes · ADR-021, ADR-022`)
    r"^\s{0,3}(?:>[ \t]?){0,2}(?:[-*+]\s++)?(?:\*\*|__)?([^\W\d_][\w /-]{0,30}?(?: ?#)?)"
    r"(?:[:\uff1a](?:\*\*|__)|(?:\*\*|__)?\s*+[:\uff1a]|(?:\*\*|__)?[ \t]\u00b7[ \t])"
    r"\s*+(.*)"
)
# (its last pipe left out, as GitHub allows: JMESPath's JEPs, `| **Status** | accepted`)
_TABLE_ROW = lazy(r"^\s*+\|\s*+(?:\*\*)?([A-Za-z][A-Za-z0-9 _/-]{0,30}?)(?:\*\*)?\s*+:?\s*+\|\s*+([^|]*+)(?:\||$)")
_QUOTED_ROW = lazy(r"^\s{0,3}(?:>[ \t]?){1,2}(?=\|)")
_HTML_ROW = lazy(r"^\s*+<tr>\s*+<t[dh]>\s*+(?:<b>|<strong>)?([A-Za-z][A-Za-z0-9 _/()-]{0,30}?)(?:</b>|</strong>)?"
                       r"\s*+</t[dh]>\s*+<t[dh]>([^<]{0,300}+)</t[dh]>", re.IGNORECASE)
# `Date 09/04/2018`: a date written without its colon (moj-cloud-platform 006).
_BARE_DATE_LINE = lazy(
    r"^ {0,3}(?:[-*+][ \t]++)?(?:\*\*|__)?(Date)(?:\*\*|__)?[ \t]++(\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4})[ \t]*+$",
    re.IGNORECASE)
_EMPHASIS_MARKS = ("**", "__", "*", "_", "`")
_MAX_EMPHASIS = 20  # layers of marks taken off one value: `**_x_**` is two; `*` x 100,000 stops here


MAX_PRE_HEADER = 200  # lines a `<pre>` header block may run to
_LEADING_SYMBOLS = lazy(r"^[^\w\s]{1,8}+\s*+")  # an emoji or a symbol before a heading's words


def meta_key(raw: str) -> str:
    """'Superseded by' -> 'superseded-by', 'Start Date' -> 'start-date', 'feature_id' -> 'feature-id',
    'RFC PR #' -> 'rfc-pr' (early Rust RFCs)."""
    return re.sub(r"[\s_]+", "-", raw.strip().lower().rstrip("#").strip())


# Characters a renderer shows as nothing: zero-width spaces and joiners, a byte-order mark, a word joiner.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def _visible(text: str) -> str:
    """A heading as a reader sees it: `## \u200b\u200bSummary` is Summary (helium's HIP 39)."""
    return text.translate(_INVISIBLE) if not text.isascii() else text


def strip_emphasis(text: str) -> str:
    """`**high**` -> `high`, `_**a**_` -> `a`; a value over several lines is left as it is.

    The marks are taken off by moving two indexes, not by slicing, and at most _MAX_EMPHASIS layers.
    """
    start, end = 0, len(text)
    newline = text.find("\n")
    for _ in range(_MAX_EMPHASIS):
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if 0 <= newline < start:  # the first line break left of the span: find the next one
            newline = text.find("\n", start)
        if 0 <= newline < end:
            break
        # As `^(\*\*|__|\*|_|`)(.*)\1$` read it: the first mark that fits, and only with text inside.
        mark = next((m for m in _EMPHASIS_MARKS if end - start >= 2 * len(m) and text.startswith(m, start)
                     and text.endswith(m, start, end)), None)
        if mark is None or end - start == 2 * len(mark):
            break
        start, end = start + len(mark), end - len(mark)
    return text[start:end]


def _occurrences(text: str, word: str) -> Iterator[int]:
    found = text.find(word)
    while found >= 0:
        yield found
        found = text.find(word, found + 1)


def is_top_section(doc: Document, section: Section) -> bool:
    """A section of the document itself, not a sub-section (`#### Status` of an API object in a KEP): at
    level 2 or above, or at the shallowest level the document's sections use."""
    return section.level <= doc.top_level


MAX_HEADING = 1_000
"""Characters of a heading or a title kept. No record's title comes near; a hostile 1 MB heading would otherwise be
scanned whole by every rule and convention that reads titles and section names."""


# A heading's attribute list, which Pandoc, kramdown, MkDocs and Doxygen read as its anchor or class and show as
# nothing: Wikibase's `# 26) Wikibase Frontend Technical Strategy {#adr_0026}`, `## Status {: #status .x}`.
_HEADING_ATTRIBUTES = lazy(r"[ \t]++\{:?[ \t]*+[#.][^{}\n]{0,200}+\}[ \t]*+$")


def without_heading_attributes(heading: str) -> str:
    """A heading's text without the attribute list it ends on (`{#adr_0026}`, `{ #backtrack }`)."""
    if not heading.endswith("}"):
        return heading
    found = _HEADING_ATTRIBUTES.search(heading)
    return heading[:found.start()] if found is not None and found.start() > 0 else heading


def parse_document(path: str, text: str, sidecar: dict[str, Any] | None = None) -> Document:
    front_matter = split_front_matter(text)
    # Split as markdown-it counts lines: str.splitlines() also breaks at U+2028 and friends, which shifts
    # every later line number (arachne's ADR-015 has one).
    normal = text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text
    lines = normal.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    offset = front_matter.body_line - 1
    body = front_matter.body
    code_lines: set[int] = set(range(1, front_matter.body_line))
    if _needs_list_rule(body):
        blocks = commonmark_blocks(body)
    else:
        if "<!--" in body:
            hidden = _comment_lines(body)
            if hidden:
                body_lines = body.split("\n")
                for number in hidden:
                    body_lines[number] = ""
                body = "\n".join(body_lines)
                code_lines.update(n + 1 + offset for n in hidden)
        blocks = scan_blocks(body)
    headings = [(level, strip_emphasis(_visible(without_heading_attributes(text[:MAX_HEADING]))),
                 line + 1 + offset) for level, text, line in blocks.headings]
    for start, end in blocks.code:
        code_lines.update(range(start + 1 + offset, end + 1 + offset))
    if _HTML_HEADING_START.search(normal) is not None:  # (not every `<https://...>` autolink)
        headings = sorted(headings + html_headings(lines, code_lines, front_matter.body_line), key=lambda h: h[2])
    # paragraphs and headings that may hold links, with their first line
    texts = [(text, line + 1 + offset) for text, line in blocks.texts if "[" in text]

    sections = _sections(headings, len(lines))
    references: dict[str, str] = {}
    images: list[Link] = []
    links = _links(texts, normal, lines, code_lines, references, images)
    if "\n(" in normal and _MYST_LABEL.search(normal) is not None:
        links = [link for link in links if not _myst_reference(link)]
    preamble = fenced_preamble(lines, code_lines, {line for _level, _text, line in headings}, front_matter.body_line)
    title, title_line, title_source = _title(path, headings, front_matter.data, preamble, lines)
    doc = Document(path, text, lines, front_matter, title, title_line, title_source, sections, links,
                   frozenset(code_lines), references=references, images=images)
    doc.metadata = _metadata(doc, sidecar, preamble)
    return doc


# An HTML heading a line opens (`<h2> Requirements </h2>`, `<h3 id="goals">`), as a renderer shows it: its text up to
# its first line break, the rest (an author, a date) what it says under it.
_HTML_HEADING = lazy(r"[ ]{0,3}<h([1-6])(?:[ \t][^<>\n]{0,300})?>", re.IGNORECASE)
_HTML_HEADING_START = lazy(r"^[ ]{0,3}<[hH][1-6]", re.MULTILINE)  # a line that may open one
_HTML_HEADING_LINES = 8  # lines an HTML heading may run over before its closing tag, as MPAS-Analysis's do
_LINE_BREAK = lazy(r"<br\b[^<>\n]{0,100}>", re.IGNORECASE)
_HTML_TAG = lazy(r"<[^<>\n]{0,300}>")


def html_headings(lines: list[str], code_lines: set[int], body_line: int) -> list[tuple[int, str, int]]:
    """The headings a document writes in HTML, outside code and comments: (level, text, 1-based line). A heading
    whose closing tag does not come before an empty line, or which holds no text (a logo), is none.
    (MPAS-Analysis's and E3SM's design documents write every section so, from their template.)"""
    found: list[tuple[int, str, int]] = []
    for index in range(max(body_line, 1) - 1, len(lines)):
        line = lines[index]
        if "<" not in line[:4] or index + 1 in code_lines:
            continue
        opening = _HTML_HEADING.match(line)
        if opening is None:
            continue
        closing = re.compile(rf"</h{opening.group(1)}[ \t]*>", re.IGNORECASE)
        held = [line[opening.end():]]
        for following in lines[index + 1:index + _HTML_HEADING_LINES]:
            if closing.search(held[-1]) is not None or not following.strip():
                break
            held.append(following)
        text = "\n".join(held)
        end = closing.search(text)
        if end is None:
            continue
        words = " ".join(_HTML_TAG.sub(" ", _LINE_BREAK.split(text[:end.start()], maxsplit=1)[0]).split())
        if words:
            found.append((int(opening.group(1)), strip_emphasis(_visible(words[:MAX_HEADING])), index + 1))
    return found


def _sections(headings: list[tuple[int, str, int]], line_count: int) -> list[Section]:
    """Each heading's section: its body runs to the next heading, the section to the next one of the same or a
    higher level. One pass with a stack of the headings still open, so 200,000 headings cost no more than
    their count."""
    end_lines = [line_count] * len(headings)
    open_indexes: list[int] = []
    for index, (level, _title, line) in enumerate(headings):
        while open_indexes and headings[open_indexes[-1]][0] >= level:
            end_lines[open_indexes.pop()] = line - 1
        open_indexes.append(index)
    sections = []
    for index, (level, title, line) in enumerate(headings):
        body_end = headings[index + 1][2] - 1 if index + 1 < len(headings) else line_count
        sections.append(Section(level, title, line, end_lines[index], line + 1, body_end))
    return sections


# What can open or close a fence or a comment; every other line is skipped without a look.
_BLOCK_EVENTS = lazy(r"^ {0,3}(?:`{3,}+|~{3,}+|<!--)|-->", re.MULTILINE)


def _comment_lines(body: str) -> set[int]:
    """0-based indexes of the lines of HTML comment blocks, as CommonMark finds them: a line that opens with
    `<!--` outside a fence, to the line holding `-->`. Templates keep instructions and example headings there."""
    hidden: set[int] = set()
    fence: str | None = None
    opened: int | None = None  # the line a comment opened on
    line_of = _LineCounter(body)
    for event in _BLOCK_EVENTS.finditer(body):
        text = event.group(0)
        number = line_of(event.start())
        if opened is not None:
            if text == "-->":
                hidden.update(range(opened, number + 1))
                opened = None
        elif text.endswith("<!--"):
            if fence is None:
                end = body.find("\n", event.end())
                if "-->" not in body[event.end(): end if end >= 0 else len(body)]:
                    opened = number
        elif text != "-->":
            marker = text.lstrip(" ")
            end = body.find("\n", event.end())
            rest = body[event.end(): end if end >= 0 else len(body)]
            if fence is None and not (marker[0] == "`" and "`" in rest):
                fence = marker
            elif fence is not None and marker[0] == fence[0] and len(marker) >= len(fence) and not rest.strip():
                fence = None
    if opened is not None:  # never closed: CommonMark runs the comment to the end of the document
        hidden.update(range(opened, body.count("\n") + 1))
    return hidden


class _LineCounter:
    """0-based line of an offset, for offsets asked in increasing order: linear over a whole scan."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line = text, 0, 0

    def __call__(self, offset: int) -> int:
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line


def _links(texts: list[tuple[str, int]], text: str, lines: list[str], code_lines: set[int],
           references: dict[str, str], images: list[Link]) -> list[Link]:
    """Every inline link a renderer draws, and every reference definition some link uses (at its definition).
    Every definition, used or not, is put in `references`; every inline image (`![alt](diagram.png)`), a file the
    page shows but no cross-reference, in `images`."""
    links: list[Link] = []
    definitions = [n for n in definition_lines(text) if n not in code_lines]
    used: set[str] = set()
    for content, first_line in texts:
        if definitions:
            used.update(" ".join(label.split()).lower() for label in _BRACKETED.findall(content))
        if "](" not in content:
            continue
        spans = code_spans(content) if "`" in content else []
        if "<!--" in content:  # `<!-- example: Refined by [ADR-0005](0005-example.md) -->`: never drawn
            spans += comment_spans(content)
        if "$" in content:  # `$\mathcal{F}[g(x,y)](u,v)$`: mathematics GitHub draws, no link
            spans += [match.span() for match in _MATH.finditer(content)]
        line_of = _LineCounter(content)
        # Links come in the order of the text, so each one's column is searched from the previous link's on the
        # same line: from the line's start, 50,000 links on one line cost 50,000 scans of it (seconds).
        searched_line, searched_from = 0, 0
        for match in _INLINE_LINK.finditer(content):
            if any(start <= match.start() < end for start, end in spans):
                continue  # text in a code span: no link
            line = first_line + line_of(match.start())
            if line != searched_line:
                searched_line, searched_from = line, 0
            label, written = match.group(2), match.group(3) or match.group(4)
            target = _unescaped(written)
            source = lines[line - 1] if line <= len(lines) else ""
            first = label.split("\n")[0]
            opened = "(<" if match.group(3) else "("
            column = source.find(f"[{label}]{opened}{written}" if first == label else f"[{first}", searched_from)
            column = column if column >= 0 else source.find(f"]{opened}{written}", searched_from)
            if column >= 0:
                searched_from = column + 1
            place = column + 1 - bool(match.group(1)) if column > 0 else 1  # (an image's at its `!`)
            (images if match.group(1) else links).append(Link(target, " ".join(label.split()), line, place))
    for number in definitions:
        if (ref := _REF_DEF.match(lines[number - 1])) is None:
            continue
        label = " ".join(ref.group(1).split()).lower()
        destination = _unescaped(ref.group(2))
        references.setdefault(label, destination)
        if label in used:
            links.append(Link(destination, ref.group(1), number, 1))
    return links


# MyST, the Markdown of Sphinx sites: a line `(label)=` names the heading under it, and `[](label)` or
# `[text](label)` refers to one, `[](path.md)` to a page of the site, titled by it. A document that defines such a
# label is written for that site (or drafts a page of it), whose references are not files beside it. (`MYST_TARGET`
# reads a target's name, `nap-3:plugins` too, for the links of other documents: repo/record.py)
_MYST_LABEL = lazy(r"^\([A-Za-z0-9][\w.-]{0,100}+\)=[ \t]*+$", re.MULTILINE)
_BARE_LABEL = lazy(r"[A-Za-z0-9][\w-]{0,100}+")


def _myst_reference(link: Link) -> bool:
    return not link.text or (_BARE_LABEL.fullmatch(link.target) is not None and not link.target.isdigit())


# Mathematics between dollars, as GitHub draws it: `$$...$$`, or `$...$` opened before a character that is no space
# and closed after one, and no digit after it (`$5 and $10` is money). No span runs past the next dollar.
_MATH = lazy(r"\$\$[^$]{1,20000}+\$\$|(?<![\\$])\$(?=[^\s$])[^$\n]{1,2000}+(?<=\S)\$(?![\d$])")


def heading_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: `Relationship to CIP-58` -> `relationship-to-cip-58`."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def comment_spans(content: str, *, open_to_end: bool = False) -> list[tuple[int, int]]:
    """The spans of the HTML comments in a paragraph's text (`<!-- ... -->`), found with `str.find`: linear in
    the text however many `<!--` it opens without closing. One not closed is no comment, as CommonMark reads a
    paragraph; `open_to_end`, for one line of a longer text, it runs on past the line's end."""
    spans = []
    start = content.find("<!--")
    while start >= 0:
        end = content.find("-->", start + 4)
        if end < 0:
            if open_to_end:
                spans.append((start, len(content)))
            break
        spans.append((start, end + 3))
        start = content.find("<!--", end + 3)
    return spans


_DEFINITION_START = lazy(r"^ {0,3}\[[^\n]*?\]:", re.MULTILINE)


def definition_lines(text: str) -> list[int]:
    """1-based lines that may hold a reference definition (`[label]: url`), found at C speed."""
    if "]:" not in text:
        return []
    line_of = _LineCounter(text)
    return [line_of(m.start()) + 1 for m in _DEFINITION_START.finditer(text)]


def _title(path: str, headings: list[tuple[int, str, int]], data: dict[str, Any],
           preamble: list[tuple[str, Any, int]], lines: list[str]) -> tuple[str, int, str]:
    # `Title:` in a CIP's front matter, `title:` in MADR's: the key in any case.
    title = next((v for k, v in data.items() if isinstance(k, str) and k.lower() == "title"), None)
    stated = title[:MAX_HEADING].strip() if isinstance(title, str) and title.strip() not in ("", "?") else ""
    fenced = next(((strip_emphasis(value[:MAX_HEADING]), line) for key, value, line in preamble
                   if meta_key(key) == "title" and isinstance(value, str) and value.strip()), None)
    if headings and headings[0][0] == 1 and headings[0][1].lower().rstrip(":") not in _SECTION_LIKE_TITLES \
            and not (stated and _GENERIC_TITLE.match(headings[0][1])) and not _sections_at_one(headings, stated,
                                                                                                fenced, lines):
        return headings[0][1], headings[0][2], "h1"
    if stated:
        return stated, 1, "front-matter"
    if fenced is not None:
        return fenced[0], fenced[1], "preamble"
    stem = PurePosixPath(path).stem
    if stem.lower() in ("readme", "index") and len(PurePosixPath(path).parts) > 1:
        stem = PurePosixPath(path).parent.name
    return re.sub(r"[-_]+", " ", stem).strip(), 1, "file-name"


def _sections_at_one(headings: list[tuple[int, str, int]], stated: str, fenced: tuple[str, int] | None,
                     lines: list[str]) -> bool:
    """Whether a document that states its title in its header writes its sections as H1s, none of them that title:
    OpenMDAO's POEMs, `Title: Allowing addition of I/O during Configure` over `Problem statement` and `Proposed API
    Changes`, each underlined with `=`."""
    if sum(level == 1 for level, _text, _line in headings) < 2:
        return False
    # (a header above the first H1: one below it, `# SIP Template` over a fenced `Title: Key Access ...` in the SSI
    # Service's SIPs, leaves the H1 the title, the template's, kept)
    named = stated or (fenced[0] if fenced is not None and fenced[1] < headings[0][2] else "")
    if not named:  # (... or on a line of its header above them: `Title: ...`)
        said = (_TITLE_LINE.match(line) for line in lines[:min(headings[0][2] - 1, _HEADER_LINES)])
        named = next((found.group(1)[:MAX_HEADING].strip() for found in said if found is not None), "")
    if not named:
        return False
    first, named = headings[0][1].casefold().strip(" *_:"), named.casefold().strip(" *_:")
    return first not in named and named not in first


_TITLE_LINE = lazy(r"^[ \t]*+(?:[-*+][ \t]++)?(?:\*\*|__)?title(?:\*\*|__)?[ \t]*+:(?:\*\*|__)?[ \t]*+"
                   r"(\S[^\n]{0,300}+)", re.IGNORECASE)
_HEADER_LINES = 40


# `|`, or a middle dot or a bullet between fields (prumo's `> **Status:** Accepted · Date: 2026-06-21 · Deciders: ...`)
# (a run of blanks is tried from its first only: from each of 50,000 spaces before a value, the run was read again)
_FIELD_SEPARATOR = lazy(r"(?<![ \t])[ \t]++[|\u00b7\u2022][ \t]++")


# ... or without a separator, each field's name in bold: `**Status:** Accepted **Date:** 2025-10-08 **Context:** ...`
# (get-forge's ADRs); a name holds no digit (`Superseded by **ADR-5**: ...` is one value).
_BOLD_FIELD = lazy(r"(?<![ \t])[ \t]++(?=(?:\*\*|__)[A-Za-z][A-Za-z /-]{0,30}+(?::(?:\*\*|__)|(?:\*\*|__)[ \t]*+:))")


def _fields_of(key: str, value: str) -> list[tuple[str, str]]:
    """The fields of one metadata line: `**Status:** Accepted | **Date:** 2025-02-25 | **Review:** 2026-02-25`
    is three (wagov-dtt's ADRs), and so is `**Status:** Accepted **Date:** 2025-10-08 **Context:** ...`.
    `Status: proposed | accepted` stays one value, the choices a template left. A separator ending the line is the
    next line's (`**Status:** Superseded by [ADR-0015](...) ·` over `> Date: 2026-06-17 · Deciders: ...`)."""
    value = value.rstrip(" \t\u00b7\u2022") if value.endswith(("\u00b7", "\u2022")) else value
    head, *rest = _FIELD_SEPARATOR.split(value)
    if not rest:
        if "**" not in value and "__" not in value:
            return [(key, value)]
        head, *rest = _BOLD_FIELD.split(value)
    more = [_META_LINE.match(part) for part in rest]
    if not more or more[0] is None:
        return [(key, value)]
    # (words after the last field that name none are its own: agentproofarch's `Date: 2026-07-27 · Status: accepted
    # · Builds on` over the records it builds on)
    fields = [(key, head)]
    trailing = False
    for part, found in zip(rest, more, strict=True):
        trailing = trailing or found is None
        if found is not None and not trailing:
            fields.append((found.group(1), found.group(2)))
        else:
            fields[-1] = (fields[-1][0], f"{fields[-1][1]} \u00b7 {part}")
    return fields


_HEADER_SECTIONS = frozenset({"metadata", "meta", "preamble", "header"})  # as `meta_key` writes them
# An HTML line break ending a header line, that the lines show one under another (Tock's TRDs: `**Status:** Final<br/>`)
_LINE_BREAK_END = lazy(r"[ \t]*+</?br[ \t]*+/?>[ \t]*+$", re.IGNORECASE)


# ... and a line bold from its key over its value, the bold closed after the value (`**TRD: 2** <br/>`)
_BOLD_OVER_KEY = lazy(r"^[ \t]{0,3}+(?:[-*+][ \t]++)?(?:\*\*|__)[A-Za-z][\w /-]{0,40}+:[ \t]")


def _line_value(value: str, bold_over_key: bool) -> str:
    """A header line's value without the line break after it, nor the bold's close of a line bold from its key on."""
    value = _LINE_BREAK_END.sub("", value) if "br" in value[-12:].lower() else value
    if bold_over_key and value.endswith(("**", "__")) and value[-2:] not in value[:-2]:
        return value[:-2].rstrip()
    return value


_HEADER_LIST_KEY = lazy(r"^([A-Za-z][\w-]{0,40}+):[ \t]*+$")
_HEADER_LIST_ITEM = lazy(r"^[ \t]{0,8}+-[ \t]++(\S[^\n]{0,500})")


def _unquoted(value: str) -> str:
    """A YAML scalar's text without the quotes around it: `"Server-Side Apply"`."""
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"" else value


# A comment after a header line's value, which a reader never sees: `**Review Date:** 07/01/2025 <!-- Date when
# this proposal should be reviewed -->` (a template's, the choices it offers, is kept: it is what it offers)
_VALUE_COMMENT = lazy(r"[ \t]*+<!--(?:(?!-->).){0,300}+-->[ \t]*+$")


_TEMPLATE_FIELD = lazy(r"^([A-Za-z][\w-]{0,40}+):[ \t]++(\S[^\n]{0,500})")
_MAX_TEMPLATE_HEADER = 200


def _status_history(data: Mapping[str, Any]) -> tuple[str, str] | None:
    """(key, the status now) of a front matter's list of the statuses a record has had, oldest first, each with
    its date (Letterbook's `statusHistory: [{status: decided, date: 2023-07-24}, {status: superseded, ...}]`): the
    last one is the status the record has now."""
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(entry, dict) for entry in value[:MAX_HISTORY]):
            now = value[-1].get("status")
            if isinstance(now, str) and now.strip():
                return str(key), now.strip()
    return None


# Header fields a record may write once per record it names, each on a line of its own.
_REPEATABLE = frozenset({"supersedes", "superseded-by", "replaces", "replaced-by", "amends", "amended-by",
                         "obsoletes", "obsoleted-by", "extends", "extended-by"})
MAX_HISTORY = 100  # entries of a front matter list looked at for whether it is a status history


def _wrapped_fields(data: dict[str, Any]) -> dict[str, Any]:
    """The fields of a front matter that wraps them all in one mapping with a status among them (larakube's ADRs:
    `adr:` over `number`, `status`, `date`, `superseded_by`), or keeps them in a site generator's mapping for a
    page's own fields (Hugo's `params:`, Zola's `extra:`: the HLSL proposals' `params: status: Under
    Consideration`); none otherwise."""
    if len(data) == 1 and isinstance(inner := next(iter(data.values())), dict):
        wrapped: Any = inner
    else:
        wrapped = next((data[key] for key in ("params", "extra") if isinstance(data.get(key), dict)), {})
    return wrapped if any(meta_key(str(key)) == "status" for key in list(wrapped)[:MAX_ITEMS]) else {}


def _nested_key_line(doc: Document, key: str) -> int:
    """The line of a wrapped field's key in the front matter (the first indented `key:`), else its first line."""
    for number in range(2, min(doc.front_matter.body_line, len(doc.lines) + 1)):
        line = doc.lines[number - 1]
        if line[:1] in (" ", "\t") and line.lstrip().startswith(key) and line.lstrip()[len(key):].lstrip()[:1] == ":":
            return number
    return 1


def _metadata(doc: Document, sidecar: dict[str, Any] | None,
              preamble: list[tuple[str, Any, int]]) -> dict[str, MetaValue]:
    """Collect key: value metadata, the most explicit source first (the first one found for a key wins)."""
    found: dict[str, MetaValue] = {}

    def put(key: str, value: Any, line: int, source: str) -> None:
        key = meta_key(key)
        key = _TRANSLATED_KEYS.get(key, key)
        if not key or value in (None, "", [], {}) or key.startswith("<!"):
            return  # (`<!-- status: provisional|implementable -->` in a front matter: a comment YAML reads as a key)
        if key not in found:
            found[key] = MetaValue(value, line, source)
        elif key in _REPEATABLE and source in ("line", "table") and found[key].source == source:
            # `Supersedes: [a](a.md)` and, a line below, `Supersedes: [b](b.md)` (Falco's proposals): both hold
            held = found[key].value if isinstance(found[key].value, list) else [found[key].value]
            if value not in held and len(held) < MAX_ITEMS:
                found[key] = found[key]._replace(value=[*held, value])

    for key, value in doc.front_matter.data.items():
        put(str(key), value, doc.front_matter.key_lines.get(str(key), 1), "front-matter")
    for key, value in _wrapped_fields(doc.front_matter.data).items():
        put(str(key), value, _nested_key_line(doc, str(key)), "front-matter")
    if "status" not in found and (history := _status_history(doc.front_matter.data)) is not None:
        put("status", history[1], doc.front_matter.key_lines.get(history[0], 1), "front-matter")
    if doc.front_matter.error is not None:
        # A template's front matter is placeholders (`author: <Name. Ex: John Doe <@john>>`), which YAML often
        # refuses: its `key: value` lines are still what it offers (`status: <"Draft" | "Review" | ...>`). A
        # record's that one line spoils (`- @team` in its approvers: DC004) still states its status on its own line
        # (cert-manager's designs), as a reader sees it.
        template = doc.is_template
        for key, value, number in doc.refused_fields():
            put(key, value if template else _unquoted(value), number, "front-matter")
        # ... and its lists (`superseded-by:` over `- /enhancements/storage/csi-driver-install.md`), as a reader
        # sees them: OpenShift's csi-ebs-operator.md, refused for a curly quote among its reviewers
        for key, items, number in doc.refused_lists():
            put(key, items, number, "front-matter")
    for key, value in (sidecar or {}).items():
        put(str(key), value, 1, "sidecar")
    for key, value, at in preamble:
        put(key, [strip_emphasis(v) for v in value] if isinstance(value, list) else strip_emphasis(value), at,
            "preamble")

    # The preamble: lines before the first heading after the title, where templates put their header. A heading
    # of another level that opens the document stands for the title too (`## RFC: Make the authors field optional`).
    title_line = doc.title_line if doc.title_source == "h1" else 0
    if not title_line and doc.sections and not any(
            doc.lines[n - 1].strip() for n in range(doc.front_matter.body_line, doc.sections[0].line)):
        title_line = doc.sections[0].line
    preamble_end = next((s.line for s in doc.sections if s.line > title_line), len(doc.lines) + 1)
    # ... or the first section, where the record names it for its header (`## Metadata` over `- Status: Draft`:
    # V-Sekai's proposals).
    first = next((s for s in doc.sections if s.line == preamble_end), None)
    if first is not None and meta_key(first.title) in _HEADER_SECTIONS:
        preamble_end = next((s.line for s in doc.sections if s.line > first.line), len(doc.lines) + 1)
    # ... or, where the document opens with its header in a `<pre>` block (BIP-style, Quantus's QIPs, whose headings
    # are MediaWiki's `==...==`), that block: a later one is an example (QIP 1's spec of the header, `<QIP number>`).
    opening = next((n for n in range(doc.front_matter.body_line, min(preamble_end, len(doc.lines) + 1))
                    if doc.lines[n - 1].strip()), None)
    if opening is not None and doc.lines[opening - 1].strip().lower() == "<pre>":
        closing = next((n for n in range(opening + 1, min(opening + MAX_PRE_HEADER, preamble_end, len(doc.lines) + 1))
                        if doc.lines[n - 1].strip().lower() == "</pre>"), None)
        if closing is not None:
            preamble_end = closing + 1
    across = _one_row_table(doc.lines, doc.front_matter.body_line, min(preamble_end, len(doc.lines) + 1), title_line)
    if across is not None:
        # `| Status | Date | Author(s) |`, a separator, one row of values (DependencyTrack's records): the names
        # head the columns, not the rows.
        header, row, number = across
        for key, value in zip(header, row, strict=False):
            if key and value:
                put(key, strip_emphasis(value), number, "table")
    end = min(preamble_end, len(doc.lines) + 1)
    # A header of bare keys, each over its value as an item nested under it (Ballerina's proposals: `- State` over
    # `    - Submitted`, `- Authors` over the names): two such keys or more make the lines a header, not a list.
    bare_keys = [(number, match.group(1), items) for number in range(doc.front_matter.body_line, end)
                 if number not in doc.code_lines and (match := _BARE_KEY_LINE.match(doc.lines[number - 1])) is not None
                 and (items := _items_below(doc.lines, number, end))]
    if len(bare_keys) >= 2:
        for number, key, items in bare_keys:
            put(key, strip_emphasis(items[0]) if len(items) == 1 else items, number + 1, "line")
    for number in range(doc.front_matter.body_line, end):
        if number in doc.code_lines or number == title_line or (across is not None and number <= across[2]):
            continue
        line = doc.lines[number - 1]
        if line.lstrip()[:3].lower() == "<tr":  # an HTML table's row: `<tr><td> Status </td><td> Draft </td></tr>`
            if (cells := _HTML_ROW.match(line)) is not None and cells.group(2).strip():
                put(cells.group(1), strip_emphasis(cells.group(2).strip()), number, "table")
            continue
        # (a header table may be quoted: `>| Status | `RFC` |`, nhs-england-tools' records)
        unquoted = _QUOTED_ROW.sub("", line, count=1) if line.lstrip().startswith(">") else line
        match = _TABLE_ROW.match(unquoted) if unquoted.lstrip().startswith("|") else _META_LINE.match(line)
        if match is not None and unquoted.lstrip().startswith("|") and unquoted[match.end():].strip(" \t|"):
            continue  # a row of three or more cells is a matrix's (`| apply on container | ? | ? | ? |`), no field
        if match is None and line[:8].lstrip(" -*+_").lower().startswith("date"):
            match = _BARE_DATE_LINE.match(line)
        if match is not None and "://" not in match.group(1):
            source = "table" if unquoted.lstrip()[0] == "|" else "line"
            if source == "line" and not match.group(2).strip() and line[:1].isalpha():
                # `superseded-by:` over `  - "/ships/0098-x.md"`: a list, as YAML writes one (a header YAML
                # refused, or one below a licence comment, is read line by line)
                put(match.group(1), _items_below(doc.lines, number, min(preamble_end, len(doc.lines) + 1)), number,
                    source)
                continue
            if source == "line" and not match.group(2).strip() and line.lstrip()[:1] in ("-", "*", "+") and (
                    items := _items_below(doc.lines, number, min(preamble_end, len(doc.lines) + 1))):
                # `* **Status:**` over `  * `Implemented``: a field whose values are the items nested under it
                # (prometheus-operator's proposals, their Owners too), one value alone
                put(match.group(1), strip_emphasis(items[0]) if len(items) == 1 else items, number + 1, source)
                continue
            for key, value in _fields_of(match.group(1), match.group(2)) if source == "line" else [match.groups()]:
                if "<!--" in value and not doc.is_template:
                    value = _VALUE_COMMENT.sub("", value) or value
                put(key, strip_emphasis(_line_value(value, _BOLD_OVER_KEY.match(line) is not None)), number, source)

    if "status" not in found and (tagged := _tag_line_status(doc, title_line)) is not None:
        put("status", tagged[0], tagged[1], "tags")
    if "status" not in found:
        # ... or a list of fields under the first section's opening words (NHS DoS Integration's ADRs: `## Overview`,
        # a sentence, then `* Date: 2023/04/12`, `* Status: Decided`, `* Deciders: ...`, as its template heads
        # itself): the header, moved below a summary.
        for key, value, number in _field_list(doc, first) if first is not None else ():
            put(key, strip_emphasis(_line_value(value, False)), number, "line")
    # A "## Status" section (Nygard) and a "Date:" line anywhere before the first section's end.
    for section in doc.sections:
        key = meta_key(_LEADING_SYMBOLS.sub("", section.title))  # (`## ⚡ Status`: the emoji is decoration)
        key = _TRANSLATED_KEYS.get(key, key)
        # (a header's `State: IMPLEMENTED` is the status, and a `# Status` section below it prose about it: Invenio's
        # "The core of the RFC has been implemented in ...")
        if key in ("status", "date") and key not in found and is_top_section(doc, section) and not (
                key == "status" and "state" in found) and (stated := _section_value(doc, section, key)) is not None:
            put(key, stated[0], stated[1], "section")
        elif "status" not in found and "state" not in found and (said := _STATUS_HEADING.match(section.title)) \
                and is_top_section(doc, section) and _a_status(said.group(1)):
            put("status", said.group(1), section.line, "section")  # `## Status: Accepted by David Winchurch` (HMPPS)
    return found


MAX_FIELD_LIST_LINES = 30  # of a first section's lines, read for a list of fields under its opening words


def _field_list(doc: Document, section: Section) -> list[tuple[str, str, int]]:
    """(key, value, line) of the first run of list items written as fields (`* Status: Decided`) in a section's
    first lines, where it has two or more and one is the status; nothing otherwise."""
    def a_header(run: list[tuple[str, str, int]]) -> bool:
        return len(run) >= 2 and any(meta_key(key) == "status" for key, _value, _n in run)

    run: list[tuple[str, str, int]] = []
    for number in range(section.body_start, min(section.body_end, section.body_start + MAX_FIELD_LIST_LINES) + 1):
        line = doc.lines[number - 1]
        item = line.lstrip()[:1] in ("-", "*", "+") and number not in doc.code_lines
        match = _META_LINE.match(line) if item else None
        if match is not None and match.group(2).strip() and "://" not in match.group(1):
            run.append((match.group(1), match.group(2), number))
            continue
        if a_header(run):
            return run
        run = []
    return run if a_header(run) else []


_STATUS_HEADING = lazy(r"^[ \t]*+status[ \t]*+:[ \t]*+(\S[^\n]{0,300}+)$", re.IGNORECASE)


def _a_status(text: str) -> bool:
    """Whether a heading's words after "Status:" open on a status of a record's course, or name its successor: not a
    report of where a piece of work stands ("## Status: the chain is WIRED end-to-end", civicpress's handoffs)."""
    from doccheck.read.status import CANONICAL_STATUSES, parse_status

    parsed = parse_status(text)
    return parsed is not None and (parsed.value in CANONICAL_STATUSES or bool(parsed.relations))


def _section_value(doc: Document, section: Section, key: str) -> tuple[Any, int] | None:
    """What a `## Status` (or `## Date`) section states, from its first line of text, and that line's number."""
    for number in range(section.body_start, section.body_end + 1):
        text = doc.lines[number - 1].strip().lstrip("-*+ ").strip()
        # "> A decision may be proposed ..." is the template's guidance, not the status; `[Status]: #status`
        # under the heading a reference definition, which renders as nothing (Rust's RFC template's anchors).
        if text.startswith("|"):
            return None  # a table of statuses (`| Item | Status |`, a row per part): no one status of the document
        if text and number not in doc.code_lines and not text.startswith(("<!--", ">")) \
                and _DEFINITION_START.match(doc.lines[number - 1]) is None:
            if key == "status" and (label := _STATUS_LABEL.match(text)) is not None:
                text = text[label.end():]  # `Current Status: `Under Discussion``: the status after its label
            boxes = _checkboxes(doc.lines, number, section.body_end) if key == "status" else None
            if boxes is not None or key != "status":
                return (boxes if boxes is not None else strip_emphasis(_first_field(text))), number
            return "\n".join([strip_emphasis(_first_field(text)), *_ended_below(doc, number, section)]), number
    return None


# A label before the status on a Status section's first line (Chroma's CIPs: `Current Status: `Under Discussion``).
_STATUS_LABEL = lazy(r"^[*_]{0,2}(?:(?:current|present|overall|document|proposal|decision)[ \t]++)?(?:status|state)"
                     r"[*_]{0,2}[ \t]*+[:：][*_]{0,2}[ \t]*+(?=\S)", re.IGNORECASE)
ENDED_LINES = 12  # lines of a Status section read below its status


def _ended_below(doc: Document, line: int, section: Section) -> list[str]:
    """The lines below a Status section's status that say what ended the record (provisioning-backend's ADR 6:
    `Accepted`, a blank line, `Superseded by [10. Simplify job queue](...)`): the record's last word on itself. (One
    superseded by two records, `Superseded by [3](...) and [9](...)` under `Accepted`, is replaced in parts, and
    holds.)"""
    from doccheck.read.status import ENDED_BY

    return [doc.lines[n - 1].strip() for n in range(line + 1, min(section.body_end, line + ENDED_LINES) + 1)
            if n not in doc.code_lines and ENDED_BY.match(doc.lines[n - 1]) and doc.lines[n - 1].count("](") <= 1]


def status_section(doc: Document) -> tuple[str, int] | None:
    """The status a document's own `## Status` section states, and its line, also where a header states one first
    (chimera's ADRs: `status: accepted` in the front matter, `**Accepted** (2026-03-20)` under `## Status`); or,
    where the front matter states it, the status a line below the title states again (shirushi's ADRs:
    `status: Accepted` in the front matter, `**Status**: Accepted` under the title)."""
    for section in doc.sections:
        key = meta_key(_LEADING_SYMBOLS.sub("", section.title))
        if _TRANSLATED_KEYS.get(key, key) == "status" and is_top_section(doc, section):
            stated = _section_value(doc, section, "status")
            return stated if stated is not None and isinstance(stated[0], str) else None
    if "status" not in doc.front_matter.data:
        return None
    start = doc.title_line + 1 if doc.title_source == "h1" else doc.front_matter.body_line
    end = next((s.line for s in doc.sections if s.line >= start), len(doc.lines) + 1)
    for number in range(start, min(end, start + RESTATED_LINES, len(doc.lines) + 1)):
        if number not in doc.code_lines and (said := _STATUS_LINE.match(doc.lines[number - 1])) is not None:
            return strip_emphasis(said.group(1)).strip(), number
    return None


RESTATED_LINES = 20  # lines under a title read for a status its front matter states too
_STATUS_LINE = lazy(r"^[ \t>]{0,4}+(?:[-*+][ \t]++)?[*_]{0,2}+status[*_]{0,2}+[ \t]*+[:：][*_]{0,2}+[ \t]*+"
                    r"(\S[^\n]{0,200}+)", re.IGNORECASE)


# `**Deprecated** | Date: 2025-07-24 | Deprecated: 2026-03-10` under `## Status`: the status, then fields of its own
_FIELD_AFTER = lazy(r"^[ \t*_]*+[A-Za-z][\w -]{0,30}+[*_]*+[ \t]*+:")


def _first_field(text: str) -> str:
    """A Status section's line up to the first `|` when what follows it is fields (`| Date: ...`), not choices."""
    first, bar, rest = text.partition("|")
    if not bar or not all(_FIELD_AFTER.match(part) for part in rest.split("|")[:8]):
        return text
    return first.strip().strip("*_").strip()  # (the line's leading `**` was taken with its bullet marks)


# `- [x] Decided (proposal was agreed and adopted)`: a status chosen by ticking it in the template's list
_CHECKBOX = lazy(r"^[ \t]{0,3}[-*+][ \t]++\[([ xX])\][ \t]++([^()\n]{1,60})")


def _checkboxes(lines: list[str], number: int, end: int) -> str | None:
    """A Status section written as a list of boxes from line `number` (1-based) on: the ticked one's name, or,
    none ticked (a template's, or a record that chose none), every name as choices (`Decided | Deferred`)."""
    names: list[tuple[str, bool]] = []
    for below in range(number, min(end, number + MAX_ITEMS) + 1):
        box = _CHECKBOX.match(lines[below - 1])
        if box is None:
            if lines[below - 1].strip():
                break
            continue
        names.append((strip_emphasis(box.group(2).strip()), box.group(1) != " "))
    if not names:
        return None
    ticked = [name for name, checked in names if checked]
    return ticked[0] if len(ticked) == 1 else " | ".join(name for name, _checked in names)


_LIST_ITEM = lazy(r"^[ \t]++[-*+][ \t]++(\S[^\n]{0,300})")
_BARE_KEY_LINE = lazy(r"^[-*+][ \t]++(?:\*\*|__)?([^\W\d_][\w /-]{0,30}?)(?:\*\*|__)?[ \t]*+$")  # `- State`
MAX_ITEMS = 20


def _items_below(lines: list[str], number: int, end: int) -> list[str]:
    """The indented `- item` lines right below line `number` (1-based), as values."""
    items: list[str] = []
    for below in range(number + 1, min(end, number + 1 + MAX_ITEMS)):
        if (item := _LIST_ITEM.match(lines[below - 1])) is None:
            break
        items.append(item.group(1).strip().strip("\"'`"))
    return items


_TAG_LINE = lazy(r"^(?:`[\w.:-]{1,30}+`[ \t]*+){1,8}$")
_TAG = lazy(r"`([\w.:-]{1,30}+)`")
# ... or a badge, an image whose text names the status (Tari's RFCs: `![status: deprecated](theme/images/...svg)`),
# alone on its line or as a link's text
_STATUS_BADGE = lazy(r"^\[?!\[[ \t]*+status[ \t]*+[:=-][ \t]*+([A-Za-z][\w -]{0,30}?)[ \t]*+\]\([^()\s]{1,500}+\)"
                     r"(?:\]\([^()\s]{1,500}+\))?$", re.IGNORECASE)


def _tag_line_status(doc: Document, title_line: int) -> tuple[str, int] | None:
    """The status a record writes as the first of a line of tags under its title (Nostr's NIPs: `` `draft`
    `optional` `relay` ``, below the subtitle), or as a status badge there, when it is a status of the lifecycle;
    with its line."""
    from doccheck.read.status import lifecycle

    headed = {section.line for section in doc.sections}
    for number in range(max(title_line, doc.front_matter.body_line - 1) + 1, min(title_line + 12, len(doc.lines)) + 1):
        line = doc.lines[number - 1].strip()
        if not line or number in headed or set(line) <= {"-", "="}:
            continue  # a blank, the subtitle heading, or its underline
        if number not in doc.code_lines and line.startswith(("![", "[![")) and (
                badge := _STATUS_BADGE.match(line)) is not None:
            return (badge.group(1), number) if lifecycle(badge.group(1).lower()) else None
        if number in doc.code_lines or _TAG_LINE.match(line) is None:
            return None
        first = _TAG.match(line)
        return (first.group(1), number) if first is not None and lifecycle(first.group(1).lower()) else None
    return None


_TABLE_SEPARATOR = lazy(r"^\s*+\|?(?:\s*+:?-++:?\s*+\|)++\s*+(?::?-++:?\s*+)?$")
_HEADER_NAMES = frozenset({"status", "state", "date", "author", "authors", "author(s)", "deciders", "owner", "owners"})


def _one_row_table(lines: list[str], first: int, end: int,
                   title_line: int = 0) -> tuple[list[str], list[str], int] | None:
    """The first table of the header when it runs across: a row of names that say what a record declares
    (`Status`, `Date`), a separator, and one row of values; with the line of the values. Under the title too
    (USWDS's decisions: `# 3. ...` over `| Date | Status |`)."""
    for number in range(first, min(end, first + 40) - 2):
        line = lines[number - 1].strip()
        if not line or number == title_line:
            continue
        if not line.startswith("|"):
            return None
        if not _TABLE_SEPARATOR.match(lines[number]) or not lines[number + 1].strip().startswith("|"):
            return None
        following = lines[number + 2].strip() if number + 2 < len(lines) else ""
        if following.startswith(("|", ":")):
            return None  # more rows (or Google's `:   : ... :` going on): names and values down its rows
        header = [strip_emphasis(c.strip()) for c in line.strip("|").split("|")]
        if _HEADER_NAMES.isdisjoint(c.lower() for c in header):
            return None
        values = [c.strip() for c in lines[number + 1].strip().strip("|").split("|")]
        if strip_emphasis(values[0]).rstrip(":").lower() in _HEADER_NAMES:
            return None  # a name over its value, as the first row's: `| Status | Accepted |` over `| Author(s) | A |`
        return header, values, number + 2
    return None


# The keys translated templates write (French MADR's `Statut`, `Décideurs`), read as the English ones; and the
# relation keys written in one word (NEPs' `SupersededBy:`, PEP-style `Superseded-By` already reads) or with the
# common misspelling (`SupercededBy`, as NEP's own template words it once); a status named after its series.
_TRANSLATED_KEYS = {"statut": "status", "état": "state", "décideurs": "deciders", "remplace": "supersedes",
                    # Spanish, Portuguese, Italian (`- **Estado**: [Propuesto/Aceptado/...]`), German, Dutch
                    "estado": "status", "stato": "status", "fecha": "date", "datum": "date",
                    # Japanese, Chinese, Korean (`- ステータス: Proposed | Accepted`, `- 日付: YYYY-MM-DD`)
                    "ステータス": "status", "状態": "status", "状态": "status", "상태": "status", "日付": "date",
                    "日期": "date", "날짜": "date",
                    "remplacé-par": "superseded-by", "remplacée-par": "superseded-by",
                    **{joined: spaced for spaced in ("superseded-by", "replaced-by", "amended-by", "obsoleted-by",
                                                     "extended-by", "deprecated-by")
                       for joined in (spaced.replace("-", ""), spaced.replace("seded", "ceded").replace("-", ""))},
                    "superceded-by": "superseded-by", "supercedes": "supersedes",
                    "current-status": "status",  # Couchbase's SDK RFCs: `- Current Status: ACCEPTED`
                    # The status named after the series (Sentry's `- RFC Status: approved`).
                    **{f"{series}-status": "status" for series in ("rfc", "adr", "kep", "pep", "hip", "sep", "cap",
                                                                    "proposal", "decision", "document", "record")}}


# A header written as a fenced block of `Key: value` lines at the top (bitcoin's BIPs, stellar's SEPs and CAPs):
#
#     ```
#       BIP: 348
#       Title: CHECKSIGFROMSTACK
#       Authors: Brandon Black <freedom@reardencode.com>
#                Jeremy Rubin <j@rubin.io>
#       Status: Draft
#     ```
#
# Only the first block of the document, with nothing but headings (the title, `## Preamble`) and comments before
# it: a fence further down, or after the first paragraph, is code, whatever it holds.
_PREAMBLE_LIMIT = 60  # lines: a header is a dozen; a longer fence at the top is code, and is not scanned further
# (... or reStructuredText's field list in a MyST page, napari's NAPs: "```{eval-rst}" over `:Status: Final`)
_PREAMBLE_INFO = frozenset({"", "text", "txt", "plain", "plaintext", "yaml", "yml", "email", "{eval-rst}", "rst"})
_PREAMBLE_KEY = lazy(r"^[ \t]{0,8}+:?([A-Za-z][\w-]{0,30}+(?: [\w-]{1,30}+){0,3}):(?:[ \t]++(.*)|$)")
# A MyST target, `(nap-5-new-logo)=` above a heading: a place to link to by its name, no text (repo/record.py)
MYST_TARGET = lazy(r"^\(([A-Za-z0-9_][\w.:-]{0,100}+)\)=[ \t]*+$")
# Keys that say what a document is: a code example that happens to be `name: value` lines has none of them.
_HEADER_KEYS = frozenset({"status", "title", "author", "authors", "created", "date", "type", "layer"})


def fenced_preamble(lines: list[str], code_lines: set[int] | frozenset[int], heading_lines: set[int],
                    body_line: int) -> list[tuple[str, Any, int]]:
    """(key, value, 1-based line) of each field of the document's fenced header; [] when it has none.

    A field continued on more indented lines (a second author) is a list. The block counts as a header when at
    least two of its lines and two thirds of them (continuations aside) are `Key: value`, and one key is a
    header's (status, title, author, created, ...)."""
    number = body_line
    in_comment = False
    while number <= min(len(lines), body_line + _PREAMBLE_LIMIT):
        text = lines[number - 1]
        stripped = text.strip()
        if in_comment:
            in_comment = "-->" not in text
        elif stripped.startswith("<!--") and number in code_lines:
            in_comment = "-->" not in stripped[4:]
        elif stripped and number not in heading_lines and MYST_TARGET.match(stripped) is None:
            break
        number += 1
    else:
        return []
    if number not in code_lines:
        # ... or the block a heading names the header (`## Preamble`), where a template says how to use it first
        # (0x's `ZEIP-X.md`: "This is the suggested template for new ZEIPs. ...", then `## Preamble` over its block)
        named = next((n for n in range(number, min(len(lines), body_line + _PREAMBLE_LIMIT) + 1) if n in heading_lines
                      and meta_key(lines[n - 1].strip().strip("#").strip()) in _HEADER_SECTIONS), None)
        number = next((n for n in range(named + 1, min(len(lines), named + 3) + 1) if lines[n - 1].strip()),
                      0) if named is not None else 0
        if number not in code_lines:
            return []
    opening = _FENCE.match(lines[number - 1])
    if opening is None:  # an indented code block: the same header, four spaces in (stellar's SEP-11)
        end = number
        while end <= min(len(lines), number + _PREAMBLE_LIMIT) and end in code_lines and (
                not lines[end - 1].strip() or lines[end - 1].expandtabs(4).startswith("    ")):
            end += 1
        block = range(number, end)
    else:
        marker = opening.group(1)
        if lines[number - 1][opening.end():].strip().lower() not in _PREAMBLE_INFO:
            return []
        block = range(number + 1, number + 1)
        for inner in range(number + 1, min(len(lines), number + _PREAMBLE_LIMIT) + 1):
            stripped = lines[inner - 1].strip()
            if stripped.startswith(marker[0] * len(marker)) and not stripped.strip(marker[0]):
                block = range(number + 1, inner)
                break
        else:
            return []  # never closed within the limit: code, or a document that is one fence
    fields: list[tuple[str, Any, int]] = []
    indent = -1
    others = 0
    for inner in block:
        text = lines[inner - 1]
        stripped = text.strip()
        if not stripped:
            continue
        key = _PREAMBLE_KEY.match(text.expandtabs(4))
        lead = len(text.expandtabs(4)) - len(text.expandtabs(4).lstrip())
        if key is not None and (indent < 0 or lead <= indent):
            indent = lead if indent < 0 else indent
            fields.append((key.group(1), (key.group(2) or "").strip(), inner))
        elif fields and lead > indent:  # a field's value continued: another author, a longer title
            name, value, line = fields[-1]
            fields[-1] = (name, [*(value if isinstance(value, list) else [value] if value else []), stripped], line)
        else:
            others += 1
    if len(fields) < 2 or others * 2 > len(fields) or not any(meta_key(k) in _HEADER_KEYS for k, _v, _n in fields):
        return []
    return fields
