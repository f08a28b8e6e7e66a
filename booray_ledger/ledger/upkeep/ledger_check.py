"""`booray check`, the book-keeping half: the ledger's own rules, verified from what is stored.

- every entry's movements add up to zero chips;
- replaying every hand from its stored inputs, seats, rules and state before it reproduces the
  stored result, and the hand's entry moved exactly the chips that result says;
- each voided hand's void entry reverses the hand's movements exactly;
- per night, the hands in effect chain: each starts from the state the one before left (the pot
  included, unless a carry-in or a pot action sits between), and the pot the movements hold
  equals the pot the last hand left (or 0 once the night is ended).

The SQLite half (integrity, foreign keys, triggers) is ``integrity.sqlite_problems``.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, col, select

from booray_ledger.errors import BoorayError
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.schema.models import Entry, Hand, HandVoid, Movement, Player
from booray_ledger.results.file import CheckProblem, ProblemKind, problem
from booray_ledger.rules import house
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState

Progress = Callable[[int, int], None]
"""``progress(done, total)``: hands replayed so far, of all of them."""


def unbalanced_entries(session: Session) -> list[CheckProblem]:
    """Entries whose movements do not add up to zero."""
    rows = session.exec(
        select(Movement.entry_id, func.sum(Movement.chips))
        .group_by(col(Movement.entry_id))
        .having(func.sum(Movement.chips) != 0)
        .limit(20)
    ).all()
    return [problem(ProblemKind.UNBALANCED, entry=int(entry), chips=int(total)) for entry, total in rows]


REPLAY_BATCH = 500
"""Hands read at a time: memory stays the same whatever the size of the ledger."""


def replay_problems(
    session: Session, progress: Progress | None = None, hand_ids: list[int] | None = None
) -> tuple[list[CheckProblem], int]:
    """The hands ``hand_ids`` (default: every hand) replayed from their stored inputs, read a
    batch at a time; returns the problems and the hands replayed."""
    if hand_ids is None:
        hand_ids = list(session.exec(select(Hand.id).order_by(col(Hand.id))).all())  # type: ignore[arg-type]
    names = {p.id: p.name for p in session.exec(select(Player)).all() if p.id is not None}
    problems: list[CheckProblem] = []
    done = 0
    for start in range(0, len(hand_ids), REPLAY_BATCH):
        batch = hand_ids[start : start + REPLAY_BATCH]
        problems += _replay_batch(session, batch, names)
        done += len(batch)
        if progress:
            progress(done, len(hand_ids))
        if len(problems) > 50:
            break
    return problems, done


def _replay_batch(session: Session, hand_ids: list[int], names: dict[int, str]) -> list[CheckProblem]:
    """Replay one batch of hands, each against its entry's chips and its void's reversal."""
    hands = session.exec(select(Hand).where(col(Hand.id).in_(hand_ids)).order_by(col(Hand.id))).all()
    entries: dict[tuple[int | None, str], int | None] = {
        (e.hand_id, e.kind): e.id for e in session.exec(select(Entry).where(col(Entry.hand_id).in_(hand_ids)))
    }
    moved = _movements_by_entry(session, [e for e in entries.values() if e is not None])
    voided = set(session.exec(select(HandVoid.hand_id).where(col(HandVoid.hand_id).in_(hand_ids))).all())
    problems: list[CheckProblem] = []
    for hand in hands:
        original = moved.get(entries.get((hand.id, "hand")) or -1, {})
        problems += _replay_one(hand, original, names)
        if hand.id in voided:
            reversal = moved.get(entries.get((hand.id, "void")) or -1, {})
            if {k: -v for k, v in original.items()} != {k: v for k, v in reversal.items() if v}:
                problems.append(problem(ProblemKind.VOID_INEXACT, hand=hand.number, hand_id=hand.id))
    return problems


def _why(exc: Exception) -> dict[str, Any]:
    """Why a stored hand no longer settles: the refusal's code (``error``) and ``facts``, or the
    kind of exception and its text (``quoted``) for one that is no refusal."""
    if isinstance(exc, BoorayError) and exc.code is not None:
        return {"error": exc.code.value, "facts": exc.facts}
    return {"error": type(exc).__name__, "quoted": str(exc)}


def _replay_one(hand: Hand, moved: dict[int | None, int], names: dict[int, str]) -> list[CheckProblem]:
    """The hand replayed from its stored inputs against its stored result, pot and entry."""
    which = {"hand": hand.number, "hand_id": hand.id}
    try:
        typed = HandInput.from_dict(json.loads(hand.input_json))
        table = Table.from_dict(json.loads(hand.table_json))
        state = TableState.from_dict(json.loads(hand.state_before_json))
        payout = hand_payout(table, state, typed, house.from_mapping(json.loads(hand.rules_json)))
    except Exception as exc:  # a stored hand that no longer settles at all is a finding, not a crash
        return [problem(ProblemKind.HAND_UNSETTLED, **which, **_why(exc))]
    problems: list[CheckProblem] = []
    if result_data(payout, typed) != json.loads(hand.result_json):
        problems.append(problem(ProblemKind.RESULT_DIFFERS, **which))
    if (payout.p0, payout.pot_after, payout.carried) != (hand.p0, hand.pot_after, hand.pot_before):
        problems.append(problem(ProblemKind.POT_DIFFERS, **which, expected=payout.pot_after, found=hand.pot_after))
    by_name = {names.get(pid, "?") if pid is not None else None: chips for pid, chips in moved.items() if chips}
    expected: dict[str | None, int] = {p: c for p, c in payout.net().items() if c}
    pot_change = -sum(t.chips for t in payout.transfers)
    if pot_change:
        expected[None] = pot_change
    if by_name != expected:
        problems.append(problem(ProblemKind.CHIPS_DIFFER, **which))
    return problems


POT_KINDS_BETWEEN = ("hand", "void", "payment", "cash_out")
"""Entries that never move the pot between hands; any other kind after the last hand (a carry-in,
a pot action) means the pot need not be what that hand left."""


def night_problems(session: Session) -> list[CheckProblem]:
    """Per night: the pot the movements hold equals the pot the last hand in effect left (0 once
    the night is ended, unless a pot-moving entry came after that hand). A few grouped queries
    for the whole ledger, whatever its number of nights."""
    rows = _night_rows(session)
    problems: list[CheckProblem] = []
    for night_id, name in rows["names"].items():
        pot = rows["pots"].get(night_id, 0)
        if night_id in rows["ended"]:
            if pot != 0:
                problems.append(problem(ProblemKind.ENDED_POT, night=name, pot=pot))
            continue
        last = rows["last"].get(night_id)
        if last is None:
            continue
        entry_id, pot_after = last
        if rows["other"].get(night_id, 0) <= entry_id and pot != pot_after:
            problems.append(problem(ProblemKind.NIGHT_POT, night=name, pot=pot, expected=pot_after))
    return problems


def _night_rows(session: Session) -> dict[str, dict[int, Any]]:
    """Per night: its name, the pot its movements hold, whether it ended, its last hand in effect
    (that hand's entry id and the pot it left), and the last entry of a kind that moves the pot.
    A hand's entry is looked up through its night (``entry_night``): there is no index on
    ``entry.hand_id``, and by kind alone it scanned every hand entry for each night."""
    sql = session.connection().exec_driver_sql
    kinds = ", ".join(f"'{k}'" for k in POT_KINDS_BETWEEN)
    last_hands = (
        "SELECT night_id, max(id) AS id FROM hand WHERE id NOT IN (SELECT hand_id FROM hand_void) GROUP BY night_id"
    )
    return {
        "names": {int(i): str(n) for i, n in sql("SELECT id, name FROM night ORDER BY id")},
        "pots": {
            int(n): int(p)
            for n, p in sql(
                "SELECT night_id, sum(chips) FROM movement WHERE player_id IS NULL AND account IS NULL GROUP BY night_id"
            )
        },
        "ended": dict.fromkeys(queries.ended_night_ids(session), True),  # reopened nights are open
        "last": {
            int(n): (int(e or 0), int(p))
            for n, e, p in sql(
                f"SELECT h.night_id, e.id, h.pot_after FROM hand h JOIN ({last_hands}) l ON l.id = h.id "
                "LEFT JOIN entry e ON e.night_id = h.night_id AND e.hand_id = h.id AND e.kind = 'hand'"
            )
        },
        "other": {
            int(n): int(e)
            for n, e in sql(f"SELECT night_id, max(id) FROM entry WHERE kind NOT IN ({kinds}) GROUP BY night_id")
        },
    }


def _movements_by_entry(session: Session, entry_ids: list[int]) -> dict[int, dict[int | None, int]]:
    """The chips each of ``entry_ids`` moved, by player (None: the pot)."""
    moved: dict[int, dict[int | None, int]] = defaultdict(lambda: defaultdict(int))
    for entry_id, player_id, chips, account in session.exec(
        select(Movement.entry_id, Movement.player_id, Movement.chips, Movement.account).where(
            col(Movement.entry_id).in_(entry_ids)
        )
    ).all():
        if account is None:
            moved[entry_id][player_id] += chips
    return moved
