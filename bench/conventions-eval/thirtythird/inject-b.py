"""Inject the seven kinds of defect into clean documents of a copy of each data33 source (thirty-third evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval33-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval33/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply, or apply only in a borrowed form, are named in each
score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtythird", "b", data="/work/data33", clean="/tmp/eval33", copies="/tmp/eval33-inj", frozen="/tmp/frozen33")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# react-router-decisions: React Router (Remix); own template decisions/template.md ('# Title', 'Date: YYYY-MM-DD', 'Status: proposed
# | rejected | accepted | deprecated | … | superseded by [0005](0005-example.md)', '## Context', '## Decision', '## Consequences').
# Supersession in the folder's own forms: old side 0003:5 'Status: Superseded by [#0012](./0012-type-inference.md)', new side
# 0012:7 'Supersedes [#0003](./0003-....md)' under the status line. The real template-text defect is 0015:1 '# Title'.
# Clean: all but the six records sharing 0001-0003 and 0015.
R = "decisions/"
s = kit.source("react-router-decisions", "decisions", r"\d{4}-.*\.md")
f = take(s, R + "0009-do-not-rely-on-treeshaking-for-correctness.md")
s.delsec("a", f, "## Context", "deleted '## Context' (template.md:7 and 19 of 19 records have it)")
f = take(s, R + "0011-routes-ts.md")
s.sub("b", f, "Any project using the Vite plugin must have a `routes.ts` file",
      "As with [#0017](./0017-route-module-conventions.md), any project using the Vite plugin must have a `routes.ts` file",
      "link to ./0017-route-module-conventions.md (0012:7's '[#NNNN](./NNNN-....md)' form), which does not exist (records end at 0016)")
f = take(s, R + "0010-splitting-up-client-and-server-code-in-vite.md")
s.copy("c", f, R + "0010-server-only-modules.md", f"a copy of {f} under the same number 0010")
f = take(s, R + "0008-only-support-js-conversion-for-app-code.md")
s.sub("d", f, "Status: accepted", "Status: Superseded by [#0017](./0017-typescript-app-code.md)",
      "status 'Superseded by [#0017](./0017-typescript-app-code.md)' (0003:5's form); no 0017 exists")
f = take(s, R + "0013-react-router-config-ts.md")
s.sub("e", f, "Status: accepted\n", "Status: accepted\n\nSupersedes [#0011](./0011-routes-ts.md)\n",
      "0013 'Supersedes [#0011](./0011-routes-ts.md)' under its status (0012:7's form) while decisions/0011-routes-ts.md stays "
      "'Status: accepted'")
s.used.add(R + "0011-routes-ts.md")
f = take(s, R + "0006-linear-workflow.md")
s.sub("f", f, "Status: accepted", "Status: postponed",
      "status 'postponed' (template.md:5 offers proposed, rejected, accepted, deprecated, superseded by)")
f = take(s, R + "0007-remix-on-react-router-6-4-0.md")
s.sub("g", f, "# Layering Remix on top of React Router 6.4\n", "# Title\n",
      "title left as the template's '# Title' (template.md:1; the folder's own real slip, 0015:1)")
s.score("# react-router-decisions: kinds a b c d e f g, d and e in the folder's own forms (0003:5 old side, 0012:7 new side). "
        "b sits in 0011, which e then names as superseded (b's edit is in the text, e's claim in 0013). "
        "One copy: /tmp/eval33-inj/react-router-decisions.")

# thunderbird-adr: Thunderbird for Android; own template docs/engineering/adr/0000-adr-template.md ('# ADR: Descriptive Title',
# '- Issue: [#NNNN](...)', '- Status: **Proposed**', '## Context', '## Decision', '## Outcomes' with '### Positive Outcomes' /
# '### Negative Outcomes'); the records put the status under '## Status' as '- **Accepted**'. README.md:44-51 life cycle:
# Proposed, Accepted, Rejected, Obsolete ('replaced by another ADR or RFC'); no record is obsolete and none links another, so
# d and e use the README's word with the records' metadata-bullet form ('- Pull Request: [#7221](...)').
# Clean: all but 0002 (8 records, all used).
T = "docs/engineering/adr/"
s = kit.source("thunderbird-adr", "docs/engineering/adr", r"\d{4}-.*\.md")
f = take(s, T + "0004-naming-conventions-for-interfaces-and-their-implementations.md")
s.delsec("a", f, "## Outcomes", "deleted '## Outcomes' (0000-adr-template.md:14, README.md:24 and 9 of 9 records have it)")
f = take(s, T + "0008-change-shared-modules-package-name.md")
s.sub("b", f, "The Thunderbird Android project is a white-label version of K-9 Mail,",
      "See [0010 Module Naming](0010-module-naming.md). The Thunderbird Android project is a white-label version of K-9 Mail,",
      "link to 0010-module-naming.md (relative record link), which does not exist (records end at 0009)")
f = take(s, T + "0005-central-project-configuration.md")
s.copy("c", f, T + "0005-version-catalog.md", f"a copy of {f} under the same number 0005")
f = take(s, T + "0001-switch-from-java-to-kotlin.md")
s.sub("d", f, "## Status\n\n- **Accepted**",
      "## Status\n\n- **Obsolete**, replaced by [0010 Kotlin Multiplatform](0010-kotlin-multiplatform.md)",
      "status '- **Obsolete**, replaced by [0010 Kotlin Multiplatform](0010-kotlin-multiplatform.md)' (README.md:51 'Obsolete: "
      "replaced by another ADR'); no 0010 exists")
f = take(s, T + "0009-api-internal-split.md")
s.sub("e", f, "- Pull Request: [#10198](https://github.com/thunderbird/thunderbird-android/pull/10198)\n",
      "- Pull Request: [#10198](https://github.com/thunderbird/thunderbird-android/pull/10198)\n"
      "- Replaces: [0007 Project Structure](0007-project-structure.md)\n",
      "0009 metadata bullet '- Replaces: [0007 Project Structure](0007-project-structure.md)' while "
      "docs/engineering/adr/0007-project-structure.md stays '- **Accepted**' (README.md:51 wants it Obsolete)")
s.used.add(T + "0007-project-structure.md")
f = take(s, T + "0003-switch-test-assertions-from-truth-to-assertk.md")
s.sub("f", f, "## Status\n\n- **Accepted**", "## Status\n\n- **Postponed**",
      "status 'Postponed' (README.md:21 and :46-51 offer proposed, accepted, rejected, obsolete)")
f = take(s, T + "0006-white-label-architecture.md")
s.setbody("g", f, "## Context",
          "Description of the context and problem statement that the decision is addressing. It should contain any relevant "
          "factors that influenced the decision.",
          "'## Context' body is the template's own text (0000-adr-template.md:8)")
s.score("# thunderbird-adr: kinds a b c d e f g; d and e use the README's 'Obsolete' / 'replaced' wording (nothing is obsolete "
        "at HEAD). One copy: /tmp/eval33-inj/thunderbird-adr.")

# planx-adr: PlanX (Open Systems Lab, UK planning services); adr-tools folder (.adr-dir 'doc/architecture/decisions',
# doc/how-to/how-to-add-an-architectural-decision-record.md 'adr new ...'); no template file, so the adr-tools defaults are the
# template: '# N. Title', 'Date:', '## Status', '## Context', '## Decision', '## Consequences'. No record links another and none
# is superseded, so d and e use adr-tools' own forms ('Superseded by [N. Title](file)' / 'Supersedes [N. Title](file)').
# Clean: all but 0003 and 0012.
P = "doc/architecture/decisions/"
s = kit.source("planx-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
f = take(s, P + "0009-single-application-audit-table.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (adr-tools' template and 11 of 12 records have it)")
f = take(s, P + "0004-secret-generation.md")
s.sub("b", f, "This highlighted the need to have a documented and standard process for generating new secrets.",
      "This highlighted the need to have a documented and standard process for generating new secrets (see also "
      "[13. Rotate secrets quarterly](0013-rotate-secrets-quarterly.md)).",
      "link to 0013-rotate-secrets-quarterly.md (adr-tools' '[N. Title](file)' form), which does not exist (records end at 0012)")
f = take(s, P + "0005-data-retention-policy.md")
s.copy("c", f, P + "0005-session-expiry.md", f"a copy of {f} under the same number 0005")
f = take(s, P + "0002-create-reverse-proxy-for-hasura.md")
s.sub("d", f, "## Status\n\nAccepted",
      "## Status\n\nSuperseded by [13. Replace Hasura proxy with API gateway](0013-replace-hasura-proxy-with-api-gateway.md)",
      "status 'Superseded by [13. Replace Hasura proxy with API gateway](0013-....md)' (adr-tools form); no 0013 exists")
f = take(s, P + "0010-migrate-to-a-monorepo-structure.md")
s.sub("e", f, "## Status\nAccepted",
      "## Status\nAccepted\n\nSupersedes [7. Modularise Express application](0007-modularise-express-application.md)",
      "0010 'Supersedes [7. Modularise Express application](0007-....md)' (adr-tools form) while "
      "doc/architecture/decisions/0007-modularise-express-application.md stays 'Accepted'")
s.used.add(P + "0007-modularise-express-application.md")
f = take(s, P + "0006-remove-govukpayment-from-session-data.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (the records use Accepted, Approved, Draft; adr-tools writes Proposed/Accepted/Superseded)")
f = take(s, P + "0011-standardised-data-fetching-and-state-management.md")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body is adr-tools' own template text (no template file in the folder)")
s.score("# planx-adr: kinds a b c d e f g; no template file in the folder (adr-tools), so g uses adr-tools' template text and "
        "d and e its supersession forms. One copy: /tmp/eval33-inj/planx-adr.")

# dol-claimant-adr: US Department of Labor, UI claimant experience pilot; own template docs/adr/template.md ('# Title of ADR',
# '- Status: [In progress or Decided]', '- Deciders:', '- Date:', intro, '## Assumptions', '## Constraints', '## Considered
# Alternatives', '## Pros and Cons of the Alternatives', '## Decision Outcome'). Records link one another as
# '[encryption](0008-claimant-pii.md)' (0015:11). The template knows no supersession and nothing is superseded, so d and e use
# the generic words in the template's metadata-bullet form. Clean: all but 0011, 0012, 0013, 0015.
L = "docs/adr/"
s = kit.source("dol-claimant-adr", "docs/adr", r"\d{4}-.*\.md")
f = take(s, L + "0003-api-stack.md")
s.delsec("a", f, "## Decision Outcome", "deleted '## Decision Outcome' (template.md:36 and 19 of 19 records have it)")
f = take(s, L + "0016-forms-management.md")
s.sub("b", f, "Use Formik for form definitions and Yup for validation.",
      "Use Formik for form definitions and Yup for validation, following the [validation rules](0019-form-validation-rules.md).",
      "link to 0019-form-validation-rules.md (0015:11's '[text](NNNN-....md)' form), which does not exist (records end at 0018)")
f = take(s, L + "0014-public-key-management.md")
s.copy("c", f, L + "0014-swa-key-rotation.md", f"a copy of {f} under the same number 0014")
f = take(s, L + "0002-static-home-page.md")
s.sub("d", f, "- Status: Decided", "- Status: Superseded by [0019](0019-cms-home-page.md)",
      "status 'Superseded by [0019](0019-cms-home-page.md)' (template bullet, generic word); no 0019 exists")
f = take(s, L + "0017-long-term-pii-storage.md")
s.sub("e", f, "- Status: Decided\n", "- Status: Decided\n- Supersedes: [0010](0010-pii-storage.md)\n",
      "0017 bullet '- Supersedes: [0010](0010-pii-storage.md)' while docs/adr/0010-pii-storage.md stays 'Decided'")
s.used.add(L + "0010-pii-storage.md")
f = take(s, L + "0008-design-system.md")
s.sub("f", f, "- Status: Decided", "- Status: Postponed",
      "status 'Postponed' (template.md:3 offers 'In progress or Decided')")
f = take(s, L + "0004-serving-static-assets.md")
s.setbody("g", f, "## Decision Outcome",
          "Describe what the decision is and some high level information about why it was chosen without rehashing all "
          "pros/cons.",
          "'## Decision Outcome' body is the template's own text (template.md:38)")
s.score("# dol-claimant-adr: kinds a b c d e f g; d and e in a generic form (the template's statuses are only 'In progress or "
        "Decided' and nothing is superseded). One copy: /tmp/eval33-inj/dol-claimant-adr.")
