"""`booray status`: the table now."""

from __future__ import annotations

import json

from tests.cli.nights import start
from tests.conftest import Run


def test_status_json_has_exactly_the_contract_keys(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    data = status()
    assert list(data) == ["night", "hands", "pot", "dealer", "antes_due", "balances", "exempt_why", "lost_deal_why"]
    assert data == {
        "night": "Friday",
        "hands": 0,
        "pot": 0,
        "dealer": "Ann",
        "antes_due": {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": 1, "Eve": 1},
        "balances": {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0, "Eve": 0},
        "exempt_why": {},
        "lost_deal_why": {},
    }


def test_status_says_why_a_player_is_skipped_as_dealer_or_owes_no_ante(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan")
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0", "--out-of-turn", "Cat", "--corrected", "Cat")
    booray("seat", "out", "Bob")
    out = booray("status").stdout
    assert "owes no ante: tied for the most tricks in hand 1" in out  # Ann
    assert "owes no ante: bourré in hand 1" in out  # Dan
    assert "skipped as dealer for the next 2 turns (corrected a renege in hand 1)" in out  # Cat, twice
    assert "sitting out: owes no ante" in out  # Bob
    data = json.loads(booray("status", "--json").stdout)
    assert data["exempt_why"] == {
        "Ann": {"why": "tie", "hand": 1},
        "Bob": {"why": "tie", "hand": 1},  # waits while Bob sits out
        "Dan": {"why": "bourre", "hand": 1},
    }
    assert data["lost_deal_why"] == {"Cat": {"why": "corrected", "hand": 1}}
