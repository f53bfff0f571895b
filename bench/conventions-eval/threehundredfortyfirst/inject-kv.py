"""Inject defects into clean documents of a copy of each source of data341, data342 and data344 (the
three-hundred-and-thirty-eighth, thirty-ninth and forty-first evaluations, parts ks, kt and kv: blind, frozen as
/tmp/frozen276). See inject_kit.py. Every edit below was chosen from the repositories' own templates and documents
before anything ran.
Run: /work/main/.venv/bin/python inject-kv.py (writes injected-<source>.txt into each set's folder).
"""
import re
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen276"


def setext(path, title: str) -> tuple[str, str]:
    """The section under the setext H1 `title` (underlined with '='), from the newline before the title to the
    next setext H1: (the heading lines, the whole block). The kit's delsec/setbody know only '#' headings."""
    m = re.search(rf"\n{re.escape(title)}\n=+\n.*?(?=\n[^\n]+\n=+\n)", read(path), re.S)
    assert m, (path, title)
    block = m.group(0)
    return "\n".join(block.split("\n")[:3]) + "\n", block


# ---------------------------------------------------------------- data341 (threehundredthirtyeighth, ks)
kit = Kit("threehundredthirtyeighth", "ks", data="/work/data341", clean="/work/blind341", pool="/work/blind341",
          copies="/tmp/eval341-inj", frozen=FROZEN)

# erlang-eep: eeps/eep-NNNN.md (0000-0078), PEP-style header block indented four spaces ('    Status: Draft', EEP 1:
# Draft | Active | Accepted | Deferred | Rejected | Final | Replaced; Final/Accepted carry '/<release> text'), a '****'
# rule and a setext 'EEP N: Title' underlined '----'; setext H1 sections underlined '===='; template eep-0033.md
# ('Sample Markdown EEP Template': Abstract / Rationale / ... / Copyright); 'Abstract' in 75 of 79 (all but 0-3);
# supersession by headers: new side 'Replaces: 19' / 'Replaces: EEP-0018', old side 'Status: Replaced' +
# 'Replaced-By: EEP-0068' (EEP 18); cross references as reference-style definitions '[EEP 12]: eep-0012.md' with a
# quoted title line; the number is the file name's (no copy under another name fits eep-NNNN, so no c):
# a, b, d, e, f, g.
R = "/work/data341/erlang-eep"
s = kit.source("erlang-eep", "eeps", r"eep-\d{4}\.md")
D = "eeps"
f = s.take(f"{D}/eep-0075.md")
_, block = setext(s.d / f, "Abstract")
s.sub("a", f, block, "", f"deleted 'Abstract' (setext H1; eep-0033.md's template and 75 of 79 EEPs have it, all but "
      f"0-3) from {f}")
f = s.take(f"{D}/eep-0077.md")
s.edit(f, "a convenient and readable alternative to other syntactical tricks.\n",
       "a convenient and readable alternative to other syntactical tricks.\nIt complements the strict generators of "
       "[EEP 70][].\n")
s.sub("b", f, "[GitHub branch]: https://github.com/richcarl/otp/tree/lc-match-operator\n",
      "[EEP 70]: eep-070.md\n    \"EEP 70: Strict and relaxed generators\"\n\n"
      "[GitHub branch]: https://github.com/richcarl/otp/tree/lc-match-operator\n",
      f"'[EEP 70][]' with definition '[EEP 70]: eep-070.md' (the EEP is eep-0070.md; eep-0033.md: 'EEP numbers in "
      f"URLs must be padded ... exactly 4 characters wide') added to {f}")
f = s.take(f"{D}/eep-0016.md")
s.edit(f, "    Status: Draft\n", "    Status: Replaced\n")
s.sub("d", f, "    Post-History:\n****\n", "    Post-History:\n    Replaced-By: EEP-0079\n****\n",
      f"'Status: Replaced' + 'Replaced-By: EEP-0079' (no EEP 79, the last is eep-0078.md; EEP 18 writes "
      f"'Status: Replaced' / 'Replaced-By: EEP-0068') in {f}")
