"""`booray check`'s report on one file: every check named, the hands replayed (worded in one summary line by text);
a file that is not a ledger gets a report too, never a crash; nothing is written."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from booray_ledger.errors import BoorayError
from booray_ledger.ledger.upkeep.file_check import check_file
from booray_ledger.results import CheckName
from booray_ledger.text.render import check_summary
from tests.ledgers import build

CHECKS = [
    CheckName.PAGES,
    CheckName.LEDGER_FILE,
    CheckName.SQLITE,
    CheckName.CHAIN_AND_SCHEMA,
    CheckName.ZERO_SUM,
    CheckName.REPLAY,
    CheckName.BALANCES,
    CheckName.NIGHT_TOTALS,
]


def ledger_rows(db: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of the ledger's own tables (all but the replay mark `check` writes)."""
    with sqlite3.connect(db) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in tables if t != "replay_mark"}


def test_a_sound_ledger_passes_every_check_and_is_left_as_it_was(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    before = ledger_rows(db)
    stages: list[str] = []
    report = check_file(db, lambda stage, done, total: stages.append(stage))
    assert report["ok"]
    assert report["hands_replayed"] == 13
    assert report["path"] == str(db)
    assert [c["name"] for c in report["checks"]] == CHECKS
    assert all(c["ok"] for c in report["checks"])
    assert check_summary(report) == f"{db}: OK, 8 checks passed, 13 hands replayed"
    assert stages[0] == "pages"
    assert "replaying hands" in stages
    assert stages[-1] == "per-night totals"
    assert ledger_rows(db) == before  # the only row written: the replay mark
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT hands FROM replay_mark").fetchall() == [(13,)]


def test_per_night_totals_that_differ_from_the_movements_are_reported(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    with sqlite3.connect(db) as conn:  # the totals are kept, not recorded: no trigger guards them
        conn.execute("UPDATE night_player_total SET net = net + 1 WHERE rowid = 1")
        conn.execute("UPDATE night_total SET hands = hands + 2 WHERE night_id = 1")
    report = check_file(db)
    totals = next(c for c in report["checks"] if c["name"] == CheckName.NIGHT_TOTALS)
    assert not report["ok"]
    assert len(totals["problems"]) == 2
    assert "(the ledger says" in totals["problems"][0]
    assert "hands" in totals["problems"][1]


def test_a_ledger_with_a_cash_out_passes_every_check(tmp_path: Path) -> None:
    """A cash-out settles with the bank: the kept totals and the check's own count both leave
    it out of the net at the table (the check used to count it there and fail every such file)."""
    from booray_ledger import Ledger, hand

    with Ledger.open(tmp_path / "l.db") as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))
        ledger.cash_out("Cat")
        report = ledger.check()
    assert [c["problems"] for c in report["checks"] if c["problems"]] == []
    assert report["ok"]


def test_no_file_is_one_line_naming_the_fix(tmp_path: Path) -> None:
    with pytest.raises(BoorayError, match=r"no booray database at .*; give the ledger with --db PATH"):
        check_file(tmp_path / "missing.db")


def test_a_file_that_is_not_sqlite_gets_a_report_not_a_crash(tmp_path: Path) -> None:
    junk = tmp_path / "notes.db"
    junk.write_text("shopping list\n" * 20)
    report = check_file(junk)
    assert not report["ok"]
    assert report["hands_replayed"] == 0
    failed = {c["name"] for c in report["checks"] if not c["ok"]}
    assert {CheckName.PAGES, CheckName.LEDGER_FILE} <= failed
    assert check_summary(report).startswith(f"{junk}: ")
    assert "problem(s) in pages" in check_summary(report)


def test_a_sqlite_file_of_another_program_is_not_a_booray_ledger(tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE recipe (name TEXT)").connection.close()
    report = check_file(other)
    assert not report["ok"]
    assert next(c["name"] for c in report["checks"] if not c["ok"]) == CheckName.LEDGER_FILE


def test_problems_are_counted_in_the_summary_and_capped_per_check(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 3)
    conn = sqlite3.connect(db, isolation_level=None)
    for table in ("player", "night", "hand", "movement"):
        conn.execute(f"DROP TRIGGER {table}_no_update")
    conn.close()
    report = check_file(db)
    triggers = next(c for c in report["checks"] if c["name"] == CheckName.SQLITE)
    assert len(triggers["problems"]) == 4
    assert not report["ok"]
    schema = next(c for c in report["checks"] if c["name"] == CheckName.CHAIN_AND_SCHEMA)
    assert schema["problems"] == ["the schema's trigger 'hand_no_update' is missing"]
    assert check_summary(report, "`booray check --json`") == (
        f"{db}: 5 problem(s) in SQLite integrity, foreign keys, triggers, hash chain and schema; "
        "see `booray check --json`"
    )
