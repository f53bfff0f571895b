"""Inject defects into clean documents of a copy of each source of data337, data338, data339 and data340 (the
three-hundred-and-thirty-fourth to three-hundred-and-thirty-seventh evaluations, parts ko, kp, kq and kr: blind, frozen
as /tmp/frozen275). See inject_kit.py. Every edit below was chosen from the repositories' own templates and documents
before anything ran.
Run: /work/main/.venv/bin/python inject-kr.py (writes injected-<source>.txt into each set's folder).
"""
import os
import re
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen275"


def subdirs(root: str, skip: tuple[str, ...] = ()) -> list[str]:
    """The folders right under `root` (relative to the source) that hold Markdown, skipping `skip`."""
    return sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and d not in skip
                  and not d.startswith(".") and any(x.endswith(".md") for x in os.listdir(os.path.join(root, d))))


# ---------------------------------------------------------------- data337 (threehundredthirtyfourth, ko)
kit = Kit("threehundredthirtyfourth", "ko", data="/work/data337", clean="/work/blind337", pool="/work/blind337",
          copies="/tmp/eval337-inj", frozen=FROZEN)

# brevzin-cpp-proposals: one folder per paper <number>_<slug>/<slug>.md (112 papers, 45 with CRLF), new_paper.py
# scaffolds YAML front matter (document: P<number>R0, status: progress) and '# Introduction' with no text under it
# (so no g); '# Introduction' in 94 of 112; 'document: PNNNNRn' names each paper's number (one paper per number);
# status: accepted / abandoned / progress / rejected; no supersession by status (revisions R0..Rn); papers cite by
# [@PxxxxRn] keys, the README links 'folder/pNNNNrM.html': a, b, c, c, f, f.
R = "/work/data337/brevzin-cpp-proposals"
s = kit.source("brevzin-cpp-proposals", subdirs(R, ("md", "talks", "optional")), r"[\w-]+\.md")
f = s.take("2441_join_with/join-with.md")
s.sub("b", f, "as described in [@P2214R1], section 3.8.",
      "as described in [@P2214R1], section 3.8 (its inverse is [`views::split`](../2210_string_split/string_split.md)).",
      f"link to ../2210_string_split/string_split.md (the paper is 2210_string_split/string-split.md) added to {f}")
f = s.take("2593_static_assert/static-assert.md")
s.sub("c", f, "document: P2593R1\n", "document: P2446R2\n",
      f"front matter 'document: P2593R1' -> 'document: P2446R2' (2446_move_view/views-move.md is P2446R2; one paper "
      f"per number, as new_paper.py's 'document: P<number>R0') in {f}")
f = s.take("4259_div_floor/div-floor.md")
s.copy("c", f, "4259_div_floor/div-floor-rounding.md",
       f"copy of {f} as 4259_div_floor/div-floor-rounding.md: 'document: P4259R0' taken twice")
f = s.pick("\n# Introduction\n")
s.delsec("a", f, "# Introduction",
         f"deleted '# Introduction' (new_paper.py scaffolds it; 94 of 112 papers have it) from {f}")
f = s.pick("\nstatus: accepted\n")
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: acceptd\n",
      f"status 'accepted' -> 'acceptd' (values: accepted 61, abandoned 16, progress 19, rejected 3) in {f}")
f = s.pick("\nstatus: progress\n")
s.sub("f", f, "\nstatus: progress\n", "\nstatus: progres\n",
      f"status 'progress' -> 'progres' (new_paper.py writes 'status: progress'; values: accepted, abandoned, progress, "
      f"rejected) in {f}")
s.score("# brevzin-cpp-proposals: kinds a, b, c, c, f, f. One copy: /tmp/eval337-inj/brevzin-cpp-proposals.")