old = s.take(f"{D}/eep-0058.md")
f = s.take(f"{D}/eep-0078.md")
s.sub("e", f, "    Post-History: https://erlangforums.com/t/eep-78-multi-valued-comprehensions/4537\n****\n",
      "    Post-History: https://erlangforums.com/t/eep-78-multi-valued-comprehensions/4537\n    Replaces: 58\n****\n",
      f"header 'Replaces: 58' (as EEP 73 writes 'Replaces: 19') added to {f}; {old} left 'Status: Final/26.0 "
      f"Implemented in OTP release 26' with no 'Replaced-By'")
f = s.take(f"{D}/eep-0062.md")
s.sub("f", f, "    Status: Draft\n", "    Status: Drfat\n",
      f"status 'Draft' -> 'Drfat' (EEP 1: Draft | Active | Accepted | Deferred | Rejected | Final | Replaced; 31 say "
      f"Draft) in {f}")
f = s.take(f"{D}/eep-0060.md")
head, block = setext(s.d / f, "Rationale")
body = setext(f"{R}/eeps/eep-0033.md", "Rationale")[1].split("\n", 3)[3].strip("\n")
s.sub("g", f, block, f"{head}\n{body}\n",
      f"'Rationale' body replaced by the template eep-0033.md's 'EEP submissions come in a wide variety of forms, ... "
      f"won't get automatically rejected because of form.' in {f}")
s.score("# erlang-eep: kinds a, b, d, e, f, g. One copy: /tmp/eval341-inj/erlang-eep.")

# risingwavelabs-rfcs: rfcs/NNNN-slug.md (the PR number, 0000-0092 with gaps), template 0000-template.md (front
# matter feature / authors / start_date; Summary / Motivation / Design / Unresolved questions / Alternatives / Future
# possibilities with one-line guidance); README: 'Most template sections are optional' and no section nearly all keep
# (Design 32 of 46, Motivation 30), so no a; no status in any document (PR labels) and no supersession, so no d, e,
# f; relative links '[RFC-0064](./0064-new-source-ddl.md)', '[...](./0057-distribution-query-engine.md)':
# b, b, c, g, g.
R = "/work/data341/risingwavelabs-rfcs"
s = kit.source("risingwavelabs-rfcs", "rfcs", r"\d{4}-.*\.md")
tpl = read(f"{R}/0000-template.md")
D = "rfcs"
f = s.take(f"{D}/0059-dml-atomicity.md")
s.sub("b", f, "it is possible for the system to crash, resulting in partial updating.\n",
      "it is possible for the system to crash, resulting in partial updating. The DML path itself is described in\n"
      "[RFC: DML](./0017-dml.md).\n",
      f"link to ./0017-dml.md (the RFC is 0017-DML.md) added to {f}")
f = s.take(f"{D}/0051-emit-on-window-close-stream-executor.md")
s.sub("b", f, "Let's look back on the current designs and RFCs.\n",
      "Let's look back on the current designs and RFCs. The watermark operators this builds on are explained in\n"
      "[Watermark Operators Explained](./0016-watermark-operator-explained.md).\n",
      f"link to ./0016-watermark-operator-explained.md (the RFC is 0016-watermark-operators-explained.md) added to {f}")
f = s.take(f"{D}/0086-create-secret.md")
s.copy("c", f, f"{D}/0086-secret-management.md",
       f"copy of {f} as {D}/0086-secret-management.md: number 0086 (the PR number) taken twice")
f = s.take(f"{D}/0045-serial-type.md")
body = tpl.split("\n## Motivation\n", 1)[1].split("\n## Design\n", 1)[0].strip("\n")
s.setbody("g", f, "## Motivation", body,
          f"'## Motivation' body replaced by 0000-template.md's 'Why are you want to introduce the feature?' in {f}")
f = s.take(f"{D}/0035-create-connection.md")
body = tpl.split("\n## Future possibilities\n", 1)[1].strip("\n")
s.setbody("g", f, "## Future possibilities", body,
          f"'## Future possibilities' body replaced by 0000-template.md's 'Some potential extensions or optimizations "
          f"can be done in the future based on the RFC.' in {f}")
