"""The ``convmem`` command end to end: demo and bench (chat is tested in tests/client, compare in
tests/eval/test_compare.py)."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path

import pytest

from convmem.cli import main


def _rows(text: str, title: str) -> dict[str, list[str]]:
    """First cell -> cells, for the table printed under ``title``."""
    block = text[text.index(title):]
    block = block[:block.index("└")]
    return {cells[0]: cells for line in block.splitlines() if line.startswith("│")
            for cells in [[c.strip() for c in line.strip("│").split("│")]]}


def test_demo_shows_every_strategy_side_by_side(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # one table row per line
    # The hash embedder keeps the test fast; `convmem demo` itself uses MiniLM.
    assert main(["demo", "--embedder", "hash", "--plot-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "context inspection" in out and "no model is called" in out
    names = ["window", "window+facts", "summary", "prune", "rag", "hybrid"]
    per_turn = _rows(out, "Prompt tokens per user turn")
    assert per_turn["1"][1:] == ["30 ✗"] * 6  # nothing before the first message
    assert all(cell.endswith("✓") for cell in per_turn["2"][1:])  # the allergy was just said
    assert per_turn["41"][names.index("window") + 1].endswith("✗")  # ... and long forgotten
    assert per_turn["41"][names.index("window+facts") + 1].endswith("✓")
    final = _rows(out, "The request for")
    assert set(final) == set(names)
    # strategy, tokens, messages, allergy in context, facts pinned (one window: no column)
    assert [final[n][3] for n in ("window", "window+facts", "hybrid")] == ["no", "yes", "yes"]
    assert final["window+facts"][4] == "allergy:peanut"
    compact = _rows(out, "Comparison (independent recount)")
    assert [compact[n][1] for n in ("window", "window+facts")] == ["0.000", "1.000"]
    assert all(compact[n][6] == "0 / 0" for n in names)  # over budget / invalid
    assert "what “window” sends" in out and "what “hybrid” sends" in out
    plots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert plots == ["latency.png", "recall_vs_window.png", "tokens_per_turn.png"]
    assert f"plots: {tmp_path / 'tokens_per_turn.png'}" in out


def test_bench_prints_latency_ratio_and_throughput(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--store", "memory", "--short", "50", "--long", "600", "--builds", "5",
                 "--adds", "5", "--bulk", "500"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"p50 ratio 600 / 50 .*│\s+\d+\.\d\d", out)
    assert "messages/s" in out


def test_console_script_is_installed() -> None:
    done = subprocess.run([sys.executable, "-m", "convmem.cli", "--help"], capture_output=True,
                          text=True, check=True)
    assert "demo" in done.stdout and "bench" in done.stdout
    version = subprocess.run([sys.executable, "-m", "convmem.cli", "--version"],
                             capture_output=True, text=True, check=True)
    assert version.stdout.strip() == f"convmem {importlib.metadata.version('convmem')}"
