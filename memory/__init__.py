"""convmem: conversation memory for chat LLMs.

``convmem.Memory`` rebuilds each request's context under an exact token budget with a pluggable
strategy (window, summary, rag, prune, hybrid), keeping durable facts the user stated;
``MemoryChat``, ``wrap`` and ``convmem serve`` run whole remembered turns on it.

This module is the curated public API. Layout by concern: :mod:`convmem.core` (Memory, the
budget guard, Context/Report), :mod:`convmem.facts` (the ledger and the extractors),
:mod:`convmem.providers` (chat APIs, embedders), :mod:`convmem.chat` (the one turn engine and
its adapters), :mod:`convmem.proxy` (``convmem serve``), :mod:`convmem.eval` (compare,
benchmarks, generators), :mod:`convmem.cli` (the commands), with :mod:`convmem.strategies` and
:mod:`convmem.stores` beside them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from convmem.calibration import Calibration
from convmem.core.context import Context, Report
from convmem.core.memory import Memory
from convmem.errors import (
    BudgetError,
    ConfigError,
    ContextLengthError,
    ConvMemError,
    DuplicateError,
    MessageError,
    MissingDependency,
    OwnerError,
    RetrievalError,
    StoreError,
    TokenizerError,
    UpstreamError,
)
from convmem.facts.ledger import Extractor, FactStatement
from convmem.messages import Message
from convmem.records import Fact, Summary, Usage
from convmem.tokens import TokenCounter

__all__ = [
    "AnthropicBackend",
    "BudgetError",
    "Calibration",
    "ChatBackend",
    "ChatResult",
    "ConfigError",
    "Context",
    "ContextLengthError",
    "ConvMemError",
    "DuplicateError",
    "Extractor",
    "Fact",
    "FactStatement",
    "Memory",
    "MemoryChat",
    "Message",
    "MessageError",
    "MissingDependency",
    "OllamaBackend",
    "OpenAIBackend",
    "OwnerError",
    "Report",
    "RetrievalError",
    "StoreError",
    "StreamChunk",
    "Summary",
    "TokenCounter",
    "TokenizerError",
    "UpstreamError",
    "Usage",
    "wrap",
]
__version__ = "0.2.0"

if TYPE_CHECKING:
    from convmem.chat.client import MemoryChat
    from convmem.chat.sdk import wrap
    from convmem.providers.anthropic import AnthropicBackend
    from convmem.providers.base import ChatBackend, ChatResult, StreamChunk
    from convmem.providers.ollama import OllamaBackend
    from convmem.providers.openai import OpenAIBackend

# Loaded on first use so that `import convmem` stays fast (httpx is not needed to build).
_LAZY = {"MemoryChat": "convmem.chat.client", "wrap": "convmem.chat.sdk",
         "OpenAIBackend": "convmem.providers.openai",
         "AnthropicBackend": "convmem.providers.anthropic",
         "OllamaBackend": "convmem.providers.ollama", "ChatBackend": "convmem.providers.base",
         "ChatResult": "convmem.providers.base", "StreamChunk": "convmem.providers.base"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'convmem' has no attribute {name!r}")
