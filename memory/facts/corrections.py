"""What users do to the fact ledger by hand, and what an edited conversation does to it: pin a
fact they assert, correct one, retract one, and end the facts of messages an edit replaced.
:class:`~convmem.facts.ledger.FactLedger` has these; kept apart from the filing of extracted
statements (:mod:`convmem.facts.ledger`)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Collection, Sequence
from dataclasses import replace

from convmem.errors import ConfigError
from convmem.facts.stated import given, owner, rules_slot, slot_of
from convmem.records import CATEGORY_PRIORITY, Fact, utcnow
from convmem.stores.base import Store

__all__ = ["Corrections"]

log = logging.getLogger("convmem")


class Corrections:
    """The ledger's corrections by hand (a mixin of
    :class:`~convmem.facts.ledger.FactLedger`, which holds the store and the lock)."""

    store: Store
    _lock: threading.Lock

    def assert_fact(self, conversation_id: str, text: str, *, category: str = "note",
                    key: str | None = None, by: str = "user") -> Fact:
        """File a fact the user asserts (not extracted): pinned in every context first, and
        replacing the current fact of the same key.

        Args:
            conversation_id: the conversation.
            text: the fact in the user's words (quoted when pinned).
            category: one of :data:`~convmem.records.CATEGORY_PRIORITY`.
            key: its slot; default the one the rules would file the text under when they
                find a fact of this category in it ("allergic to kiwi" -> ``allergy:kiwi``, so
                a later "I'm no longer allergic to kiwi" ends it), else ``"<category>:<text>"``.
            by: who asserted it (kept as ``author``).

        Returns:
            The new fact.

        Raises:
            ConfigError: empty text or an unknown category.
        """
        text = given(text)
        if category not in CATEGORY_PRIORITY:
            raise ConfigError(f"category={category!r}: use one of {', '.join(CATEGORY_PRIORITY)}.")
        key, value = slot_of(text, category) if key is None else (key, text[:80])
        slot = " ".join(key.casefold().split())
        with self._lock:
            current = {f.key: f for f in self.store.facts(conversation_id)}
            now = utcnow()
            fact = self.store.add_fact(Fact(
                conversation_id=conversation_id, key=slot, category=category, value=value,
                text=text, valid_from=now, origin="user", author=by, pinned=True))
            old = current.get(slot)
            if old is not None and old.id is not None:
                self.store.close_fact(old.id, now, superseded_by=fact.id)
        return fact

    def edit(self, conversation_id: str, fact_id: int, *, text: str | None = None,
             value: str | None = None, pinned: bool | None = None, by: str = "user") -> Fact:
        """Correct a current fact: a new entry with the changes replaces it (the old one stays
        in the ledger, closed, ``superseded_by`` the correction). A new ``text`` in which the
        rules find a slot of the same person (:func:`~convmem.facts.stated.rules_slot`) is
        filed under it: "allergic to tree nuts" in place of "I'm allergic to peanuts" is
        ``allergy:tree nut``, so a later "I'm no longer allergic to peanuts" does not end the
        correction, and a current fact of that slot is replaced too; other text keeps the old
        key (a relative's fact stays theirs). Without a ``value``, the slot's value (else the
        text) is the value.

        Raises:
            ConfigError: no current fact of the conversation has this id, nothing changes, or
                an empty text or value.
        """
        if text is None and value is None and pinned is None:
            raise ConfigError("edit: give text=, value= or pinned= to change.")
        text = None if text is None else given(text)
        value = None if value is None else given(value, "value")
        with self._lock:
            current = self.store.facts(conversation_id)
            old = self._current(conversation_id, fact_id, current)
            found = None if text is None else rules_slot(text, old.category)
            if found is not None and owner(found[0]) != owner(old.key):
                found = None  # "allergic to tree nuts" for the son's fact is still the son's
            key, slot_value = found or (old.key, old.value if text is None else text)
            now = utcnow()
            fact = self.store.add_fact(replace(
                old, id=None, key=key, valid_from=now, origin="user", author=by,
                confidence=None, text=old.text if text is None else text,
                value=slot_value if value is None else value,
                pinned=old.pinned if pinned is None else pinned))
            for gone in [f for f in current if f.id == old.id or f.key == key]:
                assert gone.id is not None
                self.store.close_fact(gone.id, now, superseded_by=fact.id)
        return fact

    def _unfiling(self, conversation_id: str, seqs: Collection[int]
                  ) -> tuple[list[Fact], list[Fact], list[Fact]]:
        """What replacing the messages at ``seqs`` (an edit) does to the ledger: ``(current
        facts, those that end, those that hold again)``. The facts filed from those messages end,
        but for what the user corrected or pinned by hand; of each slot they had superseded, the
        newest fact holds again."""
        every = self.store.facts(conversation_id, current_only=False)
        theirs = {f.id for f in every if f.source_seq in seqs and f.origin != "user"}
        current = [f for f in every if f.current]
        held = {f.key for f in current if f.id not in theirs}
        again = []
        for fact in sorted(every, key=lambda f: f.id or 0, reverse=True):
            if fact.superseded_by in theirs and fact.id not in theirs and fact.key not in held:
                held.add(fact.key)
                again.append(fact)
        return current, [f for f in current if f.id in theirs], again

    def replacing(self, conversation_id: str, seqs: Collection[int]) -> list[Fact]:
        """The current facts as they will be once the messages at ``seqs`` are replaced (what
        the edit's own turn is built with)."""
        current, ended, again = self._unfiling(conversation_id, seqs)
        gone = {f.id for f in ended}
        return [*(f for f in current if f.id not in gone), *again]

    def unfile(self, conversation_id: str, seqs: Collection[int], *, by: str = "edit") -> None:
        """The messages at ``seqs`` were replaced (an edit; see :meth:`_unfiling`): end the facts
        filed from them (``retracted_by``), and file anew those that hold again (the ledger keeps
        every entry). The edit is stored already: a failure is logged, not raised, so what
        follows the append (the new messages' facts, indexing) still runs."""
        try:
            with self._lock:
                _, ended, again = self._unfiling(conversation_id, seqs)
                now = utcnow()
                for fact in ended:
                    assert fact.id is not None  # stored facts have ids
                    self.store.close_fact(fact.id, now, retracted_by=by)
                for fact in again:
                    self.store.add_fact(replace(fact, id=None, valid_from=now, valid_to=None,
                                                superseded_by=None))
        except Exception as exc:
            log.warning("convmem facts: conversation %r: an edit replaced messages %s, but the "
                        "facts they stated were not ended (%s: %s)", conversation_id,
                        sorted(seqs), type(exc).__name__, exc)

    def retract(self, conversation_id: str, fact_id: int, *, by: str = "user") -> Fact:
        """End a current fact that was wrong: it stops being pinned; the ledger keeps it with
        ``retracted_by``.

        Raises:
            ConfigError: no current fact of the conversation has this id.
        """
        with self._lock:
            old = self._current(conversation_id, fact_id)
            now = utcnow()
            assert old.id is not None
            self.store.close_fact(old.id, now, retracted_by=by)
        return replace(old, valid_to=now, retracted_by=by)

    def _current(self, conversation_id: str, fact_id: int,
                 current: Sequence[Fact] | None = None) -> Fact:
        """The current fact ``fact_id`` (among ``current``, else read)."""
        for fact in self.store.facts(conversation_id) if current is None else current:
            if fact.id == fact_id:
                return fact
        raise ConfigError(f"fact_id={fact_id!r}: no current fact of conversation "
                          f"{conversation_id!r} has this id; list them with mem.facts("
                          f"{conversation_id!r}) or `convmem facts list {conversation_id} "
                          "--store URL`.")
