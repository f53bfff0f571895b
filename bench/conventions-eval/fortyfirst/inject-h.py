"""Inject defects into clean documents of a copy of each data42 source (forty-first evaluation, part h: the
developer's, blind on the code after the fortieth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-h.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortyfirst", "h", data="/work/data42", clean="/tmp/eval42", copies="/tmp/eval42-inj-h", frozen="/tmp/frozen41")


# osdk-proposals: operator-framework/operator-sdk proposals @ 60559f3. TEMPLATE.md (front matter: title, authors, ...,
# status: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced, replaces, superseded-by; then
# Summary, Motivation, Goals, Proposal, Design Details, ...). Unnumbered: c skipped; d, e skipped (two clean proposals
# state a status, one used for f).
P = "proposals/"
s = kit.source("osdk-proposals", P[:-1], r"[a-z0-9.-]+\.md")
f = s.take(P + "improve-csv-cli.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 22 of 24 proposals have it)")
f = s.take(P + "tls-utilities.md")
s.sub("b", f, "## Goals\n", "## Goals\n\nSee also the [certificate rotation proposal](cert-rotation.md).\n",
      "link to cert-rotation.md, which does not exist")
f = s.take(P + "scorecard-custom-tests-2.md")
s.sub("f", f, "status: implementable", "status: postponed",
      "'status: postponed' (the template offers provisional, implementable, implemented, deferred, rejected, withdrawn, replaced)")
s.sub("g", f, "## Summary\n", "## Summary\n\nThe `Summary` section is incredibly important for producing high quality\n"
      "user-focused documentation such as release notes or a development roadmap.\n\n## Summary of the change\n",
      "the template's Summary prompt put back as the Summary, the author's text moved under a heading of its own")
s.score("# osdk-proposals: kinds a b f g (f and g on one proposal); c d e skipped. One copy: /tmp/eval42-inj-h/osdk-proposals.")

# mineparty-adr: kani3camp/mine-party docs/adr @ 7a03cb2. Japanese 0000-template.md ('- 日付: YYYY-MM-DD', '- ステータス:
# Proposed | Accepted | Rejected | Deprecated', '## 背景 (Context)', '## 決定 (Decision)', ...). Four records; no
# supersession in the template's statuses: d e skipped.
A = "docs/adr/"
s = kit.source("mineparty-adr", A[:-1], r"\d{4}-.*\.md")
f = s.take(A + "0003-runtime-cloudflare-workers-do.md")
s.delsec("a", f, "## 決定 (Decision)", "deleted '## 決定 (Decision)' (the template and 4 of 4 records have it)")
f = s.take(A + "0001-realtime-transport-websocket.md")
s.sub("b", f, "## 背景 (Context)\n", "## 背景 (Context)\n- 関連: [0005](0005-matchmaking.md)\n",
      "link to 0005-matchmaking.md, which does not exist (records end at 0004)")
f = s.take(A + "0002-competitive-mode-race-vs-shared.md")
s.copy("c", f, A + "0002-ranking-mode.md", f"a copy of {f} under the same number 0002")
f = s.take(A + "0004-data-storage-strategy-do-d1-kv.md")
s.sub("f", f, "- ステータス: Accepted", "- ステータス: Postponed",
      "'ステータス: Postponed' (the template: Proposed | Accepted | Rejected | Deprecated)")
f = s.take(A + "0002-competitive-mode-race-vs-shared.md", again=True)
s.setbody("g", f, "## 根拠 (Rationale)", "- 選定理由、評価軸、トレードオフ\n- 代替案との比較",
          "'## 根拠 (Rationale)' body is the template's own text (after c's copy was made)")
s.score("# mineparty-adr: kinds a b c f g; d e skipped. One copy: /tmp/eval42-inj-h/mineparty-adr.")
