"""Compare doccheck's citations with the ones found by hand, on the sampled files (sample-NAME.txt).

    python bench/code-citations/compare.py REPO NAME

REPO is the checkout the sample was drawn from, with the repository's `.doccheck.toml` (SOURCES.txt says which).
doccheck reads the records and scans each sampled file as `doccheck check` does (`read/code_citations.py`,
resolved against the records: `repo/decisions.py`); a mention it takes for a citation (of a record here, or of
one missing here) is compared, as (file, line, ADR-NNNN), with labels-NAME.txt. Prints recall, the citations
missed, and every false one.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def labels(name: str) -> tuple[list[str], set[tuple[str, int, str]]]:
    files: list[str] = []
    cited: set[tuple[str, int, str]] = set()
    for line in (HERE / f"labels-{name}.txt").read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        where, record = line.rsplit(" ", 1)
        if record == "-":
            files.append(where)
            continue
        path, number = where.rsplit(":", 1)
        files.append(path)
        cited.add((path, int(number), record))
    return sorted(set(files)), cited


def found_by_doccheck(repo: Path, files: list[str]) -> set[tuple[str, int, str]]:
    from doccheck.run.check import run_check
    from doccheck.run.code_check import citing_of, decisions_of
    from doccheck.run.code_files import CodeCache
    from doccheck.run.settings import load_config

    config = load_config(repo)
    records = run_check(config.root_folders, config, use_cache=False, report_only=set()).records
    decisions = decisions_of(records, config, use_cache=False)
    scanned = CodeCache(config, use_cache=False).scan(files, {}, config.root, citing_of(decisions, config), [])
    found = set()
    for path, mentions in scanned.items():
        for mention in mentions:
            resolution = decisions.resolve(mention, path)
            if resolution.state == "found":
                found.add((path, mention.line, resolution.decisions[0].label))
            elif resolution.state == "missing":
                number = re.search(r"(\d+)", mention.text)
                found.add((path, mention.line, f"ADR-{int(number.group(1)):04d}" if number else mention.text))
    return found


def main(argv: list[str]) -> int:
    repo, name = Path(argv[0]), argv[1]
    files, expected = labels(name)
    found = found_by_doccheck(repo, files)
    hit = expected & found
    missed = sorted(expected - found)
    false = sorted(found - expected)
    print(f"{name}: {len(files)} files, {len(expected)} citations by hand, {len(found)} by doccheck; "
          f"found {len(hit)} (recall {100 * len(hit) / max(len(expected), 1):.1f}%), {len(false)} false")
    for item in missed:
        print(f"  missed: {item[0]}:{item[1]} {item[2]}")
    for item in false:
        print(f"  false:  {item[0]}:{item[1]} {item[2]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
