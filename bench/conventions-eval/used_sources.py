"""Print every public repository a test, the shared corpus or a held-out set has used (owner/name, lowercased), one
per line: the list a new held-out set's sources must not be in.

The SOURCES files here name repositories in several forms over the sets: tables (`dlang-dips  proposal  dlang/DIPs
90490da...`), sentences (`... dlang/DIPs @ 90490da... (HEAD, ...)`), `repository: remix-run/react-router` blocks,
and lists of those fetched and not used or passed over ("rust-lang/rfcs, bytecodealliance/rfcs (ninth)"): every
owner/name in them counts, a folder path taken for one (`docs/adr`) costing nothing. The corpus's and
tests/data/quality's name theirs with a commit or a github.com address. Stop 79 built the list from the sentence
form and the machine's mirrors, on a fresh machine without them, and chose twelve repositories earlier sets had
used.

    python bench/conventions-eval/used_sources.py > /tmp/used.txt
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOP = HERE.parents[1]
SHARED = TOP.parent / "shared" / "corpus" / "SOURCES.md"
_REPOSITORY = re.compile(r"(?<![\w./-])([A-Za-z0-9][A-Za-z0-9_.-]{0,38}/[A-Za-z0-9][A-Za-z0-9_.-]{0,99})(?![\w/-])")
_NAMES_ONE = re.compile(r"\b[0-9a-f]{40}\b|not used|github\.com/", re.IGNORECASE)


def used(files: list[Path], every_line: bool) -> set[str]:
    found: set[str] = set()
    for path in files:
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if not every_line and _NAMES_ONE.search(line) is None:
                continue
            for match in _REPOSITORY.finditer(line):
                name = match.group(1).rstrip(".").removesuffix(".git")
                if not name[0].isdigit() and not name.lower().endswith((".md", ".txt")):
                    found.add(name.lower())
    return found


def main() -> None:
    others = [TOP / "tests" / "data" / "quality" / "SOURCES.txt"] + ([SHARED] if SHARED.is_file() else [])
    names = used(sorted(HERE.glob("*/SOURCES*")), every_line=True) | used(others, every_line=False)
    sys.stdout.write("".join(f"{name}\n" for name in sorted(names)))


if __name__ == "__main__":
    main()
