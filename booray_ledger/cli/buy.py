"""`booray buy NAME CHIPS`: a buy-in or rebuy between hands, under table stakes."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, emit, open_ledger


def buy(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The seated player buying chips.")],
    chips: Annotated[int, typer.Argument(help="How many chips (at most the table's max buy-in).")],
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """Buy chips from the bank for a player's stack, between hands (table stakes only).

    Example: booray buy Cat 100
    """
    with open_ledger(ctx) as ledger:
        done = ledger.buy(name, chips, night=night)
    from booray_ledger.text import hands

    emit(done, as_json, hands.bought)
