"""The register of decisions: a Markdown table between two marker comments, generated from the documents.

    <!-- doccheck-index start ... -->
    | # | Title | Status | Date | Superseded by / amends |
    |---|---|---|---|---|
    | 1 | [Record architecture decisions](0001-record-architecture-decisions.md) | accepted | 2019-01-10 | |
    <!-- doccheck-index end -->

A register lists the decisions under its file's folder; `<!-- doccheck-index start types=adr -->` lists one
family (document types, comma-separated) only.

1. `register_block` finds the markers in a file's lines (outside code fences) and keeps the lines between them:
   the per-document record carries them, so checking a register parses nothing again;
2. `expected_rows` lists the documents under the register's folder from the repository index, one row each:
   number, title (a link), status, date, and the documents that supersede or that it amends;
3. `compare` names every row that differs from the documents (DC415), `replace_block` writes the table.

Everything in a cell comes from a document: it is escaped so that it stays one cell of plain text.
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING, NamedTuple
from urllib.parse import quote, unquote

from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.repo.index import Entry, RepoIndex

START = "<!-- doccheck-index start: `doccheck index --fix` writes it from the records -->"
END = "<!-- doccheck-index end -->"
# The table passes markdownlint's default rules: blank lines around it (MD058), a space on each side of every pipe
# (MD055, MD060's compact style), one cell per column (MD056). Its rows are as long as the titles in them, which no
# wrapping can shorten: the line-length rule (MD013) is set aside for the table alone, the state around it restored.
_LINT_OFF = ("<!-- markdownlint-capture -->", "<!-- markdownlint-disable MD013 -->")
_LINT_ON = ("<!-- markdownlint-restore -->",)
_START = lazy(r"^\s{0,3}<!--\s*doccheck-index\s+start\b(?P<options>.*?)-->\s*$")
_TYPES = lazy(r"\btypes?=([a-z0-9,-]+)")
_END = lazy(r"^\s{0,3}<!--\s*doccheck-index\s+end\b.*-->\s*$")
_FENCE = lazy(r"^\s{0,3}(`{3,}|~{3,})")
HEADER = ("#", "Title", "Status", "Date", "Superseded by / amends")
_CELL_SPLIT = lazy(r"(?<!\\)\|")
_LINK_TARGET = lazy(r"\]\(<?([^()<>\s]+)>?\)\s*$")  # the cell's own link: titles may hold escaped ones
_MARKDOWN_SPECIALS = lazy(r"([\\`*_{}\[\]<>|#!~])")
MAX_TITLE = 200  # a title is one line of a table, not a document's worth of text
REPLACED_KINDS = ("superseded", "replaced")


class Block(NamedTuple):
    start: int  # line of the start marker (1-based)
    end: int  # line of the end marker
    rows: list[tuple[int, str]]  # (line, text) of every line between them
    types: tuple[str, ...] = ()  # the document types it lists; () for every decision


class Row(NamedTuple):
    target: str  # the document's path relative to the register's folder, as linked
    relative: str  # the document's path in the repository
    cells: tuple[str, ...]

    @property
    def text(self) -> str:
        return table_row(self.cells)


def table_row(cells: tuple[str, ...] | list[str]) -> str:
    """`| a | b |`, an empty cell `| |`: one space on each side of every pipe."""
    return "|" + "|".join(f" {cell} " if cell else " " for cell in cells) + "|"


def register_block(lines: list[str]) -> Block | None:
    """The first pair of markers outside code fences, and the lines between them; None without both."""
    fence: str | None = None
    start = None
    types: tuple[str, ...] = ()
    for number, line in enumerate(lines, start=1):
        if (opened := _FENCE.match(line)) is not None:
            marker = opened.group(1)
            if fence is None:
                fence = marker
            elif marker[0] == fence[0] and len(marker) >= len(fence):
                fence = None
            continue
        if fence is not None:
            continue
        if start is None and (opening := _START.match(line)) is not None:
            start = number
            chosen = _TYPES.search(opening.group("options"))
            types = tuple(t for t in chosen.group(1).split(",") if t) if chosen else ()
        elif start is not None and _END.match(line):
            return Block(start, number, [(n, lines[n - 1]) for n in range(start + 1, number)], types)
    return None


def covers(register: str, entry: Entry, types: tuple[str, ...] = ()) -> bool:
    """Whether a register (its file's path) lists a document: a record under its folder, not itself, not a
    template, not another register, of one of its types if it names them, and a decision (numbered, or of a
    type other than the fallback)."""
    folder = posixpath.dirname(register)
    if types and entry.type not in types:
        return False
    if entry.relative == register or entry.record.get("register") is not None:
        return False
    if folder and not entry.relative.startswith(folder + "/"):
        return False
    if "template" in posixpath.basename(entry.relative).lower():
        return False
    return entry.numbered is not None or entry.type != "project-doc"


def expected_rows(index: RepoIndex, register: str, types: tuple[str, ...] = ()) -> list[Row]:
    """One row per document the register lists, by folder, then number, then path."""
    from doccheck.repo.conventions import stage_statuses_of
    from doccheck.repo.stages import with_stage_status
    from doccheck.repo.supersession import successions

    listed = [e for e in index.entries.values() if covers(register, e, types)]
    # A record that states no status has its stage folder's, as the checks and the graph read it (emqx's EIPs
    # moved from `active/` to `implemented/`)
    stages = stage_statuses_of(index.entries)
    relations: dict[str, list[str]] = {}
    for succession in successions(index).values():
        old, new = succession.old, succession.new
        if old is new:
            continue
        if succession.family == "supersede":
            relations.setdefault(old.relative, []).append(f"superseded by {_link(register, new)}")
        elif succession.family == "amend":
            relations.setdefault(new.relative, []).append(f"amends {_link(register, old)}")
    listed.sort(key=lambda e: (e.folder, e.numbered.number if e.numbered else 1 << 30, e.relative))
    rows = []
    for entry in listed:
        number = str(entry.numbered.number) if entry.numbered is not None else ""
        title = escape_cell(str(entry.record.get("title") or entry.label))
        status = with_stage_status(entry.record, entry.relative, stages).get("status") or ""
        cells = (number, f"[{title}]({_target(register, entry)})", escape_cell(status),
                 escape_cell(str(entry.record.get("date") or "")),
                 "; ".join(sorted(set(relations.get(entry.relative, [])))))
        rows.append(Row(_target(register, entry), entry.relative, cells))
    return rows


def render(rows: list[Row]) -> list[str]:
    return [table_row(HEADER), table_row(["---"] * len(HEADER)), *(row.text for row in rows)]


def _between(rows: list[Row]) -> list[str]:
    """What goes between the markers: the table, blank lines around it, line length set aside for it alone."""
    return ["", *_LINT_OFF, "", *render(rows), "", *_LINT_ON, ""]


def replace_block(text: str, rows: list[Row]) -> str:
    """The file's text with the table between its markers rewritten (markers appended when it has none; a file
    with nothing else opens with its own title)."""
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.splitlines()
    block = register_block(lines)
    if block is None:
        while lines and not lines[-1].strip():
            lines.pop()
        head = [*lines, "", "## Decisions"] if lines else ["# Decisions"]
        return newline.join([*head, "", START, *_between(rows), END]) + newline
    return newline.join([*lines[:block.start], *_between(rows), *lines[block.end - 1:]]) + newline


class Difference(NamedTuple):
    line: int
    message: str
    involves: tuple[str, ...]  # the documents a row is about


def compare(block: list[tuple[int, str]], rows: list[Row], end_line: int) -> list[Difference]:
    """Every way the table between the markers differs from the rows the documents give, row by row."""
    found: list[Difference] = []
    table = [(line, text) for line, text in block if text.strip()]
    written: dict[str, tuple[int, list[str]]] = {}
    for line, text in table:
        cells = split_cells(text)
        if len(cells) < 2 or set("".join(cells)) <= set("-: "):
            continue  # the header's separator, or a line that is not a row
        target = _LINK_TARGET.search(cells[1])
        if target is None:
            continue  # the header
        written.setdefault(unquote(target.group(1)), (line, cells))
    expected = {unquote(row.target): row for row in rows}
    for row in rows:
        key = unquote(row.target)
        if key not in written:
            found.append(Difference(end_line, f"{row.relative} is not in the register ({_cell_title(row)})",
                                    (row.relative,)))
            continue
        line, cells = written[key]
        changed = [f"{name.lower()} {_shown(have)} where the document says {_shown(want)}"
                   for name, have, want in zip(HEADER, _padded(cells), row.cells, strict=True)
                   if _normal(have) != _normal(want)]
        if changed:
            found.append(Difference(line, f"the row of {row.relative} says " + "; ".join(changed),
                                    (row.relative,)))
    for key, (line, _cells) in written.items():
        if key not in expected:
            found.append(Difference(line, f"the register lists {key!r}, which is not a document it covers", ()))
    lines = [(line, text) for line, text in table if text.lstrip().startswith("|")]
    if not found and [_canonical(t) for _line, t in lines] != [_canonical(t) for t in render(rows)]:
        found.append(Difference(lines[0][0] if lines else end_line,
                                "the rows are not in the generated order or the header differs", ()))
    return found


def _canonical(line: str) -> str:
    """A table line without the spaces around its pipes and with `---` for a separator's cells: a register
    written before the table took markdownlint's spacing (`|---|`, `|  |`) is not out of date for that."""
    cells = split_cells(line)
    if cells and all(re.fullmatch(r":?-+:?", cell) for cell in cells):
        cells = ["---"] * len(cells)
    return "|".join(cells)


