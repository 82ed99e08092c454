"""The turn engine's correctness on the cases that broke when convmem ran as a proxy: each test
here failed on the old main (two turn implementations), and each runs through the one engine
that ``MemoryChat``, ``wrap`` and the proxy share."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Any

import httpx
import pytest

from convmem import BudgetError, Memory, MemoryChat, MessageError, UpstreamError
from convmem.chat.engine import TurnEngine
from convmem.chat.reconcile import idempotent
from convmem.chat.turn import Blocking, Call, TurnRequest
from convmem.messages import Message, parse_message, with_own
from convmem.providers.base import ChatResult
from convmem.providers.servercount import ServerCount
from tests.fakes import FakeOpenAI
from tests.invariants import api_problems, recount

PROMPT = "You are a helpful assistant who answers briefly. " * 30  # ~240 tokens


def make(fake: FakeOpenAI, **options: Any) -> MemoryChat:
    options.setdefault("strategy", "window")
    options.setdefault("extractor", False)
    return MemoryChat(Memory(**options), fake.backend(max_retries=0))


def contents(messages: list[dict[str, Any]], role: str) -> list[Any]:
    return [m["content"] for m in messages if m["role"] == role]


def test_a_system_prompt_that_changes_every_turn_never_breaks_the_conversation() -> None:
    """A clock in the system prompt stores a new block each turn; only the newest is sent or
    counted (old main: BudgetError at turn 17, then every request failed)."""
    fake = FakeOpenAI(default="noted")
    chat = make(fake, window=4096, reserve_output=256)
    for t in range(40):
        chat.system = f"Now: 2026-12-01 09:{t:02d}. {PROMPT}"
        chat.chat("c", f"question {t} " + "detail " * 40)
        sent = fake.last.messages
        assert contents(sent, "system") == [chat.system]
        assert recount(sent) <= 4096 - 256 and not api_problems(sent)
    blocks = chat.memory.store.instructions("c")
    assert len(blocks) == 40  # the history keeps every version; contexts carry one


def test_a_message_that_cannot_fit_stores_nothing() -> None:
    fake = FakeOpenAI(default="hi")
    chat = make(fake, window=300, reserve_output=100)
    with pytest.raises(BudgetError):
        chat.chat("c", "word " * 400)
    assert chat.memory.store.count("c") == 0 and fake.requests == []


def test_sending_the_same_message_after_a_failure_does_not_store_it_twice() -> None:
    fake = FakeOpenAI().error(500, {"error": {"message": "boom"}})
    chat = make(fake, window=3000, reserve_output=100)
    with pytest.raises(UpstreamError, match="send the same request again") as info:
        chat.chat("c", "hello there")
    assert info.value.turn == 0
    fake.reply("hi!")
    assert chat.chat("c", "hello there").content == "hi!"
    assert [m["role"] for m in chat.memory.history("c")] == ["user", "assistant"]


def test_retry_answers_the_stored_message_without_sending_it_again() -> None:
    fake = FakeOpenAI().error(500, {"error": {"message": "boom"}}).reply("second try")
    chat = make(fake, window=3000, reserve_output=100)
    with pytest.raises(UpstreamError):
        chat.chat("c", "are you there?")
    assert chat.retry("c").content == "second try"
    assert contents(fake.last.messages, "user") == ["are you there?"]
    assert [m["role"] for m in chat.memory.history("c")] == ["user", "assistant"]
    with pytest.raises(MessageError, match="no stored message"):
        chat.retry("empty")


def test_a_completed_reply_replaces_its_cut_off_partial() -> None:
    fake = FakeOpenAI().reply("Once upon a time, the end.", chunks=["Once ", "upon ", "a time"])
    chat = make(fake, window=3000, reserve_output=100)
    stream = chat.stream("c", "tell me a story")
    assert next(stream).delta == "Once "
    stream.close()  # the user saw "Once ": stored as a partial reply
    fake.reply("A whole new story.")
    chat.chat("c", "tell me a story")  # the client retries the same message
    fake.reply("You're welcome.")
    chat.chat("c", "thanks")
    sent = fake.last.messages
    assert contents(sent, "assistant") == ["A whole new story."]
    assert contents(sent, "user") == ["tell me a story", "thanks"]
    history = chat.memory.history("c")
    assert [m["role"] for m in history] == ["user", "assistant", "assistant", "user",
                                            "assistant"]
    assert history[1]["meta"]["convmem"]["superseded_by"] == 2  # kept, out of contexts


def test_a_whole_history_retry_is_not_a_new_turn() -> None:
    """A client that never received the reply sends its history again: nothing is stored
    twice; with a retry signal the stored reply is replayed without calling the model."""
    fake = FakeOpenAI(default="first answer")
    engine = TurnEngine(Memory(strategy="window", window=3000, reserve_output=100,
                               extractor=False))
    backend = fake.backend(max_retries=0)

    def turn(messages: list[dict[str, Any]], **options: Any) -> ChatResult:
        t = engine.begin(TurnRequest("c", messages, "fake-model", **options))
        if t.replay is not None:
            return t.replay
        result = backend.complete(t.ctx.messages)
        engine.finish(t, result)
        return result

    history = [{"role": "user", "content": "q1"}]
    turn(history)
    history += [{"role": "assistant", "content": "first answer"},
                {"role": "user", "content": "q2"}]
    turn(history)
    calls = len(fake.requests)
    assert turn(history, retry=True).content == "first answer"  # replayed: no model call
    assert len(fake.requests) == calls
    fake.default = "regenerated"
    assert turn(history).content == "regenerated"  # no signal: a regenerate
    stored = engine.memory.history("c")
    assert [(m["role"], m["content"]) for m in stored] == [
        ("user", "q1"), ("assistant", "first answer"), ("user", "q2"),
        ("assistant", "first answer"), ("assistant", "regenerated")]
    ctx = engine.memory.build("c", {"role": "user", "content": "q3"})
    assert contents(ctx.messages, "assistant") == ["first answer", "regenerated"]


@pytest.mark.parametrize("store", ["memory", "sqlite"])
def test_a_reply_never_lands_after_another_turns_message(store: str, tmp_path: Any) -> None:
    """Two turns of one conversation overlap (the first one's worker stalled past its lease
    and another worker went on): each reply still follows its own message — the late one's
    message is restated before it, the stranded copy superseded."""
    fake = FakeOpenAI(default=lambda body: "re: " + body["messages"][-1]["content"])
    memory = Memory(strategy="window", window=3000, reserve_output=100, extractor=False,
                    store=None if store == "memory" else f"sqlite:///{tmp_path}/t.db")
    engine = TurnEngine(memory)
    backend = fake.backend(max_retries=0)
    engine.finish(t0 := engine.begin(TurnRequest("c", [{"role": "user", "content": "q0"}],
                                                 "m")), backend.complete(t0.ctx.messages))
    slow = engine.begin(TurnRequest("c", [{"role": "user", "content": "q1"}], "m"))
    fast = engine.begin(TurnRequest("c", [{"role": "user", "content": "q2"}], "m"))
    engine.finish(fast, backend.complete(fast.ctx.messages))
    late = engine.finish(slow, backend.complete(slow.ctx.messages))
    visible = [(m.role, m.text) for m in memory.store.range("c", 0, memory.store.count("c"))
               if not m.hidden]
    assert visible == [("user", "q0"), ("assistant", "re: q0"), ("user", "q2"),
                       ("assistant", "re: q2"), ("user", "q1"), ("assistant", "re: q1")]
    assert late is not None and late.seq == memory.store.count("c") - 1
    stranded = memory.store.get("c", [slow.seq])[0]
    assert stranded.hidden and stranded.text == "q1" and len(memory.history("c")) == 7
    usage = memory.store.usage("c")
    assert len(usage) == 3 and usage[-1].seq == late.seq  # the late reply's cost, once
    nxt = engine.begin(TurnRequest("c", [{"role": "user", "content": "q3"}], "m"))
    assert contents(nxt.ctx.messages, "user")[-3:] == ["q2", "q1", "q3"]


def test_an_idempotency_key_returns_the_stored_reply() -> None:
    fake = FakeOpenAI(default="once")
    engine = TurnEngine(Memory(strategy="window", window=3000, reserve_output=100,
                               extractor=False))
    first = engine.begin(TurnRequest("c", [{"role": "user", "content": "hi"}], "m",
                                     idempotency_key="k1"))
    engine.finish(first, fake.backend().complete(first.ctx.messages))
    again = engine.begin(TurnRequest("c", [{"role": "user", "content": "hi"}], "m",
                                     idempotency_key="k1"))
    assert again.replay is not None and again.replay.content == "once"
    assert again.stored == 0 and engine.memory.store.count("c") == 2



def test_an_idempotency_key_is_recognised_after_other_turns_went_on() -> None:
    """The first attempt was answered and its worker killed before the client got the reply;
    the conversation's other turns went on, then the retry came: the stored reply, once."""
    fake = FakeOpenAI(default=lambda body: "re: " + body["messages"][-1]["content"])
    engine = TurnEngine(Memory(strategy="window", window=3000, reserve_output=100,
                               extractor=False))
    backend = fake.backend(max_retries=0)

    def turn(text: str, key: str | None = None) -> Any:
        t = engine.begin(TurnRequest("c", [{"role": "user", "content": text}], "m",
                                     idempotency_key=key))
        return t if t.replay is not None else engine.finish(t, backend.complete(t.ctx.messages))

    turn("q0", key="k0")
    for i in range(1, 8):  # 14 messages since: beyond the tail a request is aligned with
        turn(f"q{i}", key=f"k{i}")
    again = engine.begin(TurnRequest("c", [{"role": "user", "content": "q0"}], "m",
                                     idempotency_key="k0"))
    assert again.replay is not None and again.replay.content == "re: q0"
    assert again.stored == 0 and engine.memory.store.count("c") == 16


