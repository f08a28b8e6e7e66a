"""The guards in words: each hand named with its results, the pot's choices with each player's chips."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import Ledger
from booray_ledger.prompt.commands import prompt_command
from booray_ledger.text import guards
from booray_ledger.text.guards import live_hint, short_name


def test_a_hand_is_named_with_its_results_and_how_it_ended(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_line("a2 b3 c0 .")
        check = ledger.repeat_check("b3 a2 c0 .")
        last = ledger.last_hand()
    assert check is not None
    assert last is not None
    assert guards.hand_brief(last) == "hand 1 (Ann 2, Bob 3, Cat 0, Dan pass): Bob wins 4; bourré: Cat"
    assert guards.repeat_warning(check).startswith("This is the very same as hand 1 (Ann 2, Bob 3, Cat 0, Dan pass)")
    assert guards.repeat_question(True) == "Record it again as a new hand?"
    elsewhere = {**check, "same": False}
    assert guards.repeat_warning(elsewhere).startswith("Hand 1 was just recorded from another screen (")  # type: ignore[arg-type]
    assert guards.undo_warning(last).startswith("Undo hand 1 (Ann 2, Bob 3, Cat 0, Dan pass): Bob wins 4")


def test_the_pot_choices_name_each_players_chips() -> None:
    said = guards.pot_choices({"night": "Fri", "pot": 9, "split": {"Ann": 5, "Bob": 4}, "refund": {"Ann": 9}})
    assert said[0] == "The pot still holds 9 chips. What happens to it when Fri ends?"
    assert said[1].split() == [
        "carry",
        "all",
        "9",
        "chips",
        "wait",
        "in",
        "the",
        "pot",
        "of",
        "the",
        "group's",
        "next",
        "night",
    ]
    assert said[2].endswith("Ann 5, Bob 4")
    assert said[3].endswith("Ann 9")
    assert guards.night_over("Fri", 1, prompt_command)[0] == "Fri has ended after 1 hand."
    assert guards.night_over("Fri", 1, prompt_command)[1] == (
        "Next: `night start NAME --players Ann,Bob,Cat` for a new night, `night use NAME` for another open one, "
        "or quit (Ctrl-D)."
    )
    assert guards.leave_warning(3, prompt_command) == (
        "The night is still open with 3 chips in the pot: they stay there; `night end` settles them."
    )
    assert guards.leave_warning(3) == "The night is still open with 3 chips in the pot: they stay there."


def test_the_welcome_hint_uses_the_live_tables_own_line() -> None:
    assert short_name("Mary Ann", ["Ann", "Mary Ann"]) == "ma"
    assert short_name("Ann", ["Ann", "Mary Ann"]) == "an"
    assert short_name("Mary Ann", ["Mary Ann", "Mary Beth"]) == "'Mary Ann'"
    assert live_hint(["Mary Ann", "Ann", "Bob"]).startswith("Type each hand here, like: ma 2 an 3 .")


def test_an_empty_hand_form_is_told_how_to_fill_it() -> None:
    assert guards.type_the_hand_first("an 2 bo 3 c 0 .") == "type the hand first, like: an 2 bo 3 c 0 ."
    assert guards.tap_each_player_first() == "tap pass or the tricks for each player first"


def test_the_new_night_questions_show_their_defaults() -> None:
    assert guards.preset_question("classic") == "House rules: classic, pagat, simple or a .toml file [classic]: "
    assert guards.ante_question(2) == "Ante in chips [2]: "
    assert guards.limit_question(None) == "Pot limit in chips, 0 for none [none]: "
    assert guards.limit_question(25) == "Pot limit in chips, 0 for none [25]: "
    assert guards.chip_value_question("$1.00") == "Chip value, money per chip [$1.00]: "
    assert "Ctrl-D" in guards.no_night_open()
    assert guards.night_name_question() == "Night name: "
