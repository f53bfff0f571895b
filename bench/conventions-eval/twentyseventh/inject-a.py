"""Twenty-seventh held-out set, helper a: defects injected into clean documents of bfd-rfcs, unity-netcode-rfcs,
sunpy-seps and vechain-vips, scored with the frozen code (/tmp/frozen27, commit 128760d)."""

import re
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, findings, read  # noqa: E402

kit = Kit("twentyseventh", "a", data="/work/data27", clean="/tmp/eval27", copies="/tmp/eval27-inj",
          frozen="/tmp/frozen27")


def line_with(s, f, start):
    """The first line of f that starts with `start`."""
    return next(x for x in read(s.d / f).split("\n") if x.startswith(start))


# bfd-rfcs: rust-rfc-derived template with '## Status' / '* Status: ...' (0000-template.md:16-19), RFCs sorted into
# status folders; no supersession form anywhere.
s = kit.source("bfd-rfcs", ["docs/rfcs/approved", "docs/rfcs/deferred", "docs/rfcs/implemented",
                            "docs/rfcs/rejected"], r"\d{4}-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (0000-template.md:39 and 26 of 27 RFCs have it)")
f = s.pick("\n## Prior Art\n")
s.sub("b", f, "\n## Prior Art\n", "\n## Prior Art\n\nSee [RFC 0099](../implemented/0099-bulk-export.md) first.\n",
      "added a link to ../implemented/0099-bulk-export.md, which does not exist")
f = s.pick("\n* Status: Implemented\n")
num = re.search(r"/(\d{4})-", f).group(1)
new = f.replace(".md", "-copy.md")
s.copy("c", f, new, f"copy of {f} under the same number {num}")
f = s.pick("\n* Status: Implemented\n")
s.sub("f", f, "\n* Status: Implemented\n", "\n* Status: Abandoned\n",
      "status Implemented -> Abandoned (0000-template.md:19 offers Proposed/Approved/Rejected/Implemented; files also use "
      "Deferred; never Abandoned)")
f = s.pick("\n## Motivation\n")
s.setbody("g", f, "## Motivation", "[Motivation]: #motivation\n\nWhy are we doing this? What use cases does it support? "
          "What is the expected outcome? Why is now the appropriate time to address this?",
          "Motivation body replaced by the template's prompt (0000-template.md:42)")
s.score("# Kinds a, b, c, f, g. Not d or e: BFD RFCs have no supersession form (no 'superseded'/'replaces' header or "
        "wording in any RFC, the template or README.md). One copy: /tmp/eval27-inj/bfd-rfcs.")

# unity-netcode-rfcs: rust-rfcs style, '- Start Date / - RFC PR / - SDK PR' bullets, '# Summary' ... (0000-template.md).
s = kit.source("unity-netcode-rfcs", "text", r"\d{4}-.*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (0000-template.md:13 and 16 of 16 RFCs have it)")
f = s.pick("\n# Prior art\n")
s.sub("b", f, "\n# Prior art\n", "\n# Prior art\n\nThis builds on [RFC 0099](0099-network-lobby.md).\n",
      "added a link to 0099-network-lobby.md, which does not exist")
f = s.pick("\n# Summary\n")
num = f.split("/")[1][:4]
s.copy("c", f, f"text/{num}-duplicate-copy.md", f"copy of {f} under the same number {num}")
f = s.pick("\n# Drawbacks\n")
s.setbody("g", f, "# Drawbacks", "[drawbacks]: #drawbacks\n\nWhy should we _not_ do this?",
          "Drawbacks body replaced by the template's prompt (0000-template.md:45)")
s.score("# Kinds a, b, c, g. Not d, e or f: the RFCs carry no status and no supersession (0000-template.md:4-6 has only "
        "Start Date, RFC PR, SDK PR; README.md:67 only says 'a note added to the original'). One copy: "
        "/tmp/eval27-inj/unity-netcode-rfcs.")

# sunpy-seps: header table | SEP | title | ... | status | (SEP-template.md:3-11); statuses SEP-0001.md:70-73.
s = kit.source("sunpy-seps", ".", r"SEP-\d{4}\.md")
# The kit names pool files "<folder>/<name>", i.e. "./SEP-0003.md" here, while check's output says "SEP-0003.md":
# strip "./" so that flagged files leave the pool and score() matches findings to edits.
flagged = {g for g, _, _ in findings(read("/tmp/eval27/sunpy-seps.check.txt"))}
s.pool = [p[2:] for p in s.pool if p[2:] not in flagged]
s.used.add("SEP-0001.md")  # the process SEP; its '## Introduction' is the embedded copy of the template (SEP-0001.md:92)
f = s.pick("\n## Introduction\n")
s.delsec("a", f, "## Introduction", "deleted '## Introduction' (SEP-template.md:13 and 9 of 10 SEPs have it)")
f = s.pick("\n## Detailed Description\n")
s.sub("b", f, "\n## Detailed Description\n",
      "\n## Detailed Description\n\nThis extends [SEP-0099](./SEP-0099.md).\n",
      "added a link to ./SEP-0099.md, which does not exist")
