"""`booray check`, `booray backup`, and write commands that refuse a damaged ledger."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from booray_ledger.ledger import schema
from tests.reliability.scripts import booray_env, booray_script, run_booray

PLAYERS = "Ann,Bob,Cat,Dan,Eve"
SHAPES = [
    ["Ann=2", "Bob=3", "Cat=0", "Dan=pass", "Eve=pass"],
    ["Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass"],
    ["Ann=pass", "Bob=4", "Cat=1", "Dan=0", "Eve=pass"],
]


def build(path: Path, hands: int) -> None:
    """A night of ``hands`` hands through the library (one transaction each), plus a void, an
    edit, a payment and an ended night, so every kind of entry is there to check."""
    from booray_ledger import Ledger, hand

    with Ledger.open(path) as ledger:
        ledger.start_night("Thu", PLAYERS.split(","))
        ledger.record_hand(hand(SHAPES[0]))
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=pass", "Eve=pass"]))
        ledger.end_night("carry")
        ledger.start_night("Fri", PLAYERS.split(","))
        for i in range(hands):
            ledger.record_hand(hand(SHAPES[i % 3]))
        ledger.void_last_hand()
        ledger.edit_hand(1, hand(SHAPES[1]))
        ledger.record_payment("Dan", "Bob", 5)


def test_check_passes_on_a_sound_ledger_and_reports_json(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 12)
    done = run_booray(db, "check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1].endswith("hands replayed")
    report = json.loads(run_booray(db, "check", "--json").stdout)
    assert report["ok"] and report["hands_replayed"] == 2 + 12 + 11  # the edit re-settles 11 hands
    assert {c["name"] for c in report["checks"]} >= {"pages", "every entry sums to zero", "balances and pots"}


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
    assert line.returncode == 1 and "problem(s)" in line.stdout.strip().splitlines()[-1]


def test_random_bytes_in_the_middle_are_refused_by_every_write_command(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 60)
    data = bytearray(db.read_bytes())
    middle = len(data) // 2 + random.randrange(-4096, 4096)
    data[middle : middle + 8192] = os.urandom(8192)
    db.write_bytes(bytes(data))
    damaged = db.read_bytes()
    for args in (
        ["hand", *SHAPES[0]],
        ["hand", "edit", "1", *SHAPES[0]],
        ["paid", "Ann", "Bob", "1"],
        ["night", "end", "--pot", "split"],
    ):
        done = run_booray(db, *args)
        assert done.returncode != 0, args
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and "damaged" in lines[0] and "booray check" in lines[0], done.stderr
        assert db.read_bytes() == damaged
    assert run_booray(db, "check").returncode == 1


def test_backup_while_another_terminal_writes_is_consistent(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 10)
    writer = subprocess.Popen(
        [
            "bash",
            "-c",
            "for i in $(seq 8); do "
            + " ".join(booray_script())
            + " hand "
            + " ".join(SHAPES[0])
            + " >/dev/null || exit 1; done",
        ],
        env=booray_env(db),
    )
    backups = []
    deadline = time.monotonic() + 60
    while writer.poll() is None and time.monotonic() < deadline and len(backups) < 2:
        target = tmp_path / f"copy{len(backups)}.db"
        done = run_booray(db, "backup", str(target), "--json")
        assert done.returncode == 0, done.stderr
        backups.append(target)
    assert writer.wait(timeout=120) == 0
    assert backups
    for copy in backups:
        checked = run_booray(copy, "check")
        assert checked.returncode == 0, checked.stdout
    hands = json.loads(run_booray(db, "status", "--json").stdout)["hands"]
    final = tmp_path / "final.db"
    assert run_booray(db, "backup", str(final)).returncode == 0
    assert json.loads(run_booray(final, "status", "--json").stdout)["hands"] == hands
    again = run_booray(db, "backup", str(final))
    assert again.returncode == 1 and "already exists" in again.stderr


def test_a_schema_upgrade_backs_the_file_up_first(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    schema.migrate(db, target=1)
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
        assert done.returncode == 1 and words in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert db.read_bytes() == before
