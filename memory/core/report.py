"""The report of a built context, and the per-conversation memory of the last prompt sent that
``prefix_reuse`` is measured against.

``prefix_reuse`` is the share of a prompt's tokens that repeat the previous prompt of the same
conversation byte for byte from the start: what a provider's prompt cache can serve. "The
previous prompt" is the last one built for a *different* new message, so rebuilding the same turn
(after an overflow, or once its message is stored) compares with the turn before, not with
itself. The book is bounded (least recently used conversations are forgotten): a long-running
server holds at most ``capacity`` entries.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from convmem.core.budget import Assembly
from convmem.core.context import Report
from convmem.lru import LRU
from convmem.messages import Message

__all__ = ["PromptBook", "dropped_ranges", "fingerprint"]

Fingerprint = list[tuple[str, int]]


def dropped_ranges(total: int, used: Iterable[int], spans: Iterable[tuple[int, int]]) -> list[
        tuple[int, int]]:
    """``[start, stop)`` ranges of ``range(total)`` covered by neither ``used`` nor ``spans``."""
    covered = sorted([(s, s + 1) for s in used] + list(spans))
    out: list[tuple[int, int]] = []
    pos = 0
    for start, stop in covered:
        if start > pos:
            out.append((pos, min(start, total)))
        pos = max(pos, stop)
    if pos < total:
        out.append((pos, total))
    return [r for r in out if r[0] < r[1]]


def fingerprint(messages: Sequence[Message]) -> Fingerprint:
    """Each message's identity and tokens: a stored message by seq (and size, in case it was
    shortened); rendered blocks and new messages by a hash of their content."""
    return [(f"#{m.seq}:{len(m.text)}" if m.seq is not None else hashlib.sha1(
        json.dumps(m.to_openai(), sort_keys=True).encode()).hexdigest(), m.tokens or 0)
        for m in messages]


@dataclass
class _Entry:
    turn: tuple[Any, ...]
    prompt: Fingerprint
    report: Report
    before: Fingerprint | None


class PromptBook:
    """The last prompt (and report) built per conversation, for ``prefix_reuse`` and
    :meth:`~convmem.Memory.last_report`.

    Args:
        capacity: conversations remembered; the least recently built are forgotten.
    """

    def __init__(self, capacity: int = 4096) -> None:
        self.capacity = capacity
        self._entries: LRU[str, _Entry] = LRU(capacity)
        self._lock = threading.Lock()

    def record(self, cid: str, turn: tuple[Any, ...], asm: Assembly, report: Report) -> None:
        """Remember the prompt of ``report`` and set its ``prefix_reuse``."""
        prompt = fingerprint(asm.messages)
        with self._lock:
            last = self._entries.get(cid)
            before = None if last is None else (last.before if last.turn == turn else last.prompt)
            self._entries.put(cid, _Entry(turn, prompt, report, before))
        reused = 0
        for (now, n), (then, _) in zip(prompt, before or [], strict=False):
            if now != then:
                break
            reused += n
        report.prefix_reuse = reused / asm.tokens if asm.tokens else 0.0

    def last(self, cid: str) -> Report | None:
        """The report of the last context built for the conversation, if remembered."""
        with self._lock:
            entry = self._entries.get(cid)
            return entry.report if entry else None

    def forget(self, cid: str) -> None:
        """Drop what is remembered of a conversation."""
        with self._lock:
            self._entries.pop(cid)
