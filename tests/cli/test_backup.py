"""`booray backup` run as the installed program: a consistent copy while another terminal
records, one that `booray check` passes, never over an existing file."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

from tests.ledgers import SHAPES, build
from tests.reliability.scripts import booray_env, booray_script, run_booray


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
    backups: list[Path] = []
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
