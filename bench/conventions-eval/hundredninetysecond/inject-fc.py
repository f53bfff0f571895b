"""Inject defects into clean documents of a copy of each data193 source (hundred-and-ninety-second evaluation, part
fc: the developer's, blind on f3104a8, frozen as /tmp/frozen192). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fc.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str("/work/main/bench/conventions-eval"))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetysecond", "fc", data="/work/data193", clean="/work/blind193", pool="/work/blind193",
          copies="/tmp/eval192-inj-fc", frozen="/tmp/frozen192")

# cordova-discuss: proposals/*.md, free names, "- Status:" bullets, no template: b, f.
s = kit.source("cordova-discuss", "proposals", r".*\.md")
f = s.pick("- Status: Completed")
s.sub("f", f, "- Status: Completed", "- Status: Compelted", f"status Completed misspelt in {f}")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [the plugin proposal](PluginRegistry.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# cordova-discuss: kinds f, b. One copy: /tmp/eval192-inj-fc/cordova-discuss.")

# rn-nav-rfcs: text/NNNN-x.md, React's RFC template, bullets: b, g.
s = kit.source("rn-nav-rfcs", "text", r"000\d-.*\.md")
f = s.pick("# Drawbacks\n")
s.setbody("g", f, "# Drawbacks", "Why should we *not* do this? Please consider:\n\n- implementation cost, both in term of code size and complexity", f"Drawbacks replaced by the template's prompt in {f}")
f = s.pick("# Motivation\n")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nThis builds on [RFC 12](0012-screen-options.md).\n", f"link to a missing RFC in {f}")
s.score("# rn-nav-rfcs: kinds g, b. One copy: /tmp/eval192-inj-fc/rn-nav-rfcs.")

# swift-foundation: Proposals/NNNN-x.md, Swift Evolution's bullets, template: a, b, f.
s = kit.source("swift-foundation", "Proposals", r"00[0-3]\d-.*\.md")
f = s.pick("\n## Detailed design\n", skip=3)
s.delsec("a", f, "## Detailed design", f"deleted '## Detailed design' from {f} (the template and 38 of 41 keep it)")
f = s.pick("* Status: **Accepted**", skip=5)
s.sub("f", f, "* Status: **Accepted**", "* Status: **Acepted**", f"status Accepted misspelt in {f}")
f = s.pick("\n## Motivation\n", skip=8)
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee [SF-0045](0045-locale-preferences.md).\n", f"link to a missing proposal in {f}")
s.score("# swift-foundation: kinds a, f, b. One copy: /tmp/eval192-inj-fc/swift-foundation.")
