"""Output people can read: history shows every mark and what happened between hands, status
says why, piped output never wraps, "1 trick", and money to the cent in its currency."""

from __future__ import annotations

import json

import pytest

from booray_ledger.cli import render
from tests.conftest import Run


def marked_night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan,Eve", "--chip-value", "0.25")
    booray("hand", "Ann=1", "Bob=1", "Cat=1", "Dan=1", "Eve=1", "--out-of-turn", "Cat")  # a five-way tie
    booray("seat", "add", "Fay", "--after", "Bob")
    booray("hand", "Ann=3", "Bob=1", "Cat=1", "Dan=0", "Eve=pass", "Fay=pass",
           "--corrected", "Bob", "--dealer", "Cat", "--up", "AS", "--force")  # fmt: skip
    booray("paid", "Dan", "Ann", "2")
    booray("seat", "out", "Eve")
    booray("hand", "Ann=2", "Bob=3", "Cat=pass", "Dan=pass", "Fay=pass", "--renege", "Ann")


def test_history_shows_every_mark_and_seat_changes_and_payments_in_place(booray: Run) -> None:
    marked_night(booray)
    lines = booray("history").stdout.splitlines()
    text = "\n".join(lines)
    assert "out of turn: Cat" in text
    assert "corrected renege: Bob" in text and "dealt by Cat (given with --dealer)" in text
    assert "turned AS" in text and "forced past a rule check" in text and "renege: Ann" in text

    def row(word: str) -> int:
        return next(i for i, line in enumerate(lines) if word in line)

    assert row("out of turn: Cat") < row("Fay sits down after Bob") < row("corrected renege: Bob")
    assert row("corrected renege: Bob") < row("payment 1: Dan pays Ann 2 chips") < row("Eve sits out")
    assert row("Eve sits out") < row("Bob wins 10")
    events = json.loads(booray("history", "--json").stdout)["events"]
    assert [(e["after_hand"], e["text"]) for e in events] == [
        (1, "Fay sits down after Bob"), (2, "payment 1: Dan pays Ann 2 chips"), (2, "Eve sits out")]  # fmt: skip


def test_status_says_why_a_player_is_skipped_as_dealer_or_owes_no_ante(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan")
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0", "--out-of-turn", "Cat", "--corrected", "Cat")
    booray("seat", "out", "Bob")
    out = booray("status").stdout
    assert "owes no ante: tied for the most tricks in hand 1" in out  # Ann
    assert "owes no ante: bourré in hand 1" in out  # Dan
    assert "skipped as dealer for the next 2 turns (corrected a renege in hand 1)" in out  # Cat, twice
    assert "sitting out: owes no ante" in out  # Bob
    assert set(json.loads(booray("status", "--json").stdout)) == {
        "night",
        "hands",
        "pot",
        "dealer",
        "antes_due",
        "balances",
    }


def test_piped_output_never_wraps_in_the_middle_of_an_item(booray: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS")  # a pipe: no terminal width at all
    marked_night(booray)
    out = booray("history").stdout
    assert "corrected renege: Bob; dealt by Cat (given with --dealer); turned AS; forced past a rule check" in out
    status = booray("status").stdout
    assert "skipped as dealer for the next turn (corrected a renege in hand 2)" in status  # Bob, a hand ago


def test_one_trick_is_one_trick(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan,Eve")
    out = booray("hand", "Ann=1", "Bob=1", "Cat=1", "Dan=1", "Eve=1").stdout
    assert "tied at 1 trick: nobody wins" in out and "1 tricks" not in out


def test_money_is_to_the_cent_in_its_currency_by_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    assert render.money("3.1", "$") == "$3.10"
    assert render.money("-1", "USD") == "-$1.00"
    assert render.money("0.5", "USD", signed=True) == "+$0.50"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert render.money("1234.5", "EUR") == "1.234,50\xa0€"


def test_currency_is_an_iso_code_at_night_start_and_settle(booray: Run) -> None:
    bad = booray("night", "start", "Friday", "--players", "Ann,Bob", "--currency", "DUCATS", ok=False)
    assert bad.exit_code == 2 and "not a currency code; give an ISO code like USD, EUR or GBP" in bad.stderr
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat", "--chip-value", "0.1", "--currency", "eur")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    assert "€0.20" in booray("settle").stdout  # Ann is up 2 chips at 0.10: €0.20, not €0.2
    assert "£0.20" in booray("settle", "--currency", "GBP").stdout


def test_standings_show_the_sign_of_money(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass", "Dan=pass")
    out = booray("standings").stdout
    assert "+$0.75" in out and "-$0.25" in out
    rows = json.loads(booray("standings", "--json").stdout)
    assert {r["currency"] for r in rows} == {"USD"}
