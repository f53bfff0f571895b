"""Reading the day a record is due (issue 27, dates that expire): the fields, the values and the status windows
real repositories write (`read/review.py`), and what is not a date: a trigger in words, a link, the day a review
took place. Each document below copies the shape of a public record (named beside it)."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from doccheck.read.document import parse_document
from doccheck.read.review import duration_days, read_when, review_dates, status_window

D = datetime.date
ITS_DATE = D(2025, 1, 31)


@pytest.mark.parametrize(("text", "expected"), [
    ("2026-06-30", (D(2026, 6, 30), D(2026, 6, 30))),
    ("by 2026-06-30", (D(2026, 6, 30), D(2026, 6, 30))),
    ("30 June 2026", (D(2026, 6, 30), D(2026, 6, 30))),
    ("2027-01-01 (after load testing)", (D(2027, 1, 1), D(2027, 1, 1))),  # a remark after a date: the date
    ("June 2026", (D(2026, 6, 1), D(2026, 6, 30))),  # a month: due by its last day
    ("end of June 2026", (D(2026, 6, 1), D(2026, 6, 30))),
    ("Q3 2025", (D(2025, 7, 1), D(2025, 9, 30))),
    ("in Q4 2025", (D(2025, 10, 1), D(2025, 12, 31))),
    ("2025-Q1", (D(2025, 1, 1), D(2025, 3, 31))),
    ("H2 2026", (D(2026, 7, 1), D(2026, 12, 31))),
    ("6 months", (D(2025, 7, 31), D(2025, 7, 31))),  # after the record's date, 2025-01-31
    ("in 1 year", (D(2026, 1, 31), D(2026, 1, 31))),
    ("one month", (D(2025, 2, 28), D(2025, 2, 28))),  # 31 January + 1 month: the month's last day
    ("12 months after acceptance", (D(2026, 1, 31), D(2026, 1, 31))),
    ("3 weeks", (D(2025, 2, 21), D(2025, 2, 21))),
    # Triggers, not dates: never guessed.
    ("when we reach 10k users", None),
    ("Story 1.21 (wire-format v1 lock)", None),
    ("Revisit in Q3", None),  # no year
    ("6 months after the migration", None),  # counted from an event, not the record
    ("6 months (after load testing)", None),
    ("quarterly", None),
    ("TBD", None),
    # Shaped as dates, and none.
    ("2026-02-30", "day 30 does not exist in February 2026"),
    ("05/02/2026", "05/02/2026 could be 5 February or 2 May"),
    ("2026", "2026 is only a year; give at least a month"),
    ("2025 H3", "2025 H3 is no half of a year (H1 or H2)"),
])
def test_a_value_names_a_period_a_problem_or_nothing(text: str, expected: object) -> None:
    read = read_when(text, ITS_DATE)
    assert (read[:2] if isinstance(read, tuple) else read) == expected


def test_a_window_needs_the_record_date_to_count_from() -> None:
    assert read_when("6 months", None) is None
    assert read_when("05/02/2026", None, "dmy") == (D(2026, 2, 5), D(2026, 2, 5), "")


@pytest.mark.parametrize(("status", "expected"), [
    ("Accepted (provisional for 6 months)", D(2025, 7, 31)),
    ("Accepted (provisional for 6 months, then decide)", D(2025, 7, 31)),
    ("Provisional until 2026-06-30", D(2026, 6, 30)),
    ("Trial; revisit in Q3 2025", D(2025, 9, 30)),
    ("Accepted, review by 2026-01", D(2026, 1, 31)),
    ("provisional", None),  # a KEP's stage: no window
    ("Accepted after review on 2025-01-01", None),  # a review that took place
    ("Provisional for the duration of the pilot", None),
    ("Experimental until further notice", None),
])
def test_a_status_carries_a_window_only_in_words_that_name_a_day(status: str, expected: D | None) -> None:
    window = status_window(status, ITS_DATE)
    assert (window[1] if window is not None else None) == expected


def _dates(text: str, name: str = "docs/adr/0007-x.md") -> list[tuple[D, int, str, str]]:
    doc = parse_document(name, text)
    from doccheck.repo.record import _date

    own, _line = _date(doc, None)
    status = doc.meta("status")
    found, _bad = review_dates(doc, D.fromisoformat(own) if own else None, status.text if status else None,
                               status.line if status else None)
    return [(d.end, d.line, d.field, d.source) for d in found]


def test_the_fields_public_records_write() -> None:
    # MADR front matter (ploeg's ADRs)
    assert _dates("---\nstatus: accepted\ndate: 2026-10-03\ndecision-makers: R. G.\nsupersedes: 0004\n"
                  "review-by: 2027-01-03\n---\n\n# GitHub is the project home\n") == [
        (D(2027, 1, 3), 6, "review-by", "front-matter")]
    # a header of lines (a security team's ADR 008)
    assert _dates("# ADR 008: Deploy Wazuh\n\n**Title:** Deploy Wazuh\nDate: 2026-06-05\nStatus: Accepted\n"
                  "Owner: @tobondev\nConfidence: High\nReview-by: 2026-06-30\n\n## Context\n\nx\n") == [
        (D(2026, 6, 30), 8, "review-by", "line")]
    # wagov-dtt's one-line header: `Review` after the record's date is when it is due
    assert _dates("# ADR 020: Frontend UI Foundations\n\n**Status:** Proposed | **Date:** 2026-06-17 | "
                  "**Review:** 2027-06-17\n\n## Context\n") == [(D(2027, 6, 17), 3, "review", "line")]
    # a decision log's header: `Revisit` on the status line
    assert _dates("# 008 - Holdings: Yahoo Finance\n\nStatus: decided 2026-09-30 (fully Yahoo) | Revisit: "
                  "2027-01-01\n\n## Question\n") == [(D(2027, 1, 1), 3, "revisit", "line")]


def test_what_is_not_a_due_date() -> None:
    # A review report: the review took place on the record's own date.
    assert _dates("# Requirement 1\n\n**Date:** 2026-07-14 | **Review:** 2026-07-14 (corrections applied) | "
                  "**Status:** PASS\n\n## Objective\n") == []
    # ... or a record with no date of its own to be after.
    assert _dates("# Closure Review\n\n**Review Date:** 2026-03-10\n**Reviewer:** agent\n\n## Summary\n") == []
    # Swift Evolution: the review threads.
    assert _dates("# Add in-place remove(where:)\n\n* Proposal: [SE-0197](0197-remove-where.md)\n"
                  "* Status: **Implemented (Swift 4.2)**\n"
                  "* Review: [Thread](https://forums.swift.org/t/se-0197-add-in-place-remove-where/8872)\n\n"
                  "## Introduction\n", "proposals/0197-remove-where.md") == []
    # A trigger, an empty field, a template's placeholder.
    assert _dates("# ADR 1\n\nStatus: Accepted\nRevisit-by: Story 1.21 (wire-format v1 lock)\n\n## Context\n") == []
    assert _dates("---\ntitle: ADR-002\nstatus: accepted\ndate: 2026-05-27\nrevisit-by:\nsupersedes:\n---\n"
                  "# ADR-002\n") == []
    assert _dates("# <ADR NUMBER>. <ADR TITLE>\n\nDate: YYYY-MM-DD\nReview-by: 2026-01-01\n",
                  "docs/adr/template.md") == []
    # Prose that revisits names no day.
    assert _dates("# 8. Restricted deletion\n\nDate: 2019-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\n"
                  "We intend to revisit this decision if it becomes a pain point.\n") == []


def test_a_value_shaped_as_a_date_that_is_none_is_said() -> None:
    doc = parse_document("docs/adr/0005-x.md", "---\nstatus: accepted\nreview-by: \"2026-02-30\"\nexpires: "
                                               "05/02/2026\n---\n# 5. X\n")
    _found, bad = review_dates(doc, None, None, None)
    assert [(u.line, u.field, u.problem) for u in bad] == [
        (3, "review-by", "day 30 does not exist in February 2026"),
        (4, "expires", "05/02/2026 could be 5 February or 2 May")]


def test_of_several_the_first_to_end_is_the_records() -> None:
    from doccheck.read.review import earliest

    doc = parse_document("x.md", "---\nstatus: accepted\ndate: 2025-01-01\nreview-by: 2026-06-30\n"
                                 "valid-until: 2026-03-31\n---\n# X\n")
    found, _bad = review_dates(doc, D(2025, 1, 1), "accepted", 2)
    due = earliest(found)
    assert due is not None and (due.field, due.end) == ("valid-until", D(2026, 3, 31))


@pytest.mark.parametrize(("text", "days"), [("90d", 90), ("12w", 84), ("30 days", 30), (" 1 week ", 7),
                                            ("3m", None), ("90", None), ("-5d", None), ("", None)])
def test_durations(text: str, days: int | None) -> None:
    assert duration_days(text) == days


CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
def test_the_shared_corpus_states_no_due_date_and_none_is_read_into_it() -> None:
    """1,759 ADRs, KEPs, RFCs and proposals: none writes a dated review field (checked by grep: "revisit" is
    prose, Swift's `Review:` lines are links), so none may give a date or an unreadable value."""
    read = 0
    for path in sorted(CORPUS.rglob("*.md")):
        if any(part.startswith("_") for part in path.relative_to(CORPUS).parts):
            continue
        try:
            text = path.read_text("utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        read += 1
        doc = parse_document(str(path), text)
        status = doc.meta("status")
        found, bad = review_dates(doc, D(2020, 1, 1), status.text if status else None,
                                  status.line if status else None)
        assert (found, bad) == ([], []), path
    assert read > 1500
