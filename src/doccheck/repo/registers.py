"""DC415: a register of decisions (`doccheck index`) that no longer matches the documents it lists."""

from __future__ import annotations

from collections.abc import Iterator

from doccheck.findings import Severity
from doccheck.repo.index import RepoIndex
from doccheck.repo.registry import RepoProblem, repo_rule


@repo_rule("DC415", "index-out-of-date", Severity.WARNING,
           fix="writes the table between the markers again from the documents, as `doccheck index --fix` does")
def index_out_of_date(index: RepoIndex) -> Iterator[RepoProblem]:
    """A register of decisions between `doccheck-index` markers does not match the documents it lists.

    The register lists every decision under its file's folder (or of the types its start marker names,
    `<!-- doccheck-index start types=adr -->`): number, title, status, date, and what supersedes or amends
    it. A row that says another status, a decision missing from the table, or a row for a file that is gone
    is reported on its line; `doccheck index --fix` rewrites the table.

    Bad (README.md of the ADR folder):
        | 2 | [Use PostgreSQL](0002-use-postgresql.md) | accepted | 2019-03-01 | |
        while 0002-use-postgresql.md says `status: superseded by [ADR-0004](0004-move-to-cockroachdb.md)`
    Good:
        | 2 | [Use PostgreSQL](0002-use-postgresql.md) | superseded | 2019-03-01 |
          superseded by [4](0004-move-to-cockroachdb.md) |   (one line)
    """
    from doccheck.repo.register_table import compare, expected_rows

    for entry in index.entries.values():
        block = entry.record.get("register")
        if not isinstance(block, list) or len(block) != 4:
            continue
        _start, end, rows, types = block
        written = [(int(line), str(text)) for line, text in rows]
        for found in compare(written, expected_rows(index, entry.relative, tuple(types)), int(end)):
            yield RepoProblem(entry.relative, found.line, f"{found.message}; `doccheck index --fix` rewrites it",
                              frozenset((entry.relative, *found.involves)))


# Two words for a record whose work is done (AGIRAILS' README lists `Final` what its AIPs call `Implemented`): one
# stage, not a row left behind
_FINISHED = ({"final", "implemented"},)


@repo_rule("DC417", "listed-status-differs", Severity.WARNING)
def listed_status_differs(index: RepoIndex) -> Iterator[RepoProblem]:
    """A folder's README or index lists a record with a status other than the one the record states.

    A repository's own table of its records (a Status column, each row linking the record) is where most readers
    look first; when a record moves on and its row does not, the two disagree. Only statuses doccheck reads on
    both sides are compared, as it reads them (`Postponed` and `On hold` are one; `Final` and `Implemented`, both
    the finished stage, too). doccheck's own register
    (between `doccheck-index` markers) is DC415's.

    Bad (README.md): `| [0008](0008-json-auto-detect.md) | JSON auto-detect | Proposed |`
        while 0008-json-auto-detect.md says `Status: Accepted`
    Good: the row says Accepted.
    """
    from doccheck.read.status import CANONICAL_STATUSES, parse_status
    from doccheck.repo.conventions import as_written
    from doccheck.repo.shape import record_shape

    for entry in index.entries.values():
        listed = entry.record.get("listed")
        if not isinstance(listed, list):
            continue
        for line, target, text in listed:
            resolved = index.resolve_path(entry, str(target))
            record = resolved.entry
            said = parse_status(str(text))
            if record is None or said is None or record is entry:
                continue
            own = record.record.get("status")
            if own in CANONICAL_STATUSES and said.value in CANONICAL_STATUSES and said.value != own \
                    and {own, said.value} not in _FINISHED:
                own_words = as_written(own, str(record_shape(record.record).get("status_word") or own))
                yield RepoProblem(entry.relative, int(line), f"lists {record.label} as {str(text)!r}, but "
                                  f"{record.label} says {own_words} (line {record.record.get('status_line') or 1})",
                                  frozenset((entry.relative, record.relative)))
