"""Several `convmem serve` workers on one PostgreSQL, under load, with workers killed mid-run.

Twice: with the window strategy (the proxy's own bookkeeping alone), and with hybrid, whose
workers also index every message into one Chroma server (``--vectors``).

50 conversations x 10 turns; each conversation's turns are sent by two client tasks at once
(so a conversation always has concurrent turns), to whichever worker is up (a load balancer),
through the official openai SDK sending only the new message, half of them streamed. A worker
is `kill -9`ed and restarted three times while this runs; a client whose request died with it
sends the same request again, with the same ``Idempotency-Key``, to another worker.

Afterwards the store and the upstream's recorded contexts must show: no user message lost or
stored twice, every delivered reply stored, every reply right after the message it answers,
every answered turn's context holding the previous reply. Only requests in flight on a killed
worker may fail. Loopback only; bounded in count and time; ends only the processes it started.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from convmem.core.placement import unfold
from convmem.stores.sql import SQLStore
from tests.pg import drop_database, fresh_database
from tests.servers import ServeProcess, Upstream, serve_process

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

CONVERSATIONS, TURNS, KILLS = 50, 10, 3


def _reply(body: dict[str, Any]) -> str:
    return "re: " + str(body["messages"][-1]["content"])


def _echoed(reply: str) -> str:
    """The user's own words a reply of the fake upstream echoes (the blocks quoted before them,
    facts or retrieved turns, left out)."""
    return str(unfold({"role": "user", "content": reply.removeprefix("re: ")})[1]["content"])


class Cluster:
    """The worker processes behind the "load balancer": the live ones, in order."""

    def __init__(self, args: list[str]) -> None:
        self.args = args
        self.workers: list[tuple[Any, ServeProcess]] = []
        self.logs: list[str] = []  # the output of every worker that ended

    def start(self) -> None:
        manager = serve_process(*self.args)
        self.workers.append((manager, manager.__enter__()))

    def kill_one(self, rng: random.Random) -> None:
        manager, worker = self.workers.pop(rng.randrange(len(self.workers)))
        worker.kill()
        self.logs.append(worker.output())
        manager.__exit__(None, None, None)

    def url(self, rng: random.Random) -> str:
        return rng.choice(self.workers)[1].base_url

    def stop(self) -> None:
        while self.workers:
            manager, worker = self.workers.pop()
            worker.proc.terminate()
            worker.proc.wait(timeout=20)
            self.logs.append(worker.output())
            manager.__exit__(None, None, None)


async def _turn(cluster: Cluster, cid: str, text: str, stream: bool, rng: random.Random,
                delivered: dict[str, str], failures: list[str]) -> None:
    """Send one turn until a worker answers it (a load balancer's retry on another worker)."""
    for attempt in range(6):
        client = openai.AsyncOpenAI(base_url=cluster.url(rng), api_key="k", max_retries=0,
                                    timeout=60)
        headers = {"X-Conversation-Id": cid, "Idempotency-Key": f"{cid}/{text}"}
        try:
            messages: Any = [{"role": "user", "content": text}]
            if stream:
                parts = []
                async for chunk in await client.chat.completions.create(
                        model="fake-model", messages=messages, stream=True,
                        extra_headers=headers):
                    if chunk.choices:
                        parts.append(chunk.choices[0].delta.content or "")
                delivered[text] = "".join(parts)
            else:
                reply = await client.chat.completions.create(
                    model="fake-model", messages=messages, extra_headers=headers)
                delivered[text] = reply.choices[0].message.content or ""
            return
        except (openai.APIConnectionError, httpx.TransportError) as exc:
            # A worker killed mid-request: the connection drops or is refused. Any other error
            # (a 4xx/5xx from a live worker) fails the test.
            failures.append(f"{cid} {text} attempt {attempt}: {type(exc).__name__}")
            await asyncio.sleep(0.2)
        finally:
            await client.close()
    raise AssertionError(f"{cid} {text}: no worker answered in 6 attempts")


async def _traffic(cluster: Cluster, rng: random.Random, delivered: dict[str, str],
                   failures: list[str]) -> None:
    async def sender(cid: str, texts: list[str]) -> None:
        for text in texts:
            await _turn(cluster, cid, text, rng.random() < 0.5, rng, delivered, failures)

    tasks = []
    for n in range(CONVERSATIONS):
        cid = f"conv-{n}"
        texts = [f"{cid} turn {k}" for k in range(TURNS)]
        tasks += [sender(cid, texts[0::2]), sender(cid, texts[1::2])]  # concurrent turns
    await asyncio.gather(*tasks)


async def _chaos(cluster: Cluster, rng: random.Random, done: asyncio.Event) -> int:
    kills = 0
    while kills < KILLS and not done.is_set():
        await asyncio.sleep(2.0)
        await asyncio.to_thread(cluster.kill_one, rng)
        kills += 1
        await asyncio.to_thread(cluster.start)
    return kills


@pytest.mark.parametrize("strategy", ["window", "hybrid"])
def test_workers_on_one_postgres_lose_nothing_under_load_and_kills(
        strategy: str, upstream: Upstream, postgres_server: str, tmp_path: Path,
        request: pytest.FixtureRequest) -> None:
    upstream.fake.default = _reply
    upstream.server.chunk_delay = 0.01
    url = fresh_database(postgres_server, f"load_{strategy}")
    rng = random.Random(7)
    vectors: list[str] = []
    lease = "3"  # short: a killed worker's conversations wait this long
    if strategy == "hybrid":  # every worker indexes into one Chroma server
        host, port = request.getfixturevalue("chroma_server")
        vectors = ["--vectors", f"http://{host}:{port}"]
        # serve's default: a restarted hybrid worker loads its model and trains the fact
        # detector during its first turns; on two busy cores that stalled one past 3 s (in CI).
        lease = "10"
    cluster = Cluster(["--upstream", upstream.url, "--store", url, "--strategy", strategy,
                       "--window", "16000", "--reserve-output", "256", "--turn-lease", lease,
                       *vectors])
    delivered: dict[str, str] = {}
    failures: list[str] = []
    began = time.monotonic()
    try:
        cluster.start()
        cluster.start()

        async def run() -> int:
            done = asyncio.Event()
            chaos = asyncio.create_task(_chaos(cluster, rng, done))
            await _traffic(cluster, rng, delivered, failures)
            done.set()
            return await chaos

        kills = asyncio.run(asyncio.wait_for(run(), timeout=600))
    finally:
        cluster.stop()
    elapsed = time.monotonic() - began
    store = SQLStore(url)
    try:
        histories = {f"conv-{n}": store.range(f"conv-{n}", 0, store.count(f"conv-{n}"))
                     for n in range(CONVERSATIONS)}
    finally:
        store.close()
        drop_database(postgres_server, url)
    sent = {f"conv-{n} turn {k}" for n in range(CONVERSATIONS) for k in range(TURNS)}
    users = Counter(m.text for h in histories.values() for m in h
                    if m.role == "user" and not m.hidden)
    lost = sent - set(users)
    duplicated = [t for t, n in users.items() if n > 1]
    visible = {cid: [m for m in h if not m.hidden] for cid, h in histories.items()}
    misaligned = [(cid, a.text, b.text) for cid, h in visible.items()
                  for a, b in itertools.pairwise(h)
                  if b.role == "assistant" and (a.role != "user" or _echoed(b.text) != a.text)]
    replies = {m.text for h in visible.values() for m in h if m.role == "assistant"}
    not_stored = [t for t, r in delivered.items() if r not in replies]
    # The context of each turn's answered attempt: the last request sent for its message (an
    # attempt cut off by a kill was answered to no one; its retry was built afresh, possibly
    # after other turns, and is the one that must hold the previous reply).
    # (the user's own words: a block of facts or retrieved turns may be quoted before them)
    answered = {str(unfold(r.messages[-1])[1]["content"]): r.messages
                for r in upstream.fake.requests}
    missing_previous = []
    for own, msgs in answered.items():
        cid = own.split(" turn ")[0]
        history = visible[cid]
        at = next(i for i, m in enumerate(history) if m.text == own)
        if at >= 2 and history[at - 1].text not in {m["content"] for m in msgs}:
            missing_previous.append(own)
    print(f"\nload ({strategy}): {len(sent)} turns sent, {len(delivered)} answered, "
          f"{kills} kills, "
          f"{len(failures)} client errors (in-flight on killed workers), {elapsed:.0f} s; "
          f"lost {len(lost)}, duplicated {len(duplicated)}, delivered-not-stored "
          f"{len(not_stored)}, misaligned {len(misaligned)}, contexts missing the previous "
          f"reply {len(missing_previous)}")
    warnings = [line for log in cluster.logs for line in log.splitlines()
                if "WARNING" in line or "Traceback" in line]
    print("\n".join(warnings[:20]))
    assert kills == KILLS
    assert len(delivered) == len(sent)
    assert (lost, duplicated, not_stored, misaligned, missing_previous) == (set(), [], [], [],
                                                                            []), misaligned
