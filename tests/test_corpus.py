"""Every Markdown file of ~1,760 real ADRs, KEPs and RFCs: no crash, and findings a reader can confirm by hand.

The corpus is `../shared/corpus` beside this repository (CI clones it there); the test is skipped without it.
Each expected finding below was checked against the file it names; so was each absence, where an earlier
version of doccheck reported a good document.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.run.check import run_check
from doccheck.run.settings import load_config

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
PROJECTS = sorted(p for p in CORPUS.iterdir() if p.is_dir() and p.name[0] not in "._") if CORPUS.is_dir() else []
_CORPUS_PREFIX = re.compile(r"^[^:]*?shared/corpus/")

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")


def lint(*args: str) -> tuple[int, list[str], str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--no-cache", *args])
    # Paths are shown as given or relative to the working folder: keep what follows the corpus folder.
    lines = [_CORPUS_PREFIX.sub("", line, count=1) for line in out.getvalue().splitlines()]
    return code, lines, err.getvalue()


@pytest.fixture(scope="module")
def corpus_run() -> tuple[int, list[str], str]:
    return lint(*map(str, PROJECTS))


def test_every_file_is_checked_without_a_crash(corpus_run: tuple[int, list[str], str]) -> None:
    code, lines, err = corpus_run
    assert "Traceback" not in err and "Error" not in err
    assert code in (0, 1)
    expected = sum(1 for project in PROJECTS for p in project.rglob("*.md") if p.is_file())
    assert lines[-1].startswith(f"{expected} files checked, ")


@pytest.mark.parametrize("finding", [
    # "# 3. Networking Outline" in 0033-ip-ranges.md.
    "govuk-aws/0033-ip-ranges.md:1:3: DC103 title-number-mismatch: title says 3 but the file name says 33",
    # "# ADR 012: ABCI Events" in adr-021-abci-events.md.
    "cometbft/architecture/tendermint-core/adr-021-abci-events.md:1:3: DC103 title-number-mismatch: "
    "title says 12 but the file name says 21",
    # "| Date | insert date |": the template's cell, never filled in.
    "opendatahub/data-connect-hub/ODH-ADR-0001-data-connect-hub.md:9:1: DC301 placeholder-text: "
    "date is template text: 'insert date'",
    # MADR's own template guidance left in a status section, under a blockquote of instructions.
    "cometbft/architecture/tendermint-core/adr-036-empty-blocks-abci.md:22:1: DC301 placeholder-text: "
    "status is template text: '{Deprecated|Proposed|Accepted|Declined}'",
    # "- Start Date: 2014-19-19".
    "rust-rfcs/text/0534-deriving2derive.md:1:1: DC204 invalid-date: start-date '2014-19-19' is not a date: "
    "month 19 does not exist",
])
def test_findings_a_reader_can_confirm(corpus_run: tuple[int, list[str], str], finding: str) -> None:
    assert finding in corpus_run[1]


@pytest.mark.parametrize(("path", "why"), [
    # "`{list, watch}`" are Kubernetes verbs, not MADR's "{list everyone involved}".
    ("k8s-keps/sig-api-machinery/4358-custom-resource-field-selectors/README.md:", "DC301"),
    # "let's fill in with default values" is prose about the feature.
    ("rust-rfcs/text/3681-default-field-values.md:", "DC301"),
    # A U+2028 in a paragraph once shifted every later line: the status "PROPOSED" was read as "## Status".
    ("arachne/adr-015-data-abstraction-model.md:", "DC203"),
    # The example heading "# 99. Believe in ghosts" sits inside the template's HTML comment.
    ("govuk-infrastructure/0000-TEMPLATE.md:", "DC103"),
    # MADR's consequences are an optional part of its "Decision Outcome".
    ("jabref/0001-use-crowdin-for-translations.md:", "DC101"),
    # "Pending" is GOV.UK's status before approval.
    ("govuk-aws/0033-ip-ranges.md:", "DC203"),
])
def test_good_documents_are_not_reported(corpus_run: tuple[int, list[str], str], path: str, why: str) -> None:
    assert [line for line in corpus_run[1] if line.startswith(path) and f" {why} " in line] == []


@pytest.fixture(scope="module")
def kep_config(tmp_path_factory: pytest.TempPathFactory) -> Path:
    config = tmp_path_factory.mktemp("kep") / ".doccheck.toml"
    config.write_text('extend = ["kep"]\n')
    return config


def test_the_kep_preset_reads_status_from_kep_yaml(kep_config: Path) -> None:
    keps = CORPUS / "k8s-keps"
    report = run_check([keps / "sig-scheduling" / "5517-dra-node-allocatable-resources",
                        keps / "sig-api-machinery" / "4153-declarative-validation"],
                       load_config(kep_config, kep_config), use_cache=False)
    records = {Path(r.path).parent.name: r.record or {} for r in report.results}
    # kep.yaml: "status: implementable", "creation-date: \"2025-12-22\""; the README says neither.
    assert records["5517-dra-node-allocatable-resources"]["status"] == "implementable"
    assert records["5517-dra-node-allocatable-resources"]["date"] == "2025-12-22"
    assert records["4153-declarative-validation"]["status"] == "superseded"


@pytest.mark.parametrize("finding", [
    # kep.yaml: "status: superseded", which is not a KEP status (KEPs are "replaced").
    "k8s-keps/sig-api-machinery/4153-declarative-validation/README.md:1:1: DC202 invalid-metadata: "
    "status (in kep.yaml) is 'superseded'; allowed: provisional, implementable, implemented, deferred, rejected, "
    "withdrawn, replaced",
    # kep.yaml: "creation-date: 2023-14-05" (this once crashed the whole run).
    "k8s-keps/sig-api-machinery/4355-coordinated-leader-election/README.md:1:1: DC204 invalid-date: "
    "creation-date (in kep.yaml) '2023-14-05' is not a date: month 14 does not exist",
    # kep.yaml: "status: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced".
    "k8s-keps/sig-api-machinery/5000-api-linting-crd-schema-tooling/README.md:1:1: DC301 placeholder-text: "
    "status is template text: 'provisional|implementable|implemented|deferred|rejected|withdrawn|replaced'",
])
def test_kep_findings_from_kep_yaml(kep_config: Path, finding: str) -> None:
    path = finding.split("/README.md")[0]
    code, lines, err = lint("--config", str(kep_config), str(CORPUS / path))
    assert "Traceback" not in err
    assert code == 0  # warnings only
    assert finding in lines
    assert not any(" DC201 " in line and "'status'" in line for line in lines)  # the status was found
