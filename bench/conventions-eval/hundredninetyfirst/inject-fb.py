"""Inject defects into clean documents of a copy of each data192 source (hundred-and-ninety-first evaluation, part
fb: the developer's, blind on f3104a8, frozen as /tmp/frozen192). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fb.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str("/work/main/bench/conventions-eval"))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetyfirst", "fb", data="/work/data192", clean="/work/blind192", pool="/work/blind192",
          copies="/tmp/eval191-inj-fb", frozen="/tmp/frozen192")

# nextflow: adr/YYYYMMDD-title.md, bullets under the title, template YYYYMMDD-template-name.md: a, b, f, g.
s = kit.source("nextflow", "adr", r"20\d{6}-.*\.md")
f = s.pick("\n## Non-goals\n")
s.delsec("a", f, "## Non-goals", f"deleted '## Non-goals' from {f} (the template and 18 of 20 keep it)")
f = s.pick("\n## Summary")
s.sub("b", f, "\n## Summary", "\nSee [the previous decision](20250301-old-decision.md).\n\n## Summary", f"link to a missing ADR in {f}")
f = s.pick("- Status: accepted")
s.sub("f", f, "- Status: accepted", "- Status: acepted", f"status accepted misspelt in {f}")
f = s.pick("- Tags: ")
text = open(f"/tmp/eval191-inj-fb/nextflow/{f}").read()
tags = text.split("- Tags: ", 1)[1].split("\n", 1)[0]
s.sub("g", f, "- Tags: " + tags, "- Tags: [space and/or comma separated list of tags]", f"Tags left as the template's text in {f}")
s.score("# nextflow: kinds a, b, f, g. One copy: /tmp/eval191-inj-fb/nextflow.")

# dandi-archive: doc/design/*.md, free-form design documents, no template, no statuses: b.
s = kit.source("dandi-archive", "doc/design", r".*\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nThis follows [the upload design](upload-1.md).\n\n## ", f"link to a missing design (upload-1.md) in {f}")
s.score("# dandi-archive: kind b. One copy: /tmp/eval191-inj-fb/dandi-archive.")
