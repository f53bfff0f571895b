"""The repository rules on the shared corpus: cases a reader can confirm by opening the files."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from doccheck.findings import Finding
from doccheck.run.repository import check_repository
from doccheck.run.settings import load_config

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"the shared corpus is not at {CORPUS}")


@pytest.fixture(scope="module")
def findings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[Finding]]:
    """Every DC4 finding on the whole corpus, paths relative to it."""
    cache = tmp_path_factory.mktemp("cache")
    before = Path.cwd()
    os.chdir(CORPUS)  # no configuration file there: the working directory is the root
    try:
        config = load_config(CORPUS, None, {"cache-dir": str(cache), "exclude": ["_licenses"], "select": ["DC4"]})
        _report, found = check_repository([Path(".")], config, report_all=True)
    finally:
        os.chdir(before)
    yield found


def _at(findings: list[Finding], prefix: str, code: str | None = None) -> list[tuple[str, int, str]]:
    return sorted((f.path, f.line, f.code) for f in findings
                  if f.path.startswith(prefix) and (code is None or f.code == code))


def test_content_publisher_0006_says_superseded_by_14_which_does_not_say_so(findings: list[Finding]) -> None:
    # 0006 line 4: "Superseded: 2019-12-19 by [ADR 14](0014-political-and-government-tagging.md)";
    # 0014 never mentions 0006.
    [found] = [f for f in findings if f.path == "content-publisher/0006-tagging-governments.md"]
    assert (found.line, found.code) == (4, "DC404")
    assert "0014-political-and-government-tagging.md does not say it supersedes" in found.message


def test_cometbft_114_partly_undoes_109_an_amendment_109_does_not_mention(findings: list[Finding]) -> None:
    # adr-114's title is "ADR 114: Partly Undo ADR 109": a partial undo amends 109, which stays in force
    # ("Accepted" is right), but 109 never points at 114.
    assert _at(findings, "cometbft/architecture/adr-109") == []
    [found] = [f for f in findings if f.path == "cometbft/architecture/adr-114-undo-109.md"]
    assert (found.line, found.code) == (1, "DC404")
    assert "amends adr-109-reduce-go-api-surface.md" in found.message


def test_arachne_017_amends_15_and_16_in_prose(findings: list[Finding]) -> None:
    # Line 3: "Note: this ADR supersedes some aspects of [ADR-15](...) and [ADR-16](...)"; neither says so back.
    assert _at(findings, "arachne/adr-017", "DC404") == [("arachne/adr-017-simplify-chimera-model.md", 3, "DC404")] * 2


@pytest.mark.parametrize("path", [
    "cardano-cips/CIP-0058/",  # CIP-0121 line 186: "This CIP partially supercedes [CIP-0058][cip-0058]"
    "cardano-cips/CPS-0008/",  # CPS-0032 lines 61-62: "This CPS supersedes CPS-0008"
    "otel-oteps/text/metrics/0008",  # 0072 line 12: "This proposal completely replaces OTEP 0008."
    "govuk-aws/0003",  # line 21: "These IP ranges have been superseded by [ADR #0033](0033-ip-ranges.md)"
    "rust-rfcs/text/0544",  # line 246: "[RFC 573][573]" is the pull request that amended it
])
def test_supersession_said_in_prose_by_either_side_is_heard(findings: list[Finding], path: str) -> None:
    assert _at(findings, path) == []


def test_opendatahub_duplicated_operator_numbers(findings: list[Finding]) -> None:
    # operator/ holds two ODH-ADR-Operator- records each for 0007, 0009, 0011 and 0012. ODH-ADR-0004 there
    # is another series, and ODH-ADR-0001 in automl/, autorag/, ... is numbered per folder.
    names = ["0007-auth-crd", "0007-components-version-mapping", "0009-connection-api",
             "0009-observability-tracing-strategy", "0011-Perses-dashboard-guidelines",
             "0011-observability-metrics-autoscaling", "0012-gateway-api-authentication-architecture",
             "0012-module-onboarding"]
    expected = [(f"opendatahub/operator/ODH-ADR-Operator-{name}.md", 1, "DC401") for name in names]
    assert _at(findings, "opendatahub/", "DC401") == expected


def test_arachne_broken_links(findings: list[Finding]) -> None:
    # adr-006 links twice to module-loading.md (the file is adr-004-module-loading.md), adr-007 to
    # "adr-006-core-runtime" without .md, adr-008 to ADR-004-module-loading.md in the wrong case.
    assert _at(findings, "arachne/", "DC410") == [
        ("arachne/adr-006-core-runtime.md", 56, "DC410"),
        ("arachne/adr-006-core-runtime.md", 58, "DC410"),
        ("arachne/adr-007-configuration-updates.md", 11, "DC410"),
        ("arachne/adr-008-abstract-modules.md", 28, "DC410"),
    ]
    case = next(f for f in findings if f.path == "arachne/adr-008-abstract-modules.md")
    assert "letter case differs" in case.message


def test_jabref_0045_and_0057_are_a_correct_pair(findings: list[Finding]) -> None:
    # 0045: status "superseded by ADR-0057"; 0057: status "accepted; supersedes ADR-0045".
    pair = ("jabref/0045-use-input-flag-always-for-input-files.md",
            "jabref/0057-allow-positional-input-file-argument.md")
    assert [f for f in findings if f.path in pair] == []
