"""The proxy run the way backends run services: tenants that cannot shrink each other's budgets,
no credential in anything a client or a log can see, errors that say what happened, metrics."""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from convmem.cli import main as cli
from convmem.eval.proxybench import serve_in_thread
from tests.procs import ended_within, workers
from tests.proxy.upstreams import CookieSetter
from tests.servers import CID, Proxy, Upstream, memory, serve_process

PW, KEY, UPSTREAM_KEY, CLIENT = "pw-SECRET-1", "qk-SECRET-2", "up-SECRET-3", "cl-SECRET-4"
SECRETS = (PW, KEY, UPSTREAM_KEY)


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def test_one_tenant_cannot_shrink_another_tenants_budget(upstream: Upstream, serve: Any,
                                                         tmp_path: Path) -> None:
    """Tenant A sends 40 requests with an oversized max_tokens; the upstream rejects each with
    numbers that include A's max_tokens. Tenant B's limit does not move (old main: 3,840 ->
    195 tokens)."""
    upstream.fake.context_limit = 4096  # the proxy was told 8192
    upstream.fake.default = "ok"
    proxy: Proxy = serve(upstream.url, memory(window=8192, reserve_output=256),
                         tenants={"key-a": "a", "key-b": "b"}, upstream_key="sk-up")
    before = proxy.memory.limit("fake-model", scope="b")
    a = openai.OpenAI(base_url=proxy.base_url, api_key="key-a", max_retries=0)
    for i in range(40):
        with pytest.raises(openai.BadRequestError):
            a.chat.completions.create(model="fake-model", messages=[user(f"q{i} " * 100)],
                                      max_tokens=4000, extra_headers=CID)
    assert proxy.memory.limit("fake-model", scope="b") == before == 8192 - 256
    assert proxy.memory.limit("fake-model", scope="a") == 4096 - 256  # A learnt the window
    b = openai.OpenAI(base_url=proxy.base_url, api_key="key-b", max_retries=0)
    for i in range(3):
        b.chat.completions.create(model="fake-model", messages=[user("x " * 900 + str(i))],
                                  extra_headers=CID)
    assert sum(1 for r in upstream.fake.requests if "x x x" in json.dumps(r.json)) == 3


def test_a_confused_error_cannot_make_the_limit_absurd(upstream: Upstream, serve: Any) -> None:
    """An upstream 400 claiming a prompt 40x larger than we sent (old main: "the limit is 9")."""
    proxy: Proxy = serve(upstream.url, memory(window=4096, reserve_output=256))
    upstream.fake.error(400, {"error": {"message": "prompt is too long: 40000 tokens > 4000 "
                                        "maximum", "code": "context_length_exceeded"}})
    upstream.fake.reply("after")
    client = openai.OpenAI(base_url=proxy.base_url, api_key="k", max_retries=0)
    with pytest.raises(openai.BadRequestError, match="40000 tokens > 4000"):
        client.chat.completions.create(model="fake-model", messages=[user("hello " * 50)],
                                       extra_headers=CID)
    assert proxy.memory.limit("fake-model") == 4000 - 256  # the stated window, nothing absurd
    reply = client.chat.completions.create(model="fake-model", messages=[user("again")],
                                           extra_headers=CID)
    assert reply.choices[0].message.content == "after"


def _dead_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_no_credential_reaches_a_client_or_a_log(upstream: Upstream, tmp_path: Path,
                                                caplog: pytest.LogCaptureFixture) -> None:
    """Upstream URLs with credentials, an upstream that echoes the key back, an upstream that
    is down: every response body, header and log line of the proxy (in-process and a real
    `convmem serve` process) is searched for the planted secrets."""
    caplog.set_level(logging.DEBUG, logger="convmem")
    seen: list[str] = []
    live = upstream.url.replace("http://", f"http://svc:{PW}@") + f"?api-key={KEY}"
    dead = f"http://svc:{PW}@127.0.0.1:{_dead_port()}/v1?api-key={KEY}"
    upstream.fake.error(401, {"error": {"message": f"bad key {UPSTREAM_KEY} for {PW}"}})
    upstream.fake.error(500, {"error": {"message": f"boom {KEY}"}})
    for target in (live, dead):
        with serve_process("--upstream", target, "--store", f"sqlite:///{tmp_path}/p.db",
                           "--window", "4000", "--max-retries", "0",
                           env={"CONVMEM_UPSTREAM_KEY": UPSTREAM_KEY}) as proxy:
            with httpx.Client(timeout=30) as client:
                for body in ({"model": "m", "messages": [user("hi")]},
                             {"model": "m", "messages": [user("hi")], "stream": True}):
                    r = client.post(f"{proxy.base_url}/chat/completions", json=body,
                                    headers={**CID, "Authorization": f"Bearer {CLIENT}"})
                    seen += [r.text, json.dumps(dict(r.headers))]
                r = client.get(f"{proxy.base_url}/models")
                seen += [r.text, json.dumps(dict(r.headers))]
            proxy.proc.terminate()
            proxy.proc.wait(timeout=20)
            seen.append(proxy.output())
    seen += [record.getMessage() for record in caplog.records]
    leaks = [(s, text[:200]) for text in seen for s in SECRETS if s in text]
    assert leaks == []
    assert any("***" in text for text in seen)  # the URL was shown, redacted