def split_cells(text: str) -> list[str]:
    inner = text.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [cell.strip() for cell in _CELL_SPLIT.split(inner)]


def escape_cell(text: str) -> str:
    """Plain text as one table cell: one line, bounded, every Markdown character escaped."""
    line = " ".join(text.split())
    if len(line) > MAX_TITLE:
        line = line[:MAX_TITLE - 1] + "…"
    return _MARKDOWN_SPECIALS.sub(r"\\\1", line)


def _target(register: str, entry: Entry) -> str:
    path = posixpath.relpath(entry.relative, posixpath.dirname(register) or ".")
    # A name that is not UTF-8 holds its bad bytes as surrogates: each is the %XX of its byte, the link to the file.
    return quote(path, safe="/-._~", errors="surrogateescape")


def _link(register: str, entry: Entry) -> str:
    label = str(entry.numbered.number) if entry.numbered is not None else escape_cell(entry.label)
    return f"[{label}]({_target(register, entry)})"


def _cell_title(row: Row) -> str:
    return f"{row.cells[0]} {row.cells[1]}".strip()


def _padded(cells: list[str]) -> list[str]:
    return (cells + [""] * len(HEADER))[:len(HEADER)]


def _normal(cell: str) -> str:
    return " ".join(cell.split())


def _shown(cell: str) -> str:
    return repr(_normal(cell)) if _normal(cell) else "nothing"
