"""Inject the seven kinds of defect into clean documents of a copy of each data24r source (eighteenth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24r-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24r/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eighteenth", "b", data="/work/data24r", clean="/tmp/eval24r", copies="/tmp/eval24r-inj", frozen="/tmp/frozen18")

# chariott-adr: MADR 2.x template (docs/adr/template.md), '- Status:' list item, supersession only on the old record.
s = kit.source("chariott-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (template.md:9 and 23 of 23 records have it or its 'Context' form)")
f = s.pick("\n## Decision Drivers\n")
s.sub("b", f, "\n## Decision Drivers\n", "\nSee also [ADR-0023](./0023-cloud-integration.md).\n\n## Decision Drivers\n",
      "link to ./0023-cloud-integration.md, which does not exist at HEAD")
f = s.pick("- Status: accepted\n")
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (index.md lists one record per number)")
f = s.pick("- Status: accepted\n")
s.sub("d", f, "- Status: accepted\n", "- Status: superseded by [ADR-0023](./0023-cloud-integration.md)\n",
      "status 'superseded by [ADR-0023](./0023-cloud-integration.md)' (the form of 0010:3, template.md:3); 0023 does not exist")
f = s.pick("- Status: accepted\n")
s.sub("f", f, "- Status: accepted\n", "- Status: postponed\n",
      "status 'postponed' (never used; template.md:3 offers proposed | rejected | accepted | deprecated | superseded by)")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "Context and Problem Statement body replaced by the template's prompt (template.md:11)")
s.score("# chariott-adr: kinds a b c d f g. e does not apply: supersession is written only on the superseded record "
        "('superseded by [ADR-N](...)', template.md:3, 0001/0003/0008/0010/0011:3); no successor names its predecessor, so "
        "there is no one-sided form to leave inconsistent. One copy: /tmp/eval24r-inj/chariott-adr.")

# opensafely-adr: Nygard by hand (no template file), '## Status' section, 'Superseded by: [ADR N](...)' / 'Supersedes [ADR N](...)'.
s = kit.source("opensafely-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (36 of 36 records have it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR 36](0036-replace-github-oauth.md).\n\n## Decision\n",
      "link to 0036-replace-github-oauth.md, which does not exist")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (files numbered consecutively 0000-0035)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by: [ADR 36](0036-replace-github-oauth.md)\n",
      "status 'Superseded by: [ADR 36](0036-replace-github-oauth.md)' (the form of 0032:7); 0036 does not exist")
old = s.pick("## Status\n\nAccepted\n")
new = s.pick("## Status\n\nAccepted\n")
oldname = old.split("/")[-1]
s.sub("e", new, "## Status\n\nAccepted\n",
      f"## Status\n\nAccepted\n\nSupersedes [ADR {int(oldname[:4])}]({oldname}).\n",
      f"'Supersedes [ADR {int(oldname[:4])}]({oldname}).' under Status (the form of 0035) while {old} stays 'Accepted'")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n",
      "status 'Postponed' (the records use Accepted, Deprecated, Superseded by)")
s.score("# opensafely-adr: kinds a b c d e f. g does not apply: the folder has no template file (0000 is adr-tools' own "
        "first record, but the records are written by hand, not by adr-tools), so there is no template text of its own. "
        "One copy: /tmp/eval24r-inj/opensafely-adr.")

# drt-adr: adr-tools (.adr-dir doc/architecture/decisions), every record 'Accepted'.
s = kit.source("drt-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (13 of 13 have it; adr-tools template)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee [14. Use Kafka](0014-use-kafka.md).\n\n## Decision\n",
      "link to 0014-use-kafka.md, which does not exist")
f = s.pick("## Status\n\nAccepted\n")
s.copy("c", f, "doc/architecture/decisions/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (adr-tools numbering)")
f = s.pick("## Status\n\nAccepted\n")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [14. Use Kafka](0014-use-kafka.md)\n",
      "status 'Superseded by [14. Use Kafka](0014-use-kafka.md)' (adr-tools' form); 0014 does not exist")
old = s.pick("## Status\n\nAccepted\n")
new = s.pick("## Status\n\nAccepted\n")
oldname = old.split("/")[-1]
s.sub("e", new, "## Status\n\nAccepted\n", f"## Status\n\nAccepted\n\nSupersedes [{int(oldname[:4])}. earlier decision]({oldname})\n",
      f"'Supersedes [..]({oldname})' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nPostponed\n", "status 'Postponed' (every record here is 'Accepted')")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context", "The issue motivating this decision, and any context that influences or constrains the decision.",
          "Context body replaced by adr-tools' template prompt (.adr-dir marks an adr-tools folder; no template file)")
s.score("# drt-adr: all seven kinds applied. d and e use adr-tools' forms: no record here writes a supersession. g uses "
        "adr-tools' template text: the folder has no template file (.adr-dir only). One copy: /tmp/eval24r-inj/drt-adr.")

# winery-adr: MADR 1.x template (docs/adr/template.md), optional '* Status:' line, licence footer.
s = kit.source("winery-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Decision Outcome\n")
s.delsec("a", f, "## Decision Outcome", "deleted '## Decision Outcome' (template.md and 34 of 34 records have it)")
f = s.pick("\n## Decision Outcome\n")
s.sub("b", f, "\n## Decision Outcome\n", "\nSee also [ADR-0032](0032-use-github-actions.md).\n\n## Decision Outcome\n",
      "link to 0032-use-github-actions.md, which does not exist")
f = s.pick("\n## Decision Outcome\n")
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:5] + "copy-of-record.md",
       f"a copy of {f} under the same number (index.md lists records by number)")
f = s.pick("* Status: Accepted\n")
s.sub("d", f, "* Status: Accepted\n", "* Status: superseded by [ADR-0032](0032-use-github-actions.md)\n",
      "status 'superseded by [ADR-0032](0032-use-github-actions.md)' (template.md:18's form, spelled right); 0032 does not exist")
f = s.pick("* Status: Accepted\n")
s.sub("f", f, "* Status: Accepted\n", "* Status: postponed\n",
      "status 'postponed' (template.md:18 offers accepted | superseded | deprecated; records use Accepted, one 'pending')")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement",
          "[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to "
          "articulate the problem in form of a question.]",
          "Context and Problem Statement body replaced by the template's prompt (template.md)")
s.score("# winery-adr: kinds a b c d f g. e does not apply: no record writes a supersession, and the template only has the "
        "old-side form ('superseeded by [ADR-0000](...)', template.md:18), so there is no one-sided form to leave "
        "inconsistent. One copy: /tmp/eval24r-inj/winery-adr.")
