"""Help people can read: --version, -h, shell completion, every option of `booray hand` on
its help page, help lines never cut short, and a mistyped command answered with the one meant."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import typer

from booray_ledger.cli.helptext import first_paragraph
from booray_ledger.cli.main import app
from tests.cli.test_main import all_commands
from tests.conftest import Run
from tests.reliability.scripts import booray_script

GROUPS = ("night", "hand", "seat", "player", "referee", "rules")


def test_version(booray: Run) -> None:
    from booray_ledger import __version__

    assert booray("--version").stdout.strip() == f"booray-ledger {__version__}"


@pytest.mark.parametrize("path", all_commands(), ids=lambda p: " ".join(p) or "booray")
def test_dash_h_is_help_everywhere(booray: Run, path: list[str]) -> None:
    short = booray(*path, "-h").stdout
    assert short == booray(*path, "--help").stdout
    assert "Example:" in short


@pytest.mark.parametrize("group", [p for p in all_commands() if len(p) == 1 and p[0] in GROUPS], ids=" ".join)
def test_command_lists_show_each_commands_whole_first_paragraph(booray: Run, group: list[str]) -> None:
    page = " ".join(booray(*group, "--help").stdout.split())
    command = typer.main.get_command(app)
    ctx = typer.Context(command)  # type: ignore[arg-type]
    sub = command.get_command(ctx, group[0])  # type: ignore[attr-defined]
    for name in sub.list_commands(ctx):
        line = first_paragraph(sub.get_command(ctx, name).help)
        assert f"{name} {line}" in page, line


def test_shell_completion_can_be_shown_and_installed(booray: Run) -> None:
    """Typer finds the user's shell among the command's parents, so the command runs from bash
    (as a person types it there): the script it prints is bash's, wherever the suite runs."""
    root_help = booray("--help").stdout
    assert "--install-completion" in root_help
    assert "--show-completion" in root_help
    from_bash = subprocess.run(
        ["bash", "-c", '"$0" --show-completion; exit $?', *booray_script()],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=60,
        check=False,
    )
    assert from_bash.returncode == 0, from_bash.stderr
    assert "_booray_completion" in from_bash.stdout
    assert "complete -o default -F _booray_completion booray" in from_bash.stdout


def test_hand_help_shows_every_option_of_recording_a_hand(booray: Run) -> None:
    page = booray("hand", "--help").stdout
    for option in (
        "--renege",
        "--corrected",
        "--out-of-turn",
        "--up",
        "--dealer",
        "--force",
        "--from-tricks",
        "--night",
    ):
        assert option in page, option
    assert "void" in page
    assert "edit" in page


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (["undo"], "`booray hand void`"),
        (["fix"], "`booray hand edit`"),
        (["hand", "undo"], "`booray hand void`"),
        (["hand", "fix", "3"], "`booray hand edit`"),
        (["nigth", "list"], "`booray night`"),
        (["night", "strat", "Friday"], "`booray night start`"),
        (["satus"], "`booray status`"),
    ],
)
def test_a_mistyped_command_suggests_the_one_meant(booray: Run, typed: list[str], meant: str) -> None:
    result = booray(*typed, ok=False)
    assert result.exit_code == 2
    assert f"did you mean {meant}" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_unknown_option_is_answered_by_the_one_suggester(booray: Run) -> None:
    result = booray("status", "--nigth", "x", ok=False)
    assert result.exit_code == 2
    assert (
        result.stderr.strip() == "booray: No such option '--nigth'; did you mean `--night`?; see `booray status --help`"
    )


def test_an_options_help_keeps_its_default_and_required_marks() -> None:
    from booray_ledger.cli.helptext import translated_help

    assert translated_help("Money per chip, like 0.25.  [default: 1; required]") == (
        "Money per chip, like 0.25.  [default: 1; required]"
    )


def test_a_range_has_no_words_to_translate() -> None:
    from booray_ledger.cli.helptext import translated_help

    assert translated_help("The port.  [0<=x<=65535]") == "The port.  [0<=x<=65535]"


def test_every_help_text_written_in_the_commands_is_in_the_catalogs_template() -> None:
    """Every ``help="..."`` of cli/, every command's one-line help and docstring: each is looked up
    when ``--help`` prints it, so ``scripts/catalogs.py extract`` (which runs every ``--help``)
    puts it in the template for the translators."""
    import ast

    from booray_ledger.cli.helptext import clean_help
    from booray_ledger.cli.main import COMMANDS
    from tests.pseudo import catalogs_script

    looked_up = catalogs_script().help_messages()
    written = {line for _module, _attribute, line in COMMANDS.values()}
    for module in sorted((Path(__file__).resolve().parents[2] / "booray_ledger" / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == "help":
                written.add(clean_help(ast.literal_eval(node.value)))
    root = typer.main.get_command(app)
    ctx = typer.Context(root)  # type: ignore[arg-type]
    for path in all_commands():
        command: Any = root
        for word in path:
            command = command.get_command(ctx, word)
        written.add(clean_help(command.help))
    assert len(written) > 100
    assert sorted(written - looked_up) == []


def test_installing_shell_completion_reports_in_the_language_speaking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Typer writes the script; its report (English of typer's own) is worded by us."""
    from tests.text.tried import tried_catalog

    translations: dict[str | tuple[str, str], str] = {
        "{shell} completion installed in {path}": "pelengkapan {shell} dipasang di {path}",
        "Completion will take effect once you restart the terminal": "Mulakan semula terminal",
    }
    home = tmp_path / "home"
    home.mkdir()
    with tried_catalog(tmp_path / "locale", monkeypatch, translations):
        done = subprocess.run(
            ["bash", "-c", '"$0" --install-completion bash', *booray_script()],
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=60,
            check=False,
            env={**os.environ, "HOME": str(home), "BOORAY_LANG": "ms"},
        )
    script = home / ".bash_completions" / "booray.sh"
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"pelengkapan bash dipasang di {script}\nMulakan semula terminal\n"
    assert "_booray_completion" in script.read_text(encoding="utf-8")


def test_the_usage_lines_placeholders_are_looked_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from tests.text.tried import tried_catalog

    translations: dict[str | tuple[str, str], str] = {"Usage: ": "Guna: ", "OPTIONS": "PILIHAN", "ARGS": "HUJAH"}
    with tried_catalog(tmp_path / "locale", monkeypatch, translations):
        page = CliRunner().invoke(app, ["seat", "--help"], env={"BOORAY_LANG": "ms"}).stdout
    assert page.splitlines()[0] == "Guna: booray seat [PILIHAN] COMMAND [HUJAH]..."