s.score("# risingwavelabs-rfcs: kinds b, b, c, g, g. One copy: /tmp/eval341-inj/risingwavelabs-rfcs.")

# onflow-flips: <category>/YYYYMMDD-slug.md (application, cadence, governance, protocol; 105 FLIPs), template
# yyyymmdd-flip-template.md (front matter 'status: draft' / 'flip: NNN (set to the issue number)' / authors / sponsor /
# updated; '# FLIP NNN: Title'; Objective / Motivation / User Benefit / Design Proposal / ... with guidance text);
# '## Objective' in 46 of 48 cadence FLIPs (87 of 105 overall); front-matter status values implemented, accepted,
# released, approved, proposed, rejected, draft (README: Draft, Proposed, Rejected, Accepted, Implemented, Released);
# 'flip:' the issue number (one per FLIP); supersession only in the table-header FLIPs ('| Status | Deprecated |',
# '| **Replaced By** | [FLIP-219](https://github.com/onflow/flips/blob/main/application/....md)' and a '> ⚠️ This FLIP
# has been deprecated and replaced by ...' note; the successor does not say it supersedes, so no e); relative links
# '[Variable Transaction fees FLIP](20211007-transaction-fees.md)': a, b, c, d, f, g.
R = "/work/data341/onflow-flips"
s = kit.source("onflow-flips", ["application", "cadence", "governance", "protocol"], r"\d{8}-.*\.md")
tpl = read(f"{R}/yyyymmdd-flip-template.md")
f = s.take("cadence/20260206-cadence-guard-statement.md")
s.delsec("a", f, "## Objective", f"deleted '## Objective' (yyyymmdd-flip-template.md and 46 of 48 cadence FLIPs have "
         f"it) from {f}")
f = s.take("governance/20220718-enable-automatic-rewards.md")
s.sub("b", f, "before the end of each weekly epoch.",
      "before the end of each weekly epoch, at the rate set in the [Staking Rewards FLIP](20220629-staking-reward.md).",
      f"link to 20220629-staking-reward.md (the FLIP is 20220629-staking-rewards.md) added to {f}")
f = s.take("cadence/20241212-import-aliasing.md")
s.edit(f, "# FLIP 314: Import Aliasing\n", "# FLIP 293: Import Aliasing\n")
s.sub("c", f, "flip: 314\n", "flip: 293\n",
      f"front matter 'flip: 314' -> 'flip: 293' (and '# FLIP 293:'; cadence/20241010-stringer-interface.md is flip "
      f"293; the template: 'flip: NNN (set to the issue number)') in {f}")
f = s.take("governance/20240508-computation-limit-hike.md")
s.edit(f, "| **Updated**   | 2024-05-28                                           |\n\n",
       "| **Updated**   | 2024-05-28                                           |\n\n> ⚠️ This FLIP has been deprecated and "
       "replaced by FLIP-348 (see: https://github.com/onflow/flips/blob/main/governance/"
       "20250905-computation-limit-hike-2.md). Please reference the latest version.\n\n")
s.sub("d", f, "| Status        | Accepted                                            |\n"
      ":-------------- |:---------------------------------------------------- |\n",
      "| Status        | Deprecated                                          |\n"
      ":-------------- |:---------------------------------------------------- |\n"
      "| **Replaced By** | [FLIP-348](https://github.com/onflow/flips/blob/main/governance/"
      "20250905-computation-limit-hike-2.md) |\n",
      f"'| Status | Deprecated |' + '| **Replaced By** | [FLIP-348](https://github.com/onflow/flips/blob/main/governance/"
      f"20250905-computation-limit-hike-2.md) |' and the '> ⚠️ ... deprecated and replaced by FLIP-348' note (no such "
      f"FLIP or file; application/20220503-interaction-templates.md writes it so) in {f}")
