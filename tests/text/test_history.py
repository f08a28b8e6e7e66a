"""A night's history for people: one line per hand with a column per player, fitting 80 and
120 columns with eight players, and the ledger of changes with edits, voids and sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.results import History
from booray_ledger.text import history as shown
from booray_ledger.text.words import no_command
from tests.pseudo import english_left, speaking_pseudo

EIGHT = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
LONG = ["Annabelle", "Bartholomew", "Catherine", "Dominique", "Evangeline", "Ferdinand", "Gwendolyn", "Humphrey"]


def night(db: Path, players: list[str], source: str = "api") -> History:
    """A night of eight with an edit, an undo and a payment: hand 2 edited (so
    hands 3 and 4 re-settled), hand 5 voided and entered again."""
    a, b, c, d, e, f, g, h = players
    with Ledger.open(db, source=source) as ledger:
        ledger.start_night("Friday", players)
        ledger.record_line(f"{a} 3 {b} 2 {c} 0 .")
        ledger.record_line(f"{c} 2 {d} 2 {e} 1 .")
        ledger.record_line(f"{e} 3 {f} 1 {g} 1 {h} 0 . r:{g}")
        ledger.record_line(f"{a} 2 {b} 3 . c:{a} o:{h}")
        ledger.edit_hand_line(2, f"{c} 3 {d} 1")
        ledger.record_line(f"{b} 5 .")
        ledger.void_last_hand()
        ledger.record_line(f"{g} 2 {h} 2 {a} 1 .")
        ledger.record_payment(b, a, 2, night="Friday", force=True)
        return ledger.history(include_voided=True)


@pytest.mark.parametrize("width", [80, 120])
def test_eight_players_fit_the_terminal_one_line_per_hand(db_file: Path, width: int) -> None:
    history = night(db_file, EIGHT)
    lines = shown.grid_lines(history, width)
    assert all(len(line) <= width for line in lines)
    header = lines[0].split()
    assert header == ["#", *EIGHT, "pot"]  # one block: every player side by side
    rows = {line.split()[0]: line.split() for line in lines[1:] if line.split() and line.split()[0][0].isdigit()}
    assert list(rows) == ["1", "2*", "3*", "4*", "5"]  # hands in effect only; edited ones marked
    assert rows["1"] == ["1", "+7WD", "-1", "-9B", "-1P", "-1P", "-1P", "-1P", "-1P", "8"]
    assert rows["5"][7:] == ["-1T", "-1T", "8"]  # Gus and Hal tie: the pot of 8 carries


def test_long_names_wrap_by_columns_never_by_rows(db_file: Path) -> None:
    history = night(db_file, LONG)
    narrow = shown.grid_lines(history, 80)
    wide = shown.grid_lines(history, 120)
    assert all(len(line) <= 80 for line in narrow)
    assert all(len(line) <= 120 for line in wide)
    headers = [line.split() for line in narrow if line.lstrip().startswith("#")]
    assert len(headers) >= 2  # blocks of columns, each with the hand numbers
    assert [name for header in headers for name in header if name not in ("#", "pot")] == LONG
    assert headers[-1][-1] == "pot"
    for header in headers:  # every block lists every hand, on one line each
        start = narrow.index(next(line for line in narrow if line.split() == header))
        numbers = [line.split()[0] for line in narrow[start + 1 : start + 6]]
        assert numbers == ["1", "2*", "3*", "4*", "5"]
    assert len([line for line in wide if line.lstrip().startswith("#")]) < len(headers)


def test_the_legend_names_every_badge_and_mark_used(db_file: Path) -> None:
    lines = shown.grid_lines(night(db_file, EIGHT), 80)
    legend = " ".join(lines[lines.index("") + 1 :])
    for words in ("W won the pot", "B bourré", "R paid for a renege", "C corrected a renege", "O spoke out of turn",
                  "P passed", "D dealt", "T tied for the most tricks", "* replaces an edited hand"):  # fmt: skip
        assert words in legend


def test_every_change_has_its_time_why_source_and_the_hand_it_replaced(db_file: Path) -> None:
    history = night(db_file, EIGHT, source="prompt")
    changes = [(c["entry"], c["why"], c["hand"]) for c in history["changes"]]
    assert changes[:4] == [
        ("hand", "recorded", 1),
        ("hand", "recorded", 2),
        ("hand", "recorded", 3),
        ("hand", "recorded", 4),
    ]
    assert changes[4:9] == [("void", "edit", 4), ("void", "edit", 3), ("void", "edit", 2), ("hand", "edit", 2),
                            ("hand", "resettled", 3)]  # fmt: skip
    assert changes[9] == ("hand", "resettled", 4)
    assert changes[10:] == [("hand", "recorded", 5), ("void", "undo", 5), ("hand", "recorded", 5),
                            ("payment", "payment", None)]  # fmt: skip
    assert {c["source"] for c in history["changes"]} == {"prompt"}
    edit = history["changes"][7]
    first_two = next(h for h in history["hands"] if h["number"] == 2)
    assert edit["replaces"] == {"hand": 2, "recorded_at": first_two["recorded_at"]}
    assert shown.change_text(edit) == f"hand 2 edited, replacing the hand recorded at {first_two['recorded_at'][11:19]}"
    assert shown.change_text(history["changes"][11]) == "hand 5 voided (undo)"


def test_a_night_with_no_hand_in_effect_still_shows_its_grid(tmp_path: Path) -> None:
    with Ledger.open(tmp_path / "empty.db") as ledger:
        ledger.start_night("Friday", ["Ann", "Bob"])
        history = ledger.history()
    assert shown.grid_lines(history, 80)[0].split() == ["#", "pot"]


def test_a_reopen_and_an_end_settled_again_in_the_ledger_of_changes() -> None:
    from booray_ledger.text.history import change_text

    def entry(why: str) -> str:
        return change_text({"at": "", "entry": why, "why": why, "hand": None, "source": None, "replaces": None,
                            "moves": {}})  # fmt: skip

    assert entry("night_reopen") == "night reopened"
    assert entry("pot_void") == "pot's end reversed, to be settled again"
    assert entry("cash_out_void") == "cash-out voided"
    assert entry("something_new") == "something new"


def test_the_edit_mark_names_the_front_ends_command_for_the_edits(db_file: Path) -> None:
    """`booray history --all` at the terminal, `history --all` inside `booray play`, none on the board."""
    from booray_ledger.cli.common import terminal_command
    from booray_ledger.prompt.commands import prompt_command

    history = night(db_file, EIGHT)
    expected = {
        terminal_command: "* replaces an edited hand (booray history --all)",
        prompt_command: "* replaces an edited hand (history --all)",
        no_command: "* replaces an edited hand",
    }
    for hint, said in expected.items():
        legend = shown.grid_lines(history, 1000, hint)[-1].split("; ")
        assert said in legend


def test_in_another_language_no_english_is_left_in_the_history(
    db_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The grid's labels and legend, the ledger of changes and every change in it are messages of
    the catalog: in the pseudo-language only names, the badges' letters, the front end's command
    and the sources' codes are left in Latin letters (and what other wording modules write, like
    a payment's line, their own tests' business)."""
    from booray_ledger.prompt.commands import prompt_command

    monkeypatch.setenv("COLUMNS", "250")
    history = night(db_file, EIGHT)
    entries = ["payment", "void", "buy_in", "carry_in", "pot_carry", "pot_split", "pot_refund", "pot_void",
               "night_reopen", "night_end", "cash_out", "cash_out_void"]  # fmt: skip
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        grid = shown.grid_lines(history, 250, prompt_command)
        shown.changes_table(history)
        table = capsys.readouterr().out
        events = [e["text"] for e in shown.events_of(history)]
        changes = [shown.change_text({"at": "", "entry": w, "why": w, "hand": None, "source": None, "replaces": None,
                                      "moves": {}}) for w in entries]  # fmt: skip
    other = [line for line in grid if any(e in line for e in events)]  # the seat changes and payments
    left = english_left(
        [*[g for g in grid if g not in other], table, *changes], *EIGHT, "Friday", "api", "history", "all"
    )
    assert [word for word in left if not set(word) <= set(shown.BADGES)] == []  # a cell's badges: +7WD
    assert len(grid) > 5
    assert len(set(changes)) == len(entries)
