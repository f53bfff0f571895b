"""Inject defects into clean documents of a copy of each data52 source (fifty-first evaluation, part r: the
developer's, blind on the code after the fiftieth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-r.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftyfirst", "r", data="/work/data52", clean="/tmp/eval52", copies="/tmp/eval52-inj-r", frozen="/tmp/frozen51")


# wpt-rfcs: web-platform-tests/rfcs @ ecb9d2f. No template; the README asks every RFC for at least Summary, Details and
# Risks; RFCs in rfcs/ by name, no statuses: only a and b rest on a convention every RFC keeps.
R = "rfcs/"
s = kit.source("wpt-rfcs", R[:-1], r"[a-z].*\.md")
f = s.take(R + "ahem_webfont.md")
s.delsec("a", f, "## Risks", "deleted '## Risks' (the README asks for it; 81 of 90 RFCs have it)")
f = s.take(R + "any.js-globals.md")
s.sub("b", f, "## Details\n", "## Details\n\nSee also [the testharness RFC](testharness_globals.md).\n",
      "link to testharness_globals.md, which does not exist")
s.score("# wpt-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval52-inj-r/wpt-rfcs.")

# lwc-rfcs: salesforce/lwc-rfcs @ 37bbbb9. 0000-template.md at the top (front matter title, status: DRAFTED,
# created_at, updated_at, pr; Summary 'Brief explanation of the feature.', Basic example, Motivation, Detailed design,
# ...); RFCs in text/NNNN-name.md, 0000 while waiting for their number; three numbers already taken twice (c skipped),
# no supersessions (d e skipped), no section kept nine in ten (a skipped).
T = "text/"
s = kit.source("lwc-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0105-custom-properties.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee also [the theming RFC](./0104-theming.md).\n",
      "link to ./0104-theming.md, which does not exist")
f = s.take(T + "0110-dynamic-components.md")
s.sub("f", f, "status: IMPLEMENTED", "status: POSTPONED",
      "'status: POSTPONED' (the family's: DRAFTED, APPROVED, IMPLEMENTED, REJECTED)")
f = s.take(T + "0107-rtl.md")
s.setbody("g", f, "## Summary", "Brief explanation of the feature.", "'## Summary' is the template's prompt")
s.score("# lwc-rfcs: kinds b f g; a c d e skipped. One copy: /tmp/eval52-inj-r/lwc-rfcs.")

# ada-spark-rfcs: AdaCore/ada-spark-rfcs @ b5716fa. rfc-template.md at the top (`- Feature ID:`, `- Start Date:`,
# `- Status: (Proposed | Planning | Design | Ready for prototyping | Implementation | Production | Rejected)`; Summary,
# Motivation, Guide-level explanation, ...); RFCs in features/, meta/, attic/ by name: c d e skipped.
F = "features/"
s = kit.source("ada-spark-rfcs", F[:-1], r"rfc-.*\.md")
# (a and g were first both made in rfc-class-size.md, which keeps two of the template's seven sections, a record written
# to an outline of its own that no family's section judges: moved before any fix was scored, SUMMARY-r.md)
f = s.take(F + "rfc-spark-modifies-aspect.md")
text = (s.d / f).read_text()
start, end = text.index("Motivation\n=========="), text.index("Guide-level explanation\n")
s.sub("a", f, text[start:end], "", "deleted 'Motivation' (setext; the template and 28 of 28 features have it)")
f = s.take(F + "rfc-adjust_indexing.md")
s.sub("b", f, "- Status: Proposed", "- Status: Proposed\n\nSee [the indexing RFC](rfc-indexing.md).",
      "link to rfc-indexing.md, which does not exist")
f = s.take(F + "rfc-generalized-finalization.md")
s.sub("f", f, "- Status: Production", "- Status: Postponed",
      "'Status: Postponed' (the template: Proposed | Planning | Design | Ready for prototyping | Implementation | "
      "Production | Rejected)")
f = s.take(F + "rfc-shortcircuit.md")
s.sub("g", f, "This RFC aims to make binary operator `and` and `or` shortcircuit by default,\ndeprecating their `and then` "
      "and `or else` forms.", "One paragraph explanation of the feature.", "'Summary' is the template's prompt")
s.score("# ada-spark-rfcs: kinds a b f g; c d e skipped. One copy: /tmp/eval52-inj-r/ada-spark-rfcs.")
