"""The drop-in examples run as a user would run them: a fresh interpreter, from the repository
root, against their built-in fake model and against an OpenAI-compatible server."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.fakes import TEST_KEY, FakeOpenAI, serve_on_loopback

ROOT = Path(__file__).resolve().parents[2]


def run(script: str, *args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([sys.executable, str(ROOT / "examples" / script), *args],
                          capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, **(env or {})})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_proxy_dropin_keeps_each_request_under_the_budget() -> None:
    out = run("proxy_dropin.py")
    sent = [(int(a), int(b), int(c)) for a, b, c in re.findall(
        r"the client sent (\d+) messages; the model received (\d+) tokens \(limit (\d+)\)", out)]
    assert len(sent) == 6
    assert all(tokens <= limit for _, tokens, limit in sent)
    assert sent[-1][0] == 12 and "I received 12 messages" not in out  # trimmed to the budget
    assert "stored messages: 15 (each once" in out


def test_proxy_dropin_against_an_openai_compatible_server() -> None:
    fake = FakeOpenAI(default="Sure.")
    with serve_on_loopback(fake) as url:
        out = run("proxy_dropin.py", "--upstream", url, "--model", "fake-model",
                  env={"OPENAI_API_KEY": TEST_KEY})
    assert len(fake.requests) == 7
    assert all(r.headers["authorization"] == f"Bearer {TEST_KEY}" for r in fake.requests)
    assert fake.requests[-1].messages[-1] == {"role": "user", "content": "One more tip?"}
    assert TEST_KEY not in out


def test_sdk_wrap_example_remembers_the_first_message() -> None:
    out = run("sdk_wrap.py")
    assert out.count("the first user message: \"Hi, I'm Sam and I'm allergic to peanuts.\"") == 4
    assert "(I see 7 messages" in out and "stored 8 messages and 4 usage records" in out
