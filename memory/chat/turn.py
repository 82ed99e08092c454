"""What an adapter and :class:`~convmem.chat.engine.TurnEngine` pass each other: the request
as received (:class:`TurnRequest`), the turn in flight (:class:`Turn`), and the steps of a call
(:class:`Call`, :class:`Blocking`) that blocking and async adapters run their own way."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from convmem.core.context import Context
from convmem.messages import Message
from convmem.providers.base import ChatResult
from convmem.providers.servercount import ServerCount

__all__ = ["Blocking", "Call", "Turn", "TurnRequest"]


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
        scope: the calibration scope (the proxy's tenant): what one scope's provider reports
            teaches only that scope's budgets.
        server: the upstream's own prompt count and context length, when it offers them
            (:meth:`HTTPBackend.server_count <convmem.providers.http.HTTPBackend.server_count>`).
        whole: the client says ``messages`` are the whole conversation as it holds it now: where
            they differ from the stored one, they replace it (an edited message; see
            :func:`~convmem.chat.reconcile.plan_whole`).
    """

    conversation_id: str
    messages: Sequence[Mapping[str, Any] | Message]
    model: str
    params: Mapping[str, Any] = field(default_factory=dict)
    user_id: str | None = None
    idempotency_key: str | None = None
    retry: bool = False
    scope: str | None = None
    server: ServerCount | None = None
    whole: bool = False


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
        count: the conversation's message count when the turn began (its own messages
            included): the reply is stored only if it is still that (see
            :meth:`~convmem.chat.engine.TurnEngine.finish`).
        replay: the stored reply to return instead of calling (a repeated request).
        scope: the calibration scope; ``reserve`` the reply's tokens (its ``max_tokens``).
        server: the upstream's own count, if it has one; ``server_tokens`` its count of
            ``ctx`` (checked before sending).
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
    scope: str | None = None
    reserve: int | None = None
    server: ServerCount | None = None
    server_tokens: int | None = None
    count: int | None = None

    @property
    def key(self) -> str:
        """The calibration key of this turn (``scope:model``)."""
        return f"{self.scope}:{self.model}" if self.scope else self.model


@dataclass(frozen=True)
class Call:
    """A step of :meth:`~convmem.chat.engine.TurnEngine.steps`: send ``turn.ctx.messages``
    with ``turn.params``; the adapter returns the reply (or, streaming, whatever it needs to go
    on) or raises."""

    turn: Turn


@dataclass(frozen=True)
class Blocking:
    """A step of :meth:`~convmem.chat.engine.TurnEngine.steps`: run ``fn`` (store or build
    I/O), return its value."""

    fn: Callable[[], Any]


def end_user(params: Mapping[str, Any], *, anthropic: bool = False) -> str | None:
    """The end user a request's own fields name (OpenAI's ``user``, Anthropic's
    ``metadata.user_id``), stripped; a blank or non-string value (the SDKs' ``NOT_GIVEN``)
    names none. The first one recorded owns the conversation: a later request naming another
    is refused (:class:`~convmem.errors.OwnerError`), so a value that changes (a hashed
    session id) is no user id."""
    if anthropic:
        metadata = params.get("metadata")
        named = metadata.get("user_id") if isinstance(metadata, Mapping) else None
    else:
        named = params.get("user")
    return named.strip() if isinstance(named, str) and named.strip() else None
