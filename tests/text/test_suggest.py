"""The one suggester: names, commands and options answered alike."""

from __future__ import annotations

from booray_ledger.text.suggest import closest, did_you_mean, unknown

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
COMMANDS = ["status", "seat", "settle", "history", "night"]


def test_a_name_with_letters_swapped_finds_the_name() -> None:
    assert closest("Bbo", SEATS) == ["Bob"]


def test_a_name_glued_to_its_count_is_compared_without_the_count() -> None:
    assert closest("bbo2", SEATS) == ["Bob"]


def test_nothing_close_suggests_nothing() -> None:
    assert closest("Zed", SEATS) == []


def test_a_synonym_wins_over_a_close_word() -> None:
    assert closest("undo", COMMANDS, "command", synonyms={"undo": "hand void"}) == ["hand void"]


def test_a_mistyped_command_finds_the_closest_commands_best_first() -> None:
    assert closest("stauts", COMMANDS, "command") == ["status", "seat"]


def test_an_option_is_found_like_a_command() -> None:
    assert closest("--nigth", ["--night", "--json"], "option") == ["--night"]


def test_the_words_of_a_suggestion() -> None:
    assert did_you_mean(["Bob"]) == "did you mean Bob?"
    assert did_you_mean(["booray status", "booray seat"], "`") == "did you mean `booray status` or `booray seat`?"
    assert did_you_mean([]) == ""


def test_an_unknown_command_with_a_prefix() -> None:
    expected = "No such command 'stauts'; did you mean `booray status` or `booray seat`?"
    assert unknown("stauts", COMMANDS, "command", prefix="booray") == expected


def test_an_unknown_word_with_nothing_close_lists_the_known_ones() -> None:
    assert (
        unknown("--zzz", ["--night", "--json"], "option") == "No such option '--zzz'; the options are: --night, --json"
    )
