"""Inject defects into clean documents of a copy of each data204 source (two-hundred-and-second evaluation, part
fm: the developer's, blind on 412b917, frozen as /tmp/frozen198). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fm.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsecond", "fm", data="/work/data204", clean="/work/blind204", pool="/work/blind204",
          copies="/tmp/eval202-inj-fm", frozen="/tmp/frozen198")

# repo-manager: docs/decisions/NNNN-x.md, bold Status lines, all Accepted, no template: f, b, c.
s = kit.source("repo-manager", "docs/decisions", r"00\d\d-.*\.md")
f = s.pick("**Status:** Accepted", skip=3)
s.sub("f", f, "**Status:** Accepted", "**Status:** Acepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## ", skip=6)
s.sub("b", f, "\n## ", "\nSee [ADR-0030](0030-plugin-api.md).\n\n## ", f"link to a missing ADR in {f}")
f = s.pick("\n## ", skip=10)
s.copy("c", f, "docs/decisions/" + f.split("/")[-1][:4] + "-another-decision.md", f"a second ADR numbered as {f}")
s.score("# repo-manager: kinds f, b, c. One copy: /tmp/eval202-inj-fm/repo-manager.")

# claylo-rs: docs/decisions/NNNN-x.md, MADR 4 front matter: f, b.
s = kit.source("claylo-rs", "docs/decisions", r"00\d\d-.*\.md")
f = s.pick("status: accepted\n", skip=1)
s.sub("f", f, "status: accepted\n", "status: acceptted\n", f"status accepted misspelt in {f}")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [ADR 0012](0012-telemetry.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# claylo-rs: kinds f, b. One copy: /tmp/eval202-inj-fm/claylo-rs.")
