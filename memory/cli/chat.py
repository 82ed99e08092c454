"""``convmem chat``: an interactive chat in the terminal, through
:class:`~convmem.chat.client.MemoryChat`.

Each line is sent with a streamed reply; slash commands show what memory did: ``/context``
(the last context report), ``/facts``, ``/history``, ``/help``, ``/quit``. Conversations
persist in the store (SQLite by default), so ``--conversation ID`` resumes one.

The API key comes from ``--api-key``, else ``OPENAI_API_KEY``, else ``CONVMEM_API_KEY``; it is
handed to the backend and never printed.

The ``assistant>`` prompt is written with the reply's first piece, not before the request: the
upstream's retry warnings (logged on stderr while the request waits) then land on their own
lines instead of inside the assistant's.
"""

from __future__ import annotations

import argparse
import os
import sys
import uuid
from typing import Any, TextIO

from rich.console import Console
from rich.table import Table
from rich.text import Text

from convmem.chat.client import MemoryChat
from convmem.cli.options import STRATEGY_HELP, strategy, url
from convmem.core.context import Report
from convmem.core.memory import Memory
from convmem.errors import ConvMemError
from convmem.facts.ledger import Extractor
from convmem.providers.base import ChatBackend
from convmem.providers.openai import OpenAIBackend
from convmem.stores.base import Store
from convmem.strategies import DEFAULT

__all__ = ["add_arguments", "main", "render_report", "run"]

HELP = ("commands: /context  the last context report · /facts  remembered facts · "
        "/history  stored messages · /help · /quit")
DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_STORE = "sqlite:///convmem.db"


def render_report(report: Report) -> Table:
    """A table of one context report: budget, token split, what was kept or left out, facts.

    Args:
        report: the report of :meth:`Memory.build`.

    Returns:
        A rich table (prints as plain text on a non-terminal).
    """
    table = Table(title=Text(f"context for {report.conversation_id}"), show_header=False)
    table.add_column("what", style="bold")
    table.add_column("value")
    for label, value in report.rows():  # as text: a fact key or a note may hold "[/i]"
        table.add_row(Text(label), Text(value))
    return table


def _facts_table(memory: Memory, conversation_id: str) -> Table | str:
    facts = memory.facts(conversation_id)
    if not facts:
        return "no facts remembered yet"
    table = Table(title="facts")
    for col in ("key", "category", "value", "said", "message"):
        table.add_column(col)
    for f in facts:
        value = f"no longer: {f.value}" if f.negated else f.value
        table.add_row(f.key, f.category, value, f.text,
                      f.source_id or ("#" + str(f.source_seq) if f.source_seq is not None else ""))
    return table


def _history_table(memory: Memory, conversation_id: str, width: int = 100) -> Table | str:
    rows = memory.history(conversation_id)
    if not rows:
        return "no messages yet"
    table = Table(title="history")
    for col in ("#", "role", "content"):
        table.add_column(col)
    for i, m in enumerate(rows):
        content = m.get("content")
        text = content if isinstance(content, str) else "\n".join(
            p.get("text", "") for p in content or [])
        if m.get("tool_calls"):
            text = (text + " " if text else "") + "calls " + ", ".join(
                c["function"]["name"] for c in m["tool_calls"])
        if (m.get("meta") or {}).get("partial"):
            text += " [partial]"
        text = text.replace("\n", " ")
        table.add_row(str(i), m["role"], text if len(text) <= width else text[:width - 1] + "…")
    return table


def run(base_url: str, model: str, api_key: str | None, *,
        store: str | Store | None = DEFAULT_STORE, strategy: str = DEFAULT, window: int = 8192,
        reserve_output: int = 1024, conversation: str | None = None,
        tokenizer: str = "cl100k_base", safety_margin: float = 0.0, system: str | None = None,
        stdin: TextIO | None = None, stdout: TextIO | None = None,
        backend: ChatBackend | None = None, extractor: Extractor | bool | None = None) -> int:
    """Run the interactive chat until ``/quit`` or end of input.

    Args:
        base_url / model / api_key: the OpenAI-compatible endpoint (ignored if ``backend``).
        store: a SQLAlchemy URL, a Store, or ``None`` for in-memory.
        strategy / window / reserve_output / tokenizer / safety_margin: as :class:`Memory`.
        conversation: the conversation to continue; default a new one (its id is printed).
        system: a system prompt for a new conversation.
        stdin / stdout: the terminal (injectable for tests); default the process's.
        backend: a ready backend instead of building an :class:`OpenAIBackend`.
        extractor: the fact extractor (as :class:`Memory`).

    Returns:
        The exit status: 0.

    Raises:
        ConfigError: an impossible setting (before anything is read).
    """
    out = stdout or sys.stdout
    console = Console(file=out, highlight=False, soft_wrap=True)
    memory = Memory(strategy=strategy, window=window, reserve_output=reserve_output,
                    tokenizer=tokenizer, store=store, safety_margin=safety_margin,
                    extractor=extractor)
    own_backend = backend is None
    chat_backend = backend or OpenAIBackend(base_url, model, api_key)
    cid = conversation or f"chat-{uuid.uuid4().hex[:8]}"
    chat = MemoryChat(memory, chat_backend, system=system)
    console.print(f"convmem chat · model {chat_backend.model} · conversation {cid} "
                  f"({len(memory.history(cid))} stored messages; resume with "
                  f"--conversation {cid})")
    console.print(HELP)
    try:
        while True:
            line = _read(stdin, out)
            if line is None:
                break
            text = line.strip()
            if not text:
                continue
            if text.startswith("/"):
                if _command(text, console, memory, cid):
                    break
                continue
            _reply(chat, cid, text, out, console)
    finally:
        memory.close()
        if own_backend and isinstance(chat_backend, OpenAIBackend):
            chat_backend.close()
    return 0


