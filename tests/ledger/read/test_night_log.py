"""What happened between hands (rulebook topic: leaving): seat changes and settle-up payments,
each after the hand recorded just before it; the seats a night started with are not events."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import Ledger, hand
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.night_log import night_events
from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.results import NightEvent
from booray_ledger.text.nights import night_event
from tests.engines import LedgerDb


def events(db: Path) -> list[NightEvent]:
    store = Store(db)
    try:
        with store.read() as session:
            return night_events(session, queries.load_night(session, "Fri"))
    finally:
        store.close()


def test_a_night_with_no_changes_has_no_events(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))
    assert events(db) == []


def test_seat_changes_and_payments_come_after_the_hand_before_them_in_order(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
        ledger.seat("out", "Dan")
        ledger.seat("in", "Dan")
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))  # Bob +, Cat bourré
        ledger.seat("add", "Eve", after="Ann")
        ledger.record_payment("Cat", "Bob", 1)
        ledger.record_hand(hand(["Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass"]))
        ledger.void_payment(1)
        ledger.seat("remove", "Dan")
    found = [{k: v for k, v in e.items() if k != "at"} for e in events(db)]
    assert found == [
        {"after_hand": 0, "kind": "seat", "action": "out", "player": "Dan"},
        {"after_hand": 0, "kind": "seat", "action": "in", "player": "Dan"},
        {"after_hand": 1, "kind": "seat", "action": "add", "player": "Eve", "after": "Ann"},
        {"after_hand": 1, "kind": "payment", "number": 1, "payer": "Cat", "payee": "Bob", "chips": 1, "voided": False},
        {"after_hand": 2, "kind": "payment", "number": 1, "payer": "Cat", "payee": "Bob", "chips": 1, "voided": True},
        {"after_hand": 2, "kind": "seat", "action": "remove", "player": "Dan"},
    ]
    assert [night_event(e) for e in events(db)] == [
        "Dan sits out",
        "Dan is dealt in again",
        "Eve sits down after Ann",
        "payment 1: Cat pays Bob 1 chip",
        "payment 1 voided",
        "Dan leaves the table",
    ]
    stamps = [e["at"] for e in events(db)]
    assert stamps == sorted(stamps)


def test_the_players_each_change_moved_come_in_one_order_on_either_engine(ledger_db: LedgerDb) -> None:
    """The chips each entry moved (``history --all``; ``changes`` in ``--json``) name the players
    in the order they joined the ledger, on SQLite and PostgreSQL alike, whatever order the
    entry wrote its rows in (PostgreSQL returned them as its heap had them)."""
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("Thu", ["Cat", "Bob", "Ann"])  # the ledger's players: Cat, Bob, Ann
        ledger.end_night()
        ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0"]))
        ledger.record_hand(hand(["Ann=3", "Bob=0", "Cat=2"]))
        ledger.void_last_hand()
        changes = ledger.history("Fri", include_voided=True)["changes"]
    orders = [list(change["moves"]) for change in changes]
    assert orders == [[p for p in ("Cat", "Bob", "Ann") if p in moved] for moved in orders]
    assert ["Cat", "Bob", "Ann"] in orders  # not only orders that could not have been wrong
