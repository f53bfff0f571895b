"""Benchmark (not a test): `doccheck site` over a synced graph, as the repository grows (issue 23, item 17).

    python bench/bench_site_graph.py [COUNT ...]     (default: 250 1000)

For each count, a git repository of that many ADRs (one commit), synced into the embedded graph, then
`doccheck site OUT` timed twice (cold cache, then warm). One timeline query per document took 15 s for 1,000
documents and 158 s for 4,000; the site now reads every document's history in a few queries.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ADR = """# {n}. Decision {n}

Date: 2021-{month:02d}-01

## Status

{status}

## Context

Service {n} needs a way to store its records.

## Decision

We will use store {n}.

## Consequences

One more thing to run.
"""


def doccheck(repo: Path, *args: str) -> float:
    env = {**os.environ, "PYTHONPATH": str(HERE.parent / "src")}
    env.pop("DOCCHECK_FALKORDB_URL", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=repo, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(counts: list[int]) -> int:
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; load average {os.getloadavg()}")
    print(f"{'documents':>10} {'sync s':>8} {'site cold s':>12} {'site warm s':>12}")
    for count in counts:
        with tempfile.TemporaryDirectory() as folder:
            repo = Path(folder) / "repo"
            (repo / "adr").mkdir(parents=True)
            for n in range(1, count + 1):
                status = f"Superseded by [ADR {n + 1}]({n + 1:04d}-decision.md)" if n % 10 == 0 else "Accepted"
                (repo / "adr" / f"{n:04d}-decision.md").write_text(ADR.format(n=n, month=1 + n % 12, status=status))
            (repo / ".doccheck.toml").write_text("")
            for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["-c", "user.name=b", "-c", "user.email=b@b",
                                                                       "commit", "-q", "-m", "records"]):
                subprocess.run(["git", *args], cwd=repo, check=True)
            synced = doccheck(repo, "sync", ".", "--quiet")
            cold = doccheck(repo, "site", str(Path(folder) / "out"))
            warm = doccheck(repo, "site", str(Path(folder) / "out"))
            print(f"{count:>10,} {synced:>8.2f} {cold:>12.2f} {warm:>12.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main([int(a) for a in sys.argv[1:]] or [250, 1000]))
