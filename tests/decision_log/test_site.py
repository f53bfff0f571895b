"""`doccheck site`: the decision log of the bundled examples, opened in headless Chromium from file://.

What a reader checks: the pages lay out inside the window (desktop and phone), nothing is fetched, nothing
logs an error, search and filters find a document, the as-of view changes with the date; and a document
that tries to run or load something is shown as text.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.decision_log.devtools import CHROMIUM, Browser

from doccheck.cli.main import main
from doccheck.site.layout import layered_layout

ROOT = Path(__file__).resolve().parents[2]
needs_chromium = pytest.mark.skipif(not CHROMIUM.exists(),
                                    reason=f"no Chromium at {CHROMIUM} (Debian: apt-get install chromium)")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "out"
    assert main(["site", str(out), str(ROOT / "examples"), "--no-cache"]) == 0
    return out


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    chromium = Browser()
    yield chromium
    chromium.close()


def test_the_site_has_every_page(site: Path) -> None:
    names = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    assert names == ["as-of.html", "conflicts.html", "d/adr--0001-record-architecture-decisions.html",
                     "d/adr--0002-use-postgresql.html", "d/adr--0003-public-api-style.html",
                     "d/adr--0004-move-to-cockroachdb.html", "d/adr--0005-graphql-for-the-public-api.html",
                     "d/specs--FEAT-PARTNER-API.html", "graph.html", "index.html"]
    for page in site.rglob("*.html"):
        html = page.read_text()
        assert "Content-Security-Policy" in html and "default-src 'none'" in html
        assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "") or page.name.startswith("adr")


def test_a_hostile_document_is_shown_as_text(tmp_path: Path) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (tmp_path / ".doccheck.toml").write_text("")
    (adr / "0001-x.md").write_text(
        "# 1. <script>alert(1)</script> title\n\nStatus: accepted\n\n## Context\n\n[click](javascript:alert(1)) "
        "[data](data:text/html,<b>x</b>) <img src=x onerror=alert(1)> ![pixel](https://tracker.example/p.png)\n\n"
        "## Decision\n\n<iframe src=https://evil.example></iframe>\n\n## Consequences\n\nNone.\n")
    assert main(["site", str(tmp_path / "out"), str(tmp_path), "--no-cache"]) == 0
    for page in (tmp_path / "out").rglob("*.html"):
        html = page.read_text()
        assert "<script>alert" not in html and "<img" not in html and "<iframe" not in html
        assert 'href="javascript:' not in html and 'href="data:' not in html and 'src="https://' not in html
    page = (tmp_path / "out" / "d" / "adr--0001-x.html").read_text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt; title" in page
    assert '<a class="image" href="https://tracker.example/p.png"' in page  # a link to click, not a fetch


def test_the_layout_puts_successors_to_the_right_and_survives_a_cycle() -> None:
    layout = layered_layout(["a", "b", "c", "d", "x", "y"], [("a", "b"), ("b", "c"), ("a", "d"), ("x", "y"),
                                                              ("y", "x")])
    xs = {n: p.x for n, p in layout.nodes.items()}
    assert xs["a"] < xs["b"] < xs["c"] and xs["a"] < xs["d"] and xs["x"] != xs["y"]
    boxes = {(p.x, p.y) for p in layout.nodes.values()}
    assert len(boxes) == 6  # no two boxes on one spot
    assert all(p.x + 200 <= layout.width and p.y + 40 <= layout.height for p in layout.nodes.values())


def _problems(browser: Browser) -> list[str]:
    """Console errors, uncaught exceptions, and requests that leave file://, since the browser started."""
    browser.evaluate("1")  # the reply comes after every event the page sent before it
    found = []
    for event in browser.events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
            found.append(f"console: {params.get('args')}")
        elif method == "Runtime.exceptionThrown":
            found.append(f"exception: {params['exceptionDetails'].get('text')}")
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append(f"log: {params['entry'].get('text')}")
        # data: is Chromium's own date-picker icon, drawn from memory
        elif method == "Network.requestWillBeSent" and not params["request"]["url"].startswith(("file://", "data:")):
            found.append(f"request: {params['request']['url']}")
    return found


