"""Inject defects into clean documents of a copy of each data275 source (two-hundred-and-seventy-third evaluation,
part if: the developer's, blind on the stop's final checking code 19dbdf6, frozen as /tmp/frozen233). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-if.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventythird", "if", data="/work/data275", clean="/work/blind275", pool="/work/blind275",
          copies="/tmp/eval273-inj-if", frozen="/tmp/frozen233")

# freeipa: doc/designs/x.md, unnumbered designs, a template with no metadata: b.
s = kit.source("freeipa", "doc/designs", r"[a-z0-9-]+\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee the [ACME design](acme-certificates.md).\n\n## ", f"link to a missing design in {f}")
s.score("# freeipa: kind b. One copy: /tmp/eval273-inj-if/freeipa.")
