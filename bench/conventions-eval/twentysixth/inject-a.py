"""Twenty-sixth held-out set, helper a: defects injected into clean documents of ethereum-eips, kaia-kips and
whiley-rfcs, scored with the frozen code (/tmp/frozen26, commit daf3d32)."""

import re
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

def pick2(s, needles, skip=0):
    """A clean document not edited yet that holds every needle."""
    for f in s.pool[skip:]:
        if f not in s.used and all(n in read(s.d / f) for n in needles):
            s.used.add(f)
            return f
    raise AssertionError((s.name, needles))


kit = Kit("twentysixth", "a", data="/work/data24z", clean="/tmp/eval24z", copies="/tmp/eval24z-inj",
          frozen="/tmp/frozen26")

# ethereum-eips: EIP-1 style front matter (status:), sections per eip-template.md.
s = kit.source("ethereum-eips", "EIPS", r"eip-\d+\.md")
f = pick2(s, ["\n## Specification\n"])
s.delsec("a", f, "## Specification", "deleted '## Specification' (eip-template.md and 577 of 583 EIPs have it)")
f = s.pick("\n## Rationale\n")
s.sub("b", f, "\n## Rationale\n", "\n## Rationale\n\nSee [the analysis](../assets/eip-0000/analysis.md) and [EIP-99999](./eip-99999.md).\n",
      "added links to ../assets/eip-0000/analysis.md and ./eip-99999.md, which do not exist")
f = s.pick("\n## Abstract\n")
num = re.search(r"eip-(\d+)\.md", f).group(1)
s.copy("c", f, f"EIPS/eip-{num}-copy.md", f"copy of {f} (eip: {num}) under the same number")
f = s.pick("\nstatus: Final\n")
s.sub("f", f, "\nstatus: Final\n", "\nstatus: Obsolete\n", "status Final -> Obsolete (EIP-1 statuses never include it)")
f = pick2(s, ["\n## Security Considerations\n"])
if True:
    s.setbody("g", f, "## Security Considerations", "Needs discussion.",
              "Security Considerations of a Final EIP replaced by the template's placeholder 'Needs discussion.' (eip-template.md:126)")
s.score("# Kinds a, b, c, f, g. Not d or e: EIPs have no supersession form (no superseded-by/replaces header in any "
        "EIP, none in eip-template.md or EIP-1). One copy: /tmp/eval24z-inj/ethereum-eips.")

# kaia-kips: EIP-derived front matter; KIP-1.md:140-142,200 give 'replaces' and 'superseded-by' headers.
s = kit.source("kaia-kips", "KIPs", r"kip-\d+\.md")
f = pick2(s, ["\n## Specification\n"])
s.delsec("a", f, "## Specification", "deleted '## Specification' (kip-template.md:43 and 35 of 36 KIPs have it)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee [KIP-999](./kip-999.md) and the [diagram](../assets/kip-999/flow.png).\n",
      "added links to ./kip-999.md and ../assets/kip-999/flow.png, which do not exist")
f = s.pick("\nstatus: Final\n")
num = re.search(r"kip-(\d+)\.md", f).group(1)
s.copy("c", f, f"KIPs/kip-{num}-copy.md", f"copy of {f} (kip: {num}) under the same number")
f = s.pick("\nstatus: Final\n")
s.sub("d", f, "\nstatus: Final\n", "\nstatus: Superseded\nsuperseded-by: 999\n",
      "status Superseded, superseded-by: 999 (KIP-1.md:142 header form); KIP-999 does not exist")
f = s.pick("\nstatus: Final\n")
g = s.pick("\nstatus: Final\n")
gnum = re.search(r"kip-(\d+)\.md", g).group(1)
s.sub("e", f, "\nstatus: Final\n", "\nstatus: Final\nreplaces: " + gnum + "\n",
      f"'replaces: {gnum}' added (KIP-1.md:200), while kip-{gnum}.md stays Final with no superseded-by")
f = s.pick("\nstatus: Draft\n")
s.sub("f", f, "\nstatus: Draft\n", "\nstatus: Postponed\n", "status Draft -> Postponed (not in KIP-1.md:126 nor used)")
f = s.pick("\n## Motivation\n")
s.setbody("g", f, "## Motivation",
          "<!--\n    The motivation is critical for KIPs that want to change the Kaia protocol. It should clearly explain why "
          "the existing protocol specification is inadequate to address the problem that the KIP solves. KIP "
          "submissions without sufficient motivation may be rejected outright.\n\n    TODO: Remove this comment before "
          "submitting\n-->", "Motivation body replaced by the template's own comment (kip-template.md:35-40)")
s.score("# Kinds a-g. One copy: /tmp/eval24z-inj/kaia-kips.")

# whiley-rfcs: '- Feature Name/Start Date/RFC PR' bullets, '# Summary ... # Unresolved Issues' (0000-template.md).
s = kit.source("whiley-rfcs", "text", r"\d{4}-.*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (0000-template.md:9 and 35 of 35 RFCs have it)")
f = s.pick("\n# Summary\n")
s.sub("b", f, "\n# Summary\n", "\n# Summary\n\nThis builds on [RFC#0099](0099-missing-feature.md).\n",
      "added a link to 0099-missing-feature.md, which does not exist")
f = s.pick("\n# Summary\n")
num = f.split("/")[1][:4]
s.copy("c", f, f"text/{num}-duplicate-copy.md", f"copy of {f} under the same number {num}")
f = s.pick("\n# Summary\n")
s.setbody("g", f, "# Motivation",
          "Provide a detailed justification of why the change is needed.  This\nshould include examples to illustrate "
          "the problem or limitation with\nthe current version of Whiley.  Where possible, external links to\nsimilar "
          "or related discussions should be included.",
          "Motivation body replaced by the template's prompt (0000-template.md:11-14)")
s.score("# Kinds a, b, c, g. Not d, e or f: Whiley RFCs carry no status and no supersession (0000-template.md:1-3 "
        "has only Feature Name, Start Date, RFC PR; no RFC names a status or a successor). One copy: "
        "/tmp/eval24z-inj/whiley-rfcs.")
