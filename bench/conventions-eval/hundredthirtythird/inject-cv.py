"""Inject defects into clean documents of a copy of each data134 source (hundred-and-thirty-third evaluation, part
cv: the developer's, blind on 3db794e). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cv.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtythird", "cv", data="/work/data134", clean="/tmp/blind134", copies="/tmp/eval134-inj-cv",
          frozen="/tmp/frozen139")  # (3db794e)

# cloudstic-rfcs: Cloudstic/cli @ 8d1856b. RFCs in rfcs/, `- **Status:**` bullets, an index README: f, c.
s = kit.source("cloudstic-rfcs", "rfcs", r"\d{4}-.*\.md")
f = s.take("rfcs/0009-unified-source-identity.md")
s.sub("f", f, "- **Status:** Implemented", "- **Status:** Implmented", f"status 'Implmented' in {f}")
f = s.take("rfcs/0003-google-native-file-export.md")
s.copy("c", f, "rfcs/0010-google-native-file-export.md",
       "copied 0003-google-native-file-export.md to 0010-google-native-file-export.md: number 10 twice")
s.score("# cloudstic-rfcs: kinds f, c. One copy: /tmp/eval134-inj-cv/cloudstic-rfcs.")

# butler-adr: butlerdotdev/butler @ 7b0d414. ADRs in design/adr/ (ADR-NNNN-x.md, `## Status`), an index: a, e.
s = kit.source("butler-adr", "design/adr", r"ADR-\d{4}-.*\.md")
f = s.take("design/adr/ADR-0004-multi-repo.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template and 5 of 5 have it)")
s.take("design/adr/ADR-0002-dual-cli.md")  # (left Accepted: the record superseded)
new = s.take("design/adr/ADR-0005-helm-distribution.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes [ADR-0002](ADR-0002-dual-cli.md).\n",
      f"{new} says it supersedes ADR-0002; design/adr/ADR-0002-dual-cli.md still Accepted (DC405 there, or DC404)")
s.score("# butler-adr: kinds a, e. One copy: /tmp/eval134-inj-cv/butler-adr.")

# jib-proposals: GoogleContainerTools/jib @ fb949e2. Unnumbered proposals in proposals/: b.
s = kit.source("jib-proposals", "proposals", r"[a-z].*\.md")
f = s.take("proposals/jib-cli-surface.md")
text = (kit.data / "jib-proposals" / f).read_text()
first = next(line for line in text.splitlines() if line.startswith("#"))
s.sub("b", f, first + "\n", first + "\n\nSee also the [build file proposal](buildfiles.md).\n",
      f"link to buildfiles.md in {f} (the file is buildfile.md)")
s.score("# jib-proposals: kind b. One copy: /tmp/eval134-inj-cv/jib-proposals.")
