"""`booray check`'s replay mark: which hands have already been replayed and found right.

Replaying a hand through the rules is the costly part of ``booray check``; the hash chain and
the sums are cheap and are verified in full every time. So each check that finds the whole
ledger sound writes a mark (``replay_mark``, in a transaction of its own): for every table a
hand's replay reads (``hand``, ``hand_void``, ``entry``, ``movement``), the highest row id it
had replayed and how many rows there were up to that id. The next check replays only the hands
that a row written since touches:

- a hand recorded since (``hand.id`` above the mark),
- a hand voided since (a ``hand_void`` row above the mark: the void must reverse it exactly),
- a hand with an entry or a movement written since (a void entry of an old hand, or any row
  that names it).

So a correction of an already-replayed hand (a void, an edit, a night reopened and edited) is
replayed again, however old the hand: the mark is keyed on the rows' own sequence numbers,
never on hand numbers. A mark is trusted only when every row up to its ids is still there and
no other has appeared among them (the counts match): on PostgreSQL a transaction that took an
id early may commit after a check, and then the next check replays everything, as it does for
a mark written by another version of booray-ledger or one that is damaged. ``check --full``
ignores the mark.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from booray_ledger.clock import now
from booray_ledger.ledger.store.chain import Run

KEYED = ("hand", "hand_void", "entry", "movement")
"""The tables a hand's replay reads (with ``player``, whose rows never change)."""

Tops = dict[str, tuple[int, int]]
"""Per keyed table: (the highest id, the rows up to and including it)."""


@dataclass(frozen=True)
class Mark:
    """What the last sound check had replayed: its tops, the hands found right so far, and the
    digests of every night's per-night counts it found right (``night_totals.compare``; None
    in a mark without them)."""

    tops: Tops
    hands: int
    counted: dict[str, str] | None = None


def _version() -> str:
    """This program's version: a mark another version wrote is not trusted (its rules may differ)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("booray-ledger")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"


def tops(run: Run) -> Tops:
    """The keyed tables as they are now (in the caller's snapshot)."""
    found: Tops = {}
    for table in KEYED:
        _, rows = run(f"SELECT max(id), count(*) FROM {table}", ())
        found[table] = (int(rows[0][0] or 0), int(rows[0][1] or 0))
    return found


def has_table(run: Run) -> bool:
    """Whether this ledger's schema keeps a mark (an older file gets it at its next upgrade)."""
    from booray_ledger.ledger.store import chain

    sql = chain.POSTGRES_TABLES if getattr(run, "postgres", False) else chain.SQLITE_TABLES
    return any(row[0] == "replay_mark" for row in run(sql, ())[1])


def read(run: Run) -> Mark | None:
    """The newest mark, if it can be trusted (see the module's rule); None means replay all."""
    if not has_table(run):
        return None
    _, rows = run("SELECT tops_json, hands, version FROM replay_mark ORDER BY id DESC LIMIT 1", ())
    if not rows or rows[0][2] != _version():
        return None
    try:
        stored = json.loads(rows[0][0])
        marked: Tops = {t: (int(stored[t][0]), int(stored[t][1])) for t in KEYED}
        counted = {str(n): str(d) for n, d in stored["counted"].items()} if "counted" in stored else None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        return None  # a damaged mark: replay everything
    return Mark(marked, int(rows[0][1]), counted) if _still_holds(run, marked) else None


def _still_holds(run: Run, marked: Tops) -> bool:
    """Every row up to the mark's ids is still there, and no other has appeared among them.
    Counted as all the rows less those above the mark: SQLite counts a whole table from its
    pages' headers, and the rows above are few, where counting a range reads every row in it."""
    for table, (top, count) in marked.items():
        _, rows = run(f"SELECT (SELECT count(*) FROM {table}) - (SELECT count(*) FROM {table} WHERE id > ?)", (top,))
        if int(rows[0][0]) != count:
            return False
    return True


def hands_since(run: Run, mark: Mark | None) -> list[int]:
    """The ids of the hands to replay: every hand without a mark, else those a row written since
    the mark touches (see the module's rule), in id order."""
    if mark is None:
        return [int(r[0]) for r in run("SELECT id FROM hand ORDER BY id", ())[1]]
    top = {t: mark.tops[t][0] for t in KEYED}
    _, rows = run(
        "SELECT id FROM hand WHERE id > ? "
        "UNION SELECT hand_id FROM hand_void WHERE id > ? "
        "UNION SELECT hand_id FROM entry WHERE id > ? AND hand_id IS NOT NULL "
        "UNION SELECT e.hand_id FROM movement m JOIN entry e ON e.id = m.entry_id "
        "WHERE m.id > ? AND e.hand_id IS NOT NULL",
        (top["hand"], top["hand_void"], top["entry"], top["movement"]),
    )
    return sorted(int(r[0]) for r in rows)


def nights_of(run: Run, hand_ids: list[int]) -> set[int]:
    """The nights these hands were played in."""
    nights: set[int] = set()
    for start in range(0, len(hand_ids), 500):
        batch = hand_ids[start : start + 500]
        marks = ", ".join("?" * len(batch))
        nights.update(
            int(r[0]) for r in run(f"SELECT DISTINCT night_id FROM hand WHERE id IN ({marks})", tuple(batch))[1]
        )
    return nights


def write(run: Run, replayed: Tops, counted: dict[str, str] | None = None) -> bool:
    """Record that every hand up to ``replayed`` (the tops of the snapshot the check read) was
    replayed and found right (and ``counted``: the digests of the nights' counts found right); the
    caller runs this in a write transaction of its own and commits.
    Nothing is written (False) unless the ledger still holds exactly those rows up to them (a
    file replaced or restored meanwhile is not marked)."""
    if not has_table(run) or not _still_holds(run, replayed):
        return False
    stored = {**{t: list(replayed[t]) for t in KEYED}, **({"counted": counted} if counted else {})}
    run(
        "INSERT INTO replay_mark (tops_json, hands, version, checked_at) VALUES (?, ?, ?, ?)",
        (json.dumps(stored), replayed["hand"][1], _version(), now()),
    )
    return True
