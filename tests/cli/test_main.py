"""Every command explains itself with an example, and commands without a database start fast."""

from __future__ import annotations

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


@pytest.mark.single_engine  # help needs no database: one engine is enough
@pytest.mark.parametrize("path", all_commands(), ids=lambda p: " ".join(p))
def test_every_command_has_help_with_an_example(booray: Run, path: list[str]) -> None:
    result = booray(*path, "--help")
    assert "Example:" in result.stdout, result.stdout
    assert "booray " in result.stdout


def test_help_does_not_import_the_database_layer() -> None:
    assert database_modules_after(["--help"], ["hand", "--help"]) == []
    assert "sqlmodel" in database_modules_after(["status"])  # the check can tell
