"""Normalise the status written in ADRs, KEPs, RFCs and proposals.

Pure functions, no I/O.

:func:`parse_status` takes the status *text*: a front-matter value (``status: accepted``),
a bullet value (``* Status: **Implemented (Swift 5.5)**``), a table cell, or the body of
a ``## Status`` section (several lines are fine: adr-tools writes ``Accepted`` and then
``Amended by [9. Help scripts](0009-help-scripts.md)`` on another line). It returns:

* ``value``: a canonical lower-case status. The first status phrase at the start of the
  text decides it, after clean-up (case, ``**bold**``/``_em_``/backticks, emoji with
  their variation selectors, HTML comments, a ``Status:`` label even when repeated, a
  leading date as in ``24/9/21 Outstanding``, and blockquoted template guidance
  (``> A decision may be "proposed" if ...``) when other lines follow it). Synonyms map onto
  :data:`CANONICAL_STATUSES` (see ``_SYNONYMS``: ``declined`` -> ``rejected``,
  ``Superceded`` -> ``superseded``, ``Active review`` -> ``in-review``, ``Returned for
  revision`` -> ``returned``, ``Awaiting implementation`` -> ``accepted``, ...).
  Text that is not a known status keeps its normalised form (lower case, words joined by
  ``-``, cut at the first bracket or punctuation, at most five words), for example
  ``Tech Preview`` -> ``tech-preview``, so that a rule can report "unknown status value".
* ``relations``: every "superseded by X", "supersedes X", "amended by X", "amends X",
  "replaced by X", "replaces X", "extended by X", "extends X", "obsoleted by X",
  "obsoletes X", "deprecated by / in favour of X" and "incorporated into X" found anywhere
  in the text, one :class:`Relation` per target (``superseded by CIP-0121 and CIP-0122``
  gives two). The target is the link target of a Markdown link, else the reference
  itself (``ADR-0014``, ``RFC 1234``, ``#123``, ``14``, ``0005-x.md``, a URL). A verb
  followed by no recognisable reference (``Superseded by the more general approach``)
  gives no relation.
* ``date``: the first date-like substring outside links, as written
  (``Completed 2/6/21`` -> ``"2/6/21"``); parse it with :func:`doccheck.read.dates.parse_date`.

Decisions:

* **Relations and the value.** When the text starts with a status word, that word wins:
  ``Accepted`` + ``Amended by [9](...)`` is ``accepted`` with an ``amended-by`` relation
  (an amended decision is still in force). Without a status word, the first *backward*
  relation gives the value: ``Superseded by X`` -> ``superseded``, ``Replaced by X`` /
  ``This KEP has been replaced by X`` -> ``replaced``, ``Amended by X`` -> ``amended``,
  ``Obsoleted by X`` -> ``superseded``, ``Deprecated in favour of X`` -> ``deprecated``.
  A text with only a *forward* relation (``Supersedes X``, ``Amends X``) states no status
  of its own; it is not guessed, the value is then the normalised leading word
  (``supersedes``), which is not canonical.
* **Placeholders.** :func:`parse_status` returns ``None`` for empty text and for
  template text (:func:`is_placeholder`), such as MADR's
  ``proposed | rejected | accepted | deprecated | … | superseded by ADR-0123`` or Swift's
  ``**Awaiting implementation** or **Awaiting review**``. Callers that need to tell
  "missing" from "template left in" call :func:`is_placeholder` on the raw text.
* ``TBD``, ``TODO``, ``N/A`` and ``-`` are **not** placeholders: they are honest
  "not decided yet" values in drafts (Swift's template has ``Review Manager: TBD``).
  As a status, ``TBD`` is kept as the unknown value ``tbd``.

:func:`is_placeholder` is conservative. It says ``True`` only for text that cannot be a
real value: only HTML comments (``<!-- Today's date -->``); only ``{...}`` groups or an
unclosed ``{`` (``{short title, ...}``, ``{DATE_YESTERDAY}``, ``{proposed | ...``);
a lone ``<name>`` that is not an autolink; format tokens (``YYYY-MM-DD``, ``DD/MM``,
``NNNN``, ``XXXX``); instructions (``(fill me in with today's date ...)``,
``insert date``, ``Replace this with your awesome OTEP title``, ``John Doe``); a lone
``?``; adr-tools template words (``DATE``, ``STATUS``, ``NUMBER. TITLE``); and two or more
status words offered as alternatives with ``|`` or ``or``
(``provisional|implementable|implemented|deferred|rejected|withdrawn|replaced``).
Empty text is *not* a placeholder (it is missing, a different finding).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Literal, NamedTuple

from doccheck.read.dates import HYPHENS
from doccheck.read.xref import RELATION_PATTERN as XREF_PATTERN
from doccheck.regex import lazy

__all__ = ["CANONICAL_STATUSES", "MAX_STATUS_TEXT", "PROSE_WORDS", "Lifecycle", "ParsedStatus", "Relation",
           "is_placeholder", "is_prose", "lifecycle", "parse_status"]

# A status is a word and a few references; a `## Status` section is read from its start. Beyond this many
# characters the text is not read: every step below is linear, but a 5 MB "status" would still cost seconds.
MAX_STATUS_TEXT = 10_000
# A status section written as prose ("The two points above have been implemented; ...", cometbft adr-035; "This
# is the design for adding generic programming using type", golang/proposal) has no status word in it: a
# status is a few words ("Accepted with modifications (Rationale) (Bug)"). Only the words before the first full
# stop, comma or bracket count (Kotlin/KEEP: "Partially stable in 1.5, see details in the [Status](#status)
# section.", "Stable since Kotlin 1.3 (Revision 3.3), experimental in Kotlin 1.1-1.2"), and neither comments nor
# the template's list of choices left after the one chosen (grpc/proposal: "Ready for Implementation {Draft, In
# Review, Ready for Implementation, Implemented}") are words of the status.
PROSE_WORDS = 8


def is_prose(text: str) -> bool:
    if (chosen := _marked_choice(text[:MAX_STATUS_TEXT])) is not None:
        text = chosen  # a list of choices with one marked (`<s>Proposed</s> | **Acepted** | ...`): that one is said
    text = _BRACES_RE.sub(" ", _COMMENT_RE.sub(" ", text[:MAX_STATUS_TEXT]))
    clause = _CLAUSE_END_RE.split(text, maxsplit=1)[0]
    if len(clause.split(None, PROSE_WORDS)) > PROSE_WORDS:
        return True
    # ... or a long line that opens with no status, its clause cut short by a bracket: a section named Status about
    # something else (etcd-druid's DEP 1, "It is desirable (for the `etcd-druid` and ...) to maintain/expose status
    # of the etcd cluster instances ...", the status of the clusters it manages)
    # (... or one of eight words or more in the first person: REMS's `# Current status`, "Lately, we have added
    # editing the content of an item for certain types")
    line = text.lstrip().split("\n", 1)[0]
    words = len(line.split(None, 2 * PROSE_WORDS))
    return (words > 2 * PROSE_WORDS or (words > PROSE_WORDS and _FIRST_PERSON.search(line) is not None)) and \
        _status_of(line.strip(_LEFT_EDGE)) is None


_FIRST_PERSON = lazy(r"\b(?:we|our|us|I)\b")  # a sentence the authors write of themselves: no status


class Relation(NamedTuple):
    """A link from one document to another, stated in its status."""

    kind: str
    target: str
    text: str


class ParsedStatus(NamedTuple):
    """The outcome of :func:`parse_status`."""

    raw: str
    value: str
    relations: tuple[Relation, ...] = ()
    date: str | None = None


CANONICAL_STATUSES: frozenset[str] = frozenset(
    {
        "proposed",
        "draft",
        "pending",
        "in-review",
        "returned",
        "accepted",
        "approved",
        "provisional",
        "implementable",
        "implemented",
        "final",
        "active",
        "open",
        "solved",
        "inactive",
        "deferred",
        "rejected",
        "withdrawn",
        "abandoned",
        "deprecated",
        "superseded",
        "replaced",
        "amended",
        "reverted",
        # bitcoin's BIP 3 (Complete, Deployed, Closed), soft forks' Activated, EIPs' and SEPs' Living
        "activated",
        "deployed",
        "living",
        "closed",
        # RSK's RSKIPs: Accepted (decided) and then Adopted (activated on the network), two statuses, not one
        "adopted",
    }
)

# Phrase (lower case, single spaces) -> canonical status. Every canonical status is also
# its own phrase. Matched at the start of the text, longest phrase first.
_SYNONYMS: dict[str, str] = {
    **{status: status for status in CANONICAL_STATUSES},
    "in review": "in-review",
    "under review": "in-review",
    "active review": "in-review",
    "review": "in-review",
    "ready for review": "in-review",
    # a review held again (swift-foundation's "Second review: 2026-07-10...2026-07-17")
    **dict.fromkeys(("second review", "third review", "2nd review", "3rd review", "final review", "re-review"),
                    "in-review"),
    # Kafka's KIPs and the processes modelled on them (Chroma's CIPs): `Current Status: Under Discussion`
    **dict.fromkeys(("under discussion", "in discussion", "open for discussion", "up for discussion", "discussion",
                     "discussing"), "in-review"),
    "final comment period": "in-review",
    "fcp": "in-review",  # the same, abbreviated (stellar's CAPs: "FCP: Acceptance", "Final Comment Period")
    "awaiting review": "proposed",
    "scheduled for review": "proposed",
    "review scheduled": "proposed",  # Swift Evolution: "Review scheduled for April 28...May 3, 2016"
    "scheduled": "proposed",  # "Scheduled for March 9": a review date, not yet a review
    "under consideration": "proposed",
    "proposal": "proposed",
    "new": "proposed",  # thin-edge's ADR 4, `Status: __New__` beside nine `__Approved__`: put forward, not decided
    "returned for revision": "returned",
    "under revision": "returned",
    "returned for revisions": "returned",
    "accepted with revisions": "accepted",
    "accepted with modifications": "accepted",
    "awaiting implementation": "accepted",
    "ready for implementation": "accepted",  # grpc/proposal: decided, waiting for its code
    "to be implemented": "accepted",  # ActiDoo's ADR 010, beside nine "Implemented" (hundred-and-thirty-fourth set)
    "implementation in progress": "accepted",
    # decided and being built, or tried in practice before it is taken everywhere (cloud-foundation-fabric's ADRs:
    # "In development.", "Under implementation in [#2800](...)", "Piloting")
    **dict.fromkeys(("in development", "under development", "under implementation", "being implemented",
                     "in implementation", "piloting", "pilot", "in pilot", "trial", "in trial", "trialling",
                     "trialing"), "accepted"),
    # ... or built in part (bITdevKit's PRDs, `Status: Partial` beside Implemented)
    "partial": "accepted",
    "partially accepted": "accepted",
    "partly accepted": "accepted",
    "agreed": "accepted",
    "decided": "accepted",  # (Video.js's decisions, OpenTripPlanner's `| Status | decided |`)
    "completed": "implemented",
    "complete": "implemented",
    "delivered": "implemented",  # truthgraph's feature summaries: `**Status**: DELIVERED`
    "done": "implemented",
    "finished": "implemented",
    "succeeded": "implemented",  # p2p-ai-agents' session reports, `✅ **SUCCEEDED**` beside `COMPLETE`
    "wip": "draft",
    # a draft kept open on purpose (luma.gl's `Continuous Draft`)
    **dict.fromkeys(("continuous draft", "living draft", "rolling draft", "perpetual draft"), "draft"),
    # an idea floated for comment before its proposal is reviewed (Swift's forums: swift-foundation's `**Pitch**`)
    "pitch": "draft",
    "pitched": "draft",
    "drafting": "draft",  # keptn's KEPs: `**State: DRAFTING**`
    # an idea still being explored (Simple IoT's ADR 2, `Status: Brainstorming`, beside others in `discussion`)
    **dict.fromkeys(("brainstorming", "brainstorm", "ideation", "exploring", "exploration", "exploratory"), "draft"),
    "in draft": "draft",
    # a draft said with its stage (eessi-pensjon's ADR 5: `Status: Initial draft`)
    "initial draft": "draft",
    "first draft": "draft",
    "early draft": "draft",
    "rough draft": "draft",
    "working draft": "draft",
    "work in progress": "draft",
    "work-in-progress": "draft",
    "in progress": "draft",
    "incomplete": "draft",
    "not proposed yet": "draft",  # kyma's archived proposal, beside its siblings' `Proposed on <date>`
    "not yet proposed": "draft",
    "designing": "draft",  # an edge platform's design proposal still being designed
    "in design": "draft",
    "declined": "rejected",
    "discarded": "rejected",  # rollkit's ADR 7, `## Status` over "Discarded": set aside, not taken
    "not accepted": "rejected",
    "retracted": "withdrawn",
    "dropped": "abandoned",
    "obsolete": "deprecated",
    "retired": "deprecated",
    # a decision overtaken by events, said in words (GDS's Prometheus ADR 2: `No longer relevant.`)
    **dict.fromkeys(("no longer relevant", "no longer applicable", "no longer valid", "no longer used",
                     "no longer in use", "not relevant anymore", "not applicable anymore"), "deprecated"),
    "postponed": "deferred",
    "on hold": "deferred",
    # put aside for now (skaffold's design proposals: `Status: Shelved Temporarily`)
    **dict.fromkeys(("shelved", "shelved temporarily", "temporarily shelved", "parked", "paused"), "deferred"),
    "on-hold": "deferred",
    # (the spellings the relation verbs read, `su(?:pp|p)er[sc]e+ded`: Zarf's ZEP 15 is `superceeded`)
    **dict.fromkeys(("superceded", "supperseded", "superceeded", "superseeded", "supperceded"), "superseded"),
    # A decision superseded in part is amended: the rest of it is still in force.
    "partly superseded": "amended",
    "partially superseded": "amended",
    "superseded in part": "amended",
    "superseded partly": "amended",
    "superseded partially": "amended",
    "partly replaced": "amended",
    "partially replaced": "amended",
    "partly deprecated": "amended",  # veloxforce's ADRs: part of it retired, the rest in force
    "partially deprecated": "amended",
    # ... the part in brackets, as a register lists it (python-party's index.md: `Superseded (in part)`)
    **dict.fromkeys((f"{verb} ({part})" for verb in ("superseded", "replaced") for part in ("in part", "partly",
                                                                                            "partially")), "amended"),
    # French, as translated templates write them (MADR's "proposé | rejeté | accepté | déprécié | remplacé par").
    **dict.fromkeys(("proposé", "proposée", "en proposition"), "proposed"),
    **dict.fromkeys(("brouillon", "ébauche"), "draft"),
    **dict.fromkeys(("en revue", "en relecture", "en discussion", "en cours de revue"), "in-review"),
    **dict.fromkeys(("accepté", "acceptée", "adopté", "adoptée", "validé", "validée", "mergé", "mergée"), "accepted"),
    **dict.fromkeys(("approuvé", "approuvée"), "approved"),
    **dict.fromkeys(("implémenté", "implémentée", "mis en œuvre", "mise en œuvre", "réalisé", "réalisée"),
                    "implemented"),
    **dict.fromkeys(("rejeté", "rejetée", "refusé", "refusée"), "rejected"),
    **dict.fromkeys(("abandonné", "abandonnée"), "abandoned"),
    **dict.fromkeys(("retiré", "retirée"), "withdrawn"),
    **dict.fromkeys(("déprécié", "dépréciée", "obsolète"), "deprecated"),
    **dict.fromkeys(("remplacé", "remplacée"), "replaced"),
    **dict.fromkeys(("amendé", "amendée", "modifié", "modifiée"), "amended"),
    **dict.fromkeys(("reporté", "reportée", "en attente", "suspendu", "suspendue"), "deferred"),
    # German, as translated templates write them ("Vorgeschlagen | Akzeptiert | Veraltet | Ersetzt").
    **dict.fromkeys(("vorgeschlagen", "in vorbereitung"), "proposed"),
    "entwurf": "draft",
    **dict.fromkeys(("in prüfung", "in diskussion", "in abstimmung"), "in-review"),
    **dict.fromkeys(("akzeptiert", "angenommen", "beschlossen", "entschieden"), "accepted"),
    "genehmigt": "approved",
    **dict.fromkeys(("umgesetzt", "implementiert"), "implemented"),
    **dict.fromkeys(("abgelehnt", "verworfen"), "rejected"),
    "zurückgezogen": "withdrawn",
    **dict.fromkeys(("veraltet", "überholt"), "deprecated"),
    **dict.fromkeys(("ersetzt", "abgelöst"), "replaced"),
    **dict.fromkeys(("zurückgestellt", "aufgeschoben", "pausiert"), "deferred"),
    # Portuguese, Spanish and Italian ("Aceito | Proposto | Rejeitado | Substituído por ADR [n]"), and Dutch.
    **dict.fromkeys(("proposto", "proposta", "propuesto", "propuesta", "voorgesteld"), "proposed"),
    **dict.fromkeys(("rascunho", "borrador", "bozza"), "draft"),
    **dict.fromkeys(("em revisão", "em análise", "em discussão", "en revisión", "en discusión", "in revisione",
                     "in discussione"), "in-review"),
    **dict.fromkeys(("aceito", "aceita", "adotado", "adotada", "aceptado", "aceptada", "adoptado", "adoptada",
                     "accettato", "accettata", "adottato", "adottata", "geaccepteerd", "aangenomen"), "accepted"),
    **dict.fromkeys(("aprovado", "aprovada", "aprobado", "aprobada", "approvato", "approvata", "goedgekeurd"),
                    "approved"),
    **dict.fromkeys(("implementado", "implementada", "implementato", "implementata", "geïmplementeerd"),
                    "implemented"),
    **dict.fromkeys(("rejeitado", "rejeitada", "recusado", "recusada", "rechazado", "rechazada", "rifiutato",
                     "rifiutata", "respinto", "respinta", "afgewezen", "verworpen"), "rejected"),
    **dict.fromkeys(("abandonado", "abandonada", "abbandonato", "abbandonata"), "abandoned"),
    **dict.fromkeys(("retirado", "retirada", "ritirato", "ritirata", "ingetrokken"), "withdrawn"),
    **dict.fromkeys(("obsoleto", "obsoleta", "descontinuado", "descontinuada", "depreciado", "depreciada",
                     "deprecado", "deprecada", "deprecato", "deprecata", "verouderd", "achterhaald"), "deprecated"),
    **dict.fromkeys(("substituído", "substituída", "substituido", "substituida", "reemplazado", "reemplazada",
                     "sustituido", "sustituida", "sostituito", "sostituita", "vervangen"), "replaced"),
    **dict.fromkeys(("superado", "superada", "superato", "superata"), "superseded"),
    # Japanese and Chinese, as translated templates write them ("提案中 | 承認済 | 却下 | 非推奨 | 置換済").
    **dict.fromkeys(("提案中", "提案", "提议", "提議"), "proposed"),
    **dict.fromkeys(("承認", "承認済", "承認済み", "採用", "已接受", "已采纳", "接受"), "accepted"),
    **dict.fromkeys(("却下", "否認", "已拒绝", "拒绝"), "rejected"),
    **dict.fromkeys(("非推奨", "廃止", "已废弃", "废弃"), "deprecated"),
    **dict.fromkeys(("置換済", "置換済み", "已取代", "取代"), "replaced"),
    **dict.fromkeys(("adiado", "adiada", "suspenso", "suspensa", "pospuesto", "pospuesta", "aplazado", "aplazada",
                     "rinviato", "rinviata", "sospeso", "sospesa", "uitgesteld"), "deferred"),
}
_PHRASE_RE = lazy(
    r"(?:" + "|".join(re.escape(p) for p in sorted(_SYNONYMS, key=len, reverse=True)) + r")(?![\w-])"
)

# A link or a record's id right after the verb, or opening the next line: "Superseded [0019](...)",
# "Replaced: ADR-7", "⌛ Superseded" over "[Member infrastructure code was moved to ...](https://...)".
# "Superseded: CAP-0099": also a series' own id, an acronym of the kind proposal series use (CAP, SEP, TEP, KDP).
_NAMED_NEXT = (r"(?=[ \t]*+:?[ \t]*+\n?[ \t]*+(?:\[|(?:ADR|RFC|KEP|SE|CIP|CPS|OTEP|(?-i:[A-Z]{1,5}[PRC]))"
               r"[- ]?\d))")
_ON_DATES = r"(?:\s++(?:on\s++)?\d{4}-\d\d-\d\d(?:\s*+(?:,|and)\s*+\d{4}-\d\d-\d\d){0,4}+)?"
# Relation verbs. Backward relations (this document was superseded...) also give a status.
# German's separable verbs around the record they name, as the new record says it: "Löst [ADR-5](...) ab" replaces,
# "Kehrt [ADR-10](...) um" reverses (the relation lines of `repo/record.py` read them too)
_AROUND_LINK = r"(?=[ \t]*+\[[^\[\]\n]{1,200}+\]\([^()\s]{1,300}+\)[ \t]*+"
GERMAN_REPLACES = r"l(?:ö|oe?)st" + _AROUND_LINK + r"ab\b)"
GERMAN_REVERTS = r"kehrt" + _AROUND_LINK + r"um\b)"
# Chinese says who replaced a record around the link: "已被 [ADR 0009](...) 取代" (fusen-rs's ADRs), "由 [ADR 0016](...)
# 取代" (marshal's)
CHINESE_REPLACED_BY = r"(?:已被|被|由)" + _AROUND_LINK + r"(?:取代|替代|替换))"
_VERBS: tuple[tuple[str, str, str | None], ...] = (
    # Superseded in part is amended: "Partially superseded by ADR-9", "superseded in part by ADR-9".
    (
        "amended-by",
        r"(?:(?:partially|partly|in\s+part)\s+(?:su(?:pp|p)er[sc]e+ded|replaced)"
        r"|(?:su(?:pp|p)er[sc]e+ded|replaced)\s+(?:\(\s*+)?(?:partly|partially|in\s+part)(?:\s*+\))?)"
        # (... the successor named next without a "by": "Partially superceded [Use queues ...](0009-...md)",
        # life-events-platform's ADR 3)
        r"(?:\s+by|" + _NAMED_NEXT + ")",
        "amended",
    ),
    # ... also with a note between: "Superseded (as never implemented) by [ADR 32](...)" (hydra's).
    # ... or the field's name written as the status: "**Status**: superseded-by [0022](...)" (kinglet's ADRs).
    ("superseded-by", r"su(?:pp|p)er[sc]e+ded(?:\s+(?:entirely|fully|completely))?(?:\s*+\([^()\n]{1,60}+\))?"
     r"(?:\s+|[-_])by", "superseded"),
    # ... or the "by" inside the parenthesis: "Superseded (by [012-simplified](012-simplified.md))".
    ("superseded-by", r"su(?:pp|p)er[sc]e+ded\s*+\(\s*+by", "superseded"),
    # "⌛️ Superseded [0019](0019-use-go.md)": the status word and then its successor, without a "by".
    ("superseded-by", r"su(?:pp|p)er[sc]e+ded" + _NAMED_NEXT, "superseded"),
    # A supersession of a part is an amendment: "Partially supersedes ADR-5", "supersedes some aspects of ADR-5".
    # Listed before the whole verb: at the same position the alternation takes the first that fits.
    # ... or "supersedes the naming scheme and the hyphen-prefix operator caveat of [ADR-0009]" (harbor-bridge's ADR
    # 18), the record named by its id too: "Supersedes the two-table hot-index encoding of ADR-0016" (kuatia's)
    # ... or "Supersedes (in part):" (diveday's field for it)
    ("amends", r"(?:partially|partly|in\s+part)\s+su(?:pp|p)er[sc]e+des"
               r"|(?:su(?:pp|p)er[sc]e+des|replaces)\s*+\(\s*+(?:in\s+part|partly|partially)\s*+\)"
               r"|su(?:pp|p)er[sc]e+des\s+(?:some\s+aspects|parts?)\s+of"
               r"|su(?:pp|p)er[sc]e+des\s++the\s++(?!(?:decisions?|records?|adrs?|rfcs?|proposals?|whole|entirety)\s)"
               r"(?:[^\[\]()\n]|\n(?!\n)){1,160}?\s+of(?=\s*+(?:\[|(?-i:[A-Z]{2,8})[- ]?\d))", None),
    ("supersedes", r"su(?:pp|p)er[sc]e+des", None),
    ("replaced-by", r"replaced(?:\s+(?:entirely|fully|completely))?\s+(?:by|with|in\s+favou?r\s+of)", "replaced"),
    # The other words a record is put out of force in: "Invalidated by [0018 ...](...)" (korifi's ADRs), "Overruled by",
    # and "Exceeded by", as Altinn Studio's template offers it (`Proposed | Accepted | Exceeded by "adr-name"`)
    ("superseded-by", r"(?:invalidated|overridden|overruled|revoked|rescinded|voided|nullified|exceeded)\s+by",
     "superseded"),
    ("replaced-by", r"replaced" + _NAMED_NEXT, "replaced"),
    ("replaces", r"replaces", None),
    # French: "remplacé par [ADR-009](...)", "remplace ADR-003", "modifié par ADR-12".
    ("replaced-by", r"remplac[ée]e?\s+par", "replaced"),
    ("replaces", r"remplace(?![\w-])", None),
    ("amended-by", r"(?:amend|modifi)[ée]e?\s+par", "amended"),
    # German: "Ersetzt durch [ADR-0015](...)", "Abgelöst durch ADR-7", and the status word before the new record, as
    # Meldestelle's template asks ("Ersetzt", then "einen Verweis auf die neue ADR").
    ("replaced-by", r"(?:ersetzt|abgel[öo]e?st)\s+durch", "replaced"),
    ("replaced-by", r"(?:ersetzt|abgel[öo]e?st)" + _NAMED_NEXT, "replaced"),
    # ... and from the new record, the separable verb around its link: "Löst [ADR-0005](...) ab" (p2sk's MADR records)
    ("replaces", GERMAN_REPLACES, None),
    # ... and "Kehrt [ADR-010](...) um", reverses it (lieferkarte's ADR-011, whose README has the old one then say
    # "ersetzt durch ADR-011")
    ("reverts", GERMAN_REVERTS, None),
    ("replaced-by", CHINESE_REPLACED_BY, "replaced"),
    # Portuguese, Spanish, Italian, Dutch: "Substituído por [ADR-030](...)", "Reemplazado por ADR-7", "Sostituito da
    # ADR-3", "Vervangen door ADR-4"; "Este ADR substitui o [ADR-019](...)", "Sustituye a ADR-2".
    ("replaced-by", r"(?:substitu[íi]d[oa]|reemplazad[oa]|sustituid[oa])\s+por|sostituit[oa]\s+da|vervangen\s+door",
     "replaced"),
    ("superseded-by", r"superad[oa]\s+por|superat[oa]\s+da", "superseded"),
    ("replaces", r"(?:substitui|reemplaza|sustituye|sostituisce|vervangt)(?:\s+(?:o|a|al|el|la|il|lo))?(?![\w-])",
     None),
    ("amended-by", r"(?:modificad[oa]|alterad[oa]|emendad[oa]|enmendad[oa])\s+por|modificat[oa]\s+da|"
                   r"(?:gewijzigd|aangepast)\s+door", "amended"),
    # ... also with its dates between: "accepted (amended 2026-06-29 and 2026-07-12 by [ADR-046](...))" (aptl's).
    ("amended-by", r"amended" + _ON_DATES + r"\s+by", "amended"),
    ("amends", r"amends", None),
    # (a record extended, its status no other word: play-frontend-govuk's ADR 2, "Status: extended by [ADR-0003]",
    # in force with another record's addition, as an amended one is)
    # (... or augmented: "Status: augmented by [ADR-0004](...)", Nava's WIC demo's MADR record 0)
    ("extended-by", r"(?:extended|augmented)\s+by", "amended"),
    ("extends", r"extends|augments", None),
    ("obsoleted-by", r"obsoleted\s+by", "superseded"),
    ("obsoletes", r"obsoletes", None),
    ("deprecated-by", r"deprecated\s+(?:by|in\s+favou?r\s+of)", "deprecated"),
    ("incorporated-into", r"incorporated\s+into(?:\s+(?:the\s+)?candidate)?", None),
)
_VERB_RE = lazy(
    r"(?<![\w-])(?:" + "|".join(f"(?P<v{i}>{pattern})" for i, (_, pattern, _) in enumerate(_VERBS)) + r")"
    r"[ \t]*:?[ \t\n]*"
    # The kind of record named before its link: "superseded by decision: [0022 ...](...)" (The National Archives').
    # ... or in a few words before it: "deprecated in favor of the new [proposal](...)" (Cortex's).
    r"(?:(?:the[ \t]++|an?[ \t]++)?(?:(?:new|newer|updated|revised)[ \t]++)?"
    r"(?:(?:decision|record|proposal|document)s?[ \t]*+:?[ \t]*+)?(?=\[))?",
    re.IGNORECASE,
)
# A reference is matched at the end of every relation verb: no part may run on past the next reference, or a
# text of many verbs costs the square of its length. Brackets stop at the next bracket, the rest is bounded.
_REF_RE = lazy(
    r"\[(?P<ltext>[^\[\]]*+)\]\((?P<lurl><[^<>]*+>|[^()\s]{0,2000})(?:\s++[\"'][^()\[\]]*+)?\)"  # [text](url "t")
    r"|\[(?P<rtext>[^\[\]]++)\](?:\[(?P<rlabel>[^\[\]]*+)\])?"  # [text][label], [text][], [text]
    r"|<(?P<auto>https?://[^<>\s]{1,2000})>"
    r"|(?P<url>https?://[^\s)>\]]{0,2000}[^\s)>\].,;:])"
    # another repository's document: acme/platform#ADR-0012, acme/platform:docs/adr/0012-x.md (`read/xref.py`)
    rf"|(?P<xref>{XREF_PATTERN})"
    # ADR-0014, RFC 1234, SE-0296, and a prefix glued to its digits: ADR025, DR008
    # (a sentence may end after it: "Superseded in part by ADR 0057." (ard's); `RFC 1.2` is a version)
    r"|(?P<id>[A-Z][A-Za-z]{1,7}+(?:[- ]#?|#)?\d{1,12}+[a-z]?)(?!\w|\.\w)"
    r"|(?P<file>[\w./@-]{1,500}\.md)\b"  # (`0002-@covers-annotations.md`)
    # a record's file named without `.md`: "Superseded by 0026-address-lookups-revisited" (not a date: a letter),
    # its number a date too (diveday's "Superseded by 20260719-card-photo-only")
    r"|(?P<stem>\d{1,8}+-(?=[\w-]{0,200}[A-Za-z])[\w-]{1,200}+)(?![\w./])"
    r"|(?P<issue>#\d{1,12}+)\b"
    r"|(?P<number>\d{1,12}+)(?![\w./-])"
)
# Between two references: a comma, "and", "or", or a line break before the next, as a list of links one per
# line ("Supersedes:" over `- [6. ...](...)`, `- [7. ...](...)`) reads once its markers are cleaned.
_REF_SEP_RE = lazy(r"[ \t]*+(?:,|&|\band\b|\bor\b)[ \t\n]*+(?:\band\b[ \t]*+)?|[ \t]*+\n[ \t]*+(?=\[)",
                   re.IGNORECASE)

_COMMENT_RE = lazy(r"<!--.*?(?:-->|$)", re.DOTALL)
_STRONG_RE = lazy(r"\*\*|__|`|~~")
_EM_RE = lazy(r"(?<![\w/.-])[*_]|[*_](?![\w/.-])")
_LABEL_RE = lazy(r"^(?:[|>\s]*+(?:[-*+]\s++)?status\s*+[:|-]\s*+)++", re.IGNORECASE)
_LEFT_EDGE = " \t|>*+-\"'"
_RIGHT_EDGE = " \t|*+-\"'"
_LINK_RE = lazy(r"!?\[[^\[\]]*+\]\([^()\[\]]*+\)|<https?://[^<>]*+>|https?://\S+")

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DATE_RE = lazy(
    r"(?<![\w/-])(?<!\d\.)(?:"
    r"\d{4}-\d{1,2}-\d{1,2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?"
    r"|\d{4}/\d{1,2}/\d{1,2}"
    r"|\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?[ -]{_MONTH}\.?,?[ -]\d{{4}}"
    rf"|{_MONTH}\.? \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}"
    r")(?![\w/])",
    re.IGNORECASE,
)
# A full stop ends the value, the dot of a version does not: `Stable in 1.1` and `Stable in 1.3` are two statuses.
_UNKNOWN_CUT_RE = lazy(r"[(\[{,;:!?<|\"]|\.(?!\d)|\s[-–—]\s")
_WORD_RE = lazy(r"[\w'/+-]++(?:\.\d[\w'/+-]*+)*+")
# `[Declined](https://youtrack.../KT-8575)`: a status written as a link.
_LINKED_TEXT_RE = lazy(r"\[([^\[\]]*+)\]\(([^()\[\]]*+)\)")

_PLACEHOLDER_WORDS = r"(?:DATE|STATUS|TITLE|NUMBER|NAME|AUTHORS?)"
_TEMPLATE_WORDS_RE = lazy(rf"{_PLACEHOLDER_WORDS}(?:[.:\s]+{_PLACEHOLDER_WORDS})*\.?")
# Every pattern here sees document text: each is linear. Possessive quantifiers (`*+`) never give back what
# they took, and an unbounded part never consumes the character a match starts with, so a failed attempt ends
# where the next one begins. The separators between braces exclude the braces: `[\s\W]` included them, and
# `{} {} ... a` then had 2^n ways to fail.
_BRACES_ONLY_RE = lazy(r"[^\w{}]*+(?:\{[^{}]*+\}[^\w{}]*+)++")
_BRACES_RE = lazy(r"\{[^{}]*+\}")
_CLAUSE_END_RE = lazy(r"[,(]|\.(?=\s|$)")
_ANGLE_ONLY_RE = lazy(r"<[^<>@:/\s][^<>@:/]*>")
# A value an author filled in and left between the template's brackets: a date, a number, one status word.
_FILLED_IN_BRACKETS = lazy(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,8}|(?:draft|proposed|review|accepted|final|living|"
                                 r"withdrawn|rejected|deprecated|superseded|approved|implemented|active|candidate)",
                                 re.IGNORECASE)
# `<br>` ends a line in a Markdown table or list; it is not a `<name>` to fill in.
_HTML_TAG_RE = lazy(r"</?(?:br|hr|p|div|span|b|i|em|strong|sub|sup|details|summary)\s*+/?>", re.IGNORECASE)
_LINK_TARGET_RE = lazy(r"\]\([^()\s]{0,2000}+\)")
_FORMAT_TOKEN_RE = lazy(
    r"\bY{4}(?:[-/.]?M{2}(?:[-/.]?D{2})?)?\b|\byyyy[-/.]?mm|\bD{2}[-/.]M{2}\b|\bM{2}[-/.]D{2}\b"
    r"|\b(?:N{4,}|X{4,}|M{4,})\b"
)
_FORMAT_NOTE_RE = lazy(r"[ \t]*+\((?:in[ \t]++)?+(?:ISO[ \t]*+8601[ \t]++)?+(?:format:?[ \t]++)?+"
                       r"(?i:y{4}|d{2}|m{2})(?:[-/.](?i:y{2,4}|d{2}|m{2})){1,2}(?:[ \t]++format)?+\)")
_INSTRUCTION_RE = lazy(
    # "insert date", "Insert your name here": a few words; not a title that starts so ("Insert Code into EOAs with
    # AUTHUSURP", EIP-5003), nor SQL's `INSERT INTO` (ksqlDB's reference page).
    r"^\W*(?:fill(?:\s+me)?\s+in\b|fill\s+this\b|(?-i:[Ii]nsert)\s++(?:(?:your|the|a|an)\s|(?:[\w'-]++\s++){0,3}[\w'-]++\W*$)"
    r"|replace\s+(?:this|me|with)\b"
    r"|enter\s+(?:the|your|a)\b|add\s+(?:the|your)\s+(?:date|name|status|title)\b"
    # ... and Nygard's template as the template collections write it: "What is the status, such as proposed, ...?"
    r"|what(?:'s|\s++is)\s++the\s++status\b(?:,?\s++such\s++as\b|\W*+$))"
    r"|today'?s\s+date|\bjo(?:hn|ane)\s+doe\b",
    re.IGNORECASE,
)
_ALTERNATIVE_SPLIT_RE = lazy(r"\||/|(?<!\s)\s++or\s++", re.IGNORECASE)


def _strip_emoji(text: str) -> str:
    if text.isascii():
        return text
    return "".join(
        ch
        for ch in text
        if not (
            unicodedata.category(ch) in ("So", "Cs", "Co")
            or ch in "\ufe0e\ufe0f\u200d\u20e3"
            or 0x1F3FB <= ord(ch) <= 0x1F3FF
        )
    )


# A line that is one picture, its text naming the status: a badge (DfE's ADRs,
# `![Accepted](https://img.shields.io/badge/adr-accepted-green)`), read as its text, as a reader does.
_PICTURE_LINE = lazy(r"^[ \t]*+!\[[ \t]*+([A-Za-z][\w :-]{0,40}+)\]\([^()\s]{1,500}+\)[ \t]*+$")


def _clean_line(line: str) -> str:
    if line.startswith(("!", " ")) and (picture := _PICTURE_LINE.match(line)) is not None:
        line = picture.group(1)
    line = _STRONG_RE.sub("", line)
    line = _EM_RE.sub("", line)
    line = _LABEL_RE.sub("", line)
    line = _LABEL_RE.sub("", line.lstrip(_LEFT_EDGE))  # "Status: **Status: Active Review**"
    return " ".join(line.split()).lstrip(_LEFT_EDGE).rstrip(_RIGHT_EDGE)


# An emoji's shortcode (`:white_check_mark:`), or a status written as one (PSI's `:superseded: by [...]`, `:accepted:`)
_SHORTCODE = lazy(r"(?<![\w:/]):([a-z][a-z0-9_+-]{0,39}+):(?![\w/])", re.IGNORECASE)


def _shortcode(match: re.Match[str]) -> str:
    """A shortcode's status word, or nothing where it names a picture: GitHub draws the one, writes the other."""
    word = match.group(1).lower().replace("_", " ")
    found = _PHRASE_RE.match(word)
    return word if found is not None and found.end() == len(word) else " "


