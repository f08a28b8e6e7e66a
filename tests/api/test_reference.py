"""The answers that need no ledger: the referee and the rulebook, by the rules in force."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.api import reference
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.results.referee import RulesSource
from booray_ledger.rules import house
from booray_ledger.text.at_this_table import section_text
from tests.helpers import friday, said


def test_rules_in_force_come_from_the_spec_else_the_night_else_classic(db_file: Path) -> None:
    """rulebook topic: keys."""
    assert reference.rules_in_force(db_file) == ({"kind": "preset", "name": "classic"}, house.preset("classic"))
    friday(db_file, rules=house.preset("simple")).close()
    assert reference.rules_in_force(db_file) == ({"kind": "night", "name": "Friday"}, house.preset("simple"))
    assert reference.rules_in_force(db_file, "Pagat") == ({"kind": "preset", "name": "pagat"}, house.preset("pagat"))


def test_judge_play_names_the_rule_broken() -> None:
    """rulebook topic: play. Holding the led suit, a player must follow it."""
    rules = (RulesSource(kind="preset", name="classic"), house.preset("classic"))
    verdict = reference.judge_play(trump="S", hand="7H 3S KD", card="3S", trick="QH 2H", rules=rules)
    assert verdict["legal"] is False
    assert verdict["reason"] == "follow"
    assert verdict["legal_cards"] == ["7H"]
    assert reference.judge_play(trump="S", hand="7H 3S KD", card="7H", trick="QH 2H", rules=rules)["legal"] is True
    with pytest.raises(UsageError) as won:
        reference.judge_play(trump="S", hand="7H", card="7H", won=9, rules=rules)
    assert said(won.value) == (ErrorCode.TRICKS_WON_OUT_OF_RANGE, {"won": 9, "most": reference.MAX_TRICKS_WON})


def test_the_rulebook_says_how_the_current_night_plays(db_file: Path) -> None:
    """rulebook topic: limit."""
    no_night = reference.read_rulebook(db_file, "limit")["sections"][0]
    assert no_night["house_rules"] is None
    assert "At this table" not in no_night["text"]
    friday(db_file, rules=house.preset("classic").replace(pot_limit=25)).close()
    book = reference.read_rulebook(db_file, "limit")
    assert book["night"] == "Friday"
    section = book["sections"][0]
    assert section["notes"] == ["limit"]
    assert section["house_rules"] == house.preset("classic").replace(pot_limit=25).to_dict()
    assert "At this table" not in section["text"]  # facts below the API: the wording package says it
    assert "the limit is 25 chips" in section_text(section)
    report = reference.house_rules_report(db_file)
    assert report["rules"]["pot_limit"] == 25
    assert house.parse_toml(report["toml"]).pot_limit == 25


def test_a_trick_log_that_cannot_be_read_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError) as unreadable:
        reference.read_trick_log(tmp_path / "missing.txt")
    assert said(unreadable.value) == (ErrorCode.TRICK_LOG_UNREADABLE, {"path": str(tmp_path / "missing.txt")})


def test_ask_rulebook_answers_a_question_or_a_topic_and_says_when_it_cannot() -> None:
    from booray_ledger.api.reference import ask_rulebook, rulebook_index

    answer = ask_rulebook(None, "my buddy renigged, what does he owe")
    assert answer["answered"] is True
    assert answer["by_topic"] is False
    assert answer["section"] is not None
    assert answer["section"]["topic"] == "renege"
    assert [t["topic"] for t in answer["next"]] != ["renege"]
    assert len(answer["next"]) == 2
    topic = ask_rulebook(None, "bourré")
    assert topic["by_topic"] is True
    assert topic["section"] is not None
    assert topic["section"]["topic"] == "bourre"
    none = ask_rulebook(None, "whats the wifi password")
    assert none["answered"] is False
    assert none["section"] is None
    assert len(none["next"]) == 3
    assert len(rulebook_index()) == len({t["topic"] for t in rulebook_index()})
