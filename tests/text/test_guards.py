"""The guards in words: each hand named with its results, the pot's choices with each player's chips."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from booray_ledger import Ledger
from booray_ledger.prompt.commands import prompt_command
from booray_ledger.text import guards
from booray_ledger.text.guards import live_hint, short_name
from tests.pseudo import english_left, speaking_pseudo

if TYPE_CHECKING:
    from booray_ledger.api.hand_guards import PotChoices, RepeatCheck
    from booray_ledger.results import HandSummary


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


def every_guard(last: HandSummary, check: RepeatCheck) -> list[str]:
    """Every sentence of the guards, each variant once."""
    choices: PotChoices = {"night": "Fri", "pot": 9, "split": {"Ann": 5, "Bob": 4}, "refund": {}}
    return [
        guards.hand_brief(last), guards.repeat_warning(check), guards.repeat_warning({**check, "same": False}),
        guards.repeat_question(True), guards.repeat_question(False), guards.all_pass_warning(1),
        guards.all_pass_warning(5), guards.all_pass_question(), guards.undo_warning(last), guards.undo_question(),
        guards.undoing(last), guards.type_the_hand_first("an 2 bo 3 c 0 ."), guards.tap_each_player_first(),
        guards.nothing_to_undo(), guards.nothing_to_redo(), guards.redone(3), guards.not_recorded(),
        guards.not_undone(), *guards.pot_choices(choices), guards.pot_prompt(), guards.not_a_pot_choice("xyz"),
        guards.night_goes_on(), *guards.night_over("Fri", 2, prompt_command), guards.leave_warning(3),
        guards.leave_warning(1, prompt_command), guards.leave_question(), guards.yes_no(guards.leave_question()),
        guards.refused_line_toolbar(), live_hint(["Ann", "Bob"]), guards.no_night_open(),
        guards.night_name_question(), guards.night_name_needed(), guards.players_question(),
        guards.preset_question("classic"), guards.ante_question(2), guards.limit_question(None),
        guards.limit_question(25), guards.chip_value_question("$1.00"),
    ]  # type: ignore[typeddict-item]  # fmt: skip


KEPT = (
    "Ann",
    "Bob",
    "Cat",
    "Dan",
    "Fri",
    "xyz",
    "classic",
    "an",
    "bo",
    "night",
    "start",
    "use",
    "end",
    "NAME",
    "players",
)
"""What is left as it is: names, what was typed, and the commands the front end names."""


def test_in_another_language_no_english_is_left_in_the_guards(
    db_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every question, warning and answer of the guards is a message of the catalog: in the
    pseudo-language only names, keys, commands and the answers typed are left in Latin letters."""
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_line("a2 b3 c0 .")
        check = ledger.repeat_check("b3 a2 c0 .")
        last = ledger.last_hand()
    assert check is not None
    assert last is not None
    english = every_guard(last, check)
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        said = every_guard(last, check)
    assert [s for s, e in zip(said, english, strict=True) if s == e] == []
    assert english_left(said, *KEPT) == []
