"""Inject defects into clean documents of a copy of each data65 source (sixty-fourth evaluation, part ae: the
developer's, blind on the code after the sixty-third set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ae.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtyfourth", "ae", data="/work/data65", clean="/tmp/eval65", copies="/tmp/eval65-inj-ae", frozen="/tmp/frozen64")


# alextan-adrs: alextanhongpin/architecture-decision-records @ e88fe34. A personal collection by topic; backend/README.md
# writes the ADR template in a fence (## Status [Proposed | Accepted | Rejected | Deprecated], ## Context, ## Decision,
# ## Rationale, ## Implementation, ## Consequences, ## Related Patterns); backend/NNN-name.md: a b c f.
B = "backend/"
s = kit.source("alextan-adrs", B[:-1], r"\d{3}-.*\.md")
f = s.take(B + "010-config.md")
s.delsec("a", f, "## Context", "deleted '## Context' (the README's template and 36 of 36 backend ADRs have it)")
f = s.take(B + "018-cache.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 12](012-use-metric.md).\n", "link to 012-use-metric.md, which does not exist")
f = s.take(B + "024-fencing.md")
s.copy("c", f, B + "024-fencing-tokens.md", f"{f} copied as 024-fencing-tokens.md (number 24 twice)")
f = s.take(B + "013-logging.md")
s.sub("f", f, "`accepted`", "`frozen`", "status 'frozen' (the template offers Proposed | Accepted | Rejected | Deprecated)")
s.score("# alextan-adrs: kinds a b c f; d e g skipped. One copy: /tmp/eval65-inj-ae/alextan-adrs.")

# yamo-rfcs: yamo-protocol/yamo-rfcs @ a6219f3. template.md (**Status:** Draft, ## Summary, ## Motivation,
# ## Specification, ...); RFC-NNNN-name.md: a b c f.
s = kit.source("yamo-rfcs", ".", r"RFC-\d{4}-.*\.md")
f = s.take("RFC-0007-semantic-heritage-wisdom-distillation.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 14 of 15 RFCs have it)")
f = s.take("RFC-0013-deployment-operational-model.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [RFC-0012](RFC-0012-smora-retrieval.md).\n",
      "link to RFC-0012-smora-retrieval.md, which does not exist")
f = s.take("RFC-0014-yamo-block-codec.md")
s.copy("c", f, "RFC-0014-yamo-block-codec-v2.md", f"{f} copied under the same number with '-v2'")
f = s.take("RFC-0012-smora-retrieval-augmentation.md")
s.sub("f", f, "**Status:** Implemented", "**Status:** Frozen", "status 'Frozen' (no RFC uses it; the template's is Draft)")
s.score("# yamo-rfcs: kinds a b c f; d e g skipped. One copy: /tmp/eval65-inj-ae/yamo-rfcs.")

# capiscio-rfcs: capiscio/capiscio-rfcs @ 0ebbb5c. docs/CONTRIBUTING.md writes the RFC template in a fence (Status:
# Draft | In Review | Approved | Superseded); docs/NNN-name.md: b f.
s = kit.source("capiscio-rfcs", "docs", r"\d{3}-.*\.md")
f = s.take("docs/002-trust-badge.md")
s.sub("f", f, "**Status:** Approved", "**Status:** Ratified", "status 'Ratified' (CONTRIBUTING.md offers Draft, In Review, "
      "Approved, Superseded)")
f = s.take("docs/004-tchb-transaction-hop-binding.md")
s.sub("b", f, "\n## ", "\n\nSee [RFC-002](002-trust-badges.md).\n\n## ", "link to 002-trust-badges.md, which does not exist")
s.score("# capiscio-rfcs: kinds b f; a c d e g skipped. One copy: /tmp/eval65-inj-ae/capiscio-rfcs.")

# pando-rfcs: pluralsight/pando-rfcs @ be525f2. 0000-template.md; text/NNNN-name.md, three RFCs: b.
s = kit.source("pando-rfcs", "text", r"\d{4}-.*\.md")
f = s.take("text/0001-pando-cli.md")
s.sub("b", f, "## Why are we doing this?\n", "## Why are we doing this?\n\nSee [RFC 2](0002-pando-presets.md).\n",
      "link to 0002-pando-presets.md, which does not exist")
s.score("# pando-rfcs: kind b; a c d e f g skipped. One copy: /tmp/eval65-inj-ae/pando-rfcs.")
