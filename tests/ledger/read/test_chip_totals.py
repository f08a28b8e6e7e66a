"""The chip sums: the pot and every balance are sums of movements, and add up to zero."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.ledger.read import chip_totals, queries
from tests.helpers import store_with_night

TIE = "Ann=2 Bob=2 Cat=1 Dan=0"  # P0 4: a tie, Dan bourré pays 4: pot 8


def test_balances_and_pot_are_sums_of_the_movements(db_file: Path) -> None:
    """rulebook topic: ties. A tie carries the pot; the bourré pays into it."""
    store = store_with_night(db_file, "Ann Bob Cat Dan", TIE)
    with store.read() as session:
        ctx = queries.load_night(session)
        assert chip_totals.balances(session, ctx) == {"Ann": -1, "Bob": -1, "Cat": -1, "Dan": -5}
        assert chip_totals.pot(session, ctx.id) == 8
        assert queries.hand_count(session, ctx.id) == 1
        assert chip_totals.table_nets(session, [ctx.id]) == {
            (ctx.id, ctx.player_id(p)): c for p, c in {"Ann": -1, "Bob": -1, "Cat": -1, "Dan": -5}.items()
        }
    store.close()
