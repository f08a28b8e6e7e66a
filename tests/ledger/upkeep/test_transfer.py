"""Copying a whole ledger to another engine, here SQLite file to SQLite file (the PostgreSQL
directions run in tests/cli/test_copy.py): every row with its id, parents first, then every
night's balances and pot compared; only into a new file."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.ledger.upkeep.file_check import check_file
from booray_ledger.ledger.upkeep.transfer import check_empty, compare, copy_ledger, night_totals
from tests.engines import LedgerDb
from tests.helpers import said, says
from tests.ledgers import SHAPES, build, rows


def test_a_copy_goes_only_into_a_new_or_empty_file(tmp_path: Path) -> None:
    check_empty(parse_target(tmp_path / "new.db"))
    (tmp_path / "empty.db").touch()
    check_empty(parse_target(tmp_path / "empty.db"))
    (tmp_path / "full.db").write_bytes(b"x")
    with pytest.raises(UsageError) as refused:
        check_empty(parse_target(tmp_path / "full.db"))
    assert said(refused.value) == (ErrorCode.COPY_TARGET_EXISTS, {"path": str(tmp_path / "full.db")})


def test_every_row_is_copied_with_its_id_and_every_night_compared(tmp_path: Path) -> None:
    source, copy = tmp_path / "l.db", tmp_path / "copy.db"
    build(source, 5)
    progress: list[tuple[str, int, int]] = []
    store = Store(source)
    try:
        done = copy_ledger(store, parse_target(copy), lambda *step: progress.append(step))
        totals = night_totals(store)
    finally:
        store.close()
    assert done["identical"]
    assert all(t["source"] == t["copied"] for t in done["tables"])
    assert [(n["night"], n["same"]) for n in done["nights"]] == [("Thu", True), ("Fri", True)]
    assert {n["night"]: (n["balances"], n["pot"]) for n in done["nights"]} == totals
    assert rows(copy) == rows(source)
    copied_tables = {t["table"] for t in done["tables"]}
    assert {name for name, _, _ in progress} == copied_tables
    movement = [p for p in progress if p[0] == "movement"]
    assert movement[0][1] == 0
    assert movement[-1][1] == movement[-1][2] == len(rows(source)["movement"])


def test_the_night_check_tells_a_different_ledger_apart(tmp_path: Path) -> None:
    one, other = tmp_path / "one.db", tmp_path / "other.db"
    build(one, 3)
    build(other, 3)
    with Ledger.open(other) as ledger:
        ledger.record_hand(hand(SHAPES[2]))
    a, b = Store(one), Store(other)
    try:
        assert [n["same"] for n in compare(a, b)] == [True, False]
        assert all(n["same"] for n in compare(a, a))
    finally:
        a.close()
        b.close()


def test_a_copy_into_an_existing_file_writes_nothing(tmp_path: Path) -> None:
    source, existing = tmp_path / "l.db", tmp_path / "there.db"
    build(source, 2)
    existing.write_bytes(b"keep me")
    store = Store(source)
    try:
        with pytest.raises(UsageError, check=lambda e: says(e, ErrorCode.COPY_TARGET_EXISTS)):
            copy_ledger(store, parse_target(existing))
    finally:
        store.close()
    assert existing.read_bytes() == b"keep me"


def run_copy_until_partial(source: str, target: Path) -> subprocess.Popen[str]:
    """`booray copy --to target` in a real process, returned once its temporary file exists."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "booray_ledger", "--db", source, "copy", "--to", str(target)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    while not list(target.parent.glob(f".{target.name}.partial-*")):
        assert proc.poll() is None, "the copy ended before it could be interrupted"
        time.sleep(0.002)
    return proc


