"""Inject defects into clean documents of a copy of each data262 source (two-hundred-and-sixty-first evaluation, part ht: the developer's, blind
on the stop's checking code 6aa2310, frozen as /tmp/frozen229). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ht.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtyfirst", "ht", data="/work/data262", clean="/work/blind262", pool="/work/blind262",
          copies="/tmp/eval261-inj-ht", frozen="/tmp/frozen229")

# rhiza: docs/adr/NNNN-x.md, Nygard (## Status, Context, Decision, Consequences): a, f.
s = kit.source("rhiza", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' (11 of 11 have it) from {f}")
f = s.pick("\n## Status\n\nAccepted\n", skip=2)
s.sub("f", f, "\n## Status\n\nAccepted\n", "\n## Status\n\nAcepted\n", f"status Accepted misspelt in {f}")
s.score("# rhiza: kinds a, f. One copy: /tmp/eval261-inj-ht/rhiza.")

# ansible-proposals: unnumbered proposals at the top: b.
s = kit.source("ansible-proposals", ".", r"[a-z0-9_-]+\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee the [collections proposal](collections.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# ansible-proposals: kind b. One copy: /tmp/eval261-inj-ht/ansible-proposals.")
