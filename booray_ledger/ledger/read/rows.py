"""Reading rows without the ORM: the one way a query runs on either a write session or a bare
read connection, and the rows the current night's reads return as plain values.

A read-only command (``booray status``, ``booray history``) needs neither SQLModel's classes nor
pydantic, and building them is most of a command's start-up; so the queries those commands run
are SQL text run through SQLAlchemy Core, the same text on SQLite and PostgreSQL, and return
these frozen rows. A write runs the very same queries on its session (its pending rows flushed
first, since a text query is not autoflushed), and appends rows through the SQLModel tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Protocol, cast

from sqlalchemy import Connection, bindparam, text

if TYPE_CHECKING:  # a write's session is passed in; importing its class would load the ORM
    from sqlmodel import Session

    Db = Session | Connection
    """A write (or an ORM read) session, or a bare read connection (:meth:`Store.read_rows`)."""


def connection(db: Db) -> Connection:
    """The connection of ``db``'s transaction; a session's pending rows are flushed into it first,
    so a query sees what the transaction has added (text queries are not autoflushed)."""
    if isinstance(db, Connection):
        return db
    db.flush()
    return db.connection()


def rows(db: Db, sql: str, **params: Any) -> list[tuple[Any, ...]]:
    """The rows of ``sql`` (named parameters ``:name``; a list or tuple value is expanded for
    ``IN :name``), on either engine: SQLAlchemy's rows, which unpack and index as tuples."""
    statement = text(sql)
    lists = [name for name, value in params.items() if isinstance(value, list | tuple | set | frozenset)]
    if lists:
        statement = statement.bindparams(*(bindparam(name, expanding=True) for name in lists))
        params = {k: list(v) if k in lists else v for k, v in params.items()}
    return cast("list[tuple[Any, ...]]", connection(db).execute(statement, params).all())


def scalar(db: Db, sql: str, **params: Any) -> Any:
    """The first column of the first row of ``sql`` (None when there is no row)."""
    found = rows(db, sql, **params)
    return found[0][0] if found else None


class NightLike(Protocol):
    """A night as read either way: a :class:`NightRecord` or the ORM's ``Night``."""

    @property
    def id(self) -> int | None: ...

    @property
    def name(self) -> str: ...

    @property
    def rules_json(self) -> str: ...

    @property
    def chip_value(self) -> str: ...

    @property
    def currency(self) -> str: ...


@dataclass(frozen=True)
class NightRecord:
    """A ``night`` row as read (see :class:`~booray_ledger.ledger.schema.models.Night`)."""

    id: int
    name: str
    started_at: str
    rules_json: str
    first_dealer_id: int | None
    chip_value: str
    currency: str


def columns_of(row: type) -> str:
    """The columns a query selects to read ``row`` (a row class here): its fields, in order."""
    return ", ".join(field.name for field in fields(row))


NIGHT_COLUMNS = columns_of(NightRecord)


@dataclass(frozen=True)
class PlayerRow:
    """A ``player`` row as read: who, by id."""

    id: int
    name: str


@dataclass(frozen=True)
class SeatEventRow:
    """A ``seat_event`` row as read: add (after someone), remove, out or in."""

    id: int
    player_id: int
    action: str
    after_player_id: int | None
    created_at: str


SEAT_EVENT_COLUMNS = columns_of(SeatEventRow)


@dataclass(frozen=True)
class HandRow:
    """A ``hand`` row as read (see :class:`~booray_ledger.ledger.schema.models.Hand`)."""

    id: int
    night_id: int
    number: int
    dealer_id: int
    input_json: str
    rules_json: str
    table_json: str
    state_before_json: str
    state_after_json: str
    result_json: str
    pot_before: int
    p0: int
    pot_after: int
    outcome: str
    forced: bool
    replaces_hand_id: int | None
    recorded_at: str

    @classmethod
    def of(cls, row: Sequence[Any]) -> HandRow:
        """The row as read by a query selecting :data:`HAND_COLUMNS` (``forced`` is 0/1 in SQLite)."""
        values = list(row)
        values[_FORCED] = bool(values[_FORCED])
        return cls(*values)

    @classmethod
    def of_model(cls, hand: Any) -> HandRow:
        """The row of an ORM ``Hand`` just written (flushed: it has its id)."""
        return cls(*(getattr(hand, field.name) for field in fields(cls)))


HAND_COLUMNS = columns_of(HandRow)
_FORCED = [field.name for field in fields(HandRow)].index("forced")
