"""Inject defects into clean documents of a copy of each data117 source (hundred-and-sixteenth evaluation, part ce:
the developer's, blind on e6324b6, this stop's code after the 115th set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-ce.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixteenth", "ce", data="/work/data117", clean="/tmp/s52/blind6", copies="/tmp/eval117-inj-ce",
          frozen="/tmp/frozen123")

# background-agents: ColeMurray/background-agents @ ecc3d7b. docs/adr/NNNN-<slug>.md, three ADRs (`## Status`,
# Context, Decision, Consequences, Follow-Up Rules): a, f.
A = "docs/adr"
s = kit.source("background-agents", A, r"\d{4}-.*\.md")
f = s.take(f"{A}/0002-shared-session-contracts-and-correlation-boundary.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' from an accepted ADR")
f = s.take(f"{A}/0003-session-snapshot-handoff.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", "status 'Acepted' (a typo of Accepted)")
s.score("# background-agents: kinds a, f. One copy: /tmp/eval117-inj-ce/background-agents.")

# data-run-api: DataRun-ye/data-run-api @ 79d0344. docs/adrs/NNN-<slug>.md, ten ADRs (`## Status`, Context, Decision,
# Consequences): c, e.
D = "docs/adrs"
s = kit.source("data-run-api", D, r"\d{3}-.*\.md")
f = s.take(f"{D}/005-async-workers-lifespan.md")
s.copy("c", f, f"{D}/005-async-workers-shutdown.md", f"a copy of {f} under another name: two ADRs numbered 005")
f = s.take(f"{D}/003-cqrs-projections.md")
s.sub("e", f, "## Status\nAccepted\n", "## Status\nAccepted\n\nSupersedes [ADR-002](002-event-sourcing.md).\n",
      f"ADR-003 says it supersedes ADR-002, still Accepted ({D}/002-event-sourcing.md)")
s.score("# data-run-api: kinds c, e. One copy: /tmp/eval117-inj-ce/data-run-api.")

# rust-mule: DarkmodeBrewing/rust-mule @ aa6b252. docs/ design notes: b.
s = kit.source("rust-mule", "docs", r"[A-Z].*\.md")
f = s.pick("\n## ")
s.sub("b", f, "\n## ", "\nSee also [the API design](./API-DESIGN.md).\n\n## ", "link to ./API-DESIGN.md (the file is "
      "API_DESIGN.md)")
s.score("# rust-mule: kind b. One copy: /tmp/eval117-inj-ce/rust-mule.")
