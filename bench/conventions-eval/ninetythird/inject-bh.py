"""Inject defects into clean documents of a copy of each data93 source (ninety-third evaluation, part bh: the
developer's, blind on 0d3f48e, the same code as the ninety-second). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bh.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetythird", "bh", data="/work/data93", clean="/tmp/eval93", copies="/tmp/eval93-inj-bh", frozen="/tmp/frozen94")


# chancery-rfcs: chanceryhq/chancery @ 3fe3621. rfcs/000-018 (a bold bullet header, numbered sections), TEMPLATE.md:
# a, b, c, f.
s = kit.source("chancery-rfcs", "rfcs", r"0[01][0-9]-.*\.md")
f = s.pick("\n## 7. Failure scenarios\n")
s.delsec("a", f, "## 7. Failure scenarios", "deleted '## 7. Failure scenarios' (the template's, kept by the RFCs)")
f = s.take("rfcs/003-credential-broker.md")
s.sub("b", f, "---\n", "---\n\nSee [RFC-001](001-agent-identity.md).\n", "link to 001-agent-identity.md (the file is "
      "001-agent-identity-model.md)")
f = s.take("rfcs/006-audit-and-attribution.md")
s.copy("c", f, "rfcs/006-audit-trail.md", "a second RFC numbered 006 (a copy)")
f = s.take("rfcs/007-lifecycle-and-revocation.md")
s.sub("f", f, "- **Status:** Locked", "- **Status:** Lockd", "status 'Lockd' (a typo of the template's Locked)")
s.score("# chancery-rfcs: kinds a, b, c, f. One copy: /tmp/eval93-inj-bh/chancery-rfcs.")

# kakehashi-adr: atusy/kakehashi @ b811693. docs/architecture-decisions/<slug>.md (42, unnumbered, MADR-like),
# template.md: a, b.
s = kit.source("kakehashi-adr", "docs/architecture-decisions", r"[a-z].*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the template's, kept by the records)")
f = s.take("docs/architecture-decisions/captures-protocol.md")
s.sub("b", f, "[node-reference-protocol](node-reference-protocol.md)", "[node-reference-protocol](node-reference.md)",
      "link to node-reference.md (the file is node-reference-protocol.md)")
s.score("# kakehashi-adr: kinds a, b. One copy: /tmp/eval93-inj-bh/kakehashi-adr.")

# iroh-http-adr: Momics/iroh-http @ 75e8656. docs/adr/001-014 (front matter status), _template.md: a, b.
s = kit.source("iroh-http-adr", "docs/adr", r"0[01][0-9]-.*\.md")
f = s.take("docs/adr/003-hole-punching-connectivity.md")
s.delsec("a", f, "## Context", "deleted '## Context' (the template's, and 14 of 14 have it)")
f = s.take("docs/adr/005-ffi-versioning-compatibility.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 001](001-peer-identity.md).\n", "link to 001-peer-identity.md (the "
      "file is 001-peer-identity-in-api.md)")
s.score("# iroh-http-adr: kinds a, b. One copy: /tmp/eval93-inj-bh/iroh-http-adr.")
