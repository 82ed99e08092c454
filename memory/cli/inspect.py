"""``convmem inspect --store URL``: the inspect page (:mod:`convmem.proxy.inspect`) on its own,
for a store that a proxy, an application or a replay wrote.

Give it the settings the store's writer uses (strategy, window, reserve, tokenizer): the page
rebuilds each request's context with them. With ``CONVMEM_ADMIN_KEY`` set the page asks for
that key; without it, it serves loopback only.
"""

from __future__ import annotations

import argparse
import ipaddress
import os

from convmem.cli.options import STRATEGY_HELP, strategy
from convmem.cli.serve import listen, run
from convmem.errors import ConfigError, echo, require
from convmem.strategies import DEFAULT


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``convmem inspect``."""
    parser.add_argument("--store", required=True,
                        help="SQLAlchemy URL of the store, e.g. sqlite:///convmem.db")
    parser.add_argument("--strategy", type=strategy, default=DEFAULT, help=STRATEGY_HELP)
    parser.add_argument("--window", type=int, default=8192, help="model context, tokens")
    parser.add_argument("--reserve-output", type=int, default=1024, help="reply tokens kept")
    parser.add_argument("--tokenizer", default="cl100k_base", help="tiktoken encoding/model")
    parser.add_argument("--pin-facts", action="store_true",
                        help="pin the fact ledger in every context, as Memory(facts=True) (the "
                             "hybrid pins it anyway)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8081, help="port to listen on")
    parser.add_argument("--admin-key-env", default="CONVMEM_ADMIN_KEY", metavar="VAR",
                        help="environment variable holding the key the page asks for")


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def main(args: argparse.Namespace) -> int:
    """Serve the inspect page until interrupted.

    Raises:
        ConfigError: a bad option, an unreachable store, a port in use, or a public address
            without an admin key.
        MissingDependency: the server extra is not installed.
    """
    require("uvicorn", "server", "the inspect page")
    require("starlette", "server", "the inspect page")
    require("jinja2", "server", "the inspect page")
    from starlette.applications import Starlette
    from starlette.responses import RedirectResponse

    from convmem.core.memory import Memory
    from convmem.proxy.inspect import Access, add_routes

    key = os.environ.get(args.admin_key_env) or None
    if key is None and not _loopback(args.host):
        raise ConfigError(f"--host {echo(args.host)}: without an admin key the page shows every "
                          f"conversation to whoever reaches it; set {args.admin_key_env} or "
                          "listen on 127.0.0.1.")
    if "://" not in args.store:
        raise ConfigError(f"--store {echo(args.store)}: give a SQLAlchemy URL, e.g. "
                          "sqlite:///convmem.db.")
    sock = listen(args.host, args.port)
    try:
        memory = Memory(strategy=args.strategy, window=args.window,
                        reserve_output=args.reserve_output, tokenizer=args.tokenizer,
                        store=args.store, facts=True if args.pin_facts else None,
                        extractor=False)
        try:
            app = Starlette()
            add_routes(app, memory, Access(key, open=key is None))

            async def home(_: object) -> RedirectResponse:
                return RedirectResponse("/inspect")

            app.add_route("/", home)
            run(app, sock, "convmem inspect on {root}/inspect" + f" (store "
                           f"{args.store.split('://')[0]}, strategy {args.strategy})")
        finally:
            memory.close()
    finally:
        sock.close()
    return 0
