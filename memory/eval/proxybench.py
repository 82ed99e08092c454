"""``convmem bench-proxy``: what the memory proxy adds to a chat request's latency.

A fake OpenAI-compatible upstream (:func:`upstream_app`, a bare ASGI app that answers at once)
and the proxy (``convmem serve`` on a SQLite store) run on loopback ports, each in its own
process so the client's, the proxy's and the upstream's work do not share one interpreter lock.
The client calls the upstream directly and through the proxy, alternating, and compares:

* the latency of non-streaming requests (p50, p99) — the proxy's added time is the difference;
* the time to the first content byte of streams, with 1 and with ``--concurrency`` concurrent
  conversations streaming at once, and the errors at that concurrency.

Every proxied request belongs to a conversation, so each one aligns, stores and builds on a
growing history: the figures include the store round trip, not just the HTTP hop. The fake
upstream does no work, so the proxy's share is not hidden behind a model's latency.

:func:`upstream_app` and :func:`serve_in_thread` are reused by the examples and the tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx

__all__ = ["measure", "serve_in_thread", "serve_process", "serve_workers", "stop_process",
           "upstream_app"]

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

_REPLY = "Sure: here is a short answer that streams in a few pieces, like a model would."


def upstream_app(reply: str | Callable[[dict[str, Any]], str] = _REPLY, *, chunks: int = 8,
                 delay: float = 0.0, model: str = "bench-model") -> App:
    """A minimal OpenAI-compatible chat server as a bare ASGI app.

    Args:
        reply: the reply text, or a function of the request body returning it.
        chunks: how many content pieces a streamed reply is cut into.
        delay: seconds between streamed pieces (the first piece is sent at once).
        model: the model name it reports.

    Returns:
        An ASGI app answering ``POST …/chat/completions`` (streaming or not, usage included)
        and ``GET …/models``.
    """
    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        raw = b""
        while True:
            message = await receive()
            raw += message.get("body", b"")
            if not message.get("more_body"):
                break
        path = scope["path"]
        if scope["method"] == "GET" and path.endswith("/models"):
            return await _json(send, 200, {"object": "list", "data": [
                {"id": model, "object": "model", "created": 0, "owned_by": "bench"}]})
        if scope["method"] != "POST" or not path.endswith("/chat/completions"):
            return await _json(send, 404, {"error": {"message": f"no route {path}",
                                                     "type": "invalid_request_error"}})
        try:
            body = json.loads(raw)
            messages = body["messages"]
        except (ValueError, KeyError, TypeError):
            return await _json(send, 400, {"error": {"message": "bad request",
                                                     "type": "invalid_request_error"}})
        text = reply(body) if callable(reply) else reply
        prompt = sum(len(str(m.get("content") or "")) // 4 + 4 for m in messages) + 3
        usage = {"prompt_tokens": prompt, "completion_tokens": len(text) // 4,
                 "total_tokens": prompt + len(text) // 4,
                 "prompt_tokens_details": {"cached_tokens": 0}}
        base = {"id": "chatcmpl-bench", "created": int(time.time()), "model": model}
        if not body.get("stream"):
            return await _json(send, 200, {**base, "object": "chat.completion", "choices": [{
                "index": 0, "message": {"role": "assistant", "content": text, "refusal": None},
                "finish_reason": "stop"}], "usage": usage})
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/event-stream")]})

        async def event(choices: list[Any], **extra: Any) -> None:
            data = {**base, "object": "chat.completion.chunk", "choices": choices, **extra}
            await send({"type": "http.response.body", "more_body": True,
                        "body": b"data: " + json.dumps(data).encode() + b"\n\n"})

        def delta(d: dict[str, Any], finish: str | None = None) -> list[Any]:
            return [{"index": 0, "delta": d, "finish_reason": finish}]

        await event(delta({"role": "assistant", "content": ""}))
        size = max(1, -(-len(text) // max(1, chunks)))
        for i in range(0, len(text), size):
            if i and delay:
                await asyncio.sleep(delay)
            await event(delta({"content": text[i:i + size]}))
        await event(delta({}, "stop"))
        if (body.get("stream_options") or {}).get("include_usage"):
            await event([], usage=usage)
        await send({"type": "http.response.body", "body": b"data: [DONE]\n\n"})

    return app


async def _json(send: Send, status: int, data: Any) -> None:
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": json.dumps(data).encode()})


def _bound() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


@contextlib.contextmanager
def serve_in_thread(app: Any, *, log_level: str = "warning") -> Iterator[str]:
    """Serve an ASGI app with uvicorn on a free 127.0.0.1 port in a background thread.

    Yields:
        The root URL, e.g. ``http://127.0.0.1:54321``.

    Raises:
        RuntimeError: the server did not start within 10 s.
    """
    import uvicorn

    sock = _bound()
    config = uvicorn.Config(app, log_config=None, log_level=log_level, access_log=False,
                            lifespan="on", timeout_graceful_shutdown=2)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True,
                              name="convmem-uvicorn")
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start within 10 s")
        time.sleep(0.005)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def _child(kind: str, fd: int, raw_options: str) -> None:
    """A server process: the fake upstream or the proxy, on an inherited bound socket."""
    import uvicorn

    options = json.loads(raw_options)
    sock = socket.socket(fileno=fd)
    threading.Thread(target=_exit_with, args=(os.getppid(),), daemon=True).start()
    app: Any
    if kind == "upstream":
        app = upstream_app(chunks=options["chunks"], delay=options["delay"])
    else:
        # Configured as `convmem serve` configures a worker (its SQLite settings included);
        # "memory" swaps in the in-memory store, to see the proxy's own work alone.
        from convmem.core.memory import Memory
        from convmem.proxy.config import ServeConfig

        in_memory = options["store"] == "memory"
        config = ServeConfig(options["upstream"], store="sqlite://" if in_memory
                             else options["store"], strategy=options["strategy"],
                             window=options["window"], reserve_output=512, max_retries=0,
                             sqlite_synchronous=options["sqlite_sync"])
        config.resolve()  # the safety margin serve would choose for this upstream
        app = config.app(Memory(strategy=config.strategy, window=options["window"],
                                reserve_output=512, safety_margin=config.margin)
                         if in_memory else None)
    uvicorn.Server(uvicorn.Config(app, log_level="error", access_log=False)).run(
        sockets=[sock])


def _exit_with(parent: int) -> None:
    """End this server process once the process that started it is gone (killed with
    SIGKILL, it could not stop its servers)."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


