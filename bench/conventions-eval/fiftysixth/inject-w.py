"""Inject defects into clean documents of a copy of each data57 source (fifty-sixth evaluation, part w: the
developer's, blind on the code after the fifty-fifth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-w.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftysixth", "w", data="/work/data57", clean="/tmp/eval57", copies="/tmp/eval57-inj-w", frozen="/tmp/frozen56")

# Three Rust-style RFC repositories (0000-template.md at the top after Rust's: `- Feature Name:`, `- Start Date:`,
# `- RFC PR:`; Summary, Motivation, Guide-level or Detailed design, Drawbacks, Alternatives, Unresolved questions, each
# with its prompt); RFCs in text/NNNN-name.md; no statuses, no supersessions: d e f skipped.
MOTIVATION = "Why are we doing this? What use cases does it support? What is the expected outcome?"
T = "text/"
s = kit.source("neon-bindings-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0005-array-buffer-views.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 16 of 16 RFCs have it)")
f = s.take(T + "0014-vm-2.0.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [RFC 13](0013-vm-1.0.md).\n", "link to 0013-vm-1.0.md, which does not exist")
f = s.take(T + "0018-date-api.md")
s.copy("c", f, T + "0018-date-time-api.md", "a second RFC numbered 0018")
f = s.take(T + "0020-module-reorg.md")
s.setbody("g", f, "# Motivation", "[motivation]: #motivation\n\n" + MOTIVATION, "'# Motivation' is the template's prompt")
s.score("# neon-bindings-rfcs: kinds a b c g; d e f skipped. One copy: /tmp/eval57-inj-w/neon-bindings-rfcs.")

s = kit.source("qri-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0002-qri_dataset_definition.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and the RFCs have it)")
f = s.take(T + "0003-content_addressed_file_system.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [RFC 5](0005-dataset_io.md).\n", "link to 0005-dataset_io.md, which does not exist")
f = s.take(T + "0004-structured_data_io.md")
s.copy("c", f, T + "0004-structured_data_formats.md", "a second RFC numbered 0004")
f = s.take(T + "0006-dataset_naming.md")
s.setbody("g", f, "# Motivation", "[motivation]: #motivation\n\n" + MOTIVATION, "'# Motivation' is the template's prompt")
s.score("# qri-rfcs: kinds a b c g; d e f skipped. One copy: /tmp/eval57-inj-w/qri-rfcs.")

s = kit.source("redox-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0003-channels.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [the event RFC](0002-events.md).\n", "link to 0002-events.md, which does not exist")
f = s.take(T + "0004-ptrace.md")
s.setbody("g", f, "# Motivation", "[motivation]: #motivation\n\n" + MOTIVATION, "'# Motivation' is the template's prompt")
s.score("# redox-rfcs: kinds b g; a c d e f skipped. One copy: /tmp/eval57-inj-w/redox-rfcs.")