@pytest.mark.parametrize("store", ["memory", "sqlite"])
def test_an_idempotency_key_of_any_age_is_found_in_the_store(store: str, tmp_path: Any) -> None:
    """A retry after more turns than the engine reads (64 messages): the store finds the key in
    one lookup; the stored reply comes back and nothing is stored twice."""
    fake = FakeOpenAI(default=lambda body: "re: " + body["messages"][-1]["content"])
    engine = TurnEngine(Memory(strategy="window", window=3000, reserve_output=100,
                               extractor=False,
                               store=None if store == "memory" else f"sqlite:///{tmp_path}/t.db"))
    backend = fake.backend(max_retries=0)
    for i in range(40):  # 80 messages since the first
        t = engine.begin(TurnRequest("c", [{"role": "user", "content": f"q{i}"}], "m",
                                     idempotency_key=f"k{i}"))
        engine.finish(t, backend.complete(t.ctx.messages))
    again = engine.begin(TurnRequest("c", [{"role": "user", "content": "q0"}], "m",
                                     idempotency_key="k0"))
    assert again.replay is not None and again.replay.content == "re: q0"
    assert again.stored == 0 and engine.memory.store.count("c") == 80
    # the key reused for another message is no retry: stored, and answered, once
    other = engine.begin(TurnRequest("c", [{"role": "user", "content": "new"}], "m",
                                     idempotency_key="k3"))
    assert other.replay is None and other.stored == 1 and other.seq == 80
    with pytest.raises(MessageError, match="Idempotency-Key of 256 characters"):
        engine.begin(TurnRequest("c", [{"role": "user", "content": "x"}], "m",
                                 idempotency_key="k" * 256))
    assert engine.memory.store.count("c") == 81


