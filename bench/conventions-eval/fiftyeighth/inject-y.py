"""Inject defects into clean documents of a copy of each data59 source (fifty-eighth evaluation, part y: the
developer's, blind on the code after the fifty-seventh set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-y.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftyeighth", "y", data="/work/data59", clean="/tmp/eval59", copies="/tmp/eval59-inj-y", frozen="/tmp/frozen58")


# bee-rfcs: iotaledger/bee-rfcs @ 788367f. 0000-template.md after Rust's (Summary, Motivation, Detailed design,
# Drawbacks, Rationale and alternatives, Unresolved questions, each with its prompt); ten RFCs in text/; no statuses.
T = "text/"
s = kit.source("bee-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0031-configuration.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 10 of 10 RFCs have it)")
f = s.take(T + "0033-network.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [RFC 32](0032-peering.md).\n", "link to 0032-peering.md, which does not exist")
f = s.take(T + "0035-logging.md")
s.copy("c", f, T + "0035-log-levels.md", "a second RFC numbered 0035")
f = s.take(T + "0036-ternary.md")
s.setbody("g", f, "# Motivation", "Why are we doing this? What use cases does it support? What is the expected outcome?",
          "'# Motivation' is the template's prompt")
s.score("# bee-rfcs: kinds a b c g; d e f skipped. One copy: /tmp/eval59-inj-y/bee-rfcs.")

# light-rfcs: networknt/light-rfcs @ 37d665c. template.md at the top after Rust's; RFCs per sub-project
# (light-4j/NNNN-name.md, ...), numbered one each in each; no statuses: b and c.
L = "light-4j/"
s = kit.source("light-rfcs", L[:-1], r"\d{4}-.*\.md")
f = s.take(L + "0002-client-retry-conn-pool.md")
s.sub("b", f, "### Motivation\n", "### Motivation\n\nSee [RFC 1](0001-chaos-monkey.md).\n", "link to 0001-chaos-monkey.md, which does not exist")
f = s.take(L + "0007-server-identify-check.md")
s.copy("c", f, L + "0007-server-identity-headers.md", "a second RFC numbered 0007")
s.score("# light-rfcs: kinds b c; a d e f g skipped. One copy: /tmp/eval59-inj-y/light-rfcs.")
