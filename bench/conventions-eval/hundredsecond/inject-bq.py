"""Inject defects into clean documents of a copy of each data103 source (hundred-and-second evaluation, part bq: the
developer's, blind on df7afa9). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bq.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsecond", "bq", data="/work/data103", clean="/tmp/eval103", copies="/tmp/eval103-inj-bq",
          frozen="/tmp/frozen108")

# gardener-geps: gardener/enhancements @ 3aa48c1. geps/NNNN-<slug>/README.md beside a gep.yaml (status there),
# template geps/NNNN-gep-template/: a, c, f.
G = "geps"
s = kit.source("gardener-geps", [f"{G}/0024-shoot-oidc-issuer", f"{G}/0025-namespaced-cloudprofiles",
                                 f"{G}/0027-cloudprofile-bastion-section"], r"README\.md")
f = s.take(f"{G}/0024-shoot-oidc-issuer/README.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, 37 of 40 GEPs keep it)")
f = s.take(f"{G}/0025-namespaced-cloudprofiles/README.md")
(s.d / G / "0025-copy-of-gep").mkdir()
s.copy("c", f, f"{G}/0025-copy-of-gep/README.md", f"a copy of {f} in geps/0025-copy-of-gep/: two GEPs numbered 25")
f = s.take(f"{G}/0027-cloudprofile-bastion-section/README.md")
s.sub("f", f"{G}/0027-cloudprofile-bastion-section/gep.yaml", "status: implemented", "status: implemeted",
      f"status 'implemeted' (a typo of implemented) in the gep.yaml beside {f}")
s.score("# gardener-geps: kinds a, c, f. One copy: /tmp/eval103-inj-bq/gardener-geps.")

# submariner-ep: submariner-io/enhancements @ 31d82f9. Proposals by component folder, unnumbered or issue-NN-<slug>.md,
# template template.md (Summary, Proposal, Design Details, ...): a, b.
s = kit.source("submariner-ep", ["lighthouse", "submariner"], r"[A-Za-z].*\.md")
f = s.take("lighthouse/srv-records.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template's, 24 of 26 proposals keep it)")
f = s.take("submariner/vxlan-tunnel.md")
s.sub("b", f, "\n## Proposal", "\n\nSee also the [cable driver policy](cable-drivers-policy.md).\n\n## Proposal",
      "link to cable-drivers-policy.md (the file is cable-driver-policy.md)")
s.score("# submariner-ep: kinds a, b. One copy: /tmp/eval103-inj-bq/submariner-ep.")
