"""Inject defects into clean documents of a copy of each data184 source (hundred-and-eighty-third evaluation, part et: the
developer's, blind on this stop's code 81f4379, frozen as /tmp/frozen184, no fix after it until measured). See
inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-et.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightythird", "et", data="/work/data184", clean="/work/blind184", pool="/work/blind184",
          copies="/tmp/eval183-inj-et", frozen="/tmp/frozen184")

# pulsar: docs/rfcs/NNN-x.md (Atom's RFCs, `## Status`, a template): a, f.
s = kit.source("pulsar", "docs/rfcs", r"00[1-4]-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and the RFCs keep it)")
f = s.pick("\n## Status\n\n")
text = open(s.d / f).read().split("## Status\n\n", 1)[1].split("\n", 1)[0]
s.sub("f", f, "## Status\n\n" + text, "## Status\n\nAcepted", f"status {text!r} replaced by the slip 'Acepted' in {f}")
s.score("# pulsar: kinds a, f. One copy: /tmp/eval183-inj-et/pulsar.")

# spin: docs/content/sips/NNN-x.md, TOML front matter, no template: a, b.
s = kit.source("spin", "docs/content/sips", r"0\d\d-.*\.md")
f = s.pick("\n## Background\n")
s.delsec("a", f, "## Background", f"deleted '## Background' from {f} (19 of 20 keep it)")
f = s.pick("\n## Background\n")
s.sub("b", f, "\n## Background\n", "\n## Background\n\nSee [SIP 030](030-streams.md).\n", f"link to 030-streams.md in {f}")
s.score("# spin: kinds a, b. One copy: /tmp/eval183-inj-et/spin.")

# volta-rfcs: text/NNNN-x.md, Rust-style, a template: a, c.
s = kit.source("volta-rfcs", "text", r"00\d\d-.*\.md")
f = s.pick("\n# Pedagogy\n")
s.delsec("a", f, "# Pedagogy", f"deleted '# Pedagogy' from {f} (the template and 19 of 20 keep it)")
f = s.pick("\n# Motivation\n")
s.copy("c", f, "text/" + f.split("/")[1][:5] + "another-topic.md", f"a second RFC numbered as {f}")
s.score("# volta-rfcs: kinds a, c. One copy: /tmp/eval183-inj-et/volta-rfcs.")
