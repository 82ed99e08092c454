"""Memory for code that already calls a chat API: ``wrap()`` for the official SDKs, and the
:class:`Reconciler` that both the wrapper and ``convmem serve`` use to turn an OpenAI-format
request into one remembered turn.

Clients send messages in one of two styles, and both work without telling us which:

* only the new turn (``[user]`` or the tool results): everything before comes from memory;
* the whole history, as chatbots do today: the request's non-system messages are aligned with
  the stored tail by content (role, text, tool calls), so only the new suffix is stored — never
  a message twice — and the context is still rebuilt under the budget rather than sent as is.

Alignment takes the longest prefix of the request that equals the stored tail, where a reply
stored as ``partial`` (its client went away mid-stream) may be missing from the client's copy.
A request whose last message is already the newest stored one is a retry (the previous reply
failed or was cut off) and stores nothing. When the longest alignment is ambiguous — a client
that sends only the new turn and repeats its last message verbatim — it is read as a retry:
nothing is ever stored twice. When no prefix aligns, the request is searched for the newest
stored messages (a client that edited an older message): what follows them is new. Otherwise
every request message is new.

System messages in a request are the conversation's instructions. When they differ from the
newest stored block they are stored as a new block (marked ``meta["instructions"] =
"replace"``), and contexts carry only the newest block in place of all stored system messages.
The budget guard has counted every stored block, so the swap can only shrink the request.

A turn stores the new message only after its context was built: a request rejected as invalid
or too long stores nothing (except the older messages of a whole-history request, which are
stored first because the new message's context is built on them).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from convmem.backend import ChatResult
from convmem.chat import store_reply
from convmem.context import Context
from convmem.core import Memory
from convmem.errors import BudgetError, ConfigError, ContextLengthError, MessageError
from convmem.messages import Message, parse_message
from convmem.providers import AnthropicStream, anthropic_result, from_anthropic, to_anthropic
from convmem.providers import usage_extra as _usage_extra

__all__ = ["Reconciler", "Turn", "openai_result", "wrap"]

_INSTRUCTIONS = ("system", "developer")
_LOOKBACK = 8  # stored messages read beyond the request's length (partial replies, instructions)


def _key(m: Message) -> tuple[Any, ...]:
    calls = tuple((c.get("id"), c["function"].get("name"), c["function"].get("arguments"))
                  for c in m.tool_calls or ())
    return m.role, m.text, calls, m.tool_call_id


def _prefix_match(rest: Sequence[Message], known: Sequence[Message]) -> int:
    """The largest k with ``rest[:k]`` equal to the end of ``known``, where stored partial
    replies may be missing from ``rest`` (a client that retried instead of keeping one)."""
    keys = [_key(m) for m in rest]
    tail = [(_key(m), bool(m.meta.get("partial"))) for m in known]
    for k in range(min(len(keys), len(tail)), 0, -1):
        i, j = k - 1, len(tail) - 1
        while i >= 0 and j >= 0:
            if keys[i] == tail[j][0]:
                i, j = i - 1, j - 1
            elif tail[j][1]:
                j -= 1
            else:
                break
        if i < 0:
            return k
    return 0


def _latest(instructions: list[Message]) -> list[Message]:
    """The newest block of stored instructions (everything from the last replacement)."""
    starts = [i for i, m in enumerate(instructions) if m.meta.get("instructions") == "replace"]
    return instructions[starts[-1]:] if starts else instructions


@dataclass
class Turn:
    """One request in flight: where its new message is stored and the context built for it."""

    conversation_id: str
    message: Message
    seq: int
    ctx: Context
    model: str
    tools: Any = None
    stored: int = 0
    block: list[Message] | None = None


class Reconciler:
    """Turns OpenAI-format requests into remembered turns of a :class:`~convmem.Memory`.

    Args:
        memory: the memory that stores and builds.

    Two turns of one conversation must not run concurrently (the proxy locks per
    conversation); the methods block on the store and belong in a worker thread in async code.
    """

    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    # -- before the call ---------------------------------------------------------------------

    def begin(self, conversation_id: str, messages: Sequence[Mapping[str, Any]], *, model: str,
              tools: Any = None, user_id: str | None = None) -> Turn:
        """Store what is new in ``messages`` and build the context for the last one.

        Args:
            conversation_id: the conversation (already scoped to its tenant, if any).
            messages: the request's messages, OpenAI format, the new user message or tool
                result last.
            model: the model the request goes to (selects its calibration).
            tools: the request's tool schemas (counted in the budget).
            user_id: recorded as the conversation's owner on its first message.

        Returns:
            The turn, whose ``ctx.messages`` are ready to send.

        Raises:
            MessageError: a message is invalid, or the last is not a user/tool message.
            BudgetError: the new message cannot fit the window. ConfigError: a bad id.
        """
        if not isinstance(conversation_id, str) or not 0 < len(conversation_id) <= 255:
            raise ConfigError(f"conversation_id={conversation_id!r}: use a non-empty string of "
                              "at most 255 characters.")
        if isinstance(messages, str | bytes) or not isinstance(messages, Sequence) \
                or not messages:
            raise MessageError("messages: expected a non-empty list of chat messages.")
        parsed = [parse_message(m, where=f"messages[{i}]") for i, m in enumerate(messages)]
        system = [m for m in parsed if m.role in _INSTRUCTIONS]
        rest = [m for m in parsed if m.role not in _INSTRUCTIONS]
        if not rest or rest[-1].role not in ("user", "tool"):
            raise MessageError("messages: the last non-system message must be the new user "
                               "message or a tool result, got "
                               f"{rest[-1].role if rest else 'none'!r}.")
        mem, store, cid = self.memory, self.memory.store, conversation_id
        known = [m for m in store.tail(cid, len(rest) + _LOOKBACK) if m.role not in _INSTRUCTIONS]
        start = self._align(rest, known)
        stored_instructions = store.instructions(cid)
        block = _latest(stored_instructions)
        new_system = list(system) if [_key(m) for m in system] != [
            _key(m) for m in block] and system else []
        if new_system and block:
            new_system[0] = replace(new_system[0], meta={**new_system[0].meta,
                                                         "instructions": "replace"})
        if start == len(rest):  # a retry: the last message is stored and still unanswered
            last = next(m for m in reversed(known) if _key(m) == _key(rest[-1]))
            assert last.seq is not None  # stored messages carry their seq
            if new_system:
                mem.extend(cid, new_system, user_id=user_id)
            visible = [m for m in stored_instructions if m.seq is not None and m.seq < last.seq]
            ctx = self._build(cid, last, tools, model, upto=last.seq, block=system or None,
                              visible=visible)
            return Turn(cid, last, last.seq, ctx, model, tools, len(new_system), system or None)
        new = rest[-1]
        prefix = [*new_system, *rest[start:-1]]
        self._precheck(new, [*known, *rest[start:-1]], tools, model)
        if prefix:
            stored_instructions += mem.extend(cid, prefix, user_id=user_id)[:len(new_system)]
        ctx = self._build(cid, new, tools, model, block=system or None,
                          visible=stored_instructions)
        stored = mem.add(cid, new, user_id=user_id)
        assert stored.seq is not None  # stores assign seq on append
        return Turn(cid, stored, stored.seq, ctx, model, tools, len(prefix) + 1, system or None)

    def _align(self, rest: list[Message], known: list[Message]) -> int:
        """Index of the first request message that is not yet stored."""
        if k := _prefix_match(rest, known):
            return k
        views = [known, [m for m in known if not m.meta.get("partial")]]
        keys = [_key(m) for m in rest]
        for view in views:
            tail = [_key(m) for m in view]
            if not tail or len(rest) < 2:
                continue
            need = min(2, len(tail))  # one short message ("ok") alone aligns too easily
            for p in range(len(rest) - 2, -1, -1):
                run = 0
                while run <= p and run < len(tail) and keys[p - run] == tail[-1 - run]:
                    run += 1
                if run >= need:
                    return p + 1
        return 0

    def _precheck(self, new: Message, before: list[Message], tools: Any, model: str) -> None:
        """Reject what build() would reject, before anything is stored."""
        if new.role == "tool":
            open_calls: set[str] = set()
            for m in before:
                if m.role == "user":
                    open_calls = set()
                open_calls |= {str(c["id"]) for c in m.tool_calls or ()}
                if m.role == "tool":
                    open_calls.discard(str(m.tool_call_id))
            if new.tool_call_id not in open_calls:
                raise MessageError(f"messages[-1].tool_call_id: {new.tool_call_id!r} answers no "
                                   "open tool call of the latest turn.")
        if tools is not None and (not isinstance(tools, list) or not all(
                isinstance(t, Mapping) for t in tools)):
            raise MessageError("tools: expected a list of tool objects.")
        counter = self.memory.counter
        need = counter.count_messages([new]) + counter.count_tools(tools)
        limit = self.memory.limit(model)
        if need > limit:
            raise BudgetError(f"the new message needs {need} tokens but the limit is {limit}; "
                              "shorten it, or raise window / lower reserve_output.",
                              required=need, available=limit)

    def _build(self, cid: str, message: Message, tools: Any, model: str,
               upto: int | None = None, block: list[Message] | None = None,
               visible: list[Message] | None = None) -> Context:
        """Build, then send only the current instructions: ``block`` (the request's system
        messages) or else the newest stored block, in place of every stored one — when that
        fits, which it does whenever ``block`` is no longer than what the guard counted."""
        ctx = self.memory.build(cid, message, tools=tools, model=model, upto=upto)
        if visible is None:  # the stored instructions the build saw
            visible = [m for m in self.memory.store.instructions(cid)
                       if upto is None or (m.seq is not None and m.seq < upto)]
        block = _latest(visible) if block is None else block
        if [_key(m) for m in block] == [_key(m) for m in visible]:
            return ctx
        n = len(visible)
        sent = ctx.messages[:n]
        if len(sent) < n or any(m.get("role") not in _INSTRUCTIONS for m in sent):
            return ctx
        counter = self.memory.counter
        before = sum(counter.count_message(parse_message(m)) for m in sent)
        after = sum(counter.count_message(m) for m in block)
        tokens = ctx.tokens - before + after
        if tokens > ctx.report.limit:
            return ctx
        ctx.report.tokens = tokens
        ctx.report.split["instructions"] = after
        ctx.report.notes["instructions_replaced"] = n
        return Context(messages=[*(m.to_openai() for m in block), *ctx.messages[n:]],
                       tokens=tokens, report=ctx.report)

    def rebuild(self, turn: Turn, exc: ContextLengthError) -> bool:
        """After the API rejected the prompt as too long: tighten the calibration and rebuild.

        Returns:
            Whether the rebuilt context is smaller (worth sending once more).
        """
        cal = self.memory.calibration
        before = cal.ratio(turn.model)
        reported = getattr(exc, "prompt_tokens", None) or getattr(exc, "requested", None)
        if isinstance(reported, int) and reported > turn.ctx.tokens:
            cal.observe(turn.model, turn.ctx.tokens, reported)
        if cal.ratio(turn.model) <= before:
            cal.tighten(turn.model, turn.ctx.tokens)
        try:
            ctx = self._build(turn.conversation_id, turn.message, turn.tools, turn.model,
                              upto=turn.seq, block=turn.block)
        except BudgetError:
            return False
        if ctx.tokens >= turn.ctx.tokens:
            return False
        turn.ctx = ctx
        return True

    # -- after the call ----------------------------------------------------------------------

    def finish(self, turn: Turn, result: ChatResult, *, partial: bool = False) -> None:
        """Store the reply (usage in ``meta``), a :class:`~convmem.records.Usage` record, and
        calibrate on the provider's prompt count (see :func:`convmem.chat.store_reply`)."""
        store_reply(self.memory, turn.conversation_id, turn.seq, turn.model, turn.ctx.tokens,
                    result, partial=partial, extra=_usage_extra(result))


