"""`booray check` run as the installed program: exit 0 and a one-line summary on a sound ledger,
exit 1 naming what was changed behind its back; `--json` for scripts."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.ledgers import build
from tests.reliability.scripts import run_booray

pytestmark = pytest.mark.slow  # ledgers built, then every hand replayed by real processes


def test_check_passes_on_a_sound_ledger_and_reports_json(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 12)
    done = run_booray(db, "check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1].endswith("hands replayed")
    report = json.loads(run_booray(db, "check", "--json").stdout)
    assert report["ok"]
    assert report["hands_replayed"] == 0  # every hand was found right by the check before
    assert report["hands_checked_before"] == 2 + 12 + 11  # the edit re-settles 11 hands
    report = json.loads(run_booray(db, "check", "--full", "--json").stdout)
    assert report["ok"]
    assert report["hands_replayed"] == 2 + 12 + 11
    assert {c["name"] for c in report["checks"]} >= {"pages", "zero_sum", "balances"}


def _tamper(db: Path, sql: str, table: str) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
    conn.execute(sql)
    conn.close()


@pytest.mark.parametrize(
    ("sql", "table", "finding"),
    [
        ("UPDATE movement SET chips = chips + 1 WHERE id = 3", "movement", "does not balance"),
        ("UPDATE hand SET result_json = replace(result_json, '\"p0\": 5', '\"p0\": 6')", "hand", "different result"),
        ("UPDATE hand SET pot_after = pot_after + 7 WHERE id = 3", "hand", "replaying gives pot"),
        ("UPDATE night SET name = name", "night", "lost its append-only trigger"),
    ],
)
def test_check_finds_what_was_changed_behind_its_back(tmp_path: Path, sql: str, table: str, finding: str) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    _tamper(db, sql, table)
    done = run_booray(db, "check", "--json")
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert not report["ok"]
    assert any(finding in p for c in report["checks"] for p in c["problems"]), report
    line = run_booray(db, "check")
    assert line.returncode == 1
    assert "problem(s)" in line.stdout.strip().splitlines()[-1]


@pytest.mark.single_engine  # the test names PostgreSQL itself
def test_booray_check_on_postgresql_verifies_chain_sums_and_replay_and_finds_a_change(pg_url: str) -> None:
    """Finding 10 of issue 20: there was no ledger-level check on PostgreSQL. The installed
    `booray check` on a PostgreSQL ledger: exit 0 with the chain, zero-sum and replay checks;
    a chip changed at the server behind its back: exit 1 naming the broken link."""
    import psycopg

    from booray_ledger import Ledger, hand
    from tests.ledgers import SHAPES

    with Ledger.open(pg_url) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan", "Eve"])
        for shape in SHAPES:
            ledger.record_hand(hand(shape))
    sound = run_booray(pg_url, "check", "--full", "--json")
    assert sound.returncode == 0, sound.stderr
    report = json.loads(sound.stdout)
    assert report["ok"]
    assert report["hands_replayed"] == 3
    assert {"chain", "zero_sum", "replay"} <= {c["name"] for c in report["checks"] if c["ok"]}
    with psycopg.connect(pg_url, autocommit=True) as conn:  # an editor at the server, triggers off
        conn.execute("ALTER TABLE movement DISABLE TRIGGER USER")
        conn.execute("UPDATE movement SET chips = chips + 1 WHERE id = (SELECT max(id) FROM movement)")
    changed = run_booray(pg_url, "check")
    assert changed.returncode == 1, changed.stdout + changed.stderr
    assert "hash chain: night 'Fri', link 4 of 4 (hand 3" in changed.stdout
    assert "changed after it was written" in changed.stdout
    assert "Traceback" not in changed.stderr
