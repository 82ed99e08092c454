"""convmem: conversation memory for chat LLMs.

``convmem.Memory`` rebuilds each request's context under an exact token budget with a pluggable
strategy (window, summary, rag, prune, hybrid), keeping durable facts the user stated.
"""

from __future__ import annotations

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
    "Message",
    "MessageError",
    "Report",
    "RetrievalError",
    "StoreError",
    "Summary",
    "TokenCounter",
    "TokenizerError",
    "UpstreamError",
    "Usage",
]
__version__ = "0.1.0"
