"""``convmem make-probes``: the command line of :mod:`convmem.eval.probes`.

The length of a conversation is given in *messages* (``--messages``, user and assistant
alternating): the generator and the benchmark figures count messages, and an option named
``--turns`` that counted messages misled (a turn is a user message and its reply).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console

from convmem.cli.options import check_output
from convmem.eval.convfile import write_jsonl
from convmem.eval.factbench import BLIND_SETS, load_blind
from convmem.eval.probes import generate


def _renamed(_: str) -> int:
    raise argparse.ArgumentTypeError("--turns was renamed --messages: it counts messages (user "
                                     "and assistant), e.g. --messages 300 for 150 turns.")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem make-probes``."""
    parser.add_argument("out", type=Path, help="the JSON Lines file to write")
    parser.add_argument("--conversations", type=int, default=20, help="how many conversations")
    parser.add_argument("--messages", type=int, default=300,
                        help="messages per conversation (even: a user message and its reply "
                             "make a turn)")
    parser.add_argument("--turns", type=_renamed, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=7, help="same seed, same file")
    parser.add_argument("--facts", type=int, default=8, help="facts planted per conversation")
    parser.add_argument("--superseded-share", type=float, default=0.3,
                        help="share of the facts changed later")
    parser.add_argument("--chinese-share", type=float, default=0.2,
                        help="share of the facts stated in Chinese")
    parser.add_argument("--long", action="store_true",
                        help="instead: the long-message set (long assistant answers with "
                             "questions about details inside them; --conversations, --seed)")
    parser.add_argument("--blind", type=Path, metavar="FILLER",
                        help="plant the frozen blind set's facts into the turns of this "
                             "conversation file instead of templates (--messages, --facts and "
                             "--seed apply; --conversations is set by the set's size)")
    parser.add_argument("--blind-set", default="blind", choices=list(BLIND_SETS),
                        help="which frozen blind set --blind plants (default: blind, the first;"
                             f" {list(BLIND_SETS)[1]} to {list(BLIND_SETS)[-1]} were written "
                             "later, each before the change it measured, by writers who had "
                             "not seen the detector)")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Generate the conversations, write them, print a one-line summary; returns the exit code.

    Raises:
        ConfigError: an impossible option or an unwritable file.
    """
    from rich.console import Console

    console = console or Console()
    check_output(args.out, "out")
    if args.long:
        from convmem.eval.longset import generate_long

        long = generate_long(args.conversations, seed=args.seed)
        write_jsonl(long, args.out)
        console.print(f"wrote {len(long)} long-message conversations "
                      f"({sum(len(c['messages']) for c in long)} messages, "
                      f"{sum(len(c['probes']) for c in long)} probes) to {args.out}")
        return 0
    if getattr(args, "blind", None) is not None:
        from convmem.eval.probes_blind import blind_conversations

        conversations = blind_conversations(
            args.blind, turns=args.messages, facts_per_conversation=args.facts, seed=args.seed,
            dataset=load_blind(getattr(args, "blind_set", "blind")))
    else:
        conversations = generate(args.conversations, args.messages, seed=args.seed,
                                 facts_per_conversation=args.facts,
                                 superseded_share=args.superseded_share,
                                 chinese_share=args.chinese_share)
    write_jsonl(conversations, args.out)
    probes = [p for c in conversations for p in c["probes"]]
    console.print(f"wrote {len(conversations)} conversations of {args.messages} messages "
                  f"({args.messages // 2} turns), "
                  f"{len(probes)} probes ({sum(p['superseded'] for p in probes)} on superseded "
                  f"facts, {sum(p['lang'] == 'zh' for p in probes)} in Chinese) to {args.out}")
    return 0
