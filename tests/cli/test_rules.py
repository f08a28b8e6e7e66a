"""`booray rules`: the rulebook and the house rules in force."""

from __future__ import annotations

import json
from pathlib import Path

from booray_ledger.rules import house, rulebook
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import database_modules_after


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