# basho-riak-rfc: one folder per RFC (Title Case with spaces), README.md or named .md files, not numbered, no status
# (left to Jira); the root README's inline template ('# RFC: <Title>' / ### Abstract / ### Background / ### Proposal /
# ### Performance Considerations / ### References with '<...>' guidance); no section nearly all keep (Abstract in 34 of
# 57); supersession written on both sides in prose in Query Buffers ('This RFC is superseded by a [...](query-buffers-
# single-ldb.md).' / 'This RFC supersedes the RFC proposing [...](query-buffers-ldb-pool.md)'); relative links inside a
# folder ('[an overarching RFC](./query_access_paths_RFC.md)'): b, d, e, g, g.
R = "/work/data337/basho-riak-rfc"
s = kit.source("basho-riak-rfc", subdirs(R, ("incoming", "open")) + [f"incoming/{d}" for d in subdirs(f"{R}/incoming")]
               + [f"open/{d}" for d in subdirs(f"{R}/open")], r"[\w .-]+\.md")
tpl = read(f"{R}/README.md")
f = s.take("Query Access Paths/query_access_paths_RFC_TS_queries.md")
s.sub("b", f, "This is a part of [an overarching RFC](./query_access_paths_RFC.md)",
      "This is a part of [an overarching RFC](./query_access_paths_RFC.md); see also\n"
      "[the background](./query_access_paths_background.md)",
      f"link to ./query_access_paths_background.md (the part is query_access_paths_RFC_background.md) added to {f}")
f = s.take("Query Buffers/snapshots.md")
s.sub("d", f, "# RDF: Snapshots\n",
      "# RDF: Snapshots\n\nThis RFC is superseded by a [snapshot-free query buffers RFC](query-buffers-no-snapshots.md).\n",
      f"'This RFC is superseded by a [snapshot-free query buffers RFC](query-buffers-no-snapshots.md).' (no such RFC; "
      f"query-buffers-ldb-pool.md writes 'This RFC is superseded by a [single-instance leveldb backend "
      f"RFC](query-buffers-single-ldb.md).') in {f}")
old = s.take("Query Buffers/query-buffers-inmem.md")
f = s.take("Query Buffers/query-buffers-dumping-trigger.md")
s.sub("e", f, "# RFC: Query buffers Optimisations: Logic to trigger the dumping of query buffers to disk\n",
      "# RFC: Query buffers Optimisations: Logic to trigger the dumping of query buffers to disk\n\n"
      "This RFC supersedes the RFC proposing [in-memory data collection](query-buffers-inmem.md)\n",
      f"'This RFC supersedes the RFC proposing [in-memory data collection](query-buffers-inmem.md)' (as "
      f"query-buffers-single-ldb.md writes it) added to {f}; {old} left without 'This RFC is superseded by'")
f = s.pick("\n### Abstract\n")
body = tpl.split("\n### Abstract\n", 1)[1].split("\n### Background\n", 1)[0].strip("\n")
s.setbody("g", f, "### Abstract", body,
          f"'### Abstract' body replaced by the README template's '<One paragraph summary of the problem and proposed "
          f"solution (if any)>' in {f}")
f = s.pick("\n### Background\n")
body = tpl.split("\n### Background\n", 1)[1].split("\n### Proposal\n", 1)[0].strip("\n")
s.setbody("g", f, "### Background", body,
          f"'### Background' body replaced by the README template's '<Background information; references to industry "
          f"work or research; prior work on the problem>' in {f}")
s.score("# basho-riak-rfc: kinds b, d, e, g, g. One copy: /tmp/eval337-inj/basho-riak-rfc.")

# mongodb-specifications: source/<spec>/<name>.md, no template; bullet metadata '- Status: Accepted' (57 of 60 specs
# with a status line; In progress 1, Obsolete 1), '## Abstract' in 52 of 60 and '## Changelog' in 52 of 60; not
# numbered, no supersession by status; links '[Driver Session](../sessions/driver-sessions.md)': a, a, b, b, f, f.
R = "/work/data337/mongodb-specifications"
s = kit.source("mongodb-specifications", [f"source/{d}" for d in subdirs(f"{R}/source")], r"[\w.-]+\.md")
D = "source"
f = s.take(f"{D}/transactions-convenient-api/transactions-convenient-api.md")
s.sub("b", f, "along with MongoDB 4.0. This",
      "along with MongoDB 4.0 (see the [Transactions Specification](../transactions/transaction.md)). This",
      f"link to ../transactions/transaction.md (the spec is transactions/transactions.md) added to {f}")
