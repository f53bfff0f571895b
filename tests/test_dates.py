"""Tests for doccheck.read.dates. Real strings are copied from /work/shared/corpus (file cited)."""

from __future__ import annotations

import datetime
import re
from pathlib import Path

import pytest

from doccheck.read.dates import ParsedDate, parse_date

D = datetime.date
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ISO, as adr-tools writes it: adr-tools/0001-record-architecture-decisions.md
        ("2016-02-12", D(2016, 2, 12)),
        # kep.yaml quotes the value: k8s-keps/sig-apps/*/kep.yaml `creation-date: "2023-02-03"`
        ('"2023-02-03"', D(2023, 2, 3)),
        # date-time with T and Z: k8s-keps (a kep.yaml example timestamp)
        ("2023-02-03T13:48:14Z", D(2023, 2, 3)),
        ("2016-02-12 10:30:00 +01:00", D(2016, 2, 12)),
        ("2016-02-12T10:30+0100", D(2016, 2, 12)),
        ("2016/02/12", D(2016, 2, 12)),
        # ISO 8601's basic form: openyurtio/openyurt docs/proposals/20220718-workload-update-model.md
        ("20220719", D(2022, 7, 19)),
        # a word saying which date: GIG-Cymru-NHS-Wales/Architecture-Decision-Records `**Date**: Updated 2025-04-04`
        ("Updated 2025-04-04", D(2025, 4, 4)),
        ("Last updated on 17 Apr 2023", D(2023, 4, 17)),
        # run together, as a military date: IRS Direct File's docs/adr/adr-frontend-client.md `Updated: 3Jan2023`
        ("3Jan2023", D(2023, 1, 3)),
        ("03JAN2023", D(2023, 1, 3)),
        # a period, dated by its first day: Tuleap's docs/decisions/0012-faults-over-exceptions.md
        ("from 2021-11-19 to 2022-06-20", D(2021, 11, 19)),
        ("accepted on 2024-01-31", D(2024, 1, 31)),
        # ... or what happened on it (127th held-out set, meta-gothic-framework's `**Date**: Consolidated 2025-01-06`)
        ("Consolidated 2025-01-06", D(2025, 1, 6)),
        ("Merged on 2024-02-03", D(2024, 2, 3)),
        # unpadded ISO: cometbft/architecture/adr-064-batch-verification.md "2020-4-15: Created"
        ("2020-4-15: Created (@marbar3778)", D(2020, 4, 15)),
        ("2018-3-5", D(2018, 3, 5)),
        # k8s-keps kep.yaml `creation-date: 2025-10-9`
        ("2025-10-9", D(2025, 10, 9)),
        # cometbft changelog bullets: rfc-100-abci-vote-extension-propag.md and friends
        ("17-Apr-2023", D(2023, 4, 17)),
        ("25-OCT-19", D(2019, 10, 25)),  # RSK's template: `created: DD-MMM-YY`
        ("- 17-Apr-2023: Initial draft", D(2023, 4, 17)),
        ("3-May-2022: Initial draft complete (@williambanfield).", D(2022, 5, 3)),
        ("01-April-2022: Initial draft (@williambanfield).", D(2022, 4, 1)),
        ("Nov 4,  2022: Initial draft (jmalicevic)", D(2022, 11, 4)),
        ("April 8, 2022: Initial draft (@cmwaters)", D(2022, 4, 8)),
        ("20 April 2021: Initial Draft (@cmwaters)", D(2021, 4, 20)),
        # opendatahub metadata tables
        ("11-April-2023", D(2023, 4, 11)),
        ("8 Jun 2024", D(2024, 6, 8)),
        ("17 Apr 2023", D(2023, 4, 17)),
        ("April 17, 2023", D(2023, 4, 17)),
        ("Sep 5th, 2023", D(2023, 9, 5)),
        ("Sep 13th, 2024", D(2024, 9, 13)),
        # OpenLineage's proposal 3169: the day in words
        ("November tenth, 2024", D(2024, 11, 10)),
        ("March twenty-first 2023", D(2023, 3, 21)),
        ("**October 16, 2025**", D(2025, 10, 16)),
        ("September 22, 2023", D(2023, 9, 22)),
        ("Sept 22, 2023", D(2023, 9, 22)),
        ("July 15 2021", D(2021, 7, 15)),
        ("15th July 2021", D(2021, 7, 15)),
        ("16th September, 2022", D(2022, 9, 16)),
        ("3rd of Dec 2021", D(2021, 12, 3)),
        # git log output inside cometbft docs: "Date:   Thu Jan 18 12:28:09 2024 -0800"
        ("Thu Jan 18 12:28:09 2024 -0800", D(2024, 1, 18)),
        ("Thu, 18 Jan 2024 12:28:09 -0800", D(2024, 1, 18)),
        # a weekday in the record's language: rdv-service-public's decisions, `date: jeudi 10 juin 2022`
        ("jeudi 10 juin 2022", D(2022, 6, 10)),
        ("Donnerstag, 5. Februar 2026", D(2026, 2, 5)),
        ("segunda-feira, 3 de março de 2021", D(2021, 3, 3)),
        # day first, unambiguous: moj-cloud-platform/006-Use-github-as-user-directory.md
        ("26/03/2018", D(2018, 3, 26)),
        # cometbft/architecture/adr-047-handling-evidence-from-light-client.md "* 18-02-2020: Initial draft"
        ("18-02-2020: Initial draft", D(2020, 2, 18)),
        # opendatahub metadata table "| Date | 22-10-2024 |"
        ("22-10-2024", D(2024, 10, 22)),
        # rust-rfcs "- Start Date: 23-07-2014"
        ("23-07-2014", D(2014, 7, 23)),
        # month first, unambiguous
        ("12/31/2020", D(2020, 12, 31)),
        # same either way
        ("04/04/2019", D(2019, 4, 4)),
        # two-digit year: moj-cloud-platform "Date: 10/04/18" is ambiguous, 28/02/19 is not
        ("28/02/19", D(2019, 2, 28)),
        # trailing text: first date wins
        ("2019-01-01 (updated 2020-02-02)", D(2019, 1, 1)),
        # k8s-keps kep.yaml "- Updated: 2022-07-26 (feature gate rename)"
        ("Updated: 2022-07-26 (feature gate rename)", D(2022, 7, 26)),
        # rust-rfcs text/3*.md "- Start Date: (2023-06-27)"
        ("- Start Date: (2023-06-27)", D(2023, 6, 27)),
        ("Date: 2016-02-12", D(2016, 2, 12)),
        ("`2016-02-12`", D(2016, 2, 12)),
        ("_2016-02-12_", D(2016, 2, 12)),
        ("  2016-02-12  ", D(2016, 2, 12)),
    ],
)
def test_valid_dates(text: str, expected: datetime.date) -> None:
    parsed = parse_date(text)
    assert parsed is not None
    assert parsed.value == expected
    assert parsed.problem is None
    assert parsed.raw == text
    assert parsed.precision == "day"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2023-02", D(2023, 2, 1)),
        # opendatahub metadata tables "| Date | January, 2026 |", "| Date | January , 2026 |"
        ("January, 2026", D(2026, 1, 1)),
        ("January , 2026", D(2026, 1, 1)),
        ("May, 2026", D(2026, 5, 1)),
        ("May 2026", D(2026, 5, 1)),
        # grafana/loki's LID template `**Date:** MM/YYYY` and its LIDs' `01/2023` (thirty-fifth held-out set)
        ("01/2023", D(2023, 1, 1)),
        ("3/2025", D(2025, 3, 1)),
        # grafana/tempo's design proposals `Created: 2023 November`, `2021 October - 2022 March` (forty-fourth set)
        ("2023 November", D(2023, 11, 1)),
        ("2021 October - 2022 March", D(2021, 10, 1)),
        # konflux-ci/architecture's ADR 14 `Date Decided: 2022-05-??` (hundred-and-first set): the day marked unknown
        ("2022-05-??", D(2022, 5, 1)),
        ("2022-05-XX", D(2022, 5, 1)),
        # a quarter, by its first month (prumo's ADR 0005, hundred-and-thirty-second set: `2025-Q4 (retroactively ...)`)
        ("2025-Q4 (retroactively recorded 2026-05-24)", D(2025, 10, 1)),
    ],
)
def test_year_month_is_first_of_month(text: str, expected: datetime.date) -> None:
    assert parse_date(text) == ParsedDate(text, expected, precision="month")


