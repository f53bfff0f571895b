"""Inject the seven kinds of defect into clean documents of a copy of each data31 source (thirty-first evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval31-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval31/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, read  # noqa: E402

kit = Kit("thirtyfirst", "a", data="/work/data31", clean="/tmp/eval31", copies="/tmp/eval31-inj", frozen="/tmp/frozen31")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


def updated_line(s, f):
    """The 'Updated: YYYY-MM-DD' header line of a LIP (inside its ``` header block)."""
    return next(line for line in read(s.d / f).split("\n") if line.startswith("Updated:"))


# lisk-lips (LiskHQ/lips proposals/): template template.md at the repository root (a ``` fenced RFC 822 header 'LIP: / Title: /
# Author: / Type: / Created: / Updated:', then '## Abstract', Copyright, Motivation, Rationale, Specification, Backwards
# Compatibility, Reference Implementation). Process lip-0001.md: statuses Draft | Active | Proposed | Deferred | Rejected |
# Withdrawn | Final | Replaced | Obsolete (:103); 'Replaces:' on the new side, 'Superseded-By:' on the old (:154-160), and the
# replaced LIP's status becomes Replaced (:192). LIPs link each other by full GitHub address (302 links
# 'https://github.com/LiskHQ/lips/blob/main/proposals/lip-NNNN.md'; one relative link in all).
P = "proposals/"
URL = "https://github.com/LiskHQ/lips/blob/main/proposals/"
s = kit.source("lisk-lips", "proposals", r"lip-\d{4}\.md")
f = take(s, P + "lip-0062.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (template.md:20; lip-0001.md:74-84 'Each LIP should have ... "
         "Motivation'; 72 of 73 LIPs)")
f = take(s, P + "lip-0060.md")
s.sub("b", f, "\n## Abstract\n", f"\n## Abstract\n\nThis LIP builds on [LIP 0099]({URL}lip-0099.md).\n",
      f"link '[LIP 0099]({URL}lip-0099.md)' in the repository's own form (full GitHub address, e.g. lip-0064.md:16); "
      "there is no LIP 0099 (README.md's table ends at 0074)")
f = take(s, P + "lip-0046.md")
s.sub("c", f, "\nLIP: 0046\n", "\nLIP: 0045\n", "header 'LIP: 0045' in lip-0046.md: number 45 taken twice (lip-0045.md "
      "'LIP: 0045'; the form of bsip-0015's 'BSIP: 13' and chef rfc087's 'RFC: 86')")
f = take(s, P + "lip-0016.md")
u = updated_line(s, f)
s.sub("d", f, "\nStatus: Active\n", "\nStatus: Replaced\n", "")
s.edits.pop()
s.sub("d", f, u + "\n", u + "\nSuperseded-By: 0099\n", "'Status: Replaced' + 'Superseded-By: 0099' (the form of "
      "lip-0002.md:7,11); there is no LIP 0099")
f = take(s, P + "lip-0031.md")
u = updated_line(s, f)
s.sub("e", f, u + "\n", u + "\nSuperseded-By: 0066\n", "lip-0031 gets 'Superseded-By: 0066' (form of lip-0002.md:11) but "
      "keeps 'Status: Active' (lip-0001.md:192: a replaced LIP becomes 'Replaced'); lip-0066.md is Active")
f = take(s, P + "lip-0063.md")
s.sub("f", f, "\nStatus: Active\n", "\nStatus: Implemented\n", "status 'Implemented' (lip-0001.md:103: Draft | Active | "
      "Proposed | Deferred | Rejected | Withdrawn | Final | Replaced | Obsolete)")
f = take(s, P + "lip-0040.md")
s.setbody("g", f, "## Motivation", "Describe the motivations for this proposal.",
          "'## Motivation' body is the template's 'Describe the motivations for this proposal.' (template.md:22)")
s.score("# lisk-lips: kinds a b c d e f g, all apply. One copy: /tmp/eval31-inj/lisk-lips.")

# bitshares-bsips (bitshares/bsips, repository root): template BSIPs-Template.md: an indented (code block) header 'BSIP: /
# Title: / Authors: / Status: [ Draft | Accepted | Installed | Voting | Deferred | Rejected | Superseded | Obsoleted ] /
# Replaces: (optional) / Obsoleted-By: (optional) / Superseded-By: (optional) / Type: / Created: / Discussion: <url> / Worker:',
# then '# Abstract', Motivation, Rational, Specifications, Discussion, Summary for Shareholders, Copyright, See Also.
# Supersession old side only ('Status: Superseded' + 'Superseded-By: 0022', bsip-0005.md:5-6). Links 'bsip-NNNN.md'.
s = kit.source("bitshares-bsips", ".", r"bsip-\d{4}\.md")
f = take(s, "bsip-0030.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (BSIPs-Template.md:14; bsip-0001.md:125-128; 61 of 65 BSIPs)")
f = take(s, "bsip-0031.md")
s.sub("b", f, "# See Also\n\n", "# See Also\n\n* [BSIP 99](bsip-0099.md)\n",
      "link '[BSIP 99](bsip-0099.md)' under '# See Also' (the form of README.md's '[26](bsip-0026.md)'); there is no BSIP 99")
f = take(s, "bsip-0032.md")
s.sub("c", f, "    BSIP: 0032\n", "    BSIP: 0033\n", "header 'BSIP: 0033' in bsip-0032.md: number 33 taken twice "
      "(bsip-0033.md 'BSIP: 0033'; the form bsip-0015.md:1 'BSIP: 13' really has)")
f = take(s, "bsip-0023.md")
s.sub("d", f, "    Status: Draft\n", "    Status: Superseded\n", "")
s.edits.pop()
s.sub("d", f, "    Superseded-By: N/A\n", "    Superseded-By: 0099\n", "'Status: Superseded' + 'Superseded-By: 0099' "
      "(the form of bsip-0005.md:5-6); there is no BSIP 99")
f = take(s, "bsip-0018.md")
s.sub("e", f, "    Status: Installed\n", "    Status: Installed\n    Superseded-By: 0026\n",
      "bsip-0018 gets 'Superseded-By: 0026' (form of bsip-0005.md:6) but keeps 'Status: Installed' (template: "
      "'Superseded'); bsip-0026.md is Installed")
f = take(s, "bsip-0024.md")
s.sub("f", f, "    Status: Draft\n", "    Status: Withdrawn\n", "status 'Withdrawn' (BSIPs-Template.md:4: Draft | Accepted | "
      "Installed | Voting | Deferred | Rejected | Superseded | Obsoleted)")
f = take(s, "bsip-0027.md")
s.sub("g", f, "    Discussion: https://github.com/bitshares/bitshares-core/issues/188\n", "    Discussion: <url>\n",
      "'Discussion: <url>' left from the template (BSIPs-Template.md:10; the form of bsip-0039.md:10's 'Worker: <Id of "
      "worker proposal>')")
s.score("# bitshares-bsips: kinds a b c d e f g, all apply. One copy: /tmp/eval31-inj/bitshares-bsips.")

# aragon-agps (aragon/AGPs AGPs/): four templates, one per track (templates/association_, finance_, meta_,
# proclamation_template.md): YAML front matter AGP / Title / Author / Status: Stage III / Track / Created, then '# Insert title
# like "AGP-X: Example title" here' and the track's sections (Finance: Address of the transfer recipient, Amount of the
# transfer, Number and frequency ..., Purpose of the transfer, Recipient information), '## License'. Statuses: AGP-1 (before
# it was sunset, commit 02038b1) Stage I..VI, then 'Rejected' or 'Approved' after the vote (:155). AGPs link each other by full
# GitHub address (AGP-139.md:14). No supersession: AGP-139 'Reverse AGP-43' leaves AGP-43 Approved, nothing in a header.
A = "AGPs/"
s = kit.source("aragon-agps", "AGPs", r"AGP-\d+\.md")
f = take(s, A + "AGP-106.md")
s.delsec("a", f, "## Amount of the transfer", "deleted '## Amount of the transfer' from a Finance-track AGP "
         "(templates/finance_template.md:14; 22 of the 28 Finance AGPs have it, 24 counting 'Amount of the transfers')")
f = take(s, A + "AGP-143.md")
t = read(s.d / f)
h1 = next(line for line in t.split("\n") if line.startswith("# "))
s.sub("b", f, h1 + "\n", h1 + "\n\nThis proposal follows [AGP-200](https://github.com/aragon/AGPs/blob/master/AGPs/AGP-200.md).\n",
      "link '[AGP-200](https://github.com/aragon/AGPs/blob/master/AGPs/AGP-200.md)' in the repository's own form "
      "(AGP-139.md:14); there is no AGP 200")
f = take(s, A + "AGP-119.md")
s.sub("c", f, "\nAGP: 119\n", "\nAGP: 118\n", "front matter 'AGP: 118' in AGP-119.md: number 118 taken twice "
      "(AGP-118.md 'AGP: 118')")
f = take(s, A + "AGP-18.md")
s.sub("f", f, "\nStatus: Approved\n", "\nStatus: Executed\n", "status 'Executed' (AGP-1 at 02038b1: Stage I..VI, then "
      "'Rejected' or 'Approved' after the vote, :155; records use Approved, Rejected, Stage VI)")
f = take(s, A + "AGP-88.md")
s.sub("g", f, "\n# AGP 88: Community Rewards DAO\n", "\n# Insert title like \"AGP-X: Example title\" here\n",
      "H1 left as the template's '# Insert title like \"AGP-X: Example title\" here' (templates/finance_template.md:10)")
s.score("# aragon-agps: kinds a b c f g. d and e do not apply: the family has no supersession (no Replaces/Superseded "
        "header or status in the templates or AGP-1; AGP-139 'Reverse AGP-43' leaves AGP-43 'Approved'). One copy: "
        "/tmp/eval31-inj/aragon-agps.")
