"""Fixtures of the proxy tests: fake upstreams and the proxy itself on loopback ports."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from convmem import Memory
from convmem.proxybench import serve_in_thread
from convmem.server import create_app
from convmem.stores.memory import InMemoryStore
from tests.fakes import FakeOpenAI
from tests.proxy.upstreams import OpenAIUpstream

CID = {"X-Conversation-Id": "c1"}


def memory(**options: Any) -> Memory:
    """A memory for proxy tests: window strategy, no fact extraction, in-memory unless told."""
    options.setdefault("strategy", "window")
    options.setdefault("window", 4000)
    options.setdefault("reserve_output", 500)
    options.setdefault("extractor", False)
    options.setdefault("store", InMemoryStore())
    return Memory(**options)


def wait_until(predicate: Callable[[], bool], timeout: float = 10.0) -> None:
    """Wait for the proxy's background work (it stores replies after the response ends)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached within the timeout")
        time.sleep(0.01)


@dataclass
class Upstream:
    fake: FakeOpenAI
    server: OpenAIUpstream
    url: str  # the API root, .../v1


@dataclass
class Proxy:
    root: str
    memory: Memory

    @property
    def base_url(self) -> str:
        return f"{self.root}/v1"

    def history(self, cid: str = "c1") -> list[dict[str, Any]]:
        return self.memory.history(cid)


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    """A FakeOpenAI on a loopback port (with /v1/models, a stream gate, disconnect record)."""
    fake = FakeOpenAI()
    server = OpenAIUpstream(fake)
    with serve_in_thread(server.app) as root:
        yield Upstream(fake, server, f"{root}/v1")
    server.gate.set()


@pytest.fixture
def serve() -> Iterator[Callable[..., Proxy]]:
    """Start proxies on loopback ports: ``serve(upstream_url, memory=..., **create_app)``."""
    with contextlib.ExitStack() as stack:
        def start(upstream: str, mem: Memory | None = None, **options: Any) -> Proxy:
            mem = mem or memory()
            options.setdefault("max_retries", 0)
            app = create_app(mem, upstream=upstream, **options)
            return Proxy(stack.enter_context(serve_in_thread(app)), mem)

        yield start
