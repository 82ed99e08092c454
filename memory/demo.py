"""``convmem demo``: the allergy story through every strategy, side by side — context inspection.

No model is called: the demo shows what each strategy would *send*. A user states a peanut
allergy at turn 1, talks baking for ~40 turns, then asks for a muffin recipe. The story is
replayed by the ``convmem compare`` engine (:mod:`convmem.compare_engine`) as a one-conversation
file whose single probe is that last question: a context is built at every user turn for every
strategy, so the same run gives the per-turn view, the final request of each strategy, the
comparison table and the plots. At a small window the plain sliding window has long forgotten
the allergy; the fact ledger (``window+facts``, and ``hybrid``, which pins it) keeps it, and
retrieval brings it back when the question is close enough to it.

rag and hybrid embed with MiniLM (~8 s to load); ``--embedder hash`` swaps in a fast fake for
trying the command (its retrieval means nothing).
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from convmem.compare import Comparison, StrategyKit, compare
from convmem.convfile import mentions
from convmem.evidence import context_text
from convmem.scenarios import ALLERGY_QUESTION, allergy_story

__all__ = ["STRATEGIES", "add_arguments", "main", "story_conversation"]

STRATEGIES = ("window", "window+facts", "summary", "prune", "rag", "hybrid")
KEYWORD = "peanut"


def story_conversation() -> dict[str, Any]:
    """The allergy story as a conversation file entry: one probe, the muffin question."""
    story = allergy_story()
    return {"id": "demo", "messages": story, "probes": [
        {"at": len(story), "question": ALLERGY_QUESTION, "expect_any": [KEYWORD],
         "evidence": ["m0"], "kind": "allergy"}]}


def _seen(messages: list[dict[str, Any]] | None) -> bool:
    return messages is not None and mentions(context_text(messages), KEYWORD)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem demo``."""
    parser.add_argument("--window", type=int, default=512, help="context window (tokens)")
    parser.add_argument("--reserve-output", type=int, default=128, help="tokens for the reply")
    parser.add_argument("--show", default="window,hybrid",
                        help="strategies whose final request is printed in full, or 'all' "
                             "(default: window,hybrid)")
    parser.add_argument("--plot-dir", type=Path, default=None,
                        help="where the plots go (default: a new temporary folder)")
    parser.add_argument("--embedder", choices=["minilm", "hash"], default="minilm",
                        help="embedder of rag/hybrid; 'hash' is a fast fake (default: minilm)")


def _per_turn(result: Comparison) -> Table:
    table = Table(title=f"Prompt tokens per user turn (✓ = the {KEYWORD} allergy is in the "
                        "context)", title_justify="left")
    table.add_column("turn", justify="right")
    for report in result.reports:
        table.add_column(report.strategy, justify="right")
    turns = sorted({t.turn for t in result.reports[0].turns})
    by = {(r.strategy, t.turn): t for r in result.reports for t in r.turns}
    for k in turns:
        if k < 3 or k % 5 == 0 or k == turns[-1]:
            cells = []
            for r in result.reports:
                t = by.get((r.strategy, k))
                cells.append("-" if t is None or t.error else
                             f"{t.tokens} {'✓' if _seen(t.messages) else '✗'}")
            table.add_row(str(k + 1), *cells)
    return table


def _final(result: Comparison, limit: int) -> Table:
    table = Table(title=f"The request for “{ALLERGY_QUESTION}”", title_justify="left")
    for col in ("strategy", "prompt tokens", "limit", "messages", "allergy in context",
                "facts pinned"):
        table.add_column(col)
    for r in result.reports:
        p = r.probes[-1]
        table.add_row(r.strategy, str(p.tokens), str(limit), str(len(p.messages or [])),
                      "[green]yes[/green]" if p.keyword_hit else "[red]no[/red]",
                      ", ".join(p.facts_pinned) or "-")
    return table


def _panel(label: str, messages: list[dict[str, Any]], tokens: int) -> Panel:
    lines = []
    for m in messages:
        text = str(m.get("content") or "").replace("\n", " ⏎ ")
        if len(text) > 160:
            text = text[:120] + " … " + text[-30:]
        lines.append(f"[bold]{m['role']}[/bold]: {text}")
    return Panel("\n".join(lines), title=f"what “{label}” sends ({tokens} tokens)")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run the demo; returns the exit code."""
    from convmem import compare_report, plots

    console = console or Console()
    conversation = story_conversation()
    console.print(Panel.fit(
        "[bold]convmem demo — context inspection[/bold] (no model is called)\n"
        f"A user says they are allergic to peanuts at turn 1, talks baking for "
        f"{len(conversation['messages']) // 2 - 1} more turns, then asks: “{ALLERGY_QUESTION}”\n"
        f"Window {args.window} tokens, {args.reserve_output} reserved for the reply: what "
        f"would each strategy send? ({', '.join(STRATEGIES)})"))
    embedder = None
    if args.embedder == "hash":
        from convmem.embed import HashEmbedder

        embedder = HashEmbedder()
    kit = StrategyKit(embedder)
    try:
        result = compare([conversation], [kit.spec(s) for s in STRATEGIES], [args.window],
                         args.reserve_output, every=1, keep_messages=True)
    finally:
        kit.close()
    console.print(_per_turn(result))
    console.print(_final(result, args.window - args.reserve_output))
    show = STRATEGIES if args.show == "all" else [s.strip() for s in args.show.split(",")]
    for r in result.reports:
        if r.strategy in show:
            console.print(_panel(r.strategy, r.probes[-1].messages or [], r.probes[-1].tokens))
    console.print(compare_report.compact_table(result))
    for line in compare_report.summary_lines(result):
        console.print(line, highlight=False)
    folder = args.plot_dir or Path(tempfile.mkdtemp(prefix="convmem-demo-"))
    written = plots.write_plots(result, folder)
    console.print(f"plots: {', '.join(str(p) for p in written)}", highlight=False)
    console.print("Compare strategies on your own transcripts: convmem compare FILE.jsonl "
                  "(see convmem make-probes for a generated set).", highlight=False)
    return 0
