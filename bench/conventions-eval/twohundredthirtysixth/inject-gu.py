"""Inject defects into clean documents of a copy of each data237 source (two-hundred-and-thirty-sixth evaluation,
part gu: the developer's, blind on the stop's final checking code 6a8027a, frozen as /tmp/frozen217). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gu.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtysixth", "gu", data="/work/data237", clean="/work/blind237", pool="/work/blind237",
          copies="/tmp/eval236-inj-gu", frozen="/tmp/frozen217")

# fio-fips: fip-NNNN.md, EIP-style front matter, the template fip-TEMPLATE.md: f, c, b.
s = kit.source("fio-fips", ".", r"fip-00[2-5]\d\.md")
f = s.pick("status: Final", skip=2)
s.sub("f", f, "status: Final", "status: Fnial", f"status Final misspelt in {f}")
f = s.pick("# Abstract", skip=5)
s.copy("c", f, "fip-0030-second.md", f"a second FIP numbered 30, copied from {f}")
f = s.pick("# Abstract", skip=9)
s.sub("b", f, "# Abstract", "# Abstract\nSee [FIP-60](fip-0060.md).\n", f"link to a missing FIP in {f}")
s.score("# fio-fips: kinds f, c, b. One copy: /tmp/eval236-inj-gu/fio-fips.")
