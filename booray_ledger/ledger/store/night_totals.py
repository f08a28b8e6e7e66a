"""Per-night totals, kept as each night is written, so that reports across nights read one row
per night and player instead of every hand.

For every night and every player seated in it, ``night_player_total`` holds the net chips at the
table (every movement but settle-up payments), the chips settled by payments, and the counts of
the hands in effect (dealt in, played, pots won, bourrés, reneges, the biggest pot won);
``night_total`` holds each night's hands in effect and the chips in its pot.

The rule: the totals are always exactly what :func:`migration_sql.player_totals_sql` computes
from the ledger's own rows. They change only in the transaction that writes those rows: a new
movement or hand adds to them (the ledger is append-only, so sums only grow by new rows); a void
(a hand taken out of effect, in a void or an edit) computes that night's totals again from its
rows. ``booray check`` compares them with the ledger in full (:func:`differences`).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import Connection, bindparam, text

from booray_ledger.ledger.read.rows import connection
from booray_ledger.ledger.schema.migration_sql import (
    CHIP_VALUE_SQL,
    SETTLEMENT_KINDS,
    SETTLEMENT_KINDS_SQL,
    night_totals_sql,
    player_totals_sql,
)

if TYPE_CHECKING:  # the typed values are imported when a check runs, never at a write's start-up
    from sqlmodel import Session

    from booray_ledger.ledger.read.rows import Db
    from booray_ledger.results.file import CheckProblem

PENDING = "booray_night_totals"
"""Where a write transaction's session keeps the changes to the totals until it commits."""

COLUMNS = ("net", "settled", "hands_dealt_in", "hands_played", "pots_won", "bourres", "reneges", "biggest_pot_won")
_SETTLEMENT = SETTLEMENT_KINDS  # a cash-out settles with the bank


@dataclass
class Changes:
    """What one transaction changes in the totals, applied just before it commits."""

    players: dict[tuple[int, int], list[int]] = field(default_factory=dict)  # (night, player) -> COLUMNS
    nights: dict[int, list[int]] = field(default_factory=dict)  # night -> [hands, pot]
    recompute: set[int] = field(default_factory=set)  # nights whose totals are computed again

    def player(self, night_id: int, player_id: int) -> list[int]:
        return self.players.setdefault((night_id, player_id), [0] * len(COLUMNS))

    def night(self, night_id: int) -> list[int]:
        return self.nights.setdefault(night_id, [0, 0])


def _changes(session: Session) -> Changes:
    found = session.info.get(PENDING)
    if found is None:
        found = session.info[PENDING] = Changes()
    return found  # type: ignore[no-any-return]


def seated(session: Session, night_id: int, player_id: int) -> None:
    """A player sat down in the night: they have a totals row, even before any chips move."""
    _changes(session).player(night_id, player_id)
    _changes(session).night(night_id)


def moved(session: Session, night_id: int, kind: str, rows: list[dict[str, Any]]) -> None:
    """An entry of ``kind`` moved these chips (the rows of ``movement`` it wrote)."""
    changes = _changes(session)
    for row in rows:
        if row["player_id"] is not None:
            column = 1 if kind in _SETTLEMENT else 0
            changes.player(night_id, row["player_id"])[column] += row["chips"]
        elif row["account"] is None:
            changes.night(night_id)[1] += row["chips"]


def hand_written(session: Session, night_id: int, result: dict[str, Any], player_ids: dict[str, int]) -> None:
    """A hand came into effect with this stored result (``player_ids``: the night's names)."""
    changes = _changes(session)
    changes.night(night_id)[0] += 1
    for name in result["results"]:
        changes.player(night_id, player_ids[name])[2] += 1
    for column, key in ((3, "played"), (5, "bourre"), (6, "reneged")):
        for name in result[key]:
            changes.player(night_id, player_ids[name])[column] += 1
    for transfer in result["transfers"]:
        if transfer["kind"] == "win":
            row = changes.player(night_id, player_ids[transfer["player"]])
            row[4] += 1
            row[7] = max(row[7], transfer["chips"])


def hand_voided(session: Session, night_id: int) -> None:
    """A hand of the night went out of effect: its totals are computed again at commit."""
    _changes(session).recompute.add(night_id)


