"""``convmem factbench``: the command line of :mod:`convmem.eval.factbench`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError
from convmem.eval.factbench import BLIND_SETS, load_blind, load_dataset, run, run_blind


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem factbench``."""
    parser.add_argument("--extractor", choices=["auto", "rules", "meaning"], default="auto",
                        help="rules alone, or rules + the meaning detector on MiniLM (the "
                             "default extractor of rag/hybrid); auto: meaning when the rag "
                             "extra is installed")
    parser.add_argument("--sets", metavar="NAMES",
                        help="only these blind sets, comma-separated (e.g. blind-26): a new "
                             "set's first run without running the others again; default: the "
                             "labelled set and every blind set")
    parser.add_argument("--misses", action="store_true",
                        help="also list each blind set's missed facts and flagged negatives")
    parser.add_argument("--corrections", metavar="FILE", action="append", type=Path,
                        help="instead, score corrections of facts on these case files "
                             "(convmem.eval.corrections; e.g. tests/facts/corrections_*.jsonl)")
    parser.add_argument("--strict", action="store_true",
                        help="with --corrections: a current fact filed from the correction "
                             "itself does not excuse the old value in it")


def _extractor(choice: str) -> tuple[Any, str]:
    from convmem.facts import default_extractor

    if choice == "rules":
        return default_extractor(None), "RuleExtractor"
    try:
        from convmem.providers.embedders import SentenceTransformerEmbedder

        embedder = SentenceTransformerEmbedder()
    except ImportError:
        if choice == "meaning":
            raise
        return default_extractor(None), "RuleExtractor (no rag extra)"
    return default_extractor(embedder), "MeaningExtractor (rules + MiniLM)"


def main(args: argparse.Namespace | None = None) -> int:
    """Print the benchmark as tables (``convmem factbench``).

    Returns:
        0 (the figures are a report, not a pass/fail gate).

    Raises:
        ConfigError: ``--sets`` names no set or one that is not registered; a
            ``--corrections`` file is unreadable or holds a bad case; an option that does not
            go with ``--corrections``.
    """
    from rich.console import Console

    files = getattr(args, "corrections", None)
    cases = _case_files(args, files)
    sets = _sets(getattr(args, "sets", None))  # (none with --corrections: refused above)
    extractor, label = _extractor(getattr(args, "extractor", "auto"))
    console = Console()
    if files:
        for path, loaded in zip(files, cases, strict=True):
            _corrections(console, extractor, label, path, loaded,
                         bool(getattr(args, "strict", False)))
        return 0
    if sets is None:
        _labelled(console, extractor, label)
    for name in sets or BLIND_SETS:
        _blind(console, extractor, label, name, BLIND_SETS[name],
               misses=bool(getattr(args, "misses", False)))
    return 0


def _case_files(args: argparse.Namespace | None, files: list[Path] | None) -> list[Any]:
    """The cases of every ``--corrections`` file, read before any model loads; the options
    that do not go with them refused."""
    from convmem.eval.corrections import load_cases

    if not files:
        if getattr(args, "strict", False):
            raise ConfigError("--strict scores --corrections files: give one or more")
        return []
    if getattr(args, "sets", None) or getattr(args, "misses", False):
        raise ConfigError("--corrections scores case files alone: leave out --sets and "
                          "--misses, or run them without --corrections")
    return [load_cases(path) for path in files]


def _corrections(console: Any, extractor: Any, label: str, path: Path, cases: list[Any],
                 strict: bool) -> None:
    """One file of correction cases, by kind and language."""
    from rich.table import Table

    from convmem.eval.corrections import score

    res = score(cases, extractor, strict=strict)
    table = Table(title=f"Corrections on the ledger ({label}): {path.name}"
                        + (" (strict)" if strict else ""))
    for column in ("kind", "lang", "right"):
        table.add_column(column, justify="right" if column == "right" else "left")
    for kind, lang in sorted(res.total):
        table.add_row(kind, lang, f"{res.right[(kind, lang)]}/{res.total[(kind, lang)]}")
    table.add_row("[b]all[/b]", "", f"[b]{res.correct}/{res.cases}[/b]")
    table.add_row("earlier fact filed", "", f"{res.known}/{res.cases}")
    console.print(table)
    console.print(f"wrong: {' '.join(res.wrong) or 'none'}")


def _sets(names: str | None) -> list[str] | None:
    if names is None:
        return None
    chosen = list(dict.fromkeys(n.strip() for n in names.split(",") if n.strip()))
    known = ", ".join(BLIND_SETS)
    if not chosen:
        raise ConfigError(f"--sets {names!r} names no set: give one or more of {known}")
    unknown = [n for n in chosen if n not in BLIND_SETS]
    if unknown:
        verb = "is not a registered blind set" if len(unknown) == 1 else (
            "are not registered blind sets")
        raise ConfigError(f"--sets {names!r}: {', '.join(unknown)} {verb}; the sets are {known}")
    return chosen


