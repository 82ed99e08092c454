"""What a newcomer trips on in their first hour (issue 12), one test per finding: missing
extras, commands that fail late, defaults that differ, messages that leak a traceback."""

from __future__ import annotations

import io
import json
import logging
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from convmem.cli import main
from convmem.cli.chat import run
from convmem.eval.probes import generate
from tests.fakes import TEST_KEY, FakeOpenAI, serve_on_loopback
from tests.servers import free_port, wait_for


def one_line(capsys: pytest.CaptureFixture[str]) -> str:
    """The command's stderr, which must be exactly one line and no traceback, while nothing
    was printed on stdout (the command stopped before doing any work)."""
    out, err = capsys.readouterr()
    assert "Traceback" not in err and out == ""
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


@pytest.fixture
def conversation_file(tmp_path: Path) -> Path:
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(generate(1, 40, seed=1, facts_per_conversation=2)[0]) + "\n")
    return path


# -- extras that explain themselves ------------------------------------------------------------

@pytest.mark.parametrize(("argv", "absent", "extra"), [
    (["serve", "--upstream", "http://127.0.0.1:9", "--strategy", "window"], "uvicorn", "server"),
    (["serve", "--upstream", "http://127.0.0.1:9", "--strategy", "window"], "fastapi", "server"),
    (["demo", "--embedder", "hash"], "chromadb", "rag"),
    (["demo"], "sentence_transformers", "rag"),
    (["inspect", "--store", "sqlite://"], "jinja2", "server"),
])
def test_a_missing_extra_is_one_line_naming_it(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch,
                                               argv: list[str], absent: str,
                                               extra: str) -> None:
    monkeypatch.setitem(sys.modules, absent, None)  # what a base install looks like to import
    assert main(argv) == 2
    line = one_line(capsys)
    assert f"convmem[{extra}]" in line and repr(absent) in line


