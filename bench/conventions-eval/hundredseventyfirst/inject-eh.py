"""Inject defects into clean documents of a copy of each data172 source (hundred-and-seventy-first evaluation, part
eh: the developer's, blind on the stop's first fixes, frozen as /tmp/frozen172). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-eh.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventyfirst", "eh", data="/work/data172", clean="/work/blind172", pool="/work/blind172",
          copies="/tmp/eval171-inj-eh", frozen="/tmp/frozen172")

# capz: Cluster API proposals docs/proposals/YYYYMMDD-*.md, front matter with status: f.
s = kit.source("capz", "docs/proposals", r"\d{8}-.*\.md")
f = s.take("docs/proposals/20231122-automate-aks-features.md")
s.sub("f", f, "status: provisional", "status: provisionl", f"status 'provisionl' in {f}")
s.score("# capz: kind f. One copy: /tmp/eval171-inj-eh/capz.")

# ozone: design docs hadoop-hdds/docs/content/design/*.md, front matter with status: b, f.
s = kit.source("ozone", "hadoop-hdds/docs/content/design", r"[a-z].*\.md")
f = s.take("hadoop-hdds/docs/content/design/gdpr.md")
s.sub("f", f, "status: implemented", "status: implmented", f"status 'implmented' in {f}")
f = s.take("hadoop-hdds/docs/content/design/dn-min-space-configuration.md")
s.sub("b", f, "(full-volume-handling.md)", "(full-volume-handler.md)", f"link to full-volume-handler.md in {f}: no such file")
s.score("# ozone: kinds b, f. One copy: /tmp/eval171-inj-eh/ozone.")

# scheduler-plugins: KEPs kep/NUM-*/README.md with kep.yaml: a.
s = kit.source("scheduler-plugins", "kep/205-preemption-toleration", r"README\.md")
f = s.take("kep/205-preemption-toleration/README.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' from {f} (the KEP template and the KEPs keep it)")
s.score("# scheduler-plugins: kind a. One copy: /tmp/eval171-inj-eh/scheduler-plugins.")
