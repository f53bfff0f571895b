"""Inject defects into clean documents of a copy of each data147 source (hundred-and-forty-sixth evaluation, part di:
the developer's, blind on 682a685, the hundred-and-forty-fourth and forty-fifth sets' fixes). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-di.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortysixth", "di", data="/work/data147", clean="/tmp/blind147", copies="/tmp/eval146-inj-di",
          frozen="/tmp/frozen151")  # (682a685)

# vitest-sentry-reporter-adr: cadesalaberry/vitest-sentry-reporter @ b9b529c. ADRs with front matter: a, b, c, d, e, f.
D = "docs/decisions"
s = kit.source("vitest-sentry-reporter-adr", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0003-commit-conventions.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (all 14 ADRs keep it)")
f = s.take(f"{D}/0005-support-vitest-3.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 4](0004-migrate-to-vitest-4.md).\n",
      f"link to 0004-migrate-to-vitest-4.md in {f} (the file is 0004-migrate-to-vitest-4-reported-tasks-api.md)")
f = s.take(f"{D}/0007-adopt-biome-for-lint-and-format.md")
s.copy("c", f, f"{D}/0007-adopt-eslint.md", f"copied {f} to 0007-adopt-eslint.md: 7 twice")
f = s.take(f"{D}/0009-surface-ci-run-url.md")
s.sub("d", f, "status: accepted", "status: superseded by [ADR-0014](0014-surface-ci-metadata.md)",
      f"{f} superseded by 0014-surface-ci-metadata.md, which does not exist")
s.take(f"{D}/0001-adopt-bun-as-package-manager.md")  # (left accepted: the record superseded)
new = s.take(f"{D}/0012-fork-publishing-by-rebase.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis decision supersedes [ADR 0001](0001-adopt-bun-as-package-manager.md)."
      "\n", f"{new} says it supersedes ADR 1; {D}/0001-adopt-bun-as-package-manager.md still accepted (DC405 there, or "
      "DC404)")
f = s.take(f"{D}/0010-relativize-test-file-and-surface-ci-links.md")
s.sub("f", f, "status: accepted", "status: acepted", f"status 'acepted' in {f}")
s.score("# vitest-sentry-reporter-adr: kinds a-f. One copy: /tmp/eval146-inj-di/vitest-sentry-reporter-adr.")
