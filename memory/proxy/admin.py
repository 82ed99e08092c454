"""The proxy's admin endpoints: see, correct and erase what the memory holds.

=======  =============================================  ========================================
GET      ``/v1/conversations/{id}/facts``               the current facts (``?all=true``: the
                                                        whole ledger, closed entries included)
POST     ``/v1/conversations/{id}/facts``               pin a fact the user asserts
                                                        (``{"text", "category", "key"}``)
POST     ``/v1/conversations/{id}/facts/{fact_id}``     correct a fact (``{"text", "value",
                                                        "pinned"}``)
DELETE   ``/v1/conversations/{id}/facts/{fact_id}``     retract a fact (no longer pinned; the
                                                        ledger records who)
DELETE   ``/v1/conversations/{id}``                     delete the conversation for good
DELETE   ``/v1/users/{id}``                             delete every conversation of the user
=======  =============================================  ========================================

Who may call them is decided as for reading a conversation (``Proxy._reader``): the admin key
(``X-Admin-Key``; with tenants, ``?tenant=NAME`` says whose), or a tenant's own proxy key for
its own conversations. Ids are scoped ``tenant:id`` like the chat path's, so a tenant can neither
see nor erase another's. The ledger records the author of a change: ``"admin"`` for the admin
key, ``"tenant:NAME"`` for a tenant. Kept out of :mod:`convmem.proxy.handlers` (the chat path).
"""

from __future__ import annotations

import asyncio
import hmac
import json
from collections.abc import Awaitable, Callable
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from convmem.errors import ConfigError, echo
from convmem.proxy.handlers import Proxy, _bearer
from convmem.proxy.schema import Reject, failure, responses
from convmem.records import Fact

if TYPE_CHECKING:
    from fastapi import FastAPI, Request
    from starlette.responses import Response

__all__ = ["Admin", "add_admin_routes"]

Endpoint = Callable[[Callable[["Request"], Awaitable["Response"]], type],
                    Callable[["Request"], Awaitable["Response"]]]


def _json(data: Any, status: int = 200) -> Response:
    from starlette.responses import Response

    return Response(json.dumps(data, default=str, ensure_ascii=False), status_code=status,
                    media_type="application/json")


def _fact(fact: Fact, tenant: str | None) -> dict[str, Any]:
    data = asdict(fact)
    if tenant is not None:  # the caller's own id, as it sent it
        data["conversation_id"] = fact.conversation_id.removeprefix(f"{tenant}:")
    return data


