"""The schema: versions, upgrades, the models agreeing with it, and append-only triggers."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.errors import DatabaseError, ErrorCode
from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.ledger.store.sqlite import Store
from tests.helpers import schema_columns
from tests.ledgers import SHAPES, build
from tests.reliability.scripts import run_booray


def test_new_database_is_at_the_latest_version(db_file: Path) -> None:
    assert sqlite_schema.migrate(db_file) == sqlite_schema.SCHEMA_VERSION
    assert sqlite_schema.inspect(db_file) == sqlite_schema.SCHEMA_VERSION
    with sqlite3.connect(db_file) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_version_1_upgrades_keeping_its_rows(db_file: Path) -> None:
    sqlite_schema.migrate(db_file, target=1)
    with sqlite3.connect(db_file) as conn:
        conn.execute("INSERT INTO player (name, name_key, created_at) VALUES ('Ann', 'ann', 'then')")
    conn.close()
    assert sqlite_schema.inspect(db_file) == 1
    assert "night_end" not in schema_columns(db_file)
    Store(db_file).close()  # opening upgrades
    assert sqlite_schema.inspect(db_file) == sqlite_schema.SCHEMA_VERSION
    assert "account" in schema_columns(db_file)["movement"]
    with sqlite3.connect(db_file) as conn:
        assert conn.execute("SELECT name FROM player").fetchall() == [("Ann",)]
    conn.close()


def test_a_newer_database_is_refused(db_file: Path) -> None:
    sqlite_schema.migrate(db_file)
    with sqlite3.connect(db_file) as conn:
        conn.execute(f"PRAGMA user_version = {sqlite_schema.SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(DatabaseError) as refused:
        Store(db_file)
    assert refused.value.code is ErrorCode.NEWER_FILE
    assert refused.value.facts == {"path": str(db_file), "version": sqlite_schema.SCHEMA_VERSION + 1,
                                   "known": sqlite_schema.SCHEMA_VERSION}  # fmt: skip


@pytest.mark.parametrize("table", sqlite_schema.LEDGER_TABLES)
def test_every_ledger_table_is_append_only(db_file: Path, table: str) -> None:
    sqlite_schema.migrate(db_file)
    with sqlite3.connect(db_file) as conn:
        for statement in (f"UPDATE {table} SET id = id", f"DELETE FROM {table}"):
            conn.execute(
                f"INSERT INTO player (name, name_key, created_at) SELECT 'x', 'x{table}{len(statement)}', 'now'"
            )
            conn.execute(
                "INSERT INTO night (name, name_key, started_at, rules_json) SELECT 'n', 'n' || random(), 'now', '{}'"
            )
            conn.execute("INSERT INTO entry (night_id, kind, created_at) SELECT max(id), 'hand', 'now' FROM night")
            conn.execute(
                "INSERT INTO movement (entry_id, night_id, chips, kind, reason) SELECT max(id), 1, 0, 'pot', 'x' FROM entry"
            )
            conn.execute(
                "INSERT INTO night_end (night_id, pot_action, ended_at) SELECT max(id), 'none', 'now' FROM night"
            )
            if table == "night_use":
                conn.execute("INSERT INTO night_use (night_id, chosen_at) SELECT max(id), 'now' FROM night")
            if table == "entry_source":
                conn.execute("INSERT INTO entry_source (entry_id, source) SELECT max(id), 'cli' FROM entry")
            if table == "night_setting":
                conn.execute(
                    "INSERT INTO night_setting (night_id, kind, value, from_hand, created_at)"
                    " SELECT max(id), 'chip_value', '0.25', 1, 'now' FROM night"
                )
            if table == "entry_memo":
                conn.execute("INSERT INTO entry_memo (entry_id, memo) SELECT max(id), 'cash' FROM entry")
            if table in ("seat_event",):
                conn.execute(
                    "INSERT INTO seat_event (night_id, player_id, action, created_at) VALUES (1, 1, 'add', 'now')"
                )
            if table in ("hand", "hand_void"):
                conn.execute(
                    "INSERT INTO hand (night_id, number, dealer_id, input_json, rules_json, table_json, state_before_json,"
                    " state_after_json, result_json, pot_before, p0, pot_after, outcome, recorded_at)"
                    " VALUES (1, 1, 1, '{}', '{}', '{}', '{}', '{}', '{}', 0, 0, 0, 'won', 'now')"
                )
                if table == "hand_void":
                    conn.execute(
                        "INSERT INTO hand_void (hand_id, reason, created_at) SELECT max(id), 'x', 'now' FROM hand"
                    )
            with pytest.raises(sqlite3.DatabaseError, match="append-only"):
                conn.execute(statement)
    conn.close()


def test_a_schema_upgrade_backs_the_file_up_first(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    sqlite_schema.migrate(db, target=1)
    done = run_booray(db, "night", "start", "Fri", "--players", "Ann,Bob")
    assert done.returncode == 0, done.stderr
    copies = list(tmp_path.glob("old-before-schema-2-*.db"))
    assert len(copies) == 1
    conn = sqlite3.connect(copies[0])
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()


@pytest.mark.parametrize(
    ("version", "words"), [(-1, "unknown schema version"), (0, "unknown schema version"), (99, "newer booray-ledger")]
)
def test_unknown_and_newer_schema_versions_are_one_line(tmp_path: Path, version: int, words: str) -> None:
    db = tmp_path / "l.db"
    build(db, 3)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    before = db.read_bytes()
    for args in (["status"], ["hand", *SHAPES[0]]):
        done = run_booray(db, *args)
        assert done.returncode == 1
        assert words in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
    assert db.read_bytes() == before


def test_version_5_keeps_each_entrys_source_in_a_table_of_its_own(db_file: Path) -> None:
    """Older entries have no source and hash as before: the column is a new table's, not theirs."""
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob"])
        ledger.record_line("a2 b3")
    with sqlite3.connect(db_file) as conn:
        sources = conn.execute(
            "SELECT e.kind, s.source FROM entry e JOIN entry_source s ON s.entry_id = e.id"
        ).fetchall()
        assert sources == [("hand", "api")]
        assert "source" not in schema_columns(db_file)["entry"]
    conn.close()
    with Ledger.open(db_file) as ledger:
        assert ledger.check()["ok"] is True


