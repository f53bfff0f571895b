"""Inject defects into clean documents of a copy of each data137 source (hundred-and-thirty-seventh evaluation, part
cz: the developer's, blind on f0ec1ba, this stop's final code; no fix after it). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-cz.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtyseventh", "cz", data="/work/data137", clean="/tmp/blind137", copies="/tmp/eval137-inj-cz",
          frozen="/tmp/frozen142")  # (f0ec1ba)

# kic-keps: Kong/kubernetes-ingress-controller @ 1fa68f8. KEPs keps/NNNN-x.md, YAML front matter: f, c.
s = kit.source("kic-keps", "keps", r"\d{4}-.*\.md")
f = s.take("keps/0002-kong-gateway-api.md")
s.sub("f", f, "status: implementable", "status: implementabel", f"status 'implementabel' in {f}")
f = s.take("keps/0003-kic-kubebuilder-re-architecture.md")
s.copy("c", f, "keps/0003-kubebuilder.md", "copied 0003-kic-kubebuilder-re-architecture.md to 0003-kubebuilder.md: KEP 3 "
       "twice")
s.score("# kic-keps: kinds f, c. One copy: /tmp/eval137-inj-cz/kic-keps.")

# issue-orchestrator-adr: issue-orchestrator/issue-orchestrator @ 3717e2c. ADRs, bold Status lines: a, e.
s = kit.source("issue-orchestrator-adr", "docs/architecture/ADR", r"\d{4}-.*\.md")
f = s.take("docs/architecture/ADR/0003-observations-as-inbound-truth.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the ADRs keep it)")
s.take("docs/architecture/ADR/0002-write-then-observe.md")  # (left Accepted: the record superseded)
new = s.take("docs/architecture/ADR/0004-centralize-reconciliation.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 0002](0002-write-then-observe.md).\n",
      f"{new} says it supersedes ADR 0002; docs/architecture/ADR/0002-write-then-observe.md still Accepted (DC405 "
      "there, or DC404)")
s.score("# issue-orchestrator-adr: kinds a, e. One copy: /tmp/eval137-inj-cz/issue-orchestrator-adr.")

# conjur-design: cyberark/conjur @ 8031a2a. Unnumbered design docs under design/, an index table: b.
s = kit.source("conjur-design", "design", r"[A-Za-z].*\.md")
f = s.take("design/README.md")
s.sub("b", f, "(authenticators/AUTHENTICATORS.md)", "(authenticators/AUTHENTICATOR.md)",
      f"link to authenticators/AUTHENTICATOR.md in {f} (the file is AUTHENTICATORS.md)")
s.score("# conjur-design: kind b. One copy: /tmp/eval137-inj-cz/conjur-design.")