f = s.take("cadence/20211210-cadence-numeric-supertypes.md")
s.sub("f", f, "status: implemented\n", "status: implemeted\n",
      f"status 'implemented' -> 'implemeted' (README: Draft, Proposed, Rejected, Accepted, Implemented, Released; 52 "
      f"say implemented) in {f}")
f = s.take("cadence/20240923-simple-string-interpolation.md")
body = tpl.split("\n## User Benefit\n", 1)[1].split("\n## Design Proposal\n", 1)[0].strip("\n")
s.setbody("g", f, "## User Benefit", body,
          f"'## User Benefit' body replaced by yyyymmdd-flip-template.md's 'How will users (or other contributors) "
          f"benefit from this work? ...' in {f}")
s.score("# onflow-flips: kinds a, b, c, d, f, g. One copy: /tmp/eval341-inj/onflow-flips.")

# ---------------------------------------------------------------- data342 (threehundredthirtyninth, kt)
kit = Kit("threehundredthirtyninth", "kt", data="/work/data342", clean="/work/blind342", pool="/work/blind342",
          copies="/tmp/eval342-inj", frozen=FROZEN)

# defra-epr-re-ex-adr: docs/architecture/decisions/NNNN-slug.md (0001-0044, unique; CI fails duplicate prefixes),
# adr-tools with no template file (CONTRIBUTING: 'Complete the Context, Decision & Consequence sections', so no g);
# '## Context' in 44 of 44; status the first line under '## Status' (Accepted 29, Proposed 9, Approved 3, Rejected
# 2, Superseded 1); supersession 'Superseded by [ADR-0036](./0036-....md)' (0031) paired with 'Accepted. Supersedes
# [ADR-0031](./0031-....md).' (0036); related links '- [ADR-0031](./0031-....md) — ...': a, b, c, d, e, f.
s = kit.source("defra-epr-re-ex-adr", "docs/architecture/decisions", r"\d{4}-.*\.md")
D = "docs/architecture/decisions"
f = s.take(f"{D}/0014-defra-id.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (44 of 44 ADRs have it; CONTRIBUTING: 'Complete the Context, "
         f"Decision & Consequence sections') from {f}")
f = s.take(f"{D}/0037-summary-log-row-states-with-membership.md")
s.sub("b", f, "- [ADR-0031](./0031-waste-balance-transaction-ledger.md) — the per-row ledger ADR-0036 superseded\n",
      "- [ADR-0031](./0031-waste-balance-transaction-ledger.md) — the per-row ledger ADR-0036 superseded\n"
      "- [ADR-0029](./0029-compute-on-write-for-loads-by-waste-record-types.md) — the per-type load counts these row "
      "states feed\n",
      f"link to ./0029-compute-on-write-for-loads-by-waste-record-types.md (the ADR is 0029-compute-on-write-for-loads-"
      f"by-waste-record-type.md) added to {f}")
f = s.take(f"{D}/0026-expose-initial-user-status-to-frontend.md")
s.copy("c", f, f"{D}/0026-initial-user-status-in-session.md",
       f"copy of {f} as {D}/0026-initial-user-status-in-session.md: number 0026 taken twice")
f = s.take(f"{D}/0029-compute-on-write-for-loads-by-waste-record-type.md")
s.sub("d", f, "## Status\n\nProposed\n",
      "## Status\n\nSuperseded by [ADR-0045](./0045-compute-loads-by-waste-record-type-on-read.md)\n",
      f"status 'Superseded by [ADR-0045](./0045-compute-loads-by-waste-record-type-on-read.md)' (no 0045, the last is "
      f"0044; 0031 writes 'Superseded by [ADR-0036](./0036-event-sourced-waste-balance-stream.md)') in {f}")
old = s.take(f"{D}/0017-decouple-spreadsheet-data-extraction-from-layout-using-markers.md")
f = s.take(f"{D}/0041-interim-site-modelling-and-ingestion.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted. Supersedes [ADR-0017](./0017-decouple-spreadsheet-data-extraction-from-layout-using-"
      "markers.md).\n",
      f"'Accepted. Supersedes [ADR-0017](./0017-....md).' (as 0036 writes 'Accepted. Supersedes [ADR-0031](...)') set "
      f"in {f}; {old} left 'Accepted'")
