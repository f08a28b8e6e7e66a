"""`booray rules ...`: the rulebook, and the house rules in force."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_words, db_target, emit
from booray_ledger.cli.default_group import group_with_default

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    cls=group_with_default("show", without_args=True),
    help="The rulebook and the house rules in force.\n\nExample: booray rules what if everyone passes    or    booray rules cinch",
)


@app.command("show")
def show(
    ctx: typer.Context,
    question: Annotated[
        list[str] | None,
        typer.Argument(help="A question in your own words, or a topic like cinch or renege (none: the index)."),
    ] = None,
    search: Annotated[
        str | None, typer.Option("--search", help="Show the sections mentioning all these words.")
    ] = None,
    whole: Annotated[bool, typer.Option("--all", help="The whole book (through the pager on a terminal).")] = False,
    as_json: JsonOption = False,
) -> None:
    """Ask the rulebook in your own words, or name a topic; with a night active, the answer says
    how this table plays it. Exits 1 when the book has no answer (the closest topics are listed).

    Example: booray rules what if everyone passes    or    booray rules cinch    or    booray rules --all
    """
    from booray_ledger.api.reference import ask_rulebook, read_rulebook, rulebook_index
    from booray_ledger.text import referee, render
    from booray_ledger.text.i18n import language

    hint = command_words(ctx)
    if question and not (search or whole):
        answer = ask_rulebook(db_target(ctx), " ".join(question), lang=language())
        emit(answer, as_json, lambda a: referee.rule_answer(a, hint))
        if not answer["answered"]:
            raise typer.Exit(1)
        return
    book = read_rulebook(db_target(ctx), None, search, lang=language())
    if search and not book["sections"] and not as_json:
        from booray_ledger.text.commands import no_section_mentions

        render.lines(no_section_mentions(search, hint("rules")))
    if search or whole or as_json:
        emit(book, as_json, lambda b: referee.rulebook(b, hint))
    else:
        referee.rule_index(rulebook_index(language()), hint)


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
