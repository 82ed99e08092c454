"""The bounded map every per-conversation cache lives in (convmem.lru)."""

from __future__ import annotations

import pytest

import convmem
from convmem.lru import LRU


def test_the_least_recently_used_entry_is_forgotten_first() -> None:
    seen: LRU[str, int] = LRU(2)
    seen.put("a", 1)
    seen.put("b", 2)
    assert seen.get("a") == 1  # "a" is now the most recent: "b" goes first
    seen.put("c", 3)
    assert "b" not in seen and seen.get("a") == 1 and seen.get("c") == 3 and len(seen) == 2


def test_a_stored_none_is_told_apart_from_a_missing_key() -> None:
    seen: LRU[str, int | None] = LRU(3)
    seen.put("probed, nothing offered", None)
    assert "probed, nothing offered" in seen and "never probed" not in seen
    assert seen.pop("probed, nothing offered") is None and len(seen) == 0


def test_drop_forgets_the_matching_keys_only() -> None:
    seen: LRU[tuple[str, int], int] = LRU(10)
    for cid in ("ann", "bob"):
        for limit in (512, 1024):
            seen.put((cid, limit), limit)
    seen.drop(lambda key: key[0] == "ann")
    assert sorted(k for k in [("ann", 512), ("ann", 1024), ("bob", 512), ("bob", 1024)]
                  if k in seen) == [("bob", 512), ("bob", 1024)]


@pytest.mark.parametrize("capacity", [0, -1, 1.5, True])
def test_a_capacity_that_holds_nothing_is_refused(capacity: object) -> None:
    with pytest.raises(convmem.ConfigError, match="capacity"):
        LRU(capacity)  # type: ignore[arg-type]
