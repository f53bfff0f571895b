"""Inject the seven kinds of defect into clean documents of a copy of each data24u source (twenty-first evaluation,
helper a: etc-ecips, swift-proposals, kubewarden-rfcs, rubygems-rfcs), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24u-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24u/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header.
Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentyfirst", "a", data="/work/data24u", clean="/tmp/eval24u", copies="/tmp/eval24u-inj",
          frozen="/tmp/frozen21")

# ethereumclassic/ECIPs: ecip-X.md (YAML front matter ecip/title/.../status/replaces/superseded-by, then empty
# '### Abstract', Motivation, Specification, Rationale, Implementation, Copyright/Licensing); statuses WIP, Draft,
# Last Call, Accepted, Final, Deferred, Replaced, Rejected, Withdrawn, Superseded, Active (ecip-X.md:7);
# supersession: 'superseded-by:' on the old ECIP, 'replaces:' on the new (_specs/ecip-1000.md:150-151, 171).
s = kit.source("etc-ecips", "_specs", r"ecip-\d{4}\.md")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [ECIP-1999](ecip-1999.md).\n",
      "added a link to ecip-1999.md (no such file)")
f = s.pick("\nstatus: Final\n")
num = f.split("-")[-1][:4]
s.copy("c", f, f"_specs/ecip-{num}-copy.md", f"copied {f} (ecip: {num}) as ecip-{num}-copy.md: two ECIPs numbered {num}")
f = s.pick("\nstatus: Withdrawn\n")
s.sub("d", f, "\nstatus: Withdrawn\n", "\nstatus: Superseded\nsuperseded-by: 1999\n",
      "status Superseded with 'superseded-by: 1999' (ecip-X.md:13, _specs/ecip-1000.md:171); there is no ECIP 1999")
old = s.pick("\nstatus: Final\n")
oldnum = old.split("-")[-1][:4]
later = [x for x in s.pool if int(x.split("-")[-1][:4]) > int(oldnum) + 50]  # a successor written years later
new = s.pick("\nstatus: Draft\n", skip=s.pool.index(later[0]))
s.sub("e", new, "\nstatus: Draft\n", f"\nstatus: Draft\nreplaces: {oldnum}\n",
      f"'replaces: {oldnum}' (ecip-X.md:12) while {old} stays 'status: Final' with no 'superseded-by:' "
      "(_specs/ecip-1000.md:171 asks for both)")
f = s.pick("\nstatus: Draft\n")
s.sub("f", f, "\nstatus: Draft\n", "\nstatus: Obsolete\n",
      "status 'Obsolete' (not among ecip-X.md:7's eleven)")
f = s.pick("\ndiscussions-to: http")
text = (s.d / f).read_text(encoding="utf-8")
line = next(x for x in text.split("\n") if x.startswith("discussions-to: http"))
s.sub("g", f, line, "discussions-to: <email address or accessible online forum>",
      "'discussions-to:' set to the template's placeholder '<email address or accessible online forum>' "
      "(ecip-X.md:6; the template's sections have no prompt text, so its placeholders are the header's)")
s.score("# etc-ecips. Kinds b, c, d, e, f, g (g in a header field: ecip-X.md's sections are bare headings, its "
        "only placeholder text is the front matter's '<...>'). Not a: no section of ecip-X.md is kept by nearly all "
        "ECIPs (doccheck conventions: Abstract 73, Specification 72, Motivation 68 of 97; headings mix '#', '##', "
        "'###'). One copy: /tmp/eval24u-inj/etc-ecips.")

# apple/swift-evolution: proposal-templates/0000-swift-template.md (bullet header '* Proposal: [SE-NNNN](...)',
# '* Status: **...**'; Introduction, Motivation, Proposed solution, Detailed design, ..., Alternatives considered);
# statuses process.md:184-205; supersession: '* Superseded by: [SE-0258](0258-property-wrappers.md)' on the old
# proposal only (0030:7), no status for it.
s = kit.source("swift-proposals", "proposals", r"\d{4}-.*\.md")
f = s.pick("\n## Introduction\n")
s.delsec("a", f, "## Introduction", "deleted '## Introduction' (0000-swift-template.md:91; 432 of 439 proposals)")
f = s.pick("\n## Detailed design\n")
s.sub("b", f, "\n## Detailed design\n",
      "\n## Detailed design\n\nThis builds on [SE-9999](9999-no-such-proposal.md).\n",
      "added a link to 9999-no-such-proposal.md (no such file)")
f = s.pick("* Status: **Implemented (Swift 5.")
num = f.split("/")[-1][:4]
s.copy("c", f, f"proposals/{num}-copy-of-proposal.md",
       f"copied {f} (SE-{num}) as {num}-copy-of-proposal.md: two proposals numbered {num}")
f = s.pick("* Status: **Rejected**\n")
s.sub("d", f, "* Status: **Rejected**\n",
      "* Status: **Rejected**\n* Superseded by: [SE-9998](9998-no-such-successor.md)\n",
      "'* Superseded by: [SE-9998](9998-no-such-successor.md)' (the form of 0030:7); there is no SE-9998")
f = s.pick("* Status: **Rejected**\n")
s.sub("f", f, "* Status: **Rejected**\n", "* Status: **Obsolete**\n",
      "status 'Obsolete' (not among process.md:184-205's states)")
f = s.pick("\n## Motivation\n")
s.setbody("g", f, "## Motivation",
          "Describe the problems that this proposal seeks to address. If the\nproblem is that some common pattern is "
          "currently hard to express, show\nhow one can currently get a similar effect and describe its\ndrawbacks. "
          "If it's completely new functionality that cannot be\nemulated, motivate why this new functionality would "
          "help Swift\ndevelopers create better Swift code.",
          "'## Motivation' body replaced by the template's prompt (0000-swift-template.md:100-105)")
s.score("# swift-proposals. Kinds a, b, c, d, f, g. Not e: the repository writes supersession only on the old "
        "proposal ('* Superseded by:', 0030:7) and has no status meaning superseded; an implemented proposal a later "
        "one revises keeps its status (process.md:184-205), so no side can be 'left in force' against the other. "
        "One copy: /tmp/eval24u-inj/swift-proposals.")

# kubewarden/rfc: rfc/0000-template.md (header table Feature Name/Start Date/Category/RFC PR/State; '# Summary',
# '# Motivation', '## Examples / User Stories', '# Detailed design', '# Drawbacks', '# Alternatives',
# '# Unresolved questions'); states ACCEPTED, REJECTED (0000-template.md:56-63); supersession: '# SUPERSEDED BY
# [RFC 12](./0012-policy-report.md).' atop the old RFC, whose State is then REJECTED (0005) or 'ACCEPTED, later
# DEPRECATED' (0008).
s = kit.source("kubewarden-rfcs", "rfc", r"00(0[1-9]|[1-9]\d)-.*\.md")
s.used.update({"rfc/0005-policy-reports.md", "rfc/0008-upgrade-statement.md"})  # already superseded
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (rfc/0000-template.md:20; 23 of 24 RFCs)")
f = s.pick("\n# Detailed design\n")
s.sub("b", f, "\n# Detailed design\n", "\n# Detailed design\n\nSee also [RFC 99](./0099-no-such-rfc.md).\n",
      "added a link to ./0099-no-such-rfc.md (no such file)")
f = s.pick("| State ")
num = f.split("/")[-1][:4]
s.copy("c", f, f"rfc/{num}-copy-of-rfc.md", f"copied {f} as {num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n# Summary\n")
s.sub("d", f, "\n# Summary\n", "\n# SUPERSEDED BY [RFC 99](./0099-no-such-rfc.md).\n\n# Summary\n",
      "'# SUPERSEDED BY [RFC 99](./0099-no-such-rfc.md).' atop the body (the form of 0005:9); there is no RFC 99")
f = s.pick("**ACCEPTED**")
s.sub("e", f, "\n# Summary\n", "\n# SUPERSEDED BY [RFC 21](./0021-policy-group.md).\n\n# Summary\n",
      "'# SUPERSEDED BY [RFC 21](./0021-policy-group.md).' (the form of 0005:9) while its own State stays "
      "**ACCEPTED** (0005 was set REJECTED, 0008 'ACCEPTED, later DEPRECATED')")
f = s.pick("**ACCEPTED**")
s.sub("f", f, "**ACCEPTED**", "**POSTPONED**", "State **POSTPONED** (rfc/0000-template.md:56-63 has ACCEPTED and "
      "REJECTED; the RFCs also IN-REVIEW and 'ACCEPTED, later DEPRECATED')")
f = s.pick("\n# Summary\n")
s.setbody("g", f, "# Summary", "[summary]: #summary\n\nFirst RFC, which doubles as a template.",
          "'# Summary' body replaced by the template's own text (rfc/0000-template.md:12-19: anchor and 'First RFC, "
          "which doubles as a template.')")
s.score("# kubewarden-rfcs. Kinds a, b, c, d, e, f, g. One copy: /tmp/eval24u-inj/kubewarden-rfcs.")

# rubygems/rfcs: 0000-template.md (bullet header Feature Name/Start Date/RFC PR/Bundler Issue; Summary, Motivation,
# Guide-level explanation, Reference-level explanation, Drawbacks, Rationale and Alternatives, Unresolved
# questions); text/NNNN-slug.md; no status, no supersession (README.md).
s = kit.source("rubygems-rfcs", "text", r"00(0[1-9]|[1-9]\d)-.*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (0000-template.md:10; 17 of 17 RFCs)")
f = s.pick("\n# Drawbacks\n")
s.sub("b", f, "\n# Drawbacks\n", "\n# Drawbacks\n\nSee also [RFC 99](0099-no-such-rfc.md).\n",
      "added a link to 0099-no-such-rfc.md (no such file)")
f = s.pick("\n# Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"text/{num}-copy-of-rfc.md", f"copied {f} as {num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n# Drawbacks\n")
s.setbody("g", f, "# Drawbacks",
          "Why should we *not* do this? Please consider the impact on existing users, on the documentation, on the "
          "integration of this feature with other existing and planned features, on the impact on existing apps, etc.",
          "'# Drawbacks' body replaced by the template's prompt (0000-template.md:38)")
s.score("# rubygems-rfcs. Kinds a, b, c, g. Not d, e: neither 0000-template.md nor README.md nor any RFC writes a "
        "supersession or a successor. Not f: there is no status field (an RFC merged is 'active', README.md:49-52). "
        "One copy: /tmp/eval24u-inj/rubygems-rfcs.")
