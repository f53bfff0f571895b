"""Inject the seven kinds of defect into clean documents of a copy of each data24t source (twentieth evaluation,
helper a: perl-ppcs, aeternity-aexs, keptn-keps, indy-hipes), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24t-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24t/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header.
Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentieth", "a", data="/work/data24t", clean="/tmp/eval24t", copies="/tmp/eval24t-inj",
          frozen="/tmp/frozen20")

# Perl/PPCs: docs/template.md ('## Preamble' of indented 'Key: value' lines, then Abstract, Motivation, Rationale,
# Specification, ... Open Issues, Copyright); statuses Draft, Exploratory, Implementing, Testing, Accepted,
# Implemented, Rejected, Expired (docs/process.md:71-103); no supersession is written anywhere.
s = kit.source("perl-ppcs", "ppcs", r"ppc\d{4}-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (docs/template.md:16, 32 of 32 PPCs; 'The most "
         "important section is Motivation', docs/template.md:14)")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [PPC 0099](ppc0099-no-such-proposal.md).\n",
      "added a link to ppc0099-no-such-proposal.md (no such file)")
s.copy("c", "ppcs/ppc0016-indexed-builtin.md", "ppcs/ppc0016-indexed-builtin-again.md",
       "copied ppc0016-indexed-builtin.md (ID: 0016) as ppc0016-indexed-builtin-again.md: two PPCs numbered 0016")
s.used.add("ppcs/ppc0016-indexed-builtin.md")
f = s.pick("    Status:  Implemented\n")
s.sub("f", f, "    Status:  Implemented\n", "    Status:  Obsolete\n",
      "status 'Obsolete' (not among docs/process.md's Draft/Exploratory/Implementing/Testing/Accepted/Implemented/"
      "Rejected/Expired)")
f = s.pick("\n## Security Implications\n")
s.setbody("g", f, "## Security Implications", "CVEs are not fun. Try to foresee problems.",
          "'## Security Implications' body replaced by the template's prompt (docs/template.md:45)")
s.score("# perl-ppcs. Kinds a, b, c, f, g. Not d or e: no PPC and neither docs/template.md nor docs/process.md "
        "writes a supersession or a successor in any form (no status Superseded either). "
        "One copy: /tmp/eval24t-inj/perl-ppcs.")

# aeternity/AEXs: aex-X.md (fenced preamble: AEX, Title, Author, License, Discussions-To, Status, Type, Created,
# Requires/Replaces/Updates), sections Simple Summary, Abstract, Motivation, Specification, ...; statuses Draft,
# Review, Last Call, Final, Active, Updated, Superseded, Rejected, Withdrawn (README.md, aex-X.md:10);
# supersession: 'Replaces:' on the new AEX, 'Superseded-By:' on the old (AEXS/aex-1.md:235-236, 255).
s = kit.source("aeternity-aexs", "AEXS", r"aex-\d+\.md")
s.used.update({"AEXS/aex-10.md", "AEXS/aex-1.md"})  # aex-10 kept for kind e (left in force); aex-1 is the process
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (aex-X.md:34, 12 of 12 AEXs; 'submissions without "
         "sufficient motivation may be rejected outright')")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [AEX-99](aex-99.md).\n",
      "added a link to aex-99.md (no such file)")
f = s.pick("\nAEX: 3\n")
s.copy("c", f, "AEXS/aex-3-again.md", "copied aex-3.md (AEX: 3) as aex-3-again.md: two AEXs numbered 3")
f = s.pick("\nStatus: Withdrawn\n")
s.sub("d", f, "\nStatus: Withdrawn\n", "\nStatus: Superseded\nSuperseded-By: 99\n",
      "status Superseded with 'Superseded-By: 99' (AEXS/aex-1.md:236); there is no AEX 99")
f = s.pick("\nStatus: Review\n")
s.sub("e", f, "\nStatus: Review\n", "\nStatus: Review\nReplaces: 10\n",
      "'Replaces: 10' (AEXS/aex-1.md:235) while AEXS/aex-10.md stays 'Status: Final' with no Superseded-By")
f = s.pick("\nStatus: Draft\n")
s.sub("f", f, "\nStatus: Draft\n", "\nStatus: Deprecated\n",
      "status 'Deprecated' (not among README.md's / aex-X.md:10's nine)")
f = s.pick("\n## Simple Summary\n")
s.setbody("g", f, "## Simple Summary", "\"If you can't explain it simply, you don't understand it well enough.\" "
          "Provide\na simplified and layman-accessible explanation of the AEX.",
          "'## Simple Summary' body replaced by the template's prompt (aex-X.md:24-25)")
s.score("# aeternity-aexs. Kinds a, b, c, d, e, f, g (all apply: aex-1.md defines Replaces/Superseded-By). "
        "One copy: /tmp/eval24t-inj/aeternity-aexs.")

# keptn/enhancement-proposals: 0000-template.md (OTEP-derived: title, summary line, Motivation, Explanation,
# Internal details, Trade-offs and mitigations, Breaking changes, Prior art and alternatives, Open questions,
# Future possibilities); text/NNNN-slug.md, NNNN the PR id (README.md:15); no status in the template.
s = kit.source("keptn-keps", "text", r"\d{4}-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (0000-template.md:5, 22 of 22 KEPs)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nThis builds on [KEP 999](0999-no-such-kep.md).\n",
      "added a link to 0999-no-such-kep.md (no such file)")
f = s.pick("# keptn cli and API enhancements")
s.copy("c", f, "text/0010-keptn-cli-enhancements-again.md",
       "copied 0010-keptn-cli-enhancements.md as 0010-keptn-cli-enhancements-again.md: two KEPs numbered 0010")
f = s.pick("\n## Breaking changes\n")
s.setbody("g", f, "## Breaking changes", "Could this proposal cause any breaking changes (e.g., in the spec or "
          "within any workflow)?", "'## Breaking changes' body replaced by the template's prompt "
          "(0000-template.md:36)")
s.score("# keptn-keps. Kinds a, b, c, g. Not d or e: neither the template, README.md nor any KEP writes a "
        "supersession or successor (README.md:71 only says a revised KEP is a new PR referencing the old PR). "
        "Not f: there is no status vocabulary (no status in 0000-template.md; README.md:19-24 names PR states; the "
        "five '**State:**' lines use IMPLEMENTED/DRAFTING/ACCEPTED freely). One copy: /tmp/eval24t-inj/keptn-keps.")

# hyperledger/indy-hipe: 0000-template.md ('- Author:', '- Start Date:', '## Status' with '- Status: [X](/README.md
# #hipe-lifecycle)', '- Status Note:'; Summary, Motivation, Tutorial, Reference, Drawbacks, Rationale and
# alternatives, Prior art, Unresolved questions); statuses PROPOSED, ACCEPTED, ADOPTED, SUPERSEDED (README.md:22-48);
# superseded: status SUPERSEDED and a forwarding hyperlink (README.md:47-48; template's Status Note: 'if superseded,
# link to replacement').
dirs = sorted(x for x in os.listdir("/work/data24t/indy-hipes/text") if x[:4].isdigit())
s = kit.source("indy-hipes", [f"text/{x}" for x in dirs], r"README\.md")
ST = "- Status: [ADOPTED](/README.md#hipe-lifecycle)\n"
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (0000-template.md:11, 42 of 42 HIPEs)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee also [HIPE 0999](../0999-no-such-hipe/README.md).\n",
      "added a link to ../0999-no-such-hipe/README.md (no such file)")
f = s.pick("# 0024: A2A Forward Secrecy")
os.makedirs(s.d / "text/0024-a2a-forward-secrecy-again", exist_ok=True)
s.copy("c", f, "text/0024-a2a-forward-secrecy-again/README.md",
       "copied text/0024-a2a-forward-secrecy/README.md as text/0024-a2a-forward-secrecy-again/README.md: two HIPEs 0024")
f = s.pick(ST)
s.sub("d", f, ST, "- Status: [SUPERSEDED](/README.md#hipe-lifecycle)\n- Status Note: superseded by "
      "[HIPE 0998](../0998-no-such-successor/README.md)\n",
      "status SUPERSEDED with a forwarding link to HIPE 0998 (README.md:47-48); there is no HIPE 0998")
f = s.pick(ST)
s.sub("e", f, ST, ST + "- Status Note: superseded by [HIPE 0164](../0164-did-indy-method/README.md)\n",
      "'superseded by HIPE 0164' written in the Status Note while the status stays ADOPTED (README.md:46-48: a "
      "superseded HIPE's status is SUPERSEDED)")
f = s.pick(ST)
s.sub("f", f, ST, "- Status: [DEPRECATED](/README.md#hipe-lifecycle)\n",
      "status DEPRECATED (README.md:22-48 has PROPOSED, ACCEPTED, ADOPTED, SUPERSEDED)")
f = s.pick("\n## Drawbacks\n")
s.setbody("g", f, "## Drawbacks", "Why should we *not* do this?",
          "'## Drawbacks' body replaced by the template's prompt (0000-template.md:49)")
s.score("# indy-hipes. Kinds a, b, c, d, e, f, g (README.md:46-48 writes supersession as status SUPERSEDED plus a "
        "forwarding link). One copy: /tmp/eval24t-inj/indy-hipes.")
