"""Drop-in memory for a chatbot backend: point its OpenAI client at ``convmem serve``.

    python examples/proxy_dropin.py                       # a built-in fake model: no network
    OPENAI_API_KEY=sk-... python examples/proxy_dropin.py \\
        --upstream https://api.openai.com/v1 --model gpt-4o-mini   # a real API

The chatbot below is written the way most are: it keeps the whole history and re-sends it every
turn, so its requests grow without bound until the model's window overflows. The only change
for memory is where the client points and one header::

    client = OpenAI(base_url="http://127.0.0.1:8080/v1")                 # was: the API itself
    client.chat.completions.create(model=..., messages=history,
                                   extra_headers={"X-Conversation-Id": chat_id})

The proxy (started here in-process; in production ``convmem serve --upstream URL``) stores each
message once, rebuilds every request under the budget (a 400-token window here, to make it
visible), forwards the client's key upstream, and stores the reply with its usage.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from typing import Any

import httpx
from openai import OpenAI

from convmem import Memory
from convmem.eval.proxybench import serve_in_thread, upstream_app
from convmem.proxy.app import create_app

TURNS = [
    "Hi! I'm Sam. I'm planning a week in Lisbon next spring.",
    "Which neighbourhoods are nice for walking, with views and small cafés?",
    "Is a day trip to Sintra worth it? How would I get there?",
    "What about getting around the city: trams, metro, or walking?",
    "Any tips for food markets? I love pastries and cheese.",
    "Thanks! Can you summarise the plan in three bullet points?",
]


def fake_reply(body: dict[str, Any]) -> str:
    """The built-in model: says how much context it was sent."""
    messages = body["messages"]
    words = sum(len(str(m.get("content") or "").split()) for m in messages)
    return (f"(I received {len(messages)} messages, {words} words.) Lisbon is lovely; "
            "here are a few ideas that fit what you asked, in some detail. " * 2).strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upstream", help="an OpenAI-compatible API root (default: built-in "
                        "fake model)")
    parser.add_argument("--model", default="fake-model")
    parser.add_argument("--window", type=int, default=400)
    args = parser.parse_args(argv)
    key = os.environ.get("OPENAI_API_KEY", "not-needed-for-the-fake")

    with tempfile.TemporaryDirectory() as tmp, serve_in_thread(
            upstream_app(fake_reply, chunks=4)) as fake_root:
        upstream = args.upstream or f"{fake_root}/v1"
        memory = Memory(strategy="window", window=args.window, reserve_output=150,
                        store=f"sqlite:///{tmp}/proxy.db")
        app = create_app(memory, upstream=upstream, admin_key="example-admin-key")
        with serve_in_thread(app) as proxy:
            client = OpenAI(base_url=f"{proxy}/v1", api_key=key, max_retries=0)
            history: list[dict[str, Any]] = [
                {"role": "system", "content": "You are a concise travel assistant."}]
            for text in TURNS:
                history.append({"role": "user", "content": text})
                raw = client.chat.completions.with_raw_response.create(
                    model=args.model, messages=history,
                    extra_headers={"X-Conversation-Id": "sam-lisbon"})
                reply = raw.parse().choices[0].message.content or ""
                history.append({"role": "assistant", "content": reply})
                print(f"user: {text}")
                print(f"assistant: {reply[:90]}{'...' if len(reply) > 90 else ''}")
                print(f"  the client sent {len(history) - 1} messages; the model received "
                      f"{raw.headers['x-convmem-context-tokens']} tokens "
                      f"(limit {memory.limit()})")
            stream = client.chat.completions.create(
                model=args.model, messages=[{"role": "user", "content": "One more tip?"}],
                stream=True, extra_headers={"X-Conversation-Id": "sam-lisbon"})
            text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
            print(f"streamed (only the new turn sent): {text[:60]}...")
            stored = httpx.get(f"{proxy}/v1/conversations/sam-lisbon/messages",
                               headers={"X-Admin-Key": "example-admin-key"}).json()["data"]
            print(f"stored messages: {len(stored)} (each once; the client re-sent "
                  f"{sum(range(2, 2 * len(TURNS) + 1, 2))} in total)")
        memory.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