def test_tenants_without_an_upstream_key_refuse_to_start(tmp_path: Path) -> None:
    keys = tmp_path / "keys.json"
    keys.write_text(json.dumps({"k": "a"}))
    env = {k: v for k, v in os.environ.items() if k != "CONVMEM_UPSTREAM_KEY"}
    done = subprocess.run([sys.executable, "-m", "convmem", "serve", "--upstream",
                           "http://127.0.0.1:9/v1", "--tenants", str(keys), "--store",
                           f"sqlite:///{tmp_path}/x.db"], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 2 and "CONVMEM_UPSTREAM_KEY is not set" in done.stderr


def test_errors_say_what_happened(upstream: Upstream, serve: Any) -> None:
    proxy: Proxy = serve(upstream.url, admin_key="adm")
    url = f"{proxy.base_url}/chat/completions"
    upstream.fake.default = "ok"
    first = httpx.post(url, json={"model": "m", "messages": [{**user("hi"), "id": "m1"}]},
                       headers=CID)
    again = httpx.post(url, json={"model": "m", "messages": [{**user("yo"), "id": "m1"}]},
                       headers=CID)
    assert first.status_code == 200
    assert again.status_code == 409 and "'m1'" in again.json()["error"]["message"]
    steer = httpx.post(url, json={"model": "m", "messages": [
        {**user("x"), "meta": {"convmem": {"partial": True}}}]}, headers=CID)
    assert steer.status_code == 400 and "reserved" in steer.json()["error"]["message"]
    for path in ("/openapi.json", "/docs"):
        assert httpx.get(proxy.root + path).status_code == 404
    slashed = {"X-Conversation-Id": "team/alice"}
    assert httpx.post(url, json={"model": "m", "messages": [user("hi")]},
                      headers=slashed).status_code == 200
    for path in ("team/alice", "team%2Falice"):
        read = httpx.get(f"{proxy.base_url}/conversations/{path}/messages",
                         headers={"X-Admin-Key": "adm"})
        assert read.status_code == 200 and read.json()["data"][0]["content"] == "hi"


def test_a_stream_cut_short_upstream_is_not_relayed_as_complete(upstream: Upstream,
                                                                serve: Any) -> None:
    proxy: Proxy = serve(upstream.url)
    upstream.fake.reply("half a rep", end="eof")  # no finish reason, no [DONE]
    client = openai.OpenAI(base_url=proxy.base_url, api_key="k", max_retries=0)
    with pytest.raises(openai.APIError, match="ended before the reply was complete"):
        for _ in client.chat.completions.create(model="m", messages=[user("go")], stream=True,
                                                extra_headers=CID):
            pass
    stored = proxy.memory.history("c1")[-1]
    assert stored["meta"]["convmem"]["partial"] is True


def test_metrics_count_requests_tokens_and_calibration(upstream: Upstream, serve: Any) -> None:
    upstream.fake.default = "ok"
    proxy: Proxy = serve(upstream.url, memory(window=4000, reserve_output=200), admin_key="adm")
    client = openai.OpenAI(base_url=proxy.base_url, api_key="k", max_retries=0)
    for i in range(3):
        client.chat.completions.create(model="fake-model", messages=[user(f"question {i}")],
                                       extra_headers=CID)
    assert httpx.get(f"{proxy.root}/metrics").status_code == 401
    text = httpx.get(f"{proxy.root}/metrics", headers={"X-Admin-Key": "adm"}).text
    assert 'convmem_requests_total{outcome="ok",stream="json"} 3.0' in text
    sent = float(next(line.split()[-1] for line in text.splitlines()
                      if line.startswith("convmem_prompt_tokens_total")))
    history = float(next(line.split()[-1] for line in text.splitlines()
                         if line.startswith("convmem_history_tokens_total")))
    # Everything fits: each request sent the whole history, so nothing was saved (the new
    # message, stored before the count, is counted once).
    assert sent == history > 0
    assert 'convmem_calibration_slope{key="fake-model"} 1.0' in text
    assert 'convmem_overhead_seconds_count{phase="begin"} 3.0' in text


def test_serve_workers_share_one_store(upstream: Upstream, tmp_path: Path) -> None:
    """Two worker processes behind one port: a conversation's turns, sent concurrently, are
    stored in order, each reply after its own message."""
    upstream.fake.default = lambda body: "re: " + body["messages"][-1]["content"]
    url = f"sqlite:///{tmp_path / 'w.db'}"
    with serve_process("--upstream", upstream.url, "--store", url, "--window", "4000",
                       "--workers", "2") as proxy:
        import concurrent.futures

        def turn(i: int) -> str:
            client = openai.OpenAI(base_url=proxy.base_url, api_key="k", max_retries=0)
            reply = client.chat.completions.create(model="m", messages=[user(f"m{i}")],
                                                   extra_headers=CID)
            return reply.choices[0].message.content or ""

        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            replies = list(pool.map(turn, range(16)))
    assert replies == [f"re: m{i}" for i in range(16)]
    from convmem.stores.sql import SQLStore

    store = SQLStore(url)
    stored = [(m.role, m.text) for m in store.range("c1", 0, store.count("c1"))]
    store.close()
    assert len(stored) == 32
    for k in range(0, 32, 2):
        assert stored[k][0] == "user" and stored[k + 1] == ("assistant", "re: " + stored[k][1])


def test_the_workers_of_a_killed_serve_stop_serving(upstream: Upstream, tmp_path: Path) -> None:
    # uvicorn's workers outlive a supervisor killed with SIGKILL: they went on answering on its
    # port, unsupervised, and kept the port from a new `convmem serve`
    with serve_process("--upstream", upstream.url, "--store", f"sqlite:///{tmp_path / 'w.db'}",
                       "--workers", "2") as proxy:
        started = workers(proxy.proc.pid)
        assert len(started) == 2
        proxy.kill()
        ended_within(started, 60)
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"{proxy.root}/healthz", timeout=5)


