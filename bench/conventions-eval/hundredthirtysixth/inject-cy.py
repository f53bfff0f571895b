"""Inject defects into clean documents of a copy of each data138 source (hundred-and-thirty-sixth evaluation, part
cy: the developer's, blind on f0ec1ba, this stop's final code; no fix after it). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-cy.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtysixth", "cy", data="/work/data138", clean="/tmp/blind138", copies="/tmp/eval138-inj-cy",
          frozen="/tmp/frozen142")  # (f0ec1ba)

# sel4-rfcs: seL4/rfcs @ 238727f. RFCs in src/{implemented,active}/, status by folder, Rust's layout: a, b.
s = kit.source("sel4-rfcs", ["src/implemented", "src/active"], r"\d{4}-.*\.md")
f = s.take("src/implemented/0020-dedicated-c-runtime.md")
s.delsec("a", f, "## Drawbacks", f"deleted '## Drawbacks' from {f} (the template and 12 of 12 have it)")
f = s.take("src/implemented/0010-rfc-process-for-sel4.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee also [the C runtime RFC](0020-dedicated-c-run-time.md).\n",
      f"link to 0020-dedicated-c-run-time.md in {f} (the file is 0020-dedicated-c-runtime.md)")
s.score("# sel4-rfcs: kinds a, b. One copy: /tmp/eval138-inj-cy/sel4-rfcs.")

# hca-dcp-rfcs: HumanCellAtlas/dcp-community @ 249f83f. RFCs in rfcs/text/, rfc-template.md: c, g.
s = kit.source("hca-dcp-rfcs", "rfcs/text", r"\d{4}-.*\.md")
f = s.take("rfcs/text/0005-analytics-instrumentation-plan.md")
s.copy("c", f, "rfcs/text/0005-analytics-plan.md", "copied 0005-analytics-instrumentation-plan.md to 0005-analytics-"
       "plan.md: RFC 5 twice")
f = s.take("rfcs/text/0006-resource-tagging.md")
template = (kit.data / "hca-dcp-rfcs" / "rfcs/rfc-template.md").read_text()
prompt = template.split("## Motivation\n", 1)[1].split("\n#", 1)[0].strip()
s.setbody("g", f, "## Motivation", prompt, f"the template's Motivation prompt left as {f}'s Motivation")
s.score("# hca-dcp-rfcs: kinds c, g. One copy: /tmp/eval138-inj-cy/hca-dcp-rfcs.")

# constellation-rfcs: VledicFranco/constellation-engine @ 7ed0608. rfcs/rfc-NNN-x.md, bold Status lines: f, e.
s = kit.source("constellation-rfcs", "rfcs", r"rfc-\d{3}-.*\.md")
f = s.take("rfcs/rfc-010-lazy.md")
s.sub("f", f, "**Status:** Implemented", "**Status:** Implmented", f"status 'Implmented' in {f}")
s.take("rfcs/rfc-002-timeout.md")  # (left Implemented: the record superseded)
new = s.take("rfcs/rfc-008-concurrency.md")
s.sub("e", new, "**Status:** Implemented\n", "**Status:** Implemented\n**Supersedes:** [RFC-002](rfc-002-timeout.md)\n",
      f"{new} says it supersedes RFC-002; rfcs/rfc-002-timeout.md still Implemented (DC405 there, or DC404)")
s.score("# constellation-rfcs: kinds f, e. One copy: /tmp/eval138-inj-cy/constellation-rfcs.")
