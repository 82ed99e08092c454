"""The ``convmem`` command: demo, bench, chat (and the commands other modules register)."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    from convmem import bench, chatcli, demo

    parser = argparse.ArgumentParser(prog="convmem", description=__doc__)
    parser.add_argument("-v", "--verbose", action="store_true", help="log at DEBUG level")
    sub = parser.add_subparsers(dest="command", required=True)
    demo.add_arguments(sub.add_parser("demo", help="the allergy story, strategy by strategy "
                                                   "(offline context inspection)"))
    bench.add_arguments(sub.add_parser("bench", help="build latency and add throughput "
                                                     "against history length"))
    chatcli.add_arguments(sub.add_parser("chat", help="chat with memory against an "
                                                      "OpenAI-compatible API"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``convmem`` console script."""
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.command == "demo":
        from convmem import demo

        return demo.main(args)
    if args.command == "bench":
        from convmem import bench

        return bench.main(args)
    from convmem import chatcli

    return chatcli.main(args)


if __name__ == "__main__":
    sys.exit(main())
