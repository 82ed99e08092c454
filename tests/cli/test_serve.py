"""``convmem serve`` as a process: its options, the keys it takes from the environment."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import openai
import pytest

from tests.servers import CID, Upstream, wait_for

SERVE = ("import argparse, sys\nfrom convmem.cli import serve\n"
         "parser = argparse.ArgumentParser()\nserve.add_arguments(parser)\n"
         "sys.exit(serve.main(parser.parse_args(sys.argv[1:])))")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_serve_runs_the_proxy_with_keys_from_the_environment(upstream: Upstream,
                                                             tmp_path: Path) -> None:
    upstream.fake.default = "from upstream"
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", SERVE, "--upstream", upstream.url, "--port", str(port),
         "--store", f"sqlite:///{tmp_path / 'serve.db'}", "--window", "2000",
         "--strategy", "window", "--require-conversation"],
        env={**os.environ, "CONVMEM_UPSTREAM_KEY": "sk-from-env", "CONVMEM_ADMIN_KEY": "adm"},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    root = f"http://127.0.0.1:{port}"
    try:
        wait_for(proc, f"{root}/healthz")
        client = openai.OpenAI(base_url=f"{root}/v1", api_key="client-key", max_retries=0)
        reply = client.chat.completions.create(
            model="fake-model", messages=[{"role": "user", "content": "hi"}], extra_headers=CID)
        assert reply.choices[0].message.content == "from upstream"
        assert upstream.fake.last.headers["authorization"] == "Bearer sk-from-env"
        with pytest.raises(openai.BadRequestError):
            client.chat.completions.create(model="fake-model",
                                           messages=[{"role": "user", "content": "hi"}])
        history = httpx.get(f"{root}/v1/conversations/c1/messages",
                            headers={"X-Admin-Key": "adm"})
        assert history.status_code == 200 and history.json()["data"][0]["content"] == "hi"
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    assert "sk-from-env" not in err and "client-key" not in err
