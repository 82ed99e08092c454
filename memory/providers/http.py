"""``HTTPBackend``: the one transport of every provider — httpx, sync and async, retries,
timing and error translation — around a provider's :class:`~convmem.providers.base.Wire`.

Retries: 429 and 5xx answers and transport failures (connect/read timeouts, dropped
connections) are retried with exponential backoff and jitter; a ``Retry-After`` (or
``retry-after-ms``) header from the server wins over our own schedule, capped by
``max_backoff`` so a confused server cannot park a request for an hour. Other 4xx answers are
the caller's mistake and fail at once. A stream is retried only before its first byte: once
text has reached the caller, replaying the request would show it twice. The retry loop is one
generator (:meth:`HTTPBackend._exchange`) that the blocking and the async calls both drive
(:mod:`convmem.effects`).

A prompt the server rejects as too long becomes :class:`~convmem.errors.ContextLengthError`
carrying the numbers the server stated (:mod:`convmem.providers.status`), so the caller can
learn by exactly the overflow rather than guess.

The API key lives in a :class:`~convmem.providers.status.Secret` and only ever reaches the
request headers: it is masked in ``repr``, absent from log records, and scrubbed from error
bodies (some servers echo it back in their 401 message). The clients convmem makes keep no
cookies (:func:`client_options`): httpx keeps a client's ``Set-Cookie`` answers and sends them
with every later request, and the proxy's clients are shared by all its clients and tenants,
so a session cookie a gateway set for one key went out with the next key's requests.
"""

from __future__ import annotations

import asyncio
import functools
import http.cookiejar
import logging
import random
import ssl
import time
from collections.abc import (
    AsyncIterator,
    Awaitable,
    Callable,
    Iterator,
    Mapping,
    Sequence,
)
from dataclasses import dataclass
from typing import Any

import httpx

from convmem.effects import Steps, arun, run
from convmem.errors import ConfigError, UpstreamError
from convmem.providers.base import ChatResult, StreamChunk, StreamDecoder, Wire
from convmem.providers.servercount import ServerCount
from convmem.providers.status import (
    Secret,
    context_error,
    error_fields,
    mask,
    redact_url,
    retry_after,
    url_secrets,
)

__all__ = ["HTTPBackend", "NoCookies", "client_options", "tls_context"]

log = logging.getLogger("convmem")

# Transport failures worth another attempt; UnsupportedProtocol or a bad proxy URL is not.
RETRYABLE = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)
# -- the steps of one exchange (performed by a blocking or an async driver) ----------------------

@dataclass(frozen=True)
class _Send:
    request: httpx.Request
    stream: bool


@dataclass(frozen=True)
class _Sleep:
    seconds: float


@dataclass(frozen=True)
class _Drain:
    """Read an error response's body and close it; the step's result is the text."""

    response: httpx.Response


class _Timing:
    """Latency and time to first content of one call, retries and backoff included."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.ttft_ms: float | None = None

    def chunk(self, chunk: StreamChunk) -> StreamChunk:
        if self.ttft_ms is None and chunk.result is None and (chunk.delta or chunk.raw):
            self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
        return chunk

    def done(self, result: ChatResult) -> StreamChunk:
        result.latency_ms = (time.perf_counter() - self.start) * 1000.0
        result.ttft_ms = self.ttft_ms
        return StreamChunk(raw=result.raw, result=result)


def _join(root: str, path: str) -> httpx.URL:
    """``root`` with ``path`` appended to its path (its query, e.g. Azure's ``api-version``,
    kept)."""
    url = httpx.URL(root)
    return url.copy_with(path=url.path.rstrip("/") + path)


@functools.cache
def tls_context() -> ssl.SSLContext:
    """The TLS context of the httpx clients convmem makes for upstreams (backends, the proxy's
    pools, its start-up probe), loaded once per process (``SSL_CERT_FILE``/``SSL_CERT_DIR``
    are read then): httpx loads the CA bundle again for each client (~40 ms each), which the
    proxy paid 32 times on its first requests (16 pools, and a probe client per backend)."""
    return httpx.create_ssl_context()


class NoCookies(http.cookiejar.CookieJar):
    """A cookie jar that keeps nothing: an API client carries no state between requests."""

    def extract_cookies(self, response: Any, request: Any) -> None:
        """Drop the response's cookies (httpx calls this after every response)."""

    def set_cookie(self, cookie: http.cookiejar.Cookie) -> None:
        """Drop the cookie."""


