"""`booray rules`: the rulebook and the house rules in force."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from booray_ledger.rules import house, rulebook
from booray_ledger.text import at_this_table, i18n
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import database_modules_after
from tests.reliability.scripts import run_booray


def test_rules_topics_search_and_table_rules(booray: Run, ledger_db: LedgerDb) -> None:
    assert "A player has a cinch" in booray("rules", "cinch").stdout
    every = json.loads(booray("rules", "--json").stdout)["sections"]
    assert {s["topic"] for s in every} == set(rulebook.BY_TOPIC)
    found = json.loads(booray("rules", "--search", "split pot", "--json").stdout)["sections"]
    assert "ties" in {s["topic"] for s in found}
    booray("night", "start", "Fri", "--players", "Ann,Bob", "--limit", "25")
    assert "At this table a bourré pays at most 25 chips." in booray("rules", "bourre").stdout
    before = ledger_db.snapshot()
    result = booray("rules", "nosuch", ok=False)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == "The rulebook has no answer to 'nosuch'."
    assert result.stdout.splitlines()[1].startswith("Closest topics: ")
    assert ledger_db.snapshot() == before


def test_a_question_in_your_own_words_gets_its_section_with_this_tables_rules(booray: Run) -> None:
    """The best section, the table's house rules applied, then the next two titles."""
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat")
    out = booray("rules", "what", "happens", "if", "Ann", "and", "Bob", "tie").stdout
    assert "Ties and split pots   (booray rules ties)" in out
    assert "At this table a tie carries the whole pot to the next hand; the tied players owe no ante next hand." in out
    assert out.rstrip().splitlines()[-1].startswith("See also: ")
    answer = json.loads(booray("rules", "evryone", "folded", "--json").stdout)
    assert answer["section"]["topic"] == "all-pass"
    assert answer["answered"] is True
    assert len(answer["next"]) == 2
    assert {"typed": "evryone", "read_as": "everyone"}.items() <= answer["read_as"][0].items()


def test_rules_alone_is_a_one_screen_index_and_all_is_the_whole_book(booray: Run) -> None:
    index = booray("rules").stdout.splitlines()
    assert len(index) <= 24
    assert index[0].startswith("Start here: ")
    assert any(line.startswith("Rules: ") and "bourre" in line for line in index)
    assert index[-1] == (
        "Ask in your own words (booray rules what if everyone passes), name a topic (booray rules ties), "
        "or read the whole book (booray rules --all)."
    )
    whole = booray("rules", "--all").stdout
    assert all(f"(booray rules {topic})" in whole for topic in rulebook.BY_TOPIC)
    assert {s["topic"] for s in json.loads(booray("rules", "--all", "--json").stdout)["sections"]} == set(
        rulebook.BY_TOPIC
    )


def test_rules_house_prints_a_table_and_a_toml_file_night_start_accepts(booray: Run, tmp_path: Path) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob", "--rules", "pagat", "--limit", "25", "--ante", "2")
    text = booray("rules", "house").stdout
    assert "# pot_limit" in text
    saved = tmp_path / "fri.toml"
    saved.write_text(text)
    assert house.load(str(saved)) == house.preset("pagat").replace(pot_limit=25, ante=2)
    booray("night", "start", "Sat", "--players", "Ann,Bob", "--rules", str(saved))
    sat = json.loads(booray("rules", "house", "--night", "Sat", "--json").stdout)
    assert sat["rules"]["pot_limit"] == 25
    assert sat["rules"]["ante"] == 2


def test_referee_and_rules_do_not_import_the_database_layer() -> None:
    check = ["referee", "check", "--trump", "S", "--hand", "7H", "--card", "7H"]
    assert database_modules_after(["rules", "cinch"], check) == []


SCRIPTS = {
    "ml": lambda c: "\u0d00" <= c <= "\u0d7f",
    "mn": lambda c: "\u0400" <= c <= "\u04ff",
    "sd": lambda c: "\u0600" <= c <= "\u06ff" or "\u0750" <= c <= "\u077f",
    "ps": lambda c: "\u0600" <= c <= "\u06ff" or "\u0750" <= c <= "\u077f",
    "ms": lambda c: c.isascii(),
}
"""Each language's Unicode block: Malayalam, Cyrillic, Arabic (Sindhi, Pashto), Latin (Malay)."""


