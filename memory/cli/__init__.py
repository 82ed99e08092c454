"""The ``convmem`` command: one sub-command per job, each implemented in its own module.

Every sub-command module exposes ``add_arguments(parser)`` and ``main(args)``; this file only
wires them and turns a :class:`ConvMemError` — a bad option or input file, a missing extra
(:class:`~convmem.errors.MissingDependency`), a store or upstream that fails — into one line on
stderr and exit code 2, wherever it is raised (while importing the command too). A traceback
is for bugs; ``--debug`` shows it for any error.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence

from convmem.cli.options import HelpFormatter
from convmem.errors import ConvMemError
from convmem.providers.cpu import one_blas_thread

__all__ = ["main"]

# sub-command -> (module, help)
COMMANDS = {
    "demo": ("convmem.cli.demo", "the allergy story, strategy by strategy (offline context "
                                 "inspection)"),
    "chat": ("convmem.cli.chat", "chat with memory against an OpenAI-compatible API"),
    "compare": ("convmem.cli.compare", "compare strategies on conversation files (JSON Lines)"),
    "bench": ("convmem.cli.bench", "build latency and add throughput against history length"),
    "make-probes": ("convmem.cli.probes", "generate conversations with planted facts and "
                                          "probes (JSON Lines)"),
    "import-locomo": ("convmem.cli.locomo", "convert LoCoMo's release to the conversation "
                                            "format (JSON Lines)"),
    "factbench": ("convmem.cli.factbench", "recall of the default fact extractor on a "
                                           "labelled set"),
    "facts": ("convmem.cli.facts", "list, pin or retract a conversation's facts; forget a "
                                   "conversation or a user for good; train the fact detector"),
    "serve": ("convmem.cli.serve", "an OpenAI-compatible proxy that gives any chat client "
                                   "memory"),
    "inspect": ("convmem.cli.inspect", "a web page of what the model sees: conversations, "
                                       "contexts block by block, the fact ledger"),
    "bench-proxy": ("convmem.cli.proxybench", "the memory proxy's added latency and time to "
                                              "first byte, against calling the upstream "
                                              "directly"),
}


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("convmem")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="convmem", description="Conversation memory for chat "
                                     "LLMs.")
    parser.add_argument("--version", action="version", version=f"convmem {_version()}")
    parser.add_argument("-v", "--verbose", action="store_true", help="log at DEBUG level")
    parser.add_argument("--debug", action="store_true",
                        help="show the traceback of an error instead of one line")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (module, help_text) in COMMANDS.items():
        add = getattr(importlib.import_module(module), "add_arguments", None)
        child = sub.add_parser(name, help=help_text, description=help_text,
                               formatter_class=HelpFormatter)
        if add is not None:
            add(child)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``convmem`` console script; returns the exit code."""
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if argv is None:  # the command line: convmem's own process (see convmem.providers.cpu)
        one_blas_thread()
    try:
        module = importlib.import_module(COMMANDS[args.command][0])
        code: int = module.main(args)
    except ConvMemError as exc:
        if args.debug:
            raise
        print(f"convmem {args.command}: {exc}", file=sys.stderr)
        return 2
    return code