def _clean(text: str) -> list[str]:
    if "<!--" in text:
        text = _COMMENT_RE.sub("", text)
    if ":" in text:
        text = _SHORTCODE.sub(_shortcode, text)
    text = _strip_emoji(text)
    lines = (_clean_line(line) for line in text.splitlines())
    return [line for line in lines if line]


def _drop_guidance(text: str) -> str:
    """Drop blockquote lines when other lines remain.

    cometbft ADRs keep the template's "> A decision may be ..." guidance above the
    real status (or above the template's ``{Deprecated|Proposed|Accepted|Declined}``).
    """
    if ">" not in text:
        return text
    lines = text.splitlines()
    kept = [line for line in lines if not line.lstrip().startswith(">")]
    return "\n".join(kept) if any(line.strip() for line in kept) else text


# ... or the template's own lead kept before the one status chosen: metal3's `One of: implementable` (its template
# writes `One of: provisional|implementable|...`).
_STATUS_LABEL = lazy(r"^(?:(?:decision|adr|rfc)(?:[ \t]++status)?|one[ \t]++of)(?:[ \t]*+[:\-–][ \t]*+|[ \t]++)"
                     r"(?=[a-z])")


def _status_of(text: str) -> str | None:
    """The canonical status that ``text`` starts with, if any."""
    lowered = _STATUS_LABEL.sub("", text.lower(), count=1)  # "Decision proposed", "Decision status: Accepted"
    match = _PHRASE_RE.match(lowered)
    if match is None and ("-" in lowered[:40] or "_" in lowered[:40]) and lowered.split()[0] not in _LIFECYCLE:
        # A phrase written as one word of a front matter's value: `under-review`, `last_call` (a word whose place
        # is known as it is written, the specs' `in-progress`, stays as it is)
        match = _PHRASE_RE.match(lowered[:80].replace("-", " ").replace("_", " "))
    return _SYNONYMS[match.group()] if match else None


