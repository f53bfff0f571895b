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
    page_html = (tmp_path / "out" / "conflicts.html").read_text()
    words = " ".join(re.sub(r"<[^>]+>", " ", page_html).split())
    assert "3 facts that a later decision ended or disputes (0 still open)" in words
    assert "agree with each other" not in words  # the page never says "none" above a table of conflicts
    assert ("api style is REST 3. A REST public API with anonymous reads adr/0003-public-api-style.md:6 ended on "
            "2022-09-01: a later decision says another value 5. GraphQL for the public API api style is GraphQL "
            "said in adr/0005-graphql-for-the-public-api.md:6 Nobody wrote it down. If 5. GraphQL for the public "
            "API replaces it: doccheck supersede adr/0003-public-api-style.md adr/0005-graphql-for-the-public-api.md"
            ) in words
    rows = re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td></tr>", page_html)
    because = {re.sub(r"<[^>]+>", "", fact.split("<br>")[0]): re.findall(r'href="([^"]+)"', cause)
               for fact, _happened, cause, _todo in rows}
    # "Because of" is the document that did it: for the supersession, the successor (ADR-0004), though the fact
    # that ended PostgreSQL is stated in ADR-0002's own status line; each link is a page the site has.
    assert because == {"datastore is PostgreSQL": ["d/adr--0004-move-to-cockroachdb.html"],
                       "api style is REST": ["d/adr--0005-graphql-for-the-public-api.html"],
                       "public API allows anonymous read access": ["d/specs--FEAT-PARTNER-API.html"]}
    assert all((tmp_path / "out" / href).is_file() for hrefs in because.values() for href in hrefs)
    todo = {re.sub(r"<[^>]+>", "", fact.split("<br>")[0]): re.sub(r"<[^>]+>", "", what) for fact, _h, _c, what in rows}
    assert todo["datastore is PostgreSQL"] == "Nothing: both documents say so."


def test_a_repository_imported_in_one_commit_shows_no_made_up_history(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The examples committed at once, then synced: the graph infers ADR-0002 accepted from its own date until
    its successor's and superseded after, all from the one commit. The page shows one row, the import, with the
    status the record stated; the as-of view keeps the documents' own dates."""
    import html
    import json
    import subprocess

    repo = tmp_path / "examples"
    shutil.copytree(ROOT / "examples", repo, ignore=shutil.ignore_patterns(".doccheck"))
    (repo / ".gitignore").write_text(".doccheck/\n")
    env = {"GIT_AUTHOR_DATE": "2024-03-01T10:00:00", "GIT_COMMITTER_DATE": "2024-03-01T10:00:00",
           "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    for args in (["init", "-q", "-b", "main"], ["add", "."], ["commit", "-q", "-m", "import"]):
        subprocess.run(["git", "-c", "user.name=Importer", "-c", "user.email=i@example.com", *args], cwd=repo,
                       check=True, capture_output=True, env=env)
    monkeypatch.chdir(repo)
    assert main(["sync", ".", "--force", "-q"]) in (0, 1)
    assert main(["site", str(tmp_path / "out"), "."]) == 0
    page = (tmp_path / "out" / "d" / "adr--0002-use-postgresql.html").read_text()
    table = page.split("<h2>Status history</h2>", 1)[1].split("<h2>", 1)[0]
    rows = [" ".join(re.sub(r"<[^>]+>", " ", row).split()) for row in re.findall(r"<tr><td>.*?</tr>", table)]
    assert len(rows) == 1 and rows[0].startswith("2024-03-01 superseded ")
    assert "Importer since the import: 6 records arrived in this commit" in rows[0]
    assert "until" not in table  # no interval the import's one commit cannot date
    assert "From the graph; the first row is the import" in page
    as_of = (tmp_path / "out" / "as-of.html").read_text()
    spans = re.search(r'data-intervals="([^"]*)"[^>]*><span class="date">2019-03-01', as_of)
    assert spans is not None
    assert json.loads(html.unescape(spans.group(1))) == [["2019-03-01", "2021-06-01", "accepted"],
                                                         ["2021-06-01", "", "superseded"]]
