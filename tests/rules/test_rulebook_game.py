"""The rulebook's sections on the game itself: rule text apart from this ledger's conventions."""

from __future__ import annotations

from booray_ledger.rules import rulebook
from booray_ledger.rules.rulebook_game import GAME_SECTIONS
from booray_ledger.rules.rulebook_section import CONVENTION


def test_the_rulebook_covers_a_misdeal_and_a_player_leaving_and_marks_house_conventions() -> None:
    """rulebook topic: misdeal. The rule text says what the game does; what this ledger does where
    the rule is silent is marked as a house convention (rulebook topic leaving too)."""
    misdeal = rulebook.section("misdeal")
    assert "dealt again" in misdeal.text and "booray" not in misdeal.text  # the rule text
    assert f"{CONVENTION} The ledger records nothing for a misdeal" in misdeal.render()
    leaving = rulebook.section("leaving").render()
    assert "between hands" in leaving and "booray seat remove NAME" in leaving
    assert CONVENTION in leaving and "whoever sat on their left" in leaving
    for section in rulebook.SECTIONS:
        rule_text = section.render().split(CONVENTION)[0]
        assert "ledger" not in section.text.lower() or section.topic in ("scorekeeping", "ace-up", "referee", "keys")
        assert (CONVENTION in section.render()) == bool(section.convention)
        assert rule_text.strip()


def test_the_game_sections_come_first_in_the_order_a_hand_is_played() -> None:
    """rulebook topic: overview. The overview, then the deal, then the rest as a hand goes."""
    topics = [s.topic for s in GAME_SECTIONS]
    assert topics[:3] == ["overview", "deal", "exemptions"] and topics.index("play") < topics.index("winning")
    assert rulebook.SECTIONS[: len(GAME_SECTIONS)] == GAME_SECTIONS
