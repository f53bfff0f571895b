"""Inject defects into clean documents of a copy of each data74 source (seventy-third evaluation, part an: the
developer's, blind on the code after the seventy-second set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-an.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventythird", "an", data="/work/data74", clean="/tmp/eval74", copies="/tmp/eval74-inj-an", frozen="/tmp/frozen73")


# openshell-rfcs: NVIDIA/OpenShell @ 2f7fb65. rfc/0000-template/README.md (front matter authors, state, links;
# ## Summary, ## Motivation, ## Non-goals, ## Proposal, ## Implementation plan, ## Risks, ...); rfc/README.md: states
# draft, review, accepted, rejected, implemented, superseded. rfc/NNNN-name/README.md (12, a folder each): a b c f g.
s = kit.source("openshell-rfcs", "rfc", r"\d{4}-[a-z].*")
f = s.take("rfc/0006-driver-config-passthrough") + "/README.md"
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 12 of 12 RFCs have it)")
f = s.take("rfc/0010-gateway-interceptors") + "/README.md"
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the supervisor middleware](../0009-supervisor-middleware/"
      "READ.md).\n", "link to ../0009-supervisor-middleware/READ.md, which does not exist")
f = s.take("rfc/0003-gateway-configuration") + "/README.md"
(s.d / "rfc/0003-gateway-config-v2").mkdir()
s.copy("c", f, "rfc/0003-gateway-config-v2/README.md", f"{f} copied into rfc/0003-gateway-config-v2/: 3 twice")
f = s.take("rfc/0013-native-windows-mxc") + "/README.md"
s.sub("f", f, "state: review\n", "state: parked\n", "state 'parked' (rfc/README.md's states: draft, review, "
      "accepted, rejected, implemented, superseded)")
f = s.take("rfc/0011-multi-player-design") + "/README.md"
s.setbody("g", f, "## Summary", "Provide a brief overview of the change in one or two paragraphs. Focus on what\n"
          "the RFC proposes and the outcome it is intended to enable. Avoid diving into the\nfull background, "
          "implementation detail, or tradeoff analysis here.", "'## Summary' left as the template's text")
s.score("# openshell-rfcs: kinds a b c f g; d e skipped (no supersession at HEAD). One copy: "
        "/tmp/eval74-inj-an/openshell-rfcs.")

# cdk8s-rfcs: cdk8s-team/cdk8s @ 71f8cba. rfc/0000-template.md (Amazon's working-backwards outline, quoted prompts);
# rfc/NNNN-name.md, numbered by pull request (1216, 1251, 1272): b g.
s = kit.source("cdk8s-rfcs", "rfc", r"1\d{3}-.*\.md")
f = s.take("rfc/1251-helm-synthesis.md")
s.sub("b", f, "## Working Backwards\n", "## Working Backwards\n\nSee [Helm import](1272-helm-imports.md).\n",
      "link to 1272-helm-imports.md, which does not exist")
f = s.take("rfc/1272-helm-import.md")
s.setbody("g", f, "### What are we launching today?", "> What exactly are we launching? Is this a new feature in an "
          "existing module? A\n> new module? A whole framework? A change in the CLI?",
          "'### What are we launching today?' left as the template's quoted prompt")
s.score("# cdk8s-rfcs: kinds b g; a c d e f skipped (three RFCs by PR number, no statuses). One copy: "
        "/tmp/eval74-inj-an/cdk8s-rfcs.")

# streamnative-rfcs: streamnative/community @ 973ee87. rfc/0000-template.md; rfc/rfcs/NNNN-name.md (two): b.
s = kit.source("streamnative-rfcs", "rfc/rfcs", r"\d{4}-.*\.md")
f = s.take("rfc/rfcs/0002-kop-transaction.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the buffer design](0003-transaction-buffer.md).\n",
      "link to 0003-transaction-buffer.md, which does not exist")
s.score("# streamnative-rfcs: kind b; two RFCs. One copy: /tmp/eval74-inj-an/streamnative-rfcs.")
