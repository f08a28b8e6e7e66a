"""`booray status`: the table now."""

from __future__ import annotations

import typer

from booray_ledger.cli.common import JsonOption, NightOption, open_ledger, print_json


def status(ctx: typer.Context, night: NightOption = None, as_json: JsonOption = False) -> None:
    """The table now: pot, who deals, who antes, every balance.

    Example: booray status --json
    """
    with open_ledger(ctx) as ledger:
        view = ledger.table(night)
    if as_json:
        print_json(view["status"])  # exactly the status keys; the rest is for the screen
        return
    from booray_ledger.cli import render

    render.status_table(view)
