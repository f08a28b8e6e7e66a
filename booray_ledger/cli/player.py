"""`booray player show`: one player across nights."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, emit, open_ledger
from booray_ledger.cli.helptext import FullHelpGroup

app = typer.Typer(
    cls=FullHelpGroup,
    add_completion=False,
    rich_markup_mode=None,
    help="One player across nights.\n\nExample: booray player show Ann",
    no_args_is_help=True,
)


@app.callback()
def player_group() -> None:
    """One player across nights.

    Example: booray player show Ann
    """


@app.command("show")
def show(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The player.")],
    as_json: JsonOption = False,
) -> None:
    """One player's nights, with a chart of their running balance night by night.

    Example: booray player show Ann
    """
    with open_ledger(ctx) as ledger:
        data = ledger.player(name)
    from booray_ledger.text import debts

    emit(data, as_json, debts.player)
