"""Inject defects into clean documents of a copy of each data143 source (hundred-and-forty-second evaluation, part de:
the developer's, blind on the hundred-and-fortieth and forty-first sets' fixes). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-de.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortysecond", "de", data="/work/data143", clean="/tmp/blind143", copies="/tmp/eval142-inj-de",
          frozen="/tmp/frozen147")

# utdk-adr: utdk/utdk_profile @ 3f8b8d4. adr-tools ADRs doc/decisions/NNNN-x.md: a, b, c, d, e, f.
D = "doc/decisions"
s = kit.source("utdk-adr", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0010-theme-dependence-bootstrap.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the ADRs keep it)")
f = s.take(f"{D}/0011-sticky-and-promoted-usage.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 10](0010-theme-dependence.md).\n",
      f"link to 0010-theme-dependence.md in {f} (the file is 0010-theme-dependence-bootstrap.md)")
f = s.take(f"{D}/0012-page-building-content-type.md")
s.copy("c", f, f"{D}/0012-page-building.md", f"copied {f} to 0012-page-building.md: 12 twice")
f = s.take(f"{D}/0013-components-as-custom-field-types.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [45. Use paragraphs](0045-use-paragraphs.md)",
      f"{f} superseded by 0045-use-paragraphs.md, which does not exist")
s.take(f"{D}/0007-read-only-configuration.md")  # (left Accepted: the record superseded)
new = s.take(f"{D}/0014-smallest-recognizable-component-for-cards.md")
s.sub("e", new, "## Status\n\nAccepted", "## Status\n\nAccepted\n\nSupersedes [7. Read-only configuration]"
      "(0007-read-only-configuration.md)", f"{new} says it supersedes ADR 7; {D}/0007-read-only-configuration.md still "
      "Accepted (DC405 there, or DC404)")
f = s.take(f"{D}/0009-dependency-version-constraints.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpeted", f"status 'Accpeted' in {f}")
s.score("# utdk-adr: kinds a, b, c, d, e, f. One copy: /tmp/eval142-inj-de/utdk-adr.")

# nuts-rfcs: nuts-foundation/nuts-specification @ 7c0de53. RFCs rfc/rfcNNN-x.md, a template: a, b.
s = kit.source("nuts-rfcs", "rfc", r"rfc\d{3}-.*\.md")
f = s.take("rfc/rfc003-oauth2-authorization.md")
s.delsec("a", f, "### Abstract", f"deleted '### Abstract' from {f} (the template and the RFCs keep it)")
f = s.pick("## 1.")
s.sub("b", f, "## 1.", "See [RFC 2](rfc002-authentication-tokn.md).\n\n## 1.", f"link to rfc002-authentication-tokn.md in "
      f"{f} (misspelt)")
s.score("# nuts-rfcs: kinds a, b. One copy: /tmp/eval142-inj-de/nuts-rfcs.")
