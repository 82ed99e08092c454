"""PNG plots of a :class:`~convmem.eval.compare.Comparison` (matplotlib, imported on use).

Three figures, one line (or bar) per strategy, each strategy in the same colour everywhere:

* ``tokens_per_turn.png`` — prompt tokens per user turn, one panel per window, averaged over the
  conversations that reach the turn, with the full-history replay and the limit for scale;
* ``recall_vs_window.png`` — fact recall, evidence recall (and answer accuracy) against the
  window;
* ``latency.png`` — build latency p50/p99 against the window, and add latency per strategy.

matplotlib is used through its object API on the Agg canvas (no ``pyplot``): no global state,
no display needed, safe from threads and inside other applications.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from convmem.errors import ConfigError, require

if TYPE_CHECKING:
    from convmem.eval.compare import Comparison

__all__ = ["require_matplotlib", "write_plots"]

_COLOURS = {"window": "#1f77b4", "summary": "#ff7f0e", "rag": "#2ca02c", "prune": "#d62728",
            "hybrid": "#9467bd", "window+facts": "#8c564b"}
_CYCLE = ("#e377c2", "#17becf", "#bcbd22", "#7f7f7f", "#aec7e8", "#98df8a")


def _colour(strategies: Sequence[str]) -> dict[str, str]:
    spare = iter(_CYCLE * 4)
    return {s: _COLOURS.get(s) or next(spare) for s in strategies}


def require_matplotlib() -> None:
    """Check that matplotlib can be imported (commands call it before a long run).

    Raises:
        MissingDependency: it is not installed (``pip install 'convmem[compare]'``).
    """
    require("matplotlib", "compare", "writing plots")


def _figure(panels: int, height: float = 4.2) -> tuple[Any, list[Any]]:
    require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    columns = 2 if panels == 4 else min(panels, 3)
    rows = math.ceil(panels / columns)
    fig = Figure(figsize=(max(5.2 * columns, 9.0), height * rows), dpi=110,
                 layout="constrained")
    FigureCanvasAgg(fig)
    axes = [fig.add_subplot(rows, columns, i + 1) for i in range(panels)]
    for ax in axes:
        ax.grid(True, alpha=0.3)
        ax.tick_params(labelsize=9)
    return fig, axes


def _legend(fig: Any, handles: list[Any], labels: list[str]) -> None:
    # Below the panels, never over a line.
    ncol = min(len(labels), 8, max(3, int(fig.get_figwidth() / 1.3)))
    fig.legend(handles, labels, loc="outside lower center", ncol=ncol, fontsize=9,
               frameon=False)


def _save(fig: Any, path: Path) -> Path:
    try:
        fig.savefig(path)
    except OSError as exc:
        raise ConfigError(f"cannot write the plot {path} ({exc}); check the folder is "
                          "writable.") from exc
    return path


def _subtitle(result: Comparison) -> str:
    return (f"{result.conversations} conversation(s), {result.probes} probes"
            + (f", reserve {result.reserves[0]}" if result.reserves[0] else ""))


def _tokens_per_turn(result: Comparison, colours: dict[str, str], folder: Path) -> Path | None:
    turns = [(r.strategy, t) for r in result.reports for t in r.turns if t.error is None]
    if not turns:
        return None
    reserve = result.reserves[0]
    fig, axes = _figure(len(result.windows))
    for ax, window in zip(axes, result.windows, strict=True):
        full: dict[int, list[int]] = defaultdict(list)
        for strategy in colours:
            points: dict[int, list[int]] = defaultdict(list)
            for name, t in turns:
                if name == strategy and (t.window, t.reserve_output) == (window, reserve):
                    points[t.turn + 1].append(t.tokens)
                    if strategy == result.reports[0].strategy:
                        full[t.turn + 1].append(t.full_tokens)
            xs = sorted(points)
            ax.plot(xs, [sum(points[x]) / len(points[x]) for x in xs], color=colours[strategy],
                    label=strategy, linewidth=1.4, marker="." if len(xs) < 60 else None)
        xs = sorted(full)
        ax.plot(xs, [sum(full[x]) / len(full[x]) for x in xs], color="#555555", linestyle="--",
                linewidth=1.0, label="full history")
        ax.axhline(window - reserve, color="#000000", linestyle=":", linewidth=1.0,
                   label="limit")
        ax.set_ylim(0, (window - reserve) * 1.25)
        ax.set_title(f"window {window:,}", fontsize=11)
        ax.set_xlabel("user turn", fontsize=10)
        ax.set_ylabel("prompt tokens per request (mean)", fontsize=10)
    _legend(fig, *axes[0].get_legend_handles_labels())
    fig.suptitle(f"Prompt tokens per user turn — {_subtitle(result)}", fontsize=12)
    return _save(fig, folder / "tokens_per_turn.png")


def _recall(result: Comparison, colours: dict[str, str], folder: Path) -> Path | None:
    figures = result.figures
    reserve = result.reserves[0]
    panels = [(attr, title) for attr, title in (
        ("keyword_recall", "fact recall (expect_any)"), ("recall", "evidence recall"),
        ("accuracy", "answer accuracy")) if any(getattr(f, attr) is not None for f in figures)]
    if not panels:
        return None
    fig, axes = _figure(len(panels))
    if len(result.windows) == 1:
        # One window: a line per strategy would be a single dot; bars compare them.
        for ax, (attr, title) in zip(axes, panels, strict=True):
            mine = [f for f in figures if f.reserve_output == reserve]
            bars = ax.bar(range(len(mine)), [getattr(f, attr) or 0.0 for f in mine],
                          color=[colours[f.strategy] for f in mine])
            ax.bar_label(bars, fmt="%.2f", fontsize=8)  # a zero bar is still read as 0.00
            ax.set_xticks(range(len(mine)), [f.strategy for f in mine], rotation=20, fontsize=9)
            ax.set_ylim(0, 1.04)
            ax.set_title(f"{title}, window {result.windows[0]:,}", fontsize=11)
            ax.set_ylabel("share of probes", fontsize=10)
        fig.suptitle(f"Recall by strategy — {_subtitle(result)}", fontsize=12)
        return _save(fig, folder / "recall_vs_window.png")
    for ax, (attr, title) in zip(axes, panels, strict=True):
        for strategy, colour in colours.items():
            mine = [f for f in figures if f.strategy == strategy and f.reserve_output == reserve
                    and getattr(f, attr) is not None]
            ax.plot([f.window for f in mine], [getattr(f, attr) for f in mine], color=colour,
                    marker="o", linewidth=1.6, label=strategy)
        ax.set_xscale("log", base=2)
        ax.set_xticks(result.windows, [f"{w:,}" for w in result.windows])
        ax.minorticks_off()
        ax.set_ylim(-0.02, 1.04)
        ax.set_title(title, fontsize=11)
        ax.set_xlabel("context window (tokens)", fontsize=10)
        ax.set_ylabel("share of probes", fontsize=10)
    _legend(fig, *axes[0].get_legend_handles_labels())
    fig.suptitle(f"Recall against window size — {_subtitle(result)}", fontsize=12)
    return _save(fig, folder / "recall_vs_window.png")


def _bars(ax: Any, rows: Sequence[tuple[str, float | None, float | None]],
          colours: dict[str, str], what: str) -> None:
    """p50 (dark) and p99 (light) bars per strategy, log scale."""
    for i, (name, p50, p99) in enumerate(rows):
        ax.bar(i - 0.2, max(p50 or 0.0, 1e-3), width=0.4, color=colours[name])
        ax.bar(i + 0.2, max(p99 or 0.0, 1e-3), width=0.4, color=colours[name], alpha=0.45)
    ax.set_xticks(range(len(rows)), [n for n, _, _ in rows], rotation=20, fontsize=9)
    ax.set_yscale("log")
    ax.set_title(f"{what} (dark p50, light p99)", fontsize=11)
    ax.set_ylabel("milliseconds (log scale)", fontsize=10)
    if not rows:
        ax.text(0.5, 0.5, "nothing timed", ha="center", transform=ax.transAxes)


def _latency(result: Comparison, colours: dict[str, str], folder: Path) -> Path:
    reserve = result.reserves[0]
    fig, (build, add) = _figure(2)
    mine = [f for f in result.figures if f.reserve_output == reserve]
    if len(result.windows) == 1:
        _bars(build, [(f.strategy, f.build_p50_ms, f.build_p99_ms) for f in mine], colours,
              f"build latency, window {result.windows[0]:,}")
    else:
        for strategy, colour in colours.items():
            own = [f for f in mine if f.strategy == strategy]
            xs = [f.window for f in own]
            build.plot(xs, [max(f.build_p50_ms, 1e-3) for f in own], color=colour, marker="o",
                       linewidth=1.6)
            build.plot(xs, [max(f.build_p99_ms, 1e-3) for f in own], color=colour, marker="x",
                       linewidth=1.0, linestyle="--")
        build.set_xscale("log", base=2)
        build.set_yscale("log")
        build.set_xticks(result.windows, [f"{w:,}" for w in result.windows])
        build.minorticks_off()
        build.set_title("build latency (solid p50, dashed p99)", fontsize=11)
        build.set_xlabel("context window (tokens)", fontsize=10)
        build.set_ylabel("milliseconds (log scale)", fontsize=10)
        from matplotlib.lines import Line2D

        handles = [Line2D([], [], color=c, linewidth=2) for c in colours.values()] + [
            Line2D([], [], color="#333333", marker="o", linewidth=1.6),
            Line2D([], [], color="#333333", marker="x", linewidth=1.0, linestyle="--")]
        _legend(fig, handles, [*colours, "p50", "p99"])
    # Adds are shared by every window of a strategy: one pair of bars each.
    _bars(add, [(r.strategy, r.figures[0].add_p50_ms, r.figures[0].add_p99_ms)
                for r in result.reports if r.figures and r.figures[0].add_p50_ms is not None],
          colours, "add latency per message")
    fig.suptitle(f"Latency — {_subtitle(result)}", fontsize=12)
    return _save(fig, folder / "latency.png")


def write_plots(result: Comparison, folder: str | Path) -> list[Path]:
    """Write the plots that have data into ``folder`` (created if missing).

    Args:
        result: a comparison (see :func:`convmem.eval.compare.compare`).
        folder: where the PNG files go.

    Returns:
        The paths written.

    Raises:
        MissingDependency: matplotlib is not installed.
        ConfigError: the folder cannot be written.
    """
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"cannot create the plot folder {folder} ({exc}).") from exc
    colours = _colour([r.strategy for r in result.reports])
    written = [_tokens_per_turn(result, colours, folder), _recall(result, colours, folder),
               _latency(result, colours, folder)]
    return [p for p in written if p is not None]
