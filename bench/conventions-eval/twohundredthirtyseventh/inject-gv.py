"""Inject defects into clean documents of a copy of each data238 source (two-hundred-and-thirty-seventh evaluation,
part gv: the developer's, blind on the stop's final checking code 6a8027a, frozen as /tmp/frozen217). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gv.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtyseventh", "gv", data="/work/data238", clean="/work/blind238", pool="/work/blind238",
          copies="/tmp/eval237-inj-gv", frozen="/tmp/frozen217")

# katalyst: docs/proposals/<topic>/YYYYMMDD-x.md, KEP-like front matter, the template YYYYMMDD-template.md: f.
s = kit.source("katalyst", "docs/proposals/scheduling", r"2022.*\.md")
f = s.pick("status: implemented")
s.sub("f", f, "status: implemented", "status: implemnted", f"status implemented misspelt in {f}")
s.score("# katalyst: kind f. One copy: /tmp/eval237-inj-gv/katalyst.")

# katib: docs/proposals/NNN-x/README.md, "KEP-NNN: ..." titles: b.
s = kit.source("katib", "docs/proposals", r"\d+-.*")
s.pool = [f"{p}/README.md" for p in s.pool if p != "docs/proposals/507-suggestion-crd"]
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the early stopping proposal](../1330-early-stopping/README.md).\n\n## ",
      f"link to a missing proposal in {f}")
s.score("# katib: kind b. One copy: /tmp/eval237-inj-gv/katib.")
