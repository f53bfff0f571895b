"""Inject the seven kinds of defect into clean documents of a copy of each data24w source (twenty-third evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24w-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24w/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentythird", "b", data="/work/data24w", clean="/tmp/eval24w", copies="/tmp/eval24w-inj", frozen="/tmp/frozen23")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# opentdf-adr: MADR 4 (adr/adr-template.md), records named YYYY-MM-DD-slug.md, YAML front matter "status: 'accepted'"; the
# template writes supersession only on the old record ("superseded by [ADR-0005](0005-example.md)" in status, adr-template.md:3).
D = "adr/decisions/"
s = kit.source("opentdf-adr", "adr/decisions", r"\d{4}-\d\d-\d\d-.*\.md")
f = take(s, D + "2025-06-26-delete-keys.md")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (adr-template.md:15, required; 8 of 11 records keep it)")
f = take(s, D + "2025-07-31-multi-strategy-entity-resolution-service.md")
s.sub("b", f, "\n## Decision Drivers\n",
      "\nSee also [KAS registry federation](2025-09-01-kas-registry-federation.md).\n\n## Decision Drivers\n",
      "link to 2025-09-01-kas-registry-federation.md, which does not exist")
f = take(s, D + "2025-10-07-authz-entity-request-auth.md")
s.sub("d", f, "\nstatus: 'proposed'\n",
      "\nstatus: 'superseded by [2026-05-01-token-derived-entities](2026-05-01-token-derived-entities.md)'\n",
      "status 'superseded by [2026-05-01-token-derived-entities](2026-05-01-token-derived-entities.md)' (the template's form, "
      "adr-template.md:3); that record does not exist")
f = take(s, D + "2026-03-30-namespaced-subject-mappings-decisioning.md")
s.sub("f", f, "\nstatus: 'proposed'\n", "\nstatus: 'postponed'\n",
      "status 'postponed' (adr-template.md:3 offers proposed/rejected/accepted/deprecated/superseded)")
f = take(s, D + "2026-04-01-database-migration-backup-first-rollback.md")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of an "
          "illustrative story.\n You may want to articulate the problem in form of a question and add links to collaboration "
          "boards or issue management systems.}",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:17-18)")
s.score("# opentdf-adr: kinds a b d f g. c does not apply: records are named by date, not numbered (several share a date, "
        "e.g. three 2025-07-24 records in the history), so no number can be taken twice. e does not apply: the template writes "
        "supersession only on the old record ('superseded by [ADR-..](..)' in status, adr-template.md:3) and no record names "
        "what it supersedes, so a superseded record whose successor stays in force is the normal form. "
        "One copy: /tmp/eval24w-inj/opentdf-adr.")

# ccs-adr: adr-tools (0001 cites adr-tools), '# N. Title', 'Date:', '## Status' Accepted/Proposed, Context, Decision,
# Consequences (26 of 26); no supersession yet, so d and e use adr-tools' own form (pdr/0001:19 says decisions can be
# 'deprecated or superseded').
D = "docs/adr/"
s = kit.source("ccs-adr", "docs/adr", r"\d{4}-.*\.md")
ST = "## Status\n\nAccepted\n"
f = s.pick(ST)
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (26 of 26 records have it; adr-tools' template)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [28. Use Workday for supplier records](0028-use-workday-for-supplier-records.md).\n\n## Decision\n",
      "link to 0028-use-workday-for-supplier-records.md, which does not exist (records end at 0027)")
f = s.pick(ST)
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md", f"a copy of {f} under the same number (adr-tools numbering)")
f = s.pick(ST)
s.sub("d", f, ST, "## Status\n\nSuperseded by [28. Use Workday for supplier records](0028-use-workday-for-supplier-records.md)\n",
      "status 'Superseded by [28. ...](0028-use-workday-for-supplier-records.md)' (adr-tools' form); 0028 does not exist")
old = s.pick(ST)
new = s.pick(ST)
oldname = old.split("/")[-1]
s.sub("e", new, ST, f"{ST}\nSupersedes [{int(oldname[:4])}. Earlier decision]({oldname})\n",
      f"'Supersedes [{int(oldname[:4])}. ...]({oldname})' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = s.pick(ST)
s.sub("f", f, ST, "## Status\n\nPostponed\n", "status 'Postponed' (records use Accepted and Proposed only)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by adr-tools' template sentence (no template file in the repository; 0001 names adr-tools)")
s.score("# ccs-adr: kinds a b c d e f g (all apply; no template file, but 0001-record-architecture-decisions.md names "
        "adr-tools, whose template and supersession forms are used). One copy: /tmp/eval24w-inj/ccs-adr.")

# kordis-adr: own template docs/architecture-decisions/adr000-template.md (Nygard sections), files adrNNN-slug.md, titles
# '# ADRNNN: Title', '## Status' then 'accepted'; the template asks the status to 'include a reference to the ADR superseding
# it' (adr000-template.md:7-9), i.e. supersession written on the old record.
D = "docs/architecture-decisions/"
s = kit.source("kordis-adr", "docs/architecture-decisions", r"adr\d{3}-.*\.md")
ST = "## Status\n\naccepted\n"
f = take(s, D + "adr002-project-naming.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (adr000-template.md:21; 10 of 10 records keep it)")
f = take(s, D + "adr003-e2e.md")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR011](./adr011-event-sourcing.md).\n\n## Decision\n",
      "link to ./adr011-event-sourcing.md, which does not exist (records end at adr010)")
f = take(s, D + "adr005-database.md")
s.copy("c", f, D + "adr005-database-copy.md", f"a copy of {f} under the same number adr005")
f = take(s, D + "adr006-graphql-subscriptions-sse.md")
s.sub("d", f, ST, "## Status\n\nsuperseded by [ADR011](./adr011-graphql-subscriptions-websockets.md)\n",
      "status 'superseded by [ADR011](./adr011-graphql-subscriptions-websockets.md)' (the template's form, adr000-template.md:7-9); "
      "adr011 does not exist")
f = take(s, D + "adr007-graphql.md")
s.sub("f", f, ST, "## Status\n\npostponed\n", "status 'postponed' (every record is accepted; adr000-template.md:7 names "
      "accepted/deprecated/superseded)")
f = take(s, D + "adr004-graphql-schema.md")
s.setbody("g", f, "## Context", "What is the issue that we're seeing that is motivating this decision or change?",
          "Context body replaced by the template's prompt (adr000-template.md:15)")
s.score("# kordis-adr: kinds a b c d f g. e does not apply: the template writes supersession only on the old record "
        "(adr000-template.md:7-9, 'Should include a reference to the ADR superseding it'), so a successor that does not name "
        "what it supersedes is the normal form. One copy: /tmp/eval24w-inj/kordis-adr.")

# gamifyit-adr: own template archive/adr/adr-template.md ('# <Problem/ Decision Title>', Possible Solutions, Chosen Solution,
# Pro/Contra Chosen Solution); files YYYY-MM-DD-slug.md (one undated); no status, no number, no supersession anywhere.
D = "archive/adr/"
s = kit.source("gamifyit-adr", "archive/adr", r"\d{4}-\d\d-\d\d-.*\.md")
f = take(s, D + "2022-09-02-unlocking-system.md")
s.delsec("a", f, "## Chosen Solution",
         "deleted '## Chosen Solution' (adr-template.md:13; 17 of 24 records, every record from 2022-07-14 on, keep it) - "
         "borderline: not 'nearly all' records")
f = take(s, D + "2022-08-27-progression-system.md")
s.sub("b", f, "\n## Chosen Solution\n", "\nSee also [Achievements](2022-08-30-achievements-draft.md).\n\n## Chosen Solution\n",
      "link to 2022-08-30-achievements-draft.md, which does not exist")
f = take(s, D + "2022-11-30-teleporter-selection.md")
s.setbody("g", f, "## Possible Solutions", "- a\n- b\n- c",
          "Possible Solutions body replaced by the template's placeholder list '- a / - b / - c' (adr-template.md:7-9)")
s.score("# gamifyit-adr: kinds a b g (a borderline: Chosen Solution is in 17 of 24 records). c does not apply: records are "
        "named by date, not numbered. d and e do not apply: no record and not the template write supersession in any form. "
        "f does not apply: neither the template nor any record has a status. One copy: /tmp/eval24w-inj/gamifyit-adr.")
