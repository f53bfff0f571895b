"""Inject defects into clean documents of a copy of each data196 source (hundred-and-ninety-fifth evaluation, part
ff: the developer's, blind on 4a539d4, frozen as /tmp/frozen194). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ff.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetyfifth", "ff", data="/work/data196", clean="/work/blind196", pool="/work/blind196",
          copies="/tmp/eval195-inj-ff", frozen="/tmp/frozen194")

# ballerina-spec: stdlib/proposals/<area>/x.md, "- State" and its value in a bullet under it: f, a, b.
s = kit.source("ballerina-spec", [f"stdlib/proposals/{a}" for a in ("websubhub", "ai", "task", "websocket", "cdc", "mcp")], r".*\.md")
f = s.pick("- State\n    - Submitted")
s.sub("f", f, "- State\n    - Submitted", "- State\n    - Submited", f"state Submitted misspelt in {f}")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and the proposals keep it)")
f = s.pick("\n## Goals")
s.sub("b", f, "\n## Goals", "\nSee [the HTTP proposal](../http/http_sse.md).\n\n## Goals", f"link to a missing proposal in {f}")
s.score("# ballerina-spec: kinds f, a, b. One copy: /tmp/eval195-inj-ff/ballerina-spec.")

# openxla-community: rfcs/YYYYMMDD-x.md, no template: b.
s = kit.source("openxla-community", "rfcs", r"20.*\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the PJRT RFC](20230301-pjrt.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# openxla-community: kind b. One copy: /tmp/eval195-inj-ff/openxla-community.")
