"""`booray copy --to TARGET`: copy this ledger to a new file or an empty PostgreSQL database,
then check every night's balances and pot in the copy (exit 1 if any differ)."""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING, Annotated, Any

import typer

from booray_ledger.cli.common import JsonOption, db_target, emit
from booray_ledger.text.render import console

if TYPE_CHECKING:
    from booray_ledger.results.file import CopyReport


def copy(
    ctx: typer.Context,
    to: Annotated[
        str,
        typer.Option(
            "--to", help="Where to: an empty PostgreSQL database (postgresql://...) or a new SQLite file (backup)."
        ),
    ],
    as_json: JsonOption = False,
) -> None:
    """Copy the whole ledger (--db) to an empty PostgreSQL database or a new SQLite file,
    keeping every row and id; then compare every night's balances and pot, and exit 1 if any
    differ.

    Example: booray --db friday.db copy --to postgresql://club:secret@db.local/league
    """
    from booray_ledger.api.copying import copy_ledger

    with ExitStack() as stack:
        progress = None if as_json else stack.enter_context(_Progress())
        report = copy_ledger(db_target(ctx), to, progress)
    emit(report, as_json, render)
    if not report["identical"]:
        raise typer.Exit(1)


class _Progress:
    """A rich progress bar per table on a terminal; silent otherwise (scripts, pipes)."""

    def __enter__(self) -> _Progress:
        from rich.progress import Progress

        out = console()
        self.bar: Any = Progress(console=out, transient=True, disable=not out.is_terminal)
        self.bar.__enter__()
        self.tasks: dict[str, Any] = {}
        return self

    def __exit__(self, *exc: object) -> None:
        self.bar.__exit__(None, None, None)

    def __call__(self, table: str, done: int, total: int) -> None:
        if table not in self.tasks:
            from booray_ledger.text.commands import copying

            self.tasks[table] = self.bar.add_task(copying(table), total=max(total, 1))
        self.bar.update(self.tasks[table], completed=done if total else 1)


def render(report: CopyReport) -> None:
    """Rows per table, then every night in the source beside the copy."""
    from rich.table import Table

    from booray_ledger.text import commands as words

    out = console()
    out.print(words.copied(report["source"], report["target"]))
    tables = Table(title=words.rows_title(), title_justify="left")
    for column, heading in words.columns(words.ROW_COLUMNS).items():
        tables.add_column(heading, justify="left" if column == "table" else "right")
    for t in report["tables"]:
        tables.add_row(t["table"], str(t["source"]), str(t["copied"]))
    out.print(tables)
    nights = Table(title=words.nights_title(), title_justify="left")
    for column, heading in words.columns(words.NIGHT_COLUMNS).items():
        nights.add_column(heading, justify="left" if column in ("night", "same") else "right")
    for n in report["nights"]:
        nights.add_row(n["night"], _sum(n["balances"]), str(n["pot"]), _sum(n["copied_balances"]),
                       str(n["copied_pot"]), words.same(n["same"]))  # fmt: skip
    out.print(nights)
    if report["identical"]:
        out.print(words.copy_identical(len(report["nights"])))
    else:
        out.print(words.copy_differs())


def _sum(balances: dict[str, int]) -> str:
    """A night's balances in one cell: each player's chips, in seat order."""
    return " ".join(f"{name} {chips:+d}" for name, chips in balances.items()) or "-"
