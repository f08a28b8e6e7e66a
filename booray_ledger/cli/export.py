"""`booray export`: hands and chip movements for spreadsheets, scripts and hledger."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from contextlib import nullcontext
from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import open_ledger, progress_bar
from booray_ledger.errors import UsageError


def export(
    ctx: typer.Context,
    fmt: Annotated[str, typer.Option("--format", help="csv, json or hledger.")] = "csv",
    night: Annotated[str | None, typer.Option("--night", help="Only this night (default: every night).")] = None,
    summary: Annotated[
        bool, typer.Option("--summary", help="One row per night per player: night, date, player, net chips, money.")
    ] = False,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file instead of the screen.")
    ] = None,
) -> None:
    """Export hands and chip movements as CSV, JSON or an hledger journal.

    Example: booray export --format hledger --night Friday -o friday.journal
    (or: booray export --summary -o season.csv, one row per night per player, each night adding up to 0)
    """
    from booray_ledger.text import commands as words

    # a bar beside the export itself on the same screen would garble it: shown when either goes elsewhere
    bar = progress_bar(words.exporting()) if output is not None or not sys.stdout.isatty() else nullcontext()
    with open_ledger(ctx) as ledger, bar as progress:
        chunks = ledger.export_chunks(fmt, night=night, summary=summary, progress=progress)
        if output is None:
            for chunk in chunks:
                typer.echo(chunk, nl=False)
            return
        write_atomically(output, chunks)
    typer.echo(words.export_written(str(output)), err=True)


def write_atomically(output: Path, chunks: Iterable[str]) -> None:
    """Write ``chunks`` to ``output`` as they come, whole or not at all: a failed export (a full
    disk, an interruption) leaves the previous file as it was."""
    from booray_ledger import whole_file

    try:
        whole_file.write_chunks(output, chunks)
    except OSError as exc:
        from booray_ledger.text.commands import cannot_write

        raise UsageError(cannot_write(str(output), str(exc.strerror))) from None
