"""Inject defects into clean documents of a copy of each data242 source (two-hundred-and-forty-first evaluation,
part gz: the developer's, blind on the stop's checking code cf275d7, frozen as /tmp/frozen219). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gz.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortyfirst", "gz", data="/work/data242", clean="/work/blind242", pool="/work/blind242",
          copies="/tmp/eval241-inj-gz", frozen="/tmp/frozen219")

# nickel: rfcs/NNN-x.md, a YAML header (feature, start-date, author): c, b.
s = kit.source("nickel", "rfcs", r"00\d-.*\.md")
f = s.pick("# ", skip=1)
s.copy("c", f, "rfcs/005-a-second-five.md", f"a second RFC numbered 005, copied from {f}")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [RFC 003](003-contracts-rework.md).\n\n## ", f"link to RFC 003, which is missing, in {f}")
s.score("# nickel: kinds c, b. One copy: /tmp/eval241-inj-gz/nickel.")