_DASH_SPLIT = lazy(r"[ \t]++[-\u2013\u2014][ \t]++")


def _after_a_dash(text: str) -> str | None:
    """The status after a dash that no status comes before, where it is all there is after it: `ARCHITECTURAL
    PROPOSAL - IMPLEMENTED` (herostratus's design 10: what the document is, then its status)."""
    parts = _DASH_SPLIT.split(text, maxsplit=1)
    if len(parts) < 2:
        return None
    tail = parts[1].strip(" *_.`").lower()
    match = _PHRASE_RE.match(tail)
    return _SYNONYMS[match.group()] if match is not None and match.end() == len(tail) else None


def written_phrase(text: str) -> str | None:
    """The status phrase a text starts with as its author wrote it, where it is a synonym of another word
    (`On Hold`, `Postponed`, both deferred); None where it is the word itself or no status of the vocabulary."""
    lines = _clean(_drop_guidance(text[:MAX_STATUS_TEXT]))
    if not lines:
        return None
    lowered = _STATUS_LABEL.sub("", lines[0].lower(), count=1)
    match = _PHRASE_RE.match(lowered)
    return match.group() if match is not None and _SYNONYMS[match.group()] != match.group() else None


def _chosen(text: str) -> str | None:
    """`{Draft}`: the one status word an author kept of the template's `{Draft, In Review, ...}` (grpc/proposal),
    braces and all; None for anything else."""
    stripped = text.strip().strip("*_`")
    if len(stripped) > 80 or not (stripped.startswith("{") and stripped.endswith("}")):
        return None
    inner = stripped[1:-1].strip().lower()
    match = _PHRASE_RE.match(inner)
    return inner if match is not None and match.end() == len(inner) else None


