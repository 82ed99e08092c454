"""``convmem chat`` end to end: the REPL against the fake server on a real loopback port."""

from __future__ import annotations

import argparse
import io
from typing import Any

import pytest

from convmem.cli.chat import add_arguments, main, render_report, run
from convmem.facts.ledger import FactStatement
from convmem.messages import Message
from tests.fakes import TEST_KEY, FakeOpenAI, serve_on_loopback


class AllergyExtractor:
    """A deterministic stand-in for the rule extractor: 'allergic to X' is a fact."""

    def extract(self, message: Message) -> list[FactStatement]:
        text = message.text
        if "allergic to " not in text:
            return []
        what = text.split("allergic to ", 1)[1].strip(" .")
        return [FactStatement(category="allergy", key=f"allergy:{what}", value=what, text=text)]


def echo(body: Any) -> str:
    return "echo: " + body["messages"][-1]["content"]


def session(url: str, lines: list[str], **options: Any) -> str:
    out = io.StringIO()
    options.setdefault("store", None)
    options.setdefault("extractor", AllergyExtractor())
    status = run(url, "fake-model", TEST_KEY, conversation="cli-1",
                 stdin=io.StringIO("".join(f"{line}\n" for line in lines)), stdout=out,
                 **options)
    assert status == 0
    return out.getvalue()


def test_a_session_streams_replies_and_shows_context_facts_history() -> None:
    fake = FakeOpenAI(default=echo, chunk_size=3)
    with serve_on_loopback(fake) as url:
        text = session(url, ["Hello there", "I am allergic to peanuts.", "/context", "/facts",
                             "/history", "/help", "/nope", "/quit", "never sent"],
                       system="Be kind.", window=2000, reserve_output=200)
    assert "assistant> echo: Hello there\n" in text
    assert "assistant> echo: I am allergic to peanuts.\n" in text
    assert "context for cli-1" in text and "of limit 1800" in text
    assert "kept" in text and "facts pinned" in text
    assert "allergy:peanuts" in text and "peanuts" in text  # /facts
    assert "history" in text and "system" in text and "Be kind." in text
    assert "unknown command /nope" in text
    assert len(fake.requests) == 2 and "never sent" not in text
    assert fake.requests[1].messages[0] == {"role": "system", "content": "Be kind."}
    assert fake.requests[0].headers["authorization"] == f"Bearer {TEST_KEY}"
    assert TEST_KEY not in text


def test_an_upstream_error_is_shown_and_the_session_goes_on() -> None:
    fake = FakeOpenAI(default=echo).error(400, {"error": {"message": "bad things"}})
    with serve_on_loopback(fake) as url:
        text = session(url, ["first", "second", "/history"])
    assert "error:" in text and "bad things" in text and "turn 0" in text
    assert "echo: second" in text
    assert text.count("user") >= 2  # both user messages are in the history table


def test_end_of_input_quits_and_context_before_any_turn_is_explained() -> None:
    fake = FakeOpenAI(default=echo)
    with serve_on_loopback(fake) as url:
        text = session(url, ["/context", "/facts", "/history"])
    assert "no context built yet" in text and "no facts remembered yet" in text
    assert "no messages yet" in text and fake.requests == []


def test_a_conversation_resumes_from_a_sqlite_store(tmp_path: Any) -> None:
    store = f"sqlite:///{tmp_path / 'chat.db'}"
    fake = FakeOpenAI(default=echo)
    with serve_on_loopback(fake) as url:
        session(url, ["remember the blue door"], store=store)
        text = session(url, ["what door?", "/history"], store=store)
    assert "4 stored messages" not in text and "2 stored messages" in text
    assert fake.last.messages[0]["content"] == "remember the blue door"
    assert "remember the blue door" in text


def test_render_report_lists_ranges() -> None:
    from convmem.core.context import Report

    report = Report(conversation_id="c", strategy="window", window=100, reserve_output=10,
                    limit=90, tokens=42, split={"recent": 30, "new": 9, "priming": 3},
                    kept=[4, 5, 6, 9], dropped=[(0, 4), (7, 9)],
                    facts_pinned=["allergy:nuts", "k:[/i]"], notes={"rag": "[bold]x"})
    out = io.StringIO()
    from rich.console import Console

    Console(file=out, width=120).print(render_report(report))
    text = out.getvalue()
    assert "42 of limit 90" in text and "4-6, 9" in text and "0-3, 7-8" in text
    assert "allergy:nuts" in text and "recent 30" in text
    assert "k:[/i]" in text and "[bold]x" in text  # shown as written, not read as markup


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="convmem")
    sub = parser.add_subparsers(dest="command")
    add_arguments(sub.add_parser("chat"))
    return parser.parse_args(["chat", *argv])


def test_arguments_and_defaults() -> None:
    args = parse(["--model", "m"])
    assert (args.strategy, args.window, args.reserve_output, args.tokenizer) == (
        "hybrid", 8192, 1024, "cl100k_base")
    assert args.safety_margin == 0.0 and args.api_key is None and args.conversation is None
    with pytest.raises(SystemExit):
        parse([])  # --model is required


def test_main_takes_the_key_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        from convmem.facts.rules import RuleExtractor  # noqa: F401
    except ImportError:
        pytest.skip("Memory's default extractor (convmem.facts.rules.RuleExtractor) is not in this "
                    "tree yet")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("CONVMEM_API_KEY", TEST_KEY)
    fake = FakeOpenAI(default=echo)
    out = io.StringIO()
    with serve_on_loopback(fake) as url:
        args = parse(["--base-url", url, "--model", "fake-model", "--store", "memory",
                      "--conversation", "env-1", "--window", "3000", "--strategy", "window"])
        assert main(args, stdin=io.StringIO("hi\n"), stdout=out) == 0
    assert fake.last.headers["authorization"] == f"Bearer {TEST_KEY}"
    assert "echo: hi" in out.getvalue() and TEST_KEY not in out.getvalue()


def test_main_refuses_openai_without_a_key(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("CONVMEM_API_KEY", raising=False)
    args = parse(["--base-url", "https://api.openai.com/v1", "--model", "gpt-4o-mini"])
    assert main(args, stdin=io.StringIO(""), stdout=io.StringIO()) == 2
    assert "OPENAI_API_KEY" in capsys.readouterr().err


def test_main_reports_bad_configuration(capsys: pytest.CaptureFixture[str]) -> None:
    args = parse(["--base-url", "http://127.0.0.1:9/v1", "--model", "m", "--api-key", "k",
                  "--window", "100", "--reserve-output", "200", "--store", "memory"])
    assert main(args, stdin=io.StringIO(""), stdout=io.StringIO()) == 2
    assert "window=100" in capsys.readouterr().err
