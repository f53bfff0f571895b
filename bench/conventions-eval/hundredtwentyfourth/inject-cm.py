"""Inject defects into clean documents of a copy of each data125 source (hundred-and-twenty-fourth evaluation, part
cm: the developer's, blind on 9ecf150, this stop's code before the set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-cm.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentyfourth", "cm", data="/work/data125", clean="/tmp/s53/blind5", copies="/tmp/eval125-inj-cm",
          frozen="/tmp/frozen130")

# igloo-mcp: Evan-Kim2028/igloo-mcp @ ac3e534. docs/architecture/decisions/NNNN-<slug>.md (two ADRs, bold header
# fields, Context, Decision, Consequences, References, as template.md): a, f.
D = "docs/architecture/decisions"
s = kit.source("igloo-mcp", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0001-snowcli-integration.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the template and both ADRs have it)")
f = s.take(f"{D}/0002-living-reports-design.md")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acepted", "status 'Acepted' (a typo of Accepted)")
s.score("# igloo-mcp: kinds a, f. One copy: /tmp/eval125-inj-cm/igloo-mcp.")

# p2p-ai-agents: devicemanager/p2p-ai-agents @ cb60ef5. docs/architecture/decisions/arch-NNN-<slug>.md (two ADRs,
# bold header fields, MADR-like sections, as template.md): c, e.
s = kit.source("p2p-ai-agents", D, r"arch-\d{3}-.*\.md")
f = s.take(f"{D}/arch-008-bootstrap-resilience.md")
s.copy("c", f, f"{D}/arch-008-bootstrap-nodes.md", f"a copy of {f} under another name: two ADRs arch-008")
s.sub("e", f, "**Status:** Accepted  \n", "**Status:** Accepted  \n**Supersedes:** [arch-007](arch-007-constant-time-crypto.md)  \n",
      f"arch-008 supersedes {D}/arch-007-constant-time-crypto.md, which still says Accepted")
s.score("# p2p-ai-agents: kinds c, e. One copy: /tmp/eval125-inj-cm/p2p-ai-agents.")

# truthgraph: brianpaden/truthgraph @ dbcd523. docs/guides/ pages: b.
G = "docs/guides"
s = kit.source("truthgraph", G, r"[a-z].*\.md")
f = s.take(f"{G}/documentation-cheat-sheet.md")
s.sub("b", f, "\n## Quick Commands\n", "\nSee the [developer guide](./developer_guide.md).\n\n## Quick Commands\n",
      f"link to ./developer_guide.md in {f} (the file is developer-guide.md)")
s.score("# truthgraph: kind b. One copy: /tmp/eval125-inj-cm/truthgraph.")
