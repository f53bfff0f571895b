"""Inject defects into clean documents of a copy of each data132 source (hundred-and-thirty-first evaluation, part
ct: the developer's, blind on 728630b). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ct.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtyfirst", "ct", data="/work/data132", clean="/tmp/blind132", copies="/tmp/eval132-inj-ct",
          frozen="/tmp/frozen137")  # (728630b)

# cortx-hare: Seagate/cortx-hare @ 4e9a91b. COSS specifications in rfc/<N>/README.md, YAML front matter: f, b.
s = kit.source("cortx-hare", ["rfc/13", "rfc/16"], r"README\.md")
f = s.take("rfc/13/README.md")
s.sub("f", f, "status: draft", "status: drfat", f"status 'drfat' in {f}")
f = s.take("rfc/16/README.md")
s.sub("b", f, "[19/EVERULES](../19/README.md).\n", "[19/EVERULES](../91/README.md).\n",
      f"link to ../91/README.md in {f} (the specification is rfc/19/)")
s.score("# cortx-hare: kinds f, b. One copy: /tmp/eval132-inj-ct/cortx-hare.")

# prometheus-operator: 6adcebc. Proposals named by month in Documentation/proposals/{accepted,implemented}/: b, f.
s = kit.source("prometheus-operator", ["Documentation/proposals/implemented", "Documentation/proposals/accepted"],
               r"\d{6}-.*\.md")
f = s.take("Documentation/proposals/implemented/202409-status-subresource.md")
s.sub("b", f, "* **Related Tickets:**\n", "* **Related Tickets:**\n  * [DaemonSet mode](../accepted/202405-agent-"
      "daemonsets.md)\n", f"link to ../accepted/202405-agent-daemonsets.md in {f} (the file is 202405-agent-daemonset.md)")
f = s.take("Documentation/proposals/implemented/202305-scrapeclasses.md")
s.sub("f", f, "  * `Implemented`", "  * `Implmented`", f"status 'Implmented' in {f}")
s.score("# prometheus-operator: kinds b, f. One copy: /tmp/eval132-inj-ct/prometheus-operator.")

# fission: fission/fission @ 920a4df. RFCs in docs/rfc/, `- Status:` and `- Supersedes:` lines: d, c.
s = kit.source("fission", "docs/rfc", r"\d{4}-.*\.md")
f = s.take("docs/rfc/0007-gateway-api-route-provider.md")
s.sub("d", f, "- Supersedes: —", "- Supersedes: [RFC-0005](0005-ingress-route-provider.md)",
      f"{f} 'Supersedes: [RFC-0005](0005-ingress-route-provider.md)', which does not exist")
f = s.take("docs/rfc/0008-streaming-invocation-path.md")
s.copy("c", f, "docs/rfc/0008-streaming-invocation-path-v2.md",
       "copied 0008-streaming-invocation-path.md to ...-v2.md: RFC 8 twice")
s.score("# fission: kinds d, c. One copy: /tmp/eval132-inj-ct/fission.")
