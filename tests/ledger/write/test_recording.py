"""Recording: a night started, and each hand settled and written as one balanced entry."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from booray_ledger import Ledger
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.schema.models import Entry, Movement
from booray_ledger.ledger.write import recording
from booray_ledger.rules import house
from tests.helpers import hand, said, store_with_night


def test_a_hand_is_one_entry_whose_movements_add_to_zero(db_file: Path) -> None:
    """rulebook topic: bourre. Worked example 2's shape: the winner, antes and a bourré payment."""
    store = store_with_night(db_file, "Ann Bob Cat Dan", "Ann=3 Bob=2 Cat=0 Dan=pass")
    with store.read() as session:
        from sqlmodel import select

        entries = session.exec(select(Entry)).all()
        assert [e.kind for e in entries] == ["hand"]
        moves = session.exec(select(Movement).where(Movement.entry_id == entries[0].id)).all()
        assert sum(m.chips for m in moves) == 0
        assert {m.kind for m in moves} == {"ante", "win", "bourre", "pot"}
        stored = json.loads(queries.hands_in_effect(session, entries[0].night_id)[0].result_json)
        assert stored["outcome"] == "won"
        assert stored["bourre"] == ["Cat"]
        assert stored["net"]["Cat"] == -5
    store.close()


def test_names_resolve_to_seats_and_refuse_strangers(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat")
    with store.write() as session:
        ctx = queries.load_night(session)
        resolved = recording.resolve_input(hand("ann=3 BOB=2 cat=pass"), ctx.table)
        assert [p for p, _ in resolved.results] == ["Ann", "Bob", "Cat"]
        with pytest.raises(UsageError) as refused:
            recording.start_night(session, "friday", ["Ann", "Bob"], house.preset("classic"))
        assert said(refused.value) == (ErrorCode.NIGHT_EXISTS, {"night": "friday"})
    store.close()


def vm_steps_per_hand(ledger: Ledger, record: Callable[[int], object], hands: range) -> list[int]:
    """SQLite's virtual machine instructions run for each hand recorded (every query of the
    write and of the read before it, counted on the ledger's own kept connection)."""
    steps = [0]

    def count() -> int:
        steps[0] += 1
        return 0

    store = ledger._open()
    raw = store.engine.raw_connection()  # the one connection the store keeps (pool of one)
    raw.dbapi_connection.set_progress_handler(count, 1)  # type: ignore[union-attr]
    raw.close()  # back to the pool: the next transactions run on it
    counted = []
    for number in hands:
        before = steps[0]
        record(number)
        counted.append(steps[0] - before)
    return counted


@pytest.mark.slow  # a night of 260 hands, twice
@pytest.mark.parametrize("keep_open", [True, False], ids=["the prompt's ledger", "a library loop"])
def test_the_work_of_recording_a_hand_does_not_grow_with_the_night(tmp_path: Path, keep_open: bool) -> None:
    """Issue 22: a hand cost more the longer the night (the next number, the pot and the
    balances summed over the whole night, the whole chain verified). Counted in SQLite's own
    instructions, hand 250 of a night costs what hand 30 did."""
    from booray_ledger import hand as typed

    shapes = [
        typed(s.split())
        for s in ("Ann=2 Bob=3 Cat=0 Dan=pass", "Ann=pass Bob=1 Cat=1 Dan=3", "Ann=3 Bob=2 Cat=pass Dan=pass")
    ]
    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan"])
    with Ledger.open(db, keep_open=keep_open) as ledger:
        record: Callable[[int], object]
        if keep_open:  # the prompt records lines, the number it expects read from its last screen
            record = lambda n: ledger.record_line(["a2 b3 c0 .", "a- b1 c1 d3", "a3 b2 ."][n % 3], expected=n + 1)  # noqa: E731
        else:
            record = lambda n: ledger.record_hand(shapes[n % 3])  # noqa: E731
        for number in range(20):
            record(number)
        early = vm_steps_per_hand(ledger, record, range(20, 40))
        for number in range(40, 240):
            record(number)
        late = vm_steps_per_hand(ledger, record, range(240, 260))
    assert max(late) <= 1.05 * max(early), (early, late)
