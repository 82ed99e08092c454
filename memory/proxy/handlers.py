"""The proxy's request handlers: authorization, the chat path on the turn engine, the
conversation reader and the model listing (see :mod:`convmem.proxy.app` for the app).

The chat path does the least it can: validate, one trip to a worker thread that takes the
conversation's turn lease and begins the turn (the engine aligns, builds, stores the new
message), the upstream call, then one more trip that stores the reply — before its end is sent
(:mod:`convmem.proxy.relay`) — with its usage, gives the lease up in the same transaction and
counts the turn's metrics. Turns of one conversation are serialized by the lease (across
workers; an asyncio lock first, within one) held until the reply is stored: the next request of
a conversation is built on the previous reply, never beside it.

Keys: the client's ``Authorization`` is forwarded upstream unless an upstream key is configured;
neither is stored or logged. With ``tenants`` (proxy key -> tenant) the client's key selects its
tenant instead and is never forwarded; conversation ids are scoped as ``tenant:id``, so tenants
cannot see or continue each other's conversations, and another tenant reading an id gets a 404.

Retries: an ``Idempotency-Key`` header, or the official SDKs' ``x-stainless-retry-count``,
marks a request that repeats an earlier one; the engine then replays the stored reply instead of
asking the upstream again (see :mod:`convmem.chat.reconcile`).
"""

from __future__ import annotations

import asyncio
import functools
import hmac
import itertools
import json
import logging
import time
import weakref
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from convmem.chat.engine import TurnEngine
from convmem.chat.lease import TurnLease
from convmem.chat.streaming import aclose, aopen_stream
from convmem.chat.turn import Blocking, Call, Turn, TurnRequest
from convmem.core.memory import Memory
from convmem.effects import arun
from convmem.errors import echo
from convmem.lru import LRU
from convmem.messages import ID_MAX
from convmem.providers.base import ChatBackend, ChatResult
from convmem.providers.http import client_options
from convmem.providers.servercount import ServerCount, server_of
from convmem.proxy.metrics import ProxyMetrics, span
from convmem.proxy.relay import Relay, completion_body, replay_events
from convmem.proxy.schema import Reject, conversation_of, failure, user_of, validate_body

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.responses import Response

__all__ = ["PROVIDERS", "Proxy"]

log = logging.getLogger("convmem")

PROVIDERS = ("openai", "anthropic", "ollama")
_POOLS = 16  # upstream connection pools (see Proxy._pools)
_BACKENDS = 256  # cached backends (model x key x pool)


def _bearer(value: str | None) -> str | None:
    if not value:
        return None
    scheme, _, token = value.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


async def _nothing() -> None:
    return None


def _kind(exc: BaseException) -> str:
    """An error's kind for the metrics: a rejection's code, else the exception's class."""
    return str(exc.code or "rejected") if isinstance(exc, Reject) else type(exc).__name__


def _is_retry(request: Request) -> bool:
    """Whether the official SDK says this request is a retry of one that failed or timed out."""
    raw = request.headers.get("x-stainless-retry-count")
    return raw is not None and raw.strip().isdigit() and int(raw) > 0


def _is_whole(request: Request) -> bool:
    """Whether the client says the request's messages are the whole conversation as it holds
    it now (``X-Convmem-History: whole``): an edit it made then replaces the stored turns.

    Raises:
        Reject: another value.
    """
    raw = request.headers.get("x-convmem-history")
    if raw is None or raw.strip().lower() in ("", "whole"):
        return raw is not None and raw.strip().lower() == "whole"
    raise Reject(400, f"X-Convmem-History: {raw[:40]!r}: send 'whole' when the messages are the "
                 "whole conversation (an edited message then replaces the stored turns from "
                 "there), or leave the header out.", param="X-Convmem-History")


class _Held:
    """A conversation held by one request: :meth:`release` (once) lets the next turn begin."""

    def __init__(self, lock: asyncio.Lock, lease: Any) -> None:
        self.lock, self.lease, self.done = lock, lease, False

    async def finish(self, store: Callable[[str], Any]) -> None:
        """Store the reply with ``store(lease owner)``, which gives the lease up in its own
        transaction, then let the next turn begin (the lease given up apart if it failed)."""
        try:
            await self.lease.release_with(store)
        finally:
            await self.release()

    async def release(self) -> None:
        if not self.done:
            self.done = True
            try:
                await self.lease.release()
            finally:
                self.lock.release()

    def release_now(self) -> None:
        """:meth:`release` without awaiting (the request is being cancelled)."""
        if not self.done:
            self.done = True
            try:
                self.lease.release_now()
            finally:
                self.lock.release()


