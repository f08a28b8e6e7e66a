"""`night end` at a terminal, `night show` in people's words, charts readable without colour,
and the rulebook's misdeal and leaving sections with house conventions marked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from booray_ledger.cli.nightpage import MARKERS, whole_chip_ticks
from tests.conftest import Run


def tie_night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25")
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0")  # a tie: the pot holds 8


@pytest.mark.single_engine  # it compares the SQLite file's bytes before and after
def test_night_end_at_a_terminal_refuses_an_unknown_answer_naming_the_choices(booray: Run, db_file: Path) -> None:
    tie_night(booray)
    before = db_file.read_bytes()
    main, child = os.openpty()  # a real terminal on stdin, so the command asks
    env = {**os.environ, "BOORAY_DB": str(db_file)}
    done = subprocess.Popen([sys.executable, "-m", "booray_ledger", "night", "end"], stdin=child,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)  # fmt: skip
    os.write(main, b"bogus\n")
    _out, err = done.communicate(timeout=60)
    os.close(main)
    os.close(child)
    assert done.returncode == 2
    assert err.strip() == "booray: 'bogus' is not a choice: answer carry, split or refund (or give --pot)"
    assert db_file.read_bytes() == before


def test_night_show_prints_peoples_words(booray: Run) -> None:
    tie_night(booray)
    booray("seat", "out", "Cat")
    page = booray("night", "show").stdout
    assert "Started " in page and "still open; Bob deals next." in page
    assert "Seats, clockwise: Ann, Bob, Cat, Dan (Cat sitting out)." in page
    assert "1 hand played; 8 chips in the pot; 1 chip is worth $0.25." in page
    assert "tie exempts: yes" in page and "pot limit: none" in page
    for machine in ("started_at", "['", "True", "False", "None", "pot_at_end", "T1", "T2"):
        assert machine not in page.split("Balances over")[0], machine
    booray("night", "end", "--pot", "split")
    assert "the pot split among everyone seated" in booray("night", "show", "Friday").stdout


def test_charts_mark_and_label_every_line_and_tick_whole_chips(booray: Run) -> None:
    tie_night(booray)
    booray("hand", "Ann=3", "Bob=2", "Cat=pass", "Dan=pass")
    chart = booray("night", "show").stdout.split("Balances over")[1]
    for marker, name in zip(MARKERS, ("Ann", "Bob", "Cat", "Dan"), strict=False):
        assert f"{marker} {name}" in chart
    assert "\x1b[" not in chart  # no colour codes when not a terminal
    assert whole_chip_ticks([-9, 0, 3]) == [-10, -8, -6, -4, -2, 0, 2, 4]
    assert whole_chip_ticks([0, 1]) == [0, 1]
    assert all(isinstance(t, int) for t in whole_chip_ticks([-1, 250]))
