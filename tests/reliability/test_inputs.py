"""Names and numbers that once broke a ledger: refused up front, or shown safely."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.rules import names
from booray_ledger.rules.limits import MAX_CHIPS, money
from tests.conftest import Run
from tests.engines import LedgerDb


@pytest.fixture
def night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat")
    booray("hand", "Ann=2", "Bob=3", "Cat=0")


@pytest.mark.parametrize(
    "args",
    [
        ["night", "start", "Sat", "--players", "Ann,B[red]ob"],
        ["night", "start", "Sat", "--players", "Ann,Bob\x1b[2J"],
        ["night", "start", "Sat", "--players", "Ann," + "x" * 41],
        ["night", "start", "Sat\nurday", "--players", "Ann,Bob"],
        ["night", "start", "S" * 81, "--players", "Ann,Bob"],
        ["night", "start", "Sat", "--players", "Ann,Bob", "--currency", "\x1b$"],
        ["seat", "add", "[bold]Zed"],
        ["seat", "add", "Zed\u202e"],
        ["seat", "add", "Z{e}d"],
    ],
)
def test_odd_names_are_refused_everywhere_they_enter(
    booray: Run, night: None, ledger_db: LedgerDb, args: list[str]
) -> None:
    before = ledger_db.snapshot()
    result = booray(*args, ok=False)
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert ledger_db.snapshot() == before


def _old_version_write(db: Path, sql: str, table: str) -> None:
    """What an older version could write: the change, with the append-only trigger lifted."""
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute(f"DROP TRIGGER {table}_no_update")
    conn.execute(sql)
    conn.executescript(sqlite_schema._append_only_triggers((table,)))
    conn.close()


def test_a_name_with_brackets_stored_by_an_older_version_prints_as_typed(
    booray: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as old:
        old.setattr(names, "_NAME_PUNCTUATION", "=,:;#()")  # what older versions refused
        booray("night", "start", "Friday", "--players", "[bold]Ann[/x],Bob,Cat")
        booray("hand", "[bold]Ann[/x]=2", "Bob=3", "Cat=0")
    for args in (["status"], ["history"], ["settle"], ["standings"], ["night", "show"], ["player", "show", "Bob"]):
        result = booray(*args)
        assert "Traceback" not in result.stdout
    assert "[bold]Ann[/x]" in booray("status").stdout
    assert "[bold]Ann[/x]" in booray("history").stdout


@pytest.mark.single_engine  # older versions wrote SQLite files only
def test_an_absurd_chip_value_stored_by_an_older_version_never_breaks_money(
    booray: Run, night: None, db_file: Path
) -> None:
    _old_version_write(db_file, "UPDATE night SET chip_value = '1e999999999999'", "night")
    settle = json.loads(booray("settle", "--json").stdout)
    assert settle["chip_value"] == "1E+999999999999"
    booray("standings")
    booray("player", "show", "Ann")
    assert booray("settle", "--chip-value", "0.25").exit_code == 0
    assert money(3, __import__("decimal").Decimal("NaN")) == "NaN"


def test_payments_share_the_chip_limit_and_no_sum_can_overflow(booray: Run, night: None, ledger_db: LedgerDb) -> None:
    before = ledger_db.snapshot()
    bad = booray("paid", "Ann", "Bob", "4611686018427387904", ok=False)
    assert bad.exit_code == 2
    assert "at most 1,000,000,000,000 chips" in bad.stderr
    assert ledger_db.snapshot() == before
    for _ in range(3):
        booray("paid", "Ann", "Bob", str(MAX_CHIPS), "--night", "Friday", "--force")  # increases a debt: forced
    assert booray("status").exit_code == 0
    assert booray("settle", "--json").exit_code == 0


def test_chip_value_is_bounded(booray: Run, night: None) -> None:
    for value in ("1e999999999999", "NaN", "-1", "0", "1000001", "²", "1" * 100):
        result = booray("settle", "--chip-value", value, ok=False)
        assert result.exit_code == 2, value
        assert len(result.stderr.strip().splitlines()) == 1


def test_hledger_accounts_stay_distinct_for_distinct_nights(booray: Run) -> None:
    for name in ("semi;colon", "semi,colon", "semi%3Bcolon", "a:b"):
        booray("night", "start", name, "--players", "Ann,Bob")
        booray("hand", "Ann=pass", "Bob=pass")  # everyone passed: the antes stay in the pot
        booray("night", "end", "--pot", "split")
    journal = booray("export", "--format", "hledger").stdout
    accounts = {line.split()[0] for line in journal.splitlines() if line.startswith("    pot:")}
    assert accounts == {"pot:semi%3Bcolon", "pot:semi,colon", "pot:semi%253Bcolon", "pot:a%3Ab"}


def test_a_failed_export_leaves_the_previous_file(booray: Run, night: None, tmp_path: Path) -> None:
    out = tmp_path / "x.csv"
    booray("export", "-o", str(out))
    first = out.read_bytes()
    bad = booray("export", "--format", "nope", "-o", str(out), ok=False)
    assert bad.exit_code == 2
    assert out.read_bytes() == first
    missing = booray("export", "-o", str(tmp_path / "no" / "dir" / "x.csv"), ok=False)
    assert missing.exit_code == 2
    assert "cannot write" in missing.stderr
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".x.csv")] == []
