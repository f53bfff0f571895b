"""Inject defects into clean documents of a copy of each data115 source (hundred-and-fourteenth evaluation, part cc:
the developer's, blind on 5a41885, this stop's code after the 113th set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-cc.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfourteenth", "cc", data="/work/data115", clean="/tmp/s52/blind4", copies="/tmp/eval115-inj-cc",
          frozen="/tmp/frozen119")

# cipherocto-rfcs: CipherOcto/cipherocto @ d0263f2. rfcs/<stage>/<category>/NNNN-<slug>.md, 71 RFCs (`# RFC-0900
# (Economics): Title`, `## Status` then a status line, Summary, Motivation, Specification, ...), the template in
# rfcs/README.md: a, c, e, f.
E = "rfcs/draft/economics"
s = kit.source("cipherocto-rfcs", [E, "rfcs/accepted/economics"], r"\d{4}-.*\.md")
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' from an RFC (every one of the 71 keeps it)")
f = s.pick("## Status\n\nDraft")
s.sub("f", f, "## Status\n\nDraft", "## Status\n\nDarft", "status 'Darft' (a typo of Draft)")
f = s.pick("\n## Motivation\n")
s.copy("c", f, f"{f[:-3]}-again.md", f"a copy of {f} under another name: two RFCs of its number")
f = s.take("rfcs/accepted/economics/0913-stoolap-pubsub-cache-invalidation.md")
s.sub("e", f, "## Status\n\nAccepted (v3) - WAL-only with dual-write\n", "## Status\n\nAccepted (v3) - WAL-only with "
      "dual-write\n\nSupersedes [RFC-0912](0912-stoolap-for-update-row-locking.md).\n", "RFC-0913 says it supersedes "
      "RFC-0912, still Accepted (rfcs/accepted/economics/0912-stoolap-for-update-row-locking.md)")
s.score("# cipherocto-rfcs: kinds a, c, e, f. One copy: /tmp/eval115-inj-cc/cipherocto-rfcs.")

# actr-rfcs: Actrium/actr @ a83dd60. A product repository: rfcs/ (one RFC and its template), docs/perf/: b.
s = kit.source("actr-rfcs", "docs/perf", r".*\.md")
f = s.take("docs/perf/dispatch-throughput.md")
s.sub("b", f, "\n## Method\n", "\nSee [the RFC template](../../rfcs/0000-templates.md).\n\n## Method\n",
      "link to ../../rfcs/0000-templates.md (the file is rfcs/0000-template.md)")
s.score("# actr-rfcs: kind b. One copy: /tmp/eval115-inj-cc/actr-rfcs.")

# ui5-linter: SAP/ui5-linter @ 242849f. docs/ guides, rfcs/0000-template.md alone: b.
s = kit.source("ui5-linter", "docs", r".*\.md")
f = s.take("docs/Development.md")
s.sub("b", f, "\n## Autofix Checklist\n", "\nSee also [the rules](./rule.md).\n\n## Autofix Checklist\n",
      "link to ./rule.md (the file is Rules.md)")
s.score("# ui5-linter: kind b. One copy: /tmp/eval115-inj-cc/ui5-linter.")
