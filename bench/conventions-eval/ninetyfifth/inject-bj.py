"""Inject defects into clean documents of a copy of each data96 source (ninety-fifth evaluation, part bj: the
developer's, blind on the stop's first fix, libelektra's stage folders and a template named for a kind of file).
See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bj.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetyfifth", "bj", data="/work/data96", clean="/tmp/eval96", copies="/tmp/eval96-inj-bj", frozen="/tmp/frozen97")


# amundsen-rfcs: amundsen-io/rfcs @ 1c53c71. rfcs/NNN-<slug>.md (24, bullet header, Rust's layout),
# templates/000-feature-template.md: a, b, c, g.
s = kit.source("amundsen-rfcs", "rfcs", r"0[0-4][0-9]-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, every RFC has it)")
f = s.pick("\n## Summary\n")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [the badges RFC](001-support-badges-as-entity.md).\n",
      "link to 001-support-badges-as-entity.md (the file is 001-support-badge-as-entity.md)")
f = s.pick("\n## Drawbacks\n")
s.copy("c", f, "rfcs/" + Path(f).name.split("-", 1)[0] + "-second-copy.md", "a second RFC of the same number (a copy)")
f = s.pick("\n## Prior art\n")
s.setbody("g", f, "## Prior art", "> Discuss prior art, both the good and the bad, in relation to this proposal. A few "
          "examples of what this can include are:\n", "Prior art left as the template's prompt")
s.score("# amundsen-rfcs: kinds a, b, c, g. One copy: /tmp/eval96-inj-bj/amundsen-rfcs.")

# usdr-gost: usdigitalresponse/usdr-gost @ 01095b2. docs/decisions/NNNN-<slug>.md (11, MADR-like, `Status:` line),
# templates/template.md: a, d, f, g.
s = kit.source("usdr-gost", "docs/decisions", r"00(0[7-9]|1[01])-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement", "deleted '## Context and Problem Statement' (the template's, "
         "every record has it)")
f = s.pick("Status: Accepted")
s.sub("d", f, "Status: Accepted", "Status: Superseded by [0014](0014-use-pinia.md)",
      "superseded by 0014-use-pinia.md, which does not exist")
f = s.pick("Status: Accepted")
s.sub("f", f, "Status: Accepted", "Status: Acepted", "status 'Acepted' (a typo of the template's Accepted)")
f = s.pick("\n## Considered Options\n")
s.setbody("g", f, "## Considered Options", "- [option 1]\n- [option 2]\n- [option 3]\n",
          "Considered Options left as the template's list")
s.score("# usdr-gost: kinds a, d, f, g. One copy: /tmp/eval96-inj-bj/usdr-gost.")

# conda-forge-cfep: conda-forge/cfep @ 22ff773. cfep-NN.md at the top (22, an HTML table header), cfep-00.md the
# template: a, b, f.
s = kit.source("conda-forge-cfep", ".", r"cfep-(0[2-9]|1[0-9]|2[0-5])\.md")
f = s.pick("\n## Abstract\n")
s.delsec("a", f, "## Abstract", "deleted '## Abstract' (the template's, 20 of 21 CFEPs keep it)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [CFEP 3](cfep-3.md).\n", "link to cfep-3.md (the file is "
      "cfep-03.md)")
f = s.pick("<td> Accepted </td>")
s.sub("f", f, "<td> Accepted </td>", "<td> Acepted </td>", "status 'Acepted' (a typo of the template's Accepted)")
s.score("# conda-forge-cfep: kinds a, b, f. One copy: /tmp/eval96-inj-bj/conda-forge-cfep.")
