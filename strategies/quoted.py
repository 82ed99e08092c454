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
    stated its earlier values: back along the facts each superseded, and the ended facts of
    its key with another value (a value retracted, or ended by a negation, leaves no link to
    what came next). An edit that kept the value (such as unpinning) is not a change."""
    ledger = request.history.store.facts(request.conversation_id, current_only=False)
    earlier: dict[int | None, Fact] = {f.superseded_by: f for f in ledger
                                       if f.superseded_by is not None}
    ended: dict[str, list[Fact]] = {}
    for f in ledger:
        if f.valid_to is not None:
            ended.setdefault(f.key, []).append(f)
    out: dict[int | None, set[int]] = {}
    for fact in request.facts:
        seqs: set[int] = set()
        prev = earlier.get(fact.id)
        if prev is not None and (prev.value, prev.negated) == (fact.value, fact.negated):
            prev = None
        seen: set[int | None] = set()
        while prev is not None and prev.id not in seen:  # back along the chain
            seen.add(prev.id)
            if prev.source_seq is not None:
                seqs.add(prev.source_seq)
            prev = earlier.get(prev.id)
        seqs.update(f.source_seq for f in ended.get(fact.key, ()) if f.source_seq is not None
                    and (f.value.casefold(), f.negated) != (fact.value.casefold(), fact.negated))
        if seqs:
            out[fact.id] = seqs
    return out


def quoted_facts(request: SelectionRequest, shown: Sequence[Message],
                 held: Mapping[str, str], changed: Changed) -> dict[str, str]:
    """The facts of ``request`` not already ``held`` back (key -> reason) whose own words
    ``shown`` (turns of this conversation the request sends) quotes: their statement is there
    with the words in it — but for one that replaced an earlier value the request quotes too,
    in ``shown`` or in the words of a fact still pinned. ``changed`` (:func:`changed_facts`,
    cached by the caller) is read only when some fact is quoted."""
    texts = {m.seq: m.text for m in shown if m.seq is not None}
    found = [f for f in request.facts
             if f.key not in held and not f.pinned and f.source_seq in texts
             and f.text and f.text in texts[f.source_seq]]
    earlier = changed() if found else {}
    # The messages the request quotes: the turns it sends, and those whose words the facts
    # still pinned quote ("I'm allergic to peanuts and I live in Lyon" quotes a home since
    # replaced: the new one stays pinned, to say which is current).
    quoting = texts.keys() | {f.source_seq for f in request.facts
                              if f.key not in held and not any(f is q for q in found)}
    return {f.key: f"{f.category}: its statement (turn {f.source_seq}) is in this request"
            for f in found if not earlier.get(f.id, set()) & quoting}
