"""The project's own rulebook: every topic present, and the examples it gives hold."""

from __future__ import annotations

import pytest

from booray_ledger.rules import house, rulebook
from booray_ledger.rules.rulebook_section import CONVENTION, Kind


def test_rulebook_covers_every_rule_and_variant() -> None:
    """rulebook topic: keys. Every rule and variant has a topic, and every house-rule key is listed."""
    for topic in ("deal", "exemptions", "declare", "ace-up", "play", "cinch", "winning", "all-pass", "bourre", "ties",
                  "renege", "lost-deal", "limit", "double-ante", "simultaneous", "four-card", "keys", "referee"):  # fmt: skip
        assert rulebook.section(topic).text.strip()
    for key in house.KEYS:
        assert key in rulebook.section("keys").text


RULE_TESTS = ("test_audit", "test_handline", "test_house", "test_legality", "payout/test_steps",
              "payout/test_steps_properties", "payout/test_steps_worked_examples", "test_potsplit", "test_rulebook",
              "test_seating", "payout/test_steps_stakes", "test_hand_checks", "payout/test_result",
              "payout/test_paying_out", "test_rulebook_markdown", "test_rulebook_section", "test_at_this_table")  # fmt: skip


@pytest.mark.parametrize("module", RULE_TESTS)
def test_every_rule_test_cites_a_rulebook_topic(module: str) -> None:
    """rulebook topic: overview. Each test of a rule names the topic it checks (``booray rules
    TOPIC``), so a failing test leads to the rule's text."""
    import ast
    import re
    from pathlib import Path

    tree = ast.parse((Path(__file__).parent / f"{module}.py").read_text(encoding="utf-8"))
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    assert tests
    for test in tests:
        cited = re.findall(r"rulebook topics?: ([a-z-]+)", ast.get_docstring(test) or "")
        assert cited, f"{module}.{test.name} cites no rulebook topic"
        assert all(topic in rulebook.BY_TOPIC for topic in cited), f"{module}.{test.name}: {cited}"


def test_the_rulebook_covers_a_misdeal_and_a_player_leaving_and_marks_house_conventions() -> None:
    """rulebook topic: misdeal. The rule text says what the game does; what this ledger does where
    the rule is silent is marked as a house convention (rulebook topic leaving too)."""
    misdeal = rulebook.section("misdeal")
    assert "dealt again" in misdeal.text
    assert "booray" not in misdeal.text  # the rule text
    assert f"{CONVENTION} The ledger records nothing for a misdeal" in misdeal.render()
    leaving = rulebook.section("leaving").render()
    assert "between hands" in leaving
    assert "booray seat remove NAME" in leaving
    assert "whoever sat on their left" in leaving
    for section in rulebook.SECTIONS:
        assert (CONVENTION in section.render()) == bool(section.convention), section.topic
        assert section.render().split(CONVENTION)[0].strip(), section.topic


def test_the_game_sections_come_first_in_the_order_a_hand_is_played() -> None:
    """rulebook topic: overview. The overview, then the deal, then the rest as a hand goes."""
    topics = [s.topic for s in rulebook.GAME_SECTIONS]
    assert topics[:3] == ["overview", "deal", "exemptions"]
    assert topics.index("play") < topics.index("winning")
    assert rulebook.SECTIONS[: len(rulebook.GAME_SECTIONS)] == rulebook.GAME_SECTIONS


def test_the_book_holds_worked_examples_words_and_every_house_rule_key() -> None:
    """rulebook topic: keys. Every house-rule key has its own section, as do the contract's
    worked examples and the words of the glossary."""
    kinds = {s.kind for s in rulebook.SECTIONS}
    assert kinds == set(Kind)
    key_sections = " ".join(s.title for s in rulebook.SECTIONS if s.kind is Kind.HOUSE_RULE)
    for key in house.KEYS:
        assert key in key_sections, key
    examples = [s.topic for s in rulebook.SECTIONS if s.kind is Kind.EXAMPLE]
    assert len(examples) == 11
    words = {s.topic for s in rulebook.SECTIONS if s.kind is Kind.WORD}
    assert {"word-pot", "word-p0", "word-exempt", "word-lost-deal", "word-payout", "word-settle-up"} <= words


def test_the_prose_is_package_data_read_at_run_time() -> None:
    """rulebook topic: overview. The book is Markdown shipped with the package, not Python strings."""
    from importlib import resources

    book = resources.files("booray_ledger.rules").joinpath("book")
    names = sorted(p.name for p in book.iterdir() if p.name.endswith(".md"))
    assert names == sorted(name for name, _ in rulebook.CHAPTERS)
    assert "## Going bourré {#bourre}" in rulebook.book_file("game.md")


def test_a_topic_is_found_by_name_prefix_or_without_its_accent() -> None:
    """rulebook topic: bourre."""
    assert rulebook.find_topic("bourré") is rulebook.BY_TOPIC["bourre"]
    assert rulebook.find_topic("tie") is rulebook.BY_TOPIC["ties"]
    assert rulebook.find_topic("what if everyone passes") is None
    assert rulebook.find_topic("") is None
