"""Inject defects into clean documents of a copy of each data142 source (hundred-and-forty-first evaluation, part dd:
the developer's, blind on 0a1836f, the fixes of the hundred-and-thirty-ninth). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dd.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortyfirst", "dd", data="/work/data142", clean="/tmp/blind142y", copies="/tmp/eval141-inj-dd",
          frozen="/tmp/frozen146")  # (the commit below)

# act-rfcs: Rotorsoft/act-root @ bb6edfa. RFCs rfcs/NNNN-x.md, a bullet header, a template: a, f, g.
s = kit.source("act-rfcs", "rfcs", r"\d{4}-.*\.md")
f = s.take("rfcs/1125-state-projections.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and every RFC keep it)")
f = s.pick("- **Status:** accepted")
s.sub("f", f, "- **Status:** accepted", "- **Status:** acepted", f"status 'acepted' in {f}")
f = s.take("rfcs/1057-property-differential-tck.md")
s.setbody("g", f, "## Alternatives considered", "The designs you rejected and why. This is the part that won't survive "
          "in the diff\nonce the code merges, so it's the most valuable section. Include \"do nothing\" if\nthe status "
          "quo was a real option.", f"'## Alternatives considered' of {f} left as the template's prompt")
s.score("# act-rfcs: kinds a, f, g. One copy: /tmp/eval141-inj-dd/act-rfcs.")

# provisioning-adr: RHEnVision/provisioning-backend @ 1dea7ae. ADRs docs/adr/NNN-x.md, Status sections: b, c, e.
s = kit.source("provisioning-adr", "docs/adr", r"\d{3}-.*\.md")
s.take("docs/adr/007-sources-availability.md")  # (left Accepted: the record superseded)
new = s.take("docs/adr/013-add-provisioning-saga.md")
s.sub("e", new, "## Status\n", "## Status\n\nSupersedes [7. Sources availability check](007-sources-availability.md)\n",
      f"{new} says it supersedes ADR 7; docs/adr/007-sources-availability.md still Accepted (DC405 there, or DC404)")
f = s.take("docs/adr/011-sentry-monitoring.md")
s.copy("c", f, "docs/adr/011-glitchtip-monitoring.md", f"copied {f} to 011-glitchtip-monitoring.md: 11 twice")
f = s.take("docs/adr/014-union-type-openapi.md")
s.sub("b", f, "## Problem Statement\n", "## Problem Statement\n\nSee [ADR 2](002-backend-tech-stack.md).\n",
      f"link to 002-backend-tech-stack.md in {f} (the file is 002-backend-main-tech-stack.md)")
s.score("# provisioning-adr: kinds b, c, e. One copy: /tmp/eval141-inj-dd/provisioning-adr.")

# swingby-swips: SwingbyProtocol/swips @ e2e2ed8. swips/SWIP-NNN.md, a `## Status` section: a, f.
s = kit.source("swingby-swips", "swips", r"SWIP-\d{3}\.md")
f = s.take("swips/SWIP-010.md")
s.sub("f", f, "## Status\n\nDeployed.", "## Status\n\nDeployd.", f"status 'Deployd.' in {f}")
f = s.pick("## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template's; 17 of 18 keep it)")
s.score("# swingby-swips: kinds a, f. One copy: /tmp/eval141-inj-dd/swingby-swips.")
