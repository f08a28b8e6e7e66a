"""`booray check` replays only what was written or corrected since the last sound check: keyed on
the rows' own sequence numbers, so a void, an edit or a correction of an old hand in an ended
night is replayed again; a mark that no longer holds (or --full) replays everything; the chain
and the sums stay in full, so a changed old hand is still found."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from booray_ledger import Ledger, hand
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.schema.models import Hand, HandVoid
from booray_ledger.ledger.store.engine import open_store
from booray_ledger.ledger.store.sqlite import connection_run
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.ledger.upkeep import replay_mark
from booray_ledger.ledger.write import hand_edits
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.results.file import CheckName, ProblemKind, problem
from booray_ledger.text.render import check_summary
from tests.engines import LedgerDb
from tests.ledgers import PLAYERS, SHAPES


def two_nights(target: str) -> None:
    """Thu (2 hands, ended) and Fri (3 hands, open): 5 hands."""
    with Ledger.open(target) as ledger:
        ledger.start_night("Thu", PLAYERS.split(","))
        ledger.record_hand(hand(SHAPES[0]))
        ledger.record_hand(hand(SHAPES[1]))
        ledger.end_night("carry")
        ledger.start_night("Fri", PLAYERS.split(","))
        for shape in SHAPES:
            ledger.record_hand(hand(shape))


def check(target: str, full: bool = False) -> Any:
    with Ledger.open(target) as ledger:
        return ledger.check(full=full)


def correct_old_hand(target: str, exact: bool) -> None:
    """A correction of Thu's hand 1 after Thu ended (as `night reopen` and an edit will write):
    a void marker and a void entry, exact or moving the chips back to the wrong players (still
    summing to zero), sealed into Thu's chain as any write is."""
    store = open_store(parse_target(target))
    try:
        with store.write() as session:
            ctx = queries.load_night(session, "Thu")
            old = next(h for h in queries.hands_in_effect(session, ctx.id) if h.number == 1)
            if exact:
                hand_edits._void(session, ctx, old, "corrected after the night ended")
                return
            session.add(HandVoid(hand_id=old.id or 0, reason="a wrong correction", created_at="2026-12-03T00:00:00Z"))
            moved = sorted(queries.hand_movements(session, old.id or 0), key=lambda m: (m.player_id or 0, m.chips))
            chips = [-m.chips for m in moved]
            chips = chips[1:] + chips[:1]  # the same chips, each to the wrong account
            postings = [Posting(m.player_id, c, "void", "wrong", m.account) for m, c in zip(moved, chips, strict=True)]
            post_entry(session, ctx.id, "void", postings, hand_id=old.id)
    finally:
        store.close()


def test_a_second_check_replays_nothing_and_says_how_many_were_found_right(ledger_db: LedgerDb) -> None:
    two_nights(ledger_db.target)
    first = check(ledger_db.target)
    assert first["ok"], first
    assert (first["hands_replayed"], first["hands_checked_before"]) == (5, 0)
    second = check(ledger_db.target)
    assert second["ok"]
    assert (second["hands_replayed"], second["hands_checked_before"]) == (0, 5)
    assert check_summary(second).endswith("0 hands replayed (5 found right by an earlier check)")
    assert check_summary(second, replay_all="`booray check --full`").endswith(
        "0 hands replayed (5 found right by an earlier check; `booray check --full` replays all)"
    )
    full = check(ledger_db.target, full=True)
    assert (full["hands_replayed"], full["hands_checked_before"]) == (5, 0)


def test_new_voided_and_edited_hands_are_replayed_and_only_they(ledger_db: LedgerDb) -> None:
    two_nights(ledger_db.target)
    check(ledger_db.target)
    with Ledger.open(ledger_db.target) as ledger:
        ledger.record_hand(hand(SHAPES[0]), night="Fri")
    assert check(ledger_db.target)["hands_replayed"] == 1
    with Ledger.open(ledger_db.target) as ledger:
        ledger.void_last_hand(night="Fri")  # hand 4: its void must reverse it exactly
    assert check(ledger_db.target)["hands_replayed"] == 1
    with Ledger.open(ledger_db.target) as ledger:
        ledger.edit_hand(2, hand(SHAPES[2]), night="Fri")  # voids 2 and 3, records them again
    report = check(ledger_db.target)
    assert report["ok"], report
    assert report["hands_replayed"] == 4
    assert report["hands_checked_before"] == 6


