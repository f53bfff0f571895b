"""Inject defects into clean documents of a copy of each data291 source (two-hundred-and-eighty-ninth evaluation,
part iv: the developer's, blind on 19ea379, frozen as /tmp/frozen241). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-iv.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightyninth", "iv", data="/work/data291", clean="/work/blind291", pool="/work/blind291",
          copies="/tmp/eval289-inj-iv", frozen="/tmp/frozen241")

# hopr-rfc: rfcs/RFC-NNNN-x/NNNN-x.md, numbered template sections, bold bullet header: a, f, g.
s = kit.source("hopr-rfc", ["rfcs/RFC-0005-proof-of-relay", "rfcs/RFC-0006-hopr-mixer",
                            "rfcs/RFC-0008-session-protocol"], r"\d{4}-.*\.md")
f = s.take("rfcs/RFC-0005-proof-of-relay/0005-proof-of-relay.md")
s.delsec("a", f, "## 2. Motivation", f"deleted '## 2. Motivation' (the template and ten RFCs have it) from {f}")
f = s.take("rfcs/RFC-0006-hopr-mixer/0006-hopr-mixer.md")
s.sub("f", f, "- **Status:** Finalised", "- **Status:** Finalsied", f"status 'Finalised' misspelt 'Finalsied' in {f}")
f = s.take("rfcs/RFC-0008-session-protocol/0008-session-protocol.md")
s.setbody("g", f, "## 2. Motivation", "Explain the problem this RFC aims to solve. Discuss existing limitations, "
          "technical gaps, and why the proposed solution is necessary.", f"Motivation left as the template's in {f}")
s.score("# hopr-rfc: kinds a, f, g. One copy: /tmp/eval289-inj-iv/hopr-rfc.")

# tispark-design: docs/design/YYYY-MM-DD-x.md, TEMPLATE.md: a.
s = kit.source("tispark-design", "docs/design", r"\d{4}-.*\.md")
f = s.take("docs/design/2022-07-20-insert-support.md")
s.delsec("a", f, "## Detailed Design", f"deleted '## Detailed Design' (the template and all designs have it) from {f}")
s.score("# tispark-design: kind a. One copy: /tmp/eval289-inj-iv/tispark-design.")
