"""`booray backup` run as the installed program: a consistent copy while another terminal
records, one that `booray check` passes, never over an existing file."""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.ledgers import SHAPES, build
from tests.reliability.scripts import run_booray


def test_backup_while_another_terminal_writes_is_consistent(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 10)
    with ThreadPoolExecutor(1) as other_terminal:  # eight `booray hand` processes, one after another
        written = other_terminal.submit(lambda: [run_booray(db, "hand", *SHAPES[0]).returncode for _ in range(8)])
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
    assert again.returncode == 1 and "already exists" in again.stderr
