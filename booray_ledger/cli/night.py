"""`booray night ...`: start, list, show, end and reopen nights."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_words, emit, front_end, open_ledger
from booray_ledger.cli.helptext import FullHelpGroup
from booray_ledger.errors import UsageError

if TYPE_CHECKING:
    from booray_ledger.results import OpenNight

app = typer.Typer(
    cls=FullHelpGroup,
    add_completion=False,
    rich_markup_mode=None,
    help="Start, list, show, end and reopen nights.\n\nExample: booray night start Friday --players Ann,Bob,Cat,Dan",
    no_args_is_help=True,
)


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
    tie: Annotated[
        str | None, typer.Option("--tie", help="A tie: carry, split, or vote (the tied players decide).")
    ] = None,
    stakes: Annotated[
        str | None, typer.Option("--stakes", help="none, or table: each player pays only from a stack they buy.")
    ] = None,
    buy_in: Annotated[int | None, typer.Option("--buy-in", help="Table stakes: chips each player starts with.")] = None,
    max_buy_in: Annotated[
        int | None, typer.Option("--max-buy-in", help="Table stakes: the most chips one purchase may be.")
    ] = None,
    cover: Annotated[
        str | None, typer.Option("--cover", help="Table stakes: must_cover (play only if covered) or all_in.")
    ] = None,
    dealer: Annotated[str | None, typer.Option("--dealer", help="Who deals first (default: the first player).")] = None,
    chip_value: Annotated[str, typer.Option("--chip-value", help="Money per chip for settle-up, like 0.25.")] = "1",
    currency: Annotated[
        str, typer.Option("--currency", help="ISO currency code for settle-up money, like USD, EUR or GBP.")
    ] = "USD",
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang", metavar="CODE", help="The language of the night's board and recap: en, ml, mn, sd, ms or ps."
        ),
    ] = None,
) -> None:
    """Start a night with its players seated clockwise and its house rules.

    Example: booray night start Friday --players Ann,Bob,Cat,Dan --rules pagat --limit 25
    (table stakes: booray night start Sat --players Ann,Bob,Cat --stakes table --buy-in 100 --cover all_in)
    """
    from booray_ledger.api.reference import house_rules as load_rules

    overrides = {"ante": ante, "pot_limit": limit, "cards": cards, "double_ante": double_ante or None, "tie": tie,
                 "stakes": stakes, "buy_in": buy_in, "max_buy_in": max_buy_in, "cover": cover}  # fmt: skip
    house_rules = load_rules(rules, **overrides)
    seats = [p for p in players.split(",") if p.strip()]  # the library refuses control characters
    with open_ledger(ctx) as ledger:
        started = ledger.start_night(
            name, seats, house_rules, dealer=dealer, chip_value=chip_value, currency=currency, language=lang
        )
    from booray_ledger.text import nights

    live = front_end(ctx) == "prompt"
    said = [*nights.night_started(started), nights.how_to_record(started["players"], command_words(ctx), live)]
    say_with_switch_hint(ctx, said, started["also_open"])


@app.command("set")
def set_settings(
    ctx: typer.Context,
    rules: Annotated[
        list[str] | None,
        typer.Argument(help="House rules to change, KEY=VALUE: ante=2 limit=25 tie=split (needs --from-next-hand)."),
    ] = None,
    from_next_hand: Annotated[
        bool,
        typer.Option(
            "--from-next-hand", help="Apply the house rules from the next hand on; earlier hands keep theirs."
        ),
    ] = False,
    chip_value: Annotated[
        str | None, typer.Option("--chip-value", help="Money per chip for the whole night, like 0.25.")
    ] = None,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang", metavar="CODE", help="The language of the night's board and recap: en, ml, mn, sd, ms or ps."
        ),
    ] = None,
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """Change the night's chip value, its house rules or its language between hands; the old values stay in its history.

    Example: booray night set --from-next-hand ante=2 limit=25
    (the chip value, for the whole night: booray night set --chip-value 0.25; the board and recap in Pashto:
    booray night set --lang ps)
    """
    from booray_ledger.api.book import rule_changes
    from booray_ledger.text import commands as words

    changes = rule_changes(rules or [])
    if changes and not from_next_hand:
        raise UsageError(words.rules_change_next_hand())
    if from_next_hand and not changes:
        raise UsageError(words.next_hand_needs_rules())
    if not changes and chip_value is None and lang is None:
        raise UsageError(words.nothing_to_change())
    with open_ledger(ctx) as ledger:
        done = ledger.set_night(chip_value=chip_value, rules=changes, night=night, language=lang)
    from booray_ledger.text import nights, render

    emit(done, as_json, lambda d: render.lines(*nights.night_settings_changed(d)))


@app.command("use")
def use(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The night to make current (see `booray night list`).")],
    as_json: JsonOption = False,
) -> None:
    """Make a night the current one: commands without --night then work on it, in every terminal.

    Example: booray night use Friday
    """
    with open_ledger(ctx) as ledger:
        used = ledger.use_night(name)
    from booray_ledger.text import nights

    emit(used, as_json, lambda u: say_with_switch_hint(ctx, nights.night_used(u), u["also_open"]))


@app.command("list")
def list_nights(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """List every night in the database.

    Example: booray night list --json
    """
    with open_ledger(ctx) as ledger:
        rows = ledger.nights()
    from booray_ledger.text import render

    emit(rows, as_json, render.nights_table)


@app.command("show")
def show(
    ctx: typer.Context,
    name: Annotated[str | None, typer.Argument(help="The night (default: the current one).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Show one night: its house rules, players, balances, pot, and a chart of everyone's balance.

    Example: booray night show Friday
    """
    with open_ledger(ctx) as ledger:
        data = ledger.night(name)
    from booray_ledger.text import nightpage

    emit(data, as_json, nightpage.night_detail)


@app.command("end")
def end(
    ctx: typer.Context,
    pot: Annotated[
        str | None, typer.Option("--pot", help="What to do with chips left in the pot: carry, split or refund.")
    ] = None,
    night: NightOption = None,
) -> None:
    """End the current night, deciding what happens to any pot still on the table (asked at a terminal).

    Example: booray night end --pot split
    """
    with open_ledger(ctx) as ledger:
        if pot is None and sys.stdin.isatty():
            left = ledger.status(night)["pot"]
            if left:
                from booray_ledger.text.commands import not_a_pot_answer, pot_question

                answer = typer.prompt(pot_question(left)).strip().lower()
                if answer not in ("carry", "split", "refund"):
                    raise UsageError(not_a_pot_answer(answer))
                pot = answer
        ended = ledger.end_night(pot, night=night)
    from booray_ledger.text import nights, render

    render.lines(*nights.night_ended(ended))


@app.command("reopen")
def reopen(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The ended night to open again (see `booray night list`).")],
    as_json: JsonOption = False,
) -> None:
    """Open an ended night again: the pot its end took off the table comes back, and it is the
    current night. Ending it again undoes this. To correct a hand of an ended night, `booray hand
    edit N --night NAME` and `booray hand void --night NAME` work without reopening it.

    Example: booray night reopen Friday
    """
    with open_ledger(ctx) as ledger:
        done = ledger.reopen_night(name)
    from booray_ledger.text import nights

    emit(done, as_json, lambda d: say_with_switch_hint(ctx, nights.night_reopened(d), d["also_open"]))


def say_with_switch_hint(ctx: typer.Context, said: list[str], others: list[OpenNight]) -> None:
    """Print what a night command did, then how to switch to another open night, if one is."""
    from booray_ledger.text import nights, render

    render.lines(*said, *nights.how_to_switch(others, command_words(ctx)))
