"""Measure (not a test): how many records of a corpus yield a decision statement without a model, and a sample
to check by hand.

    python bench/decision_statements.py [CORPUS] [--sample N] [--seed S] [--only govuk-aws,jabref]

For each source folder of the corpus (default ../shared/corpus): the records read (Markdown files that are not
templates), those whose Decision section gives a statement (`graph/model/decision.py`), those whose statement
has no subject (the title is the option chosen: its rejected options are stated, not the choice), those with
rejected options, and the time taken. Then N statements drawn at random (default 20), each with its file,
subject, value, rejected options and the sentence it was read from, to judge by hand.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from doccheck.graph.model.decision import DecisionStatement, read_decision  # noqa: E402
from doccheck.read.document import parse_document  # noqa: E402

DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--sample", type=int, default=20)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--only", default="", help="comma-separated source folders")
    args = parser.parse_args(argv)
    wanted = {s for s in args.only.split(",") if s}
    found: list[tuple[str, DecisionStatement]] = []
    print(f"{'source':24} {'records':>8} {'statement':>10} {'share':>6} {'no subject':>11} {'rejected':>9} {'ms':>6}")
    totals = [0, 0, 0, 0]
    for source in sorted(p for p in args.corpus.iterdir() if p.is_dir() and not p.name.startswith("_")):
        if wanted and source.name not in wanted:
            continue
        records = statements = rejected = bare = 0
        start = time.perf_counter()
        for path in sorted(source.rglob("*.md")):
            doc = parse_document(str(path.relative_to(source)), path.read_text("utf-8", errors="replace"))
            if doc.is_template:
                continue
            records += 1
            statement = read_decision(doc)
            if statement is not None and not statement.subject:
                bare += 1
                rejected += bool(statement.rejected)
            elif statement is not None:
                statements += 1
                rejected += bool(statement.rejected)
                found.append((f"{source.name}/{path.relative_to(source)}", statement))
        took = (time.perf_counter() - start) * 1000
        totals = [totals[0] + records, totals[1] + statements, totals[2] + bare, totals[3] + rejected]
        print(f"{source.name:24} {records:8} {statements:10} {statements / max(records, 1):6.0%} {bare:11} "
              f"{rejected:9} {took:6.0f}")
    print(f"{'all':24} {totals[0]:8} {totals[1]:10} {totals[1] / max(totals[0], 1):6.0%} {totals[2]:11} "
          f"{totals[3]:9}")
    print(f"\n{min(args.sample, len(found))} statements drawn at random (seed {args.seed}):")
    for where, statement in random.Random(args.seed).sample(found, min(args.sample, len(found))):
        rejected = "; rejected: " + ", ".join(o.text for o in statement.rejected) if statement.rejected else ""
        print(f"- {where}:{statement.line}: {statement.subject} = {statement.value}{rejected}\n"
              f"    \"{statement.sentence[:200]}\"")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