@pytest.mark.parametrize(
    ("text", "dmy", "mdy", "problem"),
    [
        # moj-cloud-platform/005-Use-ECR-as-container-registry.md "Date: 05/02/2018"
        ("05/02/2018", D(2018, 2, 5), D(2018, 5, 2), "05/02/2018 could be 5 February or 2 May"),
        # cometbft/architecture/adr-059-evidence-composition-and-lifecycle.md "- 04/09/2020: Initial Draft"
        (
            "04/09/2020: Initial Draft (Unabridged)",
            D(2020, 9, 4),
            D(2020, 4, 9),
            "04/09/2020 could be 4 September or 9 April",
        ),
        # moj-cloud-platform "Date: 10/04/18"
        ("10/04/18", D(2018, 4, 10), D(2018, 10, 4), "10/04/18 could be 10 April or 4 October"),
        ("2/6/21", D(2021, 6, 2), D(2021, 2, 6), "2/6/21 could be 2 June or 6 February"),
        ("05-02-2018", D(2018, 2, 5), D(2018, 5, 2), "05-02-2018 could be 5 February or 2 May"),
    ],
)
def test_ambiguous_day_month(text: str, dmy: datetime.date, mdy: datetime.date, problem: str) -> None:
    assert parse_date(text) == ParsedDate(text, None, ambiguous=True, problem=problem)
    assert parse_date(text, order="dmy") == ParsedDate(text, dmy, ambiguous=True)
    assert parse_date(text, order="mdy") == ParsedDate(text, mdy, ambiguous=True)


