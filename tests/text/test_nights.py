"""Nights and seats in words, from the API's values."""

from __future__ import annotations

from booray_ledger.text import nights


def test_the_other_open_nights() -> None:
    assert nights.open_nights("Friday", []) == ""
    assert nights.open_nights("Sat", [{"night": "Fri", "hands": 1, "pot": 4}]) == (
        "Fri (1 hand, pot 4) is still open too: both Fri and Sat are open; Sat is the current night."
    )
    two = [{"night": "Fri", "hands": 2, "pot": 0}, {"night": "Thu", "hands": 0, "pot": 1}]
    assert nights.open_nights("Sat", two) == (  # type: ignore[arg-type]
        "Also still open: Fri (2 hands, pot 0), Thu (0 hands, pot 1); Sat is the current night."
    )


def test_a_night_started_and_used() -> None:
    started = {
        "night": "Fri",
        "players": ["Ann", "Bob"],
        "rules": {"preset": "classic", "changed": {}},
        "carried_in": 3,
        "also_open": [],
    }
    assert nights.night_started(started) == [  # type: ignore[arg-type]
        "Night Fri started: Ann, Bob (clockwise).",
        "House rules: classic.",
        "The pot starts at 3 chips, carried from the group's last night.",
    ]
    assert nights.night_used({"night": "Fri", "also_open": []}) == ["Fri is the current night now."]


def test_house_rules_in_brief_name_the_preset_and_what_differs() -> None:
    assert nights.rules_in_brief({"preset": "classic", "changed": {}}) == "classic"
    assert nights.rules_in_brief({"preset": "pagat", "changed": {"pot_limit": 25, "tie": "split"}}) == (
        "pagat with pot_limit=25, tie=split"
    )
    assert nights.rules_in_brief({"preset": "simple", "changed": {"pot_limit": None}}) == "simple with pot_limit=none"


def test_a_night_ended() -> None:
    carried = {"night": "Fri", "pot_action": "carry", "pot": 5, "shares": {}}
    assert nights.night_ended(carried) == [  # type: ignore[arg-type]
        "The pot of 5 carries to the group's next night.",
        "Night Fri ended.",
    ]
    split = {"night": "Fri", "pot_action": "split", "pot": 5, "shares": {"Ann": 3, "Bob": 2}}
    assert nights.night_ended(split) == [  # type: ignore[arg-type]
        "Ann gets 3 from the pot.",
        "Bob gets 2 from the pot.",
        "Night Fri ended.",
    ]


def test_each_seat_change() -> None:
    assert nights.seat_changed({"action": "add", "player": "Eve", "after": "Bob"}) == "Eve sits down after Bob."
    assert nights.seat_changed({"action": "add", "player": "Eve", "after": None, "bought": 20}) == (
        "Eve sits down in the last seat and buys in for 20 chips."
    )
    assert nights.seat_changed({"action": "out", "player": "Dan", "after": None}) == "Dan sits out."
    assert nights.seat_changed({"action": "remove", "player": "Dan", "after": None}) == "Dan leaves the table."
    assert nights.seat_changed({"action": "in", "player": "Dan", "after": None}) == "Dan is dealt in again."