def _labelled(console: Any, extractor: Any, label: str) -> None:
    """The labelled set's slices (seen while tuning), with its misses."""
    from rich.table import Table

    res = run(extractor, rounds=1 if "Meaning" in label else 20)
    table = Table(title=f"Fact extraction recall ({label}); slices seen while tuning")
    table.add_column("category")
    for name in res.slices:
        table.add_column(name, justify="right")
    cats = sorted({c for sl in res.slices.values() for c in sl.by_category})
    for cat in cats:
        cells = [sl.by_category.get(cat) for sl in res.slices.values()]
        table.add_row(cat, *(f"{t[0]}/{t[1]}" if t else "-" for t in cells))
    langs = sorted({k for sl in res.slices.values() for k in sl.by_lang})
    for lang in langs:
        cells = [sl.by_lang.get(lang) for sl in res.slices.values()]
        table.add_row(f"lang {lang}", *(f"{t[0]}/{t[1]}" if t else "-" for t in cells))
    table.add_row("[b]recall[/b]", *(f"[b]{sl.recall:.3f}[/b] ({sl.found}/{sl.total})"
                                     for sl in res.slices.values()))
    table.add_row("false positives", *(f"{sl.fp_rate:.3f} ({sl.false_positives}/{sl.negatives})"
                                       for sl in res.slices.values()))
    console.print(table)
    first = getattr(load_dataset(), "FIRST_RUN", {})
    if first:
        console.print("first, unseen runs (before the misses they showed were fixed): " + ", ".join(
            f"{name} {found}/{total} = {found / total:.3f}" for name, (found, total) in
            first.items()))
    console.print(f"supersession pairs with equal keys: {res.pairs_ok}/{res.pairs_total}")
    console.print(f"time per message: mean {res.mean_us:.1f} µs, p99 {res.p99_us:.1f} µs "
                  f"({res.messages} messages x rounds)")
    if res.misses or res.false_positives or res.pair_failures:
        fails = Table(title="Misses and false positives")
        for col in ("slice", "sentence", "expected", "got"):
            fails.add_column(col, overflow="fold")
        for miss in [*res.misses, *res.false_positives]:
            fails.add_row(miss.slice, miss.sentence, miss.expected, "\n".join(miss.got) or "-")
        console.print(fails)
        for failure in res.pair_failures:
            console.print(f"pair failed: {failure}")


def _blind(console: Any, extractor: Any, label: str, name: str, path: Path, *,
           misses: bool = False) -> None:
    """A frozen blind slice: its first runs (the only unseen figures), then this run."""
    from rich.table import Table

    data = load_blind(path)
    first = getattr(data, "FIRST_RUN", {})
    runs = Table(title=f"Blind slice {name!r} (tests/facts/{path.name}), FIRST RUNS — unseen")
    for col in ("run", "facts found", "recall", "negatives flagged", "clean", "precision"):
        runs.add_column(col, justify="right")
    for run_name, f in first.items():
        runs.add_row(run_name, f"{f['found']}/{f['total']}", f"{f['recall']:.3f}",
                     f"{f['flagged']}/{f['negatives']}", f"{f['clean']:.3f}",
                     f"{f['precision']:.3f}")
    console.print(runs)
    res = run_blind(extractor, dataset=data)
    seen = "seen data after its first run" if first else (
        "no first run is recorded: this is it, record it in FIRST_RUN before any tuning")
    now = Table(title=f"Blind slice {name!r} now ({label}) — {seen}")
    now.add_column("topic / kind")
    now.add_column("found or flagged", justify="right")
    for topic, (hit, total) in res.by_topic.items():
        now.add_row(topic, f"{hit}/{total}")
    for lang, (hit, total) in res.by_lang.items():
        now.add_row(f"lang {lang}", f"{hit}/{total}")
    for kind, (hit, total) in res.by_kind.items():
        now.add_row(f"negatives: {kind}", f"{hit}/{total} flagged")
    now.add_row("[b]recall[/b]", f"[b]{res.recall:.3f}[/b] ({res.found}/{res.total})")
    now.add_row("negatives clean", f"{res.clean:.3f} ({res.flagged}/{res.negatives} flagged)")
    now.add_row("precision", f"{res.precision:.3f}")
    now.add_row("besides: found only as a guess", f"{res.guessed}/{res.total - res.found}")
    now.add_row("besides: negatives with a guess", f"{res.guess_flagged}/"
                                                   f"{res.negatives - res.flagged}")
    if res.replaced:
        now.add_row("superseded (ledger): new value current", f"{res.new_current}/{res.replaced}"
                    f" (+{res.new_guessed} as a guess)")
        now.add_row("superseded (ledger): old value alone", f"{res.stale_only}/{res.replaced}")
    now.add_row("time per message", f"mean {res.mean_us / 1000:.2f} ms, p99 "
                                    f"{res.p99_us / 1000:.2f} ms")
    console.print(now)
    if misses and (res.misses or res.false_positives):
        fails = Table(title=f"Blind slice {name!r}: missed facts and flagged negatives")
        for col in ("expected", "message", "got"):
            fails.add_column(col, overflow="fold")
        for miss in [*res.misses, *res.false_positives]:
            fails.add_row(miss.expected, miss.sentence, "\n".join(miss.got) or "-")
        console.print(fails)
