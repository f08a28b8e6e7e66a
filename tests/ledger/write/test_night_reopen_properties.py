"""Property: whatever is done to nights after they end (reopen, edit, void), with payments on any
night in any order (forced or not) and cash-outs (and their voids), the books still balance.

Random operations run through the library API on a real SQLite file in a temporary folder; a
refused one (a rule broken, nothing owed, no such hand) writes nothing and the run goes on.
Afterwards, for every night and for all nights together:

- the night's chips plus the bank add to zero: the settle-up's balances (players and the bank)
  sum to 0;
- the settle-up's payments, made on top of the payments already recorded, leave every party at
  zero (each player debt listed is recorded as a payment, the settle-up read again after each;
  the bank's are applied as listed);
- the per-night totals kept as the ledger was written equal what its rows say, the hash chains
  verify and every hand replays (``Ledger.check``).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from booray_ledger import Ledger, hand
from booray_ledger.errors import BoorayError
from booray_ledger.ledger.store import night_totals

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
NIGHTS = ["Fri", "Sat", "Sun"]

pick = st.integers(0, 9)  # which of the nights (or hands) there are: taken modulo their number
ops = st.one_of(
    st.tuples(st.just("start"), st.sampled_from(NIGHTS), st.integers(2, 4)),
    st.tuples(st.just("hand"), st.randoms(use_true_random=False)),
    st.tuples(st.just("hand"), st.randoms(use_true_random=False)),
    st.tuples(st.just("end"), st.sampled_from(["carry", "split", "refund"])),
    st.tuples(st.just("reopen"), pick),
    st.tuples(st.just("edit"), pick, pick, st.randoms(use_true_random=False)),
    st.tuples(st.just("edit"), pick, pick, st.randoms(use_true_random=False)),
    st.tuples(st.just("end"), st.sampled_from(["carry", "split", "refund"])),
    st.tuples(st.just("void"), pick),
    st.tuples(
        st.just("pay"),
        st.sampled_from(PLAYERS),
        st.sampled_from(PLAYERS),
        st.integers(1, 12),
        st.one_of(st.none(), pick),
        st.booleans(),
    ),
    st.tuples(st.just("cash_out"), st.sampled_from(PLAYERS)),
    st.tuples(st.just("void_cash_out"), st.sampled_from(PLAYERS), pick),
)


def tricks(rng: Any, names: list[str]) -> list[str]:
    """A hand line for ``names`` (the players dealt in): some play and share the 5 tricks, the
    rest pass (one player alone takes all 5)."""
    playing = [n for n in names if rng.random() < 0.7] or [rng.choice(names)]
    counts = dict.fromkeys(playing, 0)
    for _ in range(5):
        counts[rng.choice(playing)] += 1
    return [f"{n}={counts[n]}" if n in counts else f"{n}=pass" for n in names]


def apply(ledger: Ledger, op: tuple[Any, ...]) -> None:
    """One operation; a refusal (``BoorayError``) writes nothing. A night is picked among those
    there are (reopen: among the ended ones), a hand among the night's hands."""
    kind = op[0]
    listed = ledger.nights()
    nights = [n["name"] for n in listed]
    ended = [n["name"] for n in listed if n["ended"]] or nights
    if kind == "start":
        ledger.start_night(op[1], PLAYERS[: op[2]])
    elif kind == "hand":
        ledger.record_hand(hand(tricks(op[1], ledger.table()["seats"])))
    elif kind == "end":
        ledger.end_night(op[1])
    elif kind == "reopen":
        ledger.reopen_night(ended[op[1] % len(ended)])
    elif kind == "edit":
        night = (ended if op[1] % 2 else nights)[op[1] % len(ended if op[1] % 2 else nights)]
        hands = ledger.history(night)["hands"]
        if hands:
            chosen = hands[op[2] % len(hands)]
            done = ledger.edit_hand(chosen["number"], hand(tricks(op[3], list(chosen["results"]))), night=night)
            event(
                ("edit of an ended night" if done.get("ended") else "edit of an open night")
                + (": a later night settled again" if done.get("settled_again") else "")
            )
    elif kind == "void":
        among = ended if op[1] % 2 else nights  # half the time an ended night
        voided = ledger.void_last_hand(night=among[op[1] % len(among)])
        event("void in an ended night" if voided.get("ended") else "void in an open night")
    elif kind == "pay":
        night = None if op[4] is None else nights[op[4] % len(nights)]
        ledger.record_payment(op[1], op[2], op[3], night=night, force=op[5])
    elif kind == "cash_out":
        ledger.cash_out(op[1])
    else:
        ledger.void_cash_out(op[1], night=nights[op[2] % len(nights)])


def settles_to_zero(report: dict[str, Any]) -> None:
    """Players and the bank add up to zero, and the listed payments leave everyone at zero."""
    left = dict(report["balances"])
    assert sum(left.values()) == 0, left
    for t in report["transfers"]:
        left[t["from"]] += t["chips"]
        left[t["to"]] -= t["chips"]
    assert all(v == 0 for v in left.values()), (report, left)


@pytest.mark.slow  # a whole-night property test: 20 runs of up to 24 operations, each checked in full
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ops, min_size=6, max_size=24))
def test_ended_nights_corrected_in_any_order_still_balance(operations: list[tuple[Any, ...]]) -> None:
    with tempfile.TemporaryDirectory() as folder, Ledger.open(Path(folder) / "p.db") as ledger:
        ledger.start_night("Thu", PLAYERS)
        for op in operations:
            try:
                apply(ledger, op)
                event(f"{op[0]} done")
            except BoorayError:
                event(f"{op[0]} refused")
        names = [n["name"] for n in ledger.nights()]
        for name in names:
            report: dict[str, Any] = dict(ledger.settle_up(night=name))
            settles_to_zero(report)
            for _ in range(len(PLAYERS) ** 2):  # pay as people do: the first player debt listed now
                listed = [t for t in ledger.settle_up(night=name)["transfers"] if "bank" not in (t["from"], t["to"])]
                if not listed:
                    break
                ledger.record_payment(listed[0]["from"], listed[0]["to"], listed[0]["chips"], night=name)
            after: dict[str, Any] = dict(ledger.settle_up(night=name))
            settles_to_zero(after)
            assert all("bank" in (t["from"], t["to"]) for t in after["transfers"]), after
        settles_to_zero(dict(ledger.settle_up(everything=True)))
        with ledger._open().read() as session:
            assert night_totals.differences(session.connection()) == []
        report_check = ledger.check()
        assert report_check["ok"], report_check
