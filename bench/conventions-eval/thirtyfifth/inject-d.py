"""Inject the seven kinds of defect into clean documents of a copy of the thirty-fifth set's ADR folder judged by the
developer (`-d`; the set's helpers judged the rest), with inject_kit.py. Kinds as in the kit.
Run: /work/main/.venv/bin/python inject-d.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyfifth", "d", data="/work/data35d", clean="/tmp/eval35d", copies="/tmp/eval35d-inj", frozen="/tmp/frozen35")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# riddelsdell-decisions: TomRiddelsdell/tomriddelsdell.com docs/decisions; template adr-template.md ('# ADR-XXX: [Title]',
# '## Status' '[Proposed | Accepted | Deprecated | Superseded by ADR-XXX]', Decision Drivers, Context, Decision, Rationale,
# Implementation Guidance, Consequences, Alternatives Considered, Related ADRs ('### Supersedes' under it, 010:809), ...);
# README: 'If superseding an ADR, update both ADRs' status'. Statuses: Accepted, Proposed, 'Accepted and Implemented'.
D = "docs/decisions/"
s = kit.source("riddelsdell-decisions", "docs/decisions", r"adr-\d{3}-.*\.md")
f = take(s, D + "adr-005-domain-model-and-aggregates.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (adr-template.md:55 and 25 of 28 records have it)")
f = take(s, D + "adr-009-replay-strategy.md")
s.copy("c", f, D + "adr-009-consumer-replay.md", f"a copy of {f} under the same number 009")
f = take(s, D + "adr-013-frontend-framework.md")
s.sub("b", f, "## Status\n", "See also [ADR-030](./adr-030-edge-rendering.md).\n\n## Status\n",
      "link to ./adr-030-edge-rendering.md (the records' own './adr-NNN-name.md' form), which does not exist")
f = take(s, D + "adr-020-api-design-standards.md")
s.sub("d", f, "## Status\n\nProposed", "## Status\n\nSuperseded by [ADR-031](./adr-031-api-gateway-standards.md)",
      "status 'Superseded by [ADR-031](./adr-031-api-gateway-standards.md)' (the template's 'Superseded by ADR-XXX'); no 031")
f = take(s, D + "adr-024-performance-requirements.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\n## Related ADRs\n\n### Supersedes\n\n- **ADR-008**: [Snapshots](./adr-008-snapshots.md)\n",
      "024 '### Supersedes' '- **ADR-008**: [Snapshots](...)' (010:809's form) while docs/decisions/adr-008-snapshots.md stays 'Accepted' "
      "(README: 'If superseding an ADR, update both ADRs' status')")
s.used.add(D + "adr-008-snapshots.md")
f = take(s, D + "adr-026-database-migration-strategy.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (template offers Proposed, Accepted, Deprecated, Superseded)")
f = take(s, D + "adr-025-error-handling-strategy.md")
s.setbody("g", f, "## Context", "<!-- Current situation, problem statement, and environmental factors -->\n\n"
          "[Describe the situation that necessitates this decision]",
          "'## Context' body is the template's own text (adr-template.md:17-19)")
s.score("# riddelsdell-decisions: kinds a b c d e f g. One copy: /tmp/eval35d-inj/riddelsdell-decisions.")