def test_a_correction_of_an_ended_nights_old_hand_is_replayed_again(ledger_db: LedgerDb) -> None:
    two_nights(ledger_db.target)
    check(ledger_db.target)
    correct_old_hand(ledger_db.target, exact=True)
    report = check(ledger_db.target)
    replay = next(c for c in report["checks"] if c["name"] == CheckName.REPLAY)
    assert replay["ok"], replay
    assert report["hands_replayed"] == 1  # Thu's hand 1, by its void's sequence number
    # (its pot changed after the night ended: `night reopen` will say what happens to it)


def test_a_wrong_correction_of_an_already_replayed_hand_is_found(ledger_db: LedgerDb) -> None:
    two_nights(ledger_db.target)
    assert check(ledger_db.target)["ok"]
    correct_old_hand(ledger_db.target, exact=False)
    report = check(ledger_db.target)
    assert not report["ok"]
    replay = next(c for c in report["checks"] if c["name"] == CheckName.REPLAY)
    assert problem(ProblemKind.VOID_INEXACT, hand=1, hand_id=1) in replay["problems"]
    again = check(ledger_db.target)  # a ledger found wrong is never marked: still found next time
    assert not again["ok"]


def test_an_old_hand_changed_behind_its_back_is_still_found_by_the_chain(db_file: Any) -> None:
    two_nights(str(db_file))
    assert check(str(db_file))["ok"]
    conn = sqlite3.connect(db_file, isolation_level=None)
    made = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'hand_no_update'").fetchone()[0]
    conn.execute("DROP TRIGGER hand_no_update")
    conn.execute("UPDATE hand SET p0 = p0 + 1 WHERE id = 1")
    conn.execute(made)  # put back as it was: only the row is changed
    conn.close()
    report = check(str(db_file))
    assert not report["ok"]
    assert report["hands_replayed"] == 0  # not replayed again: the chain, verified in full, finds it
    failed = {c["name"]: c["problems"] for c in report["checks"] if not c["ok"]}
    assert list(failed) == [CheckName.CHAIN_AND_SCHEMA]
    assert failed[CheckName.CHAIN_AND_SCHEMA][0]["kind"] == ProblemKind.CHAIN_CHANGED
    assert failed[CheckName.CHAIN_AND_SCHEMA][0]["data"]["hand"] == 1


def marks(db_file: Any) -> list[tuple[str, int, str]]:
    with sqlite3.connect(db_file) as conn:
        return conn.execute("SELECT tops_json, hands, version FROM replay_mark ORDER BY id").fetchall()


def test_a_mark_that_no_longer_holds_replays_everything(db_file: Any) -> None:
    two_nights(str(db_file))
    check(str(db_file))
    tops, hands, version = marks(db_file)[-1]
    assert hands == 5
    for damaged in (
        "not json",
        json.dumps({**json.loads(tops), "movement": [10**6, 10**6]}),  # more rows than there are
        json.dumps({**json.loads(tops), "hand": [5, 4]}),  # a row appeared among the replayed ones
    ):
        with sqlite3.connect(db_file) as conn:
            conn.execute("INSERT INTO replay_mark (tops_json, hands, version, checked_at) VALUES (?, 5, ?, 'x')",
                         (damaged, version))  # fmt: skip
        assert check(str(db_file))["hands_replayed"] == 5, damaged
    with sqlite3.connect(db_file) as conn:  # a mark another version of booray-ledger wrote
        conn.execute("INSERT INTO replay_mark (tops_json, hands, version, checked_at) VALUES (?, 5, '0.0.1', 'x')",
                     (tops,))  # fmt: skip
    assert check(str(db_file))["hands_replayed"] == 5


def test_a_mark_is_written_only_while_the_ledger_still_holds_what_was_replayed(ledger_db: LedgerDb) -> None:
    two_nights(ledger_db.target)
    store = open_store(parse_target(ledger_db.target))
    try:
        with store.read() as session:
            covered = replay_mark.tops(connection_run(session.connection()))
        assert covered["hand"] == (5, 5)
        with store.write() as session:  # a restored copy with one hand fewer, say
            run = connection_run(session.connection())
            assert not replay_mark.write(run, {**covered, "hand": (6, 6)})
            assert replay_mark.write(run, covered)
        with store.read() as session:
            mark = replay_mark.read(connection_run(session.connection()))
            assert mark is not None
            assert mark.hands == 5
            assert session.get(Hand, 5) is not None
    finally:
        store.close()


def test_a_damaged_ledger_gets_no_mark(db_file: Any) -> None:
    two_nights(str(db_file))
    conn = sqlite3.connect(db_file, isolation_level=None)
    conn.execute("DROP TRIGGER movement_no_update")
    conn.execute("UPDATE movement SET chips = chips + 1 WHERE id = 3")
    conn.close()
    assert not check(str(db_file))["ok"]
    assert marks(db_file) == []
