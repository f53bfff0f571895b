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
