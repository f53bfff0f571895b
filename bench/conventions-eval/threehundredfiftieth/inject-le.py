"""Inject defects into clean documents of a copy of each source of data353 (the three-hundred-and-fiftieth evaluation,
part le: blind, frozen as /tmp/frozen279). See inject_kit.py. Every edit below was chosen from the repositories' own
templates, process documents and documents (and SOURCES-le.txt) before anything ran.
Run: /work/main/.venv/bin/python inject-le.py (writes injected-<source>.txt into the set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen279"

# ---------------------------------------------------------------- data353 (threehundredfiftieth, le)
kit = Kit("threehundredfiftieth", "le", data="/work/data353", clean="/work/blind353", pool="/work/blind353",
          copies="/tmp/eval353-inj", frozen=FROZEN)

# dlang-dips: DIPs/DIPNNNN.md (no slug) in review at DIPs/, then status folders accepted/ (19), rejected/ (9), other/
# (23: postponed, superseded, abandoned, withdrawn) and archive/ (11, two-digit numbers); template Template.md (H1,
# '| Field | Value |' table with DIP: / Author: / Implementation: / Status:, sections Abstract / Contents / Rationale /
# Prior Work / Description / Breaking Changes and Deprecations / Reference / Copyright & License / History, each with
# 'Required.' and guidance text); '## Abstract' in 65 of 66 DIPs; docs/process-authoring.md: 'The DIP manager will
# assign a number and rename the file upon merging' (numbers 1000-1054 unique); status the table row '| Status: |
# Accepted |' (Accepted 18, Implemented 9, Rejected 9, Withdrawn 8, Postponed 5, Superseded 5, Abandoned 4, Formal
# Assessment 3, Approved 2, Draft 2); supersession: 'Status: Superseded' plus an Addendum 'superseded by [the
# acceptance of DIP 1030](../accepted/DIP1030.md)' (other/DIP1019, other/DIP1020) -- the only relative links between
# DIPs, in the form '../<folder>/DIPNNNN.md'; no newer DIP says it supersedes, so e is written in that same relative
# link style in the newer DIP's Prior Work: a, b, c, d, e, f, g.
R = "/work/data353/dlang-dips"
s = kit.source("dlang-dips", ["DIPs", "DIPs/accepted", "DIPs/rejected", "DIPs/other", "DIPs/archive"], r"DIP\d+\.md")
tpl = read(f"{R}/Template.md")
D = "DIPs"
f = s.take(f"{D}/accepted/DIP1024.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (Template.md, 'Required.', and 65 of 66 DIPs have it) from {f}")
f = s.take(f"{D}/accepted/DIP1021.md")
s.sub("b", f, "The language features proposed in DIP 25 and DIP 1000 greatly improved",
      "The language features proposed in DIP 25 and [DIP 1000](../accepted/DIP1000.md) greatly improved",
      f"link to ../accepted/DIP1000.md (DIP 1000 is DIPs/other/DIP1000.md, Superseded; other/DIP1019 writes "
      f"'[the acceptance of DIP 1030](../accepted/DIP1030.md)') added to {f}")
f = s.take(f"{D}/DIP1054.md")
s.sub("c", f, "| DIP:            | 1054 ", "| DIP:            | 1053 ",
      f"table row '| DIP: | 1054 |' -> '| DIP: | 1053 |' (DIPs/accepted/DIP1053.md is '| DIP: | 1053 |'; "
      f"docs/process-authoring.md: the DIP manager assigns the number) in {f}")
f = s.take(f"{D}/other/DIP1033.md")
s.edit(f, "| Status:         | Postponed ", "| Status:         | Superseded")
s.sub("d", f, "the DIP author requested that the review process be postponed until further notice.",
      "the DIP author requested that the review process be postponed until further notice. It was subsequently "
      "superseded by [the acceptance of DIP 1055](../accepted/DIP1055.md).",
      f"'| Status: | Superseded |' + Addendum 'superseded by [the acceptance of DIP 1055](../accepted/DIP1055.md)' "
      f"(no DIP 1055, the last is DIPs/DIP1054.md; other/DIP1019 writes 'superseded by [the acceptance of DIP "
      f"1030](../accepted/DIP1030.md)') in {f}")
old = s.take(f"{D}/accepted/DIP1013.md")
f = s.take(f"{D}/accepted/DIP1052.md")
s.sub("e", f, "[Epochs in C++](https://www.open-std.org/jtc1/sc22/wg21/docs/papers/2019/p1881r0.html).\n",
      "[Epochs in C++](https://www.open-std.org/jtc1/sc22/wg21/docs/papers/2019/p1881r0.html).\n\n"
      "This DIP supersedes [DIP 1013](../accepted/DIP1013.md) (The Deprecation Process).\n",
      f"'This DIP supersedes [DIP 1013](../accepted/DIP1013.md) (The Deprecation Process).' (link style of other/DIP1019"
      f" '[the acceptance of DIP 1030](../accepted/DIP1030.md)') added to {f}'s Prior Work; {old} left '| Status: | "
      f"Accepted |' and in DIPs/README.md's Accepted table")
f = s.take(f"{D}/accepted/DIP1029.md")
s.sub("f", f, "| Status:         | Accepted ", "| Status:         | Acepted  ",
      f"status 'Accepted' -> 'Acepted' (Accepted 18, Implemented 9, Rejected 9, Withdrawn 8, Postponed 5, Superseded 5, "
      f"Abandoned 4, Formal Assessment 3, Approved 2, Draft 2) in {f}")
f = s.take(f"{D}/rejected/DIP1027.md")
body = tpl.split("\n## Rationale\n", 1)[1].split("\n## Prior Work\n", 1)[0].strip("\n")
s.setbody("g", f, "## Rationale", body,
          f"'## Rationale' body replaced by Template.md's 'Required.\\n\\nA short motivation about the importance and "
          f"benefits of the proposed change. ...' in {f}")
s.score("# dlang-dips: kinds a, b, c, d, e, f, g. One copy: /tmp/eval353-inj/dlang-dips.")

# powershell-rfc: RFCNNNN-Title-With-Dashes.md in status folders Final/, Draft-Accepted/, Archive/{Draft,Experimental,
# Rejected,Withdrawn}; template RFCNNNN-New-RFC-Template.md (YAML front matter RFC: / Author: / Status: <Draft |
# Experimental | Accepted | Rejected | Withdrawn | Final> / SupercededBy: <link to another RFC> / ...; sections
# Motivation ('    As a <<user_profile>>, ...'), User Experience, Specification, Alternate Proposals and
# Considerations); '## Motivation' in 59 of 64; RFC0000: the Committee assigns the four-digit number (0001-0065; RFC0025
# already used by two files in Final/, the way a number gets taken twice here); status 'Status: Final' (Final 26,
# Rejected 15, Withdrawn 9, Draft 8, Draft-Accepted 3, Experimental 3); supersession in front matter only, on the old
# side ('SupercededBy: RFC0037' in Archive/Rejected/RFC0022); the newer side only by RFC0000's 'New RFCs should
# reference old RFCs', written as bare 'RFC0004' text (Final/RFC0013); cross-references to RFC files are links into
# blob/master/<folder>/RFCNNNN-....md (Final/RFC0016, RFC0020, RFC0033, RFC0064), relative links only to images: b is
# such a link made relative with a wrong name: a, b, c, d, e, f, g.
R = "/work/data353/powershell-rfc"
s = kit.source("powershell-rfc", ["Final", "Draft-Accepted", "Archive/Draft", "Archive/Experimental",
               "Archive/Rejected", "Archive/Withdrawn"], r"RFC\d{4}-.*\.md")
tpl = read(f"{R}/RFCNNNN-New-RFC-Template.md")
f = s.take("Final/RFC0045-Ternary-Operator.md")
s.delsec("a", f, "## Motivation",
         f"deleted '## Motivation' (RFCNNNN-New-RFC-Template.md and 59 of 64 RFCs have it) from {f}")
f = s.take("Final/RFC0016-Census-Telemetry.md")
s.sub("b", f, "[RFC0015 Startup Configuration](https://github.com/PowerShell/PowerShell-RFC/blob/master/1-Draft/"
      "RFC0015-PowerShell-StartupConfig.md)",
      "[RFC0015 Startup Configuration](../Archive/Rejected/RFC0015-PowerShell-Startup-Config.md)",
      f"link to ../Archive/Rejected/RFC0015-PowerShell-Startup-Config.md (the RFC is "
      f"Archive/Rejected/RFC0015-PowerShell-StartupConfig.md) in place of the blob/master/1-Draft/ link in {f}")
f = s.take("Final/RFC0051-Null-conditional-operators.md")
s.copy("c", f, "Final/RFC0051-Null-coalescing-operators.md",
       f"copy of {f} as Final/RFC0051-Null-coalescing-operators.md: number 0051 (and 'RFC: 0051') taken twice (RFC0000: "
       f"the Committee assigns a unique number; the two RFC0025 files in Final/)")
f = s.take("Archive/Withdrawn/RFC0031-PowerShellCore-Installer-Module.md")
s.sub("d", f, "SupercededBy: N/A\n", "SupercededBy: RFC0066\n",
      f"'SupercededBy: N/A' -> 'SupercededBy: RFC0066' (no RFC0066, the last is Draft-Accepted/RFC0065; "
      f"Archive/Rejected/RFC0022 writes 'SupercededBy: RFC0037') in {f}")
old = s.take("Final/RFC0004-PowerShell-Module-Versioning.md")
f = s.take("Final/RFC0013-PowerShellGet-PowerShellGallery_PreRelease_Version_Support.md")
s.sub("e", f, "adding that support would be a breaking change. \n",
      "adding that support would be a breaking change. \nThis RFC supersedes RFC0004.\n",
      f"'This RFC supersedes RFC0004.' (RFC0000: 'New RFCs should reference old RFCs'; {f} already cites 'RFC0004 "
      f"proposes ...') added to {f}; {old} left 'Status: Final' with no SupercededBy")
f = s.take("Final/RFC0052-Notification-On-Version-Update.md")
s.sub("f", f, "Status: Final\n", "Status: Fianl\n",
      f"status 'Final' -> 'Fianl' (template: Draft | Experimental | Accepted | Rejected | Withdrawn | Final; Final in 26 "
      f"of 64) in {f}")
f = s.take("Final/RFC0040-PowerShell-as-Login-Shell.md")
body = tpl.split("\n## Motivation\n", 1)[1].split("\n## User Experience\n", 1)[0].strip("\n")
s.setbody("g", f, "## Motivation", body,
          f"'## Motivation' body replaced by RFCNNNN-New-RFC-Template.md's '    As a <<user_profile>>, I can "
          f"<<functionality>>, so that <<benefit>>.' in {f}")
s.score("# powershell-rfc: kinds a, b, c, d, e, f, g. One copy: /tmp/eval353-inj/powershell-rfc.")

# bytecodealliance-rfcs: accepted/<kebab-case slug>.md (26, no number, no date: no c); templates template-full.md
# (Summary / Motivation / Proposal / Rationale and alternatives / Open questions, H1s each followed by a
# '[motivation]: #motivation' anchor line and guidance text) and template-draft.md (Summary / Motivation / Proposal
# sketch / Open questions); '# Motivation' in both templates and 18 of 26 RFCs (17 of the 19 that open with '#
# Summary'), '# Open questions' in both templates and 19 of 26 (+3 'Open Questions'; 18 of the 19 '# Summary' ones);
# no metadata, no status field (status is the folder: accepted by merging into accepted/), so no f; no supersessions
# anywhere (no d, e); cross-references are absolute blob/main/accepted/*.md URLs, relative links are './x.png' images
# and README's '[template-full.md](template-full.md)': a, a, b, g.
R = "/work/data353/bytecodealliance-rfcs"
s = kit.source("bytecodealliance-rfcs", "accepted", r"[\w-]+\.md")
tpl = read(f"{R}/template-full.md")
D = "accepted"
f = s.take(f"{D}/wasmtime-instance-allocator.md")
s.delsec("a", f, "# Motivation",
         f"deleted '# Motivation' (template-full.md, template-draft.md and 18 of 26 RFCs, 17 of the 19 with '# Summary', "
         f"have it) from {f}")
f = s.take(f"{D}/wasmtime-lts.md")
s.delsec("a", f, "# Open questions",
         f"deleted '# Open questions' (template-full.md, template-draft.md and 19 of 26 RFCs, 18 of the 19 with '# "
         f"Summary', have it) from {f}")
f = s.take(f"{D}/remove-old-cranelift-backend.md")
s.sub("b", f, "the backend. In #10, we suggested",
      "the backend. In #10 ([the backend transition RFC](./cranelift-new-backend-transition.md)), we suggested",
      f"link to ./cranelift-new-backend-transition.md (RFC #10 is accepted/cranelift-backend-transition.md; images are "
      f"linked './benchmark-suite-milestones.png') added to {f}")
f = s.take(f"{D}/cfi-improvements-with-pauth-and-bti.md")
body = tpl.split("\n# Rationale and alternatives\n", 1)[1].split("\n# Open questions\n", 1)[0].strip("\n")
s.setbody("g", f, "# Rationale and alternatives", body,
          f"'# Rationale and alternatives' body replaced by template-full.md's '[rationale-and-alternatives]: "
          f"#rationale-and-alternatives' + 'What other designs have been considered and what is the rationale for "
          f"chosing the one proposed?' in {f}")
s.score("# bytecodealliance-rfcs: kinds a, a, b, g (no numbers: no c; no status: no f; no supersessions: no d, e). "
        "One copy: /tmp/eval353-inj/bytecodealliance-rfcs.")
