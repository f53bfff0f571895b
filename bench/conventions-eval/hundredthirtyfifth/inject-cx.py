"""Inject defects into clean documents of a copy of each data136 source (hundred-and-thirty-fifth evaluation, part
cx: the developer's, blind on 1ebf777). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cx.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtyfifth", "cx", data="/work/data136", clean="/tmp/blind136", copies="/tmp/eval136-inj-cx",
          frozen="/tmp/frozen141")  # (1ebf777)

# toasty: tokio-rs/toasty @ 7af9ecc. Unnumbered design docs in docs/dev/design/, a commented _template.md: a, g.
s = kit.source("toasty", "docs/dev/design", r"[a-z].*\.md")
f = s.take("docs/dev/design/atomic-batches.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and the design docs have it)")
f = s.take("docs/dev/design/column-projection.md")
template = (kit.data / "toasty" / "docs/dev/design/_template.md").read_text()
prompt = template.split("## Summary\n", 1)[1].split("\n## ", 1)[0].strip()
s.setbody("g", f, "## Summary", prompt, f"the template's Summary prompt left as {f}'s Summary")
s.score("# toasty: kinds a, g. One copy: /tmp/eval136-inj-cx/toasty.")

# truapi: paritytech/truapi @ 229bb23. RFCs docs/rfcs/NNNN-x.md with front matter, an _index.md table: c, b.
s = kit.source("truapi", "docs/rfcs", r"\d{4}-.*\.md")
f = s.take("docs/rfcs/0006-payments.md")
s.copy("c", f, "docs/rfcs/0006-payments-v2.md", "copied 0006-payments.md to 0006-payments-v2.md: RFC 6 twice")
f = s.take("docs/rfcs/0007-derive-entropy.md")
first = next(line for line in (kit.data / "truapi" / f).read_text().splitlines() if line.startswith("# "))
s.sub("b", f, first + "\n", first + "\n\nBuilds on [RFC 0006](0006-payment.md).\n",
      f"link to 0006-payment.md in {f} (the file is 0006-payments.md)")
s.score("# truapi: kinds c, b. One copy: /tmp/eval136-inj-cx/truapi.")
