"""Inject defects into clean documents of a copy of each data69 source (sixty-eighth evaluation, part ai: the
developer's, blind on the code after the sixty-seventh set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ai.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtyeighth", "ai", data="/work/data69", clean="/tmp/eval69", copies="/tmp/eval69-inj-ai", frozen="/tmp/frozen68")


# emf-rfcs: fimoengine/emf-rfcs @ 9ad326c. 0000-template.md (Rust's: # Summary, # Motivation, # Guide-level
# explanation, ...); text/NNNN-name.md: a b c.
T = "text/"
s = kit.source("emf-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0010-dynamic_errors.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 9 of 9 RFCs have it)")
f = s.take(T + "0011-better_discriminants.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [RFC 10](0010-dynamic-errors.md).\n",
      "link to 0010-dynamic-errors.md, which does not exist (the file is 0010-dynamic_errors.md)")
f = s.take(T + "0012-fat_ptrs.md")
s.copy("c", f, T + "0012-fat_ptrs-v2.md", f"{f} copied under the same number with '-v2'")
s.score("# emf-rfcs: kinds a b c; d e f g skipped (no statuses). One copy: /tmp/eval69-inj-ai/emf-rfcs.")

# brightway-beps: brightway-lca/enhancement-proposals @ 1dee91c. proposals/0001_bep-template.md (BEP 1, the template:
# a table header, ## Abstract, ## Motivation, ## Proposal, ## Discussion, ## Previous Versions); NNNN_name.md: a b f.
P = "proposals/"
s = kit.source("brightway-beps", P[:-1], r"\d{4}_.*\.md")
f = s.take(P + "0003_documentation.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 4 of 4 BEPs have it)")
f = s.take(P + "0004_changelogs.md")
s.sub("f", f, "| Status | Proposed |", "| Status | Frozen |", "status 'Frozen' (the BEPs are Draft or Proposed)")
f = s.take(P + "0005_multifunctionality.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [BEP 4](0004_changelog.md).\n", "link to 0004_changelog.md, "
      "which does not exist")
s.score("# brightway-beps: kinds a b f; c d e g skipped. One copy: /tmp/eval69-inj-ai/brightway-beps.")

# saleor-decisions: saleor/decision-records @ af97079. decisions/template.md (statuses: request for comments, proposed,
# accepted, rejected, deprecated, superseded); decisions/NNN_name.md, three: b f.
D = "decisions/"
s = kit.source("saleor-decisions", D[:-1], r"\d{3}_.*\.md")
f = s.take(D + "002_saleor_auth.md")
s.sub("f", f, "Status: accepted\n", "Status: frozen\n", "status 'frozen' (the template offers request for comments, "
      "proposed, accepted, rejected, deprecated, superseded)")
f = s.take(D + "003_attributes_vs_metadata.md")
s.sub("b", f, "\n## ", "\n\nSee [the auth decision](002_saleor_authorization.md).\n\n## ",
      "link to 002_saleor_authorization.md, which does not exist")
s.score("# saleor-decisions: kinds b f; a c d e g skipped. One copy: /tmp/eval69-inj-ai/saleor-decisions.")
