"""Inject the seven kinds of defect into clean documents of a copy of each data24y source (twenty-fifth evaluation,
helper a: synthetix-sips, risingwave-rfcs, bookkeeper-bps, urbit-uips), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24y-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24y/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header.
Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, findings, read  # noqa: E402

kit = Kit("twentyfifth", "a", data="/work/data24y", clean="/tmp/eval24y", copies="/tmp/eval24y-inj",
          frozen="/tmp/frozen25")

# Synthetixio/SIPs content/sips/: sip-N.md with front matter 'sip: N', 'status:' among sip-1.md:79 (Draft,
# Feasibility, SC Review Pending, Vote Pending, Approved, Rejected, Implemented); parts listed in sip-1.md:51-60
# (Copyright waiver: 'All SIPs must be in the public domain'); template sip-x.md (Simple Summary ... Copyright).
S = "content/sips"
s = kit.source("synthetix-sips", S, r"sip-\d+\.md")
f = s.pick("\n## Copyright\n")
s.delsec("a", f, "## Copyright", "deleted '## Copyright' (sip-1.md:60 'All SIPs must be in the public domain'; "
         "sip-x.md's last section; 461 of 473 SIPs have it)")
f = s.pick("\n## Simple Summary\n")
s.sub("b", f, "\n## Simple Summary\n", "\n## Simple Summary\n\nSee also [SIP-9999](./sip-9999.md).\n",
      "added a link to ./sip-9999.md (no such file), in the './sip-N.md' form the SIPs use")
f = s.pick("\n## Motivation\n")
num = re.search(r"sip-(\d+)\.md", f).group(1)
s.copy("c", f, f"{S}/sip-{num}-copy.md", f"copied {f} as {S}/sip-{num}-copy.md: two SIPs numbered {num} "
       f"('sip: {num}' in both)")
f = s.pick("\nstatus: Implemented\n")
s.sub("f", f, "\nstatus: Implemented\n", "\nstatus: Deferred\n",
      "'status: Implemented' -> 'status: Deferred' (not among sip-1.md:79's statuses nor used by any SIP)")
f = s.pick("\n## Simple Summary\n")
s.setbody("g", f, "## Simple Summary", "\"If you can't explain it simply, you don't understand it well enough.\" "
          "Simply describe the outcome the proposed change intends to achieve. This should be non-technical and "
          "accessible to a casual community member.",
          "'## Simple Summary' body replaced by the template's visible prompt (sip-x.md:25)")
s.score("# synthetix-sips. Kinds a, b, c, f, g. Not d, e: the SIPs have no supersession convention: no Superseded "
        "status (sip-1.md:79), no superseded-by/replaces header (sip-1.md:67-123); the three SIPs that say they "
        "supersede or replace another in prose (sip-2034, sip-401, sip-2057) never have the older SIP marked, so "
        "neither a named successor (d) nor a one-sided mark (e) can be written in a form the SIPs use. "
        "One copy: /tmp/eval24y-inj/synthetix-sips.")

# risingwavelabs/rfcs rfcs/: NNNN-name.md numbered by PR (README.md step 5); YAML front matter (feature, authors,
# start_date); template 0000-template.md: Summary, Motivation, Design, Unresolved questions, Alternatives, Future
# possibilities, and README.md step 3 'Most template sections are optional'; status kept as PR labels, not in files.
s = kit.source("risingwave-rfcs", "rfcs", r"(?!0000)\d{4}-.*\.md")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee also [RFC 9999](./9999-no-such-rfc.md).\n",
      "added a link to ./9999-no-such-rfc.md (no such file)")
f = s.pick("\n## Design\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"rfcs/{num}-copy-of-rfc.md", f"copied {f} as rfcs/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n## Design\n")
s.setbody("g", f, "## Design", "Explain the feature in detail.",
          "'## Design' body replaced by the template's prompt (0000-template.md:22)")
s.score("# risingwave-rfcs. Kinds b, c, g. Not a: README.md step 3 says 'Most template sections are optional' and "
        "no section is kept by nearly all RFCs (Design 43 of 46, Motivation 42 of 46). Not d, e: no RFC, the README "
        "or the template writes a supersession. Not f: the RFCs carry no status (README.md step 7 keeps it as the "
        "PR label 'status/accepted'). One copy: /tmp/eval24y-inj/risingwave-rfcs.")

# apache/bookkeeper site3/website/src/pages/bps/: BP-NN-name.md; BP-template.md: '# BP-XYZ: caption', sections
# Motivation, Public Interfaces, Proposed Changes, Compatibility..., Test Plan, Rejected Alternatives; states per
# BP-20-github-workflow-for-bookkeeper-proposals.md:30,41 ('- State: Under Discussion' -> 'Adopted').
B = "site3/website/src/pages/bps"
s = kit.source("bookkeeper-bps", B, r"BP-\d+-.*\.md")
f = s.pick("\n### Motivation\n")
s.delsec("a", f, "### Motivation", "deleted '### Motivation' (BP-template.md:3; 25 of 25 BPs have it)")
f = s.pick("\n### Proposed Changes\n")
s.sub("b", f, "\n### Proposed Changes\n",
      "\n### Proposed Changes\n\nSee also [BP-99](BP-99-no-such-proposal.md).\n",
      "added a link to BP-99-no-such-proposal.md (no such file, nor a served page)")
f = s.pick("\n### Proposed Changes\n")
num = re.search(r"BP-(\d+)-", f).group(1)
s.copy("c", f, f"{B}/BP-{num}-copy-of-proposal.md",
       f"copied {f} as {B}/BP-{num}-copy-of-proposal.md: two BPs numbered {num}")
f = s.pick("\n### Motivation\n")
first = read(s.d / f).split("\n", 1)[0]
assert first.startswith("# BP-"), (f, first)
s.sub("f", f, first + "\n", first + "\n\n- State: Postponed\n- Release: N/A\n",
      "added '- State: Postponed' under the title in the BP-69/BP-20:28-31 form (BP-20 knows only 'Under "
      "Discussion' and 'Adopted')")
f = s.pick("\n### Motivation\n")
s.setbody("g", f, "### Motivation", "_Describe the problems you are trying to solve_",
          "'### Motivation' body replaced by the template's prompt (BP-template.md:5)")
s.score("# bookkeeper-bps. Kinds a, b, c, f, g. Not d, e: no BP, BP-20 or the template writes a supersession. "
        "f is written as a new '- State:' line, since only BP-69 (flagged in the clean run) carries one. "
        "One copy: /tmp/eval24y-inj/bookkeeper-bps.")

# urbit/UIPs UIPS/: UIP-NNNN.md with front matter 'uip: "NNNN"', status (UIP-0001.md:118 and those in use:
# Shipped, Stagnant, Approved, Draft, Withdrawn, ...); parts UIP-0001.md:91-100 (Abstract, Specification required);
# template uip-template.md, whose visible placeholders are 'No backward compatibility issues found.' and 'Needs
# discussion.' ('acceptable for a draft', uip-template.md:84,109).
s = kit.source("urbit-uips", "UIPS", r"UIP-\d{4}\.md")
# 35 UIPs have one clean finding each, the Copyright waiver's link to ../LICENSE.md, a file at the repository's top
# that was not copied (labelled subset). They join the pool for the kinds whose code is not DC410; kind b uses a UIP
# with no clean finding at all, so a shifted subset finding cannot be mistaken for it.
only_subset = {}
for g, c, line in findings(read(kit.clean / "urbit-uips.check.txt")):
    only_subset.setdefault(g, set()).add(c == "DC410" and "'../LICENSE.md'" in line)
truly_clean = list(s.pool)
s.pool = sorted(set(s.pool) | {g for g, ok in only_subset.items() if ok == {True} and g.startswith("UIPS/UIP-")})
f = next(x for x in truly_clean if "\n## Specification\n" in read(s.d / x))
s.used.add(f)
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [UIP-9999](./UIP-9999.md).\n",
      "added a link to ./UIP-9999.md (no such file)")
f = s.pick("\n## Abstract\n")
s.delsec("a", f, "## Abstract", "deleted '## Abstract' (UIP-0001.md:92; uip-template.md; 37 of 37 UIPs have it)")
f = s.pick("\n## Specification\n")
num = re.search(r"UIP-(\d{4})\.md", f).group(1)
s.copy("c", f, f"UIPS/UIP-{num}-copy.md", f"copied {f} as UIPS/UIP-{num}-copy.md: two UIPs numbered {num} "
       f"('uip: \"{num}\"' in both)")
f = s.pick("\nstatus: Shipped\n")
s.sub("f", f, "\nstatus: Shipped\n", "\nstatus: Postponed\n",
      "'status: Shipped' -> 'status: Postponed' (not in UIP-0001.md:118 nor used by any UIP)")
f = s.pick("\nstatus: Shipped\n")
while "\n## Security Considerations\n" not in read(s.d / f):
    f = s.pick("\nstatus: Shipped\n")
s.setbody("g", f, "## Security Considerations", "Needs discussion.",
          "'## Security Considerations' body of a Shipped UIP replaced by the template's draft placeholder "
          "(uip-template.md:114, 'acceptable for a draft', :109)")
s.score("# urbit-uips. Kinds a, b, c, f, g. Not d, e: no UIP, UIP-0001 or the template writes a supersession (no "
        "Superseded status in UIP-0001.md:118, no superseded-by/replaces header). Kinds a, c, f, g may use a UIP whose "
        "only clean finding is the subset '../LICENSE.md' link. One copy: /tmp/eval24y-inj/urbit-uips.")
