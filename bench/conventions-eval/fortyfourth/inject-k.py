"""Inject defects into clean documents of a copy of each data45 source (forty-fourth evaluation, part k: the
developer's, blind on the code after the forty-second and forty-third sets' fixes). See inject_kit.py; kinds a-g as in
earlier sets. Run: /work/main/.venv/bin/python inject-k.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortyfourth", "k", data="/work/data45", clean="/tmp/eval45", copies="/tmp/eval45-inj-k", frozen="/tmp/frozen44")


# openebs-designs: openebs/openebs designs @ 40ecac6. oep-template.md (front matter: oep-number, title, ..., status:
# provisional/implementable/implemented/deferred/rejected/withdrawn/replaced, replaces, superseded-by; Summary,
# Motivation, Proposal, Graduation Criteria, ...). Designs unnumbered, in folders per engine: c skipped.
L = "designs/local-pv/lvm/"
s = kit.source("openebs-designs", [L[:-1], L + "storageclass-parameters"], r"[a-z_]+\.md")
f = s.take(L + "storageclass-parameters/shared.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and 18 of 18 designs have it)")
f = s.take(L + "resize_workflow.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [thin pool design](thin_pool.md).\n",
      "link to thin_pool.md, which does not exist")
f = s.take(L + "storageclass-parameters/vg_pattern.md")
s.sub("d", f, "status: Implemented\n", "status: replaced\nsuperseded-by:\n  - \"/designs/local-pv/lvm/vg-selection.md\"\n",
      "'status: replaced', superseded by /designs/local-pv/lvm/vg-selection.md, which does not exist")
f = s.take(L + "storageclass-parameters/mount_options.md")
s.sub("e", f, "status: Implemented\n",
      "status: Implemented\nreplaces:\n  - \"/designs/local-pv/lvm/storageclass-parameters/fs_type.md\"\n",
      "replaces designs/local-pv/lvm/storageclass-parameters/fs_type.md, left 'Implemented'")
f = s.take(L + "storageclass-parameters/thin_provision.md")
s.sub("f", f, "status: Implemented\n", "status: postponed\n",
      "'status: postponed' (the template: provisional/implementable/implemented/deferred/rejected/withdrawn/replaced)")
f = s.take(L + "storageclass-parameters/reclaim_policy.md")
s.setbody("g", f, "## Summary", "The `Summary` section is incredibly important for producing high quality user focused "
          "documentation such as release notes or a development road map.",
          "'## Summary' is the template's own prompt")
s.score("# openebs-designs: kinds a b d e f g; c skipped. One copy: /tmp/eval45-inj-k/openebs-designs.")

# kubeedge-proposals: kubeedge/kubeedge docs/proposals @ 16cd854. No template; KEP-like front matter (status:
# implementable, implemented); unnumbered; no supersessions: a c d e g skipped.
K = "docs/proposals/"
s = kit.source("kubeedge-proposals", [K + "sig-architecture", K + "sig-networking"], r"[a-z-]+\.md")
f = s.take(K + "sig-networking/edgemesh-design.md")
s.sub("b", f, "\n## ", "\nSee also the [edgemesh gateway proposal](edgemesh-gateway.md).\n\n## ",
      "link to edgemesh-gateway.md, which does not exist")
f = s.take(K + "sig-architecture/quic-design.md")
s.sub("f", f, "status: implementable", "status: postponed", "'status: postponed' (the others: implementable, implemented)")
s.score("# kubeedge-proposals: kinds b f; a c d e g skipped. One copy: /tmp/eval45-inj-k/kubeedge-proposals.")

# tempo-proposals: grafana/tempo docs/design-proposals @ ad33aa8. Six proposals, no template, no status: only b.
T = "docs/design-proposals/"
s = kit.source("tempo-proposals", T[:-1], r"[0-9]{4}-[0-9]{2} .*\.md")
f = s.take(T + "2023-05 vParquet3.md")
s.sub("b", f, "## Context\n", "## Context\n\nThis follows the [vParquet2 proposal](2022-10%20vParquet2.md).\n",
      "link to '2022-10 vParquet2.md', which does not exist")
s.score("# tempo-proposals: kind b; a c d e f g skipped. One copy: /tmp/eval45-inj-k/tempo-proposals.")
