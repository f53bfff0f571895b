"""The pure parts of `renumber` and `check --fix`, as tables of (text, expected): where a text cites a record and
how the citation is rewritten (run/authoring/citations.py), and the per-document corrections (corrections.py)."""

from __future__ import annotations

import pytest

from doccheck.run.authoring.citations import Cited, comment_spans, comment_syntax, rewrite_code, rewrite_document
from doccheck.run.authoring.corrections import iso_date, title_number

ADR7 = Cited("0007-use-x.md", "0012-use-x.md", 7, 12, frozenset({"adr"}), 4)


def everything(token: str) -> bool:
    return True


@pytest.mark.parametrize("text,expected", [
    ("See [ADR 7](0007-use-x.md).", "See [ADR 12](0012-use-x.md)."),
    ("See [7. Use X](0007-use-x.md).", "See [12. Use X](0012-use-x.md)."),  # a label opening with the number
    ("ADR-0007, adr-0007, ADR_007 and ADR 7.", "ADR-0012, adr-0012, ADR_012 and ADR 12."),  # each in its own form
    ("ADR-0070 and ADR-00071 and ADR-7.5 stay", "ADR-0070 and ADR-00071 and ADR-7.5 stay"),
    ("[ref]: ../adr/0007-use-x.md#status", "[ref]: ../adr/0012-use-x.md#status"),
    ("a file 0007-use-x.md.", "a file 0012-use-x.md."),
    ("not 10007-use-x.md nor a0007-use-x.md", "not 10007-use-x.md nor a0007-use-x.md"),
    ("[Winery's ADR-0007](https://example.com/winery/0009.md)", "[Winery's ADR-0007](https://example.com/winery/0009.md)"),
    ("### About ADR 7\n\nSee [above](#about-adr-7).", "### About ADR 12\n\nSee [above](#about-adr-12)."),
])
def test_a_document_s_citations(text: str, expected: str) -> None:
    def names(token: str) -> bool:
        return "winery" not in token

    assert rewrite_document(text, ADR7, names)[0] == expected


def test_a_bare_number_only_on_a_line_that_states_the_relation() -> None:
    text = "---\nsupersedes: 7\nreviewers: 7\n---\n"
    assert rewrite_document(text, ADR7, everything, [2])[0] == "---\nsupersedes: 12\nreviewers: 7\n---\n"


@pytest.mark.parametrize("name,text,expected", [
    ("x.py", 'x = "ADR-0007"  # ADR-0007 says why\n', 'x = "ADR-0007"  # ADR-0012 says why\n'),
    ("X.java", "/* see\n * ADR 7 */ int a = 7; // ADR-0007\n", "/* see\n * ADR 12 */ int a = 7; // ADR-0012\n"),
    ("q.sql", "select 'ADR 7'; -- ADR 7\n", "select 'ADR 7'; -- ADR 12\n"),
    ("page.html", "<p>ADR 7</p><!-- ADR 7 -->", "<p>ADR 7</p><!-- ADR 12 -->"),
    ("main.go", "url := \"https://x/ADR-7\" // docs/adr/0007-use-x.md\n",
     "url := \"https://x/ADR-7\" // docs/adr/0012-use-x.md\n"),
])
def test_only_code_comments_are_rewritten(name: str, text: str, expected: str) -> None:
    syntax = comment_syntax(name)
    assert syntax is not None
    assert rewrite_code(text, ADR7, everything, syntax)[0] == expected


@pytest.mark.parametrize("name", ["picture.png", "notes.txt", "data.csv", "LICENSE"])
def test_files_whose_comments_are_not_read(name: str) -> None:
    assert comment_syntax(name) is None


def test_a_url_s_double_slash_is_no_comment() -> None:
    syntax = comment_syntax("a.ts")
    assert syntax is not None
    text = 'fetch("https://example.com/ADR-0007")\n'
    assert comment_spans(text, syntax) == []


@pytest.mark.parametrize("text,line,number,expected", [
    ("# 3. Networking\n", 1, 33, "# 33. Networking\n"),
    ("# ADR-012: Use NATS\n", 1, 21, "# ADR-021: Use NATS\n"),
    ("# KEP-2322: Suspend Jobs\n", 1, 2232, "# KEP-2232: Suspend Jobs\n"),
    ("```\nCAP: 0068\n```\n", 2, 88, "```\nCAP: 0088\n```\n"),
    ("---\nCIP: 58\n---\n", 2, 61, "---\nCIP: 61\n---\n"),
    ("# 3. Networking\n", 2, 33, "# 3. Networking\n"),  # the line moved: nothing
    ("# 128-bit Integer Types\n", 1, 425, "# 128-bit Integer Types\n"),  # no number of the record
])
def test_a_title_or_field_numbered_as_the_file(text: str, line: int, number: int, expected: str) -> None:
    assert title_number(text, line, number) == expected


@pytest.mark.parametrize("text,order,written,expected", [
    ("Date: 05/02/2018\n", "dmy", "05/02/2018", "Date: 2018-02-05\n"),
    ("Date: 05/02/2018\n", "mdy", "05/02/2018", "Date: 2018-05-02\n"),
    ("Date: 10/04/18\n", "dmy", "10/04/18", "Date: 2018-04-10\n"),
    ("Date: 05/02/2018\n", None, "05/02/2018", "Date: 05/02/2018\n"),  # no order: nothing to go by
    ("Date: 05/02/2018\n", "dmy", "07/03/2019", "Date: 05/02/2018\n"),  # not the date the finding quotes
    ("Date: 26/03/2018\n", "dmy", "26/03/2018", "Date: 26/03/2018\n"),  # not ambiguous
])
def test_an_ambiguous_date_as_the_order_reads_it(text: str, order: str | None, written: str, expected: str) -> None:
    assert iso_date(text, 1, order, written) == expected  # type: ignore[arg-type]
