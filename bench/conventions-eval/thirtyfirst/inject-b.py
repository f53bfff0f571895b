"""Inject the seven kinds of defect into clean documents of a copy of each data31 source (thirty-first evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval31-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval31/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyfirst", "b", data="/work/data31", clean="/tmp/eval31", copies="/tmp/eval31-inj", frozen="/tmp/frozen31")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# fairfield-adr: DreamLab AI's Fairfield (Nostr BBS); own template docs/adr/000-template.md ('# ADR-000: Title', '## Status',
# '## Date', '## Context', '## Decision', '## Consequences' (Positive/Negative/Neutral), '## Alternatives Considered',
# '## References'). Records refer to each other by bare 'ADR-00N' in '## References' ('- Related: ADR-005 (NIP-44 mandate)',
# 001:98) and never link one another; README.md:52 'Deprecated - Superseded by another ADR'. Nothing is superseded, so d and e
# are written in that bare form ('Superseded by ADR-010', '- Supersedes: ADR-003 (...)'); b is a relative link in the README
# index's own form ('[ADR-001](001-....md)', README.md:29). Clean: 001-008.
F = "docs/adr/"
s = kit.source("fairfield-adr", "docs/adr", r"\d{3}-.*\.md")
f = take(s, F + "001-nostr-protocol-foundation.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (000-template.md and 9 of 9 records have it)")
f = take(s, F + "002-three-tier-hierarchy.md")
s.sub("b", f, "- Related: ADR-004 (Zone-based access)",
      "- Related: ADR-004 (Zone-based access)\n- Related: [ADR-010](010-forum-moderation-model.md)",
      "link to 010-forum-moderation-model.md in '## References', which does not exist (records end at 009)")
f = take(s, F + "006-client-side-wasm-search.md")
s.copy("c", f, F + "006-server-side-search-index.md", f"a copy of {f} under the same number 006")
f = take(s, F + "007-sveltekit-ndk-frontend.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by ADR-010",
      "status 'Superseded by ADR-010' (README.md:52 'Superseded by another ADR', records name ADRs as bare 'ADR-00N'); no 010 exists")
f = take(s, F + "008-postgresql-relay-storage.md")
s.sub("e", f, "- Related: ADR-003 (GCP infrastructure)",
      "- Related: ADR-003 (GCP infrastructure)\n- Supersedes: ADR-004 (Zone-based access control)",
      "008 '- Supersedes: ADR-004 (Zone-based access control)' in '## References' (the folder's bare 'ADR-00N' form) while "
      "docs/adr/004-zone-based-access-control.md stays 'Accepted'")
s.used.add(F + "004-zone-based-access-control.md")
f = take(s, F + "005-nip-44-encryption-mandate.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (README.md:50-53 defines Proposed/Accepted/Deprecated/Rejected)")
f = take(s, F + "003-gcp-cloud-run-infrastructure.md")
s.setbody("g", f, "## Context", "What is the issue that we're seeing that is motivating this decision or change?",
          "'## Context' body is the template's own prompt (000-template.md:22)")
s.score("# fairfield-adr: kinds a b c d e f g. d and e in the folder's bare 'ADR-00N' form (no record links another; README.md:52 "
        "'Superseded by another ADR'); nothing is superseded at HEAD. One copy: /tmp/eval31-inj/fairfield-adr.")

# nolus-adr: Nolus Protocol; log4brains / MADR 2.1.2 template doc/adr/template.md ('- Status: [draft | proposed | rejected |
# accepted | deprecated | ... | superseded by [xxx](yyyymmdd-xxx.md)]', '## Context and Problem Statement', '## Decision Drivers
# <!-- optional -->', '## Considered Options', '## Decision Outcome', '## Links <!-- optional -->' with
# '[Link type](link to adr)'). Records are named by date (yyyymmdd-slug.md, .log4brains.yml), and 20211117 is used by three
# records, so a date taken twice is no defect: c does not apply. Clean: every record but 20231201-add-autz-module.md.
N = "doc/adr/"
s = kit.source("nolus-adr", "doc/adr", r"\d{8}-.*\.md")
f = take(s, N + "20220125-choosing-testnet-explorer.md")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (template.md:10 and 18 of 18 records have it)")
f = take(s, N + "20211117-use-markdown-architectural-decision-records.md")
s.sub("b", f, "- Relates to [Use Log4brains to manage the ADRs](20211117-use-log4brains-to-manage-the-adrs.md)",
      "- Relates to [Use Log4brains to manage the ADRs](20211117-use-log4brains-to-manage-the-adrs.md)\n"
      "- Relates to [Publish ADRs with GitHub Pages](20211118-publish-adrs-with-github-pages.md)",
      "link to 20211118-publish-adrs-with-github-pages.md in '## Links', which does not exist")
f = take(s, N + "20211122-settle-down-on-wasmd-version.md")
s.sub("d", f, "- Status: accepted",
      "- Status: superseded by [Upgrade wasmd to v0.60](20260115-upgrade-wasmd-v060.md)",
      "status 'superseded by [Upgrade wasmd to v0.60](20260115-upgrade-wasmd-v060.md)' (template.md:3's form); no such record")
f = take(s, N + "20250115-accept-fees-in-foreign-denoms.md")
s.sub("e", f, "\n## Context and Problem Statement",
      "\n- Supersedes [Accept fees in NLS only](20221116-accept-fees-in-nls-only.md)\n\n## Context and Problem Statement",
      "20250115 '- Supersedes [Accept fees in NLS only](20221116-accept-fees-in-nls-only.md)' while "
      "doc/adr/20221116-accept-fees-in-nls-only.md stays 'accepted'")
s.used.add(N + "20221116-accept-fees-in-nls-only.md")
f = take(s, N + "20230529-custom-vestings-module.md")
s.sub("f", f, "- Status: accepted", "- Status: postponed",
      "status 'postponed' (template.md:3 offers draft|proposed|rejected|accepted|deprecated|superseded)")
f = take(s, N + "20211215-application-server-architecture.md")
s.setbody("g", f, "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "'## Context and Problem Statement' body is the template's own prompt (template.md:12)")
s.score("# nolus-adr: kinds a b d e f g. c does not apply: records are named by date (log4brains), and 20211117 already heads "
        "three records. One copy: /tmp/eval31-inj/nolus-adr.")

# cxref-adr: c-xrefactory; own template doc/adr/templates/template.md ('# TITLE', 'Date: DATE', '## Status', '## Deciders',
# '## Problem Statement and Context', '## Decision Outcome', '## Consequences and Risks', '## Considered Options'). Process
# guide doc/adr-process.md (outside the folder): statuses Draft/Proposed/Accepted/Implemented/Rejected/Superseded/Deprecated;
# 'Superseded | Include reference to superseding ADR'. Its own forms: 0010:7 'Superseded by [Remove support for Java]
# (0011-remove-support-for-java.md)'; 0007:9 'Supersedes [Use Markdown ...](0003-....md)' under '## Status'. Only '## Status'
# is kept by every record (25 of 25), so a deletes it. All 25 records are clean.
X = "doc/adr/"
s = kit.source("cxref-adr", "doc/adr", r"\d{4}-.*\.md")
f = take(s, X + "0018-remove-strict-ansi-option.md")
s.delsec("a", f, "## Status", "deleted '## Status' (templates/template.md:5 and 25 of 25 records have it)")
f = take(s, X + "0022-lightweight-file-structure-scanning.md")
s.sub("b", f, "- **ADR 21**: Single-project server — simplifies file discovery to one project directory",
      "- **ADR 21**: Single-project server — simplifies file discovery to one project directory\n"
      "- [Incremental reference database](0026-incremental-reference-database.md) — builds on the scan results",
      "link to 0026-incremental-reference-database.md in '## Related Decisions', which does not exist (records end at 0025)")
f = take(s, X + "0012-remove-lexem-stream-caching.md")
s.copy("c", f, X + "0012-remove-macro-expansion-caching.md", f"a copy of {f} under the same number 0012")
f = take(s, X + "0021-single-project-server.md")
s.sub("d", f, "## Status\n\nImplemented",
      "## Status\n\nSuperseded by [Multi-project server](0026-multi-project-server.md)",
      "status 'Superseded by [Multi-project server](0026-multi-project-server.md)' (0010:7's form); no 0026 exists")
f = take(s, X + "0025-clean-stale-header-emissions-by-reparse-not-provenance.md")
s.sub("e", f, "## Status\n\nAccepted",
      "## Status\n\nAccepted\n\nSupersedes [Persistent content buffers](0023-persistent-content-buffers.md)",
      "0025 'Supersedes [Persistent content buffers](0023-persistent-content-buffers.md)' (0007:9's form) while "
      "doc/adr/0023-persistent-content-buffers.md stays 'Implemented (2026-02-23 in cdb9fa87)'")
s.used.add(X + "0023-persistent-content-buffers.md")
f = take(s, X + "0016-retain-custom-byacc-defer-bison-migration.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (doc/adr-process.md's table: Draft/Proposed/Accepted/Implemented/Rejected/Superseded/Deprecated)")
f = take(s, X + "0015-remove-support-for-jedit.md")
s.setbody("g", f, "## Problem Statement and Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Problem Statement and Context' body is the template's own prompt (templates/template.md:15)")
s.score("# cxref-adr: kinds a b c d e f g, each in the folder's own form (0010:7 successor, 0007:9 predecessor). One copy: "
        "/tmp/eval31-inj/cxref-adr.")
