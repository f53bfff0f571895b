"""Inject defects into clean documents of a copy of each data68 source (sixty-seventh evaluation, part ah: the
developer's, blind on the code after the sixty-sixth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ah.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtyseventh", "ah", data="/work/data68", clean="/tmp/eval68", copies="/tmp/eval68-inj-ah", frozen="/tmp/frozen67")


# openstates-eps: openstates/enhancement-proposals @ 5e505ab. template.md (a table header: Author(s), Status, Issue, ...;
# ## Abstract, ## Specification, ## Rationale, ## Drawbacks, ## Implementation Plan, ## Copyright); NNN-name.md: a b c f.
s = kit.source("openstates-eps", ".", r"\d{3}-.*\.md")
f = s.take("004-committee-data.md")
s.delsec("a", f, "## Drawbacks", "deleted '## Drawbacks' (the template and 10 of 10 proposals have it)")
f = s.take("003-manual-people-data-tools.md")
s.sub("b", f, "## Specification\n", "## Specification\n\nSee [OSEP 2](002-legal-citation.md).\n",
      "link to 002-legal-citation.md, which does not exist")
f = s.take("005-dedupe-key.md")
s.copy("c", f, "005-dedupe-key-v2.md", f"{f} copied under the same number with '-v2'")
f = s.take("006-new-people-offices.md")
s.sub("f", f, "|   Final    |", "|   Frozen   |", "status 'Frozen' (the proposals are Accepted or Final; the template's is Draft)")
s.score("# openstates-eps: kinds a b c f; d e g skipped. One copy: /tmp/eval68-inj-ah/openstates-eps.")

# triton-rfds: TritonDataCenter/rfd @ 7d100f4. rfd/NNNN/README.md (front matter authors, state: predraft | draft |
# publish | abandoned), no template: b f.
s = kit.source("triton-rfds", ["rfd/0050", "rfd/0060"], r"README\.md")
f = s.take("rfd/0050/README.md")
s.sub("f", f, "state: predraft\n", "state: frozen\n", "state 'frozen' (the RFDs are predraft, draft, publish or abandoned)")
f = s.take("rfd/0060/README.md")
s.sub("b", f, "## Dapi's Purpose\n", "## Dapi's Purpose\n\nSee [RFD 59](../0059/README.adoc).\n",
      "link to ../0059/README.adoc, which does not exist (RFD 59 is README.md)")
s.score("# triton-rfds: kinds b f; a c d e g skipped. One copy: /tmp/eval68-inj-ah/triton-rfds.")

# freecad-feps: FreeCAD/FreeCAD-Enhancement-Proposals @ e53556f. FEPs/FEP-0000-template/README.md; FEPs/FEP-NNNN-name/
# README.md, five: a b.
F = "FEPs/"
s = kit.source("freecad-feps", [F + "FEP-0006-materials-editor", F + "FEP-0007-consistent-language"], r"README\.md")
f = s.take(F + "FEP-0006-materials-editor/README.md")
s.delsec("a", f, "## Rationale", "deleted '## Rationale' (the template and 5 of 5 FEPs have it)")
f = s.take(F + "FEP-0007-consistent-language/README.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [FEP 6](../FEP-0006-material-editor/README.md).\n",
      "link to ../FEP-0006-material-editor/README.md, which does not exist")
s.score("# freecad-feps: kinds a b; c d e f g skipped. One copy: /tmp/eval68-inj-ah/freecad-feps.")