# -- OpenAI-format results -------------------------------------------------------------------

def openai_result(data: Mapping[str, Any], *, start: float | None = None,
                  ttft_ms: float | None = None, partial: bool = False) -> ChatResult:
    """A ChatResult from an OpenAI ``chat.completion`` body (or one assembled from chunks)."""
    choice = (data.get("choices") or [{}])[0]
    raw = choice.get("message") or {}
    calls = [{"id": c.get("id"), "type": "function",
              "function": {"name": c["function"].get("name"),
                           "arguments": c["function"].get("arguments") or ""}}
             for c in raw.get("tool_calls") or []]
    message: dict[str, Any] = {"role": "assistant",
                               "content": raw.get("content") or raw.get("refusal") or (
                                   None if calls else "")}
    if calls:
        message["tool_calls"] = calls
    usage = data.get("usage") or {}
    details = usage.get("prompt_tokens_details") or {}
    return ChatResult(
        message=message, model=str(data.get("model") or ""),
        prompt_tokens=usage.get("prompt_tokens"), completion_tokens=usage.get(
            "completion_tokens"), cached_tokens=details.get("cached_tokens"),
        latency_ms=(time.perf_counter() - start) * 1000.0 if start is not None else None,
        ttft_ms=ttft_ms, finish_reason=choice.get("finish_reason"), partial=partial,
        raw=dict(data))


