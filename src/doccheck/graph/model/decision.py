"""Decision statements without a model: what a record decided, read from its Decision section. Pure.

1. The section: the first whose heading names the decision (`Decision`, MADR's `Decision Outcome`, a KEP's
   `Proposal`, `Resolution`, ...). A record without one states nothing here.
2. The sentence: the first, in the section's first paragraphs, written in one of the forms teams use to choose
   (`FORMS`: MADR's `Chosen option: "X", because ...`, Nygard's `We will use X for Y`, `We will move S to X`,
   `S will use X`, `Use X as Y`). Code, tables and quotations are not read.
3. The value: what was chosen, without markup, articles and what follows it (the purpose, the reasons, a
   comma); a product of the thesaurus inside a longer phrase is the value (`a local instance of PostgreSQL` is
   PostgreSQL). A value of more than `MAX_VALUE_WORDS` words, or a word such as "approach", is no crisp choice:
   no statement.
4. The subject: what the value was chosen for. A role the sentence (or the title) names (`as our hosting
   provider`, `for logging`) is the subject; a scope (`for the orders service`, `move the orders service to`,
   `The Puppetmaster will use`) is qualified by the kind the thesaurus gives the value (`orders service
   datastore`); else the kind alone (`datastore`); else the title, unless the title is the choice itself
   (`Use custom code style`): then no subject. Two records that choose different values for one subject while
   both are in force are a value conflict (DC501), as two `decides:` entries are.
5. The rejected options: a Considered Options list's items other than the chosen one, and what the sentence
   chose `instead of` or `rather than`.

Deliberately narrow: a sentence that does not say plainly what was chosen gives nothing, because a wrong
statement would raise false conflicts. `bench/decision_statements.py` measures how many records of a corpus
yield one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.model.thesaurus import kind_name, kind_of, names_product, role_kind, terms_in
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.read.document import Document, Section

READER_VERSION = "decisions-3"  # part of the sync's fingerprint: a change reads every version again (3: blockquoted
# headers, `[superseded](link)` statuses, `drafting`)
MAX_VALUE_WORDS = 8
MAX_SUBJECT_WORDS = 6
_SENTENCES_READ = 12  # sentences of the section looked at, from its start
_OPTIONS_KEPT = 12

_DECISION_HEADING = lazy(
    r"^(?:\d+(?:\.\d+)*\.?\s+)?(?:the\s+)?(?:decision(?:\s+outcome|\s+and\s+rationale|\s+made)?|decisions|"
    r"outcome|resolution|proposal|proposed\s+solution|chosen\s+option|what\s+we\s+decided)\s*:?$", re.I)
_CONTEXT_HEADING = lazy(r"^(?:\d+(?:\.\d+)*\.?\s+)?(?:context(?:\s+and\s+problem\s+statement)?|"
                        r"problem(?:\s+statement)?|summary|motivation|background|why|what|abstract|"
                        r"introduction|overview)\s*:?$", re.I)
_OPTIONS_HEADING = lazy(r"^(?:\d+(?:\.\d+)*\.?\s+)?(?:considered\s+options|options\s+considered|"
                        r"alternatives(?:\s+considered)?|options)\s*:?$", re.I)

# The forms of a choosing sentence, tried in order on each sentence; the named groups are read by `_read`.
# A choosing sentence starts with its subject, after at most a short opening ("Initially,", "In summary,").
_OPENING = r"^(?!(?:when|if|while|after|before|once|because|since|although|unless|whenever|where|for\s+example|" \
           r"for\s+instance|e\.g\.|in\s+this\s+proposal)\b)" \
           r"(?:[A-Za-z][\w\s]{0,30},\s*)?"
_WE = (r"(?:\bwe|\bthe\s+team|\bit\s+(?:was|has\s+been|is)|\bteams?)(?:\s+(?:will|shall|should|must|would|have|"
       r"had|has|now|initially|are|is|were|was|'ll|'re|be|going\s+to|hereby|have\s+decided\s+to|decided\s+to|"
       r"agreed\s+to|agree\s+to|chose\s+to|choose\s+to|opted\s+to|intend\s+to|plan\s+to|propose\s+to|"
       r"continue\s+to|decided|agreed|chosen|chose|selected|picked))*")
_VERB_USE = r"(?:use|using|adopt|adopting|choose|choosing|chose|select|selecting|pick|go\s+with|standardi[sz]e\s+on)"
_VERB_MOVE = r"(?:move|moving|migrate|migrating|switch|switching|transition|transitioning)"
FORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("chosen", re.compile(r"^chosen\s+option\s*:?\s*(?:\(modified\)\s*)?(?P<rest>.+)$", re.I)),
    ("use", re.compile(rf"{_OPENING}{_WE}\s+{_VERB_USE}\s+(?P<rest>.+)$", re.I)),
    ("move", re.compile(rf"{_OPENING}{_WE}\s+{_VERB_MOVE}\s+(?P<rest>.+)$", re.I)),
    ("replace", re.compile(rf"{_OPENING}{_WE}\s+(?:replace|replacing)\s+(?P<old>.+?)\s+(?:with|by)\s+"
                           r"(?P<rest>.+)$", re.I)),
    ("subject", re.compile(
        r"^(?:the|our|all|each|every)\s+(?P<scope>[\w][\w\-./ ]{1,60}?)\s+(?:(?:will|shall|should|must|is\s+going\s+to|"
        r"are\s+going\s+to)\s+(?:continue\s+to\s+|now\s+)?(?P<verb>use|move\s+to|migrate\s+to|switch\s+to|run\s+on|"
        r"be)|(?P<now>moves\s+to|migrates\s+to|switches\s+to|is|are))\s+(?P<rest>.+)$", re.I)),
    ("imperative", re.compile(r"^(?:use|adopt|choose|select|pick|go\s+with|standardi[sz]e\s+on|"
                              r"(?:move|migrate|switch)\s+to)\s+(?P<rest>.+)$", re.I)),
)
# Where a value ends: its purpose, its reasons, an aside.
_VALUE_END = lazy(
    r"\s+(?:for|as|to|in\s+order\s+to|so\s+that|because|since|which|that|where|when|instead\s+of|rather\s+than|"
    r"over|in\s+favou?r\s+of|on|in|at|with\s+the|from|across|throughout|until|unless|via|by|and\s+(?:retire|"
    r"remove|drop|keep|stop|add|change|deprecate|update|use|avoid|replace|make|create|move))\b|[,;:(–—]|\s-\s|"
    r"\.(?:\s|$)", re.I)
_PURPOSE = lazy(r"\s(?:for|as)\s+(?P<role>.+?)(?=[,;(]|\.(?:\s|$)|\s+(?:because|since|so\s+that|which|to|and|"
                      r"instead\s+of|rather\s+than)\b|$)", re.I)
_TO_DO = lazy(r"\sto\s+(?:manage|store|host|run|handle|serve|provide|build|deploy|monitor|track|parse|"
                    r"publish|send|test|log|cache|record|generate|translate)\s+(?P<role>.+?)(?=[,;(]|\.(?:\s|$)|\s+(?:because|"
                    r"since|so\s+that|which|and|instead\s+of)\b|$)", re.I)
_INSTEAD = lazy(r"\b(?:instead\s+of|rather\s+than|in\s+favou?r\s+of\s+\w+\s+over)\s+(?P<other>.+?)"
                      r"(?=[,;.(]|\s+(?:because|since|so\s+that|which|for|as)\b|$)", re.I)
_MOVE_PARTS = lazy(r"^(?:(?P<scope>.+?)\s+)?(?:from\s+(?P<old>.+?)\s+)?(?:to|onto|into)\s+(?P<value>.+)$", re.I)
_QUOTED = lazy(r"[\"“”](?P<q>[^\"“”]{1,200})[\"“”]|'(?P<s>[^']{1,200})'(?!\w)")
_LINK = lazy(r"!?\[([^\]]*)\]\([^)]*\)|\[([^\]]+)\]\[[^\]]*\]")
_MARKS = lazy(r"[*_`]+")
_LEADING = lazy(r"^(?:(?:a|an|the|our|their|its|this|these|those|own|new|single|one|both|some|all)\s+)+",
                      re.I)
_LEADING_VERB = lazy(r"^(?:use|using|adopt|choose|select|introduce|keep|stay\s+with|implement|offer|"
                           r"go\s+with)\s+", re.I)
_TITLE_NUMBER = lazy(r"^(?:(?:ADR|RFC|KEP|DR|CIP|OTEP|SE)[-\s]?\d+\s*[:.\-–]?\s*|\d+[.:)]?\s+|\d+\s*[-–]\s*)",
                           re.I)
_VAGUE = frozenset({"approach", "solution", "option", "options", "mechanism", "process", "way", "pattern",
                    "tool", "tools", "something", "it", "this", "that", "them", "these", "those", "one", "both",
                    "either", "none", "nothing", "same", "following", "above", "below", "existing", "current",
                    "combination", "mix", "hybrid", "alternative", "strategy", "idea", "plan", "method", "feature",
                    "features", "functionality", "capability", "thing", "things", "version"})
_SCOPE_STOP = frozenset({"it", "this", "that", "there", "which", "decision", "outcome", "option", "change",
                         "proposal", "idea", "result", "following", "reason", "goal", "aim", "problem", "issue",
                         "away", "now", "everything", "anything", "all", "time", "described", "defined", "shown",
                         "outlined", "explained", "mentioned", "suggested", "recommended", "proposed", "noted",
                         "required", "needed", "follows", "such", "part", "more", "less", "well", "long", "soon",
                         "far", "much", "many", "example", "examples", "instance", "next", "first", "current"})
_NOT_A_NOUN = frozenset({"we", "you", "they", "i", "are", "is", "was", "were", "be", "been", "will", "would",
                         "who", "can", "could", "should", "must", "do", "does"})
_ROLE_END = frozenset({"way", "ways", "approach", "solution", "option", "example", "examples", "now", "well",
                       "possible", "needed", "required", "necessary", "follows", "default", "time", "moment"})
_ASIDE = lazy(r"\s+for\s+(?:now|the\s+time\s+being|the\s+moment|the\s+foreseeable\s+future)\b", re.I)
_NOT_A_VALUE = lazy(r"^(?:not|no|never|it|this|that|them|they|we|you|to|be|a|an|the|now|is|are|will)\b", re.I)
_OPTION_NUMBER = lazy(r"^(?:option\s+)?(?:\d+|[A-Z])\s*[:.)]\s+", re.I)
_SENTENCE_END = lazy(r"(?<=[.!?])\s+(?=[A-Z\"“*`\[(])")


_NOT_CRISP: tuple[str, str, list[str]] = ("", "", [])


class Option(NamedTuple):
    text: str
    line: int


class DecisionStatement(NamedTuple):
    subject: str  # "" when the record names nothing but the choice itself (its title is the option chosen)
    value: str
    sentence: str  # as written, markup removed, on one line
    line: int  # where the sentence starts
    rejected: tuple[Option, ...]


def read_decision(doc: Document) -> DecisionStatement | None:
    """What the record decided, or None (see the module docstring)."""
    section = _decision_section(doc)
    if section is None:
        return None
    title = _TITLE_NUMBER.sub("", doc.title.strip()).strip()
    for index, (sentence, line) in enumerate(_sentences(doc, section)):
        if index >= _SENTENCES_READ:
            break
        found = _read(sentence, title, first=index == 0)
        if found is _NOT_CRISP:
            return None  # the first choosing sentence chose nothing crisp: a later one is not the decision
        if found is None:
            continue
        subject, value, others = found
        options = _considered(doc)
        rejected = [o for o in options if not _same_option(o.text, value)] if options else []
        if options and len(rejected) == len(options):
            rejected = []  # the chosen value is not among the options as written: which were rejected is unclear
        known = {_key(o.text) for o in rejected}
        rejected += [Option(o, line) for o in others if _key(o) not in known and not _same_option(o, value)]
        if _same_option(subject, value):
            subject = ""  # the title is the choice itself ("Use custom code style"): no subject to state it of
        return DecisionStatement(subject, value, sentence, line, tuple(rejected[:_OPTIONS_KEPT]))
    return None


SEARCH_TEXT_CHARS = 1500  # of a record's own words kept for search: its decision first, then its context


def search_text(doc: Document, statement: DecisionStatement | None) -> str:
    """What a record says about itself, for search by its words (`query/bm25.py`): the title, the decision
    statement, the Decision section and the Context (or Summary, Motivation, ...), in that order, at most
    `SEARCH_TEXT_CHARS` characters."""
    parts = [_plain(doc.title)]
    if statement is not None:
        parts.append(f"{statement.subject}: {statement.value}. {statement.sentence}")
        parts += [f"Rejected: {o.text}." for o in statement.rejected]
    for pattern in (_DECISION_HEADING, _CONTEXT_HEADING):
        section = next((x for x in doc.sections if pattern.match(_plain(x.title))), None)
        if section is not None:
            parts += [sentence for sentence, _line in _sentences(doc, section)[:_SENTENCES_READ]]
    text = " ".join(" ".join(parts).split())
    return text[:SEARCH_TEXT_CHARS]


class Requirement(NamedTuple):
    text: str  # as written, markup removed, on one line
    line: int


MAX_REQUIREMENTS = 50
MAX_REQUIREMENT_CHARS = 300
_REQUIREMENTS_HEADING = lazy(r"^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:functional|non-functional|technical|system)\s+)?"
                                   r"(?:requirements|acceptance\s+criteria)\s*:?$", re.I)
# RFC 2119's words, in capitals as the RFC asks: "The API MUST reject an anonymous read."
_OBLIGATION = lazy(r"\b(?:MUST(?: NOT)?|SHALL(?: NOT)?|REQUIRED|SHOULD(?: NOT)?)\b")


def read_requirements(doc: Document) -> list[Requirement]:
    """What a spec requires: each item (or sentence) of its Requirements (or Acceptance criteria) sections, and
    any sentence elsewhere that states an obligation in RFC 2119's capitals. In the document's order, at most
    MAX_REQUIREMENTS."""
    found: list[Requirement] = []
    seen: set[str] = set()
    for section in doc.sections:
        listed = _REQUIREMENTS_HEADING.match(_plain(section.title)) is not None
        for sentence, line in _sentences(doc, section) if listed or "MUST" in doc.text or "SHALL" in doc.text else ():
            if not (listed or _OBLIGATION.search(sentence)) or len(sentence) < 8 or sentence.casefold() in seen:
                continue
            seen.add(sentence.casefold())
            found.append(Requirement(sentence[:MAX_REQUIREMENT_CHARS], line))
            if len(found) >= MAX_REQUIREMENTS:
                return found
    return found


def _decision_section(doc: Document) -> Section | None:
    for section in doc.sections:
        if _DECISION_HEADING.match(_plain(section.title)):
            return section
    return None


def _sentences(doc: Document, section: Section) -> list[tuple[str, int]]:
    """The section's prose as (sentence, first line): code, tables, quotations, images and comments left out;
    a list item is a sentence of its own."""
    found: list[tuple[str, int]] = []
    current: list[str] = []
    start = 0

    def close() -> None:
        nonlocal current
        if current:
            text = " ".join(current)
            for part in _SENTENCE_END.split(text):
                if part.strip():
                    found.append((part.strip(), start))
        current = []

    end = min(section.end_line, len(doc.lines))
    for number in range(section.body_start, end + 1):
        raw = doc.lines[number - 1]
        stripped = raw.strip()
        if number in doc.code_lines or not stripped or stripped.startswith(("|", ">", "<!--", "![", "#", "```")):
            close()
            continue
        item = re.match(r"^(?:[-*+]|\d+[.)])\s+", stripped)
        if item is not None:
            close()
            stripped = stripped[item.end():]
        if not current:
            start = number
        current.append(_plain(stripped))
    close()
    return found


def _plain(text: str) -> str:
    """Markdown marks out: a link is its text, emphasis and code marks go, spaces are one."""
    text = _LINK.sub(lambda m: m.group(1) or m.group(2) or "", text)
    text = _MARKS.sub("", text.replace("\\", ""))
    return " ".join(text.split())


def _read(sentence: str, title: str, first: bool) -> tuple[str, str, list[str]] | None:
    """(subject, value, options set aside) of a choosing sentence; `_NOT_CRISP` for one whose value is not
    crisp; None for a sentence that does not choose."""
    sentence = _ASIDE.sub("", sentence)
    for form, pattern in FORMS:
        if form == "imperative" and not first:
            continue
        match = pattern.match(sentence)
        if match is None:
            continue
        groups = match.groupdict()
        rest = groups["rest"].strip()
        others = [_clean(m.group("other")) for m in _INSTEAD.finditer(rest)]
        scope: str | None = None
        if form == "chosen":
            value = _chosen(rest)
        elif form == "move":
            parts = _MOVE_PARTS.match(_cut_reasons(rest))
            if parts is None:
                return _NOT_CRISP  # "move away from X", "move towards Y"
            value = _value(parts.group("value"))
            scope = _scope(parts.group("scope"))
            if parts.group("scope") and scope is None:
                return _NOT_CRISP
            if parts.group("old"):
                others.append(_clean(parts.group("old")))
        elif form == "subject":
            scope = _scope(groups["scope"])
            if scope is None:
                continue
            value = _value(rest)
            verb = (groups["verb"] or groups["now"] or "").lower()
            if verb in ("is", "are", "be") and (value is None or not names_product(value.split()[0])):
                continue  # "The API is slow": a state, not a choice; only a known product or style is one
        else:
            value = _value(rest)
            if form == "replace":
                others.append(_clean(groups["old"]))
        if value is None:
            return _NOT_CRISP
        return _subject(value, _after(rest, value), scope, title), value, [o for o in others if o]
    return None


def _chosen(rest: str) -> str | None:
    """MADR's chosen option: its quoted name, else the words before `, because`."""
    rest = re.sub(r"^(?:option\s+)?\d+\s*[:.)-]?\s*", "", rest)
    quoted = [m.group("q") or m.group("s") for m in _QUOTED.finditer(rest)]
    head = re.split(r",?\s+because\b", rest, maxsplit=1, flags=re.I)[0]
    if quoted:
        if len(quoted) > 1 and re.match(r"^(?:a\s+)?(?:mix|combination)\s+of\b", head.strip(), re.I):
            return None  # a mix of two options: no one value
        text = quoted[0]
    else:
        text = head
    value = _LEADING.sub("", _LEADING_VERB.sub("", _OPTION_NUMBER.sub("", _clean(text))))
    words = value.split()
    if not words or len(words) > MAX_VALUE_WORDS + 4 or value.casefold() in _VAGUE or _NOT_A_VALUE.match(value):
        return None
    return value


