"""Inject the seven kinds of defect into clean documents of a copy of each data24v source (twenty-second evaluation,
helper a: mobilecoin-mcips, amaranth-rfcs, cedar-rfcs, sswg-proposals), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24v-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24v/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header.
Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentysecond", "a", data="/work/data24v", clean="/tmp/eval24v", copies="/tmp/eval24v-inj",
          frozen="/tmp/frozen22")

# mobilecoinfoundation/mcips: Rust-style 0000-template.md (bullet header Feature Name / Start Date / MCIP PR /
# Tracking Issue; '# Summary' ... '# Future possibilities', each with a '[x]: #x' anchor line and '>' prompts);
# no status field; later changes are prose notes ('*Note:* ... updated by MCIP #26 and MCIP #33', 0003:6-7).
s = kit.source("mobilecoin-mcips", "text", r"(?!0000)\d{4}-.*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (0000-template.md:11; doccheck: required, 26 of 28)")
f = s.pick("\n# Drawbacks\n")
s.sub("b", f, "\n# Drawbacks\n", "\n# Drawbacks\n\nSee also [MCIP 99](0099-no-such-mcip.md).\n",
      "added a link to 0099-no-such-mcip.md (no such file)")
f = s.pick("\n# Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"text/{num}-copy-of-proposal.md", f"copied {f} as text/{num}-copy-of-proposal.md: two MCIPs numbered {num}")
f = s.pick("\n# Summary\n")
s.setbody("g", f, "# Summary", "[summary]: #summary\n\n> One paragraph explanation of the feature.",
          "'# Summary' body replaced by the template's anchor and prompt (0000-template.md:6-9)")
s.score("# mobilecoin-mcips. Kinds a, b, c, g. Not d, e: MCIPs have no supersession field or status; later "
        "changes are prose notes ('*Note:* ... updated by MCIP #26', text/0003-encrypted-memos.md:6-7). Not f: no "
        "status field (0000-template.md:1-4). One copy: /tmp/eval24v-inj/mobilecoin-mcips.")

# amaranth-lang/rfcs: Rust-style 0000-template.md (Start Date / RFC PR / Amaranth Issue bullets, '# Name of the RFC',
# '## Summary' ... '## Future possibilities' with anchors); no status field (state = merged PR, README.md:75);
# later changes are an '> **Amendments**' quote ('updated by [RFC #8](...)', text/0001:10-11), no supersession.
s = kit.source("amaranth-rfcs", "text", r"(?!0000)\d{4}-.*\.md")
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (0000-template.md:7; 58 of 58 RFCs)")
f = s.pick("\n## Drawbacks\n")
s.sub("b", f, "\n## Drawbacks\n", "\n## Drawbacks\n\nSee also [RFC #99](0099-no-such-rfc.md).\n",
      "added a link to 0099-no-such-rfc.md (no such file)")
f = s.pick("\n## Motivation\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"text/{num}-copy-of-rfc.md", f"copied {f} as text/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n## Summary\n")
s.setbody("g", f, "## Summary", "[summary]: #summary\n\nOne paragraph explanation of the feature.",
          "'## Summary' body replaced by the template's anchor and prompt (0000-template.md:7-10)")
s.score("# amaranth-rfcs. Kinds a, b, c, g. Not d, e: no supersession is written; changes are '> **Amendments**' "
        "quotes (text/0001-aggregate-data-structures.md:10-11). Not f: no status field; an RFC in text/ is merged "
        "and active (README.md:75). One copy: /tmp/eval24v-inj/amaranth-rfcs.")

# cedar-policy/rfcs: text/0000-template.md ('## Related issues and PRs', '## Timeline' with dated stages Started /
# Accepted / Landed / Released / Stabilized (README.md:7-30; Rejected for archived ones), Summary, Basic example,
# Motivation, Detailed design, Drawbacks, Alternatives); supersession on the successor only: '- Related RFC(s):
# Supersedes [RFC 68](...)' (text/0082-entity-tags.md:6); a rejected RFC moves to archive/rfc/ (README.md:48).
s = kit.source("cedar-rfcs", "text", r"(?!0000)\d{4}-.*\.md")
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (text/0000-template.md:16; 22 of 22)")
f = s.pick("\n## Drawbacks\n")
s.sub("b", f, "\n## Drawbacks\n", "\n## Drawbacks\n\nSee also [RFC 199](0199-no-such-rfc.md).\n",
      "added a link to 0199-no-such-rfc.md (no such file)")
f = s.pick("\n## Summary\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"text/{num}-copy-of-rfc.md", f"copied {f} as text/{num}-copy-of-rfc.md: two RFCs numbered {num}")
f = s.pick("\n## Related issues and PRs\n\n- Reference Issues:")
s.sub("d", f, "\n## Related issues and PRs\n\n- Reference Issues:",
      "\n## Related issues and PRs\n\n- Related RFC(s): Superseded by [RFC 199](0199-no-such-rfc.md)\n- Reference Issues:",
      "'- Related RFC(s): Superseded by [RFC 199](0199-no-such-rfc.md)' (the Related RFC(s) line of "
      "text/0082-entity-tags.md:6, turned round); there is no RFC 199")
old = s.pick("\n- Accepted: 20")
oldnum = old.split("/")[-1][:4]
new = s.pick("\n## Related issues and PRs\n\n- Reference Issues:")
s.sub("e", new, "\n## Related issues and PRs\n\n- Reference Issues:",
      f"\n## Related issues and PRs\n\n- Related RFC(s): Supersedes [RFC {int(oldnum)}]({old.split('/')[-1]})\n- Reference Issues:",
      f"'- Related RFC(s): Supersedes [RFC {int(oldnum)}]' (text/0082-entity-tags.md:6) while {old} stays in "
      "text/ as accepted (a replaced RFC leaves text/ for archive/rfc/, README.md:48)")
f = s.pick("\n- Landed: ")
s.sub("f", f, "\n- Landed: ", "\n- Obsoleted: 2025-01-01\n- Landed: ",
      "added Timeline stage '- Obsoleted: 2025-01-01' (not among README.md:7-30's stages)")
f = s.pick("\n## Basic example\n")
s.setbody("g", f, "## Basic example",
          "If the proposal involves a new or changed API, include a basic code example.\nOmit this section if it's not applicable.",
          "'## Basic example' body replaced by the template's prompt (text/0000-template.md:22-23)")
s.score("# cedar-rfcs. Kinds a, b, c, d, e, f, g (d and e in the 'Related RFC(s):' line, text/0082-entity-tags.md:6; "
        "f as a Timeline stage, the only status record, README.md:7-30). One copy: /tmp/eval24v-inj/cedar-rfcs.")

# swift-server/sswg: proposals/0000-template.md (Swift-evolution bullet header '* Proposal: [SSWG-NNNN](...)',
# '* Status: **...**', '* Previous Proposal(s): [SSWG-XXXX](XXXX-filename.md)'; Package Description, Introduction,
# Motivation, Proposed solution, Detailed design, Maturity Justification, Alternatives considered); statuses
# Implemented / Accepted (Sandbox|Incubating) / Active Review / Graduated; no 'Superseded by' field.
s = kit.source("sswg-proposals", "proposals", r"(?!0000)\d{4}-.*\.md")
f = s.pick("\n## Package Description\n")
s.delsec("a", f, "## Package Description",
         "deleted '## Package Description' (proposals/0000-template.md:16; 30 of 32)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee also [SSWG-0099](0099-no-such-proposal.md).\n",
      "added a link to 0099-no-such-proposal.md (no such file)")
f = s.pick("\n## Introduction\n")
num = f.split("/")[-1][:4]
s.copy("c", f, f"proposals/{num}-copy-of-proposal.md",
       f"copied {f} as proposals/{num}-copy-of-proposal.md: two proposals numbered SSWG-{num}")
old = "proposals/0007-statsd-client.md"
s.used.add(old)  # the predecessor is left as it is
new = s.pick("\n* Implementation:")
s.sub("e", new, "\n* Implementation:", "\n* Previous Proposal(s): [SSWG-0007](0007-statsd-client.md)\n* Implementation:",
      f"'* Previous Proposal(s): [SSWG-0007](0007-statsd-client.md)' (proposals/0000-template.md:14) while {old} "
      "stays '**Implemented**'")
f = s.pick("\n* Status: **Implemented**\n")
s.sub("f", f, "\n* Status: **Implemented**\n", "\n* Status: **Obsolete**\n",
      "status '**Obsolete**' (never used; statuses Implemented, Accepted (Sandbox/Incubating), Active Review, Graduated)")
f = s.pick("\n## Introduction\n")
s.setbody("g", f, "## Introduction",
          "A short explanation as to what is hoping to be accomplished with the proposed package. Try to keep it to a\n"
          "single-paragraph \"elevator pitch\" so the reader understands what\nproblem this proposal is addressing.",
          "'## Introduction' body replaced by the template's prompt (proposals/0000-template.md:29-31)")
s.score("# sswg-proposals. Kinds a, b, c, e, f, g (e in the template's own 'Previous Proposal(s):' field, "
        "proposals/0000-template.md:14, the only link between proposals it has). Not d: no 'Superseded by' "
        "field or status in the template or any proposal. One copy: /tmp/eval24v-inj/sswg-proposals.")
