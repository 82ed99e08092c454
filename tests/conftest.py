"""Fixtures shared by every test package."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from convmem.tokens import TokenCounter
from tests import servers

upstream = pytest.fixture(servers.upstream)
serve = pytest.fixture(servers.serve)


@pytest.fixture(scope="session")
def counter() -> TokenCounter:
    """The cl100k counter (offline ranks), loaded once."""
    return TokenCounter("cl100k_base")


# CI runs the property tests derandomized: the same examples on every run, so a red CI is
# always reproducible. Locally they explore fresh examples each run.
if os.environ.get("CI"):
    settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
    settings.load_profile("ci")
