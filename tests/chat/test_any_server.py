"""Budgets that hold on a server that is not OpenAI: 300 turns on every path convmem offers.

The server (:mod:`tests.llamacpp`) counts with SmolLM2's BPE tokenizer and chat template (a
default system prompt injected when no system message leads), rejects prompts of ``n_ctx``
tokens or more as llama.cpp does, silently cuts replies that do not get their ``max_tokens``,
answers an overflowing stream with an empty HTTP 200 and never reports usage in streams.

Each path runs one conversation of 300 turns in a 2,048-token context with 64 tokens reserved
for the reply, on messages of mixed prose, code, numbers, Chinese and emoji (so the ratio of the
server's count to cl100k's varies from message to message). What every path must show:

* overflows: requests the server saw with a prompt of ``n_ctx`` or more — 0;
* empty replies returned to the caller or stored — 0;
* replies that could not get the reserve (prompt + ``max_tokens`` > ``n_ctx``) — 0;
* settle: once the history no longer fits, turns before the first *full* prompt — one to which
  the next older turn could not have been added (by the server's count) — at most 5;
* full: the share of full prompts after settling — at least 95%: the budget reaches what
  the server allows, not a cautious fraction of it;
* fill: the mean prompt fill (server's count / (``n_ctx`` - reserve)) after settling — at
  least 95%. Whole turns are kept or dropped, so a full prompt falls short of the limit by up
  to one turn (these messages are 1-6 sentences, ~180 tokens a turn, 9% of the window).

The runs are deterministic (seeded messages, exact counts, no timing), so the thresholds do not
flake.

``pytest tests/chat/test_any_server.py -s`` prints the figures of every path.
"""

from __future__ import annotations

import contextlib
import random
import statistics
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

import convmem
from convmem.modeltokens import ModelTokenCounter
from convmem.stores.memory import InMemoryStore
from tests.fakes import serve_on_loopback
from tests.invariants import unfolded
from tests.llamacpp import DATA, LlamaServer
from tests.servers import serve_process

N_CTX, RESERVE, TURNS = 2048, 64, 300
AVAILABLE = N_CTX - RESERVE
SENTENCES = [
    "Could you explain how sourdough starters keep their yeast alive between bakes?",
    "I measured 480 g of flour, 360 g of water and 9.5 g of salt at 21.3 °C.",
    "def proof(hours: float) -> bool:\n    return hours >= 4 and hours <= 12",
    "我们明天早上七点在面包店门口见面，记得带上发酵好的面团。",
    "The oven hit 250°C 🔥 and the crust turned a deep mahogany 🍞✨.",
    "Honestly, the crumb was gummy; maybe the loaf needed another twenty minutes.",
    "SELECT loaf, AVG(rise_cm) FROM bakes WHERE flour = 'rye' GROUP BY loaf;",
    "Ma grand-mère disait toujours : « la patience fait le bon pain ».",
    "Order #58213-B shipped on 2026-11-30 at 14:05 UTC via 3 carriers.",
    "What's the difference between autolyse and a simple rest, if any?",
]


def message(rng: random.Random, i: int) -> str:
    return f"({i}) " + " ".join(rng.choice(SENTENCES) for _ in range(rng.randint(1, 6)))


@dataclass
class Figures:
    path: str
    turns: int = 0
    overflows: int = 0
    empty: int = 0
    cut: int = 0
    errors: list[str] = field(default_factory=list)
    fills: list[float] = field(default_factory=list)  # per turn once the history overflows
    full: list[bool] = field(default_factory=list)  # ... and whether no older turn would fit

    @property
    def settle(self) -> int:
        return next((i for i, full in enumerate(self.full) if full), len(self.full))

    @property
    def fill(self) -> float:
        after = self.fills[self.settle:]
        return statistics.fmean(after) if after else 0.0

    @property
    def full_share(self) -> float:
        after = self.full[self.settle:]
        return sum(after) / len(after) if after else 0.0

    def row(self) -> str:
        low = min(self.fills[self.settle:], default=0.0)
        return (f"{self.path:<30} overflows {self.overflows}  empty {self.empty}  cut "
                f"{self.cut}  errors {len(self.errors)}  settle {self.settle}  full "
                f"{self.full_share:.1%}  fill {self.fill:.1%} (min {low:.1%}; "
                f"{len(self.fills)} of {self.turns} turns past the window)")


def account(server: LlamaServer, figures: Figures, first: int, history: list[dict[str, Any]],
            reply: str | None) -> None:
    """Score the requests the server saw for one turn (from index ``first``)."""
    figures.turns += 1
    seen = server.served[first:]
    figures.overflows += sum(1 for s in seen if s.prompt_tokens >= N_CTX)
    figures.cut += sum(1 for s in seen if s.prompt_tokens < N_CTX and s.prompt_tokens + (
        s.max_tokens or 0) > N_CTX)
    if reply is not None and not reply.strip():
        figures.empty += 1
    sent = [s for s in seen if s.prompt_tokens < N_CTX]
    if sent and server.count(history) > AVAILABLE:  # the whole history no longer fits
        figures.fills.append(sent[-1].prompt_tokens / AVAILABLE)
        figures.full.append(is_full(server, sent[-1].messages, history))


def is_full(server: LlamaServer, sent: list[dict[str, Any]], history: list[dict[str, Any]]
            ) -> bool:
    """Whether the next older turn of ``history`` would not have fitted before ``sent``."""
    texts = [unfolded(m)["content"] for m in sent if m["role"] != "system"]
    oldest = texts[0]
    starts = [i for i, m in enumerate(history) if m["content"] == oldest]
    if not starts or starts[-1] < 2:
        return True  # nothing older was left out
    j = starts[-1]
    return server.count([*history[j - 2:j], *sent]) > AVAILABLE


