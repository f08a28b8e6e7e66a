"""`booray rules ...`: the rulebook, and the house rules in force."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import db_path, print_json
from booray_ledger.cli.groups import group_with_default
from booray_ledger.rules import house, rulebook
from booray_ledger.rules.house import HouseRules

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    cls=group_with_default("show", without_args=True),
    help="The rulebook and the house rules in force.\n\nExample: booray rules cinch    or    booray rules --search split pot",
)


def current_rules(ctx: typer.Context, night: str | None = None) -> tuple[str, HouseRules] | None:
    from booray_ledger.errors import DatabaseError
    from booray_ledger.ledger.peek import night_rules

    try:
        found = night_rules(db_path(ctx), night)
    except DatabaseError:
        if night is not None:
            raise
        return None
    return None if found is None else (found[0], house.from_mapping(found[1]))


@app.command("show")
def show(
    ctx: typer.Context,
    topic: Annotated[str | None, typer.Argument(help="A topic, like cinch, renege or limit (default: all).")] = None,
    search: Annotated[
        str | None, typer.Option("--search", help="Show the sections mentioning all these words.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Read the rulebook; with a night active, each section says how this table plays it.

    Example: booray rules cinch    or    booray rules --search bourré limit
    """
    found = current_rules(ctx)
    rules = found[1] if found else None
    if search:
        sections = rulebook.search(search)
    elif topic:
        sections = [rulebook.section(topic)]
    else:
        sections = list(rulebook.SECTIONS)
    data = [{"topic": s.topic, "title": s.title, "text": s.render(rules)} for s in sections]
    if as_json:
        print_json({"night": found[0] if found else None, "sections": data})
        return
    from booray_ledger.cli import render

    if search and not sections:
        render.lines(f"No section mentions {search!r}. Topics: {', '.join(rulebook.BY_TOPIC)}")
    render.rulebook(data, found[0] if found else None)


@app.command("house")
def house_rules(
    ctx: typer.Context,
    night: Annotated[str | None, typer.Option("--night", help="The night (default: the current one).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Print the house rules in force as a table and as a TOML file for `night start --rules`.

    Example: booray rules house > friday.toml    (then: booray night start Sat --players ... --rules friday.toml)
    """
    found = current_rules(ctx, night)
    name, rules = found if found else ("no night (classic preset)", house.preset("classic"))
    if as_json:
        print_json({"night": name if found else None, "rules": rules.to_dict()})
        return
    from booray_ledger.cli import render

    render.house_rules(name, rules, house.to_toml(rules))
