"""``convmem serve``: the command line of :mod:`convmem.proxy.app`."""

from __future__ import annotations

import argparse
import json
import logging
import os

from convmem.core.memory import Memory
from convmem.errors import ConfigError
from convmem.proxy.app import PROVIDERS, create_app

log = logging.getLogger("convmem")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``convmem serve``."""
    parser.add_argument("--upstream", required=True,
                        help="the upstream API root, e.g. https://api.openai.com/v1")
    parser.add_argument("--provider", choices=PROVIDERS, default="openai",
                        help="the upstream's API (default: openai-compatible)")
    parser.add_argument("--store", default="sqlite:///convmem.db", help="SQLAlchemy URL")
    parser.add_argument("--strategy", default="window", help="context strategy")
    parser.add_argument("--window", type=int, default=8192, help="model context, tokens")
    parser.add_argument("--reserve-output", type=int, default=1024, help="reply tokens kept")
    parser.add_argument("--tokenizer", default="cl100k_base", help="tiktoken encoding/model")
    parser.add_argument("--safety-margin", type=float, default=None,
                        help="fraction kept free (default 0 for openai, 0.1 for the others)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--require-conversation", action="store_true",
                        help="refuse requests without X-Conversation-Id")
    parser.add_argument("--upstream-key-env", default="CONVMEM_UPSTREAM_KEY", metavar="VAR",
                        help="environment variable holding the upstream key (if set, it "
                             "replaces the client's Authorization)")
    parser.add_argument("--admin-key-env", default="CONVMEM_ADMIN_KEY", metavar="VAR",
                        help="environment variable holding the admin key")
    parser.add_argument("--tenants", metavar="FILE",
                        help='JSON file {"proxy key": "tenant", ...}; clients must send one')
    parser.add_argument("--timeout", type=float, default=600.0, help="upstream timeout, s")
    parser.add_argument("--max-retries", type=int, default=2, help="upstream retries")


def main(args: argparse.Namespace) -> int:
    """Run ``convmem serve`` until interrupted."""
    import uvicorn

    tenants = None
    if args.tenants:
        try:
            with open(args.tenants, encoding="utf-8") as fh:
                tenants = json.load(fh)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"--tenants {args.tenants}: cannot read a JSON object "
                              f'{{"proxy key": "tenant"}} from it ({exc}).') from exc
        if not isinstance(tenants, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in tenants.items()):
            raise ConfigError(f"--tenants {args.tenants}: expected a JSON object mapping "
                              "proxy keys to tenant names.")
    margin = args.safety_margin if args.safety_margin is not None else (
        0.0 if args.provider == "openai" else 0.1)
    memory = Memory(strategy=args.strategy, window=args.window,
                    reserve_output=args.reserve_output, tokenizer=args.tokenizer,
                    store=args.store, safety_margin=margin)
    app = create_app(memory, upstream=args.upstream, provider=args.provider,
                     upstream_key=os.environ.get(args.upstream_key_env) or None,
                     admin_key=os.environ.get(args.admin_key_env) or None,
                     require_conversation=args.require_conversation, tenants=tenants,
                     timeout=args.timeout, max_retries=args.max_retries)
    log.warning("convmem proxy on http://%s:%d -> %s (%s, strategy %s, store %s)", args.host,
                args.port, args.upstream, args.provider, args.strategy,
                args.store.split("://")[0])
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    memory.close()
    return 0
