"""Inject the seven kinds of defect into clean documents of a copy of each data24q source (seventeenth evaluation,
helper a: dlang-dips, graph-gips, fsharp-rfcs, casper-ceps), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24q-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24q/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header. Run: python inject-a.py
(prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, read  # noqa: E402

kit = Kit("seventeenth", "a", data="/work/data24q", clean="/tmp/eval24q", copies="/tmp/eval24q-inj",
          frozen="/tmp/frozen17")


def mark(s, *files):
    """Documents a kind uses without editing (a copy's original, the record a successor names) are kept from later
    picks, and must be clean."""
    for f in files:
        assert f in s.pool, (s.name, f)
        s.used.add(f)


# dlang/DIPs: the metadata table's 'Status:' row, sections of Template.md (Abstract/Rationale/Description 'Required.'),
# supersession written as Status 'Superseded' plus an Addendum 'superseded by [the acceptance of DIP 1030](...)'.
s = kit.source("dlang-dips", ["DIPs", "DIPs/accepted", "DIPs/rejected", "DIPs/other"], r"DIP\d+\.md")
f = s.pick("\n## Abstract\n")
s.delsec("a", f, "## Abstract", "deleted '## Abstract' (Template.md:10 'Required.', kept by 65 of 65)")
f = s.pick("\n## Rationale\n")
s.sub("b", f, "\n## Rationale\n", "\n## Rationale\nSee also [DIP 1099](DIP1099.md).\n",
      "added a link to DIP1099.md (no such DIP)")
mark(s, "DIPs/accepted/DIP1030.md")
s.copy("c", "DIPs/accepted/DIP1030.md", "DIPs/other/DIP1030.md",
       "DIPs/accepted/DIP1030.md left behind a second time in other/ (| DIP: | 1030 | kept)")
mark(s, "DIPs/other/DIP1033.md")
text = read(s.d / "DIPs/other/DIP1033.md")
s.sub("d", "DIPs/other/DIP1033.md", "| Postponed      ", "| Superseded     ",
      "Status 'Superseded' with an addendum 'superseded by [the acceptance of DIP 1099](../accepted/DIP1099.md)' "
      "(DIP1019's form; no DIP 1099)")
s.sub("d", "DIPs/other/DIP1033.md", text.rstrip().splitlines()[-1],
      text.rstrip().splitlines()[-1] + "\nThe DIP was subsequently superseded by "
      "[the acceptance of DIP 1099](../accepted/DIP1099.md).", "(the addendum line)")
s.edits.pop()
mark(s, "DIPs/accepted/DIP1010.md", "DIPs/accepted/DIP1053.md")
text = read(s.d / "DIPs/accepted/DIP1010.md")
s.sub("e", "DIPs/accepted/DIP1010.md", text.rstrip().splitlines()[-1],
      text.rstrip().splitlines()[-1] + "\n\n## Addendum\nThis DIP has been superseded by "
      "[the acceptance of DIP 1053](DIP1053.md).",
      "an addendum 'This DIP has been superseded by [the acceptance of DIP 1053](DIP1053.md)' (DIP1019/1040's prose) "
      "while its Status stays 'Accepted'")
mark(s, "DIPs/rejected/DIP1001.md")
s.sub("f", "DIPs/rejected/DIP1001.md", "| Rejected ", "| Tabled   ",
      "Status 'Tabled' (no DIP, DIPs/README.md section or process document uses it)")
f = s.pick("\n## Rationale\n")
s.setbody("g", f, "## Rationale",
          "Required.\n\nA short motivation about the importance and benefits of the proposed change.  An existing,\n"
          "well-known issue or a use case for an existing projects can greatly increase the\n"
          "chances of the DIP being understood and carefully evaluated.",
          "Rationale body = Template.md:27-31 ('Required.' and its prompt)")
s.score("# Kinds a, b, c, d, e, f, g (all apply: numbered DIPs, a Status row, supersession written as Status 'Superseded' "
        "plus an addendum naming the successor). One copy: /tmp/eval24q-inj/dlang-dips.")

# graphprotocol GIPs: RFC 822 preamble (Stage, Superseded-By, Replaces), Abstract and Motivation required (GIP-0001:82),
# stages Draft/Candidate/Approved/Deferred/Withdrawn/Implemented/Living (GIP-0001:55-57).
s = kit.source("graph-gips", "gips", r"(?!000[01]-)\d{4}.*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (GIP-0001:82: one of the two required sections; 76 of 81 keep it)")
f = s.pick("\n# Abstract\n")
s.sub("b", f, "\n# Abstract\n", "\n# Abstract\n\nThis builds on [GIP-0099](0099-no-such-gip.md).\n",
      "added a link to 0099-no-such-gip.md (no such GIP)")
mark(s, "gips/0031-arbitrum-grt-bridge.md")
s.copy("c", "gips/0031-arbitrum-grt-bridge.md", "gips/0031-arbitrum-grt-bridge-v2.md",
       "gips/0031-arbitrum-grt-bridge.md copied under the same number (GIP: \"0031\" kept)")
f = s.pick("\nStage: Candidate\n")
s.sub("d", f, "\nStage: Candidate\n", "\nStage: Withdrawn\nSuperseded-By: \"0099\"\n",
      "'Superseded-By: \"0099\"' and Stage Withdrawn (template gips/0000-template.md:10's form; no GIP-0099)")
old = "gips/0086.md"
mark(s, old)
f = s.pick("\nStage: Candidate\n")
s.sub("e", f, "\nStage: Candidate\n", "\nStage: Candidate\nReplaces: \"0086\"\n",
      "'Replaces: \"0086\"' while gips/0086.md stays 'Stage: Approved' with no Superseded-By (template:10-11)")
f = s.pick("\nStage: Draft\n")
s.sub("f", f, "\nStage: Draft\n", "\nStage: Final\n", "'Stage: Final' (not a GIP-0001 stage, no GIP uses it)")
f = s.pick("\n# Motivation\n")
s.setbody("g", f, "# Motivation", "*Why are you proposing this change? How will its adoption benefit The Graph protocol or "
          "community? What problem does it solve?*", "Motivation body = gips/0000-template.md:32's prompt")
s.score("# Kinds a, b, c, d, e, f, g (all apply: numbered GIPs, a Stage field, Superseded-By/Replaces in the preamble). "
        "GIP-0000 (template) and GIP-0001 (process) not used. One copy: /tmp/eval24q-inj/graph-gips.")

# fsharp/fslang-design: FS-NNNN RFCs on RFC_template.md (H1 sections); no status field, no supersession.
s = kit.source("fsharp-rfcs", ["RFCs", "FSharp-10.0", "FSharp-9.0", "FSharp-8.0"], r"FS-\d+.*\.md")
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (RFC_template.md:18; 55 of 56 keep it)")
f = s.pick("\n# Summary\n")
s.sub("b", f, "\n# Summary\n", "\n# Summary\n\nThis extends [FS-1999](FS-1999-no-such-rfc.md).\n",
      "added a link to FS-1999-no-such-rfc.md (no such RFC)")
mark(s, "RFCs/FS-1094-immarray.md")
s.copy("c", "RFCs/FS-1094-immarray.md", "RFCs/FS-1094-immutable-array.md",
       "RFCs/FS-1094-immarray.md copied under the same number ('# F# RFC FS-1094' kept)")
f = s.pick("\n# Motivation\n")
s.setbody("g", f, "# Motivation", "Why are we doing this? What use cases does it support? What is the expected outcome?",
          "Motivation body = RFC_template.md:20's prompt")
s.score("# Kinds a, b, c, g. Not d, e, f: the RFCs have no status field (a checklist; the folder tells the stage, "
        "README.md) and no supersession field or wording (no RFC says it is superseded). One copy: "
        "/tmp/eval24q-inj/fsharp-rfcs.")

# casper-network/ceps: Rust-RFC style text/NNNN-slug.md on 0000-template.md; no status, no supersession.
s = kit.source("casper-ceps", "text", r"\d{4}-.*\.md")
mark(s, "text/0001-adopt-cep-process.md")  # the process CEP (README.md:19), as GIP-0001 is left out above
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (0000-template.md:3; 43 of 44 keep it)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee also [CEP 99](0099-no-such-cep.md).\n",
      "added a link to 0099-no-such-cep.md (no such CEP)")
mark(s, "text/0042-network-qos.md")
s.copy("c", "text/0042-network-qos.md", "text/0042-network-qos-v2.md",
       "text/0042-network-qos.md copied under the same number (numbers are PR numbers, README.md:14)")
f = s.pick("\n## Motivation\n")
s.setbody("g", f, "## Motivation", "[motivation]: #motivation\n\nWhy are we doing this? What use cases does it support? "
          "What is the expected outcome?", "Motivation body = 0000-template.md:11-15 (anchor and prompt)")
s.score("# Kinds a, b, c, g. Not d, e, f: CEPs have no status and no supersession field (0000-template.md, README.md); "
        "one CEP (0035) says in prose it supersedes CEP 6 'in some aspects', not a convention. CEP 0001 (the process) "
        "not used. One copy: "
        "/tmp/eval24q-inj/casper-ceps.")