@contextlib.contextmanager
def serve_process(kind: str, options: dict[str, Any]) -> Iterator[str]:
    sock = _bound()
    sock.listen(2048)
    # A fresh interpreter (not multiprocessing): nothing of the caller's process is copied
    # or re-imported, whatever its main module is.
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; from convmem.eval.proxybench import _child; "
         "_child(sys.argv[1], int(sys.argv[2]), sys.argv[3])", kind, str(sock.fileno()),
         json.dumps(options)], pass_fds=(sock.fileno(),))
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    try:
        _wait_up(url, proc, kind)
        yield url
    finally:
        stop_process(proc, grace=10)
        sock.close()


def _wait_up(url: str, proc: subprocess.Popen[Any], kind: str) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"{url}/v1/models", timeout=2.0)
            return
        except httpx.HTTPError:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError(f"the {kind} process did not start") from None
            time.sleep(0.05)


@contextlib.contextmanager
def serve_workers(options: dict[str, Any], workers: int) -> Iterator[str]:
    """The proxy as users run it: ``convmem serve --workers N`` (uvicorn's supervisor and N
    worker processes on one socket), on ``options``' store, strategy and upstream. Stopped by
    its PID (the supervisor stops its workers)."""
    with _bound() as probe:
        port = probe.getsockname()[1]  # a free port now; serve binds it itself
    store = None if options["store"] == "memory" else options["store"]
    if store is None:
        raise RuntimeError("--workers needs a shared store (SQLite file or PostgreSQL URL)")
    proc = subprocess.Popen(
        [sys.executable, "-m", "convmem", "serve", "--upstream", options["upstream"],
         "--store", store, "--strategy", options["strategy"], "--window",
         str(options["window"]), "--reserve-output", "512", "--port", str(port),
         "--workers", str(workers), "--max-retries", "0", "--sqlite-synchronous",
         options["sqlite_sync"]], stdout=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_up(url, proc, "convmem serve")
        yield url
    finally:
        stop_process(proc)


def stop_process(proc: subprocess.Popen[Any], grace: float = 20.0) -> None:
    """End a process this code started, by its PID: SIGTERM, then SIGKILL after ``grace``
    seconds (the examples and the tests stop their servers this way too)."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@dataclass
class _Series:
    values: list[float] = field(default_factory=list)
    errors: int = 0

    def pct(self, q: float) -> float:
        if not self.values:
            return float("nan")
        ordered = sorted(self.values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def _request(client: httpx.AsyncClient, url: str, body: dict[str, Any],
                   headers: dict[str, str], latency: _Series, ttfb: _Series | None) -> None:
    start = time.perf_counter()
    try:
        if ttfb is None:
            response = await client.post(url, json=body, headers=headers)
            response.raise_for_status()
            response.json()
        else:
            async with client.stream("POST", url, json=body, headers=headers) as response:
                response.raise_for_status()
                first = None
                async for line in response.aiter_lines():
                    if first is None and '"content": "' in line and '"content": ""' not in line:
                        first = time.perf_counter()
                if first is None:
                    raise RuntimeError("no content arrived")
                ttfb.values.append((first - start) * 1000.0)
        latency.values.append((time.perf_counter() - start) * 1000.0)
    except (httpx.HTTPError, RuntimeError, ValueError):
        latency.errors += 1


async def measure(upstream: str, proxy: str, requests: int, concurrency: int, turns: int,
                   per_conversation: int) -> dict[str, dict[str, _Series]]:
    series: dict[str, dict[str, _Series]] = {}
    # One client per simulated user, as in life (and one shared httpx pool would itself be the
    # bottleneck at 100 concurrent streams).
    clients = [httpx.AsyncClient(timeout=60.0) for _ in range(max(1, concurrency))]

    def body(i: int, stream: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"model": "bench-model", "messages": [
            {"role": "user", "content": f"Question {i}: what should I pack for Lisbon?"}]}
        if stream:
            out.update(stream=True, stream_options={"include_usage": True})
        return out

    async def run(name: str, n: int, parallel: int, stream: bool) -> None:
        rows = series.setdefault(name, {})
        for target in ("direct", "proxy"):
            rows[target], rows[target + " ttfb"] = _Series(), _Series()

        async def worker(w: int) -> None:
            for i in range(max(1, n // parallel)):
                cid = f"{name}/{w}/{i // per_conversation}"
                for target, root in (("direct", upstream), ("proxy", proxy)):
                    headers = {"x-conversation-id": cid} if target == "proxy" else {}
                    await _request(clients[w], f"{root}/v1/chat/completions", body(i, stream),
                                   headers, rows[target],
                                   rows[target + " ttfb"] if stream else None)

        await asyncio.gather(*(worker(w) for w in range(parallel)))

    try:
        await run("warm-up", 20, 1, False)
        series.pop("warm-up")
        await run("plain, 1 client", requests, 1, False)
        await run("stream, 1 client", requests, 1, True)
        # Open the connections first: the series measures turns, not TCP handshakes.
        await run("warm-up", concurrency, concurrency, True)
        series.pop("warm-up")
        await run(f"stream, {concurrency} concurrent", concurrency * turns, concurrency, True)
    finally:
        for client in clients:
            await client.aclose()
    return series