# A template's list of statuses kept whole with the one chosen marked (spinnaker's RFCs: `_Proposed, Accepted,
# **Implemented**, Obsolete_`, the template's own `_**Proposed**, Accepted, ..._` left at its default), in bold or
# ticked (Dynamo's DEPs: `[x] Draft | Under Review | Approved | ...`).
_CHOICE_LIST_SPLIT = lazy(r"\s*+[,|/]\s*+")
_BOLD_PART = lazy(r"^_?+\*\*([^*]{1,40}+)\*\*_?+$")
_TICKED_PART = lazy(r"^\[[xX]\][ \t]*+([^\[\]]{1,40}+)$")
_UNTICKED = lazy(r"^\[ \][ \t]*+")


def _marked_choice(text: str) -> str | None:
    """The one status of three or more a first line lists that is set in bold or ticked, where the others are
    not; or the one not struck through where the others are (ecmwf/codex's `<s>Proposed</s> | **Accepted** |
    <s>Deprecated</s> | <s>Superseded by [ADR-XXX]</s>`, `[~~Proposed~~ | **Accepted** | ~~Deprecated~~ | ...]`)."""
    first = text.strip().split("\n", 1)[0].strip()
    if ("**" not in first and "[x]" not in first.lower() and "~~" not in first and "<" not in first) \
            or len(first) > 300:
        return None
    if first[:1] + first[-1:] == "[]" and "](" not in first[-2:]:
        first = first[1:-1]
    # (split at `|` alone where the line has one: a link's path in a choice, `**Withdrawn** — moved to [x](../a/b.md)`)
    listed = first.split("|") if "|" in first else _CHOICE_LIST_SPLIT.split(first.strip("_ "))
    parts = [part.strip() for part in listed]
    if len(parts) < 3:
        return None
    struck = [_STRUCK.fullmatch(part) is not None for part in parts]
    plain = [_STRUCK.sub(lambda m: m.group("words") or m.group("words2"), part) for part in parts]
    if sum(struck) == len(parts) - 1:
        # the one left standing, its first bold words or the whole of it: `**Withdrawn** — moved to [MARS-001](...)`;
        # chosen whatever its words (a slip in it, `**Acepted**`, is the record's status, and unknown)
        standing = parts[struck.index(False)]
        chosen = (bold.group(1) if (bold := _BOLD_START.match(standing)) else standing).strip("*_ ")
        return chosen if sum(_status_of(part.strip("*_ ")) is not None for part in plain) >= len(parts) - 1 else None
    marked = [m.group(1) for part, cut in zip(parts, struck, strict=True) if not cut and (
        m := _BOLD_PART.match(part) or _TICKED_PART.match(part)) is not None]
    if len(marked) != 1 or _status_of(marked[0].strip()) is None or sum(
            _status_of(_UNTICKED.sub("", part).strip("*_ ")) is not None for part in plain) < len(parts) - 1:
        return None
    return marked[0].strip()


