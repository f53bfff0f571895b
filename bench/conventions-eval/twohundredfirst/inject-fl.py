"""Inject defects into clean documents of a copy of each data202 source (two-hundred-and-first evaluation, part
fl: the developer's, blind on eb82020, frozen as /tmp/frozen197). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fl.py (writes injected-<source>.txt here).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfirst", "fl", data="/work/data202", clean="/work/blind202", pool="/work/blind202",
          copies="/tmp/eval201-inj-fl", frozen="/tmp/frozen197")

# kaito: docs/proposals/YYYYMMDD-x.md, front matter, two templates: f, b.
s = kit.source("kaito", "docs/proposals", r"20.*\.md")
f = s.pick("status: provisional\n", skip=3)
s.sub("f", f, "status: provisional\n", "status: provisonal\n", f"status provisional misspelt in {f}")
f = s.pick("\n## ", skip=8)
s.sub("b", f, "\n## ", "\nSee [the RAG proposal](20250101-rag-engine.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# kaito: kinds f, b. One copy: /tmp/eval201-inj-fl/kaito.")

# envoy-ai-gateway: docs/proposals/NNN-x/proposal.md, no template: b.
d = "/work/data202/envoy-ai-gateway/docs/proposals"
folders = sorted(x for x in os.listdir(d) if os.path.isdir(f"{d}/{x}") and os.path.exists(f"{d}/{x}/proposal.md"))
s = kit.source("envoy-ai-gateway", [f"docs/proposals/{x}" for x in folders[2:5]], r"proposal\.md")
f = s.pick("\n## ")
s.sub("b", f, "\n## ", "\nSee [the quota proposal](../020-quota/proposal.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# envoy-ai-gateway: kind b. One copy: /tmp/eval201-inj-fl/envoy-ai-gateway.")

# gw-inference-ext: docs/proposals/NNNN-x/README.md, "## Proposal Status": b.
d = "/work/data202/gw-inference-ext/docs/proposals"
folders = sorted(x for x in os.listdir(d) if os.path.isdir(f"{d}/{x}") and os.path.exists(f"{d}/{x}/README.md"))
s = kit.source("gw-inference-ext", [f"docs/proposals/{x}" for x in folders[5:9]], r"README\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the scheduler proposal](../2000-scheduler/README.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# gw-inference-ext: kind b. One copy: /tmp/eval201-inj-fl/gw-inference-ext.")