def client_options() -> dict[str, Any]:
    """The options of every httpx client convmem makes for an upstream: the shared TLS
    context, and a jar that keeps no cookie (see the module docstring)."""
    return {"verify": tls_context(), "cookies": NoCookies()}


class HTTPBackend:
    """A :class:`~convmem.providers.base.ChatBackend` over HTTP for one provider's wire format.

    Args:
        wire: the provider's wire format (:class:`~convmem.providers.openai.OpenAIWire`, …).
        base_url: the API root, e.g. ``https://api.openai.com/v1``.
        model: the model name sent with every request (a request's ``model`` param wins).
        api_key: the credential, sent the way the wire says; never logged or shown.
        client / async_client: httpx clients to use (yours to close); by default the backend
            creates its own on first use and :meth:`close` / :meth:`aclose` closes them.
        timeout: seconds for connect, each read, and write.
        max_retries: further attempts after the first on 429/5xx/transport errors.
        backoff: the first retry's delay in seconds; doubles per attempt, with jitter.
        max_backoff: the cap of any delay, ``Retry-After`` included.
        headers: extra headers for every request.
        sleep / asleep: how to wait between attempts (injectable so tests need not wait).
        rng: the jitter's random source.

    ``latency_ms`` and ``ttft_ms`` are measured from the first attempt, retries and backoff
    included: what the user waited.

    Raises:
        ConfigError: a base URL that is not http(s), an empty model, or a negative setting.
    """

    def __init__(self, wire: Wire, base_url: str, model: str, api_key: str | None = None, *,
                 client: httpx.Client | None = None,
                 async_client: httpx.AsyncClient | None = None, timeout: float = 60.0,
                 max_retries: int = 3, backoff: float = 0.5, max_backoff: float = 30.0,
                 headers: Mapping[str, str] | None = None,
                 sleep: Callable[[float], None] = time.sleep,
                 asleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
                 rng: random.Random | None = None) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            raise ConfigError(f"base_url={base_url!r}: use the API root with its scheme, e.g. "
                              "'https://api.openai.com/v1' or 'http://localhost:8000/v1'.")
        if not isinstance(model, str) or not model:
            raise ConfigError(f"model={model!r}: name the model, e.g. 'gpt-4o-mini'.")
        if max_retries < 0 or backoff < 0 or max_backoff < 0 or timeout <= 0:
            raise ConfigError(f"max_retries={max_retries!r}, backoff={backoff!r}, max_backoff="
                              f"{max_backoff!r}, timeout={timeout!r}: retries and delays must be "
                              "non-negative and the timeout positive.")
        self.wire = wire
        self.base_url = redact_url(base_url.rstrip("/"))  # as shown in errors, logs and repr
        self._root = wire.root(base_url.rstrip("/"))
        self._endpoint = _join(self._root, wire.path)
        self._models = _join(wire.root(base_url.rstrip("/")), wire.models_path) \
            if wire.models_path else None
        self.url = redact_url(str(self._endpoint))
        self.model = model
        self._key = Secret(api_key) if api_key else None
        # A key too short to be a credential ("k" in tests) would mask every letter k.
        self._secrets = [Secret(s) for s in url_secrets(base_url) + (
            [api_key] if api_key and len(api_key) >= 4 else [])]
        self._extra_headers = dict(headers or {})
        self._client, self._async_client = client, async_client
        self._own_client, self._own_async_client = client is None, async_client is None
        self.timeout, self.max_retries = timeout, max_retries
        self.backoff, self.max_backoff = backoff, max_backoff
        self._sleep, self._asleep = sleep, asleep
        self._rng = rng or random.Random()
        self._server: ServerCount | None = None

    def __repr__(self) -> str:
        key = "'***'" if self._key else "None"
        return (f"{type(self).__name__}(url={self.url!r}, model={self.model!r}, "
                f"api_key={key})")

    @property
    def client(self) -> httpx.Client:
        """The sync httpx client (created on first use unless one was given)."""
        if self._client is None:
            self._client = httpx.Client(timeout=httpx.Timeout(self.timeout),
                                        **client_options())
        return self._client

    @property
    def async_client(self) -> httpx.AsyncClient:
        """The async httpx client (created on first use unless one was given)."""
        if self._async_client is None:
            self._async_client = httpx.AsyncClient(timeout=httpx.Timeout(self.timeout),
                                                   **client_options())
        return self._async_client

    def scrub(self, text: str) -> str:
        """``text`` with the API key and the URL's credentials masked (servers sometimes echo
        them in errors)."""
        return mask(text, (secret.reveal() for secret in self._secrets))

    # -- the exchange, written once ----------------------------------------------------------

    def _request(self, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
                 stream: bool) -> httpx.Request:
        body = self.wire.body(str(params.get("model") or self.model), messages, params, stream)
        headers = {**self.wire.headers(self._key.reveal() if self._key else None, stream),
                   **self._extra_headers}
        # Built on a bare client: the request is data; the step's client sends it.
        return httpx.Request("POST", self._endpoint, json=body, headers=headers)

    def _delay(self, attempt: int, response: httpx.Response | None,
               exc: Exception | None) -> float | None:
        """Seconds to wait before another attempt, or ``None`` when this failure is final."""
        if attempt >= self.max_retries:
            return None
        if response is not None and not (response.status_code == 429
                                         or response.status_code >= 500):
            return None
        hinted = retry_after(response.headers) if response is not None else None
        if hinted is not None:
            delay = min(hinted, self.max_backoff)
        else:  # jitter keeps clients from retrying in step
            delay = min(self.max_backoff, self.backoff * 2.0 ** attempt) * (
                0.5 + self._rng.random() / 2)
        why = f"HTTP {response.status_code}" if response is not None else type(exc).__name__
        log.warning("%s from %s; retry %d/%d in %.2fs", why, self.url, attempt + 1,
                    self.max_retries, delay)
        return delay

    def _exchange(self, request: httpx.Request, stream: bool) -> Steps[Any, httpx.Response]:
        """POST with retries; returns a successful response (unread when ``stream``)."""
        attempt = 0
        while True:
            try:
                response: httpx.Response = yield _Send(request, stream)
            except RETRYABLE as exc:
                if (delay := self._delay(attempt, None, exc)) is None:
                    raise self.transport_error(exc, attempt + 1) from exc
            except httpx.HTTPError as exc:
                raise self.transport_error(exc, attempt + 1) from exc
            else:
                if response.status_code < 400:
                    return response
                text: str = yield _Drain(response)
                if (delay := self._delay(attempt, response, None)) is None:
                    raise self.status_error(response.status_code, text, attempt + 1)
            yield _Sleep(delay)
            attempt += 1

    def _perform(self, step: _Send | _Sleep | _Drain) -> Any:
        if isinstance(step, _Send):
            return self.client.send(step.request, stream=step.stream)
        if isinstance(step, _Drain):
            try:
                return step.response.read().decode(step.response.encoding or "utf-8", "replace")
            finally:
                step.response.close()
        return self._sleep(step.seconds)

    async def _aperform(self, step: _Send | _Sleep | _Drain) -> Any:
        if isinstance(step, _Send):
            return await self.async_client.send(step.request, stream=step.stream)
        if isinstance(step, _Drain):
            try:
                raw = await step.response.aread()
                return raw.decode(step.response.encoding or "utf-8", "replace")
            finally:
                await step.response.aclose()
        return await self._asleep(step.seconds)

    # -- errors ------------------------------------------------------------------------------

    def transport_error(self, exc: Exception, attempts: int) -> UpstreamError:
        """The error for a failed transport; ``attempts=0`` means it broke mid-stream."""
        text = self.scrub(f"{type(exc).__name__}: {exc}").rstrip(". ")
        if attempts == 0:
            return UpstreamError(f"the connection to {self.url} was lost mid-stream: {text}.",
                                 status=None, body=text)
        return UpstreamError(f"cannot reach {self.url} after {attempts} attempt(s): {text}. "
                             "Check the base URL and the network, or raise timeout.",
                             status=None, body=text)

    def status_error(self, status: int, text: str, attempts: int) -> UpstreamError:
        """The error for an HTTP error answer (``ContextLengthError`` for an overlong prompt)."""
        body = self.scrub(text)
        overflow = context_error(status, body, f"{self.url} ({self.model!r})")
        if overflow is not None:
            return overflow
        _, message = error_fields(body)
        message = message or body[:300]
        hint = {401: " Check the API key.", 403: " Check the API key's permissions.",
                404: f" Check base_url={self.base_url!r} and model={self.model!r}."}.get(status, "")
        tries = f" after {attempts} attempts" if attempts > 1 else ""
        return UpstreamError(f"{self.url} answered HTTP {status}{tries}: {message}.{hint}",
                             status=status, body=body)

    def _reply(self, response: httpx.Response, timing: _Timing) -> ChatResult:
        try:
            result = self.wire.reply(response.json())
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            raise UpstreamError(f"{self.url} answered HTTP {response.status_code} with a body "
                                f"that is not a reply of the {self.wire.name} API "
                                f"({type(exc).__name__}: {exc}).", status=response.status_code,
                                body=self.scrub(response.text[:2000])) from exc
        result.model = result.model or self.model
        timing.done(result)
        return result

    def _decode(self, decoder: StreamDecoder, line: str, timing: _Timing) -> list[StreamChunk]:
        try:
            return [timing.chunk(c) for c in decoder.feed(line)]
        except UpstreamError as exc:
            exc.body = self.scrub(exc.body)
            exc.args = (f"{self.url}: {self.scrub(str(exc))}",)
            raise

    # -- the calls ---------------------------------------------------------------------------

    def complete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        """Send ``messages`` and return the whole reply.

        Args:
            messages: OpenAI chat messages.
            **params: request fields passed through (``temperature``, ``tools``, ``max_tokens``,
                even ``model`` to override the default).

        Raises:
            ContextLengthError: the server said the prompt is too long.
            UpstreamError: any other failure, after the retries allowed.
        """
        timing = _Timing()
        response = run(self._exchange(self._request(messages, params, False), False),
                       self._perform)
        return self._reply(response, timing)

    async def acomplete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        """Async :meth:`complete`."""
        timing = _Timing()
        response = await arun(self._exchange(self._request(messages, params, False), False),
                              self._aperform)
        return self._reply(response, timing)

    def stream(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> Iterator[
            StreamChunk]:
        """Send ``messages`` streamed; yield text and tool-call deltas as they arrive, then a
        last chunk whose ``result`` holds the assembled reply and usage.

        Closing the iterator early closes the connection. Raises as :meth:`complete`; a
        connection lost mid-stream raises :class:`UpstreamError`; a stream that simply ends
        without the provider's end marker yields a result with ``partial=True``.
        """
        timing, decoder = _Timing(), self.wire.decoder()
        response = run(self._exchange(self._request(messages, params, True), True),
                       self._perform)
        try:
            for line in response.iter_lines():
                yield from self._decode(decoder, line, timing)
                if decoder.done:
                    break
            else:
                yield from self._decode(decoder, "", timing)
        except httpx.HTTPError as exc:
            raise self.transport_error(exc, 0) from exc
        finally:
            response.close()
        yield timing.done(decoder.result())

    async def astream(self, messages: Sequence[Mapping[str, Any]], **params: Any
                      ) -> AsyncIterator[StreamChunk]:
        """Async :meth:`stream`."""
        timing, decoder = _Timing(), self.wire.decoder()
        response = await arun(self._exchange(self._request(messages, params, True), True),
                              self._aperform)
        try:
            async for line in response.aiter_lines():
                for chunk in self._decode(decoder, line, timing):
                    yield chunk
                if decoder.done:
                    break
            else:
                for chunk in self._decode(decoder, "", timing):
                    yield chunk
        except httpx.HTTPError as exc:
            raise self.transport_error(exc, 0) from exc
        finally:
            await response.aclose()
        yield timing.done(decoder.result())

    async def amodels(self) -> dict[str, Any]:
        """The provider's models as an OpenAI ``/v1/models`` list.

        Raises:
            UpstreamError: the listing failed, or this provider has none.
        """
        if self._models is None:
            raise UpstreamError(f"{self.wire.name} has no model listing.", status=404)
        headers = {**self.wire.headers(self._key.reveal() if self._key else None, False),
                   **self._extra_headers}
        try:
            response = await self.async_client.get(self._models, headers=headers)
        except httpx.HTTPError as exc:
            raise self.transport_error(exc, 1) from exc
        if response.status_code >= 400:
            raise self.status_error(response.status_code, response.text, 1)
        return {"object": "list", "data": self.wire.models(response.json())}

    def server_count(self) -> ServerCount | None:
        """The server's own prompt count and context length, for OpenAI-compatible servers
        that offer them (llama.cpp, vLLM; probed once, see
        :mod:`convmem.providers.servercount`); ``None`` for other wire formats."""
        if not getattr(self.wire, "server_endpoints", False):
            return None
        if self._server is None:
            headers = {**self.wire.headers(self._key.reveal() if self._key else None, False),
                       **self._extra_headers}
            self._server = ServerCount(self.client, self._root, headers)
        return self._server

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close the sync client if the backend created it."""
        if self._own_client and self._client is not None:
            self._client.close()
            self._client = None

    async def aclose(self) -> None:
        """Close both clients the backend created."""
        if self._own_async_client and self._async_client is not None:
            await self._async_client.aclose()
            self._async_client = None
        self.close()

    def __enter__(self) -> HTTPBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> HTTPBackend:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
