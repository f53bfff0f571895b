"""Benchmark (not a test): `doccheck sync` of the shared corpus into the embedded graph.

    python bench/bench_sync.py [CORPUS]

Copies the corpus (without `_licenses`) to a temporary folder and times, each as a fresh process with the
embedded FalkorDB started and stopped inside it: a cold sync into an empty graph, a re-sync with nothing
changed, and a re-sync after one document changed. Targets: 15 s, 1.5 s and 1.5 s.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"
TARGETS = {"cold": 15.0, "no change": 1.5, "one changed": 1.5}


def sync(folder: Path) -> tuple[float, dict[str, object]]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "doccheck", "sync", "corpus", "--force", "--format", "json",
                           "--quiet"], cwd=folder, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"doccheck sync failed ({done.returncode}): {done.stderr[-2000:]}")
    report: dict[str, object] = json.loads(done.stdout)
    return elapsed, report


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    corpus = Path(args[0]) if args else DEFAULT_CORPUS
    if not corpus.is_dir():
        print(f"no corpus at {corpus}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="doccheck-bench-sync-") as tmp:
        folder = Path(tmp)
        shutil.copytree(corpus, folder / "corpus", ignore=shutil.ignore_patterns("_licenses"))
        (folder / ".doccheck.toml").write_text('[sync]\nproject = "corpus"\n')
        files = sorted((folder / "corpus").rglob("*.md"))
        results = {}
        results["cold"] = sync(folder)
        results["no change"] = sync(folder)
        victim = files[len(files) // 2]
        victim.write_text(victim.read_text() + "\n\nA paragraph added by the benchmark.\n")
        results["one changed"] = sync(folder)
        size = sum(p.stat().st_size for p in (folder / ".doccheck" / "graph").glob("*.rdb"))
        print(f"corpus: {len(files)} Markdown files from {corpus}; graph file {size / 1e6:.1f} MB")
        for name, (elapsed, report) in results.items():
            episodes = report["episodes"]
            verdict = "ok" if elapsed <= TARGETS[name] else "OVER"
            print(f"{name:<12} {elapsed:6.2f} s  (target {TARGETS[name]:g} s, {verdict})  episodes {episodes}  "
                  f"conflicts {len(report['conflicts'])}  written {report.get('written')}")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