def test_compare_plot_without_matplotlib_fails_before_the_run(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        conversation_file: Path, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    began = time.perf_counter()
    assert main(["compare", str(conversation_file), "--strategies", "window", "--windows", "256",
                 "--plot", str(tmp_path / "plots")]) == 2
    assert "convmem[compare]" in one_line(capsys)
    assert time.perf_counter() - began < 5


def test_debug_shows_the_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    from convmem.errors import MissingDependency

    monkeypatch.setitem(sys.modules, "uvicorn", None)
    with pytest.raises(MissingDependency) as caught:
        main(["--debug", "serve", "--upstream", "http://127.0.0.1:9", "--strategy", "window"])
    assert isinstance(caught.value, ImportError) and caught.value.extra == "server"


# -- commands that fail early ------------------------------------------------------------------

@pytest.mark.parametrize(("flag", "make", "wording"), [
    ("--plot", lambda p: p.write_text("x") and p, "is a file, not a folder"),
    ("--csv", lambda p: p.mkdir() or p, "is a folder; give a file name, e.g."),
    ("--json", lambda p: p.mkdir() or p, "is a folder; give a file name, e.g."),
])
def test_compare_checks_its_outputs_before_the_run(capsys: pytest.CaptureFixture[str],
                                                   conversation_file: Path, tmp_path: Path,
                                                   flag: str, make: Any, wording: str) -> None:
    target = make(tmp_path / "out")
    assert main(["compare", str(conversation_file), "--strategies", "window", "--windows", "256",
                 flag, str(target)]) == 2
    line = one_line(capsys)  # no table on stdout: the run never started
    assert f"{flag} {target}: {wording}" in line
    assert flag == "--plot" or "plot" not in line


def test_a_misspelt_strategy_suggests_the_names(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["serve", "--upstream", "http://127.0.0.1:9", "--strategy", "windw"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "Did you mean 'window'?" in err and "window, summary, rag, prune, hybrid" in err
    assert "object" not in err


def test_a_strategy_named_twice_is_refused(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    # Its two reports would be the same, and the parallel workers' are merged by name.
    with pytest.raises(SystemExit) as done:
        main(["compare", str(tmp_path / "c.jsonl"), "--strategies", "rag,window,rag"])
    assert done.value.code == 2
    assert "rag listed twice; name each strategy once" in capsys.readouterr().err


def test_one_default_strategy_stated_in_help(capsys: pytest.CaptureFixture[str]) -> None:
    import convmem
    from convmem.cli import _parser
    from convmem.strategies import DEFAULT

    parser = _parser()
    serve = parser.parse_args(["serve", "--upstream", "http://x.test"])
    chat = parser.parse_args(["chat", "--model", "m"])
    inspect = parser.parse_args(["inspect", "--store", "sqlite://"])
    memory_default = convmem.Memory.__init__.__defaults__[0]
    assert serve.strategy == chat.strategy == inspect.strategy == memory_default == DEFAULT
    for command in ("serve", "chat"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        text = " ".join(capsys.readouterr().out.split())
        assert f"(default: {DEFAULT})" in text
        # chat's window is 8192; serve's is what the upstream states, else 8192
        assert "(default: 8192)" in text or "else 8192)" in text


def test_make_probes_counts_messages_by_name(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "made.jsonl"
    assert main(["make-probes", str(out), "--conversations", "1", "--messages", "40",
                 "--facts", "2"]) == 0
    assert len(json.loads(out.read_text())["messages"]) == 40
    assert "40 messages (20 turns)" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["make-probes", str(out), "--turns", "40"])
    assert "renamed --messages" in capsys.readouterr().err


def test_serve_refuses_a_busy_port_at_once_and_without_a_banner() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "convmem", "serve", "--upstream", "http://127.0.0.1:9",
             "--strategy", "window", "--store", "sqlite://", "--port", str(port)],
            capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert "convmem proxy on" not in done.stderr and "Traceback" not in done.stderr
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr
    assert "Address already in use" in done.stderr


def test_serve_says_it_is_up_at_info(tmp_path: Path) -> None:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "convmem", "serve", "--upstream", "http://127.0.0.1:9",
         "--strategy", "window", "--store", f"sqlite:///{tmp_path / 'p.db'}", "--port",
         str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(proc, f"http://127.0.0.1:{port}/healthz")
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    assert re.search(rf"^INFO convmem: convmem proxy on http://127\.0\.0\.1:{port} ", err,
                     re.M), err
    assert "WARNING" not in err


def test_chat_retry_warnings_stay_out_of_the_assistant_line() -> None:
    fake = FakeOpenAI().rate_limited(retry_after=0).reply("fresh bread")
    out = io.StringIO()
    handler = logging.StreamHandler(out)  # the terminal: stderr and stdout on one screen
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logging.getLogger("convmem").addHandler(handler)
    try:
        with serve_on_loopback(fake) as url:
            assert run(url, "fake-model", TEST_KEY, store=None, strategy="window",
                       conversation="c", stdin=io.StringIO("bake?\n"), stdout=out) == 0
    finally:
        logging.getLogger("convmem").removeHandler(handler)
    # (In a terminal the typed line ends with its own newline; stdin here is not echoed.)
    lines = out.getvalue().splitlines()
    warning = next(i for i, line in enumerate(lines) if "WARNING convmem: HTTP 429" in line)
    answer = next(i for i, line in enumerate(lines) if "assistant>" in line)
    assert warning < answer and lines[answer] == "assistant> fresh bread"


def test_demo_at_80_columns_keeps_the_allergy_whole_and_the_tables_legible(
        tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "convmem", "demo", "--embedder", "hash",
                           "--plot-dir", str(tmp_path)], capture_output=True, text=True,
                          timeout=300, env={"PATH": "/usr/bin:/bin", "COLUMNS": "80"})
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert max(len(line) for line in out.splitlines()) <= 80
    flat = " ".join(re.sub(r"[│╭╮╰╯─]", " ", out).split())
    assert "I'm allergic to peanuts, a bad allergy" in flat  # the fact, whole, in hybrid's panel
    tables = out[out.index("Prompt tokens per user turn"):out.index("what “window” sends")]
    tables += out[out.index("Comparison (independent recount)"):]
    assert "…" not in tables  # no header or cell cut short
    for word in ("window+facts", "strategy", "allergy:peanut", "evidence", "build ms"):
        assert word in tables
