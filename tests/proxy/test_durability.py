"""What a client has received is stored, and a client's retry is not a new turn: real
``convmem serve`` processes on loopback, killed with SIGKILL the moment the client has its
reply, and the official SDK retrying after a timeout."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import openai

from convmem.stores.sql import SQLStore
from tests.servers import CID, Upstream, serve_process

ROUNDS = 4  # kills per mode: bounded, and each one has to keep the delivered reply


def roles_and_texts(url: str, cid: str = "c1") -> list[tuple[str, str]]:
    store = SQLStore(url)
    try:
        return [(m.role, m.text) for m in store.range(cid, 0, store.count(cid))]
    finally:
        store.close()


def test_a_delivered_reply_survives_kill_9(upstream: Upstream, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'proxy.db'}"
    expected: list[tuple[str, str]] = []
    for i in range(ROUNDS):
        for stream in (False, True):
            text = f"reply {i} {'streamed' if stream else 'whole'}"
            upstream.fake.reply(text, chunks=[text[:4], text[4:]])
            question = f"question {i} {stream}"
            with serve_process("--upstream", upstream.url, "--store", url, "--strategy", "window",
                               "--window", "4000") as proxy:
                body = {"model": "fake-model", "stream": stream,
                        "messages": [{"role": "user", "content": question}]}
                with httpx.Client(timeout=30) as client:
                    if not stream:
                        answer = client.post(f"{proxy.base_url}/chat/completions", json=body,
                                             headers=CID).json()
                        assert answer["choices"][0]["message"]["content"] == text
                        proxy.kill()  # the client holds the reply: crash now
                    else:
                        with client.stream("POST", f"{proxy.base_url}/chat/completions",
                                           json=body, headers=CID) as response:
                            got = ""
                            for line in response.iter_lines():
                                if line == "data: [DONE]":
                                    proxy.kill()  # the client saw the end: crash now
                                    break
                                if line.startswith("data: "):
                                    delta = json.loads(line[6:])["choices"][0]["delta"]
                                    got += delta.get("content") or ""
                        assert got == text
            expected += [("user", question), ("assistant", text)]
            assert roles_and_texts(url) == expected


def test_an_sdk_retry_after_a_timeout_is_not_a_second_turn(upstream: Upstream,
                                                            tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'proxy.db'}"
    upstream.server.reply_delay = 1.5  # longer than the client waits
    upstream.fake.reply("the answer")
    with serve_process("--upstream", upstream.url, "--store", url, "--strategy", "window",
                       "--window", "4000") as proxy:
        client = openai.OpenAI(base_url=proxy.base_url, api_key="k", timeout=0.75,
                               max_retries=2)
        reply = client.chat.completions.create(
            model="fake-model", messages=[{"role": "user", "content": "what is it?"}],
            extra_headers=CID)
    # The first attempt timed out; its reply was stored; the SDK's retry (with
    # x-stainless-retry-count) got that stored reply instead of a second model call.
    assert reply.choices[0].message.content == "the answer"
    assert len(upstream.fake.requests) == 1
    assert roles_and_texts(url) == [("user", "what is it?"), ("assistant", "the answer")]


def test_an_idempotency_key_replays_the_reply(upstream: Upstream, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'proxy.db'}"
    upstream.fake.reply("only once")
    upstream.fake.reply("noted")
    with serve_process("--upstream", upstream.url, "--store", url, "--strategy", "window",
                       "--window", "4000") as proxy:
        body = {"model": "fake-model", "messages": [{"role": "user", "content": "hi"}]}
        headers = {**CID, "Idempotency-Key": "req-1"}
        first = httpx.post(f"{proxy.base_url}/chat/completions", json=body, headers=headers)
        second = httpx.post(f"{proxy.base_url}/chat/completions", json={**body, "stream": True},
                            headers=headers)
        too_long = httpx.post(f"{proxy.base_url}/chat/completions", json=body,
                              headers={**CID, "Idempotency-Key": "k" * 300})
        empty = httpx.post(f"{proxy.base_url}/chat/completions",  # no key: a new turn
                           json={**body, "messages": [{"role": "user", "content": "more"}]},
                           headers={**CID, "Idempotency-Key": ""})
    assert first.json()["choices"][0]["message"]["content"] == "only once"
    assert second.headers["x-convmem-replayed"] == "true" and "only once" in second.text
    assert too_long.status_code == 400 and "Idempotency-Key of 300" in too_long.text
    assert empty.status_code == 200 and len(upstream.fake.requests) == 2
    assert roles_and_texts(url) == [("user", "hi"), ("assistant", "only once"),
                                    ("user", "more"), ("assistant", "noted")]