_BOLD_START = lazy(r"^_?+\*\*([^*]{1,40}+)\*\*")
# A choice struck through: `~~Proposed~~`, `<s>Deprecated</s>`, `<del>Draft</del>` (a link in it kept as its words).
_STRUCK = lazy(r"~~(?P<words>[^~\n]{1,80}+)~~|<(?P<tag>s|del|strike)>(?P<words2>[^<\n]{1,80}+)</(?P=tag)>")


_ESCAPED = lazy(r"\\([!-/:-@\[-`{-~])")  # CommonMark's backslash escapes: any ASCII punctuation


def unescape_url(url: str) -> str:
    """A link destination as CommonMark reads it: `0004-\\[Superseded\\]use-java-17.md` names
    `0004-[Superseded]use-java-17.md`."""
    return _ESCAPED.sub(r"\1", url) if "\\" in url else url


def _reference(match: re.Match[str]) -> tuple[str, str]:
    """(target, visible text) of a reference matched by ``_REF_RE``."""
    if match["ltext"] is not None:
        text = " ".join(match["ltext"].split())
        return unescape_url(match["lurl"].strip("<>")) or text, text
    if match["rtext"] is not None:
        text = " ".join(match["rtext"].split())
        return (match["rlabel"] or text), text
    if match["stem"] is not None:
        return f"{match['stem']}.md", match["stem"]
    value = match["auto"] or match.group().strip()
    return value, value


