"""Inject defects into clean documents of a copy of each data106 source (hundred-and-fifth evaluation, part bt: the
developer's, blind on 28c11bd). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bt.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfifth", "bt", data="/work/data106", clean="/tmp/s51/blind3", copies="/tmp/eval106-inj-bt",
          frozen="/tmp/frozen110")

# keycloak-design: keycloak/keycloak-community @ 4f8acf2. design/*.md: design notes with a `* **Status**: Draft #1`
# line (Draft, Notes; one Final), no template, no numbers: b, f.
s = kit.source("keycloak-design", "design", r"[a-z].*\.md")
f = s.take("design/admin-console-ui-screens.md")
s.sub("f", f, "**Status**: Draft #1", "**Status**: Darft #1", "status 'Darft #1' (a typo of Draft)")
f = s.take("design/client-policies.md")
s.sub("b", f, "\n## Use-cases\n", "\nSee also [client secret rotation](client-secrets-rotation.md).\n\n## Use-cases\n",
      "link to client-secrets-rotation.md (the file is client-secret-rotation.md)")
s.score("# keycloak-design: kinds b, f. One copy: /tmp/eval106-inj-bt/keycloak-design.")

# devfile-proposals: devfile/api @ 368ea4e. docs/proposals/ (registry/, devfile/, console/): ten proposals, no
# template, no metadata: b.
s = kit.source("devfile-proposals", "docs/proposals/registry", r"[a-z].*\.md")
f = s.take("docs/proposals/registry/registry-structure.md")
s.sub("b", f, "\n## Problem\n", "\nThe words are in the [terminology](terminologies.md).\n\n## Problem\n",
      "link to terminologies.md (the file is terminology.md)")
s.score("# devfile-proposals: kind b. One copy: /tmp/eval106-inj-bt/devfile-proposals.")

# nu-design: wycats/nu-design-proposals @ 48f0240. A GitBook of design notes (SUMMARY.md), no records: b.
s = kit.source("nu-design", ".", r"SUMMARY\.md")
s.sub("b", "SUMMARY.md", "(values/collections.md)", "(values/collection.md)",
      "link to values/collection.md (the file is values/collections.md)")
s.score("# nu-design: kind b. One copy: /tmp/eval106-inj-bt/nu-design.")
