"""What an OpenAI-compatible server says about itself: its context length and its own count.

Open-model servers know what we can only estimate. llama.cpp's server renders a prompt with
the model's chat template (``POST /apply-template``), tokenizes it (``POST /tokenize``) and
states its context (``GET /props``: ``n_ctx``); vLLM tokenizes chat messages in one call
(``POST /tokenize`` → ``count``, ``max_model_len``). :class:`ServerCount` probes once which of
these the server behind a base URL offers and caches the answer, so the turn engine can check a
prompt by the server's own count before sending it, and a stream that reports no usage still
has a prompt count. A server that offers neither (OpenAI itself, llama-cpp-python, TGI) costs
one probe; from then on :meth:`ServerCount.count` returns ``None`` at once.

Probes are short (2 s) and never raise: a server that cannot answer them is a server that
cannot count, and the turn goes on with calibration from usage reports. A failure that says
nothing about the server (no connection, a timeout, a 5xx while a gateway's backend restarts or
llama.cpp loads its model) is tried again a minute later, for the probe and for the count alike:
one :class:`ServerCount` serves every request to its URL and key.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from convmem.lru import LRU
from convmem.providers.status import mask, redact_url, url_secrets

__all__ = ["ServerCount", "ServerFacts", "server_of"]

log = logging.getLogger("convmem")

_TIMEOUT = 2.0
_RETRY_PROBE = 60.0  # seconds before a server that could not be reached is probed again


@dataclass(frozen=True)
class ServerFacts:
    """What a probe found.

    Attributes:
        kind: ``"llama.cpp"``, ``"vllm"``, ``"unknown"`` (it offers neither), or
            ``"unreachable"`` (probed again after a minute).
        window: the context length the server states, or ``None``.
        counts: whether it can count a chat prompt for us.
    """

    kind: str = "unknown"
    window: int | None = None
    counts: bool = False


def _root(base_url: str) -> str:
    """The server's root: llama.cpp and vLLM serve their own endpoints beside ``/v1``."""
    url = base_url.rstrip("/")
    return url[:-3] if url.endswith("/v1") else url


def _transient(exc: httpx.HTTPError) -> bool:
    """A failure that says nothing about what the server offers: no connection, a timeout, or
    a 5xx (a gateway whose backend restarts, llama.cpp loading its model)."""
    return isinstance(exc, httpx.TransportError) or (
        isinstance(exc, httpx.HTTPStatusError) and exc.response.status_code >= 500)


