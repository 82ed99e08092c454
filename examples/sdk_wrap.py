"""Memory for code that calls the official OpenAI SDK directly: ``convmem.chat.sdk``.

    python examples/sdk_wrap.py                             # a built-in fake model: no network
    OPENAI_API_KEY=sk-... python examples/sdk_wrap.py \\
        --base-url https://api.openai.com/v1 --model gpt-4o-mini    # a real API

Before::

    client = OpenAI()
    history.append({"role": "user", "content": text})
    reply = client.chat.completions.create(model=MODEL, messages=history)

After — send only the new message; memory supplies the rest under the budget, and stores the
reply (streams included) with its usage::

    client = wrap(OpenAI(), Memory(window=8192, store="sqlite:///chat.db"))
    reply = client.chat.completions.create(model=MODEL, messages=[{"role": "user",
                                           "content": text}], conversation_id=chat_id)

``wrap(anthropic.Anthropic(), memory)`` does the same for ``messages.create``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from typing import Any

from openai import OpenAI

from convmem import Memory
from convmem.chat.sdk import wrap
from convmem.eval.proxybench import serve_in_thread, upstream_app

TURNS = [
    "Hi, I'm Sam and I'm allergic to peanuts.",
    "I'd like to bake something for a picnic on Saturday.",
    "Something with apples, maybe?",
]


def fake_reply(body: dict[str, Any]) -> str:
    """The built-in model: says what it was sent."""
    messages = body["messages"]
    first = next((m["content"] for m in messages if m["role"] == "user"), "")
    return f"(I see {len(messages)} messages; the first user message: {first!r}) Noted."


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", help="an OpenAI-compatible API root (default: built-in "
                        "fake model)")
    parser.add_argument("--model", default="fake-model")
    args = parser.parse_args(argv)
    key = os.environ.get("OPENAI_API_KEY", "not-needed-for-the-fake")

    with tempfile.TemporaryDirectory() as tmp, serve_in_thread(
            upstream_app(fake_reply, chunks=3)) as fake_root:
        memory = Memory(strategy="window", window=4096, reserve_output=512,
                        store=f"sqlite:///{tmp}/chat.db")
        client = wrap(OpenAI(base_url=args.base_url or f"{fake_root}/v1", api_key=key,
                             max_retries=0), memory)
        for text in TURNS:
            reply = client.chat.completions.create(
                model=args.model, messages=[{"role": "user", "content": text}],
                conversation_id="sam")
            print(f"user: {text}\nassistant: {reply.choices[0].message.content}")
        stream = client.chat.completions.create(
            model=args.model, stream=True, conversation_id="sam",
            messages=[{"role": "user", "content": "And a drink to go with it?"}])
        print("assistant (streamed): " + "".join(
            chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices))
        usage = memory.usage("sam")
        print(f"stored {len(memory.history('sam'))} messages and {len(usage)} usage records; "
              f"last prompt: {usage[-1].prompt_tokens} tokens "
              f"(counted {usage[-1].counted_tokens})")
        memory.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
