"""DC0: the file itself. These findings come from reading, before there is a document to check."""

from __future__ import annotations

from collections.abc import Iterator

from doccheck.findings import Problem, Severity
from doccheck.rules.registry import RuleContext, documented, rule

documented("DC001", "not-text", Severity.ERROR, """The file cannot be read as UTF-8 text.

Binary files, other encodings and unreadable files cannot be checked or synced. The finding names the
first bad byte; re-save the file as UTF-8, or exclude it.

Bad: a Latin-1 file with `Décision` saved as byte 0xE9.
Good: the same file saved as UTF-8.
""")

documented("DC002", "file-too-large", Severity.WARNING, """The file is over 5 MB or 20,000 lines and was not parsed.

A decision record is a few kilobytes; a file this size is generated or misplaced. Exclude it in the
configuration (`exclude = ["docs/generated/*"]`).

Bad: a 50 MB export committed under docs/adr/.
Good: the export kept out of the documents folder, or excluded.
""")


@rule("DC003", "empty-document")
def empty_document(ctx: RuleContext) -> Iterator[Problem]:
    """The document has no text, and its type asks for sections or metadata.

    An empty ADR records nothing and usually means a file was created and forgotten. An empty file of no
    type (a placeholder README in a code folder) is not reported: it was never meant to record anything.

    Bad: `docs/adr/0007-caching.md` with zero bytes.
    Good: the template filled in, or the file removed.
    """
    if not ctx.doc.text.strip() and (ctx.doc_type.required_sections or ctx.doc_type.required_metadata):
        yield Problem(1, "document is empty")


@rule("DC004", "invalid-front-matter", Severity.ERROR)
def invalid_front_matter(ctx: RuleContext) -> Iterator[Problem]:
    """The front matter block cannot be parsed.

    Everything in it (status, date, links) is lost to the checks and the graph until it parses.

    Bad:
        ---
        status: accepted
        date: [2021-01-01
        ---
    Good:
        ---
        status: accepted
        date: 2021-01-01
        ---

    A coding agent's definition (Claude Code's subagents: `name:`, then a `description:` holding examples with
    colons of their own) is read line by line by its tool, not as YAML: its header is not reported.
    """
    fm = ctx.doc.front_matter
    if fm.error is not None and [key.lower() for key, _value, _line in ctx.doc.refused_fields()[:2]] != [
            "name", "description"]:
        yield Problem(fm.error_line, f"{fm.format} front matter does not parse: {fm.error}")
