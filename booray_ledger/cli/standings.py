"""`booray standings`: every player across nights."""

from __future__ import annotations

import typer

from booray_ledger.cli.common import JsonOption, emit, open_ledger
from booray_ledger.cli.settle import Since


def standings(ctx: typer.Context, since: Since = None, as_json: JsonOption = False) -> None:
    """Every player across nights: net chips and money, nights, hands, pots won, bourrés, reneges.

    Example: booray standings --since 2026-01-01
    """
    with open_ledger(ctx) as ledger:
        rows = ledger.standings(since)
    from booray_ledger.text import debts

    emit(rows, as_json, debts.standings)
