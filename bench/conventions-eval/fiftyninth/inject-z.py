"""Inject defects into clean documents of a copy of each data60 source (fifty-ninth evaluation, part z: the
developer's, blind on the code after the fifty-eighth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-z.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftyninth", "z", data="/work/data60", clean="/tmp/eval60", copies="/tmp/eval60-inj-z", frozen="/tmp/frozen59")


# nutui-rfcs: lyxuncle/nutui-rfcs @ 83c2ee8. 0000-template.md (Chinese: 概括, 基本示例, 动机, 详细设计, 缺点, ...); one
# design per component in react/Name.md, unnumbered: a and b.
R = "react/"
s = kit.source("nutui-rfcs", R[:-1], r"[A-Z].*\.md")
f = s.take(R + "ActionSheet.md")
s.delsec("a", f, "# 详细设计", "deleted '# 详细设计' (Detailed design: the template and 86 of 86 designs have it)")
f = s.take(R + "Address.md")
s.sub("b", f, "# 动机\n", "# 动机\n\n参见 [AddressPicker](AddressPicker.md)。\n", "link to AddressPicker.md, which does not exist")
s.score("# nutui-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval60-inj-z/nutui-rfcs.")

# nomo-rfcs: nomo-lang/rfcs @ 75a7e14. en/0000-template.md (`## Metadata`, `## 1. Summary`, `## 2. Motivation`, ...);
# en/rfcs/NNNN-name.md (and their translations beside): a and b.
N = "en/rfcs/"
s = kit.source("nomo-rfcs", N[:-1], r"\d{4}-.*\.md")
f = s.take(N + "0002-match-wildcard-and-nesting.md")
s.delsec("a", f, "## 1. Summary", "deleted '## 1. Summary' (the template and 43 of 43 RFCs have it)")
f = s.take(N + "0003-arc-cow-runtime-cost.md")
s.sub("b", f, "## 2. Motivation\n", "## 2. Motivation\n\nSee [RFC 5](0005-borrow-rules.md).\n",
      "link to 0005-borrow-rules.md, which does not exist")
s.score("# nomo-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval60-inj-z/nomo-rfcs.")
