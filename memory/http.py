"""``OpenAIBackend``: any OpenAI-compatible chat-completion endpoint over httpx.

Retries: 429 and 5xx answers and transport failures (connect/read timeouts, dropped
connections) are retried with exponential backoff and jitter; a ``Retry-After`` (or
``retry-after-ms``) header from the server wins over our own schedule, capped by
``max_backoff`` so a confused server cannot park a request for an hour. Other 4xx answers are
the caller's mistake and fail at once. A stream is retried only before its first byte: once
text has reached the caller, replaying the request would show it twice.

A prompt the server rejects as too long becomes :class:`~convmem.errors.ContextLengthError`
carrying the numbers the server stated, so the caller can tighten its budget by exactly the
overflow rather than guess.

The API key lives in a :class:`_Secret` and only ever reaches the ``Authorization`` header: it
is masked in ``repr``, absent from log records, and scrubbed from error bodies (some servers
echo it back in their 401 message).
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import logging
import random
import re
import time
from collections.abc import (
    AsyncIterator,
    Awaitable,
    Callable,
    Iterable,
    Iterator,
    Mapping,
    Sequence,
)
from datetime import timezone
from typing import Any

import httpx

from convmem.backend import ChatResult, StreamChunk
from convmem.errors import ConfigError, ContextLengthError, UpstreamError

__all__ = ["OpenAIBackend", "parse_context_error"]

log = logging.getLogger("convmem")

# Transport failures worth another attempt; UnsupportedProtocol or a bad proxy URL is not.
_RETRY_EXC = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)
_CONTEXT_MARKERS = re.compile(
    r"maximum context length|context[ _]length[ _]exceeded|exceeds? the (?:model'?s? )?"
    r"(?:maximum |available )?context|context window|prompt is too long|"
    r"available context size", re.IGNORECASE)
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

    Args:
        message: the error message.
        error: the JSON error object, for servers that give the numbers as fields.

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


class _Secret:
    """A string that never shows itself in ``repr``/``str`` (so not in tracebacks or logs)."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "'***'"

    __str__ = __repr__


def _retry_after(headers: httpx.Headers, now: Callable[[], float] = time.time) -> float | None:
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


def _error_fields(text: str) -> tuple[dict[str, Any], str]:
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


def _usage(data: Mapping[str, Any]) -> tuple[int | None, int | None, int | None]:
    usage = data.get("usage")
    if not isinstance(usage, Mapping):
        return None, None, None
    details = usage.get("prompt_tokens_details")
    cached = details.get("cached_tokens") if isinstance(details, Mapping) else None
    if cached is None:  # DeepSeek reports its prompt cache under its own name
        cached = usage.get("prompt_cache_hit_tokens")

    def num(v: Any) -> int | None:
        return v if isinstance(v, int) and not isinstance(v, bool) else None

    return num(usage.get("prompt_tokens")), num(usage.get("completion_tokens")), num(cached)


def _assistant(content: str | None, tool_calls: list[dict[str, Any]], refusal: str | None
               ) -> dict[str, Any]:
    """A reply reduced to what can be stored and sent back (provider extras stay in ``raw``)."""
    if not content and refusal:
        content = refusal
    message: dict[str, Any] = {"role": "assistant",
                               "content": content if content or not tool_calls else None}
    if message["content"] is None and not tool_calls:
        message["content"] = ""
    if tool_calls:
        message["tool_calls"] = tool_calls
    return message


