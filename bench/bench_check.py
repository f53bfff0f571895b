"""Benchmark (not a test): `doccheck check` over the shared corpus, cold and warm, beside other Markdown tools.

    python bench/bench_check.py [CORPUS]

Prints wall time, files per second and peak memory (max RSS of the doccheck process and of its largest
worker) for: a cold run (empty cache), a warm run (everything cached), one changed file as pre-commit passes
it (the rest of the repository cached, for the cross-document rules), one file alone with no cache, and,
when they are installed, markdownlint-cli2 and `mdformat --check` on the same files in the same run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from installed import INSTALLED_ENV, compile_installed

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"

# Runs doccheck in a child and reports its own and its workers' peak memory.
_RUNNER = """
import resource, sys
from doccheck.cli.main import main
code = main(sys.argv[1:])
me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"@@rss {me} {kids}", file=sys.stderr)
raise SystemExit(code)
"""


def markdown_files(corpus: Path) -> list[Path]:
    return sorted(p for p in corpus.rglob("*.md") if not any(part.startswith("_") for part in p.parts))


def run_doccheck(args: list[str], cwd: Path) -> tuple[float, int, int]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", _RUNNER, *args], cwd=cwd, capture_output=True, text=True,
                          env=INSTALLED_ENV)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"doccheck failed ({done.returncode}): {done.stderr[-2000:]}")
    rss = next(line for line in done.stderr.splitlines() if line.startswith("@@rss")).split()
    return elapsed, int(rss[1]) // 1024, int(rss[2]) // 1024


def run_tool(command: list[str], cwd: Path) -> float | None:
    if shutil.which(command[0]) is None:
        return None
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, capture_output=True)
    return time.perf_counter() - start


def main() -> int:
    corpus = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    if not corpus.is_dir():
        print(f"corpus not found: {corpus}", file=sys.stderr)
        return 2
    files = markdown_files(corpus)
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; corpus: {corpus} ({len(files)} files)")
    compile_installed()
    with tempfile.TemporaryDirectory() as work:
        # A repository as a team has one: the documents with the configuration at the top (the corpus itself
        # stays read-only), checked from its root. Each run is a fresh process, as pre-commit starts one.
        repo = Path(work) / "repo"
        shutil.copytree(corpus, repo, ignore=shutil.ignore_patterns("_*"))
        (repo / ".doccheck.toml").write_text("")
        args = ["check", ".", "-q", "--fail-level", "never"]
        rows = []
        cold = run_doccheck(args, repo)
        rows.append(("doccheck cold", len(files), *cold))
        warm = min((run_doccheck(args, repo) for _ in range(3)), key=lambda r: r[0])
        rows.append(("doccheck warm (all cached)", len(files), *warm))
        one = repo / files[len(files) // 2].relative_to(corpus)

        def commit_one(path: Path, cwd: Path) -> tuple[float, int, int]:
            with path.open("a") as handle:  # a changed file, as a commit brings one: parsed, the rest replayed
                handle.write("\nAnother line.\n")
            return run_doccheck(["check", str(path.relative_to(cwd)), "-q", "--fail-level", "never"], cwd)

        best = min((commit_one(one, repo) for _ in range(3)), key=lambda r: r[0])
        rows.append(("one changed file, corpus repo", 1, *best))
        alone = Path(work) / "alone"
        alone.mkdir()
        (alone / ".doccheck.toml").write_text("")
        shutil.copy(one, alone / one.name)
        commit_one(alone / one.name, alone)  # the first run validates the configuration and fills the cache
        best = min((commit_one(alone / one.name, alone) for _ in range(3)), key=lambda r: r[0])
        rows.append(("one changed file, 1-doc repo", 1, *best))
        single = min((run_doccheck(["check", one.name, "-q", "--no-cache", "--fail-level", "never"], alone)
                       for _ in range(3)), key=lambda r: r[0])
        rows.append(("one file, --no-cache", 1, *single))
        names = [str(p.relative_to(corpus)) for p in files]
        lint = run_tool(["markdownlint-cli2", *names], corpus)
        fmt = run_tool(["mdformat", "--check", *names], corpus)

    print(f"{'run':<32}{'seconds':>9}{'files/s':>10}{'peak MB':>9}{'worker MB':>11}")
    for name, count, seconds, rss, kids in rows:
        print(f"{name:<32}{seconds:>9.2f}{count / seconds:>10.0f}{rss:>9}{kids:>11}")
    for name, seconds in (("markdownlint-cli2", lint), ("mdformat --check", fmt)):
        if seconds is None:
            print(f"{name:<32}{'not installed':>9}")
        else:
            print(f"{name:<32}{seconds:>9.2f}{len(files) / seconds:>10.0f}"
                  f"   doccheck cold is {seconds / cold[0]:.1f}x faster")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
