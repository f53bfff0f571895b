"""Inject defects into clean documents of a copy of each data156 source (hundred-and-fifty-fifth evaluation, part
dr: the developer's, blind on the working tree after d4a5b28 with this stop's fixes through the proposal series,
frozen as /tmp/frozen162). See inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-dr.py.
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftyfifth", "dr", data="/work/data156", clean="/work/blind155", pool="/work/blind155",
          copies="/tmp/eval155-inj-dr", frozen="/tmp/frozen162")

# iotex-iips: EIP-style iip-N.md, headers in a fence: a, c, f.
s = kit.source("iotex-iips", ".", r"iip-\d+\.md")
f = s.take("iip-10.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' from {f} (the template's; 39 of 41 keep it)")
f = s.take("iip-25.md")
s.sub("f", f, "Status: Draft", "Status: Drafft", f"status 'Drafft' in {f}")
f = s.take("iip-42.md")
s.copy("c", f, "iip-42-copy.md", f"copied {f}: IIP 42 twice")
s.score("# iotex-iips: kinds a, c, f. One copy: /tmp/eval155-inj-dr/iotex-iips.")

# kubebuilder-designs: designs/*.md after designs/template.md: b, g.
s = kit.source("kubebuilder-designs", "designs", r"[a-z].*\.md")
f = s.take("designs/update_action.md")
s.setbody("g", f, "## Drawbacks", "<!-- The idea is to find the best form of an argument why this enhancement should "
          "_not_ be implemented. -->\n", f"Drawbacks of {f} replaced by the template's comment")
f = s.take("designs/helm-chart-autogenerate-plugin.md")
s.sub("b", f, "## Drawbacks\n", "## Drawbacks\n\nSee [the update action](update-action.md).\n",
      f"link to update-action.md in {f} (the file is update_action.md)")
s.score("# kubebuilder-designs: kinds b, g. One copy: /tmp/eval155-inj-dr/kubebuilder-designs.")
