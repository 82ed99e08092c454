"""``convmem.Memory`` on a SQL URL: shared history, restarts, and a build cost that does not grow
with the length of the history (counted in SQL statements and rows, never in seconds)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import sqlalchemy as sa

import convmem
from convmem.chat.engine import TurnEngine
from convmem.chat.lease import TurnLease
from convmem.chat.turn import TurnRequest
from convmem.providers.base import ChatResult
from convmem.stores import SQLStore


def memory(url: str, **kwargs: Any) -> convmem.Memory:
    return convmem.Memory(strategy="window", store=url, extractor=False, **kwargs)


def conversation(n: int) -> list[dict[str, Any]]:
    """A system message and ``n`` alternating user/assistant messages of ~40 tokens each."""
    out: list[dict[str, Any]] = [{"role": "system", "content": "You are a helpful assistant."}]
    for i in range(n):
        role = "user" if i % 2 == 0 else "assistant"
        out.append({"role": role, "id": f"m{i}",
                    "content": f"message {i}: " + "the quick brown fox jumps over it " * 5})
    return out


QUESTION = {"role": "user", "content": "What did we talk about? 我们聊了什么？"}


def test_two_memories_on_one_url_share_history_and_context(sql_url: str) -> None:
    first, second = memory(sql_url), memory(sql_url)
    try:
        first.extend("c", conversation(30), user_id="u")
        first.add("c", {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "weather", "arguments": "{\"city\": \"Montréal\"}"}}]})
        first.add("c", {"role": "tool", "tool_call_id": "call_1", "content": "-3 °C ❄️"})
        assert second.history("c") == first.history("c")
        assert len(second.history("c")) == 33
        a, b = first.build("c", QUESTION), second.build("c", QUESTION)
        assert a.messages == b.messages and a.tokens == b.tokens
        assert a.report.kept == b.report.kept and a.report.dropped == b.report.dropped
        assert a.messages[-1] == QUESTION and a.messages[0]["role"] == "system"
        # Writes through either memory continue the same sequence.
        assert second.add("c", {"role": "user", "content": "next"}).seq == 33
        assert first.add("c", {"role": "assistant", "content": "ok"}).seq == 34
        assert first.store.user_of("c") == "u"
    finally:
        first.close()
        second.close()


def test_sqlite_file_survives_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'chat.db'}"
    before = memory(url)
    before.extend("c", conversation(12))
    ctx_before = before.build("c", QUESTION)
    history_before = before.history("c")
    before.close()

    after = memory(url)
    try:
        assert after.history("c") == history_before
        ctx_after = after.build("c", QUESTION)
        assert ctx_after.messages == ctx_before.messages and ctx_after.tokens == ctx_before.tokens
        assert after.add("c", {"role": "user", "content": "still there?"}).seq == 13
        assert after.store.find("c", "m3") is not None
    finally:
        after.close()


class _Recorder:
    """Every statement the engine sends while attached."""

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine
        self.statements: list[tuple[str, Any]] = []

    def _on_execute(self, conn: Any, cursor: Any, statement: str, parameters: Any,
                    context: Any, executemany: bool) -> None:
        self.statements.append((statement, parameters))

    def __enter__(self) -> _Recorder:
        sa.event.listen(self.engine, "before_cursor_execute", self._on_execute)
        return self

    def __exit__(self, *exc: object) -> None:
        sa.event.remove(self.engine, "before_cursor_execute", self._on_execute)

    def rows_fetched(self) -> int:
        """Rows the recorded SELECTs return (replayed: ``build()`` writes nothing)."""
        total = 0
        with self.engine.connect() as conn:
            for statement, parameters in self.statements:
                if statement.lstrip().upper().startswith("SELECT"):
                    total += len(conn.exec_driver_sql(statement, parameters).all())
        return total


def test_build_cost_does_not_grow_with_history(sql_url: str) -> None:
    # Measured without the history cache, which would hide a read of the whole history.
    mem = convmem.Memory(strategy="window", store=SQLStore(sql_url, history_cache=0),
                         extractor=False, window=2048, reserve_output=256)
    try:
        store = mem.store
        assert isinstance(store, SQLStore)
        costs = {}
        for n in (100, 2000):
            cid = f"len-{n}"
            mem.extend(cid, conversation(n))
            mem.build(cid, QUESTION)  # warm: first use of each statement is compiled/cached
            with _Recorder(store.engine) as rec:
                ctx = mem.build(cid, QUESTION)
            assert ctx.tokens <= mem.limit()
            assert len(ctx.messages) > 10  # the window really reached back into the history
            costs[n] = (len(rec.statements), rec.rows_fetched())
        statements, rows = costs[2000]
        assert costs[100] == costs[2000], costs
        assert rows < 100, costs  # one page of the newest messages, not the history
        assert statements <= 10, costs
    finally:
        mem.close()


def test_a_turn_costs_a_fixed_number_of_statements(sql_url: str) -> None:
    # claim the lease; read the tail (the conversation row; its rows are cached), the
    # instructions, the window's page (the conversation row: its rows are cached) — not the
    # facts, which the window neither pins (extractor=False) nor reads (reads_facts = False);
    # store the message; store the reply with its usage and give the lease up. The history
    # cache costs one primary-key lookup per page and saves decoding the window's rows every
    # turn: a turn reads only the rows it has not seen (on SQLite BEGIN IMMEDIATE is a
    # statement of its own).
    mem = memory(sql_url, window=2048, reserve_output=256)
    engine = TurnEngine(mem)
    try:
        store = mem.store
        assert isinstance(store, SQLStore)
        mem.extend("c", conversation(40))
        costs = []
        for i in range(3):
            lease = TurnLease(store, "c")
            with _Recorder(store.engine) as rec:
                assert store.claim_turn("c", lease.owner, lease.ttl)
                turn = engine.begin(TurnRequest("c", [{"role": "user", "content": f"q {i}"}],
                                                "m"))
                engine.finish(turn, ChatResult({"role": "assistant", "content": "a"}),
                              release=lease.owner)
            costs.append((len(rec.statements), rec.rows_fetched()))
        assert costs[1] == costs[2], costs
        statements, rows = costs[2]
        assert statements <= (11 if sql_url.startswith("sqlite") else 8), costs
        # 2 conversation rows, the system message (instructions); the window holds ~40
        # messages, from the cache, and the last turn's 2 were filed there as they were stored
        assert rows <= 3, costs
    finally:
        mem.close()
