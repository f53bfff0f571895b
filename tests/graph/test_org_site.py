"""`doccheck site OUT --all-projects` (issue 28): one decision log of every repository on a graph server, with the
repository as a filter, supersessions across repositories in the graph view, search over all of it, and every
name a repository brings (its remote's too) escaped. Opened in headless Chromium where it is installed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.decision_log.devtools import CHROMIUM, Browser
from tests.decision_log.test_site import SHOWN, _problems

from .conftest import TcpServer
from .org_repos import adr, doccheck, repository, sync

HOSTILE = 'evil"><img src=x onerror=alert(1)>'


@pytest.fixture(scope="module")
def org_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, TcpServer]:
    from .falkordb_tcp import start_tcp_server

    where = tmp_path_factory.mktemp("org-site")
    server = start_tcp_server(where / "server")
    platform = repository(where / "platform", "https://github.com/acme/platform.git", {
        "0012-events.md": adr(12, "Use SNS for events", "Accepted", "2022-02-01"),
        "0013-ledger.md": adr(13, "Keep a ledger", "Accepted", "2022-03-01",
                              extra="\nSee [the events decision](0012-events.md).\n"),
    })
    service = repository(where / "service", "git@github.com:acme/service.git", {
        "0001-use-eventbridge.md": adr(1, "Use EventBridge for events", "Accepted", "2024-01-01",
                                       extra="\nSupersedes acme/platform#ADR-0012\n"),
    })
    odd = repository(where / "odd", f"../{HOSTILE}", {  # a local remote whose name is markup
        "0001-x.md": adr(1, "Use <script>alert(2)</script> nowhere", "Proposed", "2023-01-01"),
    })
    for repo in (platform, service, odd):
        sync(repo, server.url)
    out = where / "site"
    done = doccheck(where, "site", str(out), "--all-projects", "--falkordb-url", server.url)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (f"{out}/index.html: 4 documents, 1 relations, 0 conflicts; status history from "
                                   "the graph")
    return out, server


def test_one_log_of_every_repository_with_their_pages(org_site: tuple[Path, TcpServer]) -> None:
    out, _ = org_site
    names = sorted(p.relative_to(out).as_posix() for p in (out / "d").glob("*.html"))
    assert names[:3] == ["d/acme--platform--docs--adr--0012-events.html",
                         "d/acme--platform--docs--adr--0013-ledger.html",
                         "d/acme--service--docs--adr--0001-use-eventbridge.html"]
    assert len(names) == 4
    ledger = (out / "d" / "acme--platform--docs--adr--0013-ledger.html").read_text()
    assert "<dt>Repository</dt><dd>acme/platform</dd>" in ledger
    assert 'href="../d/acme--platform--docs--adr--0012-events.html"' in ledger  # a relative link, to its neighbour
    index = (out / "index.html").read_text()
    assert '<option value="acme/platform">acme/platform</option>' in index
    assert '<option value="acme/service">acme/service</option>' in index


def test_a_supersession_across_repositories_is_an_arrow_of_the_graph(org_site: tuple[Path, TcpServer]) -> None:
    out, _ = org_site
    graph = (out / "graph.html").read_text()
    assert ('<title>1. Use EventBridge for events supersedes 12. Use SNS for events</title>' in graph)
    events = (out / "d" / "acme--platform--docs--adr--0012-events.html").read_text()
    assert "superseded by <a href=\"../d/acme--service--docs--adr--0001-use-eventbridge.html\">" in events


def test_every_name_a_repository_brings_is_escaped(org_site: tuple[Path, TcpServer]) -> None:
    out, _ = org_site
    for page in out.rglob("*.html"):
        html = page.read_text()
        assert "<img" not in html and "<script>alert" not in html, page
    index = (out / "index.html").read_text()
    assert "evil&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" in index


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("Chromium is not installed")
    chromium = Browser()
    yield chromium
    chromium.close()


def test_the_repository_filter_and_the_search_in_a_browser(org_site: tuple[Path, TcpServer],
                                                           browser: Browser) -> None:
    out, _ = org_site
    browser.open((out / "index.html").as_uri())
    choose = ("(() => { const f = document.getElementById('f-repository'); f.value = 'acme/platform';"
              " f.dispatchEvent(new Event('change')); })()")
    browser.evaluate(choose)
    assert sorted(browser.evaluate(SHOWN)) == ["12. Use SNS for events", "13. Keep a ledger"]
    browser.evaluate("(() => { const f = document.getElementById('f-repository'); f.value = '';"
                     " f.dispatchEvent(new Event('change')); const s = document.getElementById('search');"
                     " s.value = 'eventbridge'; s.dispatchEvent(new Event('input')); })()")
    assert browser.evaluate(SHOWN) == ["1. Use EventBridge for events"]
    assert _problems(browser) == []
