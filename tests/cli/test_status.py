"""`booray status`: the table now."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.rules.house import PRESETS
from tests.cli.nights import start
from tests.conftest import Run
from tests.helpers import ORM_AND_MODELS, imported_by, loaded


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


@pytest.mark.slow  # fresh interpreters, imports traced
@pytest.mark.single_engine  # start-up of the SQLite command line
def test_status_reads_without_the_orm_on_every_kind_of_night(tmp_path: Path) -> None:
    """`booray status` (table, --json; table stakes with a buy-in; an ended night) reads through
    SQLAlchemy Core alone: SQLModel, pydantic, the ORM and the table classes are never imported,
    while a write (`hand`) imports them, so the check can tell."""
    db = tmp_path / "speed.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
    modules, written = imported_by(db, "hand", "Ann=2", "Bob=3", "Cat=pass")
    assert "Hand 2" in written
    assert set(ORM_AND_MODELS) <= modules  # the check can tell
    for args in (["status"], ["status", "--json"]):
        modules, shown = imported_by(db, *args)
        assert "Friday" in shown
        assert loaded(modules, ORM_AND_MODELS) == [], args
    with Ledger.open(db) as ledger:
        ledger.end_night("carry")
        ledger.start_night("Saturday", ["Ann", "Bob"], PRESETS["classic"].replace(stakes="table", buy_in=20))
        ledger.buy("Ann", 20)
    modules, shown = imported_by(db, "status", "--json")
    assert json.loads(shown)["stacks"] == {"Ann": 20 + 20, "Bob": 20}  # the buy-in on sitting down, and a rebuy
    assert loaded(modules, ORM_AND_MODELS) == []


NOT_UTF8 = "Caf\udce9"
"""``Café`` typed in a Latin-1 terminal: Python reads the byte that is not UTF-8 as an unpaired
surrogate, which no stored name can hold (and no database driver can send)."""


@pytest.mark.parametrize(
    "args",
    [
        ["status", "--night", NOT_UTF8],
        ["history", "--json", "--night", NOT_UTF8],
        ["paid", "--list", "--night", NOT_UTF8],
        ["night", "show", NOT_UTF8],
        ["night", "use", NOT_UTF8],
        ["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", "Eve=pass", "--night", NOT_UTF8],
    ],
)
def test_a_night_named_in_bytes_that_are_not_utf8_is_an_unknown_night(booray: Run, status, args: list[str]) -> None:  # type: ignore[no-untyped-def]
    """A night named in bytes the terminal did not send as UTF-8 is a night the ledger does not
    have: one line naming the nights there are, exit 2, nothing written (not a traceback)."""
    start(booray)
    before = status()
    result = booray(*args, ok=False)
    assert result.exit_code == 2, result.exception
    assert result.stderr.splitlines() == [f"booray: {NOT_UTF8!r} is not a night in this database; known: Friday"]
    assert status() == before
