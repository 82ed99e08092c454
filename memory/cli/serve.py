"""``convmem serve``: the command line of the proxy (:mod:`convmem.proxy`).

The port is bound before anything slow happens (the store is opened, the embedding model
loaded): a port already in use is one line and exit 2 at once, and the start-up line (logged at
INFO) appears only once the proxy really listens. One worker runs in this process; ``--workers
N`` hands the app to uvicorn as a factory (:func:`convmem.proxy.config.app_from_environment`) so
that each worker process builds its own memory from the same checked configuration. Several
workers (or hosts) on one store are safe: turns of a conversation are serialized by the store's
turn lease.
"""

from __future__ import annotations

import argparse
import logging
import os
import socket
from typing import Any

from convmem.cli.options import STRATEGY_HELP, check_port, strategy, url
from convmem.errors import ConfigError, echo, require
from convmem.providers.status import redact_url
from convmem.proxy.config import ENV, ServeConfig
from convmem.proxy.handlers import PROVIDERS
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
    parser.add_argument("--window", type=int, default=None,
                        help="model context, tokens (default: what the upstream states — "
                             "llama.cpp /props, vLLM max_model_len — else 8192)")
    parser.add_argument("--reserve-output", type=int, default=1024, help="reply tokens kept")
    parser.add_argument("--tokenizer", default="cl100k_base",
                        help="tiktoken encoding, an OpenAI model name (gpt-4o's o200k_base is "
                             "downloaded on first use: needs the network), or an open model's "
                             "folder (tokenizer.json + chat template: counted as its server "
                             "counts)")
    parser.add_argument("--safety-margin", type=float, default=None,
                        help="fraction kept free (default: 0 for OpenAI itself and for servers "
                             "that count prompts for us, 0.05 for other OpenAI-compatible "
                             "servers, 0.1 for the other providers)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8080, help="port to listen on")
    parser.add_argument("--workers", type=int, default=1,
                        help="worker processes on this host (each with its own memory; turns "
                             "of a conversation are serialized across them)")
    parser.add_argument("--require-conversation", action="store_true",
                        help="refuse requests without X-Conversation-Id")
    parser.add_argument("--upstream-key-env", default="CONVMEM_UPSTREAM_KEY", metavar="VAR",
                        help="environment variable holding the upstream key (if set, it "
                             "replaces the client's Authorization)")
    parser.add_argument("--no-upstream-key", action="store_true",
                        help="with --tenants: the upstream needs no key (otherwise refused)")
    parser.add_argument("--admin-key-env", default="CONVMEM_ADMIN_KEY", metavar="VAR",
                        help="environment variable holding the admin key (reading "
                             "conversations, the /inspect page)")
    parser.add_argument("--tenants", metavar="FILE",
                        help='JSON file {"proxy key": "tenant", ...}; clients must send one')
    parser.add_argument("--timeout", type=float, default=600.0, help="upstream timeout, s")
    parser.add_argument("--max-retries", type=int, default=2, help="upstream retries")
    parser.add_argument("--turn-lease", type=float, default=10.0, metavar="SECONDS",
                        help="how long a conversation waits after a worker died mid-turn")
    parser.add_argument("--sqlite-synchronous", choices=("full", "normal"), default="normal",
                        help="SQLite store durability: normal (default; WAL, a commit survives "
                             "a crash of the proxy, not a power loss) or full (fsync per "
                             "commit)")
    parser.add_argument("--vectors", metavar="URL|FOLDER",
                        help="rag/hybrid/dense: the Chroma server (http://host:8000) or folder "
                             "for the vectors; default a folder next to a SQLite store, else a "
                             "temporary one per worker (each worker then indexes on its own)")
    parser.add_argument("--docs", action="store_true",
                        help="serve /docs and /openapi.json (off by default)")


def config_of(args: argparse.Namespace) -> ServeConfig:
    """The checked configuration of the parsed arguments.

    Raises:
        ConfigError: a value that cannot work (named, with the fix).
    """
    config = ServeConfig(
        upstream=args.upstream, provider=args.provider, store=args.store,
        strategy=args.strategy, window=args.window, reserve_output=args.reserve_output,
        tokenizer=args.tokenizer, safety_margin=args.safety_margin,
        require_conversation=args.require_conversation, upstream_key_env=args.upstream_key_env,
        admin_key_env=args.admin_key_env, tenants_file=args.tenants,
        no_upstream_key=args.no_upstream_key, timeout=args.timeout,
        max_retries=args.max_retries, lease_ttl=args.turn_lease,
        sqlite_synchronous=args.sqlite_synchronous, docs=args.docs, vectors=args.vectors)
    config.check()
    if args.workers < 1:
        raise ConfigError(f"--workers {args.workers}: use 1 or more.")
    return config



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


def run(app: Any, sock: socket.socket, banner: str, *, workers: int = 1) -> None:
    """Say that the server is up — ``banner`` with ``{root}``, the address it listens on — at
    INFO, then serve ``app`` on ``sock`` until interrupted. With ``workers`` > 1, ``app`` is
    the import string of an app factory, and uvicorn's supervisor runs that many processes
    accepting on the same socket.

    Raises:
        MissingDependency: uvicorn is not installed.
    """
    uvicorn = require("uvicorn", "server", "the server")
    if log.getEffectiveLevel() > logging.INFO:
        log.setLevel(logging.INFO)  # a server says once that it is up
    host, port = sock.getsockname()[:2]
    log.info("%s", banner.replace("{root}", f"http://{host}:{port}"))
    if workers == 1:
        uvicorn.Server(uvicorn.Config(app, log_level="warning")).run(sockets=[sock])
        return
    from uvicorn.supervisors import Multiprocess

    Multiprocess(uvicorn.Config(app, factory=True, workers=workers, log_level="warning"),
                 sockets=[sock]).run()


def main(args: argparse.Namespace) -> int:
    """Run ``convmem serve`` until interrupted.

    Raises:
        ConfigError: a bad option, or the port cannot be bound.
        MissingDependency: the server extra (or the strategy's) is not installed.
    """
    require("uvicorn", "server", "the proxy")
    require("fastapi", "server", "the proxy")
    config = config_of(args)
    sock = listen(args.host, args.port)
    if log.getEffectiveLevel() > logging.INFO:
        log.setLevel(logging.INFO)  # a server says what it decided, and once that it is up
    try:
        for decided in config.resolve():
            log.info("convmem serve: %s", decided)
        memory = config.memory()  # opens the store, loads the tokenizer: fails here, not per worker
        page = "; inspect at {root}/inspect" if os.environ.get(args.admin_key_env) else ""
        banner = ("convmem proxy on {root}" + f" -> {redact_url(config.upstream)} "
                  f"({config.provider}, strategy {config.strategy}, store "
                  f"{config.store.split('://')[0]}, {args.workers} worker(s)){page}")
        try:
            if args.workers == 1:
                run(config.app(memory), sock, banner)
                return 0
        finally:
            memory.close()
        os.environ[ENV] = config.to_environment()
        run("convmem.proxy.config:app_from_environment", sock, banner, workers=args.workers)
    finally:
        sock.close()
    return 0
    return 0
