"""Inject the seven kinds of defect into clean documents of a copy of each data28 source (twenty-eighth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval28-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval28/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentyeighth", "b", data="/work/data28", clean="/tmp/eval28", copies="/tmp/eval28-inj", frozen="/tmp/frozen28")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# huifenqi-adr: Huifenqi (Chinese fintech), adr-tools (.adr-dir 'decisions'), no template. '# N. Title', 'Date: DD/MM/YYYY',
# '## Status' / '## Context' / '## Decision' / '## Consequences' in 49 of 49. Statuses Accepted (41), Proposed (8). No record
# is superseded; the form written is adr-tools' own ('Superseded by [N. Title](file)' / 'Supersedes [N. Title](file)').
H = "decisions/"
s = kit.source("huifenqi-adr", "decisions", r"\d{4}-.*\.md")
f = take(s, H + "0005-replace-wechat-mail-sms-with-slack.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (49 of 49 records have it)")
f = take(s, H + "0006-replace-svn-with-git.md")
s.sub("b", f, "\n## Decision\n", "\n参见 [50. 代码仓库迁移](0050-migrate-code-hosting.md)。\n\n## Decision\n",
      "link to 0050-migrate-code-hosting.md, which does not exist (records end at 0049)")
f = take(s, H + "0007-use-passpack-to-manage-passwords.md")
s.copy("c", f, H + "0007-use-1password-to-manage-passwords.md", f"a copy of {f} under the same number 0007")
f = take(s, H + "0009-make-django-project-with-the-same-structure.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [52. 统一项目脚手架](0052-unified-project-scaffold.md)",
      "status 'Superseded by [52. ...](0052-unified-project-scaffold.md)' (adr-tools form, .adr-dir); 0052 does not exist")
f = take(s, H + "0011-apply-github-workflow-to-our-team.md")
s.sub("e", f, "## Status\n\nAccepted",
      "## Status\n\nAccepted\n\nSupersedes [6. SVN 迁移至 Git](0006-replace-svn-with-git.md)",
      "0011 'Supersedes [6. ...](0006-replace-svn-with-git.md)' (adr-tools form) while decisions/0006-replace-svn-with-git.md stays 'Accepted'")
f = take(s, H + "0013-the-sense-of-done.md")
s.sub("f", f, "## Status\n\nProposed", "## Status\n\nPostponed",
      "status 'Postponed' (records use only Accepted and Proposed)")
s.score("# huifenqi-adr: kinds a b c d e f. g does not apply: no template, so no template text to leave in. "
        "One copy: /tmp/eval28-inj/huifenqi-adr. (0006 holds b's new link and is e's superseded record: b adds a link, "
        "its status stays 'Accepted'.)")

# discoos-adr: DISCO Open Source RingDrill; own template docs/adrs/template.md (front matter 'status: proposed  # proposed |
# accepted | rejected | deprecated | superseded by ADR-NNNN'; '## Context and problem statement' ... '## Links'), kept by
# 80 of 80 for Context. README.md:112: mark the old one 'status: superseded by ADR-NNNN' and link the replacement under
# '## Links'; amendments are written 'Amends: ADR-0064's ...' (0070:246) on the new side and '> **Amended by [ADR-0064]'
# (0060:85) on the old side.
D = "docs/adrs/"
s = kit.source("discoos-adr", "docs/adrs", r"\d{4}-.*\.md")
f = take(s, D + "0031-row-edit-affordances.md")
s.delsec("a", f, "## Context and problem statement", "deleted '## Context and problem statement' (template.md:11 and 80 of 80 records have it)")
f = take(s, D + "0003-simple-time-of-day.md")
s.sub("b", f, "\n## Decision drivers\n", "\nSee also [ADR-0085](./0085-time-zone-handling.md).\n\n## Decision drivers\n",
      "link to ./0085-time-zone-handling.md, which does not exist (records end at 0081)")
f = take(s, D + "0004-no-third-party-state-management.md")
s.copy("c", f, D + "0004-adopt-riverpod.md", f"a copy of {f} under the same number 0004")
f = take(s, D + "0038-notification-consent-flow.md")
s.sub("d", f, "---\nstatus: accepted\n", "---\nstatus: superseded by ADR-0090\n",
      "front matter 'status: superseded by ADR-0090' (README.md:112 form); no ADR-0090 exists")
f = take(s, D + "0042-feature-flags-and-sunset-telemetry.md")
s.sub("e", f, "\n## Links\n\n", "\n## Links\n\n* Supersedes: [ADR-0040](./0040-catalog-feed-schema-extension.md)\n",
      "0042 '* Supersedes: [ADR-0040](./0040-catalog-feed-schema-extension.md)' under Links (the form of 0070:246 'Amends:') while docs/adrs/0040-catalog-feed-schema-extension.md stays 'status: accepted'")
f = take(s, D + "0051-single-map-camera-fit-helper.md")
s.sub("f", f, "---\nstatus: accepted\n", "---\nstatus: postponed\n",
      "status 'postponed' (README.md:116-120 lists proposed, accepted, reserved, deprecated, superseded by; records use accepted, proposed, rejected)")
f = take(s, D + "0014-server-assigned-drill-version.md")
s.setbody("g", f, "## Context and problem statement",
          "What is the situation that forces a decision? Describe the problem in one or two paragraphs. Avoid solution language here.",
          "Context and problem statement body replaced by the template's prompt (template.md:13)")
s.score("# discoos-adr: kinds a b c d e f g. One copy: /tmp/eval28-inj/discoos-adr.")

# tuf-adr: python-tuf, MADR 2.1.2 template docs/adr/template.md ('* Status: [proposed | rejected | accepted | deprecated | … |
# superseded by [ADR-0005](0005-example.md)]', Context and Problem Statement, Considered Options, Decision Outcome, Links
# '* [Link type] [Link to ADR]'). Records: accepted only; no supersession.
T = "docs/adr/"
s = kit.source("tuf-adr", "docs/adr", r"\d{4}-.*\.md")
f = take(s, T + "0005-use-google-python-style-guide.md")
s.delsec("a", f, "## Considered Options", "deleted '## Considered Options' (template.md:19 and 10 of 10 records have it)")
f = take(s, T + "0006-where-to-implemenent-model-serialization.md")
s.sub("b", f, "\n## Considered Options\n", "\nSee also [ADR-0012](0012-metadata-signing-api.md).\n\n## Considered Options\n",
      "link to 0012-metadata-signing-api.md, which does not exist (records end at 0010)")
f = take(s, T + "0002-pre-1-0-deprecation-strategy.md")
s.copy("c", f, T + "0002-python-2-deprecation.md", f"a copy of {f} under the same number 0002")
f = take(s, T + "0003-where-to-develop-TUF-1-0-0.md")
s.sub("d", f, "* Status: accepted", "* Status: superseded by [ADR-0011](0011-develop-in-main-tree.md)",
      "status 'superseded by [ADR-0011](0011-develop-in-main-tree.md)' (template.md:3 form); 0011 does not exist")
f = take(s, T + "0004-extent-of-OOP-in-metadata-model.md")
s.sub("e", f, "## Links\n\n", "## Links\n\n* Supersedes [ADR-0001](0001-python-version-3-6-plus.md)\n",
      "0004 '* Supersedes [ADR-0001](0001-python-version-3-6-plus.md)' under Links (template.md:71 '[Link type] [Link to ADR]') while docs/adr/0001-python-version-3-6-plus.md stays 'Status: accepted'")
f = take(s, T + "0009-what-is-a-reference-implementation.md")
s.sub("f", f, "* Status: accepted", "* Status: postponed",
      "status 'postponed' (template.md:3 offers proposed, rejected, accepted, deprecated, superseded by)")
f = take(s, T + "0000-use-markdown-architectural-decision-records.md")
s.setbody("g", f, "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "Context and Problem Statement body replaced by the template's prompt (template.md:11)")
s.score("# tuf-adr: kinds a b c d e f g. One copy: /tmp/eval28-inj/tuf-adr.")
