"""`booray check`: verify a ledger file; exit 0 when sound, 1 when anything is wrong."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, command_hint, open_ledger, print_json, progress_bar


def check(
    ctx: typer.Context,
    full: Annotated[
        bool,
        typer.Option("--full", help="Replay every hand, not only those since the last check; SQLite's full check."),
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Verify the ledger: its pages, SQLite's quick check, the append-only triggers, every
    night's hash chain and every entry summing to zero in full, and the hands replayed from their
    inputs reproducing the balances and the pot: every hand recorded or corrected since the last
    check that found all well (--full: every hand, and SQLite's integrity and foreign-key checks).
    Exit 0 when all is well, 1 when anything is wrong; the ledger is not changed (a sound one gets
    a note of the hands replayed).

    Example: booray check   (or: booray --db friday-backup-20261204-213000.db check --full --json)
    """
    ledger = open_ledger(ctx)
    from booray_ledger.text import commands as words

    with progress_bar(words.checking(), staged=True, stage_words=words.check_stage) as progress:
        report = ledger.check(progress, full)
    from booray_ledger.text import check as check_words
    from booray_ledger.text import render

    details, replay_all = command_hint(ctx, "check --json"), command_hint(ctx, "check --full")
    if as_json:  # the lines in words too, as before, for a script that shows them; the facts beside
        summary = render.check_summary(report, details, replay_all)
        print_json({**check_words.with_words(report), "summary": summary})
    else:
        render.check_report(report, details, replay_all)
    raise typer.Exit(0 if report["ok"] else 1)
