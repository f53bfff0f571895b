"""Inject defects into clean documents of a copy of each data167 source (hundred-and-sixty-sixth evaluation, part
ec: the developer's, blind on a1c94be, frozen as /tmp/frozen170). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ec.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtysixth", "ec", data="/work/data167", clean="/work/blind167", pool="/work/blind167",
          copies="/tmp/eval166-inj-ec", frozen="/tmp/frozen170")

# grid-rfcs: Rust-style RFCs text/NNNN-*.md, bullet headers, root 0000-template.md: a, c, g.
s = kit.source("grid-rfcs", "text", r"\d{4}-.*\.md")
f = s.take("text/0011-core-subteam.md")
s.delsec("a", f, "# Motivation", f"deleted '# Motivation' from {f} (the template and 10 of 10 have it)")
f = s.take("text/0023-grid-identity.md")
s.copy("c", f, "text/0023-grid-identity-v2.md", f"copied {f}: RFC 0023 twice")
f = s.take("text/0012-gs1-subteam.md")
s.sub("g", f, "- Feature Name: gs1_subteam",
      "- Feature Name: (fill me in with a unique identifier, my_awesome_feature)",
      f"the template's Feature Name text left in {f}")
s.score("# grid-rfcs: kinds a, c, g. One copy: /tmp/eval166-inj-ec/grid-rfcs.")

# sawtooth-rfcs: the same style: a, b.
s = kit.source("sawtooth-rfcs", "text", r"\d{4}-.*\.md")
f = s.take("text/0019-pbft-consensus.md")
s.delsec("a", f, "# Drawbacks", f"deleted '# Drawbacks' from {f} (the template and 18 of 18 have it)")
f = s.take("text/0014-supply-chain-universal-client.md")
s.sub("b", f, "](../images/0014-view-records-page.png)", "](../images/0014-view-record-page.png)",
      f"image link to ../images/0014-view-record-page.png in {f}: no such file")
s.score("# sawtooth-rfcs: kinds a, b. One copy: /tmp/eval166-inj-ec/sawtooth-rfcs.")

# ursa-rfcs: RFC folders text/<name>/README.md: a.
s = kit.source("ursa-rfcs", ["text/ps-signatures", "text/pok-vpc"], r"README\.md")
f = s.take("text/ps-signatures/README.md")
s.delsec("a", f, "# Motivation", f"deleted '# Motivation' from {f} (the template and 8 of 8 have it)")
s.score("# ursa-rfcs: kind a. One copy: /tmp/eval166-inj-ec/ursa-rfcs.")
