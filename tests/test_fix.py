"""`doccheck check --fix` and `--diff` (issue 26): the findings a rule declares it can fix, fixed in place on
copies of real folders; a second `--fix` changes nothing, and no file is changed that no fixed finding named."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


class Run(NamedTuple):
    code: int
    out: list[str]
    err: list[str]


def doccheck(*args: str, cwd: Path) -> Run:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return Run(done.returncode, done.stdout.splitlines(), done.stderr.splitlines())


def copy(source: str, tmp_path: Path) -> Path:
    repo = tmp_path / source
    shutil.copytree(CORPUS / source, repo)
    for path in repo.rglob("*"):
        path.chmod(path.stat().st_mode | 0o200)
    (repo / ".doccheck.toml").touch()
    return repo


def snapshot(repo: Path) -> dict[str, bytes]:
    return {str(p.relative_to(repo)): p.read_bytes() for p in sorted(repo.rglob("*.md"))}


def changed(before: dict[str, bytes], after: dict[str, bytes]) -> list[str]:
    return sorted(name for name in after if before.get(name) != after[name])


def test_diff_shows_the_fix_and_writes_nothing(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
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
    ]
    assert snapshot(repo) == before


def test_fix_writes_the_missing_side_and_a_second_fix_changes_nothing(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    before = snapshot(repo)
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert run.err == ["doccheck: fixed 1 finding in 1 file: 0015-dns-infrastructure.md"]
    assert not [line for line in run.out if "DC404" in line]
    after = snapshot(repo)
    assert changed(before, after) == ["0015-dns-infrastructure.md"]
    again = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert again.err == [] and snapshot(repo) == after
    assert doccheck("check", "--all", "--diff", ".", cwd=repo) == Run(0, [], [])


def test_a_successor_not_in_force_leaves_the_old_status(tmp_path: Path) -> None:
    """cometbft's ADR 73 (Proposed) supersedes ADRs 60 and 61 (Proposed): they are told, and stay Proposed,
    so the fix makes no DC406; ADR 114 partly undoes ADR 109, which is amended, not superseded."""
    repo = copy("cometbft", tmp_path)
    findings = {line.split(":", 1)[0] + line.split(": ", 1)[1] for line in
                doccheck("check", "--all", ".", cwd=repo).out[:-1]}
    before = snapshot(repo)
    run = doccheck("check", "--all", "--fix", ".", cwd=repo)
    assert run.err == ["doccheck: fixed 3 findings in 3 files: architecture/adr-109-reduce-go-api-surface.md, "
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
                                               "architecture/tendermint-core/adr-060-go-api-stability.md",
                                               "architecture/tendermint-core/adr-061-p2p-refactor-scope.md"]


def test_fix_takes_a_superseded_record_out_of_force(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
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
    repo = copy("cometbft", tmp_path)
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
