"""Test helpers in the game's language."""

from __future__ import annotations

from booray_ledger.rules.entry import parse_results
from booray_ledger.rules.house import PRESETS, HouseRules
from booray_ledger.rules.settle import HandInput, Settlement, settle_hand
from booray_ledger.rules.table import Table, TableState


def table(seats: str, out: str = "") -> Table:
    """``table("A B C D E")``: seats clockwise; ``out`` lists who sits out."""
    return Table(tuple(seats.split()), frozenset(out.split()))


def hand(results: str, **marks: object) -> HandInput:
    """``hand("A=pass B=3 C=1")`` plus keyword marks (reneged=("B",), up="AS", ...)."""
    return HandInput(results=tuple(parse_results(results.split())), **marks)  # type: ignore[arg-type]


def settle(
    seats: str,
    results: str,
    state: TableState | None = None,
    rules: HouseRules | str = "classic",
    **marks: object,
) -> Settlement:
    house = PRESETS[rules] if isinstance(rules, str) else rules
    return settle_hand(table(seats), state or TableState(), hand(results, **marks), house)


def balances_of(*settlements: Settlement) -> dict[str, int]:
    total: dict[str, int] = {}
    for s in settlements:
        for player, chips in s.net().items():
            total[player] = total.get(player, 0) + chips
    return total