def _after(rest: str, value: str) -> str:
    """What the sentence says after the value, up to its reasons: where its purpose or role is."""
    plain = _plain(rest)
    at = plain.casefold().find(value.casefold())
    tail = plain[at + len(value):] if at >= 0 else plain
    return re.split(r",?\s+because\b|\s+since\b|\s+so\s+that\b", tail, maxsplit=1, flags=re.I)[0]


def _cut_reasons(text: str) -> str:
    return re.split(r"[,;(]|\s+(?:because|since|so\s+that|which)\b|\.(?:\s|$)", text, maxsplit=1)[0].strip()


def _value(text: str) -> str | None:
    """What was chosen: the words before its purpose or reasons, cleaned; a product inside a longer phrase."""
    quoted = _QUOTED.match(text.strip())
    head = (quoted.group("q") or quoted.group("s")) if quoted else _VALUE_END.split(text, maxsplit=1)[0]
    value = _LEADING.sub("", _LEADING_VERB.sub("", _LEADING.sub("", _clean(head))))
    value = re.sub(r"\s+(?:instead|too|as\s+well|also|only|here|now|going\s+forward)$", "", value, flags=re.I)
    if not value:
        return None
    words = value.split()
    products = [term for term, _kind in terms_in(value)]
    if len(words) > 3 and len(products) == 1 and " of " in f" {value} ":
        value = products[0]  # "a local instance of PostgreSQL"
        words = value.split()
    if len(words) > MAX_VALUE_WORDS or value.casefold() in _VAGUE or (
            words[-1].casefold() in _VAGUE and len(words) < 3) or not re.search(r"[A-Za-z0-9]", value):
        return None
    if _NOT_A_VALUE.match(value):
        return None
    return value


