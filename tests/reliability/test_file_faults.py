"""File faults: each one a clear line naming the problem and the fix, nothing half-written.

The suite runs as root in CI, and root ignores file permissions: the permission tests run the
console script without root's power over permissions (``setpriv`` drops CAP_DAC_OVERRIDE,
CAP_DAC_READ_SEARCH and CAP_FOWNER), so the file modes apply to it as to any user; the
interpreter stays reachable, which ``nobody`` could not do where Python lives under /root.
The full-disk and read-only-mount tests
mount a small tmpfs, which needs root; elsewhere they are skipped with that reason.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ledgers import SHAPES, build
from tests.reliability.scripts import run_booray

pytestmark = pytest.mark.slow  # file systems mounted, permissions dropped, real processes on damaged files

HAND = ["Ann=2", "Bob=3", "Cat=0"]
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _night(db: Path, hands: int = 1) -> None:
    assert run_booray(db, "night", "start", "Friday", "--players", "Ann,Bob,Cat").returncode == 0
    for _ in range(hands):
        assert run_booray(db, "hand", *HAND, "--again").returncode == 0


def _one_line(done: subprocess.CompletedProcess[str], *words: str) -> str:
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder the unprivileged user can reach (pytest's own tmp folders are root-only)."""
    folder = Path(tempfile.mkdtemp(prefix="booray-faults-", dir="/tmp"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


needs_root = pytest.mark.skipif(
    not IS_ROOT or shutil.which("setpriv") is None, reason="needs root and setpriv (util-linux) to drop privileges"
)


@needs_root
def test_a_ledger_in_a_read_only_folder_reads_but_refuses_to_record(shared_dir: Path) -> None:
    db = shared_dir / "l.db"
    _night(db)
    db.chmod(0o666)  # the file is writable, its folder is not
    shared_dir.chmod(0o555)
    before = db.read_bytes()
    status = run_booray(db, "status", "--json", unprivileged=True)
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)["hands"] == 1
    assert run_booray(db, "history", unprivileged=True).returncode == 0
    refused = run_booray(db, "hand", *HAND, unprivileged=True)
    assert refused.returncode == 1
    _one_line(refused, "read-only", "folder", "reading commands work")
    assert db.read_bytes() == before


@needs_root
def test_a_read_only_ledger_file_reads_but_refuses_to_record(shared_dir: Path) -> None:
    shared_dir.chmod(0o777)
    db = shared_dir / "l.db"
    _night(db)
    db.chmod(0o444)  # readable, not writable (without the power to override that)
    before = db.read_bytes()
    assert run_booray(db, "status", unprivileged=True).returncode == 0
    refused = run_booray(db, "paid", "Ann", "Bob", "1", unprivileged=True)
    assert refused.returncode == 1
    _one_line(refused, "read-only", f"chmod u+w {db}")
    assert db.read_bytes() == before


@needs_root
def test_a_new_ledger_in_an_unwritable_folder(shared_dir: Path) -> None:
    db = shared_dir / "new.db"
    shared_dir.chmod(0o555)
    done = run_booray(db, "night", "start", "Friday", "--players", "Ann,Bob", unprivileged=True)
    assert done.returncode == 1
    _one_line(done, "cannot create the ledger", "choose a folder you can write")
    assert not db.exists()


@pytest.fixture
def tiny_disk() -> Iterator[Path]:
    """A 2 MiB tmpfs, unmounted afterwards."""
    if not IS_ROOT:
        pytest.skip("needs root to mount a tmpfs for the full-disk test")
    folder = Path(tempfile.mkdtemp(prefix="booray-disk-", dir="/tmp"))
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        folder.rmdir()
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], check=False)
    folder.rmdir()


def _fill(folder: Path) -> Path:
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\0" * 4096)
        except OSError:
            pass
    return filler


def test_a_full_disk_writes_nothing_and_recording_resumes_after(tiny_disk: Path) -> None:
    db = tiny_disk / "l.db"
    _night(db, hands=2)
    filler = _fill(tiny_disk)
    refused = 0
    for _ in range(6):  # the WAL may absorb a hand or two in space it already holds
        done = run_booray(db, "hand", *HAND, "--again")  # the same hand each time, on purpose
        if done.returncode != 0:
            _one_line(done, "disk is full", "nothing was recorded")
            refused += 1
    assert refused
    filler.unlink()
    assert run_booray(db, "check").returncode == 0
    recorded = json.loads(run_booray(db, "status", "--json").stdout)["hands"]
    assert recorded == 2 + 6 - refused
    assert run_booray(db, "hand", *HAND, "--again").returncode == 0
    assert run_booray(db, "check").returncode == 0


def test_a_read_only_mount_reads_and_refuses_to_record(tiny_disk: Path) -> None:
    db = tiny_disk / "l.db"
    _night(db)
    remount = subprocess.run(["mount", "-o", "remount,ro", str(tiny_disk)], capture_output=True)
    if remount.returncode != 0:
        pytest.skip(f"cannot remount read-only here: {remount.stderr.decode().strip()}")
    assert run_booray(db, "status").returncode == 0
    assert run_booray(db, "check").returncode == 0
    done = run_booray(db, "hand", *HAND)
    assert done.returncode == 1
    _one_line(done, "read-only disk", "copy it somewhere writable")
    backup = run_booray(db, "backup")
    assert backup.returncode == 1
    _one_line(backup, "cannot write the backup", "give another path")


def test_a_held_write_lock_gives_the_busy_message_within_the_timeout(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    _night(db)
    before = json.loads(run_booray(db, "status", "--json").stdout)["hands"]
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        start = time.monotonic()
        done = run_booray(db, "hand", *HAND, env={"BOORAY_BUSY_TIMEOUT_MS": "300"})
        waited = time.monotonic() - start
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert done.returncode == 1
    _one_line(done, "busy in another terminal", "try the command again")
    assert waited < 10
    assert json.loads(run_booray(db, "status", "--json").stdout)["hands"] == before


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
        # the night named and the amount forced, so the write itself is reached: without them
        # the payment may be refused first for owing nothing (nothing written either way)
        ["paid", "Ann", "Bob", "1", "--night", "Fri", "--force"],
        ["night", "end", "--pot", "split"],
    ):
        done = run_booray(db, *args)
        assert done.returncode != 0, args
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, done.stderr
        assert "damaged" in lines[0], done.stderr
        assert "booray check" in lines[0], done.stderr
        assert db.read_bytes() == damaged
    assert run_booray(db, "check").returncode == 1
