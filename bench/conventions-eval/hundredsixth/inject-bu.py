"""Inject defects into clean documents of a copy of each data107 source (hundred-and-sixth evaluation, part bu: the
developer's, blind on f58277a). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bu.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixth", "bu", data="/work/data107", clean="/tmp/s51/blind4", copies="/tmp/eval107-inj-bu",
          frozen="/tmp/frozen112")

# chachaml-adr: Flexiana/chachaml @ 9abd6f0. doc/adr/NNNN-<slug>.md, six adr-tools ADRs (Date, Status "Accepted.",
# Context, Decision, Consequences), no template file: a, c, e, f.
A = "doc/adr"
s = kit.source("chachaml-adr", A, r"\d{4}-.*\.md")
f = s.take(f"{A}/0004-dynamic-vars-for-context.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (adr-tools', 6 of 6 keep it)")
f = s.take(f"{A}/0003-sqlite-default-backend.md")
s.copy("c", f, f"{A}/0003-sqlite-default-backend-copy.md", f"a copy of {f}: two ADRs numbered 3")
f = s.take(f"{A}/0005-filesystem-backed-artifacts.md")
s.sub("e", f, "## Status\n\nAccepted.\n", "## Status\n\nAccepted.\n\nSupersedes [2. Store protocol shape]"
      "(0002-store-protocol-shape.md)\n", f"0005 supersedes {A}/0002-store-protocol-shape.md, which still says Accepted")
f = s.take(f"{A}/0006-production-stage-exclusivity.md")
s.sub("f", f, "## Status\n\nAccepted.", "## Status\n\nAcceptd.", "status 'Acceptd.' (a typo of Accepted)")
s.score("# chachaml-adr: kinds a, c, e, f. One copy: /tmp/eval107-inj-bu/chachaml-adr.")

# opensearch-migrations: opensearch-project/opensearch-migrations @ 631dc8f. docs/: design documents, proposals and
# plans named in CamelCase, no template, no metadata: b.
s = kit.source("opensearch-migrations", "docs", r"[A-Z].*\.md")
f = s.take("docs/FileBundlesDesign.md")
s.sub("b", f, "\n## Goals\n", "\nSee also [mountable transforms](MountableTransformDesign.md).\n\n## Goals\n",
      "link to MountableTransformDesign.md (the file is MountableTransformsDesign.md)")
s.score("# opensearch-migrations: kind b. One copy: /tmp/eval107-inj-bu/opensearch-migrations.")

# databend-designs: databendlabs/databend @ 43b24ec. A product repository; docs/designs/ holds one design: b.
s = kit.source("databend-designs", "docs/designs", r"[a-z].*\.md")
f = s.take("docs/designs/proxy-engine-design.md")
s.sub("b", f, "\n## Goals And Non-goals\n", "\nBuilt on the [storage design](storage-design.md).\n\n"
      "## Goals And Non-goals\n", "link to storage-design.md (no such file)")
s.score("# databend-designs: kind b. One copy: /tmp/eval107-inj-bu/databend-designs.")
