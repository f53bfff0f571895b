"""Inject the seven kinds of defect into clean documents of a copy of each data24z source (twenty-sixth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24z-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24z/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentysixth", "b", data="/work/data24z", clean="/tmp/eval24z", copies="/tmp/eval24z-inj", frozen="/tmp/frozen26")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# sul-dlss-adr: Stanford Libraries DLSS, MADR 2.x (template.md, README.md:13 'copy the MADR-based template'). Metadata is a
# bullet list '* Status: ...' (template.md:8 offers drafted|proposed|rejected|accepted|deprecated|superseded by [ADR-0005](...));
# supersession is written on the old record's status line (0001:9 'superseded by [ADR-0012](0012-dor-datastore.md)') and
# 'Supersedes [ADR-0001](...)' in the new one's Links (0012:120). Sections marked <!-- required --> in the template.
s = kit.source("sul-dlss-adr", ".", r"\d{4}-.*\.md")
s.pool = [f[2:] if f.startswith("./") else f for f in s.pool]
CO = "## Considered Options <!-- required -->"
f = take(s, "0023-merge-workflow-service.md")
s.delsec("a", f, CO, "deleted '## Considered Options' (template.md:29 marks it required; 22 of 22 records keep it)")
f = take(s, "0017-robots-sidekiq.md")
s.sub("b", f, "\n## Considered Options", "\nSee also [ADR-0024](0024-publish-events.md).\n\n## Considered Options",
      "link to 0024-publish-events.md, which does not exist (records end at 0023)")
f = take(s, "0018-graphql.md")
s.copy("c", f, "0018-graphql-federation.md", f"a copy of {f} under the same number 0018")
f = take(s, "0006-replace-assembly-wf-with-deposit-api.md")
s.sub("d", f, "* Status: Decided", "* Status: superseded by [ADR-0030](0030-assembly-service.md)",
      "status 'superseded by [ADR-0030](0030-assembly-service.md)' (the form of 0001:9 and template.md:8); 0030 does not exist")
f = take(s, "0021-versioned-data-in-purl-and-stacks.md")
s.sub("e", f, "* Status: Approved", "* Status: Approved\n* Supersedes [ADR-0020](0020-purl-fetcher-api.md)",
      "0021 says 'Supersedes [ADR-0020](0020-purl-fetcher-api.md)' (the form of 0012:120) while 0020 stays 'Status: Approved'")
f = take(s, "0004-remove-workflow-datastream.md")
s.sub("f", f, "* Status: Decided", "* Status: postponed",
      "status 'postponed' (no record and not the template, template.md:8, uses it)")
f = take(s, "0016-containerization.md")
s.setbody("g", f, "## Context and Problem Statement <!-- required -->",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "Context and Problem Statement body replaced by the template's prompt (template.md:18)")
s.score("# sul-dlss-adr: kinds a b c d e f g (all apply). One copy: /tmp/eval24z-inj/sul-dlss-adr.")

# govuk-publishing-api-adr: GOV.UK Publishing API docs/arch/adr-NNN-*.md, 13 records (fewer than the 15 the brief asks), no
# template or README; '# Decision record: ...' then '## Context' (12 of 13), '## Decision', '## Consequences'; only 4 records
# (adr-001..004) end with '## Status' ('Accepted.' / 'Accepted on 20/11/2015.').
D = "docs/arch/"
s = kit.source("govuk-publishing-api-adr", "docs/arch", r"adr-\d{3}-.*\.md")
f = take(s, D + "adr-006-new-event-type-for-content-blocks.md")
s.delsec("a", f, "## Context", "deleted '## Context' (12 of 13 records have it)")
f = take(s, D + "adr-008-typing-for-graphql-editions.md")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee also [ADR-015](adr-015-graphql-caching.md).\n",
      "link to adr-015-graphql-caching.md, which does not exist (records end at adr-013)")
f = take(s, D + "adr-009-change-linksets-primary-key-to-content-id.md")
s.copy("c", f, D + "adr-009-linkset-keys.md", f"a copy of {f} under the same number 009")
f = take(s, D + "adr-002-dont-log-events-which-result-in-error.md")
s.sub("f", f, "## Status\n\nAccepted.", "## Status\n\nPostponed.",
      "status 'Postponed.' (the 4 records with a Status section all say Accepted)")
s.score("# govuk-publishing-api-adr: kinds a b c f. d and e do not apply: no record writes a supersession in any form "
        "(grep 'supersed' finds only prose about superseded editions), so there is no form to imitate. g does not apply: "
        "there is no template. One copy: /tmp/eval24z-inj/govuk-publishing-api-adr.")
