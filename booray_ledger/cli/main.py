"""The root `booray` command: the --db option, error handling, and the sub-apps.

Every domain error becomes one line on stderr and a non-zero exit (2 for usage errors); a
traceback is only ever shown for a bug.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from booray_ledger.errors import BoorayError


class BoorayGroup(TyperGroup):
    """The root group: turns every BoorayError raised below it into a one-line message."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except BoorayError as exc:
            typer.echo(f"booray: {exc}", err=True)
            raise typer.Exit(exc.exit_code) from None


app = typer.Typer(
    cls=BoorayGroup,
    name="booray",
    help="The bank and the referee for a night of Bourré (Booray).\n\n"
    "Example: booray night start Friday --players Ann,Bob,Cat,Dan  then  booray hand Ann=3 Bob=2 Cat=0 Dan=pass",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    rich_markup_mode=None,
)


@app.callback()
def root(
    ctx: typer.Context,
    db: Annotated[
        Path | None,
        typer.Option(
            "--db", envvar="BOORAY_DB", help="The SQLite ledger file (default: booray.db in your user data folder)."
        ),
    ] = None,
) -> None:
    """The bank and the referee for a night of Bourré (Booray).

    Example: booray night start Friday --players Ann,Bob,Cat,Dan
    """
    ctx.obj = {"db": str(db) if db else None}


def _register() -> None:
    from booray_ledger.cli import hand, money, night, referee, rules, seat, table

    app.add_typer(night.app, name="night")
    app.add_typer(hand.app, name="hand")
    app.add_typer(seat.app, name="seat")
    table.register(app)
    app.add_typer(referee.app, name="referee")
    app.add_typer(rules.app, name="rules")
    money.register(app)


_register()


def run() -> None:
    """Entry point of the `booray` console script."""
    app()
