"""`booray settle`: who pays whom at the end of the night."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_hint, emit, open_ledger

Since = Annotated[str | None, typer.Option("--since", help="Only nights started on or after this date (YYYY-MM-DD).")]


def settle(
    ctx: typer.Context,
    night: NightOption = None,
    everything: Annotated[bool, typer.Option("--all", help="Settle every night together.")] = False,
    since: Since = None,
    chip_value: Annotated[
        str | None, typer.Option("--chip-value", help="Money per chip, overriding the night's.")
    ] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Say in plain words why each payment is there.")] = False,
    currency: Annotated[
        str | None, typer.Option("--currency", help="Show money in this ISO currency code (USD, EUR, ...).")
    ] = None,
    exact: Annotated[
        bool, typer.Option("--exact", help="Prove the fewest payments however long it takes (no search budget).")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Who pays whom, in as few payments as possible, in chips and money.

    Example: booray settle --chip-value 0.25 --currency EUR --explain
    """
    with open_ledger(ctx) as ledger:
        report = ledger.settle_up(
            night=night,
            everything=everything,
            since=since,
            chip_value=chip_value,
            explain=explain,
            currency=currency,
            exact=exact,
        )
    from booray_ledger.text import debts

    hints = debts.SettleHints(
        exact=command_hint(ctx, "settle --exact"), end_night=command_hint(ctx, "night end --pot carry|split|refund")
    )
    emit(report, as_json, lambda r: debts.settle(r, hints))
