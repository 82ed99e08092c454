"""``convmem serve``: an OpenAI-compatible chat proxy that gives any chatbot backend memory.

Point an OpenAI client's ``base_url`` at the proxy and send an ``X-Conversation-Id`` header
(or ``metadata.conversation_id``, or ``user``): each request's context is rebuilt from the stored
conversation under the exact budget, and the reply is stored with its usage. Requests without
an id pass through statelessly (or are refused with ``require_conversation``). Clients may send
only the new turn or their whole history; the turn engine stores only what is new either way.

Errors use OpenAI's shape ``{"error": {"message", "type", "param", "code"}}``: a malformed body
is a 400 naming the field, a message id that is taken a 409, an upstream error keeps its status,
an unreachable upstream is 502.

This module builds the app and its routes; the handlers are in :mod:`convmem.proxy.handlers`,
what requests and errors look like in :mod:`convmem.proxy.schema`, the replies in
:mod:`convmem.proxy.relay`, and the command line in :mod:`convmem.cli.serve`.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from convmem.core.memory import Memory
from convmem.errors import ConfigError, require
from convmem.messages import ID_MAX
from convmem.providers.base import ChatBackend
from convmem.proxy.admin import add_admin_routes
from convmem.proxy.handlers import PROVIDERS, Proxy
from convmem.proxy.schema import SCHEMA_REQUEST, error_response, responses

if TYPE_CHECKING:
    from fastapi import FastAPI, Request
    from starlette.responses import Response

__all__ = ["PROVIDERS", "create_app"]


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
               http_client: httpx.AsyncClient | None = None, lease_ttl: float = 10.0,
               docs: bool = False) -> FastAPI:
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
            ``MockTransport`` in tests. Every client and tenant shares it: make it with
            ``**convmem.providers.http.client_options()`` (or another jar that keeps no
            cookie), or an upstream's session cookie for one key goes out with the next's.
        lease_ttl: seconds a turn's lease lasts unless renewed (how long a conversation waits
            after a worker died mid-turn; see :mod:`convmem.chat.lease`).
        docs: serve ``/docs`` and ``/openapi.json`` (off by default: they describe the proxy
            to anyone who asks).

    Returns:
        The FastAPI app; serve it with uvicorn.

    Raises:
        MissingDependency: FastAPI is missing (``pip install 'convmem[server]'``).
        ConfigError: neither ``backend`` nor ``upstream``, or an unknown provider.
    """
    require("fastapi", "server", "the proxy")
    from fastapi import FastAPI, Request
    from starlette.exceptions import HTTPException

    _check(provider, backend, upstream, tenants)
    mem = memory if isinstance(memory, Memory) else memory()
    proxy = Proxy(mem, backend, upstream, provider, upstream_key, admin_key,
                  require_conversation, tenants, timeout, max_retries, http_client, lease_ttl)

    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        await proxy.aclose()

    hidden: dict[str, Any] = {} if docs else {"docs_url": None, "redoc_url": None,
                                              "openapi_url": None}
    app_class = _fast_path(FastAPI, proxy)
    app = app_class(title="convmem proxy", version="0.2.0", lifespan=lifespan,
                    description="An OpenAI-compatible chat proxy with conversation memory.",
                    **hidden)
    app.state.proxy = proxy
    _routes(app, proxy, Request, admin_key)

    async def healthz() -> dict[str, str]:
        return {"status": "ok", "provider": provider, "strategy": mem.strategy.name}

    app.add_api_route("/healthz", healthz, methods=["GET"], summary="Liveness")

    async def http_error(_: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
        return error_response(status, str(detail), "invalid_request_error" if status < 500
                              else "server_error")

    app.add_exception_handler(HTTPException, http_error)
    return app


_CHAT = "/v1/chat/completions"


def _fast_path(base: type[FastAPI], proxy: Proxy) -> type[FastAPI]:
    """``base`` serving ``POST /v1/chat/completions`` straight to :meth:`Proxy.chat`.

    FastAPI's request path (its middleware stack, routing, dependency solving) added 0.6–2.9 ms
    to each chat request's p50 on this 2-core machine (four back-to-back pairs of runs, with a
    noisy neighbour), for nothing this route needs while the app is not instrumented: the
    handler reads the raw body, validates it itself and turns every error into an OpenAI-shaped
    response. Every request takes FastAPI's path as soon as anything needs it to: middleware
    added to the app, FastAPI's own OpenTelemetry (on once a tracer provider is configured: it
    opens the request's server span, which the proxy's spans then sit under, and reads the
    client's ``traceparent``), an instrumentation that replaced the app's
    ``build_middleware_stack``, a ``max_body_size``, or a ``root_path``; so do other methods and
    paths. An instrumentation that patches ``Starlette.__call__`` itself (not the app) is not
    seen: add a middleware to such an app."""
    class ProxyApp(base):  # type: ignore[misc, valid-type]
        def _direct(self, scope: Any) -> bool:
            if scope["type"] != "http" or scope["path"] != _CHAT or scope["method"] != "POST":
                return False
            telemetry = getattr(self, "_native_telemetry", None)
            return not (self.user_middleware or scope.get("root_path") or self.root_path
                        or getattr(self, "max_body_size", None) is not None
                        or "build_middleware_stack" in vars(self)
                        or (telemetry is not None and telemetry.enabled()))

        async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
            if not self._direct(scope):
                await super().__call__(scope, receive, send)
                return
            from starlette.requests import Request

            scope["app"] = self
            response = await proxy.chat(Request(scope, receive, send))
            await response(scope, receive, send)

    return ProxyApp


def _check(provider: str, backend: ChatBackend | None, upstream: str | None,
           tenants: Mapping[str, str] | None) -> None:
    """Refuse a configuration that cannot work, naming the value and the fix."""
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


def _routes(app: FastAPI, proxy: Proxy, request_cls: type, admin_key: str | None) -> None:
    """The API routes, with the OpenAPI description of what the handlers check, and the
    inspect page (:mod:`convmem.proxy.inspect`) behind the admin key."""
    from convmem.proxy.inspect import Access, add_routes

    add_routes(app, proxy.memory, Access(admin_key))
    conversation_header = {"name": "X-Conversation-Id", "in": "header", "required": False,
                           "schema": {"type": "string", "minLength": 1, "maxLength": ID_MAX}}
    app.add_api_route(
        _CHAT, _endpoint(proxy.chat, request_cls), methods=["POST"],
        summary="Chat completion",
        responses=responses(400, 401, 404, 409, 429, 502, 503),
        openapi_extra={"parameters": [conversation_header], "requestBody": {
            "required": True, "content": {"application/json": {"schema": SCHEMA_REQUEST}}}})
    app.add_api_route("/v1/models", _endpoint(proxy.models, request_cls), methods=["GET"],
                      summary="Upstream models", responses=responses(401, 502))
    app.add_api_route("/metrics", _endpoint(proxy.scrape, request_cls), methods=["GET"],
                      summary="Prometheus metrics", responses=responses(401),
                      include_in_schema=False)
    for suffix, summary in (("messages", "Stored history"), ("report", "Last context report")):
        app.add_api_route(
            f"/v1/conversations/{{conversation_id:path}}/{suffix}",
            _endpoint(proxy.conversation, request_cls),
            methods=["GET"], summary=summary, responses=responses(400, 401, 403, 404),
            openapi_extra={"parameters": [
                {"name": "conversation_id", "in": "path", "required": True,
                 "schema": {"type": "string"}},
                {"name": "X-Admin-Key", "in": "header", "required": False,
                 "schema": {"type": "string"}}]})
    add_admin_routes(app, proxy, request_cls, _endpoint)  # facts, erasure (proxy/admin.py)
