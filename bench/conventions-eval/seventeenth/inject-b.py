"""Inject the seven kinds of defect into clean documents of a copy of each data24q source (seventeenth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24q-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24q/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventeenth", "b", data="/work/data24q", clean="/tmp/eval24q", copies="/tmp/eval24q-inj", frozen="/tmp/frozen17")

# microbiomedata-adr: MADR (decisions/adr-template.md, adr-template-short.md), YAML front matter status.
s = kit.source("microbiomedata-adr", "decisions", r"\d{4}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (both templates and 26 of 26 documents have it)")
f = s.pick("\n## Considered Options\n")
s.sub("b", f, "\n## Considered Options\n", "\nSee also [ADR-0030](0030-sample-identifiers.md).\n\n## Considered Options\n",
      "link to 0030-sample-identifiers.md, which does not exist")
f = s.pick("status: accepted\n")
s.copy("c", f, "decisions/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (README.md:10 'NNNN is a consecutive number')")
f = s.pick("status: accepted\n")
s.sub("d", f, "status: accepted\n", "status: superseded by [ADR-0031](./0031-unified-id-minting.md)\n",
      "status 'superseded by [ADR-0031](./0031-unified-id-minting.md)' (the template's form, adr-template.md:3); 0031 does not exist")
old = s.pick("status: accepted\n")
new = s.pick("status: accepted\n")
s.sub("e", new, "status: accepted\n", f"status: accepted\nsupersedes: {old.split('/')[-1]}\n",
      f"front matter 'supersedes: {old.split('/')[-1]}' (the form of 0015-env-triad-value-sets.md:7) while {old} stays 'accepted'")
f = s.pick("status: proposed\n")
s.sub("f", f, "status: proposed\n", "status: postponed\n", "status 'postponed' (never used; the template offers proposed | "
      "rejected | accepted | deprecated | superseded)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of an "
          "illustrative story.\n You may want to articulate the problem in form of a question and add links to collaboration "
          "boards or issue management systems.}",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:13-14)")
s.score("# microbiomedata-adr: all seven kinds apply (MADR template; numbered; supersession in front matter). "
        "One copy: /tmp/eval24q-inj/microbiomedata-adr.")

# beis-adr: adr-tools (no template file; 0001 is adr-tools' own first record), '## Status' section.
s = kit.source("beis-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (21 of 21 have it; adr-tools template)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee [20. Use GOV.UK Notify](0020-use-gov-uk-notify.md).\n\n## Decision\n",
      "link to 0020-use-gov-uk-notify.md, which does not exist")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, "doc/architecture/decisions/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (adr-tools numbering)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [21. Use Prisma](0021-use-prisma.md)\n",
      "status 'Superseded by [21. Use Prisma](0021-use-prisma.md)' (adr-tools' form; no record here uses it); 0021 does not exist")
old = s.pick("## Status\n\nAccepted\n")
new = s.pick("## Status\n\nAccepted\n")
oldname = old.split("/")[-1]
s.sub("e", new, "## Status\n\nAccepted\n", f"## Status\n\nAccepted\n\nSupersedes [{int(oldname[:4])}. earlier decision]({oldname})\n",
      f"'Supersedes [..]({oldname})' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n", "status 'Postponed' (every record here is 'Accepted')")
f = s.pick("\n## Consequences\n")
s.setbody("g", f, "## Consequences", "What becomes easier or more difficult to do and any risks introduced by the change that "
          "will need to be mitigated.", "Consequences body replaced by adr-tools' template prompt (no template file in the folder)")
s.score("# beis-adr: all seven kinds applied. d and e use adr-tools' forms ('Superseded by [N. title](file)', 'Supersedes ...'): "
        "no record here writes a supersession, but 0001 is adr-tools' own first record. g uses adr-tools' template text: the "
        "folder has no template file, so doccheck can only know it from its built-in model. One copy: /tmp/eval24q-inj/beis-adr.")

# hackney-adr: own Docusaurus template (templates/template.md), front matter status/number, links by doc id.
s = kit.source("hackney-adr", "docs/architecture-decisions/records", r"\d{3}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the template and 16 of 16 have it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [the runbook](./runbooks/016-ingestion-runbook.md).\n\n## Decision\n",
      "link to ./runbooks/016-ingestion-runbook.md, which does not exist")
f = s.pick('status: "Accepted"')
s.copy("c", f, "docs/architecture-decisions/records/" + f.split("/")[-1][:4] + "copy-of-record.md",
       f"a copy of {f} under the same number (file name and 'number:' front matter)")
f = s.pick('status: "Accepted"')
s.sub("f", f, 'status: "Accepted"', 'status: "Withdrawn"', "status 'Withdrawn' (the records use Accepted, Proposed, Superseded)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context", "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by the template's prompt (templates/template.md:12)")
s.score("# hackney-adr: kinds a, b, c, f, g. d and e do not apply: the repository writes supersession only as 'status: "
        "\"Superseded\"' (008) with no successor named anywhere (the template has no field for one), so there is no form in "
        "which to name a missing successor or a successor on one side. One copy: /tmp/eval24q-inj/hackney-adr.")

# cloudoperators-adr: own MADR-2 log4brains template, '- Status:' bullet. Only 5 clean records (001, 002, 003, 009, 010), so
# b shares 002 with a, and f shares 003 with g (different codes); c copies 001 before d edits it.
s = kit.source("cloudoperators-adr", "architecture-decision-records", r"\d{3}-.*\.md")
d = "architecture-decision-records/"
s.copy("c", d + "001-greenhouse-logical-authorization-concept-for-greenhouse-plugins.md",
       d + "001-greenhouse-copy-of-authorization-concept.md", "a copy of 001 under the same number (README: '<number>' three digits)")
s.sub("d", d + "001-greenhouse-logical-authorization-concept-for-greenhouse-plugins.md", "- Status: accepted",
      "- Status: superseded by [012 Greenhouse Team RBAC](012-greenhouse-team-rbac.md)",
      "status 'superseded by [012 ...](012-greenhouse-team-rbac.md)' (template.md:3 and 004:3 form); 012 does not exist")
s.delsec("a", d + "002-greenhouse-technical-implementation-of-access-authorization-for-plugins.md", "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (the template and 10 of 10 have it)")
s.sub("b", d + "002-greenhouse-technical-implementation-of-access-authorization-for-plugins.md", "\n## Decision Drivers",
      "\nSee the [plugin RBAC design](./assets/plugin-rbac-design.md).\n\n## Decision Drivers",
      "link to ./assets/plugin-rbac-design.md, which does not exist (assets/ holds only .png at the commit)")
s.setbody("g", d + "003-greenhouse-location-of-plugins.md", "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]", "Context body replaced by the template's prompt (template.md:11)")
s.sub("f", d + "003-greenhouse-location-of-plugins.md", "- Status: draft", "- Status: postponed",
      "status 'postponed' (the template offers draft | proposed | rejected | accepted | deprecated | superseded)")
s.sub("e", d + "010-greenhouse-plugin-catalog.md", "## Related Decision Records <!-- optional -->\n",
      "## Related Decision Records <!-- optional -->\n\nSupersedes [009 Greenhouse Helm Controller NG](./009-greenhouse-helm-controller-ng.md)\n",
      "010 'Supersedes [009 ...](./009-greenhouse-helm-controller-ng.md)' (008:133's form) while "
      "architecture-decision-records/009-greenhouse-helm-controller-ng.md stays '[accepted]'")
s.score("# cloudoperators-adr: all seven kinds; only five clean records, so b and a share 002, f and g share 003 (different "
        "codes). One copy: /tmp/eval24q-inj/cloudoperators-adr.")