f = s.take(f"{D}/sessions/snapshot-sessions.md")
s.sub("b", f, "how a driver interacts with the server to implement snapshot reads.",
      "how a driver interacts with the server to implement snapshot reads. Causal consistency is covered by the\n"
      "[Causal Consistency Specification](../causal-consistency/causal-consistency-spec.md).",
      f"link to ../causal-consistency/causal-consistency-spec.md (the spec is causal-consistency/causal-consistency.md) "
      f"added to {f}")
f = s.pick("\n## Abstract\n")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (52 of 60 specs with a '- Status:' line have it) from {f}")
f = s.pick("\n## Changelog\n")
s.delsec("a", f, "## Changelog", f"deleted '## Changelog' (52 of 60 specs with a '- Status:' line have it) from {f}")
f = s.pick("\n- Status: Accepted\n")
s.sub("f", f, "\n- Status: Accepted\n", "\n- Status: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (values: Accepted 57, In progress 1, Obsolete 1) in {f}")
f = s.pick("\n- Status: Accepted\n")
s.sub("f", f, "\n- Status: Accepted\n", "\n- Status: Acceptd\n",
      f"status 'Accepted' -> 'Acceptd' (values: Accepted 57, In progress 1, Obsolete 1) in {f}")
s.score("# mongodb-specifications: kinds a, a, b, b, f, f. One copy: /tmp/eval337-inj/mongodb-specifications.")

# ---------------------------------------------------------------- data338 (threehundredthirtyfifth, kp)
kit = Kit("threehundredthirtyfifth", "kp", data="/work/data338", clean="/work/blind338", pool="/work/blind338",
          copies="/tmp/eval338-inj", frozen=FROZEN)

# equinor-eds-adr: documentation/adr/NNNN-slug.md (0001-0009, 11 records), template 0000-template.md ('- **Status:**
# Proposed | Accepted | Rejected | Deprecated | Superseded by [ADR-NNNN]'; Context / Decision Drivers / Options
# Considered / Decision / ### Consequences / ### Confirmation / Related with guidance); '## Context' in 11 of 11;
# supersession in the old record's status line ('Accepted (CSS naming convention superseded by [ADR 0006](...))');
# links '[ADR-0008](./0008-....md)': a, b, c, d, f, g.
s = kit.source("equinor-eds-adr", "documentation/adr", r"\d{4}-.*\.md")
tpl = read("/work/data338/equinor-eds-adr/documentation/adr/0000-template.md")
D = "documentation/adr"
f = s.take(f"{D}/0001-use-adr-for-architecture-decisions.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (0000-template.md and 11 of 11 ADRs have it) from {f}")
f = s.take(f"{D}/0009-temporary-next-subpaths-for-eds-tokens-beta.md")
s.sub("b", f, "- [ADR-0008](./0008-generate-ts-tokens-from-studio-exports.md) — how the TS output under `next/ts/*` is "
      "generated\n",
      "- [ADR-0008](./0008-generate-ts-tokens-from-studio-exports.md) — how the TS output under `next/ts/*` is "
      "generated\n- [ADR-0007](./0007-token-variable-architecture.md) — token variable architecture\n",
      f"link to ./0007-token-variable-architecture.md (the ADR is 0007-token-variable-architecture-spacing-"
      f"typography.md) added to {f}")
f = s.take(f"{D}/0003-use-js-not-mjs-for-esm-builds.md")
s.copy("c", f, f"{D}/0003-esm-build-file-extensions.md",
       f"copy of {f} as {D}/0003-esm-build-file-extensions.md: number 0003 taken twice")
f = s.take(f"{D}/0008-generate-ts-tokens-from-studio-exports.md")
s.sub("d", f, "- **Status:** Accepted\n", "- **Status:** Superseded by [ADR-0010](./0010-tokens-studio-pipeline-v2.md)\n",
      f"status 'Superseded by [ADR-0010](./0010-tokens-studio-pipeline-v2.md)' (no 0010, the last is 0009; template: "
      f"'Superseded by [ADR-NNNN]') in {f}")
