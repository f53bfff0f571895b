"""Inject the seven kinds of defect into clean documents of a copy of each data24x source (twenty-fourth evaluation,
helper a: conflux-cips, opendal-rfcs, keylime-enhancements, wagtail-rfcs), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24x-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24x/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header.
Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, findings, read  # noqa: E402

kit = Kit("twentyfourth", "a", data="/work/data24x", clean="/tmp/eval24x", copies="/tmp/eval24x-inj",
          frozen="/tmp/frozen24")


def claim(s, f: str) -> str:
    """Take a named clean document out of the pool (it is the other side of a supersession)."""
    assert f in s.pool and f not in s.used, (s.name, f)
    s.used.add(f)
    return f


# Conflux-Chain/CIPs: EIP-style front matter (CIP No., Title, Author, Discussions, Status, Type, Created, Required
# CIPs, Replaced CIPs); sections Simple Summary ... Security Considerations, Copyright (cip-template.md:20-56);
# statuses from cip-1.md:135; a superseded CIP gets 'Status: Superseded' and the sentence 'This CIP is replaced by
# CIP-12.' (cip-2.md:5,14), its successor 'Replaced CIPs: 2' in the front matter (cip-12.md:8).
s = kit.source("conflux-cips", "CIPs", r"cip-\d+\.md")
f = s.pick("\n## Security Considerations\n")
s.delsec("a", f, "## Security Considerations", "deleted '## Security Considerations' (cip-template.md:52; cip-1.md:115 "
         "'All CIPs must contain'; doccheck: required, 76 of 77)")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [CIP-999](cip-999.md).\n",
      "added a link to cip-999.md (no such file)")
f = s.pick("\n## Motivation\n")
num = f.split("-")[-1][:-3]
s.copy("c", f, f"CIPs/cip-{num}-copy.md", f"copied {f} as CIPs/cip-{num}-copy.md: two CIPs numbered {num} "
       f"('CIP No.: {num}' in both)")
f = s.pick("\nStatus: Final\n")
s.sub("d", f, "\nStatus: Final\n", "\nStatus: Superseded\n", "'Status: Final' -> 'Status: Superseded'")
s.sub("d", f, "\n## Simple Summary\n", "\n## Simple Summary\n\nThis CIP is replaced by CIP-999.\n",
      "and 'This CIP is replaced by CIP-999.' under Simple Summary, as cip-2.md:14 does (no cip-999.md)")
s.edits.pop(-2)
old = claim(s, "CIPs/cip-13.md")
assert "\nStatus: Final\n" in read(s.d / old)
f = s.pick("\nType: Spec Breaking\n")
s.sub("e", f, "\nType: Spec Breaking\n", "\nType: Spec Breaking\nReplaced CIPs: 13\n",
      f"added 'Replaced CIPs: 13' to the front matter (as cip-12.md:8 does); {old} left 'Status: Final' with no "
      "word of it")
f = s.pick("\nStatus: Draft\n")
s.sub("f", f, "\nStatus: Draft\n", "\nStatus: Deferred\n",
      "'Status: Draft' -> 'Status: Deferred' (not among cip-1.md:135's statuses nor used by any CIP)")
f = s.pick("\n## Rationale\n")
s.setbody("g", f, "## Rationale", "The rationale fleshes out the specification by describing what motivated the design "
          "and why particular design decisions were made. It should describe alternate designs that were considered "
          "and related work, e.g. how the feature is supported in other languages. The rationale may also provide "
          "evidence of consensus within the community, and should discuss important objections or concerns raised "
          "during discussion.", "'## Rationale' body replaced by the template's visible prompt (cip-template.md:38)")
s.score("# conflux-cips. Kinds a-g all apply: sections from cip-template.md, numbered 'cip-N.md' with 'CIP No.: N', "
        "supersession written 'Status: Superseded' + 'This CIP is replaced by CIP-N' (cip-2.md) and 'Replaced CIPs: N' "
        "(cip-12.md:8), statuses listed in cip-1.md:135. One copy: /tmp/eval24x-inj/conflux-cips.")

# apache/opendal core/core/src/docs/rfcs/: Rust-RFC 0000_example.md ('- Proposal Name / Start Date / RFC PR /
# Tracking Issue' list, nine '#' sections); files NNNN_name.md numbered by PR; no status field; no supersession.
R = "core/core/src/docs/rfcs"
s = kit.source("opendal-rfcs", R, r"(?!0000)\d{4}_.*\.md")
f = s.pick("\n# Drawbacks\n")
s.delsec("a", f, "# Drawbacks", "deleted '# Drawbacks' (0000_example.md:34; doccheck: required, 82 of 82)")
f = s.pick("\n# Prior art\n")
s.sub("b", f, "\n# Prior art\n", "\n# Prior art\n\nSee also [RFC 9999](./9999_no_such_rfc.md).\n",
      "added a link to ./9999_no_such_rfc.md (no such file)")
f = s.pick("\n# Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"{R}/{num}_copy_of_rfc.md", f"copied {f} as {R}/{num}_copy_of_rfc.md: two RFCs numbered {num}")
f = s.pick("\n# Drawbacks\n")
s.setbody("g", f, "# Drawbacks", "Why should we *not* do this?",
          "'# Drawbacks' body replaced by the template's prompt (0000_example.md:36)")
s.score("# opendal-rfcs. Kinds a, b, c, g. Not d, e: no RFC, the README or the template writes a supersession (the "
        "'replaced by' in 0501/0554/3232/3911 are about APIs, not RFCs; 0000_example.md:1-4 has no such field). "
        "Not f: no status field in the template or any RFC (README.md:43 calls merged RFCs 'active' in prose only). "
        "One copy: /tmp/eval24x-inj/opendal-rfcs.")

# keylime/enhancements: KEP-derived enhancement_template.md ('# enhancement-NNNN: title', '## Release Signoff
# Checklist', Summary, Motivation, Proposal, Design Details, Drawbacks, Alternatives, Infrastructure Needed
# (optional)), every prompt inside an HTML comment; files N_title.md / N-title.md numbered by issue; no status; one
# supersession, written on the successor's side in prose: 'This proposal supersedes and builds on the ideas from
# [enhancement proposal 77](issue link)' (88-encapsulate-runtime-policies-in-dsse.md:98).
s = kit.source("keylime-enhancements", ".", r"\d+[-_].*\.md")
# the kit names files '<folder>/<name>'; at the top that is './<name>', which neither the findings nor the pool's
# exclusion of flagged documents spell so: drop the './'
flagged = {g for g, _, _ in findings(read(kit.clean / "keylime-enhancements.check.txt"))}
s.pool = sorted(p[2:] for p in s.pool if p[2:] not in flagged)
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (enhancement_template.md:96; doccheck: required, 34 of 34)")
f = s.pick("\n## Drawbacks\n")
s.sub("b", f, "\n## Drawbacks\n", "\n## Drawbacks\n\nSee also [enhancement-999](999_no_such_enhancement.md).\n",
      "added a link to 999_no_such_enhancement.md (no such file)")
f = s.pick("\n## Summary\n")
num = f.split("/")[-1].replace("-", "_").split("_")[0]
s.copy("c", f, f"{num}_copy_of_enhancement.md",
       f"copied {f} as {num}_copy_of_enhancement.md: two enhancements numbered {num}")
old = claim(s, "16_remote_allowlist_retrieval.md")
f = s.pick("\n## Motivation\n")
s.sub("e", f, "\n## Motivation\n", "\n## Motivation\n\nThis proposal supersedes and builds on the ideas from "
      "[enhancement proposal 16](16_remote_allowlist_retrieval.md).\n",
      f"added 'This proposal supersedes ... [enhancement proposal 16](16_remote_allowlist_retrieval.md)' (the form of "
      f"88-encapsulate-runtime-policies-in-dsse.md:98, linking the file); {old} left as it was")
f = s.pick("\n## Summary\n")
s.setbody("g", f, "## Summary", read(s.d / "enhancement_template.md").split("## Summary\n\n")[1].split("\n\n## ")[0],
          "'## Summary' body replaced by the template's own (commented) prompt (enhancement_template.md:84-94)")
s.score("# keylime-enhancements. Kinds a, b, c, e, g. Not d: the only supersession is written on the successor's "
        "side, naming an issue (88-...:98), and no enhancement ever names its successor, so there is no form for a "
        "missing successor. Not f: no status field in the template or any enhancement. Note for c: the clean data "
        "already holds two numbers taken twice (23-ima-sig-signature-verification.md and "
        "23_dedicated_keylime_user_account.md; 98_pure_python_eventlog_parsing.md and 98_spire_integration.md) with no "
        "DC401. One copy: /tmp/eval24x-inj/keylime-enhancements.")

# wagtail/rfcs: 000-template.md ('# RFC N: title', '* RFC / Author / Created / Last Modified' bullets, '## Abstract',
# '## Specification', '## Open Questions'); some RFCs add '* Status: Final|Accepted'; text/NNN-name.md numbered by PR;
# supersession written in the old RFC's title: '# RFC 10: ... (superseded by [RFC 25](025-....md))' (010:1), the
# successor saying 'This RFC replaces that previous RFC.' (025:13).
s = kit.source("wagtail-rfcs", "text", r"\d{3}-.*\.md")
old = claim(s, "text/005-wagtail-api-fields.md")  # the RFC left in force for e
fdoc = claim(s, "text/002-revisions-ui.md")  # the RFC given an unknown status for f
f = s.pick("\n## Abstract\n")
s.delsec("a", f, "## Abstract", "deleted '## Abstract' (000-template.md:8; doccheck: required, 46 of 47)")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [RFC 999](999-no-such-rfc.md).\n",
      "added a link to 999-no-such-rfc.md (no such file)")
f = s.pick("\n## Abstract\n")
num = f.split("/")[-1][:3]
s.copy("c", f, f"text/{num}-copy-of-rfc.md", f"copied {f} as text/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n## Specification\n")
first = read(s.d / f).split("\n", 1)[0]
s.sub("d", f, first, f"{first} (superseded by [RFC 99](099-no-such-rfc.md))",
      "title given '(superseded by [RFC 99](099-no-such-rfc.md))' as 010:1 writes it; there is no RFC 99")
f = s.pick("\n## Abstract\n")
s.sub("e", f, "\n## Abstract\n", "\n## Abstract\n\nThis RFC replaces [RFC 5](005-wagtail-api-fields.md).\n",
      f"added 'This RFC replaces [RFC 5](005-wagtail-api-fields.md).' (025:13's form); {old} keeps '* Status: Accepted' "
      "and an unmarked title")
s.sub("f", fdoc, "\n* Status: Final\n", "\n* Status: Frozen\n",
      "'* Status: Final' -> '* Status: Frozen' (RFCs only write Final or Accepted)")
f = s.pick("\n## Abstract\n")
s.setbody("g", f, "## Abstract", "Provides a short description of the purpose of the feature and the functionality\n"
          "it will deliver, including the reasons why it is desirable.",
          "'## Abstract' body replaced by the template's prompt (000-template.md:10-11)")
s.score("# wagtail-rfcs. Kinds a-g all apply: sections from 000-template.md, numbered text/NNN-name.md, "
        "'* Status: Final|Accepted', supersession in the old title (010:1, 011:1) and 'This RFC replaces' in the "
        "new (025:13). One copy: /tmp/eval24x-inj/wagtail-rfcs.")
