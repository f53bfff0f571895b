"""The decision log says what is true (issue 25), on real records: a partial supersession is an amendment, a
front-matter title is the title, registers, indexes, templates and pointers are not decisions, long titles are
readable in the graph, a repository imported in one commit is said as one, and "who decided" names its source.

Records come from `tests/data/quality` (copied from public repositories), the shared corpus and the shared
opendatahub history when they are beside this repository (skipped without them), and small repositories made here.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.decision_log.devtools import CHROMIUM, Browser

from doccheck.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
QUALITY = ROOT / "tests" / "data" / "quality"
SHARED = ROOT.parent / "shared"
needs_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM}")


def text_of(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def meta(page: str) -> dict[str, str]:
    """The page's metadata list, label -> text."""
    block = re.search(r'<dl class="meta">(.*?)</dl>', page, re.S)
    assert block is not None
    return {text_of(k): text_of(v) for k, v in re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", block.group(1), re.S)}


def history(page: str) -> list[list[str]]:
    """The status history table's rows, as text."""
    table = page.split("<h2>Status history</h2>", 1)[1].split("<h2>", 1)[0]
    return [[text_of(cell) for cell in re.findall(r"<td>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr><td>.*?</tr>", table, re.S)]


def git(cwd: Path, *args: str, name: str = "t", date: str = "2024-01-01T12:00:00") -> str:
    env = {"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "PATH": "/usr/bin:/bin", "HOME": str(cwd)}
    done = subprocess.run(["git", "-c", f"user.name={name}", "-c", "user.email=t@example.com", "-c",
                           "commit.gpgsign=false", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env=env)
    return done.stdout


def site_of(folder: Path, out: Path) -> Path:
    assert main(["site", str(out), str(folder), "--no-cache"]) == 0
    return out


@pytest.fixture(scope="module")
def quality_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """CIP-0058 and CIP-0121 (which partially supersedes it), govuk-aws 0003 (partly superseded by 0033) and 0004
    (superseded by 0015), as their repositories have them."""
    work = tmp_path_factory.mktemp("quality")
    shutil.copytree(QUALITY / "cardano-cips", work / "cips", ignore=shutil.ignore_patterns("CPS-*"))
    shutil.copytree(QUALITY / "govuk-aws", work / "govuk-aws")
    (work / ".doccheck.toml").write_text("")
    return site_of(work, work / "out")


def edges(graph_page: str) -> list[tuple[str, str]]:
    """(class, tooltip) of every arrow the graph draws."""
    return [(kind, html.unescape(title)) for kind, title in
            re.findall(r'<path class="edge ([a-z]+)"[^>]*><title>([^<]*)</title>', graph_page)]


def test_a_partial_supersession_is_drawn_and_said_as_an_amendment(quality_site: Path) -> None:
    graph = (quality_site / "graph.html").read_text()
    drawn = edges(graph)
    # CIP-0058 says "superseded by CIP-0121 and CIP-0122"; CIP-0121 says it "partially supercedes" 58: one
    # arrow, an amendment, not a supersession beside it.
    assert [kind for kind, title in drawn if "Plutus Bitwise Primitives" in title] == ["amends"]
    assert ("amends", "3. Networking Outline amends (in part; the earlier stays in force) 3. Networking Outline"
            ) in drawn  # 0033 "in part supersedes" 0003, which says "Partly superseded"
    assert ("supersedes", "15. DNS infrastructure supersedes 4. DNS definitions for hosts and services") in drawn
    # Boxes are drawn by standing: the partly superseded record is in force, the superseded one is not.
    nodes = dict(re.findall(r'<a href="d/([^"]+)\.html" class="node ([^"]+)">', graph))
    assert "in-force" in nodes["govuk-aws--0003-aws-networking-outline"].split()
    assert "replaced" in nodes["govuk-aws--0004-dns-definitions-for-hosts-and-services"].split()
    page = (quality_site / "d" / "govuk-aws--0003-aws-networking-outline.html").read_text()
    assert meta(page)["Status"] == "amended" and '<span class="badge in-force">amended</span>' in page
    assert meta(page)["Relations"] == "amended (in part) by, still in force: 3. Networking Outline"
    old = meta((quality_site / "d" / "cips--CIP-0058--README.html").read_text())
    assert old["Relations"] == "amended (in part) by, still in force: Integer-ByteString conversions"
    assert "superseded by" not in old["Relations"]


@pytest.mark.parametrize("status", ["Superseded (partially) by [2. Cache](0002-cache.md)",
                                    "Partially replaced by [2. Cache](0002-cache.md)",
                                    "Replaced in part by [2. Cache](0002-cache.md)"])
def test_other_ways_of_saying_in_part_are_amendments(tmp_path: Path, status: str) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (tmp_path / ".doccheck.toml").write_text("")
    body = "\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n"
    (adr / "0001-store.md").write_text(f"# 1. Store\n\nDate: 2020-01-01\n\n## Status\n\n{status}{body}")
    (adr / "0002-cache.md").write_text(f"# 2. Cache\n\nDate: 2021-01-01\n\n## Status\n\nAccepted{body}")
    out = site_of(tmp_path, tmp_path / "out")
    assert [kind for kind, _title in edges((out / "graph.html").read_text())] == ["amends"]
    assert '<span class="badge in-force">amended</span>' in (out / "d" / "adr--0001-store.html").read_text()


def test_a_front_matter_title_is_the_title(quality_site: Path) -> None:
    # CIPs keep their title in front matter (`Title: Plutus Bitwise Primitives`) and have no H1: the site had
    # shown the folder's name, "CIP 0058".
    page = (quality_site / "d" / "cips--CIP-0058--README.html").read_text()
    assert re.search(r"<h1>(.*?)</h1>", page).group(1) == "Plutus Bitwise Primitives"  # type: ignore[union-attr]
    timeline = (quality_site / "index.html").read_text()
    assert ">Integer-ByteString conversions</a>" in timeline and "CIP 0058" not in timeline


def test_a_generic_h1_gives_way_to_the_front_matter_title(tmp_path: Path) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (tmp_path / ".doccheck.toml").write_text("")
    (adr / "0001-queues.md").write_text("---\ntitle: Use <b>NATS</b> for events\nstatus: accepted\n"
                                        "date: 2024-01-02\n---\n# ADR 1\n\n## Context\n\nx\n\n## Decision\n\n"
                                        "NATS.\n\n## Consequences\n\ny\n")
    (adr / "0002-named.md").write_text("---\ntitle: Front matter title\nstatus: accepted\ndate: 2024-01-03\n---\n"
                                       "# Use Redis for caching\n\n## Context\n\nx\n\n## Decision\n\nRedis.\n\n"
                                       "## Consequences\n\ny\n")
    out = site_of(tmp_path, tmp_path / "out")
    first = (out / "d" / "adr--0001-queues.html").read_text()
    assert "<h1>Use &lt;b&gt;NATS&lt;/b&gt; for events</h1>" in first  # escaped, never markup
    second = (out / "d" / "adr--0002-named.html").read_text()
    assert "<h1>Use Redis for caching</h1>" in second  # an H1 that names the decision stays the title


needs_corpus = pytest.mark.skipif(not (SHARED / "corpus").is_dir(), reason="no shared corpus beside the repository")


@needs_corpus
def test_registers_indexes_templates_and_pointers_are_not_decisions(tmp_path: Path) -> None:
    corpus = SHARED / "corpus"
    work = tmp_path / "repo"
    shutil.copytree(ROOT / "examples", work / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    assert main(["index", "--fix", str(work / "examples")]) == 0  # the examples' register, adr/README.md
    shutil.copytree(corpus / "madr" / "docs" / "decisions", work / "madr")  # index.md, adr-template.md, records
    for cip in ("CIP-0027", "CIP-0001"):  # README.md is the record, CIP-00NN.md a "Moved to" pointer
        shutil.copytree(corpus / "cardano-cips" / cip, work / "cips" / cip)
    shutil.copy(corpus / "moj-cloud-platform" / "README.md", work / "README.md")  # the folder's index of 48
    (work / ".doccheck.toml").write_text("")
    out = site_of(work, tmp_path / "out")
    timeline = (out / "index.html").read_text()
    listed = {html.unescape(p) for p in re.findall(r'<li class="doc".*?<span class="where">[^<]*· ([^<]*)</span>',
                                                   timeline)}
    apart = dict((html.unescape(p), html.unescape(kind)) for kind, p in
                 re.findall(r'<li><a href="[^"]+">[^<]*</a> <span class="where">([^·<]*) · ([^<]*)</span></li>',
                            timeline))
    assert {p: k.strip() for p, k in apart.items()} == {
        "README.md": "an index of its folder's records",
        "examples/adr/README.md": "a register of decisions",
        "madr/index.md": "an index of its folder's records",
        "madr/adr-template.md": "a template",
        "cips/CIP-0027/CIP-0027.md": "a pointer to another document (where a record was)",
        "cips/CIP-0001/CIP-0001.md": "a pointer to another document (where a record was)",
    }
    assert not listed & set(apart)
    assert {"cips/CIP-0027/README.md", "cips/CIP-0001/README.md", "examples/adr/0002-use-postgresql.md",
            "madr/0000-use-markdown-architectural-decision-records.md"} <= listed
    as_of = (out / "as-of.html").read_text()
    graph = (out / "graph.html").read_text()
    for path in apart:
        assert f"· {html.escape(path)}</span></li>" not in as_of.replace("<li>", "")  # not in the as-of view
        assert f'href="d/{re.sub(r"[^A-Za-z0-9._-]+", "-", path.rsplit(".", 1)[0].replace("/", "--"))}.html"' \
            not in graph
    # Each keeps its page, said for what it is: a record's link to it still leads somewhere.
    assert meta((out / "d" / "madr--index.html").read_text())["Not a decision"] == "an index of its folder's records"


def test_long_titles_are_whole_in_the_graph_and_escaped(tmp_path: Path) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (tmp_path / ".doccheck.toml").write_text("")
    long = "Split Terraform state into separate AWS cluster and Kubernetes resource phases <script>x</script>"
    body = "\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n"
    (adr / "0001-split.md").write_text(f"# 1. {long}\n\nDate: 2021-08-11\n\n## Status\n\nSuperseded by "
                                       f"[2. Keep one state](0002-keep-one-state.md){body}")
    (adr / "0002-keep-one-state.md").write_text(f"# 2. Keep one state\n\nDate: 2022-01-01\n\n## Status\n\nAccepted"
                                                f"\n\nSupersedes [1. {long}](0001-split.md){body}")
    out = site_of(tmp_path, tmp_path / "out")
    graph = (out / "graph.html").read_text()
    assert "<script>x" not in graph
    box = re.search(r'<a href="d/adr--0001-split.html".*?</a>', graph)
    assert box is not None
    lines = [html.unescape(t) for t in re.findall(r"<tspan[^>]*>([^<]*)</tspan>", box.group(0))]
    assert len(lines) == 3 and all(len(line) <= 31 for line in lines)
    shown = " ".join(lines)
    full = f"1. {long}"
    assert shown.endswith("…") and full.startswith(shown[:-1].rstrip())  # every word up to the cut, in order
    assert f"<title>{html.escape(full, quote=False)} (superseded)</title>" in box.group(0)  # whole on hover


def test_a_title_of_megabytes_is_cut_not_wrapped_whole() -> None:
    from doccheck.site.svg import LINES, wrap

    # A title is the repository's: one word of 2 MB is cut at what the box can show (wrapping it all, a piece
    # at a time, would copy the rest each time).
    lines = wrap("x" * 2_000_000)
    assert len(lines) == LINES and lines[-1].endswith("…") and sum(map(len, lines)) < 100


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    chromium = Browser()
    yield chromium
    chromium.close()


@needs_chromium
@needs_corpus
def test_every_title_line_stays_inside_its_box(tmp_path: Path, browser: Browser) -> None:
    """The real relations of the shared corpus (amendments and supersessions of nine repositories), drawn in
    Chromium: each line of a title ends inside its box."""
    work = tmp_path / "corpus"
    for name in ("govuk-aws", "cometbft", "content-publisher", "moj-cloud-platform", "adr-tools", "arachne",
                 "jabref", "otel-oteps", "log4brains"):
        shutil.copytree(SHARED / "corpus" / name, work / name)
    (work / ".doccheck.toml").write_text("")
    out = site_of(work, tmp_path / "out")
    browser.open((out / "graph.html").as_uri())
    outside = browser.evaluate("""[...document.querySelectorAll('svg.graph a.node')].flatMap(a => {
        const box = a.querySelector('rect').getBoundingClientRect();
        return [...a.querySelectorAll('text')].filter(t => { const r = t.getBoundingClientRect();
          return r.left < box.left || r.right > box.right + 0.5 || r.top < box.top || r.bottom > box.bottom + 0.5; })
          .map(t => t.textContent); })""")
    assert browser.evaluate("document.querySelectorAll('svg.graph a.node').length") >= 20
    assert outside == []


def test_a_repository_imported_in_one_commit_is_said_as_one(tmp_path: Path) -> None:
    """govuk-aws's five records committed at once (a migration), then one accepted a year later: the import is
    one row "since the import", with the status each stated; the later change is a change."""
    repo = tmp_path / "repo"
    shutil.copytree(QUALITY / "govuk-aws", repo / "adr")
    (repo / ".doccheck.toml").write_text("")
    (repo / ".gitignore").write_text(".doccheck/\n")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "import", name="Importer", date="2024-03-01T10:00:00")
    pending = repo / "adr" / "0033-ip-ranges.md"
    pending.write_text(pending.read_text().replace("\nPending\n", "\nAccepted\n", 1))
    git(repo, "commit", "-q", "-am", "accept 33", name="Ada & O'Neil", date="2025-02-03T10:00:00")
    out = site_of(repo, tmp_path / "out")
    old = (out / "d" / "adr--0004-dns-definitions-for-hosts-and-services.html").read_text()
    rows = history(old)
    assert [(day, status, by) for day, status, _where, by, _note in rows] == [
        ("2024-03-01", "superseded", "Importer")]
    assert rows[0][4].startswith("since the import: 5 records arrived in this commit")
    assert "Accepted in git" not in meta(old)  # it arrived superseded: nobody in git accepted it
    new = (out / "d" / "adr--0033-ip-ranges.html").read_text()
    assert [row[:2] + row[3:] for row in history(new)][1] == ["2025-02-03", "accepted", "Ada & O'Neil",
                                                              "was pending"]
    accepted = meta(new)["Accepted in git"]
    assert accepted.startswith("Ada & O'Neil (git author of ") and accepted.endswith("set its status to accepted)")
    assert "Ada & O'Neil" not in new and "Ada &amp; O&#x27;Neil" in new  # an author's name is text, escaped
    ok = meta((out / "d" / "adr--0015-dns-infrastructure.html").read_text())["Accepted in git"]
    assert ok.startswith("unknown: it arrived accepted in an import, one commit (") and "added 5 records" in ok
    # As of a date, the records count from their own dates: 0004 until its successor's, 2018-03-06.
    as_of = (out / "as-of.html").read_text()
    spans = re.search(r'data-intervals="([^"]*)"[^>]*><span class="date">2017-07-14', as_of)
    assert spans is not None
    assert json.loads(html.unescape(spans.group(1))) == [["2017-07-14", "2018-03-06", "accepted"],
                                                         ["2018-03-06", "", "superseded"]]


def test_who_decided_names_the_field_and_the_git_author(tmp_path: Path) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".gitignore").write_text(".doccheck/\n")
    text = ("---\nstatus: {}\ndate: 2024-01-05\ndeciders: Carol Jones, [Dan](https://example.com/dan) "
            "<dan@example.com>\n---\n# Use Kafka\n\n## Context\n\nx\n\n## Decision\n\nKafka.\n\n## Consequences"
            "\n\ny\n")
    (adr / "0001-kafka.md").write_text(text.format("proposed"))
    (adr / "0002-nats.md").write_text(text.format("proposed").replace("Kafka", "NATS"))
    git(tmp_path, "init", "-q", "-b", "main")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-q", "-m", "propose", name="Alice", date="2024-01-05T10:00:00")
    (adr / "0001-kafka.md").write_text(text.format("accepted"))
    git(tmp_path, "commit", "-q", "-am", "accept", name="Bob", date="2024-02-01T10:00:00")
    bob = git(tmp_path, "rev-parse", "--short=8", "HEAD").strip()
    out = site_of(tmp_path, tmp_path / "out")
    kafka = meta((out / "d" / "adr--0001-kafka.html").read_text())
    assert kafka["Decided by"] == "Carol Jones, Dan (its deciders field)"
    assert kafka["Accepted in git"] == f"Bob (git author of {bob} , 2024-02-01, which set its status to accepted)"
    nats = meta((out / "d" / "adr--0002-nats.html").read_text())
    assert "Accepted in git" not in nats  # never in force: no one accepted it, and none is named


@pytest.mark.skipif(not (SHARED / "histories" / "opendatahub-adrs.bundle").is_file(),
                    reason="no shared opendatahub history beside the repository")
def test_who_decided_on_a_real_history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """opendatahub's ADRs as their repository has them (467 commits, real authors): for every record the site
    says was accepted in git, git itself, asked another way, names the same author at that commit."""
    repo = tmp_path / "odh"
    subprocess.run(["git", "clone", "-q", str(SHARED / "histories" / "opendatahub-adrs.bundle"), str(repo)],
                   check=True, capture_output=True)
    monkeypatch.chdir(repo)  # as a user runs it: in the clone, which has no configuration
    out = site_of(Path("."), tmp_path / "out")
    said = 0
    for page in sorted((out / "d").glob("*.html")):
        found = meta(page.read_text()).get("Accepted in git")
        if found is None:
            continue
        match = re.fullmatch(r"(.+) \(git author of ([0-9a-f]{8}) , (\d{4}-\d\d-\d\d), which (added it as|set its "
                             r"status to) (\w+)\)", found)
        assert match is not None, found
        name, commit, day = match.group(1), match.group(2), match.group(3)
        assert git(repo, "show", "-s", "--format=%an %cs", commit).strip() == f"{name} {day}"
        said += 1
    assert said >= 20
    landon = meta((out / "d" / "architecture-decision-records--ODH-ADR-0005-github-labels-standards.html")
                  .read_text())
    assert landon["Authors"] == "Landon LaSmith (its authors field)"
    assert landon["Accepted in git"].startswith("Landon LaSmith (git author of 061c6e83 , 2023-06-01, which added")
