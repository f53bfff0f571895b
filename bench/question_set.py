"""Measure (not a test): the question set of tests/graph/question_set.py, asked through the MCP tools and
`doccheck facts` over the examples and three real ADR histories; prints the share answered with the right
document first, the answers that present a replaced decision as in force, and each wrong answer.

    python bench/question_set.py [REPOSITORY ...]    # default: all four
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.graph.question_set import REPOSITORIES, evaluate, summary


def main(argv: list[str] | None = None) -> int:
    repositories = (argv if argv is not None else sys.argv[1:]) or list(REPOSITORIES)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as where:
        outcomes = evaluate(Path(where), repositories)
    print(summary(outcomes))
    print(f"({len(outcomes)} answers in {time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
