"""`booray rules`: the rulebook and the house rules in force."""

from __future__ import annotations

import json
from pathlib import Path

from booray_ledger.rules import house, rulebook
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import assert_refused, database_modules_after


def test_rules_topics_search_and_table_rules(booray: Run, ledger_db: LedgerDb) -> None:
    assert "A player has a cinch" in booray("rules", "cinch").stdout
    every = json.loads(booray("rules", "--json").stdout)["sections"]
    assert {s["topic"] for s in every} == set(rulebook.BY_TOPIC)
    found = json.loads(booray("rules", "--search", "split pot", "--json").stdout)["sections"]
    assert "ties" in {s["topic"] for s in found}
    booray("night", "start", "Fri", "--players", "Ann,Bob", "--limit", "25")
    assert "At this table a bourré pays at most 25 chips." in booray("rules", "bourre").stdout
    result = booray("rules", "nosuch", ok=False)
    assert result.exit_code == 2 and "no rulebook topic" in result.stderr
    before = ledger_db.snapshot()
    assert_refused(ledger_db, before, ["rules", "nosuch"], 2, "no rulebook topic")


def test_rules_house_prints_a_table_and_a_toml_file_night_start_accepts(booray: Run, tmp_path: Path) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob", "--rules", "pagat", "--limit", "25", "--ante", "2")
    text = booray("rules", "house").stdout
    assert "# pot_limit" in text
    saved = tmp_path / "fri.toml"
    saved.write_text(text)
    assert house.load(str(saved)) == house.preset("pagat").replace(pot_limit=25, ante=2)
    booray("night", "start", "Sat", "--players", "Ann,Bob", "--rules", str(saved))
    sat = json.loads(booray("rules", "house", "--night", "Sat", "--json").stdout)
    assert sat["rules"]["pot_limit"] == 25 and sat["rules"]["ante"] == 2


def test_referee_and_rules_do_not_import_the_database_layer() -> None:
    check = ["referee", "check", "--trump", "S", "--hand", "7H", "--card", "7H"]
    assert database_modules_after(["rules", "cinch"], check) == []
