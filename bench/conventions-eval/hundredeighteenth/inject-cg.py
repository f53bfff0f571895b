"""Inject defects into clean documents of a copy of each data119 source (hundred-and-eighteenth evaluation, part
cg: the developer's, blind on 2e9081f, this stop's code after the 117th set). See inject_kit.py; kinds a-g as in
earlier sets. Run: /work/main/.venv/bin/python inject-cg.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeighteenth", "cg", data="/work/data119", clean="/tmp/s52/blind8", copies="/tmp/eval119-inj-cg",
          frozen="/tmp/frozen126")

# tripsage: BjornMelin/tripsage-ai @ 166f77b. docs/architecture/decisions/adr-NNNN-<slug>.md (`**Status**: Accepted`,
# Context, Decision, Consequences, ...): a, e, f.
A = "docs/architecture/decisions"
s = kit.source("tripsage", A, r"adr-\d{4}-.*\.md")
f = s.take(f"{A}/adr-0017-adopt-node-js-v24-lts-baseline.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' from an accepted ADR")
f = s.take(f"{A}/adr-0016-tailwind-css-v4-migration-css-first-config.md")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acepted", "status 'Acepted' (a typo of Accepted)")
f = s.take(f"{A}/adr-0018-centralize-supabase-typed-helpers-for-crud.md")
s.sub("e", f, "**Status**: Accepted", "**Status**: Accepted\n**Supersedes**: [ADR-0003](adr-0003-upstash-redis.md)",
      f"ADR-0018 says it supersedes ADR-0003, still Accepted ({A}/adr-0003-upstash-redis.md)")
s.score("# tripsage: kinds a, e, f. One copy: /tmp/eval119-inj-cg/tripsage.")

# civicpress: CivicPress/civicpress @ c27a410. docs/specs/<name>.md with `status:` front matter: f, b.
S = "docs/specs"
s = kit.source("civicpress", S, r"[a-z].*\.md")
f = s.pick("\nstatus: partial\n")
s.sub("f", f, "\nstatus: partial\n", "\nstatus: parital\n", "status 'parital' (a typo of partial)")
f = s.pick("\n## ")
s.sub("b", f, "\n## ", "\nSee also [the health spec](./heath.md).\n\n## ", "link to ./heath.md (the file is health.md)")
s.score("# civicpress: kinds f, b. One copy: /tmp/eval119-inj-cg/civicpress.")

# mercury: Accenture/mercury @ 60d61ed. README.md: b.
s = kit.source("mercury", ".", r"README\.md")
f = s.take("README.md")
s.sub("b", f, "\n## Quick start\n", "\nSee [the decay notes](./DECAY-NOTES.md).\n\n## Quick start\n",
      "link to ./DECAY-NOTES.md (the file is DECAY.md)")
s.score("# mercury: kind b. One copy: /tmp/eval119-inj-cg/mercury.")
