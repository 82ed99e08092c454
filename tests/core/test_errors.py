"""convmem's errors cross process boundaries whole (a ``convmem compare --jobs`` worker raises
them to the parent): pickled and unpickled, they keep their class, message and attributes."""

from __future__ import annotations

import pickle

import pytest

from convmem import errors


@pytest.mark.parametrize("error", [
    errors.MissingDependency("numpy is missing", package="numpy", extra="rag",
                             install="pip install 'convmem[rag]'"),
    errors.BudgetError("too long", required=900, available=512),
    errors.BusyError("busy", retry_after=2.5),
    errors.UpstreamError("bad gateway", status=502, body="{}", conversation_id="c", turn=3),
    errors.ConfigError("window=0: use a positive number"),
], ids=lambda e: type(e).__name__)
def test_an_error_survives_pickling(error: errors.ConvMemError) -> None:
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is type(error) and str(again) == str(error)
    assert vars(again) == vars(error) and again.args == error.args
