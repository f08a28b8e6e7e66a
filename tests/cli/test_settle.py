"""Settle-up, payments, ending a night with a pot, standings and charts, from the command line."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from tests.conftest import Run

PLAYERS = "Ann,Bob,Cat,Dan,Eve"


def night_with_hands(booray: Run, *extra: str) -> None:
    booray("night", "start", "Friday", "--players", PLAYERS, *extra)
    booray("hand", "Ann=pass", "Dan=pass", "Bob=3", "Cat=1", "Eve=1")
    booray("hand", "Ann=3", "Bob=1", "Cat=1", "Dan=0", "Eve=pass")
    booray("hand", "Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass")
    booray("hand", "Ann=2", "Bob=1", "Cat=1", "Dan=1", "Eve=pass")  # Ann wins the pot: nothing left on the table


def settle(booray: Run, *args: str) -> dict:  # type: ignore[type-arg]
    return dict(json.loads(booray("settle", "--json", *args).stdout))


def test_settle_json_clears_balances_in_money_that_adds_to_zero(booray: Run) -> None:
    night_with_hands(booray, "--chip-value", "0.25")
    report = settle(booray)
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
    report = settle(booray, "--chip-value", "0.5")
    assert all(Decimal(t["amount"]) == t["chips"] * Decimal("0.5") for t in report["transfers"])
    out = booray("settle", "--explain").stdout
    assert "is down" in out and "no list of payments clears these balances in fewer" in out


def test_recording_a_suggested_payment_leaves_the_others(booray: Run) -> None:
    night_with_hands(booray)
    before = settle(booray)["transfers"]
    first = before[0]
    booray("paid", first["from"], first["to"], str(first["chips"]))
    after = settle(booray)
    assert after["transfers"] == before[1:]
    assert after["balances"][first["from"]] == settle(booray)["balances"][first["from"]]
    for t in before[1:]:
        booray("paid", t["from"], t["to"], str(t["chips"]))
    final = settle(booray)
    assert final["transfers"] == [] and set(final["balances"].values()) == {0}


def test_settle_shows_a_pot_still_on_the_table(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", PLAYERS)
    booray("hand", "Eve=pass", "Ann=2", "Bob=2", "Cat=1", "Dan=0")  # tie: pot 10 stays
    report = settle(booray)
    assert report["pot"] == 10
    assert sum(t["chips"] for t in report["toward_pot"]) == 10
    assert "Still on the table: 10 chips" in booray("settle").stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["paid", "Dann", "Ann", "3"], "did you mean Dan?"),
        (["paid", "Dan", "Ann", "0"], "above 0"),
        (["paid", "Dan", "dan", "3"], "cannot pay themselves"),
        (["settle", "--since", "Friday"], "is not a date"),
        (["settle", "--chip-value", "abc"], "is not a number"),
        (["settle", "--night", "Friday", "--all"], "choose one of"),
        (["export", "--format", "xml"], "use csv, json or hledger"),
        (["player", "show", "Zed"], "is not a player in this database"),
    ],
)
def test_bad_settle_input(booray: Run, db_file: Path, args: list[str], message: str) -> None:
    night_with_hands(booray)
    before = db_file.read_bytes()
    result = booray(*args, ok=False)
    assert result.exit_code == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert db_file.read_bytes() == before


def tie_night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", PLAYERS, "--dealer", "Eve")
    booray("hand", "Eve=pass", "Ann=2", "Bob=2", "Cat=1", "Dan=0")  # pot 10: antes 5, Dan pays 5


def test_night_end_needs_a_decision_about_the_pot(booray: Run, db_file: Path) -> None:
    tie_night(booray)
    before = db_file.read_bytes()
    result = booray("night", "end", ok=False)
    assert result.exit_code == 2 and "the pot still holds 10 chips" in result.stderr
    assert db_file.read_bytes() == before


def test_night_end_split_shares_the_pot_from_the_dealers_left(booray: Run) -> None:
    tie_night(booray)
    booray("seat", "out", "Cat")
    booray("night", "end", "--pot", "split")
    report = settle(booray)
    assert report["pot"] == 0 and sum(report["balances"].values()) == 0
    # Everyone seated shares, Cat sitting out included (rule contract, "Across nights"): 10 = 5 x 2.
    assert report["balances"] == {"Ann": -1 + 2, "Bob": -1 + 2, "Cat": -1 + 2, "Dan": -6 + 2, "Eve": -1 + 2}


def test_night_end_refund_follows_what_was_paid_in(booray: Run) -> None:
    tie_night(booray)
    booray("night", "end", "--pot", "refund")
    assert set(settle(booray)["balances"].values()) == {0}  # everyone gets back exactly what they put in


def test_night_end_carry_seeds_the_next_night(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    tie_night(booray)
    booray("night", "end", "--pot", "carry")
    assert settle(booray)["pot"] == 10
    booray("night", "start", "Saturday", "--players", "Ann,Bob,Cat")
    assert status()["pot"] == 10
    # Ann and Bob tied on Friday: the exemptions carry with the pot, so only Cat antes (P0 11).
    assert status()["antes_due"] == {"Ann": 0, "Bob": 0, "Cat": 1}
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    now = status()
    assert now["balances"]["Ann"] == 11 and now["pot"] == 0


def test_standings_and_player_show(booray: Run) -> None:
    night_with_hands(booray)
    booray("hand", "Ann=pass", "Bob=2", "Cat=1", "Dan=1", "Eve=1", "--renege", "Cat")
    rows = json.loads(booray("standings", "--json").stdout)
    by = {r["player"]: r for r in rows}
    assert by["Dan"]["bourres"] == 2 and by["Cat"]["reneges"] == 1
    assert by["Ann"]["hands_dealt_in"] == 5 and by["Ann"]["hands_played"] == 3
    assert by["Bob"]["pots_won"] == 2 and by["Bob"]["biggest_pot_won"] == max(5, by["Bob"]["biggest_pot_won"])
    assert [r["net"] for r in rows] == sorted((r["net"] for r in rows), reverse=True)
    assert sum(r["net"] for r in rows) == -json.loads(booray("status", "--json").stdout)["pot"]
    shown = json.loads(booray("player", "show", "ann", "--json").stdout)
    assert shown["player"] == "Ann" and shown["nights"][0]["series"][0] == 0
    assert shown["nights"][0]["series"][-1] == by["Ann"]["net"]
    assert "hand" in booray("player", "show", "Ann").stdout
    assert "Balances over Friday" in booray("night", "show").stdout


def test_a_player_called_carry_is_just_a_player(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Carry,Pot,Cat")
    booray("hand", "Carry=2", "Pot=2", "Cat=1")
    booray("night", "end", "--pot", "split")
    report = settle(booray)
    assert report["pot"] == 0 and sum(report["balances"].values()) == 0


def test_one_person_is_one_player_across_nights(booray: Run) -> None:
    night_with_hands(booray)
    booray("night", "end")
    booray("night", "start", "Saturday", "--players", "ann,BOB,Zoe")
    booray("hand", "ANN=3", "bob=2", "zoe=pass")
    rows = {r["player"]: r for r in json.loads(booray("standings", "--json").stdout)}
    assert "ann" not in rows and rows["Ann"]["nights"] == 2 and rows["Bob"]["nights"] == 2
    assert rows["Zoe"]["nights"] == 1
    both = settle(booray, "--all")
    assert both["nights"] == ["Friday", "Saturday"] and set(both["balances"]) == {
        "Ann",
        "Bob",
        "Cat",
        "Dan",
        "Eve",
        "Zoe",
    }
    future = booray("standings", "--since", "2999-01-01", ok=False)
    assert future.exit_code == 1 and "no night started on or after 2999-01-01" in future.stderr
