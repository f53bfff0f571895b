"""Pick the sample of code files the citations are judged on, and list each file's lines a person must read.

    python bench/code-citations/sample.py REPO NAME COUNT [--no-text] > bench/code-citations/sample-NAME.txt

REPO is a checkout of the repository at the commit in SOURCES.txt. Of its code files (what `check --all` scans:
git's list, less Markdown, data and documentation formats), two thirds of COUNT are drawn from those that mention
"adr" anywhere (any case: in code, strings or comments), one third from the others, with a fixed seed, so the
sample holds both the citations and the look-alikes (strings, ids of other series, versions). For each file the
script prints every line a person must read to find its citations by hand: any line with "adr", "decision",
".md" or "rfc" in it (any case), with its number. The labels (labels-NAME.txt) are written by hand from those
lines and the files themselves; doccheck is not run here. `--no-text` leaves the lines' text out (the files kept
in this repository: the code stays its authors').
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

NET = re.compile(r"adr|decision|\.md\b|rfc", re.IGNORECASE)
NOT_CODE = (".md", ".markdown", ".mdx", ".json", ".lock", ".csv", ".tsv", ".txt", ".map", ".svg", ".png", ".jpg",
            ".gif", ".ico", ".woff", ".woff2", ".ttf", ".pdf", ".snap", ".rst", ".adoc", ".yaml.lock")


def code_files(repo: Path) -> list[str]:
    out = subprocess.run(["git", "-C", str(repo), "ls-files", "-z"], capture_output=True, check=True).stdout
    names = [n.decode("utf-8", "surrogateescape") for n in out.split(b"\0") if n]
    return sorted(n for n in names if not n.lower().endswith(NOT_CODE) and "node_modules/" not in n
                  and (repo / n).is_file())


def main(argv: list[str]) -> int:
    text_shown = "--no-text" not in argv
    argv = [a for a in argv if a != "--no-text"]
    repo, name, count = Path(argv[0]), argv[1], int(argv[2])
    files = code_files(repo)
    mentioning, others = [], []
    for path in files:
        try:
            text = (repo / path).read_text("utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        (mentioning if "adr" in text.lower() else others).append(path)
    rng = random.Random(f"issue-27-{name}")
    wanted = round(count * 2 / 3)
    picked = sorted(rng.sample(mentioning, min(wanted, len(mentioning))))
    picked += sorted(rng.sample(others, min(count - len(picked), len(others))))
    print(f"# {name}: {len(files)} code files, {len(mentioning)} mention 'adr'; sample of {len(picked)}")
    for path in picked:
        lines = (repo / path).read_text("utf-8").split("\n")
        hits = [(n, line) for n, line in enumerate(lines, 1) if NET.search(line)]
        print(f"\n== {path} ({len(lines)} lines, {len(hits)} to read)")
        for number, line in hits:
            print(f"{number:6d}: {line.strip()[:220]}" if text_shown else f"{number:6d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
