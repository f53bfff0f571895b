"""Benchmark (not a test): replaying swift-evolution's git history into the embedded graph.

    python bench/bench_history.py [BUNDLE]

Clones the bundle (default: ../shared/histories/swift-evolution.bundle) to a temporary folder and times, each as
a fresh process with the embedded FalkorDB started and stopped inside it:

- a cold `doccheck sync proposals --history` into an empty graph (target 60 s);
- after one new commit that edits a proposal's status in place, the next plain sync (target 1.5 s);
- `doccheck facts --about SE-NNNN --as-of DATE` on the resulting graph, as a process (server start and graph
  load included) and as the query alone on a running server (target 0.3 s).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_BUNDLE = HERE.parent.parent / "shared" / "histories" / "swift-evolution.bundle"
ENV = {k: v for k, v in os.environ.items() if k != "GITHUB_REF_NAME"}


def timed(folder: Path, *argv: str) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=folder, capture_output=True, text=True,
                          env=ENV)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"doccheck {argv[0]} failed ({done.returncode}): {done.stderr[-2000:]}")
    return elapsed, done.stdout


def query_alone(folder: Path, questions: list[tuple[str, str]]) -> list[float]:
    """Seconds per `facts --as-of` question through the query layer, the server already running."""
    from doccheck.graph.connection import open_falkordb
    from doccheck.graph.query import facts_as_of, parse_as_of
    from doccheck.graph.store import GraphStore

    async def run() -> list[float]:
        connection = await open_falkordb(None, folder / ".doccheck" / "graph")
        try:
            store = GraphStore(connection)
            groups = await store.project_groups("swift_evolution")
            times = []
            for about, day in questions:
                start = time.perf_counter()
                await facts_as_of(store, groups, parse_as_of(day), about)
                times.append(time.perf_counter() - start)
            return times
        finally:
            await connection.close(save=False)

    return asyncio.run(run())


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    bundle = Path(args[0]) if args else DEFAULT_BUNDLE
    if not bundle.is_file():
        print(f"no bundle at {bundle}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="doccheck-bench-history-") as tmp:
        folder = Path(tmp) / "swift-evolution"
        subprocess.run(["git", "clone", "-q", str(bundle), str(folder)], check=True)
        (folder / ".doccheck.toml").write_text('[sync]\nproject = "swift_evolution"\n')
        versions = subprocess.run(["git", "log", "--first-parent", "--diff-merges=first-parent", "--name-only",
                                   "--no-renames", "--format=", "--", "proposals"], cwd=folder, capture_output=True,
                                  text=True, check=True).stdout.split()
        cold, out = timed(folder, "sync", "proposals", "--history", "--force", "--format", "json", "--quiet")
        report = json.loads(out)
        size = sum(p.stat().st_size for p in (folder / ".doccheck" / "graph").glob("*.rdb"))
        proposal = sorted((folder / "proposals").glob("0001-*.md"))[0]
        text = proposal.read_text()
        proposal.write_text(re.sub(r"(\* Status: ).*", r"\1**Withdrawn**", text, count=1))
        subprocess.run(["git", "commit", "-qam", "benchmark: a status edited in place"], cwd=folder, check=True,
                       env={**ENV, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
                            "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"})
        incremental, out = timed(folder, "sync", "proposals", "--format", "json", "--quiet")
        after = json.loads(out)
        process, _ = timed(folder, "facts", "--about", "SE-0001", "--as-of", "2020-01-01", "--format", "json")
        questions = [(f"SE-{n:04d}", f"{year}-06-30") for n in range(1, 400, 7) for year in (2016, 2019, 2023)]
        alone = query_alone(folder, questions)
        print(f"swift-evolution: {len(versions)} file versions under proposals/ on the first-parent line; "
              f"graph file {size / 1e6:.1f} MB")
        print(f"cold --history replay   {cold:6.2f} s  (target 60 s, {'ok' if cold <= 60 else 'OVER'})  "
              f"versions {report['versions']}  written {report['written']}")
        print(f"one new commit, sync    {incremental:6.2f} s  (target 1.5 s, {'ok' if incremental <= 1.5 else 'OVER'})"
              f"  versions {after['versions']}")
        print(f"facts --as-of, process  {process:6.2f} s  (server start and graph load included)")
        print(f"facts --as-of, query    p50 {statistics.median(alone) * 1000:5.1f} ms, max {max(alone) * 1000:5.1f} ms "
              f"over {len(alone)} questions (target 0.3 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
