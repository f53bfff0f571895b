"""Inject the seven kinds of defect into clean documents of a copy of each data24u source (twenty-first evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24u-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24u/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentyfirst", "b", data="/work/data24u", clean="/tmp/eval24u", copies="/tmp/eval24u-inj", frozen="/tmp/frozen21")

# adaptris-adr: MADR 2 (docs/adr/template.md, Jekyll front matter), bullet '* Status: Accepted'; the template writes
# supersession only on the old record: '* Status: [accepted , superseeded by [ADR-0005](template.md) , ...]' (template.md:7).
D = "docs/adr/"
s = kit.source("adaptris-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (template.md:13, not optional; 12 of 12 records have it)")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n",
      "\nSee also [ADR-0012](0012-message-tracing.md).\n\n## Decision Outcome\n",
      "link to 0012-message-tracing.md, which does not exist (records end at 0011)")
f = s.pick("\n* Status: Accepted\n")
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (records 0000-0011, one number each)")
f = s.pick("\n* Status: Accepted\n")
s.sub("d", f, "\n* Status: Accepted\n", "\n* Status: Superseded by [ADR-0012](0012-message-tracing.md)\n",
      "'* Status: Superseded by [ADR-0012](0012-message-tracing.md)' (the template's form, template.md:7); 0012 does not exist")
f = s.pick("\n* Status: Accepted\n")
s.sub("f", f, "\n* Status: Accepted\n", "\n* Status: Postponed\n",
      "status 'Postponed' (records use Accepted/ACCEPTED, one DRAFT; template.md:7 offers accepted, superseded, deprecated)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "Context and Problem Statement body replaced by the template's prompt (template.md:15)")
s.score("# adaptris-adr: kinds a b c d f g. e does not apply: the template writes supersession only on the old record "
        "('superseeded by [ADR-0005](...)' in the Status bullet, template.md:7) and has no 'supersedes' field, so a record "
        "marked superseded whose successor stays in force is the normal form. One copy: /tmp/eval24u-inj/adaptris-adr.")

# alfresco-adr: adr-tools (.adr-dir), '# N. Title', 'Date:', '## Status' Accepted (10 of 10), Context, Decision,
# Consequences; no supersession yet, so d and e use adr-tools' own form: 'Superseded by [N. Title](file)' under Status on
# the old record, 'Supersedes [N. Title](file)' on the new.
D = "docs/adrs/"
s = kit.source("alfresco-adr", "docs/adrs", r"\d{4}-.*\.md")
f = s.pick("## Status\n\nAccepted\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (10 of 10 records have it; adr-tools' template)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [11. Use a service mesh](0011-use-a-service-mesh.md).\n\n## Decision\n",
      "link to 0011-use-a-service-mesh.md, which does not exist (records end at 0010)")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (adr-tools numbering 0001-0010)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [11. Use a service mesh](0011-use-a-service-mesh.md)\n",
      "status 'Superseded by [11. Use a service mesh](0011-use-a-service-mesh.md)' (adr-tools' form); 0011 does not exist")
old = s.pick("## Status\n\nAccepted\n")
new = s.pick("## Status\n\nAccepted\n")
oldname = old.split("/")[-1]
num = int(oldname[:4])
s.sub("e", new, "## Status\n\nAccepted\n", f"## Status\n\nAccepted\n\nSupersedes [{num}. Earlier decision]({oldname})\n",
      f"'Supersedes [{num}. ...]({oldname})' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n", "status 'Postponed' (every record is Accepted)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by adr-tools' template sentence (.adr-dir marks adr-tools)")
s.score("# alfresco-adr: kinds a b c d e f g (all apply; no template file, but .adr-dir and 0001-record-architecture-"
        "decisions.md mark adr-tools). One copy: /tmp/eval24u-inj/alfresco-adr.")

# weaveworks-adr: adr-tools (.adr-dir), '## Status' Accepted/Proposed/Approved; supersession written in prose under Status:
# 'This ADR is in part superseded by [ADR 17](file)' (0013:7) and 'This ADR supersedes parts of [ADR 13](file)' (0017:9).
D = "docs/adrs/"
s = kit.source("weaveworks-adr", "docs/adrs", r"\d{4}-.*\.md")
f = s.pick("## Status\n\nAccepted\n")
s.delsec("a", f, "## Context", "deleted '## Context' (23 of 23 records have it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR 27](0027-flux-ui-plugins.md).\n\n## Decision\n",
      "link to 0027-flux-ui-plugins.md, which does not exist (records end at 0026)")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (adr-tools numbering)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nAccepted\n\nThis ADR is superseded by [ADR 27](0027-flux-ui-plugins.md).\n",
      "'This ADR is superseded by [ADR 27](0027-flux-ui-plugins.md).' under Status (the form of 0013:7); 0027 does not exist")
old = s.pick("## Status\n\nAccepted\n")
new = s.pick("## Status\n\nAccepted\n")
oldname = old.split("/")[-1]
num = int(oldname[:4])
s.sub("e", new, "## Status\n\nAccepted\n", f"## Status\n\nAccepted\n\nThis ADR supersedes [ADR {num}]({oldname}).\n",
      f"'This ADR supersedes [ADR {num}]({oldname}).' under Status (the form of 0017:9) while {old} stays 'Accepted' "
      "and does not name it")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n",
      "status 'Postponed' (records use Accepted, Proposed, once Approved)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by adr-tools' template sentence (.adr-dir marks adr-tools; 0001 is adr-tools' first record)")
s.score("# weaveworks-adr: kinds a b c d e f g (all apply; no template file, adr-tools by .adr-dir and 0001). "
        "One copy: /tmp/eval24u-inj/weaveworks-adr.")

# emblem-adr: own template docs/decisions/template.md, records named by date (YYYY-MM[-DD]-slug.md), not numbered;
# '* **Status:** approved'; supersession only on the old record: '* **Status:** superceded by [2021-06 API on Cloud Run](2021-06-run-api.md)'
# (2021-04-functions-api.md:3; template.md:3 'superceded by [2021-01-01 Example](...)').
s = kit.source("emblem-adr", "docs/decisions", r"\d{4}-.*\.md")
f = s.pick("\n## Context & Problem Statement\n")
s.delsec("a", f, "## Context & Problem Statement",
         "deleted '## Context & Problem Statement' (template.md:8; 39 of 44 records have it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [2023-05 Cloud Deploy](2023-05-cloud-deploy.md).\n\n## Decision\n",
      "link to 2023-05-cloud-deploy.md, which does not exist")
f = s.pick("\n* **Status:** approved\n")
s.sub("d", f, "\n* **Status:** approved\n",
      "\n* **Status:** superceded by [2023-05 Cloud Deploy](2023-05-cloud-deploy.md)\n",
      "'* **Status:** superceded by [2023-05 Cloud Deploy](2023-05-cloud-deploy.md)' (the form of 2021-04-functions-api.md:3); "
      "no such record")
f = s.pick("\n* **Status:** approved\n")
s.sub("f", f, "\n* **Status:** approved\n", "\n* **Status:** postponed\n",
      "status 'postponed' (template.md:3 offers proposed, rejected, approved, deprecated, superceded by)")
f = s.pick("\n## Context & Problem Statement\n")
s.setbody("g", f, "## Context & Problem Statement",
          "2-3 sentences explaining the problem and why it's challenging.",
          "Context & Problem Statement body replaced by the template's prompt (template.md:10)")
s.score("# emblem-adr: kinds a b d f g. c does not apply: records are named by date, not numbered (README.md, several "
        "records share a month, e.g. 2021-04-*). e does not apply: supersession is written only on the old record "
        "('superceded by [...](file)', 2021-04-functions-api.md:3, 2021-03-avoid-js-frameworks.md:3, 2021-07-cloud-identity.md:3; "
        "the template has 'Builds on', no 'supersedes'), and none of the three successors names its predecessor, so a "
        "one-sided supersession is the normal form. One copy: /tmp/eval24u-inj/emblem-adr.")
