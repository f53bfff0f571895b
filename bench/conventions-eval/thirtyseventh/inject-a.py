"""Inject defects into clean documents of a copy of each data37 source (thirty-seventh evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval37-inj-a/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval37/<source>.check.txt has no finding on it). Kinds: a a required section deleted, b a broken link, c a number taken
twice, d a successor that does not exist, e a superseded record left in force, f an unknown status, g the template's text left in.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyseventh", "a", data="/work/data37", clean="/tmp/eval37", copies="/tmp/eval37-inj-a", frozen="/tmp/frozen37")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# openjs-proposals: OpenJS Foundation cross-project-council proposals/ @ 4ed5daa (parent of the commit that archived them).
# One folder per proposal, proposals/<stage>/<NAME>/README.md; TEMPLATE.md: '# My New Proposal', '>  incubating' status quote,
# '## Champion', '## Description' ('A rough description of the program idea or policy'), '## Required Resources',
# '## Who would be responsible?', '## How would success be measured?', '## Why this proposal is important',
# '## Unresolved Question', '## What is necessary to complete this proposal'. Statuses in use: incubating, approved, Approved,
# Stage 3, 'Stage: Approved'; the root PROPOSAL_PROCESS.md names the stages Incubating, Ready for Approval, Approved.
# Proposals are unnumbered and none supersedes another: kinds c, d, e cannot apply.
P = "proposals/"
folders = [P + x for x in ["incubating/COLLAB_SUMMIT", "incubating/REGULAR_TOWN_HALLS", "incubating/SHARED_INTERFACES",
                           "incubating/CHARTER_REVIEW", "incubating/STANDARDS_OUTREACH", "incubating/PROJECT_EXIT_CRITERIA",
                           "approved/COLLABORATION_NETWORK", "approved/TRAVEL_FUND", "approved/CPC_CHARTER",
                           "approved/EXPECTATIONS", "approved/GOVERNANCE"]]
s = kit.source("openjs-proposals", folders, r"README\.md")
f = take(s, P + "incubating/SHARED_INTERFACES/README.md")
s.delsec("a", f, "## Champion", "deleted '## Champion' (TEMPLATE.md has it, and 18 of 19 proposal READMEs, one as '## **Champion**'; PROPOSAL_PROCESS.md: "
         "'Before landing it needs to have an identified champion')")
f = take(s, P + "incubating/COLLAB_SUMMIT/README.md")
s.sub("b", f, "## Description\n", "## Description\n\nSee also the [Regular Meetups proposal](../REGULAR_MEETUPS/README.md).\n",
      "link to ../REGULAR_MEETUPS/README.md (relative link to a sibling proposal folder's README.md), which does not exist")
f = take(s, P + "incubating/CHARTER_REVIEW/README.md")
s.sub("f", f, ">  incubating", ">  postponed",
      "status '>  postponed' (vocabulary: incubating, approved/Approved, Stage 3; PROPOSAL_PROCESS.md: Incubating, Ready for "
      "Approval, Approved)")
f = take(s, P + "approved/COLLABORATION_NETWORK/README.md")
s.setbody("g", f, "## Description", "A rough description of the program idea or policy",
          "'## Description' body is TEMPLATE.md's own text")
s.score("# openjs-proposals: kinds a b f g; c d e skipped (proposals are unnumbered; no proposal supersedes another and the "
        "process has no supersession form). One copy: /tmp/eval37-inj-a/openjs-proposals.")

# riff-rfcs: riff (projectriff/riff) rfc/ @ b565ed8 (HEAD); template rfc-xxxx-template.md ('# RFC-#: Title', '**Status:**',
# '**Superseded by:** N/A', '**Supersedes:** N/A', '## Problem', '## Solution', '## FAQ'); process rfc-0000-lightweight-rfc-process.md:
# statuses Accepted, Rejected, Deprecated ('the status goes to *Deprecated* and the *Superseded By* gets updated with the number of
# the new RFC'; 'If the proposed RFC replaces another, update the *Supersedes* field'). Record links: rfc-0000 links the template
# as '[template](rfc-xxxx-template.md)'; relations as '[RFC 0001](<PR url>)'. Clean: 0000-0005, 0009-0013.
R = "rfc/"
s = kit.source("riff-rfcs", "rfc", r"rfc-\d{4}-.*\.md")
f = take(s, R + "rfc-0009-controller-unit-testing.md")
s.delsec("a", f, "## Solution", "deleted '## Solution' (template and 13 of 13 records have it)")
f = take(s, R + "rfc-0002-bindings.md")
s.sub("b", f, "## Solution\n", "## Solution\n\nSee also [RFC 0014](rfc-0014-binding-injection.md).\n",
      "link to rfc-0014-binding-injection.md (relative, as rfc-0000 links the template), which does not exist (records end at 0013)")
f = take(s, R + "rfc-0011-streaming-gateways.md")
s.copy("c", f, R + "rfc-0011-streaming-sources.md", f"a copy of {f} under the same number 0011")
f = take(s, R + "rfc-0010-drop-core-runtime.md")
s.sub("d", f, "**Superseded by:** N/A", "**Superseded by:** RFC 0015",
      "'**Superseded by:** RFC 0015' (rfc-0000: 'Superseded By gets updated with the number of the new RFC'); no RFC 0015 exists")
f = take(s, R + "rfc-0012-source-code-upload.md")
s.sub("e", f, "**Supersedes:** N/A", "**Supersedes:** RFC 0004",
      "rfc-0012 '**Supersedes:** RFC 0004' while rfc/rfc-0004-default-ingress-policy.md stays 'Accepted' with 'Superseded by: N/A' "
      "(rfc-0000: the old one 'goes to Deprecated')")
take(s, R + "rfc-0004-default-ingress-policy.md")
f = take(s, R + "rfc-0013-invoker-tck.md")
s.sub("f", f, "**Status:** Accepted", "**Status:** Postponed",
      "status 'Postponed' (rfc-0000: Accepted, Rejected, Deprecated)")
f = take(s, R + "rfc-0005-customizable-consumption-offset.md")
s.setbody("g", f, "## Problem",
          "*What is this proposal solving? Why does the problem matter? How does the problem affect the user?*",
          "'## Problem' body is the template's own text (rfc-xxxx-template.md, Problem)")
s.score("# riff-rfcs: kinds a b c d e f g; d and e in the template's '**Superseded by:**' / '**Supersedes:**' fields with the "
        "plain 'RFC NNNN' number the process names. One copy: /tmp/eval37-inj-a/riff-rfcs.")

# atlantis-proposals: Jobber's Atlantis design system (GetJobber/atlantis) docs/proposals @ 14751d5 (parent of d51f71c, which
# deleted the template in 2021). Component proposals, 11: three beside the template (BANNER_MODS.md, InputDate.md, ListPage.md),
# seven as '<Component>/README.md' or '<Component>/<Component>.md', one as 'Text/Text_Mods.md'. TEMPLATE.md: '# Component Name',
# '## Design Patterns', '## Accessibility', '## Responsiveness & Mobile', '## Wireframe', '## Interface', '## Props Table', each
# with an italic '_{...}_' instruction. No numbers, no statuses, no supersession: kinds c, d, e, f cannot apply.
# Records link only images ('./inputemail_blank.png') and web pages; b uses the same './' relative form for a sibling proposal.
# a goes into a folder proposal (the commoner form, 7 of 11), b and g into documents beside the template.
J = "docs/proposals/"
s = kit.source("atlantis-proposals", [J + "OptionList", J[:-1]], r"(README|[A-Za-z]+)\.md")
f = take(s, J + "OptionList/README.md")
s.delsec("a", f, "## Interface", "deleted '## Interface' (TEMPLATE.md and 10 of 11 proposals have it; only Text/Text_Mods.md, a "
         "props-change note, lacks it)")
f = take(s, J + "InputDate.md")
s.sub("b", f, "## Wireframe\n", "## Wireframe\n\nSee also the [DatePicker proposal](./DatePicker/README.md).\n",
      "link to ./DatePicker/README.md (the './' relative form the proposals use), which does not exist")
f = take(s, J + "ListPage.md")
s.setbody("g", f, "## Accessibility",
          "_{Describe the accessibility concerns for the component. Should it be keyboard\n"
          "navigatable? Should it capture input, what should a screen reader see when it's\nfocused?}_",
          "'## Accessibility' body is TEMPLATE.md's own text")
s.score("# atlantis-proposals: kinds a b g; c d e f skipped (proposals are unnumbered, carry no status and never supersede). "
        "One copy: /tmp/eval37-inj-a/atlantis-proposals.")
