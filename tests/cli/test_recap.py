"""`booray recap` through the real console script: the text to paste, --json, which night, and
--image writing the card beside the text."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import assert_refused, uncovered_letter
from tests.reliability.scripts import run_booray

FRIDAY = (
    ["night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan", "--chip-value", "0.25"],
    ["hand", "Ann=3", "Bob=2", "Cat=0", "Dan=pass"],  # Cat bourré
    ["hand", "Ann=2", "Bob=3", "Cat=0", "Dan=0"],  # Cat and Dan bourré
    ["hand", "Ann=5", "Bob=pass", "Cat=pass", "Dan=0"],  # Ann takes 16, Dan bourré
    ["cashout", "Cat"],
    ["night", "end", "--pot", "split"],
)


def play(db: Path, *commands: list[str]) -> None:
    """The commands run in this process, as ``booray play`` runs them (the recap itself is run
    through the console script by each test)."""
    from booray_ledger.cli.play import cli_runner

    run = cli_runner(str(db))
    for args in commands:
        assert run(list(args)) == 0, args


@pytest.mark.slow  # several console-script processes
def test_the_recap_of_the_night_that_ended_last_is_plain_text_to_paste(tmp_path: Path) -> None:
    db = tmp_path / "fri.db"
    play(db, *FRIDAY)
    done = run_booray(db, "recap")
    assert done.returncode == 0
    assert done.stderr == ""
    assert done.stdout == (
        "Fri is over: Ann wins with +22 chips (+$5.50).\n"
        "3 hands, 1 chip = $0.25.\n\n"
        "Nets:\nAnn +22 chips (+$5.50)\nBob +9 chips (+$2.25)\nCat -12 chips (-$3.00)\nDan -19 chips (-$4.75)\n\n"
        "Settle up:\nDan pays Ann 19 chips ($4.75)\nThe bank pays Ann 3 chips ($0.75)\n"
        "The bank pays Bob 9 chips ($2.25)\nCat has paid the bank 12 chips ($3.00)\n\n"
        "Biggest pot: 16 chips ($4.00), won by Ann in hand 3.\n"
        "Bourrés: Cat in hands 1 and 2, Dan in hands 2 and 3.\n"
    )
    settle = json.loads(run_booray(db, "settle", "--json").stdout)
    data = json.loads(run_booray(db, "recap", "--json").stdout)
    assert data["payments"] == settle["transfers"]
    assert data["night"] == "Fri"
    assert data["ended"] is True


@pytest.mark.slow  # several console-script processes
def test_the_current_night_comes_first_and_night_names_another(tmp_path: Path) -> None:
    db = tmp_path / "two.db"
    play(db, *FRIDAY, ["night", "start", "Sat", "--players", "Ann,Bob"], ["hand", "Ann=3", "Bob=2"])
    assert run_booray(db, "recap").stdout.startswith("Sat so far: Ann leads with +1 chip (+$1.00).\n")
    assert run_booray(db, "recap", "--night", "fri").stdout.startswith("Fri is over: Ann wins")


@pytest.mark.slow  # Pillow imported and a PNG drawn in a fresh console-script process
def test_image_writes_the_card_and_prints_the_same_text(tmp_path: Path) -> None:
    db = tmp_path / "fri.db"
    play(db, *FRIDAY)
    card = tmp_path / "fri.png"
    done = run_booray(db, "recap", "--image", str(card))
    assert done.returncode == 0
    assert done.stdout == run_booray(db, "recap").stdout
    assert done.stderr == f"Wrote the recap card to {card}.\n"
    assert card.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow  # a PNG drawn in a console-script process
def test_letters_no_font_has_are_left_out_of_the_card_and_said_in_one_line(tmp_path: Path) -> None:
    """A name in a script no installed font has (Tangsa: not in Debian's fonts-noto-core): the
    card is still written, and one line on stderr names the script and the package."""
    from booray_ledger.text.fonts import script_name

    name = uncovered_letter() * 2
    db = tmp_path / "fri.db"
    play(db, ["night", "start", "Fri", "--players", f"Ann,Bob,{name}"], ["hand", "Ann=3", "Bob=2", f"{name}=0"])
    card = tmp_path / "fri.png"
    done = run_booray(db, "recap", "--image", str(card))
    assert done.returncode == 0
    assert done.stderr == (
        f"booray: the recap card leaves out the {script_name(name[0])} letters: no font on this machine has them; "
        f"install one (Debian: fonts-noto-core)\nWrote the recap card to {card}.\n"
    )
    assert card.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert name in done.stdout  # the text keeps the name whole


def test_bad_input_is_one_line_and_nothing_is_written(tmp_path: Path) -> None:
    db = tmp_path / "fri.db"
    play(db, *FRIDAY)
    before = db.read_bytes()
    assert_refused(db, before, ["recap", "--night", "Sunday"], 2, "'Sunday' is not a night in this database")
    assert_refused(db, before, ["recap", "--image", str(tmp_path / "fri.gif")], 2,
                   f"--image {tmp_path / 'fri.gif'}: give a file ending in .png or .svg")  # fmt: skip
    assert not (tmp_path / "fri.gif").exists()


@pytest.mark.slow  # fresh interpreters, imports traced
def test_pillow_is_imported_only_to_draw_a_card(tmp_path: Path) -> None:
    """Start-up: no command but `recap --image` pays for Pillow (`--help` and the text recap
    included)."""
    db = tmp_path / "fri.db"
    play(db, *FRIDAY)

    def plotting_after(args: list[str]) -> list[str]:
        code = (
            "import sys\nfrom booray_ledger.cli.main import app\n"
            f"try:\n    app({['--db', str(db), *args]!r})\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('matplotlib', 'PIL', 'numpy')))\n"
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        return list(ast.literal_eval(out.strip().splitlines()[-1]))

    assert plotting_after(["--help"]) == []
    assert plotting_after(["recap"]) == []
    assert plotting_after(["recap", "--help"]) == []
    assert "PIL" in plotting_after(["recap", "--image", str(tmp_path / "c.svg")])  # the check can tell


def test_a_chip_value_changed_with_night_set_is_the_recaps_money(tmp_path: Path) -> None:
    """`night set --chip-value` applies to the whole night: the recap's money, as settle's."""
    db = tmp_path / "fri.db"
    play(db, *FRIDAY[:2], ["night", "set", "--chip-value", "0.50"])
    data = json.loads(run_booray(db, "recap", "--json").stdout)
    settle = json.loads(run_booray(db, "settle", "--json").stdout)
    assert data["chip_value"] == settle["chip_value"]
    assert data["payments"] == settle["transfers"]
    assert {n["player"]: n["amount"] for n in data["nets"]} == {
        "Ann": "1.50",
        "Bob": "-0.50",
        "Cat": "-2.50",
        "Dan": "-0.50",
    }
