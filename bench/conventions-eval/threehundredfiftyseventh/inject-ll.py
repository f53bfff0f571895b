"""Inject defects into clean documents of a copy of each source of data360 (the three-hundred-and-fifty-seventh
evaluation, part ll: blind, frozen as /tmp/frozen280). See inject_kit.py. Every edit below was chosen from the
repositories' own templates, process documents and documents before anything ran.
Run: /work/main/.venv/bin/python inject-ll.py (writes injected-<source>.txt into the set's folder).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen280"

# ---------------------------------------------------------------- data360 (threehundredfiftyseventh, ll)
kit = Kit("threehundredfiftyseventh", "ll", data="/work/data360", clean="/work/blind360", pool="/work/blind360",
          copies="/tmp/eval360-inj", frozen=FROZEN)

# jayvee-rfc: rfc/NNNN-slug/README.md (or rfc/NNNN-slug/NNNN-slug.md in 0013, 0015, 0016), 0001-0011 and 0013-0021;
# template rfc/0000-rfc-template.md (H1 '# RFC 0000: ...', a two-column table Feature Tag / Status / Responsible
# with the status comment 'Possible values: DRAFT, DISCUSSION, ACCEPTED, REJECTED', then ## Summary / Motivation /
# Explanation / Drawbacks / Alternatives / Possible Future Changes/Enhancements, each body only a '<!-- TODO: ... -->'
# guidance comment); apps/docs/.../01-rfc-process.md: copy the template, follow its TODOs, PR 'RFC <number>';
# Summary / Motivation / Explanation in the template and 20 of 20; status the backticked table (or bullet) value
# (ACCEPTED 19, DISCUSSION 1); numbers in the folder name and the H1 'RFC NNNN' (0012 never merged; an alternative
# 0011-value-mapper lived on a branch); extra link-valued table rows are the family's way to add metadata ('|
# Implemented via | [#123](...) |' in 0002 and 0006); supersession only in prose with the verb 'replace' (0004
# 'meant to replace the current LayoutValidator', 0010 'It replaces the current ConstraintTypes', 0021 'removes an
# unnecessary definition of RFC 0020'), older RFCs never marked; links between RFCs written as 0016's
# '[RFC0015](../0015-multi-file-jayvee/0015-multi-file-jayvee.md)', other mentions plain 'RFC 0020' (0021).
# 0001, 0002, 0004, 0017, 0018 are flagged by the clean run (not in the pool): a, b, c, d, e, f, g.
R = "/work/data360/jayvee-rfc"
tpl = read(f"{R}/rfc/0000-rfc-template.md")
folders = sorted(f"rfc/{x}" for x in os.listdir(f"{R}/rfc") if os.path.isdir(f"{R}/rfc/{x}"))
s = kit.source("jayvee-rfc", folders, r"README\.md|\d{4}-[\w-]+\.md")
f = s.take("rfc/0019-ternary-if/README.md")
s.delsec("a", f, "## Motivation",
         f"deleted '## Motivation' (rfc/0000-rfc-template.md and 20 of 20 RFCs have it) from {f}")
f = s.take("rfc/0021-sheet-row-access-syntax/README.md")
s.sub("b", f, "This RFC removes an unnecessary definition of RFC 0020 regarding",
      "This RFC removes an unnecessary definition of [RFC 0020](../0020-table-schema-value-types/README.md) regarding",
      f"plain 'RFC 0020' made a link in 0016's style to ../0020-table-schema-value-types/README.md (0020's feature tag; "
      f"its folder is rfc/0020-table-value-types) in {f}")
f = s.take("rfc/0011-value-transformer/README.md")
os.makedirs(s.d / "rfc/0011-value-mapper", exist_ok=True)
s.copy("c", f, "rfc/0011-value-mapper/README.md",
       f"copy of {f} as rfc/0011-value-mapper/README.md: number 0011 ('0011-' folder and '# RFC 0011:') taken twice "
       f"(one number per RFC folder; 0011-value-mapper was an unmerged alternative)")
f = s.take("rfc/0008-builtin-blocktypes/README.md")
s.sub("d", f, "| Responsible | `@rhazn` (written by `@felix-oq`)         |\n",
      "| Responsible | `@rhazn` (written by `@felix-oq`)         |\n"
      "| Replaced by | [RFC 0022](../0022-composite-blocktypes/README.md) |\n",
      f"table row '| Replaced by | [RFC 0022](../0022-composite-blocktypes/README.md) |' (a link-valued row as "
      f"'Implemented via', the family's verb 'replace'; no 0022, the last RFC is 0021) added to {f}")
old = s.take("rfc/0007-atomic-valuetypes/README.md")
f = s.take("rfc/0010-constraint-expressions/README.md")
s.sub("e", f, "It replaces the current ConstraintTypes (",
      "It replaces [RFC 0007](../0007-atomic-valuetypes/README.md) and its ConstraintTypes (",
      f"'It replaces [RFC 0007](../0007-atomic-valuetypes/README.md)' (the family's prose form, 0016's link style) "
      f"in {f}'s Summary; {old} left `ACCEPTED`")
f = s.take("rfc/0020-table-value-types/README.md")
s.sub("f", f, "| Status | `ACCEPTED` |\n", "| Status | `ACCEPTD` |\n",
      f"status `ACCEPTED` -> `ACCEPTD` (ACCEPTED 19, DISCUSSION 1; template: DRAFT, DISCUSSION, ACCEPTED, REJECTED) "
      f"in {f}")
f = s.take("rfc/0006-gtfs-rt-support/README.md")
body = tpl.split("\n## Summary\n", 1)[1].split("\n## ", 1)[0].strip("\n")
assert body == "<!-- TODO: Write a 1-3 sentence summary what this RFC is about. -->", body
s.setbody("g", f, "## Summary", body,
          f"'## Summary' body replaced by rfc/0000-rfc-template.md's '<!-- TODO: Write a 1-3 sentence summary what "
          f"this RFC is about. -->' in {f}")
s.score("# jayvee-rfc: kinds a, b, c, d, e, f, g. One copy: /tmp/eval360-inj/jayvee-rfc.")
