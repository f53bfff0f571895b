"""Inject defects into clean documents of a copy of each data41 source (fortieth evaluation, part g: the developer's,
blind on the code after the thirty-ninth set's fixes).

Uses inject_kit.py (one copy per source in /tmp/eval41-inj-g/<source>, empty .doccheck.toml; a document is clean when
the clean run /tmp/eval41/<source>.check.txt has no finding on it). Kinds: a a required section deleted, b a broken
link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an unknown
status, g the template's text left in.
Run: /work/main/.venv/bin/python inject-g.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortieth", "g", data="/work/data41", clean="/tmp/eval41", copies="/tmp/eval41-inj-g", frozen="/tmp/frozen40")


# newsbot-adr: cfernandom/news-bot docs/decisions @ a6bfb40. Spanish adr-template.md ('## Metadata' with '- **Estado**:
# [Propuesto/Aceptado/Rechazado/Obsoleto]', Contexto y Problema, Opciones Consideradas, Decisión, Consecuencias, ...);
# records ADR-001..008 in Spanish or English ('- **Estado**: Aceptado', '**Status:** ✅ Accepted and Implemented').
N = "docs/decisions/"
s = kit.source("newsbot-adr", N[:-1], r"ADR-\d{3}-.*\.md")
f = s.take(N + "ADR-002-database-architecture.md")
s.delsec("a", f, "## Consecuencias", "deleted '## Consecuencias' (the template and 8 of 8 records have it)")
f = s.take(N + "ADR-004-nlp-sentiment-analysis.md")
s.sub("b", f, "## Contexto y Problema\n", "## Contexto y Problema\n\nVer también [ADR-009](ADR-009-cache-strategy.md).\n",
      "link to ADR-009-cache-strategy.md, which does not exist (records end at 008)")
f = s.take(N + "ADR-005-testing-framework-architecture.md")
s.copy("c", f, N + "ADR-005-testing-data-fixtures.md", f"a copy of {f} under the same number 005")
f = s.take(N + "ADR-003-migration-strategy.md")
text = (kit.data / "newsbot-adr" / f).read_text(encoding="utf-8")
old = text[text.index("## Estado"):text.index("## Contexto")]
s.sub("d", f, old, "## Estado\n\nReemplazado por [ADR-009](ADR-009-migration-v2.md)\n\n",
      "'## Estado' set to 'Reemplazado por [ADR-009](ADR-009-migration-v2.md)'; no ADR-009")
f = s.take(N + "ADR-008-medical-ux-ui-design-strategy.md")
s.sub("e", f, "## Contexto y Problema\n", "## Contexto y Problema\n\nEste ADR reemplaza [ADR-001](ADR-001-project-scope-change.md).\n",
      "ADR-008 says it replaces ('reemplaza') docs/decisions/ADR-001-project-scope-change.md, which stays 'Aceptado'")
f = s.take(N + "ADR-006-legal-compliance-framework.md")
s.sub("f", f, "**Status:** ✅ Accepted and Implemented", "**Status:** Pospuesto",
      "status 'Pospuesto' (template: Propuesto, Aceptado, Rechazado, Obsoleto; records: Aceptado, Accepted)")
f = s.take(N + "ADR-007-prompts-strategy-optimization.md")
text = (kit.data / "newsbot-adr" / f).read_text(encoding="utf-8")
s.sub("g", f, "## Decision\n", "## Consecuencias\n\n### Positivas\n- ✅ Consecuencia positiva 1\n- ✅ Consecuencia positiva 2\n\n"
      "### Negativas\n- ⚠️ Riesgo o consecuencia negativa 1\n- ⚠️ Riesgo o consecuencia negativa 2\n\n## Decision\n",
      "a '## Consecuencias' written with the template's own items ('Consecuencia positiva 1', ...)")
s.score("# newsbot-adr: kinds a b c d e f g. One copy: /tmp/eval41-inj-g/newsbot-adr.")

# timereg-adr: jvhellemondt/api-time-registration.rs docs/adr @ 8a8af48. MADR 4 front matter (`status: accepted`);
# 0000-madr-template-for-adr.md holds the template in a fence ('status: "{proposed | rejected | accepted | deprecated |
# superseded by ADR-XXXX}"', Context and Problem Statement, Decision Drivers, Considered Options, Decision Outcome, ...).
T = "docs/adr/"
s = kit.source("timereg-adr", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0004-technical-event-pattern.md")
s.delsec("a", f, "## Decision Outcome", "deleted '## Decision Outcome' (the template and 11 of 11 records have it)")
f = s.take(T + "0005-command-handling-pattern.md")
s.sub("b", f, "## Decision Drivers\n", "## Decision Drivers\n\nSee also [ADR-0012](0012-snapshot-strategy.md).\n",
      "link to 0012-snapshot-strategy.md, which does not exist (records end at 0011)")
f = s.take(T + "0006-query-handling-pattern.md")
s.copy("c", f, T + "0006-query-caching.md", f"a copy of {f} under the same number 0006")
f = s.take(T + "0002-long-running-process-and-tokio-runtime-model.md")
s.sub("d", f, "status: accepted", "status: superseded by ADR-0012",
      "'status: superseded by ADR-0012' (the template's own 'superseded by ADR-XXXX'); no 0012")
f = s.take(T + "0009-event-relay-pattern.md")
s.sub("e", f, "## Context and Problem Statement\n",
      "## Context and Problem Statement\n\nThis ADR supersedes [ADR-0008](0008-intent-relay-pattern.md).\n",
      "0009 (accepted) says it supersedes docs/adr/0008-intent-relay-pattern.md, which stays accepted")
f = s.take(T + "0001-modular-fcis-folder-structure.md")
s.sub("f", f, "status: accepted", "status: postponed",
      "'status: postponed' (the template offers proposed, rejected, accepted, deprecated, superseded)")
f = s.take(T + "0007-incoming-event-handling-pattern.md")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem. Two to three sentences, or a question.}",
          "'## Context and Problem Statement' body is the fenced template's own text")
s.score("# timereg-adr: kinds a b c d e f g. One copy: /tmp/eval41-inj-g/timereg-adr.")

# nhstemplate-adr: nhs-england-tools/repository-template docs/adr @ ec475e1. ADR-nnn_Any_Decision_Record_Template.md, a
# quoted table header (Date, Status `RFC by dd/mm/YYYY, Proposed, ..., Superseded by ADR-XXX or Supersedes ADR-XXX`,
# ...), records ADR-001..003 (all `RFC`) and a draft ADR-XXX. e and f skipped: three clean records only.
H = "docs/adr/"
s = kit.source("nhstemplate-adr", H[:-1], r"ADR-\d{3}_.*\.md")
f = s.take(H + "ADR-002_Scan_repository_for_hardcoded_secrets.md")
s.copy("c", f, H + "ADR-002_Scan_history_for_secrets.md", f"a copy of {f} under the same number 002")
s.delsec("a", f, "## Context", "deleted '## Context' (the template and 4 of 4 records have it)")
f = s.take(H + "ADR-001_Use_git_hook_and_GitHub_action_to_check_the_editorconfig_compliance.md")
s.sub("b", f, "## Notes\n", "## Notes\n\nSee also [ADR-004](ADR-004_Agree_CICD_pipeline_structure.md).\n",
      "link to ADR-004_Agree_CICD_pipeline_structure.md, which does not exist (the draft is ADR-XXX_...)")
s.setbody("g", f, "## Compliance",
          "Establish how the success is going to be measured. Once implemented, the effect might lend itself to be "
          "measured, therefore if appropriate a set of criteria for success could be established. Compliance checks of "
          "the decision can be manual or automated using a fitness function. If it is the latter this section can then "
          "specify how that fitness function would be implemented and whether there are any other changes to the "
          "codebase needed to measure this decision for compliance.",
          "'## Compliance' body is the template's own text")
f = s.take(H + "ADR-003_Acceptable_use_of_GitHub_PAT_and_Apps_for_authN_and_authZ.md")
s.sub("d", f, "| Status       | `RFC` |", "| Status       | `Superseded by ADR-004` |",
      "Status `Superseded by ADR-004` (the template's own words); no ADR-004")
s.score("# nhstemplate-adr: kinds a b c d g (a and c on ADR-002: the copy made first; b and g on ADR-001); e f skipped. "
        "One copy: /tmp/eval41-inj-g/nhstemplate-adr.")

# apisonator-rfcs: 3scale/apisonator docs/rfcs @ 2e7f156. 0000-template.md (Rust's, with Issue / RFC PR /
# Implementation PR bullets), three unnumbered RFCs, no status: c d e f skipped.
A = "docs/rfcs/"
s = kit.source("apisonator-rfcs", A[:-1], r"[a-z_]+\.md")
f = s.take(A + "past_and_future_reports.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 3 of 3 RFCs have it)")
f = s.take(A + "error_responses.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee also the [rate limits RFC](rate_limits.md).\n",
      "link to rate_limits.md, which does not exist")
s.setbody("g", f, "# Drawbacks", "[drawbacks]: #drawbacks\n\nWhy should we *not* do this?",
          "'# Drawbacks' body is 0000-template.md's own text")
s.score("# apisonator-rfcs: kinds a b g (b and g on error_responses.md); c d e f skipped (unnumbered, no status). "
        "One copy: /tmp/eval41-inj-g/apisonator-rfcs.")

# mogador-adr: mogador26/architecture-decisions-record docs/decisions @ 4ad163d. MADR templates and a French
# adr-template-mi.md ('## Statut' '{Brouillon, Proposée, Acceptée, Rejetée, Obsolètee, Remplacée}'); three records
# (0000 MADR, database/0001 French, database/ADR-002 MADR-like).
M = "docs/decisions/"
s = kit.source("mogador-adr", [M[:-1], M + "database"], r"(?:ADR-)?\d{3,4}-.*\.md")
f = s.take(M + "0000-use-markdown-architectural-decision-records.md")
s.sub("b", f, "## Considered Options\n", "## Considered Options\n\nSee also [ADR-0003](database/0003-redis-cache.md).\n",
      "link to database/0003-redis-cache.md, which does not exist")
f = s.take(M + "database/0001-mongodb-vs-postgresql.md")
s.copy("c", f, M + "database/0001-redis-vs-memcached.md", f"a copy of {f} under the same number 0001")
s.sub("f", f, "## Statut\n\nBrouillon", "## Statut\n\nSuspendue",
      "'Suspendue' (adr-template-mi.md: Brouillon, Proposée, Acceptée, Rejetée, Obsolète, Remplacée; the copy made first)")
s.score("# mogador-adr: kinds b c f; a d e g skipped (three records, each to a template of its own). "
        "One copy: /tmp/eval41-inj-g/mogador-adr.")
