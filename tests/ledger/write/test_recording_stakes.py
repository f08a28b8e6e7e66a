"""Table stakes in the ledger over random nights, each in a real SQLite file (hypothesis):

- no stack is ever negative;
- chips are conserved counting the bank: stacks + pot = everything bought, balances (results)
  + pot = 0, and every hand's dues are what was paid plus what ``all_in`` left unpaid;
- replaying the hands in effect from their stored inputs, with the buy-ins between them, through
  the pure rules reproduces every stack, balance and the pot.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.ledger.write import hand_edits, recording, seat_changes
from booray_ledger.rules import house
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState, in_play
from tests.strategies import NAMES, examples, hands, staked_rules

SETTINGS = settings(max_examples=examples(0.5), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def one_command(ledger: Store, data: st.DataObject, rules: house.HouseRules) -> None:
    """A random command: a hand on the table as dealt, a buy, a void or an edit. A hand the
    rules refuse (a player who cannot cover) writes nothing, which is checked by the caller."""
    with ledger.write() as session:
        ctx = queries.load_night(session)
        action = data.draw(st.sampled_from(["hand", "hand", "hand", "buy", "void", "edit"]))
        count = queries.hand_count(session, ctx.id)
        state = queries.state_now(session, ctx)
        table = in_play(ctx.table, state, rules)
        if action == "buy" or len(table.dealt_in) < 2:
            seat_changes.buy_in(
                session, ctx, data.draw(st.sampled_from(ctx.table.seats)), data.draw(st.integers(1, 30))
            )
        elif action == "void" and count:
            hand_edits.void_last_hand(session, ctx)
        elif action == "edit" and count:
            number = data.draw(st.integers(1, count))
            old = next(h for h in queries.hands_in_effect(session, ctx.id) if h.number == number)
            before = TableState.from_dict(json.loads(old.state_before_json))
            dealt = in_play(Table.from_dict(json.loads(old.table_json)), before, rules)
            hand_edits.edit_hand(session, ctx, number, data.draw(hands(dealt, rules)))
        else:
            recording.record_hand(session, ctx, data.draw(hands(table, rules)))


def look(ledger: Store) -> tuple[dict[str, int], dict[str, int], dict[str, int], int]:
    with ledger.read() as session:
        ctx = queries.load_night(session)
        status = queries.status_data(session, ctx)
        return chip_totals.stacks(session, ctx), chip_totals.bought(session, ctx), status["balances"], status["pot"]


def replay(ledger: Store) -> tuple[dict[str, int], int, int]:
    """Every hand in effect settled again from its stored input, rules and seats, starting from
    no chips and adding each buy-in where the history places it; no stored state is read."""
    with ledger.read() as session:
        ctx = queries.load_night(session)
        rows = queries.hands_in_effect(session, ctx.id)
        buys = queries.buy_ins(session, ctx)
        state = queries.initial_state(session, ctx)
    chips = dict.fromkeys(ctx.names(), 0)
    unpaid = 0

    def buy_until(number: int | None) -> None:
        for b in [b for b in buys if number is None or b["after_hand"] < number]:
            chips[b["player"]] += b["chips"]
            buys.remove(b)

    for row in rows:
        buy_until(row.number)
        start = TableState(**{**state.__dict__, "stacks": tuple(sorted(chips.items()))})
        s = hand_payout(
            Table.from_dict(json.loads(row.table_json)),
            start,
            HandInput.from_dict(json.loads(row.input_json)),
            house.from_mapping(json.loads(row.rules_json)),
        )
        chips.update(dict(s.state.stacks))
        unpaid += sum(c for _, c in s.unpaid)
        state = s.state
    buy_until(None)
    return chips, state.pot, unpaid


REFUSALS = {ErrorCode.CANNOT_COVER, ErrorCode.LATER_HAND_UNSETTLED, ErrorCode.CANNOT_PAY_ANTE_TO_PLAY}
"""What a staked night may refuse: a hand its stacks cannot cover, an edit after which a later
hand no longer settles, a player who cannot pay the ante to play."""


@pytest.mark.slow  # hypothesis: whole nights written and replayed
@SETTINGS
@given(st.data())
def test_stacks_stay_whole_chips_are_conserved_and_replay_reproduces_them(data: st.DataObject) -> None:
    rules = data.draw(staked_rules())
    with tempfile.TemporaryDirectory() as tmp:
        ledger = Store(Path(tmp) / "night.db", create=True)
        with ledger.write() as session:
            recording.start_night(session, "Night", NAMES[: data.draw(st.integers(2, 5))], rules)
        for _ in range(data.draw(st.integers(1, 8))):
            before = look(ledger)
            try:
                one_command(ledger, data, rules)
            except BoorayError as exc:  # refused (cannot cover, edit no longer settles): nothing written
                assert exc.code in REFUSALS, exc
                assert look(ledger) == before
            stacks, bought, balances, pot = look(ledger)
            assert all(c >= 0 for c in stacks.values())
            assert sum(stacks.values()) + pot == sum(bought.values())
            assert sum(balances.values()) + pot == 0
            assert balances == {p: stacks[p] - bought[p] for p in stacks}
        chips, replayed_pot, _ = replay(ledger)
        stacks, _, _, pot = look(ledger)
        assert chips == stacks
        assert replayed_pot == pot
        ledger.close()


def test_what_all_in_left_unpaid_is_recorded_with_the_hand(tmp_path: Path) -> None:
    """Each hand's dues are paid in full or to the last chip, the rest recorded as unpaid."""
    rules = house.preset("classic").replace(stakes="table", buy_in=3, cover="all_in")
    ledger = Store(tmp_path / "night.db", create=True)
    with ledger.write() as session:
        recording.start_night(session, "Night", ["Ann", "Bob", "Cat"], rules)
    with ledger.write() as session:
        ctx = queries.load_night(session)
        recording.record_hand(session, ctx, HandInput(results=(("Ann", 3), ("Bob", 2), ("Cat", 0))))
    with ledger.write() as session:
        ctx = queries.load_night(session)
        done = recording.record_hand(session, ctx, HandInput(results=(("Ann", 5), ("Bob", 0))))
    result = json.loads(done.hand.result_json)
    owed = done.payout.p0
    paid = -sum(t.chips for t in done.payout.transfers if t.kind == "bourre")
    assert result["unpaid"] == {"Bob": 3}
    assert paid == 1
    assert paid + 3 == owed
    assert result["stacks"] == {"Ann": 8, "Bob": 0, "Cat": 0}
    _, _, unpaid = replay(ledger)
    assert unpaid == 1 + 3  # Cat's bourré in hand 1 (2 of 3 paid), then Bob's

    ledger.close()
