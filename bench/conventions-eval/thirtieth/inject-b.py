"""Inject the seven kinds of defect into clean documents of a copy of each data30 source (thirtieth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval30-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval30/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
mapsight-adr is the exception to "clean documents": every one of its records has a DC410 finding in the clean run (links to
files of the repository outside the copied folder), so its edits go into those records (take_any); its b edit is made on an
existing line so that no earlier DC410 line moves and shows up as new.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtieth", "b", data="/work/data30", clean="/tmp/eval30", copies="/tmp/eval30-inj", frozen="/tmp/frozen30")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


def take_any(s, f):
    assert (s.d / f).is_file() and f not in s.used, f
    s.used.add(f)
    return f


# prsdb-adr: MHCLG Private Rented Sector Database; own MADR-derived template adrs/0000-adr-template.md ('## Status' with
# '{Draft | Proposed | Accepted | Rejected | Superseded}', 'Date of decision:', '## Context and Problem Statement',
# '## Considered Options', '## Decision Outcome', '## Pros and Cons of the Options', '## More Information'). Its successor form
# is the status line 'Superseded by 0026-address-lookups-revisited' (0010:5, a bare file stem); it has no predecessor form
# (0026 names 0010 in prose only), so e is written in MADR's form in '## More Information'.
P = "adrs/"
s = kit.source("prsdb-adr", "adrs", r"\d{4}-.*\.md")
f = take(s, P + "0001-hosting-provider.md")
s.delsec("a", f, "## Considered Options",
         "deleted '## Considered Options' (0000-adr-template.md:15 and 43 of 43 records have it)")
f = take(s, P + "0002-test-provisioning-and-release-pipeline.md")
s.sub("b", f, "\n## Considered Options\n",
      "\nSee also [ADR-0042](./0042-release-approval-gates.md).\n\n## Considered Options\n",
      "link to ./0042-release-approval-gates.md, which does not exist (records end at 0041)")
f = take(s, P + "0003-provisioning-strategy.md")
s.copy("c", f, P + "0003-provisioning-tooling.md", f"a copy of {f} under the same number 0003")
f = take(s, P + "0004-execution-environment.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by 0042-container-runtime",
      "status 'Superseded by 0042-container-runtime' (the repository's own form, 0010:5); no 0042 exists")
f = take(s, P + "0033-asynchronous-tasks.md")
s.sub("e", f, "## More Information\n", "## More Information\n\nSupersedes [ADR-0029](0029-scheduled-tasks.md).\n",
      "0033 'Supersedes [ADR-0029](0029-scheduled-tasks.md)' (MADR's form) while adrs/0029-scheduled-tasks.md stays 'Accepted'")
s.used.add(P + "0029-scheduled-tasks.md")
f = take(s, P + "0005-server-side-language-and-framework.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (the template offers Draft|Proposed|Accepted|Rejected|Superseded)")
f = take(s, P + "0006-data-store.md")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g. in free-form text using two or three sentences. You may want to\n"
          "articulate the problem in the form of a question.}",
          "'## Context and Problem Statement' body is the template's own prompt (0000-adr-template.md:11-12)")
s.score("# prsdb-adr: kinds a b c d e f g. d in the repository's own form (status 'Superseded by <file stem>', 0010:5); e in "
        "MADR's form (the repository has no predecessor form). One copy: /tmp/eval30-inj/prsdb-adr.")

# consult-adr: i.AI Consult; adr-tools (Nygard) records, no template. '# N. Title', 'Date:', '## Status' / '## Context' /
# '## Decision' / '## Consequences' in 14 of 14; only status Accepted; nothing superseded, so d and e use adr-tools' own form
# ('Superseded by [N. Title](file)' / 'Supersedes [N. Title](file)'). Clean: 0001-0006, 0008-0013.
C = "docs/architecture/decisions/"
s = kit.source("consult-adr", "docs/architecture/decisions", r"\d{4}-.*\.md")
f = take(s, C + "0001-record-architecture-decisions.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (14 of 14 records have it)")
f = take(s, C + "0004-frontend-backend-choices-for-dashboard.md")
s.sub("b", f, "\n## Decision\n",
      "\nSee also [14. Sentry vs logging for exceptions](0014-sentry-vs-logging-for-exceptions.md).\n\n## Decision\n",
      "link to 0014-sentry-vs-logging-for-exceptions.md, which does not exist at HEAD (records end at 0013)")
f = take(s, C + "0005-simplify-models-and-refactor-backend.md")
s.copy("c", f, C + "0005-split-models-into-apps.md", f"a copy of {f} under the same number 0005")
f = take(s, C + "0006-database-redesign-for-self-serve-data-setup.md")
s.sub("d", f, "## Status\n\nAccepted",
      "## Status\n\nSuperseded by [14. Self-serve data setup v2](0014-self-serve-data-setup-v2.md)",
      "status 'Superseded by [14. ...](0014-self-serve-data-setup-v2.md)' (adr-tools form); 0014 does not exist")
f = take(s, C + "0012-minimum-self-serve-decision.md")
s.sub("e", f, "## Status\n\nAccepted",
      "## Status\n\nAccepted\n\nSupersedes [2. Database design for consultation data and AI pipeline outputs]"
      "(0002-database-design-for-consultation-data-and-ai-pipeline-outputs.md)",
      "0012 'Supersedes [2. ...](0002-database-design-for-consultation-data-and-ai-pipeline-outputs.md)' (adr-tools form) "
      "while docs/architecture/decisions/0002-database-design-for-consultation-data-and-ai-pipeline-outputs.md stays 'Accepted'")
s.used.add(C + "0002-database-design-for-consultation-data-and-ai-pipeline-outputs.md")
f = take(s, C + "0010-observability-improvements.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed", "status 'Postponed' (records use only Accepted)")
s.score("# consult-adr: kinds a b c d e f. g does not apply: no template in the folder, so no template text of its own to "
        "leave in. One copy: /tmp/eval30-inj/consult-adr.")

# mapsight-adr: Mapsight; own template docs/architecture/decisions/template.md ('# Decision NNN: Title', '**Status:** Documented |
# Open | Deprecated | short plain-language status', '**Date:**', '## Context', '## Decision', '## Consequences',
# '## Alternatives considered', '## References'). README.md:44: 'Keep the status plain: Documented, Open, Deprecated, or
# whatever short phrase best describes reality.' No record is superseded; README.md:46-47 asks to update a note in place and
# add a follow-up only when history matters. d and e are written as such short status phrases with a link.
M = "docs/architecture/decisions/"
s = kit.source("mapsight-adr", "docs/architecture/decisions", r"\d{3}-.*\.md")
f = take_any(s, M + "002-openlayers-over-maplibre.md")
s.delsec("a", f, "## Alternatives considered",
         "deleted '## Alternatives considered' (template.md:27 and 11 of 11 records have it)")
f = take_any(s, M + "005-fetch-and-tanstack-query-over-axios.md")
s.sub("b", f, "and remote config. **Today the reality is uneven:**",
      "and remote config (see [Decision 012](012-feature-store.md)). **Today the reality is uneven:**",
      "link to 012-feature-store.md on an existing line (005:9), which does not exist (notes end at 011)")
f = take_any(s, M + "004-redux-in-core-react-state-in-ui.md")
s.copy("c", f, M + "004-redux-toolkit-in-core.md", f"a copy of {f} under the same number 004")
f = take_any(s, M + "001-react-over-vue.md")
s.sub("d", f, "**Status:** Accepted", "**Status:** Superseded by [Decision 012](012-preact-over-react.md)",
      "status 'Superseded by [Decision 012](012-preact-over-react.md)' (a short status phrase, README.md:44); 012 does not exist")
f = take_any(s, M + "011-license-and-brand-strategy.md")
s.sub("e", f, "**Status:** Documented",
      "**Status:** Documented; supersedes [Decision 003](003-geojson-first-data-model.md)",
      "011 status 'Documented; supersedes [Decision 003](003-geojson-first-data-model.md)' while "
      "docs/architecture/decisions/003-geojson-first-data-model.md stays 'Accepted'")
s.used.add(M + "003-geojson-first-data-model.md")
f = take_any(s, M + "006-ssr-state-hydration-goal.md")
s.setbody("g", f, "## Context", "What problem or constraints led to this decision?",
          "'## Context' body is the template's own prompt (template.md:9)")
s.score("# mapsight-adr: kinds a b c d e g. f does not apply: README.md:44 allows 'whatever short phrase best describes reality' "
        "as a status and template.md:3 lists 'short plain-language status', so no status is unknown by the folder's rule. "
        "Every record has a clean-run finding (subset links), so edits go into those records. One copy: /tmp/eval30-inj/mapsight-adr.")

# votecatcher-adr: Votecatcher (Civic Tech DC); own template docs/architecture/decisions/template.md ('# ADR-NNNN: [Title]',
# '## Status' '[Proposed | Accepted | Deprecated | Superseded]', '## Context', '## Decision', '## Consequences' with
# Positive/Negative/Neutral, '## Alternatives Considered', '## References', '**Date:**'). README.md:33 'Superseded | Replaced by
# another ADR (link to it)'; nothing superseded, so d and e are 'Superseded by [ADR-NNNN](./file)' / 'Supersedes [ADR-NNNN](./file)'
# with the README index's './' links. All 8 records are clean.
V = "docs/architecture/decisions/"
s = kit.source("votecatcher-adr", "docs/architecture/decisions", r"\d{4}-.*\.md")
f = take(s, V + "0001-record-architecture-decisions.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (template.md:15 and 8 of 8 records have it)")
f = take(s, V + "0002-use-fastapi-background-tasks.md")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR-0010](./0010-batch-retry-policy.md).\n\n## Decision\n",
      "link to ./0010-batch-retry-policy.md, which does not exist (records end at 0009)")
f = take(s, V + "0003-use-sse-for-realtime-updates.md")
s.copy("c", f, V + "0003-use-websockets-for-realtime-updates.md", f"a copy of {f} under the same number 0003")
f = take(s, V + "0004-python-linting-and-type-checking.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [ADR-0010](./0010-unified-lint-config.md)",
      "status 'Superseded by [ADR-0010](./0010-unified-lint-config.md)' (README.md:33 'link to it'); 0010 does not exist")
f = take(s, V + "0006-spec-driven-field-configuration.md")
s.sub("e", f, "## Status\n\nAccepted", "## Status\n\nAccepted\n\nSupersedes [ADR-0005](./0005-dual-sse-architecture.md)",
      "0006 'Supersedes [ADR-0005](./0005-dual-sse-architecture.md)' while "
      "docs/architecture/decisions/0005-dual-sse-architecture.md stays 'Accepted'")
s.used.add(V + "0005-dual-sse-architecture.md")
f = take(s, V + "0008-template-based-field-rendering.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (template.md:5 offers Proposed|Accepted|Deprecated|Superseded)")
f = take(s, V + "0009-observability-signal-catalog.md")
s.setbody("g", f, "## Context", "[What is the issue that we're seeing that is motivating this decision or change?]",
          "'## Context' body is the template's own prompt (template.md:9)")
s.score("# votecatcher-adr: kinds a b c d e f g. d and e in the form README.md:33 asks for ('Superseded' with a link to its "
        "replacement); no record is superseded. One copy: /tmp/eval30-inj/votecatcher-adr.")
