"""Inject defects into clean documents of a copy of each data257 source (two-hundred-and-fifty-sixth evaluation, part ho: the developer's, blind
on the stop's checking code b676d19, frozen as /tmp/frozen227). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ho.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftysixth", "ho", data="/work/data257", clean="/work/blind257", pool="/work/blind257",
          copies="/tmp/eval256-inj-ho", frozen="/tmp/frozen227")

# btcwallet: docs/developer/adr/NNNN-x.md, numbered headings (## 1. Context, ## 2. Decision, ## 3. Consequences): a, b.
s = kit.source("btcwallet", "docs/developer/adr", r"00\d\d-.*\.md")
f = s.pick("\n## 3. Consequences\n", skip=2)
s.delsec("a", f, "## 3. Consequences", f"deleted '## 3. Consequences' (11 of 12 have it) from {f}")
f = s.pick("\n## 1. Context\n", skip=4)
s.sub("b", f, "\n## 1. Context\n", "\n## 1. Context\n\nSee [ADR 0014](0014-fee-estimation.md).\n", f"link to a missing ADR in {f}")
s.score("# btcwallet: kinds a, b. One copy: /tmp/eval256-inj-ho/btcwallet.")

# nexus-sandbox: docs/adr/ADR-NNN-x.md, bold header lines (**Status**: Accepted): f, b.
s = kit.source("nexus-sandbox", "docs/adr", r"ADR-0\d\d-.*\.md")
f = s.pick("**Status**: Accepted", skip=3)
s.sub("f", f, "**Status**: Accepted", "**Status**: Acepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=5)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR-020](ADR-020-fx-rates.md).\n", f"link to a missing ADR in {f}")
s.score("# nexus-sandbox: kinds f, b. One copy: /tmp/eval256-inj-ho/nexus-sandbox.")
