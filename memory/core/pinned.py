"""The pinned-facts block of one build: which current facts, under which cap, at what price.

``Memory.build`` prices the block before it asks the strategy (the strategy's budget is what
the block leaves), hands the guard a renderer for it, and — when the strategy held some facts
back for this request (``Selection.facts_held``, e.g. hybrid leaving an irrelevant work fact to
retrieval) — a block of the others. Rendering ranks by criticality and relevance only when the
facts do not all fit the cap (:mod:`convmem.facts.pinning`); a render is cached per cap, since
the guard may try several.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Sequence

from convmem.core.placement import fold_cost
from convmem.facts.pinning import FactPicker, QuestionVectors, Ranked, same_model
from convmem.messages import Message
from convmem.records import Fact
from convmem.render import render_facts
from convmem.tokens import TokenCounter

__all__ = ["FactBlock", "Pinned", "default_fact_cap", "facts_in_play", "guesses_in_play"]

Pinned = tuple[Message | None, list[str], list[str]]  # a facts block, the pinned, the omitted


def default_fact_cap(limit: int) -> int:
    """The pinned facts' default cap: a quarter of the limit, but at least 384 tokens (about
    twelve facts) or half the limit, whichever is less, and never more than 1024. Small windows
    are where the facts matter most: the turns that stated them are long gone."""
    return min(1024, max(limit // 4, min(384, limit // 2)))


class FactBlock:
    """The facts pinned in one build.

    Args:
        facts: the current facts in play.
        query: the new message's text (relevance, when they do not all fit).
        counter: the exact token counter.
        picker: ranks facts that do not all fit.
        cap: the block's token cap.
        folded: the block is quoted inside a message (placement ``"user"`` or ``"system"``),
            under lines it shares with the other blocks: their tokens count as its price too.
        question: the build's question vectors (relevance is to ``query``'s).

    Attributes:
        ranking: the ranking the block was filled from (empty until the facts did not fit).
    """

    def __init__(self, facts: Sequence[Fact], query: str, counter: TokenCounter,
                 picker: FactPicker, cap: int, *, folded: bool,
                 question: QuestionVectors | None = None) -> None:
        self.facts = list(facts)
        self.query, self.counter, self.picker = query, counter, picker
        self.question = question
        self.cap, self.folded = cap, folded
        self.ranking: list[Ranked] = []
        self.render = functools.lru_cache(maxsize=4)(self._render)

    def _render(self, cap: int) -> Pinned:
        """The block within ``cap`` tokens (the guard's renderer)."""
        return render_facts(self.facts, self.counter, cap, ranked=self._ranked)

    def _ranked(self) -> list[Fact]:
        """The facts by criticality and relevance to the new message (when they do not all
        fit), ranked once per block."""
        if not self.ranking:
            self.ranking.extend(self.picker.rank(self.facts, self.query, self.question))
        return [r.fact for r in self.ranking]

    def _tokens(self, block: Message | None, *, lines: bool) -> int:
        """A rendered block's tokens, with the lines it is quoted under when ``lines``."""
        return (self.counter.count_message(block) if block is not None else 0) + (
            fold_cost(self.counter) if lines and self.folded else 0)

    @property
    def cost(self) -> int:
        """Tokens the block takes from the strategy's budget at the cap (0: nothing fits)."""
        block = self.render(self.cap)[0]
        return self._tokens(block, lines=block is not None)

    def without(self, keys: Collection[str]) -> FactBlock:
        """The same block without the facts of ``keys``."""
        return FactBlock([f for f in self.facts if f.key not in keys], self.query, self.counter,
                         self.picker, self.cap, folded=self.folded, question=self.question)

    def price(self, facts: Sequence[Fact]) -> int:
        """The cost of a block of only ``facts`` (for ``SelectionRequest.price_facts``). The
        lines the blocks are quoted under count even when no fact is left: the other blocks
        still need them, so what holding facts back frees is a difference of two prices."""
        same = list(facts) == self.facts  # hybrid prices all of them first: this block's render
        block = (self if same else FactBlock(facts, self.query, self.counter, self.picker,
                                             self.cap, folded=self.folded,
                                             question=self.question)).render(self.cap)[0]
        return self._tokens(block, lines=True)


def guesses_in_play(facts: Sequence[Fact], new: Message, picker: FactPicker, *, placement: str,
                    strategy: object, pinned: bool,
                    question: QuestionVectors | None = None) -> tuple[list[Fact], dict[str, str]]:
    """``facts`` without the guesses held back from the request ``new`` starts, and those
    (key -> reason; :meth:`FactPicker.held_guesses`), when the facts are ``pinned`` at all. A
    guess is pinned only in a request it is relevant to, so only where the block may change
    from request to request (quoted in a new user message), and never by a strategy that
    retrieves (``retrieves = True``): its turn is retrieved if it ranks, and on LoCoMo's chat
    pinned guesses cost the hybrid more than they brought (its fact recall on the eighth blind
    set's conversations fell 1.2–1.3 points at 512 and 1,024 tokens)."""
    if not pinned:  # no facts block: nothing to hold back, nothing to embed
        return list(facts), {}
    changes = placement == "user" and new.role == "user" and \
        not getattr(strategy, "retrieves", False)
    held = picker.held_guesses(facts, new.text if changes else None, question)
    return [f for f in facts if f.key not in held], held


def facts_in_play(current: Callable[[str], Sequence[Fact]], cid: str, upto: int | None,
                  new: Message, picker: FactPicker, strategy: object, *, pinned: bool,
                  placement: str, cap: int, counter: TokenCounter
                  ) -> tuple[list[Fact], dict[str, str], FactBlock, QuestionVectors | None]:
    """One build's facts: those (as of ``upto``) in play for ``new`` — none read from the
    ledger (``current``) for a strategy that neither pins nor reads them — the guesses held
    back, their block under ``cap``, and the build's question vectors: a retrieval strategy
    embeds the new message once for itself and for the fact ranking, when that ranks by the
    same model (else the picker embeds it, with its own cache)."""
    wanted = pinned or getattr(strategy, "reads_facts", True)
    facts = [f for f in (current(cid) if wanted else [])
             if upto is None or f.source_seq is None or f.source_seq < upto]
    asked = getattr(strategy, "query_embedder", None)
    question = QuestionVectors(asked) if asked is not None else None
    ranking = question if question is not None and same_model(asked, picker.embedder) else None
    facts, held = guesses_in_play(facts, new, picker, placement=placement, strategy=strategy,
                                  pinned=pinned, question=ranking)
    return facts, held, FactBlock(facts, new.text, counter, picker, cap,
                                  folded=placement != "separate", question=ranking), question
