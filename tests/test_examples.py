"""The examples run as a user would run them: a fresh interpreter, from the repository root."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes import TEST_KEY, FakeOpenAI, serve_on_loopback
from tests.invariants import unfolded

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart.py"



def _has_default_extractor() -> bool:
    try:
        from convmem.facts.rules import RuleExtractor  # noqa: F401
    except ImportError:
        return False
    return True


needs_extractor = pytest.mark.skipif(
    not _has_default_extractor(),
    reason="the quick start pins facts found by Memory's default extractor (convmem.facts.rules), "
           "which is not in this tree yet")


def run_example(*args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([sys.executable, str(QUICKSTART), *args], capture_output=True,
                          text=True, timeout=120, cwd=ROOT, env={**os.environ, **(env or {})})
    assert done.returncode == 0, done.stderr
    return done.stdout


@needs_extractor
def test_quickstart_with_the_built_in_fake() -> None:
    out = run_example()
    assert out.count("user: ") == 6 and out.count("assistant: ") == 6
    assert "peanut-free" in out  # the allergy reached the model although its turn was dropped
    report = out.split("context report for the last turn:")[1]
    dropped = next(line for line in report.splitlines() if line.split()[:1] == ["dropped"])
    assert dropped.split()[1].startswith("1-")
    pinned = next(line for line in report.splitlines() if "facts pinned" in line)
    assert "allergy" in pinned
    assert "calibration x1.0" in report and "usage: 6 calls" in out


@needs_extractor
def test_quickstart_against_an_openai_compatible_server() -> None:
    fake = FakeOpenAI(default=lambda body: "Sure: " + unfolded(body["messages"][-1])["content"][
        :20])
    with serve_on_loopback(fake) as url:
        out = run_example("--base-url", url, "--model", "fake-model", "--window", "2000",
                          env={"OPENAI_API_KEY": TEST_KEY})
    assert len(fake.requests) == 6
    assert all(r.headers["authorization"] == f"Bearer {TEST_KEY}" for r in fake.requests)
    assert unfolded(fake.requests[-1].messages[-1])["content"].startswith(
        "Can you suggest a muffin")
    assert "assistant: Sure: Can you suggest a m" in out
    assert TEST_KEY not in out
