"""An error in words: the library's message plus the name meant."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import BoorayError, NameKind, UnknownName
from booray_ledger.prompt.commands import prompt_command
from booray_ledger.text.errors import explain


def test_an_unknown_name_gets_the_name_meant() -> None:
    exc = UnknownName(word="Bbo", known=["Ann", "Bob"], what=NameKind.SEATED)
    assert explain(exc) == "'Bbo' is not seated at this table; did you mean Bob?"


def test_an_unknown_name_with_nothing_close_lists_the_seats() -> None:
    exc = UnknownName(word="Zed", known=["Ann", "Bob"], what=NameKind.SEATED)
    assert explain(exc) == "'Zed' is not seated at this table; seated: Ann, Bob"


def test_an_unknown_night_lists_the_nights() -> None:
    exc = UnknownName(word="Zed", known=["Fri"], what=NameKind.NIGHT)
    assert explain(exc) == "'Zed' is not a night in this database; known: Fri"


def test_any_other_error_is_its_message() -> None:
    assert explain(BoorayError("the pot is empty")) == "the pot is empty"


def test_a_player_sitting_out_is_named_with_how_to_deal_them_back_in(db_file: Path) -> None:
    from booray_ledger import Ledger
    from booray_ledger.rules.hand_input import parse_line

    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.seat("out", "Dan")
        view = ledger.table()
    dealt_in = [p for p in view["seats"] if p not in view["sitting_out"]]
    for line in ("an 2 bo 3 dan 0 .", "a2 b3 d0 ."):
        try:
            parse_line(line, dealt_in, view["seats"])
        except UnknownName as exc:
            out = "Dan is sitting out; leave Dan out of the hand"
            assert explain(exc, prompt_command) == f"{out} or run `seat in Dan`"
            assert explain(exc, terminal_command) == f"{out} or run `booray seat in Dan`"
            assert explain(exc) == out  # the board has no commands to name
        else:
            raise AssertionError(f"{line!r} was read")
    try:
        parse_line("an 2 bbo2 .", dealt_in, view["seats"])
    except UnknownName as exc:
        assert explain(exc).endswith("did you mean Bob?")  # a glued typo, not a sitting-out player


@pytest.mark.slow  # several console-script processes
def test_each_front_end_names_the_fix_in_its_own_syntax(db_file: Path) -> None:
    """Issue 18: the library's refusal is plain; the command that gets past it is added by the
    front end: `booray seat in Dan` at the terminal, `seat in Dan` inside `booray play`, and none
    on the board, which has no commands. The same refusal, the same words otherwise."""
    from starlette.testclient import TestClient

    from booray_ledger import Ledger
    from booray_ledger.web.site import create_app
    from tests.prompt.test_piped import play
    from tests.reliability.scripts import run_booray
    from tests.web.conftest import KEY, LOCAL

    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.seat("out", "Dan")
    line = "Ann=3 Bob=2 Cat=0 Dan=pass"
    refused = "Dan is sitting out; leave Dan out of the hand"
    terminal = run_booray(db_file, "hand", *line.split())
    assert terminal.returncode == 2
    assert terminal.stderr.strip() == f"booray: {refused} or run `booray seat in Dan`"
    prompt = play(db_file, line + "\n")
    assert prompt.returncode == 1
    assert prompt.stderr.strip().splitlines() == [f"booray: {refused} or run `seat in Dan`"]
    with TestClient(create_app(db_file, "Fri", KEY), base_url=LOCAL) as board:
        answer = board.post("/api/hand", params={"key": KEY}, json={"line": line})
    assert answer.status_code == 400
    assert answer.json() == {"error": refused}
    with Ledger.open(db_file) as ledger:
        assert ledger.status()["hands"] == 0


def test_every_fix_is_worded_for_a_front_end_with_commands_and_left_out_on_the_board() -> None:
    """Every kind of fix has its words in the wording package (a new kind without them fails
    here, not in front of a user), and none of them is shown where there are no commands."""
    from booray_ledger.errors import Fix
    from booray_ledger.text.errors import fix_words

    data = {"player": "Dan", "chips": 5, "night": "Fri", "later": "Sun", "nights": ["Fri", "Sun"],
            "buys": [("Dan", 5)], "value": "4.5"}  # fmt: skip
    for fix in Fix:
        worded = fix_words(fix, data, terminal_command)
        assert worded.startswith((";", ":", ",", " ", ".")), (fix, worded)
        assert "booray " in worded or "--" in worded, (fix, worded)
        assert "{" not in worded, (fix, worded)
        assert fix_words(fix, data, prompt_command).replace("booray ", "") == worded.replace("booray ", "")
        assert explain(BoorayError("refused", fix=fix, **data)) == "refused"
