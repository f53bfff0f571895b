"""DC6: dates that expire: a review date that has passed, a proposal left waiting, a review date that is no day.

DC601 and DC602 depend on the day the check runs, not on the document alone: they are found in the run
(`run/expiry.py`, from what `read/review.py` reads and the index keeps), never cached, and are notices by default,
so that no commit and no CI run turns red because a day passed. `doccheck due` lists the same, and what comes due
within a window, for a scheduled workflow. DC603 is the document's own: a value that tries to be a date and is not.
"""

from __future__ import annotations

from collections.abc import Iterator

from doccheck.findings import Problem, Severity
from doccheck.regex import lazy
from doccheck.rules.registry import RuleContext, documented, rule

documented("DC601", "review-date-passed", Severity.INFO, """A record in force has passed the day it was to be reviewed.

The record says when it is to be looked at again, or when it stops holding: `review-by`, `revisit`,
`revisit-by`, `next-review`, `expires`, `valid-until` (front matter, a header line or table; `Review` and
`Review date` only when after the record's own date, as they also name the day a review took place), or a window
in its status (`Accepted (provisional for 6 months)`, `Provisional until 2026-06-30`). The value is a day, a
month, a quarter or half with its year (`Q3 2026`), or a window after the record's date (`12 months`); words
that name no day ("when we pass 10k users") are a trigger, not a date, and are not judged. A record that has
ended (superseded, rejected, withdrawn) is never due, nor one still proposed (DC602 is its clock).

A notice (`info`): it depends on the day the check runs, not on the commit, so it blocks nothing unless the
`severity` table raises it. `doccheck due` lists these, and what comes due within a window. Set
`DOCCHECK_TODAY=YYYY-MM-DD` to judge as of another day.

Bad (checked on 2026-09-01):
    ---
    status: accepted
    review-by: 2026-06-30
    ---
Good: reviewed, and the next date set (`review-by: 2027-06-30`), or the status changed.
""")

documented("DC602", "stale-proposal", Severity.INFO, """A record has stayed proposed longer than the configured time.

Only with `stale-proposal = "90d"` (or `"12w"`) in the configuration: how long a proposal may wait is the
team's process, so nothing is judged without it. A record is proposed when its status is (proposed, draft,
in review, open, provisional, ...; not deferred, which waits on purpose). Its last change is its last commit
(`git log`), and a file with changes not yet committed is changing now; outside git it is the record's own date;
never the file's modification time. A shallow clone does not know the last commit of an older file: such a
record is not judged, and the check says so.

A notice (`info`), as it depends on the day: `doccheck due` lists these for a scheduled workflow.

Bad: `Status: Proposed`, last committed 200 days ago, with `stale-proposal = "90d"`.
Good: accepted, rejected or withdrawn; or `Status: Deferred` with the reason in the record.
""")


# DC204 and DC205 read the keys named as dates (`review-date`); DC603 the others (`review-by`, `expires`).
_DATE_NAMED = lazy(r"(?:^|-)date$")


@rule("DC603", "unreadable-review-date")
def unreadable_review_date(ctx: RuleContext) -> Iterator[Problem]:
    """A review or expiry date is written as a date, and cannot be read as one.

    `review-by`, `revisit`, `expires`, `valid-until` and their kin (DC601) hold a day, a month, a quarter with its
    year or a window. A value shaped as a date that is no day (`2026-02-30`, a bare year), or that could be read
    day-first or month-first (`05/02/2026`, without `date-order` in the configuration), would never come due:
    say it so that it can be read. Words that are no date ("when traffic doubles") are a trigger, and fine.

    Bad: `Review-by: 2026-02-30`
    Good: `Review-by: 2026-02-28`
    """
    if ctx.doc.is_template:
        return
    from doccheck.read.review import review_dates

    _dates, unreadable = review_dates(ctx.doc, None, None, None, ctx.config.model.date_order)
    for found in unreadable:
        if _DATE_NAMED.search(found.field) is None:
            yield Problem(found.line, f"{found.field} {found.written!r} is not a day: {found.problem}; write it as "
                                      "YYYY-MM-DD, a month (2026-06) or a quarter (Q3 2026)")
