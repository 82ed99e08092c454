"""What a chat request adds to a stored conversation: the alignment of its messages with the
stored tail, decided without I/O.

Clients send messages in one of two styles, and both work without telling us which:

* only the new turn (``[user]`` or the tool results): everything before comes from memory;
* the whole history, as chatbots do today: the request's non-system messages are aligned with
  the stored tail by content (role, text, tool calls), so only the new suffix is stored — never
  a message twice — and the context is still rebuilt under the budget rather than sent as is.

The cases, in the order they are tried (:func:`plan`):

1. **Continuation** — the longest prefix of the request that equals the end of the stored tail
   (a stored partial reply, one whose client went away mid-stream, may be missing from the
   client's copy). What follows it is new. When nothing follows, the request's last message is
   already the newest stored one: a retry of a turn that got no (complete) reply.
2. **Retry of an answered turn** — the request ends with a stored message that has a reply,
   and what comes before it matches the history before it: a client that never received the
   reply (a timeout, then the SDK's retry) or asks to regenerate it. Nothing is stored twice;
   the turn engine replays the stored reply or replaces it. A one-message request (the new-only
   style) is read this way only when the client signals a retry, since people do repeat "ok".
3. **Edited history** — the request is searched for the newest stored messages: what follows
   them is new.
4. Otherwise every request message is new — a whole-history request whose user edited a
   message and sent the conversation again from there too: its shared start is stored again.
   Reading that request as a branch that replaces the turns after the shared start was tried
   (2026-12-07) and reverted after a review: by its messages alone it cannot be told from a
   client that starts every request with the same few-shot examples, or a conversation keyed by
   user whose every chat opens with the same greeting; the rule hid their history and retracted
   their facts. Storing twice loses nothing; an edit needs a signal from the client.

**The client's signal: "this is the whole conversation"** (``TurnRequest.whole``, the proxy's
``X-Convmem-History: whole``). Such a request is aligned with every stored message from the
first (:func:`plan_whole`): where the two differ, the rest of the request is new and replaces the
rest of the stored conversation (``Plan.replaced``: kept in the store, superseded, out of every
later context, the facts filed from it ended and those it had replaced current again); a request
that ends on a stored message answers it again, replacing whatever followed it.

System messages in a request are the conversation's instructions. When they differ from the
stored current block they are stored as a new block (see :mod:`convmem.stores.view`), and only
the request's instructions are sent and counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from convmem.errors import MessageError
from convmem.messages import Message, own
from convmem.stores.view import INSTRUCTION_ROLES

__all__ = ["LOOKBACK", "Plan", "holder", "idempotent", "key", "plan", "plan_whole", "repeats",
           "unanswered"]

LOOKBACK = 8  # stored messages read beyond the request's length (partial replies, replies)


def key(m: Message) -> tuple[Any, ...]:
    """What makes two messages the same for alignment: role, text, tool calls, call id."""
    calls = tuple((c.get("id"), c["function"].get("name"), c["function"].get("arguments"))
                  for c in m.tool_calls or ())
    return m.role, m.text, calls, m.tool_call_id


@dataclass
class Plan:
    """What to do with one request.

    Attributes:
        instructions: the request's system/developer messages (empty: it sent none).
        new_block: they differ from the stored block and are stored as a new one.
        new: request messages to store, the message to answer last.
        answered: for a retry, the stored message the request ends with.
        replies: for a retry, the stored messages after ``answered`` (its earlier reply, possibly
            partial), which a new reply supersedes.
        replaced: for a whole conversation that differs from the stored one (an edit), the
            stored messages ``new`` replaces.
    """

    instructions: list[Message] = field(default_factory=list)
    new_block: bool = False
    new: list[Message] = field(default_factory=list)
    answered: Message | None = None
    replies: list[Message] = field(default_factory=list)
    replaced: list[Message] = field(default_factory=list)


def _partial(m: Message) -> bool:
    return bool(own(m).get("partial"))


def _continuation(rest: Sequence[Message], known: Sequence[Message]) -> int:
    """The largest k with ``rest[:k]`` equal to the end of ``known``, where stored partial
    replies may be missing from ``rest``."""
    keys = [key(m) for m in rest]
    tail = [(key(m), _partial(m)) for m in known]
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


def _answered(rest: Sequence[Message], known: Sequence[Message], retry: bool) -> int | None:
    """Index in ``known`` of the stored message a retried request ends with (case 2)."""
    if len(rest) < 2 and not retry:
        return None
    last = key(rest[-1])
    for j in range(len(known) - 2, -1, -1):
        if known[j].role not in ("user", "tool") or key(known[j]) != last:
            continue
        after = known[j + 1:]
        if not after or any(m.role == "user" for m in after):
            return None  # the newest such message is followed by another turn: not a retry
        before = known[:j]
        if len(rest) == 1 or _continuation(rest[:-1], before) == len(rest) - 1:
            return j
        return None
    return None


def _edited(rest: Sequence[Message], known: Sequence[Message]) -> int:
    """Index of the first new request message when the client edited older messages."""
    views = [list(known), [m for m in known if not _partial(m)]]
    keys = [key(m) for m in rest]
    for view in views:
        tail = [key(m) for m in view]
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


def plan(request: Sequence[Message], known: Sequence[Message], block: Sequence[Message], *,
         retry: bool = False) -> Plan:
    """Align a request with the stored conversation.

    Args:
        request: the request's messages (parsed), system messages included; the last non-system
            one is the message to answer.
        known: the stored tail (visible, non-instruction messages), oldest first: at least
            ``len(request) + LOOKBACK`` of them when the conversation has that many.
        block: the stored current instructions (only compared with the request's own: may be
            left empty for a request without instructions).
        retry: the client signalled that this request repeats an earlier one.

    Returns:
        What to store and what to answer (see :class:`Plan`).
    """
    out, rest = _split(request, block)
    k = _continuation(rest, known)
    if k == len(rest):
        j = max(i for i, m in enumerate(known) if key(m) == key(rest[-1]))
        out.answered, out.replies = known[j], list(known[j + 1:])
        return out
    found = _answered(rest, known, retry) if k == 0 else None
    if found is not None:
        out.answered, out.replies = known[found], list(known[found + 1:])
        return out
    start = k or _edited(rest, known)
    out.new = list(rest[start:])
    return out


def _split(request: Sequence[Message], block: Sequence[Message]) -> tuple[Plan, list[Message]]:
    """A plan with the request's instructions (see :func:`plan`), and its other messages."""
    system = [m for m in request if m.role in INSTRUCTION_ROLES]
    return (Plan(instructions=system, new_block=bool(system) and [key(m) for m in system] != [
        key(m) for m in block]), [m for m in request if m.role not in INSTRUCTION_ROLES])


