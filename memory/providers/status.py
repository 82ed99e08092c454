"""What a server's answer says beyond its body: the numbers of a "context length exceeded"
error, a ``Retry-After`` delay, the error object of a JSON body; and :class:`Secret`, the API
key that never shows itself. Shared by the HTTP transport and the SDK wrapper, which reads the
SDK's exceptions the same way.
"""

from __future__ import annotations

import email.utils
import json
import re
import time
from collections.abc import Callable, Iterable, Mapping
from datetime import timezone
from typing import Any

import httpx

from convmem.errors import ContextLengthError

__all__ = ["Secret", "context_error", "error_fields", "mask", "parse_context_error",
           "redact_url", "retry_after", "url_secrets"]

_CONTEXT_MARKERS = re.compile(
    r"maximum context length|context[ _]length[ _]exceeded|exceeds? the (?:model'?s? )?"
    r"(?:maximum |available )?context|context window|prompt is too long|"
    r"available context size", re.IGNORECASE)
_CONTEXT_CODES = ("context_length_exceeded", "exceed_context_size")
_NUM = r"(\d[\d,]*)"


def _int(text: str | None) -> int | None:
    return int(text.replace(",", "")) if text else None


def parse_context_error(message: str, error: Mapping[str, Any] | None = None) -> tuple[
        int | None, int | None, int | None]:
    """The numbers in a server's "prompt too long" message.

    Understands OpenAI/vLLM ("maximum context length is 8192 tokens. However, you requested 9000
    tokens (7000 in the messages, 2000 in the completion)" / "your messages resulted in 9000
    tokens"), llama.cpp (``n_ctx``/``n_prompt_tokens`` fields) and "prompt is too long: 210000
    tokens > 200000 maximum".

    Returns:
        ``(limit, requested, prompt_tokens)``: the model's context length, the total the request
        asked for (prompt plus completion when the server says so), and the prompt's own tokens;
        each ``None`` when the server did not say.
    """
    limit = requested = prompt = None
    if m := re.search(rf"maximum context length (?:is|of) {_NUM}", message, re.IGNORECASE):
        limit = _int(m.group(1))
    if m := re.search(rf"(?:you requested|resulted in|requested) (?:about )?{_NUM} tokens",
                      message, re.IGNORECASE):
        requested = _int(m.group(1))
    if m := (re.search(rf"\({_NUM} in the messages", message, re.IGNORECASE)
             or re.search(rf"messages resulted in {_NUM} tokens", message, re.IGNORECASE)):
        prompt = _int(m.group(1))
    if m := re.search(rf"{_NUM} tokens > {_NUM}", message):
        prompt = requested = _int(m.group(1))
        limit = _int(m.group(2))
    if error:
        n_ctx, n_prompt = error.get("n_ctx"), error.get("n_prompt_tokens")
        if isinstance(n_ctx, int):
            limit = n_ctx
        if isinstance(n_prompt, int):
            prompt = requested = n_prompt
    return limit, requested, prompt


def error_fields(text: str) -> tuple[dict[str, Any], str]:
    """The JSON error object of a body (``{}`` if none) and its message."""
    try:
        data = json.loads(text)
    except ValueError:
        return {}, ""
    if not isinstance(data, dict):
        return {}, ""
    err = data.get("error", data)
    if isinstance(err, str):
        return {"message": err}, err
    if not isinstance(err, dict):
        return {}, ""
    message = err.get("message") or data.get("message") or ""
    return err, str(message)


def context_error(status: int, body: str, where: str) -> ContextLengthError | None:
    """The :class:`ContextLengthError` an error answer stands for, or ``None`` when it is
    another error. Shared by the transport and the SDK wrapper (whose SDK raised first)."""
    err, message = error_fields(body)
    code = f"{err.get('code') or ''} {err.get('type') or ''}"
    if status not in (400, 413) or not (any(c in code for c in _CONTEXT_CODES)
                                        or _CONTEXT_MARKERS.search(message)):
        return None
    limit, requested, prompt = parse_context_error(message, err)
    return ContextLengthError(f"{where} rejected the prompt as longer than the model's context "
                              f"(HTTP {status}): {message or body[:300]}", status=status,
                              body=body, limit=limit, requested=requested, prompt_tokens=prompt)


_SECRET_PARAM = re.compile(r"key|token|secret|passw|pwd|sig|auth|credential|session|code",
                           re.IGNORECASE)


def redact_url(url: str) -> str:
    """``url`` as it may be shown: user info and the values of key-like query parameters
    (``api-key``, ``token``, ``sig`` …) replaced by ``***``. Every upstream URL in an error
    body or a log line goes through here."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        return re.sub(r"(//)[^/@]*@", r"\1***@", str(url))
    if parsed.userinfo:
        parsed = parsed.copy_with(username="***", password=None)
    if parsed.query:
        params = [(k, "***" if _SECRET_PARAM.search(k) else v)
                  for k, v in parsed.params.multi_items()]
        parsed = parsed.copy_with(params=params)
    return str(parsed).replace("%2A%2A%2A", "***")


def url_secrets(url: str) -> list[str]:
    """The secret parts of a URL (user, password, key-like query values), longest first: what
    :meth:`~convmem.providers.http.HTTPBackend.scrub` masks in bodies that echo them."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        return []
    found = [parsed.password, parsed.username]
    found += [v for k, v in parsed.params.multi_items() if _SECRET_PARAM.search(k)]
    return sorted((s for s in found if s and len(s) >= 4), key=len, reverse=True)


def mask(text: str, secrets: Iterable[str]) -> str:
    """``text`` with each of ``secrets`` replaced by ``***`` (give them longest first, as
    :func:`url_secrets` does, so a secret inside another is not half masked)."""
    for secret in secrets:
        text = text.replace(secret, "***")
    return text


class Secret:
    """A string that never shows itself in ``repr``/``str`` (so not in tracebacks or logs)."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        """The value itself, for the one header that needs it."""
        return self._value

    def __repr__(self) -> str:
        return "'***'"

    __str__ = __repr__


def retry_after(headers: httpx.Headers, now: Callable[[], float] = time.time) -> float | None:
    """Seconds the server asked us to wait, from ``retry-after-ms`` or ``Retry-After``."""
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000.0)
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, when.timestamp() - now())