SHOWN = "[...document.querySelectorAll('li.doc')].filter(e => !e.hidden).map(e => e.querySelector('a').textContent)"
OUTSIDE = """(() => { const w = innerWidth, out = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > w + 1) out.push('page scrolls sideways: ' + wide);
  for (const el of document.querySelectorAll(SELECTOR)) { const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) out.push('empty box: ' + el.tagName);
    else if (r.left < -1 || r.right > w + 1) out.push('outside: ' + el.tagName + ' ' + r.left + '..' + r.right); }
  return out; })()"""


def _layout(browser: Browser, selector: str) -> list[str]:
    return browser.evaluate(OUTSIDE.replace("SELECTOR", repr(selector)))  # type: ignore[no-any-return]


@needs_chromium
def test_timeline_lays_out_on_desktop_and_phone_and_fetches_nothing(site: Path, browser: Browser,
                                                                     tmp_path: Path) -> None:
    browser.open("about:blank")
    blank = len(browser.screenshot(tmp_path / "blank.png", 1000, 800))
    browser.open((site / "index.html").as_uri())
    for width, height in ((1000, 800), (375, 740)):
        shot = browser.screenshot(tmp_path / f"timeline-{width}.png", width, height)
        assert len(shot) > 5 * blank, "the timeline screenshot is (nearly) blank"
        assert _layout(browser, "header.top, h1, .filters label, li.doc a, li.doc .badge") == []
    assert browser.evaluate("document.querySelectorAll('li.doc').length") == 6
    assert _problems(browser) == []


@needs_chromium
def test_search_and_filters_find_a_document(site: Path, browser: Browser) -> None:
    browser.open((site / "index.html").as_uri())
    shown = SHOWN
    search = ("(() => {{ const s = document.getElementById('search'); s.value = '{}';"
              " s.dispatchEvent(new Event('input')); }})()")
    browser.evaluate(search.format("0003-public"))  # a file name
    assert browser.evaluate(shown) == ["3. A REST public API with anonymous reads"]
    browser.evaluate(search.format("cockroachdb"))  # the text too: the spec and ADR 2 name it
    assert browser.evaluate(shown) == ["Partner API", "4. Move the orders service to CockroachDB",
                                       "2. Use PostgreSQL for the orders service"]
    browser.evaluate("(() => { const s = document.getElementById('search'); s.value = '';"
                     " s.dispatchEvent(new Event('input')); const f = document.getElementById('f-status');"
                     " f.value = 'superseded'; f.dispatchEvent(new Event('change')); })()")
    assert browser.evaluate(shown) == ["2. Use PostgreSQL for the orders service"]
    assert browser.evaluate("document.querySelector('.count').textContent") == "1 of 6 documents"
    # The keyboard: "/" goes to the search box.
    browser.evaluate("document.activeElement.blur()")
    browser.call("Input.dispatchKeyEvent", type="keyDown", key="/", text="/")
    assert browser.evaluate("document.activeElement.id") == "search"
    # j and k move between the documents listed (only the one the filter leaves here).
    browser.evaluate("document.activeElement.blur()")
    browser.call("Input.dispatchKeyEvent", type="keyDown", key="j", text="j")
    assert browser.evaluate("document.activeElement.textContent") == "2. Use PostgreSQL for the orders service"
    assert _problems(browser) == []


@needs_chromium
def test_the_as_of_view_changes_with_the_date(site: Path, browser: Browser) -> None:
    in_force = SHOWN

    def on(day: str) -> list[str]:
        browser.evaluate(f"(() => {{ const d = document.getElementById('as-of'); d.value = '{day}';"
                         " d.dispatchEvent(new Event('input')); })()")
        return sorted(browser.evaluate(in_force))

    browser.open((site / "as-of.html").as_uri())
    assert on("2020-06-01") == ["1. Record architecture decisions", "2. Use PostgreSQL for the orders service",
                                "3. A REST public API with anonymous reads"]
    assert on("2021-07-01") == ["1. Record architecture decisions", "3. A REST public API with anonymous reads",
                                "4. Move the orders service to CockroachDB"]
    assert on("2018-01-01") == []
    browser.open("about:blank")  # else the same page with another fragment does not load again
    browser.open((site / "as-of.html").as_uri() + "#2019-06-01")
    assert sorted(browser.evaluate(in_force)) == ["1. Record architecture decisions",
                                                  "2. Use PostgreSQL for the orders service"]
    assert _problems(browser) == []


