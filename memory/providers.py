"""Provider adapters: the Anthropic Messages API and Ollama's ``/api/chat`` behind the
:class:`~convmem.backend.ChatBackend` protocol (OpenAI-format messages in, ``ChatResult`` out).

Both subclass :class:`~convmem.http.OpenAIBackend` and replace only the wire format (URL,
headers, request body, response parsing, stream decoding), so retries with ``Retry-After``,
error translation (``ContextLengthError`` for "prompt is too long"), key scrubbing and client
ownership behave exactly as for OpenAI-compatible servers.

Anthropic. System messages — the caller's instructions and convmem's pinned-facts block alike —
go to the top-level ``system`` field in order; turns are merged so roles strictly alternate
(tool results travel as ``tool_result`` blocks inside the next user turn); assistant tool calls
become ``tool_use`` blocks. ``cache_control`` marks the end of the system prompt and the end of
the last turn, so a conversation whose context grows by appending reads its prefix from the
prompt cache. Usage: ``prompt_tokens`` is the whole prompt (``input_tokens`` plus cache reads
plus cache writes, which is what calibration must compare with our count), ``cached_tokens`` the
cache reads, and ``raw["usage"]`` keeps Anthropic's own fields (``cache_creation_input_tokens``);
:func:`usage_extra` lifts the cache-write count into a usage record.

Neither provider's tokenizer is available offline, so budgets for them rely on a safety margin
plus calibration from the reported usage (``Memory(safety_margin=0.1)``; ``convmem serve``
sets it for these providers). Ollama's ``prompt_eval_count`` counts only the tokens it had to
evaluate: a prompt served from its KV cache reports less, which can only relax calibration
towards our own count, never overflow it.

The code is split by provider: :mod:`convmem.provider_anthropic`, :mod:`convmem.provider_ollama`,
and what they share in :mod:`convmem.provider_base`. This module is the public import point.
"""

from __future__ import annotations

from convmem.provider_anthropic import (
    AnthropicBackend,
    AnthropicStream,
    anthropic_result,
    from_anthropic,
    to_anthropic,
    usage_extra,
)
from convmem.provider_ollama import OllamaBackend

__all__ = [
    "AnthropicBackend",
    "AnthropicStream",
    "OllamaBackend",
    "anthropic_result",
    "from_anthropic",
    "to_anthropic",
    "usage_extra",
]