f = s.take(f"{D}/0007-frontend-projects-structure.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (values: Accepted 29, Proposed 9, Approved 3, Rejected 2, Superseded 1) in {f}")
s.score("# defra-epr-re-ex-adr: kinds a, b, c, d, e, f. One copy: /tmp/eval342-inj/defra-epr-re-ex-adr.")

# dfe-buy-for-your-school-adr: doc/architecture/decisions/NNNN-slug.md (0001-0037, 0020 twice, no 0036), adr-tools,
# no template file (so no g); '## Status', '## Context', '## Consequences' in 37 of 37; status a shields.io badge
# '![Accepted](https://img.shields.io/badge/adr-accepted-green)' (26) or bare 'Accepted' (9, 0023-0031);
# supersession under the status: old 0005 '![Superseded](.../adr-superseded-orange)' + 'Superseded by
# [ADR-0032](0032-remove-bullet-gem.md)', new 0032 'Supersedes [ADR-0005](0005-....md)'; links without './':
# a, b, c, d, e, f.
s = kit.source("dfe-buy-for-your-school-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
D = "doc/architecture/decisions"
f = s.take(f"{D}/0027-use-flipper-to-manage-feature-flags.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (37 of 37 ADRs have it; adr-tools' Status / Context / "
         f"Decision / Consequences) from {f}")
f = s.take(f"{D}/0017-use-codeclimate-in-pipeline.md")
s.sub("b", f, "CodeClimate is an automated code review tool that looks at test coverage, code smell and tech debt.\n",
      "CodeClimate is an automated code review tool that looks at test coverage, code smell and tech debt. Coverage "
      "itself is\nmeasured as set out in [9. Use SimpleCov to monitor code test coverage]"
      "(0009-use-simplecov-to-monitor-test-coverage.md).\n",
      f"link to 0009-use-simplecov-to-monitor-test-coverage.md (the ADR is 0009-use-simplecov-to-monitor-code-test-"
      f"coverage.md) added to {f}")
f = s.take(f"{D}/0029-use-tinymce-to-compose-rich-text-emails.md")
s.copy("c", f, f"{D}/0029-use-tinymce-for-email-templates.md",
       f"copy of {f} as {D}/0029-use-tinymce-for-email-templates.md: number 0029 taken twice")
f = s.take(f"{D}/0014-use-logit-for-application-logs.md")
s.sub("d", f, "## Status\n\n![Accepted](https://img.shields.io/badge/adr-accepted-green)\n",
      "## Status\n\n![Superseded](https://img.shields.io/badge/adr-superseded-orange)\n\n"
      "Superseded by [ADR-0038](0038-use-opensearch-for-application-logs.md)\n",
      f"superseded badge + 'Superseded by [ADR-0038](0038-use-opensearch-for-application-logs.md)' (no 0038, the last "
      f"is 0037; 0005 writes 'Superseded by [ADR-0032](0032-remove-bullet-gem.md)') in {f}")
old = s.take(f"{D}/0007-add-rollbar-for-application-monitoring.md")
f = s.take(f"{D}/0033-use-rollbar-for-error-monitoring.md")
s.sub("e", f, "## Status\n\n![Accepted](https://img.shields.io/badge/adr-accepted-green)\n",
      "## Status\n\n![Accepted](https://img.shields.io/badge/adr-accepted-green)\n\n"
      "Supersedes [ADR-0007](0007-add-rollbar-for-application-monitoring.md)\n",
      f"'Supersedes [ADR-0007](0007-add-rollbar-for-application-monitoring.md)' (as 0032 writes 'Supersedes "
      f"[ADR-0005](...)') added under {f}'s status; {old} left with the accepted badge")
f = s.take(f"{D}/0025-use-i18n-tasks-to-manage-missing-translations.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (Accepted 35, Superseded 2; bare 'Accepted' in 0023-0031) in {f}")
s.score("# dfe-buy-for-your-school-adr: kinds a, b, c, d, e, f. One copy: /tmp/eval342-inj/dfe-buy-for-your-school-adr.")

# beis-regulated-professions-register-adr: doc/architecture/decisions/NNNN-slug.md (0001-0019, 0009 and 0012 twice),
# adr-tools, no template file (so no g); Status / Context / Decision / Consequences in 21 of 21; status a bare
# 'Accepted' in all 21; no 'Superseded by' anywhere (so no d); the newer record says so in prose: 0012 'This version
# supercedes the design presented in [ADR 9: ...](0009-....md).' with 0009 left Accepted; links
# '[9. Use the ActiveRecord Pattern in TypeORM](./0009-....md)': a, a, b, c, e, f.
s = kit.source("beis-regulated-professions-register-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
D = "doc/architecture/decisions"
f = s.take(f"{D}/0016-add-cdn-route.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (21 of 21 ADRs have it) from {f}")
f = s.take(f"{D}/0005-use-cypress-for-end-to-end-testing.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (21 of 21 ADRs have it) from {f}")
f = s.take(f"{D}/0018-use-data-migrations.md")
s.sub("b", f, "are coupled too tightly together.\n",
      "are coupled too tightly together. Schema changes themselves stay in TypeORM migrations (see\n"
      "[6. Use TypeORM](./0006-use-type-orm.md)).\n",
      f"link to ./0006-use-type-orm.md (the ADR is 0006-use-typeorm.md) added to {f}")
f = s.take(f"{D}/0013-use-bull-and-redis-to-send-emails.md")
s.copy("c", f, f"{D}/0013-use-bull-for-background-jobs.md",
       f"copy of {f} as {D}/0013-use-bull-for-background-jobs.md: number 0013 taken twice")
old = s.take(f"{D}/0014-manage-versioning-with-a-versions-table.md")
f = s.take(f"{D}/0015-use-versions-to-store-versioned-entity-data.md")
s.sub("e", f, "the Version at the same time\n\n## Consequences\n",
      "the Version at the same time\n\nThis version supersedes the design presented in [ADR 14: Manage versioning "
      "with a versions table](0014-manage-versioning-with-a-versions-table.md).\n\n## Consequences\n",
      f"'This version supersedes the design presented in [ADR 14: ...](0014-manage-versioning-with-a-versions-table.md)"
      f".' (as 0012-enable-... writes of ADR 9) added to {f}; {old} left 'Accepted'")
f = s.take(f"{D}/0004-use-eslint.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcceptd\n",
      f"status 'Accepted' -> 'Acceptd' (all 21 say Accepted; adr-tools' Proposed / Accepted / Superseded) in {f}")
s.score("# beis-regulated-professions-register-adr: kinds a, a, b, c, e, f. One copy: "
        "/tmp/eval342-inj/beis-regulated-professions-register-adr.")

# ---------------------------------------------------------------- data344 (threehundredfortyfirst, kv)
kit = Kit("threehundredfortyfirst", "kv", data="/work/data344", clean="/work/blind344", pool="/work/blind344",
          copies="/tmp/eval344-inj", frozen=FROZEN)

# nats-io-adr: adr/ADR-<n>.md (52, unpadded 1-60 with gaps; main.go requires the name ADR-<int>, so no copy under
# another name: no c), template adr-template.md (metadata table Date / Author / Status `Proposed`, `Approved`,
# `Partially Implemented`, `Implemented`, `Deprecated` / Tags / Updates; sections Context and Problem Statement /
# [Context | References | Prior Work] / Design / Decision / Consequences with '[...]' guidance); a Context heading
# ('## Context and Problem Statement' 21, '## Context' 20, others) in 48 of 52; no 'Superseded' field: ADR-15 is
# '| Status | Deprecated |', '| Tags | deprecated |' and a revision row 'Deprecate in favor of ADR-37' (the successor
# says nothing, so no e); links '[ADR-30](ADR-30.md)': a, b, d, f, g, g.
R = "/work/data344/nats-io-adr"
s = kit.source("nats-io-adr", "adr", r"ADR-\d+\.md")
tpl = read(f"{R}/adr-template.md")
D = "adr"
f = s.take(f"{D}/ADR-6.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (adr-template.md's 'Context and Problem Statement'; 48 of 52 ADRs "
         f"have a Context section) from {f}")
f = s.take(f"{D}/ADR-36.md")
s.sub("b", f, "See [ADR-30](ADR-30.md) for Core NATS subject mapping and a description of the available subject "
      "transform functions.\n",
      "See [ADR-30](ADR-30.md) for Core NATS subject mapping and a description of the available subject "
      "transform functions.\nRepublishing of transformed subjects is covered in [ADR-28](ADR-028.md).\n",
      f"link to ADR-028.md (the ADR is ADR-28.md; numbers unpadded) added to {f}")
f = s.take(f"{D}/ADR-38.md")
s.edit(f, "| Status   | Implemented      |\n| Tags     | server, security |\n",
       "| Status   | Deprecated       |\n| Tags     | deprecated       |\n")
s.sub("d", f, "| 1        | 2023-06-20 | Initial release |\n",
      "| 1        | 2023-06-20 | Initial release |\n| final    | 2026-05-01 | Deprecate in favor of ADR-61 |\n",
      f"'| Status | Deprecated |', '| Tags | deprecated |' and revision row 'Deprecate in favor of ADR-61' (no ADR-61, "
      f"the last is ADR-60; ADR-15 writes 'Deprecate in favor of ADR-37') in {f}")
f = s.take(f"{D}/ADR-34.md")
s.sub("f", f, "| Status   | Approved                  |\n", "| Status   | Aproved                   |\n",
      f"status 'Approved' -> 'Aproved' (adr-template.md and main.go: Proposed, Approved, Partially Implemented, "
      f"Implemented, Deprecated) in {f}")
f = s.take(f"{D}/ADR-55.md")
body = tpl.split("\n## Context and Problem Statement\n", 1)[1].split("\n## [Context | References | Prior Work]\n",
                                                                      1)[0].strip("\n")
s.setbody("g", f, "## Context and Problem Statement", body,
          f"'## Context and Problem Statement' body replaced by adr-template.md's '[Describe the context and problem "
          f"statement, e.g., in free form using two to three sentences. ...]' in {f}")
f = s.take(f"{D}/ADR-35.md")
body = tpl.split("\n## Consequences\n", 1)[1].strip("\n")
s.setbody("g", f, "## Consequences", body,
          f"'## Consequences' body replaced by adr-template.md's '[Any consequences of this design, such as breaking "
          f"change or Vorpal Bunnies]' in {f}")
s.score("# nats-io-adr: kinds a, b, d, f, g, g. One copy: /tmp/eval344-inj/nats-io-adr.")

# cilium-cfp: cilium/, cilium/cilium/, hubble/ CFP-<issue number>-slug.md (36), template cfps/CFP-003-template.md
# (bold lines '**SIG:**', '**Begin Design Discussion:**', '**Cilium Release:**', '**Authors:**', '**Status:**
# Implementable, Released, Dormant, Declined'; Summary / Motivation / Goals / Non-Goals / Proposal / Impacts / Key
# Questions / Future Milestones with italic '_..._' guidance); '## Motivation' in 32 of 36; status values
# Implementable 20, Released 4, Dormant 3, Draft 1 (README: Draft / Implementable / Released / Dormant / Declined);
# no supersession (so no d, e); relative links './images/....png', CFPs otherwise linked by URL: a, b, c, f, g, g.
R = "/work/data344/cilium-cfp"
s = kit.source("cilium-cfp", ["cilium", "cilium/cilium", "hubble"], r"CFP-[\w-]+\.md")
tpl = read(f"{R}/cfps/CFP-003-template.md")
f = s.take("cilium/CFP-34577-per-service-lb-algorithm-selection.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (CFP-003-template.md and 32 of 36 CFPs have it) from {f}")
f = s.take("cilium/CFP-28986-mutual-auth-updates.md")
s.sub("b", f, "with Wireguard encryption strongly recommended as the most secure option.\n",
      "with Wireguard encryption strongly recommended as the most secure option. This builds on\n"
      "[CFP-22215](./CFP-22215-mutual-auth-service-mesh.md).\n",
      f"link to ./CFP-22215-mutual-auth-service-mesh.md (the CFP is CFP-22215-mutual-auth-for-service-mesh.md) added "
      f"to {f}")
f = s.take("cilium/CFP-37350-clang-format-for-bpf-formatting.md")
s.copy("c", f, "cilium/CFP-37350-bpf-code-formatting.md",
       f"copy of {f} as cilium/CFP-37350-bpf-code-formatting.md: number 37350 (the issue number) taken twice")
f = s.take("cilium/CFP-38341-multigateway-egress-gateway-policy.md")
s.sub("f", f, "**Status:** Implementable\n", "**Status:** Implementible\n",
      f"status 'Implementable' -> 'Implementible' (template: Implementable, Released, Dormant, Declined; 20 say "
      f"Implementable) in {f}")
f = s.take("cilium/CFP-39876-clustermesh-filtered-export.md")
body = tpl.split("\n## Summary\n", 1)[1].split("\n## Motivation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Summary", body,
          f"'## Summary' body replaced by CFP-003-template.md's '_Provide a high-level summary. Keep it short._' in {f}")
f = s.take("cilium/CFP-33716-packet-tracing.md")
body = tpl.split("\n## Motivation\n", 1)[1].split("\n## Goals\n", 1)[0].strip("\n")
s.setbody("g", f, "## Motivation", body,
          f"'## Motivation' body replaced by CFP-003-template.md's '_Provide the motivation for the feature. ..._' in {f}")
s.score("# cilium-cfp: kinds a, b, c, f, g, g. One copy: /tmp/eval344-inj/cilium-cfp.")

# tikv-rfcs: text/NNNN-slug.md (the RFC PR number, 42 RFCs), template template.md ('# Title', '- RFC PR:' /
# '- Tracking Issue:' bullets; Summary / Motivation / Detailed design / Drawbacks / Alternatives / Unresolved
# questions with one-line guidance); '## Motivation' in 40 of 42; no status (acceptance is the merge) and no
# supersession, so no d, e, f; relative links '../media/....png', RFCs otherwise by URL: a, b, c, g, g.
R = "/work/data344/tikv-rfcs"
s = kit.source("tikv-rfcs", "text", r"\d{4}-.*\.md")
tpl = read(f"{R}/template.md")
D = "text"
f = s.take(f"{D}/0059-memory-trace.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (template.md and 40 of 42 RFCs have it) from {f}")
f = s.take(f"{D}/0105-load-based-replica-read.md")
s.sub("b", f, "this method allows us to make better use of cluster computing resources.\n",
      "this method allows us to make better use of cluster computing resources.\n\nReplica read itself was "
      "introduced in [Consistent Replica Read](0014-consistent-replica-reads.md).\n",
      f"link to 0014-consistent-replica-reads.md (the RFC is 0014-consistent-replica-read.md) added to {f}")
f = s.take(f"{D}/0045-load-based-region-splitting.md")
s.copy("c", f, f"{D}/0045-load-based-split.md",
       f"copy of {f} as {D}/0045-load-based-split.md: number 0045 (the PR id) taken twice")
f = s.take(f"{D}/0078-improve-tso-scalability.md")
body = tpl.split("\n## Summary\n", 1)[1].split("\n## Motivation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Summary", body,
          f"'## Summary' body replaced by template.md's 'One para explanation of the proposal.' in {f}")
f = s.take(f"{D}/0115-circuit-breaker.md")
body = tpl.split("\n## Drawbacks\n", 1)[1].split("\n## Alternatives\n", 1)[0].strip("\n")
s.setbody("g", f, "## Drawbacks", body,
          f"'## Drawbacks' body replaced by template.md's 'Why should we not do this?' in {f}")
s.score("# tikv-rfcs: kinds a, b, c, g, g. One copy: /tmp/eval344-inj/tikv-rfcs.")