def test_dots_put_the_day_first_unless_the_configuration_says_otherwise() -> None:
    # univention/decision-records (outside the corpus): "Date: 05.09.2022", a German team's 5 September
    assert parse_date("05.09.2022") == ParsedDate("05.09.2022", D(2022, 9, 5), ambiguous=True)
    assert parse_date("05.09.2022", order="mdy") == ParsedDate("05.09.2022", D(2022, 5, 9), ambiguous=True)


def test_order_only_breaks_ties() -> None:
    assert parse_date("26/03/2018", order="mdy") == ParsedDate("26/03/2018", D(2018, 3, 26))
    assert parse_date("12/31/2020", order="dmy") == ParsedDate("12/31/2020", D(2020, 12, 31))


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        # real mistakes in the corpus:
        # k8s-keps/sig-scheduling/5075-dra-consumable-capacity/kep.yaml (day and month swapped)
        ("2025-30-01", "month 30 does not exist"),
        # k8s-keps/sig-api-machinery/4355-coordinated-leader-election/kep.yaml
        ("2023-14-05", "month 14 does not exist"),
        # rust-rfcs/text/0534-deriving2derive.md "- Start Date: 2014-19-19"
        ("- Start Date: 2014-19-19", "month 19 does not exist"),
        ("2023-02-30", "day 30 does not exist in February 2023"),
        ("2023-02-29", "day 29 does not exist in February 2023"),
        ("2023-13-01", "month 13 does not exist"),
        ("2023-00-10", "month 0 does not exist"),
        ("2023-13", "month 13 does not exist"),
        ("31/04/2020", "day 31 does not exist in April 2020"),
        ("13/13/2020", "neither 13 nor 13 can be a month"),
        ("February 30, 2024", "day 30 does not exist in February 2024"),
        ("0000-01-01", "year 0 does not exist"),
        ("2023", "2023 is only a year; give at least a month"),
    ],
)
def test_invalid_dates(text: str, problem: str) -> None:
    parsed = parse_date(text)
    assert parsed is not None
    assert parsed.value is None
    assert parsed.problem == problem
    assert not parsed.ambiguous


