"""`booray history`: every hand of a night."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_words, emit, open_ledger


def history(
    ctx: typer.Context,
    night: NightOption = None,
    as_json: JsonOption = False,
    include_voided: Annotated[
        bool,
        typer.Option(
            "--all", help="Every hand with its marks, voided ones too, and every change with its time and source."
        ),
    ] = False,
) -> None:
    """Every hand of the current night, one line each: each player's chips won or paid, with
    badges for what they did, and the pot after. --all adds voided hands and every void, edit
    and payment with when, why and where it came from.

    Example: booray history    or    booray history --all    or    booray history --json
    """
    with open_ledger(ctx) as ledger:
        data = ledger.history(night, include_voided=include_voided)
    from booray_ledger.text import history as shown

    hint = command_words(ctx)
    emit(data, as_json, shown.history_all if include_voided else lambda d: shown.history_grid(d, hint))
