"""Ledger invariants over random nights (hypothesis), on both engines: each example is a new night
in the test's real ledger (a SQLite file; a PostgreSQL database).

- chips are conserved: Σ balances + pot = 0 after every command;
- replaying the recorded hands (their stored inputs, rules and seats) through the pure rules
  reproduces the balances and the table state;
- a voided hand leaves no trace in the totals.
"""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from booray_ledger.ledger.read import queries
from booray_ledger.ledger.store.engine import LedgerStore, open_store
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.ledger.write import hand_edits, recording
from booray_ledger.results import Status
from booray_ledger.rules import house
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState
from tests.engines import LedgerDb
from tests.strategies import NAMES, examples, hands, house_rules

SETTINGS = settings(
    max_examples=examples(0.3),
    deadline=None,
    # One ledger per test on purpose: every example starts a night of its own in it.
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
_numbers = itertools.count()


def new_night(db: LedgerDb, rules: house.HouseRules, players: int) -> LedgerStore:
    """A new night (the current one from now on) in the test's ledger."""
    ledger = open_store(parse_target(db.target), create=True)
    with ledger.write() as session:
        recording.start_night(session, f"Night {next(_numbers)}", NAMES[:players], rules)
    return ledger


def snapshot(ledger: LedgerStore) -> Status:
    with ledger.read() as session:
        return queries.status_data(session, queries.load_night(session))


def replay(ledger: LedgerStore) -> tuple[dict[str, int], TableState]:
    """Settle every hand in effect again from its stored inputs, with nothing from the ledger's sums."""
    with ledger.read() as session:
        ctx = queries.load_night(session)
        rows = queries.hands_in_effect(session, ctx.id)
        state = queries.initial_state(session, ctx)
    totals = dict.fromkeys(ctx.names(), 0)
    for row in rows:
        s = hand_payout(
            Table.from_dict(json.loads(row.table_json)),
            state,
            HandInput.from_dict(json.loads(row.input_json)),
            house.from_mapping(json.loads(row.rules_json)),
        )
        for player, chips in s.net().items():
            totals[player] += chips
        state = s.state
    return totals, state


@pytest.mark.slow  # hypothesis: whole nights written and replayed
@SETTINGS
@given(st.data())
def test_replaying_recorded_hands_reproduces_balances(ledger_db: LedgerDb, data: st.DataObject) -> None:
    rules = data.draw(house_rules())
    players = data.draw(st.integers(2, 6))
    ledger = new_night(ledger_db, rules, players)
    try:
        for _ in range(data.draw(st.integers(1, 8))):
            with ledger.write() as session:
                ctx = queries.load_night(session)
                action = data.draw(st.sampled_from(["hand", "hand", "hand", "void", "edit"]))
                count = queries.hand_count(session, ctx.id)
                if action == "void" and count:
                    hand_edits.void_last_hand(session, ctx)
                elif action == "edit" and count:
                    number = data.draw(st.integers(1, count))
                    hand_edits.edit_hand(session, ctx, number, data.draw(hands(ctx.table, rules)))
                else:
                    recording.record_hand(session, ctx, data.draw(hands(ctx.table, rules)))
            now = snapshot(ledger)
            assert sum(now["balances"].values()) + now["pot"] == 0
        totals, state = replay(ledger)
        now = snapshot(ledger)
        assert now["balances"] == totals
        assert now["pot"] == state.pot
    finally:
        ledger.close()


@pytest.mark.slow  # hypothesis: whole nights written, voided, re-read
@SETTINGS
@given(st.data())
def test_a_voided_hand_leaves_no_trace_in_totals(ledger_db: LedgerDb, data: st.DataObject) -> None:
    rules = data.draw(house_rules())
    ledger = new_night(ledger_db, rules, data.draw(st.integers(2, 6)))
    try:
        for _ in range(data.draw(st.integers(0, 4))):
            with ledger.write() as session:
                ctx = queries.load_night(session)
                recording.record_hand(session, ctx, data.draw(hands(ctx.table, rules)))
        before = snapshot(ledger)
        with ledger.write() as session:
            ctx = queries.load_night(session)
            recording.record_hand(session, ctx, data.draw(hands(ctx.table, rules)))
        with ledger.write() as session:
            hand_edits.void_last_hand(session, queries.load_night(session))
        assert snapshot(ledger) == before
    finally:
        ledger.close()
