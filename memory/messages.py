"""Messages in OpenAI chat format: validation on the way in, plain dicts on the way out.

Callers hand us dicts; we validate them field by field, copy them into an immutable
:class:`Message`, and never touch the caller's objects again. Only text can be counted exactly,
so content parts other than ``{"type": "text"}`` are rejected rather than guessed at.
Response-only fields that OpenAI returns on assistant messages (``refusal``, ``annotations`` …)
are accepted and dropped when empty, so a reply can be fed straight back to :meth:`Memory.add`;
anything else unknown is an error that points at ``meta``, the place for the caller's own data.

convmem keeps its own bookkeeping on stored messages under one reserved ``meta`` key,
:data:`OWN` (``"convmem"``): the reply's usage and model, whether a reply is partial or was
superseded by a later one, where a new block of instructions starts, the client's idempotency
key. Caller input may not set it, so nothing a client sends can steer how convmem reads the
history; convmem writes it only on :class:`Message` objects it builds itself.

A user message must say something: empty (or blank) user content is rejected. An empty turn
gives the model nothing to answer, and two of them in a row (an app that sends "" on Enter,
then again) would be stored as two turns no one can tell apart from a retry; rejecting it,
with an error that says so, is the one behaviour that neither loses nor doubles input.
Assistant content may be empty (a tool call), and a tool may return an empty result.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from convmem.errors import ConfigError, MessageError, echo

__all__ = ["ID_MAX", "OWN", "ROLES", "SPEAKER_LABEL", "Message", "check_conversation_id",
           "check_user_id", "own", "parse_message", "turn_groups", "with_own"]

# The longest conversation id, for the library and the proxy alike (the stores' column size).
ID_MAX = 255

ROLES = ("system", "developer", "user", "assistant", "tool")
_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_RESPONSE_ONLY = frozenset(
    {"refusal", "annotations", "audio", "function_call", "reasoning_content"})
_KNOWN = frozenset({"role", "content", "name", "tool_calls", "tool_call_id", "id", "time", "meta"})
OWN = "convmem"  # the meta key of convmem's own bookkeeping (see the module docstring)
# A leading "Name: " speaker label: the shape of transcripts of several people written into
# user/assistant turns ("Caroline: I went to a support group yesterday").
SPEAKER_LABEL = re.compile(r"^\s*([A-Z][\w.'-]{0,30}(?: [A-Z][\w.'-]{0,30})?):\s")


@dataclass(frozen=True, slots=True)
class Message:
    """One validated chat message.

    ``seq``, ``tokens`` and ``encoding`` are set once the message is stored: ``seq`` is its
    position in the conversation (0-based, unique), ``tokens`` its exact count under the tiktoken
    ``encoding`` it was counted with (a reader with another encoding recounts).
    """

    role: str
    content: str | tuple[Mapping[str, Any], ...] | None
    name: str | None = None
    tool_calls: tuple[Mapping[str, Any], ...] | None = None
    tool_call_id: str | None = None
    id: str | None = None
    time: str | None = None
    meta: Mapping[str, Any] = field(default_factory=dict)
    seq: int | None = None
    tokens: int | None = None
    encoding: str | None = None

    @property
    def text(self) -> str:
        """The message's text: string content, or its text parts joined by newlines."""
        if self.content is None:
            return ""
        if isinstance(self.content, str):
            return self.content
        return "\n".join(str(part["text"]) for part in self.content)

    def to_openai(self) -> dict[str, Any]:
        """A fresh dict in OpenAI chat format (no ``id``/``time``/``meta``), safe to mutate."""
        out: dict[str, Any] = {"role": self.role}
        out["content"] = (
            self.content
            if self.content is None or isinstance(self.content, str)
            else [dict(p) for p in self.content]
        )
        if self.name is not None:
            out["name"] = self.name
        if self.tool_calls:
            out["tool_calls"] = copy.deepcopy([dict(c) for c in self.tool_calls])
        if self.tool_call_id is not None:
            out["tool_call_id"] = self.tool_call_id
        return out

    def to_record(self) -> dict[str, Any]:
        """Everything the caller gave us, as a plain dict (for stores and exports)."""
        out = self.to_openai()
        for key in ("id", "time"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.meta:
            out["meta"] = copy.deepcopy(dict(self.meta))
        return out

    @property
    def hidden(self) -> bool:
        """Whether a later message superseded this one (a partial or regenerated reply): it
        stays stored, and contexts leave it out."""
        return bool(self.meta) and own(self).get("superseded_by") is not None

    def with_text(self, text: str) -> Message:
        """A copy whose content is ``text`` (used when a message is shortened)."""
        return replace(self, content=text, tokens=None, encoding=None)


def own(message: Message) -> Mapping[str, Any]:
    """convmem's own bookkeeping on a message (``meta["convmem"]``), empty when there is none."""
    value = message.meta.get(OWN)
    return value if isinstance(value, Mapping) else {}


def with_own(message: Message, **fields: Any) -> Message:
    """A copy of ``message`` whose bookkeeping has ``fields`` added (``None`` removes one)."""
    mine = {k: v for k, v in {**own(message), **fields}.items() if v is not None}
    meta = {k: v for k, v in message.meta.items() if k != OWN}
    return replace(message, meta={**meta, OWN: mine} if mine else meta)


def check_conversation_id(conversation_id: Any, where: str = "conversation_id") -> str:
    """``conversation_id`` if it is a non-empty string of at most :data:`ID_MAX` characters.

    Raises:
        ConfigError: it is not (the message shows the value, cut short when long).
    """
    if not isinstance(conversation_id, str) or not 0 < len(conversation_id) <= ID_MAX:
        raise ConfigError(f"{where}={echo(conversation_id)}: use a non-empty string of at most "
                          f"{ID_MAX} characters.")
    return conversation_id


def check_user_id(user_id: Any, *, required: bool = False) -> str | None:
    """``user_id`` if it is an id as :func:`check_conversation_id` wants one, or ``None`` when
    not ``required``.

    Raises:
        ConfigError: it is not.
    """
    return None if user_id is None and not required else check_conversation_id(user_id,
                                                                                "user_id")


def _fail(where: str, problem: str, fix: str) -> MessageError:
    return MessageError(f"{where}: {problem}. {fix}")


def _parse_content(raw: Any, where: str) -> str | tuple[Mapping[str, Any], ...] | None:
    if raw is None or isinstance(raw, str):
        return raw
    if not isinstance(raw, Sequence) or isinstance(raw, bytes | bytearray):
        raise _fail(
            f"{where}.content",
            f"expected a string or a list of text parts, got {type(raw).__name__}",
            'Pass "content": "text" or "content": [{"type": "text", "text": "..."}].',
        )
    parts: list[Mapping[str, Any]] = []
    for i, part in enumerate(raw):
        here = f"{where}.content[{i}]"
        if not isinstance(part, Mapping):
            raise _fail(here, f"expected an object, got {type(part).__name__}",
                        'Use {"type": "text", "text": "..."}.')
        if part.get("type") != "text":
            raise _fail(here, f"content part type {echo(part.get('type'))} is not supported",
                        "Only text parts can be counted exactly; send images or audio separately.")
        if not isinstance(part.get("text"), str):
            raise _fail(f"{here}.text", "missing or not a string", 'Give the part a "text" string.')
        parts.append({"type": "text", "text": part["text"]})
    return tuple(parts)


def _parse_tool_calls(raw: Any, where: str) -> tuple[Mapping[str, Any], ...] | None:
    if raw is None:
        return None
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise _fail(f"{where}.tool_calls", "expected a list", "Pass a list of tool call objects.")
    calls: list[Mapping[str, Any]] = []
    for i, call in enumerate(raw):
        here = f"{where}.tool_calls[{i}]"
        if not isinstance(call, Mapping):
            raise _fail(here, "expected an object", "Each tool call is an object with id/function.")
        if not isinstance(call.get("id"), str) or not call["id"]:
            raise _fail(f"{here}.id", "missing or empty", "Every tool call needs a string id.")
        fn = call.get("function")
        if not isinstance(fn, Mapping) or not isinstance(fn.get("name"), str):
            raise _fail(f"{here}.function.name", "missing",
                        'Give {"function": {"name": ..., "arguments": "..."}}.')
        args = fn.get("arguments", "")
        if not isinstance(args, str):
            raise _fail(f"{here}.function.arguments", f"expected a JSON string, got "
                        f"{type(args).__name__}", "Serialize the arguments with json.dumps().")
        calls.append({"id": call["id"], "type": call.get("type", "function"),
                      "function": {"name": fn["name"], "arguments": args}})
    return tuple(calls) or None


def parse_message(raw: Any, where: str = "message") -> Message:
    """Validate one OpenAI-format message and copy it into a :class:`Message`.

    Args:
        raw: a mapping with ``role`` and ``content`` (and optionally ``name``, ``tool_calls``,
            ``tool_call_id``, our ``id``, ``time`` and ``meta``), or a :class:`Message`.
        where: how to name the message in error messages.

    Returns:
        A new immutable message; ``raw`` is not modified or retained.

    Raises:
        MessageError: a field is missing, of the wrong type, or unknown; the message says which.
    """
    if isinstance(raw, Message):
        return replace(raw, seq=None, tokens=None, encoding=None)
    if not isinstance(raw, Mapping):
        raise _fail(where, f"expected a dict, got {type(raw).__name__}",
                    'Pass {"role": "user", "content": "..."}.')
    unknown = [k for k in raw if k not in _KNOWN and not (k in _RESPONSE_ONLY and not raw[k])]
    if unknown:
        raise _fail(where, f"unknown field(s) {', '.join(map(repr, sorted(map(str, unknown))))}",
                    'Put your own data under "meta" (stored, never sent to the model).')
    role = raw.get("role")
    if role not in ROLES:
        raise _fail(f"{where}.role", f"{echo(role)} is not a chat role",
                    f"Use one of {', '.join(ROLES)}.")
    content = _parse_content(raw.get("content"), where)
    tool_calls = _parse_tool_calls(raw.get("tool_calls"), where)
    if tool_calls and role != "assistant":
        raise _fail(f"{where}.tool_calls", f"only assistant messages carry tool calls, not {role}",
                    'Set "role": "assistant" or drop "tool_calls".')
    if content is None and not tool_calls:
        raise _fail(f"{where}.content", "missing",
                    "Every message needs content (only an assistant tool call may omit it).")
    if role == "user" and not Message(role=role, content=content).text.strip():
        raise _fail(f"{where}.content", "an empty user message",
                    "Send some text: an empty turn gives the model nothing to answer.")
    tool_call_id = raw.get("tool_call_id")
    if role == "tool" and (not isinstance(tool_call_id, str) or not tool_call_id):
        raise _fail(f"{where}.tool_call_id", "missing on a tool message",
                    "Give the id of the assistant tool call this result answers.")
    if role != "tool" and tool_call_id is not None:
        raise _fail(f"{where}.tool_call_id", f"set on a {role} message",
                    "Only tool messages carry tool_call_id.")
    name = raw.get("name")
    if name is not None and (not isinstance(name, str) or not _NAME_RE.match(name)):
        raise _fail(f"{where}.name", f"{echo(name)} is not a valid name",
                    "Use 1-64 characters of letters, digits, '_' or '-'.")
    msg_id = raw.get("id")
    if msg_id is not None and (not isinstance(msg_id, str) or not msg_id):
        raise _fail(f"{where}.id", f"{echo(msg_id)} is not a non-empty string",
                    "Use a string id.")
    time = raw.get("time")
    if time is not None and not isinstance(time, str):
        raise _fail(f"{where}.time", "not a string", 'Give it as text, e.g. "2024-05-01T09:30" or '
                    '"1:56 pm on 8 May, 2023": it is shown with the message, and a date in it '
                    '(ISO or written out) dates the message for retrieval.')
    meta = raw.get("meta") or {}
    if not isinstance(meta, Mapping):
        raise _fail(f"{where}.meta", "not an object", "Use a JSON-serializable dict.")
    if OWN in meta:
        raise _fail(f"{where}.meta.{OWN}", "is reserved for convmem's own bookkeeping",
                    "Keep your data under another key.")
    try:
        meta = json.loads(json.dumps(meta))
    except (TypeError, ValueError) as exc:
        raise _fail(f"{where}.meta", f"not JSON-serializable ({exc})",
                    "Keep meta to str/int/float/bool/list/dict values.") from exc
    return Message(role=role, content=content, name=name, tool_calls=tool_calls,
                   tool_call_id=tool_call_id, id=msg_id, time=time, meta=meta)


def turn_groups(messages: Sequence[Message]) -> list[list[Message]]:
    """Split messages into atomic groups that must be kept or dropped together.

    A group is a run that starts at a user message (or at the first message) and holds everything
    up to the next user message: the assistant reply, its tool calls and their results. Keeping
    whole groups keeps every tool call with its results and never starts on an orphan.
    System and developer messages are their own groups.
    """
    groups: list[list[Message]] = []
    for msg in messages:
        starts = msg.role in ("system", "developer", "user") or not groups or \
            groups[-1][0].role in ("system", "developer")
        if starts:
            groups.append([msg])
        else:
            groups[-1].append(msg)
    return groups
