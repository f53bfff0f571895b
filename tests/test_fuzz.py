"""Fuzzing the check with adversarial documents, front matter and file names (issue 11).

The grammars below build what broke doccheck before, in combinations no one wrote down: pieces that patterns
match (braces, pipes, comment markers, emphasis, status words, relation verbs, ids), each either once or
repeated up to tens of thousands of times (the shape of every backtracking bug), nested front matter with
anchors and aliases (the shape of every expansion bug), control characters, odd line ends, and file names
that look like options or hold escapes and invalid UTF-8.

Each generated repository is checked through the real command, `main(argv)` in this process (fast), and a few
fixed worst cases in a fresh process (what pre-commit runs). For each: the exit code is 0, 1 or 2; nothing is
a traceback; the document costs at most a second of this process's CPU time (CPU rather than wall time: CI
machines are shared, and a neighbour's load is not doccheck's cost; the wall time is in the failure message);
and the peak of Python's allocations (tracemalloc) stays under 200 MB. Inputs go up to 1 MB.

Bounded for CI: a fixed number of examples, derandomised, well under a minute.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from doccheck.cli.ci.chains import Chains, Edge
from doccheck.cli.ci.summary import CheckSummary, format_check_summary
from doccheck.cli.main import main
from doccheck.findings import Finding, Severity
from doccheck.output.annotations import Annotation, plan_annotations

MAX_SECONDS = 1.0
MAX_MEMORY = 200 * 2**20
MAX_INPUT = 2**20
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.large_base_example])

# Pieces the patterns look for. Link shapes (`[`) are left to LINK_PIECES and their own test below.
PIECES = [
    "{} ", "{", "}", "{list ", "(fill in ", "(", ")", "<!--", "<!--\n", "-->", "<", ">", "<a", "|", "| ", ":|",
    "| Status |", "**", "__", "*", "_", "`", "```", "~~~", "#", "# ", "## ", "### TASK-A-1: ", "- ", "* ", "> ",
    "1. ", ":", ": ", "a:", "Status: ", "status: ", "Date: ", "Superseded by ", "Supersedes ", "amends ", "ADR-",
    "RFC ", "0", "1", "1/1/", "jan ", "/", ".md", "a.md", "http://a", "https://", "TASK-A-", "A-", "a", "A.", " or ",
    "and ", ", ", "TBD", "accepted", "proposed | accepted", "YYYY-MM-DD", "<!-- doccheck: disable=",
    "<!-- doccheck: disable-next-line -->", "&a ", "*a ", "---", "+++", " ", "  ", "\t", "\n", "\n\n", " \n",
    "\r", "\r\n", "\u2028", "\x0b", "\x0c", "\x1b[2J", "\x1b]52;c;YQ==\x07", "\x7f", "\x85", "\u202e", "\ufeff",
    "é", "🚀", "\\",
]
LINK_PIECES = ["[", "]", "](", "[a](", "![", "[a]: ", "[x](a.md)", "[[", "](a.md)"]

piece = st.one_of(st.sampled_from(PIECES), st.text(max_size=12))
pumped = st.builds(lambda text, times: text * times, st.sampled_from(PIECES), st.integers(1, 30_000))
line = st.lists(st.one_of(piece, piece, pumped), max_size=4).map("".join)
HEADINGS = ["# 1. A decision", "## Status", "## Context", "## Decision", "## Consequences", "## Tasks",
            "### TASK-A-1: Do it", "| Status | Draft |", "- Status: accepted", "Date: 2024-01-02", "<!--", "-->",
            "```", ""]


def _scalar() -> st.SearchStrategy[str]:
    return st.one_of(line.map(lambda text: '"' + text.replace("\\", "\\\\").replace('"', '\\"')
                                            .replace("\n", "\\n").replace("\r", "\\r") + '"'),
                     st.sampled_from(["accepted", "2024-01-02", "ADR-0001", "~", "[]", "{}", "0001-a.md", "*a",
                                      "&a x", "!!binary aGk=", "<<: *a", "? a", "'", '"']))


@st.composite
def yaml_front_matter(draw: st.DrawFn) -> str:
    """Mappings and lists nested to random depths, values reused through anchors and aliases, and sometimes a
    bomb: `levels` lists of `width` aliases of the list before."""
    keys = st.sampled_from(["status", "date", "supersedes", "superseded-by", "title", "deciders", "facts",
                            "decides", "tags", "feature-id", "depends-on", "x"])
    lines = []
    if draw(st.booleans()):
        width, levels = draw(st.integers(1, 12)), draw(st.integers(1, 10))
        lines.append('b0: &b0 ["x","x"]')
        lines += [f"b{i}: &b{i} [{','.join([f'*b{i - 1}'] * width)}]" for i in range(1, levels)]
        lines.append(f"{draw(keys)}: *b{levels - 1}")
    for _ in range(draw(st.integers(0, 6))):
        depth = draw(st.integers(0, 3)) if draw(st.booleans()) else draw(st.integers(0, 3000))
        opening, closing = draw(st.sampled_from([("[", "]"), ("{a: ", "}"), ("- ", "")]))
        value = draw(_scalar())
        lines.append(f"{draw(keys)}: " + (opening * depth + value + closing * depth if closing else value))
    lines += draw(st.lists(line, max_size=2))  # and raw lines, which may break the YAML
    return "---\n" + "\n".join(lines) + "\n---\n"


@st.composite
def toml_front_matter(draw: st.DrawFn) -> str:
    depth = draw(st.integers(0, 1500))
    return f"+++\nstatus = {'[' * depth}\"accepted\"{']' * depth}\ndate = 2024-01-02\n+++\n"


@st.composite
def documents(draw: st.DrawFn) -> str:
    front = draw(st.one_of(st.just(""), yaml_front_matter(), toml_front_matter()))
    body = draw(st.lists(st.one_of(line, st.sampled_from(HEADINGS)), max_size=25))
    return (front + "\n".join(body))[:MAX_INPUT]


file_names = st.one_of(
    st.text(st.characters(blacklist_characters="/\x00", blacklist_categories=("Cs",)), min_size=1, max_size=40),
    st.sampled_from(["--output=README.md", "-rf", "--sync", "-", "--", "-h", "a`b", "``", "a|b", "[x](y)", "#1",
                     "a\nb", "a\rb", "\x1b[31mred", "\u202egnp"]),
).map(lambda name: name + ".md").filter(lambda name: len(os.fsencode(name)) <= 250)
byte_names = st.binary(min_size=1, max_size=40).filter(lambda raw: b"/" not in raw and b"\x00" not in raw).map(
    lambda raw: os.fsdecode(raw + b".md"))  # not UTF-8: the name comes back with surrogate escapes
CONFIGS = ["", 'extend = ["nygard"]\n', 'extend = ["kep", "madr", "rust-rfc"]\ndate-order = "dmy"\n',
           '[[types]]\nname = "runbook"\nglobs = ["docs/*"]\nrequired-sections = ["Summary|Steps"]\n'
           'required-metadata = ["owner", "status"]\nstatuses = ["draft", "active"]\n']


def _check(files: dict[str, str], config: str, argv: list[str]) -> tuple[int, str, float, float, int]:
    """Run `doccheck check` on a fresh repository: exit code, output, CPU and wall seconds, peak bytes.

    tracemalloc makes allocation several times slower, so a large input is run twice: once timed, once traced.
    """
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / ".doccheck.toml").write_text(config)
        (root / "docs" / "adr").mkdir(parents=True)
        for name, text in files.items():
            (root / "docs" / "adr" / name).write_text(text, encoding="utf-8", errors="surrogateescape")
        cwd = os.getcwd()
        os.chdir(root)
        try:
            if sum(map(len, files.values())) > 64 * 1024:
                code, out, cpu, wall = _main(argv)
                tracemalloc.start()
                try:
                    _main(argv)
                    peak = tracemalloc.get_traced_memory()[1]
                finally:
                    tracemalloc.stop()
            else:  # small: one traced run, whose (slower) time is then a stricter bound
                tracemalloc.start()
                try:
                    code, out, cpu, wall = _main(argv)
                    peak = tracemalloc.get_traced_memory()[1]
                finally:
                    tracemalloc.stop()
        finally:
            os.chdir(cwd)
    return code, out, cpu, wall, peak


def _main(argv: list[str]) -> tuple[int, str, float, float]:
    out = io.StringIO()
    cpu, wall = time.process_time(), time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(["--no-cache", *argv])
        except SystemExit as exited:  # argparse's usage errors
            code = int(exited.code or 0)
    return code, out.getvalue(), time.process_time() - cpu, time.perf_counter() - wall


def _assert_sound(result: tuple[int, str, float, float, int], documents: int = 1,
                  seconds: float = MAX_SECONDS) -> None:
    code, out, cpu, wall, peak = result
    assert code in (0, 1, 2), out[-2000:]
    assert "Traceback" not in out, out[-2000:]
    assert cpu <= seconds * documents, f"{cpu:.2f} s CPU ({wall:.2f} s wall) for {documents} document(s)"
    assert peak <= MAX_MEMORY, f"{peak / 2**20:.0f} MB"
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", out), "a control character reached the terminal"


@pytest.fixture(autouse=True, scope="module")
def _imported() -> None:
    """One untimed check first: the time budgets are a document's cost, not the first import of the modules a
    check loads on demand (under tracemalloc, several times slower)."""
    _check({"0001-a.md": "# A\n\nStatus: Accepted\n"}, "", ["docs"])


@FUZZ
@given(text=documents(), config=st.sampled_from(CONFIGS))
def test_any_document_is_checked_soundly(text: str, config: str) -> None:
    _assert_sound(_check({"0001-a.md": text}, config, ["docs"]))


@FUZZ
@given(names=st.lists(st.one_of(file_names, byte_names), min_size=1, max_size=4, unique=True),
       text=documents())
def test_any_file_name_is_checked_soundly(names: list[str], text: str) -> None:
    result = _check(dict.fromkeys(names, text[:20_000]), "", ["--", *(f"docs/adr/{n}" for n in names)])
    _assert_sound(result, len(names))
    assert result[0] != 2, result[1]  # every name is a file to check, never an option


@FUZZ
@given(text=documents(), config=st.sampled_from(CONFIGS), output=st.sampled_from(["json", "sarif", "github"]))
def test_every_output_format_survives_any_document(text: str, config: str, output: str) -> None:
    _assert_sound(_check({"0001-a.md": text, "0002-b.md": text[::-1]}, config, ["--format", output, "docs"]), 2)


@settings(FUZZ, max_examples=12)
@given(pieces=st.lists(st.builds(lambda text, times: text * times, st.sampled_from(LINK_PIECES),
                                 st.integers(1, 50_000)), min_size=1, max_size=3))
def test_link_shapes_are_checked_soundly(pieces: list[str]) -> None:
    # Linear, not free: `[x](a.md)` x 50,000 is 50,000 broken links to report, about 1.5 s of it here.
    _assert_sound(_check({"0001-a.md": "# 1. A\n\n" + "".join(pieces)}, "", ["docs"]), seconds=3.0)


# --- the job summary: whatever the names and titles, one fence and intact code spans ---------------------------

@FUZZ
@given(names=st.lists(st.one_of(file_names, st.text(max_size=30)), min_size=2, max_size=6, unique=True),
       titles=st.lists(line, min_size=2, max_size=6))
def test_the_job_summary_cannot_be_written_into(names: list[str], titles: list[str]) -> None:
    paths = [f"docs/{name}" for name in names]
    findings = [Finding(path, 1, 1, "DC103", "title-number-mismatch", Severity.WARNING, title[:2000])
                for path, title in zip(paths, titles * len(paths), strict=False)]
    edges = tuple(Edge(paths[i + 1], paths[i], "supersedes") for i in range(len(paths) - 1))
    text = format_check_summary(CheckSummary(
        files=[(f.path, [f]) for f in findings], cached=0,
        plan=plan_annotations(Annotation.from_finding(f) for f in findings), against=None, fail_level="error",
        sarif=None, chains=Chains(tuple(paths), edges, frozenset(paths[:1])),
        records={path: {"title": title[:2000], "status": title[:50]} for path, title in zip(paths, titles * 6,
                                                                                         strict=False)}))
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    assert [t.info for t in tokens if t.type == "fence"] == ["mermaid"]
    assert [t.tag for t in tokens if t.type == "heading_open"] == ["h2", "h3"]  # doccheck's own, no others
    assert not any(c.type in ("link_open", "image", "html_inline") for t in tokens for c in (t.children or ()))
    rows = [t for t in tokens if t.type == "tr_open"]
    assert len(rows) == 2 * (len(findings) + 1)  # both tables, every row intact: no pipe split a row
    assert len(text.encode()) < 512 * 1024


# --- a fresh process, as pre-commit runs it, on the worst inputs up to 1 MB --------------------------------------

WORST: dict[str, Callable[[], str]] = {
    "braces-title": lambda: "# " + "{} " * 333_000 + "a\n",
    "table-row": lambda: "# 1. A\n\n| Status |" + " " * 1_000_000 + "x\n",
    "alias-bomb": lambda: "---\n" + "a0: &a0 [x,x,x,x,x,x,x,x,x]\n" + "".join(
        f"a{i}: &a{i} [{','.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 12)) + "status: *a11\n---\n# 1. A\n",
}


@pytest.mark.parametrize("name", sorted(WORST))
def test_a_fresh_process_checks_the_worst_documents(tmp_path: Path, name: str) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "0001-a.md").write_text(WORST[name]())
    assert (tmp_path / "0001-a.md").stat().st_size <= MAX_INPUT
    started = os.times()
    done = subprocess.run([sys.executable, "-m", "doccheck", "--no-cache", "--", "0001-a.md"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    ended = os.times()
    cpu = (ended.children_user + ended.children_system) - (started.children_user + started.children_system)
    assert done.returncode in (0, 1, 2)
    assert "Traceback" not in done.stderr
    assert done.stdout.splitlines()[-1].startswith("1 file checked")
    assert cpu <= MAX_SECONDS + 0.5, f"{cpu:.2f} s CPU"  # + the interpreter's own start (~0.3 s here)
