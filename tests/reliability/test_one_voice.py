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
from typing import Any

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
from booray_ledger.text.recap import payment_line
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
        elif out and draw(st.booleans()):  # type: ignore[arg-type]
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
    """Each player's balance row on the board, as its HTML."""
    found = re.findall(r'<li class="player[^"]*" data-player="([^"]+)">(.*?)</li>', page, flags=re.S)
    return {html.unescape(name): body for name, body in found}


def span(row: str, kind: str) -> str | None:
    """The text of the row's ``<span class="kind">``, or None when it has none."""
    found = re.search(rf'<span class="{kind}">(.*?)</span>', row, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip() if found else None


def prompt_header(db: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    capsys.readouterr()
    with Ledger.open(db) as ledger:
        LiveTable(ledger, "Friday").refresh()
    return capsys.readouterr().out.splitlines()


def items(lines: list[str], first: str) -> list[str]:
    """The parts of the one line starting with ``first``, split where it joins them (``; ``)."""
    (line,) = [line.strip() for line in lines if line.strip().startswith(first)]
    return line.split("; ")


def check_the_table(db: Path, view: TableView, capsys: pytest.CaptureFixture[str]) -> None:
    """Every player's ante reason and lost turn to deal, the dealer and why, and the last hand's
    headline: the same words in `booray status`, `status --json` worded by the package, the
    prompt's header and the board's HTML."""
    status = booray(db, "status")
    report = json.loads(booray(db, "status", "--json"))
    header = prompt_header(db, capsys)
    with TestClient(create_app(db, "Friday", KEY), base_url="http://127.0.0.1") as client:
        page = client.get("/board").text
    board = board_rows(page)
    assert sorted(board) == sorted(view["status"]["balances"])
    for name in view["status"]["balances"]:
        check_the_player(name, view, report, status, board[name])
    seated = [p for p in view["seats"] if reasons.ante_note(p, view)]
    assert items(header, "Antes next:")[1:] == [f"{p} {reasons.ante_note(p, view)}" for p in seated]
    skipped = [p for p in dict.fromkeys(view["lost_deals"]) if reasons.lost_deal_note(p, view)]
    if view["status"]["dealer"] is not None:
        dealer = f"{view['status']['dealer']} deals next ({reasons.dealer_why(view)})"
        assert items(header, dealer) == [dealer, *(f"{p} {reasons.lost_deal_note(p, view)}" for p in skipped)]
        assert reasons.dealer_why(view) in html.unescape(page)
    check_the_last_hand(view, header, page)


def check_the_player(name: str, view: TableView, report: dict[str, Any], status: str, row: str) -> None:
    """One player's reasons: the status table's notes, the JSON's facts worded, the board's row."""
    notes = reasons.player_notes(name, view)
    if name in view["seats"]:
        cells = [c.strip() for c in row_of(status, name).split("│")[1:-1]]
        assert cells[-1] == ", ".join(notes)
        assert cells[-2] == str(view["status"]["antes_due"].get(name, 0))
    ante, lost = reasons.ante_note(name, view), reasons.lost_deal_note(name, view)
    due = view["status"]["antes_due"].get(name)
    assert span(row, "ante") == f"ante {due if due is not None else '–'}" + (f" · {ante}" if ante else "")
    assert span(row, "lost") == (lost or None)
    if name in report["exempt_why"] and ante.startswith("owes no ante"):
        assert ante == f"owes no ante: {reasons.exempt(report['exempt_why'][name])}"
    if name in report["lost_deal_why"] and lost:
        assert f"({reasons.lost_deal(report['lost_deal_why'][name])})" in lost


def check_the_last_hand(view: TableView, header: list[str], page: str) -> None:
    """The last hand's headline in the prompt's header and on the board: one headline."""
    h = view["last_hand"]
    if h is None:
        return
    (line,) = [x.strip() for x in header if x.startswith(f"Last hand {h['number']} (dealt by {h['dealer']}; ")]
    assert line.endswith(f"): {headline(h)}."), line
    shown = re.findall(r'<p class="headline">(.*?)</p>', page, flags=re.S)
    assert html.unescape(shown[0]) == headline(h) + (" (forced)" if h["forced"] else "")


def check_the_settle_up(db: Path) -> None:
    """Every player's net in money and every payment's money: the same strings in `booray settle`,
    `settle --json` worded by the package and the board's recap of the ended night."""
    with Ledger.open(db) as ledger:
        ledger.end_night("split")
        settle = ledger.settle_up(night="Friday")
    shown = booray(db, "settle", "--night", "Friday")
    report = json.loads(booray(db, "settle", "--night", "Friday", "--json"))
    assert report == json.loads(json.dumps(settle))
    with TestClient(create_app(db, "Friday", KEY), base_url="http://127.0.0.1") as client:
        page = client.get("/board").text
    cur = settle["currency"]
    assert words.chip_value(settle["chip_value"], cur) in shown
    assert words.chip_value(settle["chip_value"], cur) in html.unescape(page)
    payments, balances = shown.split("Balances, after the payments already made")
    board = board_rows(page)
    for name in settle["balances"]:
        net = words.money(report["money"][name], cur, signed=True)
        assert row_of(balances, name).split("│")[3].strip() == net, (name, row_of(balances, name))
        assert span(board[name], "net-money") == net, (name, board[name])
    rows = [[c.strip() for c in line.split("│")[1:-1]] for line in payments.splitlines() if "│" in line]
    assert rows == [[t["from"], t["to"], str(t["chips"]), words.money(t["amount"], cur)] for t in report["transfers"]]
    shown_on_board = re.findall(r'<li class="payment">(.*?)</li>', page, flags=re.S)
    assert [html.unescape(x) for x in shown_on_board] == [payment_line(t, cur) for t in report["transfers"]]


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