def apply(session: Session) -> None:
    """Write the transaction's changes to the totals (called once, just before it commits)."""
    changes = session.info.pop(PENDING, None)
    if not changes:
        return
    conn = session.connection()
    mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
    for night_id in sorted(changes.recompute):
        recompute(conn, night_id)
    bigger = "MAX" if conn.dialect.name == "sqlite" else "GREATEST"
    sums = ", ".join(f"{c} = night_player_total.{c} + excluded.{c}" for c in COLUMNS[:-1])
    player_rows = [(n, p, *v) for (n, p), v in sorted(changes.players.items()) if n not in changes.recompute]
    if player_rows:
        conn.exec_driver_sql(
            f"INSERT INTO night_player_total (night_id, player_id, {', '.join(COLUMNS)}) "
            f"VALUES ({', '.join([mark] * (len(COLUMNS) + 2))}) ON CONFLICT (night_id, player_id) DO UPDATE SET "
            f"{sums}, biggest_pot_won = {bigger}(night_player_total.biggest_pot_won, excluded.biggest_pot_won)",
            player_rows,
        )
    night_rows = [(n, *v) for n, v in sorted(changes.nights.items()) if n not in changes.recompute]
    if night_rows:
        conn.exec_driver_sql(
            f"INSERT INTO night_total (night_id, hands, pot) VALUES ({mark}, {mark}, {mark}) ON CONFLICT (night_id) "
            "DO UPDATE SET hands = night_total.hands + excluded.hands, pot = night_total.pot + excluded.pot",
            night_rows,
        )


def recompute(conn: Connection, night_id: int | None = None) -> None:
    """Compute the totals of one night (or of every night) again from the ledger's rows."""
    where = f" WHERE night_id = {int(night_id)}" if night_id is not None else ""
    engine = conn.dialect.name
    conn.exec_driver_sql(f"DELETE FROM night_player_total{where}")
    conn.exec_driver_sql(f"DELETE FROM night_total{where}")
    conn.exec_driver_sql(f"INSERT INTO night_player_total {player_totals_sql(engine, night_id)}")
    conn.exec_driver_sql(f"INSERT INTO night_total {night_totals_sql(night_id)}")


def player_rows(session: Session, since: date | None = None) -> list[dict[str, Any]]:
    """The totals of every night (since ``since``) and player, with the player's name and the
    night's chip value in force and currency, night by night: one query."""
    where = " WHERE substr(n.started_at, 1, 10) >= :since" if since is not None else ""
    query = (
        f"SELECT t.night_id, p.name, {CHIP_VALUE_SQL.format(night='n')}, n.currency, {', '.join('t.' + c for c in COLUMNS)} "
        "FROM night_player_total t JOIN player p ON p.id = t.player_id JOIN night n ON n.id = t.night_id"
        f"{where} ORDER BY t.night_id, t.player_id"
    )
    params = {"since": since.isoformat()} if since is not None else {}
    keys = ("night_id", "name", "chip_value", "currency", *COLUMNS)
    return [
        {k: (int(v) if k in COLUMNS else v) for k, v in zip(keys, row, strict=True)}
        for row in session.execute(text(query), params)
    ]


def seated_names(session: Session) -> list[str]:
    """Every player seated in some night (each has a totals row there): one query."""
    query = "SELECT DISTINCT p.name FROM night_player_total t JOIN player p ON p.id = t.player_id ORDER BY p.name"
    return [name for (name,) in session.execute(text(query))]


def player_nights(session: Session, name: str) -> list[dict[str, Any]]:
    """The nights one player was seated in, oldest first: each night's name, start, chip value in force,
    currency and hands in effect, and the player's net chips at the table there: one query."""
    query = (
        f"SELECT n.name, n.started_at, {CHIP_VALUE_SQL.format(night='n')}, n.currency, t.net, COALESCE(nt.hands, 0) "
        "FROM night_player_total t JOIN player p ON p.id = t.player_id JOIN night n ON n.id = t.night_id "
        "LEFT JOIN night_total nt ON nt.night_id = t.night_id WHERE p.name = :name ORDER BY t.night_id"
    )
    keys = ("night", "started_at", "chip_value", "currency", "net", "hands")
    return [
        {k: (int(v) if k in ("net", "hands") else v) for k, v in zip(keys, row, strict=True)}
        for row in session.execute(text(query), {"name": name})
    ]