@needs_chromium
def test_a_document_page_shows_its_metadata_history_and_text(site: Path, browser: Browser, tmp_path: Path) -> None:
    browser.open(f"{(site / 'd' / 'adr--0002-use-postgresql.html').as_uri()}")
    shot = browser.screenshot(tmp_path / "document.png", 1000, 800)
    assert len(shot) > 20_000
    assert _layout(browser, "h1, dl.meta dt, dl.meta dd, .body p") == []
    meta = browser.evaluate("[...document.querySelectorAll('dl.meta dt')].map(e => e.textContent)")
    assert meta == ["Status", "Date", "Number", "Type", "Path", "Relations", "Decided by"]
    assert "Ana Ruiz (its deciders field)" in browser.evaluate("document.querySelector('dl.meta').textContent")
    assert "superseded by 4. Move the orders service to CockroachDB" in browser.evaluate(
        "document.querySelector('dl.meta').textContent")
    heading = browser.evaluate("document.querySelector('.body h1').textContent")
    assert heading == "2. Use PostgreSQL for the orders service"
    assert browser.evaluate("document.querySelectorAll('h2')[0].textContent") == "Status history"
    # On paper: no navigation.
    browser.call("Emulation.setEmulatedMedia", media="print")
    assert browser.evaluate("getComputedStyle(document.querySelector('header.top nav')).display") == "none"
    browser.call("Emulation.setEmulatedMedia", media="")
    assert _problems(browser) == []


