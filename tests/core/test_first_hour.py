"""The library side of issue 12: missing extras and drivers are ``ConvMemError``s naming the
extra, echoed values stay small, empty user messages are refused, defaults follow the window,
a dead vector store logs once, and the README's Quick start and drop-in examples run offline,
twice."""

from __future__ import annotations

import logging
import os
import re
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

import convmem
from convmem.errors import RetrievalError
from convmem.providers.embedders import HashEmbedder
from convmem.stores.base import VectorRecord, Where
from convmem.stores.sql import SQLStore
from convmem.strategies import create
from convmem.strategies.rag import Retrieval

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_memory_without_the_rag_extra_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from convmem.errors import MissingDependency

    # A base install: neither the torch path nor the default ONNX path of MiniLM is there.
    for module in ("sentence_transformers", "onnxruntime"):
        monkeypatch.setitem(sys.modules, module, None)
    with pytest.raises(MissingDependency) as caught:
        convmem.Memory()  # the default strategy, hybrid, embeds with MiniLM
    assert isinstance(caught.value, convmem.ConvMemError) and isinstance(caught.value, ImportError)
    assert caught.value.extra == "rag" and "pip install 'convmem[rag]'" in str(caught.value)


@pytest.mark.parametrize(("url", "install"), [
    ("mysql://u@db.invalid/app", "pip install mysqlclient"),
    ("mysql+pymysql://u@db.invalid/app", "pip install pymysql"),
])
def test_a_missing_database_driver_is_a_convmem_error(url: str, install: str) -> None:
    from convmem.errors import MissingDependency

    with pytest.raises(convmem.ConvMemError) as caught:
        convmem.Memory(strategy="window", store=url)
    assert isinstance(caught.value, MissingDependency) and install in str(caught.value)


def test_a_missing_postgres_driver_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from convmem.errors import MissingDependency

    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(MissingDependency, match=re.escape("convmem[postgres]")):
        SQLStore("postgresql://u@db.invalid/app")


def test_echo_keeps_the_start_and_says_the_length() -> None:
    from convmem.errors import echo

    assert echo("short") == "'short'"
    long = echo("x" * 10_000)
    assert long.startswith("'" + "x" * 80 + "'") and "(10,000 characters)" in long
    assert len(long) < 120


def test_errors_echo_a_long_value_briefly() -> None:
    mem = convmem.Memory(strategy="window")
    with pytest.raises(convmem.ConfigError) as caught:
        mem.add("c" * 10_000, {"role": "user", "content": "hi"})
    assert len(str(caught.value)) < 200 and "10,000 characters" in str(caught.value)
    with pytest.raises(convmem.MessageError) as bad_role:
        mem.add("c", {"role": "r" * 5_000, "content": "hi"})
    assert len(str(bad_role.value)) < 250 and "5,000 characters" in str(bad_role.value)


def test_the_longest_conversation_id_is_one_number() -> None:
    from convmem.messages import ID_MAX

    mem = convmem.Memory(strategy="window")
    mem.add("c" * ID_MAX, {"role": "user", "content": "hi"})
    with pytest.raises(convmem.ConfigError, match=f"at most {ID_MAX} characters"):
        mem.add("c" * (ID_MAX + 1), {"role": "user", "content": "hi"})


@pytest.mark.parametrize("content", ["", "   \n", [{"type": "text", "text": ""}]])
def test_an_empty_user_message_is_refused_and_nothing_is_stored(content: object) -> None:
    mem = convmem.Memory(strategy="window")
    with pytest.raises(convmem.MessageError, match=r"messages\[1\]\.content: an empty user"):
        mem.extend("c", [{"role": "user", "content": "hi"}, {"role": "user", "content": content}])
    with pytest.raises(convmem.MessageError, match="empty user message"):
        mem.build("c", {"role": "user", "content": content})
    assert mem.history("c") == []
    # Assistants and tools may say nothing (a tool call, an empty result).
    mem.add("c", {"role": "user", "content": "hi"})
    mem.add("c", {"role": "assistant", "content": ""})


