"""Inject defects into clean documents of a copy of each data290 source (two-hundred-and-eighty-eighth evaluation,
part iu: the developer's, blind on 19ea379, frozen as /tmp/frozen241). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-iu.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightyeighth", "iu", data="/work/data290", clean="/work/blind290", pool="/work/blind290",
          copies="/tmp/eval288-inj-iu", frozen="/tmp/frozen241")

# winui-xaml-specs: active/<Feature>/<Feature>.md, one folder per spec with its images: b.
s = kit.source("winui-xaml-specs", ["active/InformationBar"], r".*\.md")
f = s.take("active/InformationBar/InformationBar.md")
s.sub("b", f, "\n## Remarks\n", "\n## Remarks\n\n![InfoBar states](images/infobar-states.png)\n",
      f"an image images/infobar-states.png, no such file, in {f}")
s.score("# winui-xaml-specs: kind b. One copy: /tmp/eval288-inj-iu/winui-xaml-specs.")

# thunderbolt-arch: docs/architecture/*.md, design docs without a template: b.
s = kit.source("thunderbolt-arch", ["docs/architecture"], r".*\.md")
f = s.take("docs/architecture/projects.md")
s.sub("b", f, "\n## Mental model\n", "\n## Mental model\n\nSee [sharing](./project-sharing.md) for what a project "
      "exposes.\n", f"a link to ./project-sharing.md, no such file, in {f}")
s.score("# thunderbolt-arch: kind b. One copy: /tmp/eval288-inj-iu/thunderbolt-arch.")
