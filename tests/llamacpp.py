"""A llama.cpp-like chat server for tests: a real tokenizer and chat template, served on loopback.

It counts a prompt the way llama.cpp does — the messages rendered through the model's Jinja2
chat template (SmolLM2's, from its GGUF, which injects a default system prompt when the first
message is not a system message), tokenized with the model's BPE (``tokenizers``), special
tokens parsed — written here directly on ``jinja2`` and ``tokenizers``, not through convmem's
:class:`~convmem.modeltokens.ModelTokenCounter`, so a bug there cannot hide an overflow.

And it fails the way llama-cpp-python 0.3's server does (what convmem was measured against):

* a prompt of ``n_ctx`` tokens or more: HTTP 400, ``context_length_exceeded``, "This model's
  maximum context length is N tokens. However, you requested …";
* a prompt that fits but leaves less than ``max_tokens``: no error — the reply is silently cut
  to what is left (``finish_reason: "length"``);
* streamed, an overflow is an HTTP 200 with an empty event stream;
* streams never carry usage, whatever ``stream_options.include_usage`` says.

With ``native=True`` it also offers llama-server's own endpoints (``GET /props`` with
``n_ctx``, ``POST /apply-template``, ``POST /tokenize``), which convmem probes for a count.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
import jinja2.sandbox
from tokenizers import Tokenizer

from tests.fakes import _json_out, _Out

DATA = Path(__file__).parent / "data" / "smollm2"
PROSE = ("the bread rises slowly overnight while the starter bubbles and the kitchen "
         "smells of yeast and warm flour, so we fold the dough twice and shape it before dawn")
WORDS = PROSE.split()


@dataclass
class Served:
    """One chat request as the server saw it."""

    prompt_tokens: int
    max_tokens: int | None
    stream: bool
    status: int
    completion_tokens: int = 0
    finish_reason: str | None = None
    messages: list[dict[str, Any]] = field(default_factory=list)


class LlamaServer:
    """The server's state and behaviour (served by :func:`tests.fakes.serve_on_loopback`).

    Args:
        n_ctx: the context size.
        reply_tokens: how long every reply wants to be (cut by what the context leaves).
        native: offer ``/props``, ``/apply-template`` and ``/tokenize``.
    """

    chunk_delay = 0.0

    def __init__(self, n_ctx: int = 2048, *, reply_tokens: int = 48, native: bool = True,
                 model: str = "smollm2-135m-instruct") -> None:
        self.n_ctx, self.reply_tokens, self.native, self.model = n_ctx, reply_tokens, native, model
        self.tokenizer = Tokenizer.from_file(str(DATA / "tokenizer.json"))
        env = jinja2.sandbox.ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        self.template = env.from_string((DATA / "chat_template.jinja").read_text())
        self.served: list[Served] = []
        self.counted = 0  # /tokenize calls
        self._lock = threading.Lock()
        self._turn = 0

    # -- the model's own count --------------------------------------------------------------

    def render(self, messages: Sequence[Mapping[str, Any]]) -> str:
        rows = [{"role": m["role"], "content": _text(m.get("content"))} for m in messages]
        return self.template.render(messages=rows, add_generation_prompt=True)

    def tokens(self, text: str) -> list[int]:
        return list(self.tokenizer.encode(text, add_special_tokens=False).ids)

    def count(self, messages: Sequence[Mapping[str, Any]]) -> int:
        return len(self.tokens(self.render(messages)))

    # -- HTTP --------------------------------------------------------------------------------

    def respond(self, method: str, url: str, headers: Mapping[str, str], raw: bytes) -> _Out:
        path = url.split("://", 1)[-1].split("/", 1)[-1]
        path = "/" + path.split("?", 1)[0]
        body = json.loads(raw) if raw else {}
        if method == "GET" and path == "/v1/models":
            return _json_out(200, {"object": "list", "data": [
                {"id": self.model, "object": "model", "owned_by": "me", "permissions": []}]})
        if self.native and method == "GET" and path == "/props":
            return _json_out(200, {"default_generation_settings": {"n_ctx": self.n_ctx},
                                   "total_slots": 1, "chat_template": "(SmolLM2)"})
        if self.native and method == "POST" and path == "/apply-template":
            return _json_out(200, {"prompt": self.render(body["messages"])})
        if self.native and method == "POST" and path == "/tokenize":
            with self._lock:
                self.counted += 1
            return _json_out(200, {"tokens": self.tokens(body["content"])})
        if method == "POST" and path == "/v1/chat/completions":
            return self._chat(body)
        return _json_out(404, {"detail": "Not Found"})

    def _chat(self, body: Mapping[str, Any]) -> _Out:
        prompt = self.count(body["messages"])
        asked = body.get("max_tokens")
        stream = bool(body.get("stream"))
        record = Served(prompt, asked, stream, 200, messages=list(body["messages"]))
        with self._lock:
            self.served.append(record)
            self._turn += 1
            turn = self._turn
        if prompt >= self.n_ctx:
            if stream:  # the error happens inside the event generator: 200, no events
                return _Out(200, {"content-type": "text/event-stream"}, [])
            record.status = 400
            wanted = asked or 0
            return _json_out(400, {"error": {
                "message": f"This model's maximum context length is {self.n_ctx} tokens. "
                           f"However, you requested {prompt + wanted} tokens ({prompt} in the "
                           f"messages, {wanted} in the completion). Please reduce the length "
                           "of the messages or completion.",
                "type": "invalid_request_error", "param": "messages",
                "code": "context_length_exceeded"}})
        room = self.n_ctx - prompt
        cap = min(asked, room) if isinstance(asked, int) and asked > 0 else room
        wanted = self.reply_tokens
        n = min(wanted, cap)
        record.completion_tokens = n
        record.finish_reason = "length" if n < wanted else "stop"
        text = " ".join(WORDS[(turn + i) % len(WORDS)] for i in range(n))
        if stream:
            return self._sse(text, record.finish_reason)
        return _json_out(200, {
            "id": f"chatcmpl-{turn}", "object": "chat.completion", "created": int(time.time()),
            "model": self.model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                         "finish_reason": record.finish_reason, "logprobs": None}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": n,
                      "total_tokens": prompt + n}})

    def _sse(self, text: str, finish: str) -> _Out:
        def event(delta: dict[str, Any], reason: str | None = None) -> bytes:
            data = {"id": "chatcmpl-s", "object": "chat.completion.chunk", "model": self.model,
                    "created": int(time.time()),
                    "choices": [{"index": 0, "delta": delta, "finish_reason": reason}]}
            return f"data: {json.dumps(data)}\n\n".encode()

        words = text.split(" ")
        chunks = [event({"role": "assistant"})]
        chunks += [event({"content": w if i == 0 else " " + w}) for i, w in enumerate(words)]
        chunks += [event({}, finish), b"data: [DONE]\n\n"]  # no usage chunk, ever
        return _Out(200, {"content-type": "text/event-stream"}, chunks)


def _text(content: Any) -> str:
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content)
    return str(content or "")
