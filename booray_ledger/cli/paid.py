"""`booray paid`: record a settle-up payment."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import NightOption, open_ledger


def paid(
    ctx: typer.Context,
    payer: Annotated[str, typer.Argument(help="Who paid.", metavar="FROM")],
    payee: Annotated[str, typer.Argument(help="Who was paid.", metavar="TO")],
    chips: Annotated[int, typer.Argument(help="How many chips the payment was worth.")],
    night: NightOption = None,
) -> None:
    """Record a settle-up payment between two players (default: against the latest night).

    Example: booray paid Dan Ann 12
    """
    with open_ledger(ctx) as ledger:
        done = ledger.record_payment(payer, payee, chips, night=night)
    from booray_ledger.cli import render

    render.payment(done)
