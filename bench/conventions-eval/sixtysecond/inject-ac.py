"""Inject defects into clean documents of a copy of each data63 source (sixty-second evaluation, part ac: the
developer's, blind on the code after the sixty-first set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ac.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtysecond", "ac", data="/work/data63", clean="/tmp/eval63", copies="/tmp/eval63-inj-ac", frozen="/tmp/frozen62")


# taro-rfcs: NervJS/taro-rfcs @ 305cccc. 0000-template.md at the top (Chinese: 概述, 动机, 使用案例, 详细设计, 缺陷,
# 替代选择, 适配策略); rfcs/NNNN-name.md: a b c g.
R = "rfcs/"
s = kit.source("taro-rfcs", R[:-1], r"\d{4}-.*\.md")
f = s.take(R + "0003-react-native-support.md")
s.delsec("a", f, "## 详细设计", "deleted '## 详细设计' (Detailed design: the template and 10 of 10 RFCs have it)")
f = s.take(R + "0005-react-devtools.md")
s.sub("b", f, "## 动机\n", "## 动机\n\n参见 [RFC 11](0011-solid-support.md)。\n", "link to 0011-solid-support.md, which does not exist")
f = s.take(R + "0004-rendering-html.md")
s.copy("c", f, R + "0004-rendering-html-v2.md", f"{f} copied under the same number with '-v2'")
f = s.take(R + "0006-vue-devtools.md")
s.setbody("g", f, "## 概述", "简单地描述这项功能。", "概述 (Summary) left as the template's prompt")
s.score("# taro-rfcs: kinds a b c g; d e f skipped (no statuses). One copy: /tmp/eval63-inj-ac/taro-rfcs.")

# norton-rfcs: wwnorton/design-system-rfcs @ 9aa85ca. 0000-template.md and 0000-template-component.md at the top;
# accepted/ and implemented/NNNN-name.md, three RFCs: a b g.
s = kit.source("norton-rfcs", ["accepted", "implemented"], r"\d{4}-.*\.md")
f = s.take("accepted/0001-component-table.md")
s.delsec("a", f, "## Alternatives", "deleted '## Alternatives' (both templates and 3 of 3 RFCs have it)")
f = s.take("implemented/0002-component-step-indicator.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [the table RFC](../accepted/0001-component-tables.md).\n",
      "link to ../accepted/0001-component-tables.md, which does not exist")
s.score("# norton-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval63-inj-ac/norton-rfcs.")

# skbio-rfcs: biocore/scikit-bio-rfcs @ c7ab4c7. 000-rfc-template.md (# Summary, # Motivation, # Detailed design, ...);
# accepted/NNN-name.md, three RFCs: a b g.
s = kit.source("skbio-rfcs", "accepted", r"\d{3}-.*\.md")
f = s.take("accepted/002-py3-only.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 3 of 3 RFCs have it)")
f = s.take("accepted/003-interval-metadata.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [RFC 1](001-tabular-msa-v1.md).\n",
      "link to 001-tabular-msa-v1.md, which does not exist")
s.score("# skbio-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval63-inj-ac/skbio-rfcs.")

# blueprint-rfcs: apiaryio/api-blueprint-rfcs @ b82b509. template.md (front matter RFC/Author/Status, ## Abstract,
# ## Motivation, ## Rationale, ## Backwards Compatibility); rfcs/NNNN-name.md, RFC 1 the process (Draft, Accepted,
# Final): a b f.
s = kit.source("blueprint-rfcs", R[:-1], r"\d{4}-.*\.md")
f = s.take(R + "0004-request-parameters.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 4 of 4 RFCs have it)")
f = s.take(R + "0003-authentication-basic.md")
s.sub("f", f, "Status: Draft\n", "Status: Frozen\n", "status 'Frozen' (RFC 1 knows Draft, accepted, Final; no RFC uses it)")
f = s.take(R + "0005-authentication-oauth2.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [RFC 2](0002-authentication-framework.md).\n",
      "link to 0002-authentication-framework.md, which does not exist")
s.score("# blueprint-rfcs: kinds a b f; c d e g skipped. One copy: /tmp/eval63-inj-ac/blueprint-rfcs.")
