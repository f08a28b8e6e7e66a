"""`booray referee ...`: judge one play, or audit a whole hand from its trick log.

No database layer is imported: the referee starts fast. The night's house rules, when a night is
active, are read with the standard library.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, db_target, emit
from booray_ledger.cli.helptext import FullHelpGroup

app = typer.Typer(
    cls=FullHelpGroup,
    add_completion=False,
    rich_markup_mode=None,
    help="Judge a disputed play, or audit a whole hand from its trick log.\n\n"
    'Example: booray referee check --trump S --hand "7H 3S KD" --trick "QH 2H" --card 3S',
    no_args_is_help=True,
)

RulesOpt = Annotated[
    str | None, typer.Option("--rules", help="classic, pagat, simple or a .toml file (default: the current night's).")
]


@app.command("check")
def check(
    ctx: typer.Context,
    trump: Annotated[str, typer.Option("--trump", help="The trump suit: S, H, D or C.")],
    hand: Annotated[str, typer.Option("--hand", help='The player\'s cards before this play, like "7H 3S KD".')],
    card: Annotated[str, typer.Option("--card", help="The card played.")],
    trick: Annotated[str, typer.Option("--trick", help='Cards already in this trick, in order, like "QH 2H".')] = "",
    won: Annotated[int, typer.Option("--won", help="Tricks this player has already won (for the cinch).")] = 0,
    seen: Annotated[str, typer.Option("--seen", help="Cards played in completed tricks (for the cinch).")] = "",
    last: Annotated[bool, typer.Option("--last", help="The player is last to play to this trick.")] = False,
    rules: RulesOpt = None,
    as_json: JsonOption = False,
) -> None:
    """Say whether a card is legal; if not, the rule broken and the legal cards. Exit 0 legal, 1 renege.

    Example: booray referee check --trump S --hand "7H 3S KD" --trick "QH 2H" --card 3S
    """
    from booray_ledger.api.reference import judge_play, rules_in_force
    from booray_ledger.text import referee

    verdict = judge_play(
        trump=trump,
        hand=hand,
        card=card,
        rules=rules_in_force(db_target(ctx), rules),
        trick=trick,
        won=won,
        seen=seen,
        last=last,
    )
    emit(verdict, as_json, referee.verdict)
    if not verdict["legal"]:
        raise typer.Exit(1)


@app.command("audit")
def audit(
    ctx: typer.Context,
    file: Annotated[Path, typer.Argument(help="The trick log (see `booray rules referee`).")],
    rules: RulesOpt = None,
    as_json: JsonOption = False,
) -> None:
    """Check a whole hand trick by trick: every renege, the tricks per player, who won the pot.
    Exit 0 when clean, 1 when a renege was found.

    Example: booray referee audit examples/tricks/clean-hand.txt
    """
    from booray_ledger.api.reference import audit_trick_log, read_trick_log, rules_in_force
    from booray_ledger.text import referee

    _, report = audit_trick_log(read_trick_log(file), rules_in_force(db_target(ctx), rules), str(file))
    emit(report, as_json, referee.audit)
    if report["reneges"]:
        raise typer.Exit(1)
