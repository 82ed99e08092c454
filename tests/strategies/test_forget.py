"""Hard deletion end to end: after ``forget_user`` none of the user's text is anywhere a byte
search can find it — the SQLite file (WAL checkpointed), the embedded Chroma folder, a Chroma
server's collections — and the other user's data is untouched. Real MiniLM, real Chroma."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import convmem
from convmem.stores import SQLStore
from convmem.strategies import Hybrid, Retrieval
from convmem.strategies.index import tag
from convmem.tokens import TokenCounter

pytestmark = pytest.mark.slow

ANN = ["Zanzibarine marmalade keeps me going", "my quokka Ferdinandus loves the balcony",
       "I work as a glassblower in Tarrytownish"]
BOB = ["Bob here, my cat Pemberton sleeps all day", "I moved to Vladivostokville last spring"]
IDS = ["ann-sekrit-conv", "ann-other-conv", "ann-the-user"]


def talk(mem: convmem.Memory) -> None:
    for cid, lines in (("ann-sekrit-conv", ANN[:2]), ("ann-other-conv", ANN[2:])):
        for text in lines:
            mem.add(cid, {"role": "user", "content": text}, user_id="ann-the-user")
            mem.add(cid, {"role": "assistant", "content": f"Noted: {text}!"})
    for text in BOB:
        mem.add("bob-conv", {"role": "user", "content": text}, user_id="bob")
        mem.add("bob-conv", {"role": "assistant", "content": "Noted."})
    mem.build("ann-sekrit-conv", {"role": "user", "content": "What do I love?"})


def found(folder: Path, needles: list[str]) -> dict[str, list[str]]:
    """needle -> files under ``folder`` whose bytes contain it (UTF-8)."""
    hits: dict[str, list[str]] = {}
    for path in folder.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            for needle in needles:
                if needle.encode() in data:
                    hits.setdefault(needle, []).append(path.name)
    return hits


def test_forget_user_leaves_no_bytes_in_sqlite_or_embedded_chroma(
        minilm: Any, counter: TokenCounter, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'chat.db'}"
    store = SQLStore(url)
    mem = convmem.Memory(strategy=convmem.strategies.create("hybrid", store=store,
                                                            embedder=minilm),
                         tokenizer=counter, store=store)
    talk(mem)
    needles = [*ANN, *IDS, "Ferdinandus", "Zanzibarine", "Tarrytownish"]
    assert set(found(tmp_path, needles)) >= {*ANN, "ann-sekrit-conv"}  # the search can see them
    assert mem.forget_user("ann-the-user") == ["ann-other-conv", "ann-sekrit-conv"]
    mem.close()  # closing flushes Chroma's own write-ahead log to its segments
    assert found(tmp_path, needles) == {}
    hits = found(tmp_path, [*BOB, "bob-conv"])
    assert set(hits) == {*BOB, "bob-conv"}  # the other user's data is all there
    again = convmem.Memory(strategy=convmem.strategies.create("hybrid", store=SQLStore(
        url), embedder=minilm), tokenizer=counter, store=url)
    try:
        assert again.store.conversations() == ["bob-conv"]
        ctx = again.build("bob-conv", {"role": "user", "content": "Where do I live now?"})
        assert "Vladivostokville" in str(ctx.messages)
    finally:
        again.close()


def server_records(host: str, port: int) -> list[str]:
    """Every metadata and document of every collection on the server, read independently."""
    import chromadb
    from chromadb.config import Settings

    client = chromadb.HttpClient(host=host, port=port,
                                 settings=Settings(anonymized_telemetry=False))
    out: list[str] = []
    for collection in client.list_collections():
        got = client.get_collection(collection.name).get(include=["metadatas", "documents"])
        out += [str(m) for m in got["metadatas"] or []]
        out += [str(d) for d in got["documents"] or [] if d]
    return out


def test_forget_removes_vectors_from_a_chroma_server(
        minilm: Any, counter: TokenCounter, chroma_server: tuple[str, int]) -> None:
    from convmem.stores.chroma import ChromaVectorStore

    host, port = chroma_server
    vectors = ChromaVectorStore(host=host, port=port)
    retrieval = Retrieval(minilm, vectors)
    mem = convmem.Memory(strategy=Hybrid(retrieval), tokenizer=counter)
    try:
        talk(mem)
        # The vector store keeps digests of ids and names, never their text (index.tag).
        ann, bob = [tag(c) for c in IDS], tag("bob-conv")
        before = server_records(host, port)
        assert any(a in x for x in before for a in ann) and not [
            x for x in before if any(n in x for n in [*IDS, *ANN])]
        mem.forget_user("ann-the-user")
        left = server_records(host, port)
        assert left and not [x for x in left if any(n in x for n in [*ann, *IDS, *ANN])]
        assert any(bob in x for x in left)
    finally:
        mem.close()
