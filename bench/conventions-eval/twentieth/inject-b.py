"""Inject the seven kinds of defect into clean documents of a copy of each data24t source (twentieth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24t-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24t/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentieth", "b", data="/work/data24t", clean="/tmp/eval24t", copies="/tmp/eval24t-inj", frozen="/tmp/frozen20")

# semantic-kernel-adr: MADR 3 (docs/decisions/adr-template.md, plus adr-short-template.md), YAML front matter 'status:';
# supersession is written only on the old record: 'status: superseded by [ADR-0038](0038-...md)' (0015:2, 0006:2, 0010:3).
D = "docs/decisions/"
s = kit.source("semantic-kernel-adr", "docs/decisions", r"\d{4}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (adr-template.md:14, not optional; 74 of 77 records have it)")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n",
      "\nSee also [ADR-0074](0074-agent-runtime-hosting.md).\n\n## Decision Outcome\n",
      "link to 0074-agent-runtime-hosting.md, which does not exist (records end at 0073)")
f = s.pick("\nstatus: accepted\n")
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (README.md:9-10: NNNN is the next number in sequence)")
f = s.pick("\nstatus: accepted\n")
s.sub("d", f, "\nstatus: accepted\n", "\nstatus: superseded by [ADR-0074](0074-agent-runtime-hosting.md)\n",
      "'status: superseded by [ADR-0074](0074-agent-runtime-hosting.md)' (the form of 0015:2); 0074 does not exist")
f = s.pick("\nstatus: accepted\n")
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: postponed\n",
      "status 'postponed' (never used; adr-template.md:3 offers proposed | rejected | accepted | deprecated | superseded by)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of "
          "an illustrative story.\nYou may want to articulate the problem in form of a question and add links to "
          "collaboration boards or issue management systems.}",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:16-17)")
s.score("# semantic-kernel-adr: kinds a b c d f g. e does not apply: supersession is written only on the old record "
        "('status: superseded by [ADR-N](file)', 0015:2, 0006:2, 0010:3; the template has no 'supersedes' field and no "
        "successor names what it replaces), so a record marked superseded with its successor in force is the normal form. "
        "One copy: /tmp/eval24t-inj/semantic-kernel-adr.")

# embvm-adr: adr-tools (.adr-dir), '## Status' section with Accepted / Proposed; no supersession yet, so d and e use
# adr-tools' own form: 'Superseded by [N. Title](file)' on the old record, 'Supersedes [N. Title](file)' on the new.
D = "docs/architecture/decisions/"
s = kit.source("embvm-adr", "docs/architecture/decisions", r"\d{4}-.*\.md")
f = s.pick("## Status\n\nAccepted\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (22 of 22 records have it; adr-tools' template)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [23. Use a scheduler](0023-use-a-scheduler.md).\n\n## Decision\n",
      "link to 0023-use-a-scheduler.md, which does not exist (records end at 0022)")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (adr-tools numbering 0001-0022)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [23. Use a scheduler](0023-use-a-scheduler.md)\n",
      "status 'Superseded by [23. Use a scheduler](0023-use-a-scheduler.md)' (adr-tools' form, cf. 0020:9 'Caused by [18. ...]'); "
      "0023 does not exist")
old = s.pick("## Status\n\nAccepted\n")
new = s.pick("## Status\n\nAccepted\n")
oldname = old.split("/")[-1]
num = int(oldname[:4])
s.sub("e", new, "## Status\n\nAccepted\n", f"## Status\n\nAccepted\n\nSupersedes [{num}. Earlier decision]({oldname})\n",
      f"'Supersedes [{num}. ...]({oldname})' under Status (adr-tools' form, like 0020:9's 'Caused by') while {old} stays 'Accepted'")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n", "status 'Postponed' (the records use Accepted, Proposed)")
f = s.pick("## Status\n\nAccepted\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by adr-tools' template sentence (as 0020:13 and 0022:11 still have)")
s.score("# embvm-adr: kinds a b c d e f g (all apply; no template file, but .adr-dir marks adr-tools, whose template "
        "sentence two records still carry). One copy: /tmp/eval24t-inj/embvm-adr.")

# sysprims-adr: own template docs/decisions/adr-template.md: blockquote '> **Status**: Proposed | Accepted | Deprecated |
# Superseded', '> **Supersedes**: [ADR-NNNN ...]', '> **Superseded by**: [ADR-NNNN ...]' (no record uses them yet).
D = "docs/decisions/"
s = kit.source("sysprims-adr", "docs/decisions", r"ADR-\d{4}-.*\.md")
f = s.pick("> **Status**: Accepted")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (adr-template.md:17; 15 of 15 records have it)")
f = s.pick("> **Status**: Accepted")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR-0020](ADR-0020-process-sandboxing.md).\n\n## Decision\n",
      "link to ADR-0020-process-sandboxing.md, which does not exist (records end at ADR-0015)")
f = s.pick("> **Status**: Accepted")
s.copy("c", f, D + f.split("/")[-1][:9] + "copy-of-record.md",
       f"a copy of {f} under the same number (README.md:54 '<TYPE>-<NNNN>-<slug>.md', one record per number)")
f = s.pick("> **Status**: Accepted")
s.sub("d", f, "> **Status**: Accepted",
      "> **Status**: Superseded\n> **Superseded by**: [ADR-0020](ADR-0020-process-sandboxing.md)",
      "'> **Status**: Superseded' + '> **Superseded by**: [ADR-0020](ADR-0020-process-sandboxing.md)' (adr-template.md:3,7); "
      "ADR-0020 does not exist")
old = s.pick("> **Status**: Accepted")
new = s.pick("> **Status**: Accepted")
oldname = old.split("/")[-1]
s.sub("e", new, "> **Status**: Accepted", f"> **Status**: Accepted\n> **Supersedes**: [{oldname[:8]}]({oldname})",
      f"'> **Supersedes**: [{oldname[:8]}]({oldname})' (adr-template.md:6) while {old} stays '> **Status**: Accepted'")
f = s.pick("> **Status**: Accepted")
s.sub("f", f, "> **Status**: Accepted", "> **Status**: Postponed",
      "status 'Postponed' (adr-template.md:3 offers Proposed | Accepted | Deprecated | Superseded)")
f = s.pick("> **Status**: Accepted")
s.setbody("g", f, "## Context", "What is the issue that we're seeing that is motivating this decision or change?",
          "Context body replaced by the template's prompt (adr-template.md:11)")
s.score("# sysprims-adr: kinds a b c d e f g (all apply). One copy: /tmp/eval24t-inj/sysprims-adr.")

# nsta-adr: no template; Jira-key titles, '* Status: APPROVED' bullets; 0000-0005 '## Context and problem statement',
# 0006-0011 '### Problem statement' + '### Solution'.
D = "documentation/adr/"
s = kit.source("nsta-adr", "documentation/adr", r"\d{4}-.*\.md")
f = s.pick("\n### Problem statement\n")
s.delsec("a", f, "### Problem statement",
         "deleted '### Problem statement' (every record states its problem: 6 as '### Problem statement', 6 as "
         "'## Context and problem statement')")
f = s.pick("* Status: APPROVED\n")
s.sub("b", f, "* Status: APPROVED\n", "* Status: APPROVED\n\nSee also [ADR-0012](0012-nomination-withdrawal.md).\n",
      "link to 0012-nomination-withdrawal.md, which does not exist (records end at 0011)")
f = s.pick("* Status: APPROVED\n")
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (records 0000-0011, index.md lists one per number)")
f = s.pick("* Status: APPROVED\n")
s.sub("f", f, "* Status: APPROVED\n", "* Status: POSTPONED\n", "status 'POSTPONED' (all 12 records are APPROVED)")
s.score("# nsta-adr: kinds a b c f. d and e do not apply: no record is superseded and the folder has no template, so "
        "there is no form of supersession of its own; g does not apply: no template, so no template text. One copy: "
        "/tmp/eval24t-inj/nsta-adr.")
