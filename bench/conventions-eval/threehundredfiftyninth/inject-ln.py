"""Inject defects into clean documents of a copy of each source of data362 (the three-hundred-and-fifty-ninth
evaluation, part ln: blind, frozen as /tmp/frozen280). See inject_kit.py. Every edit below was chosen from the
repositories' own templates, process documents and documents before anything ran.
Run: /work/main/.venv/bin/python inject-ln.py (writes injected-<source>.txt into the set's folder).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen280"

# ---------------------------------------------------------------- data362 (threehundredfiftyninth, ln)
kit = Kit("threehundredfiftyninth", "ln", data="/work/data362", clean="/work/blind362", pool="/work/blind362",
          copies="/tmp/eval362-inj", frozen=FROZEN)

# kiali-keps: design/KEPS/<slug>/proposal.md, 9 proposals, unnumbered and undated; no template file, the meta-KEP
# design/KEPS/kiali-enhancement-proposal/proposal.md "also serves as a template for future KEPs" (H1, numbered
# in-page ToC, '# Summary' / '# Motivation' (## Goals, ## Non-goals) / '# Solution' (## Other solutions) /
# '# Roadmap'); '# Summary' in the meta-KEP and 9 of 9; cross-references are relative links of the form
# '[Controller Model KEP](../controller-model/proposal.md)' (graph-cache, health-precompute); the template's bodies
# are its own text, which multi-session-auth shows being copied unchanged (it kept the H1 'Kiali Enhancement
# Proposal'). No numbers (c skipped), no status field, front matter, or date anywhere (f skipped), acceptance only as
# merged PRs, and no supersession is recorded nor has any field or phrase to write one in (d and e skipped):
# a, b, g.
R = "/work/data362/kiali-keps"
K = "design/KEPS"
s = kit.source("kiali-keps", [f"{K}/{d}" for d in sorted(os.listdir(f"{R}/{K}"))], r"proposal\.md")
tpl = read(f"{R}/{K}/kiali-enhancement-proposal/proposal.md")
f = s.take(f"{K}/extensions/proposal.md")
s.delsec("a", f, "# Summary",
         f"deleted '# Summary' (the meta-KEP template and 9 of 9 proposals have it) from {f}")
f = s.take(f"{K}/ai-store/proposal.md")
s.sub("b", f, "with LRU eviction. This approach:",
      "with LRU eviction, following the per-session caching of the [Graph Cache KEP](../graph-caching/proposal.md). "
      "This approach:",
      f"link '[Graph Cache KEP](../graph-caching/proposal.md)' in graph-cache's / health-precompute's style (the KEP "
      f"is design/KEPS/graph-cache/proposal.md) added to {f}")
f = s.take(f"{K}/multi-session-auth/proposal.md")
body = tpl.split("\n## Other solutions\n", 1)[1].split("\n# Roadmap\n", 1)[0].strip("\n")
s.setbody("g", f, "## Other solutions", body,
          f"'## Other solutions' body replaced by the meta-KEP template's own '- The current method of using primarily "
          f"using Github discussions to facilitate discussion on formal design proposals.' in {f}")
s.score("# kiali-keps: kinds a, b, g (no numbers, statuses or supersession form: c, d, e, f skipped). "
        "One copy: /tmp/eval362-inj/kiali-keps.")

# openshift-oadp-design: docs/design/*.md, 12 records flat, unnumbered and undated in the name (c skipped); template
# docs/design/_template.md (Velero's: Abstract / Background / Goals / Non Goals / High-Level Design / Detailed Design
# / Alternatives Considered / Security Considerations / Compatibility / Implementation / Open Issues, each with one
# or two sentences of guidance); '## Goals' in the template and 10 of 12 records; relative links bare or '../'
# file names ('plugin-registry.svg', '../images/datamovercrd.png'), and the template's naming rule asks for
# '<words joined by '-'>_design.md', so a link 'node-agent-config-design.md' to node_agent_config-design.md is the
# slip; statuses and supersession only in the 2022 OpenShift-enhancement (KEP-style) YAML front matter ('status:
# implementable'; velero-krm-enhancement shows its 'see-also:' / 'replaces:' / 'superseded-by:' list fields, each
# '- "..."'); upstream-datamover.md (2023, VBDM) retires datamover.md's VolSync DataMover CRD ('### Volsync
# Datamover removal') while datamover.md still says 'status: implementable', so e writes that in the front-matter
# form on upstream-datamover; d gives node_agent_config-design the same front matter with a 'superseded-by:' naming
# no record. datamover.md is the only clean record with a status (plugin-registry and velero-krm are flagged for
# their front matter) and it is e's record left in force, so f is skipped: a, b, d, e, g.
s = kit.source("openshift-oadp-design", "docs/design", r"(?!_template\.md)[\w-]+\.md")
D = "docs/design"
tpl = read("/work/data362/openshift-oadp-design/docs/design/_template.md")
f = s.take(f"{D}/DPA-and-node-selectors.md")
s.delsec("a", f, "## Goals", f"deleted '## Goals' (_template.md and 10 of 12 records have it) from {f}")
f = s.take(f"{D}/unsupported-args-design.md")
s.sub("b", f, "such as velero server or node-agent arguments.\n",
      "such as velero server or node-agent arguments (see [NodeAgentConfig design](node-agent-config-design.md)).\n",
      f"link '[NodeAgentConfig design](node-agent-config-design.md)' (the record is node_agent_config-design.md) "
      f"added to {f}")
f = s.take(f"{D}/node_agent_config-design.md")
s.sub("d", f, "# NodeAgentConfig configuration with restic/kopia\nDate: 2023-07-25\n",
      "---\ntitle: node_agent_config_design\ncreation-date: 2023-07-25\nstatus: implementable\nsuperseded-by:\n"
      "  - \"/docs/design/fs-backup-kopia_design.md\"\n---\n\n# NodeAgentConfig configuration with restic/kopia\n",
      f"'Date:' line made the records' KEP-style front matter with 'superseded-by: - \"/docs/design/"
      f"fs-backup-kopia_design.md\"' (no such record in docs/design) in {f}")
old = s.take(f"{D}/datamover.md")
f = s.take(f"{D}/upstream-datamover.md")
s.sub("e", f, "# Design for Integrating Velero Built-in Data Mover (VBDM) support into OADP\n",
      "---\ntitle: upstream_datamover_design\nstatus: implementable\nreplaces:\n  - \"/docs/design/datamover.md\"\n"
      "---\n\n# Design for Integrating Velero Built-in Data Mover (VBDM) support into OADP\n",
      f"KEP-style front matter with 'replaces: - \"/docs/design/datamover.md\"' (its '### Volsync Datamover removal' "
      f"retires that CRD) added to {f}; {old} left 'status: implementable' with no superseded-by")
f = s.take(f"{D}/kubectl-oadp.md")
body = tpl.split("\n## Security Considerations\n", 1)[1].split("\n## ", 1)[0].strip("\n")
s.setbody("g", f, "## Security Considerations", body,
          f"'## Security Considerations' body replaced by _template.md's 'If this proposal has an impact to the "
          f"security of the product, ... they must be addressed here.' in {f}")
s.score("# openshift-oadp-design: kinds a, b, d, e, g (unnumbered: c skipped; the one clean record with a status "
        "is e's: f skipped). One copy: /tmp/eval362-inj/openshift-oadp-design.")
