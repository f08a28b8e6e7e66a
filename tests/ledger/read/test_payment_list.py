"""The payments recorded, numbered across the ledger, read on a bare connection or a session."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.ledger.read import payment_list
from booray_ledger.ledger.write import payment_log
from tests.helpers import store_with_night

WIN = "Ann=3 Bob=2 Cat=pass Dan=pass"  # P0 4: Ann +3, everyone else -1


def test_payments_are_numbered_in_order_with_names_money_notes_and_voids(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", WIN)
    with store.write() as session:
        payment_log.record_payment(session, None, "Bob", "Ann", 1, note="cash")
        payment_log.record_payment(session, None, "Cat", "Ann", 1)
        payment_log.void_payment(session, 1)
    with store.read_rows() as connection:
        shown = [
            (p["number"], p["from"], p["to"], p["chips"], p["voided"], p["note"])
            for p in payment_list.payment_rows(connection)
        ]
        assert shown == [(1, "Bob", "Ann", 1, True, "cash"), (2, "Cat", "Ann", 1, False, "")]
        (second,) = payment_list.payment_rows(connection, entry_id=payment_list.payment_ids(connection)[1])
        assert (second["number"], second["night"], second["amount"], second["currency"]) == (2, "Friday", "1", "$")
        assert payment_list.payment_rows(connection, "friday") == payment_list.payment_rows(connection)
        assert payment_list.voided_payment_ids(connection) == {payment_list.payment_ids(connection)[0]}
    store.close()


def test_a_ledger_without_payments_lists_none(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat Dan", WIN)
    with store.read_rows() as connection:
        assert payment_list.payment_rows(connection) == []
        assert payment_list.payment_numbers(connection) == {}
    store.close()
