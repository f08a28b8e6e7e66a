"""Nights and seats in words, from the API's values."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.results import (
    NightEnded,
    NightEvent,
    NightSettingsChanged,
    NightStarted,
    OpenNight,
    RulesInBrief,
    SettingChange,
)
from booray_ledger.text import nights
from tests.pseudo import english_left, speaking_pseudo


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


def test_a_setting_change_in_words() -> None:
    rules: SettingChange = {"kind": "rules", "from_hand": 3, "currency": "USD", "changed_at": "2026-12-04T21:00:00",
                            "before": {"ante": 1, "pot_limit": None, "limit_caps_win": False},
                            "after": {"ante": 2, "pot_limit": 25, "limit_caps_win": True}}  # fmt: skip
    assert nights.setting_change(rules) == (
        "house rules from hand 3: ante 1 to 2, pot limit none to 25, limit caps win no to yes"
    )
    value: SettingChange = {"kind": "chip_value", "from_hand": 3, "currency": "EUR", "changed_at": "2026-12-04T21:00:00",
                            "before": {"chip_value": "1"}, "after": {"chip_value": "0.25"}}  # fmt: skip
    assert nights.setting_change(value) == "chip value €1.00 to €0.25 for the whole night"
    assert nights.night_event({"after_hand": 2, "at": "", "kind": "setting", "change": rules}).startswith(
        "house rules from hand 3"
    )
    done: NightSettingsChanged = {"night": "Fri", "changes": [value], "chip_value": "0.25", "currency": "EUR",
                                  "rules": {}, "next_hand": 3, "language": None}  # fmt: skip
    assert nights.night_settings_changed(done) == [
        "Fri: chip value €1.00 to €0.25 for the whole night.",
        "Now 1 chip = €0.25; the next hand is hand 3.",
    ]


def test_a_night_reopened_and_an_ended_nights_title() -> None:
    from booray_ledger.text.nights import night_reopened, night_title

    assert night_reopened({"night": "Fri", "pot": 8, "also_open": []}) == [
        "Night Fri is open again and is the current night. The pot of 8 chips is back on the table."
    ]
    assert night_reopened({"night": "Fri", "pot": 0, "also_open": [{"night": "Sun", "hands": 2, "pot": 3}]}) == [
        "Night Fri is open again and is the current night.",
        "Sun (2 hands, pot 3) is still open too: both Sun and Fri are open; Fri is the current night.",
    ]
    assert night_title("Fri", True) == "Fri (ended)"
    assert night_title("Fri", False) == "Fri"


def test_how_to_record_a_hand_in_each_front_ends_words() -> None:
    def terminal(words: str) -> str:
        return f"booray {words}"

    players = ["Ann Lee", "Bob", "Cat"]
    assert (
        nights.how_to_record(players, terminal, live=False)
        == "Record each hand with: booray hand 'Ann Lee=2' Bob=3 ..."
    )
    assert nights.how_to_record(players, terminal, live=True) == (
        "Type each hand here, like: an 2 bo 3 . (a name's first letters and its tricks; . passes the rest)"
    )


def test_how_to_switch_nights_in_each_front_ends_words() -> None:
    others = [OpenNight(night="Thu", hands=2, pot=3)]
    switch = "Switch with `{}night use Thu`, or name a night on any command with --night Thu."
    assert nights.how_to_switch(others, lambda words: f"booray {words}") == [switch.format("booray ")]
    assert nights.how_to_switch(others, lambda words: words) == [switch.format("")]
    assert nights.how_to_switch([], lambda words: words) == []


def test_a_night_in_another_language_keeps_its_names_and_numbers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    brief: RulesInBrief = {"preset": "pagat", "changed": {"pot_limit": 25}}
    started: NightStarted = {
        "night": "Fri",
        "players": ["Ann", "Bob"],
        "carried_in": 1234,
        "also_open": [],
        "rules": brief,
    }
    paid: NightEvent = {
        "after_hand": 2,
        "at": "",
        "kind": "payment",
        "number": 4,
        "payer": "Cat",
        "payee": "Bob",
        "chips": 2,
    }
    ended: NightEnded = {"night": "Fri", "pot_action": "split", "pot": 5, "shares": {"Ann": 5}}
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        said = [
            *nights.night_started(started),
            nights.open_nights("Sat", [OpenNight(night="Fri", hands=2, pot=3), OpenNight(night="Thu", hands=1, pot=0)]),
            nights.seat_changed({"action": "add", "player": "Eve", "after": "Bob", "bought": 20}),
            nights.night_event(paid),
            *nights.night_ended(ended),
        ]
    assert english_left(said, "Fri", "Sat", "Thu", "Ann", "Bob", "Cat", "Eve", "pagat", "pot", "limit") == []
    assert "Ann, Bob" in said[0]
    assert "pagat" in said[1]
    assert "pot_limit=25" in said[1]
    assert "1,234" in said[2]
    assert [fact for fact in ("Eve", "Bob", "20") if fact not in said[4]] == []


def test_a_night_in_a_right_to_left_language_isolates_its_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch, "ps"):
        said = nights.night_ended({"night": "Fri", "pot_action": "split", "pot": 12, "shares": {"Ann": 12}})
    assert said[0].startswith("\u2068Ann\u2069 ")
    assert " ۱۲ " in said[0]
    assert "\u2068Fri\u2069" in said[1]
