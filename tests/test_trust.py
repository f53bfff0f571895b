"""The trust boundary (issue 23): what a cloned repository's configuration and committed files may make doccheck
do. Each test is one reported attack, with its input, run as a user runs doccheck; each asserts what the user
would see and that nothing left the machine, was read or was written where it must not be."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from doccheck.cli.main import main

ADR = """# 1. Use PostgreSQL

Date: 2020-01-10

## Status

Accepted

## Context

We need a database.

## Decision

We will use PostgreSQL.

## Consequences

One more server to run.
"""


class Listener:
    """A TCP server on 127.0.0.1 that records every byte sent to it: the repository's "server"."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.received = bytearray()
        self.connections = 0
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            conn.settimeout(2)
            try:
                while chunk := conn.recv(65536):
                    self.received += chunk
            except OSError:
                pass
            conn.close()

    def close(self) -> None:
        self.sock.close()


@pytest.fixture
def listener() -> Iterator[Listener]:
    server = Listener()
    yield server
    server.close()


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "clone"
    (root / "docs" / "adr").mkdir(parents=True)
    (root / "docs" / "adr" / "0001-use-postgresql.md").write_text(ADR)
    subprocess.run(["git", "init", "-q", "-b", "main", str(root)], check=True)
    monkeypatch.chdir(root)
    return root


