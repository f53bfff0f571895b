"""Draw findings at random from `doccheck check --all` on the shared corpus, for a precision hand-check.

    python bench/sample_findings.py [CORPUS] [--seed 10] [--count 80]

Copies the corpus (without its `_*` folders) into a temporary folder with no configuration, as a new user
runs it, checks every document, shuffles the findings with a fixed seed and prints the first COUNT as
`rank path:line code message`, so anyone can draw the same sample again. A finding that only the corpus
causes (a link to a file the corpus did not copy, which exists upstream) is not doccheck's to judge; the
audit skips it and reads on down the same order, so print more than it needs.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

from doccheck.cli.main import main as doccheck

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"


def corpus_findings(corpus: Path) -> list[dict[str, object]]:
    with tempfile.TemporaryDirectory() as work:
        repo = Path(work) / "corpus"
        shutil.copytree(corpus, repo, ignore=shutil.ignore_patterns("_*"))
        before = Path.cwd()
        out = io.StringIO()
        os.chdir(repo)
        try:
            with contextlib.redirect_stdout(out):
                code = doccheck(["check", "--all", "--no-cache", "--format", "json", "-q", "."])
        finally:
            os.chdir(before)
    if code not in (0, 1):
        raise SystemExit(f"doccheck failed ({code})")
    rows: list[dict[str, object]] = json.loads(out.getvalue())["findings"]
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--count", type=int, default=80)
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    findings = sorted(corpus_findings(args.corpus),
                      key=lambda f: (str(f["path"]), int(str(f["line"])), str(f["code"]), str(f["message"])))
    random.Random(args.seed).shuffle(findings)
    print(f"{len(findings)} findings; seed {args.seed}; the first {min(args.count, len(findings))}:")
    for rank, finding in enumerate(findings[:args.count], 1):
        print(f"{rank:>4} {finding['path']}:{finding['line']} {finding['code']} {finding['message']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
