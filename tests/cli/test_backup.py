"""`booray backup` run as the installed program: a consistent copy while another terminal
records, one that `booray check` passes, never over an existing file."""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.ledgers import SHAPES, build
from tests.reliability.scripts import run_booray


@pytest.mark.slow  # two processes at once for seconds
def test_backup_while_another_terminal_writes_is_consistent(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 10)
    with ThreadPoolExecutor(1) as other_terminal:  # eight `booray hand` processes, one after another
        written = other_terminal.submit(
            lambda: [run_booray(db, "hand", *SHAPES[0], "--again").returncode for _ in range(8)]
        )
        backups: list[Path] = []
        deadline = time.monotonic() + 60
        while not written.done() and time.monotonic() < deadline and len(backups) < 2:
            target = tmp_path / f"copy{len(backups)}.db"
            done = run_booray(db, "backup", str(target), "--json")
            assert done.returncode == 0, done.stderr
            backups.append(target)
        assert written.result(timeout=120) == [0] * 8
    assert backups
    for copy in backups:
        checked = run_booray(copy, "check")
        assert checked.returncode == 0, checked.stdout
    hands = json.loads(run_booray(db, "status", "--json").stdout)["hands"]
    final = tmp_path / "final.db"
    assert run_booray(db, "backup", str(final)).returncode == 0
    assert json.loads(run_booray(final, "status", "--json").stdout)["hands"] == hands
    again = run_booray(db, "backup", str(final))
    assert again.returncode == 1
    assert "already exists" in again.stderr


@pytest.mark.single_engine  # a backup is of a SQLite file
def test_backup_says_where_the_copy_went_and_its_size(booray: Run, db_file: Path, tmp_path: Path) -> None:
    missing = booray("backup", ok=False)
    assert missing.exit_code == 1
    assert "nothing to back up" in missing.stderr
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    target = tmp_path / "copy.db"
    made = json.loads(booray("backup", str(target), "--json").stdout)
    assert made == {"ledger": str(db_file), "backup": str(target), "bytes": target.stat().st_size}
    beside = booray("backup").stdout
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("booray-backup-")]
    assert len(copies) == 1
    assert copies[0].name in beside
    refused = booray("backup", str(target), ok=False)
    assert refused.exit_code == 1
    assert "already exists" in refused.stderr
