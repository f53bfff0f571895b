"""Inject defects into clean documents of a copy of each data108 source (hundred-and-seventh evaluation, part bv: the
developer's, blind on f58277a). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bv.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventh", "bv", data="/work/data108", clean="/tmp/s51/blind5", copies="/tmp/eval108-inj-bv",
          frozen="/tmp/frozen112")

# csharplang: dotnet/csharplang @ f445f64. proposals/<slug>.md (and version folders), template proposal-template.md
# (Summary, Motivation, Detailed design, Drawbacks, Alternatives, Open questions, Design meetings): a, b, g.
P = "proposals"
s = kit.source("csharplang", P, r"[a-z].*\.md")
f = s.pick("\n## Motivation\n[motivation]: #motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, 113 of 117 proposals keep it)")
f = s.pick("\n## Drawbacks\n[drawbacks]: #drawbacks\n")
s.setbody("g", f, "## Drawbacks", "[drawbacks]: #drawbacks\n\nWhy should we *not* do this?",
          "Drawbacks' body replaced by the template's own text")
f = s.pick("\n## Summary\n")
s.sub("b", f, "\n## Summary\n", "\nSee also the [spec's conversions](../spec/conversion.md).\n\n## Summary\n",
      "link to ../spec/conversion.md (the file is spec/conversions.md)")
s.score("# csharplang: kinds a, b, g. One copy: /tmp/eval108-inj-bv/csharplang.")

# trestle-bot: RedHatProductSecurity/trestle-bot @ 0ceeb01. docs/architecture/decisions/<slug>_NNN.md, two ADRs with
# front matter (title, status), and an MkDocs site: f.
D = "docs/architecture/decisions"
s = kit.source("trestle-bot", D, r"[a-z].*\.md")
f = s.take(f"{D}/implement-cli-framework_001.md")
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: acccepted\n", "status 'acccepted' (a typo of accepted)")
s.score("# trestle-bot: kind f. One copy: /tmp/eval108-inj-bv/trestle-bot.")

# coffeechat: bloomberg/coffeechat @ d7ea712. docs/architecture/decisions/NNNN-<slug>.md, eight adr-tools ADRs: a, c, e.
C = "docs/architecture/decisions"
s = kit.source("coffeechat", C, r"\d{4}-.*\.md")
f = s.take(f"{C}/0006-use-openid-connect-for-authentication.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (Nygard's, 8 of 8 keep it)")
f = s.take(f"{C}/0002-use-commitlint.md")
s.copy("c", f, f"{C}/0002-use-commitlint-again.md", f"a copy of {f}: two ADRs numbered 2")
f = s.take(f"{C}/0007-use-jwt-to-secure-graphql-schema.md")
s.sub("e", f, "## Status\n\nAccepted\n", "## Status\n\nAccepted\n\nSupersedes [6. Use openid connect]"
      "(0006-use-openid-connect-for-authentication.md)\n",
      f"0007 supersedes {C}/0006-use-openid-connect-for-authentication.md, which still says Accepted")
s.score("# coffeechat: kinds a, c, e. One copy: /tmp/eval108-inj-bv/coffeechat.")
