"""`booray night ...`: start, list, show and end nights."""

from __future__ import annotations

import sys
from decimal import Decimal, InvalidOperation
from typing import Annotated

import typer

from booray_ledger.cli.common import open_ledger, print_json
from booray_ledger.errors import UsageError

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    help="Start, list, show and end nights.\n\nExample: booray night start Friday --players Ann,Bob,Cat,Dan",
    no_args_is_help=True,
)


def parse_decimal(text: str, option: str) -> Decimal:
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise UsageError(f"{option} {text!r} is not a number; write it like 0.25") from None
    if not value.is_finite() or value <= 0:
        raise UsageError(f"{option} must be more than 0, like 0.25")
    return value


@app.command("start")
def start(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="A name for the night, like Friday or 2026-12-04.")],
    players: Annotated[str, typer.Option("--players", help="Seats clockwise, comma-separated: Ann,Bob,Cat.")],
    rules: Annotated[
        str, typer.Option("--rules", help="classic, pagat, simple, or a house-rules .toml file.")
    ] = "classic",
    ante: Annotated[int | None, typer.Option("--ante", help="Chips each ante costs.")] = None,
    limit: Annotated[int | None, typer.Option("--limit", help="Pot limit in chips (0 for none).")] = None,
    cards: Annotated[int | None, typer.Option("--cards", help="Cards per hand: 5, or 4 for four-card Bourré.")] = None,
    double_ante: Annotated[
        bool, typer.Option("--double-ante", help="Everyone antes; players who play add one more.")
    ] = False,
    dealer: Annotated[str | None, typer.Option("--dealer", help="Who deals first (default: the first player).")] = None,
    chip_value: Annotated[str, typer.Option("--chip-value", help="Money per chip for settle-up, like 0.25.")] = "1",
    currency: Annotated[str, typer.Option("--currency", help="Currency symbol for settle-up.")] = "$",
) -> None:
    """Start a night with its players seated clockwise and its house rules.

    Example: booray night start Friday --players Ann,Bob,Cat,Dan --rules pagat --limit 25
    """
    from booray_ledger.rules import house

    base = house.load(rules)
    overrides: dict[str, object] = {}
    if ante is not None:
        overrides["ante"] = ante
    if limit is not None:
        overrides["pot_limit"] = limit
    if cards is not None:
        overrides["cards"] = cards
    if double_ante:
        overrides["double_ante"] = True
    house_rules = base.replace(**overrides)
    from booray_ledger.rules.entry import resolve, seat_list

    names = seat_list(p for p in (s.strip() for s in players.split(",")) if p)
    if dealer is not None:
        resolve(dealer, names, what="one of the night's players")
    if not " ".join(name.split()):
        raise UsageError("a night needs a name: booray night start NAME --players Ann,Bob,Cat")
    value = parse_decimal(chip_value, "--chip-value")
    ledger = open_ledger(ctx, create=True)  # only once the input is known to be good
    from booray_ledger.ledger import endnight, queries, service

    with ledger.write() as session:
        night = service.start_night(session, name, names, house_rules, dealer, value, currency)
        title = night.name
        carried = endnight.carry_in(session, queries.load_night(session, title))
    from booray_ledger.cli import render

    render.lines(
        f"Night {title} started: {', '.join(names)} (clockwise).",
        f"House rules: {house.describe(house_rules)}.",
        f"Record each hand with: booray hand {names[0]}=2 {names[1]}=3 ...",
    )
    if carried:
        render.lines(f"The pot starts at {carried} chips, carried from the group's last night.")


@app.command("list")
def list_nights(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """List every night in the database.

    Example: booray night list --json
    """
    from booray_ledger.ledger import reports

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        rows = reports.nights(session)
    if as_json:
        print_json(rows)
        return
    from booray_ledger.cli import render

    render.nights_table(rows)


@app.command("show")
def show(
    ctx: typer.Context,
    name: Annotated[str | None, typer.Argument(help="The night (default: the current one).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Show one night: its house rules, players, balances, pot, and a chart of everyone's balance.

    Example: booray night show Friday
    """
    from booray_ledger.ledger import reports

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        data = reports.night_detail(session, name)
    if as_json:
        print_json(data)
        return
    from booray_ledger.cli import render

    render.key_values(
        f"Night {data['night']}", {k: v for k, v in data.items() if k not in ("rules", "balances", "series")}
    )
    render.key_values("House rules", data["rules"])
    render.key_values("Balances", data["balances"])
    render.chart(data["series"], f"Balances over {data['night']}")


@app.command("end")
def end(
    ctx: typer.Context,
    pot: Annotated[
        str | None, typer.Option("--pot", help="What to do with chips left in the pot: carry, split or refund.")
    ] = None,
) -> None:
    """End the current night, deciding what happens to any pot still on the table (asked at a terminal).

    Example: booray night end --pot split
    """
    from booray_ledger.ledger import endnight, queries

    if pot is not None and pot not in endnight.POT_ACTIONS:
        raise UsageError(f"--pot {pot!r}: use carry, split or refund")
    ledger = open_ledger(ctx)
    if pot is None and sys.stdin.isatty():
        with ledger.read() as session:
            left = queries.pot(session, queries.load_night(session).id)
        while left and pot not in endnight.POT_ACTIONS:
            pot = typer.prompt(f"The pot still holds {left} chips: carry, split or refund?").strip().lower()
    with ledger.write() as session:
        night = queries.load_night(session)
        result = endnight.end_night(session, night, pot)
    from booray_ledger.cli import render

    render.lines(*result)
