"""The proxy's request handlers: authorization, the chat path on the turn engine, the
conversation reader and the model listing (see :mod:`convmem.proxy.app` for the app).

The chat path does the least it can: validate, one store round trip in a worker thread (the
engine aligns, builds, stores the new message), the upstream call, then the reply stored before
its end is sent (:mod:`convmem.proxy.relay`). Turns of one conversation are serialized by a
per-conversation lock held until the reply is stored: the next request of a conversation is
built on the previous reply, never beside it.

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
import hmac
import itertools
import json
import logging
import weakref
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from convmem.chat.engine import Blocking, Call, TurnEngine, TurnRequest, aclose, aopen_stream
from convmem.core.memory import Memory
from convmem.effects import arun
from convmem.errors import UpstreamError, echo
from convmem.messages import ID_MAX
from convmem.providers.base import ChatBackend, ChatResult
from convmem.proxy.relay import Relay, completion_body, replay_events
from convmem.proxy.schema import Reject, conversation_of, failure, validate_body

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.responses import Response

__all__ = ["PROVIDERS", "Proxy"]

log = logging.getLogger("convmem")

PROVIDERS = ("openai", "anthropic", "ollama")
_POOLS = 16  # upstream connection pools (see Proxy.client)


def _bearer(value: str | None) -> str | None:
    if not value:
        return None
    scheme, _, token = value.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def _nothing() -> None:
    return None


def _is_retry(request: Request) -> bool:
    """Whether the official SDK says this request is a retry of one that failed or timed out."""
    raw = request.headers.get("x-stainless-retry-count")
    return raw is not None and raw.strip().isdigit() and int(raw) > 0


class Proxy:
    """The proxy's state and request handlers (see :func:`convmem.proxy.app.create_app`)."""

    def __init__(self, memory: Memory, backend: ChatBackend | None, upstream: str | None,
                 provider: str, upstream_key: str | None, admin_key: str | None,
                 require_conversation: bool, tenants: Mapping[str, str] | None,
                 timeout: float, max_retries: int, client: httpx.AsyncClient | None) -> None:
        self.memory = memory
        self.engine = TurnEngine(memory)
        self.backend, self.upstream, self.provider = backend, upstream, provider
        self._upstream_key, self._admin_key = upstream_key, admin_key
        self.require_conversation = require_conversation
        self._tenants = dict(tenants) if tenants is not None else None
        self.timeout, self.max_retries = timeout, max_retries
        self._client = client
        self._pool: list[httpx.AsyncClient] = []
        self._turn = itertools.count()
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = (
            weakref.WeakValueDictionary())

    # -- plumbing ----------------------------------------------------------------------------

    @property
    def client(self) -> httpx.AsyncClient:
        """An httpx client for the next upstream call. Ours are a few small pools taken in
        turn: httpcore's pool bookkeeping grows with the square of the requests in flight, and
        one pool serving 100 concurrent streams spent most of a second per request on it."""
        if self._client is not None:
            return self._client
        if not self._pool:
            self._pool = [httpx.AsyncClient(timeout=httpx.Timeout(self.timeout), limits=(
                httpx.Limits(max_connections=200, max_keepalive_connections=50)))
                for _ in range(_POOLS)]
        return self._pool[next(self._turn) % _POOLS]

    async def aclose(self) -> None:
        """Close the upstream connection pools this proxy made."""
        pool, self._pool = self._pool, []
        for client in pool:
            await client.aclose()

    def _make_backend(self, model: str, key: str | None) -> ChatBackend:
        if self.backend is not None:
            return self.backend
        from convmem.providers import AnthropicBackend, OllamaBackend
        from convmem.providers.openai import OpenAIBackend

        cls = {"openai": OpenAIBackend, "anthropic": AnthropicBackend,
               "ollama": OllamaBackend}[self.provider]
        assert self.upstream is not None  # create_app checked: a backend or an upstream
        backend: ChatBackend = cls(self.upstream, model, key, async_client=self.client,
                                   timeout=self.timeout, max_retries=self.max_retries)
        return backend

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

    async def _lock(self, key: str) -> Callable[[], None]:
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        await lock.acquire()
        released = False

        def release() -> None:
            nonlocal released
            if not released:
                released = True
                lock.release()

        return release

    # -- POST /v1/chat/completions -----------------------------------------------------------

    async def chat(self, request: Request) -> Response:
        """One chat completion: stateless without a conversation id, else a remembered turn."""
        release: Callable[[], None] = _nothing
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
            release = await self._lock(scoped)
            turn_request = TurnRequest(scoped, body["messages"], model, params, user_id=tenant,
                                       idempotency_key=request.headers.get("idempotency-key"),
                                       retry=_is_retry(request))
            return await self._turn_response(backend, turn_request, stream, usage, release)
        except Exception as exc:
            release()
            return failure(exc)
        except BaseException:  # cancelled: never leave the conversation locked
            release()
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
                             stream: bool, usage: bool, release: Callable[[], None]
                             ) -> Response:
        from starlette.background import BackgroundTask
        from starlette.responses import JSONResponse, StreamingResponse

        turn = await asyncio.to_thread(self.engine.begin, turn_request)
        log.debug("conversation %r: stored %d, context %d tokens", turn.conversation_id,
                  turn.stored, turn.ctx.tokens)
        model = turn_request.model
        if turn.replay is not None:
            release()
            return self._replay(turn.replay, model, stream, usage)
        result = await arun(self.engine.steps(turn), self._perform(backend, stream))
        headers = {"x-convmem-context-tokens": str(turn.ctx.tokens)}
        if not stream:
            reply: ChatResult = result
            try:
                await asyncio.to_thread(self.engine.finish, turn, reply)  # before the client
            finally:
                release()
            return JSONResponse(completion_body(reply, model), headers=headers)
        upstream, first = result
        relay = Relay(self.engine, turn, upstream, first, model, usage, release,
                      asyncio.to_thread)
        return StreamingResponse(relay.events, media_type="text/event-stream",
                                 headers={**headers, "cache-control": "no-cache"},
                                 background=BackgroundTask(relay.close))

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
        relay = Relay(None, None, upstream, first, str(params["model"]), usage, _nothing,
                      asyncio.to_thread)
        return StreamingResponse(relay.events, media_type="text/event-stream",
                                 headers={"cache-control": "no-cache"},
                                 background=BackgroundTask(relay.close))

    # -- the other routes --------------------------------------------------------------------

    async def models(self, request: Request) -> Response:
        from starlette.responses import JSONResponse, Response

        try:
            _, key = self._authorize(request)
            if self.backend is None and self.provider == "openai":
                assert self.upstream is not None
                headers = {"authorization": f"Bearer {key}"} if key else {}
                try:
                    answer = await self.client.get(f"{self.upstream.rstrip('/')}/models",
                                                   headers=headers)
                except httpx.HTTPError as exc:
                    raise UpstreamError(f"cannot reach {self.upstream}: {type(exc).__name__}",
                                        status=None) from exc
                return Response(answer.content, status_code=answer.status_code,
                                media_type=answer.headers.get("content-type",
                                                              "application/json"))
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
        raise Reject(403, "this key may not read conversations.", "permission_error",
                      code="forbidden")

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


