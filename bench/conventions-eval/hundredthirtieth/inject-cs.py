"""Inject defects into clean documents of a copy of each data131 source (hundred-and-thirtieth evaluation, part
cs: the developer's, blind on 76796ef). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cs.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtieth", "cs", data="/work/data131", clean="/tmp/blind131", copies="/tmp/eval131-inj-cs",
          frozen="/tmp/frozen136")  # (76796ef)

# headrace: headrace-rs/headrace @ 395d0c4. Nygard ADRs in adr/ with `- Status:` lines: a, g.
s = kit.source("headrace", "adr", r"\d{4}-.*\.md")
f = s.take("adr/0006-call-processing-nodes-transforms.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template and 20 of 20 have it)")
f = s.take("adr/0005-event-time-windows-and-mergeable-aggregates.md")
s.setbody("g", f, "## Context", "The forces at play: what is true, and which constraints and needs drive this.",
          f"the template's Context prompt left as {f}'s Context")
s.score("# headrace: kinds a, g. One copy: /tmp/eval131-inj-cs/headrace.")

# entirecontext: teslamint/entirecontext @ 0fbbfe8. ADRs in docs/adr/ with bold Status lines: b, e.
s = kit.source("entirecontext", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0007-ruff-format-enforced.md")
s.sub("b", f, "## Related\n", "## Related\n\n- [ADR 0006](0006-ruff-explicit-lint-selection.md)\n",
      f"link to 0006-ruff-explicit-lint-selection.md in {f} (the file is 0006-ruff-explicit-lint-select.md)")
s.take("docs/adr/0002-mypy-strict-gradual.md")  # (left accepted: the record superseded)
new = s.take("docs/adr/0008-overload-include-warnings-keyword-only.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 0002](0002-mypy-strict-gradual.md).\n",
      f"{new} says it supersedes ADR 0002; docs/adr/0002-mypy-strict-gradual.md still accepted (DC405 there, or DC404)")
s.score("# entirecontext: kinds b, e. One copy: /tmp/eval131-inj-cs/entirecontext.")

# larakube: runtimephp/larakube @ c309a28. ADRs in docs/adr/, front matter wrapped in `adr:`: f, c.
s = kit.source("larakube", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0008-tenant-isolation-via-rbac-scoped-namespaces.md")
s.sub("f", f, "  status: proposed", "  status: propsed", f"status 'propsed' (in the `adr:` mapping) in {f}")
f = s.take("docs/adr/0007-management-cluster-bootstrap-strategy.md")
s.copy("c", f, "docs/adr/0007-management-cluster-bootstrap-strategy-v2.md",
       "copied 0007-management-cluster-bootstrap-strategy.md to ...-v2.md: ADR 7 twice")
s.score("# larakube: kinds f, c. One copy: /tmp/eval131-inj-cs/larakube.")
