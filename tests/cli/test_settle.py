"""Settle-up, payments, ending a night with a pot, standings and charts, from the command line."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from tests.cli.nights import PLAYERS, night_with_hands, once, settle_report
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import assert_refused


def test_settle_json_clears_balances_in_money_that_adds_to_zero(booray: Run) -> None:
    night_with_hands(booray, "--chip-value", "0.25")
    report = settle_report(booray)
    assert {"transfers", "balances", "pot"} <= set(report)
    assert report["pot"] == 0
    left = dict(report["balances"])
    for t in report["transfers"]:
        assert set(t) == {"from", "to", "chips", "amount"}
        assert Decimal(t["amount"]) == t["chips"] * Decimal("0.25")
        left[t["from"]] += t["chips"]
        left[t["to"]] -= t["chips"]
    assert set(left.values()) == {0}
    assert sum(Decimal(t["amount"]) for t in report["transfers"]) == sum(
        Decimal(c) * Decimal("0.25") for c in report["balances"].values() if c > 0
    )
    assert len(report["transfers"]) <= len([v for v in report["balances"].values() if v]) - 1


def test_chip_value_override_and_explain(booray: Run) -> None:
    night_with_hands(booray)
    report = settle_report(booray, "--chip-value", "0.5")
    assert all(Decimal(t["amount"]) == t["chips"] * Decimal("0.5") for t in report["transfers"])
    out = booray("settle", "--explain").stdout
    assert "still owes" in out
    assert "no list of payments clears these balances in fewer" in out


def test_settle_shows_a_pot_still_on_the_table(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", PLAYERS)
    booray("hand", "Eve=pass", "Ann=2", "Bob=2", "Cat=1", "Dan=0")  # tie: pot 10 stays
    report = settle_report(booray)
    assert report["pot"] == 10
    assert sum(t["chips"] for t in report["transfers"] if t["to"] == "bank") == 10
    assert report["balances"]["bank"] == 10
    assert sum(report["balances"].values()) == 0
    out = booray("settle").stdout
    assert "Still on the table: 10 chips" in out
    assert "the pot" not in out.split("Balances")[0]
    assert (
        "Still on the table: 10 chips in the pot. End the night with `booray night end --pot carry|split|refund` "
        "to settle it." in out.splitlines()
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["paid", "Dann", "Ann", "3"], "did you mean Dan?"),
        (["paid", "Dan", "Ann", "0"], "above 0"),
        (["paid", "Dan", "dan", "3"], "cannot pay themselves"),
        (["settle", "--since", "Friday"], "is not a date"),
        (["settle", "--chip-value", "abc"], "is not a number"),
        (
            ["settle", "--night", "Friday", "--all"],
            "choose one night, all nights or the nights since a date, not two of them",
        ),
        (["export", "--format", "xml"], "an export is written as csv, json or hledger, not 'xml'"),
        (["player", "show", "Zed"], "is not a player in this database"),
    ],
)
def test_bad_settle_input(booray: Run, ledger_db: LedgerDb, args: list[str], message: str) -> None:
    before = once(ledger_db, "night with hands", lambda: night_with_hands(booray))
    result = booray(*args, ok=False)
    assert result.exit_code == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert ledger_db.snapshot() == before
    assert_refused(ledger_db, before, args, 2, message)


def test_a_player_called_carry_is_just_a_player(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Carry,Pot,Cat")
    booray("hand", "Carry=2", "Pot=2", "Cat=1")
    booray("night", "end", "--pot", "split")
    report = settle_report(booray)
    assert report["pot"] == 0
    assert sum(report["balances"].values()) == 0


def test_one_person_is_one_player_across_nights(booray: Run) -> None:
    night_with_hands(booray)
    booray("night", "end")
    booray("night", "start", "Saturday", "--players", "ann,BOB,Zoe")
    booray("hand", "ANN=3", "bob=2", "zoe=pass")
    rows = {r["player"]: r for r in json.loads(booray("standings", "--json").stdout)}
    assert "ann" not in rows
    assert rows["Ann"]["nights"] == 2
    assert rows["Bob"]["nights"] == 2
    assert rows["Zoe"]["nights"] == 1
    both = settle_report(booray, "--all")
    assert both["nights"] == ["Friday", "Saturday"]
    assert set(both["balances"]) == {
        "Ann",
        "Bob",
        "Cat",
        "Dan",
        "Eve",
        "Zoe",
    }
    future = booray("standings", "--since", "2999-01-01", ok=False)
    assert future.exit_code == 1
    assert "no night started on or after 2999-01-01" in future.stderr


def test_currency_is_an_iso_code_at_night_start_and_settle(booray: Run) -> None:
    bad = booray("night", "start", "Friday", "--players", "Ann,Bob", "--currency", "DUCATS", ok=False)
    assert bad.exit_code == 2
    assert "not a currency code; give an ISO code like USD, EUR or GBP" in bad.stderr
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat", "--chip-value", "0.1", "--currency", "eur")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    assert "€0.20" in booray("settle").stdout  # Ann is up 2 chips at 0.10: €0.20, not €0.2
    assert "£0.20" in booray("settle", "--currency", "GBP").stdout