def test_an_old_key_finds_a_reply_an_agents_loop_wrote_beyond_a_page() -> None:
    """The retried message was answered by a tool loop longer than a page (70 messages), and
    40 turns went on since: the loop's final answer is replayed; an old message stranded without
    its reply is restated at the end instead, the stranded copy superseded."""
    memory = Memory(strategy="window", window=3000, reserve_output=100, extractor=False)
    call = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "", "type": "function", "function": {"name": "step", "arguments": "{}"}}]}
    loop: list[Any] = []
    for i in range(35):
        loop += [{**call, "tool_calls": [{**call["tool_calls"][0], "id": f"c{i}"}]},
                 {"role": "tool", "tool_call_id": f"c{i}", "content": f"r{i}"}]
    memory.extend("c", [with_own(parse_message({"role": "user", "content": "go"}),
                                 idempotency_key="k-go"), *loop,
                        {"role": "assistant", "content": "done"},
                        with_own(parse_message({"role": "user", "content": "lost"}),
                                 idempotency_key="k-lost")])
    for i in range(40):
        memory.extend("c", [{"role": "user", "content": f"q{i}"},
                            {"role": "assistant", "content": f"a{i}"}])
    engine, count = TurnEngine(memory), memory.store.count("c")
    again = engine.begin(TurnRequest("c", [{"role": "user", "content": "go"}], "m",
                                     idempotency_key="k-go"))
    assert again.replay is not None and again.replay.content == "done" and again.stored == 0
    lost = engine.begin(TurnRequest("c", [{"role": "user", "content": "lost"}], "m",
                                    idempotency_key="k-lost"))
    assert lost.replay is None and lost.stored == 1 and lost.seq == count
    assert memory.store.get("c", [72])[0].hidden and memory.store.count("c") == count + 1


