"""`booray cashout NAME`: a player who leaves early settles now with the bank."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_hint, emit, open_ledger


def cashout(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The player who leaves.", show_default=False)],
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """A player who leaves early settles now with the bank (the scorekeeper holds the money).

    Their night balance becomes 0 and the bank takes it over: `booray settle` has the bank
    collect or pay it. A player still seated leaves the table.

    Example: booray cashout Cat
    """
    from booray_ledger.text import debts

    with open_ledger(ctx) as ledger:
        done = ledger.cash_out(name, night=night)
    emit(done, as_json, lambda d: debts.cashed_out(d, command_hint(ctx, "settle")))
