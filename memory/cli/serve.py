"""``convmem serve``: the command line of the proxy (:mod:`convmem.proxy`).

One worker runs in this process; ``--workers N`` hands the app to uvicorn as a factory
(:func:`convmem.proxy.config.app_from_environment`) so that each worker process builds its own
memory from the same checked configuration. Several workers (or hosts) on one store are safe:
turns of a conversation are serialized by the store's turn lease.
"""

from __future__ import annotations

import argparse
import logging
import os

from convmem.errors import ConfigError
from convmem.providers.status import redact_url
from convmem.proxy.config import ENV, ServeConfig
from convmem.proxy.handlers import PROVIDERS

log = logging.getLogger("convmem")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``convmem serve``."""
    parser.add_argument("--upstream", required=True,
                        help="the upstream API root, e.g. https://api.openai.com/v1")
    parser.add_argument("--provider", choices=PROVIDERS, default="openai",
                        help="the upstream's API (default: openai-compatible)")
    parser.add_argument("--store", default="sqlite:///convmem.db", help="SQLAlchemy URL")
    parser.add_argument("--strategy", default="window", help="context strategy")
    parser.add_argument("--window", type=int, default=None,
                        help="model context, tokens (default: what the upstream states — "
                             "llama.cpp /props, vLLM max_model_len — else 8192)")
    parser.add_argument("--reserve-output", type=int, default=1024, help="reply tokens kept")
    parser.add_argument("--tokenizer", default="cl100k_base",
                        help="tiktoken encoding/model, or an open model's folder "
                             "(tokenizer.json + chat template: counted as its server counts)")
    parser.add_argument("--safety-margin", type=float, default=None,
                        help="fraction kept free (default: 0 for OpenAI itself and for servers "
                             "that count prompts for us, 0.05 for other OpenAI-compatible "
                             "servers, 0.1 for the other providers)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
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
                        help="environment variable holding the admin key")
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
        sqlite_synchronous=args.sqlite_synchronous, docs=args.docs)
    config.check()
    if args.workers < 1:
        raise ConfigError(f"--workers {args.workers}: use 1 or more.")
    return config


def main(args: argparse.Namespace) -> int:
    """Run ``convmem serve`` until interrupted."""
    import uvicorn

    config = config_of(args)
    for decided in config.resolve():
        log.warning("convmem serve: %s", decided)
    memory = config.memory()  # opens the store, loads the tokenizer: fails here, not per worker
    log.warning("convmem proxy on http://%s:%d -> %s (%s, strategy %s, store %s, %d "
                "worker(s))", args.host, args.port, redact_url(config.upstream),
                config.provider, config.strategy, config.store.split("://")[0], args.workers)
    if args.workers == 1:
        uvicorn.run(config.app(memory), host=args.host, port=args.port, log_level="warning")
    else:
        memory.close()
        os.environ[ENV] = config.to_environment()
        uvicorn.run("convmem.proxy.config:app_from_environment", factory=True,
                    workers=args.workers, host=args.host, port=args.port, log_level="warning")
    memory.close()
    return 0
