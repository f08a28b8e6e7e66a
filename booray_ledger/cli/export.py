"""`booray export`: hands and chip movements for spreadsheets, scripts and hledger."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import open_ledger
from booray_ledger.errors import UsageError


def export(
    ctx: typer.Context,
    fmt: Annotated[str, typer.Option("--format", help="csv, json or hledger.")] = "csv",
    night: Annotated[str | None, typer.Option("--night", help="Only this night (default: every night).")] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file instead of the screen.")
    ] = None,
) -> None:
    """Export hands and chip movements as CSV, JSON or an hledger journal.

    Example: booray export --format hledger --night Friday -o friday.journal
    """
    with open_ledger(ctx) as ledger:
        text = ledger.export(fmt, night=night)
    if output is None:
        typer.echo(text, nl=False)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write {output}: {exc.strerror}; choose another path") from None
    typer.echo(f"Wrote {output}.", err=True)
