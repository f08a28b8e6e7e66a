"""Finding 1 of issue 20: the ledger deleted or replaced under a running `booray play` (real
processes): every later hand is refused with one line, nothing is written anywhere, and the
guide's restore done while the prompt is open stays restored."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.errors import ErrorCode, LedgerReplaced
from booray_ledger.ledger.store import identity
from tests.reliability import warm_start

BOORAY = [sys.executable, "-m", "booray_ledger"]
REFUSED = "was replaced or deleted since it was opened here; nothing was recorded"


def hands_in(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute("SELECT count(*) FROM hand").fetchone()[0])
    finally:
        conn.close()


def remove_journal(db: Path) -> None:
    Path(f"{db}-wal").unlink(missing_ok=True)
    Path(f"{db}-shm").unlink(missing_ok=True)


def play_through(db: Path, fault: Callable[[], None]) -> subprocess.CompletedProcess[str]:
    """`booray play` on ``db``: hand 1 and 2 acknowledged, then ``fault`` done while it runs,
    then two more hands typed; what it printed and its exit code."""
    proc = warm_start.popen(
        [*BOORAY, "--db", str(db), "play"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None
    assert proc.stdout is not None
    for number, line in ((1, "a2 b3 c0 ."), (2, "a3 b2 c0 .")):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()
        while f"Hand {number} dealt by" not in (printed := proc.stdout.readline()):
            assert printed, "play ended early"
    fault()
    out, err = proc.communicate("a1 b4 c0 .\na2 b2 c1 .\n", timeout=60)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


@pytest.fixture
def night(tmp_path: Path) -> Path:
    db = tmp_path / "ledger.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
    return db


def assert_refused(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 2, done.stderr
    assert all(REFUSED in line for line in lines), done.stderr
    assert "Hand 3" not in done.stdout
    assert "Traceback" not in done.stderr


def test_a_deleted_ledger_is_never_written_to(night: Path) -> None:
    def delete() -> None:
        for path in night.parent.glob("ledger.db*"):
            path.unlink()

    assert_refused(play_through(night, delete))
    assert sorted(p.name for p in night.parent.iterdir()) == []


def test_a_backup_moved_into_its_place_is_not_written_to(night: Path, tmp_path: Path) -> None:
    backup = tmp_path / "backup.db"
    with Ledger.open(night) as ledger:
        ledger.backup(backup)  # the night before any hand

    def replace() -> None:
        remove_journal(night)
        backup.rename(night)

    assert_refused(play_through(night, replace))
    assert hands_in(night) == 0
    with Ledger.open(night) as ledger:
        assert ledger.check()["ok"]


def test_the_guides_restore_while_play_is_open_stays_restored(night: Path, tmp_path: Path) -> None:
    """The guide: copy the backup over the ledger and delete -wal and -shm. The open prompt's
    log held hands 1-2; before this, its next write (or its closing) copied them back."""
    backup = tmp_path / "backup.db"
    with Ledger.open(night) as ledger:
        ledger.backup(backup)

    def restore() -> None:
        shutil.copyfile(backup, night)  # same inode: cp over the file
        remove_journal(night)

    done = play_through(night, restore)
    assert_refused(done)
    assert hands_in(night) == 0
    assert night.read_bytes() == backup.read_bytes()
    with Ledger.open(night) as ledger:
        assert ledger.check()["ok"]


def test_another_ledger_copied_over_the_file_is_told_apart_by_its_identity(night: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    with Ledger.open(other) as ledger:
        ledger.start_night("Sat", ["Ann", "Bob"])
    was = identity.opened(night)
    uid = sqlite3.connect(night).execute("SELECT ledger_uid FROM ledger_identity").fetchone()[0]
    identity.check_same_file(was, uid, uid)  # the same file: no complaint
    other_uid = sqlite3.connect(other).execute("SELECT ledger_uid FROM ledger_identity").fetchone()[0]
    assert other_uid != uid
    with pytest.raises(LedgerReplaced) as refused:
        identity.check_same_file(was, uid, other_uid)
    assert (refused.value.code, refused.value.facts) == (ErrorCode.LEDGER_REPLACED, {"path": str(night)})
