"""Inject defects into clean documents of a copy of each data109 source (hundred-and-eighth evaluation, part bw: the
developer's, blind on the hundred-and-seventh set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bw.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeighth", "bw", data="/work/data109", clean="/tmp/s51/blind6", copies="/tmp/eval109-inj-bw",
          frozen="/tmp/new114")

# cow-rs-adr: 0xSymbiome/cow-rs @ 4ff1f2d. docs/adr/NNNN-<slug>.md, 73 ADRs with YAML front matter (id, status,
# date, related), template 0000-template.md (Decision, Why, Must Remain True, Alternatives Rejected, Links): a, c, f, g.
A = "docs/adr"
s = kit.source("cow-rs-adr", A, r"(?!0000)\d{4}-.*\.md")
f = s.pick("\n## Why\n")
s.delsec("a", f, "## Why", "deleted '## Why' (the template's, kept by nearly all ADRs)")
f = s.pick("\nstatus: Accepted\n")
s.sub("f", f, "\nstatus: Accepted\n", "\nstatus: Acceptted\n", "status 'Acceptted' (a typo of Accepted)")
f = s.take(f"{A}/0012-alloy-sol-bindings-and-registry-authority.md")
s.copy("c", f, f"{A}/0012-alloy-sol-bindings-copy.md", f"a copy of {f}: two ADRs numbered 12")
s.score("# cow-rs-adr: kinds a, c, f. One copy: /tmp/eval109-inj-bw/cow-rs-adr.")

# loa-dixie-adr: 0xHoneyJar/loa-dixie @ 18596bf. docs/adr/NNN-<slug>.md, six ADRs (`**Status**: Accepted`, Context,
# Decision, Consequences), and 86 gate documents in docs/: a, b, f.
D = "docs/adr"
s = kit.source("loa-dixie-adr", D, r"\d{3}-.*\.md")
f = s.take(f"{D}/002-circuit-breaker-topology.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the ADRs', 6 of 6 keep it)")
f = s.take(f"{D}/003-span-sanitizer-privacy-constitution.md")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acepted", "status 'Acepted' (a typo of Accepted)")
f = s.take(f"{D}/001-middleware-pipeline-ordering.md")
s.sub("b", f, "\n## Decision\n", "\nSee [the circuit breaker ADR](002-circuit-breaker.md).\n\n## Decision\n",
      "link to 002-circuit-breaker.md (the file is 002-circuit-breaker-topology.md)")
s.score("# loa-dixie-adr: kinds a, b, f. One copy: /tmp/eval109-inj-bw/loa-dixie-adr.")

# pulumi-docs: pulumi/pulumi @ 1b59498. docs/: architecture notes built with Sphinx and MyST, no records: b.
s = kit.source("pulumi-docs", "docs/architecture", r"[a-z].*\.md")
f = s.take("docs/architecture/converters.md")
s.sub("b", f, "\n## State conversion\n", "\nSee also [the providers](provider.md).\n\n## State conversion\n",
      "link to provider.md (the file is providers.md)")
s.score("# pulumi-docs: kind b. One copy: /tmp/eval109-inj-bw/pulumi-docs.")
