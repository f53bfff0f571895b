"""Inject defects into clean documents of a copy of each data55 source (fifty-fourth evaluation, part u: the
developer's, blind on the code after the fifty-third set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-u.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftyfourth", "u", data="/work/data55", clean="/tmp/eval55", copies="/tmp/eval55-inj-u", frozen="/tmp/frozen54")


# toolhive-rfcs: stacklok/toolhive-rfcs @ 1cdcd20. rfcs/0000-template.md ('# RFC-XXXX: Title', `- **Status**: Draft |
# Under Review | Accepted | Rejected | Implemented | Superseded`, Summary, Problem Statement, Goals, ..., Security
# Considerations "This section is required."); rfcs/THV-NNNN-name.md, thirty of them Drafts. No supersessions written:
# d e skipped; the template's prompts may stay in a Draft (doccheck's rule): g skipped.
R = "rfcs/"
s = kit.source("toolhive-rfcs", R[:-1], r"THV-\d{4}-.*\.md")
f = s.take(R + "THV-0020-desktop-cli-version-alignment.md")
s.delsec("a", f, "## Proposed Solution", "deleted '## Proposed Solution' (the template and 47 of 48 RFCs have it)")
f = s.take(R + "THV-0022-optimizer-migration-to-vmcp.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [THV-0021](THV-0021-optimizer.md).\n",
      "link to THV-0021-optimizer.md, which does not exist")
f = s.take(R + "THV-0023-crd-v1beta1-optimization.md")
s.copy("c", f, R + "THV-0023-crd-v1beta2.md", "a second RFC numbered 0023")
f = s.take(R + "THV-0026-header-passthrough.md")
s.sub("f", f, "- **Status**: Draft", "- **Status**: Postponed",
      "'Postponed' (the template: Draft | Under Review | Accepted | Rejected | Implemented | Superseded)")
s.score("# toolhive-rfcs: kinds a b c f; d e g skipped. One copy: /tmp/eval55-inj-u/toolhive-rfcs.")

# opm-enhancements: open-platform-model/enhancements @ 48642d7. Each enhancement a folder NNNN/ of numbered parts
# (01-problem.md, 02-design.md, ...), 0000/ the one a new enhancement copies; no statuses in the Markdown (config.yaml
# holds them): only b rests on a convention every part keeps.
s = kit.source("opm-enhancements", "0003", r"\d{2}-.*\.md")
f = s.take("0003/01-problem.md")
s.sub("b", f, "\n## ", "\nSee also [the render design](../0019/02-render.md).\n\n## ", "link to ../0019/02-render.md, which does not exist")
s.score("# opm-enhancements: kind b; a c d e f g skipped. One copy: /tmp/eval55-inj-u/opm-enhancements.")
