"""Inject defects into clean documents of a copy of each data274 source (two-hundred-and-seventy-second evaluation,
part ie: the developer's, blind on the stop's final checking code 19dbdf6, frozen as /tmp/frozen233). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-ie.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventysecond", "ie", data="/work/data274", clean="/work/blind274", pool="/work/blind274",
          copies="/tmp/eval272-inj-ie", frozen="/tmp/frozen233")

# boson-bpips: content/BPIP-N.md, EIP-style front matter (bpip, title, status, created): f, d.
s = kit.source("boson-bpips", "content", r"BPIP-\d+\.md")
f = s.pick("status: Final", skip=2)
s.sub("f", f, "status: Final", "status: Fianl", f"status Final misspelt in {f}")
f = s.pick("status: Final", skip=4)
s.sub("d", f, "status: Final", "status: Superseded\nsuperseded-by: 14", f"superseded by BPIP-14, which does not exist, in {f}")
s.score("# boson-bpips: kinds f, d. One copy: /tmp/eval272-inj-ie/boson-bpips.")
