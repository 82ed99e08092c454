"""``InMemoryStore``: the zero-set-up default, a process-local store for tests and experiments."""

from __future__ import annotations

import threading
import time
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import datetime

from convmem.errors import ConflictError, DuplicateError, OwnerError, StoreError
from convmem.messages import Message, own, with_own
from convmem.records import Fact, Summary, Usage

__all__ = ["InMemoryStore"]


class InMemoryStore:
    """A :class:`~convmem.stores.Store` in process memory. Nothing survives the process."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._messages: dict[str, list[Message]] = defaultdict(list)
        self._instructions: dict[str, list[int]] = defaultdict(list)
        self._by_id: dict[tuple[str, str], int] = {}
        self._by_key: dict[tuple[str, str], int] = {}  # Idempotency-Key -> newest seq
        self._users: dict[str, str | None] = {}
        self._facts: dict[int, Fact] = {}
        self._ids = {"fact": 0, "summary": 0}  # the last ids handed out (never reused)
        self._summaries: dict[str, list[Summary]] = defaultdict(list)
        self._usage: dict[str, list[Usage]] = defaultdict(list)
        self._leases: dict[str, tuple[str, float]] = {}
        self._tokens: dict[str, int] = defaultdict(int)

    def append(
        self, conversation_id: str, messages: Sequence[Message], *, user_id: str | None = None,
        supersede: Sequence[int] = (), usage: Sequence[Usage] = (), release: str | None = None,
        expect: int | None = None,
    ) -> list[Message]:
        with self._lock:
            known = self._users.get(conversation_id)
            if known is not None and user_id is not None and known != user_id:
                raise OwnerError(conversation_id, known, user_id)
            log = self._messages[conversation_id]
            if expect is not None and len(log) != expect:
                raise ConflictError(f"conversation {conversation_id!r} holds {len(log)} "
                                    f"messages, not the {expect} this append expected.")
            stored = [replace(m, seq=len(log) + i) for i, m in enumerate(messages)]
            ids = [m.id for m in stored if m.id is not None]
            clash = [i for i in ids if (conversation_id, i) in self._by_id]
            if clash or len(set(ids)) != len(ids):
                dup = (clash or [i for i in ids if ids.count(i) > 1])[0]
                raise DuplicateError(f"message id {dup!r} already exists in conversation "
                                     f"{conversation_id!r}; ids are unique per conversation.",
                                     message_id=dup, conversation_id=conversation_id)
            if supersede and stored:
                for seq in supersede:
                    if 0 <= seq < len(log):
                        log[seq] = with_own(log[seq], superseded_by=stored[0].seq)
            if conversation_id not in self._users or user_id is not None:
                self._users[conversation_id] = user_id if user_id is not None else known
            for m in stored:
                assert m.seq is not None
                log.append(m)
                if m.id is not None:
                    self._by_id[(conversation_id, m.id)] = m.seq
                key = own(m).get("idempotency_key")
                if key is not None:
                    self._by_key[(conversation_id, key)] = m.seq
                if m.role in ("system", "developer"):
                    self._instructions[conversation_id].append(m.seq)
            self._tokens[conversation_id] += sum(m.tokens or 0 for m in stored)
            last = stored[-1].seq if stored else None
            for u in usage:
                self._usage[u.conversation_id].append(u if u.seq is not None else replace(
                    u, seq=last))
            if release is not None:
                self.release_turn(conversation_id, release)
            return stored

    def token_count(self, conversation_id: str) -> int:
        return self._tokens.get(conversation_id, 0)

    def count(self, conversation_id: str) -> int:
        return len(self._messages.get(conversation_id, ()))

    def tail(self, conversation_id: str, limit: int, before: int | None = None) -> list[Message]:
        log = self._messages.get(conversation_id, [])
        stop = len(log) if before is None else max(0, min(before, len(log)))
        return list(log[max(0, stop - limit):stop])

    def range(self, conversation_id: str, start: int, stop: int) -> list[Message]:
        log = self._messages.get(conversation_id, [])
        return list(log[max(0, start):max(0, stop)])

    def get(self, conversation_id: str, seqs: Iterable[int]) -> list[Message]:
        log = self._messages.get(conversation_id, [])
        return [log[s] for s in sorted(set(seqs)) if 0 <= s < len(log)]

    def find(self, conversation_id: str, message_id: str) -> Message | None:
        with self._lock:  # a deletion between the two lookups would leave the seq dangling
            seq = self._by_id.get((conversation_id, message_id))
            return None if seq is None else self._messages[conversation_id][seq]

    def keyed(self, conversation_id: str, key: str) -> Message | None:
        with self._lock:
            seq = self._by_key.get((conversation_id, key))
            return None if seq is None else self._messages[conversation_id][seq]

    def instructions(self, conversation_id: str, *, before: int | None = None,
                     limit: int | None = None) -> list[Message]:
        seqs = [s for s in self._instructions.get(conversation_id, ())
                if before is None or s < before]
        if limit is not None:
            seqs = seqs[max(0, len(seqs) - limit):]
        return self.get(conversation_id, seqs)

    def conversations(self, user_id: str | None = None) -> list[str]:
        with self._lock:
            return sorted(c for c, u in self._users.items() if user_id is None or u == user_id)

    def user_of(self, conversation_id: str) -> str | None:
        return self._users.get(conversation_id)

    def add_fact(self, fact: Fact) -> Fact:
        with self._lock:
            self._ids["fact"] += 1
            stored = replace(fact, id=self._ids["fact"])
            self._facts[self._ids["fact"]] = stored
            return stored

    def close_fact(
        self, fact_id: int, valid_to: datetime, superseded_by: int | None = None, *,
        retracted_by: str | None = None,
    ) -> None:
        with self._lock:
            old = self._facts.get(fact_id)
            if old is None:
                raise StoreError(f"no fact with id {fact_id}")
            self._facts[fact_id] = replace(old, valid_to=valid_to, superseded_by=superseded_by,
                                           retracted_by=retracted_by)

    def facts(self, conversation_id: str, *, current_only: bool = True) -> list[Fact]:
        with self._lock:
            return [f for f in self._facts.values() if f.conversation_id == conversation_id
                    and (f.current or not current_only)]

    def delete_conversation(self, conversation_id: str) -> bool:
        with self._lock:
            known = (conversation_id in self._users or conversation_id in self._messages
                     or bool(self._summaries.get(conversation_id))
                     or bool(self._usage.get(conversation_id))
                     or any(f.conversation_id == conversation_id for f in self._facts.values()))
            self._messages.pop(conversation_id, None)
            self._instructions.pop(conversation_id, None)
            self._users.pop(conversation_id, None)
            self._summaries.pop(conversation_id, None)
            self._usage.pop(conversation_id, None)
            for index in (self._by_id, self._by_key):
                for key in [k for k in index if k[0] == conversation_id]:
                    del index[key]
            for fid in [i for i, f in self._facts.items() if f.conversation_id == conversation_id]:
                del self._facts[fid]
            return known

    def save_summary(self, summary: Summary) -> Summary:
        with self._lock:
            items = self._summaries[summary.conversation_id]
            self._ids["summary"] += 1
            stored = replace(summary, id=self._ids["summary"])
            items.insert(bisect_right([s.end_seq for s in items], stored.end_seq), stored)
            return stored

    def latest_summary(self, conversation_id: str, upto: int | None = None) -> Summary | None:
        items = self._summaries.get(conversation_id, [])
        if upto is not None:
            items = items[:bisect_right([s.end_seq for s in items], upto)]
        return items[-1] if items else None

    def drop_summaries(self, conversation_id: str, after: int) -> int:
        with self._lock:
            items = self._summaries.get(conversation_id, [])
            kept = [s for s in items if s.end_seq <= after]
            if items:
                self._summaries[conversation_id] = kept
            return len(items) - len(kept)

    def record_usage(self, usage: Usage) -> None:
        with self._lock:
            self._usage[usage.conversation_id].append(usage)

    def usage(self, conversation_id: str) -> list[Usage]:
        return list(self._usage.get(conversation_id, ()))

    def claim_turn(self, conversation_id: str, owner: str, ttl: float, *,
                   renew: bool = False) -> bool:
        with self._lock:
            held = self._leases.get(conversation_id)
            now = time.monotonic()
            if renew and (held is None or held[0] != owner):
                return False
            if held is not None and held[0] != owner and held[1] > now:
                return False
            self._leases[conversation_id] = (owner, now + ttl)
            return True

    def release_turn(self, conversation_id: str, owner: str) -> None:
        with self._lock:
            held = self._leases.get(conversation_id)
            if held is not None and held[0] == owner:
                del self._leases[conversation_id]

    def close(self) -> None:
        """Nothing to release."""