# Another record named as the verb's subject, a word or two before it: "ADR 016 stays superseded by ADR 033",
# "[RFC 3](0003-x.md) was replaced by ..." (windyroad's ADR 035 says so of the record it amends).
_ANOTHER_SUBJECT = lazy(r"(?:\b[A-Z]{2,6}+[- ]?#?\d{1,6}+|\]\([^()\s]{1,300}+\))[*_]{0,2}+[ \t]++"
                        r"(?:[a-z]{2,12}+[ \t]++){1,2}+$")
_YET_TO_BE = lazy(r"\b(?:to|will|would|may|might|could|should|can|shall)[ \t]++be[ \t]++$", re.IGNORECASE)


def _relations(text: str) -> list[tuple[Relation, str | None, int]]:
    """(relation, status it implies, position) for every relation in ``text``."""
    found: list[tuple[Relation, str | None, int]] = []
    for verb in _VERB_RE.finditer(text):
        if _YET_TO_BE.search(text, max(verb.start() - 20, 0), verb.start()) is not None:
            continue  # "outputs ... to be replaced by a real capture": what may come, not what happened
        if _ANOTHER_SUBJECT.search(text, max(verb.start() - 340, 0), verb.start()) is not None:
            continue  # "ADR 016 stays superseded by ADR 033": another record's relation, told in passing
        index = int((verb.lastgroup or "v0")[1:])
        kind, _, implied = _VERBS[index]
        pos = verb.end()
        count = 0
        while (ref := _REF_RE.match(text, pos)) is not None:
            target, visible = _reference(ref)
            # (a part of the record named: "Supersedes ADR-0016 §3" amends it, the rest still holds)
            part = kind in ("supersedes", "replaces") and PART_OF.match(text, ref.end()) is not None
            found.append((Relation("amends" if part else kind, target, visible), implied, verb.start()))
            count += 1
            sep = _REF_SEP_RE.match(text, ref.end())
            if sep is None:
                break
            pos = sep.end()
        if count == 0 and (titled := _TITLED_REF.match(text, verb.end())) is not None and (
                ref := _REF_RE.fullmatch(titled.group("ref"))) is not None:
            # ... or named by its title, its id after it in brackets: Mozilla Monitor's "Superseded by _Unit Testing
            # Framework_ (ADR#0007)"
            target, _visible = _reference(ref)
            found.append((Relation(kind, target, titled.group("title").strip(" *_\"“”")), implied, verb.start()))
            count = 1
        if count == 0:
            found.append((Relation(kind, "", ""), implied, verb.start()))
    return found


PART_ID = r"`(?:[A-Z]{1,4}+\d{1,3}+[A-Za-z]?+|\d{1,3}+(?:\.\d{1,3}+){1,3}+)`"  # `L18`, `D4`, `3.2`: a clause in code
# A part of a record named after it: `RFC-089 §D4`, `ADR-5 section 3`, `ADR-7's sections 2-3`, `ADR 12, part 2`, a
# clause's id in code (kyokara's "supersedes RFC 0001 `L18`", one of RFC 1's numbered laws).
PART_OF = lazy(r"[ \t]*+(?:,[ \t]*+)?(?:[’']s[ \t]++)?(?:§|(?:sections?|parts?|clauses?|chapters?)[ \t]++[\w.§]"
               r"|(?:sections?|parts?|clauses?|chapters?)[ \t]++(?:on|about|of)\b"
               r"|" + PART_ID + ")", re.IGNORECASE)


_TITLED_REF = lazy(r"[ \t]*+(?P<title>[*_\"“]?+[A-Za-z][^()\[\]\n*_\"“”]{0,80}+[*_\"”]?+)[ \t]*+"
                   r"\((?P<ref>[A-Za-z]{1,12}+[-_ ]?+#?+\d{1,6}+)\)")


# A status in words of another language, then in English between brackets: marshal's "未接受即被取代（Superseded before
# acceptance，2026-08-10 ...）", oiduna's "承認済み (Accepted)"
_BRACKETED_STATUS = lazy(r"[（(][ \t]*+([A-Za-z][A-Za-z \t-]{1,40}+)")


def _in_brackets(text: str) -> str | None:
    """The status an English word between brackets gives, after words in another script (not civicpress's
    "Spec (pending implementation plan)": its own word, then a note)."""
    found = _BRACKETED_STATUS.search(text)
    if found is None or not in_another_script(text[:found.start()]):
        return None
    return _status_of(found.group(1))


_LATIN_END = 0x24F  # the last letter of Latin Extended-B


def in_another_script(text: str) -> bool:
    """Whether words hold letters of a script other than Latin (Chinese, Japanese, Cyrillic, ...)."""
    return any(ord(char) > _LATIN_END for char in text)


_QUALIFIED = lazy(r"(?:partially|partly|mostly|largely|fully)[- ]([a-z][a-z -]{0,60})")


def qualified_status(value: str) -> str | None:
    """The status a qualified one qualifies (`partially-implemented`: implemented), if it is one."""
    return qualified.group(1) if (qualified := _QUALIFIED.match(value)) is not None else None


def unknown_value(text: str) -> str:
    """The value doccheck gives a status it does not know: its first words, dashed (`ready-for-implmentation`)."""
    # (two statuses of a record's parts, "Partially Implemented / Deferred" (decentdb's ADR 47): the first, as
    # "Accepted / Implemented in 0.8.0" reads as accepted)
    first, slash, _rest = text.partition(" / ")
    if slash and 0 < len(first.split()) <= 3:
        text = first
    head = _UNKNOWN_CUT_RE.split(text, maxsplit=1)[0]
    words = _WORD_RE.findall(head.lower())
    if not words:
        words = _WORD_RE.findall(text.lower())
    return "-".join(words[:5])


_LEAD = 3  # characters before a line's first word (`> `, `**`): a relation there opens the line
_OPENING = 40  # ... and those of its first few words, where a verb naming no record still says the record's status