def _clean(text: str) -> str:
    return " ".join(_plain(text).strip(" \"'“”‘’.,;:").split())


def _scope(text: str | None) -> str | None:
    """A thing a decision is about (`the orders service`), or None for a pronoun or a word of the record."""
    if not text:
        return None
    scope = _LEADING.sub("", _clean(text))
    words = scope.split()
    if not words or len(words) > MAX_SUBJECT_WORDS or words[0].casefold() in _SCOPE_STOP or any(
            w.casefold() in _NOT_A_NOUN for w in words):
        return None
    return scope


def _subject(value: str, after: str, scope: str | None, title: str) -> str:
    """What the value was chosen for (step 4 of the module docstring); `after`: the sentence after the value."""
    kind = kind_of(value)
    for text in (f" {after}", f" {title}"):
        role = _role(text, value)
        if role is not None:
            if role_kind(role) is not None or kind is None:
                return role
            scope = scope or role
            break
    if scope is not None:
        if kind is None or role_kind(scope) is not None:
            return scope
        return _qualified(scope, kind_name(kind))
    if kind is not None:
        return kind_name(kind)
    return _title_subject(title, value)


def _role(text: str, value: str) -> str | None:
    for pattern in (_PURPOSE, _TO_DO):
        for match in pattern.finditer(text):
            role = _LEADING.sub("", _clean(match.group("role")))
            role = re.sub(r"\s+of\s+choice$", "", role, flags=re.I)
            words = [w.casefold() for w in role.split()]
            if words and len(words) <= MAX_SUBJECT_WORDS and value.casefold() not in role.casefold() and (
                    words[0] not in _SCOPE_STOP and words[-1] not in _ROLE_END
                    and not _NOT_A_NOUN.intersection(words)):
                return role
    return None


