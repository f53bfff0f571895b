"""Inject defects into clean documents of a copy of each data239 source (two-hundred-and-thirty-eighth evaluation,
part gw: the developer's, blind on the stop's final checking code 6a8027a, frozen as /tmp/frozen217). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gw.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtyeighth", "gw", data="/work/data239", clean="/work/blind239", pool="/work/blind239",
          copies="/tmp/eval238-inj-gw", frozen="/tmp/frozen217")

# jsonschema-spec: adr/YYYY-MM-DD-x.md, MADR: a, b.
s = kit.source("jsonschema-spec", "adr", r"20\d\d-.*\.md")
f = s.pick("\n## Decision Outcome\n", skip=1)
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f}")
f = s.pick("\n## Context and Problem Statement\n", skip=3)
s.sub("b", f, "\n## Context and Problem Statement\n", "\n## Context and Problem Statement\n\n"
      "See [the vocabulary ADR](2023-05-01-vocabularies.md).\n", f"link to a missing ADR in {f}")
s.score("# jsonschema-spec: kinds a, b. One copy: /tmp/eval238-inj-gw/jsonschema-spec.")
