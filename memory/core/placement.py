"""Where convmem's own blocks (pinned facts, summary, retrieved turns) go in the prompt.

OpenAI accepts a system message anywhere; open-model chat templates do not. Llama-2 and
Mistral templates accept one system message, first, and then strict user/assistant
alternation; Gemma and early Mistral templates reject the system role altogether. A context
that works on OpenAI would raise a template error on those servers. So the blocks have a
placement:

* ``"user"`` (the default): quoted inside the new user message, before its text, under a
  header that says they are context, not the user's words. It adds no message and no role,
  so every template that accepts the conversation accepts it — and the stable part of the
  prompt (instructions, earlier turns) stays a cacheable prefix.
* ``"system"``: one leading system message — appended to the caller's first system message,
  or a new one before the conversation — for templates and models that read instructions
  there; no system message ever follows a user turn.
* ``"separate"``: each block its own system message where the strategy lays it out (hybrid
  puts the retrieved turns after the conversation): the shape of convmem 0.1, for OpenAI-only
  callers who relied on it.

The guard checks the shape it produced against the placement's promise (:func:`check`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from convmem.errors import ConfigError
from convmem.messages import Message
from convmem.tokens import TokenCounter

__all__ = ["BLOCKS", "CONTEXT_END", "CONTEXT_HEADER", "PLACEMENTS", "check", "check_placement",
           "fold_cost", "labels", "place", "unfold"]

PLACEMENTS = ("user", "system", "separate")
BLOCKS = ("facts", "summary", "retrieved")
# Each block says what it is and that it is quoted; these two lines only tell the context apart
# from the user's new words, in as few tokens as that takes (11 with cl100k).
CONTEXT_HEADER = "[Context from memory, quoted:]"
CONTEXT_END = "[New message:]"


def check_placement(placement: Any) -> str:
    """``placement`` when it is one convmem knows.

    Raises:
        ConfigError: it is not.
    """
    if placement not in PLACEMENTS:
        raise ConfigError(f"placement={placement!r}: use 'user' (blocks inside the new user "
                          "message, accepted by every chat template), 'system' (one leading "
                          "system message) or 'separate' (a system message per block).")
    return str(placement)


def fold_cost(counter: TokenCounter) -> int:
    """Tokens the framing of convmem's context costs inside a user message (its header and
    end line), priced before the blocks are placed."""
    return counter.count_text(f"{CONTEXT_HEADER}\n\n{CONTEXT_END}\n\n")


def _prepend(message: Message, text: str) -> Message:
    """``message`` with ``text`` before its content (a text part first for multi-part content)."""
    if message.content is None or isinstance(message.content, str):
        body = f"{text}\n\n{message.content}" if message.content else text
        return replace(message, content=body, tokens=None, encoding=None)
    parts = ({"type": "text", "text": text}, *message.content)
    return replace(message, content=parts, tokens=None, encoding=None)


def _append(message: Message, text: str) -> Message:
    body = f"{message.text}\n\n{text}" if message.text else text
    return replace(message, content=body, tokens=None, encoding=None)


def place(placement: str, instructions: Sequence[Message], layout: Sequence[str],
          blocks: dict[str, list[Message]], tail: Sequence[Message]) -> list[Message]:
    """The prompt's messages with convmem's blocks placed.

    Args:
        placement: one of :data:`PLACEMENTS`.
        instructions: the caller's system/developer messages (always first).
        layout: the strategy's order of ``facts``/``summary``/``retrieved``/``recent``.
        blocks: each layout name's messages (``recent`` the kept turns).
        tail: the new message, preceded by any stored turn it cannot go without.
    """
    if placement == "separate":
        return [*instructions, *(m for name in layout for m in blocks[name]), *tail]
    ours = [m for name in layout if name in BLOCKS for m in blocks[name]]
    recent = list(blocks["recent"])
    if not ours:
        return [*instructions, *recent, *tail]
    text = "\n\n".join(m.text for m in ours)
    users = [i for i, m in enumerate(tail) if m.role == "user"]
    if placement == "user" and users:
        folded = list(tail)
        folded[users[-1]] = _prepend(tail[users[-1]], f"{CONTEXT_HEADER}\n{text}\n{CONTEXT_END}")
        return [*instructions, *recent, *folded]
    # "system", or "user" when the new message is a tool result: the user message the model
    # answers is the one that opened the current turn — possibly long before — so the blocks
    # lead instead, which is where the rest of the conversation's shape allows them.
    lead = list(instructions)
    if lead and lead[0].role == "system":
        lead[0] = _append(lead[0], text)
    else:
        lead.insert(0, Message(role="system", content=text))
    return [*lead, *recent, *tail]


def labels(placed: Sequence[Message], instructions: Sequence[Message],
           blocks: dict[str, list[Message]], tail: Sequence[Message]) -> list[str]:
    """What each message of a :func:`place` result is, for reports: ``instructions``, a
    block's name, ``new``, or — for a message convmem's blocks were folded into — ``new +
    context`` (the new user message) or ``system + context`` (the leading system message)."""
    known = {id(m): name for name, ms in (("instructions", instructions), *blocks.items(),
                                          ("new", tail)) for m in ms}
    return [known.get(id(m)) or ("system + context" if m.role == "system" else "new + context")
            for m in placed]


def unfold(message: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """Split a sent message (OpenAI dict) into the context convmem quoted into it (``""`` when
    none) and the message as the caller wrote it — for evaluations and inspection."""
    out = dict(message)
    content = out.get("content")
    first = content[0] if isinstance(content, list) and content else None
    text = str(first.get("text", "")) if isinstance(first, Mapping) else content
    if not isinstance(text, str) or not text.startswith(CONTEXT_HEADER) or CONTEXT_END not in text:
        return "", out
    end = text.index(CONTEXT_END)
    quoted = text[len(CONTEXT_HEADER):end].strip("\n")
    if first is not None:
        out["content"] = list(content[1:])  # type: ignore[index]
    else:
        out["content"] = text[end + len(CONTEXT_END):].removeprefix("\n\n")
    return quoted, out


def check(placement: str, messages: Sequence[Message], instructions: int) -> None:
    """Assert that ``messages`` have the shape ``placement`` promises: for ``"user"`` and
    ``"system"``, no system message after the leading instructions, and at most one more than
    the caller sent. An invariant of the guard, not a user error."""
    if placement == "separate":
        return
    roles = [m.role for m in messages]
    lead = next((i for i, r in enumerate(roles) if r not in ("system", "developer")), len(roles))
    late = [i for i, r in enumerate(roles) if r == "system" and i >= lead]
    if late or lead > instructions + 1:
        raise AssertionError(f"placement={placement!r} produced system messages at {late} "
                             f"(roles {roles})")
