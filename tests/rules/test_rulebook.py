"""The project's own rulebook: every topic present, and the examples it gives hold."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from booray_ledger.rules import house, rulebook
from booray_ledger.rules.rulebook_section import Kind


def test_rulebook_covers_every_rule_and_variant() -> None:
    """rulebook topic: keys. Every rule and variant has a topic, and every house-rule key is listed."""
    for topic in ("deal", "exemptions", "declare", "ace-up", "play", "cinch", "winning", "all-pass", "bourre", "ties",
                  "renege", "lost-deal", "limit", "double-ante", "simultaneous", "four-card", "keys", "referee"):  # fmt: skip
        assert rulebook.section(topic).text.strip()
    for key in house.KEYS:
        assert key in rulebook.section("keys").text


RULE_TESTS = sorted(Path(__file__).parent.rglob("test_*.py"))
"""Every test module of the rules layer, found by name: a new one is checked without being listed."""
NO_TOPIC = re.compile(r"rulebook topic: none \(\w[^)]*\)")
"""How a module that tests no rule of the game says so in its docstring, with the reason."""


def cited_topics(docstring: str | None) -> list[str]:
    """The rulebook topics a docstring cites (``rulebook topic: renege``, ``rulebook topics: a, b``)."""
    found = re.findall(r"rulebook topics?: ([a-z-]+(?:, [a-z-]+)*)", docstring or "")
    return [topic for group in found for topic in group.split(", ") if topic != "none"]


@pytest.mark.parametrize("path", RULE_TESTS, ids=lambda p: p.relative_to(Path(__file__).parent).as_posix())
def test_every_rule_test_cites_a_rulebook_topic(path: Path) -> None:
    """rulebook topic: overview. Each test of a rule names the topic it checks (``booray rules
    TOPIC``), so a failing test leads to the rule's text. A module testing no rule of the game
    (card notation, arithmetic) says ``rulebook topic: none (why)`` in its own docstring."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    assert tests != [], f"{path.name} has no test"
    exempt = NO_TOPIC.search(ast.get_docstring(tree) or "") is not None
    uncited = [t.name for t in tests if not cited_topics(ast.get_docstring(t)) and not exempt]
    assert uncited == [], f"{path.name}: these tests cite no rulebook topic"
    unknown = {
        t.name: c for t in tests if (c := [x for x in cited_topics(ast.get_docstring(t)) if x not in rulebook.BY_TOPIC])
    }
    assert unknown == {}, f"{path.name}: topics not in the rulebook"


def test_the_topic_reader_reads_one_topic_a_list_and_none() -> None:
    """rulebook topic: overview. What counts as citing a topic."""
    assert cited_topics("rulebook topic: renege. Reneging pays the pot.") == ["renege"]
    assert cited_topics("rulebook topics: ties, bourre") == ["ties", "bourre"]
    assert cited_topics("rulebook topic: none (card notation)") == []
    assert cited_topics("Settles up.") == []


def test_the_rulebook_covers_a_misdeal_and_a_player_leaving_and_marks_house_conventions() -> None:
    """rulebook topic: misdeal. The rule text says what the game does; what this ledger does where
    the rule is silent is marked as a house convention (rulebook topic leaving too)."""
    misdeal = rulebook.section("misdeal")
    assert "dealt again" in misdeal.text
    assert "booray" not in misdeal.text  # the rule text
    assert misdeal.render_convention().startswith("The ledger records nothing for a misdeal")
    leaving = rulebook.section("leaving")
    assert "between hands" in leaving.render()
    assert "booray seat remove NAME" in leaving.render() + leaving.render_convention()
    assert "whoever sat on their left" in leaving.render() + leaving.render_convention()
    for section in rulebook.SECTIONS:
        assert bool(section.render_convention()) == bool(section.convention), section.topic
        assert section.render().strip(), section.topic


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


TRANSLATED = ("ml", "mn", "sd", "ms", "ps")
"""The languages whose rulebook is written beside the English one (``rules/book/<code>/``)."""


def test_every_language_has_a_book_with_the_same_sections_keys_and_table_notes() -> None:
    """rulebook topic: overview. Each book has every topic (the section keys), of the same kind,
    taking the same house-rule notes (the ``at this table`` facts), with a house convention where
    the English one has one, in the same order; only its words are its own."""
    assert rulebook.languages() == ("en", *sorted(TRANSLATED))
    english = rulebook.shape(rulebook.book("en").sections)
    assert len(english) == len(rulebook.SECTIONS) > 60
    for lang in TRANSLATED:
        book = rulebook.book(lang)
        assert book.lang == lang
        assert rulebook.shape(book.sections) == english, lang
        assert [s.topic for s in book.game_sections] == [s.topic for s in rulebook.GAME_SECTIONS]
        assert all(s.title and s.text.strip() for s in book.sections), lang
        assert book.section("ties").title != rulebook.section("ties").title, lang  # its own words
        assert book.find_topic("bourré") is book.by_topic["bourre"]


def test_a_language_without_a_book_reads_the_english_one() -> None:
    """rulebook topic: overview."""
    assert rulebook.book_language("fr") == "en"
    assert rulebook.book("fr") is rulebook.book("en")
    assert rulebook.book_file("stopwords.txt", "fr") == rulebook.book_file("stopwords.txt")
    assert rulebook.book_file("no-such-file.txt", "ml") == ""


def test_words_are_compared_without_latin_accents_but_with_every_scripts_own_marks() -> None:
    """rulebook topic: bourre. ``bourré`` = ``bourre``; Malayalam's vowel signs and virama,
    Cyrillic й and ё and Arabic letters stay as written (the old NFKD fold dropped them)."""
    assert rulebook.plain("  BOURRÉ ") == "bourre"
    assert rulebook.plain("Ｂｏｕｒｒé") == "bourre"  # full-width forms folded too
    assert rulebook.plain("സമനിലയും") == "സമനിലയും"
    assert rulebook.plain("പോട്ട്") == "പോട്ട്"
    assert rulebook.plain("Тоглоомын ЁС, йөрөө") == "тоглоомын ёс, йөрөө"
    assert rulebook.plain("پوټ ګټي") == "پوټ ګټي"
