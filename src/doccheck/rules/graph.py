"""DC5: what `doccheck sync` finds when it puts the documents' facts side by side in the graph.

These findings come from the sync (`doccheck.graph`), never from `doccheck check`; they are registered here,
in a module that imports nothing of the graph layer, so that `doccheck rules` lists and explains them and the
SARIF of a sync describes them like every other rule. Under the `manual` strategy a conflict the sync cannot
resolve on its own is reported as an error and nothing is written.
"""

from __future__ import annotations

from doccheck.findings import Severity
from doccheck.rules.registry import RULES, Rule, documented

documented("DC501", "value-conflict", Severity.WARNING, """A single-valued relation has two values at the same time.

Two documents both in force give the same subject different values for a relation that holds one value
(`IS`, `ALLOWS`, ... see [tool.doccheck.sync] single-valued). The sync resolves it by its strategy (by
default the later decision wins and the older fact ends where it starts); say so in the older document.

Bad: ADR-0003 `decides: {api style: REST}` and ADR-0005 `decides: {api style: GraphQL}`, both accepted.
Good: ADR-0005 adds `supersedes: ADR-0003` (or ADR-0003's status becomes `superseded by ADR-0005`).
""")

documented("DC502", "direct-contradiction", Severity.WARNING, """Opposite relations hold between the same two things.

One document says a subject ALLOWS something while another, in force at the same time, says it PROHIBITS
it (the opposite pairs are set in [tool.doccheck.sync] contradictions). Resolved by the strategy like a
value conflict; end one of the two in the documents.

Bad: ADR-0003 `public API ALLOWS anonymous read access`; a spec `public API PROHIBITS anonymous read access`.
Good: the spec supersedes ADR-0003's fact, or gives it a `valid-to` where its own starts.
""")

documented("DC503", "supersession", Severity.INFO, """A superseding document ended the facts of the one it supersedes.

Not an error: an explicit SUPERSEDES or REPLACES is how decisions are meant to change. The old document's
claims end on the new one's date, so the graph answers "what held then" and "what holds now" apart.

Bad: ADR-0004 moves to CockroachDB without a word about ADR-0002: both datastores hold at once (DC501).
Good: ADR-0004 says `supersedes: ADR-0002`: ADR-0002's `datastore is PostgreSQL` ends on ADR-0004's date.
""")

documented("DC504", "temporal-overlap", Severity.INFO, """The same fact comes from two sources at the same time.

The sources agree, so both stay in force ("corroborated"); ending the older one would lose that its
document still says so. Worth a look when one of them should have been retired.

Bad: a spec repeats `decides: {datastore: CockroachDB}` after ADR-0004 decided it, and later drifts from it.
Good: the spec links to ADR-0004 instead of restating its decision (or the overlap is intended).
""")

documented("DC505", "invalid-fact", Severity.WARNING, """A front-matter fact cannot be read.

A `facts:` entry needs a subject, a relation and an object, and its dates and confidence must parse; a
`decides:` table maps subjects to values. An entry that cannot be read is left out of the graph.

Bad:
    facts:
      - subject: orders service
        relation: USES
        confidence: very
Good:
    facts:
      - subject: orders service
        relation: USES
        object: PostgreSQL
        confidence: 0.9
""")

documented("DC506", "model-contradiction", Severity.WARNING,
           """The language model found that a new fact ends an older one.

With `extract = "llm"`, the model read an episode and took one of its facts to invalidate a fact it had
extracted from another document. Models over-fire on contradictions: check the two sources, and record the
change in the documents (a `supersedes`, a `valid-to`) if it is real.

Bad: ADR-0007 says "orders now run on CockroachDB"; the model ends ADR-0002's "orders service uses PostgreSQL".
Good: ADR-0007 says `supersedes: ADR-0002`, so the schema states what the model guessed.
""")

documented("DC507", "model-contradicts-schema", Severity.WARNING,
           """The language model contradicted a fact the schema states; the schema's fact stands.

The model took a fact of a new episode to end a fact doccheck read from front matter, a status or a link.
The schema is the stronger source, so that fact is kept as it was; if the model is right, change the
documents.

Bad: the model ends `datastore is CockroachDB` (ADR-0004's `decides:`) because a note mentions PostgreSQL.
Good: ADR-0004's decision is superseded in the documents, or the note is reworded; until then the schema wins.
""")

documented("DC508", "cross-repository-missing", Severity.WARNING,
           """A reference to another repository's document that the repository does not have.

A document supersedes, amends, cites or depends on `owner/repo#ADR-0012`, `owner/repo:docs/adr/0012-x.md` or a
link to the file on its forge, and that repository is synced into the same graph server without such a
document: a typo, a renumbered record, or one that was deleted there. Reported by `doccheck sync` (the
repository's other documents are in the graph, not on this disk); a repository not synced yet is only noted,
and its references resolve when it is.

Bad: `Supersedes acme/platform#ADR-0021` when acme/platform's graph has no ADR-0021.
Good: the reference names the record acme/platform has (`acme/platform#ADR-0012`).
""")

documented("DC509", "cross-repository-replaced", Severity.WARNING,
           """A reference to another repository's document that the repository has since replaced.

A document amends, cites or depends on another repository's decision, and that decision is superseded,
deprecated, rejected or withdrawn there now: what it leans on no longer holds. The message names the
decision in force in its place when there is one. A document that supersedes the other one itself is not
reported: its own supersession is the replacement.

Bad: `Amends acme/platform#ADR-0003` after acme/platform's ADR-0009 superseded ADR-0003.
Good: the document amends (or cites) acme/platform#ADR-0009, the decision in force.
""")

# The sync's findings by kind (a conflict's kind is its rule's name).
SYNC_RULES: dict[str, Rule] = {r.name: r for r in RULES.values() if r.code.startswith("DC5")}