f = s.take(f"{D}/0006-flat-class-names-for-eds-2-components.md")
s.sub("f", f, "- **Status:** Accepted\n", "- **Status:** Acepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Proposed | Accepted | Rejected | Deprecated | Superseded by; 8 say "
      f"Accepted) in {f}")
f = s.take(f"{D}/0007-token-variable-architecture-spacing-typography.md")
body = tpl.split("\n## Decision Drivers\n", 1)[1].split("\n## Options Considered\n", 1)[0].strip("\n")
s.setbody("g", f, "## Decision Drivers", body,
          f"'## Decision Drivers' body replaced by 0000-template.md's guidance comment and '- [Driver 1] ...' in {f}")
s.score("# equinor-eds-adr: kinds a, b, c, d, f, g. One copy: /tmp/eval338-inj/equinor-eds-adr.")

# evitadb-adr: documentation/adr/YYYY-MM-DD-slug.md (dated, not numbered), TEMPLATE.md (front matter status:
# accepted | partially-implemented | proposed | superseded | rejected | reverted, supersedes: [] / superseded-by: []
# by ADR id; Why / Previous state / Options considered / Decision / Key technical details / Verification /
# Consequences & open follow-ups / Related work / Timeline with italic guidance); '## Why' in 26 of 26; supersedes and
# superseded-by present (empty) in all 26; links '[2026-...](2026-....md)': a, b, d, e, f, g.
s = kit.source("evitadb-adr", "documentation/adr", r"2026-.*\.md")
tpl = read("/work/data338/evitadb-adr/documentation/adr/TEMPLATE.md")
D = "documentation/adr"
f = s.take(f"{D}/2026-07-16-granular-conflict-carveout.md")
s.delsec("a", f, "## Why", f"deleted '## Why' (TEMPLATE.md and 26 of 26 records have it) from {f}")
f = s.take(f"{D}/2026-08-05-streaming-calls-must-not-be-retry-decorated.md")
s.sub("b", f, "- `2026-08-03-driver-connection-resilience` — the decision",
      "- [`2026-08-03-driver-connection-resilience`](2026-08-03-driver-connection-resiliency.md) — the decision",
      f"link to 2026-08-03-driver-connection-resiliency.md (the record is 2026-08-03-driver-connection-resilience.md) "
      f"added to {f}")
f = s.take(f"{D}/2026-08-02-ci-release-pipeline-patch-versioning-fix.md")
s.edit(f, "status: accepted\n", "status: superseded\n")
s.sub("d", f, "superseded-by: []\n", "superseded-by: [2026-08-07-ci-release-pipeline-versioning-rework]\n",
      f"'status: superseded' + 'superseded-by: [2026-08-07-ci-release-pipeline-versioning-rework]' (no such record; "
      f"TEMPLATE.md: 'superseded-by: []' of ADR ids, the filename without .md) in {f}")
old = s.take(f"{D}/2026-07-18-traffic-recording-on-demand-export.md")
f = s.take(f"{D}/2026-07-24-traffic-discard-reason-attribution.md")
s.sub("e", f, "supersedes: []\n", "supersedes: [2026-07-18-traffic-recording-on-demand-export]\n",
      f"'supersedes: [2026-07-18-traffic-recording-on-demand-export]' (TEMPLATE.md: 'supersedes: []  # ADR ids') set in "
      f"{f}; {old} left 'status: accepted', 'superseded-by: []'")
f = s.take(f"{D}/2026-08-03-test-tag-policy-gate-via-post-discovery-filter.md")
s.sub("f", f, "status: accepted\n", "status: acceptd\n",
      f"status 'accepted' -> 'acceptd' (TEMPLATE.md: accepted | partially-implemented | proposed | superseded | "
      f"rejected | reverted) in {f}")
