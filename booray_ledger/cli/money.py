"""`booray settle`, `booray paid`, `booray standings`, `booray player show` and `booray export`."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import open_ledger, print_json
from booray_ledger.errors import UsageError

Json = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]
Since = Annotated[str | None, typer.Option("--since", help="Only nights started on or after this date (YYYY-MM-DD).")]

player_app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    help="One player across nights.\n\nExample: booray player show Ann",
    no_args_is_help=True,
)


def parse_date(text: str | None) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError(f"--since {text!r} is not a date; write it as YYYY-MM-DD, like 2026-12-04") from None


def settle(
    ctx: typer.Context,
    night: Annotated[str | None, typer.Option("--night", help="Settle this night (default: the latest).")] = None,
    everything: Annotated[bool, typer.Option("--all", help="Settle every night together.")] = False,
    since: Since = None,
    chip_value: Annotated[
        str | None, typer.Option("--chip-value", help="Money per chip, overriding the night's.")
    ] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Say in plain words why each payment is there.")] = False,
    as_json: Json = False,
) -> None:
    """Who pays whom, in as few payments as possible, in chips and money.

    Example: booray settle --chip-value 0.25 --explain
    """
    from booray_ledger.cli.night import parse_decimal

    value = parse_decimal(chip_value, "--chip-value") if chip_value is not None else None
    if sum((night is not None, everything, since is not None)) > 1:
        raise UsageError("choose one of --night, --all or --since")
    from booray_ledger.ledger import settlement

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        report = settlement.settle_up(session, night, everything, parse_date(since), value)
    if as_json:
        print_json(
            {
                k: report[k]
                for k in ("transfers", "balances", "pot", "toward_pot", "chip_value", "currency", "nights", "paid")
            }
        )
        return
    from booray_ledger.cli import render

    render.settle(report, settlement.explain(report) if explain else None)


def paid(
    ctx: typer.Context,
    payer: Annotated[str, typer.Argument(help="Who paid.", metavar="FROM")],
    payee: Annotated[str, typer.Argument(help="Who was paid.", metavar="TO")],
    chips: Annotated[int, typer.Argument(help="How many chips the payment was worth.")],
    night: Annotated[str | None, typer.Option("--night", help="The night it settles (default: the latest).")] = None,
) -> None:
    """Record a settle-up payment between two players.

    Example: booray paid Dan Ann 12
    """
    from booray_ledger.ledger import queries, settlement

    ledger = open_ledger(ctx)
    with ledger.write() as session:
        picked = settlement.select_nights(session, night, False, None)[-1]
        ctx_night = queries.load_night(session, picked.name)
        who, to = settlement.record_payment(session, ctx_night, payer, payee, chips)
        money = Decimal(picked.chip_value) * chips
        currency = picked.currency
    typer.echo(f"Recorded: {who} paid {to} {chips} chips ({currency}{money}).")


def standings(ctx: typer.Context, since: Since = None, as_json: Json = False) -> None:
    """Every player across nights: net chips and money, nights, hands, pots won, bourrés, reneges.

    Example: booray standings --since 2026-01-01
    """
    from booray_ledger.ledger import standings as standings_report

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        rows = standings_report.standings(session, parse_date(since))
    if as_json:
        print_json(rows)
        return
    from booray_ledger.cli import render

    render.standings(rows)


@player_app.callback()
def player_group() -> None:
    """One player across nights.

    Example: booray player show Ann
    """


@player_app.command("show")
def player_show(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The player.")],
    as_json: Json = False,
) -> None:
    """One player's nights, with a chart of their balance over each night.

    Example: booray player show Ann
    """
    from booray_ledger.ledger import standings as standings_report

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        data = standings_report.player_nights(session, name)
    if as_json:
        print_json(data)
        return
    from booray_ledger.cli import render

    render.player(data)


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
    from booray_ledger.ledger import export as exporter

    writers = {"csv": exporter.to_csv, "json": exporter.to_json, "hledger": exporter.to_hledger}
    if fmt not in writers:
        raise UsageError(f"--format {fmt!r}: use csv, json or hledger")
    ledger = open_ledger(ctx)
    with ledger.read() as session:
        text = writers[fmt](session, night)
    if output is None:
        typer.echo(text, nl=False)
    else:
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write {output}: {exc.strerror}; choose another path") from None
        typer.echo(f"Wrote {output}.", err=True)
