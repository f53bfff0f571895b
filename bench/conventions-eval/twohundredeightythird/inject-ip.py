"""Inject defects into clean documents of a copy of each data285 source (two-hundred-and-eighty-third evaluation,
part ip: the developer's, blind on da4c0e7, frozen as /tmp/frozen239). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ip.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightythird", "ip", data="/work/data285", clean="/work/blind285", pool="/work/blind285",
          copies="/tmp/eval283-inj-ip", frozen="/tmp/frozen239")

# zeips: ZEIPs/ZEIP-N.md, the template ZEIP-X.md at the top: a, f, g.
s = kit.source("zeips", "ZEIPs", r"ZEIP-\d+\.md")
f = s.take("ZEIPs/ZEIP-40.md")
s.delsec("a", f, "## Specification", f"deleted '## Specification' (22 of 23 have it) from {f}")
f = s.take("ZEIPs/ZEIP-2.md")
s.sub("f", f, "Status: Final", "Status: Finalised", f"status 'Final' written 'Finalised' in {f}")
f = s.pick("\n## Rationale\n", skip=2)
s.setbody("g", f, "## Rationale", "The rationale fleshes out the specification by describing what motivated the design "
          "and why particular design decisions were made.", f"Rationale left as the template's text in {f}")
s.score("# zeips: kinds a, f, g. One copy: /tmp/eval283-inj-ip/zeips.")

# icrc: ICRCs/ICRC-N/ICRC-N.md: b.
s = kit.source("icrc", ["ICRCs/ICRC-10", "ICRCs/ICRC-103"], r"ICRC-\d+\.md")
f = s.take("ICRCs/ICRC-10/ICRC-10.md")
s.sub("b", f, "\n## Rationale\n", "\n## Rationale\n\nSee [ICRC-99](../ICRC-99/ICRC-99.md).\n",
      f"link to a missing ICRC in {f}")
s.score("# icrc: kind b. One copy: /tmp/eval283-inj-ip/icrc.")
