"""Inject defects into clean documents of a copy of each data272 source (two-hundred-and-seventieth evaluation,
part ic: the developer's, blind on the stop's final checking code 19dbdf6, frozen as /tmp/frozen233). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-ic.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventieth", "ic", data="/work/data272", clean="/work/blind272", pool="/work/blind272",
          copies="/tmp/eval270-inj-ic", frozen="/tmp/frozen233")

# popups: docs/adr/NNNN-x.md, adr-tools (Nygard): a, f.
s = kit.source("popups", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=2)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (10 of 10 have it) from {f}")
f = s.pick("\nAccepted\n", skip=4)
s.sub("f", f, "\nAccepted\n", "\nAcepted\n", f"status Accepted misspelt in {f}")
s.score("# popups: kinds a, f. One copy: /tmp/eval270-inj-ic/popups.")
