"""``convmem facts list|pin|retract|forget|train``: see, correct and erase what a store holds.

``train`` trains the meaning detector's head now, so that the first ``Memory`` of a machine does
not (55 s on two cores; kept in the cache folder, see :mod:`convmem.facts.head`); the install
step of the Makefile runs it.

``forget`` deletes for good: messages, facts, summaries, usage and — when the strategy that
indexed them is given, or a vector folder lies next to a SQLite store (then ``hybrid`` is
assumed) — their vectors and lexical postings. ``--by`` is recorded in the ledger as the author
of a pin or a retraction (default ``cli``).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from dataclasses import asdict

from rich.console import Console
from rich.table import Table

from convmem.core.memory import Memory
from convmem.errors import ConfigError
from convmem.records import CATEGORY_PRIORITY


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem facts``."""
    sub = parser.add_subparsers(dest="action", required=True)
    sub.add_parser("train", help="train the meaning detector's head now (once per machine)")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--store", required=True,
                        help="the store's SQLAlchemy URL, e.g. sqlite:///chat.db")
    listing = sub.add_parser("list", parents=[common], help="the conversation's facts")
    listing.add_argument("conversation_id")
    listing.add_argument("--all", action="store_true", help="the whole ledger, closed entries too")
    listing.add_argument("--json", action="store_true", help="print JSON lines")
    pin = sub.add_parser("pin", parents=[common], help="pin a fact the user asserts")
    pin.add_argument("conversation_id")
    pin.add_argument("text", help="the fact in the user's words")
    pin.add_argument("--category", default="note", choices=CATEGORY_PRIORITY)
    pin.add_argument("--key", help="its slot; a current fact with this key is replaced")
    pin.add_argument("--by", default="cli", help="who asserts it (recorded)")
    retract = sub.add_parser("retract", parents=[common], help="retract a fact by its id")
    retract.add_argument("conversation_id")
    retract.add_argument("fact_id", type=int)
    retract.add_argument("--by", default="cli", help="who retracts it (recorded)")
    forget = sub.add_parser("forget", parents=[common],
                            help="delete a conversation, or all of a user's, for good")
    forget.add_argument("conversation_id", nargs="?")
    forget.add_argument("--user", help="delete every conversation of this user instead")
    forget.add_argument("--strategy", choices=["window", "rag", "hybrid"],
                        help="the strategy that indexed the conversations (its vectors go "
                             "too); default hybrid when a vector folder lies next to a SQLite "
                             "store, else window")


def _strategy(args: argparse.Namespace) -> str:
    if getattr(args, "strategy", None):
        return str(args.strategy)
    if args.action == "forget":
        from convmem.stores.sql_engine import sqlite_file

        database = sqlite_file(args.store)
        if database is not None and database.with_name(database.name + ".vectors").is_dir():
            return "hybrid"
    return "window"


def _train(console: Console) -> int:
    """Train (or load) the head the default strategy's detector uses."""
    from convmem.facts.meaning import MeaningDetector
    from convmem.providers.embedders import SentenceTransformerEmbedder

    try:
        embedder = SentenceTransformerEmbedder()
    except ImportError:  # MissingDependency: the [rag] extra is not installed
        console.print("the [rag] extra is not installed: the rules find facts alone, nothing "
                      "to train")
        return 0
    began = time.perf_counter()
    MeaningDetector(embedder).classify(["I live in Lisbon."])
    console.print(f"the fact detector's head is ready ({time.perf_counter() - began:.0f} s; "
                  "kept in the cache folder)")
    return 0


def _check_exists(url: str) -> None:
    """A SQLite file must exist already: the commands act on a store, and opening a mistyped
    path would create an empty one (and report that it holds nothing)."""
    from convmem.stores.sql_engine import sqlite_file

    path = sqlite_file(url)
    if path is not None and not path.exists():
        raise ConfigError(f"--store {url}: there is no database at {path}. Check the path (a "
                          "relative one after sqlite:///, an absolute one after sqlite:////).")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run one action; returns the exit code (1 when there was nothing to act on).

    Raises:
        ConfigError: a bad store URL, category, conversation or fact id.
    """
    console = console or Console()
    if args.action == "train":
        return _train(console)
    if args.action == "forget" and bool(args.conversation_id) == bool(args.user):
        raise ConfigError("forget: give a conversation id or --user USER (one of them).")
    _check_exists(args.store)
    mem = Memory(strategy=_strategy(args), store=args.store, extractor=False)
    try:
        if args.action == "list":
            facts = mem.facts(args.conversation_id, current_only=not args.all)
            if args.json:
                for fact in facts:  # one JSON object per line, unwrapped
                    print(json.dumps(asdict(fact), default=str, ensure_ascii=False))
                return 0
            table = Table(title=f"facts of {args.conversation_id!r}")
            for col in ("id", "category", "key", "text", "origin", "current"):
                table.add_column(col, overflow="fold")
            for f in facts:
                state = ("yes, negated" if f.negated else "yes") if f.current else (
                    f"retracted by {f.retracted_by}" if f.retracted_by else "superseded")
                # a fact the detector filed shows its confidence (0.7 is its threshold)
                origin = f.origin if f.confidence is None else f"{f.origin} {f.confidence:.2f}"
                table.add_row(str(f.id), f.category, f.key, f.text, origin, state)
            if not facts:
                where = getattr(mem.store, "url", "the store")  # the URL without a password
                console.print(f"no {'' if args.all else 'current '}facts stored for "
                              f"conversation {args.conversation_id!r} in {where}")
                return 1
            console.print(table)
            return 0
        if args.action == "pin":
            fresh = not mem.store.count(args.conversation_id)
            fact = mem.pin_fact(args.conversation_id, args.text, category=args.category,
                                key=args.key, by=args.by)
            console.print(f"pinned fact {fact.id} ({fact.category}, key {fact.key!r})")
            if fresh:  # pinned ahead of the conversation (a profile's facts), or a mistyped id
                forget = shlex.join(["convmem", "facts", "forget", "--store", "URL", "--",
                                     args.conversation_id])
                print(f"note: conversation {args.conversation_id!r} holds no messages in "
                      f"{getattr(mem.store, 'url', 'the store')} yet: the fact will be pinned "
                      f"in it from its first message ({forget} removes it if the id was "
                      "mistyped)", file=sys.stderr)
            return 0
        if args.action == "retract":
            fact = mem.retract_fact(args.conversation_id, args.fact_id, by=args.by)
            console.print(f"retracted fact {fact.id} ({fact.key!r}) by {args.by}")
            return 0
        gone = mem.forget_user(args.user) if args.user else (
            [args.conversation_id] if mem.forget(args.conversation_id) else [])
        console.print(f"deleted {len(gone)} conversation(s): {', '.join(gone) or '-'}")
        return 0 if gone else 1
    finally:
        mem.close()
