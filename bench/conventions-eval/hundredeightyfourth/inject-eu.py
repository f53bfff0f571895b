"""Inject defects into clean documents of a copy of each data185 source (hundred-and-eighty-fourth evaluation, part eu: the
developer's, blind on this stop's code 81f4379, frozen as /tmp/frozen184, no fix after it until measured). See
inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-eu.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightyfourth", "eu", data="/work/data185", clean="/work/blind185", pool="/work/blind185",
          copies="/tmp/eval184-inj-eu", frozen="/tmp/frozen184")

# shirushi: docs/adr/NNNN-x.md, front matter and a bold Status, a template: a, f, e.
s = kit.source("shirushi", "docs/adr", r"000\d-.*\.md")
f = s.pick("\n## Alternatives Considered\n")
s.delsec("a", f, "## Alternatives Considered", f"deleted '## Alternatives Considered' from {f}")
f = s.pick("**Status**: Accepted")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acceptd", f"status Accepted misspelt in {f}'s body")
s.score("# shirushi: kinds a, f. One copy: /tmp/eval184-inj-eu/shirushi.")

# archway: docs/adr/ADR-NNN-x.md, `## Status`: a, b, c.
s = kit.source("archway", "docs/adr", r"ADR-0\d\d-.*\.md")
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f}")
f = s.pick("\n## Abstract\n")
s.sub("b", f, "\n## Abstract\n", "\n## Abstract\n\nSee [ADR-015](ADR-015-fees.md).\n", f"link to ADR-015-fees.md in {f}")
f = s.pick("\n## Context\n")
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:8] + "-second.md", f"a second ADR numbered as {f}")
s.score("# archway: kinds a, b, c. One copy: /tmp/eval184-inj-eu/archway.")

# vsecm: Zola pages of log4brains MADR records, `- Status: accepted`: f, b.
s = kit.source("vsecm", "docs/content/documentation/architecture/adrs", r"2024\d{4}-adr-\d{4}-.*\.md")
f = s.pick("- Status: accepted")
s.sub("f", f, "- Status: accepted", "- Status: acceptted", f"status accepted misspelt in {f}")
f = s.pick("## Context and Problem Statement\n")
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [ADR 30](@/documentation/architecture/adrs/20250101-adr-0030-x.md).\n",
      f"Zola link to a record that does not exist in {f}")
s.score("# vsecm: kinds f, b. One copy: /tmp/eval184-inj-eu/vsecm.")
