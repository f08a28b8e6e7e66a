"""A command line that cannot be parsed, worded by us from the facts of click's error: the same
English the terminal showed before, and the problem in the language speaking."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer
from typer._click.exceptions import UsageError
from typer.testing import CliRunner

from booray_ledger.cli.main import app
from booray_ledger.cli.usage import problem
from tests.text.tried import tried_catalog


def refused(name: str, *args: str) -> UsageError:
    """The usage error click raises for ``booray NAME ARGS...`` (the command line parsed, not run)."""
    root = typer.main.get_command(app)
    with root.make_context("booray", [name]) as ctx:
        command = root.get_command(ctx, name)  # type: ignore[attr-defined]
        with pytest.raises(UsageError) as raised:
            command.make_context(name, list(args), parent=ctx)
    return raised.value


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            ["buy", "Ann", "x"],
            "Invalid value for 'chips': Input should be a valid integer, unable to parse string as an integer",
        ),
        (["board", "--port", "99999"], "Invalid value for '--port': Input should be less than or equal to 65535"),
        (["buy"], "Missing argument 'name'."),
        (["copy"], "Missing option '--to'."),
        (["status", "--night"], "Option '--night' requires an argument."),
        (["status", "--json=1"], "Option '--json' does not take a value."),
        (["history", "a", "b"], "Got unexpected extra argument(s) (a b)"),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, list) else "",
)
def test_each_problem_is_worded_as_click_worded_it(line: list[str], said: str) -> None:
    error = refused(*line)
    assert problem(error) == said
    assert problem(error) == error.format_message()


def test_a_path_that_is_a_directory(tmp_path: Path) -> None:
    error = refused("recap", "--image", str(tmp_path))
    assert problem(error) == f"Invalid value for '--image': file '{tmp_path}' is a directory."


def test_the_line_at_the_terminal_is_in_the_language_speaking(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    translations: dict[str | tuple[str, str], str] = {
        "Missing option {name}.": "Pilihan {name} tiada.",
        "{problem}; see `{command} --help`": "{problem}; lihat `{command} --help`",
    }
    with tried_catalog(tmp_path / "locale", monkeypatch, translations):
        done = CliRunner().invoke(app, ["copy"], env={"BOORAY_LANG": "ms"})
    assert done.exit_code == 2
    assert done.stderr == "booray: Pilihan '--to' tiada.; lihat `booray copy --help`\n"


@pytest.mark.parametrize(
    "line",
    [
        ["copy"],
        ["buy", "Ann", "x"],
        ["status", "--night"],
        ["status", "--json=1"],
        ["history", "a", "b"],
        ["hand", "undoo"],
    ],
    ids=" ".join,
)
def test_no_english_is_left_in_a_refused_command_line(
    line: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.pseudo import catalogs_script, english_left, speaking_pseudo

    with speaking_pseudo(tmp_path / "locale", monkeypatch):
        done = CliRunner().invoke(app, line, env={"BOORAY_LANG": catalogs_script().PSEUDO})
    assert done.exit_code == 2
    kept = ("booray", line[0], "to", "chips", "night", "json", "help", "undoo", "hand", "void")  # names, as typed
    assert english_left(done.stderr, *kept) == []
