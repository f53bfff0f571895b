"""Inject defects into clean documents of a copy of each data299 source (two-hundred-and-ninety-seventh evaluation,
part jd: the developer's, blind on d01d3b8, frozen as /tmp/frozen249). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-jd.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetyseventh", "jd", data="/work/data299", clean="/work/blind299", pool="/work/blind299",
          copies="/tmp/eval297-inj-jd", frozen="/tmp/frozen249")

# nulib-meadow-adr: doc/architecture/decisions/NNNN-x.md (adr-tools): a, f.
s = kit.source("nulib-meadow-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
f = s.take("doc/architecture/decisions/0007-code-analysis.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (every record has it) from {f}")
f = s.take("doc/architecture/decisions/0006-honeybadger.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcceptd\n", f"status 'Accepted' misspelt 'Acceptd' in {f}")
s.score("# nulib-meadow-adr: kinds a, f. One copy: /tmp/eval297-inj-jd/nulib-meadow-adr.")

# ocrd-spec: the spec's pages at the top (no status): b.
s = kit.source("ocrd-spec", ".", r"[a-z_]+\.md")
f = s.take("mets.md")
s.sub("b", f, "This document defines a set of conventions", "This document (see also [the PAGE spec](page_xml.md)) "
      "defines a set of conventions", f"link to page_xml.md (the page is page.md) added to {f}")
s.score("# ocrd-spec: kind b. One copy: /tmp/eval297-inj-jd/ocrd-spec.")
