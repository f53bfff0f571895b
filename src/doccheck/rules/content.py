"""DC3: the text: template placeholders left in."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import PurePosixPath

from doccheck.findings import Problem
from doccheck.read.document import TITLE_ALONE, Document, comment_spans
from doccheck.read.status import TURNED_DOWN, filled_in_brackets, is_placeholder
from doccheck.regex import lazy
from doccheck.rules.registry import RuleContext, rule
from doccheck.rules.structure import file_number

# A title that says only that it is one (Drasi's template's `# Title`, StreamNative's `# RFC Title`).
TITLE_WORD = "title is only the word"
# A value written as code is shown as it is, a pattern or a name, not a blank to fill: yorkie's task README,
# "- Todo/review: `YYYYMMDD-<slug>-todo.md`"
# (or a code span going on to the next line; or one closed, then a full stop and the bold's close: Act's book,
# "**The default: `{state[:4]}-{action[:4]}-{4 ms}{4 random}`.**", the format of an id)
_CODE_VALUE = lazy(r":[*_ \t]*+`[^`\n]{1,300}+(?:`[ \t.,;*_]*+)?$")  # (Atlas's "**Arborescence** : `s3://...`,")
_PLACEHOLDER_LINE = lazy(
    # "(fill me in with ...)" and "fill in here", not prose such as "let's fill in with default values";
    # "{list everyone involved}", not a set such as "{list, watch}".
    # Each bracket's text is bounded and stays on its line: searched over the whole text, `(fill in ` x 100,000
    # would otherwise scan to the end from each one.
    # "today's date" as an instruction ("fill in with today's date", "<today's date>"), not in a sentence ("...
    # inputs, e.g. today's date for age > 18", "fills `config.yaml` with today's date": a tool's description).
    r"\(fill (?:me |this )?in\b[^)\n]{0,300}\)|fill (?:me |this )?in here|insert (?:date|name|title)\b|"
    # (... nor a default a sentence goes on about: "`today` (default: today's date, can be overridden ...)")
    r"(?:\bfill(?: me| this)?(?: in)? with |\binsert |\benter |\buse |[(<\[{:] ?)today's date(?![ \t]*+,)|"
    r"^[ \t]*+today's date[ \t]*+$|"
    r"\{(?:short title\b|(?:title of|describe|list|explain|add|insert|enter)\s)[^}\n]{0,300}\}|"
    # "[insert ...]" as a link's text (`[insert prefixes into IPCache](url)`) is the author's words, and so is a
    # reference's label, defined or used (`[describe-availability-zones]: https://...`, `[the API][describe-...]`),
    # and a Pandoc span with its attributes (`[insert.iterator]{.sref}`, a C++ paper's stable name of a clause).
    r"(?<!\])\[(?:short title|insert|describe)\b(?!\.)[^\]\n]{0,300}\](?![(\[:{])",
    re.IGNORECASE | re.MULTILINE,
)
# Literal fragments of every placeholder form: a substring test is far cheaper than the regex.
_HINTS = ("fill in", "fill me in", "fill this in", "insert ", "today's date", "{short", "{title", "{describe",
          "{list", "{explain", "{add", "{insert", "{enter", "[short", "[insert", "[describe")
_CODE_SPAN = lazy(r"`[^`]*`")
_DEFAULT_OF = lazy(r"\bdefault(?:[ \t]++value)?[ \t]*+[:(]$", re.IGNORECASE)  # "(Default value: today's date)"
# A title opening with a number's blank, as a template writes it: `ADR-nnn: ...`, `RFC XXXX - ...`, `NNNN. ...`.
_TITLE_NUMBER_BLANK = lazy(r"^[ \t]*+((?:[A-Z]{2,8}+[-_ ]?)?(?:N{2,5}|n{2,5}|X{2,5}|x{2,5}))"
                           r"[ \t]*+(?:[:.)]|[-\u2013\u2014](?=[ \t]))[ \t]*+\S")
# A quotation of words around a placeholder: a phrase given as an example ("Architecture: [describe components and
# patterns]" in a style guide's table of wordings to use), mentioned rather than left in. (A quoted placeholder
# alone is MADR's own, `Chosen option: "{title of option 1}"`, left in.)
_QUOTATION = lazy(r'"[^"\n\[{<][^"\n]*"|\u201c[^\u201d\n\[{<][^\u201d\n]*\u201d')
# The instructions of the templates most decision records are made from, each a whole line in the template: a
# line that is still only one of them was never written over. adr-tools' `template.md`, and Michael Nygard's
# original (2011), which many folders copy by hand.
_ADR_TOOLS, _NYGARD = "the adr-tools template's", "Michael Nygard's template's"
# (a family whose own template holds the line says so in its words, naming the file: run/repository.py)
KNOWN_INSTRUCTION = "own instruction is still here"
LEFT_IN = "template text left in: "  # a placeholder's finding (`_PLACEHOLDER_LINE`)
_KNOWN_TEMPLATE_LINES = {
    "the issue motivating this decision, and any context that influences or constrains the decision.": _ADR_TOOLS,
    "the change that we're proposing or have agreed to implement.": _ADR_TOOLS,
    "what becomes easier or more difficult to do and any risks introduced by the change that will need to be "
    "mitigated.": _ADR_TOOLS,
    "this section describes the forces at play, including technological, political, social, and project local. "
    "these forces are probably in tension, and should be called out as such. the language in this section is "
    "value-neutral. it is simply describing facts.": _NYGARD,
    "this section describes our response to these forces. it is stated in full sentences, with active voice. "
    "\"we will ...\"": _NYGARD,
    "this section describes the resulting context, after applying the decision. all consequences should be "
    "listed here, not just the \"positive\" ones. a particular decision may have positive, negative, and neutral "
    "consequences, but all of them affect the team and project going forward.": _NYGARD,
    # ... and his template as Joel Parker Henderson's collection of decision record templates writes it
    "what is the status, such as proposed, accepted, rejected, deprecated, superseded, etc.?": _NYGARD,
    "what is the issue that we're seeing that is motivating this decision or change?": _NYGARD,
    "what is the change that we're proposing and/or doing?": _NYGARD,
    "what becomes easier or more difficult to do because of this change?": _NYGARD,
}
# (each before any apostrophe, which a document may write curly: "we’re")
_KNOWN_HINTS = ("the issue motivating this decision", "the change that we", "what becomes easier or more difficult",
                "this section describes", "what is the status, such as", "what is the issue that we")
_LINE_NOISE = lazy(r"[*_`>]|\s+")
# A line that may hold one of them, read as `_LINE_NOISE` reads it (emphasis between words, a curly apostrophe).
_KNOWN_HINT = lazy("|".join(re.escape(hint).replace(r"\ ", r"[\s*_`>]+").replace("'", "['’]") for hint in _KNOWN_HINTS),
                   re.IGNORECASE)
# Fields filled from a later stage than a proposal's: named for the decision (`Accepted on`, `Decision date`) or
# for what comes after it (`Implementation PR`, `Implemented in`, `Release date`), or whose placeholder says when
# (`(fill in once accepted)`, `TBD when merged`).
_DECISION_FIELD = lazy(r"accept|approv|decision|decided|merg|resolution|ratif|adopt", re.IGNORECASE)
# A field of the approval itself (`Date Ratified`, `Accepted on`): a record turned down or put off never gets one.
_APPROVAL_FIELD = lazy(r"accept|approv|merg|ratif|adopt", re.IGNORECASE)
_NEVER_APPROVED = TURNED_DOWN | {"deferred"}
# (and `Completed: _YYYY-MM-DD_` of a plan still in progress: grafana-pathfinder's phase plans)
_DELIVERY_FIELD = lazy(r"implement|releas|ship|landed|deploy|complet|finish", re.IGNORECASE)
_WHEN = lazy(r"\b(?:once|when|after|upon|if)\b[^()\n]{0,40}?\b(?:(?P<decision>accept|approv|merg|decid|final)"
                   r"|implement|releas|ship|land)", re.IGNORECASE)
_DEFERRED = lazy(r"\b(?:once|when|after|until)\b", re.IGNORECASE)  # a fill-in note naming what it waits for
_DELIVERED = lazy(r"implemented|released|shipped|landed|deployed|recommended|stable|complete|done", re.IGNORECASE)


# A line's value of two sentences or more, a dozen words: a paragraph opening on a word and a colon (nami's ADR
# README: "Format: [MADR 4.0.0](...), full template (...). Files are named `NNNN-short-title.md`. ..."), describing,
# not a field left unfilled
_SENTENCE_BREAK = lazy(r"[\w)`'\"][.!?][ \t]++[A-Z`\[(]")
SENTENCE_WORDS = 12


def _sentences(value: str) -> bool:
    return len(value.split()) >= SENTENCE_WORDS and _SENTENCE_BREAK.search(value) is not None


_OPEN_QUESTION = frozenset({"?", "??", "???", "tbd", "TBD", "TBC", "tbc"})


def due(key: str, value: str, status: str | None) -> bool:
    """Whether a field must be filled at the document's status: one filled from a later stage waits for it (the
    template's "once accepted" on a proposal in review; ember's `release-date` on an RFC accepted, not released)."""
    from doccheck.read.status import IF_APPLICABLE, lifecycle

    if value.strip() in _OPEN_QUESTION and status is not None and lifecycle(status) == "proposed":
        return False  # `teams: ?` in a proposal still collecting them: the author's open question, asked on purpose
    if IF_APPLICABLE.search(value) is not None:
        return False  # a field for some records only, its instruction kept where it does not apply (MaidSafe's RFCs)
    when = _WHEN.search(value)
    if when is not None:
        stage = "decision" if when.group("decision") else "delivery"
    elif _DECISION_FIELD.search(key):
        stage = "decision"
    elif _DELIVERY_FIELD.search(key):
        stage = "delivery"
    else:
        return True
    if status is None:
        return True
    if stage == "decision":
        if status in _NEVER_APPROVED and (_APPROVAL_FIELD.search(key) or (when is not None and when.group("decision"))):
            return False  # MakerDAO's rejected and withdrawn MIPs keep `Date Ratified: <yyyy-mm-dd>`
        return lifecycle(status) != "proposed"
    return _DELIVERED.search(status) is not None


def _status(doc: Document) -> str | None:
    from doccheck.read.status import parse_status

    found = doc.meta("status") or doc.meta("state") or doc.meta("stage")
    parsed = parse_status(found.text) if found is not None else None
    return parsed.value if parsed is not None else None


_ANGLE_PLACEHOLDER = lazy(r"^<([A-Za-z][\w-]{0,40}+)>$")
# MADR's blanks in any language (`{Décrivez le contexte ...}`): a whole section one braced instruction, not code,
# nor a site generator's markup: Liquid's and Jinja's tags (`{% include toc.md %}`, 389 Directory Server's Jekyll
# pages) and comments (`{# ... #}`), kramdown's attribute lists (`{:toc}`, `{: .no_toc}`).
_BRACE_PLACEHOLDER = lazy(r"^\{(?![%#:])[^{}\n`$]{3,300}+\}$")
_HTML_TAGS = frozenset((
    "a", "abbr", "address", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "br", "button", "canvas",
    "caption", "center", "cite", "code", "col", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "embed",
    "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "i",
    "iframe", "img", "input", "ins", "kbd", "label", "li", "main", "mark", "nav", "object", "ol", "p", "picture",
    "pre", "q", "s", "samp", "section", "small", "source", "span", "strike", "strong", "sub", "summary", "sup", "svg",
    "table", "tbody", "td", "th", "thead", "tr", "tt", "u", "ul", "var", "video", "wbr"))
_NOTE_COMMENT = lazy(r"#[ \t]*+(?:FIXME|TODO|TBD|XXX)\b.*+$", re.IGNORECASE)


# A heading that tells the author to take its section out: `### (Info, remove this section)`, `## Instructions
# (delete this section before submitting)`.
_REMOVE_THIS = lazy(r"\b(?:remove|delete)[ \t]++this[ \t]++(?:section|heading|part|block)\b", re.IGNORECASE)
# A name that says the page holds templates, to be copied with their blanks ("[insert role]"): no record's.
_HOLDS_TEMPLATES = lazy(r"(?:^|[-_ ])templates(?:[-_ ]|$)", re.IGNORECASE)


@rule("DC301", "placeholder-text")
def placeholder_text(ctx: RuleContext) -> Iterator[Problem]:
    """Template placeholder text was left in the document.

    Copied templates keep their instructions: "Fill in with today's date", "{short title}", "YYYY-MM-DD",
    a front-matter value left as `# FIXME`. Templates (a file or folder named as one, test fixtures, a
    scaffolding tool's `{DATE_YESTERDAY}`) are not reported.

    Bad: `Date: Fill in with today's date`
    Good: `Date: 2024-03-01`
    """
    doc = ctx.doc
    if doc.is_template or doc.is_manual_page or doc.is_work_item:
        return
    reported: set[int] = set()
    # (a title made from the file's name, `STATUS.md`'s "STATUS", is no text the author left in)
    if doc.title_source != "file-name" and (_PLACEHOLDER_LINE.search(doc.title) or is_placeholder(doc.title)):
        reported.add(doc.title_line)
        yield Problem(doc.title_line, f"title is template text: {doc.title!r}")
    elif doc.title_source == "h1" and (blank := _TITLE_NUMBER_BLANK.match(doc.title)) is not None and \
            (number := file_number(doc.path)) is not None and not _title_blank(doc.title[blank.end() - 1:]):
        # (`# ADR-nnn: Use Django framework` in ADR-001-Use_Django_framework.md: the template's blank for the number)
        reported.add(doc.title_line)
        yield Problem(doc.title_line, f"the title's number is still the template's blank {blank.group(1)!r}; the "
                                      f"file name says {number}")
    elif doc.title_source == "h1" and TITLE_ALONE.fullmatch(doc.title.strip(" *_:")) and \
            PurePosixPath(doc.path).stem.lower() != "title":
        # (not `# Title` on `title.md`, a page about a Title component; a repository whose records all open so has
        # made it its way: `run/repository.py` leaves it out)
        reported.add(doc.title_line)
        yield Problem(doc.title_line, f"{TITLE_WORD} {doc.title!r}: the template's heading kept; give the title")
    status = _status(doc)
    for key, raw in doc.front_matter.data.items():
        # `status: # FIXME`: YAML reads the note as a comment and the value as empty.
        key_line = doc.front_matter.key_lines.get(str(key))
        if raw is None and key_line is not None and (
                note := _NOTE_COMMENT.search(doc.lines[key_line - 1])) is not None and due(str(key), "", status):
            reported.add(key_line)
            yield Problem(key_line, f"{key} is template text: {note.group(0)!r}")
    for key, found in doc.metadata.items():
        value = found.value
        if isinstance(value, dict) and list(value.values()) == [None] and 0 < found.line <= len(doc.lines) \
                and "{" in doc.lines[found.line - 1]:
            # YAML reads MADR's `date: {YYYY-MM-DD when ...}` as a mapping (not a mapping written as one, a GitHub
            # agentic workflow's `tools:` over `  github:`)
            value = f"{{{next(iter(value))}}}"
        if isinstance(value, str) and not due(key, value, status):
            reported.add(found.line)  # `Accepted on: YYYY-MM-DD (once accepted)` on a proposal in review: not due
            continue
        # (a blank written as code inside a value is the pattern it describes: AR.IO's "**Numbering:** four-digit,
        # zero-padded (`NNNN-…md`)")
        if isinstance(value, str) and found.line not in reported and is_placeholder(value) and not (
                found.source == "line" and (_CODE_VALUE.search(doc.lines[found.line - 1]) is not None
                                            or _sentences(value) or not is_placeholder(_CODE_SPAN.sub(" ", value)))):
            reported.add(found.line)
            yield Problem(found.line, f"{key} is template text: {value!r}")
    for section in doc.sections:
        if _REMOVE_THIS.search(section.title) is not None and section.line not in reported:
            reported.add(section.line)  # `### (Info, remove this section)`: the template's, kept (Waku's specs)
            yield Problem(section.line, f"section '{section.title[:80]}' is the template's, which says to remove it")
            continue
        # A section whose whole text is one `<placeholder>` (adr-tools' EMPTY-ADR `<context>`, which CommonMark
        # hides as a tag) or one `{instruction}` (MADR's, in any language): never written.
        if section.end_line != section.body_end:
            continue  # sub-sections follow: written there
        only = _only_line(doc.lines, section.body_start, min(section.body_end, len(doc.lines)))
        if only is None or only in reported:
            continue
        text = doc.lines[only - 1].strip()
        # (... unless it is due at a later stage than the document's: BBC TAMS's accepted ADR 43 keeps the
        # template's "{Once the proposal has been implemented, add a link to the relevant PRs here}")
        if (((tag := _ANGLE_PLACEHOLDER.match(text)) is not None and tag.group(1).lower() not in _HTML_TAGS) or
                _BRACE_PLACEHOLDER.match(text) is not None) and not filled_in_brackets(text.strip("*_`")) \
                and due(section.title, text, status):
            reported.add(only)
            yield Problem(only, f"section '{section.title}' is only template text: {text[:80]!r}")
    # (not in a page that shows the template below its own title, its fences broken: a heading of the template's
    # blank, `# NNNN. Short Title`, is there too; entirecontext's plan for its ADR folder)
    if any(hint in doc.lowered for hint in _KNOWN_HINTS) and not any(
            _TITLE_NUMBER_BLANK.match(section.title) is not None for section in doc.sections
            if section.line != doc.title_line):
        for number, line in enumerate(doc.lines, 1):
            if _KNOWN_HINT.search(line) is None:
                continue  # (a line of none of the instructions: most of a long record, cheaper to pass over)
            text = _LINE_NOISE.sub(" ", line).strip().lower().replace("…", "...").replace("’", "'")
            tool = _KNOWN_TEMPLATE_LINES.get(" ".join(text.split()))
            if tool is not None and number not in reported and number not in doc.code_lines and _alone(doc, number):
                reported.add(number)
                yield Problem(number, f"{tool} {KNOWN_INSTRUCTION}: {line.strip()[:80]!r}; "
                                      "write this record's own")
    if file_number(doc.path) is None and _HOLDS_TEMPLATES.search(PurePosixPath(doc.path).stem) is not None:
        return  # a page of templates (IRS Direct File's `Research Templates and Protocols.md`): blanks to copy
    for number in doc.lines_holding(_HINTS):
        if number in reported or number in doc.code_lines:
            continue
        written = doc.lines[number - 1]
        # (a comment on the line is the author's note to the next author, hidden from the reader: `<!-- [Describe
        # the context ...] -->` over the context written in, BBC's Digital Paper Edit ADRs)
        line = _uncommented(written) if "<!--" in written else written
        for match in _PLACEHOLDER_LINE.finditer(line):
            if match.group(0).startswith("[") and line.rstrip(" *_").endswith("?"):
                continue  # "Why not instead do [insert some other design]?": the author's own question
            if match.group(0)[:9].lower() == "{list of " and line[:match.start()].rstrip().lower().endswith(" in"):
                continue  # `table_name in {list of central data table names}`: a set, in the author's pseudo-code
            if match.group(0).startswith(":") and line[:match.start()].rstrip(" *_").endswith("`"):
                break  # "- `date`: Today's date (YYYY-MM-DD)": a guide to the field named as code (larakube's README)
            if match.group(0).startswith((":", "(")) and _DEFAULT_OF.search(line[max(0, match.start() - 20):
                                                                                  match.start() + 1]) is not None:
                break  # "Datepicker: `To:` (Default value: today's date)": a default, as a spec describes (Pontoon's)
            if match.group(0).startswith("(") and line[match.end():].strip(" *_") == ":" and _code_follows(doc, number):
                break  # "querying the tables (fill in the year):" over a query: the reader's to do with the code
                # below (DfE's data release guides, `WHERE RunId like '<year>'`)
            if match.group(0)[:5].lower() == "(fill" and _DEFERRED.search(match.group(0)) is not None and (
                    _WHEN.search(match.group(0)) is None or not due("", match.group(0), _status(doc))):
                break  # "## JDWP capture recipe (fill in once reproduced)": filled when that comes, on purpose; and
                # "(fill in once accepted)" waits for the status it names, as a field's does
            if (in_line := _PLACEHOLDER_LINE.search(_QUOTATION.sub("", _CODE_SPAN.sub("", line)))) is not None:
                reported.add(number)
                yield Problem(number, f"{LEFT_IN}{in_line.group(0)!r}",
                              written.find(in_line.group(0)) + 1)
            break


def _uncommented(line: str) -> str:
    """A line without its HTML comments (one left open runs to its end)."""
    kept, at = [], 0
    for start, end in comment_spans(line, open_to_end=True):
        kept.append(line[at:start])
        at = end
    kept.append(line[at:])
    return "".join(kept)


def _code_follows(doc: Document, number: int) -> bool:
    """Whether the next line written after a line is in a code block."""
    after = next((n for n in range(number + 1, min(len(doc.lines), number + 3) + 1) if doc.lines[n - 1].strip()), None)
    return after is not None and after in doc.code_lines


def _title_blank(words: str) -> bool:
    """Whether a title's words after its number are a blank too (`RFC NNN - Title`): the whole title is the
    template's, which the family's model reports as that."""
    return TITLE_ALONE.fullmatch(words.strip(" *_:")) is not None or is_placeholder(words)


def _only_line(lines: list[str], first: int, last: int) -> int | None:
    """The one line of text between two lines, if there is one (`<` or `{` opening it): a section of one line."""
    only = None
    for at in range(first, last + 1):
        if lines[at - 1].strip():
            if only is not None:
                return None
            only = at
    return only if only is not None and lines[only - 1].lstrip()[:1] in ("<", "{") else None


def _alone(doc: Document, number: int) -> bool:
    """Whether a line is all its section holds, with what is under it: an instruction kept above the author's
    text (or above sub-sections they filled) is theirs to keep; a section that is only the instruction is unwritten."""
    section = next((s for s in reversed(doc.sections) if s.line < number <= s.end_line), None)
    if section is None:
        return False
    hidden = False
    for at in range(section.body_start, min(section.end_line, len(doc.lines)) + 1):
        raw = doc.lines[at - 1].strip()
        if hidden or raw.startswith("<!--"):
            hidden = "-->" not in raw
            continue
        if at != number and raw and not raw.startswith("#"):
            return False
    return True
