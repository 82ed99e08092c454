"""convmem: conversation memory for chat LLMs.

``convmem.Memory`` rebuilds each request's context under an exact token budget with a pluggable
strategy (window, summary, rag, prune, hybrid), keeping durable facts the user stated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from convmem.context import Context, Report
from convmem.core import Memory
from convmem.errors import (
    BudgetError,
    ConfigError,
    ContextLengthError,
    ConvMemError,
    MessageError,
    RetrievalError,
    StoreError,
    TokenizerError,
    UpstreamError,
)
from convmem.facts import Extractor, FactStatement
from convmem.messages import Message
from convmem.records import Fact, Summary, Usage
from convmem.tokens import Calibration, TokenCounter

__all__ = [
    "BudgetError",
    "Calibration",
    "ConfigError",
    "Context",
    "ContextLengthError",
    "ConvMemError",
    "Extractor",
    "Fact",
    "FactStatement",
    "Memory",
    "MemoryChat",
    "Message",
    "MessageError",
    "OpenAIBackend",
    "Report",
    "RetrievalError",
    "StoreError",
    "Summary",
    "TokenCounter",
    "TokenizerError",
    "UpstreamError",
    "Usage",
    "wrap",
]
__version__ = "0.1.0"

if TYPE_CHECKING:
    from convmem.chat import MemoryChat
    from convmem.http import OpenAIBackend
    from convmem.wrap import wrap

# Loaded on first use so that `import convmem` stays fast (httpx, rich are not needed to build).
_LAZY = {"MemoryChat": "convmem.chat", "OpenAIBackend": "convmem.http", "wrap": "convmem.wrap"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'convmem' has no attribute {name!r}")
