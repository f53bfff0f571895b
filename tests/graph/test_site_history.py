"""`doccheck site` after a sync: statuses from the graph, and the conflicts the graph resolved, on the examples."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from doccheck.cli.main import main

ROOT = Path(__file__).resolve().parents[2]


def test_the_site_reads_history_and_conflicts_from_the_graph(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    monkeypatch.chdir(tmp_path / "examples")
    assert main(["sync", ".", "--force", "-q"]) in (0, 1)  # 1: conflicts were found, as the examples intend
    assert main(["site", str(tmp_path / "out"), "."]) == 0
    page = (tmp_path / "out" / "d" / "adr--0002-use-postgresql.html").read_text()
    assert "From the graph." in page
    assert re.search(r'<td><span class="badge replaced">superseded</span></td>', page)
    conflicts = re.sub(r"<[^>]+>", " ", (tmp_path / "out" / "conflicts.html").read_text())
    words = " ".join(conflicts.split())
    assert ("api style is REST 3. A REST public API with anonymous reads adr/0003-public-api-style.md:6 superseded "
            "api style is GraphQL 5. GraphQL for the public API adr/0005-graphql-for-the-public-api.md:6") in words
    assert "datastore is PostgreSQL" in words
