"""`booray hand ...`: record a hand, void the last one, or edit an earlier one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, emit, open_ledger
from booray_ledger.cli.default_group import HAND_WORDS, group_with_default
from booray_ledger.errors import UsageError
from booray_ledger.text.commands import preview_needs_results, results_or_trick_log, split_or_carry

if TYPE_CHECKING:
    from booray_ledger.results import HandInput

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    cls=group_with_default("record", words=HAND_WORDS),
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
Split = Annotated[bool, typer.Option("--split", help="Tie = vote: the tied players chose to split the pot.")]
Carry = Annotated[bool, typer.Option("--carry", help="Tie = vote: the tied players chose to carry the pot.")]
Again = Annotated[
    bool,
    typer.Option("--again", help="Record it even if it is the very same as a hand recorded in the last 20 s."),
]
DryRun = Annotated[
    bool, typer.Option("--dry-run", help="Show what the hand would do at this table now; record nothing.")
]
FromTricks = Annotated[
    Path | None, typer.Option("--from-tricks", help="Fill in tricks and reneges from an audited trick log.")
]


def tie_vote(split: bool, carry: bool) -> str | None:
    """The tied players' choice under ``tie = vote`` (one of --split and --carry, or neither)."""
    if split and carry:
        raise UsageError(split_or_carry())
    return "split" if split else "carry" if carry else None


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
    split: Split = False,
    carry: Carry = False,
    from_tricks: FromTricks = None,
    again: Again = False,
    dry_run: DryRun = False,
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """Record the hand just played: every dealt-in player once, with tricks or pass.

    The very same hand as one recorded in the last 20 seconds is refused as entered twice
    (the command run again by mistake) unless --again says it is a new hand.

    Example: booray hand Ann=2 Bob=3 Cat=0 Dan=pass --renege Bob --up 9S
    (a voted tie: booray hand Ann=2 Bob=2 Cat=1 Dan=0 --split)
    (or: booray hand --from-tricks tricks.txt, with the counts and reneges taken from the audited log)
    (what if: booray hand --dry-run Ann=2 Bob=2 Cat=1 Dan=0 shows payments, pot and next dealer; records nothing)
    """
    ledger = open_ledger(ctx)
    expected = ledger.next_hand_number(night)  # as early as possible: see ledger.hand_numbers
    if from_tricks is not None and results:
        raise UsageError(results_or_trick_log())
    typed_results = None if from_tricks is not None else (results or [])  # [] says no players were given
    typed = _typed(typed_results, renege, corrected, out_of_turn, up, dealer, force, tie_vote(split, carry))
    from booray_ledger.text import hands

    if dry_run:
        if from_tricks is not None:
            raise UsageError(preview_needs_results())
        with ledger:
            emit(ledger.preview_hand(typed, night=night), as_json, hands.hand_preview)
        return
    with ledger:
        if from_tricks is None:
            from booray_ledger.api.hand_guards import REPEAT_WINDOW

            within = None if again else REPEAT_WINDOW
            recorded = ledger.record_hand(typed, night=night, expected=expected, refuse_repeat_within=within)
        else:
            from booray_ledger.api.reference import read_trick_log

            text = read_trick_log(from_tricks)
            both = ledger.record_from_tricks(text, typed, source=str(from_tricks), night=night, expected=expected)
            recorded = both["recorded"]
            if not as_json:
                from booray_ledger.text import referee

                referee.audit(both["audit"])
    emit(recorded, as_json, hands.hand_recorded)


@app.command("void")
def void(ctx: typer.Context, night: NightOption = None, as_json: JsonOption = False) -> None:
    """Void the last hand in effect: its chip movements are reversed by new entries. It first
    says which hand it voids, with its results.

    Example: booray hand void
    """
    from booray_ledger.text import guards, hands, render

    with open_ledger(ctx) as ledger:
        last = ledger.last_hand(night=night)
        if last is None:
            done = ledger.void_last_hand(night=night)  # refused: there is no hand to void
        else:
            if not as_json:
                render.lines(guards.undoing(last))
            done = ledger.void_hand(last["id"], night=night)

    emit(done, as_json, hands.hand_voided)


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
    split: Split = False,
    carry: Carry = False,
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """Replace hand N and re-settle every later hand (the old ones are voided, not changed).

    Example: booray hand edit 3 Ann=1 Bob=4 Cat=0 Dan=pass
    """
    typed = _typed(results, renege, corrected, out_of_turn, up, dealer, force, tie_vote(split, carry))
    with open_ledger(ctx) as ledger:
        done = ledger.edit_hand(number, typed, night=night)
    from booray_ledger.text import hands

    emit(done, as_json, hands.hand_edited)


def _typed(
    results: list[str] | None,
    renege: list[str] | None,
    corrected: list[str] | None,
    out_of_turn: list[str] | None,
    up: str | None,
    dealer: str | None,
    force: bool,
    tie: str | None,
) -> HandInput:
    """The hand as the options typed it (``booray_ledger.hand``), for record and edit alike."""
    from booray_ledger.api.book import hand

    return hand(
        results, renege=renege or (), corrected=corrected or (), out_of_turn=out_of_turn or (),
        up=up, dealer=dealer, force=force, tie=tie,
    )  # fmt: skip
