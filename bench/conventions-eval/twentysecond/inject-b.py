"""Inject the seven kinds of defect into clean documents of a copy of each data24v source (twenty-second evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24v-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24v/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentysecond", "b", data="/work/data24v", clean="/tmp/eval24v", copies="/tmp/eval24v-inj", frozen="/tmp/frozen22")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# htt-adr: MADR 4 front matter ('status: accepted'), plus STRIDE section; only five clean records (adr-0007..0011), so the
# copy for c is taken of the record that also gets d.
D = "docs/decisions/"
s = kit.source("htt-adr", "docs/decisions", r"adr-\d{4}-.*\.md")
f = take(s, D + "adr-0007-auth-evolution.md")
s.delsec("a", f, "## Decision Drivers", "deleted '## Decision Drivers' (adr-template.md:15, 13 of 14 documents keep it)")
f = take(s, D + "adr-0008-container-registry.md")
s.sub("b", f, "\n## Decision Drivers\n", "\nSee also [ADR-0012](adr-0012-tenant-isolation.md).\n\n## Decision Drivers\n",
      "link to adr-0012-tenant-isolation.md, which does not exist (records end at 0011)")
f = take(s, D + "adr-0009-database-tier.md")
s.copy("c", f, D + "adr-0009-copy-of-record.md", f"a copy of {f} under the same number (README.md index: one record per number)")
s.sub("d", f, "\nstatus: accepted\n", "\nstatus: superseded by ADR-0012\n",
      "'status: superseded by ADR-0012' (the template's form, adr-template.md:2); ADR-0012 does not exist")
f = take(s, D + "adr-0010-sync-reliability.md")
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: postponed\n",
      "status 'postponed' (adr-template.md:2 offers proposed/rejected/accepted/deprecated/superseded)")
f = take(s, D + "adr-0011-granular-rbac.md")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement in 2-3 sentences or as an illustrative story. You may want to articulate "
          "the problem in form of a question and add links to collaboration boards or issue management systems.}",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:13)")
s.score("# htt-adr: kinds a b c d f g. e does not apply: the template writes supersession only on the old record "
        "('superseded by ADR-NNNN' in status, adr-template.md:2) and no record names what it supersedes in that form, so a "
        "superseded record whose successor stays in force is the normal form. One copy: /tmp/eval24v-inj/htt-adr.")

# gsatts-adr: adr-tools (.adr-dir), '# N. Title', 'Date:', '## Status' Accepted (12 of 12), Context, Decision, Consequences;
# no supersession yet, so d and e use adr-tools' own form.
D = "docs/architecture/decisions/"
s = kit.source("gsatts-adr", "docs/architecture/decisions", r"\d{4}-.*\.md")
ST = "## Status\n\nAccepted\n"
f = s.pick(ST)
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (12 of 12 records have it; adr-tools' template)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [13. Use a headless CMS](0013-use-a-headless-cms.md).\n\n## Decision\n",
      "link to 0013-use-a-headless-cms.md, which does not exist (records end at 0012)")
f = s.pick(ST)
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md", f"a copy of {f} under the same number (adr-tools numbering 0001-0012)")
f = s.pick(ST)
s.sub("d", f, ST, "## Status\n\nSuperseded by [13. Use a headless CMS](0013-use-a-headless-cms.md)\n",
      "status 'Superseded by [13. Use a headless CMS](0013-use-a-headless-cms.md)' (adr-tools' form); 0013 does not exist")
old = s.pick(ST)
new = s.pick(ST)
oldname = old.split("/")[-1]
s.sub("e", new, ST, f"{ST}\nSupersedes [{int(oldname[:4])}. Earlier decision]({oldname})\n",
      f"'Supersedes [{int(oldname[:4])}. ...]({oldname})' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = s.pick(ST)
s.sub("f", f, ST, "## Status\n\nPostponed\n", "status 'Postponed' (every record is Accepted)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by adr-tools' template sentence (.adr-dir marks adr-tools)")
s.score("# gsatts-adr: kinds a b c d e f g (all apply; no template file, but .adr-dir and 0001-record-architecture-"
        "decisions.md mark adr-tools). One copy: /tmp/eval24v-inj/gsatts-adr.")

# ssw-adr: log4brains MADR 2 (docs/adr/template.md), files named YYYYMMDD-slug.md, '- Status: accepted'; supersession written
# on the old record ('superseded by [xxx](yyyymmdd-xxx.md)' in Status, template.md:3; in practice also 'Superseded by [..](..)'
# under '## Links', 20240219:74).
D = "docs/adr/"
s = kit.source("ssw-adr", "docs/adr", r"\d{8}-.*\.md")
ST = "\n- Status: accepted\n"
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (template.md:10 marks it required; 17 of 17 have it)")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n",
      "\nSee also [Use Aspire for local orchestration](20250101-use-aspire-for-local-orchestration.md).\n\n## Decision Outcome\n",
      "link to 20250101-use-aspire-for-local-orchestration.md, which does not exist")
f = s.pick(ST)
s.sub("d", f, ST, "\n- Status: superseded by [Use Aspire for local orchestration](20250101-use-aspire-for-local-orchestration.md)\n",
      "'- Status: superseded by [..](20250101-use-aspire-for-local-orchestration.md)' (template.md:3 form); no such record")
old = s.pick("\n## Links")
new = s.pick(ST)
s.sub("e", old, "\n## Links\n", f"\n## Links\n\n- Superseded by [Later decision]({new.split('/')[-1]})\n",
      f"'- Superseded by [..]({new.split('/')[-1]})' under Links (the form of 20240219:74) while {old} stays '- Status: accepted'")
f = s.pick(ST)
s.sub("f", f, ST, "\n- Status: postponed\n", "status 'postponed' (template.md:3 offers draft/proposed/rejected/accepted/deprecated/superseded)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "{{ CONTEXT }} <!-- required: Describe the context and problem statement, e.g., in free form using two to three "
          "sentences. You may want to articulate the problem in the form of a question. -->",
          "Context and Problem Statement body replaced by the template's placeholder line (template.md:12)")
s.score("# ssw-adr: kinds a b d e f g. c does not apply: records are named by date (YYYYMMDD-slug.md), not numbered, and "
        "several dates are legitimately shared (three 20241118-*, two 20240605-*, three 20230612-*). One copy: "
        "/tmp/eval24v-inj/ssw-adr.")

# bpmnscript-adr: MADR 4 (docs/decisions/adr-template.md), front matter 'status: accepted' (14) / rejected (1); no supersession.
D = "docs/decisions/"
s = kit.source("bpmnscript-adr", "docs/decisions", r"\d{4}-.*\.md")
ST = "\nstatus: accepted\n"
f = s.pick("\n## Considered Options\n")
s.delsec("a", f, "## Considered Options", "deleted '## Considered Options' (adr-template.md has it; 15 of 15 records keep it)")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n", "\nSee also [ADR-0015](0015-use-a-language-server.md).\n\n## Decision Outcome\n",
      "link to 0015-use-a-language-server.md, which does not exist (records end at 0014)")
f = s.pick(ST)
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md", f"a copy of {f} under the same number (0000-0014, one each)")
f = s.pick(ST)
s.sub("d", f, ST, "\nstatus: superseded by ADR-0015\n",
      "'status: superseded by ADR-0015' (the template's form, adr-template.md:3); ADR-0015 does not exist")
f = s.pick(ST)
s.sub("f", f, ST, "\nstatus: postponed\n", "status 'postponed' (records use accepted/rejected; template offers proposed/rejected/accepted/deprecated/superseded)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of an "
          "illustrative story. You may want to articulate the problem in form of a question. Consider adding links to "
          "collaboration boards or issue management systems. Make the scope of the decision explicit, for instance, by calling "
          "out or pointing at structural architecture elements (components, connectors, ...)}",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:20)")
s.score("# bpmnscript-adr: kinds a b c d f g. e does not apply: the MADR 4 template writes supersession only on the old "
        "record ('superseded by ADR-0123' in status, adr-template.md:3), so a superseded record whose successor stays in force "
        "is the normal form. One copy: /tmp/eval24v-inj/bpmnscript-adr.")
