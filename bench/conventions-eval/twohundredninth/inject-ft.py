"""Inject defects into clean documents of a copy of each data210 source (two-hundred-and-ninth evaluation, part ft:
the developer's, blind on the stop's final checking code 7ec6048, frozen as /tmp/frozen200). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ft.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninth", "ft", data="/work/data210", clean="/work/blind210", pool="/work/blind210",
          copies="/tmp/eval209-inj-ft", frozen="/tmp/frozen200")

# pipecd: docs/rfcs/NNNN-x.md, bullets, 0000-template.md: b, c.
s = kit.source("pipecd", "docs/rfcs", r"00[0-2]\d-.*\.md")
f = s.pick("\n# ", skip=2)
s.sub("b", f, "\n# ", "\nSee [RFC 0030](0030-plugin-sdk.md).\n\n# ", f"link to a missing RFC in {f}")
f = s.pick("\n# ", skip=5)
s.copy("c", f, "docs/rfcs/" + f.split("/")[-1][:4] + "-another-rfc.md", f"a second RFC numbered as {f}")
s.score("# pipecd: kinds b, c. One copy: /tmp/eval209-inj-ft/pipecd.")
