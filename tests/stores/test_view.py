"""A history view handed the newest stored messages (``newest=``, what the turn engine has just
read) shows exactly what a view that reads everything itself shows, and saves the reads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from convmem import Memory, MemoryChat
from convmem.messages import Message, with_own
from convmem.stores.base import Store
from convmem.stores.memory import InMemoryStore
from convmem.stores.sql import SQLStore
from convmem.stores.view import HistoryView
from convmem.tokens import TokenCounter
from tests.fakes import FakeOpenAI

COUNTER = TokenCounter()


class CountingStore:
    """A real store that counts the history reads made through it."""

    def __init__(self, store: Store) -> None:
        self.store, self.reads = store, 0

    def __getattr__(self, name: str) -> Any:
        if name in ("tail", "instructions", "range", "get"):
            self.reads += 1
        return getattr(self.store, name)


def _conversation(store: Store, cid: str, blocks: int) -> None:
    """User/assistant turns with ``blocks`` instruction blocks among them (each new block's
    first message marked), and a superseded (hidden) reply."""
    for turn in range(30):
        batch = []
        if blocks and turn % max(1, 30 // blocks) == 0:
            batch += [with_own(Message("system", f"rules v{turn}"), block="new"),
                      Message("developer", f"tools v{turn}")]
        batch += [Message("user", f"question {turn}"), Message("assistant", f"answer {turn}")]
        stored = store.append(cid, batch)
        if turn == 20:  # a regenerated reply: the first one stays stored, hidden
            store.append(cid, [Message("assistant", "answer 20, again")],
                         supersede=[stored[-1].seq or 0])


PENDING = [with_own(Message("system", "rules, pending"), block="new"),
           Message("user", "a question not stored yet")]


@pytest.mark.parametrize("blocks", [0, 1, 3])
@pytest.mark.parametrize("handed", [0, 1, 7, 40, None])  # None: the whole history
@pytest.mark.parametrize("pending", [[], PENDING[1:], PENDING])
def test_a_view_with_the_newest_page_shows_what_one_without_it_shows(
        blocks: int, handed: int | None, pending: list[Message]) -> None:
    store = InMemoryStore()
    _conversation(store, "c", blocks)
    count = store.count("c")
    newest = store.tail("c", count if handed is None else handed)
    plain = HistoryView(store, "c", COUNTER, count=count, pending=pending)
    counting = CountingStore(store)
    given = HistoryView(counting, "c", COUNTER, count=count,  # type: ignore[arg-type]
                        pending=pending, newest=newest)
    assert list(given.newest_first()) == list(plain.newest_first())
    assert given.instructions() == plain.instructions()
    assert given.recent_turns(10_000) == plain.recent_turns(10_000)
    if handed is None:  # everything at hand: no read at all
        assert counting.reads == 0


@pytest.mark.parametrize("bad", ["gap", "stale", "not the newest"])
def test_messages_that_are_not_the_newest_page_are_ignored(bad: str) -> None:
    store = InMemoryStore()
    _conversation(store, "c", 1)
    count = store.count("c")
    newest = store.tail("c", 10)
    if bad == "gap":
        newest = newest[:4] + newest[5:]
    elif bad == "stale":  # read before the last append
        newest = newest[:-1]
    else:
        newest = store.tail("c", 10, before=count - 3)
    plain = HistoryView(store, "c", COUNTER, count=count)
    given = HistoryView(store, "c", COUNTER, count=count, newest=newest)
    assert list(given.newest_first()) == list(plain.newest_first())
    assert given.instructions() == plain.instructions()


def test_a_turn_on_sqlite_reads_the_history_once(tmp_path: Path) -> None:
    """A steady turn (window strategy, 20 stored messages, no facts to file) runs 11 statements:
    the lease claim (begin, insert), one history read (the conversation row; its messages come
    from the store's cache), the append (begin, conversation row, message), then the reply
    (begin, conversation row, message, usage, lease release). It was 15 before the engine
    handed its read to the build (the conversation row was read twice, the instructions once
    more) and MemoryChat gave its lease up in the reply's transaction (not in one of its own),
    and 12 while the build read the facts, which the window neither pins nor reads."""
    store = SQLStore(f"sqlite:///{tmp_path / 'c.db'}")
    fake = FakeOpenAI(default="fine")
    chat = MemoryChat(Memory(strategy="window", store=store, extractor=False, window=4096,
                             reserve_output=256), fake.backend(max_retries=0))
    for t in range(10):
        chat.chat("c", f"question {t}")
    statements: list[str] = []
    event.listen(store.engine, "before_cursor_execute",
                 lambda *args: statements.append(" ".join(args[2].split()[:3])))
    chat.chat("c", "one more question")
    assert len(statements) == 11, statements
    assert sum(s.startswith("SELECT") for s in statements) == 1, statements



def test_turns_before_counts_only_visible_turns() -> None:
    """Instructions, superseded messages and those an edit replaces are no turns the window
    left out; any other message is."""
    store = InMemoryStore()
    counter = TokenCounter("cl100k_base")

    def said(role: str, text: str) -> Message:
        return Message(role=role, content=text, tokens=3, encoding="cl100k_base")

    store.append("c", [said("system", "v1"), said("user", "q"), said("assistant", "a")])
    store.append("c", [said("system", "v2")])
    store.append("c", [said("user", "q, edited")], supersede=[1, 2])
    view = HistoryView(store, "c", counter)
    assert not view.turns_before(4) and view.turns_before(5)
    store.append("c", [said("assistant", "a2"), said("user", "q3")])
    view = HistoryView(store, "c", counter, replaced=[4, 5])
    assert not view.turns_before(6) and HistoryView(store, "c", counter).turns_before(6)
