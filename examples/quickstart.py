"""convmem quick start: a chat that remembers what matters under a hard token budget.

    python examples/quickstart.py                       # a built-in fake model: no network, no key
    OPENAI_API_KEY=sk-... python examples/quickstart.py --base-url https://api.openai.com/v1 \\
        --model gpt-4o-mini                             # any OpenAI-compatible endpoint

The user states an allergy in the first turn, chats on until the sliding window has long
dropped that turn, then asks for a recipe. The allergy still reaches the model, because
``facts=True`` pins the facts the user stated in every request (in up to ``fact_tokens``).
The last context's report shows what was kept, what was dropped, which facts were pinned, and
how the budget was spent.

The fake model counts about 5% more tokens than tiktoken, like a non-OpenAI model behind an
OpenAI-style server; watch the calibration factor tighten the limit after the first reply.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any

import httpx

import convmem
from convmem.chat.client import MemoryChat
from convmem.providers.openai import OpenAIBackend

TURNS = [
    "Hi! I'm Sam, and I'm allergic to peanuts.",
    "I'm planning a trip to Lisbon next spring. Which neighbourhoods are nice for walking, "
    "with good views and small cafés?",
    "How many days would you spend there, and is a day trip to Sintra worth it?",
    "What about getting around: trams, metro, or just walking up and down the hills?",
    "Any tips for the food markets? I like trying local pastries and cheeses.",
    "Can you suggest a muffin recipe for the flight?",
]


def fake_transport(ratio: float = 1.05) -> httpx.MockTransport:
    """A tiny OpenAI-compatible model: it answers from whatever context it is sent."""
    counter = convmem.TokenCounter("cl100k_base")

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        messages = body["messages"]
        # convmem quotes what it remembers before the new message ("[New message:]" ends it).
        seen = " ".join(str(m.get("content") or "") for m in messages).lower()
        question = messages[-1]["content"].rsplit("[New message:]", 1)[-1].strip()
        if "allergic" in question:
            answer = "Nice to meet you, Sam. Noted."
        elif "recipe" in question:
            answer = ("Banana-oat muffins, made peanut-free since you told me you're allergic "
                      "to peanuts." if "peanut" in seen else "Peanut butter muffins!")
        else:
            answer = f"Good question about {question.split()[-1].strip('?.!')}. (fake answer)"
        prompt = counter.count_messages(convmem.Message(role=m["role"], content=m["content"])
                                        for m in messages)
        usage = {"prompt_tokens": math.ceil(prompt * ratio),
                 "completion_tokens": counter.count_text(answer)}
        return httpx.Response(200, json={
            "model": body["model"], "usage": usage,
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": answer}}]})

    return httpx.MockTransport(handler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", help="an OpenAI-compatible API root; omit for the fake")
    parser.add_argument("--model", default="fake-model")
    parser.add_argument("--window", type=int, default=320, help="context window, tokens")
    parser.add_argument("--reserve-output", type=int, default=100)
    args = parser.parse_args(argv)

    if args.base_url:
        backend = OpenAIBackend(args.base_url, args.model, os.environ.get("OPENAI_API_KEY"))
    else:
        backend = OpenAIBackend("http://fake.local/v1", args.model,
                                client=httpx.Client(transport=fake_transport()))
    memory = convmem.Memory(strategy="window", window=args.window,
                            reserve_output=args.reserve_output, facts=True, fact_tokens=128)
    chat = MemoryChat(memory, backend, system="You are a concise travel assistant.",
                      params={"max_tokens": args.reserve_output})
    cid = "quickstart"
    for text in TURNS:
        print(f"user: {text}")
        result = chat.chat(cid, text)
        report = memory.last_report(cid)
        assert report is not None
        print(f"assistant: {result.content}")
        print(f"  [{report.tokens} prompt tokens sent of a {report.limit}-token limit; "
              f"the API counted {result.prompt_tokens}]\n")

    report = memory.last_report(cid)
    assert report is not None
    usage: list[Any] = memory.usage(cid)
    print("context report for the last turn:")
    print(report)  # seqs index the stored messages from 0; ranges include both ends
    print(f"usage: {len(usage)} calls, {sum(u.prompt_tokens or 0 for u in usage)} prompt "
          f"tokens billed, {sum(u.completion_tokens or 0 for u in usage)} completion tokens")
    memory.close()
    backend.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
