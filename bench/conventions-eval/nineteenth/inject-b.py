"""Inject the seven kinds of defect into clean documents of a copy of each data24s source (nineteenth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24s-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24s/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("nineteenth", "b", data="/work/data24s", clean="/tmp/eval24s", copies="/tmp/eval24s-inj", frozen="/tmp/frozen19")

# vultron-adr: MADR 4 (docs/adr/_adr-template.md) with YAML front matter 'status:'; supersession in front matter,
# 'superseded_by: <file>' on the old record (archived/0015:5) and 'supersedes: <file>' on the new (0041:5).
s = kit.source("vultron-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (_adr-template.md:18, not optional; 69 of 70 records have it)")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n",
      "\nSee also [ADR-0070](0070-adopt-event-sourcing.md).\n\n## Decision Outcome\n",
      "link to 0070-adopt-event-sourcing.md, which does not exist (records end at 0069)")
f = s.pick("\nstatus: accepted\n")
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (records numbered 0000-0069, one per number; index.md lists one per number)")
f = s.pick("\nstatus: accepted\n")
s.sub("d", f, "\nstatus: accepted\n", "\nstatus: superseded\nsuperseded_by: 0070-adopt-event-sourcing.md\n",
      "front matter 'status: superseded' + 'superseded_by: 0070-adopt-event-sourcing.md' (the form of archived/0015:2-5); "
      "0070 does not exist")
old = s.pick("\nstatus: accepted\n")
new = s.pick("\nstatus: accepted\n")
oldname = old.split("/")[-1]
s.sub("e", new, "\nstatus: accepted\n", f"\nstatus: accepted\nsupersedes: {oldname}\n",
      f"front matter 'supersedes: {oldname}' (the form of 0041:5) while {old} stays 'status: accepted'")
f = s.pick("\nstatus: accepted\n")
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: postponed\n",
      "status 'postponed' (never used; _adr-template.md:9 offers proposed | accepted | accepted-provisional | deprecated | "
      "rejected | superseded by)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of "
          "an illustrative story.\n You may want to articulate the problem in form of a question and add links to "
          "collaboration boards or issue management systems.}",
          "Context and Problem Statement body replaced by the template's prompt (_adr-template.md:20-21)")
s.score("# vultron-adr: kinds a b c d e f g (all apply). One copy: /tmp/eval24s-inj/vultron-adr.")

# kakuma-adr: adr-tools by hand (no template file), '## Status' section; 'Superceded by [N. title](file)' on the old
# record (0002, 0012), 'Supercedes [N. title](file)' on the new (0013, 0014). Clean records: only 0006-0011 (the DC205
# findings cover the rest), so the old record for e is 0003, flagged only for its date and left untouched.
s = kit.source("kakuma-adr", "doc/adr", r"\d{4}-.*\.md")
f = s.pick("## Status\n\nProposed\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (15 of 15 records have it)")
f = s.pick("## Status\n\nProposed\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [16. Use Rails](0016-use-rails.md).\n\n## Decision\n",
      "link to 0016-use-rails.md, which does not exist (records end at 0015)")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, "doc/adr/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (adr-tools numbering 0001-0015)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperceded by [16. Use Rails](0016-use-rails.md)\n",
      "status 'Superceded by [16. Use Rails](0016-use-rails.md)' (the form of 0002:7, 0012:7); 0016 does not exist")
old = "doc/adr/0003-sass-as-css-preprocessor.md"
new = s.pick("## Status\n\nAccepted\n")
s.sub("e", new, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupercedes [3. sass as css preprocessor](0003-sass-as-css-preprocessor.md)\n",
      f"'Supercedes [3. sass as css preprocessor](0003-...)' under Status (the form of 0013:9, 0014:9) while {old} "
      "stays 'Accepted'")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n",
      "status 'Postponed' (the records use Accepted, Proposed, Superceded by)")
s.score("# kakuma-adr: kinds a b c d e f. g does not apply: the folder has no template file (records were made with "
        "adr-tools in 2016 and edited by hand), so there is no template text of its own. One copy: "
        "/tmp/eval24s-inj/kakuma-adr.")

# rudder-adr: own template adr/template.md ('* Status: [accepted | deprecated | … | superseded by [ADR-0005](0005-example.md)]',
# Context / Decision / Consequences); files named by Redmine issue, records in subfolders.
s = kit.source("rudder-adr", ["adr/system", "adr/webapp"], r"\d+-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (template.md:17; 27 of 27 records have it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [29999](29999-use-zio-streams.md).\n\n## Decision\n",
      "link to 29999-use-zio-streams.md, which does not exist")
f = s.pick("* Status: accepted\n")
s.sub("d", f, "* Status: accepted\n", "* Status: superseded by [ADR-29999](29999-use-zio-streams.md)\n",
      "status 'superseded by [ADR-29999](29999-use-zio-streams.md)' (the form template.md:5 offers); 29999 does not exist")
f = s.pick("* Status: accepted\n")
s.sub("f", f, "* Status: accepted\n", "* Status: postponed\n",
      "status 'postponed' (template.md:5 offers accepted | deprecated | superseded by; records use accepted, proposed)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context", "What is the issue that we're seeing that is motivating this decision or change?",
          "Context body replaced by the template's prompt (template.md:11)")
s.score("# rudder-adr: kinds a b d f g. c does not apply: a file's number is its Redmine issue (template.md:3 "
        "'{REDMINE-ID}-{DESCRIPTION}.md'), and one issue rightly has several ADRs (28945 x6, 28181 x5), so a shared number "
        "is no defect. e does not apply: the template writes supersession only on the old record ('superseded by "
        "[ADR-N](...)', template.md:5) and no record supersedes another, so there is no successor-side form to leave "
        "one-sided. One copy: /tmp/eval24s-inj/rudder-adr.")

# uplc-adr: log4brains MADR template (doc/adr/template.md), '- Status:' list item; 'superseded by [name](file)' on the
# old record (0005:3, 20251006:3), '- Supersedes: [name](file)' on the new (20251009:6, 0006:115).
s = kit.source("uplc-adr", "doc/adr", r"\d{4,8}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (template.md:11; 15 of 15 records have it or 'Context')")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n",
      "\nSee also [20260801-cost-model-v2](20260801-cost-model-v2.md).\n\n## Decision Outcome\n",
      "link to 20260801-cost-model-v2.md, which does not exist")
f = s.pick("- Status: accepted\n")
assert f.split("/")[-1][:4].isdigit() and len(f.split("/")[-1].split("-")[0]) == 4, f
s.copy("c", f, "doc/adr/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same four-digit number (0001-0006 numbered one per number)")
f = s.pick("- Status: accepted\n")
s.sub("d", f, "- Status: accepted\n",
      "- Status: superseded by [20260801-cost-model-v2](20260801-cost-model-v2.md)\n",
      "status 'superseded by [20260801-cost-model-v2](20260801-cost-model-v2.md)' (the form of 0005:3, template.md:3); "
      "it does not exist")
old = s.pick("- Status: accepted\n")
new = s.pick("- Status: accepted\n")
oldname = old.split("/")[-1]
s.sub("e", new, "- Status: accepted\n", f"- Status: accepted\n- Supersedes: [{oldname}]({oldname})\n",
      f"'- Supersedes: [{oldname}]({oldname})' in the header list (the form of 20251009:6) while {old} stays 'accepted'")
f = s.pick("- Status: accepted\n")
s.sub("f", f, "- Status: accepted\n", "- Status: postponed\n",
      "status 'postponed' (template.md:3 offers draft | proposed | rejected | accepted | deprecated | superseded by)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "Context and Problem Statement body replaced by the template's prompt (template.md:13)")
s.score("# uplc-adr: kinds a b c d e f g (all apply; c on the four-digit numbered part, 0001-0006). One copy: "
        "/tmp/eval24s-inj/uplc-adr.")