def balances(session: Session, night_ids: list[int]) -> dict[str, int]:
    """Net chips at the table of every player seated in these nights (settle-up payments left
    out), in the order they first sat down: one query."""
    query = (
        "SELECT p.name, SUM(t.net) FROM night_player_total t JOIN player p ON p.id = t.player_id "
        "WHERE t.night_id IN :ids GROUP BY p.id, p.name ORDER BY MIN(t.night_id), p.id"
    )
    rows = session.execute(text(query).bindparams(bindparam("ids", expanding=True)), {"ids": night_ids})
    return {name: int(total) for name, total in rows}


def pots(session: Session, night_ids: list[int]) -> int:
    """The chips in these nights' pots now, from the kept totals: one query."""
    query = text("SELECT COALESCE(SUM(pot), 0) FROM night_total WHERE night_id IN :ids")
    return int(session.execute(query.bindparams(bindparam("ids", expanding=True)), {"ids": night_ids}).scalar() or 0)


COUNTS = COLUMNS[2:]
"""The columns counted from the hands' stored results (the rest are sums of movements)."""

Counted = dict[str, str]
"""Per night id (as text): a digest of the night's counts as kept, once found equal to the
counts the ledger's hands give (``booray check`` keeps it in its replay mark)."""


def differences(
    conn: Connection, recount: set[int] | None = None, counted: Counted | None = None
) -> list[CheckProblem]:
    """Where the kept totals differ from the ledger's rows (empty: they agree); see :func:`compare`."""
    return compare(conn, recount, counted)[0]


def compare(
    conn: Connection, recount: set[int] | None = None, counted: Counted | None = None
) -> tuple[list[CheckProblem], Counted]:
    """The kept totals against the ledger's rows, and the digest of every night's kept counts.

    The sums (net, settled, every night's hands and pot) and which players have a row are
    computed from the rows in full, in a few grouped queries. The counts from the hands' results
    (the costly part: every result's JSON read) are computed for every night, unless ``counted``
    (the digests an earlier sound check kept) is given: then only for the nights in ``recount``
    (those with a hand written or voided since) and those whose kept counts no longer match
    their digest; the others' counts are the ones found right before (a count changes only with
    a hand or a void, so in a night without either it cannot have become wrong)."""
    engine = conn.dialect.name
    kept = {
        (int(r[0]), int(r[1])): [int(x) for x in r[2:]]
        for r in conn.exec_driver_sql(f"SELECT night_id, player_id, {', '.join(COLUMNS)} FROM night_player_total")
    }
    digests = _digests(kept)
    if recount is None or counted is None:
        expected = {
            (int(r[0]), int(r[1])): [int(x) for x in r[2:]] for r in conn.exec_driver_sql(player_totals_sql(engine))
        }
    else:
        expected = _expected(conn, kept, recount | {int(n) for n, d in digests.items() if counted.get(n) != d})
    problems = _differing(cast(dict[Row, list[int]], expected), cast(dict[Row, list[int]], kept), COLUMNS)
    expected_nights: dict[Row, list[int]] = {
        (r[0], None): [int(x) for x in r[1:]] for r in conn.exec_driver_sql(night_totals_sql())
    }
    kept_nights: dict[Row, list[int]] = {
        (r[0], None): [int(x) for x in r[1:]]
        for r in conn.exec_driver_sql("SELECT night_id, hands, pot FROM night_total")
    }
    return problems + _differing(expected_nights, kept_nights, ("hands", "pot")), digests


def _expected(
    conn: Connection, kept: dict[tuple[int, int], list[int]], stale: set[int]
) -> dict[tuple[int, int], list[int]]:
    """Every seated (night, player)'s totals as the ledger gives them: the sums from the
    movements in full; the counts of the ``stale`` nights (and of any night whose seated players
    are not exactly its kept rows) from their hands, the others' as kept."""
    sums = _sums(conn)
    seated = {(int(n), int(p)) for n, p in conn.exec_driver_sql("SELECT DISTINCT night_id, player_id FROM seat_event")}
    stale = stale | {n for n, _ in seated ^ kept.keys()}
    expected: dict[tuple[int, int], list[int]] = {}
    for night_id in sorted(stale):
        for r in conn.exec_driver_sql(player_totals_sql(conn.dialect.name, night_id)):
            expected[(int(r[0]), int(r[1]))] = [int(x) for x in r[2:]]
    for key in seated:
        if key[0] not in stale:
            expected[key] = [*sums.get(key, (0, 0)), *kept[key][2:]]
    return expected


