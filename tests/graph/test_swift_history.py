"""Real history: swift-evolution's proposals, whose `Status:` lines were edited in place for nine years.

The repository is replayed by a first `doccheck sync` (tests/data/histories/swift-evolution-30.bundle: 30
proposals, 246 commits, see its README). For (proposal, date) pairs drawn at random, the status doccheck gives
as of the date must be the `Status:` line of that file at the last first-parent commit on or before the date,
read straight from git here. The full history (7,807 commits) is measured by bench/bench_history.py.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.read.status import parse_status

BUNDLE = Path(__file__).resolve().parents[1] / "data" / "histories" / "swift-evolution-30.bundle"
_STATUS = re.compile(r"^\s*[*-]\s*Status:\s*(.+)$", re.M)


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def swift(tmp_path_factory: pytest.TempPathFactory) -> Path:
    repo = tmp_path_factory.mktemp("swift") / "swift-evolution"
    subprocess.run(["git", "clone", "-q", "-b", "main", str(BUNDLE), str(repo)], check=True)
    return repo


def status_in_git(repo: Path, path: str, day: str) -> str | None:
    """The normalised `Status:` of the file at the last first-parent commit on or before the end of the day."""
    commit = git(repo, "rev-list", "-1", "--first-parent", f"--before={day}T23:59:59Z", "HEAD").strip()
    if not commit:
        return None
    shown = subprocess.run(["git", "show", f"{commit}:{path}"], cwd=repo, capture_output=True, text=True)
    if shown.returncode != 0:
        return None  # not there yet, or deleted
    found = _STATUS.search(shown.stdout)
    parsed = parse_status(found.group(1)) if found else None
    return parsed.value if parsed is not None else None


def test_each_proposals_status_as_of_a_date_is_the_status_line_git_has_then(
        swift: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the check accepts the status, the graph answers it; where the check would reject it (a type with a
    closed list of statuses that lacks it), the sync reported it and the graph holds no status for that version,
    never the one before it. (The swift-proposal type keeps no closed list: real histories hold many wordings.)"""
    from doccheck.run.settings import load_config

    monkeypatch.delenv("GITHUB_REF_NAME", raising=False)
    monkeypatch.chdir(swift)
    assert main(["sync", "proposals", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["versions"]["commits"] == 246
    swift_type = load_config(swift).registry.get("swift-proposal")
    assert swift_type is not None
    allowed = set(swift_type.statuses)
    rejected = {p["path"] for p in report["problems"] if p["message"].startswith("status ")}
    rng = random.Random(2026)
    files = sorted(git(swift, "ls-tree", "--name-only", "HEAD", "proposals/").split())
    accepted = refused = past = 0
    while accepted < 60:
        path = rng.choice(files)
        # A day between two consecutive commits of the file: every version gets its turn, not only the last.
        times = sorted(datetime.fromisoformat(t).timestamp() for t in git(
            swift, "log", "--first-parent", "--format=%cI", "--", path).split())
        ends = [*times[1:], datetime(2025, 1, 1, tzinfo=UTC).timestamp()]
        index = rng.randrange(len(times))
        day = datetime.fromtimestamp(rng.uniform(times[index], ends[index]), UTC).date().isoformat()
        expected = status_in_git(swift, path, day)
        number = re.match(r"proposals/(\d{4})", path)
        assert number is not None
        code = main(["facts", "--about", f"SE-{number.group(1)}", "--as-of", day, "--format", "json"])
        out, err = capsys.readouterr()
        assert code == 0, err
        facts = json.loads(out)["facts"]
        got = sorted({f["object"] for f in facts if f["relation"] == "HAS_STATUS" and f["path"] == path})
        if expected is not None and allowed and expected not in allowed:
            assert got == [], (path, day, expected)
            assert path in rejected
            refused += 1
            continue
        assert got == ([expected] if expected else []), (path, day)
        accepted += 1
        past += expected is not None and expected != status_in_git(swift, path, "2025-01-01")
    assert past >= 10  # the draw reaches into the past: statuses that later changed
    assert refused <= accepted // 4  # the type knows the statuses real proposals used
