"""Inject the seven kinds of defect into clean documents of a copy of each data36 source (thirty-sixth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval36-inj-b/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval36/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Borrowed forms are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, read, write  # noqa: E402

kit = Kit("thirtysixth", "b", data="/work/data36", clean="/tmp/eval36", copies="/tmp/eval36-inj-b", frozen="/tmp/frozen36")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# mavis-adr: NHS England 'Manage vaccinations in schools' (nhsuk/manage-vaccinations-in-schools) adr/ @ 7fe89e6; adr-tools
# (Nygard) form: '# N. Title', 'Date:', '## Status', '## Context', '## Decision', '## Consequences' (00003/00004 write
# '**Date:** ... **Status:** ...' in bold instead). No template, no README; no record supersedes another. Record link form:
# 00011 '[ADR 00004](./...md)'. Clean: 00001, 00003, 00004, 00006, 00008, 00009, 00010, 00013, 00014.
A = "adr/"
s = kit.source("mavis-adr", "adr", r"\d{5}-.*\.md")
f = take(s, A + "00013-grafana-for-monitoring-and-alerting.md")
s.delsec("a", f, "## Context", "deleted '## Context' (14 of 15 records have it; 00001 adopts Nygard's format)")
f = take(s, A + "00010-autoscaling-for-ecs.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee also [ADR 00016](./00016-ecs-capacity-providers.md).\n",
      "link to ./00016-ecs-capacity-providers.md (00011's '[ADR NNNNN](./NNNNN-....md)' form, in-folder), which does not exist "
      "(records end at 00015)")
f = A + "00008-infrastructure-management.md"
s.copy("c", f, A + "00008-infrastructure-tooling.md", f"a copy of {f} under the same number 00008")
take(s, f)
f = take(s, A + "00009-cloud-architecture.md")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [16. Cloud architecture v2](00016-cloud-architecture-v2.md)\n",
      "status 'Superseded by [16. Cloud architecture v2](00016-cloud-architecture-v2.md)' (adr-tools' form, borrowed: the "
      "family has no supersession); no 00016 exists")
f = take(s, A + "00014-aws-cloud-map-for-service-discovery.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [4. Language and framework](00004-language-and-framework.md)\n",
      "00014 'Supersedes [4. Language and framework](00004-language-and-framework.md)' (adr-tools' form, borrowed) while "
      "adr/00004-language-and-framework.md stays '**Status:** Accepted'")
take(s, A + "00004-language-and-framework.md")
f = take(s, A + "00003-use-a-design-system.md")
s.sub("f", f, "**Status:** Accepted", "**Status:** Postponed",
      "status 'Postponed' (the records use Accepted, Proposed, In progress, Research, and one 'Accept')")
f = take(s, A + "00006-users-and-groups.md")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body is adr-tools' template text (borrowed: no template in the repository; 00001 is adr-tools' own record)")
s.score("# mavis-adr: kinds a b c d e f g; no template, so g uses adr-tools' default text and d/e adr-tools' supersession lines "
        "(the family has none). One copy: /tmp/eval36-inj-b/mavis-adr.")

# ots-adr: Onetime Secret (onetimesecret/onetimesecret) docs/adr @ de53ff8; template adr-000.md (frontmatter id/status/title,
# '## Status', '## Date', '## Context', '## Decision', optional Trade-offs/Related/Implementation Notes; 'Required sections:
# Status, Date, Context, Decision'); README.md lifecycle Proposed/Accepted/Deprecated/Superseded and 'frontmatter status and
# Status section must agree'. ADR-036 (accepted) then abolishes supersession: 'Status is proposed, accepted, or retired ...
# There is no superseded and no deprecated.' So d and e are skipped (no supersession form in force). Record links:
# '[ADR-027](adr-027-one-authority-per-value.md)'. Clean: adr-008 .. adr-040 except adr-027.
O = "docs/adr/"
s = kit.source("ots-adr", "docs/adr", r"adr-\d{3}-.*\.md")
f = take(s, O + "adr-015-domain-validation-per-domain-strategy.md")
s.delsec("a", f, "## Context", "deleted '## Context' (adr-000.md lists it as required; 41 of 41 documents have it)")
f = take(s, O + "adr-016-domain-validation-state-model.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee also [ADR-041](adr-041-secret-expiry-policy.md).\n",
      "link to adr-041-secret-expiry-policy.md (the records' '[ADR-NNN](adr-NNN-....md)' form), which does not exist "
      "(records end at 040)")
f = O + "adr-017-domain-validation-link-creation-gate.md"
s.copy("c", f, O + "adr-017-domain-validation-link-gate.md", f"a copy of {f} under the same number 017")
take(s, f)
f = take(s, O + "adr-014-vitest-i18n-passthrough.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n", "status 'postponed' in the frontmatter and "
      "'Postponed' under '## Status' (README: the two must agree; README offers Proposed/Accepted/Deprecated/Superseded, "
      "ADR-036 proposed/accepted/retired)")
text = read(s.d / f)  # the frontmatter half of the same edit (one kind, not scored twice)
assert "status: accepted\n" in text, f
write(s.d / f, text.replace("status: accepted\n", "status: postponed\n", 1))
f = take(s, O + "adr-018-domain-validation-revalidation-backoff.md")
s.setbody("g", f, "## Context",
          "What is the issue we're facing? What factors are driving this decision?\n"
          "What constraints exist (technical, business, time, resources)?",
          "'## Context' body is the template's own text (adr-000.md, Context)")
s.score("# ots-adr: kinds a b c f g; d and e skipped (ADR-036 abolishes supersession: statuses proposed/accepted/retired). "
        "f edits both the frontmatter and the Status section (one edit). One copy: /tmp/eval36-inj-b/ots-adr.")

# bomctl-adr: bomctl (bomctl/bomctl) docs/architecture @ 139dc0d; template templates/template.md (adr-tools Nygard with HTML
# comments: '# NUMBER. TITLE', 'Date: DATE', '## Status', '## Context', '## Decision', '## Consequences'; status note
# 'deprecated or superseded with a reference to its replacement'); README.md: 'NNNN-lowercase-title-with-dashes.md', created
# with adr-tools. No record links another record or supersedes one, so b/d/e use adr-tools' '[N. Title](NNNN-....md)' form.
# Clean: 0001-0006, 0008, 0009.
B = "docs/architecture/"
s = kit.source("bomctl-adr", "docs/architecture", r"\d{4}-.*\.md")
f = take(s, B + "0002-import-subcommand.md")
s.delsec("a", f, "## Context", "deleted '## Context' (template and 10 of 10 records have it)")
f = take(s, B + "0003-list-output-customization.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee also [11. SBOM Signing](0011-sbom-signing.md).\n",
      "link to 0011-sbom-signing.md (adr-tools' '[N. Title](NNNN-....md)' form), which does not exist (records end at 0010)")
f = B + "0005-sbom-document-aliases-tags.md"
s.copy("c", f, B + "0005-sbom-document-labels.md", f"a copy of {f} under the same number 0005")
take(s, f)
f = take(s, B + "0006-sbom-merge.md")
s.sub("d", f, "-->\nAccepted\n", "-->\nSuperseded by [11. SBOM Merge v2](0011-sbom-merge-v2.md)\n",
      "status 'Superseded by [11. SBOM Merge v2](0011-sbom-merge-v2.md)' (template: 'superseded with a reference to its "
      "replacement'; adr-tools' form); no 0011 exists")
f = take(s, B + "0009-sbom-link-feature.md")
s.sub("e", f, "-->\nAccepted\n",
      "-->\nAccepted\n\nSupersedes [8. Storing and retrieving without modification](0008-storing-and-retrieving-without-modification.md)\n",
      "0009 'Supersedes [8. ...](0008-storing-and-retrieving-without-modification.md)' (adr-tools' form) while "
      "docs/architecture/0008-storing-and-retrieving-without-modification.md stays 'Accepted'")
take(s, B + "0008-storing-and-retrieving-without-modification.md")
f = take(s, B + "0001-record-architecture-decisions.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n",
      "status 'Postponed' (template: proposed, accepted, rejected, deprecated, superseded)")
f = take(s, B + "0004-authentication-types-and-secrets-encryption.md")
s.setbody("g", f, "## Context", "What is the issue that we're seeing that is motivating this decision or change?",
          "'## Context' body is the template's own text (templates/template.md, Context)")
s.score("# bomctl-adr: kinds a b c d e f g; b/d/e in adr-tools' forms (the README says ADRs are made with adr-tools; no record "
        "links or supersedes another). One copy: /tmp/eval36-inj-b/bomctl-adr.")
