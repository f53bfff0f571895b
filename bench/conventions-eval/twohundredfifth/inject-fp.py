"""Inject defects into clean documents of a copy of each data206 source (two-hundred-and-fifth evaluation, part
fp: the developer's, blind on the stop's final checking code 7ec6048, frozen as /tmp/frozen200). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fp.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfifth", "fp", data="/work/data206", clean="/work/blind206", pool="/work/blind206",
          copies="/tmp/eval205-inj-fp", frozen="/tmp/frozen200")

# nuget-home: accepted/YYYY/*.md, meta/template.md (Summary ... Future Possibilities): a, b.
s = kit.source("nuget-home", "accepted/2023", r"[A-Za-z].*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and the proposals keep it)")
f = s.pick("\n## Explanation\n")
s.sub("b", f, "\n## Explanation\n", "\n## Explanation\n\nSee [the lock file spec](../2022/RepeatableBuildsLockFileV2.md).\n", f"link to a missing spec in {f}")
s.score("# nuget-home: kinds a, b. One copy: /tmp/eval205-inj-fp/nuget-home.")

# winget-cli: doc/specs/#NNN - Title.md, front matter, spec-template.md: b, g.
s = kit.source("winget-cli", "doc/specs", r"#.*\.md")
f = s.pick("\n## Abstract\n", skip=2)
s.sub("b", f, "\n## Abstract\n", "\n## Abstract\n\nSee [the manifest spec](manifest-v2.md).\n", f"link to a missing spec in {f}")
s.score("# winget-cli: kind b. One copy: /tmp/eval205-inj-fp/winget-cli.")

# devcontainers-spec: proposals/*.md, no template: b.
s = kit.source("devcontainers-spec", "proposals", r"[a-z].*\.md")
f = s.pick("\n## ")
s.sub("b", f, "\n## ", "\nSee [the lockfile spec](devcontainer-lockfile-v2.md).\n\n## ", f"link to a missing spec in {f}")
s.score("# devcontainers-spec: kind b. One copy: /tmp/eval205-inj-fp/devcontainers-spec.")
