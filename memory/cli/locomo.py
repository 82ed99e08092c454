"""``convmem import-locomo``: the command line of :mod:`convmem.eval.locomo`."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console

from convmem.cli.options import check_output
from convmem.eval.convfile import write_jsonl
from convmem.eval.locomo import read


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem import-locomo``."""
    parser.add_argument("files", type=Path, nargs="+",
                        help="LoCoMo's locomo10.json, or its per-conversation files")
    parser.add_argument("--out", type=Path, required=True, help="the JSON Lines file to write")
    parser.add_argument("--skip", default="",
                        help="conversation ids to leave out, comma-separated (e.g. "
                             "conv-26,conv-30,conv-41: those of ../shared/data/locomo-dev.jsonl)")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Convert, write, print a one-line summary; returns the exit code.

    Raises:
        ConfigError: a file that is not LoCoMo's, or an unwritable output.
    """
    console = console or Console()
    check_output(args.out, "out")
    conversations, unresolved = read(args.files, [s.strip() for s in args.skip.split(",")
                                                  if s.strip()])
    write_jsonl(conversations, args.out)
    console.print(f"wrote {len(conversations)} conversations "
                  f"({sum(len(c['messages']) for c in conversations)} messages, "
                  f"{sum(len(c['probes']) for c in conversations)} probes) to {args.out}; "
                  f"{unresolved} questions left out: their evidence names no turn")
    return 0