f = s.pick("\n## Introduction\n")
num = re.search(r"SEP-(\d{4})", f).group(1)
s.copy("c", f, f"SEP-{num}-copy.md", f"copy of {f} under the same number {num}")
f = s.pick("| accepted")
old = line_with(s, f, "| status")
s.sub("f", f, old, old.replace("accepted", "withdrawn", 1),
      "status accepted -> withdrawn (SEP-0001.md:70-73 knows Discussion, Accepted, Implemented, Rejected; never used)")
f = s.pick("\n## Introduction\n")
s.setbody("g", f, "## Introduction",
          "A short description of the SEP including a statement of the problem the SEP is seeking to solve",
          "Introduction body replaced by the template's prompt (SEP-template.md:15)")
s.score("# Kinds a, b, c, f, g. Not d or e: SEPs have no supersession form (SEP-0001.md:73 only says 'a future SEP can "
        "supersede the decision'; no SEP, nor the template, has a field or line for it). One copy: "
        "/tmp/eval27-inj/sunpy-seps.")

# vechain-vips: EIP-like front matter (VIP/Title/.../Status/CreatedAt, vip-template.md:1-10); supersession is
# 'Status: Superseded' plus a banner on the old VIP: '**This standard (VIP-193) has been superseded by the
# [VIP-214](./VIP-214.md).**' (VIP-193.md:10-12); the successor says nothing.
s = kit.source("vechain-vips", "vips", r"VIP-\d+\.md")
f = s.pick("\n## Overview\n")
s.delsec("a", f, "## Overview", "deleted '## Overview' (vip-template.md:12, not marked optional, and 20 of 23 VIPs have it)")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nThis builds on [VIP-999](./VIP-999.md).\n",
      "added a link to ./VIP-999.md, which does not exist")
f = s.pick("\nStatus: Final\n")
num = re.search(r"VIP-(\d+)", f).group(1)
s.copy("c", f, f"vips/VIP-{num}-copy.md", f"copy of {f} under the same number {num}")
f = s.pick("\nStatus: Final\n")
num = re.search(r"VIP-(\d+)", f).group(1)
s.sub("d", f, "\nStatus: Final\n", "\nStatus: Superseded\n", "")
s.edits.pop()  # one edit, two replacements: the status line and the banner under the front matter
s.sub("d", f, "\n---\n\n",
      f"\n---\n\n# ⚠️ SUPERSEDED ⚠️\n\n**This standard (VIP-{num}) has been superseded by the [VIP-999](./VIP-999.md).**\n\n",
      f"Status Final -> Superseded and the repository's banner 'has been superseded by the [VIP-999](./VIP-999.md)' "
      f"(VIP-193.md:10-12 form); VIP-999 does not exist")
f = s.pick("\nStatus: Final\n")
num = re.search(r"VIP-(\d+)", f).group(1)
s.sub("e", f, "\n---\n\n",
      f"\n---\n\n# ⚠️ SUPERSEDED ⚠️\n\n**This standard (VIP-{num}) has been superseded by the [VIP-251](./VIP-251.md).**\n\n",
      f"banner 'has been superseded by the [VIP-251](./VIP-251.md)' (VIP-193.md:10-12 form) added, status left Final")
f = s.pick("\nStatus: Draft\n")
s.sub("f", f, "\nStatus: Draft\n", "\nStatus: Deprecated\n",
      "status Draft -> Deprecated (README.md 'Status': Idea, Draft, Accepted, Final, Stagnant, Rejected, Withdrawn, "
      "Superseded; never used)")
f = s.pick("\n## Rationale\n")
s.setbody("g", f, "## Rationale",
          "<!--\n  The rationale fleshes out the specification by describing what motivated the design and why particular "
          "design decisions were made. It should describe alternate designs that were considered and related work, "
          "e.g. how the feature is supported in other languages.\n  \n  The current placeholder is acceptable for a "
          "draft.\n  \n  TODO: Remove this comment before submitting\n-->",
          "Rationale body replaced by the template's own comment (vip-template.md:34-40)")
s.score("# Kinds a-g. One copy: /tmp/eval27-inj/vechain-vips.")
