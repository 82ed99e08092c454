"""Two ``convmem serve`` workers running hybrid on one PostgreSQL and one Chroma server.

Each worker keeps its retrieval index in memory and persists the vectors to the vector store it
is given (``--vectors``); on one Chroma server they share them. The turns of one conversation go
to the two workers in turn: the context a worker sends quotes an old turn the *other* worker
stored, and the server holds one set of vectors for the conversation, not one per worker.
Loopback only; the processes are ended by their PIDs.
"""

from __future__ import annotations

import chromadb
import httpx
import pytest

from convmem.strategies.index import tag
from tests.pg import drop_database, fresh_database
from tests.servers import Upstream, serve_process

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

FILLER = ["How was the match yesterday?", "Any film tips for tonight?",
          "The train was late again.", "I repainted the kitchen cabinets."]


def test_two_workers_share_one_chroma_server(upstream: Upstream, postgres_server: str,
                                             chroma_server: tuple[str, int]) -> None:
    host, port = chroma_server
    upstream.fake.default = "Noted."
    url = fresh_database(postgres_server, "vectors")
    args = ["--upstream", upstream.url, "--store", url, "--strategy", "hybrid",
            "--vectors", f"http://{host}:{port}", "--window", "700", "--reserve-output", "100"]
    headers = {"X-Conversation-Id": "shared"}
    turns = ["Our neighbour Olga plays the bassoon in a brass band.",
             *(f"{FILLER[i % 4]} ({i}) We talked about it for a while over coffee, and then "
               "moved on to our plans for the long weekend at the lake." for i in range(24))]
    try:
        with serve_process(*args) as a, serve_process(*args) as b, \
                httpx.Client(timeout=60) as client:
            for i, text in enumerate(turns):
                worker = (a, b)[i % 2]
                answer = client.post(f"{worker.base_url}/chat/completions", headers=headers,
                                     json={"model": "fake-model", "messages": [
                                         {"role": "user", "content": text}]})
                assert answer.status_code == 200, answer.text
            # Worker b asks; the Olga turn was stored (and indexed) by worker a.
            answer = client.post(f"{b.base_url}/chat/completions", headers=headers,
                                 json={"model": "fake-model", "messages": [
                                     {"role": "user", "content": "Which instrument does Olga "
                                                                 "play?"}]})
            assert answer.status_code == 200, answer.text
        sent = upstream.fake.requests[-1].messages
        assert "bassoon" in str(sent[-1]["content"])  # quoted as retrieved context
        assert sent[0]["content"] != turns[0]  # ... not because the window still held it
        server = chromadb.HttpClient(host=host, port=port)
        mine = {"conversation_id": tag("shared")}
        ids = [i for c in server.list_collections()
               for i in server.get_collection(c.name).get(where=mine, include=[])["ids"]]
        # One vector per passage of each stored message (two workers, one set), all kept.
        assert len(ids) == len(set(ids)) >= 2 * len(turns)
    finally:
        drop_database(postgres_server, url)
