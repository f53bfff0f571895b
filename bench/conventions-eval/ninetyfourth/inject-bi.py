"""Inject defects into clean documents of a copy of each data95 source (ninety-fourth evaluation, part bi: the
developer's, blind on 4999d30, this stop's code before its last fix; no fix follows it). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-bi.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetyfourth", "bi", data="/work/data95", clean="/tmp/eval95", copies="/tmp/eval95-inj-bi", frozen="/tmp/frozen95")


# mp-foundation: materialsproject/foundation @ e4820d8. decisions/NNNN-<slug>.md (MADR, some without .md), template.md:
# a, b, c.
s = kit.source("mp-foundation", "decisions", r"000[1-7]-.*\.md")
f = s.take("decisions/0002-scope-of-emmet-models.md")
s.delsec("a", f, "## Context and Problem Statement", "deleted '## Context and Problem Statement' (MADR's, and every "
         "record has it)")
f = s.take("decisions/0003-scope-of-pymatgen-io-addons.md")
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [ADR 2](0002-scope-of-emmet."
      "md).\n", "link to 0002-scope-of-emmet.md (the file is 0002-scope-of-emmet-models.md)")
f = s.take("decisions/0004-planning-of-developments.md")
s.copy("c", f, "decisions/0004-planning-of-releases.md", "a second record numbered 0004 (a copy)")
s.score("# mp-foundation: kinds a, b, c. One copy: /tmp/eval95-inj-bi/mp-foundation.")

# libelektra: ElektraInitiative/libelektra @ 1b7c0c7. doc/decisions/<stage>/<slug>.md (80, TEMPLATE.md): b.
s = kit.source("libelektra", "doc/decisions/6_implemented", r"[a-z].*\.md")
f = s.take("doc/decisions/6_implemented/base_name.md")
s.sub("b", f, "See [array](../5_partially_implemented/array.md).", "See [array](../5_partially_implemented/arrays.md).",
      "link to arrays.md (the file is array.md)")
s.score("# libelektra: kind b. One copy: /tmp/eval95-inj-bi/libelektra.")

# radius-design-notes: radius-project/design-notes @ d468671. <area>/YYYY-MM-<slug>.md (58), template/: b.
s = kit.source("radius-design-notes", "recipe", r"20.*\.md")
f = s.pick("\n## Overview\n")
s.sub("b", f, "## Overview\n", "## Overview\n\nSee [the terraform recipe note](2023-07-terraform-version.md).\n",
      "link to 2023-07-terraform-version.md (the file is 2023-07-terraform-template-version.md)")
s.score("# radius-design-notes: kind b. One copy: /tmp/eval95-inj-bi/radius-design-notes.")
