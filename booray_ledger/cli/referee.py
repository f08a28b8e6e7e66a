"""`booray referee ...`: judge one play, or audit a whole hand from its trick log.

No database layer is imported: the referee starts fast. The night's house rules, when a night is
active, are read with the standard library.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from booray_ledger.cli.common import db_path, print_json
from booray_ledger.errors import UsageError
from booray_ledger.rules import house
from booray_ledger.rules.house import HouseRules

app = typer.Typer(
    add_completion=False,
    rich_markup_mode=None,
    help="Judge a disputed play, or audit a whole hand from its trick log.\n\n"
    'Example: booray referee check --trump S --hand "7H 3S KD" --trick "QH 2H" --card 3S',
    no_args_is_help=True,
)

RulesOpt = Annotated[
    str | None, typer.Option("--rules", help="classic, pagat, simple or a .toml file (default: the current night's).")
]
Json = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]


def table_rules(ctx: typer.Context, spec: str | None) -> tuple[str, HouseRules]:
    """The rules to judge by: --rules, else the current night's, else classic."""
    if spec is not None:
        return spec, house.load(spec)
    from booray_ledger.errors import DatabaseError
    from booray_ledger.ledger.peek import night_rules

    try:
        found = night_rules(db_path(ctx))
    except DatabaseError:
        found = None
    if found is None:
        return "classic", house.preset("classic")
    return f"night {found[0]}", house.from_mapping(found[1])


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
    as_json: Json = False,
) -> None:
    """Say whether a card is legal; if not, the rule broken and the legal cards. Exit 0 legal, 1 renege.

    Example: booray referee check --trump S --hand "7H 3S KD" --trick "QH 2H" --card 3S
    """
    from booray_ledger.rules.cards import card as parse_card
    from booray_ledger.rules.cards import cards, suit
    from booray_ledger.rules.referee import Situation, judge

    if won < 0 or won > 5:
        raise UsageError(f"--won {won}: a player has won from 0 to 5 tricks")
    source, house_rules = table_rules(ctx, rules)
    situation = Situation(
        hand=cards(hand), trump=suit(trump), trick=cards(trick), won=won, seen=frozenset(cards(seen)), last=last
    )
    verdict = judge(situation, parse_card(card), house_rules)
    data = {
        "card": str(verdict.card),
        "legal": verdict.legal,
        "reason": verdict.reason.value if verdict.reason else None,
        "reason_code": verdict.reason.name.lower() if verdict.reason else None,
        "legal_cards": [str(c) for c in verdict.legal_cards],
        "cinch": verdict.cinch,
        "rules": source,
    }
    if as_json:
        print_json(data)
    else:
        from booray_ledger.cli import render

        render.verdict(data)
    if not verdict.legal:
        raise typer.Exit(1)


@app.command("audit")
def audit(
    ctx: typer.Context,
    file: Annotated[Path, typer.Argument(help="The trick log (see `booray rules referee`).")],
    rules: RulesOpt = None,
    as_json: Json = False,
) -> None:
    """Check a whole hand trick by trick: every renege, the tricks per player, who won the pot.
    Exit 0 when clean, 1 when a renege was found.

    Example: booray referee audit examples/tricks/clean-hand.txt
    """
    source, house_rules = table_rules(ctx, rules)
    result = audit_file(file, house_rules)
    data = audit_data(result, source)
    if as_json:
        print_json(data)
    else:
        from booray_ledger.cli import render

        render.audit(data)
    if result.reneges:
        raise typer.Exit(1)


def audit_file(path: Path, rules: HouseRules) -> Any:
    from booray_ledger.rules.audit import audit as run_audit
    from booray_ledger.rules.audit import parse_log

    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        raise UsageError(f"cannot read trick log {path}; check the path") from None
    return run_audit(parse_log(text, source=str(path)), rules)


def audit_data(result: Any, source: str) -> dict[str, Any]:
    """An audit as JSON-ready data."""
    plays = [
        {
            "trick": p.trick,
            "player": p.player,
            "card": str(p.card),
            "legal": p.legal,
            "reason": p.reason.value if p.reason else None,
            "legal_cards": [str(c) for c in p.legal_cards],
            "cinch": p.cinch,
        }
        for p in result.plays
    ]
    return {
        "rules": source,
        "trump": result.log.trump,
        "dealer": result.log.dealer,
        "players": list(result.log.players),
        "tricks": [
            {"number": i + 1, "plays": [p for p in plays if p["trick"] == i + 1], "winner": w}
            for i, w in enumerate(result.trick_winners)
        ],
        "reneges": [p for p in plays if not p["legal"]],
        "tricks_won": result.tricks_won,
        "outcome": result.outcome,
        "pot_winners": list(result.pot_winners),
    }
