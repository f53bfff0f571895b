"""Inject defects into clean documents of a copy of each data101 source (hundredth evaluation, part bo: the
developer's, blind on 216f863). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bo.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredth", "bo", data="/work/data101", clean="/tmp/eval101", copies="/tmp/eval101-inj-bo", frozen="/tmp/frozen106")


# contour-design: projectcontour/contour @ 31c4bb3. design/<slug>.md (44, `Status:` line under the title),
# template design/design-document-tmpl.md: a, b, f, g.
s = kit.source("contour-design", "design", r"[a-z][a-z-]*(?<!tmpl)\.md")
f = s.take("design/cookie-rewrite-design.md")
s.delsec("a", f, "## Background", "deleted '## Background' (the template's, 40 of 43 designs keep it)")
f = s.take("design/default-global-rate-limit-policy.md")
s.sub("f", f, "Status: Accepted", "Status: Acceptd", "status 'Acceptd' (a typo of Accepted)")
f = s.take("design/fallbackcert.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee also the [TLS delegation design](tls-certificate-delegations.md).\n",
      "link to tls-certificate-delegations.md (the file is tls-certificate-delegation.md)")
f = s.take("design/downstream-crl-design.md")
s.setbody("g", f, "## Goals", "- A short list of things which will be accomplished by implementing this proposal.\n"
          "- Two things is ok.\n", "Goals left as the template's guidance")
s.score("# contour-design: kinds a, b, f, g. One copy: /tmp/eval101-inj-bo/contour-design.")

# lakefs-design: treeverse/lakeFS @ 71a45ee. design/accepted|open|rejected/<slug>.md (55, status by folder, no
# template, unnumbered): b, b.
s = kit.source("lakefs-design", ["design/accepted", "design/open"], r"[a-z].*\.md")
f = s.take("design/accepted/delta-diff.md")
s.sub("b", f, "\n## ", "\n\nSee the [log of commits per path](log-commit-per-path.md).\n\n## ",
      "link to log-commit-per-path.md (the file is log-commits-per-path.md)")
f = s.take("design/open/iceberg-branching.md")
s.sub("b", f, "\n## ", "\n\nSee the [Delta catalog exporter](delta-catalog-export.md).\n\n## ",
      "link to delta-catalog-export.md (the file is delta-catalog-exporter.md)")
s.score("# lakefs-design: kinds b, b. One copy: /tmp/eval101-inj-bo/lakefs-design.")

# envoy-gateway-design: envoyproxy/gateway @ d32f282. site/content/en/community/design/<slug>.md (25, Hugo pages,
# front matter title only, no template): b.
s = kit.source("envoy-gateway-design", "site/content/en/community/design", r"[a-z].*\.md")
f = s.take("site/content/en/community/design/rate-limit.md")
s.sub("b", f, "\n## ", "\n\nThe [security policy design](securitypolicy.md) covers authentication.\n\n## ",
      "link to securitypolicy.md (the file is security-policy.md)")
s.score("# envoy-gateway-design: kinds b. One copy: /tmp/eval101-inj-bo/envoy-gateway-design.")