class Proxy:
    """The proxy's state and request handlers (see :func:`convmem.proxy.app.create_app`)."""

    def __init__(self, memory: Memory, backend: ChatBackend | None, upstream: str | None,
                 provider: str, upstream_key: str | None, admin_key: str | None,
                 require_conversation: bool, tenants: Mapping[str, str] | None,
                 timeout: float, max_retries: int, client: httpx.AsyncClient | None,
                 lease_ttl: float = 10.0) -> None:
        self.memory = memory
        self.engine = TurnEngine(memory)
        self.backend, self.upstream, self.provider = backend, upstream, provider
        self._upstream_key, self._admin_key = upstream_key, admin_key
        self.require_conversation = require_conversation
        self._tenants = dict(tenants) if tenants is not None else None
        self.timeout, self.max_retries = timeout, max_retries
        self.lease_ttl = lease_ttl
        self.metrics = ProxyMetrics()
        self._client = client
        self._pool: list[httpx.AsyncClient] = []
        self._turn = itertools.count()
        self._backends: LRU[tuple[str, str | None, int], ChatBackend] = LRU(_BACKENDS)
        self._servers: LRU[str | None, ServerCount | None] = LRU(_BACKENDS)
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = (
            weakref.WeakValueDictionary())

    # -- plumbing ----------------------------------------------------------------------------

    def _pools(self) -> list[httpx.AsyncClient]:
        """The upstream connection pools: a few small ones taken in turn, since httpcore's
        pool bookkeeping grows with the square of the requests in flight, and one pool serving
        100 concurrent streams spent most of a second per request on it."""
        if not self._pool:
            self._pool = [httpx.AsyncClient(timeout=httpx.Timeout(self.timeout), limits=(
                httpx.Limits(max_connections=200, max_keepalive_connections=50)),
                **client_options()) for _ in range(_POOLS)]
        return self._pool

    async def aclose(self) -> None:
        """Close the upstream connection pools this proxy made."""
        pool, self._pool = self._pool, []
        for client in pool:
            await client.aclose()

    def _make_backend(self, model: str, key: str | None) -> ChatBackend:
        """The backend for a request's model and key: made once per pool (parsing the
        upstream URL costs more than the rest of a request), then reused; a bounded cache."""
        if self.backend is not None:
            return self.backend
        pool = next(self._turn) % _POOLS
        cached = self._backends.get((model, key, pool))
        if cached is not None:
            return cached
        from convmem.providers import AnthropicBackend, OllamaBackend
        from convmem.providers.openai import OpenAIBackend

        cls = {"openai": OpenAIBackend, "anthropic": AnthropicBackend,
               "ollama": OllamaBackend}[self.provider]
        assert self.upstream is not None  # create_app checked: a backend or an upstream
        client = self._client or self._pools()[pool]
        backend: ChatBackend = cls(self.upstream, model, key, async_client=client,
                                   timeout=self.timeout, max_retries=self.max_retries)
        return self._backends.put((model, key, pool), backend)

    def _server_of(self, key: str | None, backend: ChatBackend) -> ServerCount | None:
        """The upstream's own count, probed once per key (the probe does not depend on the
        model, nor on which pool's backend asks); a bounded cache."""
        if key in self._servers:
            return self._servers.get(key)
        return self._servers.put(key, server_of(backend))

    def _tenant_of(self, token: str) -> str | None:
        assert self._tenants is not None
        found = None
        for key, tenant in self._tenants.items():  # constant time per key: no timing oracle
            if hmac.compare_digest(key.encode(), token.encode()):
                found = tenant
        return found

    def _authorize(self, request: Request) -> tuple[str | None, str | None]:
        """``(tenant, upstream key)`` for a request."""
        token = _bearer(request.headers.get("authorization"))
        if self._tenants is None:
            return None, self._upstream_key or token
        if token is None:
            raise Reject(401, "missing proxy key: send 'Authorization: Bearer <proxy key>'.",
                         "authentication_error", code="missing_api_key")
        tenant = self._tenant_of(token)
        if tenant is None:
            raise Reject(401, "invalid proxy key.", "authentication_error",
                         code="invalid_api_key")
        return tenant, self._upstream_key

    async def _hold(self, request: TurnRequest) -> _Held:
        """Serialize the turns of one conversation — first among this process's requests (an
        asyncio lock, no database polling), then across workers (the store's turn lease) — and
        begin the turn in the worker thread that took the lease (the lease's ``value``)."""
        key = request.conversation_id
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        await lock.acquire()
        lease = TurnLease(self.memory.store, key, ttl=self.lease_ttl, wait=self.timeout)
        try:
            began = time.perf_counter()
            with span("begin", conversation=key):
                renewing = await lease.ahold(functools.partial(self.engine.begin, request))
            self.metrics.overhead.labels("begin").observe(time.perf_counter() - began)
        except BaseException:
            try:
                lease.release()  # cancelled once the lease was taken (a failed begin gave it up)
            finally:
                lock.release()
            raise
        return _Held(lock, renewing)

    # -- POST /v1/chat/completions -----------------------------------------------------------

    async def chat(self, request: Request) -> Response:
        """One chat completion: stateless without a conversation id, else a remembered turn."""
        held: _Held | None = None
        try:
            tenant, key = self._authorize(request)
            body = validate_body(await request.body())
            cid, params = conversation_of(request, body, tenant)
            model: str = body["model"]
            backend = self._make_backend(model, key)
            stream = body.get("stream") is True
            usage = (body.get("stream_options") or {}).get("include_usage") is True
            if cid is None:
                if self.require_conversation:
                    raise Reject(400, "this proxy requires a conversation id: send an "
                                 "'X-Conversation-Id' header (or metadata.conversation_id).",
                                 param="X-Conversation-Id", code="conversation_required")
                return await self._stateless(backend, body["messages"], {**params,
                                             "model": model}, stream, usage)
            scoped = f"{tenant}:{cid}" if tenant is not None else cid
            retry_key = request.headers.get("idempotency-key") or None  # an empty one: none
            turn_request = TurnRequest(scoped, body["messages"], model, params,
                                       user_id=user_of(request, body, tenant),
                                       idempotency_key=retry_key,
                                       retry=_is_retry(request), scope=tenant,
                                       server=self._server_of(key, backend),
                                       whole=_is_whole(request))
            held = await self._hold(turn_request)
            return await self._turn_response(backend, turn_request, stream, usage, held)
        except Exception as exc:
            if held is not None:
                await held.release()
            self.metrics.errors.labels(_kind(exc)).inc()
            return failure(exc)
        except BaseException:  # cancelled: never leave the conversation locked
            if held is not None:
                held.release_now()
            raise

    def _perform(self, backend: ChatBackend, stream: bool) -> Callable[[Any], Any]:
        """How the engine's steps are carried out here: blocking ones in a worker thread, the
        call through the backend (a stream is opened up to its first chunk)."""
        async def perform(step: Call | Blocking) -> Any:
            if isinstance(step, Blocking):
                return await asyncio.to_thread(step.fn)
            if not stream:
                return await backend.acomplete(step.turn.ctx.messages, **step.turn.params)
            return await aopen_stream(backend, step.turn)
        return perform

    async def _turn_response(self, backend: ChatBackend, turn_request: TurnRequest,
                             stream: bool, usage: bool, held: _Held) -> Response:
        from starlette.background import BackgroundTask
        from starlette.responses import JSONResponse, StreamingResponse

        turn: Turn = held.lease.value
        model, kind = turn_request.model, "stream" if stream else "json"
        if turn.replay is not None:
            await held.release()
            self.metrics.requests.labels("replay", kind).inc()
            return self._replay(turn.replay, model, stream, usage)
        called = time.perf_counter()
        with span("upstream", model=model, tokens=turn.ctx.tokens):
            result = await arun(self.engine.steps(turn), self._perform(backend, stream))
        self.metrics.upstream.labels(kind).observe(time.perf_counter() - called)
        headers = {"x-convmem-context-tokens": str(turn.ctx.tokens)}

        async def finish(reply: ChatResult) -> None:
            stored = time.perf_counter()
            with span("finish"):
                await held.finish(functools.partial(self._store_reply, turn, reply))
            self.metrics.overhead.labels("finish").observe(time.perf_counter() - stored)

        if not stream:
            await finish(result)  # before the client sees the reply
            self.metrics.requests.labels("ok", kind).inc()
            return JSONResponse(completion_body(result, model), headers=headers)
        upstream, first = result
        relay = Relay(turn, upstream, first, model, usage, finish, held.release)
        self.metrics.requests.labels("ok", kind).inc()
        return StreamingResponse(relay.events, media_type="text/event-stream",
                                 headers={**headers, "cache-control": "no-cache"},
                                 background=BackgroundTask(relay.close))

    def _store_reply(self, turn: Turn, result: ChatResult, owner: str) -> None:
        """Count the sent turn, then store its reply, giving the lease of ``owner`` up in the
        reply's transaction (blocking: one worker-thread trip)."""
        self._count(turn)
        self.engine.finish(turn, result, partial=result.partial, release=owner)

    def _count(self, turn: Turn) -> None:
        """Metrics of a sent turn: tokens sent and what the whole history would have cost."""
        fit = self.memory.calibration.fit(turn.key)
        # The turn's message is stored already (begin stored it); its reply is not yet.
        history = self.memory.store.token_count(turn.conversation_id)
        self.metrics.turn(tokens=turn.ctx.tokens, history=history,
                          facts=len(turn.ctx.report.facts_pinned), key=turn.key,
                          slope=fit.slope, overhead=fit.overhead)

    def _replay(self, result: ChatResult, model: str, stream: bool, usage: bool) -> Response:
        from starlette.responses import JSONResponse, StreamingResponse

        headers = {"x-convmem-replayed": "true"}
        if stream:
            return StreamingResponse(replay_events(result, model, usage),
                                     media_type="text/event-stream", headers=headers)
        return JSONResponse(completion_body(result, model), headers=headers)

    async def _stateless(self, backend: ChatBackend, messages: list[Any],
                         params: dict[str, Any], stream: bool, usage: bool) -> Response:
        """A request without a conversation id: passed through, nothing stored."""
        from starlette.background import BackgroundTask
        from starlette.responses import JSONResponse, StreamingResponse

        if not stream:
            result = await backend.acomplete(messages, **params)
            return JSONResponse(completion_body(result, str(params["model"])))
        upstream = backend.astream(messages, **params)
        try:
            first = await anext(upstream)
        except BaseException:
            await aclose(upstream)
            raise
        relay = Relay(None, upstream, first, str(params["model"]), usage, None, _nothing)
        return StreamingResponse(relay.events, media_type="text/event-stream",
                                 headers={"cache-control": "no-cache"},
                                 background=BackgroundTask(relay.close))

    # -- the other routes --------------------------------------------------------------------

    async def scrape(self, request: Request) -> Response:
        """``GET /metrics`` (Prometheus); behind the admin key when one is set."""
        if self._admin_key is not None:
            token = request.headers.get("x-admin-key") or _bearer(
                request.headers.get("authorization"))
            if token is None or not hmac.compare_digest(token.encode(),
                                                        self._admin_key.encode()):
                return failure(Reject(401, "send the admin key (X-Admin-Key or Bearer) to read "
                                      "the metrics.", "authentication_error",
                                      code="missing_api_key"))
        return self.metrics.response()

    async def models(self, request: Request) -> Response:
        """``GET /v1/models``: the upstream's models (through its own listing), or the fixed
        backend's model."""
        from starlette.responses import JSONResponse

        try:
            _, key = self._authorize(request)
            backend = self._make_backend("models", key)
            listing = getattr(backend, "amodels", None)
            if callable(listing):
                return JSONResponse(await listing())
            return JSONResponse({"object": "list", "data": [
                {"id": backend.model, "object": "model", "created": 0, "owned_by": "convmem"}]})
        except Exception as exc:
            return failure(exc)

    def _reader(self, request: Request) -> str | None:
        """The tenant whose conversations the caller may read (``None``: no tenants)."""
        token = request.headers.get("x-admin-key") or _bearer(
            request.headers.get("authorization"))
        if token is None:
            raise Reject(401, "missing key: send 'X-Admin-Key: <admin key>'.",
                         "authentication_error", code="missing_api_key")
        if self._admin_key is not None and hmac.compare_digest(token.encode(),
                                                               self._admin_key.encode()):
            tenant = request.query_params.get("tenant")
            if self._tenants is not None and tenant not in set(self._tenants.values()):
                raise Reject(400, f"tenant={tenant!r}: name one of this proxy's tenants with "
                             "?tenant=...", param="tenant")
            return tenant if self._tenants is not None else None
        if self._tenants is not None and (tenant := self._tenant_of(token)) is not None:
            return tenant  # a tenant reads its own conversations
        raise Reject(403, "this key is neither the admin key nor a tenant's proxy key: the "
                     "admin endpoints need one of them.", "permission_error", code="forbidden")

    async def conversation(self, request: Request) -> Response:
        from starlette.responses import Response

        try:
            tenant = self._reader(request)
            cid = request.path_params["conversation_id"]
            scoped = f"{tenant}:{cid}" if tenant is not None else cid
            if not 0 < len(scoped) <= ID_MAX or not await asyncio.to_thread(
                    self.memory.store.count, scoped):
                raise Reject(404, f"conversation {echo(cid)} not found.", code="not_found")
            if request.url.path.endswith("/report"):
                report = self.memory.last_report(scoped)
                if report is None:
                    raise Reject(404, f"no context was built for conversation {echo(cid)} since "
                                  "the proxy started.", code="not_found")
                data: Any = report.to_dict()
            else:
                data = {"object": "list", "conversation_id": cid,
                        "data": await asyncio.to_thread(self.memory.history, scoped)}
            return Response(json.dumps(data, default=str), media_type="application/json")
        except Exception as exc:
            return failure(exc)


