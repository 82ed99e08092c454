"""THE turn: every remembered chat call — :class:`~convmem.chat.client.MemoryChat`, the SDK
wrapper and the proxy — runs through :class:`TurnEngine`; they only translate shapes.

One turn, in this order:

1. **begin** (:meth:`TurnEngine.begin`): validate the request, align it with the stored tail
   (:mod:`convmem.chat.reconcile`), recognise a retry (``Idempotency-Key``, an SDK retry, a
   repeated message that was already answered), build the context — with the messages not
   stored yet seen as pending, so a request that cannot fit stores nothing — and only then store
   what is new in one transaction. The budget guard's output is what is sent: nothing rewrites
   it afterwards.
2. **call** (:meth:`TurnEngine.steps`): the upstream call, written once for blocking and async
   callers (:mod:`convmem.effects`). A "context length exceeded" answer (or a stream that comes
   back empty, how some servers say the same) teaches the calibration once, by the one rule of
   :meth:`TurnEngine.learn_overflow`, and the turn is rebuilt and sent once more — only if the
   rebuilt context is smaller.
3. **finish** (:meth:`TurnEngine.finish`): the reply is stored with its usage record in one
   transaction (superseding a partial or earlier reply of the same turn), and the provider's
   prompt count calibrates the next builds. Adapters call it before they hand the last byte to
   their caller, so a reply anyone has seen is durable.

When the call fails for good, the message stays stored and the error (an
:class:`~convmem.errors.UpstreamError`) names the conversation and the turn; sending the same
request again (or ``MemoryChat.retry``) answers it without storing it twice.

Two turns of one conversation must not interleave: each builds on the history it sees. The
engine does not lock; its callers serialize per conversation (the proxy holds a lock per
conversation, ``MemoryChat`` documents it).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

from convmem.chat.reconcile import LOOKBACK, Plan, plan
from convmem.core.context import Context
from convmem.core.memory import Memory
from convmem.effects import Steps
from convmem.errors import BudgetError, ContextLengthError, MessageError, UpstreamError
from convmem.messages import Message, check_conversation_id, own, parse_message, with_own
from convmem.providers.base import ChatBackend, ChatResult, StreamChunk, usage_extra
from convmem.records import Usage
from convmem.stores.view import INSTRUCTION_ROLES, HistoryView

__all__ = ["Blocking", "Call", "Turn", "TurnEngine", "TurnRequest", "aclose", "aopen_stream",
           "empty_stream_error", "is_empty", "open_stream"]

log = logging.getLogger("convmem")

_SENDABLE = ("role", "content", "tool_calls", "name")


@dataclass
class TurnRequest:
    """One chat request, in OpenAI format, as an adapter received it.

    Attributes:
        conversation_id: the conversation (already scoped to its tenant, if any).
        messages: the request's messages: only the new turn, or the whole history; system
            messages are the conversation's instructions. Empty: answer the newest stored
            message again (a retry without re-sending it).
        model: the model the request goes to (selects its calibration).
        params: the other request fields, sent upstream as they are (``tools`` and
            ``max_tokens`` are also counted).
        user_id: recorded as the conversation's owner on its first message.
        idempotency_key: the client's key for this request: a repeat returns the stored reply.
        retry: the client said this request repeats an earlier one (an SDK retry).
    """

    conversation_id: str
    messages: Sequence[Mapping[str, Any] | Message]
    model: str
    params: Mapping[str, Any] = field(default_factory=dict)
    user_id: str | None = None
    idempotency_key: str | None = None
    retry: bool = False


@dataclass
class Turn:
    """One request in flight.

    Attributes:
        conversation_id / model / params: as requested (``params`` include ``model``).
        message: the stored message being answered; ``seq`` its position.
        ctx: the context to send.
        instructions: the instructions sent (the request's own), ``None``: the stored block.
        supersede: seqs of stored replies the new reply replaces.
        stored: how many messages this request stored.
        replay: the stored reply to return instead of calling (a repeated request).
    """

    conversation_id: str
    message: Message
    seq: int
    ctx: Context
    model: str
    params: dict[str, Any]
    instructions: list[Message] | None = None
    supersede: list[int] = field(default_factory=list)
    stored: int = 0
    replay: ChatResult | None = None


@dataclass(frozen=True)
class Call:
    """A step of :meth:`TurnEngine.steps`: send ``turn.ctx.messages`` with ``turn.params``;
    the adapter returns the reply (or, streaming, whatever it needs to go on) or raises."""

    turn: Turn


@dataclass(frozen=True)
class Blocking:
    """A step of :meth:`TurnEngine.steps`: run ``fn`` (store or build I/O), return its value."""

    fn: Callable[[], Any]


def is_empty(result: ChatResult) -> bool:
    """Whether a reply says nothing and never finished: an empty HTTP 200 stream, which some
    servers (llama.cpp) send instead of an error when the prompt overflows."""
    return result.partial and not result.content and not result.message.get("tool_calls") \
        and result.finish_reason is None


def empty_stream_error(turn: Turn) -> UpstreamError:
    """The error for a stream that ended before saying anything. Near the limit that is how
    some servers (llama.cpp) report an overflow, so it is a :class:`ContextLengthError` the
    engine rebuilds for; otherwise a plain :class:`UpstreamError`."""
    text = ("the server answered with an empty stream (no content, no finish reason, no end "
            "marker)")
    if turn.ctx.tokens >= turn.ctx.report.limit // 2:
        return ContextLengthError(f"{text}; with a prompt of {turn.ctx.tokens} tokens this looks "
                                  "like a context overflow", status=200)
    return UpstreamError(text, status=200)


def open_stream(backend: ChatBackend, turn: Turn) -> tuple[Iterator[StreamChunk], StreamChunk]:
    """Send the turn streamed, up to its first chunk: the request goes out, and an overflow
    (or an empty stream) is raised, here — where the engine can still rebuild and resend."""
    it = iter(backend.stream(turn.ctx.messages, **turn.params))
    try:
        first = next(it)
        if first.result is not None and is_empty(first.result):
            raise empty_stream_error(turn)
    except BaseException:
        getattr(it, "close", lambda: None)()
        raise
    return it, first


async def aopen_stream(backend: ChatBackend, turn: Turn
                       ) -> tuple[AsyncIterator[StreamChunk], StreamChunk]:
    """Async :func:`open_stream`."""
    it = backend.astream(turn.ctx.messages, **turn.params)
    try:
        first = await anext(it)
        if first.result is not None and is_empty(first.result):
            raise empty_stream_error(turn)
    except BaseException:
        await aclose(it)
        raise
    return it, first


async def aclose(iterator: object) -> None:
    """Close an async iterator if it can be closed."""
    close = getattr(iterator, "aclose", None)
    if callable(close):
        await close()


def _stored_reply(replies: Sequence[Message]) -> ChatResult | None:
    """The stored reply of a turn as a result, when it is complete (else ``None``)."""
    final = [m for m in replies if m.role == "assistant" and not m.hidden]
    if not final or own(final[-1]).get("partial"):
        return None
    meta = own(final[-1])
    usage = meta.get("usage") or {}
    return ChatResult(message=final[-1].to_openai(), model=str(meta.get("model") or ""),
                      prompt_tokens=usage.get("prompt_tokens"),
                      completion_tokens=usage.get("completion_tokens"),
                      cached_tokens=usage.get("cached_tokens"),
                      finish_reason=meta.get("finish_reason") or "stop")


class TurnEngine:
    """Runs remembered chat turns on a :class:`~convmem.Memory` (see the module docstring).

    Args:
        memory: the memory that stores and builds.
    """

    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    # -- 1. begin ----------------------------------------------------------------------------

    def begin(self, request: TurnRequest) -> Turn:
        """Store what is new in the request and build the context for its last message.

        Raises:
            MessageError: a message is invalid, or the last is not a user/tool message.
            BudgetError: the new message cannot fit the window (nothing is stored).
            ConfigError: a bad conversation id. StoreError: the store failed.
        """
        cid = check_conversation_id(request.conversation_id)
        parsed = [parse_message(m, where=f"messages[{i}]") for i, m in
                  enumerate(request.messages)]
        rest = [m for m in parsed if m.role not in INSTRUCTION_ROLES]
        if parsed and (not rest or rest[-1].role not in ("user", "tool")):
            raise MessageError("messages: the last non-system message must be the new user "
                               "message or a tool result, got "
                               f"{rest[-1].role if rest else 'none'!r}.")
        store = self.memory.store
        known = [m for m in store.tail(cid, len(rest) + LOOKBACK)
                 if m.role not in INSTRUCTION_ROLES and not m.hidden]
        block = HistoryView(store, cid, self.memory.counter).instructions()
        params = {**request.params, "model": request.model}
        found = self._idempotent(request, known) if rest else self._unanswered(cid, known)
        steps = found or plan(parsed, known, block, retry=request.retry)
        if steps.answered is not None:
            return self._retry(cid, request, steps, params)
        return self._new(cid, request, steps, params)

    def _unanswered(self, cid: str, known: Sequence[Message]) -> Plan:
        """The plan of a retry without messages: answer the newest stored user/tool message."""
        for j in range(len(known) - 1, -1, -1):
            if known[j].role in ("user", "tool"):
                return Plan(answered=known[j], replies=list(known[j + 1:]))
        raise MessageError(f"conversation {cid!r} has no stored message to answer; send one.")

    def _idempotent(self, request: TurnRequest, known: Sequence[Message]) -> Plan | None:
        """The plan of a request whose idempotency key a stored message carries."""
        if request.idempotency_key is None:
            return None
        for j, m in enumerate(known):
            if own(m).get("idempotency_key") == request.idempotency_key:
                return Plan(answered=m, replies=list(known[j + 1:]))
        return None

    def _build(self, cid: str, message: Message, params: Mapping[str, Any], *,
               instructions: Sequence[Message] | None, upto: int | None = None,
               pending: Sequence[Message] = ()) -> Context:
        return self.memory.build(cid, message, tools=params.get("tools"),
                                 model=str(params["model"]), upto=upto, pending=pending,
                                 instructions=instructions)

    def _block(self, steps: Plan) -> list[Message]:
        """The request's instructions to store as a new block (empty when unchanged)."""
        if not steps.new_block:
            return []
        return [with_own(m, block="new") if i == 0 else m
                for i, m in enumerate(steps.instructions)]

    def _retry(self, cid: str, request: TurnRequest, steps: Plan, params: dict[str, Any]
               ) -> Turn:
        """A request that repeats a stored message: replay its reply or answer it again."""
        answered = steps.answered
        assert answered is not None and answered.seq is not None  # stored messages have a seq
        instructions = steps.instructions if steps.new_block else None
        replay = _stored_reply(steps.replies) if (
            request.retry or request.idempotency_key is not None) else None
        ctx = self._build(cid, answered, params, instructions=instructions, upto=answered.seq)
        block = self._block(steps)
        if block:
            self.memory.extend(cid, block, user_id=request.user_id)
        return Turn(cid, answered, answered.seq, ctx, request.model, params, instructions,
                    supersede=[m.seq for m in steps.replies if m.seq is not None],
                    stored=len(block), replay=replay)

    def _new(self, cid: str, request: TurnRequest, steps: Plan, params: dict[str, Any]) -> Turn:
        """A request with new messages: build first (nothing stored if it cannot fit), then
        store them in one transaction."""
        *older, last = steps.new
        if request.idempotency_key is not None:
            last = with_own(last, idempotency_key=request.idempotency_key)
        instructions = steps.instructions if steps.new_block else None
        ctx = self._build(cid, last, params, instructions=instructions, pending=older)
        block = self._block(steps)
        stored = self.memory.extend(cid, [*block, *older, last], user_id=request.user_id)
        new = stored[-1]
        assert new.seq is not None  # stores assign seq on append
        return Turn(cid, new, new.seq, ctx, request.model, params, instructions,
                    stored=len(stored))

    # -- 2. call -----------------------------------------------------------------------------

    def steps(self, turn: Turn) -> Steps[Call | Blocking, Any]:
        """Send the turn: yields :class:`Call` (the adapter sends and returns what it got) and
        :class:`Blocking` steps; after an overflow it rebuilds tighter and sends once more.

        Returns:
            What the adapter's last :class:`Call` returned.

        Raises:
            UpstreamError: the call failed (annotated with the conversation and the turn).
        """
        for attempt in (0, 1):
            try:
                return (yield Call(turn))
            except ContextLengthError as exc:
                if attempt == 0 and (yield Blocking(functools.partial(self.rebuild, turn, exc))):
                    continue
                self.fail(turn, exc)
            except Exception as exc:  # an adapter's own failure: reported as the upstream's
                self.fail(turn, exc)
        raise AssertionError("unreachable")  # pragma: no cover

    def learn_overflow(self, turn: Turn, exc: ContextLengthError) -> None:
        """The one rule for learning from a "context length exceeded" answer.

        * The server's count of *our prompt* (``prompt_tokens``, never a total that includes the
          client's ``max_tokens``) is a calibration sample like any usage report.
        * A stated context length below the configured window becomes this model's window.
        * With neither, the calibration tightens by a bounded step.
        """
        cal, model = self.memory.calibration, turn.model
        if isinstance(exc.prompt_tokens, int) and exc.prompt_tokens > 0:
            cal.observe(model, turn.ctx.tokens, exc.prompt_tokens)
        if isinstance(exc.limit, int) and 0 < exc.limit < self.memory.window:
            if cal.learn_window(model, exc.limit):
                log.warning("the server reports a context length of %d tokens for %r but "
                            "Memory(window=%d); set window=%d", exc.limit, model,
                            self.memory.window, exc.limit)
        elif not isinstance(exc.prompt_tokens, int):
            cal.tighten(model, turn.ctx.tokens)

    def rebuild(self, turn: Turn, exc: ContextLengthError | None) -> bool:
        """After an overflow: learn, rebuild, and say whether the new context is smaller (worth
        sending once more; resending the same prompt cannot succeed)."""
        if exc is not None:
            self.learn_overflow(turn, exc)
        else:
            self.memory.calibration.tighten(turn.model, turn.ctx.tokens)
        try:
            ctx = self._build(turn.conversation_id, turn.message, turn.params,
                              instructions=turn.instructions, upto=turn.seq)
        except BudgetError as budget:
            log.warning("conversation %r turn %d: the rebuilt context cannot fit either: %s",
                        turn.conversation_id, turn.seq, budget)
            return False
        if ctx.tokens >= turn.ctx.tokens:
            log.warning("conversation %r turn %d: the rebuilt context (%d tokens) is not "
                        "smaller than the rejected one; not resending", turn.conversation_id,
                        turn.seq, ctx.tokens)
            return False
        log.warning("conversation %r turn %d: upstream overflow, resending %d tokens instead "
                    "of %d", turn.conversation_id, turn.seq, ctx.tokens, turn.ctx.tokens)
        turn.ctx = ctx
        return True

    def fail(self, turn: Turn, exc: Exception) -> NoReturn:
        """Raise the error of a failed turn, naming the conversation and the turn: an
        :class:`UpstreamError` itself (annotated), anything else wrapped in one."""
        where = (f" [conversation {turn.conversation_id!r}, turn {turn.seq}: the message is "
                 "stored; send the same request again (or MemoryChat.retry) to answer it]")
        if isinstance(exc, UpstreamError):
            if exc.turn is None:
                exc.conversation_id, exc.turn = turn.conversation_id, turn.seq
                exc.args = (f"{exc}{where}",)
            raise exc
        raise UpstreamError(f"the call failed: {type(exc).__name__}: {exc}{where}",
                            body=str(exc), conversation_id=turn.conversation_id,
                            turn=turn.seq) from exc

    # -- 3. finish ---------------------------------------------------------------------------

    def finish(self, turn: Turn, result: ChatResult, *, partial: bool = False) -> Message | None:
        """Store the reply and its usage record in one transaction, and calibrate.

        Args:
            turn: the turn.
            result: the reply.
            partial: the stream ended early: the reply is marked partial, loses its (truncated)
                tool calls, and is not stored when empty; calibration skips it.

        Returns:
            The stored reply (``None`` for an empty partial one, or a replayed turn).
        """
        if turn.replay is not None:
            return None
        partial = partial or result.partial
        answered_by = result.model or turn.model
        reply = {k: result.message[k] for k in _SENDABLE if result.message.get(k) is not None}
        reply["role"] = "assistant"
        if partial:
            reply.pop("tool_calls", None)  # truncated arguments, and no results will follow
        if not reply.get("tool_calls") and not isinstance(reply.get("content"), str | list):
            reply["content"] = ""
        usage = Usage(
            conversation_id=turn.conversation_id, kind="chat", model=answered_by,
            prompt_tokens=result.prompt_tokens, completion_tokens=result.completion_tokens,
            cached_tokens=result.cached_tokens, counted_tokens=turn.ctx.tokens,
            latency_ms=result.latency_ms, ttft_ms=result.ttft_ms,
            extra={"turn": turn.seq, **usage_extra(result),
                   **({"partial": True} if partial else {})})
        stored = None
        if not partial or reply["content"]:
            message = with_own(parse_message(reply, where="reply"), model=answered_by, usage={
                "prompt_tokens": result.prompt_tokens,
                "completion_tokens": result.completion_tokens,
                "cached_tokens": result.cached_tokens, "counted_tokens": turn.ctx.tokens},
                latency_ms=result.latency_ms, ttft_ms=result.ttft_ms,
                finish_reason=result.finish_reason, partial=True if partial else None)
            stored = self.memory.extend(turn.conversation_id, [message], usage=[usage],
                                        supersede=turn.supersede)[0]
        else:
            self.memory.record_usage(usage)
        if result.prompt_tokens and not partial:
            self.memory.calibration.observe(turn.model, turn.ctx.tokens, result.prompt_tokens)
        return stored

