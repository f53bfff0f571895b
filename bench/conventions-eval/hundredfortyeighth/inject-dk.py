"""Inject defects into clean documents of a copy of each data149 source (hundred-and-forty-eighth evaluation, part dk:
the developer's, blind on adc8117). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dk.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortyeighth", "dk", data="/work/data149", clean="/work/blind148", pool="/work/blind148",
          copies="/tmp/eval148-inj-dk", frozen="/tmp/frozen155")  # (adc8117)

# duckysigner-adrs: No-Cash-7970/duckySigner @ 7fd69f3. log4brains MADR 2.x records docs/decisions/YYYYMMDD-*.md: a, e, f.
s = kit.source("duckysigner-adrs", "docs/decisions", r"\d{8}-.*\.md")
f = s.take("docs/decisions/20250608-use-dapp-in-prose-and-dapp-in-code.md")
s.delsec("a", f, "## Context and Problem Statement",
         f"deleted '## Context and Problem Statement' from {f} (the template's; all 26 keep it)")
f = s.take("docs/decisions/20240103-use-sqlite-database-to-store-keys.md")
s.sub("e", f, "- Status: superseded by [20250716-use-duckdb-and-parquet-files-for-data-storage]"
      "(20250716-use-duckdb-and-parquet-files-for-data-storage.md)", "- Status: accepted",
      f"status 'accepted' in {f}, which 20250716 says it supersedes")
f = s.take("docs/decisions/20240821-use-hawk-for-dapp-connect-authentication-and-authorization.md")
s.sub("f", f, "- Status: accepted", "- Status: acepted", f"status 'acepted' in {f}")
s.score("# duckysigner-adrs: kinds a, e, f. One copy: /tmp/eval148-inj-dk/duckysigner-adrs.")

# zarf-zeps: zarf-dev/proposals @ 861d6a1. NNNN-slug/README.md with zep.yaml beside: d, g.
s = kit.source("zarf-zeps", ["0053-bundle-format", "0019-refactor-image-operations"], r"README\.md")
f = s.take("0053-bundle-format/README.md")
s.sub("d", f, "## Motivation\n", "## Motivation\n\nThis ZEP is superseded by [ZEP-0061](../0061-bundle-format-v2/README.md).\n",
      f"'superseded by [ZEP-0061](../0061-bundle-format-v2/README.md)' in {f}: there is no ZEP 61")
f = s.take("0019-refactor-image-operations/README.md")
s.setbody("g", f, "## Drawbacks", "<!--\nWhy should this ZEP _not_ be implemented?\n-->\n",
          f"Drawbacks of {f} replaced by the template's comment")
s.score("# zarf-zeps: kinds d, g. One copy: /tmp/eval148-inj-dk/zarf-zeps.")

# tmforum-oda-ca: tmforum-oda/oda-ca-docs @ 9ef52c0. Nygard records Decision-Log/NNNN-*.md: a, b, c.
s = kit.source("tmforum-oda-ca", "Decision-Log", r"\d{4}-.*\.md")
f = s.take("Decision-Log/0016-mcp-server-for-tmforum-open-apis.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f} (all 22 keep it)")
f = s.take("Decision-Log/0014-multiple-component-namespaces.md")
s.copy("c", f, "Decision-Log/0014-multiple-component-namespaces-v2.md", f"copied {f}: number 14 twice")
f = s.take("Decision-Log/0018-ai-model-operator-for-agentic-components.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 17](0017-strategy-for-ai-agent.md).\n",
      f"link to 0017-strategy-for-ai-agent.md in {f} (the file is 0017-strategy-for-ai-agents.md)")
s.score("# tmforum-oda-ca: kinds a, b, c. One copy: /tmp/eval148-inj-dk/tmforum-oda-ca.")