def letters_outside_names(text: str, names: tuple[str, ...]) -> list[str]:
    """The letters of a text, the players' names and the program's own command words left out."""
    for word in (*names, "booray", "rules"):
        text = text.replace(word, " ")
    return [c for c in text if c.isalpha()]


@pytest.mark.parametrize("lang", sorted(SCRIPTS))
def test_rules_ties_answers_from_the_book_of_the_language_chosen(lang: str, tmp_path: Path) -> None:
    """rulebook topic: ties. Through the console script: ``booray --lang CODE rules ties`` prints
    that language's section, its letters in that language's script; Malay's is not the English."""
    result = run_booray(tmp_path / "ledger.db", "--lang", lang, "rules", "ties")
    assert result.returncode == 0, result.stderr
    book = rulebook.book(lang)
    assert book.section("ties").title in result.stdout
    assert "(booray rules ties)" in result.stdout
    letters = letters_outside_names(result.stdout, ())
    share = sum(1 for c in letters if SCRIPTS[lang](c)) / len(letters)
    assert share > 0.8, (lang, share)
    english = run_booray(tmp_path / "ledger.db", "rules", "ties").stdout
    assert rulebook.section("ties").title in english
    assert rulebook.section("ties").title not in result.stdout
    answer = json.loads(run_booray(tmp_path / "ledger.db", "--lang", lang, "rules", "ties", "--json").stdout)
    assert answer["lang"] == lang
    assert answer["section"]["topic"] == "ties"  # keys and codes the same in every language


QUESTIONS = {
    "ml": ("സമനില ആയാൽ എന്ത് സംഭവിക്കും", "ties"),
    "mn": ("хэн анте тавихаас чөлөөлөгдөх вэ", "exemptions"),
    "sd": ("پوٽ جي حد ڪيتري آهي", "limit"),
    "ms": ("siapa menang pot", "winning"),
    "ps": ("که مساوي شي څه کېږي", "ties"),
}


@pytest.mark.parametrize("lang", sorted(QUESTIONS))
def test_a_plain_question_in_the_players_language_with_a_night_gets_its_section_and_table_facts(
    lang: str, booray: Run
) -> None:
    """rulebook topic: ties. A question in the language's own words finds its section in that
    language's book, with the table's house-rule notes (the same keys in every language)."""
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat", "--limit", "25")
    question, topic = QUESTIONS[lang]
    answer = json.loads(booray("--lang", lang, "rules", question, "--json").stdout)
    assert answer["answered"] is True, answer
    assert answer["section"]["topic"] == topic
    assert answer["section"]["notes"] == list(rulebook.section(topic).notes)
    assert answer["section"]["house_rules"]["pot_limit"] == 25
    shown = booray("--lang", lang, "rules", question).stdout
    assert rulebook.book(lang).section(topic).title in shown
    rules = dataclasses.replace(house.preset("classic"), pot_limit=25)
    with i18n.speaking(lang):  # the table's facts, in the language's words
        facts = [at_this_table.NOTES[key](rules) for key in rulebook.section(topic).notes]
    assert any(" ".join(fact.split())[:30] in " ".join(shown.split()) for fact in facts)


def test_the_search_and_the_whole_book_come_from_the_language_chosen(booray: Run) -> None:
    """rulebook topic: ties. ``--search`` reads the words of the chosen language's book, ``--all``
    gives that whole book, with the same topics (section keys) as the English one."""
    found = json.loads(booray("--lang", "ml", "rules", "--search", "സമനില", "--json").stdout)
    assert found["lang"] == "ml"
    assert "ties" in {s["topic"] for s in found["sections"]}
    whole = json.loads(booray("--lang", "mn", "rules", "--all", "--json").stdout)
    assert [s["topic"] for s in whole["sections"]] == [s.topic for s in rulebook.SECTIONS]
    assert whole["sections"][0]["title"] == rulebook.book("mn").sections[0].title
