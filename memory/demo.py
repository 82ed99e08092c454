"""``convmem demo``: the allergy story, replayed through memory strategies — context inspection.

No model is called: the demo shows what each strategy would *send*. A user states a peanut
allergy at turn 1, talks baking for ~40 turns, then asks for a muffin recipe. At a small window
the plain sliding window has long forgotten the allergy; the fact ledger pins it.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from convmem.core import Memory
from convmem.scenarios import ALLERGY_QUESTION, allergy_story
from convmem.strategies.base import Strategy

__all__ = ["add_arguments", "main"]


@dataclass
class Run:
    """One configuration replayed through the story."""

    label: str
    memory: Memory
    tokens: list[int]
    allergy_seen: list[bool]


def _configs(window: int, reserve: int) -> list[tuple[str, str | Strategy, bool]]:
    return [("window", "window", False), ("window + fact ledger", "window", True)]


def _mentions_allergy(messages: list[dict[str, object]]) -> bool:
    return any("peanut" in json.dumps(m.get("content"), ensure_ascii=False).lower()
               for m in messages[:-1])


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem demo``."""
    parser.add_argument("--window", type=int, default=512, help="context window (tokens)")
    parser.add_argument("--reserve-output", type=int, default=128, help="tokens for the reply")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run the demo; returns the exit code."""
    console = console or Console()
    story = allergy_story()
    console.print(Panel.fit(
        "[bold]convmem demo — context inspection[/bold] (no model is called)\n"
        f"A user says they are allergic to peanuts at turn 1, talks baking for "
        f"{len(story) // 2 - 1} more turns, then asks: “{ALLERGY_QUESTION}”\n"
        f"Window {args.window} tokens, {args.reserve_output} reserved for the reply: what "
        "would each strategy send?"))
    runs = [Run(label, Memory(strategy=strategy, window=args.window,
                              reserve_output=args.reserve_output, facts=facts), [], [])
            for label, strategy, facts in _configs(args.window, args.reserve_output)]
    turns = [i for i, m in enumerate(story) if m["role"] == "user"]
    for run in runs:
        for msg in story:
            if msg["role"] == "user":
                ctx = run.memory.build("demo", msg)
                run.tokens.append(ctx.tokens)
                run.allergy_seen.append(_mentions_allergy(ctx.messages))
            run.memory.add("demo", msg)

    table = Table(title="Prompt tokens per user turn (✓ = the allergy is in the context)")
    table.add_column("turn", justify="right")
    for run in runs:
        table.add_column(run.label, justify="right")
    for k, seq in enumerate(turns):
        if k < 3 or k % 5 == 0 or k == len(turns) - 1:
            table.add_row(str(seq // 2 + 1), *(
                f"{r.tokens[k]} {'✓' if r.allergy_seen[k] else '✗'}" for r in runs))
    console.print(table)

    final = Table(title=f"The request for “{ALLERGY_QUESTION}”")
    for col in ("strategy", "prompt tokens", "limit", "messages", "allergy in context",
                "facts pinned"):
        final.add_column(col)
    contexts = []
    for run in runs:
        ctx = run.memory.build("demo", {"role": "user", "content": ALLERGY_QUESTION})
        contexts.append((run.label, ctx))
        seen = _mentions_allergy(ctx.messages)
        final.add_row(run.label, str(ctx.tokens), str(ctx.report.limit), str(len(ctx.messages)),
                      "[green]yes[/green]" if seen else "[red]no[/red]",
                      ", ".join(ctx.report.facts_pinned) or "-")
    console.print(final)
    for label, ctx in contexts:
        lines = []
        for m in ctx.messages:
            text = str(m.get("content") or "")
            if m["role"] != "system" and len(text) > 160:
                text = text[:120] + " … " + text[-30:]
            lines.append(f"[bold]{m['role']}[/bold]: {text}")
        console.print(Panel("\n".join(lines), title=f"what “{label}” sends ({ctx.tokens} tokens)"))
    return 0
