"""What :class:`~convmem.core.memory.Memory` takes from its callers, checked: the ``store``
argument, the message :meth:`~convmem.core.memory.Memory.build` is asked to send, token
arguments, and the stored turn a new tool result cannot be sent without.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast

from convmem.errors import BudgetError, ConfigError, MessageError, echo
from convmem.messages import Message, parse_message
from convmem.stores.base import Store
from convmem.stores.memory import InMemoryStore
from convmem.stores.view import INSTRUCTION_ROLES, HistoryView

__all__ = ["check_tokens", "next_message", "open_store", "with_pending_call"]


def open_store(store: Store | str | None) -> Store:
    """The store a ``store`` argument names: in-memory for ``None``, a SQL store for a URL.

    Raises:
        ConfigError: neither a URL, a :class:`~convmem.stores.base.Store` nor ``None``.
    """
    if store is None:
        return InMemoryStore()
    if isinstance(store, str):
        from convmem.stores.sql import SQLStore

        return SQLStore(store)
    if isinstance(store, type):
        raise ConfigError(f"store={echo(store)}: a class; pass a store object, e.g. "
                          f"store={store.__name__}().")
    if isinstance(store, Store):
        return store
    needed = [name for name in dir(Store) if not name.startswith("_")
              and callable(getattr(Store, name))]
    lacks = [name for name in needed if not callable(getattr(store, name, None))]
    if not lacks:  # a wrapper that forwards through __getattr__ (which isinstance skips)
        return cast(Store, store)
    if len(lacks) < len(needed) / 2:  # meant as a store (an older one): say what
        raise ConfigError(f"store={echo(store)}: not a convmem Store: it lacks the "
                          f"method{'s' if len(lacks) > 1 else ''} {', '.join(lacks)} (see "
                          "convmem.stores.base.Store).")
    raise ConfigError(f"store={echo(store)}: expected a SQLAlchemy URL such as "
                      "'sqlite:///convmem.db', a Store object, or None for in-memory.")


def next_message(message: Mapping[str, Any] | Message) -> Message:
    """The message :meth:`~convmem.core.memory.Memory.build` is asked to send next, checked.

    Raises:
        MessageError: invalid, or neither a user message nor a tool result.
    """
    new = parse_message(message, where="message")
    if new.role not in ("user", "tool"):
        raise MessageError(f"message.role: build() takes the message about to be sent, a user "
                           f"message or a tool result, not {new.role!r}. Record assistant and "
                           "system messages with add().")
    return new


def check_reserve(reserve: int | None, default: int, limit: int, window: int,
                  need: Callable[[], int]) -> None:
    """Refuse a reply's ``reserve`` (a request's ``max_tokens``, above the ``default``
    reserve) that, not the message (``need()`` tokens, counted only then), leaves the message
    no room.

    Raises:
        BudgetError: naming ``max_tokens`` and the fix.
    """
    if reserve is None or reserve <= default:
        return
    count = need()
    if count > limit:
        raise BudgetError(f"max_tokens={reserve} (kept for the reply) leaves {limit} tokens of "
                          f"the {window}-token window for the prompt, and the new message needs "
                          f"{count}; lower max_tokens (or raise window).",
                          required=count, available=limit)


def check_tokens(**values: object) -> None:
    """Refuse a token-count (or message-count) argument that is not a non-negative int
    (``None`` passes).

    Raises:
        ConfigError: naming the argument.
    """
    for name, value in values.items():
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                  or value < 0):
            raise ConfigError(f"{name}={value!r}: use a non-negative integer.")


def with_pending_call(history: HistoryView, new: Message) -> list[Message]:
    """The new message, preceded by the stored turn holding the call a tool result answers.

    Raises:
        MessageError: the result answers no open call, or other calls of the same turn would
            still lack results (chat APIs reject such a request): send all results together.
    """
    if new.role != "tool":
        return [new]
    group: list[Message] = []
    for msg in history.newest_first():
        if msg.role in INSTRUCTION_ROLES:
            continue
        group.insert(0, msg)
        if msg.role == "user":
            break
    calls = [str(c["id"]) for m in group for c in (m.tool_calls or ())]
    if new.tool_call_id not in calls:
        raise MessageError(f"message.tool_call_id: {new.tool_call_id!r} answers no tool call "
                           "of the latest turn. add() the assistant message with that tool "
                           "call first.")
    answered = {m.tool_call_id for m in group if m.role == "tool"}
    if new.tool_call_id in answered:
        raise MessageError(f"message.tool_call_id: {new.tool_call_id!r} was already answered;"
                           " each tool call takes one result.")
    open_calls = [c for c in calls if c not in answered and c != new.tool_call_id]
    if open_calls:
        raise MessageError(f"message.tool_call_id: the tool call(s) {open_calls} of the same "
                           "assistant message have no result yet, and chat APIs reject a "
                           "request that answers only some; send all results together (a list "
                           "in MemoryChat.chat, or add() the others first).")
    return [*group, new]
