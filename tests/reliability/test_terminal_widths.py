"""The terminal's tables measure text by the cells a terminal gives it (rich's cell width, as
wcwidth counts it: a Malayalam vowel sign or virama takes no cell of its own, an Arabic letter
one, a CJK ideograph two), so a row holding അനു or سندس lines up with the others: every column
rule of every row falls in the same cell."""

from __future__ import annotations

import wcwidth
from rich.cells import cell_len

from tests.conftest import Run

NAMES = ["അനു", "سندس", "കൃഷ്ണൻ", "Батаа", "Siti"]
RULES = "│┃┆┊|"


def rule_cells(line: str) -> list[int]:
    """The cells at which ``line`` has a column rule, counted as the terminal counts them."""
    found, at = [], 0
    for ch in line:
        if ch in RULES:
            found.append(at)
        at += max(wcwidth.wcwidth(ch), 0)
    return found


def rows_line_up(out: str) -> list[list[int]]:
    """The column rules of every row of the table in ``out``; each row's rules where the first's are."""
    rows = [rule_cells(line) for line in out.splitlines() if line[:1] in RULES]
    assert len(rows) >= len(NAMES) + 1, out  # the header and a row for each player
    assert all(row == rows[0] for row in rows), out
    return rows


def test_the_names_take_the_cells_a_terminal_gives_them() -> None:
    """rich and wcwidth agree: അനു is 2 cells (its vowel sign none), കൃഷ്ണൻ 4, سندس 4."""
    assert [cell_len(n) for n in NAMES] == [2, 4, 4, 5, 4]
    assert [wcwidth.wcswidth(n) for n in NAMES] == [cell_len(n) for n in NAMES]


def test_status_and_standings_line_up_with_malayalam_and_sindhi_names(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", ",".join(NAMES))
    booray("hand", "അനു=3", "سندس=1", "കൃഷ്ണൻ=1", "Батаа=0", "Siti=pass")
    status = booray("status").stdout
    rows_line_up(status)
    padded = next(line for line in status.splitlines() if "അനു" in line)
    assert " അനു " + " " * (len("player") - cell_len("അനു")) + "│" in padded  # padded by cells, not characters
    booray("night", "end", "--pot", "split")
    standings = booray("standings").stdout
    rows_line_up(standings)
    assert "سندس" in standings
