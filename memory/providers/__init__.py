"""Chat APIs and embedders behind small protocols.

:class:`~convmem.providers.base.ChatBackend` is what convmem calls; one transport
(:class:`~convmem.providers.http.HTTPBackend`) does the HTTP for every provider, and each
provider is only its wire format: OpenAI-compatible endpoints (:mod:`~convmem.providers.openai`),
Anthropic's Messages API (:mod:`~convmem.providers.anthropic`) and Ollama's native API
(:mod:`~convmem.providers.ollama`). Embedders (:mod:`~convmem.providers.embedders`) turn text
into vectors for retrieval.

Neither Anthropic's nor most open models' tokenizers are available offline, so budgets for them
rely on a safety margin plus calibration from the reported usage.
"""

from __future__ import annotations

from convmem.providers.anthropic import AnthropicBackend, AnthropicWire
from convmem.providers.base import ChatBackend, ChatResult, StreamChunk, Wire
from convmem.providers.http import HTTPBackend
from convmem.providers.ollama import OllamaBackend, OllamaWire
from convmem.providers.openai import OpenAIBackend, OpenAIWire

__all__ = ["AnthropicBackend", "AnthropicWire", "ChatBackend", "ChatResult", "HTTPBackend",
           "OllamaBackend", "OllamaWire", "OpenAIBackend", "OpenAIWire", "StreamChunk", "Wire"]
