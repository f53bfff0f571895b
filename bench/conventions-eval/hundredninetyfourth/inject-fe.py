"""Inject defects into clean documents of a copy of each data195 source (hundred-and-ninety-fourth evaluation, part
fe: the developer's, blind on 4a539d4, frozen as /tmp/frozen194). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fe.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetyfourth", "fe", data="/work/data195", clean="/work/blind195", pool="/work/blind195",
          copies="/tmp/eval194-inj-fe", frozen="/tmp/frozen194")

# karpenter-gcp: proposals/NNNN-x.md, bold bullets, 0000-template.md: b, f, c.
s = kit.source("karpenter-gcp", "proposals", r"000[1-6]-.*\.md")
f = s.pick("- **Status**: Implemented")
s.sub("f", f, "- **Status**: Implemented", "- **Status**: Implemnted", f"status Implemented misspelt in {f}")
f = s.pick("\n## Motivation")
s.sub("b", f, "\n## Motivation", "\nFollows [proposal 0009](0009-spot-capacity.md).\n\n## Motivation", f"link to a missing proposal in {f}")
f = s.pick("\n## Summary")
s.copy("c", f, "proposals/" + f.split("/")[-1][:4] + "-another-proposal.md", f"a second proposal numbered as {f}")
s.score("# karpenter-gcp: kinds f, b, c. One copy: /tmp/eval194-inj-fe/karpenter-gcp.")

# nexodus: docs/development/design/*.md, TEMPLATE.md (Summary, Proposal, Alternatives Considered, References): b, g.
s = kit.source("nexodus", "docs/development/design", r"[a-z].*\.md")
f = s.pick("\n## Summary\n")
s.setbody("g", f, "## Summary", "*Include a brief summary of the proposed enhancement.*", f"Summary replaced by the template's prompt in {f}")
f = s.pick("\n## ", skip=4)
s.sub("b", f, "\n## ", "\nSee [the IPAM design](ipam.md).\n\n## ", f"link to a missing design in {f}")
s.score("# nexodus: kinds g, b. One copy: /tmp/eval194-inj-fe/nexodus.")

# openfunction: docs/proposals/YYYYMM-x.md, no template, no metadata: b.
s = kit.source("openfunction", "docs/proposals", r"20.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nThis extends [the builder proposal](202106-add-builder.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# openfunction: kind b. One copy: /tmp/eval194-inj-fe/openfunction.")