def test_a_summary_forms_at_a_300_token_window() -> None:
    mem = convmem.Memory(strategy="summary", window=300, reserve_output=64, facts=True)
    mem.add("c", {"role": "user", "content": "I'm allergic to peanuts."})
    for i in range(20):
        mem.add("c", {"role": "assistant", "content": f"Answer {i}: bake it at 180 °C for 25 "
                                                      "minutes and let it cool on a rack."})
        mem.add("c", {"role": "user", "content": f"Question {i}: how long do I bake bread?"})
    ctx = mem.build("c", {"role": "user", "content": "And muffins?"})
    assert ctx.report.notes["summary"] == "used" and ctx.report.summarized is not None
    assert ctx.report.kept and ctx.report.facts_pinned == ["allergy:peanut"]
    assert ctx.tokens <= 300 - 64 and ctx.report.split["facts"] <= (300 - 64) // 2


def test_the_summary_thresholds_follow_the_limit() -> None:
    small = create("summary", limit=236)
    assert small.maintainer.trigger_tokens == 118 and small.maintainer.keep_tokens == 39
    big = create("summary", limit=7168)
    assert (big.maintainer.trigger_tokens, big.maintainer.keep_tokens) == (1536, 512)
    hybrid = create("hybrid", limit=236, embedder=HashEmbedder())
    try:
        assert hybrid.summarizing.maintainer.trigger_tokens == 118
    finally:
        hybrid.close()


class DeadVectors:
    """A vector store whose server is gone: every call fails the same way."""

    def __getattr__(self, name: str) -> object:
        if name == "close":
            return lambda: None

        def fail(*_: object, **__: object) -> None:
            raise RetrievalError("chroma at localhost:8000: connection refused")
        return fail

    def upsert(self, space: str, records: Sequence[VectorRecord]) -> None:
        raise RetrievalError("chroma at localhost:8000: connection refused")

    def query(self, space: str, vector: Sequence[float], *, k: int,
              where: Where) -> list[VectorRecord]:
        raise RetrievalError("chroma at localhost:8000: connection refused")


def test_a_dead_vector_store_logs_once(caplog: pytest.LogCaptureFixture) -> None:
    rag = Retrieval(HashEmbedder(), DeadVectors())  # type: ignore[arg-type]
    mem = convmem.Memory(strategy=rag, extractor=False)
    with caplog.at_level(logging.DEBUG, logger="convmem"):
        for i in range(6):
            mem.add("c", {"role": "user", "content": f"message {i} about bread"})
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "indexing" in warnings[0].getMessage()
    assert sum(r.levelno == logging.DEBUG and "indexing" in r.getMessage()
               for r in caplog.records) == 5


def _python_blocks(after: str) -> list[str]:
    section = README[README.index(after):]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_quick_start_runs_twice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code = _python_blocks("## Quick start")[0]
    for _ in range(2):
        scope: dict[str, object] = {}
        exec(compile(code, "README Quick start", "exec"), scope)
        ctx = scope["ctx"]
        assert isinstance(ctx, convmem.Context) and "peanuts" in str(ctx.messages)


def test_the_drop_in_examples_build_their_memory_offline(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from convmem.cli import _parser

    monkeypatch.chdir(tmp_path)
    section = README[README.index("## Drop-in for chatbot backends"):]
    serve_line = next(line for line in section.splitlines() if line.startswith("convmem serve"))
    args = _parser().parse_args(shlex.split(serve_line)[1:])
    convmem.Memory(strategy="window", tokenizer=args.tokenizer, window=args.window).close()
    wrap_code = next(b for b in _python_blocks("## Drop-in") if "wrap(" in b)
    memory_call = re.search(r"Memory\((.*?)\)\)", wrap_code, re.S)
    assert memory_call is not None
    mem = eval(f"convmem.Memory({memory_call.group(1)}, strategy='window')", {"convmem": convmem})
    mem.close()
    assert os.path.exists(tmp_path / "chat.db")
