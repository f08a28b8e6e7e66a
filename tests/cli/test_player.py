"""`booray player show`: one player across nights, with their balance after each hand."""

from __future__ import annotations

import json

from tests.cli.nights import night_with_hands
from tests.conftest import Run


def test_player_show_follows_the_balance_hand_by_hand(booray: Run) -> None:
    night_with_hands(booray)
    net = {r["player"]: r["net"] for r in json.loads(booray("standings", "--json").stdout)}
    shown = json.loads(booray("player", "show", "ann", "--json").stdout)
    assert shown["player"] == "Ann"
    assert shown["nights"][0]["series"][0] == 0
    assert len(shown["nights"][0]["series"]) == 5  # before the first hand, then after each of four
    assert shown["nights"][0]["series"][-1] == net["Ann"] == 14
    assert "hand" in booray("player", "show", "Ann").stdout
    assert "Balances over Friday" in booray("night", "show").stdout
