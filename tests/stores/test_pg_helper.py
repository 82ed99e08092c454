"""The PostgreSQL test helper skips without binaries, except on CI, where it must fail."""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.pg as pg


@pytest.fixture
def no_binaries(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(pg, "_DEFAULT_BINDIR", tmp_path / "missing")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CONVMEM_PG_BINDIR", raising=False)
    monkeypatch.delenv("CONVMEM_TEST_POSTGRES_URL", raising=False)


@pytest.mark.usefixtures("no_binaries")
@pytest.mark.parametrize("ci", ["true", "1"])
def test_missing_binaries_fail_on_ci(monkeypatch: pytest.MonkeyPatch, ci: str) -> None:
    monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.fail.Exception, match="cannot run on CI"), pg.postgres_url():
        pass


@pytest.mark.usefixtures("no_binaries")
@pytest.mark.parametrize("ci", [None, "", "false"])
def test_missing_binaries_skip_elsewhere(monkeypatch: pytest.MonkeyPatch,
                                         ci: str | None) -> None:
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.skip.Exception, match="initdb"), pg.postgres_url():
        pass


def test_an_existing_server_is_used_as_given(monkeypatch: pytest.MonkeyPatch) -> None:
    url = "postgresql+psycopg://app@db.example:5432/test"
    monkeypatch.setenv("CONVMEM_TEST_POSTGRES_URL", url)
    with pg.postgres_url() as got:
        assert got == url

