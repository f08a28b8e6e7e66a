"""A night in people's words (`booray night show`) and the balance charts: plain sentences, no
machine words, a marker and a label for every line, whole-chip ticks, no colour off a terminal."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.text.nightpage import MARKERS, whole_chip_ticks
from tests.conftest import Run


def tie_night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25")
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0")  # a tie: the pot holds 8


def test_night_show_prints_peoples_words(booray: Run) -> None:
    tie_night(booray)
    booray("seat", "out", "Cat")
    page = booray("night", "show").stdout
    assert "Started " in page
    assert "still open; Bob deals next." in page
    assert "Seats, clockwise: Ann, Bob, Cat, Dan (Cat sitting out)." in page
    assert "1 hand played; 8 chips in the pot; 1 chip = $0.25." in page
    assert "tie exempts: yes" in page
    assert "pot limit: none" in page
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


def test_night_show_isolates_each_name_so_none_reorders_the_line(db_file: Path) -> None:
    from booray_ledger import Ledger
    from booray_ledger.text import i18n
    from booray_ledger.text.nightpage import opening, seats_line

    fsi, pdi = i18n.FSI, i18n.PDI
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Батаа", "علي", "سندس"])
        ledger.seat("out", "سندس")
        data = ledger.night("Friday")
    assert seats_line(data) == f"Seats, clockwise: Батаа, {fsi}علي{pdi}, {fsi}سندس{pdi} ({fsi}سندس{pdi} sitting out)."
    assert opening(data).endswith(f"; still open; {data['dealer']} deals next.")
    with i18n.speaking("ps"):  # a right-to-left language isolates every name
        assert f"{fsi}Батаа{pdi}" in seats_line(data)
