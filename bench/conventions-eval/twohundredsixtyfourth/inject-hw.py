"""Inject defects into clean documents of a copy of each data265 source (two-hundred-and-sixty-fourth evaluation,
part hw: the developer's, blind on the stop's checking code 287939e, frozen as /tmp/frozen230). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hw.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtyfourth", "hw", data="/work/data265", clean="/work/blind265", pool="/work/blind265",
          copies="/tmp/eval264-inj-hw", frozen="/tmp/frozen230")

# uniffi-rs: docs/adr/NNNN-x.md, MADR bullets (* Status: accepted): f, b.
s = kit.source("uniffi-rs", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("* Status: accepted", skip=2)
s.sub("f", f, "* Status: accepted", "* Status: acceptd", f"status accepted misspelt in {f}")
f = s.pick("\n## Context and Problem Statement\n", skip=4)
s.sub("b", f, "\n## Context and Problem Statement\n", "\n## Context and Problem Statement\n\nSee [ADR-0012](0012-async.md).\n",
      f"link to a missing ADR in {f}")
s.score("# uniffi-rs: kinds f, b. One copy: /tmp/eval264-inj-hw/uniffi-rs.")

# smithy-rs: design/src/rfcs/rfcNNNN_x.md, setext titles and `> Status:` lines: f, b.
s = kit.source("smithy-rs", "design/src/rfcs", r"rfc\d{4}_.*\.md")
f = s.pick("> Status: Implemented", skip=10)
s.sub("f", f, "> Status: Implemented", "> Status: Implemnted", f"status Implemented misspelt in {f}")
f = s.pick("> Status: Implemented", skip=15)
s.sub("b", f, "> Status: Implemented", "> Status: Implemented\n\nSee [RFC-0050](rfc0050_retries.md).", f"link to a missing RFC in {f}")
s.score("# smithy-rs: kinds f, b. One copy: /tmp/eval264-inj-hw/smithy-rs.")
