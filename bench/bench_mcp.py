"""Benchmark (not a test): `doccheck mcp` on the corpus graph, driven by the MCP SDK's own client over stdio.

    python bench/bench_mcp.py [CORPUS] [--calls N]

Copies the corpus (without `_licenses`) into a git repository, syncs it, then starts `doccheck mcp` and times:
server start to first answer (process start, graph load, handshake and one `decisions_about`; the median of 5
starts: target 1.5 s), and each tool's
latency over N calls (default 200) with the server warm, p50 and p95 (target p95 <= 50 ms for `decisions_about`
and `decision_lineage`). Arguments cycle through the graph's own entities and documents.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"
STARTS = 5
TARGETS = {"start to first answer": 1.5, "decisions_about": 0.050, "decision_lineage": 0.050}
GIT_ENV = {"GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com", "GIT_COMMITTER_NAME": "b",
           "GIT_COMMITTER_EMAIL": "b@example.com"}


def prepare(corpus: Path, where: Path) -> Path:
    repo = where / "repo"
    shutil.copytree(corpus, repo / "corpus", ignore=shutil.ignore_patterns("_licenses"))
    env = {**os.environ, **GIT_ENV}
    for argv in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "corpus"]):
        subprocess.run(["git", *argv], cwd=repo, check=True, capture_output=True, env=env)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "doccheck", "sync", "corpus", "--quiet"], cwd=repo,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"doccheck sync failed ({done.returncode}): {done.stderr[-2000:]}")
    print(f"synced {corpus} in {time.perf_counter() - start:.1f} s")
    return repo


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(len(ordered) * share), len(ordered) - 1)]


async def measure(repo: Path, calls: int) -> dict[str, Any]:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    facts = json.loads(subprocess.run([sys.executable, "-m", "doccheck", "facts", "--format", "json"], cwd=repo,
                                      capture_output=True, text=True, check=True).stdout)["facts"]
    topics = sorted({f["subject"] for f in facts if f["relation"] != "HAS_TITLE"})[:100]
    documents = sorted({f["subject"] for f in facts if f["relation"] == "HAS_STATUS"})[:100]
    words = sorted({w for f in facts for w in f["object"].split() if len(w) > 4})[:100]
    params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(repo),
                                   env=dict(os.environ))
    figures: dict[str, Any] = {}
    starts = []
    for topic in topics[:STARTS]:  # each a new server on a graph nobody holds: the graph file is loaded too
        start = time.perf_counter()
        async with Client(params) as client:
            first = await client.call_tool("decisions_about", {"topic": topic})
            starts.append(time.perf_counter() - start)
            assert not first.is_error
    figures["start to first answer"] = starts
    async with Client(params) as client:
        joins = []  # a second server while this one holds the graph: it joins the loaded graph
        for topic in topics[:STARTS]:
            start = time.perf_counter()
            async with Client(params) as second:
                await second.call_tool("decisions_about", {"topic": topic})
                joins.append(time.perf_counter() - start)
        figures["start, graph already loaded"] = joins
        plans: dict[str, list[dict[str, Any]]] = {
            "decisions_about": [{"topic": t} for t in topics],
            "decision_lineage": [{"document": d} for d in documents],
            "in_force": [{}, {"area": "corpus/adr-tools"}, {"as_of": "2020"}],
            "conflicts": [{}, {"since": "2020"}],
            "search": [{"query": w, "limit": 10} for w in words],
            "document": [{"id": d} for d in documents],
        }
        for tool, arguments in plans.items():
            for warm in arguments[:3]:
                await client.call_tool(tool, warm)
            times = []
            for index in range(calls):
                began = time.perf_counter()
                result = await client.call_tool(tool, arguments[index % len(arguments)])
                times.append(time.perf_counter() - began)
                if result.is_error:
                    raise SystemExit(f"{tool} {arguments[index % len(arguments)]}: {result.content}")
            figures[tool] = (statistics.median(times), percentile(times, 0.95))
    return figures


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    calls = 200
    if "--calls" in args:
        at = args.index("--calls")
        calls = int(args[at + 1])
        del args[at : at + 2]
    corpus = Path(args[0]) if args else DEFAULT_CORPUS
    if not corpus.is_dir():
        print(f"no corpus at {corpus}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as where:
        repo = prepare(corpus, Path(where))
        figures = asyncio.run(measure(repo, calls))
    starts = figures.pop("start to first answer")
    start, target = statistics.median(starts), TARGETS["start to first answer"]
    each = ", ".join(f"{t:.2f}" for t in starts)
    print(f"start to first answer: median {start:.2f} s of {len(starts)} starts ({each}) (target {target:g} s)"
          f"{'' if start <= target else '  MISSED'}")
    joins = figures.pop("start, graph already loaded")
    print(f"start to first answer, the graph already loaded by another doccheck: median "
          f"{statistics.median(joins):.2f} s")
    for tool, (p50, p95) in figures.items():
        target = TARGETS.get(tool)
        note = "" if target is None else f" (target p95 {target * 1000:.0f} ms){'' if p95 <= target else '  MISSED'}"
        print(f"{tool:<18} p50 {p50 * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms over {calls} calls{note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
