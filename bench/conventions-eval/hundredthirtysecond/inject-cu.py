"""Inject defects into clean documents of a copy of each data133 source (hundred-and-thirty-second evaluation, part
cu: the developer's, blind on 8d8edbf). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cu.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtysecond", "cu", data="/work/data133", clean="/tmp/blind133", copies="/tmp/eval133-inj-cu",
          frozen="/tmp/frozen138")  # (8d8edbf)

# nginx-md-agents: cnkang/nginx-markdown-for-agents @ 409e3e0. ADRs in docs/architecture/ADR/, `## Status`: a, f.
s = kit.source("nginx-md-agents", "docs/architecture/ADR", r"\d{4}-.*\.md")
f = s.take("docs/architecture/ADR/0003-inline-origin-near-conversion.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the README's template and 24 of 24 have it)")
f = s.take("docs/architecture/ADR/0002-full-buffering-approach.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status 'Acepted' in {f}")
s.score("# nginx-md-agents: kinds a, f. One copy: /tmp/eval133-inj-cu/nginx-md-agents.")

# octopus: GoyacJ/octopus @ abd8fc6. Chinese ADRs in docs/architecture/harness/adr/, `- **状态**：Accepted`: f, b.
s = kit.source("octopus", "docs/architecture/harness/adr", r"\d{4}-.*\.md")
f = s.take("docs/architecture/harness/adr/0003-prompt-cache-locked.md")
s.sub("f", f, "- **状态**：Accepted", "- **状态**：Acceptd", f"status 'Acceptd' in {f}")
f = s.take("docs/architecture/harness/adr/0005-mcp-bidirectional.md")
s.sub("b", f, "- ADR-003（Prompt Cache 锁定", "- [ADR-003](0003-prompt-cache-lock.md)（Prompt Cache 锁定",
      f"link to 0003-prompt-cache-lock.md in {f} (the file is 0003-prompt-cache-locked.md)")
s.score("# octopus: kinds f, b. One copy: /tmp/eval133-inj-cu/octopus.")

# prumo: raphaelfh/prumo @ 2570214. MADR ADRs in docs/adr/ with front matter and a quoted header: c, g.
s = kit.source("prumo", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-kind-discriminator-for-hitl.md")
s.copy("c", f, "docs/adr/0003-kind-discriminator-for-hitl-v2.md",
       "copied 0003-kind-discriminator-for-hitl.md to ...-v2.md: ADR 3 twice")
f = s.take("docs/adr/0004-hosting-render-to-railway.md")
template = (kit.data / "prumo" / "docs/adr/0000-template.md").read_text()
prompt = template.split("## Context and Problem Statement\n", 1)[1].split("\n## ", 1)[0].strip()
s.setbody("g", f, "## Context and Problem Statement", prompt,
          f"the template's Context and Problem Statement prompt left as {f}'s section")
s.score("# prumo: kinds c, g. One copy: /tmp/eval133-inj-cu/prumo.")
