"""Benchmark (not a test): what a commit costs as the repository grows, the table of issue 13.

    python bench/bench_hook.py [CORPUS] [--only NAME]

Builds three repositories in a temporary folder, each with an empty `.doccheck.toml` at the top: the corpus
(1,759 documents), the corpus copied four times into one repository (7,036), and 50,000 empty Markdown files
(50 folders of 1,000). For each, every run a fresh process as pre-commit starts one:

- cold: `doccheck check .` with an empty cache (and its peak RSS, the main process or its largest worker);
- warm: `doccheck check .` again, everything cached (best of three);
- one edited file: a line appended to one document, then `doccheck check FILE` as the hook names it, the rest
  of the repository cached for the cross-document rules (best of three, a new edit each time).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"
TARGETS = {  # issue 13: cold, warm, one edited file (seconds), peak RSS (MB)
    "corpus": (2.5, 0.12, 0.12, 150), "corpus x4": (9.0, 0.25, 0.12, 150), "50,000 empty": (None, None, 0.35, 150),
}

_RUNNER = """
import resource, sys
from doccheck.cli import main
code = main(sys.argv[1:])
me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"@@rss {me} {kids}", file=sys.stderr)
raise SystemExit(code)
"""


def run(args: list[str], cwd: Path) -> tuple[float, int]:
    """Wall time of one doccheck process, and the peak RSS (MB) of it or of its largest worker."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", _RUNNER, *args], cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"doccheck failed ({done.returncode}): {done.stderr[-2000:]}")
    rss = next(line for line in done.stderr.splitlines() if line.startswith("@@rss")).split()
    return elapsed, max(int(rss[1]), int(rss[2])) // 1024


def copy_corpus(corpus: Path, target: Path) -> None:
    shutil.copytree(corpus, target, ignore=shutil.ignore_patterns("_*"))


def build_corpus(corpus: Path, repo: Path) -> Path:
    copy_corpus(corpus, repo)
    return next(p for p in sorted(repo.rglob("*.md")) if "adr" in p.parent.name.lower())


def build_corpus_x4(corpus: Path, repo: Path) -> Path:
    repo.mkdir()
    for n in range(1, 5):
        copy_corpus(corpus, repo / f"copy{n}")
    return next(p for p in sorted((repo / "copy3").rglob("*.md")) if "adr" in p.parent.name.lower())


def build_empty(_corpus: Path, repo: Path) -> Path:
    for folder in range(50):
        docs = repo / "docs" / f"area{folder:02d}"
        docs.mkdir(parents=True)
        for n in range(1000):
            (docs / f"{folder * 1000 + n:05d}-note.md").touch()
    return repo / "docs" / "area25" / "25500-note.md"


REPOSITORIES: dict[str, Callable[[Path, Path], Path]] = {
    "corpus": build_corpus, "corpus x4": build_corpus_x4, "50,000 empty": build_empty,
}


def measure(repo: Path, edited: Path) -> dict[str, tuple[float, int]]:
    (repo / ".doccheck.toml").write_text("")
    whole = ["check", ".", "-q", "--fail-level", "never"]
    figures = {"cold": run(whole, repo)}
    # Files written a moment ago are "racy" (see cache.py): the first warm run hashes them once and records
    # their stat data; the best of three is the run a committer has on files older than a second or two.
    time.sleep(2.5)
    figures["warm"] = min((run(whole, repo) for _ in range(3)), key=lambda r: r[0])
    named = ["check", str(edited.relative_to(repo)), "-q", "--fail-level", "never"]

    def edit_and_check() -> tuple[float, int]:
        with edited.open("a") as handle:
            handle.write("\nAnother line.\n")
        return run(named, repo)

    figures["one edited file"] = min((edit_and_check() for _ in range(3)), key=lambda r: r[0])
    return figures


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    only = args[args.index("--only") + 1] if "--only" in args else None
    positional = [a for i, a in enumerate(args) if not a.startswith("--") and (i == 0 or args[i - 1] != "--only")]
    corpus = Path(positional[0]) if positional else DEFAULT_CORPUS
    if not corpus.is_dir():
        print(f"corpus not found: {corpus}", file=sys.stderr)
        return 2
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; load average before: "
          f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(f"{'repository':<16}{'documents':>10}{'cold s':>9}{'warm s':>9}{'one edited s':>14}{'peak MB cold':>14}"
          "   targets (cold, warm, one edited, MB)")
    with tempfile.TemporaryDirectory(prefix="doccheck-bench-hook-") as work:
        for name, build in REPOSITORIES.items():
            if only is not None and only != name:
                continue
            repo = Path(work) / name.replace(" ", "-").replace(",", "")
            edited = build(corpus, repo)
            count = sum(1 for _ in repo.rglob("*.md"))
            figures = measure(repo, edited)
            cold, rss = figures["cold"]
            targets = ", ".join("-" if t is None else f"{t:g}" for t in TARGETS[name])
            print(f"{name:<16}{count:>10,}{cold:>9.2f}{figures['warm'][0]:>9.2f}"
                  f"{figures['one edited file'][0]:>14.2f}{rss:>14}   ({targets})", flush=True)
            shutil.rmtree(repo)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
