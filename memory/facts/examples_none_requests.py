"""Requests, questions and asides that name the user but state no durable fact about them, for
training the meaning detector (:mod:`convmem.facts.meaning`) to leave them alone.

:mod:`convmem.facts.examples_requests` carries facts inside requests, questions and asides;
these are the same shapes with nothing durable in them. They mention the foods, illnesses,
drugs, cities, jobs, pets, money and names the facts do, without stating a standing fact of the
user:

- requests about the moment ("can you find a quiet café near the station for the next hour");
- first-person questions that are not facts ("should I try going vegetarian for a month?");
- hypotheticals inside requests ("if I moved to Zurich, what would a one-bed cost");
- tasks whose first-person text is quoted or for someone else ("translate 'I am vegetarian'",
  "draft a text telling the group I'll be late");
- one-off states ("I'm stuck at Schiphol for six hours, what can I do");
- opinions and feelings inside requests ("I adore rainy Sundays, recommend a cosy film");
- other people's facts inside requests: friends, coworkers, neighbours, celebrities and
  characters (the user's own family members' facts *are* facts, so none appear here);
- introductions of other people ("this is Priya's laptop, she's letting me borrow it");
- short chit-chat fragments ("haha fair", "what a week").

About 30% are natural simplified Chinese. Written for training only, without sight of the
evaluation sets; nothing is copied from them or from the other example modules. The sentences
live in :mod:`convmem.facts.examples_none_requests_a` and
:mod:`convmem.facts.examples_none_requests_b`, merged here.
"""

from __future__ import annotations

from convmem.facts.examples_none_requests_a import NONE_REQUESTS_A
from convmem.facts.examples_none_requests_b import NONE_REQUESTS_B

__all__ = ["NONE_REQUESTS"]

NONE_REQUESTS: tuple[str, ...] = NONE_REQUESTS_A + NONE_REQUESTS_B
