"""Inject defects into clean documents of a copy of the data48 source (forty-seventh evaluation, part n: the
developer's, blind on the code after the forty-sixth set's fix). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-n.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortyseventh", "n", data="/work/data48", clean="/tmp/eval48", copies="/tmp/eval48-inj-n", frozen="/tmp/frozen47")


# spinnaker-rfcs: spinnaker/governance rfc @ da845f3. .template.md: a header table (Status '_**Proposed**, Accepted,
# Implemented, Obsolete_', RFC #, Author(s), SIG / WG, Obsoletes), Overview ("If someone only reads this far, what do
# you want them to know?"), Motivation and Rationale, ... Unnumbered (c skipped); no successor field beyond Obsoletes.
R = "rfc/"
s = kit.source("spinnaker-rfcs", R[:-1], r"[a-z0-9_-]+\.md")
f = s.take(R + "account-management.md")
s.delsec("a", f, "## Overview", "deleted '## Overview' (the template and 22 of 23 RFCs have it)")
f = s.take(R + "bulksave.md")
s.sub("b", f, "## Overview\n", "## Overview\n\nSee also the [pipeline templates RFC](pipeline-templates.md).\n",
      "link to pipeline-templates.md, which does not exist")
f = s.take(R + "java17.md")
s.edit(f, "| **Status**     | Proposed |", "| **Status**     | Accepted |")  # a successor in force (set-up)
s.sub("e", f, "| **SIG / WG**   | Platform SIG |\n",
      "| **SIG / WG**   | Platform SIG |\n| **Obsoletes**  | [Java 11](java11.md) |\n",
      "java17, accepted, obsoletes rfc/java11.md, which is left 'Implemented'")
f = s.take(R + "monorepo.md")
s.sub("f", f, "| **Status**    | Proposed ", "| **Status**    | Postponed",
      "'Postponed' (the template: Proposed, Accepted, Implemented, Obsolete)")
f = s.take(R + "account-registration-plugin.md")
s.setbody("g", f, "## Overview", "_If someone only reads this far, what do you want them to know?_",
          "'## Overview' is the template's own prompt")
s.score("# spinnaker-rfcs: kinds a b e f g; c d skipped. One copy: /tmp/eval48-inj-n/spinnaker-rfcs.")
