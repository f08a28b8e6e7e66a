"""`booray seat ...`: change who sits at the table between hands."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import NightOption, command_hint, open_ledger
from booray_ledger.cli.helptext import FullHelpGroup

app = typer.Typer(
    cls=FullHelpGroup,
    add_completion=False,
    rich_markup_mode=None,
    help="Add, remove, sit out or bring back a player between hands.\n\nExample: booray seat add Eve --after Bob",
    no_args_is_help=True,
)

Name = Annotated[str, typer.Argument(help="The player.")]


def _change(ctx: typer.Context, action: str, name: str, night: str | None, after: str | None = None) -> None:
    with open_ledger(ctx) as ledger:
        done = ledger.seat(action, name, after=after, night=night)
    from booray_ledger.text.nights import seat_changed

    typer.echo(seat_changed(done))


@app.command("add")
def add(
    ctx: typer.Context,
    name: Name,
    after: Annotated[
        str | None, typer.Option("--after", help="Seat them on this player's left (default: last seat).")
    ] = None,
    night: NightOption = None,
) -> None:
    """Seat a new player (clockwise after --after, else in the last seat).

    Example: booray seat add Eve --after Bob
    """
    _change(ctx, "add", name, night, after)


@app.command("remove")
def remove(
    ctx: typer.Context,
    name: Name,
    cash_out: Annotated[
        bool, typer.Option("--cash-out", help="Settle them now with the bank, in chips and money (booray cashout).")
    ] = False,
    night: NightOption = None,
) -> None:
    """Remove a player from the table (their balance stays in the night, unless --cash-out).

    Example: booray seat remove Dan --cash-out
    """
    if cash_out:
        from booray_ledger.text import debts

        with open_ledger(ctx) as ledger:
            debts.cashed_out(ledger.cash_out(name, night=night), command_hint(ctx, "settle"))
        return
    _change(ctx, "remove", name, night)


@app.command("out")
def sit_out(ctx: typer.Context, name: Name, night: NightOption = None) -> None:
    """Sit a player out: seated, but not dealt in and owing no ante.

    Example: booray seat out Cat
    """
    _change(ctx, "out", name, night)


@app.command("in")
def sit_in(ctx: typer.Context, name: Name, night: NightOption = None) -> None:
    """Deal a player who was sitting out back in.

    Example: booray seat in Cat
    """
    _change(ctx, "in", name, night)
