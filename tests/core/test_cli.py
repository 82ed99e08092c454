"""The ``convmem`` command end to end: demo and bench (chat is tested in tests/client)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from convmem.cli import main


def test_demo_shows_the_window_forgetting_and_the_ledger_keeping_the_allergy(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "context inspection" in out and "no model is called" in out
    final = out[out.index("The request for"):]
    rows = {line.split("│")[1].strip(): line for line in final.splitlines()
            if line.startswith("│") and line.split("│")[1].strip() in ("window", "window +")}
    assert " no " in rows["window"]
    assert " yes " in rows["window +"]


def test_bench_prints_latency_ratio_and_throughput(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--store", "memory", "--short", "50", "--long", "600", "--builds", "5",
                 "--adds", "5"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"p50 ratio 600 / 50 .*│\s+\d+\.\d\d", out)
    assert "messages/s" in out


def test_console_script_is_installed() -> None:
    done = subprocess.run([sys.executable, "-m", "convmem.cli", "--help"], capture_output=True,
                          text=True, check=True)
    assert "demo" in done.stdout and "bench" in done.stdout
