"""One voice: for random nights, every front end says the same thing about every player.

For each player the reasons (why they owe no ante, why they are skipped as dealer, why the dealer
deals), the headlines of the hands and the money of the settle-up are made by the wording package
from the API's values; this checks that ``booray status``, ``status --json`` worded by the
package, the live prompt's header and the board's HTML all show exactly those words.
"""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient
from typer.testing import CliRunner

from booray_ledger import Ledger
from booray_ledger.cli.main import app
from booray_ledger.errors import BoorayError
from booray_ledger.prompt.commands import LiveTable
from booray_ledger.results import TableView
from booray_ledger.rules.seating import Table
from booray_ledger.text import reasons, words
from booray_ledger.text.headlines import headline
from booray_ledger.web.site import create_app
from tests.strategies import examples, hands, house_rules

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
KEY = "one-voice-key-0001"

pytestmark = pytest.mark.slow


def booray(db: Path, *args: str) -> str:
    result = CliRunner().invoke(app, ["--db", str(db), *args])
    assert result.exit_code == 0, (args, result.stderr, result.exception)
    return result.stdout


@st.composite
def nights(draw: st.DrawFn) -> list[tuple[str, object]]:
    """A night as steps: hands (valid by construction, forced past the rule checks) and seat
    changes between them."""
    rules = draw(house_rules())
    seats, out = list(PLAYERS[: draw(st.integers(3, 5))]), set[str]()
    steps: list[tuple[str, object]] = [("rules", rules)]
    for _ in range(draw(st.integers(1, 6))):
        if draw(st.integers(0, 4)) == 0 and len(seats) - len(out) > 2:
            who = draw(st.sampled_from([p for p in seats if p not in out]))
            out.add(who)
            steps.append(("out", who))
        elif out and draw(st.booleans()):
            who = out.pop()
            steps.append(("in", who))
        table = Table(tuple(seats), frozenset(out))
        steps.append(("hand", dataclasses.replace(draw(hands(table, rules)), force=True)))
    return steps


def play(db: Path, steps: list[tuple[str, object]]) -> None:
    with Ledger.open(db) as ledger:
        ledger.start_night("Friday", PLAYERS[:5], steps[0][1], chip_value="0.25")  # type: ignore[arg-type]
        for kind, value in steps[1:]:
            try:
                if kind == "hand":
                    ledger.record_hand(value)  # type: ignore[arg-type]
                else:
                    ledger.seat(kind, str(value))
            except BoorayError:
                pass  # a hand the rules refuse even forced: the night goes on without it


def row_of(text: str, name: str) -> str:
    """The line of the status table that belongs to ``name``."""
    return next(line for line in text.splitlines() if re.search(rf"│\s*{name}\s*│", line))


def board_rows(page: str) -> dict[str, str]:
    """Each player's balance row on the board, as plain text."""
    found = re.findall(r'<li class="player[^"]*" data-player="([^"]+)">(.*?)</li>', page, flags=re.S)
    return {html.unescape(name): html.unescape(re.sub(r"<[^>]+>", " ", body)) for name, body in found}


def prompt_header(db: Path, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    with Ledger.open(db) as ledger:
        LiveTable(ledger, "Friday").refresh()
    return capsys.readouterr().out


def check_the_table(db: Path, view: TableView, capsys: pytest.CaptureFixture[str]) -> None:
    status = booray(db, "status")
    report = json.loads(booray(db, "status", "--json"))
    header = prompt_header(db, capsys)
    with TestClient(create_app(db, "Friday", KEY), base_url="http://127.0.0.1") as client:
        board = board_rows(client.get("/board").text)
        page = html.unescape(client.get("/board").text)
    for name in view["status"]["balances"]:
        notes = reasons.player_notes(name, view)
        if name in view["seats"]:
            assert row_of(status, name).split("│")[-2].strip() == ", ".join(notes)
        ante, lost = reasons.ante_note(name, view), reasons.lost_deal_note(name, view)
        for note in (ante, lost):
            assert not note or note in board[name], (name, note, board[name])
            assert not note or f"{name} {note}" in header or name not in view["seats"], (name, note, header)
        if name in report["exempt_why"] and ante.startswith("owes no ante"):
            assert ante == f"owes no ante: {reasons.exempt(report['exempt_why'][name])}"
        if name in report["lost_deal_why"] and lost:
            assert f"({reasons.lost_deal(report['lost_deal_why'][name])})" in lost
    if view["status"]["dealer"] is not None:
        assert f"{view['status']['dealer']} deals next ({reasons.dealer_why(view)})" in header
        assert reasons.dealer_why(view) in page
    if view["last_hand"] is not None:
        assert f"{headline(view['last_hand'])}." in header
        assert headline(view["last_hand"]) in page


def check_the_settle_up(db: Path) -> None:
    with Ledger.open(db) as ledger:
        ledger.end_night("split")
        settle = ledger.settle_up(night="Friday")
    shown = booray(db, "settle", "--night", "Friday")
    with TestClient(create_app(db, "Friday", KEY), base_url="http://127.0.0.1") as client:
        page = html.unescape(client.get("/board").text)
    assert words.chip_value(settle["chip_value"], settle["currency"]) in shown
    assert words.chip_value(settle["chip_value"], settle["currency"]) in page
    for t in settle["transfers"]:
        amount = words.money(t["amount"], settle["currency"])
        assert amount in shown
        assert f"({amount})" in page


@pytest.mark.slow  # hypothesis: whole random nights through every front end
@settings(max_examples=examples(0.25), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=nights())
def test_every_front_end_words_each_player_alike(
    tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str], steps: list[tuple[str, object]]
) -> None:
    db = tmp_path_factory.mktemp("voice") / "night.db"
    play(db, steps)
    with Ledger.open(db) as ledger:
        view = ledger.table("Friday")
        history = ledger.history("Friday")
    check_the_table(db, view, capsys)
    assert history["night"] == "Friday"
    check_the_settle_up(db)