def test_a_key_reused_for_another_message_replays_nothing_and_the_newest_copy_is_found() -> None:
    def stored(raw: dict[str, Any], seq: int, k: str | None = None) -> Message:
        m = parse_message(raw)
        m = with_own(m, idempotency_key=k) if k else m
        return replace(m, seq=seq)

    q = {"role": "user", "content": "q"}
    known = [stored(q, 0, "k"), stored({"role": "assistant", "content": "cut o"}, 1),
             stored(q, 2, "k"), stored({"role": "assistant", "content": "the whole reply"}, 3)]
    found = idempotent("k", known, parse_message(q))
    assert found is not None and found.answered is known[2]  # twice stored once: the newest
    assert [m.text for m in found.replies] == ["the whole reply"]
    # a key a client reuses for another message (one per session) is no retry of it
    assert idempotent("k", known, parse_message({"role": "user", "content": "other"})) is None
    # a tool result's reply is what answered it, not the rest of the agent's loop
    call = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "w", "arguments": "{}"}}]}
    loop = [stored({"role": "user", "content": "go"}, 0), stored(call, 1),
            stored({"role": "tool", "tool_call_id": "a", "content": "r1"}, 2, "t1"),
            stored({**call, "tool_calls": [{**call["tool_calls"][0], "id": "b"}]}, 3),
            stored({"role": "tool", "tool_call_id": "b", "content": "r2"}, 4),
            stored({"role": "assistant", "content": "done"}, 5)]
    found = idempotent("t1", loop, loop[2])
    assert found is not None and [m.seq for m in found.replies] == [3]


def test_several_system_messages_are_shortened_together() -> None:
    mem = Memory(strategy="window", window=256, reserve_output=0, extractor=False)
    for i in range(3):
        mem.add("c", {"role": "system", "content": f"rule {i} " + "be concise and kind. " * 24})
    assert all(m.tokens and m.tokens > 110 for m in mem.store.instructions("c"))
    ctx = mem.build("c", {"role": "user", "content": "hi"})
    systems = [m for m in ctx.messages if m["role"] == "system"]
    assert len(systems) == 3 and all("rule" in m["content"] for m in systems)
    assert ctx.tokens <= 256 and sorted(ctx.report.shortened) == [0, 1, 2]


def test_a_tool_result_that_leaves_a_parallel_call_unanswered_is_refused() -> None:
    mem = Memory(strategy="window", window=3000, reserve_output=0, extractor=False)
    mem.add("c", {"role": "user", "content": "weather in A and B"})
    mem.add("c", {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "w", "arguments": "{}"}},
        {"id": "b", "type": "function", "function": {"name": "w", "arguments": "{}"}}]})
    with pytest.raises(MessageError, match=r"\['b'\].*send all results together"):
        mem.build("c", {"role": "tool", "tool_call_id": "a", "content": "sunny"})
    ctx = mem.build("c", {"role": "tool", "tool_call_id": "b", "content": "rain"},
                    pending=[{"role": "tool", "tool_call_id": "a", "content": "sunny"}])
    assert not api_problems(ctx.messages)
    assert mem.store.count("c") == 2  # build stores nothing, pending included


def test_memorychat_sends_all_parallel_results_at_once() -> None:
    fake = FakeOpenAI().tool_calls([("w", "{}", "a"), ("w", "{}", "b")]).reply("A sunny, B rain")
    chat = make(fake, window=3000, reserve_output=100)
    chat.chat("c", "weather in A and B?")
    reply = chat.chat("c", [{"role": "tool", "tool_call_id": "a", "content": "sunny"},
                            {"role": "tool", "tool_call_id": "b", "content": "rain"}])
    assert reply.content == "A sunny, B rain" and not api_problems(fake.last.messages)


