"""Inject defects into clean documents of a copy of each source of data345 and data346 (the three-hundred-and-forty-
second and three-hundred-and-forty-third evaluations, parts kw and kx: blind, frozen as /tmp/frozen277). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-kx.py (writes injected-<source>.txt into each set's folder).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen277"


def subdirs(root: str, skip: tuple[str, ...] = ()) -> list[str]:
    """The folders right under `root` (relative to the source) that hold Markdown, skipping `skip`."""
    return sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and d not in skip
                  and not d.startswith(".") and any(x.endswith(".md") for x in os.listdir(os.path.join(root, d))))


# ---------------------------------------------------------------- data345 (threehundredfortysecond, kw)
kit = Kit("threehundredfortysecond", "kw", data="/work/data345", clean="/work/blind345", pool="/work/blind345",
          copies="/tmp/eval345-inj", frozen=FROZEN)

# golang-proposal-design: design/NNNN-shortname.md (NNNN the golang/go issue number, two docs may share one: 25530,
# 55022; 24 unnumbered drafts), template design/TEMPLATE.md ('# Proposal: [Title]', Author(s) / Last updated /
# Discussion at lines, then Abstract / Background / Proposal / Rationale / Compatibility / Implementation / Open issues
# with '[...]' guidance); '## Background' in 86 of 113 docs (76 of 89 numbered), '## Abstract' in 82 of 113; no status
# field (review state lives on the GitHub project), so no f; numbers are issue numbers and may be shared, so no c;
# supersession only in prose on the old side (go2draft-contracts.md: '## Superseded' / 'It has been replaced by a [new
# proposal](https://go.googlesource.com/proposal/+/refs/heads/master/design/43651-type-parameters.md).'), nothing in
# force to leave, so no e; links mostly absolute, relative in 26903 / 45713 / 59960 ('[a new write
# barrier](17503-eliminate-rescan.md)'): a, a, b, d, g, g.
R = "/work/data345/golang-proposal-design"
s = kit.source("golang-proposal-design", "design", r"(?!TEMPLATE)[\w.-]+\.md")
tpl = read(f"{R}/design/TEMPLATE.md")
D = "design"
f = s.take(f"{D}/17505-concurrent-rescan.md")
s.sub("b", f, "This design was developed before proposal #17503, which is a\n",
      "This design was developed before [proposal #17503](17503-eliminate-rescans.md), which is a\n",
      f"link to 17503-eliminate-rescans.md (the design is 17503-eliminate-rescan.md; 26903 links it as "
      f"'[a new write barrier](17503-eliminate-rescan.md)') added to {f}")
f = s.take(f"{D}/go2draft-error-handling.md")
s.sub("d", f, "August 27, 2018\n\n## Abstract\n",
      "August 27, 2018\n\n## Superseded\n\nWe will not be pursuing the approach outlined in this design draft.\n"
      "It has been replaced by a [new\n"
      "proposal](https://go.googlesource.com/proposal/+/refs/heads/master/design/71203-error-handling-syntax.md).\n"
      "This document exists for historical context.\n\n## Abstract\n",
      f"'## Superseded' section, 'It has been replaced by a [new proposal](https://go.googlesource.com/proposal/+/refs/"
      f"heads/master/design/71203-error-handling-syntax.md).' (no such design; go2draft-contracts.md writes it so for "
      f"43651-type-parameters.md) added to {f}")
f = s.pick("\n## Background\n")
s.delsec("a", f, "## Background",
         f"deleted '## Background' (TEMPLATE.md has it; 86 of 113 design docs, 76 of 89 numbered ones) from {f}")
f = s.pick("\n## Abstract\n")
s.delsec("a", f, "## Abstract",
         f"deleted '## Abstract' (TEMPLATE.md has it; 82 of 113 design docs, 71 of 89 numbered ones) from {f}")
f = s.pick("\n## Rationale\n")
body = tpl.split("\n## Rationale\n", 1)[1].split("\n## Compatibility\n", 1)[0].strip("\n")
s.setbody("g", f, "## Rationale", body,
          f"'## Rationale' body replaced by TEMPLATE.md's '[A discussion of alternate approaches and the trade offs, "
          f"advantages, and disadvantages of the specified approach.]' in {f}")
f = s.pick("\n## Compatibility\n")
body = tpl.split("\n## Compatibility\n", 1)[1].split("\n## Implementation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Compatibility", body,
          f"'## Compatibility' body replaced by TEMPLATE.md's '[A discussion of the change with regard to the "
          f"[compatibility guidelines](https://go.dev/doc/go1compat).]' in {f}")
s.score("# golang-proposal-design: kinds a, a, b, d, g, g. One copy: /tmp/eval345-inj/golang-proposal-design.")

# emberjs-rfcs: text/NNNN-slug.md (NNNN the proposal PR number; six numbers shared with RFCs imported from
# ember-cli/rfcs), templates 0000-template.md and deprecation-template.md (YAML front matter 'stage: accepted', then
# Summary / Motivation / Detailed design / How we teach this / Drawbacks / Alternatives / Unresolved questions with
# '> ...' guidance); a Summary heading in 253 of 262 RFCs (179 '## Summary', 73 '# Summary'); stage in the front matter
# (recommended 164, accepted 56, released 31, discontinued 10, ready-for-release 1; README's stages); supersession
# written on the newer side ('This RFC supersedes the original [RFC #353 "Modifiers"][rfc-0353].' with '[rfc-0353]:
# https://github.com/emberjs/rfcs/pull/353' in 0811), the old one moved to 'discontinued', nothing written on the old
# side (so no d); relative links in 4 RFCs ('[RFC #311](./0311-angle-bracket-invocation.md)'): a, b, c, e, f, g.
R = "/work/data345/emberjs-rfcs"
s = kit.source("emberjs-rfcs", "text", r"\d{4}-.*\.md")
tpl = read(f"{R}/0000-template.md")
D = "text"
f = s.take(f"{D}/0997-make-on-built-in.md")
s.sub("b", f, "This RFC proposes that `{{on}}` be built in to `glimmer-vm` and not require importing.",
      "This RFC proposes that `{{on}}` be built in to `glimmer-vm` and not require importing.\n"
      "The modifier itself was introduced in [RFC #471](./0471-on-modifiers.md).",
      f"link to ./0471-on-modifiers.md (the RFC is 0471-on-modifier.md; 0459 writes '[RFC #311]"
      f"(./0311-angle-bracket-invocation.md)') added to {f}")
f = s.take(f"{D}/0779-first-class-component-templates.md")
s.copy("c", f, f"{D}/0779-template-tag-format.md",
       f"copy of {f} as {D}/0779-template-tag-format.md: number 0779 (PR #779) taken twice")
old = s.take(f"{D}/0470-fn-helper.md")
f = s.take(f"{D}/0998-make-fn-built-in.md")
s.sub("e", f, "This RFC proposes that `(fn)` be built in to `glimmer-vm` and not require importing.",
      "This RFC proposes that `(fn)` be built in to `glimmer-vm` and not require importing.\n\n"
      "This RFC supersedes the original [RFC #470 \"`{{fn}}` Helper\"][rfc-0470].\n\n"
      "[rfc-0470]: https://github.com/emberjs/rfcs/pull/470",
      f"'This RFC supersedes the original [RFC #470 \"`{{{{fn}}}}` Helper\"][rfc-0470].' with '[rfc-0470]: "
      f"https://github.com/emberjs/rfcs/pull/470' (as 0811 writes it for RFC #353) added to {f}; {old} left "
      f"'stage: recommended', not 'discontinued'")
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary",
         f"deleted '## Summary' (0000-template.md has it; 253 of 262 RFCs have a Summary heading) from {f}")
f = s.pick("\nstage: recommended\n")
s.sub("f", f, "\nstage: recommended\n", "\nstage: recomended\n",
      f"stage 'recommended' -> 'recomended' (stages: accepted, ready-for-release, released, recommended, "
      f"discontinued; recommended in 164) in {f}")
f = s.pick("\n## Drawbacks\n")
body = tpl.split("\n## Drawbacks\n", 1)[1].split("\n## Alternatives\n", 1)[0].strip("\n")
s.setbody("g", f, "## Drawbacks", body,
          f"'## Drawbacks' body replaced by 0000-template.md's '> Why should we *not* do this? ...' in {f}")
s.score("# emberjs-rfcs: kinds a, b, c, e, f, g. One copy: /tmp/eval345-inj/emberjs-rfcs.")

# eslint-rfcs-designs: designs/YYYY-slug/README.md (62 folders, not numbered: no c), template templates/design.md
# (bullet header Repo / Start Date / RFC PR / Authors, then Summary / Motivation / Detailed Design / Documentation /
# Drawbacks / Backwards Compatibility Analysis / Alternatives / ... with '<!-- ... -->' guidance); Summary, Motivation
# and Detailed Design in 62 of 62, Documentation / Drawbacks / Backwards Compatibility Analysis in 61 of 62; no status
# in the files (PR labels: no f), no supersession convention (no d, e); links between designs relative
# ('[RFC-84: Stricter validation of rule tests](../2021-stricter-rule-test-validation/README.md)') or by
# github.com/eslint/rfcs/tree URL: a, a, b, b, g, g.
R = "/work/data345/eslint-rfcs-designs"
s = kit.source("eslint-rfcs-designs", [f"designs/{d}" for d in subdirs(f"{R}/designs")], r"(?i)(readme|design)\.md")
tpl = read(f"{R}/templates/design.md")
D = "designs"
f = s.take(f"{D}/2025-rule-tester-assertion-options/README.md")
s.sub("b", f, "Add options that control which assertions are required for each `RuleTester` test case.\n",
      "Add options that control which assertions are required for each `RuleTester` test case.\n"
      "This builds on [RFC-84: Stricter validation of rule tests](../2021-strict-rule-test-validation/README.md).\n",
      f"link to ../2021-strict-rule-test-validation/README.md (the design is 2021-stricter-rule-test-validation; "
      f"2022-suggestion-parse-errors links it so) added to {f}")
f = s.take(f"{D}/2026-respect-suppressions-during-autofix/README.md")
s.sub("b", f, "## Related Discussions\n\n- eslint/eslint#20062\n",
      "## Related Discussions\n\n- eslint/eslint#20062\n"
      "- [Bulk Suppressions API RFC](../2025-bulk-suppression-api/README.md)\n",
      f"link to ../2025-bulk-suppression-api/README.md (the design is 2025-bulk-suppressions-api) added to {f}")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation",
         f"deleted '## Motivation' (templates/design.md and 62 of 62 designs have it) from {f}")
f = s.pick("\n## Detailed Design\n")
s.delsec("a", f, "## Detailed Design",
         f"deleted '## Detailed Design' (templates/design.md and 62 of 62 designs have it) from {f}")
f = s.pick("\n## Drawbacks\n")
body = tpl.split("\n## Drawbacks\n", 1)[1].split("\n## Backwards Compatibility Analysis\n", 1)[0].strip("\n")
s.setbody("g", f, "## Drawbacks", body,
          f"'## Drawbacks' body replaced by templates/design.md's '<!-- Why should we *not* do this? ... -->' in {f}")
f = s.pick("\n## Backwards Compatibility Analysis\n")
body = tpl.split("\n## Backwards Compatibility Analysis\n", 1)[1].split("\n## Alternatives\n", 1)[0].strip("\n")
s.setbody("g", f, "## Backwards Compatibility Analysis", body,
          f"'## Backwards Compatibility Analysis' body replaced by templates/design.md's '<!-- How does this change "
          f"affect existing ESLint users? ... -->' in {f}")
s.score("# eslint-rfcs-designs: kinds a, a, b, b, g, g. One copy: /tmp/eval345-inj/eslint-rfcs-designs.")

# ---------------------------------------------------------------- data346 (threehundredfortythird, kx)
kit = Kit("threehundredfortythird", "kx", data="/work/data346", clean="/work/blind346", pool="/work/blind346",
          copies="/tmp/eval346-inj", frozen=FROZEN)

# alphagov-forms-adr: ADR/ADRnnn-kebab-title.md (ADR000-ADR047, two numbers already shared), template
# ADR/ADRXXX-architecture-decision-record-template.md ('# ADRxxx: ...', 'Date:', ## Status / ## Context / ## Decision /
# ## Consequences with '> ...' guidance); Status, Context and Consequences in 50 of 50, Decision in 49; status the first
# line under '## Status' (Accepted 36, Superseded by 6, Proposed 2, Rejected 2, Approved 1; template: Proposed,
# Accepted, Rejected, Deprecated, Superseded by ADRzzz); supersession on the old side only ('Superseded by [ADR019 Use
# Amazon SES](ADR019-use-amazon-ses.md)'), newer records only recall the old in their Context (so no e); links
# '[ADR002 Use GOV.UK Notify](ADR002-use-govuk-notify.md)': a, b, c, d, f, g.
R = "/work/data346/alphagov-forms-adr"
s = kit.source("alphagov-forms-adr", "ADR", r"ADR\d{3}-.*\.md")
tpl = read(f"{R}/ADR/ADRXXX-architecture-decision-record-template.md")
D = "ADR"
f = s.take(f"{D}/ADR042-use-amazon-s3-file-uploads.md")
s.sub("b", f, "so they should be checked first before sending them on.",
      "so they should be checked first before sending them on.\n\n"
      "We already send form submissions to S3 for some forms, as recorded in [ADR035: Offer Amazon S3 as an option to "
      "send form submissions](ADR035-offer-amazon-s3-form-submission.md).",
      f"link to ADR035-offer-amazon-s3-form-submission.md (the ADR is ADR035-offer-amazon-s3-form-submissions.md) "
      f"added to {f}")
f = s.take(f"{D}/ADR040-make-container-image-tags-mutable.md")
s.copy("c", f, f"{D}/ADR040-pin-container-images-by-digest.md",
       f"copy of {f} as {D}/ADR040-pin-container-images-by-digest.md: number ADR040 taken twice")
f = s.take(f"{D}/ADR027-scheduled-smoke-tests.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperseded by [ADR048: Run smoke tests from the end-to-end test suite]"
      "(ADR048-run-smoke-tests-from-e2e-tests.md).\n",
      f"status 'Superseded by [ADR048: ...](ADR048-run-smoke-tests-from-e2e-tests.md).' (no ADR048, the last is "
      f"ADR047; ADR043 writes 'Superseded by [ADR046: ...](ADR046-use-mobility-table-backend-strategy.md).') in {f}")
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", f"deleted '## Context' (the template and 50 of 50 ADRs have it) from {f}")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Proposed, Accepted, Rejected, Deprecated, Superseded by ADRzzz; "
      f"Accepted in 36) in {f}")
f = s.pick("\n## Consequences\n")
body = tpl.split("\n## Consequences\n", 1)[1].strip("\n")
s.setbody("g", f, "## Consequences", body,
          f"'## Consequences' body replaced by the template's '> both positive and negative consequences of the "
          f"decision' in {f}")
s.score("# alphagov-forms-adr: kinds a, b, c, d, f, g. One copy: /tmp/eval346-inj/alphagov-forms-adr.")

# moj-modernisation-platform-adr: architecture-decision-record/NNNN-kebab-title.md (0001-0045, no gaps), adr-tools
# Nygard shape, no template file (no g); ## Status / ## Context in 45 of 45, ## Decision in 44; status an emoji and a
# word under '## Status' (✅ Accepted 35, ❌ Rejected 6, 🤔 Proposed 2, ⌛ Superseded 2; README's Statuses key);
# supersession on the old side only ('⌛️ Superseded [0019](0019-use-bash-go-as-core-languages.md)'), 0019 says
# nothing back (so no e); links '[IAM Federated Access](0002-use-iam-federated-access.md)': a, a, b, c, d, f.
s = kit.source("moj-modernisation-platform-adr", "architecture-decision-record", r"\d{4}-.*\.md")
D = "architecture-decision-record"
f = s.take(f"{D}/0021-use-a-go-lambda-for-instance-scheduling.md")
s.sub("b", f, "and came up with several options on how to achieve this.",
      "and came up with several options on how to achieve this.\n\n"
      "Go is one of our [core languages](0019-use-bash-and-go-as-core-languages.md).",
      f"link to 0019-use-bash-and-go-as-core-languages.md (the ADR is 0019-use-bash-go-as-core-languages.md) added to "
      f"{f}")
f = s.take(f"{D}/0040-transit-gateway-auto-accept.md")
s.copy("c", f, f"{D}/0040-transit-gateway-attachment-tagging.md",
       f"copy of {f} as {D}/0040-transit-gateway-attachment-tagging.md: number 0040 taken twice")
f = s.take(f"{D}/0014-create-ecr-in-the-shared-services-account.md")
s.sub("d", f, "## Status\n\n✅ Accepted\n", "## Status\n\n⌛️ Superseded [0046](0046-use-ecr-pull-through-cache.md)\n",
      f"status '⌛️ Superseded [0046](0046-use-ecr-pull-through-cache.md)' (no 0046, the last is 0045; 0004 writes "
      f"'⌛️ Superseded [0019](0019-use-bash-go-as-core-languages.md)') in {f}")
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", f"deleted '## Context' (45 of 45 ADRs have it; 0001 adopts Nygard's format) from {f}")
f = s.pick("\n## Decision\n")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (44 of 45 ADRs have it; 0001 adopts Nygard's format) from {f}")
f = s.pick("## Status\n\n✅ Accepted\n")
s.sub("f", f, "## Status\n\n✅ Accepted\n", "## Status\n\n✅ Acceptd\n",
      f"status '✅ Accepted' -> '✅ Acceptd' (README's key: Accepted, Rejected, Proposed, Superseded, Amended) in {f}")
s.score("# moj-modernisation-platform-adr: kinds a, a, b, c, d, f. One copy: "
        "/tmp/eval346-inj/moj-modernisation-platform-adr.")

# wagov-dtt-adr: development/, operations/, security/NNN-short-name.md (001-020, numbers unique across the folders,
# CONTRIBUTING.md), template templates/adr-template.md ('**Status:** Proposed | **Date:** ... | **Review:** ...', then
# Context / Applicability / Decision / Implementation Checklist / Related ADRs / Consequences with guidance text);
# Context, Decision and Consequences in 20 of 20; status in the bold metadata line (Accepted 14, Proposed 6;
# CONTRIBUTING's Status Guide: Proposed, Accepted, Superseded); no record superseded and no way of naming a successor
# written (no d, e); links '[ADR 005: Secrets Management](../security/005-secrets-management.md)': a, a, b, c, f, g.
R = "/work/data346/wagov-dtt-adr"
s = kit.source("wagov-dtt-adr", ["development", "operations", "security"], r"\d{3}-.*\.md")
tpl = read(f"{R}/templates/adr-template.md")
f = s.take("operations/015-data-governance.md")
s.sub("b", f, "for transformation logs\n",
      "for transformation logs\n- **Storage**: Keep curated datasets in the patterns of [ADR 018: Database "
      "Patterns](018-database-pattern.md)\n",
      f"link to 018-database-pattern.md (the ADR is 018-database-patterns.md) added to {f}")
f = s.take("operations/019-shared-file-access.md")
s.copy("c", f, "operations/019-shared-drive-migration.md",
       f"copy of {f} as operations/019-shared-drive-migration.md: number 019 taken twice (CONTRIBUTING.md: ADR "
       f"numbers are globally unique)")
f = s.take("operations/006-policy-enforcement.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (adr-template.md and 20 of 20 ADRs have it) from {f}")
f = s.take("operations/014-object-backup.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (adr-template.md and 20 of 20 ADRs have it) from {f}")
f = s.take("operations/017-analytics-tooling.md")
s.sub("f", f, "**Status:** Proposed |", "**Status:** Propsed |",
      f"status 'Proposed' -> 'Propsed' (CONTRIBUTING's Status Guide: Proposed, Accepted, Superseded) in {f}")
f = s.take("development/020-frontend-ui-foundations.md")
body = tpl.split("\n## Context\n", 1)[1].split("\n## Applicability\n", 1)[0].strip("\n")
s.setbody("g", f, "## Context", body,
          f"'## Context' body replaced by adr-template.md's 'What problem are we solving? Include background and "
          f"constraints.' in {f}")
s.score("# wagov-dtt-adr: kinds a, a, b, c, f, g. One copy: /tmp/eval346-inj/wagov-dtt-adr.")
