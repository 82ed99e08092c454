"""``convmem serve``: an OpenAI-compatible chat proxy that gives any chatbot backend memory.

Point an OpenAI client's ``base_url`` at the proxy and send an ``X-Conversation-Id`` header
(or ``metadata.conversation_id``, or ``user``): each request's context is rebuilt from the stored
conversation under the exact budget, and the reply is stored with its usage. Requests without
an id pass through statelessly (or are refused with ``require_conversation``). Clients may send
only the new turn or their whole history; :class:`~convmem.wrap.Reconciler` stores only what is
new either way.

The request path does the least it can: validate, one store round trip in a worker thread
(align, store the new message, build), then the upstream call. Replies are stored in the
response's background task, which Starlette runs after the last byte is sent, so storing never
delays the client's last chunk. Streams are relayed chunk by chunk as they arrive. A client
that disconnects mid-stream cancels the stream; the background task closes the upstream request
(the upstream sees the disconnect) and stores what arrived, marked ``partial``.

Turns of one conversation are serialized by a per-conversation lock held until the reply is
stored: the next request of a conversation is built on the previous reply, never beside it.

Keys: the client's ``Authorization`` is forwarded upstream unless an upstream key is configured;
neither is stored or logged. With ``tenants`` (proxy key -> tenant) the client's key selects its
tenant instead and is never forwarded; conversation ids are scoped as ``tenant:id``, so tenants
cannot see or continue each other's conversations, and another tenant reading an id gets a 404.

Errors use OpenAI's shape ``{"error": {"message", "type", "param", "code"}}``: a malformed body
is a 400 naming the field, an upstream error keeps its status, an unreachable upstream is 502.

Request validation, the error objects and the published schemas live in
:mod:`convmem.server_schema`; the reply's wire format and the stream relay in
:mod:`convmem.server_reply`. This module keeps the request path and the app.
"""

from __future__ import annotations

import asyncio
import hmac
import inspect
import itertools
import json
import logging
import os
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from convmem.backend import ChatBackend, ChatResult
from convmem.core import Memory
from convmem.errors import ConfigError, ContextLengthError, UpstreamError
from convmem.server_reply import _aclose, _completion, _Relay
from convmem.server_schema import (
    _ID_MAX,
    _SCHEMA_REQUEST,
    _conversation,
    _error,
    _failure,
    _Reject,
    _responses,
    _validate,
)
from convmem.wrap import Reconciler, Turn

if TYPE_CHECKING:
    import argparse

    from fastapi import FastAPI, Request
    from starlette.responses import Response

__all__ = ["PROVIDERS", "add_arguments", "create_app", "main"]

log = logging.getLogger("convmem")

PROVIDERS = ("openai", "anthropic", "ollama")
_POOLS = 16  # upstream connection pools (see _Proxy.client)


def _bearer(value: str | None) -> str | None:
    if not value:
        return None
    scheme, _, token = value.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


