"""Inject defects into clean documents of a copy of each data232 source (two-hundred-and-thirty-first evaluation,
part gp: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gp.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtyfirst", "gp", data="/work/data232", clean="/work/blind232", pool="/work/blind232",
          copies="/tmp/eval231-inj-gp", frozen="/tmp/frozen213")

# metal-stack-docs: docs/src/developers/proposals/MEP<N>/README.md, an index table of statuses: b, c.
s = kit.source("metal-stack-docs", "docs/src/developers/proposals", r"MEP\d+")
s.pool = [f"{p}/README.md" for p in s.pool]  # (each proposal is its folder's README)
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [MEP-7](../MEP7/README.md).\n\n## ", f"link to MEP-7, which has no file, in {f}")
s.score("# metal-stack-docs: kind b. One copy: /tmp/eval231-inj-gp/metal-stack-docs.")

# ack-community: docs/design/proposals/<topic>/x.md, no template: b.
s = kit.source("ack-community", "docs/design/proposals/adoption", r".*\.md")
f = s.pick("\n## ", skip=0)
s.sub("b", f, "\n## ", "\nSee [the late initialization proposal](../late-init/late-initialization.md).\n\n## ",
      f"link to a missing proposal in {f}")
s.score("# ack-community: kind b. One copy: /tmp/eval231-inj-gp/ack-community.")

# cloudposse-docs: docs/resources/adrs/{adopted,proposed,deprecated}/*.mdx, Docusaurus pages in MDX: b.
s = kit.source("cloudposse-docs", "docs/resources/adrs/adopted", r".*\.mdx")
f = s.pick(":::\n\n", skip=1)
s.sub("b", f, ":::\n\n", ":::\n\nSee [the ASM decision](./use-asm-for-everything.mdx).\n\n", f"link to a missing ADR in {f}")
s.score("# cloudposse-docs: kind b (its records are MDX, which doccheck does not read). One copy: "
        "/tmp/eval231-inj-gp/cloudposse-docs.")
