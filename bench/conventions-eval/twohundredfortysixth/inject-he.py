"""Inject defects into clean documents of a copy of each data247 source (two-hundred-and-forty-sixth evaluation,
part he: the developer's, blind on the stop's checking code a5d9403, frozen as /tmp/frozen223). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-he.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortysixth", "he", data="/work/data247", clean="/work/blind247", pool="/work/blind247",
          copies="/tmp/eval246-inj-he", frozen="/tmp/frozen223")

# remultiform: docs/adr/NNNN-x.md, adr-tools (Nygard): a, f.
s = kit.source("remultiform", "docs/adr", r"000\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' (10 of 10 have it) from {f}")
f = s.pick("\nAccepted\n", skip=4)
s.sub("f", f, "\nAccepted\n", "\nAcepted\n", f"status Accepted misspelt in {f}")
s.score("# remultiform: kinds a, f. One copy: /tmp/eval246-inj-he/remultiform.")

# simple-android: doc/arch/NNN-x.md, "# ADR NNN: Title", Status / Context / Decision / Consequences: b, d.
s = kit.source("simple-android", "doc/arch", r"0\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 014](./014-offline-sync.md).\n",
      f"link to a missing ADR in {f}")
f = s.pick("\nAccepted", skip=1)
s.sub("d", f, "\nAccepted", "\nSuperceded by [016](./016-screen-navigation-v3.md) on 2023-01-12.\n\nAccepted",
      f"superseded by a record that does not exist in {f}")
s.score("# simple-android: kinds b, d. One copy: /tmp/eval246-inj-he/simple-android.")