def parse_status(text: str) -> ParsedStatus | None:
    """Normalise a status text; ``None`` when it is empty or only template text.

    See the module docstring for the vocabulary, relations and decisions.
    """
    text = text[:MAX_STATUS_TEXT]
    if not text or not text.strip():
        return None
    if is_placeholder(text):
        # A status chosen, with a note whose date is still the template's ("** Approved ** via TSC vote on
        # yyyy-mm-dd", edgex's ADR 0019): the status is the author's; only the note is left to fill in.
        bare = _FORMAT_TOKEN_RE.sub("", text)
        kept = _clean(_drop_guidance(bare))
        if bare == text or is_placeholder(bare) or not kept or _status_of(kept[0]) is None:
            return None
    guided = _drop_guidance(text)
    marked = _marked_choice(guided)
    if marked is not None:
        guided = marked  # `_Proposed, Accepted, **Implemented**, Obsolete_`: the one the author marked
    lines = _clean(_chosen(guided) or guided)
    if not lines:
        return None
    joined = "\n".join(lines)
    found = _relations(joined)
    relations = tuple(rel for rel, _, _ in found if rel.target)

    without_links = _LINK_RE.sub(" ", joined if joined.isascii() else joined.translate(HYPHENS))
    date_match = _DATE_RE.search(without_links)
    date = date_match.group() if date_match else None

    first = lines[0]
    linked = _LINKED_TEXT_RE.match(first)  # `[Declined](https://...)`: the link's text is the status
    if linked is not None:
        first = linked.group(1) + first[linked.end():]
    # (`2025\u201108\u201119: Accepted`, a dated log's date with non-breaking hyphens: digitalcheck's ADR 23)
    leading_date = _DATE_RE.match(first if first.isascii() else first.translate(HYPHENS))
    if leading_date is not None:
        first = first[leading_date.end() :].strip(" \t-–—:,") or first
    value = _status_of(first)
    if linked is not None and value in _LINKED_ENDINGS and linked.group(2).strip() and not any(
            rel.kind in _ENDING_KINDS for rel in relations) and not lines[0][linked.end():].strip(" *_.`"):
        # `[superseded](https://github.com/o/r/pull/11553)`: the link is what superseded it (Haxe's proposals)
        target = unescape_url(linked.group(2).strip().strip("<>").split(maxsplit=1)[0])
        relations += (Relation(_LINKED_ENDINGS[value], target, linked.group(1).strip()),)
    if value is None:
        first_end = len(lines[0])  # the relations' positions are in the text with its links
        # (a verb far into a line of prose, its object no record, says nothing of the record: Aura's "Status: All 9
        # deployment phases complete ... silent click-handlers replaced with toast feedback ...")
        implied = [status for rel, status, pos in found if status is not None and pos <= first_end
                   and (rel.target or pos <= _OPENING)]
        if not implied and len(lines) > 1 and any(status is None and pos <= _LEAD for _, status, pos in found):
            # A line that only says what the record replaces ("Supercedes [5. Use AWS Lambda](...)", MIT Libraries'
            # mario), over its own status ("Superceded by [13. ...](...)"): the status is the line below's.
            start = first_end + 1
            for line in lines[1:]:
                below = _status_of(line) or next((status for _, status, pos in found
                                                  if status is not None and start <= pos <= start + len(line)), None)
                if below is not None:
                    implied = [below]
                    break
                start += len(line) + 1
        value = implied[0] if implied else (_after_a_dash(first) or _in_brackets(first) or _stated(first)
                                            or unknown_value(first))
    if not value:
        return None
    first_relation = min(((pos, status) for _, status, pos in found if status is not None), default=None)
    if value in ("superseded", "replaced") and first_relation is not None and first_relation[1] == "amended" \
            and first_relation[0] <= len(lines[0]):
        value = "amended"  # "Superseded (partially) by ADR-7", "Replaced in part by ADR-4": a part of it
    if value in ("superseded", "replaced") and _IN_A_RESPECT.match(first) is not None:
        value = "amended"  # "Superseded in terminology, preserved in decision" (Prisma Next's ADR 193): in one respect
    if _LIFECYCLE.get(value) == "in-force" and any(rel.kind in _ENDING_KINDS for rel in relations):
        relations = tuple(Relation("amended-by", rel.target, rel.text) if rel.kind in _ENDING_KINDS
                          and _of_a_part(joined, pos) else rel for rel, _, pos in found if rel.target)
        # "Accepted", then on a line of its own "Superceded by [ADR-9](...)": the record's last word on itself.
        later = next((implied for rel, implied, pos in found if rel.target and rel.kind in _ENDING_KINDS
                      and implied is not None and pos > len(lines[0]) and joined.rfind("\n", 0, pos) >= 0
                      and not _of_a_part(joined, pos) and _LINE_START.match(joined, joined.rfind("\n", 0, pos) + 1)
                      is not None), None)
        value = later or value
    return ParsedStatus(raw=text, value=value, relations=relations, date=date)


# A status stated in a sentence about the record or what it decides: "This decision is accepted and planned for
# implementation.", "Rate limiting is implemented for tool routes, ..." (IBM's MCP Context Forge's ADRs).
_STATED = lazy(r"^[\w`' -]{1,60}?[ \t]++(?:is|was|has[ \t]++been)[ \t]++(?:now[ \t]++|fully[ \t]++)?"
               r"(?P<status>[a-z]{4,20}+)\b", re.IGNORECASE)


def _stated(first: str) -> str | None:
    """The status a sentence states of its subject (`_STATED`), where its word is one of a record's course."""
    match = _STATED.match(first[:200])
    if match is None:
        return None
    value = _SYNONYMS.get(match.group("status").lower())
    return value if value in CANONICAL_STATUSES and value not in ("open", "final", "active", "closed") else None


# Superseded in one respect, not as a whole, nor in favour of another or at a time ("Superseded in 2023")
_IN_A_RESPECT = lazy(r"[ \t>*_]*+(?:su(?:pp|p)er[sc]e+ded|replaced)[ \t]++in[ \t]++"
                     r"(?!favou?r\b|full\b|whole\b|its[ \t]++entirety\b|part\b|the[ \t]|[^\sA-Za-z])[a-z]",
                     re.IGNORECASE)


# A line that opens on what ended the record: "Superceded by [ADR-9](...)" below "Accepted".
_ENDED = r"[ \t>*_\-+]*+(?:su(?:pp|p)er[sc]e+ded|replaced|deprecated|obsoleted)"
_LINE_START = lazy(_ENDED + r"\b", re.IGNORECASE)
# ... and names what did, in a Status section's line of its own: "Superseded by [10. Simplify job queue](...)"
ENDED_BY = lazy(_ENDED + r"(?:[ \t]++\([^()\n]{0,60}+\))?[ \t]++by\b", re.IGNORECASE)


_ENDING_KINDS = frozenset({"superseded-by", "replaced-by", "deprecated-by", "obsoleted-by"})
_LINKED_ENDINGS = {"superseded": "superseded-by", "replaced": "replaced-by"}  # (`obsolete` reads as deprecated)
_PART_SUBJECT = lazy(r"[A-Za-z]{2,}")


def _of_a_part(text: str, verb: int) -> bool:
    """Whether a relation stated beside a status in force is said of a part of the document: in brackets, with a
    subject of its own before the verb. stellar's SEP-6 is `Active (Interactive components are deprecated in
    favor of SEP-24)`: SEP-6 stays in force, amended; `Accepted (superseded by ADR-9)` is a whole supersession
    whose status word was not changed."""
    # ... or with what it leaves out said after it: "Final/R-34 Replaced with EEP-11 and EEP-31 except `binary_string`
    # which is part of a new `string` implementation" (Erlang's EEP 9)
    ends = [end for mark in ("\n", ". ") if (end := text.find(mark, verb)) >= 0]  # (its own sentence)
    if _SAVE_FOR.search(text, verb, min(ends, default=len(text))) is not None:
        return True
    opening = text.rfind("(", 0, verb)
    if opening >= 0 and text.find(")", opening, verb) < 0:
        return _PART_SUBJECT.search(text, opening + 1, verb) is not None
    # ... or after a semicolon or a comma on the status's line: "Accepted; interface and authoring superseded by
    # ADR-0020, sourcing extended by ADR-0019" (headrace's ADR-0018), not "Accepted; later superseded by ADR-9"
    # ... or a sentence of its own, over a line or two: "Accepted. **The robot-naming scheme (§2) and the hyphen-prefix
    # ownership\ncaveat (§3) are superseded by [ADR-0018](...)**" (harbor-bridge's ADR 9)
    clause = max(text.rfind(";", 0, verb), text.rfind(",", 0, verb), text.rfind(". ", 0, verb))
    if clause < 0 or "\n\n" in text[clause:verb] or not text[text.rfind("\n", 0, verb) + 1:verb].strip(" \t*_>-"):
        return False  # (a relation opening a line of its own is the record's last word on itself)
    return any(word.lower() not in _NO_SUBJECT for word in _PART_SUBJECT.findall(text, clause + 1, verb))


