"""Test helpers in the game's language."""

from __future__ import annotations

import ast
import subprocess
import sys

from booray_ledger.rules.handline import HandInput, parse_results
from booray_ledger.rules.house import PRESETS, HouseRules
from booray_ledger.rules.payout import Payout, hand_payout
from booray_ledger.rules.seating import Table, TableState


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
) -> Payout:
    house = PRESETS[rules] if isinstance(rules, str) else rules
    return hand_payout(table(seats), state or TableState(), hand(results, **marks), house)


def balances_of(*settlements: Payout) -> dict[str, int]:
    total: dict[str, int] = {}
    for s in settlements:
        for player, chips in s.net().items():
            total[player] = total.get(player, 0) + chips
    return total


def database_modules_after(*invocations: list[str]) -> list[str]:
    """Run `booray` with each argument list in one fresh interpreter; return the SQLAlchemy and
    SQLModel modules that got imported (start-up speed: commands without a database load none)."""
    code = (
        "import sys\n"
        "from booray_ledger.cli.main import app\n"
        f"for args in {list(invocations)!r}:\n"
        "    try:\n        app(args)\n    except SystemExit:\n        pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return list(ast.literal_eval(out.strip().splitlines()[-1]))
