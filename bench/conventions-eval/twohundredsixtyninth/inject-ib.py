"""Inject defects into clean documents of a copy of each data270 source (two-hundred-and-sixty-ninth evaluation,
part ib: the developer's, blind on the stop's final checking code 19dbdf6, frozen as /tmp/frozen233). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-ib.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtyninth", "ib", data="/work/data270", clean="/work/blind270", pool="/work/blind270",
          copies="/tmp/eval269-inj-ib", frozen="/tmp/frozen233")

# aideon-praxis: docs/adr/NNNN-x.md, bullets (- Status: Accepted): f, b.
s = kit.source("aideon-praxis", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("- Status: Accepted", skip=2)
s.sub("f", f, "- Status: Accepted", "- Status: Acepted", f"status Accepted misspelt in {f}")
f = s.pick("Context", skip=1)
s.sub("b", f, "Context", "Context (see [ADR-0014](0014-sync-engine.md))", f"link to a missing ADR in {f}")
s.score("# aideon-praxis: kinds f, b. One copy: /tmp/eval269-inj-ib/aideon-praxis.")

# uptime-watcher: docs/Architecture/ADRs/ADR_NNN_X.md, front matter and bold statuses: b.
s = kit.source("uptime-watcher", "docs/Architecture/ADRs", r"ADR_0\d\d_.*\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [ADR-040](./ADR_040_PLUGIN_SYSTEM.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# uptime-watcher: kind b. One copy: /tmp/eval269-inj-ib/uptime-watcher.")
