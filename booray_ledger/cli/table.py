"""Top-level reports of the current night: `booray status`, `booray history`, `booray demo`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import open_ledger, print_json

Json = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def status(ctx: typer.Context, as_json: Json = False) -> None:
    """The table now: pot, who deals, who antes, every balance.

    Example: booray status --json
    """
    from booray_ledger.ledger import queries

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        night = queries.load_night(session)
        state = queries.state_now(session, night)
        data = queries.status_data(session, night, state)
    if as_json:
        print_json(data)
        return
    from booray_ledger.cli import render

    render.status_table(data, night.table.seats, set(night.table.sitting_out), set(state.exempt))


def history(
    ctx: typer.Context,
    as_json: Json = False,
    include_voided: Annotated[bool, typer.Option("--all", help="Include voided and replaced hands.")] = False,
) -> None:
    """Every hand of the current night, in order.

    Example: booray history --json
    """
    from booray_ledger.ledger import queries

    ledger = open_ledger(ctx)
    with ledger.read() as session:
        night = queries.load_night(session)
        voided = queries.voided_hand_ids(session, night.id)
        rows = queries.all_hands(session, night.id) if include_voided else queries.hands_in_effect(session, night.id)
        hands = [queries.hand_summary(h, h.id in voided) for h in rows]
    if as_json:
        print_json({"night": night.night.name, "hands": hands})
        return
    from booray_ledger.cli import render

    render.history_table(night.night.name, hands)


def demo(
    ctx: typer.Context,
    keep: Annotated[
        Path | None, typer.Option("--keep", help="Write the demo night to this file instead of a throw-away one.")
    ] = None,
) -> None:
    """Play a short scripted night into a throw-away SQLite file and show the table.

    Example: booray demo
    """
    from booray_ledger.cli.demo import play

    play(ctx, keep)