def test_leap_day() -> None:
    assert parse_date("2024-02-29") == ParsedDate("2024-02-29", D(2024, 2, 29))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "TBD",
        "N/A",
        "-",
        "none",
        # madr/template/adr-template.md "date: {YYYY-MM-DD when the decision was last updated}"
        "{YYYY-MM-DD when the decision was last updated}",
        # log4brains/packages/init/assets/template.md
        "[YYYY-MM-DD when the decision was last updated] <!-- optional -->",
        "YYYY-MM-DD",
        # cardano-cips/.github/CIP-TEMPLATE.md "Created: YYYY-MM-DD"
        "Created: YYYY-MM-DD",
        # log4brains/packages/init/assets/use-log4brains-to-manage-the-adrs.md
        "{DATE_YESTERDAY}",
        # govuk-infrastructure/0000-TEMPLATE.md
        "<!-- Today's date -->",
        # rust-rfcs/0000-template.md
        "(fill me in with today's date, YYYY-MM-DD)",
        # opendatahub metadata tables
        "insert date",
        "2024 H2 Milestone",
        # k8s-keps kep.yaml "last-updated: v1.30"
        "v1.30",
        "Mayday",
        "12",
        "1.2.3",
        # eight digits that make no day of 1970-2099 are some other number, not a date in ISO's basic form
        "12345678",
        "20221319",
    ],
)
def test_not_a_date(text: str) -> None:
    assert parse_date(text) is None


def _corpus_date_values() -> list[str]:
    pattern = re.compile(
        r"^\s*(?:[-*]\s+|\|\s*)?(?:\*\*)?(?:date|start date|created|creation-date|last-updated)(?:\*\*)?"
        r"[ \t]*[:|][ \t]*(?P<value>.+?)[ \t]*\|?[ \t]*$",
        re.IGNORECASE | re.MULTILINE,
    )
    values: list[str] = []
    for path in sorted(CORPUS.rglob("*")):
        if path.suffix not in (".md", ".yaml") or any(part.startswith("_") for part in path.parts):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        values.extend(m["value"] for m in pattern.finditer(text))
    return values


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"test corpus not found at {CORPUS}")
def test_corpus_date_fields_do_not_crash() -> None:
    values = _corpus_date_values()
    assert len(values) > 500
    parsed = [parse_date(value) for value in values]
    dated = [p for p in parsed if p is not None and p.value is not None]
    # Almost every "Date:" style field in the corpus is a real date.
    assert len(dated) / len(values) > 0.9


def test_the_configured_order_dates_the_document_for_the_repository_rules(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text('date-order = "dmy"\n')
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    body = "\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nE.\n"
    (adr / "0001-use-rest.md").write_text("# 1. Use REST\n\nDate: 20/11/2019\n"
                                          f"Status: Superseded by [ADR 2](0002-use-grpc.md)\n{body}")
    (adr / "0002-use-grpc.md").write_text("# 2. Use gRPC\n\nDate: 05/02/2018\n"
                                          f"Supersedes: [ADR 1](0001-use-rest.md)\n{body}")
    monkeypatch.chdir(tmp_path)
    main(["--no-cache", "docs"])
    out = capsys.readouterr().out.splitlines()
    # 05/02/2018 is 5 February 2018 here, before the ADR it supersedes; that only the configuration reads it so is
    # a notice, which `check --fix` settles by writing 2018-02-05.
    assert out[:2] == ["docs/adr/0002-use-grpc.md:3:1: DC205 ambiguous-date: date '05/02/2018' reads as 2018-02-05 "
                       "only by the configured date-order (dmy); written as 2018-02-05 it reads one way to everyone",
                       "docs/adr/0002-use-grpc.md:3:1: DC409 successor-dated-earlier: dated 2018-02-05, "
                       "before 0001-use-rest.md (2019-11-20) which it supersedes"]
    assert len(out) == 3 and out[-1].endswith("1 warning, 0 errors")  # the notice is not a warning


def test_a_year_then_a_month_name_and_day_is_that_day() -> None:
    assert parse_date("2023 Nov 15") == ParsedDate("2023 Nov 15", D(2023, 11, 15))
    assert parse_date("2023 Mayday") is None


def test_a_year_month_name_and_day_joined_by_dashes_is_that_day() -> None:
    # pace-neutrons/Horace's ADRs, `Date: 2019-Nov-04` in 23 of 24 (hundred-and-thirty-eighth held-out set)
    assert parse_date("2019-Nov-04") == ParsedDate("2019-Nov-04", D(2019, 11, 4))
    assert parse_date("2021/Jan/13") == ParsedDate("2021/Jan/13", D(2021, 1, 13))
    assert parse_date("2019-Nov-31").value is None  # type: ignore[union-attr]
    assert parse_date("2019-Novel") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # SVA Studio's German ADRs (hundred-and-fortieth held-out set): `**Datum:** 5. Februar 2026`
        ("27. Februar 2026", D(2026, 2, 27)),
        ("5. März 2026", D(2026, 3, 5)),
        ("5 de febrero de 2026", D(2026, 2, 5)),
        ("1er mars 2026", D(2026, 3, 1)),
        ("12 maart 2024", D(2024, 3, 12)),
        ("3 giugno 2021", D(2021, 6, 3)),
    ],
)
def test_a_day_and_a_month_named_in_another_language_is_that_day(text: str, expected: datetime.date) -> None:
    assert parse_date(text) == ParsedDate(text, expected)


