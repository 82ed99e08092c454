"""THE turn: every remembered chat call — :class:`~convmem.chat.client.MemoryChat`, the SDK
wrapper and the proxy — runs through :class:`TurnEngine`; they only translate shapes.

One turn, in this order:

1. **begin** (:meth:`TurnEngine.begin`): validate the request, align it with the stored tail
   (:mod:`convmem.chat.reconcile`), recognise a retry (``Idempotency-Key``, an SDK retry, a
   repeated message already answered), build the context (the messages not stored yet seen as
   pending: a request that cannot fit stores nothing), then store what is new in one
   transaction. What the budget guard returns is sent: nothing rewrites it afterwards.
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
engine does not lock; every adapter holds the conversation's turn lease
(:mod:`convmem.chat.lease`) from before ``begin`` until the reply is stored, which serializes
turns across threads, processes and hosts on one store; ``finish(release=owner)`` gives it up
in the reply's own transaction.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, NoReturn

from convmem.chat.reconcile import (
    LOOKBACK,
    Plan,
    holder,
    idempotent,
    plan,
    plan_whole,
    repeats,
    unanswered,
)
from convmem.chat.replies import cut_short, prompt_tokens, restated, store_reply, stored_reply
from convmem.chat.turn import Blocking, Call, Turn, TurnRequest
from convmem.core.context import Context
from convmem.core.memory import Memory
from convmem.effects import Steps
from convmem.errors import (
    BudgetError,
    ContextLengthError,
    MessageError,
    OwnerError,
    UpstreamError,
)
from convmem.messages import ID_MAX, Message, check_conversation_id, parse_message, with_own
from convmem.providers.base import ChatResult, usage_extra
from convmem.records import Usage
from convmem.stores.view import INSTRUCTION_ROLES, PAGE, HistoryView

__all__ = ["TurnEngine"]

log = logging.getLogger("convmem")

_SENDABLE = ("role", "content", "tool_calls", "name")
_CHECKS = 4  # server counts per turn, at most: the first, then each rebuild's
_GROW_MIN = 16  # server tokens to spare below which a context is not rebuilt larger
# An overflow reported without numbers (an empty stream): the one retry must fit, so assume the
# prompt was this far beyond the fit (a template's system prompt and SmolLM2's 1.17x are in it).
_BLIND_TIGHTEN = 1.25


def _visible(messages: Sequence[Message]) -> list[Message]:
    """The messages a request is aligned with: neither instructions nor superseded."""
    return [m for m in messages if m.role not in INSTRUCTION_ROLES and not m.hidden]


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
        newest = self.memory.store.tail(cid, max(PAGE, len(rest) + LOOKBACK))  # the build's too
        tail = newest[-(len(rest) + LOOKBACK):]
        known = _visible(tail)
        block: list[Message] = []
        count = (tail[-1].seq or 0) + 1 if tail else 0  # seqs are consecutive from 0
        if len(rest) < len(parsed):  # the request's instructions, compared with the stored
            block = HistoryView(self.memory.store, cid, self.memory.counter,
                                count=count, newest=newest).instructions()
        params = self._params(request)
        recent = _visible(newest)
        looked = (self._looked(cid, request.idempotency_key, newest, recent, rest[-1]) if rest
                  else recent)
        found = (idempotent(request.idempotency_key, looked, rest[-1]) if rest
                 else unanswered(cid, known))
        if found is None and request.whole and rest:  # aligned with all of it, from the first
            # (the store's tail before the count read: a SQL store serves the rows it decoded
            # before from its cache, and a message appended since is not among them)
            every = recent if newest and not newest[0].seq else _visible(
                self.memory.store.tail(cid, count, before=count))
            found = plan_whole(parsed, every, block)
        steps = found or plan(parsed, known, block, retry=request.retry)
        if steps.answered is not None:
            overtaken = any(m.role == "user" and (m.seq or 0) > (steps.answered.seq or 0)
                            for m in (*looked, *recent))
            if overtaken and stored_reply(steps.replies) is None:
                return self._again(cid, request, steps, params, newest)
            return self._retry(cid, request, steps, params, count)
        return self._new(cid, request, steps, params, newest)

    def _looked(self, cid: str, key: str | None, newest: Sequence[Message],
                recent: Sequence[Message], asked: Message) -> Sequence[Message]:
        """The messages a retry's Idempotency-Key is looked for in: the newest stored
        (``recent``, the visible of ``newest``); else, in a longer conversation, the newest
        message the store holds the key on, if it is the one ``asked`` again, with what followed
        it up to the next user message (its replies, and that the conversation went on)."""
        if key is not None and not 0 < len(key) <= ID_MAX:
            raise MessageError(f"an Idempotency-Key of {len(key)} characters: use 1 to {ID_MAX}.")
        if key is None or not newest or not newest[0].seq or holder(key, recent) is not None:
            return recent
        first = self.memory.store.keyed(cid, key)
        if first is None or first.seq is None or first.hidden or not repeats(first, asked):
            return recent
        looked, start = [first], first.seq + 1
        while True:  # an agent's loop may answer one message with more than a page
            page = self.memory.store.range(cid, start, start + PAGE)
            for m in page:
                looked.append(m)
                if m.role == "user" and not m.hidden:
                    return _visible(looked)
            if len(page) < PAGE:
                return _visible(looked)
            start += PAGE

    def _params(self, request: TurnRequest) -> dict[str, Any]:
        """What is sent upstream: the request's fields, its model, and always a reply cap —
        the caller's ``max_tokens`` (or ``max_completion_tokens``), else ``reserve_output`` —
        so that the reply the budget kept room for is the reply the server may write."""
        params = {**request.params, "model": request.model}
        cap = params.get("max_tokens", params.get("max_completion_tokens"))
        if cap is None:
            params["max_tokens"] = self.memory.reserve_output
        elif not isinstance(cap, int) or isinstance(cap, bool) or cap < 1:
            raise MessageError(f"max_tokens={cap!r}: use a positive number of tokens.")
        return params

    @staticmethod
    def _reserve(params: Mapping[str, Any]) -> int:
        cap = params.get("max_tokens", params.get("max_completion_tokens"))
        return int(cap) if isinstance(cap, int) else 0

    def _build(self, cid: str, message: Message, params: Mapping[str, Any],
               **options: Any) -> Context:
        """:meth:`Memory.build` for the request's tools, model and reply cap (``options``: its
        other arguments)."""
        return self.memory.build(cid, message, tools=params.get("tools"),
                                 model=str(params["model"]), reserve=self._reserve(params),
                                 **options)

    def _block(self, steps: Plan) -> list[Message]:
        """The request's instructions to store as a new block (empty when unchanged)."""
        if not steps.new_block:
            return []
        return [with_own(m, block="new") if i == 0 else m
                for i, m in enumerate(steps.instructions)]

    def _retry(self, cid: str, request: TurnRequest, steps: Plan, params: dict[str, Any],
               count: int) -> Turn:
        """A request that repeats a stored message: replay its reply or answer it again."""
        answered = steps.answered
        assert answered is not None and answered.seq is not None  # stored messages have a seq
        owner = self.memory.store.user_of(cid) if request.user_id is not None else None
        if owner is not None and owner != request.user_id:  # (an append checks it in the store)
            raise OwnerError(cid, owner, str(request.user_id))
        instructions = steps.instructions if steps.new_block else None
        replay = stored_reply(steps.replies) if (
            request.retry or request.idempotency_key is not None) else None
        ctx = self._build(cid, answered, params, instructions=instructions,
                          scope=request.scope, upto=answered.seq, count=count)
        block = self._block(steps)
        if block:
            count = (self.memory.extend(cid, block, user_id=request.user_id)[-1].seq or 0) + 1
        return Turn(cid, answered, answered.seq, ctx, request.model, params, instructions,
                    supersede=[m.seq for m in steps.replies if m.seq is not None],
                    stored=len(block), replay=replay, scope=request.scope,
                    reserve=self._reserve(params), server=request.server, count=count)

    def _again(self, cid: str, request: TurnRequest, steps: Plan, params: dict[str, Any],
               newest: Sequence[Message]) -> Turn:
        """A retried message left without its reply (its worker died) while later turns went on:
        stored again at the end, the stranded copy superseded, so its reply lands right after it."""
        old = steps.answered
        assert old is not None and old.seq is not None  # stored messages have a seq
        again = Plan(instructions=steps.instructions, new_block=steps.new_block,
                     new=[restated(old)])
        stranded = [old.seq, *(m.seq for m in steps.replies if m.seq is not None)]
        return self._new(cid, request, again, params, newest, supersede=stranded)

    def _new(self, cid: str, request: TurnRequest, steps: Plan, params: dict[str, Any],
             newest: Sequence[Message], *, supersede: Sequence[int] = ()) -> Turn:
        """A request with new messages: build first (nothing stored if it cannot fit), then
        store them in one transaction. ``newest``: the newest stored messages, as begin read
        them (the last one's seq gives the count)."""
        count = (newest[-1].seq or 0) + 1 if newest else 0
        *older, last = steps.new
        if request.idempotency_key is not None:
            last = with_own(last, idempotency_key=request.idempotency_key)
        instructions = steps.instructions if steps.new_block else None
        replaced = [m.seq for m in steps.replaced if m.seq is not None]  # an edit's
        ids = [m.id for m in (*older, last) if m.id is not None] if request.whole else []
        # an id the client kept for an edited message names its new version (one the request
        # repeats is refused by the store, as without the header)
        if count and ids and len(ids) == len(set(ids)):
            older, last = [self._renamed(cid, m, replaced) for m in older], self._renamed(
                cid, last, replaced)
        ctx = self._build(cid, last, params, instructions=instructions, scope=request.scope,
                          pending=older, user_id=request.user_id, count=count, newest=newest,
                          replaced=replaced)
        if ctx.report.anchor is not None:  # the next turn continues this window, on any worker
            last = with_own(last, anchor=ctx.report.anchor)
        block = self._block(steps)
        stored = self.memory.extend(cid, [*block, *older, last], user_id=request.user_id,
                                    supersede=supersede, replaces=replaced)
        new = stored[-1]
        assert new.seq is not None  # stores assign seq on append
        return Turn(cid, new, new.seq, ctx, request.model, params, instructions,
                    stored=len(stored), scope=request.scope, reserve=self._reserve(params),
                    server=request.server, count=new.seq + 1)

    def _renamed(self, cid: str, message: Message, replaced: Sequence[int]) -> Message:
        """``message`` without its id when a message an edit replaces (now or before) holds it:
        stored as that message's new version (``edit_of`` its seq; ids are unique in a
        conversation, and a replaced message keeps its own)."""
        held = None if message.id is None else self.memory.store.find(cid, message.id)
        if held is None or not (held.hidden or held.seq in replaced):
            return message
        return with_own(replace(message, id=None), edit_of=held.seq)

    # -- 2. call -----------------------------------------------------------------------------

    def steps(self, turn: Turn) -> Steps[Call | Blocking, Any]:
        """Send the turn: yields :class:`Call` (the adapter sends and returns what it got) and
        :class:`Blocking` steps; after an overflow it rebuilds tighter and sends once more.

        Returns:
            What the adapter's last :class:`Call` returned.

        Raises:
            UpstreamError: the call failed (annotated with the conversation and the turn).
        """
        yield from self._check(turn)
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

    def _check(self, turn: Turn) -> Steps[Call | Blocking, None]:
        """Before sending, where the server offers them: its context length (a smaller one
        becomes this key's window) and its own count of the prompt. The count is a calibration
        sample every turn; a prompt over the limit by it is rebuilt tighter before it is sent
        (a server that lowers ``max_tokens`` instead of rejecting would cut the reply), and
        one that left history out while the server would take more is rebuilt larger — kept
        only if the server's count of it fits too."""
        server = turn.server
        if server is None or server.idle():
            return
        stated = yield Blocking(functools.partial(server.window, turn.model))
        if stated and self.learn_window(turn, stated, "its /props or model list"):
            yield Blocking(functools.partial(self.rebuild, turn, None, learned=True))
        available = self.memory.available(turn.model, scope=turn.scope, reserve=turn.reserve)
        fitted: tuple[Context, int] | None = None  # the largest context known to fit
        too_big: Context | None = None  # the smallest context grown past the limit
        for _ in range(_CHECKS):
            counted = yield Blocking(functools.partial(server.count, turn.ctx.messages, turn.model))
            if not counted:
                break
            over = counted > available
            self.memory.calibration.observe(turn.key, turn.ctx.tokens, counted, overflow=over)
            if over and fitted is None:
                turn.server_tokens = counted
                if not (yield Blocking(functools.partial(self.rebuild, turn, None, learned=True))):
                    return
                continue
            if over:
                too_big = turn.ctx
            else:
                fitted = (turn.ctx, counted)
            assert fitted is not None
            bigger = yield Blocking(functools.partial(self._grown, turn, fitted[0],
                                                      available - fitted[1], too_big))
            if bigger is None:
                break
            turn.ctx = bigger
        if fitted is not None:
            turn.ctx, turn.server_tokens = fitted

    def _grown(self, turn: Turn, ctx: Context, room: int, too_big: Context | None
               ) -> Context | None:
        """``ctx`` rebuilt with its limit raised by ``room`` server tokens (in ours) — or half
        way to ``too_big``, a larger build that did not fit — when it left history out and
        the rebuild holds more; else ``None``."""
        if not ctx.report.dropped or room < _GROW_MIN:
            return None
        raised = ctx.report.limit + int(room / self.memory.calibration.fit(turn.key).slope)
        if too_big is not None:
            raised = min(raised, (ctx.report.limit + too_big.report.limit) // 2)
        bigger = self._build(turn.conversation_id, turn.message, turn.params,
                             instructions=turn.instructions, scope=turn.scope, upto=turn.seq,
                             limit=raised)
        if bigger.tokens <= ctx.tokens or (too_big is not None
                                           and bigger.tokens >= too_big.tokens):
            return None
        return bigger

    def learn_window(self, turn: Turn, window: int, source: str) -> bool:
        """A context length the server stated (in an error or when probed) below the configured
        window becomes this key's window; whether that is news."""
        if not 0 < window < self.memory.window:
            return False
        if not self.memory.calibration.learn_window(turn.key, window):
            return False
        log.warning("the server reports a context length of %d tokens for %r (%s) but "
                    "Memory(window=%d); set window=%d", window, turn.model, source,
                    self.memory.window, window)
        return True

    def learn_overflow(self, turn: Turn, exc: ContextLengthError) -> None:
        """The one rule for learning from a "context length exceeded" answer.

        * The server's count of *our prompt* (``prompt_tokens``, never a total that includes the
          client's ``max_tokens``) is a calibration sample like any usage report — unless it is
          implausible (over four times what we counted: a confused server, not a tokenizer).
        * A stated context length below the configured window becomes this key's window —
          unless it leaves no room for a reply (the smaller of this request's ``max_tokens``
          and ``reserve_output``), or, in a report whose prompt count is implausible, for a
          reply of ``reserve_output`` and the prompt we sent: believed, it would fail every
          later request of the key, so it is only logged ("maximum context length is 100
          tokens" with a reserve of 1,024 once made every later request fail with "the limit
          is 0").
        * With neither, the calibration tightens by a bounded step large enough for the one
          retry to fit (``_BLIND_TIGHTEN``).
        """
        cal, key, counted = self.memory.calibration, turn.key, turn.ctx.tokens
        prompt = exc.prompt_tokens
        confused = isinstance(prompt, int) and not 0 < prompt <= 4 * counted + 64
        if confused:
            log.warning("%r: ignoring an overflow report of %d prompt tokens for a prompt we "
                        "count as %d", key, prompt, counted)
            prompt = None
        if prompt is not None:
            cal.observe(key, counted, prompt, overflow=True)
        stated = exc.limit if isinstance(exc.limit, int) else 0
        needs = self.memory.reserve_output + counted if confused else min(
            turn.reserve or self.memory.reserve_output, self.memory.reserve_output)
        if 0 < stated <= needs:
            log.warning("%r: ignoring a stated context length of %d tokens, no room for %d "
                        "(a reply%s)", key, stated, needs, " and our prompt" if confused else "")
        if needs < stated < self.memory.window:
            self.learn_window(turn, stated, "in an overflow error")
        elif prompt is None:
            cal.tighten(key, counted, _BLIND_TIGHTEN)

    def rebuild(self, turn: Turn, exc: ContextLengthError | None, *, learned: bool = False
                ) -> bool:
        """After an overflow (or a prompt over the limit by the server's count, ``learned``:
        already taught): learn, rebuild, and say whether the new context is smaller (worth
        sending; resending the same prompt cannot succeed)."""
        if exc is not None:
            self.learn_overflow(turn, exc)
        elif not learned:
            self.memory.calibration.tighten(turn.key, turn.ctx.tokens)
        try:
            ctx = self._build(turn.conversation_id, turn.message, turn.params,
                              instructions=turn.instructions, scope=turn.scope, upto=turn.seq)
        except BudgetError as budget:
            log.warning("conversation %r turn %d: the rebuilt context cannot fit either: %s",
                        turn.conversation_id, turn.seq, budget)
            return False
        if ctx.tokens >= turn.ctx.tokens:
            log.warning("conversation %r turn %d: the rebuilt context (%d tokens) is not "
                        "smaller than the rejected one; not resending", turn.conversation_id,
                        turn.seq, ctx.tokens)
            return False
        log.log(logging.INFO if learned else logging.WARNING,
                "conversation %r turn %d: %s, sending %d tokens instead of %d",
                turn.conversation_id, turn.seq, "over the server's limit" if learned else
                "upstream overflow", ctx.tokens, turn.ctx.tokens)
        turn.ctx, turn.server_tokens = ctx, None
        return True

    def fail(self, turn: Turn, exc: Exception) -> NoReturn:
        """Raise the error of a failed turn, naming the conversation and the turn: an
        :class:`UpstreamError` itself (annotated), anything else wrapped in one."""
        where = (f" [conversation {turn.conversation_id!r}, turn {turn.seq}: the message is "
                 "stored; send the same request again (in Python: MemoryChat.retry) to answer "
                 "it]")
        if isinstance(exc, UpstreamError):
            if exc.turn is None:
                exc.conversation_id, exc.turn = turn.conversation_id, turn.seq
                exc.args = (f"{exc}{where}",)
            raise exc
        raise UpstreamError(f"the call failed: {type(exc).__name__}: {exc}{where}",
                            body=str(exc), conversation_id=turn.conversation_id,
                            turn=turn.seq) from exc

    # -- 3. finish ---------------------------------------------------------------------------

    def finish(self, turn: Turn, result: ChatResult, *, partial: bool = False,
               release: str | None = None) -> Message | None:
        """Store the reply and its usage record in one transaction, and calibrate.

        Args:
            turn: the turn.
            result: the reply.
            partial: the stream ended early: the reply is marked partial, loses its (truncated)
                tool calls, and is not stored when empty; calibration skips it.
            release: the owner of the adapter's turn lease, given up in the reply's own
                transaction (no write of its own); kept if storing fails.

        Returns:
            The stored reply (``None`` for an empty partial one, or a replayed turn).
        """
        if turn.replay is not None:  # nothing to store: the lease is given up on its own
            if release is not None:
                self.memory.store.release_turn(turn.conversation_id, release)
            return None
        partial = partial or result.partial
        answered_by = result.model or turn.model
        reply = {k: result.message[k] for k in _SENDABLE if result.message.get(k) is not None}
        reply["role"] = "assistant"
        if partial:
            reply.pop("tool_calls", None)  # truncated arguments, and no results will follow
        if not reply.get("tool_calls") and not isinstance(reply.get("content"), str | list):
            reply["content"] = ""
        cut = cut_short(turn, result)
        prompt, source = prompt_tokens(turn, result)
        usage = Usage(
            conversation_id=turn.conversation_id, kind="chat", model=answered_by,
            prompt_tokens=prompt, completion_tokens=result.completion_tokens,
            cached_tokens=result.cached_tokens, counted_tokens=turn.ctx.tokens,
            latency_ms=result.latency_ms, ttft_ms=result.ttft_ms,
            extra={"turn": turn.seq, **usage_extra(result),
                   **({"partial": True} if partial else {}),
                   **({"prompt_tokens_source": source} if source else {}),
                   **({"cut_below_reserve": turn.reserve} if cut else {})})
        stored = None
        if not partial or reply["content"]:
            message = with_own(parse_message(reply, where="reply"), model=answered_by, usage={
                "prompt_tokens": result.prompt_tokens,
                "completion_tokens": result.completion_tokens,
                "cached_tokens": result.cached_tokens, "counted_tokens": turn.ctx.tokens},
                latency_ms=result.latency_ms, ttft_ms=result.ttft_ms,
                finish_reason=result.finish_reason, partial=True if partial else None)
            stored = store_reply(self.memory, turn, message, usage, release)
        else:
            self.memory.record_usage(usage)
            if release is not None:
                self.memory.store.release_turn(turn.conversation_id, release)
        if result.prompt_tokens and not partial:
            self.memory.calibration.observe(turn.key, turn.ctx.tokens, result.prompt_tokens)
        return stored