def _sums(conn: Connection) -> dict[tuple[int, int], tuple[int, int]]:
    """Per (night, player): the chips moved at the table and the chips settled, from the
    movements in full (as :func:`migration_sql.player_totals_sql` sums them): every movement
    summed in one pass, less the few settled by payments (found through their entries' kind)."""
    moved = {
        (int(n), int(p)): int(chips)
        for n, p, chips in conn.exec_driver_sql(
            "SELECT night_id, player_id, SUM(chips) FROM movement WHERE player_id IS NOT NULL GROUP BY night_id, player_id"
        )
    }
    settled = {
        (int(n), int(p)): int(chips)
        for n, p, chips in conn.exec_driver_sql(
            f"SELECT m.night_id, m.player_id, SUM(m.chips) FROM entry e JOIN movement m ON m.entry_id = e.id "
            f"WHERE e.kind IN {SETTLEMENT_KINDS_SQL} AND m.player_id IS NOT NULL GROUP BY m.night_id, m.player_id"
        )
    }
    return {key: (chips - settled.get(key, 0), settled.get(key, 0)) for key, chips in moved.items()}


def _digests(kept: dict[tuple[int, int], list[int]]) -> Counted:
    """Per night: a digest of its kept rows' counts (players in order)."""
    by_night: dict[int, list[tuple[int, ...]]] = {}
    for (night_id, player_id), values in sorted(kept.items()):
        by_night.setdefault(night_id, []).append((player_id, *values[2:]))
    return {str(n): f"{zlib.crc32(repr(rows).encode()):08x}" for n, rows in by_night.items()}


Row = tuple[int, "int | None"]
"""A totals row's key: (night id, player id; None for the night's own row)."""


def _differing(
    expected: dict[Row, list[int]], kept: dict[Row, list[int]], columns: tuple[str, ...]
) -> list[CheckProblem]:
    """The rows of totals that do not match the ledger, as facts: one per missing or extra row,
    and one per differing column."""
    from booray_ledger.results.file import ProblemKind, problem

    problems: list[CheckProblem] = []
    for night_id, player_id in sorted(expected.keys() | kept.keys(), key=lambda k: (k[0], k[1] or 0)):
        found, wanted = kept.get((night_id, player_id)), expected.get((night_id, player_id))
        where = {"night_id": night_id, "player_id": player_id}
        if found is None or wanted is None:
            kind = ProblemKind.TOTALS_MISSING if found is None else ProblemKind.TOTALS_EXTRA
            problems.append(problem(kind, **where))
            continue
        problems += [
            problem(ProblemKind.TOTALS_DIFFER, **where, column=column, kept=k, expected=e)
            for column, k, e in zip(columns, found, wanted, strict=True)
            if k != e
        ]
    return problems


def kept_night(session: Db, night_id: int) -> tuple[int, int] | None:
    """The night's hands in effect and pot as the totals keep them (one row, however long the
    night), or None when this transaction has written changes not applied to them yet, or the
    night has no totals (the ledger's rows must then be counted and summed)."""
    if PENDING in session.info:
        return None
    conn = connection(session)
    mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
    row = conn.exec_driver_sql(f"SELECT hands, pot FROM night_total WHERE night_id = {mark}", (night_id,)).first()
    return None if row is None else (int(row[0]), int(row[1]))


def kept_balances(session: Db, night_id: int) -> dict[int, int] | None:
    """Every seated player's balance (all the chips they moved in the night, payments
    included) by player id, as the totals keep them; None as for :func:`kept_night`."""
    if kept_night(session, night_id) is None:
        return None
    conn = connection(session)
    mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
    rows = conn.exec_driver_sql(
        f"SELECT player_id, net + settled FROM night_player_total WHERE night_id = {mark}", (night_id,)
    )
    return {int(player): int(chips) for player, chips in rows}


def kept_now(session: Session, night_id: int) -> tuple[int, dict[int, int]] | None:
    """The night's pot and every seated player's balance as kept (see :func:`kept_balances`)."""
    night, chips = kept_night(session, night_id), kept_balances(session, night_id)
    return None if night is None or chips is None else (night[1], chips)
