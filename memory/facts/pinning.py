"""Which facts to pin when they do not all fit: criticality and relevance to the new message.

A 512-token window leaves room for five or six quoted facts; a long conversation holds more
(and the detector files some chit-chat too). Recency says nothing about which matter now, so
:class:`FactPicker` ranks by

* **criticality** — a missing allergy, medication, condition or pregnancy can hurt the user, a
  missing budget only makes the answer fit worse (:data:`CRITICALITY`);
* **relevance to the new message** — the similarity of the message to the fact's own words,
  averaged with the higher of that and its similarity to the kind of request the fact's
  category matters for (:data:`CUES`: a recipe question pulls food constraints, a trip question
  accessibility and home). The cue alone lifted every fact of a category alike, so chit-chat
  filed under a category tied with the fact the message needed (on the second blind set's
  conversations, seen data: window + facts at 512 tokens 0.802 with the cue alone, 0.837
  averaged; hybrid 0.855 and 0.860);

both scaled by **belief** — a fact the meaning detector filed with a confidence under
:data:`BELIEF_FULL` counts for its confidence's share of it (:func:`belief`). Chat between the
facts that matter files misreadings ("Thanks! I won't quit on my dreams." as a medication,
"Those are my main focuses." as a schedule), nearly all under that confidence: on the
thirty-fifth and thirty-sixth sets' planted conversations (LoCoMo's chat between the planted
facts), 378 of the 394 current facts the detector filed from the chat with a confidence scored
under 1.0 and none 1.2 or more, against 90 and 73 of the 239 planted ones. Misreadings of a
critical kind had outranked the facts the question needed: window + facts at 512 tokens found
18 and 6 more of the sets' 263 probes each (seen data; in the thirty-sixth 2 more superseded
facts showed only their old value, a rules fact now outranking its replacement, which the
detector had filed beside it). Unseen, on the thirty-seventh set's first run (with the guard
against the name of the person the user talks to, :func:`convmem.facts.guards.unaddressed`),
window + facts went from 0.905 / 0.920 / 0.932 to 0.928 / 0.935 / 0.935 at 512 / 1,024 / 2,048
tokens, the hybrid stayed 0.962 / 0.981 / 0.981;

and a fact the user asserted or pinned (``Fact.pinned``) always comes first. With an embedder
(the one retrieval loads, shared) relevance is the cosine of MiniLM vectors; without one, the
share of the message's content words the fact or a cue holds, so installs without ``[rag]``
still rank. Fact vectors are cached by text, and the cues' once per process and model (every
picker of the process shares them: a comparison makes a picker per strategy and conversation,
and each paid ~30 embeddings on its first ranking, the build's p99), so a build embeds only the
new message and facts filed since, and only when the facts do not all fit.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from convmem.errors import RetrievalError
from convmem.facts.ledger import GUESSED
from convmem.lru import LRU
from convmem.providers.embedders import CachingEmbedder, Embedder
from convmem.records import Fact

__all__ = ["ALL_CUES", "BELIEF_FULL", "CONTEXTUAL", "CRITICALITY", "CUES", "GUESS_RELEVANCE",
           "FactPicker", "QuestionVectors", "Ranked", "belief", "omissions", "same_model"]

log = logging.getLogger("convmem")

CRITICALITY: dict[str, float] = {
    "allergy": 0.6, "medication": 0.6, "medical": 0.55, "pregnancy": 0.55,
    "accessibility": 0.45, "diet": 0.45, "aversion": 0.35, "constraint": 0.3, "name": 0.3,
    "address": 0.3, "family": 0.2, "pet": 0.2, "schedule": 0.2, "home": 0.2, "work": 0.15,
    "budget": 0.15, "note": 0.15}
# Facts that only help when the request is about them (a job, a pet, a budget), unlike a health
# fact or how to address the user: a strategy with retrieval as its backstop may leave them out
# of a request they are not relevant to (see convmem.strategies.hybrid).
CONTEXTUAL = frozenset({"family", "pet", "work", "schedule", "home", "budget"})
_RELEVANCE = 2.5  # a clearly relevant fact outranks an irrelevant critical one
# The meaning detector's confidence (Fact.confidence: 0.7 is its threshold) from which a fact
# ranks as one the rules found; under it, its rank score is scaled by confidence / BELIEF_FULL.
BELIEF_FULL = 1.2
# How relevant to the new message a guess (a fact the detector scored under its threshold) must
# be to be pinned: as a contextual fact in the hybrid (convmem.strategies.hybrid).
GUESS_RELEVANCE = 0.3
_FOOD = ("suggest a recipe for dinner", "what should I cook tonight", "which snacks should I buy",
         "recommend a restaurant and what to order", "plan a menu for a party",
         "what can I bake", "what should I eat or drink")
_TRIP = ("plan a trip for me", "recommend a hotel", "what should we do this weekend",
         "plan a day out", "how should I travel there", "book an activity for us")
CUES: dict[str, tuple[str, ...]] = {
    "allergy": (*_FOOD, "which medicine should I take", "is this product safe for me"),
    "diet": _FOOD,
    "aversion": (*_FOOD, *_TRIP, "pick a movie for tonight"),
    "medical": ("plan a workout for me", "is it safe for me to do this",
                "which medicine should I take", "what should I eat", "plan a trip"),
    "medication": ("which medicine can I take", "can I drink alcohol", "is this food safe for me",
                   "plan my meals", "what should I pack for travel"),
    "pregnancy": ("plan a workout for me", "can I eat this", "plan a trip", "is this safe for me",
                  "plan my next months"),
    "accessibility": (*_TRIP, "format a document for me", "explain this to me",
                      "plan an outing"),
    "constraint": (*_FOOD, *_TRIP, "plan a workout"),
    "name": ("write an email for me", "sign my letter", "introduce me", "greet me"),
    "address": ("write an email for me", "sign my letter", "introduce me", "greet me",
                "write something about me"),
    "family": ("plan a birthday party", "plan a family outing", "gift ideas",
               "how big a home do we need", "a gift for my kids or my partner",
               "write a speech for a family event", "plan something with my family"),
    "pet": ("can I leave home for a week", "plan a trip", "is this plant safe at home",
            "plan my day", "buy something for my pet", "an accessory for my dog or cat",
            "write something about my pet", "pet care advice"),
    "home": ("what's the weather where I am", "which airport is nearest", "what time zone",
             "local events near me", "find a place near me", "things to do in my city"),
    "work": ("write my professional profile", "update my CV or LinkedIn", "career advice",
             "plan my week", "help me sleep better", "what to bring to work",
             "introduce myself professionally", "prepare for a meeting at work"),
    "schedule": ("when can we meet", "book an appointment", "which day is free",
                 "plan my week", "pick a time", "fit something into my week",
                 "plan my daily routine"),
    "budget": ("which one should I buy", "plan a trip", "choose a venue", "plan my meals",
               "find a place to rent", "how much should I spend", "is this affordable for me"),
}
ALL_CUES = tuple(dict.fromkeys(c for cues in CUES.values() for c in cues))
# (model name, cue) -> vector: the cues of every category on a few models
_CUE_VECTORS: LRU[tuple[str, str], list[float]] = LRU(1024)
_CUES_LOCK = threading.Lock()
_WARMING: set[str] = set()  # models whose cues a thread is embedding
_WORD = re.compile(r"[^\W\d_]{3,}|[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Ranked:
    """A fact with its rank score and the reason, as the report shows it."""

    fact: Fact
    score: float
    relevance: float


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.casefold()))


class QuestionVectors:
    """The new message's vectors in one build: each text embedded once, by ``embedder`` (a
    retrieval strategy's question embedder), however often it is asked — the fact ranking
    and the strategy ask for the same question, usually in the same words.

    Args:
        embedder: the question embedder.
    """

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._vectors: dict[str, list[float]] = {}

    def __call__(self, text: str) -> list[float]:
        """The vector of ``text``.

        Raises:
            RetrievalError: the embedder failed (nothing is remembered).
        """
        if text not in self._vectors:
            self._vectors[text] = self.embedder.embed([text])[0]
        return self._vectors[text]


def model_name(embedder: object) -> str | None:
    """The model an embedder names (its ``name``), or ``None`` when it names none: vectors of
    one named model compare, whichever embedder object made them."""
    name = getattr(embedder, "name", None)
    return name if isinstance(name, str) and name else None


def same_model(one: object, other: object) -> bool:
    """Whether two embedders name the same model (their vectors compare)."""
    name = model_name(one)
    return name is not None and name == model_name(other)


class FactPicker:
    """Ranks current facts for one new message (see the module docstring).

    Args:
        embedder: the sentence embedder, or ``None`` for word overlap.
        cache_size: fact and cue vectors kept.
    """

    def __init__(self, embedder: Embedder | None = None, *, cache_size: int = 2048) -> None:
        self.embedder = embedder
        self._cached = CachingEmbedder(embedder, cache_size) if embedder is not None else None

    def _vectors(self, texts: Sequence[str]) -> dict[str, list[float]]:
        assert self._cached is not None
        unique = list(dict.fromkeys(texts))
        return dict(zip(unique, self._cached.embed(unique), strict=True))

    def _relevance(self, facts: Sequence[Fact], query: str,
                   question: QuestionVectors | None) -> list[tuple[float, float]]:
        """Per fact: (to its own words, to its words or its category's cues)."""
        if not query.strip():
            return [(0.0, 0.0)] * len(facts)
        if self.embedder is not None:
            try:
                vector = question(query) if question is not None else self._vectors(
                    [query])[query]
                return self._cosines(facts, vector)
            except RetrievalError as exc:  # a build must not fail on a ranking: words then
                log.warning("convmem facts: ranking pinned facts by meaning failed (%s); by "
                            "shared words instead", exc)
        asked = _words(query)
        if not asked:
            return [(0.0, 0.0)] * len(facts)

        def share(text: str) -> float:
            return len(asked & _words(text)) / len(asked)

        owns = [share(f.text) for f in facts]
        return [(own, max([own, *(share(c) for c in CUES.get(f.category, ()))]))
                for f, own in zip(facts, owns, strict=True)]

    def warm(self) -> None:
        """Embed every category's cues on a background thread unless they are embedded (or
        being embedded) for this model in this process already; nothing without a named
        embedder. A ranking that comes first embeds what it needs itself (or waits for the
        model the thread holds); a failure is logged, and the first ranking embeds them."""
        name = model_name(self.embedder)
        if name is None:
            return
        with _CUES_LOCK:
            if name in _WARMING or all(_CUE_VECTORS.get((name, c)) is not None
                                       for c in ALL_CUES):
                return
            _WARMING.add(name)
        threading.Thread(target=self._warm, args=(name,), name="convmem-fact-cues",
                         daemon=True).start()

    def _warm(self, name: str) -> None:
        try:
            self._cue_vectors(ALL_CUES)
        except Exception as exc:
            log.warning("convmem facts: embedding the category cues failed (%s: %s); the "
                        "first ranking embeds them", type(exc).__name__, exc)
        finally:
            with _CUES_LOCK:
                _WARMING.discard(name)

    def _cue_vectors(self, cues: Sequence[str]) -> dict[str, list[float]]:
        """The cues' vectors, shared by the process's pickers on the same (named) model."""
        name = model_name(self.embedder)
        if name is None:
            return self._vectors(cues)
        with _CUES_LOCK:
            have = {c: v for c in cues if (v := _CUE_VECTORS.get((name, c))) is not None}
        missing = [c for c in dict.fromkeys(cues) if c not in have]
        if missing:
            fresh = self._vectors(missing)
            with _CUES_LOCK:
                for c, v in fresh.items():
                    _CUE_VECTORS.put((name, c), v)
            have.update(fresh)
        return have

    def _cosines(self, facts: Sequence[Fact],
                 vector: Sequence[float]) -> list[tuple[float, float]]:
        import numpy as np

        cues = {f.category: CUES.get(f.category, ()) for f in facts}
        vec = {**self._vectors([f.text for f in facts]),
               **self._cue_vectors([c for cs in cues.values() for c in cs])}
        q = np.asarray(vector, dtype=np.float64)

        def cos(t: str) -> float:
            return float(np.dot(q, vec[t]))

        cue_best = {cat: max((cos(c) for c in cs), default=0.0) for cat, cs in cues.items()}
        owns = [cos(f.text) for f in facts]
        return [(own, max(own, cue_best[f.category])) for f, own in zip(facts, owns, strict=True)]

    def similarity(self, facts: Sequence[Fact], vector: Sequence[float], *,
                   cues: bool = True) -> list[float]:
        """The relevance of each fact to a message whose (L2-normalized) embedding is
        ``vector``: the cosine to the fact's words or to its category's cues, whichever is
        higher (``cues=False``: to its words alone). Needs the embedder (and numpy, which
        comes with it)."""
        return [either if cues else own for own, either in self._cosines(facts, vector)]

    def held_guesses(self, facts: Sequence[Fact], query: str | None,
                     question: QuestionVectors | None = None) -> dict[str, str]:
        """The guesses among ``facts`` (``origin == "guess"``: the detector scored them under
        its threshold) to leave out of a request, key -> reason: those less relevant to the new
        message than :data:`GUESS_RELEVANCE` (its words or its category's cues, as
        :meth:`similarity`), or every one when ``query`` is ``None`` (the caller pins no guess
        in this request). Nothing is embedded when there is no guess; ``query`` is embedded by
        ``question`` when given (the build's), else by the picker's embedder."""
        guesses = [f for f in facts if f.origin == GUESSED and not f.pinned]
        if not guesses:
            return {}
        if query is None:
            return {f.key: "a guess (scored under the detector's threshold): pinned only by a "
                           "strategy without retrieval, in a request it is relevant to, with the "
                           "facts quoted in the new user message" for f in guesses}
        relevance = [either for _, either in self._relevance(guesses, query, question)]
        return {f.key: f"a guess: relevance {r:.2f} to the new message is below "
                       f"{GUESS_RELEVANCE}" for f, r in zip(guesses, relevance, strict=True)
                if r < GUESS_RELEVANCE}

    def rank(self, facts: Sequence[Fact], query: str,
             question: QuestionVectors | None = None) -> list[Ranked]:
        """The facts, most deserving of a pinned place first.

        Args:
            facts: current facts.
            query: the new message's text.
            question: the build's question vectors (else ``query`` is embedded by the
                picker's embedder).

        Returns:
            Every fact once: pinned ones first (newest first), then by criticality plus
            relevance, scaled by :func:`belief`, newer first among equals. If the embedder
            fails, relevance is by shared words (logged as a warning).
        """
        # Half the fact's own relevance, half the better of it and its category's cues: a cue
        # lifts every fact of a category alike (a recipe question, every diet), the fact's own
        # words tell them apart (a family's news from a platitude filed under family).
        relevance = [(own + either) / 2
                     for own, either in self._relevance(facts, query, question)]
        ranked = [Ranked(f, (100.0 if f.pinned else 0.0) + belief(f) * (
            CRITICALITY.get(f.category, 0.1) + _RELEVANCE * r), r)
                  for f, r in zip(facts, relevance, strict=True)]
        return sorted(ranked, key=lambda x: (-x.score, -(x.fact.id or 0)))


def belief(fact: Fact) -> float:
    """How sure the ledger is that ``fact`` is one: 1 for a fact the rules, a model or the user
    filed, for one the user pinned, and for the meaning detector's from :data:`BELIEF_FULL` up;
    under it, the detector's confidence as a share of it. A fact the detector filed without a
    confidence (before 2026-12-05, or a near miss filed as an update) counts as sure."""
    if fact.origin not in ("meaning", GUESSED) or fact.confidence is None or fact.pinned:
        return 1.0
    return max(0.0, min(1.0, fact.confidence / BELIEF_FULL))


def omissions(keys: Sequence[str], ranking: Sequence[Ranked], pinned: int,
              cap: int) -> dict[str, str]:
    """Why each fact was left out of the pinned block, as the report says it.

    Args:
        keys: the keys left out.
        ranking: the ranking the block was filled from (empty: the plain priority order).
        pinned: how many facts fit.
        cap: the block's token cap.

    Returns:
        key -> reason.
    """
    place = {r.fact.key: (i, r) for i, r in enumerate(ranking)}
    out: dict[str, str] = {}
    for key in keys:
        if key not in place:
            out[key] = f"the {cap}-token fact cap was full"
            continue
        i, r = place[key]
        doubt = (f", the detector's confidence {r.fact.confidence:.2f}"
                 if belief(r.fact) < 1 and r.fact.confidence is not None else "")
        out[key] = (f"ranked {i + 1} of {len(ranking)} ({r.fact.category}, relevance "
                    f"{r.relevance:.2f} to the new message{doubt}); not in what the facts ranked "
                    f"above it left of the {cap}-token cap ({pinned} pinned)")
    return out
