"""`booray seat ...`: change who sits at the table between hands."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import open_ledger

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    help="Add, remove, sit out or bring back a player between hands.\n\nExample: booray seat add Eve --after Bob",
    no_args_is_help=True,
)

Name = Annotated[str, typer.Argument(help="The player.")]


def _change(ctx: typer.Context, action: str, name: str, after: str | None = None) -> str:
    from booray_ledger.ledger import queries, service

    ledger = open_ledger(ctx)
    with ledger.write() as session:
        night = queries.load_night(session)
        return service.seat_change(session, night, action, name, after)


@app.command("add")
def add(
    ctx: typer.Context,
    name: Name,
    after: Annotated[
        str | None, typer.Option("--after", help="Seat them on this player's left (default: last seat).")
    ] = None,
) -> None:
    """Seat a new player (clockwise after --after, else in the last seat).

    Example: booray seat add Eve --after Bob
    """
    player = _change(ctx, "add", name, after)
    typer.echo(f"{player} sits down" + (f" after {after}." if after else " in the last seat."))


@app.command("remove")
def remove(ctx: typer.Context, name: Name) -> None:
    """Remove a player from the table (their balance stays in the night).

    Example: booray seat remove Dan
    """
    typer.echo(f"{_change(ctx, 'remove', name)} leaves the table.")


@app.command("out")
def sit_out(ctx: typer.Context, name: Name) -> None:
    """Sit a player out: seated, but not dealt in and owing no ante.

    Example: booray seat out Cat
    """
    typer.echo(f"{_change(ctx, 'out', name)} sits out.")


@app.command("in")
def sit_in(ctx: typer.Context, name: Name) -> None:
    """Deal a player who was sitting out back in.

    Example: booray seat in Cat
    """
    typer.echo(f"{_change(ctx, 'in', name)} is dealt in again.")
