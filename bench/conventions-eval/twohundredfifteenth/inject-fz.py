"""Inject defects into clean documents of a copy of each data216 source (two-hundred-and-fifteenth evaluation, part
fz: the developer's, blind on a186f4f, frozen as /tmp/frozen208). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fz.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfifteenth", "fz", data="/work/data216", clean="/work/blind216", pool="/work/blind216",
          copies="/tmp/eval215-inj-fz", frozen="/tmp/frozen208")

# actions-runner: docs/adrs/NNNN-x.md numbered by pull request, `**Status**: Accepted`, no template: f, b, c.
s = kit.source("actions-runner", "docs/adrs", r"\d{4}-.*\.md")
f = s.pick("**Status**: Accepted", skip=1)
s.sub("f", f, "**Status**: Accepted", "**Status**: Acccepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=2)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 0500](0500-job-outputs.md).\n", f"link to a missing ADR in {f}")
f = s.pick("\n## Decision\n", skip=4)
s.copy("c", f, "docs/adrs/" + f.split("/")[-1][:4] + "-another-adr.md", f"a second ADR numbered as {f}")
s.score("# actions-runner: kinds f, b, c. One copy: /tmp/eval215-inj-fz/actions-runner.")

# aws-sam-cli: designs/x.md, unnumbered, designs/_template.md: a.
s = kit.source("aws-sam-cli", "designs", r"[a-z_-]+\.md")
f = s.pick("\nImplementation\n====", skip=2)
text = (s.d / f).read_text()
start = text.index("\nImplementation\n====")
lines = text[start + 1:].split("\n")
end = next((i for i in range(2, len(lines)) if lines[i].startswith("===") and lines[i - 1].strip()), len(lines) + 1) - 1
(s.d / f).write_text(text[:start + 1] + "\n".join(lines[end:]))  # the section and its parts, to the next of its level
s.edits.append(("a", f, f"deleted 'Implementation' and its parts (to the next heading of its level) from {f} "
                        "(the template has it; 16 of 17 keep it)"))
s.score("# aws-sam-cli: kind a. One copy: /tmp/eval215-inj-fz/aws-sam-cli.")

# pipenv: peeps/PEEP-NNN.md, a bold status line under the title, PEEP-TEMPLATE.md: f.
s = kit.source("pipenv", "peeps", r"PEEP-00\d\.md")
f = s.pick("**ACCEPTED**", skip=1)
s.sub("f", f, "**ACCEPTED**", "**ACCEPTD**", f"status ACCEPTED misspelt in {f}")
s.score("# pipenv: kind f. One copy: /tmp/eval215-inj-fz/pipenv.")