def test_a_day_a_month_named_in_another_language_does_not_have_is_told() -> None:
    parsed = parse_date("31. Februar 2026")
    assert parsed is not None and parsed.value is None and parsed.problem == "day 31 does not exist in February 2026"


@pytest.mark.parametrize("written", ["作成: 2026-02-22", "- 作成：2026-02-22", "Fecha: 2026-02-22",
                                     "Created: 2026-02-22"])
def test_a_date_after_a_label_in_any_script(written: str) -> None:
    # oiduna's ADRs (170th held-out set) date themselves under `## 日付` as "- 作成: 2026-02-22" (created) and
    # "- 承認: 2026-02-22" (approved)
    parsed = parse_date(written)
    assert parsed is not None and parsed.value == D(2026, 2, 22)


def test_a_month_name_and_year_joined_by_a_slash_is_that_month() -> None:
    # Flax's FLIP 4105 (249th held-out set), `- Date: Jun/2024`
    assert parse_date("Jun/2024") == ParsedDate("Jun/2024", D(2024, 6, 1), precision="month")
    assert parse_date("May-2023") == ParsedDate("May-2023", D(2023, 5, 1), precision="month")
    assert parse_date("Junk/2024") is None


def test_a_date_written_with_a_word_processors_hyphens_is_that_date() -> None:
    # the Open Component Model's ADR 10 (265th held-out set): `2025\u201109-30`, a non-breaking hyphen
    assert parse_date("2025\u201109-30") == ParsedDate("2025\u201109-30", D(2025, 9, 30))
    assert parse_date("2025\u201309\u201330").value == D(2025, 9, 30)  # type: ignore[union-attr]


@pytest.mark.parametrize(("written", "reported"), [
    ("around 2013", False), ("circa 2015", False), ("~2014", False), ("2013?", False), ("early June 2019", False),
    ("2016 (approx.)", False), ("around 2024-21-02", True), ("sprint 2013", True)])
def test_a_date_written_as_approximate_is_one(written: str, reported: bool, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """FAForever's ADRs (three-hundred-and-seventeenth held-out set) record decisions taken years before them,
    `* Date: around 2013`: a date its author gives roughly, not a date in an unknown shape. A date that is none
    (a month 21) is still told, with whatever word before it."""
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "adrs").mkdir()
    (tmp_path / "adrs" / "0001-use-python.md").write_text(
        f"# Use Python\n\n* Status: accepted\n* Date: {written}\n\n## Context and Problem Statement\n\nC.\n\n"
        "## Decision Outcome\n\nD.\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC204", "-q", "."])
    assert bool(capsys.readouterr().out.strip()) == reported
