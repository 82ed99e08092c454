"""Fixtures shared by every test package."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import settings

from convmem.tokens import TokenCounter
from tests import chroma, servers
from tests.pg import postgres_url


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The admin URL of a PostgreSQL cluster that lives for the whole test session."""
    with postgres_url() as url:
        yield url


upstream = pytest.fixture(servers.upstream)
serve = pytest.fixture(servers.serve)
chroma_server = pytest.fixture(scope="session")(chroma.chroma_server)


@pytest.fixture(scope="session")
def minilm() -> Any:
    """The default SentenceTransformerEmbedder (all-MiniLM-L6-v2, offline, CPU), loaded once
    (~8 s) for the strategy and the fact tests; skipped without the rag extra (failed in CI)."""
    try:
        from convmem.providers.embedders import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder()
    except ImportError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"the rag extra is not installed: {exc} (CI is set: this must work)")
        pytest.skip(f"the rag extra is not installed: {exc}")


@pytest.fixture(scope="session")
def counter() -> TokenCounter:
    """The cl100k counter (offline ranks), loaded once."""
    return TokenCounter("cl100k_base")


# CI runs the property tests derandomized: the same examples on every run, so a red CI is
# always reproducible. Locally they explore fresh examples each run.
if os.environ.get("CI"):
    settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
    settings.load_profile("ci")
