"""Exports: CSV (safe from formula injection), JSON, and an hledger journal checked by hledger."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
from decimal import Decimal
from pathlib import Path

import pytest

from booray_ledger.ledger.read.exporters import escape_cell
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.reliability.scripts import run_booray


def night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,@Zed,+Bob,Cat")
    booray("hand", "Ann=3", "@Zed=2", "+Bob=0", "Cat=pass")
    booray("hand", "Ann=2", "@Zed=2", "+Bob=1", "Cat=0")
    booray("hand", "void")
    booray("hand", "Ann=1", "@Zed=3", "+Bob=1", "Cat=0")


def test_csv_escapes_text_that_looks_like_a_formula_and_keeps_numbers(booray: Run) -> None:
    night(booray)
    rows = list(csv.DictReader(io.StringIO(booray("export", "--format", "csv").stdout)))
    players = {r["player"] for r in rows}
    assert "'@Zed" in players
    assert "'+Bob" in players
    assert "@Zed" not in players
    assert any(r["chips"].startswith("-") for r in rows)  # numbers stay numbers
    assert all(r["chips"].lstrip("-").isdigit() for r in rows)
    assert escape_cell("=1+2") == "'=1+2"
    assert escape_cell(-5) == -5
    assert escape_cell("Ann") == "Ann"


def test_json_export_has_every_hand_and_movement(booray: Run) -> None:
    night(booray)
    data = json.loads(booray("export", "--format", "json").stdout)
    hands = data["nights"][0]["hands"]
    assert [h["voided"] for h in hands] == [False, True, False]
    assert sum(m["chips"] for m in data["nights"][0]["movements"]) == 0


HLEDGER = shutil.which("hledger")


@pytest.mark.skipif(
    HLEDGER is None and not os.environ.get("CI"),
    reason="hledger is not installed (Debian: apt-get install hledger); CI installs it and always runs this test",
)
def test_hledger_journal_balances_and_agrees_with_our_balances(booray: Run, tmp_path: Path) -> None:
    assert HLEDGER, "hledger is needed in CI (Debian package hledger; .ci/run installs it)"
    night(booray)
    journal = tmp_path / "night.journal"
    booray("export", "--format", "hledger", "--night", "Friday", "-o", str(journal))
    out = subprocess.run(
        ["hledger", "-f", str(journal), "balance", "-O", "csv", "--no-total"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    theirs = {row["account"]: int(row["balance"].split()[0]) for row in csv.DictReader(io.StringIO(out))}
    status = json.loads(booray("status", "--json").stdout)
    ours = {f"players:{p}": c for p, c in status["balances"].items() if c}
    if status["pot"]:
        ours["pot:Friday"] = status["pot"]
    assert theirs == ours


@pytest.mark.skipif(
    HLEDGER is None and not os.environ.get("CI"),
    reason="hledger is not installed (Debian: apt-get install hledger); CI installs it and always runs this test",
)
def test_hledger_journal_of_table_stakes_has_the_bank(booray: Run, tmp_path: Path) -> None:
    """Under table stakes players:NAME is the stack and bank:NAME what was bought: together, the
    balance `booray status` shows."""
    assert HLEDGER, "hledger is needed in CI (Debian package hledger; .ci/run installs it)"
    booray(
        "night", "start", "Sat", "--players", "Ann,Bob,Cat", "--stakes", "table", "--buy-in", "5", "--cover", "all_in"
    )
    booray("hand", "Ann=3", "Bob=2", "Cat=0")
    booray("hand", "Ann=pass", "Bob=5", "Cat=0")
    booray("buy", "Cat", "5")
    journal = tmp_path / "sat.journal"
    booray("export", "--format", "hledger", "--night", "Sat", "-o", str(journal))
    out = subprocess.run(
        ["hledger", "-f", str(journal), "balance", "-O", "csv", "--no-total"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    theirs = {row["account"]: int(row["balance"].split()[0]) for row in csv.DictReader(io.StringIO(out))}
    status = json.loads(booray("status", "--json").stdout)
    assert theirs == {"players:Ann": 6, "players:Bob": 8, "players:Cat": 5, "bank:Ann": -5, "bank:Bob": -5,
                      "bank:Cat": -10, "pot:Sat": 1}  # fmt: skip
    assert {p: theirs[f"players:{p}"] + theirs[f"bank:{p}"] for p in status["balances"]} == status["balances"]


def test_csv_of_table_stakes_has_the_bank_side_of_each_buy_in(booray: Run) -> None:
    booray("night", "start", "Sat", "--players", "Ann,Bob", "--stakes", "table", "--buy-in", "5")
    booray("buy", "Bob", "3")
    rows = list(csv.DictReader(io.StringIO(booray("export", "--format", "csv").stdout)))
    bank = {r["account"]: 0 for r in rows if r["account"].startswith("bank:")}
    for r in rows:
        if r["account"] in bank:
            bank[r["account"]] += int(r["chips"])
    assert bank == {"bank:Ann": -5, "bank:Bob": -8}
    assert sum(int(r["chips"]) for r in rows) == 0
    assert {r["entry_kind"] for r in rows} == {"buy_in"}


def test_summary_csv_is_spreadsheet_true_numbers_and_sums_to_zero(booray: Run) -> None:
    """Every numeric cell of the summary reads back as a number (no apostrophe before a minus),
    money is a plain decimal with the currency in its own column, and each night's chips and
    money columns add up to zero; a name that looks like a formula is still escaped."""
    booray("night", "start", "Fri", "--players", "Ann,+Bo,Cat", "--chip-value", "0.25")
    booray("hand", "Ann=3", "+Bo=2", "Cat=0")
    booray("hand", "Ann=1", "+Bo=4", "Cat=0")
    rows = list(csv.DictReader(io.StringIO(booray("export", "--summary").stdout)))
    assert {r["player"] for r in rows} == {"Ann", "'+Bo", "Cat", "(pot)"}
    assert {r["currency"] for r in rows} == {"USD"}
    assert not any(r["money"].startswith("'") or r["net_chips"].startswith("'") for r in rows)
    assert sum(int(r["net_chips"]) for r in rows) == 0
    assert sum(Decimal(r["money"]) for r in rows) == 0
    cat = next(r for r in rows if r["player"] == "Cat")
    assert Decimal(cat["money"]) == Decimal(cat["net_chips"]) * Decimal("0.25") < 0
    movements = list(csv.DictReader(io.StringIO(booray("export").stdout)))
    assert sum(int(r["chips"]) for r in movements) == 0


def test_summary_json_keeps_money_exact(booray: Run) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob", "--chip-value", "0.1")
    booray("hand", "Ann=5", "Bob=pass")
    rows = json.loads(booray("export", "--summary", "--format", "json").stdout)["summary"]
    assert {r["player"]: r["money"] for r in rows} == {"Ann": "0.1", "Bob": "-0.1"}


def test_summary_has_the_bank_of_a_cash_out_and_each_night_adds_to_zero(ledger_db: LedgerDb) -> None:
    """Through the console script, two nights: a player who cashed out is square and the bank's
    row holds what it pays or collects for them (the same parties as `settle --json`), the pot
    keeps its row, a new chip value counts; read back with the csv module, every night's chips
    and money add up to zero."""

    def run(*args: str) -> str:
        done = run_booray(ledger_db.target, *args)
        assert done.returncode == 0, done.stderr
        return done.stdout

    run("night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan")
    run("hand", "Ann=3", "Bob=2", "Cat=0", "Dan=pass")  # Cat bourré: -5, pot 5
    run("cashout", "Cat")  # Cat pays the bank 5
    run("hand", "Ann=3", "Bob=2", "Dan=pass")
    run("night", "set", "--chip-value", "0.25")
    run("night", "end")
    run("night", "start", "Sat", "--players", "Ann,Bob,Eve", "--chip-value", "0.5")
    run("hand", "Ann=0", "Bob=3", "Eve=2")  # Ann bourré: the pot keeps 3
    run("cashout", "Bob")  # Bob up: the bank pays him
    rows = list(csv.DictReader(io.StringIO(run("export", "--summary"))))
    fri = {r["player"]: (int(r["net_chips"]), Decimal(r["money"])) for r in rows if r["night"] == "Fri"}
    assert fri == {"Ann": (9, Decimal("2.25")), "Bob": (-2, Decimal("-0.5")), "Cat": (0, 0),
                   "Dan": (-2, Decimal("-0.5")), "(bank)": (-5, Decimal("-1.25"))}  # fmt: skip
    settle = json.loads(run("settle", "--night", "Fri", "--json"))
    assert {("bank" if p == "(bank)" else p): c for p, (c, _) in fri.items()} == settle["balances"]
    sat = {r["player"]: int(r["net_chips"]) for r in rows if r["night"] == "Sat"}
    assert sat["Bob"] == 0
    assert sat["(bank)"] > 0
    assert sat["(pot)"] == 3
    for night in ("Fri", "Sat"):
        assert sum(int(r["net_chips"]) for r in rows if r["night"] == night) == 0
        assert sum(Decimal(r["money"]) for r in rows if r["night"] == night) == 0