f = s.take(f"{D}/2026-03-15-javadoc-summarizer.md")
body = tpl.split("\n## Verification\n", 1)[1].split("\n## Consequences & open follow-ups\n", 1)[0].strip("\n")
s.setbody("g", f, "## Verification", body,
          f"'## Verification' body replaced by TEMPLATE.md's '*How we know it works. Name the tests, quote the numbers. "
          f"...*' in {f}")
s.score("# evitadb-adr: kinds a, b, d, e, f, g. One copy: /tmp/eval338-inj/evitadb-adr.")

# kotools-types-adr: documentation/decisions/ADR-NNN-slug.md (ADR-001-019), no template; '## 🤔 Context' and
# '## 🔗 Consequences' in 19 of 19; no status in the records: status lives in README.md's index ('✅ Accepted' /
# '🔄 Superseded by ADR-008'), successors open with '> **Supersedes:** [ADR-003], ...'; reference-style links
# '[ADR-001]: ADR-001-....md': a, a, b, c, d, e.
s = kit.source("kotools-types-adr", "documentation/decisions", r"ADR-\d{3}-.*\.md")
D = "documentation/decisions"
f = s.take(f"{D}/ADR-006-decimal-division-exclusion.md")
s.delsec("a", f, "## 🤔 Context", f"deleted '## 🤔 Context' (19 of 19 ADRs have it; README: 'Each record describes the "
         f"context, the decision ...') from {f}")
f = s.take(f"{D}/ADR-010-error-message-format.md")
s.delsec("a", f, "## 🔗 Consequences", f"deleted '## 🔗 Consequences' (19 of 19 ADRs have it; README: '... and its "
         f"consequences') from {f}")
f = s.take(f"{D}/ADR-011-error-message-quote-escaping.md")
s.sub("b", f, "[ADR-010]: ADR-010-error-message-format.md", "[ADR-010]: ADR-010-error-messages-format.md",
      f"link definition '[ADR-010]: ADR-010-error-messages-format.md' (the ADR is ADR-010-error-message-format.md) in "
      f"{f}")
f = s.take(f"{D}/ADR-012-native-decimal-io-chunking.md")
s.copy("c", f, f"{D}/ADR-012-native-decimal-parsing.md",
       f"copy of {f} as {D}/ADR-012-native-decimal-parsing.md: number ADR-012 taken twice")
f = s.take(f"{D}/ADR-009-default-serializer-serial-names.md")
s.sub("d", f"{D}/README.md",
      "| Explicit serial names for default serializers                      | ✅ Accepted               |",
      "| Explicit serial names for default serializers                      | 🔄 Superseded by ADR-020 |",
      f"README index row of {f} set to '🔄 Superseded by ADR-020' (no ADR-020, the last is ADR-019; the index writes "
      f"'🔄 Superseded by ADR-008' for ADR-003)")
old = s.take(f"{D}/ADR-015-integer-typed-divisor-division.md")
f = s.take(f"{D}/ADR-018-integer-division-removal.md")
s.sub("e", f, "`Integer`-accepting division from `Integer`\n\nThis document records",
      "`Integer`-accepting division from `Integer`\n\n> **Supersedes:** [ADR-015], whose overlapping division API this "
      "record removes.\n\nThis document records",
      f"'> **Supersedes:** [ADR-015], ...' (as ADR-008 and ADR-019 open) added to {f} ([ADR-015] defined there); {old}"
      f" left '✅ Accepted' in README.md's index")
s.score("# kotools-types-adr: kinds a, a, b, c, d, e. One copy: /tmp/eval338-inj/kotools-types-adr.")

# ---------------------------------------------------------------- data339 (threehundredthirtysixth, kq)
kit = Kit("threehundredthirtysixth", "kq", data="/work/data339", clean="/work/blind339", pool="/work/blind339",
          copies="/tmp/eval339-inj", frozen=FROZEN)

