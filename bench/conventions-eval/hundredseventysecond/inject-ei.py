"""Inject defects into clean documents of a copy of each data173 source (hundred-and-seventy-second evaluation, part
ei: the developer's, blind on the stop's first fixes, frozen as /tmp/frozen172). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ei.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventysecond", "ei", data="/work/data173", clean="/work/blind173", pool="/work/blind173",
          copies="/tmp/eval172-inj-ei", frozen="/tmp/frozen172")

# wire-android: adr-tools records docs/adr/NNNN-*.md, a template 0000-template-lightway-adr.md: a, c, d, f.
s = kit.source("wire-android", "docs/adr", r"\d{4}-[a-z].*\.md")
f = s.take("docs/adr/0005-conversation-list-composables-refactor.md")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (13 of 13 keep it)")
f = s.take("docs/adr/0007-introducing-uiautomator.md")
s.copy("c", f, "docs/adr/0007-introducing-uiautomator-tests.md", f"copied {f}: ADR 7 twice")
f = s.take("docs/adr/0004-deeplink-handling-refactor.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [14. Navigation rework](0014-navigation-rework.md)",
      f"'Superseded by [14. Navigation rework](0014-navigation-rework.md)' in {f}: there is no ADR 14")
f = s.take("docs/adr/0003-introducing-junit5-parametrizable-tests.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status 'Acepted' in {f}")
s.score("# wire-android: kinds a, c, d, f. One copy: /tmp/eval172-inj-ei/wire-android.")
