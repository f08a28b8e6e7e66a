"""`booray cashout NAME`: a player who leaves early settles now with the bank."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_hint, emit, open_ledger


def cashout(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The player who leaves.", show_default=False)],
    night: NightOption = None,
    void: Annotated[
        bool, typer.Option("--void", help="Void the player's last cash-out (a reversing entry): they owe again.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """A player who leaves early settles now with the bank (the scorekeeper holds the money).

    Their night balance becomes 0 and the bank takes it over: `booray settle` has the bank
    collect or pay it. A player still seated leaves the table. --void reverses a cash-out made
    by mistake (the player is seated again only with `booray seat add`).

    Example: booray cashout Cat    or    booray cashout Cat --void
    """
    from booray_ledger.text import debts, render

    with open_ledger(ctx) as ledger:
        if void:
            voided = ledger.void_cash_out(name, night=night)
            emit(voided, as_json, lambda d: render.lines(*debts.cash_out_voided_lines(d)))
            return
        done = ledger.cash_out(name, night=night)
    emit(done, as_json, lambda d: debts.cashed_out(d, command_hint(ctx, "settle")))
