"""Inject defects into clean documents of a copy of each data92 source (ninety-second evaluation, part bg: the
developer's, blind on 0d3f48e). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bg.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetysecond", "bg", data="/work/data92", clean="/tmp/eval92", copies="/tmp/eval92-inj-bg", frozen="/tmp/frozen94")


# nimble-adr: NimbleBrainInc/nimblebrain @ c181735. adr/0001-0007 (a bullet header: Status, Date, Serves),
# 0000-template.md: a, b, d, f, g.
s = kit.source("nimble-adr", "adr", r"000[1-7]-.*\.md")
f = s.take("adr/0003-primitives-are-workspace-owned-and-path-authoritative.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the template's, and 7 of 7 have it)")
f = s.take("adr/0005-no-cross-workspace-reach-tool-shape-is-scope.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 1](0001-workspace-is-the-boundary.md).\n",
      "link to 0001-workspace-is-the-boundary.md (the file is 0001-workspace-is-the-boundary-not-identity.md)")
f = s.take("adr/0002-files-resolve-by-bare-id.md")
s.sub("d", f, "- Status: Accepted", "- Status: Superseded by ADR-0009",
      "superseded by ADR-0009, which does not exist (the records end at 0007)")
f = s.take("adr/0006-personal-connector-use-requires-a-grant.md")
s.sub("f", f, "- Status: Accepted", "- Status: Acepted", "status 'Acepted' (a typo of Accepted)")
f = s.take("adr/0007-offboarding-revokes-active-use.md")
s.setbody("g", f, "## Decision", "What we chose, stated in the present tense as a standing rule.",
          "the template's Decision prompt left as the section's text")
s.score("# nimble-adr: kinds a, b, d, f, g. One copy: /tmp/eval92-inj-bg/nimble-adr.")

# troubleshoot-design: replicatedhq/troubleshoot @ 5bf008f. docs/design/proposal-<slug>.md (six), template.md: a, b, g.
s = kit.source("troubleshoot-design", "docs/design", r"proposal-.*\.md")
f = s.take("docs/design/proposal-concurrent-collectors.md")
s.delsec("a", f, "## Background", "deleted '## Background' (the template's, and 6 of 6 proposals have it)")
f = s.take("docs/design/proposal-standard-interface.md")
s.sub("b", f, "## Goals\n", "## Goals\n\nSee [concurrent collectors](proposal-concurrent-collector.md).\n",
      "link to proposal-concurrent-collector.md (the file is proposal-concurrent-collectors.md)")
s.score("# troubleshoot-design: kinds a, b. One copy: /tmp/eval92-inj-bg/troubleshoot-design.")

# mellium-xmpp-design: mellium/xmpp @ 7c118af. design/<issue>_<slug>.md (nine), template.md: a, b.
s = kit.source("mellium-xmpp-design", "design", r"\d+_.*\.md")
f = s.take("design/28_disco.md")
s.delsec("a", f, "## Requirements", "deleted '## Requirements' (the template's, and 9 of 9 have it)")
f = s.take("design/19_ibb.md")
s.sub("b", f, "## Abstract\n", "## Abstract\n\nSee [the stanza muxer](25_stanza_mux.md).\n",
      "link to 25_stanza_mux.md (the file is 25_stanzamux.md)")
s.score("# mellium-xmpp-design: kinds a, b. One copy: /tmp/eval92-inj-bg/mellium-xmpp-design.")
