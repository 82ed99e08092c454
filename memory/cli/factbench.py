"""``convmem factbench``: the command line of :mod:`convmem.eval.factbench`."""

from __future__ import annotations

import argparse

from convmem.eval.factbench import load_dataset, run


def main(args: argparse.Namespace | None = None) -> int:
    """Print the benchmark as tables (``convmem factbench``, ``convmem factbench``).

    Returns:
        0 (the figures are a report, not a pass/fail gate).
    """
    from rich.console import Console
    from rich.table import Table

    del args  # no options yet
    res = run()
    console = Console()
    table = Table(title="Fact extraction recall (RuleExtractor)")
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
    return 0
