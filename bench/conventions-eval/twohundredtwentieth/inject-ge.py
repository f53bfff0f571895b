"""Inject defects into clean documents of a copy of each data221 source (two-hundred-and-twentieth evaluation, part
ge: the developer's, blind on the stop's final checking code d8c7f53, frozen as /tmp/frozen210). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ge.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentieth", "ge", data="/work/data221", clean="/work/blind221", pool="/work/blind221",
          copies="/tmp/eval220-inj-ge", frozen="/tmp/frozen210")

# eventsource-py: docs/adrs/NNNN-x.md, `## Status` over `Accepted.` and prose: a, b.
s = kit.source("eventsource-py", "docs/adrs", r"00[0-6]\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=6)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (56 of 61 keep it)")
f = s.pick("\n## Context\n", skip=12)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 0070](0070-outbox-relay.md).\n", f"link to a missing ADR in {f}")
s.score("# eventsource-py: kinds a, b. One copy: /tmp/eval220-inj-ge/eventsource-py.")

# ghga: docs/adr/NNNN-x.md, bullets (`- **Status:** Accepted`), docs/adr/0000-template.md: f, c.
s = kit.source("ghga", "docs/adr", r"00[01]\d-.*\.md")
f = s.pick("- **Status:** Accepted", skip=2)
s.sub("f", f, "- **Status:** Accepted", "- **Status:** Acceptd", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=5)
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:4] + "-another-decision.md", f"a second ADR numbered as {f}")
s.score("# ghga: kinds f, c. One copy: /tmp/eval220-inj-ge/ghga.")
