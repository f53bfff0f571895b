"""`doccheck site` on a repository that attacks it (issue 23): a committed render cache carrying a script, a
cache that is a link to /dev/zero, git versions of hundreds of megabytes, an output folder that is a link."""

from __future__ import annotations

import json
import marshal
import os
import resource
import subprocess
from pathlib import Path

import pytest
import xxhash

from doccheck.cli.main import main
from doccheck.run.signing import signed

ADR = "# 1. Use a site\n\nStatus: accepted\n\n## Context\n\nWe want one.\n\n## Decision\n\nWe build it.\n\n" \
      "## Consequences\n\nPages.\n"
SCRIPT = "<p>looks fine</p><script>alert('stored')</script>"


def make_repo(root: Path) -> Path:
    (root / "adr").mkdir(parents=True)
    (root / ".doccheck.toml").write_text("")
    (root / "adr" / "0001-use-a-site.md").write_text(ADR)
    return root


def entry_key() -> str:
    return xxhash.xxh3_128_hexdigest(f"adr/0001-use-a-site.md\0{ADR}".encode())


def salt(version: int) -> str:
    pages = [("adr/0001-use-a-site.md", "../d/adr--0001-use-a-site.html")]
    return xxhash.xxh3_64_hexdigest(json.dumps([version, pages]).encode())


def build(repo: Path, out: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["site", str(out), str(repo)])
    return code, capsys.readouterr().err


def test_a_committed_render_cache_never_reaches_the_pages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = make_repo(tmp_path / "repo")
    cache = repo / ".doccheck" / "cache"
    cache.mkdir(parents=True)
    # What an attacker can commit: the old unsigned form with the right salt, and the signed form signed with
    # a key of their own (they do not have this machine's).
    (cache / "site.json").write_text(json.dumps({"salt": salt(1), "entries": {entry_key(): SCRIPT}}))
    forged = signed(os.urandom(32), {"salt": salt(2), "entries": {entry_key(): SCRIPT}})
    (cache / "site.bin").write_bytes(b"".join(forged))
    code, err = build(repo, tmp_path / "out", capsys)
    assert code == 0, err
    page = (tmp_path / "out" / "d" / "adr--0001-use-a-site.html").read_text()
    assert "We build it." in page
    assert "alert('stored')" not in page and "looks fine" not in page


def test_the_render_cache_still_serves_this_machine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = make_repo(tmp_path / "repo")
    assert build(repo, tmp_path / "out", capsys)[0] == 0
    data = (repo / ".doccheck" / "cache" / "site.bin").read_bytes()
    assert data.startswith(b"doccheck-cache\n")
    assert oct((repo / ".doccheck" / "cache" / "site.bin").stat().st_mode & 0o777) == "0o600"
    assert entry_key() in marshal.loads(data[len(b"doccheck-cache\n") + 32:])["entries"]
    assert build(repo, tmp_path / "out", capsys)[0] == 0


def test_a_render_cache_linked_to_dev_zero_is_not_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = make_repo(tmp_path / "repo")
    (repo / ".doccheck" / "cache").mkdir(parents=True)
    (repo / ".doccheck" / "cache" / "site.bin").symlink_to("/dev/zero")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_utime + resource.getrusage(resource.RUSAGE_SELF).ru_stime
    code, err = build(repo, tmp_path / "out", capsys)
    after = resource.getrusage(resource.RUSAGE_SELF).ru_utime + resource.getrusage(resource.RUSAGE_SELF).ru_stime
    assert code == 0, err
    assert after - before < 20  # a whole read of /dev/zero never ends
    assert (repo / ".doccheck" / "cache" / "site.bin").is_symlink()  # not written through either


def git(repo: Path, *argv: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com"}
    return subprocess.run(["git", *argv], cwd=repo, env=env, check=True, capture_output=True, text=True).stdout


def test_a_version_larger_than_a_document_may_be_is_not_read_from_git(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    repo = make_repo(tmp_path / "repo")
    adr = repo / "adr" / "0001-use-a-site.md"
    git(repo, "init", "-q")
    for text in (ADR.replace("accepted", "proposed"), ADR.replace("accepted", "proposed") + "x" * (20 << 20), ADR):
        adr.write_text(text)
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", "edit")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    code, err = build(repo, tmp_path / "out", capsys)
    assert code == 0, err
    page = (tmp_path / "out" / "d" / "adr--0001-use-a-site.html").read_text()
    assert "not read: 20,971," in page and "over the 5,242,880 a document may have" in page
    assert "was proposed" in page  # the statuses either side are still compared
    # The 20 MB version was neither read nor decoded (that would be 40+ MB more at peak).
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 30 * 1024


@pytest.mark.parametrize("target", ["folder", "file", "missing"])
def test_an_output_folder_that_is_a_link_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                target: str) -> None:
    repo = make_repo(tmp_path / "repo")
    aim = tmp_path / "elsewhere"
    if target == "folder":
        aim.mkdir()
        (aim / "precious.txt").write_text("keep me")
    elif target == "file":
        aim.write_text("keep me")
    (tmp_path / "out").symlink_to(aim)
    code, err = build(repo, tmp_path / "out", capsys)
    assert code == 2
    assert err.count("\n") == 1 and "is a symbolic link" in err and "Traceback" not in err
    if target == "folder":
        assert [p.name for p in aim.iterdir()] == ["precious.txt"]
    assert not (aim / "index.html").exists() if target != "file" else aim.read_text() == "keep me"