# fukuii-adr: docs/adr/<category>/<PREFIX>-NNN-slug.md (28 records), no template; README's ADR Format: Title /
# Status / Context / Decision / Consequences; '## Decision' and '## Consequences' in 28 of 28; status '## Status' +
# bare value or '**Status**: Accepted'; none superseded (no d, e); links '[CON-002: ...](CON-002-....md)':
# a, a, b, c, f, f.
s = kit.source("fukuii-adr", [f"docs/adr/{d}" for d in ("consensus", "infrastructure", "operations", "protocols",
                                                          "testing", "vm")], r"[A-Z]+-[\w-]+\.md")
D = "docs/adr"
f = s.take(f"{D}/infrastructure/INF-004-actor-io-error-handling.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (README's ADR Format and 28 of 28 ADRs have it) from {f}")
f = s.pick("\n## Decision\n")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (README's ADR Format and 28 of 28 ADRs have it) from {f}")
f = s.take(f"{D}/consensus/CON-008-checkpoint-distribution-server.md")
s.sub("b", f, "- [CON-002: Bootstrap Checkpoints](CON-002-bootstrap-checkpoints.md)\n",
      "- [CON-002: Bootstrap Checkpoints](CON-002-bootstrap-checkpoints.md)\n"
      "- [CON-006: ForkID Compatibility](CON-006-forkid-compatibility.md)\n",
      f"link to CON-006-forkid-compatibility.md (the ADR is CON-006-forkid-compatibility-during-initial-sync.md) added "
      f"to {f}")
f = s.pick("\n## Context\n")  # (VM-003 was not clean, nor any with 'EIP-')
new = re.sub(r"^(.*/[A-Z]+(?:-[A-Z]+)?-\d{3}[a-z]?)-.*\.md$", r"\1-revisited.md", f)
assert new != f, f
s.copy("c", f, new, f"copy of {f} as {new}: its number taken twice")
f = s.pick("**Status**: Accepted\n")  # (no clean one with '## Status' + 'Accepted' was left)
s.sub("f", f, "**Status**: Accepted\n", "**Status**: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (README: Proposed, Accepted, Deprecated, Superseded) in {f}")
f = s.pick("**Status**: Accepted\n")
s.sub("f", f, "**Status**: Accepted\n", "**Status**: Acceptd\n",
      f"status 'Accepted' -> 'Acceptd' (README: Proposed, Accepted, Deprecated, Superseded) in {f}")
s.score("# fukuii-adr: kinds a, a, b, c, f, f. One copy: /tmp/eval339-inj/fukuii-adr.")

# atlasmesh-adr: docs/ADR/NNNN-slug.md (0001-0013), template adr-enhancement-template.md ('* **Status:** [Proposed |
# Accepted | Deprecated | Superseded]', Supersedes / Superseded by fields; Context / Decision / Guardrails / ... /
# Kill-Switch Criteria / ... with '[...]' placeholder text); Context in 13 of 13 (11 as '## Context', 0001/0002 as
# '### Context'); Supersedes / Superseded by fields ('None', 'N/A') in 8 records; all Accepted; README links
# '[ADR-0001](0001-vehicle-agnostic.md)': a, b, d, e, f, g.
s = kit.source("atlasmesh-adr", "docs/ADR", r"\d{4}-.*\.md")
tpl = read("/work/data339/atlasmesh-adr/docs/ADR/adr-enhancement-template.md")
D = "docs/ADR"
f = s.take(f"{D}/0005-map-source-agnostic.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (adr-enhancement-template.md and 13 of 13 ADRs have it) from {f}")
f = s.take(f"{D}/0012-variant-budget-enforcement.md")
s.sub("b", f, "| **Related ADRs** | ADR-0011 (Qualified Agnosticism) |",
      "| **Related ADRs** | [ADR-0011](0011-qualified-agnostic.md) (Qualified Agnosticism) |",
      f"link to 0011-qualified-agnostic.md (the ADR is 0011-qualified-agnosticism.md) added to {f}")
f = s.take(f"{D}/0008-ros2-edge-stack.md")
s.edit(f, "* **Status:** Accepted\n", "* **Status:** Superseded\n")
s.sub("d", f, "* **Superseded by:** None\n", "* **Superseded by:** [ADR-0014](0014-ros2-edge-stack-v2.md)\n",
      f"'* **Status:** Superseded' + '* **Superseded by:** [ADR-0014](0014-ros2-edge-stack-v2.md)' (no 0014, the last "
      f"is 0013; template: '* **Superseded by:** [ADR reference if applicable]') in {f}")
old = s.take(f"{D}/0004-sensor-agnostic.md")
f = s.take(f"{D}/0009-hybrid-decision-framework.md")
s.sub("e", f, "* **Supersedes:** None\n", "* **Supersedes:** [ADR-0004](0004-sensor-agnostic.md)\n",
      f"'* **Supersedes:** [ADR-0004](0004-sensor-agnostic.md)' (template: '* **Supersedes:** [ADR reference if "
      f"applicable]') set in {f}; {old} left '* **Status:** Accepted'")
f = s.take(f"{D}/0003-sector-agnostic.md")
s.sub("f", f, "* **Status:** Accepted\n", "* **Status:** Acepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Proposed | Accepted | Deprecated | Superseded; 13 say Accepted) in "
      f"{f}")
f = s.take(f"{D}/0010-simulation-strategy.md")
body = tpl.split("\n## Kill-Switch Criteria\n", 1)[1].split("\n## Alternatives Considered\n", 1)[0].strip("\n")
s.setbody("g", f, "## Kill-Switch Criteria", body,
          f"'## Kill-Switch Criteria' body replaced by adr-enhancement-template.md's '[Conditions under which this "
          f"decision would be reversed]' in {f}")
s.score("# atlasmesh-adr: kinds a, b, d, e, f, g. One copy: /tmp/eval339-inj/atlasmesh-adr.")

# ---------------------------------------------------------------- data340 (threehundredthirtyseventh, kr)
kit = Kit("threehundredthirtyseventh", "kr", data="/work/data340", clean="/work/blind340", pool="/work/blind340",
          copies="/tmp/eval340-inj", frozen=FROZEN)

# digitalcheck-adr: doc/adr/NNNN-slug.md (0001-0026), adr-tools Nygard, no template file; Status / Context /
# Decision / Consequences in 26 of 26; status a dated bullet log '- 2024-05-16: Accepted'; supersession on the old
# side only ('- 2025-11-24: Superseded by [ADR 25](./0025-use-feature-flags-k8s.md).', 'Superceded by [0018](...)';
# successors do not say 'supersedes', so no e); links '[0012 Guidelines for testing](./0012-....md)':
# a, a, b, c, d, f.
s = kit.source("digitalcheck-adr", "doc/adr", r"\d{4}-.*\.md")
D = "doc/adr"
f = s.take(f"{D}/0015-use-cms-for-examples.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (26 of 26 ADRs have it; 0001 sets the four sections) from {f}")
f = s.take(f"{D}/0026-use-headless-ui-for-accessible-ui-primitives.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (26 of 26 ADRs have it; 0001 sets the four sections) from {f}")
f = s.take(f"{D}/0016-use-graphql-for-strapi-requests.md")
s.sub("b", f, "When designing our application’s data-fetching strategy,",
      "When designing our application’s data-fetching strategy for the CMS chosen in\n"
      "[ADR 15](./0015-use-a-cms-for-examples.md),",
      f"link to ./0015-use-a-cms-for-examples.md (the ADR is 0015-use-cms-for-examples.md) added to {f}")
f = s.take(f"{D}/0021-use-custom-goals-for-tracking.md")
s.copy("c", f, f"{D}/0021-track-custom-goals.md", f"copy of {f} as {D}/0021-track-custom-goals.md: number 0021 taken "
       f"twice")
f = s.take(f"{D}/0012-guidelines-for-testing.md")
s.sub("d", f, "- 2024-06-22: Accepted\n",
      "- 2024-06-22: Accepted\n- 2026-05-01: Superseded by [ADR 27](./0027-testing-strategy.md).\n",
      f"'- 2026-05-01: Superseded by [ADR 27](./0027-testing-strategy.md).' (no 0027, the last is 0026; 0011 writes "
      f"'- 2025-11-24: Superseded by [ADR 25](./0025-use-feature-flags-k8s.md).') in {f}")
f = s.take(f"{D}/0022-change-routing-and-breadcrumbs.md")
s.sub("f", f, "- 2025-06-06: Accepted\n", "- 2025-06-06: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (log values: Accepted, Updated, Amended, Obsolete, Superseded/Superceded by) in "
      f"{f}")
s.score("# digitalcheck-adr: kinds a, a, b, c, d, f. One copy: /tmp/eval340-inj/digitalcheck-adr.")

# pathfinder-design: docs/design/*.md (named, not numbered), package/ and phases/ (12 phase plans), template
# phases/_template.md ('**Status:** Not started | In progress | Complete'; Preconditions / Tasks / Test plan /
# Verification / Decision log / Deviations / Handoff to next phase with italic guidance); '## Tasks' in 12 of 12 phase
# plans; supersession in prose on the old side ('> **Superseded (2026-06-11).** ...', '> **Superseded.** ... [Pathfinder
# package design](./PATHFINDER-PACKAGE-DESIGN.md)'), status kept (so no e); links '[slice 1 — ...](./mcp-hardening-1-
# ....md)': a, b, d, f, f, g.
s = kit.source("pathfinder-design", ["docs/design", "docs/design/package", "docs/design/phases"],
               r"(?!_template)[\w.-]+\.md")
tpl = read("/work/data340/pathfinder-design/docs/design/phases/_template.md")
D = "docs/design/phases"
f = s.take(f"{D}/ai-authoring-1-cli-foundation.md")
s.delsec("a", f, "## Tasks", f"deleted '## Tasks' (phases/_template.md and 12 of 12 phase plans have it) from {f}")
f = s.take(f"{D}/mcp-hardening-3-routing-telemetry-response.md")
s.sub("b", f, "> Source design: [MCP-AGENT-UX-HARDENING.md",
      "> See also: [slice 4 — Go MCP migration](./mcp-hardening-4-go-mcp.md).\n"
      "> Source design: [MCP-AGENT-UX-HARDENING.md",
      f"link to ./mcp-hardening-4-go-mcp.md (the plan is mcp-hardening-4-go-mcp-migration.md) added to {f}")
f = s.take(f"{D}/ai-authoring-6-cdn-repository-tools.md")
s.sub("d", f, "# P6 — CDN repository tools (TS MCP)\n\n",
      "# P6 — CDN repository tools (TS MCP)\n\n> **Superseded (2026-06-20).** Replaced by\n"
      "> [P8 — App Platform repository tools](./ai-authoring-8-app-platform-repository-tools.md).\n\n",
      f"'> **Superseded (2026-06-20).** Replaced by [P8 — ...](./ai-authoring-8-app-platform-repository-tools.md)' (no "
      f"P8 plan, the last is ai-authoring-7; ai-authoring-7 opens '> **Superseded (2026-06-11).**') in {f}")
f = s.take(f"{D}/ai-authoring-2-distribution.md")
s.sub("f", f, "**Status:** Complete\n", "**Status:** Complet\n",
      f"status 'Complete' -> 'Complet' (phases/_template.md: Not started | In progress | Complete) in {f}")
f = s.pick("**Status:** Complete\n")  # (ai-authoring-4, the one 'In progress', was not clean)
s.sub("f", f, "**Status:** Complete\n", "**Status:** Compelte\n",
      f"status 'Complete' -> 'Compelte' (phases/_template.md: Not started | In progress | Complete) in {f}")
f = s.take(f"{D}/mcp-hardening-2-integrity-and-normalize.md")
body = tpl.split("\n## Handoff to next phase\n", 1)[1].strip("\n")
s.setbody("g", f, "## Handoff to next phase", body,
          f"'## Handoff to next phase' body replaced by phases/_template.md's '_Mandatory at exit. 5–10 bullets. ..._' "
          f"in {f}")
s.score("# pathfinder-design: kinds a, b, d, f, f, g. One copy: /tmp/eval340-inj/pathfinder-design.")