class Admin:
    """The admin handlers over a :class:`~convmem.proxy.handlers.Proxy` (see the module
    docstring)."""

    def __init__(self, proxy: Proxy) -> None:
        self.proxy = proxy
        self.memory = proxy.memory

    def _caller(self, request: Request) -> tuple[str | None, str]:
        """(tenant scope, author) of an authorized caller; raises :class:`Reject` otherwise."""
        tenant = self.proxy._reader(request)
        token = request.headers.get("x-admin-key") or _bearer(
            request.headers.get("authorization")) or ""
        key = self.proxy._admin_key
        admin = key is not None and hmac.compare_digest(token.encode(), key.encode())
        return tenant, "admin" if admin else f"tenant:{tenant}"

    @staticmethod
    def _scoped(tenant: str | None, name: str, what: str = "conversation") -> str:
        scoped = f"{tenant}:{name}" if tenant is not None else name
        if not 0 < len(scoped) <= 255:
            raise Reject(400, f"{what} id {name!r}: use 1 to 255 characters.", param=what)
        return scoped

    async def _known(self, scoped: str, cid: str) -> None:
        if not await asyncio.to_thread(self.memory.store.count, scoped) and \
                not await asyncio.to_thread(self.memory.store.facts, scoped):
            raise Reject(404, f"conversation {cid!r} not found.", code="not_found")

    async def _body(self, request: Request) -> dict[str, Any]:
        try:
            body = json.loads(await request.body() or b"{}")
        except ValueError as exc:
            raise Reject(400, f"the body is not JSON ({exc}); send an object.") from exc
        if not isinstance(body, dict):
            raise Reject(400, "the body must be a JSON object.")
        return body

    @staticmethod
    def _fields(body: dict[str, Any], types: dict[str, type]) -> dict[str, Any]:
        """The body's fields, each of its type (a bool for ``pinned``, else a string).

        Raises:
            Reject: a field the endpoint does not take, or one of the wrong type.
        """
        for name, value in body.items():
            if name not in types:
                raise Reject(400, f"unknown field {name!r}: this endpoint takes "
                             f"{', '.join(types)}.", param=name)
            if value is not None and not isinstance(value, types[name]):
                kind = "true or false" if types[name] is bool else "a string"
                raise Reject(400, f"{name}={echo(value)}: give {kind}.", param=name)
        return body

    async def facts(self, request: Request) -> Response:
        """GET (list) and POST (pin) on ``/v1/conversations/{id}/facts``."""
        try:
            tenant, author = self._caller(request)
            cid = request.path_params["conversation_id"]
            scoped = self._scoped(tenant, cid)
            if request.method == "GET":
                await self._known(scoped, cid)
                every = request.query_params.get("all", "").lower() in ("1", "true", "yes")
                found = await asyncio.to_thread(self.memory.facts, scoped, current_only=not every)
                return _json({"object": "list", "conversation_id": cid,
                              "data": [_fact(f, tenant) for f in found]})
            body = self._fields(await self._body(request),
                                {"text": str, "category": str, "key": str})
            text = body.get("text")
            if not isinstance(text, str):
                raise Reject(400, "text: give the fact as a string, e.g. {\"text\": \"allergic "
                              "to peanuts\", \"category\": \"allergy\"}.", param="text")
            fact = await asyncio.to_thread(
                self.memory.pin_fact, scoped, text, category=body.get("category") or "note",
                key=body.get("key"), by=author)
            return _json(_fact(fact, tenant), 201)
        except ConfigError as exc:
            return failure(Reject(400, str(exc)))
        except Exception as exc:
            return failure(exc)

    async def fact(self, request: Request) -> Response:
        """POST (correct) and DELETE (retract) on ``/v1/conversations/{id}/facts/{fact_id}``."""
        try:
            tenant, author = self._caller(request)
            cid = request.path_params["conversation_id"]
            scoped = self._scoped(tenant, cid)
            raw = request.path_params["fact_id"]
            if not raw.isdigit():
                raise Reject(400, f"fact id {raw!r}: use the integer id GET .../facts lists.",
                             param="fact_id")
            fact_id = int(raw)
            if request.method == "DELETE":
                fact = await asyncio.to_thread(self.memory.retract_fact, scoped, fact_id,
                                               by=author)
                return _json(_fact(fact, tenant))
            body = self._fields(await self._body(request),
                                {"text": str, "value": str, "pinned": bool})
            fact = await asyncio.to_thread(
                self.memory.edit_fact, scoped, fact_id, text=body.get("text"),
                value=body.get("value"), pinned=body.get("pinned"), by=author)
            return _json(_fact(fact, tenant))
        except ConfigError as exc:
            if "no current fact" in str(exc):
                cid = request.path_params["conversation_id"]
                return failure(Reject(404, f"no current fact of conversation {cid!r} has id "
                                      f"{request.path_params['fact_id']}; GET /v1/conversations/"
                                      f"{cid}/facts lists them.", code="not_found"))
            return failure(Reject(400, str(exc)))
        except Exception as exc:
            return failure(exc)

    async def forget(self, request: Request) -> Response:
        """DELETE ``/v1/conversations/{id}`` and ``/v1/users/{id}``."""
        try:
            tenant, _ = self._caller(request)
            if "user_id" in request.path_params:
                user = request.path_params["user_id"]
                gone = await asyncio.to_thread(self.memory.forget_user,
                                               self._scoped(tenant, user, "user"))
                if not gone:
                    raise Reject(404, f"no conversation is filed under user {user!r}. The proxy "
                                 "files a conversation under the X-User-Id header, else the "
                                 "request's 'user' field, of its first turn.", code="not_found")
                prefix = f"{tenant}:" if tenant is not None else ""
                return _json({"object": "user.deleted", "user_id": user,
                              "conversations": [c.removeprefix(prefix) for c in gone]})
            cid = request.path_params["conversation_id"]
            scoped = self._scoped(tenant, cid)
            if not await asyncio.to_thread(self.memory.forget, scoped):
                raise Reject(404, f"conversation {cid!r} not found.", code="not_found")
            return _json({"object": "conversation.deleted", "conversation_id": cid,
                          "deleted": True})
        except Exception as exc:
            return failure(exc)


def add_admin_routes(app: FastAPI, proxy: Proxy, request_cls: type, endpoint: Endpoint) -> None:
    """Register the admin routes (see the module docstring).

    Args:
        app: the proxy's FastAPI app.
        proxy: its handlers.
        request_cls: FastAPI's ``Request`` class.
        endpoint: wraps a handler for FastAPI (``convmem.proxy.app``'s).
    """
    admin = Admin(proxy)
    key = {"name": "X-Admin-Key", "in": "header", "required": False, "schema": {"type": "string"}}

    def path(*names: str) -> dict[str, Any]:
        return {"parameters": [key, *({"name": n, "in": "path", "required": True,
                                       "schema": {"type": "string"}} for n in names)]}

    routes = [
        ("/v1/conversations/{conversation_id}/facts", admin.facts, ["GET", "POST"],
         "List or pin facts", ("conversation_id",)),
        ("/v1/conversations/{conversation_id}/facts/{fact_id}", admin.fact, ["POST", "DELETE"],
         "Correct or retract a fact", ("conversation_id", "fact_id")),
        ("/v1/conversations/{conversation_id}", admin.forget, ["DELETE"],
         "Delete a conversation", ("conversation_id",)),
        ("/v1/users/{user_id}", admin.forget, ["DELETE"], "Delete a user's conversations",
         ("user_id",)),
    ]
    for route, handler, methods, summary, names in routes:
        for method in methods:  # one route per method: each gets its own OpenAPI operation id
            app.add_api_route(route, endpoint(handler, request_cls), methods=[method],
                              summary=summary, responses=responses(400, 401, 403, 404),
                              openapi_extra=path(*names))