def test_a_new_ledger_made_in_one_step_is_the_ledger_each_version_makes(tmp_path: Path) -> None:
    """A new file gets every version's script in one transaction; it must be exactly what
    creating version 1 and upgrading it step by step makes."""
    at_once, stepped = tmp_path / "at-once.db", tmp_path / "stepped.db"
    sqlite_schema.migrate(at_once)
    sqlite_schema.migrate(stepped, target=1)
    sqlite_schema.migrate(stepped)

    def schema(path: Path) -> tuple[list[tuple[object, ...]], int, int, list[tuple[object, ...]]]:
        conn = sqlite3.connect(path)
        try:
            rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            links = conn.execute("SELECT * FROM chain_link ORDER BY id").fetchall()  # the identity sealed
            # what each link seals (not its high-water marks, which list the tables there when it
            # was made, nor its hash: the identity is random)
            return rows, version, app_id, [link[:4] for link in links]
        finally:
            conn.close()

    assert schema(at_once) == schema(stepped)
    assert len(schema(at_once)[3]) == 1
    for path in (at_once, stepped):
        with Ledger.open(path) as ledger:
            assert ledger.check()["ok"] is True
    assert schema(at_once)[1] == sqlite_schema.SCHEMA_VERSION
    assert schema(at_once)[0] == sqlite_schema.expected_schema(sqlite_schema.SCHEMA_VERSION)


def _old_ledger(tmp_path: Path, name: str) -> Path:
    """A copy of a ledger an older release wrote (``tests/fixtures``), to upgrade."""
    import gzip

    db = tmp_path / name.removesuffix(".gz")
    db.write_bytes(gzip.decompress((Path(__file__).parents[2] / "fixtures" / name).read_bytes()))
    return db


def test_version_10_upgrades_keeping_every_setting_row_and_the_chain(tmp_path: Path) -> None:
    """Version 11 makes ``night_setting`` again with a wider check: every row keeps its id and
    values, the hash chain still verifies, and the night may then choose its language."""
    db = _old_ledger(tmp_path, "ledger-v10.db.gz")
    with sqlite3.connect(db) as conn:
        before = conn.execute("SELECT * FROM night_setting ORDER BY id").fetchall()
    conn.close()
    assert sqlite_schema.inspect(db) == 10
    with Ledger.open(db) as ledger:
        assert ledger.check()["ok"] is True
        ledger.set_night(language="ps", night="Sat")
        status = ledger.status_report("Sat")
    with sqlite3.connect(db) as conn:
        after = conn.execute("SELECT * FROM night_setting ORDER BY id").fetchall()
    conn.close()
    assert (sqlite_schema.inspect(db), after[: len(before)], status["language"]) == (11, before, "ps")


def test_the_upgraded_settings_table_is_append_only_again(tmp_path: Path) -> None:
    db = _old_ledger(tmp_path, "ledger-v10.db.gz")
    Store(db).close()  # opening upgrades
    with sqlite3.connect(db) as conn, pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM night_setting")
    conn.close()