def _qualified(scope: str, kind: str) -> str:
    """`orders service` + `datastore` -> `orders service datastore`; `public API` + `API style` -> `public API
    style`."""
    last, first = scope.split()[-1].casefold(), kind.split()[0].casefold()
    if last == first:
        return f"{scope} {' '.join(kind.split()[1:])}".strip()
    if kind.casefold() in scope.casefold():
        return scope
    return f"{scope} {kind}"


def _title_subject(title: str, value: str) -> str:
    """The title, as the question the record answers, when nothing else names the subject: without its verb
    and the value (`Use Java Native Access to Determine Default Directory` -> `Determine Default Directory`,
    `Performance Testing with Gatling` -> `Performance Testing`)."""
    text = _LEADING_VERB.sub("", _clean(title))
    at = text.casefold().find(value.casefold())
    if at >= 0:
        text = f"{text[:at]} {text[at + len(value):]}"
    joins = r"(?:to|for|as|in|of|on|with|using|via|by)"
    text = re.sub(rf"^\s*{joins}\s+|\s+{joins}\s*$", "", text.strip(" :-–,"), flags=re.I)
    return " ".join(text.split())


def _considered(doc: Document) -> list[Option]:
    """The items of a Considered Options list (their first line, markup removed)."""
    for section in doc.sections:
        if not _OPTIONS_HEADING.match(_plain(section.title)):
            continue
        options = []
        for number in range(section.body_start, min(section.body_end, len(doc.lines)) + 1):
            if number in doc.code_lines:
                continue
            item = re.match(r"^\s{0,3}(?:[-*+]|\d+[.)])\s+(?P<text>.+)$", doc.lines[number - 1])
            if item is not None:
                text = _OPTION_NUMBER.sub("", _clean(re.split(r"\s+[-–—]\s+", item.group("text"), maxsplit=1)[0]))
                if text:
                    options.append(Option(text, number))
        if not options:  # MADR 2 lists each option as a heading of its own
            options = [Option(_clean(s.title), s.line) for s in doc.sections
                       if s.level > section.level and section.line < s.line <= section.end_line]
        return options[:_OPTIONS_KEPT * 2]
    return []


def _key(text: str) -> str:
    return " ".join(_LEADING_VERB.sub("", _LEADING.sub("", text.casefold())).split())


def _same_option(option: str, value: str) -> bool:
    one, other = _key(option), _key(value)
    return bool(one) and bool(other) and (one == other or one.startswith(other) or other.startswith(one))