class _StreamState:
    """Assembles a streamed reply from SSE events: text deltas and tool-call fragments."""

    def __init__(self, start: float) -> None:
        self.start = start
        self.text: list[str] = []
        self.refusal: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.model = ""
        self.finish_reason: str | None = None
        self.ttft_ms: float | None = None
        self.usage: tuple[int | None, int | None, int | None] = (None, None, None)
        self.last: dict[str, Any] = {}
        self.done = False

    def feed(self, event: dict[str, Any]) -> StreamChunk | None:
        self.last = event
        self.model = str(event.get("model") or self.model)
        if isinstance(event.get("usage"), Mapping):
            self.usage = _usage(event)
        choices = event.get("choices") or []
        choice = next((c for c in choices if isinstance(c, dict) and c.get("index", 0) == 0),
                      None)
        if choice is None:
            return None
        self.finish_reason = choice.get("finish_reason") or self.finish_reason
        delta = choice.get("delta") or {}
        text = delta.get("content") or ""
        calls = delta.get("tool_calls") or []
        if delta.get("refusal"):
            self.refusal.append(str(delta["refusal"]))
        for frag in calls:
            slot = self.calls.setdefault(int(frag.get("index", len(self.calls))), {
                "id": "", "type": "function", "function": {"name": "", "arguments": ""}})
            if frag.get("id"):
                slot["id"] = frag["id"]
            fn = frag.get("function") or {}
            if fn.get("name") and not slot["function"]["name"]:
                slot["function"]["name"] = fn["name"]
            slot["function"]["arguments"] += fn.get("arguments") or ""
        if not text and not calls:
            return None
        if self.ttft_ms is None:
            self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
        self.text.append(text)
        return StreamChunk(delta=text, raw=event)

    def result(self) -> ChatResult:
        calls = [{**c, "id": c["id"] or f"call_{i}"} for i, c in sorted(self.calls.items())]
        prompt, completion, cached = self.usage
        return ChatResult(
            message=_assistant("".join(self.text), calls, "".join(self.refusal) or None),
            model=self.model, prompt_tokens=prompt, completion_tokens=completion,
            cached_tokens=cached, latency_ms=(time.perf_counter() - self.start) * 1000.0,
            ttft_ms=self.ttft_ms, finish_reason=self.finish_reason,
            partial=not (self.done or self.finish_reason), raw=self.last)


class _SSE:
    """Server-sent events, line by line: returns each event's data when the event ends."""

    def __init__(self) -> None:
        self.data: list[str] = []

    def line(self, line: str) -> str | None:
        if not line:
            out, self.data = self.data, []
            return "\n".join(out) if out else None
        if line.startswith("data:"):
            self.data.append(line[5:].removeprefix(" "))
        return None  # comments (":"), "event:", "id:" and "retry:" lines carry nothing we use

    def end(self) -> str | None:
        return self.line("")


