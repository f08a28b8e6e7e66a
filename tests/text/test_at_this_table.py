"""How the table's house rules apply, one sentence per rulebook topic."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.rules.house import PRESETS
from booray_ledger.text import at_this_table
from tests.pseudo import english_left, speaking_pseudo

CLASSIC = PRESETS["classic"]


def test_the_bourre_and_the_limit_follow_the_pot_limit() -> None:
    """rulebook topic: limit. A pot limit caps what a bourré pays (rulebook topic bourre too)."""
    limited = CLASSIC.replace(pot_limit=25)
    assert at_this_table.bourre(limited) == "At this table a bourré pays at most 25 chips."
    assert at_this_table.limit(CLASSIC) == "At this table there is no pot limit."
    assert at_this_table.bourre(CLASSIC.replace(bourre_penalty=5)) == "At this table a bourré pays a fixed 5 chips."


def test_ties_exemptions_and_antes_each_name_the_table_choice() -> None:
    """rulebook topic: ties. Split, vote or carry; under a double ante nobody is exempt (rulebook topic exemptions)."""
    assert "split the pot" in at_this_table.tie(CLASSIC.replace(tie="split"))
    assert "--split or --carry" in at_this_table.tie(CLASSIC.replace(tie="vote"))
    double = CLASSIC.replace(double_ante=True)
    assert at_this_table.exempt(double).startswith("At this table nobody is exempt")
    assert at_this_table.ante(CLASSIC) == "At this table an ante is 1 chip."
    assert "each player who plays adds 1 more" in at_this_table.ante(double)


def test_table_stakes_say_the_buy_in_and_what_a_player_must_cover() -> None:
    """rulebook topic: stakes."""
    staked = CLASSIC.replace(stakes="table", buy_in=20)
    assert at_this_table.stakes(staked).startswith("At this table each player buys in for 20 chips")
    assert "no table stakes" in at_this_table.stakes(CLASSIC)


def test_every_note_a_section_may_name_has_its_words() -> None:
    from booray_ledger.rules.rulebook_section import NOTES

    assert sorted(at_this_table.NOTES) == sorted(NOTES)


def test_a_section_s_text_gets_its_notes_only_when_a_night_is_open() -> None:
    """rulebook topic: ties. The API names the notes and gives the night's rules; the words are
    made here, one sentence per note, after the book's text."""
    section = {"topic": "ties", "title": "Ties", "kind": "rule", "text": "Text.", "convention": "",
               "notes": ["tie", "limit"], "house_rules": CLASSIC.to_dict()}  # fmt: skip
    assert at_this_table.section_text(section) == (  # type: ignore[arg-type]
        "Text.\n\nAt this table a tie carries the whole pot to the next hand; the tied players owe no ante"
        " next hand. At this table there is no pot limit."
    )
    assert at_this_table.section_text({**section, "house_rules": None}) == "Text."  # type: ignore[typeddict-item]


def test_every_note_in_another_language_is_translated_and_keeps_its_numbers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tables = [CLASSIC.replace(pot_limit=25, tie="vote", renege_exempts=True),
              CLASSIC.replace(stakes="table", buy_in=20, max_buy_in=40, cover="all_in", must_overtrump=False)]  # fmt: skip
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        said = {(i, name): note(rules) for i, rules in enumerate(tables) for name, note in at_this_table.NOTES.items()}
    assert {
        key: english_left(text, "split", "carry") for key, text in said.items() if english_left(text, "split", "carry")
    } == {}
    assert " 25 " in said[0, "bourre"]
    assert " 20 " in said[1, "stakes"]
    assert " 40 " in said[1, "stakes"]
