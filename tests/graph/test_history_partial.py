"""A partial mirror: its largest files (images) listed in its trees, their blobs absent. The sync reads the
documents' history, so git is never asked to read another file's blob (edgexfoundry/edgex-docs: a rename of
two PNGs, which git compares by their contents, stopped the whole replay)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from .test_history import Repo
from .test_history_renames import table_adr


def test_a_missing_blob_of_a_file_that_is_no_document_does_not_stop_the_history(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    picture = os.urandom(4096)
    (repo.root / "img").mkdir()
    (repo.root / "img" / "registry.png").write_bytes(picture)
    repo.write("docs/adr/0001-registry.md", table_adr("ADR-0001 Registry", "2020-02-01", "Proposed"))
    repo.commit("2020-03-01T10:00:00Z")
    old_blob = repo.git("rev-parse", "HEAD:img/registry.png").strip()
    # One commit renames the picture with an edit (git compares both blobs) and approves the record.
    repo.git("mv", "img/registry.png", "img/registry-highlighted.png")
    (repo.root / "img" / "registry-highlighted.png").write_bytes(picture[:3900] + os.urandom(196))
    repo.write("docs/adr/0001-registry.md", table_adr("ADR-0001 Registry", "2020-02-01", "Approved"))
    repo.commit("2020-06-01T10:00:00Z")
    (repo.root / ".git" / "objects" / old_blob[:2] / old_blob[2:]).unlink()
    broken = subprocess.run(["git", "log", "--raw", "-M", "--format=%H"], cwd=repo.root, capture_output=True)
    assert broken.returncode != 0  # what the whole history, read as before, met

    repo.sync("--history")
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2020-04-01") == ["proposed"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2020-07-01") == ["approved"]
