"""`booray rules ...`: the rulebook, and the house rules in force."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, db_target, emit
from booray_ledger.cli.default_group import group_with_default

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    cls=group_with_default("show", without_args=True),
    help="The rulebook and the house rules in force.\n\nExample: booray rules cinch    or    booray rules --search split pot",
)


@app.command("show")
def show(
    ctx: typer.Context,
    topic: Annotated[str | None, typer.Argument(help="A topic, like cinch, renege or limit (default: all).")] = None,
    search: Annotated[
        str | None, typer.Option("--search", help="Show the sections mentioning all these words.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Read the rulebook; with a night active, each section says how this table plays it.

    Example: booray rules cinch    or    booray rules --search bourré limit
    """
    from booray_ledger.api.reference import read_rulebook
    from booray_ledger.text import referee, render

    book = read_rulebook(db_target(ctx), topic, search)
    if search and not book["sections"] and not as_json:
        from booray_ledger.rules.rulebook import BY_TOPIC

        render.lines(f"No section mentions {search!r}. Topics: {', '.join(BY_TOPIC)}")
    emit(book, as_json, referee.rulebook)


@app.command("house")
def house_rules(
    ctx: typer.Context,
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print the house rules in force as a table and as a TOML file for `night start --rules`.

    Example: booray rules house > friday.toml    (then: booray night start Sat --players ... --rules friday.toml)
    """
    from booray_ledger.api.reference import house_rules_report
    from booray_ledger.text import referee

    report = house_rules_report(db_target(ctx), night)
    emit(report, as_json, referee.house_rules, for_scripts=lambda r: {"night": r["night"], "rules": r["rules"]})
