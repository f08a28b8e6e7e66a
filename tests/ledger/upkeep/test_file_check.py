"""`booray check`'s report on one file: every check named, the hands replayed (worded in one summary line by text);
a file that is not a ledger gets a report too, never a crash; nothing is written."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import BoorayError, ErrorCode, Fix
from booray_ledger.ledger.upkeep.file_check import check_file
from booray_ledger.results import CheckName
from booray_ledger.results.file import ProblemKind, problem
from booray_ledger.text.check import problem_line
from booray_ledger.text.errors import explain
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
        night, player, net = conn.execute(
            "SELECT night_id, player_id, net FROM night_player_total WHERE rowid = 1"
        ).fetchone()
        hands = conn.execute("SELECT hands FROM night_total WHERE night_id = 1").fetchone()[0]
        conn.execute("UPDATE night_player_total SET net = net + 1 WHERE rowid = 1")
        conn.execute("UPDATE night_total SET hands = hands + 2 WHERE night_id = 1")
    report = check_file(db)
    totals = next(c for c in report["checks"] if c["name"] == CheckName.NIGHT_TOTALS)
    assert not report["ok"]
    assert totals["problems"] == [
        problem(ProblemKind.TOTALS_DIFFER, night_id=night, player_id=player, column="net", kept=net + 1, expected=net),
        problem(ProblemKind.TOTALS_DIFFER, night_id=1, player_id=None, column="hands", kept=hands + 2, expected=hands),
    ]
    assert problem_line(totals["problems"][1]) == (
        f"per-night totals of night 1: hands {hands + 2} (the ledger says {hands})"
    )


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
    with pytest.raises(BoorayError) as raised:
        check_file(tmp_path / "missing.db")
    assert (raised.value.code, raised.value.facts) == (ErrorCode.NO_LEDGER, {"path": str(tmp_path / "missing.db")})
    assert explain(raised.value) == f"no booray database at {tmp_path / 'missing.db'}"
    assert raised.value.fix == Fix.GIVE_FILE  # the front end names its own way to give a file
    assert explain(raised.value, terminal_command).endswith("missing.db; give a file with --db PATH or BOORAY_DB")


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
    assert schema["problems"] == [problem(ProblemKind.SCHEMA_MISSING, what="trigger", name="hand_no_update")]
    assert problem_line(schema["problems"][0]) == "the schema's trigger 'hand_no_update' is missing"
    assert check_summary(report, "`booray check --json`") == (
        f"{db}: 5 problem(s) in SQLite integrity, foreign keys, triggers, hash chain and schema; "
        "see `booray check --json`"
    )


QUOTED = ".data.quoted"
"""Text from outside booray-ledger (SQLite's lines, an error's, the chain's), kept verbatim."""


def test_a_damaged_ledgers_report_is_facts_with_no_sentence_below_the_api(tmp_path: Path) -> None:
    from tests.reliability.test_facts_below_the_api import sentence_like, strings

    db = tmp_path / "l.db"
    build(db, 6)
    conn = sqlite3.connect(db, isolation_level=None)
    for table in ("movement", "hand"):
        conn.execute(f"DROP TRIGGER {table}_no_update")
    conn.execute("UPDATE movement SET chips = chips + 1 WHERE id = 3")
    conn.execute("UPDATE hand SET pot_after = pot_after + 7 WHERE id = 13")
    conn.execute("UPDATE hand SET input_json = '{\"results\": 7}' WHERE id = 1")
    conn.execute("UPDATE night_player_total SET net = net + 1 WHERE rowid = 1")
    conn.execute("DELETE FROM night_total WHERE night_id = 2")
    conn.close()
    report = check_file(db)
    kinds = {p["kind"] for c in report["checks"] for p in c["problems"]}
    assert kinds >= {ProblemKind.TRIGGER_LOST, ProblemKind.SCHEMA_MISSING, ProblemKind.UNBALANCED,
                     ProblemKind.POT_DIFFERS, ProblemKind.HAND_UNSETTLED,
                     ProblemKind.NIGHT_POT, ProblemKind.TOTALS_DIFFER, ProblemKind.TOTALS_MISSING}  # fmt: skip
    shown = [(where, text) for where, text in strings(report) if where != ".path" and not where.endswith(QUOTED)]
    assert len(shown) > 9 * 2  # every problem's kind and its names
    assert [(where, text) for where, text in shown if sentence_like(text)] == []


def test_a_count_changed_after_a_sound_check_is_found_by_the_next_default_check(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    assert check_file(db)["ok"]  # marks the hands and the nights' counts found right
    with sqlite3.connect(db) as conn:
        assert '"counted"' in conn.execute("SELECT tops_json FROM replay_mark").fetchone()[0]
        conn.execute("UPDATE night_player_total SET bourres = bourres + 1 WHERE rowid = 1")
    report = check_file(db)
    assert report["hands_replayed"] == 0  # nothing new to replay
    totals = next(c for c in report["checks"] if c["name"] == CheckName.NIGHT_TOTALS)
    assert [(p["kind"], p["data"]["column"]) for p in totals["problems"]] == [(ProblemKind.TOTALS_DIFFER, "bourres")]
