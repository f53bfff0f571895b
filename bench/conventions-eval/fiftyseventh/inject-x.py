"""Inject defects into clean documents of a copy of each data58 source (fifty-seventh evaluation, part x: the
developer's, blind on the code after the fifty-sixth set's fix). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-x.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftyseventh", "x", data="/work/data58", clean="/tmp/eval58", copies="/tmp/eval58-inj-x", frozen="/tmp/frozen57")


# peercoin-rfcs: peercoin/rfcs @ ba49dda. 0000-template.md after MaidSafe's (`- Status: proposed ("proposed", "agreed",
# "active", "implemented" or "rejected")`, `- Supersedes:`, `- Superseded by:`; Summary, Conventions, Motivation,
# Detailed design, Drawbacks, Alternatives, Unresolved questions); text/NNNN-name/NNNN-name.md.
T = "text/"
names = ["0013-consecutive-pow", "0015-time-drift", "0016-split-and-combine", "0017-coinage-limit", "0019-pow-block-spacing"]
s = kit.source("peercoin-rfcs", [T + n for n in names], r"\d{4}-.*\.md")
f = s.take(T + "0015-time-drift/0015-time-drift.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and 30 of 30 RFCs have it)")
f = s.take(T + "0016-split-and-combine/0016-split-and-combine.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [RFC 12](../0012-cold-mint/0012-cold-mint.md).\n",
      "link to ../0012-cold-mint/0012-cold-mint.md, which does not exist")
f = s.take(T + "0013-consecutive-pow/0013-consecutive-pow.md")
s.sub("d", f, "- Superseded by: (fill me in with a link to RFC this is superseded by - if applicable)",
      "- Superseded by: [RFC 99](../0099-pow-rules/0099-pow-rules.md)",
      "superseded by ../0099-pow-rules/0099-pow-rules.md, which does not exist")
f = s.take(T + "0019-pow-block-spacing/0019-pow-block-spacing.md")
s.sub("e", f, "- Supersedes: (fill me in with a link to RFC this supersedes - if applicable)",
      "- Supersedes: [RFC 17](../0017-coinage-limit/0017-coinage-limit.md)",
      "0019 (implemented) supersedes text/0017-coinage-limit/0017-coinage-limit.md, left implemented")
s.used.add(T + "0017-coinage-limit/0017-coinage-limit.md")
s.score("# peercoin-rfcs: kinds a b d e; c f g skipped. One copy: /tmp/eval58-inj-x/peercoin-rfcs.")

# openclaw-rfcs: openclaw/rfcs @ faf2a3a. rfcs/0000-template.md, rfcs/NNNN-name.md (Status: Draft), a folder NNNN/
# beside some of its supporting documents.
R = "rfcs/"
s = kit.source("openclaw-rfcs", R[:-1], r"\d{4}-.*\.md")
f = s.take(R + "0008-context-engine-runtime-settings.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [RFC 3](0003-context-engine.md).\n", "link to 0003-context-engine.md, which does not exist")
f = s.take(R + "0016-claws.md")
s.copy("c", f, R + "0016-claw-registry.md", "a second RFC numbered 0016")
s.score("# openclaw-rfcs: kinds b c; a d e f g skipped. One copy: /tmp/eval58-inj-x/openclaw-rfcs.")
