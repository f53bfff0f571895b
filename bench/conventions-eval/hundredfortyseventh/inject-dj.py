"""Inject defects into clean documents of a copy of each data148 source (hundred-and-forty-seventh evaluation, part dj:
the developer's, blind on 682a685). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dj.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortyseventh", "dj", data="/work/data148", clean="/tmp/blind148", copies="/tmp/eval147-inj-dj",
          frozen="/tmp/frozen151")  # (682a685)

# adamant-aips: Adamant-im/AIPs @ 4bc6834. AIPS/aip-N.md, EIP-style front matter: a, c, f.
s = kit.source("adamant-aips", "AIPS", r"aip-\d+\.md")
f = s.take("AIPS/aip-13.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' from {f} (the template's; every AIP keeps it)")
f = s.take("AIPS/aip-12.md")
s.copy("c", f, "AIPS/aip-12-copy.md", f"copied {f} to aip-12-copy.md: AIP 12 twice")
f = s.take("AIPS/aip-14.md")
s.sub("f", f, "status: Accepted", "status: Acepted", f"status 'Acepted' in {f}")
s.score("# adamant-aips: kinds a, c, f. One copy: /tmp/eval147-inj-dj/adamant-aips.")

# scion-design: scionproto/scion @ ce575dc. Design docs doc/dev/design/*.md (most are .rst), a bullet header: b, f.
s = kit.source("scion-design", "doc/dev/design", r"[a-zA-Z].*\.md")
f = s.take("doc/dev/design/EPIC.md")
s.sub("f", f, "- Status: **Completed**", "- Status: **Complted**", f"status 'Complted' in {f}")
f = s.take("doc/dev/design/PathService.md")
s.sub("b", f, "* Status: **Outdated**", "* Status: **Outdated**\n* See [the beacon service](BeaconServce.md)",
      f"link to BeaconServce.md in {f} (the file is BeaconService.md)")
s.score("# scion-design: kinds b, f. One copy: /tmp/eval147-inj-dj/scion-design.")
