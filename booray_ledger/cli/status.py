"""`booray status`: the table now."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from booray_ledger.cli.common import JsonOption, NightOption, emit, open_ledger

if TYPE_CHECKING:
    from booray_ledger.results import TableView


def status(ctx: typer.Context, night: NightOption = None, as_json: JsonOption = False) -> None:
    """The table now: pot, who deals, who antes, every balance.

    Example: booray status --json
    """
    with open_ledger(ctx) as ledger:
        view = ledger.table(night)
    from booray_ledger.api.reports import status_report

    emit(view, as_json, _show, for_scripts=status_report)


def _show(view: TableView) -> None:
    from booray_ledger.text import table  # rich only for people, not for --json

    table.status_table(view)
