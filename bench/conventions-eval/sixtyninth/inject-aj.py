"""Inject defects into clean documents of a copy of each data70 source (sixty-ninth evaluation, part aj: the
developer's, blind on the code after the sixty-eighth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-aj.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtyninth", "aj", data="/work/data70", clean="/tmp/eval70", copies="/tmp/eval70-inj-aj", frozen="/tmp/frozen69")


# lightbridge-adrs: ADORSYS-GIS/lightbridge-governance @ 64b709d. docs/adr/template.md (- Status: Proposed | Accepted |
# Deprecated | Superseded by ADR-NNNN, ## Context, ## Decision, ## Consequences, ## Alternatives considered, ## Related);
# docs/adr/NNNN-name.md: a b c e f g.
A = "docs/adr/"
s = kit.source("lightbridge-adrs", A[:-1], r"\d{4}-.*\.md")
f = s.take(A + "0005-one-workspace-registry-first-connectors-as-crates.md")
s.delsec("a", f, "## Alternatives considered", "deleted '## Alternatives considered' (the template and 13 of 13 ADRs have it)")
f = s.take(A + "0006-foundry-auth-reuses-core-gateway-and-authorino.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-0005](0005-one-workspace-registry.md).\n",
      "link to 0005-one-workspace-registry.md, which does not exist")
f = s.take(A + "0008-money-is-integer-micro-usd.md")
s.copy("c", f, A + "0008-money-as-micro-usd.md", f"{f} copied under the same number")
f = s.take(A + "0009-cratestack-only-rest-transport-cbor-payloads.md")
s.sub("e", f, "- Status: Accepted\n", "- Status: Accepted\n- Supersedes: [ADR-0007](./0007-api-owns-connector-metrics-"
      "no-cache-service.md)\n", "ADR-0009 (Accepted) supersedes ADR-0007, still Accepted (docs/adr/0007-api-owns-"
      "connector-metrics-no-cache-service.md)")
f = s.take(A + "0004-observability-stack-stays-single-tenant.md")
s.sub("f", f, "- Status: Accepted\n", "- Status: Frozen\n", "status 'Frozen' (the template offers Proposed | Accepted | "
      "Deprecated | Superseded)")
s.score("# lightbridge-adrs: kinds a b c e f; d g skipped. One copy: /tmp/eval70-inj-aj/lightbridge-adrs.")

# jdim-rfcs: JDimproved/rfcs @ d181700. 0000-template.md (Japanese prose, ## Abstract, ## Specification, ## Examples,
# ## Motivation, ## Rationale, ## Backwards Compatibility, ## Rejected Ideas, ## Open Issues); docs/NNNN-name.md: a b.
s = kit.source("jdim-rfcs", "docs", r"\d{4}-.*\.md")
f = s.take("docs/0006-platform-support.md")
s.delsec("a", f, "## Rationale", "deleted '## Rationale' (the template and 7 of 7 RFCs have it)")
f = s.take("docs/0010-end-of-gtk2-support.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\n[RFC 6](0006-platforms.md) を参照。\n", "link to 0006-platforms.md, "
      "which does not exist")
s.score("# jdim-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval70-inj-aj/jdim-rfcs.")
