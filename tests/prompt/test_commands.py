"""What each line typed at the live table does (LiveTable.do), without a terminal."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.api.book import Ledger
from booray_ledger.cli.main import COMMANDS
from booray_ledger.cli.play import cli_runner
from booray_ledger.prompt.commands import LiveTable


def table(db: Path, night: str | None = None) -> LiveTable:
    return LiveTable(Ledger.open(db, keep_open=True), night, cli_runner(str(db)), list(COMMANDS))


def test_blank_lines_and_comments_do_nothing_and_quit_leaves(night: Path) -> None:
    live = table(night)
    assert live.do("").ok
    assert live.do("# a note").ok
    assert live.do("quit").quit
    assert live.do("EXIT").quit
    assert live.ledger.status()["hands"] == 0


def test_the_booray_hand_syntax_works_with_or_without_the_hand_word(night: Path) -> None:
    live = table(night)
    assert live.do("hand Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass --renege Bob").ok
    assert live.do("Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass").ok
    assert live.do("hand void").ok  # the single-shot sub-command
    assert live.ledger.status()["hands"] == 1


def test_refused_lines_say_why_in_one_line_and_write_nothing(night: Path, capsys: pytest.CaptureFixture[str]) -> None:
    live = table(night)
    for line, message in [
        ("play", "play does not run inside play"),
        ("undo now", "undo takes nothing after it"),
        ("edit x a 2", "edit needs the hand number first"),
        ("edit 1 a 2", "there is no hand 1 in this night (no hands yet)"),
        ("undo", "there is no hand to undo"),
        ('a 2 "b', "cannot read the line"),
    ]:
        assert not live.do(line).ok
        assert message in capsys.readouterr().err
    assert live.ledger.status()["hands"] == 0


def test_a_table_opened_on_a_named_night_passes_it_to_the_commands(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Thu", ["Ann", "Bob"])
        ledger.start_night("Fri", ["Cat", "Dan"])
    live = table(db_file, "Thu")
    assert live.do("seat add Eve").ok
    assert live.do("a2 b3 e0").ok
    assert "Eve" in live.ledger.table("Thu")["seats"]
    assert "Eve" not in live.ledger.table("Fri")["seats"]


def test_recap_at_the_table_is_of_the_tables_night(db_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Thu", ["Ann", "Bob"])
        ledger.start_night("Fri", ["Cat", "Dan"])  # the current night
    live = table(db_file, "Thu")
    assert live.do("a3 b2").ok
    capsys.readouterr()
    assert live.do("recap").ok
    assert capsys.readouterr().out.startswith("Thu so far: Ann leads with +1 chip (+$1.00).\n")


def test_the_table_holds_its_night_until_a_night_command_here_moves_it(night: Path) -> None:
    live = table(night)
    live.follow_current = True
    live.refresh()
    with Ledger.open(night) as other:
        other.start_night("Saturday", ["Zed", "Yan"])  # another terminal: Saturday is current now
    assert live.do("a2 b3 c0 .").ok
    assert live.ledger.status("Friday")["hands"] == 1
    assert live.ledger.status("Saturday")["hands"] == 0
    assert live.do("night use Saturday").ok
    live.refresh()
    assert live.night == "Saturday"
    assert live.do("z2 y3").ok
    assert live.ledger.status("Saturday")["hands"] == 1


def test_the_same_hand_entered_at_two_terminals_is_recorded_once(
    night: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    live = table(night)
    live.refresh()  # the prompt appears (hand 1 is next); meanwhile another terminal records it
    with Ledger.open(night) as other:
        other.record_line("b3 c0 a2 .")  # the same hand, its words in another order
    assert not live.do("an 2 bo 3 c 0 .").ok
    assert "entered twice" in capsys.readouterr().err
    assert live.ledger.status()["hands"] == 1
    live.refresh()
    assert live.do("an 2 bo 3 c 0 .").ok  # typed again after seeing it: a new hand


def test_a_line_over_the_limit_is_refused_whole(night: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from booray_ledger.api.book import MAX_LINE

    live = table(night)
    line = "Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass" + " " * MAX_LINE + "--renege Bob"
    assert not live.do(line).ok
    assert capsys.readouterr().err == (
        f"booray: the line is {len(line):,} characters long; a line may be at most {MAX_LINE:,}: "
        "nothing was recorded, write the names shorter (a unique start of each name will do)\n"
    )
    assert live.ledger.status()["hands"] == 0


def test_question_mark_and_a_hand_shows_what_it_would_do_and_records_nothing(
    night: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    live = table(night)
    capsys.readouterr()
    before = night.read_bytes()
    assert live.do("? a3 b2 c0 .").ok
    shown = capsys.readouterr().out
    assert night.read_bytes() == before
    assert live.ledger.status()["hands"] == 0
    assert shown.splitlines()[0] == "Dry run: nothing was recorded. Recorded now, this hand would do:"
    assert live.do("a3 b2 c0 .").ok
    assert capsys.readouterr().out.splitlines() == shown.splitlines()[1:]


def test_question_mark_and_a_question_asks_the_rulebook(night: Path, capsys: pytest.CaptureFixture[str]) -> None:
    live = table(night)
    capsys.readouterr()
    assert live.do("? what if everybody folds").ok
    lines = capsys.readouterr().out.splitlines()
    assert lines[2] == "Everyone passes   (rules all-pass)"  # the prompt's own form of the command
    assert lines[-1] == (
        "See also:  Simultaneous declaration (rules simultaneous); Example: everyone passes (rules example-all-pass)"
    )
    assert live.do("? what if Ann and Bob tie").ok  # the table's names are not words of the question
    assert "Ties and split pots   (rules ties)" in capsys.readouterr().out.splitlines()
    assert live.do("?").ok
    assert "? LINE" in capsys.readouterr().out


def test_a_question_at_the_live_table_is_answered_from_the_book_of_the_language_spoken(
    night: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from booray_ledger.rules import rulebook
    from booray_ledger.text import i18n

    live = table(night)
    capsys.readouterr()
    with i18n.speaking("ms"):
        assert live.do("? apa berlaku jika seri").ok
    out = capsys.readouterr().out
    assert f"{rulebook.book('ms').section('ties').title}   (rules ties)" in out
    assert rulebook.section("ties").title not in out
