"""Benchmark (not a test): the whole corpus checked repository-wide (`doccheck check --all`), cold and warm.

    python bench/bench_repo.py [CORPUS]

The corpus is copied to a temporary folder with a `.doccheck.toml`, so it is checked as a repository would be
(its root is the configuration's folder) and the cache starts empty. Prints the wall time of the command in a
child process, cold (empty cache) and warm (best of five, everything cached), and, in this process, where
a warm run spends its time: the files' stat data against the cache (per-document part), building the index,
running the DC4 rules (which a warm `doccheck check` replays from the cache instead). Targets on the 2-core
development machine: cold <= 3 s, warm <= 0.3 s.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"


def timed_command(args: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"doccheck failed ({done.returncode}): {done.stderr[-2000:]}")
    return elapsed


def breakdown(repo: Path) -> list[tuple[str, float]]:
    """A warm run's phases, in this process (imports already paid)."""
    from doccheck.run.check import run_check
    from doccheck.run.repository import build_index, selected_rules
    from doccheck.run.settings import load_config

    before = Path.cwd()
    os.chdir(repo)
    try:
        start = time.perf_counter()
        config = load_config(repo)
        report = run_check([Path(".")], config)
        checked = time.perf_counter()
        index, _checked = build_index(report.records, config)
        indexed = time.perf_counter()
        problems = [p for rule in selected_rules(config) for p in rule.check(index)]
        done = time.perf_counter()
    finally:
        os.chdir(before)
    return [("stat + cached records", checked - start), ("build index (+ link targets on disk)",
            indexed - checked), (f"DC4 rules ({len(problems)} problems)", done - indexed)]


def main() -> int:
    corpus = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    if not corpus.is_dir():
        print(f"corpus not found: {corpus}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as work:
        repo = Path(work) / "repo"
        shutil.copytree(corpus, repo, ignore=shutil.ignore_patterns("_*"))
        (repo / ".doccheck.toml").write_text("")
        count = sum(1 for _ in repo.rglob("*.md"))
        print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; corpus: {corpus} ({count} files)")
        args = ["check", "--all", "-q", "."]
        cold = timed_command(args, repo)
        warm = min(timed_command(args, repo) for _ in range(5))
        phases = breakdown(repo)
    print(f"{'doccheck check --all, cold':<40}{cold:>8.2f} s   (target <= 3 s)")
    print(f"{'doccheck check --all, warm':<40}{warm:>8.2f} s   (target <= 0.3 s)")
    print("warm run, in process:")
    for name, seconds in phases:
        print(f"  {name:<38}{seconds * 1000:>8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
