"""Reading a user message whole, besides its sentences (for
:class:`convmem.facts.meaning.MeaningExtractor`).

People spread a fact over sentences that each say too
little: "bought a farm, 40 acres … Two years in and no regrets." (0.38 and 0.40 as a home;
the message 0.72), a label in a question and its consequence after it ("需要提前跟医生说我
乳胶过敏吗？戴那种医用手套，碰一下手上就起一片红疹子" — the question is no candidate, the
rest 0.59, the message 0.88). When a message of two sentences or more has a candidate that
scored under its bar in a category (else every sentence of a category is filed, and so is
nothing more), the message is scored as well (in a call of its own: in one call the
sentences are padded to its length), and when it scores 0.1 over the bar in a category
none of its sentences was filed in, it is filed there, keyed by its sentence of that
category that scored best among those read (a message is read by its first 400 characters;
none: nothing filed), quoted whole up to 200 characters,
replacing that category's guesses from it. Never a name: on LoCoMo a
speaker's label ("John: Yeah Maria, it's awesome! …") read whole as one (0.96). The user's
one-value slot (home, address) only when the message names the user and no sentence of it
a relative ("My mum finally moved. A bungalow in Conwy." is not the user's move). On the 27
spent blind sets (seen: this was tried on their misses) it found 6,108 of their 6,805
facts instead of 6,052 (6,109 before names were left out) and flagged 214 of their
11,184 negatives instead of 210; with no margin, on the 24th to 27th sets, 901 of 1,051
instead of 879 (0.1: 895), 43 of 1,676 negatives instead of 38 (0.1: 40). The 28th set,
unseen, measured it once (see the README). Reading only the messages with a near miss (a
candidate from :data:`convmem.facts.meaning.NEAR_MISS` up) would embed 240 of LoCoMo dev's
731 user messages instead of 639, but on the 28th (seen by then) it found one fact less and
lost most of the gain on superseded facts (window + facts 0.920 / 0.920 / 0.939 at 512 /
1,024 / 2,048
against 0.928 / 0.928 / 0.947, 0.913 / 0.913 / 0.932 without reading whole; the new value
0.947 / 0.947 / 0.965, as without): not taken. Of LoCoMo dev's 731 user messages it files
32 instead of 31 (a "family" fact of 0.81, "With their trust, we can do anything!", which
cost the hybrid a question at 1,024 and one at 4,096 in conv-41).

Reading messages whole took the mean extraction time of the 28th set's messages from 9.2-9.5
to 11.9-12.3 ms (p99 39-43 to 67-72 ms) and of LoCoMo dev's user messages (long, most read
whole) from 64 to 85-98 ms, in interleaved runs on a slow evening of this 2-core machine.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from convmem.facts.guards import WORD, relative, sentences, within
from convmem.facts.ledger import GUESSED, FactStatement
from convmem.facts.rules import FIRST_PERSON
from convmem.facts.updating import slug

__all__ = ["MARGIN", "QUOTE", "promote", "text", "unsettled"]

MARGIN = 0.1  # over the bar the message would need as a sentence
QUOTE = 200  # characters: a longer message is quoted by its best sentence


def text(message: str, pending: Sequence[str], limit: int) -> str | None:
    """The message (its first ``limit`` characters) as one more text for the detector, when
    it has several sentences and one of them is a candidate (``pending``: :func:`promote`
    files nothing without one)."""
    if not pending:
        return None
    if sum(1 for s in sentences(message) if WORD.search(s)) < 2:
        return None
    return message.strip()[:limit]


def unsettled(pending: Sequence[str], scored: Sequence[tuple[str, float]],
              bar: Callable[[str], float], skip: Collection[str]) -> bool:
    """Whether :func:`promote` may file anything: a sentence scored in a category (not in
    ``skip``) under its ``bar`` is needed for it, since a sentence over the bar is filed
    itself (so the message is embedded only then)."""
    return any(c not in skip and p < bar(body)
               for body, (c, p) in zip(pending, scored, strict=True))


def promote(found: list[FactStatement], whole: str, whole_scored: tuple[str, float],
            pending: Sequence[str], scored: Sequence[tuple[str, float]],
            said: Mapping[str, str], *, bar: float, skip: Collection[str],
            key: Callable[[str, str], str]) -> list[FactStatement]:
    """``found`` with the fact the whole message states (``whole_scored``, over ``bar``, in
    a category not in ``skip``) when none of its sentences was filed as one of that category:
    keyed (``key(category, sentence)``) by its sentence of the category that scored best
    among those ``whole`` holds (none: nothing filed), quoted whole when short
    (:data:`QUOTE`; else as ``said`` quotes that sentence), and replacing the guesses of that
    category the sentences left."""
    category, p = whole_scored
    if category in skip or p < bar:
        return found
    if any(st.category == category and st.origin != GUESSED for st in found):
        return found
    # only a sentence the whole reading read (a message is scored by its first characters)
    same = [(q, body) for body, (c, q) in zip(pending, scored, strict=True)
            if c == category and _read(whole, said.get(body, body))]
    if not same:
        return found
    _, best = max(same)
    quote = whole if len(whole) <= QUOTE else said.get(best, best)
    kept = [st for st in found if not (st.category == category and st.origin == GUESSED)]
    slot = key(category, best)
    if slot == category and (not FIRST_PERSON.search(whole)
                             or any(relative(body) for body in pending)):
        # the user's one-value slot only for the user's own: "My mum finally moved. A
        # bungalow in Conwy." is not the user's move
        slot = f"{category}:~{slug(best)}"
    kept.append(FactStatement(category=category, key=slot, value=best[:80].strip(),
                              text=quote, origin="meaning", confidence=round(float(p), 3)))
    return kept


def _read(whole: str, quote: str) -> bool:
    """Whether the first sentence of ``quote`` (a candidate's sentence, or sentences when a
    fragment was joined to it) lies in ``whole``, the part of the message that was read."""
    return within(next(iter(sentences(quote)), quote), whole)
