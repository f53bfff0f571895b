"""Dates that expire (issue 27): DC601 a review date passed, DC602 a proposal left waiting, DC603 a review date that
is no day; what a commit's check and `check --all` report of them, and `doccheck due` for a scheduled workflow.

Each test builds a real repository in a temporary folder (with git, and commits dated in the past, where a
proposal's last change matters) and runs doccheck as a user does, with `DOCCHECK_TODAY` as the day."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]

BODY = "\n## Context\n\nWe had to choose.\n\n## Decision\n\nWe chose.\n\n## Consequences\n\nWe live with it.\n"
KAFKA = "---\nstatus: accepted\ndate: 2025-01-10\nreview-by: 2025-06-30\n---\n# 1. Use Kafka\n" + BODY
REDIS = "# 2. Use Redis\n\nDate: 2025-02-01\nStatus: Accepted (provisional for 6 months)\n" + BODY
GRPC = "# 3. Use gRPC\n\n* Status: Proposed\n* Date: 2025-03-01\n" + BODY
S3 = "# 4. Use S3\n\n**Status:** Accepted | **Date:** 2026-06-09 | **Review:** 2027-06-09\n" + BODY
OLD = "---\nstatus: superseded\ndate: 2024-01-10\nreview-by: 2024-06-30\n---\n# 5. Use RabbitMQ\n" + BODY


class Run(NamedTuple):
    code: int
    out: list[str]
    err: list[str]


def doccheck(*args: str, cwd: Path, today: str = "2026-12-01", path: str | None = None) -> Run:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "DOCCHECK_TODAY": today}
    if path is not None:
        env["PATH"] = path
    done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return Run(done.returncode, done.stdout.splitlines(), done.stderr.splitlines())


def git(repo: Path, *args: str, when: str = "2026-01-05T10:00:00Z") -> None:
    env = {**os.environ, "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args], cwd=repo, check=True,
                   capture_output=True, env=env)


def make(root: Path, config: str = "", **records: str) -> Path:
    adr = root / "docs" / "adr"
    adr.mkdir(parents=True, exist_ok=True)
    (root / ".doccheck.toml").write_text(config)
    for name, text in records.items():
        (adr / f"{name}.md").write_text(text)
    return root


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make(tmp_path, **{"0001-use-kafka": KAFKA, "0002-use-redis": REDIS, "0003-use-grpc": GRPC,
                             "0004-use-s3": S3, "0005-use-rabbitmq": OLD})


KAFKA_DUE = ("docs/adr/0001-use-kafka.md:4:1: DC601 review-date-passed: review-by 2025-06-30 has passed, 17 months "
             "ago (front matter, line 4); the record is still 'accepted': review it, then set the next date or "
             "change its status")
REDIS_DUE = ("docs/adr/0002-use-redis.md:4:1: DC601 review-date-passed: the window its status gives ('provisional "
             "for 6 months', to 2025-08-01) has passed, 16 months ago (status, line 4); the record is still "
             "'accepted': review it, then set the next date or change its status")


def test_a_commit_is_told_of_its_own_records_only(repo: Path) -> None:
    """The hook names the files of the commit: an overdue record it touches is a notice; one it does not touch
    is not its business, whatever the day."""
    touched = doccheck("check", "--", "docs/adr/0001-use-kafka.md", cwd=repo)
    assert touched.out == [KAFKA_DUE, "1 file checked, 0 warnings, 0 errors"]
    assert touched.code == 0  # a notice: the day passing blocks no commit
    other = doccheck("check", "--fail-level", "warning", "--", "docs/adr/0004-use-s3.md", cwd=repo)
    assert other.code == 0 and other.out[-1].endswith(", 0 warnings, 0 errors") and len(other.out) == 1


def test_check_all_judges_every_record_in_force_as_of_the_day(repo: Path) -> None:
    run = doccheck("check", "--all", "docs", cwd=repo)
    assert [line for line in run.out if "DC6" in line] == [KAFKA_DUE, REDIS_DUE]  # not 0005: superseded
    assert run.code == 0
    earlier = doccheck("check", "--all", "docs", cwd=repo, today="2025-06-30")  # the last day is not past
    assert [line for line in earlier.out if "DC6" in line] == []
    later = doccheck("check", "--all", "docs", cwd=repo, today="2025-07-01")
    assert [line.split(": ", 2)[1] for line in later.out if "DC6" in line] == ["DC601 review-date-passed"]


def test_a_team_may_make_it_block_and_may_leave_it_out(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text('severity = { DC601 = "warning" }\nfail-level = "warning"\n')
    run = doccheck("check", "--", "docs/adr/0001-use-kafka.md", cwd=repo)
    assert run.code == 1 and run.out[-1] == "1 file checked, 1 warning, 0 errors"
    (repo / ".doccheck.toml").write_text('ignore = ["DC6"]\n')
    assert not [line for line in doccheck("check", "--all", "docs", cwd=repo).out if "DC6" in line]
    (repo / ".doccheck.toml").write_text("")
    kafka = repo / "docs" / "adr" / "0001-use-kafka.md"
    kafka.write_text(KAFKA.replace("# 1.", "<!-- doccheck: disable-file=DC601 -->\n# 1."))
    assert doccheck("check", "--", str(kafka), cwd=repo).out == ["1 file checked, 0 warnings, 0 errors"]
    assert doccheck("due", "docs", cwd=repo).out[0].startswith("docs/adr/0002-use-redis.md:4: DC601")


def test_a_baselined_notice_stays_known_as_the_days_pass(repo: Path) -> None:
    assert doccheck("baseline", "docs", cwd=repo).code == 0
    for day in ("2026-12-01", "2026-12-02", "2027-03-15"):
        run = doccheck("check", "--all", "docs", cwd=repo, today=day)
        assert not [line for line in run.out if "DC6" in line], (day, run.out)


def test_a_review_date_that_is_no_day_is_a_warning(tmp_path: Path) -> None:
    make(tmp_path, **{"0001-x": KAFKA.replace("2025-06-30", '"2026-02-30"')})
    run = doccheck("check", "docs", cwd=tmp_path)
    assert run.out == ["docs/adr/0001-x.md:4:1: DC603 unreadable-review-date: review-by '2026-02-30' is not a day: "
                       "day 30 does not exist in February 2026; write it as YYYY-MM-DD, a month (2026-06) or a "
                       "quarter (Q3 2026)", "1 file checked, 1 warning, 0 errors"]


def test_due_lists_what_is_due_and_what_comes_due(repo: Path) -> None:
    run = doccheck("due", "--within", "200d", cwd=repo)
    assert run.code == 1
    assert run.out == [KAFKA_DUE.replace(":4:1:", ":4:"), REDIS_DUE.replace(":4:1:", ":4:"),
                       "docs/adr/0004-use-s3.md:3: DC601 due soon: review 2027-06-09 comes due in 190 days (header "
                       "line, line 3)",
                       "3 due as of 2026-12-01 (2 overdue, 1 within 200 days); stale proposals not judged (set "
                       "stale-proposal in the configuration)"]
    report = json.loads("\n".join(doccheck("due", "--within", "4w", "--format", "json", cwd=repo).out))
    assert {k: report[k] for k in ("version", "today", "within_days", "overdue", "coming")} == {
        "version": 1, "today": "2026-12-01", "within_days": 28, "overdue": 2, "coming": 0}
    assert report["due"][0] == {
        "path": "docs/adr/0001-use-kafka.md", "line": 4, "code": "DC601", "rule": "review-date-passed",
        "overdue": True, "date": "2025-06-30", "days": 519, "title": "1. Use Kafka", "status": "accepted",
        "message": KAFKA_DUE.split(": ", 2)[2], "basis": "review-by in the front matter, line 4"}
    assert doccheck("due", "--today", "2025-01-15", cwd=repo).out == [
        "nothing due as of 2025-01-15 (3 records with a review date, none due); stale proposals not judged (set "
        "stale-proposal in the configuration)"]
    assert doccheck("due", "--today", "2025-01-15", cwd=repo).code == 0


@pytest.mark.parametrize(("args", "environ", "said"), [
    (["--within", "3x"], {}, "argument --within: '3x' is not a duration: write days or weeks, such as 30d or 4w"),
    (["--today", "2026-13-01"], {}, "argument --today: '2026-13-01' is not a day: write it as YYYY-MM-DD"),
    ([], {"today": "monday"}, "doccheck: error: DOCCHECK_TODAY='monday' is not a day: write it as YYYY-MM-DD, or "
                              "unset it"),
])
def test_a_bad_day_or_window_is_one_line_and_exit_2(repo: Path, args: list[str], environ: dict[str, str],
                                                    said: str) -> None:
    run = doccheck("due", *args, cwd=repo, **environ)
    assert run.code == 2 and said in run.err[-1] and run.out == []


def test_a_bad_stale_proposal_setting_names_the_file_and_the_fix(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text('stale-proposal = "3 months"\n')
    run = doccheck("due", cwd=repo)
    assert run.code == 2
    assert run.err == ["doccheck: error: .doccheck.toml: stale-proposal: '3 months' is not a duration: write days "
                       'or weeks, e.g. stale-proposal = "90d" (or "12w")'] or ".doccheck.toml" in run.err[0]


# Proposals: git tells their last change.

def proposals(tmp_path: Path) -> Path:
    root = make(tmp_path, 'stale-proposal = "90d"\n', **{
        "0001-use-kafka": KAFKA.replace("review-by: 2025-06-30\n", ""), "0003-use-grpc": GRPC,
        "0006-use-nats": GRPC.replace("3. Use gRPC", "6. Use NATS").replace("Proposed", "Draft"),
        "0007-use-zeromq": GRPC.replace("3. Use gRPC", "7. Use ZeroMQ").replace("Proposed", "Deferred")})
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "records", when="2026-01-05T10:00:00Z")
    nats = root / "docs" / "adr" / "0006-use-nats.md"
    nats.write_text(nats.read_text() + "\nMore thoughts.\n")
    git(root, "commit", "-q", "-am", "nats", when="2026-10-20T10:00:00Z")
    return root


GRPC_STALE = ("docs/adr/0003-use-grpc.md:3:1: DC602 stale-proposal: still 'proposed' 330 days after its last change "
              "(its last commit, 2026-01-05); stale-proposal = \"90d\" in .doccheck.toml allows 90: accept, reject or "
              "withdraw it, or say in it why it waits")


def test_a_proposal_is_stale_by_its_last_commit(tmp_path: Path) -> None:
    root = proposals(tmp_path)
    run = doccheck("check", "--all", "docs", cwd=root)
    assert [line for line in run.out if "DC6" in line] == [GRPC_STALE]  # NATS changed since; ZeroMQ is deferred
    due = doccheck("due", "--within", "60d", cwd=root)
    assert due.out[1] == ("docs/adr/0006-use-nats.md:3: DC602 due soon: still 'draft' since its last change (its "
                          "last commit, 2026-10-20); by stale-proposal = \"90d\" in .doccheck.toml it turns stale on "
                          "2027-01-18, in 48 days")
    assert due.out[-1] == "2 due as of 2026-12-01 (1 overdue, 1 within 60 days)"


def test_a_proposal_being_edited_or_not_committed_is_not_stale(tmp_path: Path) -> None:
    root = proposals(tmp_path)
    grpc = root / "docs" / "adr" / "0003-use-grpc.md"
    grpc.write_text(grpc.read_text() + "\nA new thought.\n")  # the commit being made
    assert doccheck("check", "--", "docs/adr/0003-use-grpc.md", cwd=root).out == [
        "1 file checked, 0 warnings, 0 errors"]
    (root / "docs" / "adr" / "0008-use-mqtt.md").write_text(GRPC.replace("3. Use gRPC", "8. Use MQTT"))
    run = doccheck("check", "--all", "docs", cwd=root)
    assert not [line for line in run.out if "DC602" in line]


def test_outside_git_the_record_date_is_its_last_change_never_the_mtime(tmp_path: Path) -> None:
    root = make(tmp_path, 'stale-proposal = "12w"\n', **{"0003-use-grpc": GRPC})
    said = ["docs/adr/0003-use-grpc.md:3:1: DC602 stale-proposal: still 'proposed' 640 days after its last change "
            "(its date, 2025-03-01, as it is not in git); stale-proposal = \"12w\" in .doccheck.toml allows 84: "
            "accept, reject or withdraw it, or say in it why it waits"]
    run = doccheck("check", "--all", "docs", cwd=root)  # the file was written a moment ago
    assert [line for line in run.out if "DC602" in line] == said
    git(root, "init", "-q")  # a repository with no commit yet: nothing in it is in git
    assert [line for line in doccheck("check", "--all", "docs", cwd=root).out if "DC602" in line] == said


def test_a_shallow_clone_does_not_pretend_to_know(tmp_path: Path) -> None:
    origin = proposals(tmp_path / "origin")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{origin}", str(clone)], check=True,
                   capture_output=True)
    run = doccheck("check", "--all", "docs", cwd=clone)
    assert not [line for line in run.out if "DC602" in line]
    assert run.err == ["doccheck: 2 proposals not judged stale: this clone is shallow and their last commit is older "
                       "than its history (fetch it whole: `git fetch --unshallow`, or `fetch-depth: 0` with "
                       "actions/checkout)"]


def test_the_hook_starts_git_only_for_a_named_proposal(tmp_path: Path) -> None:
    """A `git` first on PATH that writes down each call, then runs the real one."""
    root = proposals(tmp_path / "repo")
    calls = tmp_path / "calls"
    shim = tmp_path / "bin" / "git"
    shim.parent.mkdir()
    real = subprocess.run(["which", "git"], capture_output=True, text=True, check=True).stdout.strip()
    shim.write_text(f'#!/bin/sh\necho "$*" >> {calls}\nexec {real} "$@"\n')
    shim.chmod(shim.stat().st_mode | stat.S_IEXEC)
    path = f"{shim.parent}{os.pathsep}{os.environ['PATH']}"
    doccheck("check", "docs", cwd=root, path=path)  # the cache, and every proposal judged once
    calls.unlink(missing_ok=True)
    kafka = root / "docs" / "adr" / "0001-use-kafka.md"
    kafka.write_text(kafka.read_text() + "\nAn edit.\n")
    assert doccheck("check", "--", "docs/adr/0001-use-kafka.md", cwd=root, path=path).code == 0
    assert not calls.exists()  # an accepted record: no git at all
    run = doccheck("check", "--", "docs/adr/0003-use-grpc.md", cwd=root, path=path)
    assert run.out[0] == GRPC_STALE
    asked = calls.read_text().splitlines()
    assert all("0001-use-kafka.md" not in call and "0006-use-nats.md" not in call for call in asked)
    assert [call.split(" -- ")[-1] for call in asked if " -- " in call] == ["docs/adr/0003-use-grpc.md"] * 2


def test_the_repository_pass_and_the_day_agree_on_the_rows() -> None:
    """run/repository.py finds the rows without importing repo/due.py (a commit without dates imports none of it)."""
    from doccheck.repo import due
    from doccheck.run import repository

    assert (repository.REVIEW_ROW, repository.PROPOSAL_ROW) == (due.REVIEW_ROW, due.PROPOSAL_ROW)


def test_a_commit_whose_files_state_no_date_imports_nothing_of_dc6(repo: Path) -> None:
    s3 = repo / "docs" / "adr" / "0004-use-s3.md"
    s3.write_text(s3.read_text().replace("**Review:** 2027-06-09", "**Owner:** ops"))
    doccheck("check", "docs", cwd=repo)  # the cache
    s3.write_text(s3.read_text() + "\nA line of prose.\n")  # the commit
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "DOCCHECK_TODAY": "2026-12-01"}
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "doccheck", "check", "--", str(s3)], cwd=repo,
                          env=env, capture_output=True, text=True, timeout=120)
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "doccheck.run.repository" in imported
    assert not imported & {"doccheck.run.expiry", "doccheck.repo.due", "doccheck.run.last_change"}
