"""``convmem serve``: the OpenAI-compatible proxy, the third adapter of the turn engine
(:mod:`convmem.chat.engine`). :mod:`~convmem.proxy.app` builds the app and its routes,
:mod:`~convmem.proxy.handlers` handles requests, :mod:`~convmem.proxy.schema` says what requests
and errors look like, :mod:`~convmem.proxy.relay` sends the replies.
"""

from __future__ import annotations

from convmem.proxy.app import PROVIDERS, create_app

__all__ = ["PROVIDERS", "create_app"]
