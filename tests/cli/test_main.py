"""Every command explains itself with an example, and commands without a database start fast."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from booray_ledger import Ledger
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
                walk(command.get_command(ctx, name), [*path, name])  # type: ignore[attr-defined]

    walk(typer.main.get_command(app), [])
    return found


@pytest.mark.single_engine  # help needs no database: one engine is enough
@pytest.mark.parametrize("path", all_commands(), ids=lambda p: " ".join(p))
def test_every_command_has_help_with_an_example(booray: Run, path: list[str]) -> None:
    result = booray(*path, "--help")
    assert "Example:" in result.stdout, result.stdout
    assert "booray " in result.stdout


@pytest.mark.slow  # fresh interpreters, imports traced
def test_help_does_not_import_the_database_layer() -> None:
    assert database_modules_after(["--help"], ["hand", "--help"]) == []
    assert "sqlalchemy" in database_modules_after(["status"])  # the check can tell


def _modules_and_builds(db: Path, args: list[str]) -> tuple[list[str], int]:
    """Run `booray ARGS` in a fresh interpreter against ``db``: the booray_ledger modules it
    imported and how many times it built a sub-command."""
    code = (
        "import sys\nfrom booray_ledger.cli import main\nbuilds = []\nbuild = main.BoorayGroup._build\n"
        "main.BoorayGroup._build = lambda self, name: builds.append(name) or build(self, name)\n"
        f"try:\n    main.app({args!r})\nexcept SystemExit as done:\n    assert not done.code, done.code\n"
        "print(sorted(m for m in sys.modules if m.startswith('booray_ledger')), len(builds))\n"
    )
    env = {**os.environ, "BOORAY_DB": str(db), "NO_COLOR": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env).stdout
    line = out.strip().splitlines()[-1]
    modules, builds = line.rsplit(" ", 1)
    return list(ast.literal_eval(modules)), int(builds)


@pytest.mark.slow  # fresh interpreters, imports traced
@pytest.mark.single_engine  # start-up of the SQLite console script
def test_status_and_hand_load_only_what_they_run(tmp_path: Path) -> None:
    """Start-up (docs/architecture.md, Start-up): `status` and `hand` build their command once and never import
    the typed values (``booray_ledger.results``, names for annotations only on these paths)."""
    db = tmp_path / "speed.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat"])
    for args in (["hand", "Ann=2", "Bob=3", "Cat=0"], ["status"]):
        modules, builds = _modules_and_builds(db, args)
        assert "booray_ledger.ledger.read.queries" in modules  # the check can tell
        assert "booray_ledger.results" not in modules, args
        assert builds == 1, args


def test_a_long_running_command_collects_garbage_as_usual() -> None:
    """The console script lets a single command allocate its import graph before the first
    collection (docs/architecture.md, Start-up); the live prompt and the scoreboard server collect as usual."""
    import gc

    from booray_ledger.cli import main

    before = gc.get_threshold()
    try:
        gc.set_threshold(*main.DEFAULT_GC_THRESHOLD)
        group = typer.main.get_command(main.app)
        main.collect_late()  # as the console script's run() does first
        group.get_command(typer.Context(group), "status")  # type: ignore[attr-defined]
        assert gc.get_threshold()[0] == main.START_UP_GC_THRESHOLD
        group.get_command(typer.Context(group), "board")  # type: ignore[attr-defined]
        assert gc.get_threshold() == main.DEFAULT_GC_THRESHOLD
    finally:
        gc.set_threshold(*before)
        main._REPLACED_THRESHOLD.clear()


def test_an_unknown_lang_is_refused_in_one_line_listing_the_languages(booray: Run) -> None:
    done = booray("--lang", "fr", "status", ok=False)
    assert (done.exit_code, done.stderr.count("\n")) == (2, 1)
    assert done.stderr.startswith("booray: no language 'fr'; the languages are: en (English), ml (")


def test_an_unknown_booray_lang_is_refused_before_any_command_runs(tmp_path: Path) -> None:
    from tests.reliability.scripts import booray_env, booray_script

    db = tmp_path / "never.db"
    done = subprocess.run([*booray_script(), "night", "start", "Fri", "--players", "Ann,Bob"], env=booray_env(db, BOORAY_LANG="xx"),
                          capture_output=True, text=True, timeout=60, check=False)  # fmt: skip
    assert (done.returncode, done.stderr.splitlines()[0][:24], db.exists()) == (2, "booray: no language 'xx'", False)


def test_a_known_lang_runs_the_command(booray: Run) -> None:
    assert booray("--lang", "ps", "rules").exit_code == 0
