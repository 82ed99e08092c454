"""Request validation, error objects and the OpenAPI description of the proxy
(:mod:`convmem.proxy.app`).

What lives here: the checks a chat request must pass before the proxy touches the store
(``_validate``, ``_check_message``), where the conversation id comes from (``_conversation``), the
OpenAI-shaped error responses every failure becomes (``Reject``, ``_failure``), and the JSON
schemas the app publishes for the same rules, so the validation and its description sit side by
side and change together.

Why the split is here: :mod:`convmem.proxy.app` keeps the request path (authorization, locking, the
upstream call) and the app; what a request and an error look like is a separate concern and
would push that module past 800 lines. Names keep their leading underscore: the proxy's only
public names are in :mod:`convmem.proxy.app`.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from convmem.errors import (
    BudgetError,
    BusyError,
    ContextLengthError,
    DuplicateError,
    OwnerError,
    StoreError,
    UpstreamError,
    echo,
)
from convmem.messages import ID_MAX, ROLES

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.responses import Response

log = logging.getLogger("convmem")

OWN_FIELDS = ("messages", "stream", "model")


class Reject(Exception):
    """A request the proxy refuses, as an OpenAI error object."""

    def __init__(self, status: int, message: str, kind: str = "invalid_request_error", *,
                 param: str | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.status, self.kind, self.param, self.code = status, kind, param, code


def error_response(status: int, message: str, kind: str = "invalid_request_error",
                   param: str | None = None, code: str | None = None,
                   headers: dict[str, str] | None = None) -> Response:
    """An OpenAI-shaped error response."""
    from starlette.responses import JSONResponse

    return JSONResponse({"error": {"message": message, "type": kind, "param": param,
                                   "code": code}}, status_code=status, headers=headers)


def upstream_error_response(exc: UpstreamError) -> Response:
    """Relay an upstream failure with its status and, when it has one, its error object."""
    status = exc.status if isinstance(exc.status, int) and 400 <= exc.status < 600 else 502
    if isinstance(exc, ContextLengthError):
        return error_response(400, str(exc), param="messages", code="context_length_exceeded")
    try:
        body = json.loads(exc.body)
    except (TypeError, ValueError):
        body = None
    err = body.get("error") if isinstance(body, dict) else None
    if isinstance(err, dict) and isinstance(err.get("message"), str):
        return error_response(status, err["message"], str(err.get("type") or "upstream_error"),
                              err.get("param") if isinstance(err.get("param"), str) else None,
                              str(err["code"]) if err.get("code") is not None else None)
    return error_response(status, str(exc), "upstream_error", code="upstream_unavailable"
                          if status == 502 else None)


def failure(exc: BaseException) -> Response:
    if isinstance(exc, Reject):
        return error_response(exc.status, str(exc), exc.kind, exc.param, exc.code)
    if isinstance(exc, BudgetError):
        return error_response(400, str(exc), param="messages", code="context_length_exceeded")
    if isinstance(exc, UpstreamError):
        return upstream_error_response(exc)
    if isinstance(exc, DuplicateError):
        return error_response(409, str(exc), param="messages", code="duplicate_message_id")
    if isinstance(exc, OwnerError):  # (neither id named: the owner is another user's)
        return error_response(403, "this conversation belongs to another user than this "
                              "request's (X-User-Id, else the body's 'user', else with tenants "
                              "the tenant): a conversation id is one user's; use a new "
                              "conversation id for this user.", "permission_error",
                              code="conversation_of_another_user")
    if isinstance(exc, BusyError):
        return error_response(409, str(exc), code="conversation_busy",
                              headers={"retry-after": str(max(1, round(exc.retry_after)))})
    if isinstance(exc, ValueError):  # MessageError, ConfigError: the request's fault
        return error_response(400, str(exc))
    if isinstance(exc, StoreError):
        log.error("store failure: %s", exc)
        return error_response(503, "the conversation store is unavailable; retry later.",
                              "server_error", code="store_unavailable")
    log.error("unexpected %s: %s", type(exc).__name__, exc, exc_info=exc)
    return error_response(500, f"internal error ({type(exc).__name__}).", "server_error")


def validate_body(raw: bytes) -> dict[str, Any]:
    """The parsed request body, or a 400 naming the first problem."""
    if not raw.strip():
        raise Reject(400, "the request body is empty: send a JSON chat completion request.")
    try:
        body = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise Reject(400, f"the request body is not valid JSON: {exc}.") from exc
    if not isinstance(body, dict):
        raise Reject(400, f"the request body must be a JSON object, not "
                     f"{type(body).__name__}.")
    if not isinstance(body.get("model"), str) or not body["model"]:
        raise Reject(400, "'model' is required: name the upstream model.", param="model")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise Reject(400, "'messages' must be a non-empty list of chat messages.",
                     param="messages")
    for i, m in enumerate(messages):
        check_message(m, f"messages[{i}]")
    checks: dict[str, tuple[type | tuple[type, ...], str]] = {
        "stream": (bool, "true or false"), "stream_options": (dict, "an object"),
        "metadata": (dict, "an object"), "user": (str, "a string"),
        "tools": (list, "a list of tool objects")}
    for name, (kind, what) in checks.items():
        if body.get(name) is not None and not isinstance(body[name], kind):
            raise Reject(400, f"'{name}' must be {what}.", param=name)
    if any(not isinstance(t, dict) for t in body.get("tools") or []):
        raise Reject(400, "'tools' must be a list of tool objects.", param="tools")
    usage = (body.get("stream_options") or {}).get("include_usage")
    if usage is not None and not isinstance(usage, bool):
        raise Reject(400, "'stream_options.include_usage' must be true or false.",
                     param="stream_options.include_usage")
    return body


def check_message(m: Any, where: str) -> None:
    """The shape every request message must have, stored or passed through (a stored one is
    then parsed strictly: text content only)."""
    if not isinstance(m, dict):
        raise Reject(400, f"{where}: expected a message object, got {type(m).__name__}.",
                     param=where)
    if m.get("role") not in ROLES:
        raise Reject(400, f"{where}.role={echo(m.get('role'))} is not a chat role: use one of "
                     f"{', '.join(ROLES)}.", param=f"{where}.role")
    content = m.get("content")
    if not (content is None or isinstance(content, str) or (isinstance(content, list) and all(
            isinstance(p, dict) and isinstance(p.get("type"), str)
            and isinstance(p.get("text", ""), str) for p in content))):
        raise Reject(400, f"{where}.content: expected a string, null, or a list of content "
                     "parts with a 'type'.", param=f"{where}.content")
    for name in ("name", "tool_call_id"):
        if m.get(name) is not None and not isinstance(m[name], str):
            raise Reject(400, f"{where}.{name}: expected a string.", param=f"{where}.{name}")
    calls = m.get("tool_calls")
    if calls is not None and (not isinstance(calls, list) or not all(
            isinstance(c, dict) and isinstance(c.get("id"), str) and c.get("type") == "function"
            and isinstance(c.get("function"), dict)
            and isinstance(c["function"].get("name"), str)
            and isinstance(c["function"].get("arguments"), str) for c in calls)):
        raise Reject(400, f"{where}.tool_calls: expected a list of {{'id': ..., 'type': "
                     "'function', 'function': {'name': ..., 'arguments': '<JSON>'}}.",
                     param=f"{where}.tool_calls")


def conversation_of(request: Request, body: dict[str, Any], tenant: str | None = None
                    ) -> tuple[str | None, dict[str, Any]]:
    """The conversation id (header, ``metadata.conversation_id`` or ``user``) and the request
    fields to pass upstream (without the proxy's own ``metadata.conversation_id``).

    The id may be as long as the library allows (:data:`~convmem.messages.ID_MAX`), less the
    ``tenant:`` prefix it is stored under when the proxy has tenants."""
    params = {k: v for k, v in body.items() if k not in OWN_FIELDS}
    longest = _longest(tenant)
    metadata = body.get("metadata") or {}
    cid: Any = request.headers.get("x-conversation-id")
    where = "X-Conversation-Id"
    if "conversation_id" in metadata:
        meta_id = metadata["conversation_id"]
        if not isinstance(meta_id, str) or not 0 < len(meta_id.strip()) <= longest:
            raise Reject(400, f"metadata.conversation_id={echo(meta_id)}: "
                         f"{_id_rule(longest, tenant)}", param="metadata.conversation_id")
        rest = {k: v for k, v in metadata.items() if k != "conversation_id"}
        if rest:
            params["metadata"] = rest
        else:
            params.pop("metadata", None)
        if cid is None:
            cid, where = metadata["conversation_id"], "metadata.conversation_id"
    if cid is None and body.get("user") is not None:
        cid, where = body["user"], "user"
    if cid is not None and (not isinstance(cid, str) or not 0 < len(cid.strip()) <= longest):
        raise Reject(400, f"{where}={echo(cid)}: {_id_rule(longest, tenant)}", param=where)
    return (cid.strip() if isinstance(cid, str) else None), params


def user_of(request: Request, body: dict[str, Any], tenant: str | None = None) -> str | None:
    """The end user a conversation is filed under, for ``DELETE /v1/users/{id}`` and
    user-scoped retrieval: the ``X-User-Id`` header, else the request's ``user`` field (the
    OpenAI SDK's end-user id), scoped as ``tenant:user`` with tenants; without either, the
    tenant itself (``None`` without tenants).

    Raises:
        Reject: the id is not a non-empty string that fits the store's column.
    """
    user: Any = request.headers.get("x-user-id")
    where = "X-User-Id"
    if user is None and body.get("user") is not None:
        user, where = body["user"], "user"
    if user is None:
        return tenant
    longest = _longest(tenant)
    if not isinstance(user, str) or not 0 < len(user.strip()) <= longest:
        raise Reject(400, f"{where}={echo(user)}: {_id_rule(longest, tenant, 'user')}",
                     param=where)
    return f"{tenant}:{user.strip()}" if tenant is not None else user.strip()


def _longest(tenant: str | None) -> int:
    """The longest id a client may give: the store's column less the ``tenant:`` prefix."""
    return ID_MAX - (len(tenant) + 1 if tenant is not None else 0)


def _id_rule(longest: int, tenant: str | None, what: str = "conversation") -> str:
    why = f" ({ID_MAX} less the tenant prefix {tenant + ':'!r})" if tenant is not None else ""
    return f"the {what} id must be a non-empty string of at most {longest} characters{why}."


def _or_null(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema``, or JSON null: the checks above take a null optional field as absent, as the
    OpenAI API does."""
    return {"anyOf": [schema, {"type": "null"}]}


SCHEMA_MESSAGE = {
    "type": "object", "required": ["role"],
    "properties": {
        "role": {"type": "string", "enum": list(ROLES)},
        "content": {"anyOf": [
            {"type": "string"}, {"type": "null"},
            {"type": "array", "items": {"type": "object", "required": ["type"],
                                        "properties": {"type": {"type": "string"},
                                                       "text": {"type": "string"}}}}]},
        "name": _or_null({"type": "string"}), "tool_call_id": _or_null({"type": "string"}),
        "tool_calls": _or_null({"type": "array", "items": {
            "type": "object", "required": ["id", "type", "function"],
            "properties": {"id": {"type": "string"}, "type": {"type": "string",
                                                             "enum": ["function"]},
                           "function": {"type": "object", "required": ["name", "arguments"],
                                        "properties": {"name": {"type": "string"},
                                                       "arguments": {"type": "string"}}}}}})}}
# What the proxy itself checks; other fields (temperature, max_tokens …) go upstream as sent.
SCHEMA_REQUEST = {
    "type": "object", "required": ["model", "messages"],
    "properties": {
        "model": {"type": "string", "minLength": 1},
        "messages": {"type": "array", "minItems": 1, "items": SCHEMA_MESSAGE},
        "stream": _or_null({"type": "boolean"}),
        "stream_options": _or_null({
            "type": "object", "properties": {"include_usage": _or_null({"type": "boolean"})}}),
        "metadata": _or_null({"type": "object",
                              "properties": {"conversation_id": {"type": "string", "minLength": 1,
                                                                 "maxLength": ID_MAX}}}),
        "user": _or_null({"type": "string"}),
        "tools": _or_null({"type": "array", "items": {"type": "object"}})}}
SCHEMA_ERROR = {"type": "object", "required": ["error"], "properties": {"error": {
    "type": "object", "required": ["message", "type"],
    "properties": {"message": {"type": "string"}, "type": {"type": "string"}}}}}


def responses(*codes: int) -> dict[int | str, dict[str, Any]]:
    return {code: {"description": "an OpenAI error object",
                   "content": {"application/json": {"schema": SCHEMA_ERROR}}} for code in codes}

