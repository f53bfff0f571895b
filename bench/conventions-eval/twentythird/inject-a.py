"""Inject the seven kinds of defect into clean documents of a copy of each data24w source (twenty-third evaluation,
helper a: hathor-rfcs, sway-rfcs, ui5tooling-rfcs, quilt-rfcs), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24w-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24w/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header.
Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentythird", "a", data="/work/data24w", clean="/tmp/eval24w", copies="/tmp/eval24w-inj",
          frozen="/tmp/frozen23")
RFC = r"(?!0000)\d{4}-.*\.md"

# HathorNetwork/rfcs: Rust-style 0000-template.md ('- Feature Name / Start Date / RFC PR / Hathor Issue / Author',
# '# Summary' ... '# Future possibilities' with '[x]: #x' anchors); 4 of 12 RFCs add '- Status: Draft' (the only
# status used); numbers are PR numbers; no supersession anywhere.
s = kit.source("hathor-rfcs", "text", RFC)
f = s.pick("\n# Summary\n")
s.delsec("a", f, "# Summary", "deleted '# Summary' (0000-template.md:7; doccheck: required, 11 of 11)")
f = s.pick("\n# Drawbacks\n")
s.sub("b", f, "\n# Drawbacks\n", "\n# Drawbacks\n\nSee also [RFC 0099](0099-no-such-rfc.md).\n",
      "added a link to 0099-no-such-rfc.md (no such file)")
f = s.pick("\n# Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"text/{num}-copy-of-rfc.md", f"copied {f} as text/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n- Status: Draft\n")
s.sub("f", f, "\n- Status: Draft\n", "\n- Status: Frozen\n",
      "'- Status: Draft' -> '- Status: Frozen' (the repository only ever writes Draft: 0025, 0027, 0033, 0044)")
f = s.pick("\n# Motivation\n")
s.setbody("g", f, "# Motivation", "[motivation]: #motivation\n\nWhy are we doing this? What use cases does it "
          "support? What is the expected\noutcome?", "'# Motivation' body replaced by the template's anchor and "
          "prompt (0000-template.md:12-16)")
s.score("# hathor-rfcs. Kinds a, b, c, f, g. Not d, e: no RFC, README.md or the template writes a supersession "
        "(no 'Superseded'/'Replaced by' anywhere; 0000-template.md:1-5 has no such field). One copy: "
        "/tmp/eval24w-inj/hathor-rfcs.")

# FuelLabs/sway-rfcs: Rust-style 0000-template.md (Feature Name / Start Date / RFC PR / Sway Issue with dummy
# '#0000' links; nine '#' sections with anchors, 16 of 16 keep all); no status field; no supersession.
s = kit.source("sway-rfcs", "rfcs", RFC)
f = s.pick("\n# Drawbacks\n")
s.delsec("a", f, "# Drawbacks", "deleted '# Drawbacks' (0000-template.md:46; doccheck: required, 16 of 16)")
f = s.pick("\n# Prior art\n")
s.sub("b", f, "\n# Prior art\n", "\n# Prior art\n\nSee also [RFC 0099](0099-no-such-rfc.md).\n",
      "added a link to 0099-no-such-rfc.md (no such file)")
f = s.pick("\n# Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"rfcs/{num}-copy-of-rfc.md", f"copied {f} as rfcs/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n# Motivation\n")
s.setbody("g", f, "# Motivation", "[motivation]: #motivation\n\nWhy are we doing this? What use cases does it "
          "support? What is the expected outcome?", "'# Motivation' body replaced by the template's anchor and "
          "prompt (0000-template.md:12-16)")
s.score("# sway-rfcs. Kinds a, b, c, g. Not d, e: no supersession is written anywhere (template header "
        "0000-template.md:1-4 has no such field, no RFC names a successor). Not f: no status field in the template "
        "or any RFC. One copy: /tmp/eval24w-inj/sway-rfcs.")

# SAP/ui5-tooling rfcs/: Yarn-derived rfcs/0000-template.md (Start Date / RFC PR / Issue / Affected components,
# '# RFC 0000 Title', seven '##' sections whose prompts may be moved into HTML comments); no status; no supersession.
s = kit.source("ui5tooling-rfcs", "rfcs", RFC)
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (rfcs/0000-template.md:22; doccheck: required, 10 of 10)")
f = s.pick("\n## Drawbacks\n")
s.sub("b", f, "\n## Drawbacks\n", "\n## Drawbacks\nSee also [RFC 0099](0099-no-such-rfc.md).\n",
      "added a link to 0099-no-such-rfc.md (no such file)")
f = s.pick("\n## Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"rfcs/{num}-copy-of-rfc.md", f"copied {f} as rfcs/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n## Drawbacks\n")
s.setbody("g", f, "## Drawbacks", "<!-- You can either remove the following explanatory text or move it into this "
          "comment for later reference -->\n\nWhy should we not do this? Please consider the impact on teaching "
          "people to use the UI5 CLI, on the integration of this feature with existing and planned features, on the "
          "impact of churn on existing users.\n\nThere are trade-offs to choosing any path, please attempt to "
          "identify them here.", "'## Drawbacks' body replaced by the template's comment and prompt "
          "(rfcs/0000-template.md:42-47)")
s.score("# ui5tooling-rfcs. Kinds a, b, c, g. Not d, e: no supersession is written (the template header "
        "rfcs/0000-template.md:1-10 has none; no RFC names a successor). Not f: no status field anywhere. One copy: "
        "/tmp/eval24w-inj/ui5tooling-rfcs.")

# QuiltMC/rfcs: own 0000-template.md ('## Summary', '## Motivation', '## Explanation', Drawbacks, Rationale and
# Alternatives, Prior Art, Unresolved Questions); RFCs in rfc/, specification/, structure/, numbered by PR number
# across folders; no status; a withdrawn RFC is a stub 'RFC 81 ... has been removed by [RFC 84](PR link)'.
s = kit.source("quilt-rfcs", ["rfc", "specification", "structure"], RFC)
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (0000-template.md:8; doccheck: required, 14 of 14)")
f = s.pick("\n## Drawbacks\n")
s.sub("b", f, "\n## Drawbacks\n", "\n## Drawbacks\n\nSee also [RFC 99](../rfc/0099-no-such-rfc.md).\n",
      "added a link to ../rfc/0099-no-such-rfc.md (no such file)")
f = s.pick("\n## Motivation\n")
folder, name = f.split("/")
s.copy("c", f, f"{folder}/{name[:4]}-copy-of-rfc.md",
       f"copied {f} as {folder}/{name[:4]}-copy-of-rfc.md: two RFCs numbered {name[:4]}")
f = s.pick("\n## Motivation\n")
s.setbody("g", f, "## Motivation", "Why should we do this? What are the benefits?",
          "'## Motivation' body replaced by the template's prompt (0000-template.md:15-17)")
s.score("# quilt-rfcs. Kinds a, b, c, g. Not d, e: the only retirement form is a stub saying an RFC 'has been "
        "removed by [RFC 84](PR link)' (specification/0081-active-user-beacon.md:1), whose remover is a pull "
        "request that is never a file here, so a missing successor cannot be told from the real one and nothing is "
        "'superseded'. Not f: no status field (0000-template.md). One copy: /tmp/eval24w-inj/quilt-rfcs.")
