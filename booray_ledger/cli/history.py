"""`booray history`: every hand of a night."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, emit, open_ledger


def history(
    ctx: typer.Context,
    night: NightOption = None,
    as_json: JsonOption = False,
    include_voided: Annotated[bool, typer.Option("--all", help="Include voided and replaced hands.")] = False,
) -> None:
    """Every hand of the current night, in order.

    Example: booray history --json
    """
    with open_ledger(ctx) as ledger:
        data = ledger.history(night, include_voided=include_voided)
    from booray_ledger.text import hands

    emit(data, as_json, hands.history_table)
