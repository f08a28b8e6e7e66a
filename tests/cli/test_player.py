"""`booray player show`: one player across nights, with their running balance night by night."""

from __future__ import annotations

import json

from tests.cli.nights import night_with_hands
from tests.conftest import Run


def test_player_show_follows_the_balance_night_by_night(booray: Run) -> None:
    night_with_hands(booray)
    net = {r["player"]: r["net"] for r in json.loads(booray("standings", "--json").stdout)}
    shown = json.loads(booray("player", "show", "ann", "--json").stdout)
    assert shown["player"] == "Ann"
    assert shown["nights"][0]["hands"] == 4
    assert shown["nights"][0]["net"] == net["Ann"] == 14
    assert shown["series"] == [0, 14]  # before the first night, then after it
    page = booray("player", "show", "Ann").stdout
    assert "Ann night by night" in page
    assert "night" in page
    assert "Balances over Friday" in booray("night", "show").stdout


def test_player_show_adds_each_night_to_the_running_balance(booray: Run) -> None:
    night_with_hands(booray)
    booray("night", "end")
    booray("night", "start", "Saturday", "--players", "Ann,Bob,Cat")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    shown = json.loads(booray("player", "show", "Ann", "--json").stdout)
    assert [n["night"] for n in shown["nights"]] == ["Friday", "Saturday"]
    saturday = shown["nights"][1]["net"]
    assert saturday != 0
    assert shown["series"] == [0, 14, 14 + saturday]