def plan_whole(request: Sequence[Message], stored: Sequence[Message],
               block: Sequence[Message]) -> Plan:
    """Align a request that carries the whole conversation (see the module docstring) with
    ``stored``, every visible non-instruction message from the first: their common start (a
    stored partial reply the client lacks skipped), then —

    * the stored conversation all matched: as :func:`plan` (a continuation, or a retry: one
      message alone too, the client says there is nothing before it);
    * the request ends on a stored user or tool message: answered again, what followed it
      replaced — its reply group as a regenerate does, or, when later turns followed, with the
      message stored again after them and everything from it on replaced;
    * the two differ: the rest of the request is new and replaces the rest of the stored.
    """
    out, rest = _split(request, block)
    i = j = 0
    while i < len(rest) and j < len(stored):
        if key(rest[i]) == key(stored[j]):
            i, j = i + 1, j + 1
        elif _partial(stored[j]):
            j += 1
        else:
            break
    if j == len(stored) or (i == len(rest) and not any(
            m.role == "user" for m in stored[j:])):
        return plan(request, stored, block, retry=True)
    if i == len(rest):  # asked again from earlier on: stored again after the later turns
        j -= 1
    out.new, out.replaced = list(rest[i if i < len(rest) else -1:]), list(stored[j:])
    return out


def group(known: Sequence[Message], j: int) -> list[Message]:
    """The messages after ``known[j]`` up to the next user message (after a tool result, up to
    the next tool result too: what answered that result, not the rest of the agent's loop): its
    reply group."""
    ends = ("user",) if known[j].role == "user" else ("user", "tool")
    out = []
    for m in known[j + 1:]:
        if m.role in ends:
            break
        out.append(m)
    return out


def unanswered(cid: str, known: Sequence[Message]) -> Plan:
    """The plan of a retry without messages: answer the newest stored user/tool message.

    Raises:
        MessageError: there is none.
    """
    for j in range(len(known) - 1, -1, -1):
        if known[j].role in ("user", "tool"):
            return Plan(answered=known[j], replies=group(known, j))
    raise MessageError(f"conversation {cid!r} has no stored message to answer; send one.")


def repeats(stored: Message, asked: Message) -> bool:
    """Whether ``asked`` is the stored message again (:func:`key`)."""
    return key(stored) == key(asked)


def holder(idempotency_key: str, known: Sequence[Message]) -> int | None:
    """The index in ``known`` of the newest message stored with this idempotency key."""
    for j in range(len(known) - 1, -1, -1):
        if own(known[j]).get("idempotency_key") == idempotency_key:
            return j
    return None


def idempotent(idempotency_key: str | None, known: Sequence[Message],
               asked: Message) -> Plan | None:
    """The plan of a request whose idempotency key a stored message carries: the newest such
    message (a conversation stored twice before may hold two), if it is the message ``asked``
    again; a key reused for another message (a client's key per session) replays nothing, and
    the message is a new one. ``known`` is every message the build reads anyway, not only the
    tail a request is aligned with, or the messages from the one the store found by the key:
    a first attempt may have been answered, its worker killed before the client got the reply,
    and the conversation's other turns gone on (the multi-worker load test stored one such turn
    twice)."""
    j = None if idempotency_key is None else holder(idempotency_key, known)
    if j is None or not repeats(known[j], asked):
        return None
    return Plan(answered=known[j], replies=group(known, j))
