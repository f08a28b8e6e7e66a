"""What every command shares: the ledger it opens, --json, and "print JSON or render"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from booray_ledger.cli import common
from tests.cli.nights import marked_night
from tests.conftest import Run


def test_emit_prints_json_for_scripts_or_renders_for_people(capsys: pytest.CaptureFixture[str]) -> None:
    rendered: list[dict[str, int]] = []
    common.emit({"pot": 3}, True, rendered.append)
    assert json.loads(capsys.readouterr().out) == {"pot": 3}
    assert rendered == []
    common.emit({"pot": 3}, False, rendered.append)
    assert capsys.readouterr().out == ""
    assert rendered == [{"pot": 3}]


@pytest.mark.single_engine  # the test names its files itself
def test_the_ledger_is_db_option_else_booray_db(booray: Run, db_file: Path, tmp_path: Path) -> None:
    assert common.default_db_path().name == "booray.db"  # neither --db nor BOORAY_DB: the user's file
    other = tmp_path / "other.db"
    booray("--db", str(other), "night", "start", "Friday", "--players", "Ann,Bob")
    assert other.exists()
    assert not db_file.exists()
    booray("night", "start", "Thursday", "--players", "Ann,Bob")
    assert db_file.exists()  # BOORAY_DB


def test_piped_output_never_wraps_in_the_middle_of_an_item(booray: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS")  # a pipe: no terminal width at all
    marked_night(booray)
    out = booray("history", "--all").stdout
    assert "corrected renege: Bob; dealt by Cat (named with the hand); turned AS; forced past a rule check" in out
    status = booray("status").stdout
    assert "skipped as dealer for the next turn (corrected a renege in hand 2)" in status  # Bob, a hand ago


def test_booray_db_is_read_in_one_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """``$BOORAY_DB`` is read by ``common.db_from_environment`` and nowhere else in the package:
    unset is None, a value is the ledger, set but empty is refused."""
    import ast

    from booray_ledger.errors import BoorayError

    package = Path(common.__file__).resolve().parents[1]
    readers = sorted(
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if any(
            isinstance(node, ast.Constant) and node.value == "BOORAY_DB"
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        )
    )
    assert readers == ["cli/common.py"]
    monkeypatch.delenv("BOORAY_DB", raising=False)
    assert common.db_from_environment() is None
    monkeypatch.setenv("BOORAY_DB", "/tmp/night.db")
    assert common.db_from_environment() == "/tmp/night.db"
    monkeypatch.setenv("BOORAY_DB", "")
    with pytest.raises(BoorayError) as refused:
        common.db_from_environment()
    assert str(refused.value) == (
        "BOORAY_DB is set but empty; give it a file path or a postgresql:// URL, or unset it for the default file"
    )


def test_a_command_hint_is_in_the_syntax_of_where_the_command_runs(
    db_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """At the terminal a hint names `booray ...`; inside `booray play` the prompt's own form."""
    from booray_ledger import hand
    from booray_ledger.cli.play import cli_runner
    from tests.helpers import friday

    with friday(db_file, "Ann Bob Cat") as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1"]))  # a tie: the pot stays
    for source, hint in (("cli", "`booray night end --pot carry|split|refund`"),
                         ("prompt", "`night end --pot carry|split|refund`")):  # fmt: skip
        assert cli_runner(str(db_file), source)(["settle"]) == 0
        said = [line for line in capsys.readouterr().out.splitlines() if line.startswith("Still on the table")]
        assert said == [f"Still on the table: 3 chips in the pot. End the night with {hint} to settle it."]


def test_history_and_the_rulebook_name_commands_where_they_run(
    db_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The edit mark's legend and the rulebook's topics name `booray ...` at the terminal and
    the bare command inside `booray play`."""
    from booray_ledger import hand
    from booray_ledger.cli.play import cli_runner
    from tests.helpers import friday

    with friday(db_file, "Ann Bob Cat") as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1"]))
        ledger.edit_hand_line(1, "Ann=3 Bob=1 Cat=1")
    for source, prefix in (("cli", "booray "), ("prompt", "")):
        assert cli_runner(str(db_file), source)(["history"]) == 0
        legend = capsys.readouterr().out.splitlines()[-1].split("; ")
        assert f"* replaces an edited hand ({prefix}history --all)" in legend
        assert cli_runner(str(db_file), source)(["rules", "nosuchtopicatall"]) == 1
        closest = capsys.readouterr().out.splitlines()[1]
        assert closest.startswith("Closest topics: ")
        assert closest.count(f"({prefix}rules ") == len(closest.split("; "))


def test_a_second_check_names_the_full_replay_where_it_runs(db_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`booray check --full` at the terminal, `check --full` inside `booray play`."""
    from booray_ledger import hand
    from booray_ledger.cli.play import cli_runner
    from tests.helpers import friday

    with friday(db_file, "Ann Bob Cat") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=1", "Cat=1"]))
    assert cli_runner(str(db_file), "cli")(["check"]) == 0
    capsys.readouterr()
    for source, hint in (("cli", "`booray check --full`"), ("prompt", "`check --full`")):
        assert cli_runner(str(db_file), source)(["check"]) == 0
        summary = capsys.readouterr().out.splitlines()[-1]
        assert (
            summary
            == f"{db_file}: OK, 8 checks passed, 0 hands replayed (1 found right by an earlier check; {hint} replays all)"
        )