class OpenAIBackend:
    """A :class:`~convmem.backend.ChatBackend` for ``POST {base_url}/chat/completions``.

    Args:
        base_url: the API root, e.g. ``https://api.openai.com/v1`` or
            ``http://localhost:8000/v1`` (vLLM, llama.cpp, Ollama's OpenAI endpoint).
        model: the model name sent with every request.
        api_key: sent as ``Authorization: Bearer …``; never logged or shown.
        client / async_client: httpx clients to use (yours to close); by default the backend
            creates its own on first use and :meth:`close` / :meth:`aclose` closes them.
        timeout: seconds for connect, each read, and write.
        max_retries: further attempts after the first on 429/5xx/transport errors.
        backoff: the first retry's delay in seconds; doubles per attempt, with jitter.
        max_backoff: the cap of any delay, ``Retry-After`` included.
        headers: extra headers for every request.
        sleep / asleep: how to wait between attempts (injectable so tests need not wait).
        rng: the jitter's random source.
        stream_usage: ask streams for a final usage chunk (``stream_options.include_usage``);
            turn off for servers that reject the option.

    ``latency_ms`` and ``ttft_ms`` are measured from the first attempt, retries and backoff
    included: what the user waited.

    Raises:
        ConfigError: a base URL that is not http(s), or a negative retry setting.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        client: httpx.Client | None = None,
        async_client: httpx.AsyncClient | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        headers: Mapping[str, str] | None = None,
        sleep: Callable[[float], None] = time.sleep,
        asleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        rng: random.Random | None = None,
        stream_usage: bool = True,
    ) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            raise ConfigError(f"base_url={base_url!r}: use the API root with its scheme, e.g. "
                              "'https://api.openai.com/v1' or 'http://localhost:8000/v1'.")
        if not isinstance(model, str) or not model:
            raise ConfigError(f"model={model!r}: name the model, e.g. 'gpt-4o-mini'.")
        if max_retries < 0 or backoff < 0 or max_backoff < 0 or timeout <= 0:
            raise ConfigError(f"max_retries={max_retries!r}, backoff={backoff!r}, max_backoff="
                              f"{max_backoff!r}, timeout={timeout!r}: retries and delays must be "
                              "non-negative and the timeout positive.")
        self.base_url = base_url.rstrip("/")
        self.url = f"{self.base_url}/chat/completions"
        self.model = model
        self._key = _Secret(api_key) if api_key else None
        self._extra_headers = dict(headers or {})
        self._client = client
        self._async_client = async_client
        self._own_client = client is None
        self._own_async_client = async_client is None
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self._sleep = sleep
        self._asleep = asleep
        self._rng = rng or random.Random()
        self.stream_usage = stream_usage

    def __repr__(self) -> str:
        key = "'***'" if self._key else "None"
        return f"OpenAIBackend(base_url={self.base_url!r}, model={self.model!r}, api_key={key})"

    # -- plumbing ----------------------------------------------------------------------------

    @property
    def client(self) -> httpx.Client:
        """The sync httpx client (created on first use unless one was given)."""
        if self._client is None:
            self._client = httpx.Client(timeout=httpx.Timeout(self.timeout))
        return self._client

    @property
    def async_client(self) -> httpx.AsyncClient:
        """The async httpx client (created on first use unless one was given)."""
        if self._async_client is None:
            self._async_client = httpx.AsyncClient(timeout=httpx.Timeout(self.timeout))
        return self._async_client

    def _headers(self, stream: bool) -> dict[str, str]:
        out = {"Content-Type": "application/json",
               "Accept": "text/event-stream" if stream else "application/json",
               **self._extra_headers}
        if self._key is not None:
            out["Authorization"] = f"Bearer {self._key.reveal()}"
        return out

    def _body(self, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
              stream: bool) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, **params,
                                "messages": [dict(m) for m in messages]}
        if stream:
            body["stream"] = True
            if self.stream_usage:
                options = params.get("stream_options")
                body["stream_options"] = {**(options if isinstance(options, Mapping) else {}),
                                          "include_usage": True}
        else:
            body.pop("stream", None)
            body.pop("stream_options", None)
        return body

    def _scrub(self, text: str) -> str:
        return text.replace(self._key.reveal(), "***") if self._key is not None else text

    def _delay(self, attempt: int, response: httpx.Response | None) -> float:
        hinted = _retry_after(response.headers) if response is not None else None
        if hinted is not None:
            return min(hinted, self.max_backoff)
        base = min(self.max_backoff, self.backoff * 2.0 ** attempt)
        return base * (0.5 + self._rng.random() / 2)  # jitter keeps clients from retrying in step

    def _retry(self, attempt: int, response: httpx.Response | None,
               exc: Exception | None) -> float | None:
        """Seconds to wait before another attempt, or ``None`` when this failure is final."""
        if attempt >= self.max_retries:
            return None
        if response is not None and not (response.status_code == 429
                                         or response.status_code >= 500):
            return None
        delay = self._delay(attempt, response)
        why = f"HTTP {response.status_code}" if response is not None else type(exc).__name__
        log.warning("%s from %s; retry %d/%d in %.2fs", why, self.url, attempt + 1,
                    self.max_retries, delay)
        return delay

    def _transport_error(self, exc: Exception, attempts: int) -> UpstreamError:
        """The error for a failed transport; ``attempts=0`` means it broke mid-stream."""
        text = self._scrub(f"{type(exc).__name__}: {exc}").rstrip(". ")
        if attempts == 0:
            return UpstreamError(f"the connection to {self.url} was lost mid-stream: {text}.",
                                 status=None, body=text)
        return UpstreamError(f"cannot reach {self.url} after {attempts} attempt(s): {text}. "
                             "Check the base URL and the network, or raise timeout.",
                             status=None, body=text)

    def _status_error(self, response: httpx.Response, text: str, attempts: int) -> UpstreamError:
        status = response.status_code
        body = self._scrub(text)
        err, message = _error_fields(body)
        message = self._scrub(message) or body[:300]
        code = str(err.get("code") or "") + " " + str(err.get("type") or "")
        if status in (400, 413) and ("context_length_exceeded" in code
                                     or "exceed_context_size" in code
                                     or _CONTEXT_MARKERS.search(message)):
            limit, requested, prompt = parse_context_error(message, err)
            return ContextLengthError(
                f"{self.url} rejected the prompt as longer than the context of {self.model!r} "
                f"(HTTP {status}): {message}", status=status, body=body, limit=limit,
                requested=requested, prompt_tokens=prompt)
        hint = {401: " Check the API key.", 403: " Check the API key's permissions.",
                404: f" Check base_url={self.base_url!r} and model={self.model!r}."}.get(status, "")
        tries = f" after {attempts} attempts" if attempts > 1 else ""
        return UpstreamError(f"{self.url} answered HTTP {status}{tries}: {message}.{hint}",
                             status=status, body=body)

    def _parse(self, response: httpx.Response, start: float) -> ChatResult:
        try:
            data = response.json()
            choice = data["choices"][0]
            raw_msg = choice["message"]
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise UpstreamError(f"{self.url} answered HTTP {response.status_code} with a body "
                                f"that is not a chat completion ({type(exc).__name__}: {exc}).",
                                status=response.status_code,
                                body=self._scrub(response.text[:2000])) from exc
        calls = [{"id": c.get("id") or f"call_{i}", "type": c.get("type", "function"),
                  "function": {"name": c["function"]["name"],
                               "arguments": c["function"].get("arguments") or ""}}
                 for i, c in enumerate(raw_msg.get("tool_calls") or [])]
        prompt, completion, cached = _usage(data)
        return ChatResult(
            message=_assistant(raw_msg.get("content"), calls, raw_msg.get("refusal")),
            model=str(data.get("model") or self.model), prompt_tokens=prompt,
            completion_tokens=completion, cached_tokens=cached,
            latency_ms=(time.perf_counter() - start) * 1000.0, ttft_ms=None,
            finish_reason=choice.get("finish_reason"), raw=data)

    def _event(self, data: str, state: _StreamState) -> StreamChunk | None:
        if data.strip() == "[DONE]":
            state.done = True
            return None
        try:
            event = json.loads(data)
        except ValueError as exc:
            raise UpstreamError(f"{self.url} sent a stream event that is not JSON: "
                                f"{self._scrub(data[:200])!r}", status=200,
                                body=self._scrub(data[:2000])) from exc
        if not isinstance(event, dict):
            return None
        if event.get("error"):
            _, message = _error_fields(data)
            raise UpstreamError(f"{self.url} reported an error mid-stream: "
                                f"{self._scrub(message or data[:300])}", status=200,
                                body=self._scrub(data[:2000]))
        return state.feed(event)

    def _events(self, lines: Iterable[str], state: _StreamState) -> Iterator[StreamChunk]:
        sse = _SSE()
        for line in lines:
            data = sse.line(line)
            if data is not None and (chunk := self._event(data, state)) is not None:
                yield chunk
            if state.done:
                return
        data = sse.end()
        if data is not None and (chunk := self._event(data, state)) is not None:
            yield chunk

    # -- sync --------------------------------------------------------------------------------

    def _send(self, body: dict[str, Any], stream: bool) -> httpx.Response:
        """POST with retries; returns a successful response (unread when ``stream``)."""
        attempt = 0
        while True:
            request = self.client.build_request("POST", self.url, json=body,
                                                headers=self._headers(stream))
            try:
                response = self.client.send(request, stream=stream)
            except _RETRY_EXC as exc:
                if (delay := self._retry(attempt, None, exc)) is None:
                    raise self._transport_error(exc, attempt + 1) from exc
                self._sleep(delay)
                attempt += 1
                continue
            except httpx.HTTPError as exc:
                raise self._transport_error(exc, attempt + 1) from exc
            if response.status_code < 400:
                return response
            try:
                text = response.read().decode(response.encoding or "utf-8", "replace")
            finally:
                response.close()
            if (delay := self._retry(attempt, response, None)) is None:
                raise self._status_error(response, text, attempt + 1)
            self._sleep(delay)
            attempt += 1

    def complete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        """Send ``messages`` and return the whole reply.

        Args:
            messages: OpenAI chat messages.
            **params: request fields passed through (``temperature``, ``tools``, ``max_tokens``,
                even ``model`` to override the default).

        Returns:
            The reply with usage (cached tokens included) and ``latency_ms``.

        Raises:
            ContextLengthError: the server said the prompt is too long.
            UpstreamError: any other failure, after the retries allowed.
        """
        start = time.perf_counter()
        response = self._send(self._body(messages, params, stream=False), stream=False)
        return self._parse(response, start)

    def stream(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> Iterator[
            StreamChunk]:
        """Send ``messages`` with ``stream: true``; yield text and tool-call deltas as they
        arrive, then a last chunk whose ``result`` holds the assembled reply and usage.

        Closing the iterator early closes the connection. Raises as :meth:`complete`; a
        connection lost mid-stream raises :class:`UpstreamError`, a stream that simply ends
        without ``[DONE]`` yields a result with ``partial=True``.
        """
        start = time.perf_counter()
        response = self._send(self._body(messages, params, stream=True), stream=True)
        state = _StreamState(start)
        try:
            yield from self._events(response.iter_lines(), state)
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, 0) from exc
        finally:
            response.close()
        yield StreamChunk(raw=state.last, result=state.result())

    # -- async -------------------------------------------------------------------------------

    async def _asend(self, body: dict[str, Any], stream: bool) -> httpx.Response:
        attempt = 0
        while True:
            client = self.async_client
            request = client.build_request("POST", self.url, json=body,
                                           headers=self._headers(stream))
            try:
                response = await client.send(request, stream=stream)
            except _RETRY_EXC as exc:
                if (delay := self._retry(attempt, None, exc)) is None:
                    raise self._transport_error(exc, attempt + 1) from exc
                await self._asleep(delay)
                attempt += 1
                continue
            except httpx.HTTPError as exc:
                raise self._transport_error(exc, attempt + 1) from exc
            if response.status_code < 400:
                return response
            try:
                text = (await response.aread()).decode(response.encoding or "utf-8", "replace")
            finally:
                await response.aclose()
            if (delay := self._retry(attempt, response, None)) is None:
                raise self._status_error(response, text, attempt + 1)
            await self._asleep(delay)
            attempt += 1

    async def acomplete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        """Async :meth:`complete`."""
        start = time.perf_counter()
        response = await self._asend(self._body(messages, params, stream=False), stream=False)
        return self._parse(response, start)

    async def astream(self, messages: Sequence[Mapping[str, Any]], **params: Any
                      ) -> AsyncIterator[StreamChunk]:
        """Async :meth:`stream`."""
        start = time.perf_counter()
        response = await self._asend(self._body(messages, params, stream=True), stream=True)
        state = _StreamState(start)
        sse = _SSE()
        try:
            async for line in response.aiter_lines():
                data = sse.line(line)
                if data is not None and (chunk := self._event(data, state)) is not None:
                    yield chunk
                if state.done:
                    break
            else:
                data = sse.end()
                if data is not None and (chunk := self._event(data, state)) is not None:
                    yield chunk
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, 0) from exc
        finally:
            await response.aclose()
        yield StreamChunk(raw=state.last, result=state.result())

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

    def __enter__(self) -> OpenAIBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> OpenAIBackend:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
