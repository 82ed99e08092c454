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

What it prints must make its point at 80 columns and through a pipe: the tables are
:class:`~convmem.eval.report.Grid` objects laid out for the console's width (stacked, never
squeezed), and the request panels shorten only filler — a line that states a fact (the rule
extractor finds one in it) is always shown whole, so the allergy is never cut out of the very
request that shows it survives.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.panel import Panel

from convmem.eval.compare import Comparison
from convmem.eval.convfile import mentions
from convmem.eval.evidence import context_text
from convmem.eval.report import Grid
from convmem.eval.scenarios import ALLERGY_QUESTION, allergy_story
from convmem.facts.rules import RuleExtractor

__all__ = ["STRATEGIES", "final_table", "per_turn_table", "request_panel", "story_conversation"]

STRATEGIES = ("window", "window+facts", "summary", "prune", "rag", "hybrid")
KEYWORD = "peanut"
FILLER_CHARS = 100  # a filler line longer than this is shortened in the request panels


def story_conversation() -> dict[str, Any]:
    """The allergy story as a conversation file entry: one probe, the muffin question."""
    story = allergy_story()
    return {"id": "demo", "messages": story, "probes": [
        {"at": len(story), "question": ALLERGY_QUESTION, "expect_any": [KEYWORD],
         "evidence": ["m0"], "kind": "allergy"}]}


def _seen(messages: list[dict[str, Any]] | None) -> bool:
    return messages is not None and mentions(context_text(messages), KEYWORD)


def per_turn_table(result: Comparison) -> Grid:
    """Prompt tokens per user turn and strategy, and whether the allergy is in the context."""
    table = Grid(f"Prompt tokens per user turn (✓ = the {KEYWORD} allergy is in the context)",
                 [("turn", "right"), *((r.strategy, "right") for r in result.reports)])
    turns = sorted({t.turn for t in result.reports[0].turns})
    by = {(r.strategy, t.turn): t for r in result.reports for t in r.turns}
    for k in turns:
        if k < 3 or k % 5 == 0 or k == turns[-1]:
            cells = []
            for r in result.reports:
                t = by.get((r.strategy, k))
                cells.append("-" if t is None or t.error else
                             f"{t.tokens} {'✓' if _seen(t.messages) else '✗'}")
            table.add([str(k + 1), *cells])
    return table


def final_table(result: Comparison, limit: int) -> Grid:
    """Each strategy's request for the last question: size, messages, allergy, facts."""
    table = Grid(f"The request for “{ALLERGY_QUESTION}” (limit {limit} tokens)",
                 [("strategy", "left"), ("tokens", "right"), ("messages", "right"),
                  ("allergy\nin context", "left"), ("facts pinned", "left")])
    for r in result.reports:
        p = r.probes[-1]
        table.add([r.strategy, str(p.tokens), str(len(p.messages or [])),
                   "[green]yes[/green]" if p.keyword_hit else "[red]no[/red]",
                   ", ".join(p.facts_pinned) or "-"])
    return table


def _shown(line: str, extractor: RuleExtractor) -> str:
    """A line of a sent message as the panel shows it: whole when it states a fact, else
    shortened in the middle when long."""
    if len(line) <= FILLER_CHARS or extractor.extract_text(line):
        return line
    head = line[:FILLER_CHARS - 30].rsplit(" ", 1)[0]
    tail = line[-20:].split(" ", 1)[-1]
    return f"{head} … {tail}"


def request_panel(label: str, messages: list[dict[str, Any]], tokens: int) -> Panel:
    """What a strategy sends, message by message; only filler lines are shortened."""
    extractor = RuleExtractor()
    lines = []
    for m in messages:
        text = str(m.get("content") or "")
        body = " ⏎ ".join(_shown(line, extractor) for line in text.split("\n"))
        lines.append(f"[bold]{m['role']}[/bold]: {escape(body)}")
    return Panel("\n".join(lines), title=f"what “{label}” sends ({tokens} tokens)")


