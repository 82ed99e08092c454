"""What a reply says about its turn: a stored reply to replay, a reply the server cut short,
the prompt count to record when the provider reported none — and where the reply is stored.

A reply is stored right after the message it answers, or not there at all:
:func:`store_reply` appends it only if the conversation still holds what its turn left
(``Store.append(expect=)``, checked under the write lock). When another turn appended
meanwhile — its worker stalled past the turn lease (a full log pipe, a swap storm, a paused
VM) and another worker took the conversation — the message is restated at the end with its
reply, in one transaction, and the stranded copy superseded: the history reads
``U2 A2 U1' A1``, never ``U1 U2 A2 A1``. The context that turn was built from missed the
other turn's reply; that is what a lease that expired costs, and it is logged. (A tool result
is not restated: it must follow its call, so a reply to one is stored unchecked.)"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from convmem.chat.turn import Turn
from convmem.errors import ConflictError
from convmem.messages import Message, own, with_own
from convmem.providers.base import ChatResult
from convmem.records import Usage

if TYPE_CHECKING:
    from convmem.core.memory import Memory

__all__ = ["cut_short", "prompt_tokens", "restated", "store_reply", "stored_reply"]

log = logging.getLogger("convmem")


def cut_short(turn: Turn, result: ChatResult) -> bool:
    """Whether the server stopped the reply for length before the tokens the budget kept for it
    (llama.cpp lowers ``max_tokens`` silently instead of rejecting a prompt near its limit)."""
    if result.finish_reason != "length" or not turn.reserve or result.completion_tokens is None:
        return False
    if result.completion_tokens >= turn.reserve:
        return False
    log.warning("conversation %r turn %d: the reply was cut at %d tokens although %d were "
                "reserved; the server's window is smaller than budgeted", turn.conversation_id,
                turn.seq, result.completion_tokens, turn.reserve)
    return True


def prompt_tokens(turn: Turn, result: ChatResult) -> tuple[int | None, str | None]:
    """The prompt count to record, and where it came from when the provider did not report
    one (a stream without usage): the server's own count of the prompt, else ours, marked as
    an estimate."""
    if result.prompt_tokens is not None:
        return result.prompt_tokens, None
    if turn.server_tokens is not None:
        return turn.server_tokens, "server count"
    return turn.ctx.tokens, "estimate (our count)"


def stored_reply(replies: Sequence[Message]) -> ChatResult | None:
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


def restated(old: Message) -> Message:
    """A stored message stated again at the end of its conversation (a copy that names the
    original); the caller supersedes the original in the same append."""
    copy = Message(role=old.role, content=old.content, name=old.name, tool_calls=old.tool_calls,
                   tool_call_id=old.tool_call_id, time=old.time,
                   meta={k: v for k, v in old.meta.items()})
    return with_own(copy, copy_of=old.seq)


def store_reply(memory: Memory, turn: Turn, reply: Message, usage: Usage,
                release: str | None) -> Message:
    """Store ``reply`` with its usage right after the turn's message (see the module
    docstring); returns the stored reply.

    Raises:
        StoreError: the store failed (the lease, if any, is kept).
    """
    cid = turn.conversation_id
    # A tool result cannot be restated alone (it must follow its call): it is not checked.
    expect = turn.count if turn.message.role == "user" else None
    try:
        return memory.extend(cid, [reply], usage=[usage], supersede=turn.supersede,
                             release=release, expect=expect)[0]
    except ConflictError as exc:
        log.warning("conversation %r: another turn was stored while turn %d was answered (%s: "
                    "its worker lost the turn lease); the message is restated before its reply",
                    cid[:80], turn.seq, exc)
    return memory.extend(cid, [restated(turn.message), reply], usage=[usage],
                         supersede=[turn.seq, *turn.supersede], release=release)[-1]
