"""``convmem demo``: the allergy story through every strategy, side by side — context inspection.

No model is called: the demo shows what each strategy would *send*. A user states a peanut
allergy at turn 1, talks baking for ~40 turns, then asks for a muffin recipe. The story is
replayed by the ``convmem compare`` engine (:mod:`convmem.eval.replay`) as a one-conversation
file whose single probe is that last question: a context is built at every user turn for every
strategy, so the same run gives the per-turn view, the final request of each strategy, the
comparison table and the plots. At a small window the plain sliding window has long forgotten
the allergy; the fact ledger (``window+facts``, and ``hybrid``, which pins it) keeps it, and
retrieval brings it back when the question is close enough to it.

rag and hybrid embed with MiniLM (~8 s to load); ``--embedder hash`` swaps in a fast fake for
trying the command (its retrieval means nothing).
"""

from __future__ import annotations

from typing import Any

from rich.panel import Panel
from rich.table import Table

from convmem.eval.compare import Comparison
from convmem.eval.convfile import mentions
from convmem.eval.evidence import context_text
from convmem.eval.scenarios import ALLERGY_QUESTION, allergy_story

__all__ = ["STRATEGIES", "final_table", "per_turn_table", "request_panel", "story_conversation"]

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


def per_turn_table(result: Comparison) -> Table:
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


def final_table(result: Comparison, limit: int) -> Table:
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


def request_panel(label: str, messages: list[dict[str, Any]], tokens: int) -> Panel:
    lines = []
    for m in messages:
        text = str(m.get("content") or "").replace("\n", " ⏎ ")
        if len(text) > 160:
            text = text[:120] + " … " + text[-30:]
        lines.append(f"[bold]{m['role']}[/bold]: {text}")
    return Panel("\n".join(lines), title=f"what “{label}” sends ({tokens} tokens)")


