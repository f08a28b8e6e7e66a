"""Changing a night's settings between hands (``booray night set``), inside the caller's
transaction: each change is one new ``night_setting`` row; the old value stays in the ledger.

- A new **chip value** is the whole night's (it only turns chips into money): any night, ended
  or not, may get one.
- New **house rules** apply from the night's next hand on, so only an open night takes them;
  the hands already played keep the rules they snapshotted.

A change to the value already in force is refused: it would record nothing.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlmodel import Session

from booray_ledger.clock import now
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.read import night_settings, queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.schema.models import NightSetting
from booray_ledger.ledger.write.postings import insert_row
from booray_ledger.rules import house
from booray_ledger.rules.limits import stored_chip_value


def next_hand_number(session: Session, ctx: NightContext) -> int:
    """The number the night's next hand will get (one past the last hand in effect)."""
    last = queries.last_hand(session, ctx.id)
    return 1 if last is None else last.number + 1


def set_chip_value(session: Session, ctx: NightContext, value: Decimal) -> None:
    """Record ``value`` as the night's chip value from now on (for the whole night)."""
    if stored_chip_value(night_settings.chip_value_text(ctx.night, session)) == value:
        raise UsageError(ErrorCode.SAME_CHIP_VALUE, night=ctx.night.name, value=str(value))
    _append(session, ctx, night_settings.CHIP_VALUE, format(value, "f"))  # 1E+2 is kept as 100


def set_rules(session: Session, ctx: NightContext, values: Mapping[str, Any]) -> None:
    """Record the night's house rules with ``values`` changed, from its next hand on."""
    queries.require_open(session, ctx)
    changed = house.change_between_hands(ctx.rules, values)
    if changed == ctx.rules:
        rules = {house.rule_key(k): str(v) for k, v in values.items()}
        raise UsageError(ErrorCode.SAME_RULES, night=ctx.night.name, rules=rules)
    _append(session, ctx, night_settings.RULES, json.dumps(changed.to_dict()))


def set_language(session: Session, ctx: NightContext, code: str) -> None:
    """Record ``code`` as the language of the night's board and recap from now on."""
    if night_settings.language(session, ctx.id) == code:
        raise UsageError(ErrorCode.SAME_LANGUAGE, night=ctx.night.name, language=code)
    _append(session, ctx, night_settings.LANGUAGE, code)


def _append(session: Session, ctx: NightContext, kind: str, value: str) -> None:
    row = NightSetting(
        night_id=ctx.id, kind=kind, value=value, from_hand=next_hand_number(session, ctx), created_at=now()
    )
    insert_row(session, row)
