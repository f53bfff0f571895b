"""Inject the seven kinds of defect into clean documents of a copy of each data35 source (thirty-fifth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval35-inj-b/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval35/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Borrowed forms are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyfifth", "b", data="/work/data35", clean="/tmp/eval35", copies="/tmp/eval35-inj-b", frozen="/tmp/frozen35")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# athens-adr: Athens (athensresearch/athens) doc/adr, adr-tools (Nygard) form: '# N. Title', 'Date:', '## Status', '## Context',
# '## Decision', '## Consequences'; no template or README at HEAD. Relations under '## Status' as '<Verb> [N. Title](NNNN-....md)':
# 0007:13 'Superceded by [9. ...](0009-....md)', 0010:9 'Supercedes [7. ...](0007-....md)' (the family's spelling).
# Clean: 0001-0006, 0008, 0009, 0012-0017, 0022-0024.
A = "doc/adr/"
s = kit.source("athens-adr", "doc/adr", r"\d{4}-.*\.md")
f = take(s, A + "0022-multi-platform-client.md")
s.delsec("a", f, "## Context", "deleted '## Context' (24 of 26 records have it; 0001 adopts Nygard's Status/Context/Decision/Consequences)")
f = take(s, A + "0017-athens-system-design.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee also [27. Graph Snapshots](0027-graph-snapshots.md).\n",
      "link to 0027-graph-snapshots.md (the records' '[N. Title](NNNN-....md)' form), which does not exist (records end at 0026)")
f = take(s, A + "0015-adressing.md")
s.copy("c", f, A + "0015-block-addressing.md", f"a copy of {f} under the same number 0015")
f = take(s, A + "0009-rtc-deployment.md")
s.sub("d", f, "## Status\n\nProposed.\n", "## Status\n\nProposed.\n\nSuperceded by [27. RTC Hosting](0027-rtc-hosting.md)\n",
      "'Superceded by [27. RTC Hosting](0027-rtc-hosting.md)' (0007:13's form); no 0027 exists")
f = take(s, A + "0024-reactive-datascript.md")
s.sub("e", f, "## Status\n\nImplemented\n",
      "## Status\n\nImplemented\n\nSupercedes [13. Source of Truth](0013-source-of-truth.md)\n",
      "0024 'Supercedes [13. Source of Truth](0013-source-of-truth.md)' (0010:9's form) while doc/adr/0013-source-of-truth.md "
      "stays 'Accepted.' with no 'Superceded by'")
take(s, A + "0013-source-of-truth.md")
f = take(s, A + "0001-record-architecture-decisions.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted",
      "status 'Acepted' (a misspelling; the records use Proposed, Accepted, Pending, Draft, Approved, Implemented, MVP)")
f = take(s, A + "0016-js-components.md")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body is adr-tools' template text (borrowed: the repository holds no template; 0001 is adr-tools' own record)")
s.score("# athens-adr: kinds a b c d e f g; no template in the repository, so g uses adr-tools' default template text (the tool "
        "that wrote 0001); f is a misspelt status (the family's vocabulary is open). One copy: /tmp/eval35-inj-b/athens-adr.")

# umee-adr: Umee (umee-network/umee) docs/architecture @ 184a578; own template adr-template.md ('# ADR {ADR-NUMBER}: {TITLE}',
# '## Changelog', '## Status' '{Deprecated|Proposed|Accepted|Declined|Implemented}' and a quoted note: 'it may be marked as
# "deprecated" or "superseded" with a reference to its replacement', '## Abstract', '## Context', '## Decision', '## Detailed Design',
# '## Alternative Approaches', '## Consequences', '## References'); README.md lists what an ADR provides. Record links:
# '[ADR-003](./ADR-003-borrow-assets.md)'. Nothing is superseded, so d follows the template's note and e uses a borrowed
# 'Supersedes' line. Only 6 clean records for 7 kinds (e needs two): ADR-005 is the copy source of c and also takes g, and ADR-006
# takes b and is the record e leaves in force. Clean: ADR-001, 002, 004, 005, 006, 008.
U = "docs/architecture/"
s = kit.source("umee-adr", "docs/architecture", r"ADR-\d{3}-.*\.md")
f = take(s, U + "ADR-002-deposit-assets.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (adr-template.md and 9 of 9 records have it)")
f = take(s, U + "ADR-006-oracle.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee also [ADR-010](./ADR-010-price-feeds.md).\n",
      "link to ./ADR-010-price-feeds.md (the records' '[ADR-NNN](./ADR-NNN-....md)' form), which does not exist (records end at 009)")
f = U + "ADR-005-liquidation.md"
s.copy("c", f, U + "ADR-005-liquidation-incentive.md", f"a copy of {f} under the same number 005")
f = take(s, U + "ADR-001-interest-stream.md")
s.sub("d", f, "## Status\n\nImplemented", "## Status\n\nSuperseded by [ADR-010](./ADR-010-interest-model.md)",
      "status 'Superseded by [ADR-010](./ADR-010-interest-model.md)' (adr-template.md: 'superseded with a reference to its "
      "replacement'); no ADR-010 exists")
f = take(s, U + "ADR-008-borrow-tracking.md")
s.sub("e", f, "## Status\n\nProposed\n", "## Status\n\nProposed\n\nSupersedes [ADR-006](./ADR-006-oracle.md)\n",
      "ADR-008 'Supersedes [ADR-006](./ADR-006-oracle.md)' while docs/architecture/ADR-006-oracle.md stays 'Proposed' "
      "(adr-template.md: a replaced ADR 'may be marked as ... superseded')")
f = take(s, U + "ADR-004-interest-and-reserves.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (adr-template.md offers Deprecated|Proposed|Accepted|Declined|Implemented, and 'superseded')")
f = take(s, U + "ADR-005-liquidation.md")
s.setbody("g", f, "## Context",
          "> This section contains all the context one needs to understand the current state,\n"
          "> and why there is a problem. It should be as succinct as possible and introduce\n"
          "> the high level idea behind the solution.",
          "'## Context' body is the template's own text (adr-template.md, Context)")
s.score("# umee-adr: kinds a b c d e f g; e in a borrowed 'Supersedes' line (the template writes only the old side); ADR-005 is "
        "both c's copy source and g's document, ADR-006 both b's document and e's record left in force (6 clean records). "
        "One copy: /tmp/eval35-inj-b/umee-adr.")

# desmos-adr: Desmos (desmos-labs/desmos) docs/architecture @ f6e7642 (HEAD); own template adr-template.md ('# ADR {ADR-NUMBER}:
# {TITLE}', '## Changelog', '## Status' '{DRAFT | PROPOSED} Not Implemented', '## Abstract', '## Context', '## Decision',
# '## Consequences' (Backwards Compatibility / Positive / Negative / Neutral), '## Further Discussions', '## Test Cases [optional]',
# '## References'); PROCESS.md: 'adr-next_number-title.md', status '{CONSENSUS STATUS} {IMPLEMENTATION STATUS}', consensus DRAFT,
# PROPOSED, LAST CALL yyyy-mm-dd, ACCEPTED, REJECTED, 'SUPERSEEDED by ADR-xxx', ABANDONED. No record links another record and
# nothing is superseded; b uses PROCESS.md's './FILE.md' link form, d PROCESS.md's own 'SUPERSEEDED by ADR-xxx' words, e a
# borrowed successor-side 'Supersedes ADR-xxx' line in the same plain form. Clean: all but adr-005, 010, 013, 021.
M = "docs/architecture/"
s = kit.source("desmos-adr", "docs/architecture", r"adr-\d{3}-.*\.md")
f = take(s, M + "adr-016-reactions-module.md")
s.delsec("a", f, "## Context", "deleted '## Context' (adr-template.md and 24 of 24 records have it)")
f = take(s, M + "adr-014-improve-permissions.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee also [ADR 025: Subspace roles](./adr-025-subspace-roles.md).\n",
      "link to ./adr-025-subspace-roles.md (PROCESS.md's './FILE.md' form and its file pattern), which does not exist (records end at 024)")
f = take(s, M + "adr-008-fee-module.md")
s.copy("c", f, M + "adr-008-fee-refunds.md", f"a copy of {f} under the same number 008")
f = take(s, M + "adr-007-address-generation-of-chain-link-proof.md")
s.sub("d", f, "## Status\n\nPROPOSED", "## Status\n\nSUPERSEEDED by ADR-025",
      "status 'SUPERSEEDED by ADR-025' (PROCESS.md's own 'SUPERSEEDED by ADR-xxx'); no adr-025 exists")
f = take(s, M + "adr-022-per-subspace-token-factory.md")
s.sub("e", f, "## Status\n\nACCEPTED Not Implemented\n", "## Status\n\nACCEPTED Not Implemented\n\nSupersedes ADR-009\n",
      "adr-022 'Supersedes ADR-009' (plain 'ADR-xxx' as PROCESS.md writes it) while docs/architecture/adr-009-supply-module.md "
      "stays 'ACCEPTED Implemented' (PROCESS.md: it should read 'SUPERSEEDED by ADR-022')")
take(s, M + "adr-009-supply-module.md")
f = take(s, M + "adr-018-improve-subspace-treasury-account.md")
s.sub("f", f, "## Status\n\nACCEPTED Implemented", "## Status\n\nPOSTPONED Implemented",
      "consensus status 'POSTPONED' (PROCESS.md: DRAFT, PROPOSED, LAST CALL, ACCEPTED, REJECTED, SUPERSEEDED, ABANDONED)")
f = take(s, M + "adr-020-post-ownership-change.md")
s.setbody("g", f, "## Context",
          "> This section describes the forces at play, including technological, political, social, and project local. These "
          "forces are probably in tension, and should be called out as such. The language in this section is value-neutral. It is "
          "simply describing facts. It should clearly explain the problem and motivation that the proposal aims to resolve.\n"
          "> {context body}",
          "'## Context' body is the template's own text (adr-template.md, Context)")
s.score("# desmos-adr: kinds a b c d e f g; d in PROCESS.md's plain 'SUPERSEEDED by ADR-xxx' (no link), e in a borrowed "
        "successor-side 'Supersedes ADR-xxx' line (the family writes only the old side). One copy: /tmp/eval35-inj-b/desmos-adr.")