class _Proxy:
    """The proxy's state and request handlers (see :func:`create_app`)."""

    def __init__(self, memory: Memory, backend: ChatBackend | None, upstream: str | None,
                 provider: str, upstream_key: str | None, admin_key: str | None,
                 require_conversation: bool, tenants: Mapping[str, str] | None,
                 timeout: float, max_retries: int, client: httpx.AsyncClient | None) -> None:
        self.memory = memory
        self.reconciler = Reconciler(memory)
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
        pool, self._pool = self._pool, []
        for client in pool:
            await client.aclose()

    def _make_backend(self, model: str, key: str | None) -> ChatBackend:
        if self.backend is not None:
            return self.backend
        from convmem.http import OpenAIBackend
        from convmem.providers import AnthropicBackend, OllamaBackend

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
            raise _Reject(401, "missing proxy key: send 'Authorization: Bearer <proxy key>'.",
                          "authentication_error", code="missing_api_key")
        tenant = self._tenant_of(token)
        if tenant is None:
            raise _Reject(401, "invalid proxy key.", "authentication_error",
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
        release: Callable[[], None] = _nothing
        try:
            tenant, key = self._authorize(request)
            body = _validate(await request.body())
            cid, params = _conversation(request, body)
            model: str = body["model"]
            params["model"] = model
            backend = self._make_backend(model, key)
            options = body.get("stream_options") or {}
            stream = body.get("stream") is True
            if cid is None:
                if self.require_conversation:
                    raise _Reject(400, "this proxy requires a conversation id: send an "
                                  "'X-Conversation-Id' header (or metadata.conversation_id).",
                                  param="X-Conversation-Id", code="conversation_required")
                return await self._call(backend, None, body["messages"], params, stream,
                                        options.get("include_usage") is True, _nothing)
            scoped = f"{tenant}:{cid}" if tenant is not None else cid
            release = await self._lock(scoped)
            turn = await asyncio.to_thread(self.reconciler.begin, scoped, body["messages"],
                                           model=model, tools=body.get("tools"),
                                           user_id=tenant)
            log.debug("conversation %r: stored %d, context %d tokens", scoped, turn.stored,
                      turn.ctx.tokens)
            return await self._call(backend, turn, turn.ctx.messages, params, stream,
                                    options.get("include_usage") is True, release)
        except Exception as exc:
            release()
            return _failure(exc)
        except BaseException:  # cancelled: never leave the conversation locked
            release()
            raise

    async def _call(self, backend: ChatBackend, turn: Turn | None, messages: list[Any],
                    params: dict[str, Any], stream: bool, include_usage: bool,
                    release: Callable[[], None]) -> Response:
        """Call upstream (once more with a tighter context after an overflow); the response's
        background task stores the reply and releases the conversation."""
        from starlette.background import BackgroundTask
        from starlette.responses import JSONResponse, StreamingResponse

        start = time.perf_counter()
        for attempt in (0, 1):
            headers = {}
            if turn is not None:
                messages = turn.ctx.messages
                headers["x-convmem-context-tokens"] = str(turn.ctx.tokens)
            try:
                if not stream:
                    result = await backend.acomplete(messages, **params)
                    return JSONResponse(_completion(result, params["model"]), headers=headers,
                                        background=BackgroundTask(self._store, turn, result,
                                                                  release))
                upstream = backend.astream(messages, **params)
                try:
                    first = await anext(upstream)
                except BaseException:
                    await _aclose(upstream)
                    raise
                relay = _Relay(self.reconciler, turn, upstream, first, params["model"],
                               include_usage, release, start)
                return StreamingResponse(relay.events, media_type="text/event-stream",
                                         headers={**headers, "cache-control": "no-cache"},
                                         background=BackgroundTask(relay.finish))
            except ContextLengthError as exc:
                if attempt or turn is None or not await asyncio.to_thread(
                        self.reconciler.rebuild, turn, exc):
                    raise
                log.warning("conversation %r: upstream overflow, resending %d tokens",
                            turn.conversation_id, turn.ctx.tokens)
        raise AssertionError("unreachable")  # pragma: no cover

    async def _store(self, turn: Turn | None, result: ChatResult,
                     release: Callable[[], None]) -> None:
        try:
            if turn is not None:
                await asyncio.to_thread(self.reconciler.finish, turn, result)
        except Exception as exc:
            log.error("storing the reply failed: %s", exc, exc_info=exc)
        finally:
            release()

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
            return _failure(exc)

    def _reader(self, request: Request) -> str | None:
        """The tenant whose conversations the caller may read (``None``: no tenants)."""
        token = request.headers.get("x-admin-key") or _bearer(
            request.headers.get("authorization"))
        if token is None:
            raise _Reject(401, "missing key: send 'X-Admin-Key: <admin key>'.",
                          "authentication_error", code="missing_api_key")
        if self._admin_key is not None and hmac.compare_digest(token.encode(),
                                                               self._admin_key.encode()):
            tenant = request.query_params.get("tenant")
            if self._tenants is not None and tenant not in set(self._tenants.values()):
                raise _Reject(400, f"tenant={tenant!r}: name one of this proxy's tenants with "
                              "?tenant=...", param="tenant")
            return tenant if self._tenants is not None else None
        if self._tenants is not None and (tenant := self._tenant_of(token)) is not None:
            return tenant  # a tenant reads its own conversations
        raise _Reject(403, "this key may not read conversations.", "permission_error",
                      code="forbidden")

    async def conversation(self, request: Request) -> Response:
        from starlette.responses import Response

        try:
            tenant = self._reader(request)
            cid = request.path_params["conversation_id"]
            scoped = f"{tenant}:{cid}" if tenant is not None else cid
            if not 0 < len(scoped) <= 255 or not await asyncio.to_thread(
                    self.memory.store.count, scoped):
                raise _Reject(404, f"conversation {cid!r} not found.", code="not_found")
            if request.url.path.endswith("/report"):
                report = self.memory.last_report(scoped)
                if report is None:
                    raise _Reject(404, f"no context was built for conversation {cid!r} since "
                                  "the proxy started.", code="not_found")
                data: Any = report.to_dict()
            else:
                data = {"object": "list", "conversation_id": cid,
                        "data": await asyncio.to_thread(self.memory.history, scoped)}
            return Response(json.dumps(data, default=str), media_type="application/json")
        except Exception as exc:
            return _failure(exc)


def _nothing() -> None:
    return None


def _endpoint(handler: Callable[[Request], Awaitable[Response]], request_cls: type
              ) -> Callable[[Request], Awaitable[Response]]:
    """``handler`` with a signature FastAPI can read without importing FastAPI at module level
    (it would otherwise see the postponed annotation and take ``request`` for a query)."""
    async def endpoint(request: Request) -> Response:
        return await handler(request)

    setattr(endpoint, "__signature__", inspect.Signature([inspect.Parameter(  # noqa: B010
        "request", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=request_cls)]))
    return endpoint


def create_app(memory: Memory | Callable[[], Memory], backend: ChatBackend | None = None, *,
               upstream: str | None = None, provider: str = "openai",
               upstream_key: str | None = None, admin_key: str | None = None,
               require_conversation: bool = False, tenants: Mapping[str, str] | None = None,
               timeout: float = 600.0, max_retries: int = 2,
               http_client: httpx.AsyncClient | None = None) -> FastAPI:
    """The proxy as an ASGI app (FastAPI).

    Args:
        memory: the memory (or a zero-argument factory for one) holding every conversation.
        backend: a fixed backend for every request (its key and retries are its own); or
        upstream: the upstream API root (``https://api.openai.com/v1``,
            ``https://api.anthropic.com``, ``http://localhost:11434``), with a backend built per
            request for the request's ``model`` and key.
        provider: the upstream's API: ``"openai"``, ``"anthropic"`` or ``"ollama"``.
        upstream_key: the key sent upstream instead of the client's ``Authorization``.
        admin_key: the key (``X-Admin-Key``) for reading conversations; ``None`` disables it
            (tenants can still read their own).
        require_conversation: refuse requests without a conversation id.
        tenants: proxy key -> tenant name; clients must then present a proxy key.
        timeout / max_retries: for the upstream calls.
        http_client: the httpx client for upstream calls (yours to close), e.g. one on a
            ``MockTransport`` in tests.

    Returns:
        The FastAPI app; serve it with uvicorn.

    Raises:
        ImportError: FastAPI is missing (``pip install convmem[server]``).
        ConfigError: neither ``backend`` nor ``upstream``, or an unknown provider.
    """
    try:
        from fastapi import FastAPI, Request
        from starlette.exceptions import HTTPException
    except ImportError as exc:  # pragma: no cover - the server extra is missing
        raise ImportError("convmem serve needs FastAPI and uvicorn: pip install "
                          "convmem[server]") from exc
    if provider not in PROVIDERS:
        raise ConfigError(f"provider={provider!r}: use one of {PROVIDERS}.")
    if backend is None and not (isinstance(upstream, str) and upstream.startswith(
            ("http://", "https://"))):
        raise ConfigError(f"upstream={upstream!r}: give the upstream API root with its scheme "
                          "(e.g. 'https://api.openai.com/v1'), or a backend object.")
    if tenants is not None and (not tenants or any(
            not k or not isinstance(t, str) or not 0 < len(t) <= 50 or ":" in t
            for k, t in tenants.items())):
        raise ConfigError("tenants: map each non-empty proxy key to a tenant name of 1-50 "
                          "characters without ':'.")
    mem = memory if isinstance(memory, Memory) else memory()
    proxy = _Proxy(mem, backend, upstream, provider, upstream_key, admin_key,
                   require_conversation, tenants, timeout, max_retries, http_client)

    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        await proxy.aclose()

    app = FastAPI(title="convmem proxy", version="0.1.0", lifespan=lifespan,
                  description="An OpenAI-compatible chat proxy with conversation memory.")
    app.state.proxy = proxy
    conversation_header = {"name": "X-Conversation-Id", "in": "header", "required": False,
                           "schema": {"type": "string", "minLength": 1, "maxLength": _ID_MAX}}
    app.add_api_route(
        "/v1/chat/completions", _endpoint(proxy.chat, Request), methods=["POST"],
        summary="Chat completion",
        responses=_responses(400, 401, 404, 429, 502, 503),
        openapi_extra={"parameters": [conversation_header], "requestBody": {
            "required": True, "content": {"application/json": {"schema": _SCHEMA_REQUEST}}}})
    app.add_api_route("/v1/models", _endpoint(proxy.models, Request), methods=["GET"],
                      summary="Upstream models", responses=_responses(401, 502))
    for suffix, summary in (("messages", "Stored history"), ("report", "Last context report")):
        app.add_api_route(
            f"/v1/conversations/{{conversation_id}}/{suffix}", _endpoint(proxy.conversation,
                                                                         Request),
            methods=["GET"], summary=summary, responses=_responses(400, 401, 403, 404),
            openapi_extra={"parameters": [
                {"name": "conversation_id", "in": "path", "required": True,
                 "schema": {"type": "string"}},
                {"name": "X-Admin-Key", "in": "header", "required": False,
                 "schema": {"type": "string"}}]})

    async def healthz() -> dict[str, str]:
        return {"status": "ok", "provider": provider, "strategy": mem.strategy.name}

    app.add_api_route("/healthz", healthz, methods=["GET"], summary="Liveness")

    async def http_error(_: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
        return _error(status, str(detail), "invalid_request_error" if status < 500
                      else "server_error")

    app.add_exception_handler(HTTPException, http_error)
    return app


# -- the command -----------------------------------------------------------------------------

def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``convmem serve``."""
    parser.add_argument("--upstream", required=True,
                        help="the upstream API root, e.g. https://api.openai.com/v1")
    parser.add_argument("--provider", choices=PROVIDERS, default="openai",
                        help="the upstream's API (default: openai-compatible)")
    parser.add_argument("--store", default="sqlite:///convmem.db", help="SQLAlchemy URL")
    parser.add_argument("--strategy", default="window", help="context strategy")
    parser.add_argument("--window", type=int, default=8192, help="model context, tokens")
    parser.add_argument("--reserve-output", type=int, default=1024, help="reply tokens kept")
    parser.add_argument("--tokenizer", default="cl100k_base", help="tiktoken encoding/model")
    parser.add_argument("--safety-margin", type=float, default=None,
                        help="fraction kept free (default 0 for openai, 0.1 for the others)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--require-conversation", action="store_true",
                        help="refuse requests without X-Conversation-Id")
    parser.add_argument("--upstream-key-env", default="CONVMEM_UPSTREAM_KEY", metavar="VAR",
                        help="environment variable holding the upstream key (if set, it "
                             "replaces the client's Authorization)")
    parser.add_argument("--admin-key-env", default="CONVMEM_ADMIN_KEY", metavar="VAR",
                        help="environment variable holding the admin key")
    parser.add_argument("--tenants", metavar="FILE",
                        help='JSON file {"proxy key": "tenant", ...}; clients must send one')
    parser.add_argument("--timeout", type=float, default=600.0, help="upstream timeout, s")
    parser.add_argument("--max-retries", type=int, default=2, help="upstream retries")


def main(args: argparse.Namespace) -> int:
    """Run ``convmem serve`` until interrupted."""
    import uvicorn

    tenants = None
    if args.tenants:
        try:
            with open(args.tenants, encoding="utf-8") as fh:
                tenants = json.load(fh)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"--tenants {args.tenants}: cannot read a JSON object "
                              f'{{"proxy key": "tenant"}} from it ({exc}).') from exc
        if not isinstance(tenants, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in tenants.items()):
            raise ConfigError(f"--tenants {args.tenants}: expected a JSON object mapping "
                              "proxy keys to tenant names.")
    margin = args.safety_margin if args.safety_margin is not None else (
        0.0 if args.provider == "openai" else 0.1)
    memory = Memory(strategy=args.strategy, window=args.window,
                    reserve_output=args.reserve_output, tokenizer=args.tokenizer,
                    store=args.store, safety_margin=margin)
    app = create_app(memory, upstream=args.upstream, provider=args.provider,
                     upstream_key=os.environ.get(args.upstream_key_env) or None,
                     admin_key=os.environ.get(args.admin_key_env) or None,
                     require_conversation=args.require_conversation, tenants=tenants,
                     timeout=args.timeout, max_retries=args.max_retries)
    log.warning("convmem proxy on http://%s:%d -> %s (%s, strategy %s, store %s)", args.host,
                args.port, args.upstream, args.provider, args.strategy,
                args.store.split("://")[0])
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    memory.close()
    return 0
