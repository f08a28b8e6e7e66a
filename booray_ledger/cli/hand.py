"""`booray hand ...`: record a hand, void the last one, or edit an earlier one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from booray_ledger.cli.common import open_ledger, print_json, started_at
from booray_ledger.cli.groups import group_with_default
from booray_ledger.errors import UsageError
from booray_ledger.rules.entry import parse_results
from booray_ledger.rules.settle import HandInput

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    cls=group_with_default("record"),
    help="Record a hand, void the last one, or edit one.\n\nExample: booray hand Ann=2 Bob=3 Cat=0 Dan=pass",
    no_args_is_help=True,
)

Results = Annotated[
    list[str] | None, typer.Argument(help="Every dealt-in player: NAME=TRICKS, NAME=pass, or NAME=play.")
]
Renege = Annotated[list[str] | None, typer.Option("--renege", help="A renege not corrected in time (repeatable).")]
Corrected = Annotated[list[str] | None, typer.Option("--corrected", help="A renege corrected in time (repeatable).")]
OutOfTurn = Annotated[list[str] | None, typer.Option("--out-of-turn", help="An out-of-turn declaration (repeatable).")]
Up = Annotated[str | None, typer.Option("--up", help="The turned card, like AS (an ace obliges the dealer to play).")]
Dealer = Annotated[str | None, typer.Option("--dealer", help="Who actually dealt, if not the expected dealer.")]
Force = Annotated[bool, typer.Option("--force", help="Record despite a broken rule check (noted on the hand).")]
Json = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]
FromTricks = Annotated[
    Path | None, typer.Option("--from-tricks", help="Fill in tricks and reneges from an audited trick log.")
]


def build_input(
    results: list[str] | None,
    renege: list[str] | None,
    corrected: list[str] | None,
    out_of_turn: list[str] | None,
    up: str | None,
    dealer: str | None,
    force: bool,
) -> HandInput:
    """The hand as typed (names are resolved against the seats by the service); with no
    results, only the marks (for a hand taken from a trick log)."""
    from booray_ledger.rules.cards import card

    return HandInput(
        results=tuple(parse_results(results)) if results is not None else (),
        reneged=tuple(renege or ()),
        corrected=tuple(corrected or ()),
        out_of_turn=tuple(out_of_turn or ()),
        up=str(card(up)) if up else None,
        dealer=dealer,
        force=force,
    )


@app.command("record")
def record(
    ctx: typer.Context,
    results: Results = None,
    renege: Renege = None,
    corrected: Corrected = None,
    out_of_turn: OutOfTurn = None,
    up: Up = None,
    dealer: Dealer = None,
    force: Force = False,
    from_tricks: FromTricks = None,
    as_json: Json = False,
) -> None:
    """Record the hand just played: every dealt-in player once, with tricks or pass.

    Example: booray hand Ann=2 Bob=3 Cat=0 Dan=pass --renege Bob --up 9S
    (or: booray hand --from-tricks tricks.txt, with the counts and reneges taken from the audited log)
    """
    if from_tricks is not None and results:
        raise UsageError("give either NAME=TRICKS results or --from-tricks FILE, not both")
    typed_results = None if from_tricks is not None else (results or [])  # [] says no players were given
    typed = build_input(typed_results, renege, corrected, out_of_turn, up, dealer, force)
    from booray_ledger.ledger import queries, service

    ledger = open_ledger(ctx)
    with ledger.write() as session:
        night = queries.load_night(session)
        hand = typed if from_tricks is None else _hand_from_tricks(night, from_tricks, typed, as_json)
        recorded = service.record_hand(session, night, hand, started_at=started_at(ctx))
        number = recorded.hand.number
        result = json.loads(recorded.hand.result_json)
        status = queries.status_data(session, night, recorded.settlement.state, number)
    _show(number, result, status, as_json)


def _hand_from_tricks(night: Any, path: Path, marks: HandInput, as_json: bool) -> HandInput:
    """Audit the trick log under the night's rules, show it, and turn it into the hand to record,
    with the marks typed on the command line added."""
    from dataclasses import replace

    from booray_ledger.cli.referee import audit_data, audit_file
    from booray_ledger.rules.audit import hand_input

    result = audit_file(path, night.rules)
    if not as_json:
        from booray_ledger.cli import render

        render.audit(audit_data(result, f"night {night.night.name}"))
    base = hand_input(result, night.table.dealt_in, tuple(night.resolve_seated(p) for p in marks.reneged))
    return replace(
        base,
        corrected=marks.corrected,
        out_of_turn=marks.out_of_turn,
        up=marks.up or base.up,
        dealer=marks.dealer or base.dealer,
        force=marks.force,
    )


def _show(number: int, result: dict[str, Any], status: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print_json({"hand": number, "result": result, "status": status})
        return
    from booray_ledger.cli import render

    render.hand_result(number, result, status)


@app.command("void")
def void(ctx: typer.Context, as_json: Json = False) -> None:
    """Void the last hand in effect: its chip movements are reversed by new entries.

    Example: booray hand void
    """
    from booray_ledger.ledger import queries, service

    ledger = open_ledger(ctx)
    with ledger.write() as session:
        night = queries.load_night(session)
        hand = service.void_last_hand(session, night)
        number = hand.number
        status = queries.status_data(session, night)
    if as_json:
        print_json({"voided": number, "status": status})
        return
    from booray_ledger.cli import render

    render.lines(f"Hand {number} voided: its chips went back. Pot now {status['pot']}; {status['dealer']} deals next.")


@app.command("edit")
def edit(
    ctx: typer.Context,
    number: Annotated[int, typer.Argument(help="The hand to replace (see `booray history`).")],
    results: Results = None,
    renege: Renege = None,
    corrected: Corrected = None,
    out_of_turn: OutOfTurn = None,
    up: Up = None,
    dealer: Dealer = None,
    force: Force = False,
    as_json: Json = False,
) -> None:
    """Replace hand N and re-settle every later hand (the old ones are voided, not changed).

    Example: booray hand edit 3 Ann=1 Bob=4 Cat=0 Dan=pass
    """
    hand = build_input(results, renege, corrected, out_of_turn, up, dealer, force)
    from booray_ledger.ledger import queries, service

    ledger = open_ledger(ctx)
    with ledger.write() as session:
        night = queries.load_night(session)
        recorded = service.edit_hand(session, night, number, hand)
        shown = [(r.hand.number, json.loads(r.hand.result_json)) for r in recorded]
        status = queries.status_data(session, night)
    if as_json:
        print_json({"edited": number, "hands": [{"hand": n, "result": r} for n, r in shown], "status": status})
        return
    from booray_ledger.cli import render

    for i, (n, result) in enumerate(shown):
        last = i == len(shown) - 1
        render.hand_result(n, result, status if last else None, "Edited hand" if n == number else "Re-settled hand")
