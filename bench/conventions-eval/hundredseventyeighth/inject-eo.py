"""Inject defects into clean documents of a copy of each data179 source (hundred-and-seventy-eighth evaluation, part eo: the
developer's, blind on this stop's code 339ac4e, frozen as /tmp/frozen181). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-eo.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventyeighth", "eo", data="/work/data179", clean="/work/blind179", pool="/work/blind179",
          copies="/tmp/eval178-inj-eo", frozen="/tmp/frozen181")

# ceramic-cips: CIPs/cip-N.md, front matter, a template: a, f, g.
s = kit.source("ceramic-cips", "CIPs", r"cip-\d+\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and 25 of 28 keep it)")
f = s.pick("status: Final\n")
s.sub("f", f, "status: Final\n", "status: Finl\n", f"status Final misspelt Finl in {f}")
f = s.pick("\n## Abstract\n")
s.setbody("g", f, "## Abstract", "Abstract goes here.", f"the template's 'Abstract goes here.' as {f}'s Abstract")
s.score("# ceramic-cips: kinds a, f, g. One copy: /tmp/eval178-inj-eo/ceramic-cips.")

# wormhole: whitepapers/NNNN_name.md, a template: a, b, c.
s = kit.source("wormhole", "whitepapers", r"\d{4}_.*\.md")
f = s.pick("\n## Goals\n")
s.delsec("a", f, "## Goals", f"deleted '## Goals' from {f} (the template and 15 of 16 keep it)")
f = s.pick("\n## Objective\n")
s.sub("b", f, "\n## Objective\n", "\n## Objective\n\nSee [the relayer design](0099_relayer_design.md).\n",
      f"link to 0099_relayer_design.md in {f}: no such whitepaper")
f = s.pick("\n## Overview\n")
s.copy("c", f, "whitepapers/" + f.split("/")[1][:5] + "second_design.md", f"a second whitepaper numbered as {f}")
s.score("# wormhole: kinds a, b, c. One copy: /tmp/eval178-inj-eo/wormhole.")

# alan-lang: rfcs/NNN - Title.md, a template: a, b.
s = kit.source("alan-lang", "rfcs", r"0[1-9]\d - .*\.md")
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", f"deleted '## Summary' from {f} (the template and the RFCs keep it)")
f = s.pick("\n## Summary\n")
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nThis builds on [RFC 030](./030-streams.md).\n",
      f"link to ./030-streams.md in {f}: no such RFC")
s.score("# alan-lang: kinds a, b. One copy: /tmp/eval178-inj-eo/alan-lang.")
