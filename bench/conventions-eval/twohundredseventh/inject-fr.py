"""Inject defects into clean documents of a copy of each data208 source (two-hundred-and-seventh evaluation, part
fr: the developer's, blind on the stop's final checking code 7ec6048, frozen as /tmp/frozen200). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fr.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventh", "fr", data="/work/data208", clean="/work/blind208", pool="/work/blind208",
          copies="/tmp/eval207-inj-fr", frozen="/tmp/frozen200")

# mitol-infra: docs/adr/NNNN-x.md, bold labels, template.md: f, b, c.
s = kit.source("mitol-infra", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("**Status:** Accepted")
s.sub("f", f, "**Status:** Accepted", "**Status:** Acceptted", f"status Accepted misspelt in {f}")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [ADR 0015](0015-vault-auth.md).\n\n## ", f"link to a missing ADR in {f}")
f = s.pick("\n## ", skip=2)
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:4] + "-another-decision.md", f"a second ADR numbered as {f}")
s.score("# mitol-infra: kinds f, b, c. One copy: /tmp/eval207-inj-fr/mitol-infra.")

# rems: docs/architecture/NNN-x.md, no template: b, c.
s = kit.source("rems", "docs/architecture", r"0[01]\d-.*\.md")
f = s.pick("\n# ", skip=2)
s.sub("b", f, "\n# ", "\nSee [ADR 030](030-audit-log.md).\n\n# ", f"link to a missing ADR in {f}")
s.score("# rems: kind b. One copy: /tmp/eval207-inj-fr/rems.")
