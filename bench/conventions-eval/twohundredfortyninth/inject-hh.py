"""Inject defects into clean documents of a copy of each data250 source (two-hundred-and-forty-ninth evaluation,
part hh: the developer's, blind on the stop's checking code 832a7eb, frozen as /tmp/frozen224). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hh.py (writes injected-<source>.txt here).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortyninth", "hh", data="/work/data250", clean="/work/blind250", pool="/work/blind250",
          copies="/tmp/eval249-inj-hh", frozen="/tmp/frozen224")

# flax: docs/flip/NNNN-x.md, bullets (Authors, Date, FLIP PR, Status) over the template's sections: b.
s = kit.source("flax", "docs/flip", r"\d{4}-.*\.md")
f = s.pick("\n## Motivation\n", skip=1)
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee [FLIP 4200](4200-nnx-graph.md).\n",
      f"link to a missing FLIP in {f}")
s.score("# flax: kind b. One copy: /tmp/eval249-inj-hh/flax.")

# lws: keps/NNN-x/README.md with kep.yaml, the KEP template: a, g.
s = kit.source("lws", sorted(f"keps/{d}" for d in os.listdir("/work/data250/lws/keps") if d[0].isdigit()),
               r"README\.md")
f = s.pick("\n## Motivation\n", skip=0)
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (the template and the KEPs have it) from {f}")
f = s.pick("\n### Goals\n", skip=1)
s.setbody("g", f, "### Goals", "<!--\nList the specific goals of the KEP. What is it trying to achieve? How will we\n"
          "know that this has succeeded?\n-->", f"the template's Goals comment left as the section in {f}")
s.score("# lws: kinds a, g. One copy: /tmp/eval249-inj-hh/lws.")

# onednn-rfcs: rfcs/YYYYMMDD-x/README.md, Introduction / Proposal: a, b.
s = kit.source("onednn-rfcs", sorted(f"rfcs/{d}" for d in os.listdir("/work/data250/onednn-rfcs/rfcs")
                                     if d.startswith("20") and os.path.isdir(f"/work/data250/onednn-rfcs/rfcs/{d}")),
               r"README\.md")
f = s.pick("\n## Proposal\n", skip=5)
s.delsec("a", f, "## Proposal", f"deleted '## Proposal' (the template and the RFCs have it) from {f}")
f = s.pick("\n## Introduction\n", skip=9)
s.sub("b", f, "\n## Introduction\n", "\n## Introduction\n\nSee [the earlier RFC](../20190101-gemm-api/README.md).\n",
      f"link to a missing RFC in {f}")
s.score("# onednn-rfcs: kinds a, b. One copy: /tmp/eval249-inj-hh/onednn-rfcs.")
