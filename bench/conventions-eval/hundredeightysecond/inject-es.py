"""Inject defects into clean documents of a copy of each data183 source (hundred-and-eighty-second evaluation, part es: the
developer's, blind on this stop's code 0a46ac6^, frozen as /tmp/frozen182). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-es.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightysecond", "es", data="/work/data183", clean="/work/blind183", pool="/work/blind183",
          copies="/tmp/eval182-inj-es", frozen="/tmp/frozen182")

# paddle-community: rfcs/APIs/YYYYMMDD_x.md, Chinese, a template: a, g, b.
s = kit.source("paddle-community", "rfcs/APIs", r"20\d{6}_.*\.md")
f = s.pick("\n# 四、对比分析\n")
s.delsec("a", f, "# 四、对比分析", f"deleted '# 四、对比分析' from {f} (the template and 148 of 155 keep it)")
f = s.pick("\n# 八、影响面\n")
s.setbody("g", f, "# 八、影响面", "需要进一步讨论的问题，开放性问题，有争议问题；对其他模块是否有影响",
          f"the template's instruction as {f}'s 影响面")
f = s.pick("\n# 二、飞桨现状\n")
s.sub("b", f, "\n# 二、飞桨现状\n", "\n# 二、飞桨现状\n\n参见 [设计文档](20990101_api_design_for_missing.md)。\n",
      f"link to 20990101_api_design_for_missing.md in {f}")
s.score("# paddle-community: kinds a, g, b. One copy: /tmp/eval182-inj-es/paddle-community.")
