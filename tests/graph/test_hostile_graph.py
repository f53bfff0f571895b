"""A hostile repository against the graph (issue 23): what is committed, and how the history was fetched, never
turns the graph into someone else's or into a traceback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import TcpServer
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


def clone(repo: Repo, target: Path, capsys: pytest.CaptureFixture[str]) -> Repo:
    subprocess.run(["git", "clone", "-q", str(repo.root), str(target)], check=True, capture_output=True)
    cloned = Repo.__new__(Repo)
    cloned.root, cloned.capsys = target, capsys
    return cloned


def one_line_refusal(repo: Repo, *argv: str) -> str:
    code, out, err = repo.run(*argv)
    assert code == 2, (out, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err.strip()


def test_a_committed_graph_is_never_read_by_any_graph_command(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = Repo(tmp_path / "origin", capsys)
    repo.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: RabbitMQ\n"))
    repo.commit("2024-02-01T10:00:00Z")
    repo.sync()
    # The graph folder goes into a commit, and the document goes on to say something else.
    repo.git("add", "-f", ".doccheck/graph/graph.rdb")
    repo.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: Kafka\n"))
    repo.commit("2024-03-01T10:00:00Z")
    fresh = clone(repo, tmp_path / "clone", capsys)
    committed = (fresh.root / ".doccheck/graph/graph.rdb").read_bytes()
    config = str(fresh.root / ".doccheck.toml")
    expected = ("doccheck: error: .doccheck/graph is committed to the repository; doccheck does not read a graph it "
                "did not write: `git rm -r --cached .doccheck/graph`, then `doccheck sync`")
    for argv in (("facts", "--config", config, "--about", "queue"), ("history", "ADR-0001", "--config", config),
                 ("graph", "status", "--config", config), ("mcp", "--config", config),
                 ("sync", str(fresh.root))):
        assert one_line_refusal(fresh, *argv) == expected, argv
    assert (fresh.root / ".doccheck/graph/graph.rdb").read_bytes() == committed
    # Doing what the line says gives a graph of this repository's own history.
    fresh.git("rm", "-r", "-q", "--cached", ".doccheck/graph")
    fresh.commit("2024-04-01T10:00:00Z", "untrack the graph")
    (fresh.root / ".doccheck/graph/graph.rdb").unlink()
    fresh.sync()
    assert fresh.values("queue", "IS") == ["Kafka"]


@pytest.mark.parametrize("link", [".doccheck/graph", ".doccheck"])
def test_a_committed_link_to_a_sibling_repository_s_graph_is_refused_and_the_sibling_left_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], link: str) -> None:
    sibling = Repo(tmp_path / "sibling", capsys)
    sibling.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: RabbitMQ\n"))
    sibling.commit("2024-02-01T10:00:00Z")
    sibling.sync()
    before = (sibling.root / ".doccheck/graph/graph.rdb").read_bytes()
    attacker = Repo(tmp_path / "attacker", capsys)
    attacker.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: Kafka\n"))
    depth = "../" * link.count("/")
    (attacker.root / link).parent.mkdir(parents=True, exist_ok=True)
    (attacker.root / link).symlink_to(f"{depth}../sibling/{link}")
    attacker.commit("2024-02-01T10:00:00Z")
    fresh = clone(attacker, tmp_path / "clone", capsys)
    assert (fresh.root / link).is_symlink()
    err = one_line_refusal(fresh, "sync", str(fresh.root))
    assert err == (f"doccheck: error: .doccheck/graph leads out of the repository (to {sibling.root}/.doccheck/graph) "
                   "through a symbolic link; doccheck writes its graph only inside the repository: remove the "
                   "link, then `doccheck sync`")
    one_line_refusal(fresh, "facts", "--config", str(fresh.root / ".doccheck.toml"))
    assert (sibling.root / ".doccheck/graph/graph.rdb").read_bytes() == before
    assert sibling.values("queue", "IS") == ["RabbitMQ"]


def all_facts(repo: Repo, url: str) -> list[tuple[str, str, str]]:
    code, out, err = repo.run("facts", "--config", str(repo.root / ".doccheck.toml"), "--falkordb-url", url,
                              "--format", "json")
    assert code == 0, err
    return sorted((f["subject"], f["relation"], f["object"]) for f in json.loads(out)["facts"])


def test_a_shallow_clone_syncing_into_an_existing_graph_is_never_taken_for_a_rewritten_history(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], tcp_server: TcpServer) -> None:
    origin = Repo(tmp_path / "origin", capsys)
    for number, value in enumerate(("PostgreSQL", "Redis", "Kafka", "REST"), start=1):
        origin.write(f"adr/000{number}-choice.md", adr(number, "Choice", f"2024-0{number}-01",
                                                       front=f"decides:\n  choice {number}: {value}\n"))
        origin.commit(f"2024-0{number}-02T10:00:00Z")
    full = clone(origin, tmp_path / "full", capsys)
    full.sync("--falkordb-url", tcp_server.url)
    before = all_facts(full, tcp_server.url)
    assert len(before) == 16  # a date, a status, a title and a choice each
    origin.write("adr/0005-choice.md", adr(5, "Choice", "2024-05-01", front="decides:\n  choice 5: gRPC\n"))
    origin.commit("2024-05-02T10:00:00Z")
    # The merge-to-main workflow's checkout, had it kept actions/checkout's default depth.
    shallow = tmp_path / "shallow"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{origin.root}", str(shallow)], check=True)
    ci = Repo.__new__(Repo)
    ci.root, ci.capsys = shallow, capsys
    err = one_line_refusal(ci, "sync", str(shallow), "--falkordb-url", tcp_server.url)
    assert err == (f"doccheck: error: {shallow} is a shallow clone: the sync reads the history from where the graph "
                   "left off, which this clone does not have; fetch the whole history (`git fetch --unshallow`, or "
                   "`fetch-depth: 0` for actions/checkout), or sync `--since` a commit it has")
    assert all_facts(full, tcp_server.url) == before  # nothing pruned
    assert one_line_refusal(ci, "sync", str(shallow), "--history", "--falkordb-url", tcp_server.url) == err
    # `--since` what it has: the one new commit is read, and nothing is taken for rewritten.
    report = ci.sync("--since", "HEAD", "--falkordb-url", tcp_server.url)
    assert report["versions"]["read"] == 1
    assert not [n for n in report["notes"] if "rewritten" in n]
    assert all_facts(full, tcp_server.url) == sorted([*before, ("ADR-0005", "DECIDED_ON", "2024-05-01"),
                                                      ("ADR-0005", "HAS_STATUS", "accepted"),
                                                      ("ADR-0005", "HAS_TITLE", "5. Choice"),
                                                      ("choice 5", "IS", "gRPC")])


def test_a_real_force_push_prunes_and_says_what_it_removed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], tcp_server: TcpServer) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: RabbitMQ\n"))
    repo.commit("2024-01-02T10:00:00Z")
    repo.write("adr/0001-queue.md", adr(1, "Queue", "2024-01-01", front="decides:\n  queue: Kafka\n"))
    repo.commit("2024-02-02T10:00:00Z")
    repo.sync("--falkordb-url", tcp_server.url)
    repo.git("reset", "-q", "--hard", "HEAD~1")  # the history is rewritten: Kafka never happened
    report = repo.sync("--history", "--falkordb-url", tcp_server.url)
    assert ("1 document had 1 version from commits the history no longer has (rewritten by a force-push), removed: "
            "adr/0001-queue.md; derived again without them") in report["notes"]
    assert repo.values("queue", "IS", "--falkordb-url", tcp_server.url) == ["RabbitMQ"]


def long_history(repo: Repo, commits: int, documents: int) -> None:
    """`commits` commits, each a new value in one of `documents` ADRs, written in one `git fast-import`."""
    stream = []
    start = 1577872800  # 2020-01-01T10:00:00Z
    for index in range(commits):
        number = index % documents + 1
        text = adr(number, f"Choice {number}", "2020-01-01", front=f"decides:\n  choice {number}: value {index}\n")
        data, message = text.encode(), f"choice {number}: value {index}".encode()
        stream += [b"commit refs/heads/main", b"mark :%d" % (index + 1),
                   b"committer t <t@example.com> %d +0000" % (start + 3600 * index),
                   b"data %d" % len(message), message]
        if index:
            stream.append(b"from :%d" % index)
        stream += [b"M 100644 inline adr/%04d-choice.md" % number, b"data %d" % len(data), data, b""]
    subprocess.run(["git", "fast-import", "--quiet"], cwd=repo.root, input=b"\n".join(stream) + b"\n", check=True)
    repo.git("reset", "-q", "--hard", "main")


def read_graph(data_dir: Path, query: str) -> list[tuple[object, ...]]:
    """The rows of `query` over every graph of the embedded folder, as the next doccheck would load it."""
    from falkordb import FalkorDB

    from doccheck.graph.storage.shared import SharedFalkorDB

    server = SharedFalkorDB(data_dir)
    server.start()
    try:
        client = FalkorDB(unix_socket_path=str(server.socket_path))
        rows = [tuple(row) for name in client.list_graphs()
                for row in client.select_graph(name).query(query).result_set]
        client.close()
    finally:
        server.stop(save=False)
    return rows


def versions_in(data_dir: Path) -> int:
    return sum(int(str(n)) for (n,) in read_graph(data_dir, "MATCH (v:DocVersion) RETURN count(v)"))


def written_so_far(data_dir: Path) -> int:
    """DocVersion nodes the running sync has written, asked of its server without joining it."""
    import redis

    try:
        client = redis.Redis(unix_socket_path=(data_dir / "socket").read_text().strip(), socket_timeout=2)
        names = client.execute_command("GRAPH.LIST")
        total = sum(client.execute_command("GRAPH.RO_QUERY", name, "MATCH (v:DocVersion) RETURN count(v)")[1][0][0]
                    for name in names)
        client.close()
        return int(total)
    except (OSError, redis.exceptions.RedisError, IndexError):
        return 0


COMMITS = 500


@pytest.mark.parametrize("signal_number", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "killed"])
def test_an_interrupted_first_sync_keeps_what_it_wrote_and_the_rerun_writes_only_the_rest(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        signal_number: int) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    long_history(repo, commits=COMMITS, documents=30)
    # Batches of 100 versions, as a history of 500 is written in five: the interruption comes after the first
    # (a history of 1,500 in the default batches of 500 cost a minute of the suite, for the same path).
    monkeypatch.setenv("DOCCHECK_SYNC_BATCH", "100")
    env = {k: v for k, v in os.environ.items()
           if k not in ("GITHUB_REF_NAME", "DOCCHECK_SYNC_BRANCH", "DOCCHECK_FALKORDB_URL")}
    # (Ctrl-C reaches the sync as it would from a terminal, however the suite was started: a shell's background
    # job, `pytest &`, ignores SIGINT, and the sync it starts would inherit that and run to its end.)
    sync = subprocess.Popen([sys.executable, "-m", "doccheck", "sync", str(repo.root), "--format", "json"],
                            cwd=repo.root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    data_dir = repo.root / ".doccheck/graph"
    deadline = time.monotonic() + 60
    while (written := written_so_far(data_dir)) == 0:
        assert sync.poll() is None, "the sync finished before it could be interrupted: give it a longer history"
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert written < COMMITS, "the sync wrote everything before it could be interrupted: give it a longer history"
    sync.send_signal(signal_number)
    _out, err = sync.communicate(timeout=60)
    if signal_number == signal.SIGINT:
        assert sync.returncode == 130 and err.decode().strip().splitlines()[-1] == "doccheck: interrupted"
    else:
        assert sync.returncode == -signal.SIGKILL
    kept = versions_in(data_dir)
    assert 0 < kept < COMMITS
    rerun = repo.sync()
    assert rerun["versions"]["read"] == COMMITS - kept  # only what is missing
    assert versions_in(data_dir) == COMMITS
    # Every fact once, as an uninterrupted sync of the same history gives them.
    whole = clone(repo, tmp_path / "whole", capsys)
    (whole.root / ".doccheck.toml").write_bytes((repo.root / ".doccheck.toml").read_bytes())
    whole.sync()

    every_fact = "MATCH ()-[e:RELATES_TO]->() RETURN e.fact, e.valid_at, e.invalid_at, e.expired_at"
    facts = sorted(map(str, read_graph(data_dir, every_fact)))
    assert len(facts) > COMMITS and len(facts) == len(set(facts))
    assert facts == sorted(map(str, read_graph(whole.root / ".doccheck/graph", every_fact)))
