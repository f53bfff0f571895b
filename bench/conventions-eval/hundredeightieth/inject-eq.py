"""Inject defects into clean documents of a copy of each data181 source (hundred-and-eightieth evaluation, part eq: the
developer's, blind on this stop's code 0a46ac6^, frozen as /tmp/frozen182). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-eq.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightieth", "eq", data="/work/data181", clean="/work/blind181", pool="/work/blind181",
          copies="/tmp/eval180-inj-eq", frozen="/tmp/frozen182")

# dpl-cms: docs/architecture/adr-NNN-x.md, Nygard and Alternatives considered, no status: a, b, c.
s = kit.source("dpl-cms", "docs/architecture", r"adr-0\d\d-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the README asks for it)")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 20](adr-020-search.md).\n", f"link to adr-020-search.md in {f}")
f = s.pick("\n## Decision\n")
s.copy("c", f, "docs/architecture/" + f.split("/")[-1][:8] + "-second-topic.md", f"a second record numbered as {f}")
s.score("# dpl-cms: kinds a, b, c. One copy: /tmp/eval180-inj-eq/dpl-cms.")

# dpl-react: as dpl-cms: a, b.
s = kit.source("dpl-react", "docs/architecture", r"adr-0\d\d-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f}")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 15](adr-015-routing.md).\n", f"link to adr-015-routing.md in {f}")
s.score("# dpl-react: kinds a, b. One copy: /tmp/eval180-inj-eq/dpl-react.")
