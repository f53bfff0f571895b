"""Inject defects into clean documents of a copy of each data102 source (hundred-and-first evaluation, part bp: the
developer's, blind on 0988b61). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bp.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfirst", "bp", data="/work/data102", clean="/tmp/eval102", copies="/tmp/eval102-inj-bp",
          frozen="/tmp/frozen107")

ST = "## Status\n\nAccepted\n"

# konflux-adr: konflux-ci/architecture @ 1cafe77. ADR/NNNN-<slug>.md (65, status in front matter and `## Status`,
# template ADR/0000-adr-template.md): a, c, d, e, f.
s = kit.source("konflux-adr", "ADR", r"\d{4}-[a-z].*\.md")
f = s.take("ADR/0004-component-image-location.md")
s.delsec("a", f, "## Context", "deleted '## Context' (the template's, every ADR keeps it)")
f = s.take("ADR/0009-pipeline-service-via-operator.md")
s.copy("c", f, "ADR/0009-copy-of-record.md", f"a copy of {f} under the same number 0009")
f = s.take("ADR/0011-roles-and-permissions.md")
s.sub("d", f, ST, "## Status\n\nReplaced\n\nSuperseded by [ADR 70. Roles in the new API](0070-roles-in-the-new-api.md)\n",
      "superseded by 0070-roles-in-the-new-api.md, which does not exist")
new, old = s.take("ADR/0049-vsa-support.md"), s.take("ADR/0024-release-attribution.md")
s.sub("e", new, ST, f"{ST}\nSupersedes [ADR 24. Release Objects Attribution]({old.split('/')[-1]})\n",
      f"{new} supersedes {old}, which stays Accepted")
f = s.take("ADR/0033-enable-native-opentelemetry-tracing.md")
s.edit(f, "status: Accepted", "status: Acepted")
s.sub("f", f, ST, "## Status\n\nAcepted\n", "status 'Acepted' (a typo of Accepted), front matter and section")
s.score("# konflux-adr: kinds a, c, d, e, f. One copy: /tmp/eval102-inj-bp/konflux-adr.")

# koordinator-proposals: koordinator-sh/koordinator @ a7a1b76. docs/proposals/**/YYYYMMDD-<slug>.md (42, KEP-style,
# template docs/proposals/YYYYMMDD-template.md): a, b, g.
P = "docs/proposals"
s = kit.source("koordinator-proposals", [P, f"{P}/scheduling", f"{P}/koordlet"], r"20\d{6}-[a-z].*\.md")
f = s.take(f"{P}/scheduling/20220510-load-aware-scheduling.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template's, 40 of 42 proposals keep it)")
f = s.take(f"{P}/koordlet/20231208-support-netqos.md")
s.sub("b", f, "\n## Motivation", "\n\nSee also the [QoS manager proposal](20220615-qos-managers.md).\n\n## Motivation",
      "link to 20220615-qos-managers.md (the file is 20220615-qos-manager.md)")
f = s.take(f"{P}/scheduling/20230831-cpu-normalization.md")
s.setbody("g", f, "### Goals", "- List the specific high-level goals of the proposal.\n"
          "- How will we know that this has succeeded?", "Goals left as the template's guidance")
s.score("# koordinator-proposals: kinds a, b, g. One copy: /tmp/eval102-inj-bp/koordinator-proposals.")

# delta-rfcs: delta-io/delta @ bb1057f. protocol_rfcs/<slug>.md and accepted/, rejected/ (16, unnumbered, status by
# folder and the README's tables, template protocol_rfcs/template.md with no sections): b, b.
R = "protocol_rfcs"
s = kit.source("delta-rfcs", [R, f"{R}/accepted"], r"[a-z].*\.md")
f = s.take(f"{R}/interval-types.md")
s.sub("b", f, "\n## ", "\n\nSee also the [nanosecond timestamps RFC](nanosecond-timestamp.md).\n\n## ",
      "link to nanosecond-timestamp.md (the file is nanosecond-timestamps.md)")
f = s.take(f"{R}/accepted/type-widening.md")
s.sub("b", f, "\n## ", "\n\nSee the [in-commit timestamps RFC](in-commit-timestamp.md).\n\n## ",
      "link to in-commit-timestamp.md (the file is in-commit-timestamps.md)")
s.score("# delta-rfcs: kinds b, b. One copy: /tmp/eval102-inj-bp/delta-rfcs.")
