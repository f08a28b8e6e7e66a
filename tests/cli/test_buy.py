"""`booray buy`, and table stakes and voted ties from the command line (rulebook topic: stakes)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tests.conftest import Run
from tests.engines import LedgerDb


def staked_night(booray: Run, *extra: str) -> None:
    booray("night", "start", "Sat", "--players", "Ann,Bob,Cat", "--stakes", "table", "--buy-in", "5",
           "--cover", "all_in", *extra)  # fmt: skip


def test_buy_rebuys_a_player_who_ran_out(booray: Run, status: Callable[[], dict[str, Any]]) -> None:
    staked_night(booray)
    assert status()["stacks"] == {"Ann": 5, "Bob": 5, "Cat": 5}
    booray("hand", "Ann=3", "Bob=2", "Cat=0")
    shown = booray("hand", "Ann=pass", "Bob=5", "Cat=0").stdout
    assert "Cat owed 5 but had 1: all in, 4 never paid" in shown
    assert "stacks: Ann 6, Bob 8, Cat 0" in shown
    table = booray("status").stdout
    assert "dealt out" in table
    assert "stack" in table
    assert "bought" in table
    refused = booray("hand", "Ann=pass", "Bob=3", "Cat=2", ok=False)
    assert refused.exit_code == 2
    assert "Cat is dealt out until they buy again" in refused.stderr
    out = booray("buy", "cat", "5").stdout
    assert "Cat buys 5 chips: stack 5, bought 10 tonight (result so far -5)." in out
    data = json.loads(booray("buy", "Ann", "1", "--json").stdout)
    assert (data["player"], data["stack"], data["bought"]) == ("Ann", 7, 6)
    assert data["status"]["stacks"]["Ann"] == 7
    history = booray("history").stdout
    assert "bought: Ann 5, Bob 5, Cat 5" in history
    assert "bought: Cat 5, Ann 1" in history
    assert "unpaid" in history
    data = json.loads(booray("history", "--json").stdout)
    assert data["hands"][1]["unpaid"] == {"Cat": 4}
    assert [b["after_hand"] for b in data["buy_ins"]] == [0, 0, 0, 2, 2]


def test_buy_refuses_bad_input_with_one_line_and_writes_nothing(booray: Run, ledger_db: LedgerDb) -> None:
    booray("night", "start", "Plain", "--players", "Ann,Bob")
    before = ledger_db.snapshot()
    for args, message in (
        (("buy", "Ann", "5"), "not played for table stakes"),
        (("buy", "Ann", "-5"), ""),
        (("buy", "Ann", "lots"), ""),
    ):
        result = booray(*args, ok=False)
        assert result.exit_code == 2
        assert message in result.stderr
        assert "Traceback" not in result.stderr
    assert ledger_db.snapshot() == before
    booray("night", "end")
    booray("night", "start", "Capped", "--players", "Ann,Bob", "--stakes", "table", "--buy-in", "5",
           "--max-buy-in", "10")  # fmt: skip
    result = booray("buy", "Ann", "11", ok=False)
    assert result.exit_code == 2
    assert "the most is 10" in result.stderr


def test_night_start_checks_the_stakes_options(booray: Run) -> None:
    result = booray("night", "start", "Sat", "--players", "Ann,Bob", "--stakes", "table", ok=False)
    assert result.exit_code == 2
    assert "need a buy-in" in result.stderr
    result = booray("night", "start", "Sat", "--players", "Ann,Bob", "--buy-in", "100", ok=False)
    assert result.exit_code == 2
    assert "add --stakes table" in result.stderr
    result = booray("night", "start", "Sat", "--players", "Ann,Bob", "--tie", "coin", ok=False)
    assert result.exit_code == 2
    assert "tie must be one of: carry, split, vote" in result.stderr


def test_seat_add_buys_in_and_rules_house_shows_the_keys(booray: Run) -> None:
    staked_night(booray)
    assert "Dan sits down in the last seat and buys in for 5 chips." in booray("seat", "add", "Dan").stdout
    house = booray("rules", "house").stdout
    assert 'stakes = "table"' in house
    assert "buy_in = 5" in house
    assert 'cover = "all_in"' in house
    assert "each player buys in for 5 chips" in booray("rules", "stakes").stdout


def test_a_voted_tie_from_the_command_line(booray: Run, status: Callable[[], dict[str, Any]]) -> None:
    """rulebook topic: ties (the worked example of a voted split)."""
    booray("night", "start", "Vote", "--players", "A,B,C,D,E", "--tie", "vote")
    refused = booray("hand", "A=2", "B=2", "C=1", "D=0", "E=pass", ok=False)
    assert refused.exit_code == 2
    assert "add --split or --carry" in refused.stderr
    both = booray("hand", "A=2", "B=2", "C=1", "D=0", "E=pass", "--split", "--carry", ok=False)
    assert both.exit_code == 2
    assert "not both" in both.stderr
    booray("hand", "A=2", "B=2", "C=1", "D=0", "E=pass", "--split")
    assert status()["balances"] == {"A": 1, "B": 2, "C": -1, "D": -6, "E": -1}
    assert "stacks" not in status()
    assert "voted to split" in booray("history", "--all").stdout
    booray("hand", "edit", "1", "A=2", "B=2", "C=1", "D=0", "E=pass", "--carry")
    assert status()["pot"] == 10