def test_cli_refuses_a_bad_configuration_before_starting(capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    with pytest.raises(SystemExit) as exited:  # argparse's own exit: usage and one line
        cli(["serve", "--upstream", "ftp://x", "--store", "sqlite://"])
    assert exited.value.code == 2
    assert "'ftp://x' is not an http(s) URL" in capsys.readouterr().err



def test_an_upstream_cookie_never_reaches_another_client(upstream: Upstream, serve: Any) -> None:
    """An upstream (a gateway, a load balancer) that sets a session cookie for one client's key:
    the proxy's connection pools are shared by every client and tenant, so a cookie kept in
    them would be sent with the next client's key (old main: "session=key-X" went upstream
    with the requests of key-Y). None is kept."""
    gateway = CookieSetter(upstream.server.app)
    upstream.fake.default = "ok"
    with serve_in_thread(gateway) as root:
        proxy: Proxy = serve(f"{root}/v1", memory())
        for key in ("key-X", "key-Y", "key-X"):
            client = openai.OpenAI(base_url=proxy.base_url, api_key=key, max_retries=0)
            for stream in (False, True):
                out = client.chat.completions.create(
                    model="fake-model", messages=[user("hi")], stream=stream,
                    extra_headers={"X-Conversation-Id": f"{key}-{stream}"})
                if stream:
                    list(out)  # type: ignore[call-overload]
    assert len(gateway.cookies) >= 6
    assert gateway.cookies == [None] * len(gateway.cookies)


_SPANS = """
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from convmem.proxy import metrics

assert metrics.span("begin") is metrics.span("finish")  # the shared no-op, no provider yet
with metrics.span("begin"):
    pass
exporter = InMemorySpanExporter()
provider = TracerProvider()
provider.add_span_processor(SimpleSpanProcessor(exporter))
trace.set_tracer_provider(provider)
with metrics.span("begin", conversation="c1", tokens=12, skipped=object()):
    pass
(only,) = exporter.get_finished_spans()
assert only.name == "convmem.begin", only.name
assert dict(only.attributes) == {"conversation": "c1", "tokens": 12}, only.attributes
print("ok")
"""


def test_spans_are_free_until_a_tracer_provider_is_set_then_recorded() -> None:
    """In a fresh interpreter (the global provider can be set once per process): no span
    until the application sets a provider, then one per phase with its attributes."""
    out = subprocess.run([sys.executable, "-c", _SPANS], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]