def _server(props: dict[str, Any] | None) -> tuple[ServerCount, list[str]]:
    """A ServerCount on a fake server answering /props with ``props`` (404 when ``None``),
    /tokenize with 5 tokens and /apply-template with the prompt; and the paths it was asked."""
    asked: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        asked.append(request.url.path)
        if request.url.path == "/props" and props is not None:
            return httpx.Response(200, json=props)
        if request.url.path == "/apply-template":
            return httpx.Response(200, json={"prompt": "p"})
        if request.url.path == "/tokenize":
            return httpx.Response(200, json={"tokens": [1, 2, 3, 4, 5]})
        return httpx.Response(404, json={"error": "no route"})

    client = httpx.Client(transport=httpx.MockTransport(answer))
    return ServerCount(client, "http://upstream.test/v1"), asked


@pytest.mark.parametrize("kind", ["offers nothing", "llama.cpp"])
def test_a_server_that_offers_nothing_costs_no_blocking_step(kind: str) -> None:
    """OpenAI-compatible servers without /props or /tokenize are probed once; after that a turn
    goes straight to its call (no worker-thread trip to learn there is nothing to ask), while
    a server that counts is still asked to count every prompt."""
    props = None if kind == "offers nothing" else {
        "default_generation_settings": {"n_ctx": 4096}}
    server, asked = _server(props)
    assert not server.idle()  # not probed yet: it may have something to say
    engine = TurnEngine(Memory(strategy="window", window=3000, reserve_output=100,
                               extractor=False))
    for n in range(3):
        turn = engine.begin(TurnRequest("c", [{"role": "user", "content": f"q{n}"}],
                                        "fake-model", server=server))
        steps = engine.steps(turn)
        blocking = 0
        step = next(steps)
        while isinstance(step, Blocking):
            blocking += 1
            step = steps.send(step.fn())
        assert isinstance(step, Call)
        with contextlib.suppress(StopIteration):
            steps.send(ChatResult({"role": "assistant", "content": "ok"}))
        engine.finish(turn, ChatResult({"role": "assistant", "content": "ok"}))
        if kind == "offers nothing":
            assert blocking == (2 if n == 0 else 0)  # the first turn's window and count probe
            assert server.idle()
        else:
            assert blocking >= 2 and not server.idle()
    assert asked.count("/props") == 1
    assert asked.count("/tokenize") == (0 if kind == "offers nothing" else 3)


def test_a_server_loading_its_model_is_probed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 503 while llama.cpp loads its model (or a gateway's backend restarts) says nothing
    about what the server offers: the probe is tried again later, and so is a count that failed
    that way, instead of giving the server's count up for good."""
    from convmem.providers import servercount

    monkeypatch.setattr(servercount, "_RETRY_PROBE", 0.0)
    status = {"/props": 503, "/tokenize": 200}
    asked: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        path = request.url.path
        asked.append(path)
        if status.get(path, 200) >= 500:
            return httpx.Response(status[path], json={"error": "Loading model"})
        if path == "/props":
            return httpx.Response(200, json={"default_generation_settings": {"n_ctx": 4096}})
        if path == "/apply-template":
            return httpx.Response(200, json={"prompt": "p"})
        if path == "/tokenize":
            return httpx.Response(200, json={"tokens": [1, 2, 3]})
        return httpx.Response(404)

    server = ServerCount(httpx.Client(transport=httpx.MockTransport(answer)),
                         "http://upstream.test/v1")
    prompt = [{"role": "user", "content": "hi"}]
    assert server.facts().kind == "unreachable" and not server.idle()
    status["/props"] = 200
    assert server.facts().kind == "llama.cpp" and server.window("m") == 4096
    status["/tokenize"] = 503
    assert server.count(prompt, "m") is None
    status["/tokenize"] = 200
    assert server.count(prompt, "m") == 3  # counting resumed: not given up for good


def test_a_renewal_that_finds_the_lease_given_up_with_the_reply_warns_of_nothing(
        caplog: pytest.LogCaptureFixture) -> None:
    """A renewal already under way when the reply's transaction gives the lease up finds it
    gone: that is the release, not an expiry (it used to log "expired before it was renewed")."""
    from convmem.chat.lease import TurnLease
    from convmem.stores.memory import InMemoryStore

    store = InMemoryStore()
    lease = TurnLease(store, "c", ttl=5.0)
    with lease.hold() as held:
        def reply(owner: str) -> None:
            store.release_turn("c", owner)  # the reply's transaction
            assert lease.renew() is False  # the renewal that raced it
        held.release_with(reply)
    assert "expired" not in caplog.text
    assert store.claim_turn("c", "next", 5.0)  # free for the next turn
