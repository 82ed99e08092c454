"""``convmem serve``: the command line of :mod:`convmem.proxy.app`.

The port is bound before anything slow happens (the store is opened, the embedding model
loaded): a port already in use is one line and exit 2 at once, and the start-up line (logged at
INFO) appears only once the proxy really listens.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import socket
from typing import Any

from convmem.cli.options import STRATEGY_HELP, check_port, strategy, url
from convmem.errors import ConfigError, echo, require
from convmem.proxy.app import PROVIDERS
from convmem.strategies import DEFAULT

log = logging.getLogger("convmem")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``convmem serve``."""
    parser.add_argument("--upstream", required=True, type=url,
                        help="the upstream API root, e.g. https://api.openai.com/v1")
    parser.add_argument("--provider", choices=PROVIDERS, default="openai",
                        help="the upstream's API")
    parser.add_argument("--store", default="sqlite:///convmem.db", help="SQLAlchemy URL")
    parser.add_argument("--strategy", type=strategy, default=DEFAULT, help=STRATEGY_HELP)
    parser.add_argument("--window", type=int, default=8192, help="model context, tokens")
    parser.add_argument("--reserve-output", type=int, default=1024, help="reply tokens kept")
    parser.add_argument("--tokenizer", default="cl100k_base",
                        help="tiktoken encoding, or an OpenAI model name (gpt-4o's o200k_base "
                             "is downloaded on first use: needs the network)")
    parser.add_argument("--safety-margin", type=float, default=None,
                        help="fraction kept free (default 0 for openai, 0.1 for the others)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8080, help="port to listen on")
    parser.add_argument("--require-conversation", action="store_true",
                        help="refuse requests without X-Conversation-Id")
    parser.add_argument("--upstream-key-env", default="CONVMEM_UPSTREAM_KEY", metavar="VAR",
                        help="environment variable holding the upstream key (if set, it "
                             "replaces the client's Authorization)")
    parser.add_argument("--admin-key-env", default="CONVMEM_ADMIN_KEY", metavar="VAR",
                        help="environment variable holding the admin key (reading "
                             "conversations, the /inspect page)")
    parser.add_argument("--tenants", metavar="FILE",
                        help='JSON file {"proxy key": "tenant", ...}; clients must send one')
    parser.add_argument("--timeout", type=float, default=600.0, help="upstream timeout, s")
    parser.add_argument("--max-retries", type=int, default=2, help="upstream retries")


def _tenants(path: str | None) -> dict[str, str] | None:
    if not path:
        return None
    try:
        with open(path, encoding="utf-8") as fh:
            tenants: Any = json.load(fh)
    except (OSError, ValueError) as exc:
        raise ConfigError(f"--tenants {path}: cannot read a JSON object "
                          f'{{"proxy key": "tenant"}} from it ({exc}).') from exc
    if not isinstance(tenants, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in tenants.items()):
        raise ConfigError(f"--tenants {path}: expected a JSON object mapping proxy keys to "
                          "tenant names.")
    return tenants


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` (uvicorn listens on it).

    Raises:
        ConfigError: the address cannot be bound (in use, not this machine's, no permission).
    """
    check_port(port)
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise ConfigError(f"--host {echo(host)}: not an address of this machine ({exc}).") \
            from exc
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as exc:
        sock.close()
        raise ConfigError(f"cannot listen on {host}:{port} ({exc.strerror or exc}): stop what "
                          "uses the port, or pick another --port.") from exc
    sock.set_inheritable(True)
    return sock


def run(app: Any, sock: socket.socket, banner: str) -> None:
    """Say that the server is up — ``banner`` with ``{root}``, the address it listens on — at
    INFO, then serve ``app`` on ``sock`` until interrupted.

    Raises:
        MissingDependency: uvicorn is not installed.
    """
    uvicorn = require("uvicorn", "server", "the server")
    if log.getEffectiveLevel() > logging.INFO:
        log.setLevel(logging.INFO)  # a server says once that it is up
    host, port = sock.getsockname()[:2]
    log.info("%s", banner.replace("{root}", f"http://{host}:{port}"))
    uvicorn.Server(uvicorn.Config(app, log_level="warning")).run(sockets=[sock])


def main(args: argparse.Namespace) -> int:
    """Run ``convmem serve`` until interrupted.

    Raises:
        ConfigError: a bad option, or the port cannot be bound.
        MissingDependency: the server extra (or the strategy's) is not installed.
    """
    require("uvicorn", "server", "the proxy")
    require("fastapi", "server", "the proxy")
    from convmem.core.memory import Memory
    from convmem.proxy.app import create_app

    tenants = _tenants(args.tenants)
    sock = listen(args.host, args.port)
    try:
        margin = args.safety_margin if args.safety_margin is not None else (
            0.0 if args.provider == "openai" else 0.1)
        memory = Memory(strategy=args.strategy, window=args.window,
                        reserve_output=args.reserve_output, tokenizer=args.tokenizer,
                        store=args.store, safety_margin=margin)
        try:
            app = create_app(memory, upstream=args.upstream, provider=args.provider,
                             upstream_key=os.environ.get(args.upstream_key_env) or None,
                             admin_key=os.environ.get(args.admin_key_env) or None,
                             require_conversation=args.require_conversation, tenants=tenants,
                             timeout=args.timeout, max_retries=args.max_retries)
            page = "; inspect at {root}/inspect" if os.environ.get(args.admin_key_env) else ""
            run(app, sock, "convmem proxy on {root}" + f" -> {args.upstream} ({args.provider}, "
                           f"strategy {args.strategy}, store {args.store.split('://')[0]}){page}")
        finally:
            memory.close()
    finally:
        sock.close()
    return 0
