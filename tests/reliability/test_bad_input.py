"""Bad input: one line on stderr naming the problem, a non-zero exit, and the database as it was
(the SQLite file byte-for-byte; every row of the PostgreSQL database). Each case runs in-process (fast, precise failures) and through the real
console script in a subprocess (where a traceback would actually show)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from booray_ledger.ledger.schema.sqlite_schema import SCHEMA_VERSION
from tests.cli.nights import once
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import assert_refused

HAND = ["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]


@pytest.fixture
def night(booray: Run, ledger_db: LedgerDb) -> object:
    """Friday, Ann Bob Cat Dan seated, one hand played (built once, copied for each test)."""

    def build() -> None:
        booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan")
        booray("hand", *HAND)

    return once(ledger_db, "bad-input night", build)


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["hand", "Ann=2", "Bobb=3", "Cat=0", "Dan=pass"], 2, "did you mean Bob?"),
        (["hand", "Ann=2", "Bob=3", "Cat=0"], 2, "Dan is dealt in but missing"),
        (["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", "ann=1"], 2, "Ann is named 2 times"),
        (["hand", "Ann=2", "Bob=2", "Cat=0", "Dan=pass"], 2, "add up to 4"),
        (["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass2"], 2, "Dan passed, so Dan has no tricks"),
        (["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", "--dealer", "Bob", "--up", "AS"], 0, ""),
        (["hand", "Ann=pass", "Bob=3", "Cat=2", "Dan=pass", "--dealer", "Ann", "--up", "AH"], 1, "Ann must play"),
        (["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", "--up", "ZZ"], 2, "'ZZ' is not a card"),
        (["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", "--renege", "Dan"], 2, "only a player who played"),
        (["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=pass", "--renege", "Zed"], 2, "'Zed' is not seated"),
        (["hand", "edit", "7", *HAND], 2, "there is no hand 7"),
        (["seat", "in", "Ann"], 2, "Ann is not sitting out"),
        (["seat", "add", "bob"], 2, "Bob is already seated"),
        (["night", "start", "friday", "--players", "Ann,Bob"], 2, "already exists"),
        (["night", "start", "Sat", "--players", "Ann,ann"], 2, "seated twice"),
        (["night", "start", "Sat", "--players", "Ann,Bob", "--limit", "-3"], 2, "pot_limit"),
        (["night", "start", "Sat", "--players", "Ann,Bob", "--rules", "nope"], 2, "unknown house rules"),
        (["night", "end", "--pot", "burn"], 2, "use carry, split or refund"),
        (["night", "show", "Sunday"], 2, "not a night in this database"),
    ],
)
def test_bad_input_is_one_line_and_writes_nothing(
    booray: Run, night: object, ledger_db: LedgerDb, args: list[str], code: int, message: str
) -> None:
    result = booray(*args, ok=False)
    if code == 0:  # a control case: the same shape of command succeeds
        assert result.exit_code == 0, result.stderr
        return
    assert result.exit_code == code, (result.stdout, result.stderr)
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert ledger_db.snapshot() == night
    assert_refused(ledger_db, night, args, code, message)


def test_forced_rule_check_is_recorded_on_the_hand(booray: Run, night: object) -> None:
    booray("hand", "Ann=pass", "Bob=3", "Cat=2", "Dan=pass", "--dealer", "Ann", "--up", "AH", "--force")
    import json

    hands = json.loads(booray("history", "--json").stdout)["hands"]
    assert hands[-1]["forced"] is True


def test_no_current_night(booray: Run, ledger_db: LedgerDb) -> None:
    result = booray("status", ok=False)
    assert result.exit_code == 1
    assert "start a night" in result.stderr
    assert not ledger_db.exists()
    assert_refused(ledger_db, ledger_db.snapshot(), ["status"], 1, "start a night")


@pytest.mark.single_engine
def test_a_file_that_is_not_our_database(booray: Run, tmp_path: Path) -> None:
    text = tmp_path / "notes.db"
    text.write_text("shopping list\n")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE t (x)")
    conn.close()
    for path in (text, other):
        before = path.read_bytes()
        result = booray("--db", str(path), "status", ok=False)
        assert result.exit_code == 1
        assert "not a booray-ledger database" in result.stderr
        assert path.read_bytes() == before
        assert_refused(path, before, ["status"], 1, "not a booray-ledger database")


def test_a_database_newer_than_the_code(booray: Run, night: object, ledger_db: LedgerDb) -> None:
    if ledger_db.path is not None:
        with sqlite3.connect(ledger_db.path) as conn:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        conn.close()
    else:
        import psycopg

        with psycopg.connect(ledger_db.target) as pg:
            pg.execute(
                "INSERT INTO booray_schema (version, application, applied_at) VALUES (%s, 'booray-ledger', 'later')",
                (SCHEMA_VERSION + 1,),
            )
    before = ledger_db.snapshot()
    result = booray("hand", *HAND, ok=False)
    assert result.exit_code == 1
    assert "newer booray-ledger" in result.stderr
    assert ledger_db.snapshot() == before
    assert_refused(ledger_db, before, ["hand", *HAND], 1, "newer booray-ledger")


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "Ann"],
        ["--players", "Ann,ann"],
        ["--players", "Ann,Bob", "--dealer", "Zed"],
        ["--players", "Ann,Bob", "--cards", "3"],
        ["--players", "Ann,Bob", "--chip-value", "-1"],
        ["--players", "Ann,B=b"],
    ],
)
def test_a_bad_night_start_creates_no_database(booray: Run, ledger_db: LedgerDb, args: list[str]) -> None:
    result = booray("night", "start", "Friday", *args, ok=False)
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert not ledger_db.exists()
    assert_refused(ledger_db, ledger_db.snapshot(), ["night", "start", "Friday", *args], 2, "")