Turn = Callable[[str], str]


def drive(server: LlamaServer, path: str, turn: Turn) -> Figures:
    """Run TURNS turns through ``turn`` (the new user text -> the reply text)."""
    rng, figures = random.Random(7), Figures(path)
    history: list[dict[str, Any]] = []
    for i in range(TURNS):
        text = message(rng, i)
        first = len(server.served)
        history.append({"role": "user", "content": text})
        try:
            reply: str | None = turn(text)
        except Exception as exc:  # counted and reported, never hidden
            figures.errors.append(f"turn {i}: {type(exc).__name__}: {exc}"[:300])
            reply = None
        account(server, figures, first, history, reply)
        if reply is not None:
            history.append({"role": "assistant", "content": reply})
    return figures


@contextlib.contextmanager
def llama(native: bool = True) -> Iterator[tuple[LlamaServer, str]]:
    server = LlamaServer(N_CTX, native=native)
    with serve_on_loopback(server) as url:  # type: ignore[arg-type]
        yield server, url


def new_memory(**options: Any) -> convmem.Memory:
    options.setdefault("tokenizer", "cl100k_base")
    return convmem.Memory(strategy="window", window=N_CTX, reserve_output=RESERVE,
                          extractor=False, store=InMemoryStore(), **options)


def run_build(native: bool = True) -> Figures:
    """Memory.build with the model's own counter, and the caller's own HTTP client."""
    counter = ModelTokenCounter.from_pretrained(DATA)
    with llama(native) as (server, url), new_memory(tokenizer=counter) as mem, \
            httpx.Client(base_url=url) as client:
        def turn(text: str) -> str:
            new = {"role": "user", "content": text}
            ctx = mem.build("c", new)
            r = client.post("/chat/completions", json={
                "model": "smollm2", "messages": ctx.messages, "max_tokens": RESERVE})
            r.raise_for_status()
            reply = r.json()["choices"][0]["message"]["content"]
            mem.extend("c", [new, {"role": "assistant", "content": reply}])
            return str(reply)
        return drive(server, "build + model counter", turn)


def run_chat(stream: bool, native: bool = True) -> Figures:
    """MemoryChat on the default tiktoken counter: calibration learns the server's count."""
    with llama(native) as (server, url), new_memory() as mem:
        chat = convmem.MemoryChat(mem, convmem.OpenAIBackend(url, "smollm2", max_retries=0))

        def turn(text: str) -> str:
            if not stream:
                return chat.chat("c", text).content
            return "".join(c.delta for c in chat.stream("c", text) if c.delta)

        figures = drive(server, f"MemoryChat.{'stream' if stream else 'chat'}"
                        f"{'' if native else ' (no /tokenize)'}", turn)
        stored = [m for m in mem.history("c") if m["role"] == "assistant"]
        figures.empty += sum(1 for m in stored if not str(m["content"]).strip())
        return figures


def run_proxy(stream: bool, native: bool = True) -> Figures:
    """``convmem serve`` with its defaults (window probed, margin chosen by the probe) through the
    official openai SDK; the window strategy, as the other paths (the budget is what is
    measured, not retrieval)."""
    import openai

    with llama(native) as (server, url), serve_process(
            "--upstream", url, "--store", "sqlite://", "--strategy", "window",
            "--reserve-output", str(RESERVE)) as proxy:
        client = openai.OpenAI(base_url=proxy.base_url, api_key="unused", max_retries=0)

        def turn(text: str) -> str:
            args: dict[str, Any] = {"model": "smollm2", "max_tokens": RESERVE,
                                    "messages": [{"role": "user", "content": text}],
                                    "extra_headers": {"X-Conversation-Id": "c"}}
            if not stream:
                return client.chat.completions.create(**args).choices[0].message.content or ""
            parts = [c.choices[0].delta.content or "" for c in
                     client.chat.completions.create(stream=True, **args) if c.choices]
            return "".join(parts)

        return drive(server, f"proxy {'stream' if stream else 'json'}", turn)


RUNS: dict[str, Callable[[], Figures]] = {
    "build": run_build,
    "chat": lambda: run_chat(False),
    "stream": lambda: run_chat(True),
    "proxy-json": lambda: run_proxy(False),
    "proxy-stream": lambda: run_proxy(True),
}


@pytest.mark.parametrize("path", list(RUNS))
def test_three_hundred_turns_fit_the_server(path: str) -> None:
    figures = RUNS[path]()
    print("\n" + figures.row())
    assert figures.errors == []
    assert (figures.overflows, figures.empty, figures.cut) == (0, 0, 0)
    assert len(figures.fills) >= 200  # the conversation outgrows the window early
    assert figures.settle <= 5
    assert figures.full_share >= 0.95
    assert figures.fill >= 0.95


@pytest.mark.parametrize("stream", [False, True])
def test_without_a_server_count_streams_still_never_fail_silently(stream: bool) -> None:
    """llama-cpp-python offers no /tokenize: calibration has only usage (none in streams) and
    overflows to learn from. Overflows then happen, but every one is caught and the turn is
    rebuilt and answered: no error, no empty reply reaches the caller or the store."""
    figures = run_chat(stream, native=False)
    print("\n" + figures.row())
    assert figures.errors == [] and figures.empty == 0
