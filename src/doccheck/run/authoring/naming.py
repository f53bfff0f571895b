"""A family's own naming scheme, learned from its records' names and titles, and a title made safe to write.

    0001-record-architecture-decisions.md   prefix "", 4 digits, "-", lower-case words joined by "-"
    ADR-014-project-templates.md            prefix "ADR-", 3 digits
    0001-use-CC0-or-MIT-as-license.md       the title's own letter case kept
    CIP-0058/README.md                      a folder per record
    # 1. Record architecture decisions      the title line: the number, ". ", the title
    # ADR 014: Project templates            "ADR ", 3 digits, ": "

A title comes from the command line, so it is untrusted: one line, no control characters, at most
`MAX_TITLE` characters; in a file name only ASCII letters and digits survive (`../x` is `x`), and in Markdown a
tag-like `<` is written as `&lt;`.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from doccheck.errors import UsageError
from doccheck.regex import lazy
from doccheck.repo.index import series_number

MAX_TITLE = 200
MAX_SLUG = 60
_STEM = lazy(r"^(?P<prefix>\D{0,40}?)(?P<digits>\d{1,8})(?P<sep>[-_ .]?)(?P<slug>.*)$")
# "1. Record ...", "ADR 014: Project templates", "ADR-0057 - X", "RFC 12 (title)": a number with what is around it.
_TITLE = lazy(r"^(?P<pre>[^\d\n]{0,20}?)(?P<digits>\d{1,8})(?P<post>[.:)\]]?[ \t]++(?:[-\u2013\u2014:][ \t]++)?)"
                    r"(?P<rest>\S.*)$")
_TAG_START = lazy(r"<(?=[A-Za-z/!?])")


class Scheme(NamedTuple):
    prefix: str = ""  # before the number in the name: "ADR-", "adr-", "CIP-"
    width: int = 4  # the number's digits, zero-padded (0: as many as it has)
    separator: str = "-"  # between the number and the slug
    word: str = "-"  # between the slug's words
    lower: bool = True  # the slug in lower case
    folder_layout: bool = False  # `NNNN-slug/README.md` rather than `NNNN-slug.md`
    inner: str = "README.md"  # the file inside a record's folder
    suffix: str = ".md"
    title_pre: str | None = None  # the title line's scheme: pre + number + post + title; None: the title alone
    title_width: int = 0
    title_post: str = ""

    def number(self, number: int) -> str:
        return f"{number:0{self.width}d}" if self.width else str(number)

    def path(self, folder: str, number: int, title: str) -> str:
        """The new record's path relative to the root."""
        stem = f"{self.prefix}{self.number(number)}{self.separator}{slug(title, self.word, self.lower)}"
        name = posixpath.join(stem, self.inner) if self.folder_layout else stem + self.suffix
        return posixpath.join(folder, name) if folder else name

    def heading(self, number: int, title: str) -> str:
        if self.title_pre is None:
            return title
        digits = f"{number:0{self.title_width}d}" if self.title_width else str(number)
        return f"{self.title_pre}{digits}{self.title_post}{title}"


def learn_scheme(members: Sequence[str], records: Mapping[str, Mapping[str, Any]]) -> Scheme:
    """The scheme most of the family's records follow; the defaults (`0001-lower-case-words.md`) for a family
    with none yet."""
    if not members:
        return Scheme()
    stems: list[tuple[str, re.Match[str]]] = []
    inner: Counter[str] = Counter()
    suffixes: Counter[str] = Counter()
    for relative in members:
        folder, name = posixpath.split(relative)
        if name.lower() in ("readme.md", "index.md"):
            inner[name] += 1
            name = posixpath.basename(folder)
        else:
            inner[""] += 1
            suffixes[posixpath.splitext(name)[1] or ".md"] += 1
            name = posixpath.splitext(name)[0]
        match = _STEM.match(name)
        if match is not None:
            stems.append((relative, match))
    if not stems:
        return Scheme()
    prefix = _most(m.group("prefix") for _r, m in stems)
    widths = Counter(len(m.group("digits")) for _r, m in stems)
    padded = [len(m.group("digits")) for _r, m in stems if m.group("digits").startswith("0")]
    width = max(padded) if padded else (next(iter(widths)) if len(widths) == 1 and len(stems) > 1 else 0)
    separator = _most(m.group("sep") for _r, m in stems) or "-"
    slugs = [m.group("slug") for _r, m in stems if m.group("slug")]
    joins = Counter(c for s in slugs for c in s if c in "-_ ")
    word = "-" if not joins else max("-_", key=lambda c: joins[c])
    lower = sum(s == s.lower() for s in slugs) * 2 >= len(slugs)
    layout = inner.most_common(1)[0][0]
    title_pre, title_width, title_post = _title_scheme(members, records)
    return Scheme(prefix, width, separator, word, lower, bool(layout), layout or "README.md",
                  _most(suffixes.elements()) or ".md", title_pre, title_width, title_post)


