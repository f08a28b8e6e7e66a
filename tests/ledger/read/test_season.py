"""Standings across nights, one player's nights, and balance series."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.ledger.read import queries, season
from tests.helpers import store_with_night


def test_standings_count_pots_bourres_and_net(db_file: Path) -> None:
    """rulebook topic: bourre."""
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass", "Ann=5 Bob=0 Cat=pass")
    with store.read() as session:
        rows = {r["player"]: r for r in season.standings(session)}
        series = season.balance_series(session, queries.load_night(session))
        ann = season.player_nights(session, "ann")
    # Hand 1: P0 3, Ann +2. Hand 2: Ann is not exempt, P0 3, Ann wins 3, Bob bourré pays 3.
    assert rows["Ann"]["net"] == 4
    assert rows["Ann"]["pots_won"] == 2
    assert rows["Ann"]["biggest_pot_won"] == 3
    assert rows["Bob"]["bourres"] == 1
    assert rows["Bob"]["net"] == -5
    assert rows["Cat"]["hands_played"] == 0
    assert series["Ann"] == [0, 2, 4]
    assert series["Bob"] == [0, -1, -5]
    assert ann["player"] == "Ann"
    assert ann["nights"][0]["series"] == [0, 2, 4]
    store.close()
