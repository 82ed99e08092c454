"""``convmem facts list|pin|retract|forget`` through the real entry point, on a SQLite file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import convmem
from convmem.cli import main
from convmem.stores.sql_schema import mask


@pytest.fixture
def url(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'chat.db'}"
    with convmem.Memory(strategy="window", store=url) as mem:
        mem.add("c1", {"role": "user", "content": "I'm allergic to peanuts"}, user_id="ann")
        mem.add("c2", {"role": "user", "content": "I live in Lyon"}, user_id="ann")
        mem.add("c3", {"role": "user", "content": "I live in Oslo"}, user_id="bob")
    return url


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(["facts", *argv])
    out = capsys.readouterr()
    return code, out.out + out.err


def test_list_pin_retract(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    with convmem.Memory(strategy="window", store=url, extractor=False) as mem:
        mem.store.add_fact(convmem.Fact("c1", "medical:~x", "medical", "x", "since I was 17",
                                        origin="meaning", confidence=0.7412))
    code, out = run(capsys, "list", "--store", url, "c1")
    assert code == 0 and "allergy:peanut" in out and "meaning 0.74" in out
    assert "negated" not in out
    with convmem.Memory(strategy="window", store=url) as mem:
        mem.add("c2", {"role": "user", "content": "I'm no longer allergic to kiwi"})
    assert "yes, negated" in run(capsys, "list", "--store", url, "c2")[1]
    code, out = run(capsys, "pin", "--store", url, "c1", "call me Captain", "--category",
                    "address", "--by", "alice")
    assert code == 0 and "pinned fact" in out
    code, out = run(capsys, "list", "--store", url, "c1", "--json")
    facts = [json.loads(line) for line in out.splitlines() if line.strip()]
    pinned = next(f for f in facts if f["pinned"])
    assert pinned["author"] == "alice" and pinned["category"] == "address"
    code, out = run(capsys, "retract", "--store", url, "c1", str(pinned["id"]))
    assert code == 0 and "retracted" in out
    code, out = run(capsys, "list", "--store", url, "c1", "--all")
    assert "retracted by" in out and "cli" in out
    code, out = run(capsys, "retract", "--store", url, "c1", "999")
    assert code == 2 and "no current fact" in out


def test_a_fact_pinned_ahead_of_a_conversation_says_so(url: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["facts", "pin", "--store", url, "-- [bold]c9", "call me Captain"])
    said = capsys.readouterr()
    assert code == 0 and "pinned fact" in said.out and "holds no messages" not in said.out
    assert "conversation '-- [bold]c9' holds no messages" in said.err  # on stderr, as given
    assert "convmem facts forget --store URL -- '-- [bold]c9'" in said.err
    code, out = run(capsys, "pin", "--store", url, "c1", "call me Captain")
    assert code == 0 and "holds no messages" not in " ".join(out.split())
    with convmem.Memory(strategy="window", store=url, extractor=False) as mem:
        assert [f.text for f in mem.facts("-- [bold]c9")] == ["call me Captain"]


def test_a_password_in_the_url_is_masked_wherever_it_is() -> None:
    assert mask("postgresql://bob:hunter2@db/x") == "postgresql://bob:***@db/x"
    assert "hunter2" not in mask("postgresql://db/x?user=bob&password=hunter2&sslmode=require")
    assert mask("postgresql://db/x?password=hunter2&sslmode=require").endswith(
        "password=***&sslmode=require")


def test_forget_a_conversation_and_a_user(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "forget", "--store", url, "c1")
    assert code == 0 and "deleted 1 conversation(s): c1" in out
    assert run(capsys, "forget", "--store", url, "c1")[0] == 1  # nothing left to delete
    code, out = run(capsys, "forget", "--store", url, "--user", "ann")
    assert code == 0 and "c2" in out
    with convmem.Memory(strategy="window", store=url) as mem:
        assert mem.store.conversations() == ["c3"]
    code, out = run(capsys, "forget", "--store", url)
    assert code == 2 and "conversation id or --user" in out


def test_a_missing_database_is_named_not_created(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    typo = tmp_path / "chta.db"
    for argv in (["list", "c1"], ["forget", "c1"], ["pin", "c1", "call me Cap"]):
        code, out = run(capsys, argv[0], "--store", f"sqlite:///{typo}", *argv[1:])
        assert code == 2 and "there is no database at" in out, out
    assert not typo.exists()


def test_an_empty_list_says_so(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "list", "--store", url, "nobody")
    assert code == 1 and "no current facts stored for conversation 'nobody'" in out


def test_train_makes_the_detectors_head_ready(capsys: pytest.CaptureFixture[str]) -> None:
    # (the install step runs it; here the head is usually in the cache folder already)
    code, out = run(capsys, "train")
    assert code == 0 and "head is ready" in out
