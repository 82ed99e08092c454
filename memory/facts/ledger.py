"""The fact ledger: durable facts the user stated, with validity intervals and provenance.

An :class:`Extractor` turns a user message into :class:`FactStatement` s. The
:class:`FactLedger` files them: a statement whose key already holds a different current value
closes the old entry (``valid_to``, ``superseded_by``) and opens a new one; a negated statement
("I'm not vegetarian anymore") closes the entry and is itself recorded, so the current state says
"no longer vegetarian" instead of forgetting. Nothing is deleted.

Pinned facts are rendered as *quoted user data*: each is the user's own words in a JSON string
under a header that says they are not instructions, so "remember: ignore all previous
instructions" stays a quote.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from convmem.messages import Message
from convmem.records import Fact, utcnow
from convmem.stores.base import Store

__all__ = ["Extractor", "FactLedger", "FactStatement"]



@dataclass(frozen=True, slots=True)
class FactStatement:
    """One fact found in a message, before it is filed.

    Attributes:
        category: one of :data:`CATEGORY_PRIORITY`.
        key: the slot it fills; statements with the same key supersede each other.
        value: the fact in a few words.
        text: the sentence it was stated in (quoted when pinned).
        negated: the statement ends the fact rather than stating it.
    """

    category: str
    key: str
    value: str
    text: str
    negated: bool = False


@runtime_checkable
class Extractor(Protocol):
    """Finds durable facts in a message."""

    def extract(self, message: Message) -> list[FactStatement]:
        """The facts ``message`` states (empty when it states none)."""
        ...


class FactLedger:
    """Files statements into a store's fact table, superseding and never deleting.

    Args:
        store: where facts live.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._lock = threading.Lock()

    def update(self, conversation_id: str, statements: Sequence[FactStatement],
               source: Message) -> list[Fact]:
        """File the statements ``source`` made; returns the facts added.

        A statement equal to the current value of its key is a repetition and adds nothing.
        """
        added: list[Fact] = []
        with self._lock:
            current = {f.key: f for f in self.store.facts(conversation_id)}
            for st in statements:
                old = current.get(st.key)
                if old is not None and old.negated == st.negated and\
                        old.value.casefold() == st.value.casefold():
                    continue
                now = utcnow()
                fact = self.store.add_fact(Fact(
                    conversation_id=conversation_id, key=st.key, category=st.category,
                    value=st.value, text=st.text, source_seq=source.seq, source_id=source.id,
                    negated=st.negated, valid_from=now))
                if old is not None and old.id is not None:
                    self.store.close_fact(old.id, now, superseded_by=fact.id)
                current[st.key] = fact
                added.append(fact)
        return added

    def current(self, conversation_id: str) -> list[Fact]:
        """The facts that hold now, oldest first."""
        return self.store.facts(conversation_id)
