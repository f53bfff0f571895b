"""Inject the seven kinds of defect into clean documents of a copy of each data32 source (thirty-second evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval32-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval32/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtysecond", "b", data="/work/data32", clean="/tmp/eval32", copies="/tmp/eval32-inj", frozen="/tmp/frozen32")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# infection-adr: Infection (PHP mutation testing); own template adr/0000-template.md ('# Short decision title', '## Context',
# '## Decision', '## Consequences (optional)', '## Enforcement', '## Alternatives considered (optional)', '## Status' last, each
# with an HTML guidance comment the README asks to replace). Older records (0001-0004) use '###' headings. Statuses are a bare
# word with a full stop ('Accepted.'); the old side of a supersession is 0005:29 'Superseded by [ADR 0008](0008-....md).';
# the new side is 0007:49 'This document supersedes `adr/0002-@covers-annotations.md`'. Clean: all but 0002 and 0005.
A = "adr/"
s = kit.source("infection-adr", "adr", r"\d{4}-.*\.md")
f = take(s, A + "0006-memoized-over-cached-nomenclature.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (0000-template.md:11 and 13 of 13 records have it)")
f = take(s, A + "0009-event-and-subscriber-naming.md")
s.sub("b", f, "introducing a second naming style was therefore unjustified.",
      "introducing a second naming style was therefore unjustified. Subscriber priorities are covered by\n"
      "[ADR 0014](0014-subscriber-priorities.md).",
      "link to 0014-subscriber-priorities.md (0005:29's relative-link form), which does not exist (records end at 0013)")
f = take(s, A + "0012-final-classes-over-final-docblock.md")
s.copy("c", f, A + "0012-readonly-classes-over-readonly-docblock.md", f"a copy of {f} under the same number 0012")
f = take(s, A + "0011-use-phpunit-environment-variable-attribute.md")
s.sub("d", f, "## Status\n\nAccepted.",
      "## Status\n\nSuperseded by [ADR 0014](0014-phpunit-attributes-over-annotations.md). Was accepted in [#2514].",
      "status 'Superseded by [ADR 0014](0014-phpunit-attributes-over-annotations.md).' (0005:29's form); no 0014 exists")
f = take(s, A + "0013-public-api-extension-point-registry.md")
s.sub("e", f, "\n## Status\n\nAccepted.",
      "\nThis document supersedes `adr/0009-event-and-subscriber-naming.md`.\n\n## Status\n\nAccepted.",
      "0013 'This document supersedes `adr/0009-event-and-subscriber-naming.md`.' (0007:49's form) while "
      "adr/0009-event-and-subscriber-naming.md stays 'Accepted.'")
s.used.add(A + "0009-event-and-subscriber-naming.md")
f = take(s, A + "0004-PHPUnit-expect-exception-over-try-catch.md")
s.sub("f", f, "### Status\n\nAccepted", "### Status\n\nPostponed",
      "status 'Postponed' (0000-template.md:43 offers Proposed, Accepted, Deprecated, Superseded, Rejected)")
f = take(s, A + "0003-PHPUnit-this-over-self.md")
s.setbody("g", f, "### Context",
          "<!--\nDescribe the problem, constraints, and project-specific circumstances that make\na decision necessary. "
          "Include enough background for someone unfamiliar with the\noriginal discussion to understand why the decision "
          "matters.\n-->",
          "'### Context' body is only the template's guidance comment (0000-template.md:5-9), which README.md says to replace")
s.score("# infection-adr: kinds a b c d e f g, d and e in the folder's own forms (0005:29 old side, 0007:49 new side). "
        "One copy: /tmp/eval32-inj/infection-adr.")

# asyncapi-adr: AsyncAPI Studio; adr-tools-like template doc/adr/0000-template.md ('# {NUMBER}. {TITLE}', 'Date: {DATE}',
# '## Status' with the prompt '> What is the status, such as proposed, accepted, rejected, deprecated, superseded, etc.?',
# '## Context', '## Decision', '## Consequences', each with a '> ' prompt). No record links another and nothing is superseded,
# so d and e use the adr-tools forms the template's Nygard prompt implies ('Superseded by [N. Title](file)',
# 'Supersedes [N. Title](file)'). Clean: all but 0004.
D = "doc/adr/"
s = kit.source("asyncapi-adr", "doc/adr", r"\d{4}-.*\.md")
f = take(s, D + "0001-record-architecture-decisions.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (0000-template.md:19 and 9 of 9 records have it)")
f = take(s, D + "0008-use-studio-tour.md")
s.sub("b", f, "## Decision\nWe propose", "## Decision\nBuilding on [10. Redesign the welcome screen](0010-redesign-welcome-screen.md), "
      "we propose", "link to 0010-redesign-welcome-screen.md, which does not exist (records end at 0009)")
f = take(s, D + "0009-add-local-folder-support.md")
s.copy("c", f, D + "0009-add-remote-file-support.md", f"a copy of {f} under the same number 0009")
f = take(s, D + "0002-use-changesets-for-publishing-and-versioning.md")
s.sub("d", f, "## Status\n\nProposed",
      "## Status\n\nSuperseded by [10. Use semantic-release per package](0010-use-semantic-release-per-package.md)",
      "status 'Superseded by [10. Use semantic-release per package](0010-use-semantic-release-per-package.md)' (the template's "
      "'superseded', adr-tools form); no 0010 exists")
f = take(s, D + "0005-use-tailwind-in-design-system.md")
s.sub("e", f, "## Status\n\nAccepted",
      "## Status\n\nAccepted\n\nSupersedes [3: Use a design system and UI kit](0003-use-design-system.md)",
      "0005 'Supersedes [3: Use a design system and UI kit](0003-use-design-system.md)' (adr-tools form) while "
      "doc/adr/0003-use-design-system.md stays 'Accepted'")
s.used.add(D + "0003-use-design-system.md")
f = take(s, D + "0006-use-pnpm-package-manager.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (0000-template.md:6 lists proposed, accepted, rejected, deprecated, superseded)")
f = take(s, D + "0007-use-nextjs.md")
s.setbody("g", f, "## Context", "> What is the issue that we're seeing that is motivating this decision or change?",
          "'## Context' body is the template's own prompt (0000-template.md:11)")
s.score("# asyncapi-adr: kinds a b c d e f g; d and e in the adr-tools forms (no record links another, nothing superseded). "
        "One copy: /tmp/eval32-inj/asyncapi-adr.")

# webfiori-adr: WebFiori framework docs; own template adr/0000-template.md ('# ADR-0000: Template', '**Date:**', '**Status:**
# Proposed | Accepted | Deprecated | Superseded by ADR-XXXX', '## Context', '## Decision', '## Alternatives Considered',
# '## Consequences'). Records link one another only in '## Related' lists ('- [ADR-0003](0003-....md) — ...'); README.md:7
# 'if a decision is reversed, a new ADR supersedes the old one'; nothing is superseded at HEAD. Clean: all but 0006, 0015 and
# the fourteen records that share a number.
W = "adr/"
s = kit.source("webfiori-adr", "adr", r"\d{4}-.*\.md")
f = take(s, W + "0030-ai-exceptions-over-result-objects.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (0000-template.md:20 and 48 of 48 records have it)")
f = take(s, W + "0004-column-name-parameter-respected.md")
s.sub("b", f, "- [ADR-0005](0005-request-processor-replaces-manager.md) — once column names",
      "- [ADR-0042](0042-repository-schema-loading.md) — the schema-loading workaround itself.\n"
      "- [ADR-0005](0005-request-processor-replaces-manager.md) — once column names",
      "link to 0042-repository-schema-loading.md in '## Related' (the folder's own list form), which does not exist")
f = take(s, W + "0024-cli-verbosity-not-logging.md")
s.copy("c", f, W + "0024-cli-progress-indicators.md", f"a copy of {f} under the same number 0024")
f = take(s, W + "0031-ai-logging-via-callback.md")
s.sub("d", f, "**Status:** Accepted", "**Status:** Superseded by ADR-0042",
      "status 'Superseded by ADR-0042' (0000-template.md:4's form); no ADR-0042 exists")
f = take(s, W + "0003-requires-auth-security-context.md")
s.sub("e", f, "- [ADR-0001](0001-access-can-role-resolution.md) — same root issue",
      "- [ADR-0001](0001-access-can-role-resolution.md) — superseded by this ADR; same root issue",
      "0003's '## Related' item '[ADR-0001](0001-....md) — superseded by this ADR' (README.md:7 'a new ADR supersedes the old "
      "one') while adr/0001-access-can-role-resolution.md stays 'Accepted'")
s.used.add(W + "0001-access-can-role-resolution.md")
f = take(s, W + "0020-backward-compatibility-guarantee.md")
s.sub("f", f, "**Status:** Proposed", "**Status:** Postponed",
      "status 'Postponed' (0000-template.md:4 offers Proposed | Accepted | Deprecated | Superseded by ADR-XXXX)")
f = take(s, W + "0027-ai-standalone-package.md")
s.setbody("g", f, "## Context",
          "What is the issue, question, or situation that prompted this decision?\n"
          "Include relevant technical background and constraints.",
          "'## Context' body is the template's own prompt (0000-template.md:8-9)")
s.score("# webfiori-adr: kinds a b c d e f g; d in the template's bare 'Superseded by ADR-XXXX' form, e in the folder's "
        "'## Related' list form. One copy: /tmp/eval32-inj/webfiori-adr.")

# ucum-adr: atomic-ehr UCUM TypeScript library; own template adr/template.md ('# ADR-NNN: Title', '## Status' 'Proposed |
# Accepted | Deprecated | Superseded', '## Context', '## Decision', '## Consequences' (Positive / Negative), '## Alternatives
# Considered'); README.md lists sections and an index ('- [001 - Dimension Representation](001-....md) - ...'). Records link
# one another as '[ADR-004: Unit Conversion Implementation](./004-....md)' (006). Only four records are clean (001, 002, 003,
# 008), so b goes into README.md's index and c is a copy of 008 made before f edits 008; e does not apply: it needs two more
# clean records and none is left.
U = "adr/"
s = kit.source("ucum-adr", "adr", r"(\d{3}-.*|README)\.md")
f = take(s, U + "001-dimension-representation.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (template.md:15, README.md:21, and 8 of 9 records have it)")
f = take(s, U + "README.md")
s.sub("b", f, "- Object vs Vector representation for dimensions",
      "- Object vs Vector representation for dimensions\n- [009 - Unit Registry](009-unit-registry.md) - Registry of base "
      "and derived units", "index entry linking 009-unit-registry.md (README.md:33's form), which does not exist")
f = take(s, U + "008-caching-layer.md")
s.copy("c", f, U + "008-parse-cache-eviction.md", f"a copy of {f} under the same number 008 (made before f's edit of 008)")
s.sub("f", f, "## Status\n\nProposed", "## Status\n\nPostponed",
      "status 'Postponed' (template.md:5 and README.md:18 offer Proposed, Accepted, Deprecated, Superseded)")
f = take(s, U + "003-ast-representation.md")
s.sub("d", f, "## Status\n\nAccepted",
      "## Status\n\nSuperseded by [ADR-009: Typed AST Nodes](./009-typed-ast-nodes.md)",
      "status 'Superseded by [ADR-009: Typed AST Nodes](./009-typed-ast-nodes.md)' (template's 'Superseded', 006's link "
      "form); no 009 exists")
f = take(s, U + "002-unit-expression-parser.md")
s.setbody("g", f, "## Context", "What is the issue that we're seeing that is motivating this decision or change?",
          "'## Context' body is the template's own prompt (template.md:9)")
s.score("# ucum-adr: kinds a b c d f g. e does not apply: only four records are clean and all four are used (b is in "
        "README.md's index, c copies 008 before f edits it). One copy: /tmp/eval32-inj/ucum-adr.")
