"""Inject defects into clean documents of a copy of each data121 source (hundred-and-twentieth evaluation, part ci:
the developer's, blind on f36b002, stop 52's final code). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ci.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentieth", "ci", data="/work/data121", clean="/tmp/s53/blind1", copies="/tmp/eval121-inj-ci",
          frozen="/tmp/frozen128")

# warlog-spec: 3noP/warlog-spec @ 8c9b1e8. rfcs/NNNN-<slug>.md, front matter (RFC, Status, Supersedes,
# Superseded-By), Abstract, Motivation, Specification, ... as rfcs/template.md and rfcs/README.md: a, d, f.
R = "rfcs"
s = kit.source("warlog-spec", R, r"\d{4}-.*\.md")
f = s.take(f"{R}/0003-stix-projection.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and all four RFCs have it)")
f = s.take(f"{R}/0002-ai-agent-ref-extensions.md")
s.sub("f", f, "Status: Accepted, Implemented", "Status: Acceptd, Implemented", "status 'Acceptd' (a typo of Accepted)")
f = s.take(f"{R}/0004-asymmetric-signatures.md")
s.edit(f, "Status: Accepted, Schema Implemented\n", "Status: Superseded\n")
s.sub("d", f, "Superseded-By:\n", "Superseded-By: 0009\n", "Superseded-By: 0009, an RFC that is not in rfcs/")
s.score("# warlog-spec: kinds a, d, f. One copy: /tmp/eval121-inj-ci/warlog-spec.")

# arp: KybernesisAI/arp @ 315468a. rfcs/NNNN-<slug>.md with a bulleted header (Status, Author(s), Created,
# Related) as rfcs/0001-template.md: a, c, g.
s = kit.source("arp", R, r"\d{4}-.*\.md")
f = s.take(f"{R}/0004-scope-catalog-versioning.md")
s.delsec("a", f, "## Drawbacks", "deleted '## Drawbacks' (the template and the other RFCs have it)")
f = s.take(f"{R}/0002-connection-first-policy-model.md")
s.copy("c", f, f"{R}/0002-connection-policy-draft.md", f"a copy of {f} under another name: two RFCs numbered 0002")
f = s.take(f"{R}/0005-principal-key-derivation-v2.md")
s.sub("g", f, "- **Related:**\n", "- **Related:** <links to issues, discussions, prior RFCs>\n",
      "the template's Related placeholder left in")
s.score("# arp: kinds a, c, g. One copy: /tmp/eval121-inj-ci/arp.")

# xuanwu-app: 122sp7/xuanwu-app @ c31f6a75. docs/01-architecture/ pages: b.
D = "docs/01-architecture/domain"
s = kit.source("xuanwu-app", D, r"[a-z].*\.md")
f = s.take(f"{D}/bounded-contexts.md")
s.sub("b", f, "- [subdomains.md](./subdomains.md)\n", "- [subdomains.md](./subdomains.md)\n"
      "- [ubiquitous-language](./ubiquitous_language.md)\n",
      f"link to ./ubiquitous_language.md in {f} (the file is ubiquitous-language.md)")
s.score("# xuanwu-app: kind b. One copy: /tmp/eval121-inj-ci/xuanwu-app.")
