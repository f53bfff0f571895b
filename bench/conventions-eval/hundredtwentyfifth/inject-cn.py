"""Inject defects into clean documents of a copy of each data126 source (hundred-and-twenty-fifth evaluation, part
cn: the developer's, blind on dc37038, this stop's code before the set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-cn.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentyfifth", "cn", data="/work/data126", clean="/tmp/s53/blind6", copies="/tmp/eval126-inj-cn",
          frozen="/tmp/frozen131")

# sophia-intel-ai: ai-cherry/sophia-intel-ai @ 7b4af90. docs/architecture/decisions/ (NNN-<slug>.md and ADR-NNN.md,
# Context, Decision, Implementation, Consequences; template.md): a, f.
D = "docs/architecture/decisions"
s = kit.source("sophia-intel-ai", D, r"(?:ADR-)?\d{3}.*\.md")
f = s.take(f"{D}/003-websocket-connection-management.md")
s.delsec("a", f, "## Implementation", "deleted '## Implementation' (nine of the ten ADRs keep it)")
f = s.take(f"{D}/001-dependency-injection.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n", "status 'Acepted' (a typo of Accepted)")
s.score("# sophia-intel-ai: kinds a, f. One copy: /tmp/eval126-inj-cn/sophia-intel-ai.")

# jax: jax-ml/jax @ cec06d1. docs/jep/NNNN-<slug>.md (JEPs numbered by their issue): b.
J = "docs/jep"
s = kit.source("jax", J, r"\d+-.*\.md")
f = s.take(f"{J}/4410-omnistaging.md")
s.sub("b", f, "\n## tl;dr\n", "\nSee also [the PRNG design](263-prng-design.md).\n\n## tl;dr\n",
      f"link to 263-prng-design.md in {f} (the file is 263-prng.md)")
s.score("# jax: kind b. One copy: /tmp/eval126-inj-cn/jax.")
