"""Inject defects into clean documents of a copy of each data231 source (two-hundred-and-thirtieth evaluation,
part go: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-go.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtieth", "go", data="/work/data231", clean="/work/blind231", pool="/work/blind231",
          copies="/tmp/eval230-inj-go", frozen="/tmp/frozen213")

# jhipster: rfcs/N-jhipster-rfc-x.md, a Rust-style template: a, b.
s = kit.source("jhipster", "rfcs", r"[1-9]-.*\.md")
f = s.pick("\n## Motivation\n", skip=1)
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and 7 of 7 have it)")
f = s.pick("\n## Summary\n", skip=2)
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nFollows [RFC 7](7-jhipster-rfc-blueprints.md).\n", f"link to a missing RFC in {f}")
s.score("# jhipster: kinds a, b. One copy: /tmp/eval230-inj-go/jhipster.")

# loadersgl: dev-docs/RFCs/vX/x-rfc.md, bold-label bullets (`- **Status**: Draft`), an index of status tables: f, b.
s = kit.source("loadersgl", ["dev-docs/RFCs/v2.3", "dev-docs/RFCs/v1.0", "dev-docs/RFCs/vNext"], r".*-rfc.*\.md")
f = s.pick("- **Status**: Draft", skip=1)
s.sub("f", f, "- **Status**: Draft", "- **Status**: Darft", f"status Draft misspelt in {f}")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [the loader RFC](loader-registry-rfc.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# loadersgl: kinds f, b. One copy: /tmp/eval230-inj-go/loadersgl.")
