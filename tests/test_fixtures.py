"""Golden files: what `doccheck` prints for the documents under `fixtures/`, exactly.

Each `fixtures/<type>/` folder holds its own `.doccheck.toml` (so no configuration above it leaks in) and
documents that pass and fail. A case is a `<case>.expected` file in that folder: the command line is in
`<case>.args` (relative to the folder; `check.expected` without one checks the whole folder), and the
expected file holds stdout, then `--- stderr` and stderr when there is any, then `--- exit N`.
The folder's absolute path is written `<fixture>`. `--no-cache` is always added: fixtures stay clean.

Regenerate with `DOCCHECK_UPDATE_GOLDEN=1 pytest tests/test_fixtures.py`, then read the diff: every line of
a failing fixture must be a finding a reader agrees with.
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.rules import load_rules
from doccheck.run.check import run_check
from doccheck.run.settings import load_config

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CASES = sorted(FIXTURES.glob("*/*.expected"))
UPDATE = os.environ.get("DOCCHECK_UPDATE_GOLDEN") == "1"


def run_case(expected: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    folder = expected.parent
    args_file = expected.with_suffix(".args")
    args = shlex.split(args_file.read_text()) if args_file.exists() else ["."]
    monkeypatch.chdir(folder)
    capsys.readouterr()
    code = main(["--no-cache", *args])
    out, err = capsys.readouterr()
    text = out
    if err:
        text += "--- stderr\n" + err
    text += f"--- exit {code}\n"
    return text.replace(str(folder), "<fixture>")


@pytest.mark.parametrize("expected", CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_output_matches_golden(expected: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    actual = run_case(expected, capsys, monkeypatch)
    if UPDATE:
        expected.write_text(actual)
    assert actual == expected.read_text()


def golden_text() -> str:
    return "".join(case.read_text() for case in CASES)


def test_every_per_document_rule_is_in_a_golden_file() -> None:
    text = golden_text()
    # DC4 rules span documents (not per document); DC002, a file over 5 MB, is too large for a fixture:
    # tests/test_bad_input.py covers it.
    per_document = [code for code in load_rules() if code[:3] in ("DC0", "DC1", "DC2", "DC3") and code != "DC002"]
    missing = [code for code in per_document if f" {code} " not in text and f'"{code}"' not in text]
    assert missing == []


def test_every_fixture_type_folder_has_a_golden_file() -> None:
    folders = {p.parent for p in FIXTURES.glob("*/.doccheck.toml")}
    assert folders == {case.parent for case in CASES}


def test_the_exit_codes_0_1_and_2_all_occur() -> None:
    text = golden_text()
    assert {"--- exit 0", "--- exit 1", "--- exit 2"} <= set(text.splitlines())


def test_metadata_forms_real_documents_use_are_read() -> None:
    """Each form is read into the same record: the status and date a reader sees in the file."""
    root = FIXTURES / "metadata-forms"
    report = run_check([root / "docs"], load_config(root), use_cache=False)
    got = {Path(r.relative).name: (r.record or {}).get("status") for r in report.results}
    assert got == {
        "0001-date-line-and-status-section.md": "accepted",
        "0002-dash-bullets.md": "accepted",
        "0003-star-bullets-with-bold.md": "implemented",
        "0004-status-table.md": "draft",
        "0005-yaml-front-matter.md": "proposed",
        "0006-toml-front-matter.md": "rejected",
        "0007-superseded-with-an-emoji.md": "superseded",
        "036-multi-cluster.md": "accepted",  # "Accepted" and then "Supersedes [7. ...](...)": still accepted
    }
    dates = {Path(r.relative).name: (r.record or {}).get("date") for r in report.results}
    assert dates["0001-date-line-and-status-section.md"] == "2016-02-12"
    assert dates["0003-star-bullets-with-bold.md"] == "2021-07-15"  # "July 15 2021"
    assert dates["0004-status-table.md"] == "2023-04-17"  # "17-Apr-2023"
    superseded = next(r for r in report.results if r.relative.endswith("0007-superseded-with-an-emoji.md"))
    assert superseded.record is not None
    assert [rel[:3] for rel in superseded.record["relations"]] == [
        ["superseded-by", "036-multi-cluster.md", "36. Multi-cluster"]
    ]
    # Paths relative to the configuration's folder are what globs and per-file-ignores match against.
    assert all(r.relative.startswith("docs/adr/") for r in report.results)


def test_sarif_output_is_valid_sarif_2_1_0(capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((Path(__file__).parent / "data" / "schemas" / "sarif-2.1.0.json").read_text())
    monkeypatch.chdir(FIXTURES / "adr-nygard")
    code = main(["--no-cache", "--format", "sarif", "docs/adr"])
    log = json.loads(capsys.readouterr().out)
    jsonschema.validate(log, schema)
    results = log["runs"][0]["results"]
    seen = {(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
             r["locations"][0]["physicalLocation"]["region"]["startLine"], r["ruleId"]) for r in results}
    # The same findings as the text golden of the same folder.
    golden = (FIXTURES / "adr-nygard" / "check.expected").read_text().splitlines()
    expected = {(line.split(":")[0], int(line.split(":")[1]), line.split()[1]) for line in golden
                if line.startswith("docs/")}
    assert seen == expected
    assert ("docs/adr/0002-use-postgresql.md", 1, "DC103") in seen
    assert code == 0  # warnings only, and the default fail level is error


def test_sarif_uris_keep_a_dotted_folder() -> None:
    from doccheck.findings import Finding, Severity
    from doccheck.output.sarif import format_sarif

    found = Finding("./.github/adr/0001-x.md", 1, 1, "DC003", "empty-document", Severity.WARNING, "document is empty")
    location = json.loads(format_sarif([found]))["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == ".github/adr/0001-x.md"
