"""`booray play`: the live table, one prompt open all night (see booray_ledger.prompt)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import typer

from booray_ledger.cli.common import NightOption, db_target

if TYPE_CHECKING:
    from booray_ledger.prompt.commands import CliRunner


def play(ctx: typer.Context, night: NightOption = None) -> None:
    """The live table: one short line per hand, every command without the `booray` word, the
    pot, dealer, antes and balances redrawn above the prompt. Piped, one command per line.

    Example: booray play   then   an 2 bo 3 c 0 .   (or: booray play < examples/friday-night.play)
    """
    from booray_ledger.api.book import Ledger
    from booray_ledger.cli.main import COMMANDS
    from booray_ledger.prompt.commands import LiveTable

    path = db_target(ctx)  # a file or a postgresql:// URL
    with Ledger.open(path, keep_open=True, source="prompt") as ledger:
        table = LiveTable(ledger, night, run_cli=cli_runner(str(path), "prompt"), cli_commands=list(COMMANDS))
        if sys.stdin.isatty():
            from booray_ledger.prompt.live import run_live

            code = run_live(table)
        else:
            from booray_ledger.prompt.piped import run_piped

            code = run_piped(table, sys.stdin)
    raise typer.Exit(code)


def cli_runner(db: str, source: str = "cli") -> CliRunner:
    """Runs a single-shot command in this process against the same ledger file. It prints
    exactly what `booray ...` prints (its result, or its error and usage line) and returns the
    exit code `booray ...` would have; what it writes is kept as coming from ``source``."""
    from booray_ledger.cli.main import app

    command = typer.main.get_command(app)

    def run(args: list[str]) -> int:
        try:
            command.main(args=["--db", db, *args], prog_name="booray", obj={"source": source})
        except SystemExit as done:
            code = done.code
            return code if isinstance(code, int) else (0 if code is None else 1)
        return 0

    return run
