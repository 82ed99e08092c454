"""``convmem.eval.proxybench`` runs end to end (tiny sizes: this checks the harness, not speed)."""

from __future__ import annotations

import argparse

import pytest

from convmem.cli import proxybench


@pytest.mark.slow
@pytest.mark.parametrize("workers", [[], ["--workers", "2"]], ids=["in-process", "serve-2"])
def test_the_proxy_benchmark_runs_and_reports(workers: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    proxybench.add_arguments(parser)
    args = parser.parse_args(["--requests", "10", "--concurrency", "4", "--turns", "2",
                              "--chunk-delay-ms", "0", *workers])
    assert proxybench.main(args) == 0  # no proxied request failed
    out = capsys.readouterr().out
    for row in ("plain, 1 client", "stream, 1 client", "stream, 4 concurrent"):
        assert row in out
    assert "added p50 latency" in out and "proxied errors: 0" in out
    assert ("convmem serve --workers 2" in out) == bool(workers)
