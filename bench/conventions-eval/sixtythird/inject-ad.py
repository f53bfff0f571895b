"""Inject defects into clean documents of a copy of each data64 source (sixty-third evaluation, part ad: the
developer's, blind on the code after the sixty-second set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ad.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtythird", "ad", data="/work/data64", clean="/tmp/eval64", copies="/tmp/eval64-inj-ad", frozen="/tmp/frozen63")


# jianmu-rfcs: jianmu-dev/jianmu-rfcs @ 3ae8816. 000-example/proposal.md ("这是一个提案模板", this is a proposal
# template: 概述, 问题描述, 约束条件, 解决方案, 待讨论问题, 已解决问题, 后果); NNN-name/proposal.md: a b c g.
s = kit.source("jianmu-rfcs", ["013-remove-dsl-ref", "015-shell-script-node", "019-trigger-dsl", "021-node-description"],
               r"proposal\.md")
f = s.take("013-remove-dsl-ref/proposal.md")
s.delsec("a", f, "# 约束条件", "deleted '# 约束条件' (Constraints: the template and 13 of 13 proposals have it)")
f = s.take("015-shell-script-node/proposal.md")
s.sub("b", f, "# 问题描述\n", "# 问题描述\n\n参见 [提案 14](../014-node-cache/proposal.md)。\n",
      "link to ../014-node-cache/proposal.md, which does not exist")
# (Moved before any fix: first written as a second file in 021's folder, which is no second record numbered 21.)
f = s.take("019-trigger-dsl/proposal.md")
(s.d / "019-trigger-dsl-v2").mkdir()
s.copy("c", f, "019-trigger-dsl-v2/proposal.md", f"{f} copied as 019-trigger-dsl-v2/proposal.md (number 19 twice)")
f = s.take("021-node-description/proposal.md")
s.setbody("g", f, "# 约束条件", "> 描述在解决该问题时有什么限制条件", "约束条件 (Constraints) left as the template's prompt")
s.score("# jianmu-rfcs: kinds a b c g; d e f skipped. One copy: /tmp/eval64-inj-ad/jianmu-rfcs.")

# lantern-rfcs: lantern-os/lantern-rfcs @ 21f74f7. 0000-template.md (front matter rfc/status/supersedes/superseded_by,
# ## Summary, ## Motivation, ...); rfcs/NNNN-name.md, adr/NNNN-name.md (adr/README.md's fenced template): a b d f.
s = kit.source("lantern-rfcs", ["rfcs", "adr"], r"\d{4}-.*\.md")
f = s.take("rfcs/0003-capability-model.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 8 of 8 RFCs have it)")
f = s.take("rfcs/0006-kernel-concurrency-model.md")
s.sub("f", f, "status: Accepted\n", "status: Ratified\n",
      "status 'Ratified' (the template lists Draft | Proposed | FCP | Accepted | ... ; no record uses it)")
f = s.take("adr/0003-wasm-as-portable-app-abi.md")
s.sub("d", f, "superseded_by: null\n", "superseded_by: 0013\n", "superseded_by: 0013, an ADR that does not exist")
f = s.take("adr/0005-object-capabilities-as-universal-authority-model.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-0004](0004-kernel-responsibilities.md).\n",
      "link to 0004-kernel-responsibilities.md, which does not exist")
s.score("# lantern-rfcs: kinds a b d f; c e g skipped. One copy: /tmp/eval64-inj-ad/lantern-rfcs.")

# kaos-adrs: axsaucedo/kaos-adrs @ fa23f9b. Many projects' folders; security-and-identity/adr-kaos/ADR-KAOS-NNN-name.md
# (bold **Status**: lines, ## Decision, ## Context, ## Consequences): a c e.
K = "security-and-identity/adr-kaos/"
s = kit.source("kaos-adrs", K[:-1], r"ADR-KAOS-\d{3}-.*\.md")
f = s.take(K + "ADR-KAOS-002-enforcement-topology.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (eight of ten ADR-KAOS have it)")
f = s.take(K + "ADR-KAOS-003-user-request-context-propagation.md")
s.copy("c", f, K + "ADR-KAOS-003-context-propagation-v2.md", f"{f} copied under the same number")
f = s.take(K + "ADR-KAOS-006-re-authentication-execution-model.md")
s.sub("e", f, "## Decision\n", "**Supersedes**: [ADR-KAOS-004](ADR-KAOS-004-aib-responsibility-boundary.md)\n\n## Decision\n",
      "ADR-KAOS-006 (Accepted) supersedes ADR-KAOS-004, still Accepted (security-and-identity/adr-kaos/"
      "ADR-KAOS-004-aib-responsibility-boundary.md)")
s.score("# kaos-adrs: kinds a c e; b d f g skipped. One copy: /tmp/eval64-inj-ad/kaos-adrs.")