def _positive(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


class ServerCount:
    """The server-side count and context length of one OpenAI-compatible base URL.

    Args:
        client: the httpx client to probe with (the backend's).
        base_url: the API root, e.g. ``http://127.0.0.1:8080/v1``.
        headers: headers for every probe (the credential).
    """

    def __init__(self, client: httpx.Client, base_url: str,
                 headers: Mapping[str, str] | None = None) -> None:
        self._client = client
        self._base = base_url.rstrip("/")
        self._root = _root(base_url)
        self._headers = dict(headers or {})
        self._facts: ServerFacts | None = None
        self._probed_at = 0.0
        self._windows: LRU[str, int | None] = LRU(1024)  # per model name a client sent
        self._paused_until = 0.0  # a count failed for a passing reason: none until then
        self._lock = threading.Lock()

    def facts(self) -> ServerFacts:
        """The probe's findings (probing on first use; cached)."""
        with self._lock:
            stale = self._facts is not None and self._facts.kind == "unreachable" and (
                time.monotonic() - self._probed_at > _RETRY_PROBE)
            if self._facts is None or stale:
                self._facts = self._probe()
                self._probed_at = time.monotonic()
            return self._facts

    def idle(self) -> bool:
        """Whether the server was probed and offers neither a window nor a count: nothing to
        ask it, so a turn need not leave the event loop to find that out."""
        facts = self._facts
        return facts is not None and facts.kind == "unknown"

    def window(self, model: str) -> int | None:
        """The context length the server states for ``model`` (``None``: it does not say)."""
        facts = self.facts()
        if facts.kind != "vllm":
            return facts.window
        with self._lock:  # turns ask from several threads; the lookup is not held over HTTP
            known, window = model in self._windows, self._windows.get(model)
        if not known:
            window = self._vllm_window(model)
            with self._lock:
                self._windows.put(model, window)
        return window or facts.window

    def count(self, messages: Sequence[Mapping[str, Any]], model: str) -> int | None:
        """The server's count of the prompt ``messages`` make (chat template included), or
        ``None`` when it cannot say."""
        facts = self.facts()
        if not facts.counts or time.monotonic() < self._paused_until:
            return None
        try:
            if facts.kind == "llama.cpp":
                prompt = self._post("/apply-template", {"messages": list(messages)})["prompt"]
                tokens = self._post("/tokenize", {"content": prompt, "add_special": True})
                return len(tokens["tokens"])
            data = self._post("/tokenize", {"model": model, "messages": list(messages),
                                            "add_generation_prompt": True})
            return _positive(data.get("count")) or len(data["tokens"])
        except httpx.HTTPError as exc:
            if not _transient(exc):
                self._stop_counting(facts, exc)
                return None
            log.warning("%s could not count a prompt (%s); budgets go on from usage reports "
                        "for a minute", redact_url(self._root), type(exc).__name__)
            self._paused_until = time.monotonic() + _RETRY_PROBE
            return None
        except (KeyError, TypeError, ValueError) as exc:
            self._stop_counting(facts, exc)
            return None

    def _stop_counting(self, facts: ServerFacts, exc: Exception) -> None:
        """The server's count answers are not what we read (or it refuses them): stop
        asking."""
        log.warning("%s stopped counting prompts (%s); budgets go on from usage reports",
                    redact_url(self._root), type(exc).__name__)
        with self._lock:
            self._facts = ServerFacts(facts.kind, facts.window, counts=False)

    # -- probing -----------------------------------------------------------------------------

    def _get(self, url: str) -> Any:
        response = self._client.get(url, headers=self._headers, timeout=_TIMEOUT)
        response.raise_for_status()
        return response.json()

    def _post(self, path: str, body: Mapping[str, Any]) -> Any:
        response = self._client.post(self._root + path, json=body, headers=self._headers,
                                     timeout=_TIMEOUT)
        response.raise_for_status()
        return response.json()

    def _probe(self) -> ServerFacts:
        try:
            props = self._get(self._root + "/props")
        except httpx.HTTPError as exc:
            if not _transient(exc):  # 404 and the like: not llama.cpp
                props = None
            else:  # down, restarting, loading its model (503): ask again later
                log.info("cannot probe %s (%s); trying again in a minute",
                         redact_url(self._root), mask(str(exc), url_secrets(self._root)))
                return ServerFacts("unreachable")
        except ValueError:
            props = None
        if isinstance(props, Mapping) and "default_generation_settings" in props:
            settings = props.get("default_generation_settings") or {}
            window = _positive(settings.get("n_ctx")) or _positive(props.get("n_ctx"))
            return ServerFacts("llama.cpp", window, counts=True)
        window = self._vllm_window(None)
        if window is not None:
            return ServerFacts("vllm", window, counts=True)
        return ServerFacts()

    def _vllm_window(self, model: str | None) -> int | None:
        """``max_model_len`` from vLLM's model list (for ``model``, else the first)."""
        try:
            data = self._get(self._base + "/models").get("data") or []
        except (httpx.HTTPError, ValueError, AttributeError):
            return None
        for entry in data:
            if isinstance(entry, Mapping) and (model is None or entry.get("id") == model):
                return _positive(entry.get("max_model_len"))
        return None


def server_of(backend: object) -> ServerCount | None:
    """A backend's :class:`ServerCount`, when it has one (HTTP backends of the OpenAI wire)."""
    make = getattr(backend, "server_count", None)
    found = make() if callable(make) else None
    return found if isinstance(found, ServerCount) else None
