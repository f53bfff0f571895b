"""Inject defects into clean documents of a copy of each data79 source (seventy-eighth evaluation, part as: the
developer's, blind on the code after the seventy-seventh set's fixes). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-as.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventyeighth", "as", data="/work/data79", clean="/tmp/eval78", copies="/tmp/eval78-inj-as", frozen="/tmp/frozen78")


# midnight-mips: midnightntwrk/midnight-improvement-proposals @ c477617. mips/mip-NNNN-name.md and mps/mps-NNNN-name.md,
# each after its folder's template (YAML front matter: MIP, Title, Status, Created, Requires, Replaces): a b c e f g.
s = kit.source("midnight-mips", ["mips", "mps"], r"m(ip|ps)-\d{4}-.*\.md")
f = s.take("mips/mip-0008-caip-2-network-identifiers.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 13 of 13 MIPs have it)")
f = s.take("mips/mip-0009-query-contract-state-rpc.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [MIP-3](mip-0003-ecdsa-signatures.md).\n",
      "link to mip-0003-ecdsa-signatures.md, which does not exist")
f = s.take("mps/mps-0027-domain-separation.md")
s.copy("c", f, "mps/mps-0027-domain-tags.md", f"{f} copied under the same number (27)")
old = s.take("mips/mip-0003-ecdsa-support.md")
new = s.take("mips/mip-0010-aura-to-babe-migration.md")
s.sub("e", new, "Replaces: none", "Replaces: MIP-0003", f"{new} replaces MIP-0003, which still reads Accepted")
f = s.take("mps/mps-0028-pre-finality-state-visibility.md")
s.sub("f", f, "Status: Proposed", "Status: Frozen", "status 'Frozen' (the process's statuses: Draft, Proposed, "
      "Accepted, Rejected, Active, Withdrawn, Final)")
f = s.take("mps/mps-0029-compact-caller-identity.md")
s.sub("g", f, "## Problem\n", "## Problem\n\nDescribe the current challenges in detail. What friction exists? What gaps have "
      "been identified? What feedback has the community provided? Be specific about pain points while remaining "
      "solution-agnostic.\n", "the template's Problem instruction put back at the top of the Problem section")
s.score("# midnight-mips: kinds a b c e f g; d skipped. One copy: /tmp/eval78-inj-as/midnight-mips.")

# openusd-proposals: PixarAnimationStudios/OpenUSD-proposals @ 5fa4008. proposals/<name>/README.md, unnumbered, no
# template or statuses: b.
s = kit.source("openusd-proposals", "proposals", r"[A-Za-z].*")
f = s.take("proposals/accessibility")
s.sub("b", f + "/README.md", "\n## ", "\nSee [the notes](accessibility-notes.md).\n\n## ",
      "link to accessibility-notes.md, which does not exist")
s.score("# openusd-proposals: kind b; the others have no template, numbers or statuses to break. One copy: "
        "/tmp/eval78-inj-as/openusd-proposals.")

# lfx-adrs: linuxfoundation/lfx-architecture-decisions @ da2c0de. decisions/NNNN-name.md (adr-tools, Nygard): a b c.
s = kit.source("lfx-adrs", "decisions", r"\d{4}-.*\.md")
f = s.take("decisions/0002-structured-json-logging.md")
s.delsec("a", f, "## Context", "deleted '## Context' (4 of 4 decisions have it)")
f = s.take("decisions/0003-opentelemetry-instrumentation.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee [ADR 2](0002-json-logging.md).\n",
      "link to 0002-json-logging.md, which does not exist")
f = s.take("decisions/0004-generative-ai-model-providers.md")
s.copy("c", f, "decisions/0004-model-hosting.md", f"{f} copied under the same number (4)")
s.score("# lfx-adrs: kinds a b c; d e f g skipped (no supersessions, no template). One copy: /tmp/eval78-inj-as/lfx-adrs.")
