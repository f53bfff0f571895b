"""Inject defects into clean documents of a copy of each data81 source (eightieth evaluation, part au: the developer's,
blind on 02299b2, the stop's final code). See inject_kit.py; kinds a-g as in earlier sets. Run:
/work/main/.venv/bin/python inject-au.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightieth", "au", data="/work/data81", clean="/tmp/eval80", copies="/tmp/eval80-inj-au", frozen="/tmp/frozen79")


# tpt-rfc: tpt-solutions/tpt-rfc @ cd11d8a. Rust crates implementing RFCs, each with README.md, SPEC-NOTES.md and a
# CHANGELOG: no records; b.
s = kit.source("tpt-rfc", "tpt-bgp", r"README\.md")
f = s.take("tpt-bgp/README.md")
s.sub("b", f, "## Example\n", "## Example\n\nSee [the notes](SPEC_NOTES.md).\n", "link to SPEC_NOTES.md (the file is SPEC-NOTES.md)")
s.score("# tpt-rfc: kind b; no records for the others. One copy: /tmp/eval80-inj-au/tpt-rfc.")

# asveora-rfc: Asveora/asveora-rfc @ 78419cb. A specification written as a book (artifacts/src/NN-chapter/NN-NN-page.md):
# no records; b.
s = kit.source("asveora-rfc", "artifacts/src/02-system-overview", r"02-.*\.md")
f = s.take("artifacts/src/02-system-overview/02-03-identity-model.md")
s.sub("b", f, "## 2.3.2 Purpose\n", "## 2.3.2 Purpose\n\nSee [the federation model](02-05-federation-model.md).\n",
      "link to 02-05-federation-model.md (the page is 02-04-federation-model.md)")
s.score("# asveora-rfc: kind b; no records for the others. One copy: /tmp/eval80-inj-au/asveora-rfc.")
