"""Fixtures shared by every test package."""

from __future__ import annotations

import pytest

from convmem.tokens import TokenCounter


@pytest.fixture(scope="session")
def counter() -> TokenCounter:
    """The cl100k counter (offline ranks), loaded once."""
    return TokenCounter("cl100k_base")
