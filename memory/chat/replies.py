"""What a reply says about its turn: a stored reply to replay, a reply the server cut short,
and the prompt count to record when the provider reported none."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from convmem.messages import Message, own
from convmem.providers.base import ChatResult

if TYPE_CHECKING:
    from convmem.chat.engine import Turn

__all__ = ["cut_short", "prompt_tokens", "stored_reply"]

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
