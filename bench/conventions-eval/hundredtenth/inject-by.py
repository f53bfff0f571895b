"""Inject defects into clean documents of a copy of each data111 source (hundred-and-tenth evaluation, part by: the
developer's, blind on e074f04, this stop's final code before the set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-by.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtenth", "by", data="/work/data111", clean="/tmp/s51/blind8", copies="/tmp/eval111-inj-by",
          frozen="/tmp/frozen115")

# velox-adr: 0disoft/velox @ ceb9c30. docs/adr/NNNN-<slug>.md, 39 ADRs (`- Status:` list header, Context, Decision,
# Alternatives, Consequences, Validation, Rollback or Fallback, Revisit Triggers, Synchronized Surfaces), template
# 0000-template.md: a, c, f.
A = "docs/adr"
s = kit.source("velox-adr", A, r"(?!0000)\d{4}-.*\.md")
f = s.take(f"{A}/0006-bind-cli-and-host-with-release-metadata.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' from an accepted ADR (the template's, 18 of 18 in its "
         "family keep it)")
f = s.pick("\n- Status: Accepted\n")
s.sub("f", f, "\n- Status: Accepted\n", "\n- Status: Acceptd\n", "status 'Acceptd' (a typo of Accepted)")
f = s.pick("\n## Context\n")
s.copy("c", f, f"{f[:-3]}-again.md", f"a copy of {f}: two ADRs of its number")
s.score("# velox-adr: kinds a, c, f. One copy: /tmp/eval111-inj-by/velox-adr.")

# agentmesh-adr: 0YHR0/AgentMesh @ f52051c. docs/adr/NNNN-<slug>.md, seven ADRs (Context, Decision, Consequences): b.
s = kit.source("agentmesh-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-transactional-outbox-and-redis-streams.md")
s.sub("b", f, "\n## Decision\n", "\nSee [the modular monolith](0005-modular-monolith.md).\n\n## Decision\n",
      "link to 0005-modular-monolith.md (the file is 0005-modular-monolith-and-worker-deployment.md)")
s.score("# agentmesh-adr: kind b. One copy: /tmp/eval111-inj-by/agentmesh-adr.")

# kserve-docs: kserve/kserve @ aaac4e2. A product repository's docs/: b.
s = kit.source("kserve-docs", "docs", r"[A-Za-z].*\.md")
f = s.take("docs/MANIFESTS_GUIDE.md")
s.sub("b", f, "\n## Architecture Overview\n", "\nSee also [the developer guide](DEVELOPER-GUIDE.md).\n\n"
      "## Architecture Overview\n", "link to DEVELOPER-GUIDE.md (the file is DEVELOPER_GUIDE.md)")
s.score("# kserve-docs: kind b. One copy: /tmp/eval111-inj-by/kserve-docs.")
