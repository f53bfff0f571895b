"""Inject defects into clean documents of a copy of each data139 source (hundred-and-thirty-eighth evaluation, part
da: the developer's, blind on c5f6d4e, stop 54's final code). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-da.py (writes injected-<source>.txt next to this file).
horace-adr has no clean record to edit on that code (each of its ADRs has a finding), so none is injected there.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtyeighth", "da", data="/work/data139", clean="/tmp/blind139", copies="/tmp/eval138-inj-da",
          frozen="/tmp/frozen143")  # (c5f6d4e)

# odf-rfcs: open-data-fabric/open-data-fabric @ 0ed3347. RFCs rfcs/NNN-x.md, no status field (badges): a, b, c, g.
s = kit.source("odf-rfcs", "rfcs", r"\d{3}-.*\.md")
f = s.take("rfcs/004-metadata-extensibility.md")
s.delsec("a", f, "## Drawbacks", f"deleted '## Drawbacks' from {f} (the template and the RFCs keep it)")
f = s.take("rfcs/002-logical-data-hashes.md")
s.sub("b", f, "(#unresolved-questions)", "(004-metadata-extensibilty.md)",
      f"link to 004-metadata-extensibilty.md in {f} (misspelt; the file is 004-metadata-extensibility.md)")
f = s.take("rfcs/006-checkpoints-as-files.md")
s.copy("c", f, "rfcs/006-checkpoints-as-files-again.md", f"copied {f} to a second file of the same number")
f = s.take("rfcs/005-dataset-annotations.md")
s.setbody("g", f, "## Drawbacks", "<!--\nWhy should we *not* do this?\n-->",
          f"'## Drawbacks' of {f} left as the template's guidance comment")
s.score("# odf-rfcs: kinds a, b, c, g. One copy: /tmp/eval138-inj-da/odf-rfcs.")

# python-party-adr: DeepBlueCLtd/python-party @ 7cf840d. ADRs docs/decisions/NNNN-x.md, bullet fields: a, d, e, f, g.
s = kit.source("python-party-adr", "docs/decisions", r"\d{4}-.*\.md")
f = s.take("docs/decisions/0001-schema-driven-generation-with-xsdata.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template and the ADRs keep it)")
f = s.take("docs/decisions/0002-drop-csv-pickle-and-write_xml.md")
s.sub("d", f, "- **Status**: Accepted", "- **Status**: Superseded by [ADR 0012](0012-stream-the-xml.md)",
      f"{f} superseded by ADR 0012, 0012-stream-the-xml.md, which does not exist")
s.take("docs/decisions/0003-xmlschema-as-validation-gate.md")  # (left Accepted: the record superseded)
new = s.take("docs/decisions/0010-build-schema-object-directly.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 0003](0003-xmlschema-as-validation-gate.md).\n",
      f"{new} says it supersedes ADR 0003; docs/decisions/0003-xmlschema-as-validation-gate.md still Accepted (DC405 "
      "there, or DC404)")
f = s.take("docs/decisions/0004-two-gate-verification.md")
s.sub("f", f, "- **Status**: Accepted", "- **Status**: Acceptd", f"status 'Acceptd' in {f}")
f = s.take("docs/decisions/0007-pin-python-3-9-4.md")
s.sub("g", f, "- **Date**: 2026-06-13", "- **Date**: YYYY-MM-DD", f"'- **Date**: YYYY-MM-DD' (the template's) left in {f}")
s.score("# python-party-adr: kinds a, d, e, f, g. One copy: /tmp/eval138-inj-da/python-party-adr.")
