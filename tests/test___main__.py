"""`python -m booray_ledger` is the `booray` command."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def test_python_dash_m_runs_the_command_line(db_file: Path) -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "booray_ledger", *args], capture_output=True, text=True, timeout=60
        )

    assert run("night", "start", "Friday", "--players", "Ann,Bob").returncode == 0
    shown = run("status", "--json")
    assert shown.returncode == 0 and json.loads(shown.stdout)["night"] == "Friday"
    bad = run("seat", "in", "Zed")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Zed" in bad.stderr
