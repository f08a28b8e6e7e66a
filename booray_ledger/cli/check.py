"""`booray check`: verify a ledger file; exit 0 when sound, 1 when anything is wrong."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

import typer

from booray_ledger.api.book import CheckProgress
from booray_ledger.cli.common import JsonOption, open_ledger, print_json


def check(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Verify the ledger: SQLite integrity and foreign keys, the append-only triggers, every
    entry summing to zero, and every hand replayed from its inputs reproducing the balances
    and the pot. Exit 0 when all is well, 1 when anything is wrong; nothing is written.

    Example: booray check   (or: booray --db friday-backup-20261204-213000.db check --json)
    """
    ledger = open_ledger(ctx)
    with _progress_bar() as progress:
        report = ledger.check(progress)
    if as_json:
        print_json(report)
    else:
        from booray_ledger.text import render

        render.check_report(report)
    raise typer.Exit(0 if report["ok"] else 1)


@contextmanager
def _progress_bar() -> Iterator[CheckProgress | None]:
    """A rich progress bar on stderr when it is a terminal (a big ledger takes seconds)."""
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("checking", total=None)

        def update(stage: str, done: int, total: int) -> None:
            bar.update(task, description=stage, completed=done, total=total or None)

        yield update
