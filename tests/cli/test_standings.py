"""`booray standings`: every player across nights."""

from __future__ import annotations

import json

from tests.cli.nights import night_with_hands
from tests.conftest import Run


def test_standings_count_pots_bourres_reneges_and_net(booray: Run) -> None:
    """rulebook topic: bourre."""
    night_with_hands(booray)
    booray("hand", "Ann=pass", "Bob=2", "Cat=1", "Dan=1", "Eve=1", "--renege", "Cat")
    rows = json.loads(booray("standings", "--json").stdout)
    by = {r["player"]: r for r in rows}
    assert by["Ann"]["pots_won"] == 2
    assert by["Ann"]["biggest_pot_won"] == 13  # hand 4: P0 13
    assert by["Dan"]["bourres"] == 2
    assert by["Cat"]["reneges"] == 1
    assert by["Ann"]["hands_dealt_in"] == 5
    assert by["Ann"]["hands_played"] == 3
    assert by["Bob"]["pots_won"] == 2
    assert by["Bob"]["biggest_pot_won"] == 5
    assert [r["net"] for r in rows] == sorted((r["net"] for r in rows), reverse=True)
    assert sum(r["net"] for r in rows) == -json.loads(booray("status", "--json").stdout)["pot"]
    assert "Ann" in booray("standings").stdout


def test_standings_show_the_sign_of_money(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass", "Dan=pass")
    out = booray("standings").stdout
    assert "+$0.75" in out
    assert "-$0.25" in out
    rows = json.loads(booray("standings", "--json").stdout)
    assert {r["currency"] for r in rows} == {"USD"}
