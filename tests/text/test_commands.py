"""What the terminal's commands say of their own: the English the scorekeeper reads today, and
each message looked up in the catalog of the language speaking."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.text import commands
from booray_ledger.text.i18n import speaking
from tests.text.tried import tried_catalog


def test_the_board_prints_its_night_and_both_addresses() -> None:
    assert commands.board_started("Fri", "http://tv", "http://keeper") == [
        "booray board: Fri",
        "  Board for everyone:          http://tv",
        "  Scorekeeper (keep it secret): http://keeper",
    ]


def test_the_copy_words_its_tables_and_its_verdict() -> None:
    assert commands.copied("a.db", "b.db") == "Copied a.db to b.db."
    assert list(commands.columns(commands.NIGHT_COLUMNS).values())[3] == "copy balances"
    assert [commands.same(True), commands.same(False)] == ["yes", "NO"]
    assert commands.copy_identical(2) == "The copy is identical: 2 night(s), every balance and pot the same."
    assert commands.copying("hand") == "copying hand"


def test_the_night_end_question_counts_the_chips() -> None:
    assert commands.pot_question(10) == "The pot still holds 10 chips: carry, split or refund?"
    assert commands.pot_question(1) == "The pot still holds 1 chip: carry, split or refund?"
    assert (
        commands.not_a_pot_answer("bogus") == "'bogus' is not a choice: answer carry, split or refund (or give --pot)"
    )


def test_a_failed_output_says_whether_the_change_was_recorded() -> None:
    recorded = commands.output_failed("No space left on device", committed=True)
    assert (
        recorded
        == "could not print the result (No space left on device); the change WAS recorded (see `booray status`)"
    )
    assert (
        commands.output_failed("Broken", committed=False) == "could not print the result (Broken); nothing was changed"
    )


def test_the_demo_says_where_its_night_is() -> None:
    assert commands.demo_night_in("/tmp/d.db", throw_away=True) == "Demo night in throw-away file /tmp/d.db"
    assert commands.demo_night_in("keep.db", throw_away=False) == "Demo night in keep.db"


def test_a_check_stage_is_worded_and_an_unknown_one_kept() -> None:
    assert commands.check_stage("hash chain") == "hash chain"
    assert commands.check_stage("a stage of tomorrow") == "a stage of tomorrow"


def test_every_message_is_looked_up_in_the_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    translations: dict[str | tuple[str, str], str] = {
        "Ctrl-C stops the board.": "Ctrl-C menghentikan papan.",
        "hash chain": "rantai cincang",
        "NO": "TIDAK",
        "copy pot": "periuk salinan",
        "No section mentions '{words}'. See the index: {index}": "Tiada bahagian '{words}'. Indeks: {index}",
        "cannot write '{path}': {reason}; choose another path or free some space": "{path} tidak boleh ditulis: {reason}",
    }
    plurals = {
        ("The pot still holds {n} chip: carry, split or refund?", "The pot still holds {n} chips: carry, split or refund?"):
        "Periuk masih {n} cip?",
    }  # fmt: skip
    with tried_catalog(tmp_path, monkeypatch, translations, plurals=plurals):
        assert commands.board_stops() == "Ctrl-C menghentikan papan."
        assert commands.check_stage("hash chain") == "rantai cincang"
        assert commands.same(False) == "TIDAK"
        assert commands.columns(commands.NIGHT_COLUMNS)["copy pot"] == "periuk salinan"
        assert commands.pot_question(1500) == "Periuk masih 1,500 cip?"
        assert commands.no_section_mentions("cinch", "booray rules") == "Tiada bahagian 'cinch'. Indeks: booray rules"
        assert commands.cannot_write("out.csv", "Permission denied") == "out.csv tidak boleh ditulis: Permission denied"


def test_a_path_is_isolated_in_a_right_to_left_sentence() -> None:
    with speaking("ps"):
        said = commands.export_written("out.csv")
    assert "\u2068out.csv\u2069" in said  # isolated
    assert "Wrote" not in said  # in Pashto


def test_no_english_is_left_in_the_pseudo_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.pseudo import english_left, speaking_pseudo

    with speaking_pseudo(tmp_path, monkeypatch):
        said = [
            commands.empty_ledger_variable(), commands.output_failed("ENOSPC", committed=True),
            commands.split_or_carry(), commands.nothing_to_change(), commands.payment_needs_who_and_chips(),
            commands.cannot_write("out.csv", "EACCES"), commands.pot_question(3), commands.not_a_pot_answer("x"),
            commands.no_section_mentions("cinch", "rules"), *commands.board_started("Fri", "http://v", "http://k"),
            commands.scan_for_keeper(), commands.copied("a", "b"), *commands.columns(commands.NIGHT_COLUMNS).values(),
            commands.same(False), commands.copy_identical(2), commands.demo_night_in("d", throw_away=True),
            commands.export_written("o"), commands.check_stage("replaying hands"), commands.exporting(),
        ]  # fmt: skip
    assert english_left(said, "ENOSPC", "EACCES", "out", "csv", "cinch", "rules", "Fri", "http") == []