def _title_scheme(members: Sequence[str], records: Mapping[str, Mapping[str, Any]]) -> tuple[str | None, int, str]:
    """(pre, width, post) of the title line most records write with their number, when at least half do."""
    schemes: Counter[tuple[str, int, str]] = Counter()
    titled = 0
    for relative in members:
        record = records.get(relative) or {}
        title = record.get("title")
        numbered = series_number(relative)
        if not isinstance(title, str) or numbered is None:
            continue
        folder, name = posixpath.split(relative)
        stem = posixpath.basename(folder) if name.lower() in ("readme.md", "index.md") else posixpath.splitext(name)[0]
        if title == re.sub(r"[-_]+", " ", stem).strip():
            continue  # no title of its own: the file name's
        titled += 1
        match = _TITLE.match(title)
        if match is not None and int(match.group("digits")) == numbered.number:
            digits = match.group("digits")
            width = len(digits) if digits.startswith("0") and len(digits) > 1 else 0
            schemes[(match.group("pre"), width, match.group("post"))] += 1
    if not schemes:
        return None, 0, ""
    scheme, count = max(schemes.items(), key=lambda item: (item[1], item[0]))
    return scheme if 2 * count >= titled else (None, 0, "")


def _most(values: Any) -> str:
    counts = Counter(values)
    return min(counts, key=lambda v: (-counts[v], v)) if counts else ""


# A proposal without a number yet: `draft-use-nats.md`, Rust's and Hyperledger's `0000-my-feature.md`, pyadr's
# `XXXX-use-nats.md`, and a folder of one (`draft-use-nats/README.md`).
DRAFT_NAME = lazy(r"^(?:(?P<zeros>0{3,8})|draft|X{3,8}|N{3,8})[-_](?P<slug>[^/]+?)(?:\.(?:md|markdown))?$",
                  re.IGNORECASE)


def draft_path(scheme: Scheme, folder: str, title: str, zeros: bool) -> str:
    """A draft's path: `draft-<slug>.md`, or `0000-<slug>.md` in a family whose drafts are named so; in the
    family's slug style, and as a folder where its records are folders."""
    word = slug(title, scheme.word, scheme.lower)
    stem = f"{scheme.prefix}{'0' * max(scheme.width, 4)}{scheme.separator}{word}" if zeros else f"draft-{word}"
    name = posixpath.join(stem, scheme.inner) if scheme.folder_layout else stem + scheme.suffix
    return posixpath.join(folder, name) if folder else name


def clean_title(raw: str) -> str:
    """The title as one line of text, or a UsageError saying why there is none."""
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in raw
                   if unicodedata.category(c) != "Cf")  # bidi and zero-width marks
    text = " ".join(text.split())
    if not text:
        raise UsageError("the title is empty: doccheck new \"Use PostgreSQL for the datastore\"")
    if len(text) > MAX_TITLE:
        raise UsageError(f"the title has {len(text)} characters; a title is at most {MAX_TITLE}")
    return text


def markdown_title(title: str) -> str:
    """The title as Markdown heading text: a tag-like `<` escaped, a closing `#` kept as text."""
    text = _TAG_START.sub("&lt;", title)
    return text + "\\" if text.endswith("#") else text


def slug(title: str, word: str = "-", lower: bool = True) -> str:
    """The title's ASCII letters and digits, joined by `word`: `Use ../../etc/passwd` -> `use-etc-passwd`."""
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    parts = re.findall(r"[A-Za-z0-9]+", ascii_text)
    kept: list[str] = []
    for part in parts:
        if kept and len(word.join([*kept, part])) > MAX_SLUG:
            break
        kept.append(part[:MAX_SLUG])
    text = word.join(kept)
    if not text:
        raise UsageError(f"the title {title!r} has no letter or digit to name the file with")
    return text.lower() if lower else text
