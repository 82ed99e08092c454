"""``convmem import-locomo``: the command line of :mod:`convmem.eval.locomo`."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from rich.console import Console

from convmem.cli.options import check_output
from convmem.errors import ConfigError
from convmem.eval.convfile import load_jsonl, write_jsonl
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
    if not conversations:
        raise ConfigError("no conversation left to write: --skip leaves out every one in the "
                          "files.")
    # written aside and read back with the format's own checks before it replaces --out: a
    # file that convmem compare would refuse is never left, nor an earlier one cut short
    aside = args.out.with_name(f".{args.out.name}.part")
    try:
        write_jsonl(conversations, aside)
        load_jsonl(aside)
        os.replace(aside, args.out)
    except ConfigError as exc:
        raise ConfigError(f"{args.out} not written: the conversion fails the format's checks "
                          f"({exc}); fix the LoCoMo file.") from exc
    except UnicodeEncodeError as exc:
        raise ConfigError(f"the files hold text that is not valid Unicode ({exc.reason} at "
                          f"{exc.start}); fix the file.") from exc
    finally:
        aside.unlink(missing_ok=True)
    console.print(f"wrote {len(conversations)} conversations "
                  f"({sum(len(c['messages']) for c in conversations)} messages, "
                  f"{sum(len(c['probes']) for c in conversations)} probes) to {args.out}; "
                  f"{unresolved} questions left out: their evidence names no turn")
    return 0