@pytest.mark.slow  # a real copy process, killed on the way: tens of seconds on a loaded machine
def test_a_copy_killed_on_the_way_leaves_nothing_and_can_be_made_again(tmp_path: Path) -> None:
    """Finding 3 of issue 20: a killed copy left a backup that passed `check`, and a second copy
    refused "already exists"."""
    source, backup = tmp_path / "l.db", tmp_path / "back.db"
    build(source, 300)
    proc = run_copy_until_partial(str(source), backup)
    proc.kill()  # at once: on an idle machine the whole copy can finish within a fifth of a second
    assert proc.wait(30) == -signal.SIGKILL, "the copy finished before it was killed"
    assert not backup.exists()
    again = subprocess.run(
        [sys.executable, "-m", "booray_ledger", "--db", str(source), "copy", "--to", str(backup), "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["identical"]
    assert rows(backup) == rows(source)
    assert check_file(backup)["ok"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["back.db", "l.db"]  # the killed copy's file removed


def test_a_copy_that_does_not_match_its_source_is_rolled_back(ledger_db: LedgerDb, tmp_path: Path) -> None:
    """The copy is verified inside its own transaction, before it commits: here the target
    already holds a row of its own (a player the source does not have), so the player rows do
    not count the same; nothing of the copy is left, the target's own row is untouched."""
    from booray_ledger.ledger.store.engine import open_store
    from booray_ledger.ledger.upkeep import transfer
    from booray_ledger.ledger.upkeep.transfer import copy_rows

    source = tmp_path / "l.db"
    build(source, 3)
    dest = open_store(parse_target(ledger_db.target), create=True)
    try:
        with dest.engine.begin() as conn:
            conn.exec_driver_sql(
                "INSERT INTO player (id, name, name_key, created_at) VALUES (1000, 'Zed', 'zed', '2026-12-03')"
            )
        store = Store(source)
        try:
            with pytest.raises(transfer._NotIdentical) as raised:
                copy_rows(store, dest)
        finally:
            store.close()
        done = raised.value.done
        assert not done["identical"]
        assert next(t for t in done["tables"] if t["table"] == "player")["copied"] == 6  # 5 copied + Zed
        with dest.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT id FROM player").all() == [(1000,)]
            assert conn.exec_driver_sql("SELECT count(*) FROM hand").scalar_one() == 0
    finally:
        dest.close()


@pytest.mark.slow  # stops and starts a PostgreSQL server of its own
@pytest.mark.single_engine
def test_a_server_stopped_during_a_copy_into_it_is_one_line_and_leaves_nothing() -> None:
    """Issue 20: a copy into PostgreSQL cut off from its server mid-way says so in one line and
    commits nothing: the database is still empty (a copy can be made again)."""
    import os
    import shutil
    import tempfile

    import psycopg

    from booray_ledger.api.copying import copy_ledger as copy_api
    from tests.ledger.store.test_postgres import OwnServer

    folder = tempfile.mkdtemp(prefix="booray-pg-")
    os.chmod(folder, 0o755)
    server = OwnServer(f"{folder}/pg")
    try:
        source = Path(folder) / "source.db"
        build(source, 300)
        proc = subprocess.Popen(
            [sys.executable, "-m", "booray_ledger", "--db", str(source), "copy", "--to", server.url],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        with psycopg.connect(server.url, autocommit=True) as watcher:
            while not watcher.execute(  # the copy's transaction has begun writing rows
                "SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation "
                "WHERE c.relname = 'player' AND l.mode = 'RowExclusiveLock' AND l.pid <> pg_backend_pid()"
            ).fetchone():
                assert proc.poll() is None, "the copy ended before it began writing rows"
                time.sleep(0.005)
        server.stop()
        out, err = proc.communicate(timeout=120)
        lines = err.strip().splitlines()
        assert proc.returncode == 1, out + err
        assert len(lines) == 1, err
        assert "Traceback" not in err
        assert "nothing was copied" in lines[0], err
        server.start()
        check_empty(parse_target(server.url))  # nothing of the copy was committed
        assert copy_api(source, server.url)["identical"]  # and it can be made again
    finally:
        server.stop_for_good()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.slow  # a real copy process out of PostgreSQL, killed on the way
@pytest.mark.single_engine
def test_a_copy_out_of_postgresql_killed_on_the_way_leaves_nothing(pg_url: str, tmp_path: Path) -> None:
    """Finding 3 of issue 20 as found: `copy --to back.db` from PostgreSQL killed on the way left
    a small file and a big -wal that `check` called OK, and a second copy refused "already
    exists". Now nothing is left under the name, `check` finds no ledger there, and the copy
    can be made again, identical."""
    from booray_ledger.api.copying import copy_ledger as copy_api

    source, backup = tmp_path / "l.db", tmp_path / "back.db"
    build(source, 300)
    assert copy_api(source, pg_url)["identical"]
    proc = run_copy_until_partial(pg_url, backup)
    proc.kill()
    assert proc.wait(30) == -signal.SIGKILL, "the copy finished before it was killed"
    assert not backup.exists()
    assert not Path(f"{backup}-wal").exists()
    booray = [sys.executable, "-m", "booray_ledger"]
    checked = subprocess.run([*booray, "--db", str(backup), "check"], capture_output=True, text=True, timeout=120)
    assert checked.returncode != 0, checked.stdout + checked.stderr
    assert "OK" not in checked.stdout, checked.stdout + checked.stderr
    assert not backup.exists()  # check made no ledger there either
    again = subprocess.run(
        [*booray, "--db", pg_url, "copy", "--to", str(backup), "--json"], capture_output=True, text=True, timeout=300
    )
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["identical"]
    assert rows(backup) == rows(source)
    assert check_file(backup)["ok"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["back.db", "l.db"]  # the killed copy's file removed
