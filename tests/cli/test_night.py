"""A night from the command line: start, hands, voids, edits, seats, status and history."""

from __future__ import annotations

import json

from tests.conftest import Run


def start(booray: Run, *extra: str, players: str = "Ann,Bob,Cat,Dan,Eve") -> None:
    booray("night", "start", "Friday", "--players", players, *extra)


def test_status_json_has_exactly_the_contract_keys(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    data = status()
    assert list(data) == ["night", "hands", "pot", "dealer", "antes_due", "balances"]
    assert data == {
        "night": "Friday",
        "hands": 0,
        "pot": 0,
        "dealer": "Ann",
        "antes_due": {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": 1, "Eve": 1},
        "balances": {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0, "Eve": 0},
    }


def test_worked_example_3_from_the_command_line(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    out = booray("hand", "Eve=pass", "ann=2", "Bob=2", "Cat=1", "Dan=0").stdout
    assert "Dan pays 5: bourré, the pot was 5" in out
    data = status()
    assert data["pot"] == 10 and data["hands"] == 1 and data["dealer"] == "Bob"
    assert data["antes_due"] == {"Ann": 0, "Bob": 0, "Cat": 1, "Dan": 0, "Eve": 1}
    assert sum(data["balances"].values()) + data["pot"] == 0


def test_sole_player_may_be_written_play(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    booray("hand", "Ann=pass", "Bob=play", "Cat=pass")
    assert status()["balances"] == {"Ann": -1, "Bob": 2, "Cat": -1}


def test_void_returns_every_chip_and_the_deal(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    booray("hand", "A=pass".replace("A", "Ann"), "Bob=3", "Cat=1", "Dan=1", "Eve=0")
    before = status()
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0", "Eve=pass")
    booray("hand", "void")
    assert status() == before
    history = json.loads(booray("history", "--json").stdout)
    assert [h["number"] for h in history["hands"]] == [1]
    everything = json.loads(booray("history", "--json", "--all").stdout)
    assert [h["voided"] for h in everything["hands"]] == [False, True]


def test_edit_replaces_a_hand_and_resettles_later_ones(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=0")  # Eve bourré: pot 5
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0", "Eve=pass")  # tie, pot grows
    booray("hand", "edit", "1", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=pass")
    data = status()
    assert data["hands"] == 2
    # Hand 1 is now a plain win by Bob (pot 0); hand 2 then antes all five: P0 5, Dan pays 5.
    assert data["pot"] == 10
    assert data["balances"] == {"Ann": -2, "Bob": 3, "Cat": -2, "Dan": -7, "Eve": -2}


def test_edit_of_a_missing_hand_is_refused(booray: Run) -> None:
    start(booray)
    result = booray("hand", "edit", "4", "Ann=5", "Bob=0", "Cat=pass", "Dan=pass", "Eve=pass", ok=False)
    assert result.exit_code == 2 and "there is no hand 4" in result.stderr


def test_seats_change_who_is_dealt_in(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    booray("seat", "add", "Dan", "--after", "Ann")
    booray("seat", "out", "Cat")
    data = status()
    assert list(data["antes_due"]) == ["Ann", "Dan", "Bob", "Cat"]
    assert data["antes_due"]["Cat"] == 0
    booray("hand", "Ann=3", "Dan=2", "Bob=pass")
    assert status()["balances"]["Cat"] == 0
    booray("seat", "in", "Cat")
    booray("seat", "remove", "Bob")
    assert list(status()["antes_due"]) == ["Ann", "Dan", "Cat"]
    assert "Bob" in status()["balances"]


def test_house_rule_options_at_night_start(booray: Run) -> None:
    booray("night", "start", "Limit", "--players", "A1,B1,C1", "--rules", "pagat", "--limit", "25",
           "--ante", "2", "--cards", "4", "--double-ante", "--dealer", "b1")  # fmt: skip
    shown = json.loads(booray("night", "show", "--json").stdout)
    rules = shown["rules"]
    assert (rules["pot_limit"], rules["ante"], rules["cards"], rules["double_ante"]) == (25, 2, 4, True)
    assert rules["limit_caps_win"] is True and shown["dealer"] == "B1"


def test_history_lists_hands_with_reasons(booray: Run) -> None:
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=0", "--renege", "Cat")
    hands = json.loads(booray("history", "--json").stdout)["hands"]
    assert hands[0]["winners"] == ["Bob"] and hands[0]["reneged"] == ["Cat"]
    reasons = [t["reason"] for t in hands[0]["transfers"]]
    assert "Cat pays 5: renege, the pot was 5" in reasons
    assert "Bob" in booray("history").stdout


def test_night_list_and_end(booray: Run) -> None:
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=2", "Dan=pass", "Eve=pass")
    booray("night", "end")
    nights = json.loads(booray("night", "list", "--json").stdout)
    assert nights[0]["name"] == "Friday" and nights[0]["ended"] is True
    result = booray("hand", "Ann=pass", "Bob=3", "Cat=2", "Dan=pass", "Eve=pass", ok=False)
    assert result.exit_code == 1 and "no current night" in result.stderr


def test_demo_plays_a_night_into_a_throwaway_file(booray: Run, db_file) -> None:  # type: ignore[no-untyped-def]
    out = booray("demo").stdout
    assert "Pot on the table" in out and "Bob" in out
    assert not db_file.exists()


def test_the_same_results_entered_again_in_process_are_a_new_hand(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    for _ in range(3):
        booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    assert status()["hands"] == 3
