"""Exports: every movement as CSV rows and JSON, and a journal hledger can read."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.ledger.read import exporters
from tests.helpers import store_with_night


@pytest.mark.parametrize(
    ("value", "expected"),
    [("=SUM(A1)", "'=SUM(A1)"), ("+Bob", "'+Bob"), ("@Zed", "'@Zed"), ("-x", "'-x"), ("Ann", "Ann"), (-3, -3)],
)
def test_cells_that_look_like_formulas_are_escaped(value: object, expected: object) -> None:
    assert exporters.escape_cell(value) == expected


def test_csv_and_json_hold_every_movement_and_add_to_zero(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    with store.read() as session:
        rows = list(csv.DictReader(io.StringIO("".join(exporters.chunks(session, "csv", None, False)))))
        data = json.loads("".join(exporters.chunks(session, "json", None, False)))
        journal = "".join(exporters.chunks(session, "hledger", None, False))
    assert sum(int(r["chips"]) for r in rows) == 0
    assert {r["night"] for r in rows} == {"Friday"}
    assert json.dumps(data).count('"chips"') >= len(rows)
    assert "Ann" in journal
    assert "pot" in journal
    store.close()


FORMS = [("csv", False), ("json", False), ("hledger", False), ("csv", True), ("json", True)]


def club(path: Path) -> None:
    """Three nights through the library: hands, a void and an edit, a seat change, a cash-out,
    nights ended with the pot carried and split, an empty night, and payments for Monday and
    Tuesday recorded after Wednesday's first hand (so entries of different nights interleave)."""
    with Ledger.open(path) as ledger:
        ledger.start_night("Monday", ["Ann", "Bob", "Cat", "@Zoë"])
        for results in ("Ann=3 Bob=2 Cat=pass @Zoë=pass", "Ann=1 Bob=1 Cat=2 @Zoë=1", "Ann=0 Bob=5 Cat=pass @Zoë=pass"):
            ledger.record_hand(hand(results.split()))
        ledger.void_last_hand()
        ledger.edit_hand(1, hand(["Ann=2", "Bob=2", "Cat=1", "@Zoë=pass"]))
        ledger.end_night("carry")
        ledger.start_night("Tuesday", ["Ann", "Bob", "Eve"])
        ledger.seat("add", "Fay")
        ledger.record_hand(hand(["Ann=1", "Bob=1", "Eve=1", "Fay=2"]))
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Eve=1", "Fay=pass"]))
        ledger.cash_out("Fay")
        ledger.end_night("split")
        ledger.start_night("Wednesday", ["Cat", "Eve", "Ann"])
        ledger.record_hand(hand(["Cat=3", "Eve=2", "Ann=pass"]))
        for night in ("Monday", "Tuesday"):
            balances = {k: v for k, v in ledger.settle_up(night=night)["balances"].items() if k != "bank"}
            debtor, creditor = min(balances, key=balances.__getitem__), max(balances, key=balances.__getitem__)
            ledger.record_payment(debtor, creditor, 1, night=night, force=True)
        ledger.start_night("Thursday", ["Ann", "Bob", "Cat"])


@pytest.fixture(scope="module")
def club_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The club's ledger, written once for this module's tests (they only read it)."""
    path = tmp_path_factory.mktemp("club") / "club.db"
    club(path)
    return path


@pytest.fixture(scope="module")
def whole_exports(club_db: Path) -> dict[tuple[str, bool, str | None], str]:
    """Every export of the club's ledger read in the usual batches, by form and night."""
    return {(fmt, summary, night): export(club_db, fmt, summary, night) for fmt, summary in FORMS
            for night in (None, "Monday")}  # fmt: skip


def export(path: Path, fmt: str, summary: bool, night: str | None = None) -> str:
    with Ledger.open(path) as ledger:
        return "".join(ledger.export_chunks(fmt, night=night, summary=summary))


@pytest.mark.parametrize("batch", [1, 2, 5])
def test_an_export_read_in_small_batches_is_the_same_export(
    club_db: Path, whole_exports: dict[tuple[str, bool, str | None], str], monkeypatch: pytest.MonkeyPatch, batch: int
) -> None:
    monkeypatch.setattr(exporters, "BATCH", batch)
    for (fmt, summary, night), text in whole_exports.items():
        assert export(club_db, fmt, summary, night) == text


def test_json_exports_are_what_json_dumps_writes(club_db: Path) -> None:
    """Written piece by piece, the JSON is still byte for byte ``json.dumps(indent=2)`` of itself
    (the format the exports have always had), empty arrays included."""
    path = club_db
    for summary in (False, True):
        for night in (None, "Thursday", "Monday"):
            text = export(path, "json", summary, night)
            assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    thursday = json.loads(export(path, "json", False, "Thursday"))["nights"][0]
    assert thursday["hands"] == []
    assert thursday["movements"] == []


def replayed_rows(path: Path) -> list[dict[str, str]]:
    """Every movement straight from the file, night by night in the order written, as CSV cells."""
    query = """
        SELECT n.name, m.entry_id, e.kind, h.number, d.name, h.outcome, m.account, p.name, m.chips, m.kind,
            m.reason, e.created_at
        FROM movement m JOIN entry e ON e.id = m.entry_id JOIN night n ON n.id = m.night_id
        LEFT JOIN hand h ON h.id = e.hand_id LEFT JOIN player d ON d.id = h.dealer_id
        LEFT JOIN player p ON p.id = m.player_id ORDER BY n.id, m.id"""
    with closing(sqlite3.connect(path)) as db:
        found = db.execute(query).fetchall()
    rows = []
    for night, entry, entry_kind, number, dealer, outcome, account, player, chips, kind, reason, at in found:
        if account == "bank":
            where = f"bank:{player}" if player else "bank"
        else:
            where = f"players:{player}" if player else account or f"pot:{night}"
        cells = [night, entry, entry_kind, number, dealer, outcome, where, player, chips, kind, reason, at]
        rows.append({k: str(exporters.escape_cell(v)) for k, v in zip(exporters.CSV_COLUMNS, cells, strict=True)})
    return rows


def test_the_csv_holds_every_movement_as_the_file_has_it(club_db: Path) -> None:
    path = club_db
    assert list(csv.DictReader(io.StringIO(export(path, "csv", False)))) == replayed_rows(path)


def test_the_journal_has_one_balanced_transaction_per_entry_in_the_order_written(club_db: Path) -> None:
    path = club_db
    journal = export(path, "hledger", False)
    entries = [int(line.rsplit("entry:", 1)[1]) for line in journal.splitlines() if "; entry:" in line]
    assert entries == sorted({int(r["entry"]) for r in replayed_rows(path)})
    assert len(entries) == len(set(entries))
    for block in journal.split("\n\n")[1:]:
        assert sum(int(line.split()[1]) for line in block.splitlines()[1:]) == 0
    nights = [line.split(" ", 1)[1].split(":")[0] for line in journal.splitlines() if "; entry:" in line]
    assert nights.index("Wednesday") < len(nights) - nights[::-1].index("Monday") - 1  # Monday's payment, late