def _reply(chat: MemoryChat, cid: str, text: str, out: TextIO, console: Console) -> None:
    """Stream one reply after an ``assistant>`` prompt written with its first piece."""
    started = False

    def write(piece: str) -> None:
        nonlocal started
        if not started:
            out.write("assistant> ")
            started = True
        out.write(piece)
        out.flush()

    try:
        for chunk in chat.stream(cid, text):
            if chunk.delta:
                write(chunk.delta)
            elif chunk.result is not None and chunk.result.message.get("tool_calls"):
                names = [c["function"]["name"] for c in chunk.result.message["tool_calls"]]
                write(f"[tool calls: {', '.join(names)}]")
        write("\n")
    except KeyboardInterrupt:
        out.write("\n(interrupted; what arrived is stored as a partial reply)\n")
    except ConvMemError as exc:
        if started:
            out.write("\n")
        console.print(f"error: {exc}", markup=False)


def _read(stdin: TextIO | None, out: TextIO) -> str | None:
    """One line of input, or ``None`` at end of input (Ctrl-D, Ctrl-C at the prompt)."""
    try:
        if stdin is None:
            return input("you> ")
        out.write("you> ")
        out.flush()
        line = stdin.readline()
        return line if line else None
    except (EOFError, KeyboardInterrupt):
        return None


def _command(text: str, console: Console, memory: Memory, cid: str) -> bool:
    """Run a slash command; ``True`` means quit."""
    cmd = text.split()[0].lower()
    if cmd in ("/quit", "/exit", "/q"):
        return True
    if cmd == "/context":
        report = memory.last_report(cid)
        console.print(render_report(report) if report else "no context built yet")
    elif cmd == "/facts":
        console.print(_facts_table(memory, cid))
    elif cmd == "/history":
        console.print(_history_table(memory, cid))
    else:
        console.print(HELP if cmd == "/help" else f"unknown command {cmd}; {HELP}")
    return False


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``chat`` subcommand's options to ``parser``.

    Args:
        parser: the subparser of ``convmem chat``.
    """
    parser.add_argument("--base-url", type=url,
                        default=os.environ.get("OPENAI_BASE_URL", DEFAULT_BASE_URL),
                        help="OpenAI-compatible API root (default: $OPENAI_BASE_URL or "
                             f"{DEFAULT_BASE_URL})")
    parser.add_argument("--model", required=True, help="the model name, e.g. gpt-4o-mini")
    parser.add_argument("--api-key", default=None,
                        help="API key (default: $OPENAI_API_KEY, then $CONVMEM_API_KEY)")
    parser.add_argument("--store", default=DEFAULT_STORE,
                        help=f"SQLAlchemy URL of the history store, or 'memory' (default: "
                             f"{DEFAULT_STORE})")
    parser.add_argument("--strategy", type=strategy, default=DEFAULT, help=STRATEGY_HELP)
    parser.add_argument("--window", type=int, default=8192,
                        help="the model's context window in tokens (default: 8192)")
    parser.add_argument("--reserve-output", type=int, default=1024,
                        help="tokens kept free for the reply (default: 1024)")
    parser.add_argument("--conversation", default=None,
                        help="conversation id to continue (default: a new one)")
    parser.add_argument("--tokenizer", default="cl100k_base",
                        help="tiktoken encoding or OpenAI model name (default: cl100k_base)")
    parser.add_argument("--safety-margin", type=float, default=0.0,
                        help="fraction of the window kept free for non-OpenAI tokenizers, e.g. "
                             "0.1 (default: 0)")
    parser.add_argument("--system", default=None, help="system prompt for a new conversation")


def main(args: argparse.Namespace, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run ``convmem chat`` with parsed arguments (see :func:`add_arguments`).

    Returns:
        The exit status: 0, or 2 for a configuration error or a missing API key for
        api.openai.com (told on stderr).
    """
    api_key = (args.api_key or os.environ.get("OPENAI_API_KEY")
               or os.environ.get("CONVMEM_API_KEY") or None)
    if api_key is None and args.base_url.startswith(DEFAULT_BASE_URL):
        sys.stderr.write("convmem chat: no API key: pass --api-key or set OPENAI_API_KEY.\n")
        return 2
    store: Any = None if args.store in ("memory", ":memory:") else args.store
    try:
        return run(args.base_url, args.model, api_key, store=store, strategy=args.strategy,
                   window=args.window, reserve_output=args.reserve_output,
                   conversation=args.conversation, tokenizer=args.tokenizer,
                   safety_margin=args.safety_margin, system=getattr(args, "system", None),
                   stdin=stdin, stdout=stdout)
    except ConvMemError as exc:
        sys.stderr.write(f"convmem chat: {exc}\n")
        return 2
