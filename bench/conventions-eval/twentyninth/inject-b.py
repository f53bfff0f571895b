"""Inject the seven kinds of defect into clean documents of a copy of each data29 source (twenty-ninth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval29-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval29/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentyninth", "b", data="/work/data29", clean="/tmp/eval29", copies="/tmp/eval29-inj", frozen="/tmp/frozen29")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# negationgame-adr: Network Goods Institute's Negation Game; adr-tools (Nygard) records, no template, no .adr-dir.
# '# N. Title' (0001, 0008, 0009) or '# ADR-0NN: Title' (0010-0012), '## Status' / '## Context' / '## Decision' /
# '## Consequences' in 12 of 12. Only status: Accepted. No record is superseded; the form written here is adr-tools' own
# ('Superseded by [N. Title](file)' / 'Supersedes [N. Title](file)'). Clean documents: 0001 and 0008-0012.
N = "docs/architecture-decisions/"
s = kit.source("negationgame-adr", "docs/architecture-decisions", r"\d{4}-.*\.md")
f = take(s, N + "0001-record-architecture-decisions.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (12 of 12 records have it)")
f = take(s, N + "0010-viewpoints-to-rationales-naming.md")
s.sub("b", f, "\n## Decision:\n", "\nSee also [ADR-013](./0013-space-permissions.md).\n\n## Decision:\n",
      "link to ./0013-space-permissions.md, which does not exist (records end at 0012)")
f = take(s, N + "0011-subdomain-based-space-routing.md")
s.copy("c", f, N + "0011-subdomain-routing-v2.md", f"a copy of {f} under the same number 0011")
f = take(s, N + "0009-backend-focused-testing-strategy.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [13. Frontend testing strategy](0013-frontend-testing-strategy.md)",
      "status 'Superseded by [13. ...](0013-frontend-testing-strategy.md)' (adr-tools form); 0013 does not exist")
f = take(s, N + "0012-restake-doubt-system.md")
s.sub("e", f, "## Status\n\nAccepted",
      "## Status\n\nAccepted\n\nSupersedes [11. Subdomain-Based Space Routing](0011-subdomain-based-space-routing.md)",
      "0012 'Supersedes [11. ...](0011-subdomain-based-space-routing.md)' (adr-tools form) while "
      "docs/architecture-decisions/0011-subdomain-based-space-routing.md stays 'Accepted'")
f = take(s, N + "0008-upgrade-to-gemini-2-flash.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed", "status 'Postponed' (records use only Accepted)")
s.score("# negationgame-adr: kinds a b c d e f. g does not apply: no template, so no template text to leave in. "
        "One copy: /tmp/eval29-inj/negationgame-adr. (0011 is c's original and e's superseded record; it is not edited.)")

# bukie-adr: Bukie (one maintainer, amalv); own MADR-like template docs/decisions/adr-template.md with emoji headings
# ('## 📚 Context', '## 🎯 Decision Drivers', ... '## 📋 Consequences') and '- Status: {proposed | ongoing | accepted |
# rejected | deprecated | superseded}'. Records use accepted, ongoing, superseded. A superseded record is written
# '- Status: superseded' plus a '> Historical note:' (0005:2-4); no record names a successor or a predecessor
# (index.md:4: early ADRs 'marked superseded when implementation later moved in a different direction').
B = "docs/decisions/"
s = kit.source("bukie-adr", "docs/decisions", r"\d{4}-.*\.md")
f = take(s, B + "0002-frontend-framework.md")
s.delsec("a", f, "## 📋 Consequences", "deleted '## 📋 Consequences' (adr-template.md:32 and 16 of 16 records have it)")
f = take(s, B + "0003-rendering-strategy.md")
s.sub("b", f, "\n## 🎯 Decision Drivers\n", "\nSee also [search decision](./0017-search-engine.md).\n\n## 🎯 Decision Drivers\n",
      "link to ./0017-search-engine.md, which does not exist (records end at 0016)")
f = take(s, B + "0004-design-system.md")
s.copy("c", f, B + "0004-design-tokens.md", f"a copy of {f} under the same number 0004")
f = take(s, B + "0007-authentication.md")
s.sub("f", f, "- Status: accepted", "- Status: postponed",
      "status 'postponed' (the template offers proposed|ongoing|accepted|rejected|deprecated|superseded)")
f = take(s, B + "0010-database.md")
s.setbody("g", f, "## 🎯 Decision Drivers", "- {Driver 1}\n- {Driver 2}",
          "'## 🎯 Decision Drivers' body is the template's '- {Driver 1}' / '- {Driver 2}' (adr-template.md:12-13)")
s.score("# bukie-adr: kinds a b c f g. d and e do not apply: the repository never names a successor or a predecessor "
        "(adr-template.md:3 offers the bare 'superseded'; 0005:2-4 writes '- Status: superseded' and a historical note), "
        "so there is no form of its own to write a missing successor or a one-sided supersession in. "
        "One copy: /tmp/eval29-inj/bukie-adr.")

# screamer-adr: Screamer (one maintainer, SVendittelli); MADR 3 template docs/decisions/adr-template.md (front matter
# 'status: { proposed | rejected | accepted | deprecated | superseded }', Jekyll 'parent: Decisions' / 'nav_order'),
# served by Jekyll (docs/_config.yml). All 13 records 'accepted'; none superseded. The template keeps only the bare
# 'superseded'; MADR's own form (which 0000 adopts) is 'superseded by [ADR-NNNN](NNNN-...md)'.
S = "docs/decisions/"
s = kit.source("screamer-adr", "docs/decisions", r"\d{4}-.*\.md")
f = take(s, S + "0002-use-github.md")
s.delsec("a", f, "## Considered Options", "deleted '## Considered Options' (adr-template.md:23 and 13 of 13 records have it)")
f = take(s, S + "0003-use-jekyll-and-github-pages-for-docs.md")
s.sub("b", f, "\n## Considered Options\n", "\nSee also [ADR-0013](./0013-use-trpc.md).\n\n## Considered Options\n",
      "link to ./0013-use-trpc.md, which does not exist (records end at 0012)")
f = take(s, S + "0004-build-with-nextjs.md")
s.copy("c", f, S + "0004-build-with-remix.md", f"a copy of {f} under the same number 0004 (nav_order 4)")
f = take(s, S + "0005-host-on-vercel.md")
s.sub("d", f, "status: accepted", "status: superseded by [ADR-0013](0013-host-on-fly.md)",
      "status 'superseded by [ADR-0013](0013-host-on-fly.md)' (MADR's form); 0013 does not exist")
f = take(s, S + "0010-use-edge-config-for-feature-flags.md")
s.sub("e", f, "## More Information\n", "## More Information\n\nSupersedes [ADR-0009](0009-use-postgres-on-neon.md).\n",
      "0010 'Supersedes [ADR-0009](0009-use-postgres-on-neon.md)' while docs/decisions/0009-use-postgres-on-neon.md stays 'accepted'")
f = take(s, S + "0006-adapt-next-enterprise.md")
s.sub("f", f, "status: accepted", "status: postponed",
      "status 'postponed' (the template offers proposed|rejected|accepted|deprecated|superseded)")
f = take(s, S + "0007-fix-line-endings.md")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of "
          "an illustrative story.\nYou may want to articulate the problem in form of a question and add links to "
          "collaboration boards or issue management systems.}",
          "'## Context and Problem Statement' body is the template's own prompt (adr-template.md:12-13)")
s.score("# screamer-adr: kinds a b c d e f g. d and e are written in MADR's form (the template, adr-template.md:2, keeps only "
        "the bare 'superseded'; no record is superseded). One copy: /tmp/eval29-inj/screamer-adr.")
