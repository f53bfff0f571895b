"""Found by meaning: BM25 over each record's own words, with the thesaurus' related words. Pure.

What is searched is the text the sync keeps of each record (`model/decision.search_text`: its title, twice,
the decision statement, the Decision section and the context), not only the facts' subjects, so "database"
finds the record that says "We will move the orders service to CockroachDB".

BM25 (Robertson and Zaragoza's Okapi weighting, k1 = 1.2, b = 0.75) ranks by the words a record shares with
the question, rarer words counting more and long records less. The question's words are weighted by
`thesaurus.expand`: its own words 1.0, the words they reach (a kind's names and products) 0.5, so "which
database do we use" reaches PostgreSQL and CockroachDB, and "API style" REST and GraphQL.

Why not embeddings: a model small enough to ship with the graph extra still weighs tens of megabytes, none may
be downloaded at run time here, and the vocabulary of these questions is small and technical; the feature-hashing
vectors the graph holds already catch spelling-level likeness and stay fused with this (`search.py`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from doccheck.graph.model.thesaurus import expand
from doccheck.regex import lazy

K1 = 1.2
B = 0.75
_WORD = lazy(r"[a-z0-9][a-z0-9+#]*")
# Words every question or record has: they match everything and tell nothing.
_STOP_TEXT = """
a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing done down during each either else etc even ever every few for from
further had has have having he her here hers him his how i if in into is it its itself just let like made make
many may me might more most much must my no nor not now of off on once only or other our ours out over own per
same shall she should since so some such than that the their them then there these they this those though
through to too under until up upon us use used uses using very via was we were what when where which while who
whom whose why will with within without would yes yet you your decide decided decision decisions currently
current"""
STOP_WORDS = frozenset(_STOP_TEXT.split())


def words(text: str) -> list[str]:
    """The text's words for matching: lower case, stop words out, a plural as its singular."""
    found = []
    for word in _WORD.findall(text.casefold()):
        if word in STOP_WORDS:
            continue
        found.append(stem(word))
    return found


def stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


class Hit(NamedTuple):
    key: str
    score: float


class Index:
    """BM25 over a set of texts, each under a key (a document's path)."""

    def __init__(self, texts: Iterable[tuple[str, str]]) -> None:
        self.terms: dict[str, Counter[str]] = {}
        self.lengths: dict[str, int] = {}
        frequency: Counter[str] = Counter()
        for key, text in texts:
            counted = Counter(words(text))
            self.terms[key] = counted
            self.lengths[key] = sum(counted.values())
            frequency.update(counted.keys())
        self.count = len(self.terms)
        self.average = sum(self.lengths.values()) / self.count if self.count else 0.0
        self.idf = {t: math.log(1 + (self.count - n + 0.5) / (n + 0.5)) for t, n in frequency.items()}
        self.postings: dict[str, list[str]] = {}
        for key, counted in self.terms.items():
            for term in counted:
                self.postings.setdefault(term, []).append(key)

    def search(self, query: str, limit: int = 20) -> list[Hit]:
        """The texts that share words with the question (and with the words it reaches), best first."""
        return self.ranked(weighted(query), limit)

    def best(self, weights: dict[str, float]) -> float:
        """The best text's score for these weighted terms (`weighted`), 0 if none shares one: what ranks
        projects by their best record, without ranking all of them."""
        scores = self._scores(weights)
        return round(max(scores.values()), 4) if scores else 0.0

    def ranked(self, weights: dict[str, float], limit: int = 20) -> list[Hit]:
        ranked = sorted(self._scores(weights).items(), key=lambda item: (-item[1], item[0]))
        return [Hit(key, round(score, 4)) for key, score in ranked[:limit]]

    def _scores(self, weights: dict[str, float]) -> dict[str, float]:
        scores: dict[str, float] = {}
        for term, weight in weights.items():
            idf = self.idf.get(term)
            if idf is None:
                continue
            for key in self.postings[term]:
                tf = self.terms[key][term]
                norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.lengths[key] / (self.average or 1.0)))
                scores[key] = scores.get(key, 0.0) + weight * idf * norm
        return scores


def weighted(query: str) -> dict[str, float]:
    """The question's terms with their weights: its own words 1.0, the words they reach 0.5 (`expand`)."""
    weights: dict[str, float] = {}
    for word, weight in expand(words(query)).items():
        term = stem(word)
        weights[term] = max(weights.get(term, 0.0), weight)
    return weights
