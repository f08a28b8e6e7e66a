"""The one suggester: names, commands and options answered alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.text.suggest import closest, did_you_mean, unknown
from tests.pseudo import english_left, speaking_pseudo

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


def test_a_suggestion_is_translated_and_keeps_the_word_and_the_commands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        said = unknown("stauts", COMMANDS, "command", prefix="booray")
        listed = unknown("--zzz", ["--night", "--json"], "option")
        meant = did_you_mean(["Bob"])
    assert "'stauts'" in said
    assert said.endswith(" `booray status` or `booray seat`?")  # the locale's own "or" (Babel)
    assert english_left(said, "stauts", "booray", "status", "seat", "or") == []
    assert listed.endswith(": --night, --json")
    assert english_left(listed, "zzz", "night", "json") == []
    assert english_left(meant, "Bob") == []
