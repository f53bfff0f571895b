"""The command line as a new user meets it: help, summaries, colour, places, configuration errors, the baseline.

Every test runs `python -m doccheck` as a subprocess in a folder of its own and compares what the user reads.
"""

from __future__ import annotations

import os
import pty
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]

ADR = """# {number}. {title}

Date: 2021-03-0{number}

## Status

Accepted

## Context

Reporting joins files by hand.

## Decision

We will use {title}.

## Consequences

Deploys need a migration step.
"""


class Run(NamedTuple):
    code: int
    out: list[str]
    err: list[str]


def environment(**extra: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    for name in ("NO_COLOR", "FORCE_COLOR"):
        env.pop(name, None)
    return {**env, **extra}


def doccheck(*args: str, cwd: Path, **env: str) -> Run:
    done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=cwd, env=environment(**env),
                          capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stdout + done.stderr
    return Run(done.returncode, done.stdout.splitlines(), done.stderr.splitlines())


def on_a_terminal(*args: str, cwd: Path, **env: str) -> str:
    """stdout as a terminal shows it: the command's stdout is a pseudo-terminal."""
    leader, follower = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "doccheck", *args], cwd=cwd, env=environment(**env),
                               stdin=subprocess.DEVNULL, stdout=follower, stderr=subprocess.DEVNULL)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:  # the other side closed
            break
        if not data:
            break
        chunks.append(data)
    process.wait(timeout=60)
    os.close(leader)
    return b"".join(chunks).decode()


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A repository with two ADRs, one with a warning (its title number disagrees with its file name)."""
    (tmp_path / ".doccheck.toml").write_text("")
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-use-postgresql.md").write_text(ADR.format(number=1, title="PostgreSQL"))
    (adr / "0002-use-kafka.md").write_text(ADR.format(number=3, title="Kafka"))
    return tmp_path


# Help


def test_help_lists_the_commands_sync_the_exit_codes_and_the_documentation(tmp_path: Path) -> None:
    run = doccheck("--help", cwd=tmp_path)
    text = "\n".join(run.out)
    assert run.code == 0
    for command in ("check", "baseline", "rules", "sync", "facts", "history", "graph", "ci", "index", "site"):
        assert re.search(rf"^    {command} ", text, re.MULTILINE), command
    assert "--sync" in text and "`doccheck --sync PATHS` is `doccheck sync PATHS`" in text
    assert "exit codes:" in text
    for code in ("0", "1", "2"):
        assert re.search(rf"^  {code} +\S", text, re.MULTILINE), code
    assert "documentation: README.md" in text


def test_every_option_of_every_command_has_help_text() -> None:
    """`--format` had none anywhere: each option a user can type says what it does."""
    import argparse

    from doccheck.cli.main import build_parser

    missing = []

    def walk(parser: argparse.ArgumentParser, name: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub_name, sub in action.choices.items():
                    walk(sub, f"{name} {sub_name}")
            elif not action.help:
                missing.append(f"{name} {'/'.join(action.option_strings) or action.dest}")

    walk(build_parser(), "doccheck")
    assert missing == []


@pytest.mark.parametrize("command", ["facts", "graph"])
def test_group_is_described_in_the_reading_commands_own_words(tmp_path: Path, command: str) -> None:
    text = " ".join(" ".join(doccheck(command, "--help", cwd=tmp_path).out).split())
    assert "--group GROUP read only this group" in text
    assert "sync:" not in text and "CATEGORY=GROUP" not in text


def test_sync_describes_group_as_where_it_writes(tmp_path: Path) -> None:
    text = " ".join(" ".join(doccheck("sync", "--help", cwd=tmp_path).out).split())
    assert "--group CATEGORY=GROUP write a category's documents into this group" in text


def test_rules_takes_a_prefix_as_select_does(tmp_path: Path) -> None:
    run = doccheck("rules", "DC41", cwd=tmp_path)
    assert run.code == 0
    assert [line.split()[0] for line in run.out] == ["DC410", "DC411", "DC412", "DC413", "DC414", "DC415", "DC416",
                                                     "DC417"]
    family = doccheck("rules", "DC4", cwd=tmp_path).out
    assert len(family) == 21 and all(line.startswith("DC4") for line in family)  # DC401-DC417, DC420-DC423
    one = doccheck("rules", "DC412", cwd=tmp_path)
    assert one.out[0] == "DC412 unknown-dependency (default severity: error)"
    unknown = doccheck("rules", "DC9", cwd=tmp_path)
    assert (unknown.code, unknown.out) == (2, [])
    assert unknown.err[0].startswith("doccheck: error: doccheck rules: no rule is 'DC9'; did you mean 'DC6'?")


# Summaries and colour


def test_the_summary_says_unchanged_files_are_checked_from_the_cache(repo: Path) -> None:
    first = doccheck("check", "docs", cwd=repo)
    second = doccheck("check", "docs", cwd=repo)
    finding = "docs/adr/0002-use-kafka.md:1:3: DC103 title-number-mismatch: title says 3 but the file name says 2"
    assert first.out == [finding, "2 files checked, 1 warning, 0 errors"]
    assert second.out == [finding, "2 files checked (2 unchanged, findings from the cache), 1 warning, 0 errors"]
    assert "skipped" not in "\n".join(second.out)


def test_the_program_ends_with_all_its_output_and_its_cache_written(repo: Path) -> None:
    """The program skips the interpreter's teardown after `check` (cli._leave): what it printed to a pipe,
    more than a pipe holds, arrives whole, the exit code is the check's, and the cache was saved."""
    for n in range(3, 400):
        (repo / "docs" / "adr" / f"{n:04d}-x.md").write_text(ADR.format(number=n + 1, title="X"))
    first = doccheck("check", "docs", "--fail-level", "warning", cwd=repo)
    assert first.code == 1
    summary = re.fullmatch(r"399 files checked, (\d+) warnings, 0 errors", first.out[-1])
    assert summary is not None and len(first.out) == int(summary[1]) + 1 > 400  # ~80 KB: more than a pipe holds
    second = doccheck("check", "docs", cwd=repo)
    assert second.out == [*first.out[:-1], f"399 files checked (399 unchanged, findings from the cache), "
                                           f"{summary[1]} warnings, 0 errors"]
    # A reader that stops early (`| head -1`): no traceback, no complaint, exit 0.
    process = subprocess.Popen([sys.executable, "-m", "doccheck", "check", "docs"], cwd=repo, env=environment(),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    assert process.wait(timeout=60) == 0
    assert process.stderr.read() == b""


@pytest.mark.parametrize(("args", "env", "coloured"), [
    ((), {}, True),
    ((), {"NO_COLOR": "1"}, False),
    (("--color", "never"), {}, False),
    (("--color", "always"), {"NO_COLOR": "1"}, True),
    ((), {"TERM": "dumb"}, False),
])
def test_colour_on_a_terminal(repo: Path, args: tuple[str, ...], env: dict[str, str], coloured: bool) -> None:
    shown = on_a_terminal("check", "docs", *args, cwd=repo, **env)
    assert "DC103 title-number-mismatch" in re.sub(r"\033\[[0-9;]*m", "", shown)
    assert ("\033[" in shown) is coloured


def test_colour_when_piped(repo: Path) -> None:
    assert "\033[" not in "".join(doccheck("check", "docs", cwd=repo).out)
    assert "\033[33mDC103\033[0m" in "".join(doccheck("check", "docs", "--color", "always", cwd=repo).out)


# Places


def test_every_path_printed_opens_from_the_current_folder(repo: Path) -> None:
    adr = repo / "docs" / "adr"
    (adr / "0002-use-kafka.md").write_text(ADR.format(number=2, title="Kafka"))
    (adr / "0002-use-redis.md").write_text(ADR.format(number=2, title="Redis"))  # DC401 names the other file
    for cwd, args in ((repo, ["docs/adr/0002-use-redis.md"]), (adr, ["0002-use-redis.md"]),
                      (repo / "docs", ["adr"]), (repo.parent, [f"{repo.name}/docs"])):
        run = doccheck("check", "--all", *args, cwd=cwd)
        located = [re.match(r"^(.+?):(\d+):(\d+): DC\d{3} ", line) for line in run.out[:-1]]
        assert len(located) == 2 and all(located), run.out
        for match in located:
            assert match is not None and (cwd / match[1]).is_file(), (cwd, match[1])


def test_a_configuration_that_is_not_toml_is_located_with_a_column(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text('extend = ["madr"]\nignore = = ["DC1"]\n')
    run = doccheck("check", "docs", cwd=repo)
    assert run.code == 2
    assert run.err == [f"doccheck: error: {repo / '.doccheck.toml'}:2:10: not valid TOML: Invalid value"]


# Configuration errors


@pytest.mark.parametrize(("settings", "message"), [
    ('[sync]\nstratgy = "recency"', "unknown key 'stratgy' in [sync]; did you mean 'strategy'?"),
    ('selct = ["DC1"]', "unknown key 'selct'; did you mean 'select'?"),
    ('[sync.llm]\nmodle = "qwen"', "unknown key 'modle' in [sync.llm]; did you mean 'model'?"),
    ("colour = 1", "unknown key 'colour'; valid keys: baseline, cache-dir, code, date-order, exclude, extend, "
                   "fail-level, ignore, per-file-ignores, registers, roots, select, severity, stale-proposal, sync, "
                   "types"),
    ('[[types]]\nname = "runbook"\nglobz = ["ops/*.md"]', "unknown key 'globz' in [[types]] 'runbook'; "
                                                          "did you mean 'globs'?"),
    ('ignore = "DC1"', 'ignore must be a list of codes, e.g. ignore = ["DC1"]'),
    ('per-file-ignores = { "docs/*" = "DC1" }',
     'per-file-ignores must be a table of globs to lists of codes, e.g. per-file-ignores = '
     '{ "docs/legacy/*" = ["DC1"] }'),
    ('fail-level = "errors"', "fail-level must be one of 'error', 'warning', 'never', not \"errors\"; "
                              "did you mean 'error'?"),
    ('[sync]\nstrategy = "newest"', "strategy in [sync] must be one of 'recency', 'confidence', 'disputed', "
                                    "'manual', not \"newest\""),
    ("[sync.llm]\ntimeout = -1", "timeout in [sync.llm] must be greater than 0.0, not -1"),
    ('[sync.llm]\nconcurrency = "many"', 'concurrency in [sync.llm] must be a whole number, not "many"'),
    ('[[types]]\nname = "Run Book"', "name in [[types]] 'Run Book' must be a name of lower-case letters, digits "
                                     'and hyphens that starts with a letter, e.g. name = "runbook"'),
])
def test_configuration_errors_in_plain_words(repo: Path, settings: str, message: str) -> None:
    (repo / ".doccheck.toml").write_text(settings + "\n")
    run = doccheck("check", "docs", cwd=repo)
    assert run == Run(2, [], [f"doccheck: error: {repo / '.doccheck.toml'}: {message}"])


def test_configuration_errors_name_pyprojects_tables(repo: Path) -> None:
    (repo / ".doccheck.toml").unlink()
    (repo / "pyproject.toml").write_text('[tool.doccheck.sync]\nstratgy = "recency"\n')
    run = doccheck("check", "docs", cwd=repo)
    assert run.err == [f"doccheck: error: {repo / 'pyproject.toml'}: unknown key 'stratgy' in "
                       "[tool.doccheck.sync]; did you mean 'strategy'?"]


def test_an_unknown_status_suggests_the_nearest(repo: Path) -> None:
    path = repo / "docs" / "adr" / "0001-use-postgresql.md"
    path.write_text(path.read_text().replace("Accepted", "Acepted"))
    run = doccheck("check", str(path.relative_to(repo)), cwd=repo)
    assert run.out[0].startswith("docs/adr/0001-use-postgresql.md:7:1: DC203 unknown-status: unknown status "
                                 "'acepted', did you mean 'accepted'? adr allows: proposed, ")


# What is checked


def test_an_empty_adr_gets_one_finding(repo: Path) -> None:
    (repo / "docs" / "adr" / "0003-use-redis.md").write_text("\n")
    run = doccheck("check", "docs/adr/0003-use-redis.md", cwd=repo)
    assert run.out == ["docs/adr/0003-use-redis.md:1:1: DC003 empty-document: document is empty",
                       "1 file checked, 1 warning, 0 errors"]


def test_a_named_file_that_is_neither_markdown_nor_code_is_skipped_and_not_counted(repo: Path) -> None:
    (repo / "notes.txt").write_text("hello\n")
    run = doccheck("check", "notes.txt", "docs/adr/0001-use-postgresql.md", cwd=repo)
    assert run.err == ["doccheck: notes.txt: not a Markdown file (.md, .markdown, .mdown, .mkd), skipped"]
    assert run.out == ["1 file checked, 0 warnings, 0 errors"]
    assert run.code == 0


def test_a_named_code_file_is_checked_for_the_decisions_it_cites(repo: Path) -> None:
    (repo / "src").mkdir()
    (repo / "src" / "app.py").write_text("print('hello')  # see ADR-0001\n")
    run = doccheck("check", "src/app.py", "docs/adr/0001-use-postgresql.md", cwd=repo)
    assert run.err == []
    assert run.out == ["2 files checked, 0 warnings, 0 errors"]


# The baseline


def test_a_baseline_hides_old_debt_and_shows_new_findings(repo: Path) -> None:
    adr = repo / "docs" / "adr"
    (adr / "0001-use-redis.md").write_text(ADR.format(number=1, title="Redis"))  # DC401 twice: errors
    before = doccheck("check", "docs/adr/0001-use-postgresql.md", cwd=repo)
    assert before.code == 1  # editing the ADR is blocked by a number another ADR took long ago

    recorded = doccheck("baseline", cwd=repo)
    assert recorded == Run(0, ["3 findings in 3 files recorded in .doccheck-baseline.json: `doccheck check` "
                               "reports only findings that are not in it (commit the file)"], [])
    after = doccheck("check", "docs/adr/0001-use-postgresql.md", cwd=repo)
    assert after == Run(0, ["1 file checked (1 unchanged, findings from the cache), 0 warnings, 0 errors; "
                            "2 known findings in the baseline not shown"], [])

    # Lines move above the old findings: still known. A new finding is reported, and blocks.
    kafka = adr / "0002-use-kafka.md"
    kafka.write_text("\n\n" + kafka.read_text())
    postgres = adr / "0001-use-postgresql.md"
    postgres.write_text("\n" + postgres.read_text().replace("Accepted", "Acepted"))
    run = doccheck("check", "docs", cwd=repo)
    assert [line.split(": ")[0] for line in run.out[:-1]] == ["docs/adr/0001-use-postgresql.md:8:1"]
    assert run.out[-1] == "3 files checked (1 unchanged, findings from the cache), 1 warning, 0 errors; " \
                          "3 known findings in the baseline not shown"
    assert run.code == 0

    everything = doccheck("check", "docs", "--no-baseline", cwd=repo)
    assert len(everything.out) == 5 and everything.code == 1


def test_a_second_identical_finding_is_new(repo: Path) -> None:
    path = repo / "docs" / "adr" / "0001-use-postgresql.md"
    text = path.read_text()
    path.write_text(text.replace("Deploys need", "[Runbook](runbook.md): deploys need"))
    doccheck("baseline", "docs", cwd=repo)
    path.write_text(text.replace("Reporting joins", "[Runbook](runbook.md): reporting joins")
                    .replace("Deploys need", "[Runbook](runbook.md): deploys need"))
    run = doccheck("check", "docs", cwd=repo)
    assert [line.split(": ")[0] for line in run.out[:-1]] == ["docs/adr/0001-use-postgresql.md:11:1"]
    assert run.out[0].endswith("DC410 broken-link: link to 'runbook.md': no such file")


def test_the_baseline_file_is_named_in_the_configuration(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text('baseline = "ci/known-findings.json"\n')
    (repo / "ci").mkdir()
    assert doccheck("baseline", "docs", cwd=repo).code == 0
    assert (repo / "ci" / "known-findings.json").is_file()
    assert not (repo / ".doccheck-baseline.json").exists()
    assert doccheck("check", "docs", cwd=repo).out == [
        "2 files checked (2 unchanged, findings from the cache), 0 warnings, 0 errors; "
        "1 known finding in the baseline not shown"]


def test_scripts_are_told_what_the_baseline_left_out(repo: Path) -> None:
    import json

    doccheck("baseline", "docs", cwd=repo)
    assert (repo / ".doccheck-baseline.json").stat().st_mode & 0o777 == 0o644  # to commit, not private
    report = json.loads("\n".join(doccheck("check", "docs", "--format", "json", cwd=repo).out))
    assert (report["files"], report["baselined"], report["findings"]) == (2, 1, [])


def test_a_baseline_that_is_not_one_is_one_line(repo: Path) -> None:
    (repo / ".doccheck-baseline.json").write_text("{not json")
    run = doccheck("check", "docs", cwd=repo)
    assert run.code == 2 and len(run.err) == 1
    assert run.err[0].startswith(f"doccheck: error: {repo / '.doccheck-baseline.json'}: not a doccheck baseline")
    missing = doccheck("check", "docs", "--baseline", "nowhere.json", cwd=repo)
    assert missing == Run(2, [], ["doccheck: error: nowhere.json: no such baseline file; "
                                  "write it with `doccheck baseline`"])


def test_the_actions_check_leaves_out_the_baseline_too(repo: Path) -> None:
    doccheck("baseline", "docs", cwd=repo)
    outputs, summary = repo / "outputs.txt", repo / "summary.md"
    env = {"GITHUB_OUTPUT": str(outputs), "GITHUB_STEP_SUMMARY": str(summary), "RUNNER_TEMP": str(repo)}
    run = doccheck("ci", "check", "docs", cwd=repo, **env)
    assert run.code == 0 and run.out == []  # no annotations
    assert "errors=0\nwarnings=0\nnotices=0\nfindings=0\n" in outputs.read_text()
    assert "> 1 known finding in the baseline not shown." in summary.read_text()
    assert run.err == ["doccheck: 1 known finding in the baseline not shown.", "2 files checked, 0 warnings, 0 errors"]
