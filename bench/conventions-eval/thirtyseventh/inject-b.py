"""Inject the seven kinds of defect into clean documents of a copy of each data37 source (thirty-seventh evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval37-inj-b/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval37/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Borrowed forms are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyseventh", "b", data="/work/data37", clean="/tmp/eval37", copies="/tmp/eval37-inj-b", frozen="/tmp/frozen37")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# heritage-adr: National Lottery Heritage Fund (heritagefund/decision-records) @ 27de96e, product/: 14 records in adr-tools
# (Nygard) form '# N. Title', 'Date:', '## Status' 'Accepted', '## Context', '## Decision', '## Consequences'; no template;
# README.md indexes them. 001:17-19 names the lifecycle: 'proposed and accepted, as well as deprecated or superseded',
# "status of 'Proposed' until ... approved". Record-to-record links are absolute GitHub blob URLs to this repository
# (009:11, 011:11 'https://github.com/heritagefund/decision-records/blob/master/product/004-....md'). Nothing is superseded,
# so d and e use adr-tools' 'Superseded by [N. Title](NNN-....md)' / 'Supersedes [...]' lines under '## Status' (borrowed:
# the format the records are written in). Clean: 001-008, 010-014.
H = "product/"
s = kit.source("heritage-adr", "product", r"\d{3}-.*\.md")
f = take(s, H + "006-do-not-collect-demographic-data.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (14 of 14 product records have it; adr-tools form)")
f = take(s, H + "013-use-insights-to-plan-rollout.md")
s.sub("b", f, "## Context\n", "## Context\n\nWe have [chosen to conduct a limited pilot first.]"
      "(https://github.com/heritagefund/decision-records/blob/master/product/015-extend-the-pilot.md)\n",
      "link to https://github.com/heritagefund/decision-records/blob/master/product/015-extend-the-pilot.md (the records' own "
      "absolute blob-URL form, 009:11/011:11), which does not exist (records end at 014)")
f = take(s, H + "010-use-ideal-postcodes.md")
s.copy("c", f, H + "010-use-postcode-lookup-service.md", f"a copy of {f} under the same number 010")
f = take(s, H + "003-describe-services-using-common-language.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [15. Use a shared service taxonomy](015-use-a-shared-service-taxonomy.md)",
      "status 'Superseded by [15. Use a shared service taxonomy](015-use-a-shared-service-taxonomy.md)' (adr-tools' form; 001 "
      "names 'superseded' as a status); no 015 exists")
f = take(s, H + "012-conduct-a-limited-pilot.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [5. Capture all volunteer time at application as a single volunteer type]"
      "(005-single-volunteer-type.md)\n",
      "012 'Supersedes [5. ...](005-single-volunteer-type.md)' (adr-tools' form) while product/005-single-volunteer-type.md "
      "stays 'Accepted' with no 'Superseded by'")
take(s, H + "005-single-volunteer-type.md")
f = take(s, H + "007-document-as-we-build.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nParked",
      "status 'Parked' (every record says 'Accepted'; 001:17-19 names proposed, accepted, deprecated, superseded). A first "
      "try with 'Agreed' was not reported: read/status.py:176 maps it to 'accepted' (a synonym, arguably not unknown)")
f = take(s, H + "008-light-touch-word-counts.md")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body is adr-tools' template text (borrowed: the repository holds no template; the records use "
          "adr-tools' '# N. Title' / 'Date:' form)")
s.score("# heritage-adr: kinds a b c d e f g; no template in the repository, so g uses adr-tools' default Context text and d/e "
        "adr-tools' 'Superseded by'/'Supersedes' lines; b in the records' own absolute GitHub blob-URL form. "
        "One copy: /tmp/eval37-inj-b/heritage-adr.")

# ucp-adr: Universal Connect Project (Universal-Connect-Project/architecture-decision-record) @ 379de53,
# architectureDecisionRecords/: template 0000Example.md ('# Title' / 'Title of the ADR', '## Context' "What is the issue that
# we're seeing that is motivating this decision or change?", '## Decision', '## Consequences') and 10 records
# 0001DocumentArchitectureDecisions.md .. 0010Abstractions.md (number glued to a CamelCase name), all in the template's form.
# No statuses (f skipped) and no supersession; d and e use borrowed plain 'Superseded by'/'Supersedes' lines with the records'
# link form '[text](0005CloudServiceProvider.md)' (0009:7). Clean: all 10 records (the clean run has no finding).
U = "architectureDecisionRecords/"
s = kit.source("ucp-adr", "architectureDecisionRecords", r"(?!0000)\d{4}[A-Z].*\.md")
f = take(s, U + "0002Testing.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (0000Example.md and 10 of 10 records have it)")
f = take(s, U + "0008SmallPullRequests.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nThis follows our [code style](0011CodeReview.md).\n",
      "link to 0011CodeReview.md (the records' own '[text](NNNNName.md)' form, 0009:7), which does not exist (records end at 0010)")
f = take(s, U + "0007CodeStyle.md")
s.copy("c", f, U + "0007Linting.md", f"a copy of {f} under the same number 0007")
f = take(s, U + "0003Styling.md")
s.sub("d", f, "Styling our html\n", "Styling our html\n\nSuperseded by [Design system](0011DesignSystem.md)\n",
      "'Superseded by [Design system](0011DesignSystem.md)' (borrowed plain line; the family has no status); no 0011 exists")
f = take(s, U + "0010Abstractions.md")
s.sub("e", f, "Abstractions\n", "Abstractions\n\nSupersedes [Remove reliance on UCP hosted services](0004RemoveReliance.md)\n",
      "0010 'Supersedes [...](0004RemoveReliance.md)' (borrowed plain line) while 0004RemoveReliance.md says nothing of it")
take(s, U + "0004RemoveReliance.md")
f = take(s, U + "0006Authentication.md")
s.setbody("g", f, "## Consequences", "What becomes easier or more difficult to do because of this change?",
          "'## Consequences' body is the template's own text (0000Example.md:15)")
s.score("# ucp-adr: kinds a b c d e g; f skipped (the family has no status line). d/e in borrowed plain 'Superseded by'/"
        "'Supersedes' lines (no status or supersession place in 0000Example.md). One copy: /tmp/eval37-inj-b/ucp-adr.")

# merchant-adr: merchant-rs (nepalez/merchant-rs) doc/adr @ 2b6e299; template 0000-template.md ('# [ADR-NNNN]: [Title]',
# '## Context', '## Problem', '## Decision', '## Alternatives Considered', '## Consequences' (Pros/Cons/Action), '//' guidance
# lines); 14 records '# [ADR-NNNN]: Title'. No status anywhere (f skipped). Cross-references are bare '[ADR-0010]' (no link
# target, 0001:3-8, 0008:3). Supersession is a note on the old side: 0001:3 '> **Note:** ... This decision was later superseded
# by [ADR-0010], which adopts a monolithic crate instead.'; e uses a borrowed successor-side note in the same form.
# Clean: all but 0013.
M = "doc/adr/"
s = kit.source("merchant-adr", "doc/adr", r"(?!0000)\d{4}-.*\.md")
f = take(s, M + "0004-transaction-initiation-method.md")
s.delsec("a", f, "## Problem", "deleted '## Problem' (0000-template.md and 13 of 14 records have it)")
f = take(s, M + "0007-decouple-bin-validation.md")
s.sub("b", f, "This follows the principle from the [ADR-0001]:",
      "This follows the principle from the [ADR-0001] and [ADR-0015]:",
      "reference '[ADR-0015]' (the records' own bare '[ADR-NNNN]' form), which does not exist (records end at 0014)")
f = take(s, M + "0009-typed-fields-vs-metadata.md")
s.copy("c", f, M + "0009-metadata-escape-hatch.md", f"a copy of {f} under the same number 0009")
f = take(s, M + "0005-newtype-pattern.md")
s.sub("d", f, "# [ADR-0005]: Domain Type Safety and Security Strategy\n",
      "# [ADR-0005]: Domain Type Safety and Security Strategy\n\n> **Note:** This decision was later superseded by [ADR-0015], "
      "which adopts validated builders instead.\n",
      "note '> **Note:** This decision was later superseded by [ADR-0015], ...' (0001:3's form); no ADR-0015 exists")
f = take(s, M + "0012-payment-source-runtime-validation.md")
s.sub("e", f, "# [ADR-0012]: Payment Method Type Safety via Marker Traits\n",
      "# [ADR-0012]: Payment Method Type Safety via Marker Traits\n\n> **Note:** This ADR supersedes [ADR-0008], which "
      "defined a universal routing number type.\n",
      "0012 note 'This ADR supersedes [ADR-0008]' (borrowed successor side of 0001:3's note) while "
      "doc/adr/0008-bank-routing-number-design.md has no 'superseded by' note")
take(s, M + "0008-bank-routing-number-design.md")
f = take(s, M + "0006-security-strategy.md")
s.setbody("g", f, "## Problem", "// Clearly articulate the problem/question that requires a decision.",
          "'## Problem' body is the template's own guidance line (0000-template.md:11)")
s.score("# merchant-adr: kinds a b c d e g; f skipped (no statuses in template or records). b/d in the records' bare "
        "'[ADR-NNNN]' reference form; e in a borrowed successor-side note. One copy: /tmp/eval37-inj-b/merchant-adr.")
