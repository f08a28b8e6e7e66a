"""`python -m booray_ledger` is the `booray` command: the console entry flushes its output,
keeps exit codes and closes the database before it leaves with os._exit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.reliability import warm_start


def test_the_console_entry_flushes_output_keeps_exit_codes_and_closes_the_database(tmp_path: Path) -> None:
    """`run()` leaves with os._exit to skip interpreter teardown: nothing may be lost by it."""
    db = tmp_path / "night.db"

    def booray(*args: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "BOORAY_DB": str(db)}
        return warm_start.run([sys.executable, "-m", "booray_ledger", *args], env=env, capture_output=True, text=True)

    assert booray("night", "start", "Friday", "--players", "Ann,Bob,Cat").returncode == 0
    recorded = booray("hand", "Ann=3", "Bob=2", "Cat=pass", "--json")
    assert recorded.returncode == 0
    assert json.loads(recorded.stdout)["status"]["hands"] == 1
    assert not Path(f"{db}-wal").exists()  # the connection was closed (and checkpointed) before exit
    bad = booray("hand", "Ann=3", "Bobb=2", "Cat=pass")
    assert bad.returncode == 2
    assert bad.stderr.strip() == "booray: 'Bobb' is not seated at this table; did you mean Bob?"
    history = booray("history", "--json")
    assert history.returncode == 0
    assert len(json.loads(history.stdout)["hands"]) == 1
    assert booray("night", "show", "Sunday").returncode == 2
