"""Inject the seven kinds of defect into clean documents of a copy of each data24s source (nineteenth evaluation,
helper a: chainagnostic-caips, apache-tvm-rfcs, strimzi-proposals, haxe-evolution), with the shared kit
(../inject_kit.py).

Each source is copied to /tmp/eval24s-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24s/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header. The family's process
document is never edited. Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("nineteenth", "a", data="/work/data24s", clean="/tmp/eval24s", copies="/tmp/eval24s-inj",
          frozen="/tmp/frozen19")


def mark(s, *files):
    """Documents a kind uses without editing are kept from picks."""
    for f in files:
        assert f in s.pool, (s.name, f)
        s.used.add(f)


# ChainAgnostic/CAIPs: YAML front matter (caip, title, author, discussions-to, status, type, created, updated,
# requires, replaces, superseded-by); statuses Draft | Rejected | Review | Last Call | Withdrawn | Final |
# Superseded (caip-1.md:36); 'superseded-by:' on the old CAIP, 'replaces:' on the new (caip-1.md:52, 98-100).
# Only 9 CAIPs are clean (47 link ../LICENSE, which is not in the copy), so the kinds share them one each.
s = kit.source("chainagnostic-caips", "CAIPs", r"caip-\d+\.md")
mark(s, "CAIPs/caip-285.md", "CAIPs/caip-311.md", "CAIPs/caip-312.md", "CAIPs/caip-363.md",
     "CAIPs/caip-390.md", "CAIPs/caip-50.md")  # kept for kinds c, d, e, f, g before any pick
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (caip-template.md:30, 51 of 53 CAIPs; the template: "
         "'submissions without sufficient motivation may be rejected outright')")
f = s.pick("\n## Specification\n")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [CAIP-999](./caip-999.md).\n",
      "added a link to ./caip-999.md (no such file)")
s.copy("c", "CAIPs/caip-285.md", "CAIPs/caip-285-2.md",
       "CAIPs/caip-285.md copied as CAIPs/caip-285-2.md ('caip: 285' twice)")
s.sub("d", "CAIPs/caip-311.md", "status: Draft\n", "status: Superseded\n",
      "'status: Superseded' and 'superseded-by: 999' (caip-1.md:36, 52; no CAIP 999)")
s.sub("d", "CAIPs/caip-311.md", "requires: 25, 217\n", "requires: 25, 217\nsuperseded-by: 999\n", "(the header)")
s.edits.pop()
s.sub("e", "CAIPs/caip-312.md", "requires: 25, 217\n", "requires: 25, 217\nreplaces: 363\n",
      "caip-312 'replaces: 363' while caip-363.md stays 'status: Draft' with no 'superseded-by:' "
      "(caip-1.md:98-100 asks for both)")
s.sub("f", "CAIPs/caip-390.md", "status: Draft\n", "status: Stagnant\n",
      "'status: Stagnant' (not in caip-1.md:36, no CAIP uses it)")
s.setbody("g", "CAIPs/caip-50.md", "## Abstract",
          "A short (~200 word) description of the technical issue being addressed.",
          "'## Abstract' body replaced by the template's prompt (caip-template.md:29)")
s.score("# chainagnostic-caips: all seven kinds apply (caip-1.md:36 lists the statuses, :98-100 the "
        "superseded-by / replaces pair). One copy: /tmp/eval24s-inj/chainagnostic-caips.")

# apache/tvm-rfcs: Rust-RFC-like bullet header (Feature Name, Start Date, RFC PR, GitHub Issue), RFCs numbered by
# their PR (README.md:58-61); no status field, no supersession convention.
s = kit.source("apache-tvm-rfcs", "rfcs", r"\d{4}[-_].*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (0000-template.md:11, 64 of 67 RFCs)")
f = s.pick("\n# Reference-level explanation\n")
s.sub("b", f, "\n# Reference-level explanation\n",
      "\n# Reference-level explanation\n\nSee also [RFC 0999](./0999-missing-rfc.md).\n",
      "added a link to ./0999-missing-rfc.md (no such file)")
f = s.pick("- RFC PR:")
s.copy("c", f, f.replace(".md", "-v2.md"), f"{f} copied under the same number with '-v2' (RFC number twice)")
f = s.pick("\n# Drawbacks\n")
s.setbody("g", f, "# Drawbacks", "Why should we *not* do this?",
          "'# Drawbacks' body replaced by the template's prompt (0000-template.md:48)")
s.score("# apache-tvm-rfcs: kinds d, e, f do not apply (no status field and no supersession wording in "
        "0000-template.md, README.md or any RFC: a merged RFC is simply 'active'). "
        "One copy: /tmp/eval24s-inj/apache-tvm-rfcs.")

# strimzi/proposals: NNN-slug.md at the top, 000-template.md 'Add or remove sections as required' (line 1);
# no metadata, no status, no supersession.
s = kit.source("strimzi-proposals", ".", r"(?!000-)\d{3}-.*\.md")  # 000-template.md is no record
s.pool = [f.removeprefix("./") for f in s.pool]  # findings name top-level files without "./"
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee also [proposal 999](./999-missing-proposal.md).\n",
      "added a link to ./999-missing-proposal.md (no such file)")
f = s.pick("\n## Proposal\n")
s.copy("c", f, f.replace(".md", "-v2.md"), f"{f} copied under the same number with '-v2' (number twice; "
       "README.md's index gives each number once)")
f = s.pick("\n## Rejected alternatives\n")
s.setbody("g", f, "## Rejected alternatives",
          "Call out options that were considered while creating this proposal, but then later rejected, along "
          "with reasons why.", "'## Rejected alternatives' body replaced by the template's prompt "
          "(000-template.md:29)")
s.score("# strimzi-proposals: kind a does not apply (000-template.md:1 'Add or remove sections as required', "
        "AGENTS.md repeats it); d, e, f do not apply (no status and no supersession in template, README or "
        "proposals). One copy: /tmp/eval24s-inj/strimzi-proposals.")

# HaxeFoundation/haxe-evolution: '* Proposal: [HXP-NNNN](NNNN-filename.md)', '* Author:', '* Status:' written
# freely (implemented in X / [to be implemented](url) / [superseded](url)); sections of 0000-template.md.
s = kit.source("haxe-evolution", "proposals", r"\d{4}-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (0000-template.md:12, 19 of 19 HXPs)")
f = s.pick("\n## Detailed design\n")
s.sub("b", f, "\n## Detailed design\n", "\n## Detailed design\n\nSee also [HXP-0099](0099-missing-proposal.md).\n",
      "added a link to 0099-missing-proposal.md (no such file)")
f = s.pick("* Proposal:")
s.copy("c", f, f.replace(".md", "-v2.md"), f"{f} copied under the same number with '-v2' (HXP number twice)")
f = s.pick("* Status: implemented in 4.0.0")
s.sub("d", f, "* Status: implemented in 4.0.0", "* Status: [superseded](0099-successor-proposal.md)",
      "'* Status: [superseded](0099-successor-proposal.md)' (0008-macro-forward.md:5's form, linked to a "
      "successor HXP that does not exist)")
f = s.pick("* Status: implemented in 4.0.0")
s.sub("f", f, "* Status: implemented in 4.0.0", "* Status: frozen",
      "'* Status: frozen' (HXPs only write implemented / to be implemented / superseded)")
f = s.pick("\n## Impact on existing code\n")
s.setbody("g", f, "## Impact on existing code",
          "What impact this change will have on existing code? Will it break compilation?\n"
          "Will it compile, but break in run-time? How easy it is to migrate existing Haxe code?",
          "'## Impact on existing code' body replaced by the template's (0000-template.md:27-28)")
s.score("# haxe-evolution: kind e does not apply (supersession is written on the old side only, as "
        "'Status: [superseded](link)', and nothing asks the successor to answer; no HXP names another as "
        "superseded). One copy: /tmp/eval24s-inj/haxe-evolution.")
