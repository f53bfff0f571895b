"""Benchmark (not a test): `doccheck site` for the whole shared corpus, cold (no cache) and warm (cache filled).

    python bench/bench_site.py [CORPUS]

The corpus is copied to a temporary folder with an empty configuration (nothing is written into it); prints
the wall time of each run, the pages written and their size. The target is <= 10 s on a 2-core machine.
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


def run(args: list[str], cwd: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(HERE.parent / "src")}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "doccheck", "site", *args], cwd=cwd, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(argv: list[str]) -> int:
    corpus = Path(argv[0]) if argv else DEFAULT_CORPUS
    if not corpus.is_dir():
        print(f"no corpus at {corpus}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder) / "corpus"
        shutil.copytree(corpus, work)
        (work / ".doccheck.toml").write_text("")
        out = Path(folder) / "out"
        cold = run([str(out), ".", "--no-cache"], work)
        run([str(out), "."], work)  # fills the cache
        warm = run([str(out), "."], work)
        pages = list(out.rglob("*.html"))
        size = sum(p.stat().st_size for p in pages)
        print(f"{len(pages)} pages, {size / 1e6:.1f} MB; cold {cold:.2f} s, warm {warm:.2f} s "
              f"({os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
