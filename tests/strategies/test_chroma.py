"""ChromaVectorStore, embedded (PersistentClient) and against a real ``chroma run`` server
(HttpClient), and the rag strategy on top of a server."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

import convmem
from convmem.errors import ConfigError, RetrievalError
from convmem.eval.evidence import context_text
from convmem.providers.embedders import HashEmbedder
from convmem.stores.base import Between, VectorRecord
from convmem.stores.chroma import ChromaVectorStore, collection_name
from convmem.strategies.rag import Retrieval

EMB = HashEmbedder(64)


def _records(cid: str, texts: list[str], user: str = "u") -> list[VectorRecord]:
    return [VectorRecord(f"{cid}:{i}", v, {"conversation_id": cid, "seq": i, "user_id": user,
                                          "day": 738000 + i})
            for i, v in enumerate(EMB.embed(texts))]


@pytest.fixture(params=["embedded", "server"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ChromaVectorStore]:
    if request.param == "embedded":
        made = ChromaVectorStore(tmp_path / "vectors", prefix="t")
    else:
        host, port = request.getfixturevalue("chroma_server")
        made = ChromaVectorStore(host=host, port=port, prefix=f"t-{tmp_path.name[-20:]}")
    yield made
    made.close()


def test_collection_names_are_valid_and_stable() -> None:
    ok = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{1,510}[A-Za-z0-9]$")
    assert collection_name("convmem", "turn-minilm") == "convmem.turn-minilm"
    odd = [("convmem", "turn/ü ñ"), ("x", "y" * 600), ("..", "a"), ("a", "..b"), ("", "")]
    for prefix, space in odd:
        name = collection_name(prefix, space)
        assert ok.match(name) and ".." not in name, name
        assert name == collection_name(prefix, space)
    assert collection_name("x", "a/b") != collection_name("x", "a?b")


def test_needs_exactly_one_of_path_and_host(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="path"):
        ChromaVectorStore()
    with pytest.raises(ConfigError, match="not both"):
        ChromaVectorStore(tmp_path, host="localhost")


def test_round_trip_with_filters(store: ChromaVectorStore) -> None:
    store.upsert("s", _records("a", ["peanut allergy", "muffin recipe", "flour and sugar"]))
    store.upsert("s", _records("b", ["peanut allergy", "muffin recipe"], user="v"))
    query = EMB.embed(["peanut allergy"])[0]
    hits = store.query("s", query, k=10, where={"conversation_id": "a"})
    assert [h.metadata["conversation_id"] for h in hits] == ["a"] * 3
    assert hits[0].id == "a:0" and hits[0].score == pytest.approx(1.0, abs=1e-4)
    assert len(store.query("s", query, k=10, where={"user_id": ["u", "v"]})) == 5
    ranged = store.query("s", query, k=10, where={"conversation_id": "a",
                                                  "day": Between(738001, 738002)})
    assert sorted(h.id for h in ranged) == ["a:1", "a:2"]
    assert store.query("s", query, k=10, where={"conversation_id": "nobody"}) == []
    got = store.get("s", ["b:1", "a:0", "missing"])
    assert sorted(r.id for r in got) == ["a:0", "b:1"]
    assert all(len(r.vector) == 64 for r in got)
    assert len(store.scan("s", {"conversation_id": "a"})) == 3
    store.upsert("s", _records("a", ["replaced"]))  # same id: replaced, not added
    assert len(store.scan("s", {"conversation_id": "a"})) == 3
    store.delete("s", {"conversation_id": "a"})
    assert store.scan("s", {"conversation_id": "a"}) == []
    assert len(store.scan("s", {"conversation_id": "b"})) == 2


def test_empty_list_filter_is_rejected(tmp_path: Path) -> None:
    store = ChromaVectorStore(tmp_path)
    with pytest.raises(ConfigError, match="empty list"):
        store.query("s", EMB.embed(["x"])[0], k=3, where={"speaker": []})


def test_embedded_folder_persists_across_reopen(tmp_path: Path) -> None:
    first = ChromaVectorStore(tmp_path / "v")
    first.upsert("s", _records("a", ["one", "two"]))
    first.close()
    again = ChromaVectorStore(tmp_path / "v")
    assert sorted(r.id for r in again.scan("s", {"conversation_id": "a"})) == ["a:0", "a:1"]
    again.close()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # closed again when the socket is


def test_unreachable_server_raises_retrieval_error_on_use_not_on_construction() -> None:
    store = ChromaVectorStore(host="127.0.0.1", port=_closed_port())
    with pytest.raises(RetrievalError, match="cannot open collection") as info:
        store.query("s", [1.0, 0.0], k=1, where={"conversation_id": "a"})
    assert info.value.__cause__ is not None


def test_rag_strategy_on_a_chroma_server(chroma_server: tuple[str, int]) -> None:
    host, port = chroma_server
    vectors = ChromaVectorStore(host=host, port=port, prefix="rag-server")
    strategy = Retrieval(HashEmbedder(), vectors, recent_share=0.1)
    mem = convmem.Memory(strategy=strategy, window=400, reserve_output=0, extractor=False)
    mem.add("srv", {"role": "user", "content": "My locker code is 4711, remember it."})
    mem.add("srv", {"role": "assistant", "content": "Noted."})
    for i in range(40):
        mem.add("srv", {"role": "user", "content": f"Tell me a fact about planet number {i}."})
        mem.add("srv", {"role": "assistant", "content": f"Planet {i} has {i % 7} moons."})
    ctx = mem.build("srv", {"role": "user", "content": "What is my locker code?"})
    assert 0 in ctx.report.retrieved
    assert "4711" in context_text(ctx.messages)
    assert ctx.tokens <= 400
    vectors.close()
