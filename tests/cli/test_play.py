"""`booray play`: registered, with help and an example, and nothing of the prompt loaded by
`booray --help`."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from booray_ledger.cli.main import app
from tests.cli.nights import start
from tests.conftest import Run


def test_play_is_listed_and_has_help_with_an_example(booray: Run) -> None:
    assert "play" in booray("--help").stdout
    shown = booray("play", "--help").stdout
    assert "Example:" in shown
    assert "--night" in shown


def test_piped_lines_are_hands_and_commands_of_the_current_night(booray: Run) -> None:
    start(booray, players="Ann,Bob,Cat")
    result = CliRunner().invoke(app, ["play"], input="an 3 bo 2 .\nhistory\n")
    assert result.exit_code == 0, result.output
    assert json.loads(booray("status", "--json").stdout)["hands"] == 1


def test_a_refused_line_makes_the_exit_non_zero(booray: Run) -> None:
    start(booray, players="Ann,Bob,Cat")
    result = CliRunner().invoke(app, ["play"], input="an 3 zed 2 .\n")
    assert result.exit_code != 0
    assert json.loads(booray("status", "--json").stdout)["hands"] == 0


def test_what_the_prompt_writes_is_kept_as_coming_from_the_prompt(booray: Run) -> None:
    start(booray, players="Ann,Bob,Cat")
    booray("hand", "Ann=3", "Bob=2", "Cat=0")
    result = CliRunner().invoke(app, ["play"], input="an 2 bo 3 .\npaid Cat Bob 1\n")
    assert result.exit_code == 0, result.output
    changes = json.loads(booray("history", "--json").stdout)["changes"]
    assert [(c["entry"], c["source"]) for c in changes] == [("hand", "cli"), ("hand", "prompt"), ("payment", "prompt")]
    assert "│ prompt │" in booray("history", "--all").stdout
