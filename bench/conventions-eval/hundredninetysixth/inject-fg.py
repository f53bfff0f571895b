"""Inject defects into clean documents of a copy of each data197 source (hundred-and-ninety-sixth evaluation, part
fg: the developer's, blind on 40af27d, frozen as /tmp/frozen195). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fg.py (writes injected-<source>.txt here).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetysixth", "fg", data="/work/data197", clean="/work/blind197", pool="/work/blind197",
          copies="/tmp/eval196-inj-fg", frozen="/tmp/frozen195")

# openbao: website/content/community/rfcs/*.mdx, a Docusaurus site, no template in the folder: b.
s = kit.source("openbao", "website/content/community/rfcs", r"[a-z].*\.mdx")
f = s.pick("\n### Summary\n")
s.sub("b", f, "\n### Summary\n", "\n### Summary\n\nSee [the sealing RFC](./seal-wrap-v2.mdx).\n", f"link to a missing RFC in {f}")
s.score("# openbao: kind b. One copy: /tmp/eval196-inj-fg/openbao.")

# aws-esdk-spec: changes/YYYY-MM-DD_x/change.md, no template: b.
s = kit.source("aws-esdk-spec", "changes", r"20.*")

f = next(f"changes/{x}/change.md" for x in sorted(os.listdir("/work/data197/aws-esdk-spec/changes"))[3:]
         if os.path.exists(f"/work/data197/aws-esdk-spec/changes/{x}/change.md")
         and f"changes/{x}/change.md" not in open("/work/blind197/aws-esdk-spec.check.txt").read())
s.sub("b", f, "\n## ", "\nSee [the keyring change](../2021-01-01_keyring-names/change.md).\n\n## ", f"link to a missing change in {f}")
s.score("# aws-esdk-spec: kind b. One copy: /tmp/eval196-inj-fg/aws-esdk-spec.")

# kanidm: book/src/developers/designs/*.md, free-form designs: b.
s = kit.source("kanidm", "book/src/developers/designs", r"[a-z].*\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [the replication design](replication_v2.md).\n\n## ", f"link to a missing design in {f}")
s.score("# kanidm: kind b. One copy: /tmp/eval196-inj-fg/kanidm.")
