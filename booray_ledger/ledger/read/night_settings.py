"""A night's settings in force: its chip value and its house rules, as changed between hands.

A night starts with the chip value and house rules stored on its row. ``booray night set``
appends a ``night_setting`` row; nothing is overwritten. The newest row of a kind is in force:

- the **chip value** only turns chips into money, so the newest value is the whole night's
  (settle-up, payments given in money, exports, the board), old hands included;
- the **house rules** apply from the next hand on: each hand snapshots the rules it was played
  under (``hand.rules_json``), so earlier hands, their edits and ``booray check`` keep theirs;
- the **language** (schema 11) is the one the night's board and recap speak: the newest is the
  whole night's, and a night that never chose one has none (each reader speaks its own).
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Final, Literal, overload

from booray_ledger.ledger.read import rows
from booray_ledger.rules import house
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.limits import stored_chip_value

if TYPE_CHECKING:
    from booray_ledger.ledger.read.rows import Db, NightLike
    from booray_ledger.ledger.schema.models import Night
    from booray_ledger.results import SettingChange

CHIP_VALUE: Final = "chip_value"
RULES: Final = "rules"
LANGUAGE: Final = "language"


def _newest(session: Db, night_id: int, kind: str) -> str | None:
    value = rows.scalar(
        session,
        "SELECT value FROM night_setting WHERE night_id = :night AND kind = :kind ORDER BY id DESC LIMIT 1",
        night=night_id,
        kind=kind,
    )
    return None if value is None else str(value)


@overload
def chip_value_text(night: Night) -> str: ...
@overload
def chip_value_text(night: NightLike, session: Db) -> str: ...
def chip_value_text(night: NightLike, session: Db | None = None) -> str:
    """The chip value in force of ``night`` as stored (text): the newest ``night set
    --chip-value``, else the one it started with. Without ``session``, ``night`` must be an ORM
    ``Night`` of an open session (it is read in that one): a row read as a plain value
    (:class:`~booray_ledger.ledger.read.rows.NightRecord`) belongs to no session, and the
    overloads make mypy refuse it without one."""
    return _in_force(night, session)


@overload
def chip_value(night: Night) -> Decimal: ...
@overload
def chip_value(night: NightLike, session: Db) -> Decimal: ...
def chip_value(night: NightLike, session: Db | None = None) -> Decimal:
    """What one chip of ``night`` is worth now (see :func:`chip_value_text`)."""
    return stored_chip_value(_in_force(night, session))


def _in_force(night: NightLike, session: Db | None) -> str:
    if session is None:
        from sqlalchemy.orm import object_session

        session = object_session(night)  # type: ignore[assignment]
    assert session is not None and night.id is not None  # a night read in an open session
    return _newest(session, night.id, CHIP_VALUE) or night.chip_value


def language(session: Db, night_id: int) -> str | None:
    """The language the night chose (a code, like ``ps``), or None when it chose none."""
    return _newest(session, night_id, LANGUAGE)


def rules_now(session: Db, night: NightLike) -> HouseRules:
    """The house rules the night's next hand is played under: the newest ``night set
    --from-next-hand``, else the rules it started with."""
    assert night.id is not None
    stored = _newest(session, night.id, RULES)
    return house.from_mapping(json.loads(stored if stored is not None else night.rules_json))


def changes(session: Db, night: NightLike) -> list[SettingChange]:
    """Every change of the night's settings, oldest first, each with the value before it and
    after it (a chip value as text; house rules as the keys that changed, old and new)."""
    assert night.id is not None
    found = rows.rows(
        session,
        "SELECT kind, value, from_hand, created_at FROM night_setting WHERE night_id = :night ORDER BY id",
        night=night.id,
    )
    before: dict[str, Any] = {CHIP_VALUE: night.chip_value, RULES: json.loads(night.rules_json), LANGUAGE: None}
    out: list[SettingChange] = []
    for kind, value, from_hand, created_at in found:
        old = before[kind]
        new: Any = json.loads(value) if kind == RULES else value
        before[kind] = new
        out.append(_change(kind, int(from_hand), str(created_at), old, new, night.currency))
    return out


def _change(kind: str, from_hand: int, at: str, old: Any, new: Any, currency: str) -> SettingChange:
    if kind == RULES:
        was, now = house.from_mapping(old).to_dict(), house.from_mapping(new).to_dict()
        keys = [k for k in now if was.get(k) != now[k]]
        return {"kind": RULES, "from_hand": from_hand, "currency": currency, "changed_at": at,
                "before": {k: was.get(k) for k in keys}, "after": {k: now[k] for k in keys}}  # fmt: skip
    which: Literal["chip_value", "language"] = CHIP_VALUE if kind == CHIP_VALUE else LANGUAGE
    return {"kind": which, "from_hand": from_hand, "currency": currency, "changed_at": at,
            "before": {kind: old}, "after": {kind: new}}  # fmt: skip
