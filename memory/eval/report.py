"""What ``convmem compare`` prints and writes: rich tables, JSON and CSV of a :class:`Comparison`.

The tables round what the files hold (recall to 3 decimals, tokens to whole numbers), so the
files are the figures and the tables a readable view of the same numbers: the CSV has one row
per strategy x window with every scalar figure and the breakdowns flattened
(``fact_recall[kind=allergy]``), the JSON everything, including each probe's and each built
turn's details.

Tables are built as a :class:`Grid` (headers and cells as text) and laid out for the console's
width by :func:`render`: when the columns do not fit (80 columns, a pipe), the figure columns
are split over several tables that each repeat the key columns (strategy, window) — stacked
rather than squeezed, so no header or cell is ever cut to ``stra…``.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from convmem.errors import ConfigError

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

    from convmem.eval.compare import Comparison
    from convmem.eval.replay import Figures

__all__ = ["Grid", "compact_table", "cost_table", "group_tables", "print_comparison",
           "recall_table", "render", "rows", "summary_lines", "to_dict", "write_csv", "write_json"]

_SCALARS = ("strategy", "window", "reserve_output", "probes", "keyword_recall", "recall",
            "stale_only", "accuracy", "answered", "answer_tokens", "requests", "tokens_mean",
            "tokens_p95", "cumulative_tokens", "full_history_tokens", "saving", "prefix_reuse",
            "prefix_hits",
            "violations", "invalid", "count_mismatches", "budget_errors", "build_p50_ms",
            "build_p99_ms", "add_p50_ms", "add_p99_ms", "summarizer_calls",
            "summarizer_input_tokens", "llm_tokens")
_GROUP_METRICS = (("fact_recall", "keyword_recall"), ("evidence_recall", "recall"),
                  ("stale_only", "stale_only"))
_TITLES = {"category": "category", "kind": "fact kind", "superseded": "superseded fact",
           "lang": "language"}


def _ratio(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{x:.0%}"


def _ms(a: float | None, b: float | None) -> str:
    if a is None or b is None:
        return "-"
    return f"{a:.1f} / {b:.1f}" if b < 100 else f"{a:.0f} / {b:.0f}"


def _big(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1e6:.2f}M"
    if n >= 10_000:
        return f"{n / 1e3:.0f}k"
    return f"{n:,}"


def rows(result: Comparison) -> list[dict[str, Any]]:
    """One flat dict per strategy x window: the scalar figures, then the breakdowns as
    ``fact_recall[kind=allergy]``, ``evidence_recall[...]``, ``stale_only[...]``,
    ``probes[...]`` (``None`` where a figure does not apply)."""
    out = []
    for f in result.figures:
        row: dict[str, Any] = {name: getattr(f, name) for name in _SCALARS}
        for dim, groups in f.groups.items():
            for value, group in groups.items():
                key = f"{dim}={value}"
                row[f"probes[{key}]"] = group.probes
                for column, attr in _GROUP_METRICS:
                    row[f"{column}[{key}]"] = getattr(group, attr)
        out.append(row)
    return out


def to_dict(result: Comparison) -> dict[str, Any]:
    """Everything as JSON-serializable data: run settings, figures, per-strategy run facts,
    every probe's and every built turn's details."""
    run = {"files": result.files, "conversations": result.conversations,
           "probes": result.probes, "windows": result.windows, "reserves": result.reserves,
           "tokenizer": result.tokenizer, "every": result.every, "phase": result.phase,
           "seed": result.seed, "seconds": round(result.seconds, 2),
           "sampling": result.sampling(), "answered_by": result.answered_by, **result.extra}
    figures = []
    for f in result.figures:
        item = asdict(f)
        item["by_category"] = f.by_category
        figures.append(item)
    reports = [{"strategy": r.strategy, "seconds": round(r.seconds, 2),
                "replay_seconds": r.replay_seconds, "messages": r.messages,
                "user_turns": r.user_turns, "usage": r.usage, "adds_timed": len(r.add_ms)}
               for r in result.reports]
    probes = [{"strategy": r.strategy, **{k: v for k, v in asdict(p).items()
                                          if k != "messages"}}
              for r in result.reports for p in r.probes]
    turns = [{"strategy": r.strategy, **{k: v for k, v in asdict(t).items() if k != "messages"}}
             for r in result.reports for t in r.turns]
    return {"run": run, "figures": figures, "strategies": reports, "probes": probes,
            "turns": turns}


def _write(path: Path, write: Any) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as fh:
            write(fh)
    except OSError as exc:
        raise ConfigError(f"cannot write {path} ({exc}); check the folder is writable.") from exc


def write_json(result: Comparison, path: str | Path) -> None:
    """Write :func:`to_dict` as JSON. Raises ConfigError when the file cannot be written."""
    _write(Path(path), lambda fh: json.dump(to_dict(result), fh, indent=1, ensure_ascii=False))


def write_csv(result: Comparison, path: str | Path) -> None:
    """Write :func:`rows` as CSV (a header, one row per strategy x window; empty cells where a
    figure does not apply). Raises ConfigError when the file cannot be written."""
    table = rows(result)
    columns = list(dict.fromkeys(k for row in table for k in row))

    def write(fh: Any) -> None:
        writer = csv.DictWriter(fh, fieldnames=columns)
        writer.writeheader()
        for row in table:
            writer.writerow({k: "" if row.get(k) is None else row[k] for k in columns})

    _write(Path(path), write)


@dataclass
class Grid:
    """A table as text: a title, ``(header, justify)`` columns, rows of cells (rich markup
    allowed) each with whether it ends a section, and how many leading columns are keys."""

    title: str
    columns: list[tuple[str, str]]
    rows: list[tuple[list[str], bool]] = field(default_factory=list)
    keys: int = 1

    def add(self, cells: Sequence[str], end_section: bool = False) -> None:
        """Append a row."""
        self.rows.append((list(cells), end_section))


def _cells(text: str) -> int:
    from rich.text import Text

    return max(Text.from_markup(line).cell_len for line in text.split("\n"))


def render(grid: Grid, width: int) -> list[Table]:
    """``grid`` as rich tables no wider than ``width``: one when it fits, else the figure
    columns spread over several that repeat the key columns.

    Args:
        grid: the table.
        width: the console's width in cells.

    Returns:
        The tables, to print in order.
    """
    from rich.table import Table

    sizes = [max([_cells(h)] + [_cells(cells[i]) for cells, _ in grid.rows])
             for i, (h, _) in enumerate(grid.columns)]
    keys = list(range(min(grid.keys, len(grid.columns))))

    def cost(cols: list[int]) -> int:  # a heavy box: padding 2 and a border per column
        return sum(sizes[i] + 3 for i in cols) + 1

    parts: list[list[int]] = [[]]
    for i in range(len(keys), len(grid.columns)):
        if parts[-1] and cost(keys + parts[-1] + [i]) > width:
            parts.append([])
        parts[-1].append(i)
    tables = []
    for n, part in enumerate(parts):
        title = grid.title if len(parts) == 1 else f"{grid.title} ({n + 1}/{len(parts)})"
        table = Table(title=title, title_justify="left")
        for i in keys + part:
            header, justify = grid.columns[i]
            table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]
        for cells, end in grid.rows:
            table.add_row(*(cells[i] for i in keys + part), end_section=end)
        tables.append(table)
    return tables


def _grid(title: str, columns: Sequence[tuple[str, str]], figures: Sequence[Figures],
          cells: Any) -> Grid:
    """A grid with a row per strategy x window; the window column only when it varies."""
    reserves = len({f.reserve_output for f in figures}) > 1
    windows = reserves or len({f.window for f in figures}) > 1
    grid = Grid(title, [columns[0], *(columns[1:2] if windows else []), *columns[2:]],
                keys=2 if windows else 1)
    for i, f in enumerate(figures):
        last = i + 1 == len(figures) or figures[i + 1].strategy != f.strategy
        first = i == 0 or figures[i - 1].strategy != f.strategy
        window = f"{f.window} (reserve {f.reserve_output})" if reserves else str(f.window)
        grid.add([f.strategy if first else "", *([window] if windows else []), *cells(f)],
                 end_section=last and windows)
    return grid


def recall_table(result: Comparison) -> Grid:
    """Fact recall, evidence recall, stale-only rate (and answers) per strategy x window."""
    answers = result.answered_by is not None
    columns = [("strategy", "left"), ("window", "right"), ("fact\nrecall", "right"),
               ("evidence\nrecall", "right"), ("stale-\nonly", "right")]
    if answers:
        columns += [("answer\naccuracy", "right"), ("answer\ntokens", "right")]
    title = "Recall: share of probes whose answer reached the context"

    def cells(f: Figures) -> list[str]:
        out = [_ratio(f.keyword_recall), _ratio(f.recall), _ratio(f.stale_only)]
        if answers:
            out += [_ratio(f.accuracy), _big(f.answer_tokens)]
        return out

    return _grid(title, columns, result.figures, cells)


def cost_table(result: Comparison) -> Grid:
    """Tokens, saving, prefix reuse, independent checks and latency per strategy x window."""
    columns = [("strategy", "left"), ("window", "right"), ("tokens/req\nmean", "right"),
               ("tokens/req\np95", "right"), ("cumulative\n(est.)", "right"),
               ("saving vs\nfull history", "right"), ("prefix\nreuse", "right"),
               ("prefix\nhits", "right"), ("over\nbudget", "right"), ("invalid", "right"),
               ("build ms\np50 / p99", "right"), ("add ms\np50 / p99", "right"),
               ("summarizer\ncalls / tokens", "right")]
    title = "Cost per request (independent recount) and latency"

    def cells(f: Figures) -> list[str]:
        return [f"{f.tokens_mean:,.0f}" if f.requests else "-",
                f"{f.tokens_p95:,.0f}" if f.requests else "-",
                _big(f.cumulative_tokens) if f.requests else "-", _pct(f.saving),
                _pct(f.prefix_reuse), _pct(f.prefix_hits), str(f.violations), str(f.invalid),
                _ms(f.build_p50_ms, f.build_p99_ms), _ms(f.add_p50_ms, f.add_p99_ms),
                f"{f.summarizer_calls} / {_big(f.summarizer_input_tokens)}"]

    return _grid(title, columns, result.figures, cells)


def compact_table(result: Comparison) -> Grid:
    """One table with the headline figures: recall, tokens, saving, reuse, checks, latency."""
    columns = [("strategy", "left"), ("window", "right"), ("fact\nrecall", "right"),
               ("evidence\nrecall", "right"), ("tokens/req\nmean", "right"),
               ("saving vs\nfull history", "right"), ("prefix\nreuse", "right"),
               ("over budget\n/ invalid", "right"), ("build ms\np50 / p99", "right"),
               ("add ms\np50 / p99", "right")]
    title = "Comparison (independent recount)"

    def cells(f: Figures) -> list[str]:
        return [_ratio(f.keyword_recall), _ratio(f.recall),
                f"{f.tokens_mean:,.0f}" if f.requests else "-", _pct(f.saving),
                _pct(f.prefix_reuse), f"{f.violations} / {f.invalid}",
                _ms(f.build_p50_ms, f.build_p99_ms), _ms(f.add_p50_ms, f.add_p99_ms)]

    return _grid(title, columns, result.figures, cells)


def group_tables(result: Comparison) -> list[Grid]:
    """One table per probe field with more than one value (category, kind, superseded, lang):
    fact recall where the probes have keywords, else evidence recall."""
    figures = result.figures
    tables = []
    dims = list(dict.fromkeys(d for f in figures for d in f.groups))
    for dim in dims:
        values = list(dict.fromkeys(v for f in figures for v in f.groups.get(dim, {})))
        if len(values) < 2:
            continue
        sample = figures[0].groups.get(dim, {})
        keyword = any(g.keyword_recall is not None for g in sample.values())
        metric = "fact recall" if keyword else "evidence recall"
        columns = [("strategy", "left"), ("window", "right")] + [
            (f"{v}\n(n={sample[v].probes if v in sample else 0})", "right") for v in values]
        title = f"{metric.capitalize()} by {_TITLES.get(dim, dim)}"

        def cells(f: Figures, dim: str = dim, values: Iterable[str] = values,
                  keyword: bool = keyword) -> list[str]:
            groups = f.groups.get(dim, {})
            return [_ratio(None if v not in groups else
                           groups[v].keyword_recall if keyword else groups[v].recall)
                    for v in values]

        tables.append(_grid(title, columns, figures, cells))
    return tables


def summary_lines(result: Comparison) -> list[str]:
    """The lines under the tables: what was sampled, the independent checks, run time."""
    figures = result.figures
    contexts = sum(f.requests + f.probes for f in figures)
    lines = [
        f"{result.conversations} conversation(s), {result.probes} probes, windows "
        f"{', '.join(map(str, result.windows))}"
        + (f" (reserve_output {', '.join(map(str, result.reserves))})"
           if any(result.reserves) else "") + f", tokenizer {result.tokenizer}",
        result.sampling() + "; every probe built at its `at`",
        f"independent recount of {contexts:,} contexts: "
        f"{sum(f.violations for f in figures)} over budget, "
        f"{sum(f.invalid for f in figures)} API-invalid, "
        f"{sum(f.count_mismatches for f in figures)} count mismatches; "
        f"{sum(f.budget_errors for f in figures)} builds refused (BudgetError)",
        "ran in " + f"{result.seconds:.0f} s (" + ", ".join(
            f"{r.strategy} {r.seconds:.0f} s" for r in result.reports) + ")",
    ]
    if result.answered_by:
        lines.append(f"answers by {result.answered_by}")
    lines += [f"{k}: {v}" for k, v in result.extra.items()]
    return lines


def print_comparison(result: Comparison, console: Console, *, groups: bool = True) -> None:
    """Print the recall table, the breakdowns, the cost table and the summary lines, each
    table laid out for the console's width (see :func:`render`)."""
    grids = [recall_table(result), *(group_tables(result) if groups else []), cost_table(result)]
    for grid in grids:
        for table in render(grid, console.width):
            console.print(table)
    for line in summary_lines(result):
        console.print(line, highlight=False)
