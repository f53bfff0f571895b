"""Inject defects into clean documents of a copy of each data282 source (two-hundred-and-eightieth evaluation,
part im: the developer's, blind on 907963e, frozen as /tmp/frozen238). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-im.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightieth", "im", data="/work/data282", clean="/work/blind282", pool="/work/blind282",
          copies="/tmp/eval280-inj-im", frozen="/tmp/frozen238")

# tendermint-rs-adr: docs/architecture/adr-NNN-x.md, the template's Changelog, Context, Decision: a, b.
s = kit.source("tendermint-rs-adr", "docs/architecture", r"adr-\d{3}-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.delsec("a", f, "## Context", f"deleted '## Context' (the template and the others have it) from {f}")
f = s.pick("\n## Decision\n", skip=5)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nSee [ADR 013](adr-013-supervisor.md).\n", f"link to a missing ADR in {f}")
s.score("# tendermint-rs-adr: kinds a, b. One copy: /tmp/eval280-inj-im/tendermint-rs-adr.")
