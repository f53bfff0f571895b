"""A hostile repository against the graph (issue 23): what is committed, and how the history was fetched, never
turns the graph into someone else's or into a traceback."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from .test_history import Repo, adr


@pytest.fixture(autouse=True)
def _on_main(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_REF_NAME", "DOCCHECK_SYNC_BRANCH", "DOCCHECK_FALKORDB_URL", "DOCCHECK_SYNC_CRASH_AFTER",
                 "DOCCHECK_SYNC_BATCH"):
        monkeypatch.delenv(name, raising=False)


def raw_commit(repo: Repo, committer_date: str) -> str:
    """A commit of the index's tree on HEAD whose committer line says `committer_date` as written (git's own
    commands refuse such dates; `hash-object --literally` writes what an attacker would push)."""
    repo.git("add", "-A")
    tree = repo.git("write-tree").strip()
    parent = repo.git("rev-parse", "HEAD").strip()
    body = (f"tree {tree}\nparent {parent}\nauthor t <t@example.com> 1706781600 +0000\n"
            f"committer t <t@example.com> {committer_date}\n\nodd date\n")
    sha = subprocess.run(["git", "hash-object", "-t", "commit", "-w", "--literally", "--stdin"], cwd=repo.root,
                         input=body, capture_output=True, text=True, check=True).stdout.strip()
    repo.git("update-ref", "refs/heads/main", sha)
    return sha


@pytest.mark.parametrize("committer_date", ["253402300800 +0000", "-100 +0000", "1706868000 +2500",
                                            "1706868000 -9999"], ids=["year-10000", "negative", "offset-25h",
                                                                      "offset-minus-99h"])
def test_a_commit_dated_where_no_commit_can_be_is_timed_by_its_neighbours_and_later_syncs_go_on(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], committer_date: str) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: RabbitMQ\n"))
    repo.commit("2024-02-01T10:00:00Z")
    repo.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: Kafka\n"))
    odd = raw_commit(repo, committer_date)
    repo.write("adr/0002-cache.md", adr(2, "Cache", "2024-03-01", front="decides:\n  cache: Redis\n"))
    repo.commit("2024-03-02T10:00:00Z")
    code, out, err = repo.run("sync", str(repo.root), "--format", "json")
    assert code == 0 and "Traceback" not in err, err
    report = json.loads(out)
    if committer_date.startswith(("253402300800", "-100")):
        # Just after the commit before it: the 2024-02-01 commit.
        assert (f"commit {odd[:12]}: its committer date is not a time a commit can have (before 1970, after "
                "tomorrow, or unreadable): taken as 2024-02-01T10:00:00.000001+00:00, from the commits beside it"
                ) in report["notes"]
    assert report["versions"]["read"] == 3
    assert repo.values("queue", "IS", "--as-of", "2024-01-15") == ["RabbitMQ"]
    assert repo.values("queue", "IS") == ["Kafka"]
    # The graph is not stuck: the next commit syncs as any other.
    repo.write("adr/0003-api.md", adr(3, "API", "2024-04-01", front="decides:\n  api: REST\n"))
    repo.commit("2024-04-02T10:00:00Z")
    assert repo.sync()["versions"]["read"] == 1
    assert repo.values("api", "IS") == ["REST"]
