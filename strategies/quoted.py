"""Pinned facts a request quotes anyway: their statement is among the turns it sends.

Pinning such a fact shows the user's words twice. A strategy whose facts block may change from
request to request (``SelectionRequest.price_facts`` is set: the block is quoted in the new user
message) leaves it out (``Selection.facts_held``) and gives its tokens to turns. Never a fact the
user pinned, nor one that replaced an earlier value whose statement the request quotes too: then
only the facts block says which value is current. The hybrid does this with the recent and the
retrieved turns (:mod:`convmem.strategies.hybrid`), the plain sliding window with its turns
(:mod:`convmem.strategies.window`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from convmem.messages import Message
from convmem.records import Fact
from convmem.strategies.base import SelectionRequest

__all__ = ["Changed", "changed_facts", "quoted_facts"]

Changed = Callable[[], dict[int | None, set[int]]]


def changed_facts(request: SelectionRequest) -> dict[int | None, set[int]]:
    """The current facts (by id) that replaced an earlier value, each with the turns that
    stated its earlier values. An edit that kept the value (such as unpinning) is not a
    change."""
    earlier: dict[int | None, Fact] = {f.superseded_by: f for f in request.history.store.facts(
        request.conversation_id, current_only=False) if f.superseded_by is not None}
    out: dict[int | None, set[int]] = {}
    for fact in request.facts:
        prev = earlier.get(fact.id)
        if prev is None or (prev.value, prev.negated) == (fact.value, fact.negated):
            continue
        seqs = out[fact.id] = set()
        seen: set[int | None] = set()
        while prev is not None and prev.id not in seen:  # back along the chain
            seen.add(prev.id)
            if prev.source_seq is not None:
                seqs.add(prev.source_seq)
            prev = earlier.get(prev.id)
    return out


def quoted_facts(request: SelectionRequest, shown: Sequence[Message],
                 held: Mapping[str, str], changed: Changed) -> dict[str, str]:
    """The facts of ``request`` not already ``held`` back (key -> reason) whose own words
    ``shown`` (turns of this conversation the request sends) quotes: their statement is there
    with the words in it. ``changed`` (:func:`changed_facts`, cached by the caller) is read
    only when some fact is quoted."""
    texts = {m.seq: m.text for m in shown if m.seq is not None}
    found = [f for f in request.facts
             if f.key not in held and not f.pinned and f.source_seq in texts
             and f.text and f.text in texts[f.source_seq]]
    earlier = changed() if found else {}
    return {f.key: f"{f.category}: its statement (turn {f.source_seq}) is in this request"
            for f in found if not earlier.get(f.id, set()) & texts.keys()}
