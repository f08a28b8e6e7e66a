"""Ledger invariants over random nights, each in a real SQLite file (hypothesis).

- chips are conserved: Σ balances + pot = 0 after every command;
- replaying the recorded hands (their stored inputs, rules and seats) through the pure rules
  reproduces the balances and the table state;
- a voided hand leaves no trace in the totals.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from booray_ledger.ledger import queries, recording
from booray_ledger.ledger.db import Store
from booray_ledger.rules import house
from booray_ledger.rules.handline import HandInput
from booray_ledger.rules.payout import hand_payout
from booray_ledger.rules.seating import Table, TableState
from tests.strategies import NAMES, examples, hands, house_rules

SETTINGS = settings(max_examples=examples(0.3), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new_night(tmp: str, rules: house.HouseRules, players: int) -> Store:
    ledger = Store(Path(tmp) / "night.db", create=True)
    with ledger.write() as session:
        recording.start_night(session, "Night", NAMES[:players], rules)
    return ledger


def snapshot(ledger: Store) -> dict[str, object]:
    with ledger.read() as session:
        return queries.status_data(session, queries.load_night(session))


def replay(ledger: Store) -> tuple[dict[str, int], TableState]:
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


@SETTINGS
@given(st.data())
def test_replaying_recorded_hands_reproduces_balances(data: st.DataObject) -> None:
    rules = data.draw(house_rules())
    players = data.draw(st.integers(2, 6))
    with tempfile.TemporaryDirectory() as tmp:
        ledger = new_night(tmp, rules, players)
        for _ in range(data.draw(st.integers(1, 8))):
            with ledger.write() as session:
                ctx = queries.load_night(session)
                action = data.draw(st.sampled_from(["hand", "hand", "hand", "void", "edit"]))
                count = queries.hand_count(session, ctx.id)
                if action == "void" and count:
                    recording.void_last_hand(session, ctx)
                elif action == "edit" and count:
                    number = data.draw(st.integers(1, count))
                    recording.edit_hand(session, ctx, number, data.draw(hands(ctx.table, rules)))
                else:
                    recording.record_hand(session, ctx, data.draw(hands(ctx.table, rules)))
            now = snapshot(ledger)
            assert sum(now["balances"].values()) + now["pot"] == 0  # type: ignore[union-attr]
        totals, state = replay(ledger)
        now = snapshot(ledger)
        assert now["balances"] == totals
        assert now["pot"] == state.pot
        ledger.close()


@SETTINGS
@given(st.data())
def test_a_voided_hand_leaves_no_trace_in_totals(data: st.DataObject) -> None:
    rules = data.draw(house_rules())
    with tempfile.TemporaryDirectory() as tmp:
        ledger = new_night(tmp, rules, data.draw(st.integers(2, 6)))
        for _ in range(data.draw(st.integers(0, 4))):
            with ledger.write() as session:
                ctx = queries.load_night(session)
                recording.record_hand(session, ctx, data.draw(hands(ctx.table, rules)))
        before = snapshot(ledger)
        with ledger.write() as session:
            ctx = queries.load_night(session)
            recording.record_hand(session, ctx, data.draw(hands(ctx.table, rules)))
        with ledger.write() as session:
            recording.void_last_hand(session, queries.load_night(session))
        assert snapshot(ledger) == before
        ledger.close()
