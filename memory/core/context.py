"""What :meth:`Memory.build` returns: the messages to send, their exact count, and a report."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

__all__ = ["Context", "Report"]


def _ranges(seqs: Iterable[int]) -> str:
    """``[0, 1, 2, 5]`` -> ``"0-2, 5"`` (message seqs, both ends included)."""
    out: list[str] = []
    run: list[int] = []
    for s in [*sorted(set(seqs)), None]:
        if run and s is not None and s == run[-1] + 1:
            run.append(s)
            continue
        if run:
            out.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
        run = [] if s is None else [s]
    return ", ".join(out) or "-"


@dataclass
class Report:
    """How a context was assembled, for inspection, logging and experiments.

    Sequence numbers (``seq``) index the conversation's stored messages from 0.

    Attributes:
        strategy: the strategy's name.
        limit: the token limit enforced (``window - reserve_output``, tightened by the safety
            margin and calibration).
        tokens: exact prompt tokens of the context.
        split: tokens per part: instructions, facts, summary, retrieved, recent, new, tools,
            priming (they add up to ``tokens``).
        kept: seqs sent verbatim as chat turns.
        retrieved: seqs quoted in the retrieved block.
        summarized: the ``[start, stop)`` range the summary stands for.
        pruned: seq -> why the strategy left it out.
        dropped: ``[start, stop)`` ranges of history in none of the above.
        shortened: seqs cut middle-out to fit.
        invalid: seq -> why the guard removed it to keep the request API-valid.
        facts_pinned / facts_omitted: keys of the facts pinned, and of those the fact cap left out.
        prefix_reuse: share of this request's tokens that repeat the previous request's prefix.
        calibration: the provider's count per token of ours at this prompt's size, as
            calibration predicts it (1.0 before any usage report).
        calibration_overhead: the fixed tokens calibration predicts the provider adds (its
            chat template's own), included in ``calibration``.
        notes: strategy-specific entries (fall-backs, warnings, timings).
        blocks: for each sent message, in order, its block (instructions, facts, summary,
            recent, retrieved, new) and its tokens, so a context can be shown block by block.
        anchor: ``[window, seq]``: where the strategy's cache-friendly window starts in this
            context, under the memory's configured window (``None``: it has none). The turn
            engine stores it with the new message, so the next turn — on whichever worker —
            continues the same window.
    """

    conversation_id: str
    strategy: str
    window: int
    reserve_output: int
    limit: int
    tokens: int = 0
    split: dict[str, int] = field(default_factory=dict)
    kept: list[int] = field(default_factory=list)
    retrieved: list[int] = field(default_factory=list)
    summarized: tuple[int, int] | None = None
    pruned: dict[int, str] = field(default_factory=dict)
    dropped: list[tuple[int, int]] = field(default_factory=list)
    shortened: list[int] = field(default_factory=list)
    invalid: dict[int, str] = field(default_factory=dict)
    facts_pinned: list[str] = field(default_factory=list)
    facts_omitted: list[str] = field(default_factory=list)
    prefix_reuse: float = 0.0
    calibration: float = 1.0
    calibration_overhead: float = 0.0
    notes: dict[str, Any] = field(default_factory=dict)
    blocks: list[tuple[str, int]] = field(default_factory=list)
    anchor: list[int] | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serializable copy."""
        return asdict(self)

    def rows(self) -> list[tuple[str, str]]:
        """The report as labelled lines, message seqs as inclusive ranges ("0-2, 5"): what
        ``print(report)`` and ``convmem chat``'s ``/context`` show."""
        rows = [("strategy", self.strategy),
                ("tokens", f"{self.tokens} of limit {self.limit} (window {self.window}, reserve "
                           f"{self.reserve_output}, calibration x{self.calibration:.3f})"),
                ("split", ", ".join(f"{k} {v}" for k, v in self.split.items() if v) or "-"),
                ("kept", _ranges(self.kept))]
        optional = [("retrieved", _ranges(self.retrieved) if self.retrieved else ""),
                    ("summarized", _ranges(range(*self.summarized)) if self.summarized and
                     self.summarized[1] > self.summarized[0] else ""),
                    ("pruned", _ranges(self.pruned) if self.pruned else "")]
        rows += [row for row in optional if row[1]]
        rows.append(("dropped", _ranges(s for a, b in self.dropped for s in range(a, b))))
        optional = [("shortened", _ranges(self.shortened) if self.shortened else ""),
                    ("removed (invalid)", _ranges(self.invalid) if self.invalid else ""),
                    ("facts pinned", ", ".join(self.facts_pinned) or "-"),
                    ("facts omitted", ", ".join(self.facts_omitted)),
                    ("prefix reuse", f"{self.prefix_reuse:.0%}")]
        rows += [row for row in optional if row[1]]
        return rows + [(f"note: {key}", str(value)) for key, value in self.notes.items()]

    def __str__(self) -> str:
        rows = self.rows()
        width = max(len(label) for label, _ in rows)
        return "\n".join([f"context for {self.conversation_id!r}",
                          *(f"  {label:<{width}}  {value}" for label, value in rows)])


@dataclass
class Context:
    """A context ready to send.

    Attributes:
        messages: OpenAI chat messages (fresh dicts), the new message last.
        tokens: their exact prompt tokens (per-message overhead, reply priming and tool schemas
            included); ``<= window - reserve_output``.
        report: how they were chosen.
    """

    messages: list[dict[str, Any]]
    tokens: int
    report: Report