class _Chunks:
    """Assembles ``chat.completion.chunk`` dicts into a completion."""

    def __init__(self, start: float) -> None:
        self.start = start
        self.text: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.data: dict[str, Any] = {}
        self.finish: str | None = None
        self.ttft_ms: float | None = None

    def feed(self, chunk: Mapping[str, Any]) -> None:
        self.data["model"] = chunk.get("model") or self.data.get("model")
        if chunk.get("usage"):
            self.data["usage"] = chunk["usage"]
        for choice in chunk.get("choices") or []:
            if choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            if (delta.get("content") or delta.get("tool_calls")) and self.ttft_ms is None:
                self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
            self.text.append(delta.get("content") or "")
            for frag in delta.get("tool_calls") or []:
                slot = self.calls.setdefault(int(frag.get("index") or 0), {
                    "id": None, "function": {"name": "", "arguments": ""}})
                fn = frag.get("function") or {}
                slot["id"] = frag.get("id") or slot["id"]
                slot["function"]["name"] += fn.get("name") or ""
                slot["function"]["arguments"] += fn.get("arguments") or ""
            self.finish = choice.get("finish_reason") or self.finish

    def result(self, partial: bool) -> ChatResult:
        message: dict[str, Any] = {"role": "assistant", "content": "".join(self.text)}
        if self.calls:
            message["tool_calls"] = [c for _, c in sorted(self.calls.items())]
        body = {**self.data, "choices": [{"message": message, "finish_reason": self.finish}]}
        return openai_result(body, start=self.start, ttft_ms=self.ttft_ms,
                             partial=partial or self.finish is None)


