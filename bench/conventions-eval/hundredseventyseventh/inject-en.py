"""Inject defects into clean documents of a copy of each data178 source (hundred-and-seventy-seventh evaluation, part
en: the developer's, blind on the stop's final code 6602aa3, frozen as /tmp/frozen175). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-en.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventyseventh", "en", data="/work/data178", clean="/work/blind178", pool="/work/blind178",
          copies="/tmp/eval177-inj-en", frozen="/tmp/frozen175")

# onetbb: RFC folders rfcs/<status>/<name>/README.md, a template: a, b.
s = kit.source("onetbb", ["rfcs/proposed/task_group_dynamic_dependencies", "rfcs/proposed/task_group_wait_single_task"],
               r"README\.md")
f = s.take("rfcs/proposed/task_group_dynamic_dependencies/README.md")
s.delsec("a", f, "## Proposal", f"deleted '## Proposal' from {f} (the template and 13 of 14 keep it)")
f = s.take("rfcs/proposed/task_group_wait_single_task/README.md")
s.sub("b", f, "(../task_group_dynamic_dependencies/README.md)", "(../task_group_dependencies/README.md)",
      f"link to ../task_group_dependencies/README.md in {f}: no such RFC")
s.score("# onetbb: kinds a, b. One copy: /tmp/eval177-inj-en/onetbb.")

# sage-carbon: RFCs rfcs/text/*.md named by topic, `# ` sections after the template: a.
s = kit.source("sage-carbon", "rfcs/text", r"[a-zA-Z].*\.md")
f = s.take("rfcs/text/typescript.md")
s.delsec("a", f, "# Motivation", f"deleted '# Motivation' from {f} (the template and the RFCs keep it)")
s.score("# sage-carbon: kind a. One copy: /tmp/eval177-inj-en/sage-carbon.")
