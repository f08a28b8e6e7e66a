"""Every command explains itself with an example, and commands without a database start fast."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from booray_ledger.cli.main import app
from tests.conftest import Run
from tests.helpers import database_modules_after


def all_commands() -> list[list[str]]:
    found: list[list[str]] = []

    def walk(command: object, path: list[str]) -> None:
        found.append(path)
        if hasattr(command, "list_commands"):
            ctx = typer.Context(command)  # type: ignore[arg-type]
            for name in command.list_commands(ctx):
                walk(command.get_command(ctx, name), [*path, name])

    walk(typer.main.get_command(app), [])
    return found


@pytest.mark.parametrize("path", all_commands(), ids=lambda p: " ".join(p))
def test_every_command_has_help_with_an_example(booray: Run, path: list[str]) -> None:
    result = booray(*path, "--help")
    assert "Example:" in result.stdout, result.stdout
    assert "booray " in result.stdout


def test_help_does_not_import_the_database_layer() -> None:
    assert database_modules_after(["--help"], ["hand", "--help"]) == []
    assert "sqlmodel" in database_modules_after(["status"])  # the check can tell


def test_the_console_entry_flushes_output_keeps_exit_codes_and_closes_the_database(tmp_path: Path) -> None:
    """`run()` leaves with os._exit to skip interpreter teardown: nothing may be lost by it."""
    db = tmp_path / "night.db"

    def booray(*args: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "BOORAY_DB": str(db)}
        return subprocess.run([sys.executable, "-m", "booray_ledger", *args], env=env, capture_output=True, text=True)

    assert booray("night", "start", "Friday", "--players", "Ann,Bob,Cat").returncode == 0
    recorded = booray("hand", "Ann=3", "Bob=2", "Cat=pass", "--json")
    assert recorded.returncode == 0 and json.loads(recorded.stdout)["status"]["hands"] == 1
    assert not Path(f"{db}-wal").exists()  # the connection was closed (and checkpointed) before exit
    bad = booray("hand", "Ann=3", "Bobb=2", "Cat=pass")
    assert bad.returncode == 2 and bad.stderr.strip() == "booray: 'Bobb' is not seated at this table; did you mean Bob?"
    history = booray("history", "--json")
    assert history.returncode == 0 and len(json.loads(history.stdout)["hands"]) == 1
    assert booray("night", "show", "Sunday").returncode == 2