def doccheck(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


# --- A secret leaves the machine ---------------------------------------------------------------------------------

def test_a_repository_llm_endpoint_never_gets_the_variable_it_names(
        repo: Path, listener: Listener, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI-the-users-secret")
    (repo / ".doccheck.toml").write_text(
        f'[sync]\nextract = "llm"\n[sync.llm]\nbase-url = "http://127.0.0.1:{listener.port}/v1"\n'
        'api-key-env = "AWS_SECRET_ACCESS_KEY"\n')
    code, _out, err = doccheck(capsys, "sync", ".", "--force")
    assert code == 2
    assert err.count("\n") == 1, err
    assert "sync.llm.base-url" in err and "sync.llm.api-key-env" in err and "doccheck trust" in err
    assert listener.connections == 0 and b"wJalrXUtnFEMI" not in listener.received


def test_a_repository_graph_server_never_gets_the_users_password(
        repo: Path, listener: Listener, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOCCHECK_FALKORDB_PASSWORD", "hunter2-the-users-password")
    monkeypatch.delenv("DOCCHECK_FALKORDB_URL", raising=False)
    (repo / ".doccheck.toml").write_text(f'[sync]\nfalkordb-url = "redis://127.0.0.1:{listener.port}"\n')
    for command in (["facts"], ["history", "ADR-0001"], ["sync", ".", "--force"]):
        code, _out, err = doccheck(capsys, *command)
        assert code == 2, (command, err)
        assert "sync.falkordb-url" in err and "doccheck trust" in err
    assert listener.connections == 0 and b"hunter2" not in listener.received


def test_a_check_needs_no_trust_for_the_graphs_settings(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The hook uses none of the graph's settings: a team that commits its server's address is not blocked."""
    (repo / ".doccheck.toml").write_text('[sync]\nfalkordb-url = "redis://graph.example:6379"\n')
    code, out, err = doccheck(capsys, "check", "docs")
    assert code == 0, out + err
    assert "1 file checked" in out


def test_trust_allows_the_configuration_as_it_is_and_an_edit_takes_it_back(
        repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from doccheck.run.settings import load_config

    config_file = repo / ".doccheck.toml"
    config_file.write_text('[sync.llm]\nbase-url = "http://127.0.0.1:9/v1"\n')
    with pytest.raises(Exception, match="doccheck trust"):
        _ = load_config(repo).sync
    code, out, _err = doccheck(capsys, "trust")
    assert code == 0 and "trusted" in out and "sync.llm.base-url" in out
    assert load_config(repo).sync.llm.base_url == "http://127.0.0.1:9/v1"
    config_file.write_text('[sync.llm]\nbase-url = "http://127.0.0.1:10/v1"\n')  # a later pull request
    with pytest.raises(Exception, match="doccheck trust"):
        _ = load_config(repo).sync
    code, out, _err = doccheck(capsys, "trust", "--show")
    assert code == 0 and "not trusted" in out


def test_the_users_own_configuration_sets_the_endpoint(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from doccheck.run.settings import load_config

    user = Path(os.environ["XDG_CONFIG_HOME"]) / "doccheck" / "config.toml"
    user.parent.mkdir(parents=True, exist_ok=True)
    user.write_text('[sync.llm]\nbase-url = "http://127.0.0.1:11434/v1"\nmodel = "mine"\n')
    try:
        (repo / ".doccheck.toml").write_text('[sync.llm]\nmodel = "theirs"\nconcurrency = 2\n')
        settings = load_config(repo).sync.llm
        assert (settings.base_url, settings.model, settings.concurrency) == ("http://127.0.0.1:11434/v1", "mine", 2)
    finally:
        user.unlink()


# --- Reads and writes outside the repository ---------------------------------------------------------------------

@pytest.mark.parametrize(("setting", "command"), [
    ('cache-dir = "../elsewhere"', ["check", "docs"]),
    ('baseline = "../elsewhere/baseline.json"', ["baseline"]),
    ('registers = ["../elsewhere/README.md"]', ["index", "--fix"]),
    ('roots = ["/"]', ["check", "--all", "docs"]),
])
def test_a_path_outside_the_repository_is_the_users_to_set(
        repo: Path, capsys: pytest.CaptureFixture[str], setting: str, command: list[str]) -> None:
    elsewhere = repo.parent / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "README.md").write_text("the user's own file\n")
    (repo / ".doccheck.toml").write_text(setting + "\n")
    code, _out, err = doccheck(capsys, *command)
    assert code == 2 and "outside the repository" in err and "doccheck trust" in err
    assert sorted(p.name for p in elsewhere.iterdir()) == ["README.md"]  # no cache, no CACHEDIR.TAG, no baseline
    assert (elsewhere / "README.md").read_text() == "the user's own file\n"


def test_a_register_linked_out_of_the_repository_is_neither_read_nor_written(
        repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    secret = repo.parent / "id_rsa"
    secret.write_text("-----BEGIN OPENSSH PRIVATE KEY-----\n")
    (repo / "docs" / "adr" / "README.md").symlink_to(secret)
    (repo / ".doccheck.toml").write_text('registers = ["docs/adr/README.md"]\n')
    code, out, err = doccheck(capsys, "index", "--fix")
    assert code == 2 and "outside the repository" in err
    assert "PRIVATE KEY" not in out + err
    assert secret.read_text() == "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    assert (repo / "docs" / "adr" / "README.md").is_symlink()


def test_a_document_linked_to_gits_own_files_is_not_read(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The README's own example, with the configuration at the repository's top."""
    (repo / ".doccheck.toml").write_text("")
    (repo / "docs" / "x.md").symlink_to("../.git/config")
    _code, out, _err = doccheck(capsys, "check", "--no-cache", "docs")
    assert "docs/x.md:1:1: DC001" in out and "outside the repository" in out
    assert "repositoryformatversion" not in out


@pytest.mark.skipif(os.getuid() != 0, reason="making a file another user owns needs root")
def test_a_configuration_another_user_put_in_a_shared_folder_is_not_used(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)  # as /tmp is
    planted = shared / ".doccheck.toml"
    planted.write_text('exclude = ["*"]\n')  # would silence every check
    os.chown(planted, 65534, 65534)
    mine = shared / "mine"
    (mine / "docs").mkdir(parents=True)
    (mine / "docs" / "0001-x.md").write_text(ADR.replace("Accepted", "Acepted"))
    monkeypatch.chdir(mine)
    _code, out, err = doccheck(capsys, "check", "--no-cache", "docs")
    assert "not used as your configuration" in err
    assert "1 file checked" in out and "acepted" in out.lower()  # the planted `exclude` would have hidden it


# --- Committed files that are not what they say --------------------------------------------------------------------


def test_a_committed_cache_linked_to_dev_zero_is_not_read(repo: Path) -> None:
    cache = repo / ".doccheck" / "cache"
    cache.mkdir(parents=True)
    (cache / "check.bin").symlink_to("/dev/zero")
    (repo / ".doccheck.toml").write_text("")
    done = subprocess.run([sys.executable, "-m", "doccheck", "check", "docs"], cwd=repo, capture_output=True,
                          text=True, timeout=60)  # it read until memory ran out, on every commit
    assert done.returncode == 0, done.stderr
    assert "1 file checked" in done.stdout and "Traceback" not in done.stderr


def test_a_signing_key_that_is_a_fifo_does_not_block_the_run(repo: Path, tmp_path: Path) -> None:
    cache_home = tmp_path / "cache-home"
    (cache_home / "doccheck").mkdir(parents=True, mode=0o700)
    os.mkfifo(cache_home / "doccheck" / "key")
    (repo / ".doccheck.toml").write_text("")
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home)}
    done = subprocess.run([sys.executable, "-m", "doccheck", "check", "docs"], cwd=repo, capture_output=True,
                          text=True, timeout=60, env=env)  # blocked forever on open()
    assert done.returncode == 0 and "1 file checked" in done.stdout


def test_a_key_others_could_write_or_read_signs_nothing(repo: Path, tmp_path: Path) -> None:
    cache_home = tmp_path / "cache-home"
    folder = cache_home / "doccheck"
    folder.mkdir(parents=True)
    folder.chmod(0o777)  # a world-writable folder: whoever put the key there can forge the cache
    (folder / "key").write_bytes(b"k" * 32)
    (folder / "key").chmod(0o644)
    (repo / ".doccheck.toml").write_text("")
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home)}
    for _ in range(2):
        done = subprocess.run([sys.executable, "-m", "doccheck", "check", "docs"], cwd=repo, capture_output=True,
                              text=True, timeout=60, env=env)
        assert done.returncode == 0 and "1 file checked" in done.stdout
        assert "unchanged" not in done.stdout  # nothing was taken from a cache signed with that key
    assert not (repo / ".doccheck" / "cache" / "check.bin").exists()
    assert stat.S_IMODE((folder / "key").stat().st_mode) == 0o644
