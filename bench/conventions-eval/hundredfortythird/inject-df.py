"""Inject defects into clean documents of a copy of each data144 source (hundred-and-forty-third evaluation, part df:
the developer's, blind on the hundred-and-fortieth and forty-first sets' fixes). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-df.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortythird", "df", data="/work/data144", clean="/tmp/blind144", copies="/tmp/eval143-inj-df",
          frozen="/tmp/frozen147")

# ari-decisions: anirbanbasu/ari @ e24062a. MADR docs/decisions/NNNN-x.md, front matter: a, d, f.
D = "docs/decisions"
s = kit.source("ari-decisions", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0003-use-actor-based-hybrid-concurrency.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (every record keeps it)")
f = s.pick('status: "accepted"')
s.sub("d", f, 'status: "accepted"', 'status: "superseded by ADR-0017"', f"{f} superseded by ADR-0017, which does not exist")
f = s.pick('status: "proposed"')
s.sub("f", f, 'status: "proposed"', 'status: "propsed"', f"status 'propsed' in {f}")
s.score("# ari-decisions: kinds a, d, f. One copy: /tmp/eval143-inj-df/ari-decisions.")

# doctrans-adr: theovassiliou/doctrans-framework @ e8a27b9. adr-tools ADRs doc/adr/NNNN-x.md: c, e.
D = "doc/adr"
s = kit.source("doctrans-adr", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0009-tests-for-all-framework-functionality.md")
s.copy("c", f, f"{D}/0009-tests-for-everything.md", f"copied {f} to 0009-tests-for-everything.md: 9 twice")
s.take(f"{D}/0006-determine-the-public-ip-address.md")  # (left Accepted: the record superseded)
new = s.take(f"{D}/0011-version-control-created-files.md")
s.sub("e", new, "## Status\n\nAccepted", "## Status\n\nAccepted\n\nSupersedes [6. Determine the public IP address]"
      "(0006-determine-the-public-ip-address.md)", f"{new} says it supersedes ADR 6; {D}/0006-determine-the-public-ip-"
      "address.md still Accepted (DC405 there, or DC404)")
s.score("# doctrans-adr: kinds c, e. One copy: /tmp/eval143-inj-df/doctrans-adr.")

# pactus-pips: pactus-project/PIPs @ 72e9b2f. PIPs/pip-N.md, EIP-style front matter: a, f.
s = kit.source("pactus-pips", "PIPs", r"pip-\d+\.md")
f = s.pick("status: Final")
s.delsec("a", f, "## Specification", f"deleted '## Specification' from {f} (the template's; its Motivation is optional, "
         "and a withdrawn PIP is held to none)")
f = s.pick("status: Final")
s.sub("f", f, "status: Final", "status: Finall", f"status 'Finall' in {f}")
s.score("# pactus-pips: kinds a, f. One copy: /tmp/eval143-inj-df/pactus-pips.")