_SAVE_FOR = lazy(r"\b(?:except(?:[ \t]++for)?|apart[ \t]++from|save[ \t]++for|other[ \t]++than)\b", re.IGNORECASE)
# Words before the verb that are no subject of their own: "Accepted, then superseded by ADR-9", "..., now replaced".
_NO_SUBJECT = frozenset({"then", "later", "now", "since", "subsequently", "eventually", "fully", "entirely", "wholly",
                         "completely", "and", "but", "was", "is", "has", "been", "be", "were", "status", "it", "this",
                         "also", "finally", "afterwards"})


Lifecycle = Literal["in-force", "proposed", "ended"]
# Statuses of a record that ended without being adopted: no successor of it, no approval of it.
TURNED_DOWN = frozenset({"rejected", "withdrawn", "abandoned"})
# Where each status puts a document: binding now, not decided yet, or over. `amended` is in force (an amendment
# changes a decision, it does not end it); `deferred` is not decided yet, not ended. Feature specs write their
# own words (`in-progress`, `done`), and are looked up as written before they are normalised.
_LIFECYCLE: dict[str, Lifecycle] = {
    **dict.fromkeys(("accepted", "approved", "implementable", "implemented", "final", "active", "amended", "solved",
                     "decided", "agreed", "adopted", "ratified", "enacted",  # Stacks' SIPs end Ratified
                     "activated", "deployed", "installed", "living", "stable", "in-progress", "completed", "complete",
                     "done",  # (BitShares' BSIPs are Installed once in the protocol)
                     # Ember's stages after acceptance: shipped, then the recommended way.
                     "ready-for-release", "released", "recommended", "shipped",
                     # illumos' IPDs: agreed by the core team and published
                     "published"),
                    "in-force"),
    **dict.fromkeys(("proposed", "draft", "pending", "in-review", "returned", "provisional", "open", "deferred",
                     "exploring", "submitted", "submission", "last-call", "rfc", "request-for-comments",
                     "discussion", "stagnant", "voting",
                     "predraft", "pre-draft"),  # (illumos' IPDs before their draft: a number reserved, a paragraph)
                    # (EIPs' Last Call and Stagnant, a draft stalled;
                    # MakerDAO's RFC and Formal Submission; SunPy's Discussion; BitShares' Voting)
                    "proposed"),
    **dict.fromkeys(("rejected", "withdrawn", "abandoned", "deprecated", "superseded", "replaced", "reverted",
                     "inactive", "closed", "obsolete", "outdated", "cancelled", "discontinued", "defunct",
                     # (glTF's extensions: "Archived Draft, Never Ratified", "Archived, Ratified by the Khronos Group")
                     "archived", "retired"), "ended"),
}


def lifecycle(status: str) -> Lifecycle | None:
    """Whether a status (as written, or as `parse_status` normalised it) puts its document in force, still
    proposed, or ended; None for a word that says neither (`experimental`, `tbd`).

    A status that is not in the vocabulary is read by its first word: `Stable in 1.1` (normalised
    `stable-in-1.1`) is in force."""
    written = status.strip().lower()
    if written in _LIFECYCLE:
        return _LIFECYCLE[written]
    parsed = parse_status(status)
    if parsed is None:
        return None
    return _LIFECYCLE.get(parsed.value) or _LIFECYCLE.get(parsed.value.split("-", 1)[0])


def _choice_text(part: str) -> str | None:
    """One choice of a list a template offers, without its brackets and quotes; None where nothing is left."""
    cleaned = _clean(part)
    return cleaned[0].strip("[]{}()\"' ") if cleaned else None


def _is_status_alternative(part: str) -> bool:
    line = _choice_text(part)
    if line is None:
        return part.strip() in ("…", "...")
    if line in ("…", "..."):
        return True
    if len(line.split()) > ALTERNATIVE_WORDS:
        return False  # a phrase that opens with a status's word ("Open source copy sheet — ") is no choice
    return _status_of(line) is not None or _VERB_RE.match(line) is not None


ALTERNATIVE_WORDS = 4  # words a status a template offers among others may have ("Accepted by the TSC")


def _stage_of(part: str) -> str | None:
    """The stage of the lifecycle a choice's status is at (proposed, in force, ended); None for no status."""
    line = _choice_text(part)
    status = _status_of(line) if line is not None else None
    return _LIFECYCLE.get(status) if status is not None else None


# A template's instruction for a field some records have and others do not: `Supersedes: (fill me in with a link to
# RFC this supersedes - if applicable)`, `Related components: (if any)`. Left as it is, it says "none here".
IF_APPLICABLE = lazy(r"\bif (?:applicable|any|relevant|needed|appropriate)\b", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)  # a header value is asked twice: by DC301 and by its family's model
def filled_in_brackets(text: str) -> bool:
    """Whether the text is a value filled in with the template's brackets kept round it: `<2023-06-01>`,
    `{Accepted}` (rollkit's ADR 5), `<Draft>`."""
    return len(text) > 2 and text[0] + text[-1] in ("<>", "{}") and \
        _FILLED_IN_BRACKETS.fullmatch(text[1:-1].strip()) is not None


def is_placeholder(text: str) -> bool:
    """Whether ``text`` is template placeholder text rather than a real value.

    Conservative: see the module docstring for what counts. Empty text, ``TBD``,
    ``TODO`` and ``N/A`` are not placeholders.
    """
    s = _drop_guidance(text[:MAX_STATUS_TEXT]).strip()
    if not s or _chosen(s) or _marked_choice(s):
        return False  # (a choice the author kept, or marked in the template's list)
    if "<!--" in s:
        s = _COMMENT_RE.sub("", s).strip()
        if not s:
            return True
    s = s.strip("*_`\"' \t")
    if not s:
        return False
    if s == "?":
        return True
    if filled_in_brackets(s):
        return False  # `<2023-06-01>`, `{2023-01-25}`, `<Draft>`: filled in, the template's brackets kept
    if s[0] == "{" and ("}" not in s or _BRACES_ONLY_RE.fullmatch(s)):
        return True
    if _BRACES_ONLY_RE.fullmatch(s) and "{" in s:
        return True
    if _ANGLE_ONLY_RE.fullmatch(s) and not _HTML_TAG_RE.fullmatch(s):
        return True
    if _TEMPLATE_WORDS_RE.fullmatch(s):
        return True
    # A value filled in beside the template's note of its format, `2021-01-12 (yyyy-mm-dd)` (TANF-app's ADRs): the
    # value is there, the note is the template's, kept.
    if "(" in s and (filled := _FORMAT_NOTE_RE.sub("", s).strip()) != s and any(c.isdigit() for c in filled):
        return is_placeholder(filled)
    # `NNNN` in a link's target is a file's name before it had a number (swift-evolution's Previous Revision).
    if _FORMAT_TOKEN_RE.search(_LINK_TARGET_RE.sub("", s) if "](" in s else s) or _INSTRUCTION_RE.search(s):
        return True
    # (a link's target is a path, its slashes no choice: `Superseded by [V2](../Accepted/ADR024-v2.md)`)
    bare = _LINK_TARGET_RE.sub("]", s) if "](" in s else s
    if "|" in bare or "/" in bare or " or " in bare.lower():  # the choices a template offers: `draft/final/cancelled`
        parts = [p for p in _ALTERNATIVE_SPLIT_RE.split(bare.strip("[]{}() ")) if p.strip()]
        # (two statuses, the second dated or versioned, are where the record stands: "Accepted / Implemented in
        # 0.8.0", nginx-markdown-for-agents' RFC 0008; a template offers its choices bare)
        stands = len(parts) == 2 and "|" not in bare and any(c.isdigit() for c in parts[1])
        # ... and statuses of one stage are one, said twice: `Draft/WIP`, `Draft / Open Discussion` (Ark's AIPs); a
        # template offers a choice between stages (`Draft | Active`)
        if len(parts) >= 2 and sum(_is_status_alternative(p) for p in parts) >= max(2, len(parts) - 1) and not stands \
                and len({_stage_of(p) for p in parts}) > 1:
            return True
    # `[proposed, approved, rejected]` (not links, each to its thread: swift-foundation's
    # `([Pitch](...), [Review](...))`)
    if s[0] + s[-1] in ("[]", "{}", "()") and "," in s and "](" not in s:
        parts = s[1:-1].split(",")
        if len(parts) >= 2 and all(_is_status_alternative(p) for p in parts):
            return True
    if s.count("-") >= 2:  # `proposed-approved-rejected-deprecated` ("in-review" is one status)
        parts = s.strip("[]{}() ").split("-")
        if all(_is_status_alternative(p) for p in parts):
            return True
    return False
