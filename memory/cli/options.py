"""What the sub-commands share: the help layout, and checks of options that must pass before a
command does any work.

A command checks its paths, URLs and names first, so a typo costs a second, not the 20 minutes
of a comparison that then cannot write its CSV. Argument *types* (``strategy``, ``url``) fail
the way argparse fails (usage and one line, exit 2); checks that need several options at once
raise :class:`~convmem.errors.ConfigError`, which :func:`convmem.cli.main` prints as one line
with exit 2.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from convmem.errors import ConfigError, did_you_mean, echo
from convmem.strategies import NAMES

__all__ = ["HelpFormatter", "check_folder", "check_output", "check_port", "strategy", "url"]

STRATEGY_HELP = (f"context strategy: one of {', '.join(NAMES)} (rag and hybrid need "
                 "pip install 'convmem[rag]')")


class HelpFormatter(argparse.HelpFormatter):
    """``--help`` with each option's default, unless its help already says it or there is
    none worth showing (``None``, ``False``)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        if (not action.option_strings or "default" in text or action.default is None
                or action.default is False or action.default == argparse.SUPPRESS):
            return text
        return f"{text} (default: %(default)s)"


def strategy(text: str) -> str:
    """An argparse type: a strategy name, with a suggestion for a near miss."""
    if text in NAMES:
        return text
    raise argparse.ArgumentTypeError(f"{echo(text)} is not a strategy. {did_you_mean(text, NAMES)}"
                                     f"Use one of {', '.join(NAMES)}.")


def url(text: str) -> str:
    """An argparse type: an http(s) URL."""
    if text.startswith(("http://", "https://")) and len(text) > len("https://"):
        return text.rstrip("/")
    raise argparse.ArgumentTypeError(f"{echo(text)} is not an http(s) URL; give the API root "
                                     "with its scheme, e.g. https://api.openai.com/v1.")


def check_output(path: Path, flag: str) -> None:
    """Refuse an output *file* that cannot be written, before the work that fills it.

    Raises:
        ConfigError: ``path`` is a folder, or its folder cannot be created or written.
    """
    if path.is_dir():
        raise ConfigError(f"{flag} {path}: is a folder; give a file name, e.g. "
                          f"{path / ('out' + (path.suffix or _suffix(flag)))}.")
    _writable(path.parent, f"{flag} {path}")


def check_folder(path: Path, flag: str) -> None:
    """Refuse an output *folder* that cannot be made or written, before the work.

    Raises:
        ConfigError: ``path`` is a file, or cannot be created or written.
    """
    if path.exists() and not path.is_dir():
        raise ConfigError(f"{flag} {path}: is a file, not a folder; give a folder for the "
                          "plots (it is created when missing).")
    _writable(path, f"{flag} {path}")


def check_port(port: int, flag: str = "--port") -> None:
    """Refuse a TCP port outside 0-65535.

    Raises:
        ConfigError: the port is out of range.
    """
    if not 0 <= port <= 65535:
        raise ConfigError(f"{flag} {port}: use a TCP port from 1 to 65535 (0 picks a free one).")


def _suffix(flag: str) -> str:
    return {"--csv": ".csv", "--json": ".json"}.get(flag, ".jsonl")


def _writable(folder: Path, what: str) -> None:
    """The nearest existing folder of ``folder`` must be a writable folder."""
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if not probe.is_dir():
        raise ConfigError(f"{what}: {probe} is a file, so the folder cannot be created.")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise ConfigError(f"{what}: the folder {probe} is not writable.")
