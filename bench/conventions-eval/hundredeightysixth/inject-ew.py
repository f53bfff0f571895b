"""Inject defects into clean documents of a copy of each data187 source (hundred-and-eighty-sixth evaluation, part ew: the
developer's, blind on this stop's final checking code dd09f26, frozen as /tmp/frozen185). See inject_kit.py; kinds
a-g. Run: /work/main/.venv/bin/python inject-ew.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightysixth", "ew", data="/work/data187", clean="/work/blind187", pool="/work/blind187",
          copies="/tmp/eval186-inj-ew", frozen="/tmp/frozen185")

# eyfs-recovery: adr/NNNN-x.md, a cut-down MADR template: a, f, e.
s = kit.source("eyfs-recovery", "adr", r"00(?:0[1-9]|[12]\d)-.*\.md")  # (not the template, 0000)
f = s.pick("\n## Decision Drivers\n", skip=2)
s.delsec("a", f, "## Decision Drivers", f"deleted '## Decision Drivers' from {f}")
f = s.pick("* Status: accepted\n")
s.sub("f", f, "* Status: accepted\n", "* Status: acepted\n", f"status accepted misspelt in {f}")
s.take("adr/0004-video-hosting-platform.md")  # the old record, left accepted
f = s.pick("* Status: accepted\n")
s.sub("e", f, "* Status: accepted\n", "* Status: accepted, supersedes [ADR-0004](0004-video-hosting-platform.md)\n",
      f"{f} supersedes ADR 4 (adr/0004-video-hosting-platform.md), still accepted")
s.score("# eyfs-recovery: kinds a, f, e. One copy: /tmp/eval186-inj-ew/eyfs-recovery.")

# play-frontend-hmrc: docs/maintainers/adr/NNNN-x.md, MADR: a, b.
s = kit.source("play-frontend-hmrc", "docs/maintainers/adr", r"00[01]\d-.*\.md")
f = s.pick("\n## Considered Options\n")
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' from {f}")
f = s.pick("\n## Context and Problem Statement\n")
s.sub("b", f, "\n## Context and Problem Statement\n",
      "\n## Context and Problem Statement\n\nSee [ADR-0030](0030-dark-mode.md).\n", f"link to 0030-dark-mode.md in {f}")
s.score("# play-frontend-hmrc: kinds a, b. One copy: /tmp/eval186-inj-ew/play-frontend-hmrc.")

# ibc-rs: docs/architecture/adr-NNN-x.md, a template: a, c.
s = kit.source("ibc-rs", "docs/architecture", r"adr-00\d-.*\.md")
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the template and the ADRs keep it)")
f = s.pick("\n## Status\n")
s.copy("c", f, "docs/architecture/" + f.split("/")[-1][:8] + "-second-topic.md", f"a second ADR numbered as {f}")
s.score("# ibc-rs: kinds a, c. One copy: /tmp/eval186-inj-ew/ibc-rs.")
