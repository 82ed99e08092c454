"""Sentences the meaning detector (:mod:`convmem.facts.meaning`) must not file, for training.

:mod:`convmem.facts.examples_none` holds the plain non-facts; these are written to teach the
detector what durable-looking but non-durable sentences look like. They mention the same
foods, illnesses, drugs, cities, jobs, pets, money and names the facts do
(:mod:`convmem.facts.examples_phrasing`), without stating a standing fact about the user:

- the moment: today's mood, tiredness, a meal, a headache this afternoon, a traffic jam;
- feelings, values and platitudes ("Family is the most important thing for me", "Music is my
  escape"), which sound personal but give nothing to remember;
- one-off plans and stories ("I'm visiting Rome next week", "we went to the beach");
- opinions about things, hypotheticals and wishes ("if I were vegan I'd miss cheese");
- questions ("is sesame a common allergen?");
- other people's facts: friends, coworkers, neighbours, celebrities, characters (the user's
  own family members' facts *are* facts, so none appear here);
- quoted text and tasks ("translate 'I am allergic to nuts' into Spanish");
- generic statements about the world ("peanut allergies are on the rise");
- chatter aimed at the assistant ("thanks that's perfect", "can you make it shorter");
- passing states that look like standing ones ("I'm not drinking this weekend").

About 30% are natural simplified Chinese. Written for training only, without sight of the
evaluation sets; nothing is copied from them or from the other example modules. The sentences
live in :mod:`convmem.facts.examples_none_phrasing_a` and
:mod:`convmem.facts.examples_none_phrasing_b`, merged here.
"""

from __future__ import annotations

from convmem.facts.examples_none_phrasing_a import NONE_A
from convmem.facts.examples_none_phrasing_b import NONE_B

__all__ = ["NONE_PHRASING"]

NONE_PHRASING: tuple[str, ...] = NONE_A + NONE_B