def _plain(items: Any) -> list[Any]:
    """SDK message objects (``response.choices[0].message``) as plain dicts."""
    return [m.model_dump(exclude_none=True) if hasattr(m, "model_dump") else m for m in items]


def _dump(obj: Any) -> dict[str, Any]:
    return obj.model_dump() if hasattr(obj, "model_dump") else dict(obj)


# -- the SDK wrapper -------------------------------------------------------------------------

class _Delegate:
    """Everything not overridden is the wrapped object's."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _Stream(_Delegate):
    """An SDK stream whose end (or early close) stores the reply."""

    def __init__(self, inner: Any, rec: Reconciler, turn: Turn, start: float, *,
                 anthropic: bool, hide_usage: bool = False) -> None:
        super().__init__(inner)
        self._rec, self._turn, self._hide = rec, turn, hide_usage
        self._acc: _Chunks | AnthropicStream = AnthropicStream(start) if anthropic else _Chunks(
            start)
        self._done = False

    def _take(self, item: Any) -> bool:
        """Feed one item; whether to hand it to the caller."""
        data = _dump(item)
        self._acc.feed(data)
        return not (self._hide and not data.get("choices") and data.get("usage"))

    def _result(self, partial: bool) -> ChatResult:
        if isinstance(self._acc, AnthropicStream):
            result = self._acc.result()
            result.partial = result.partial or partial
            return result
        return self._acc.result(partial)

    def _end(self, partial: bool) -> None:
        if not self._done:
            self._done = True
            self._rec.finish(self._turn, self._result(partial), partial=partial)

    # sync
    def __iter__(self) -> _Stream:
        return self

    def __next__(self) -> Any:
        while True:
            try:
                item = next(self._inner)
            except StopIteration:
                self._end(partial=False)
                raise
            except BaseException:
                self._end(partial=True)
                raise
            if self._take(item):
                return item

    def close(self) -> None:
        """Stop early: what arrived is stored as a partial reply."""
        self._end(partial=True)
        self._inner.close()

    def __enter__(self) -> _Stream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # async
    def __aiter__(self) -> _Stream:
        return self

    async def __anext__(self) -> Any:
        while True:
            try:
                item = await self._inner.__anext__()
            except StopAsyncIteration:
                await asyncio.to_thread(self._end, False)
                raise
            except BaseException:
                self._end(partial=True)  # may be cancelled: write without awaiting
                raise
            if self._take(item):
                return item

    async def aclose(self) -> None:
        """Async :meth:`close`."""
        if not self._done:
            await asyncio.to_thread(self._end, True)
        await self._inner.close()

    async def __aenter__(self) -> _Stream:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class _Create(_Delegate):
    """``chat.completions`` or ``messages`` with a memory-aware ``create``."""

    def __init__(self, inner: Any, rec: Reconciler, *, anthropic: bool, is_async: bool,
                 user_id: str | None) -> None:
        super().__init__(inner)
        self._rec, self._anthropic, self._async, self._user = rec, anthropic, is_async, user_id

    def _prepare(self, conversation_id: str, kwargs: dict[str, Any]) -> tuple[Turn, bool]:
        messages = _plain(kwargs.pop("messages", None) or [])
        if self._anthropic:
            system = kwargs.pop("system", None)
            messages = from_anthropic(system if isinstance(system, str | list) else None,
                                      _plain(messages))
        turn = self._rec.begin(conversation_id, messages, model=str(kwargs.get("model") or ""),
                               tools=kwargs.get("tools"), user_id=self._user)
        hide = False
        if self._anthropic:
            system_blocks, kwargs["messages"] = to_anthropic(turn.ctx.messages)
            if system_blocks:
                kwargs["system"] = system_blocks
        else:
            kwargs["messages"] = turn.ctx.messages
            if kwargs.get("stream") is True:
                options = dict(kwargs.get("stream_options") or {})
                hide = not options.get("include_usage")
                kwargs["stream_options"] = {**options, "include_usage": True}
        return turn, hide

    def _finish(self, turn: Turn, response: Any, start: float) -> None:
        data = _dump(response)
        result = anthropic_result(data, start=start) if self._anthropic else openai_result(
            data, start=start)
        self._rec.finish(turn, result)

    def create(self, *args: Any, conversation_id: str | None = None, **kwargs: Any) -> Any:
        """The SDK's ``create``; with ``conversation_id`` the request goes through memory:
        the new message is stored, the context rebuilt, the reply (stream included) stored."""
        if conversation_id is None:
            return self._inner.create(*args, **kwargs)
        if self._async:
            return self._acreate(conversation_id, kwargs)
        start = time.perf_counter()
        turn, hide = self._prepare(conversation_id, kwargs)
        response = self._inner.create(**kwargs)
        if kwargs.get("stream") is True:
            return _Stream(response, self._rec, turn, start, anthropic=self._anthropic,
                           hide_usage=hide)
        self._finish(turn, response, start)
        return response

    async def _acreate(self, conversation_id: str, kwargs: dict[str, Any]) -> Any:
        start = time.perf_counter()
        turn, hide = await asyncio.to_thread(self._prepare, conversation_id, kwargs)
        response = await self._inner.create(**kwargs)
        if kwargs.get("stream") is True:
            return _Stream(response, self._rec, turn, start, anthropic=self._anthropic,
                           hide_usage=hide)
        await asyncio.to_thread(self._finish, turn, response, start)
        return response


class _Chat(_Delegate):
    def __init__(self, inner: Any, completions: _Create) -> None:
        super().__init__(inner)
        self.completions = completions


class _Wrapped(_Delegate):
    """An SDK client whose chat calls take ``conversation_id=`` (see :func:`wrap`)."""

    def __init__(self, inner: Any, memory: Memory, *, anthropic: bool, is_async: bool,
                 user_id: str | None) -> None:
        super().__init__(inner)
        self.memory = memory
        create = _Create(inner.messages if anthropic else inner.chat.completions,
                         Reconciler(memory), anthropic=anthropic, is_async=is_async,
                         user_id=user_id)
        if anthropic:
            self.messages = create
        else:
            self.chat = _Chat(inner.chat, create)


def wrap(client: Any, memory: Memory, *, user_id: str | None = None) -> Any:
    """Give an official SDK client memory.

    ``wrap(openai.OpenAI(), memory).chat.completions.create(model=..., messages=[...],
    conversation_id="c1")`` stores the new message, sends the context ``memory`` builds instead
    of ``messages``, and stores the reply with its usage; ``stream=True`` returns the SDK's
    stream, whose end (or ``close()``, storing a partial reply) records the reply.
    ``openai.AsyncOpenAI`` works the same with ``await``/``async for``; ``anthropic.Anthropic``
    and ``AsyncAnthropic`` likewise through ``messages.create(..., conversation_id=...)``.
    Without ``conversation_id`` calls pass straight through; every other attribute is the
    client's own.

    Args:
        client: an ``openai.OpenAI``/``AsyncOpenAI`` (or Azure) or ``anthropic.Anthropic``/
            ``AsyncAnthropic`` client.
        memory: the memory to keep the conversations in.
        user_id: recorded as the owner of new conversations.

    Returns:
        A wrapper with the client's interface.

    Raises:
        ConfigError: ``client`` is not a client of a supported SDK.
    """
    cls = type(client)
    package = cls.__module__.split(".")[0]
    is_async = cls.__name__.startswith("Async")
    if package == "openai" and hasattr(client, "chat"):
        return _Wrapped(client, memory, anthropic=False, is_async=is_async, user_id=user_id)
    if package == "anthropic" and hasattr(client, "messages"):
        return _Wrapped(client, memory, anthropic=True, is_async=is_async, user_id=user_id)
    raise ConfigError(f"wrap({cls.__module__}.{cls.__name__}): expected an openai.OpenAI, "
                      "openai.AsyncOpenAI, anthropic.Anthropic or anthropic.AsyncAnthropic "
                      "client; for other APIs use convmem.chat.MemoryChat with a backend.")
