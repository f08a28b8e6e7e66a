"""Per-night totals kept as nights are written equal the totals computed from the ledger's rows,
whatever was done (hypothesis, both engines): hands, voids, edits, seat changes, nights ended
every way, payments and voided payments; and the reports read from them agree with the hands.
`check` counts the hands' results again only for the nights touched since its last sound check
(or whose kept counts changed since), and still finds a count changed anywhere."""

from __future__ import annotations

import contextlib
import itertools
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import event

from booray_ledger import Ledger, hand
from booray_ledger.errors import BoorayError
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.store.engine import open_store
from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.results.file import CheckProblem, ProblemKind, problem
from tests.engines import LedgerDb
from tests.ledgers import build
from tests.strategies import NAMES, examples

SETTINGS = settings(
    max_examples=examples(0.1),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
OPERATIONS = ["hand", "hand", "hand", "void", "edit", "add", "out", "in", "end", "pay", "void payment"]
_nights = itertools.count()


def random_hand(data: st.DataObject, dealt_in: list[str]) -> list[str]:
    """A valid hand: one to four of the dealt-in players play and share the tricks."""
    playing = data.draw(st.lists(st.sampled_from(dealt_in), min_size=1, max_size=min(4, len(dealt_in)), unique=True))
    tricks = dict.fromkeys(playing, 0)
    for _ in range(5):
        tricks[data.draw(st.sampled_from(playing))] += 1
    return [f"{p}={tricks[p]}" if p in tricks else f"{p}=pass" for p in dealt_in]


def dealt_in(ledger: Ledger) -> list[str]:
    view = ledger.table()
    return [p for p in view["seats"] if p not in view["sitting_out"]]


def start(ledger: Ledger, data: st.DataObject) -> None:
    players = data.draw(st.lists(st.sampled_from(NAMES), min_size=3, max_size=5, unique=True))
    ledger.start_night(f"Night {next(_nights)}", players)


def operate(ledger: Ledger, data: st.DataObject, operation: str) -> None:
    """One thing a scorekeeper does; one refused (nothing to void, ...) writes nothing. Every
    choice is drawn from this example's own night, never from the nights of earlier examples
    (the same draws must give the same run when hypothesis replays it)."""
    seated = dealt_in(ledger)
    pick = data.draw(st.integers(0, 1000))
    if operation in ("hand", "edit") and not seated:
        return  # everyone sat out: no hand can be dealt (nothing to draw it from)
    if operation == "hand":
        ledger.record_hand(hand(random_hand(data, seated)))
    elif operation == "void":
        ledger.void_last_hand()
    elif operation == "edit":
        ledger.edit_hand(1 + pick % max(1, ledger.status()["hands"]), hand(random_hand(data, seated)))
    elif operation == "add":
        ledger.seat("add", NAMES[pick % len(NAMES)])
    elif operation in ("out", "in"):
        seats = ledger.table()["seats"]
        ledger.seat(operation, seats[pick % len(seats)])
    elif operation == "end":
        ledger.end_night(("carry", "split", "refund")[pick % 3] if ledger.status()["pot"] else None)
        start(ledger, data)
    elif operation == "pay":
        owed = ledger.settle_up()["transfers"]
        if owed:
            ledger.record_payment(owed[0]["from"], owed[0]["to"], 1 + pick % owed[0]["chips"])
    elif operation == "void payment":
        mine = [p["number"] for p in ledger.payments(night=ledger.status()["night"]) if not p["voided"]]
        if mine:
            ledger.void_payment(mine[pick % len(mine)])


def kept_totals_differ(db: LedgerDb) -> list[CheckProblem]:
    store = open_store(parse_target(db.target))
    try:
        with store.read() as session:
            return night_totals.differences(session.connection())
    finally:
        store.close()


def counted_from_hands(ledger: Ledger) -> dict[str, dict[str, int]]:
    """Hands dealt in, played and pots won per player, counted hand by hand from the history."""
    counts: dict[str, dict[str, int]] = {}
    for night in ledger.nights():
        for shown in ledger.history(night["name"])["hands"]:
            for key, players in (("hands_dealt_in", list(shown["results"])), ("hands_played", shown["played"])):
                for name in players:
                    counts.setdefault(name, {}).setdefault(key, 0)
                    counts[name][key] += 1
    return counts


@pytest.mark.slow  # hypothesis: whole nights of up to 25 operations, on each engine
@SETTINGS
@given(data=st.data(), operations=st.lists(st.sampled_from(OPERATIONS), min_size=1, max_size=25))
def test_kept_totals_equal_the_ledger_after_anything(
    ledger_db: LedgerDb, data: st.DataObject, operations: list[str]
) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        start(ledger, data)
        for operation in operations:
            with contextlib.suppress(BoorayError):  # refused as at the table (nothing to void, ...): nothing written
                operate(ledger, data, operation)
        assert kept_totals_differ(ledger_db) == []
        counted = counted_from_hands(ledger)
        for row in ledger.standings():
            mine = counted.get(row["player"], {})
            assert row["hands_dealt_in"] == mine.get("hands_dealt_in", 0)
            assert row["hands_played"] == mine.get("hands_played", 0)
        listed = {n["name"]: n["hands"] for n in ledger.nights()}
        assert listed == {n: ledger.status(n)["hands"] for n in listed}


def counts_and_queries(
    path: Path, recount: set[int] | None = None, counted: night_totals.Counted | None = None
) -> tuple[list[CheckProblem], night_totals.Counted, list[str]]:
    """:func:`night_totals.compare` on the file, with the hand-count queries it ran (those
    reading the hands' results) as statements."""
    store = Store(path)
    ran: list[str] = []
    event.listen(store.engine, "before_cursor_execute", lambda *args: ran.append(args[2]))
    try:
        with store.read() as session:
            problems, digests = night_totals.compare(session.connection(), recount, counted)
    finally:
        store.close()
    return problems, digests, [sql for sql in ran if "WITH live AS" in sql]


def test_hand_counts_are_recounted_only_for_nights_touched_or_no_longer_as_found(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)  # nights 1 (Thu) and 2 (Fri)
    problems, digests, counts = counts_and_queries(db)
    assert (problems, sorted(digests), len(counts)) == ([], ["1", "2"], 1)  # every night, one query
    assert counts_and_queries(db, set(), digests) == ([], digests, [])  # nothing touched: nothing counted
    problems, _, counts = counts_and_queries(db, {2}, digests)
    assert (problems, len(counts)) == ([], 1)
    assert "h.night_id = 2" in counts[0]
    problems, _, counts = counts_and_queries(db, set(), {**digests, "1": "00000000"})  # a mark changed: recount
    assert (problems, len(counts)) == ([], 1)
    assert "h.night_id = 1" in counts[0]


def test_a_count_changed_in_a_night_not_touched_since_is_still_found(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    _, digests, _ = counts_and_queries(db)
    with sqlite3.connect(db) as conn:  # the totals are kept, not recorded: no trigger guards them
        player, won = conn.execute("SELECT player_id, pots_won FROM night_player_total WHERE night_id = 1").fetchone()
        conn.execute("UPDATE night_player_total SET pots_won = pots_won + 1 WHERE night_id = 1 AND player_id = ?",
                     (player,))  # fmt: skip
    problems, _, _ = counts_and_queries(db, set(), digests)
    assert problems == [
        problem(ProblemKind.TOTALS_DIFFER, night_id=1, player_id=player, column="pots_won", kept=won + 1, expected=won)
    ]
