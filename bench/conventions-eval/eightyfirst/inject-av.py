"""Inject defects into clean documents of a copy of each data82 source (eighty-first evaluation, part av: the
developer's, blind on 9349839, the stop's final code; no fix follows it). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-av.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightyfirst", "av", data="/work/data82", clean="/tmp/eval81", copies="/tmp/eval81-inj-av", frozen="/tmp/frozen81")


# zetachain-zips: zeta-chain/zetachain-improvement-proposals @ 27f275c. zip9.md and zip10.md (EIP-style front matter),
# a README: b.
s = kit.source("zetachain-zips", ".", r"zip\d+\.md")
f = s.take("zip10.md")
s.sub("b", f, "## Mechanisms\n", "## Mechanisms\n\nSee [ZIP-9](zip-9.md).\n", "link to zip-9.md (the file is zip9.md)")
s.score("# zetachain-zips: kind b; two records are too few for the others. One copy: /tmp/eval81-inj-av/zetachain-zips.")

# georchestra-proposals: georchestra/improvement-proposals @ e025fa9. A README in three languages describing the
# process (the proposals live in issues): b.
s = kit.source("georchestra-proposals", ".", r"README_en\.md")
f = s.take("README_en.md")
s.sub("b", f, "\n## ", "\nSee [the French version](README_fr.md) and [the template](template.md).\n\n## ",
      "link to template.md, which does not exist (README_fr.md does)")
s.score("# georchestra-proposals: kind b; no records. One copy: /tmp/eval81-inj-av/georchestra-proposals.")
