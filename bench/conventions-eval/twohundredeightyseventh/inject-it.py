"""Inject defects into clean documents of a copy of each data289 source (two-hundred-and-eighty-seventh evaluation,
part it: the developer's, blind on 19ea379, frozen as /tmp/frozen241). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-it.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightyseventh", "it", data="/work/data289", clean="/work/blind289", pool="/work/blind289",
          copies="/tmp/eval287-inj-it", frozen="/tmp/frozen241")

# openlineage-proposals: proposals/<issue>/<name>.md, loose headers, no template: b.
s = kit.source("openlineage-proposals", ["proposals/1412"], r".*\.md")
f = s.take("proposals/1412/client_proxy.md")
s.sub("b", f, "\n## Design\n", "\n## Design\n\nThe earlier draft is in [the proxy proposal](proxy_draft.md).\n",
      f"a link to proxy_draft.md, no such file, in {f}")
s.score("# openlineage-proposals: kind b. One copy: /tmp/eval287-inj-it/openlineage-proposals.")

# kfp-proposals: proposals/<issue>-<name>/README.md (KEP-like sections): b.
s = kit.source("kfp-proposals", ["proposals/11875-pipeline-workspace"], r"README\.md")
f = s.take("proposals/11875-pipeline-workspace/README.md")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee [the storage proposal](../11880-pipeline-storage/README.md)."
      "\n", f"a link to ../11880-pipeline-storage/README.md, no such proposal, in {f}")
s.score("# kfp-proposals: kind b. One copy: /tmp/eval287-inj-it/kfp-proposals.")
