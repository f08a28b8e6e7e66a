"""SQLModel tables, mirroring the schema that :mod:`booray_ledger.ledger.schema.sqlite_schema` creates.

The schema itself is owned by the numbered migrations; these classes are how the services read
and append rows. A test checks that both agree column for column.

Chips are ``int`` everywhere. A movement with ``player_id`` NULL is the pot's side of an entry:
every entry's movements add up to zero (double entry), so balances and the pot are plain sums.
"""

from __future__ import annotations

from sqlalchemy import BigInteger
from sqlmodel import Field, SQLModel


class Player(SQLModel, table=True):
    """One person, across every night; names match case-insensitively through ``name_key``."""

    id: int | None = Field(default=None, primary_key=True)
    name: str
    name_key: str = Field(unique=True)
    created_at: str


class Night(SQLModel, table=True):
    """One evening's game with its house rules, first dealer and chip value."""

    id: int | None = Field(default=None, primary_key=True)
    name: str
    name_key: str = Field(unique=True)
    started_at: str
    rules_json: str
    first_dealer_id: int | None = Field(default=None, foreign_key="player.id")
    chip_value: str = "1"
    currency: str = "$"


class SeatEvent(SQLModel, table=True):
    """A change to the seating: add (after someone, clockwise), remove, out (sit out), in."""

    __tablename__ = "seat_event"
    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="night.id")
    player_id: int = Field(foreign_key="player.id")
    action: str
    after_player_id: int | None = Field(default=None, foreign_key="player.id")
    created_at: str


class Hand(SQLModel, table=True):
    """One recorded hand: its inputs, the rules and seats in force, and the state around it."""

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="night.id")
    number: int
    dealer_id: int = Field(foreign_key="player.id")
    input_json: str
    rules_json: str
    table_json: str
    state_before_json: str
    state_after_json: str
    result_json: str
    pot_before: int = Field(sa_type=BigInteger)
    p0: int = Field(sa_type=BigInteger)
    pot_after: int = Field(sa_type=BigInteger)
    outcome: str
    forced: bool = False
    replaces_hand_id: int | None = Field(default=None, foreign_key="hand.id")
    recorded_at: str


class HandVoid(SQLModel, table=True):
    """Marks a hand as no longer in effect (its movements are reversed by a ``void`` entry)."""

    __tablename__ = "hand_void"
    id: int | None = Field(default=None, primary_key=True)
    hand_id: int = Field(foreign_key="hand.id", unique=True)
    reason: str
    created_at: str


class Entry(SQLModel, table=True):
    """One balanced batch of chip movements: a hand, a void, a payment, a pot action."""

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="night.id")
    kind: str
    hand_id: int | None = Field(default=None, foreign_key="hand.id")
    note: str = ""
    created_at: str
    reverses_entry_id: int | None = Field(default=None, foreign_key="entry.id")  # a voided payment


class EntryMemo(SQLModel, table=True):
    """What the scorekeeper noted with an entry (a payment's ``booray paid --note``)."""

    __tablename__ = "entry_memo"

    id: int | None = Field(default=None, primary_key=True)
    entry_id: int = Field(foreign_key="entry.id", unique=True)
    memo: str


class EntrySource(SQLModel, table=True):
    """The front end that wrote an entry (``cli``, ``prompt``, ``page``, ``api``); entries
    written before schema version 5 have none."""

    __tablename__ = "entry_source"

    id: int | None = Field(default=None, primary_key=True)
    entry_id: int = Field(foreign_key="entry.id", unique=True)
    source: str


class Movement(SQLModel, table=True):
    """Chips to (``chips`` > 0) or from a player; ``player_id`` NULL is the pot (or, with
    ``account`` 'carry', the chips carried over to the group's next night)."""

    id: int | None = Field(default=None, primary_key=True)
    entry_id: int = Field(foreign_key="entry.id")
    night_id: int = Field(foreign_key="night.id")
    player_id: int | None = Field(default=None, foreign_key="player.id")
    chips: int = Field(sa_type=BigInteger)  # BIGINT: PostgreSQL binds it as 64-bit
    kind: str
    reason: str
    account: str | None = None  # None: the player's or the pot's; "carry": between nights


class NightEnd(SQLModel, table=True):
    """A night that is over, and what was done with the pot left on the table."""

    __tablename__ = "night_end"
    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="night.id", unique=True)
    pot_action: str
    ended_at: str


class NightUse(SQLModel, table=True):
    """A night became the current one: started, or chosen with ``booray night use``. The
    current night is the one used last that has not ended (``queries.find_night``)."""

    __tablename__ = "night_use"
    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="night.id")
    chosen_at: str


class NightSetting(SQLModel, table=True):
    """A night's chip value (``kind`` 'chip_value', ``value`` the money per chip as text) or
    house rules (``kind`` 'rules', ``value`` every key as JSON) changed between hands; the
    newest row of a kind is in force. ``from_hand`` is the number the next hand had when the
    change was made: new rules apply from that hand on, a chip value to the whole night."""

    __tablename__ = "night_setting"
    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="night.id")
    kind: str
    value: str
    from_hand: int
    created_at: str


class LedgerIdentity(SQLModel, table=True):
    """The ledger's identity, one row written when the file was made (see ``identity``)."""

    __tablename__ = "ledger_identity"
    id: int | None = Field(default=None, primary_key=True)
    ledger_uid: str
    created_at: str


class ChainLink(SQLModel, table=True):
    """One link of a night's hash chain (night 0: the file's own), sealing the rows one write
    transaction added (see ``chain``)."""

    __tablename__ = "chain_link"
    id: int | None = Field(default=None, primary_key=True)
    night_id: int
    seq: int
    rows_json: str
    marks_json: str
    hash: str