@needs_chromium
def test_the_graph_draws_each_document_as_a_box_inside_the_drawing(site: Path, browser: Browser,
                                                                   tmp_path: Path) -> None:
    browser.open((site / "graph.html").as_uri())
    shot = browser.screenshot(tmp_path / "graph.png", 1000, 800)
    assert len(shot) > 10_000
    boxes = browser.evaluate("""(() => { const svg = document.querySelector('svg.graph').getBoundingClientRect();
        return [...document.querySelectorAll('svg.graph a')].map(a => { const r = a.getBoundingClientRect();
          return [a.textContent, r.left >= svg.left && r.right <= svg.right && r.top >= svg.top
                  && r.bottom <= svg.bottom && r.right <= innerWidth]; }); })()""")
    assert [ok for _label, ok in boxes] == [True, True]
    assert boxes[0][0].startswith("2. Use PostgreSQL")
    browser.evaluate("document.querySelector('svg.graph a').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    browser.wait_for("Page.loadEventFired")
    assert browser.evaluate("location.pathname").endswith("/d/adr--0002-use-postgresql.html")
    assert _problems(browser) == []


def test_the_check_path_never_imports_the_site(tmp_path: Path) -> None:
    import subprocess
    import sys

    shutil.copytree(ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    code = ("import sys; from doccheck.cli.main import main; main(['check', '-q', 'examples']); "
            "print(sorted(m for m in sys.modules if m == 'doccheck.site' or m.startswith('doccheck.site.')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_status_history_comes_from_git_across_a_rename(tmp_path: Path) -> None:
    import subprocess

    def git(*args: str, date: str = "2024-01-01T12:00:00") -> None:
        env = {"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "PATH": "/usr/bin:/bin"}
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false",
                        *args], cwd=tmp_path, check=True, capture_output=True, env=env)

    adr = tmp_path / "adr"
    adr.mkdir()
    (tmp_path / ".doccheck.toml").write_text('cache-dir = ".doccheck"\n')
    (tmp_path / ".gitignore").write_text(".doccheck/\nout/\n")
    text = ("# 1. Use Kafka\n\n## Status\n\n{}\n\n## Context\n\nWhy.\n\n## Decision\n\nKafka.\n\n"
            "## Consequences\n\nOps.\n")
    (adr / "0001-kafka.md").write_text(text.format("Proposed"))
    git("init", "-q", "-b", "main")
    git("add", ".")
    git("commit", "-q", "-m", "propose", date="2024-01-10T12:00:00")
    git("mv", "adr/0001-kafka.md", "adr/0001-use-kafka.md")
    git("commit", "-q", "-m", "rename", date="2024-02-01T12:00:00")
    (adr / "0001-use-kafka.md").write_text(text.format("Accepted"))
    git("commit", "-q", "-am", "accept", date="2024-03-05T12:00:00")
    (adr / "0001-use-kafka.md").write_text(text.format("Deprecated"))  # not committed
    assert main(["site", str(tmp_path / "out"), str(tmp_path)]) == 0
    page = (tmp_path / "out" / "d" / "adr--0001-use-kafka.html").read_text()
    rows = re.findall(r"<tr><td>([^<]*)</td><td><span class=\"badge[^\"]*\">([^<]*)</span></td><td><code>([^<]*)"
                      r"</code></td><td>([^<]*)</td><td>([^<]*)</td></tr>", page)
    assert [(day, status, by, note) for day, status, _where, by, note in rows] == [
        ("2024-01-10", "proposed", "t", "first version"), ("2024-03-05", "accepted", "t", "was proposed"),
        ("", "deprecated", "", "not committed yet")]
    assert "From git." in page
    as_of = (tmp_path / "out" / "as-of.html").read_text()
    # The uncommitted edit counts from the last commit: when it was made is not known.
    spans = [["2024-01-10", "2024-03-05", "proposed"], ["2024-03-05", "", "deprecated"]]
    assert f'data-intervals="{html.escape(json.dumps(spans))}"' in as_of


def test_a_rebuild_shows_an_edited_document_and_drops_a_deleted_one(tmp_path: Path) -> None:
    examples = tmp_path / "examples"
    shutil.copytree(ROOT / "examples", examples, ignore=shutil.ignore_patterns(".doccheck"))
    out = tmp_path / "out"
    assert main(["site", str(out), str(examples)]) == 0
    first = (out / "d" / "adr--0003-public-api-style.html").read_text()
    adr = examples / "adr" / "0003-public-api-style.md"
    adr.write_text(adr.read_text() + "\nA sentence added later.\n")
    assert main(["site", str(out), str(examples)]) == 0  # the other texts come from the cache
    again = (out / "d" / "adr--0003-public-api-style.html").read_text()
    assert "A sentence added later." not in first and "<p>A sentence added later.</p>" in again
    (examples / "adr" / "0001-record-architecture-decisions.md").unlink()
    assert main(["site", str(out), str(examples)]) == 0
    assert not (out / "d" / "adr--0001-record-architecture-decisions.html").exists()


def test_a_record_in_a_stage_folder_shows_its_folders_status(tmp_path: Path) -> None:
    """emqx's EIPs state no status: the folder says it (`active/`, `implemented/`, `rejected/`), on the page as in
    the checks and the graph; a record that states its own shows that."""
    for number, stage, own in ((1, "active", ""), (2, "active", ""), (3, "implemented", ""),
                               (4, "implemented", "Status: accepted\n\n"), (5, "rejected", "")):
        folder = tmp_path / stage
        folder.mkdir(exist_ok=True)
        (folder / f"000{number}-change-{number}.md").write_text(
            f"# {number}. Change {number}\n\n{own}## Motivation\n\nWhy {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    assert main(["site", str(tmp_path / "out"), str(tmp_path), "--no-cache"]) == 0
    shown = {name: re.search(r'<dt>Status</dt><dd><span class="badge[^"]*">([^<]*)</span>',
                             (tmp_path / "out" / "d" / f"{name}.html").read_text())
             for name in ("implemented--0003-change-3", "implemented--0004-change-4", "rejected--0005-change-5")}
    assert {name: found.group(1) if found else None for name, found in shown.items()} == {
        "implemented--0003-change-3": "implemented", "implemented--0004-change-4": "accepted",
        "rejected--0005-change-5": "rejected"}
