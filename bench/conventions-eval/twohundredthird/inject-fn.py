"""Inject defects into clean documents of a copy of each data205 source (two-hundred-and-third evaluation, part fn:
the developer's, blind on 412b917, frozen as /tmp/frozen198). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fn.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthird", "fn", data="/work/data205", clean="/work/blind205", pool="/work/blind205",
          copies="/tmp/eval203-inj-fn", frozen="/tmp/frozen198")

# simplexmq: rfcs/YYYY-MM-DD-x.md, status by folder, no template: b.
s = kit.source("simplexmq", "rfcs", r"20.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [the queue rotation RFC](2024-01-01-queue-rotation.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# simplexmq: kind b. One copy: /tmp/eval203-inj-fn/simplexmq.")

# sonic: doc/<feature>/*.md HLDs, template doc/guidelines/hld_template.md: b, g.
s = kit.source("sonic", ["doc/syslog", "doc/vxlan", "doc/dhcp_relay", "doc/ntp", "doc/sflow"], r".*\.md")
f = s.pick("\n### Scope\n")
s.setbody("g", f, "### Scope", "This section describes the scope of this high-level design document in SONiC.", f"Scope replaced by the template's sentence in {f}")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the EVPN HLD](evpn-multihoming-hld.md).\n\n## ", f"link to a missing HLD in {f}")
s.score("# sonic: kinds g, b. One copy: /tmp/eval203-inj-fn/sonic.")
