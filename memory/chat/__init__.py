"""THE turn, and the adapters that run it: :class:`~convmem.chat.engine.TurnEngine` (store,
build, call, store the reply, learn), :class:`~convmem.chat.client.MemoryChat` (a client over
any backend) and :func:`~convmem.chat.sdk.wrap` (the official SDKs). The proxy
(:mod:`convmem.proxy`) is the third adapter.
"""

from __future__ import annotations

from convmem.chat.client import MemoryChat
from convmem.chat.engine import TurnEngine
from convmem.chat.turn import Turn, TurnRequest

__all__ = ["MemoryChat", "Turn", "TurnEngine", "TurnRequest"]
