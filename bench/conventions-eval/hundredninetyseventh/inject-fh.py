"""Inject defects into clean documents of a copy of each data198 source (hundred-and-ninety-seventh evaluation,
part fh: the developer's, blind on 40af27d, frozen as /tmp/frozen195). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fh.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetyseventh", "fh", data="/work/data198", clean="/work/blind198", pool="/work/blind198",
          copies="/tmp/eval197-inj-fh", frozen="/tmp/frozen195")

# decentdb: design/adr/NNNN-x.md, bold Date/Status lines, template with ### sections: a, b, c, f.
s = kit.source("decentdb", "design/adr", r"0[01]\d\d-.*\.md")
f = s.pick("\n### Trade-offs\n", skip=10)
s.delsec("a", f, "### Trade-offs", f"deleted '### Trade-offs' from {f} (the template has it; 196 of 206 keep it)")
f = s.pick("**Status:** Accepted\n", skip=20)
s.sub("f", f, "**Status:** Accepted\n", "**Status:** Acceptd\n", f"status Accepted misspelt in {f}")
f = s.pick("\n### Rationale\n", skip=30)
s.sub("b", f, "\n### Rationale\n", "\n### Rationale\n\nSee [ADR-0300](0300-page-cache.md).\n", f"link to a missing ADR in {f}")
f = s.pick("\n### Decision\n", skip=40)
s.copy("c", f, "design/adr/" + f.split("/")[-1][:4] + "-another-decision.md", f"a second ADR numbered as {f}")
s.score("# decentdb: kinds a, f, b, c. One copy: /tmp/eval197-inj-fh/decentdb.")

# slatedb: rfcs/NNNN-x.md, a Status: line, template 0000-template.md: a, f.
s = kit.source("slatedb", "rfcs", r"00[0-3]\d-.*\.md")
f = s.pick("\n## Goals\n", skip=3)
s.delsec("a", f, "## Goals", f"deleted '## Goals' from {f} (the template and 31 of 31 keep it)")
f = s.pick("\nStatus: Accepted\n", skip=2)
s.sub("f", f, "\nStatus: Accepted\n", "\nStatus: Acepted\n", f"status Accepted misspelt in {f}")
s.score("# slatedb: kinds a, f. One copy: /tmp/eval197-inj-fh/slatedb.")

# tonbo: docs/rfcs/NNNN-x.md, bullets, a style guide: f, b.
s = kit.source("tonbo", "docs/rfcs", r"00(?:0[1-9]|1\d)-.*\.md")
f = s.pick("- Status: Draft\n")
s.sub("f", f, "- Status: Draft\n", "- Status: Darft\n", f"status Draft misspelt in {f}")
f = s.pick("\n## Summary\n", skip=2)
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nBuilds on [RFC 0020](0020-remote-wal.md).\n", f"link to a missing RFC in {f}")
s.score("# tonbo: kinds f, b. One copy: /tmp/eval197-inj-fh/tonbo.")
