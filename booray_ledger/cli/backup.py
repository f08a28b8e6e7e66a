"""`booray backup [PATH]`: a consistent copy of the ledger, taken while others record."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, emit, open_ledger


def backup(
    ctx: typer.Context,
    path: Annotated[
        Path | None, typer.Argument(help="Where to write the copy (default: beside the ledger, named with the time).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Copy the ledger as one consistent snapshot (SQLite's online backup), even while other
    terminals record. Restore: with no booray command running, copy the backup over the ledger.

    Example: booray backup ~/booray-friday.db
    """
    with open_ledger(ctx) as ledger:
        made = ledger.backup(path)
    from booray_ledger.text import render

    emit(made, as_json, render.backup_made)
