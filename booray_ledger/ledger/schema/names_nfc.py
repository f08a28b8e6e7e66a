"""Schema 10: the names of an older ledger in NFC, and its hash chain in the v2 form.

Before schema 10 a name was stored as it was typed: ``José`` from one keyboard as one
character, from another as ``e`` and a combining accent (NFD), two spellings that look the
same and compared as different players. New names are stored in NFC (``rules.names``); at the
upgrade (after its backup) every player's and night's name and name key, and every string
inside a hand's stored JSON (names, as seats and results name players), is rewritten in NFC.

Those rows are sealed in the hash chain, so the upgrade first verifies the whole chain as it
is (a rewrite over a damaged row would seal the damage: a broken chain refuses the upgrade),
then rewrites the rows, then rehashes every link in the v2 form (``chain.rehash``): ``booray
check`` passes afterwards, and verifies faster.

Two stored players (or nights) whose names become the same once in NFC were two entries in
the ledger, whoever they were: merging their histories is not something an upgrade may guess,
so the upgrade is refused, naming both, and the file is left as it was (see docs/guide.md,
"Names that look alike").
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from typing import Any

from booray_ledger.errors import DatabaseError, ErrorCode
from booray_ledger.ledger.store import chain
from booray_ledger.rules.names import name_key

NAMED = ("player", "night")
"""The tables with a ``name`` and its ``name_key``."""
HAND_JSON = ("input_json", "table_json", "state_before_json", "state_after_json", "result_json")
"""A hand's stored JSON that can hold names."""
REWRITTEN = ("player", "night", "hand", "chain_link")
"""The append-only tables the upgrade rewrites (their UPDATE guard is lifted inside it)."""


def upgrade(run: chain.Run, where: str, guard: Callable[[bool], None]) -> dict[str, int]:
    """Schema 10 on the transaction under way: verify the chain, names and hands' JSON in NFC,
    every link rehashed (v2). ``where`` names the ledger in messages; ``guard(False)`` lifts
    the UPDATE guard of :data:`REWRITTEN`, ``guard(True)`` puts it back. Returns what changed."""
    problems = chain.verify_all(run)
    if problems:
        # the front end words the broken link inside (``text.errors``)
        raise DatabaseError(ErrorCode.UPGRADE_DAMAGED, path=where, problem=problems[0])
    names = {table: _renamed(run, table, where) for table in NAMED}
    hands = _hands_in_nfc(run)
    guard(False)
    for table, renamed in names.items():
        for id_, (name, key) in renamed.items():
            run(f"UPDATE {table} SET name = ?, name_key = ? WHERE id = ?", (name, key, id_))
    for id_, columns in hands.items():
        for column, text in columns.items():
            run(f"UPDATE hand SET {column} = ? WHERE id = ?", (text, id_))
    links = chain.rehash(run)
    guard(True)
    return {"players": len(names["player"]), "nights": len(names["night"]), "hands": len(hands), "links": links}


def _renamed(run: chain.Run, table: str, where: str) -> dict[int, tuple[str, str]]:
    """The rows of ``table`` whose name or key is not in NFC: by id, the name and key in NFC.
    Two rows whose keys would then be the same refuse the upgrade, naming both."""
    _, rows = run(f"SELECT id, name, name_key FROM {table} ORDER BY id", ())
    seen: dict[str, tuple[str, int]] = {}
    renamed: dict[int, tuple[str, str]] = {}
    for id_, name, key in rows:
        nfc = unicodedata.normalize("NFC", name)
        new_key = name_key(nfc) if nfc != name or unicodedata.normalize("NFC", key) != key else key
        if new_key in seen:
            first, first_id = seen[new_key]
            raise DatabaseError(ErrorCode.UPGRADE_SAME_NAME, path=where, table=table, first=first,
                                first_id=first_id, name=name, id=int(id_))  # fmt: skip
        seen[new_key] = (name, int(id_))
        if (nfc, new_key) != (name, key):
            renamed[int(id_)] = (nfc, new_key)
    return renamed


def _hands_in_nfc(run: chain.Run, batch: int = 2000) -> dict[int, dict[str, str]]:
    """The hands whose stored JSON holds a string not in NFC: by id, each such column rewritten
    (JSON as the ledger writes it, ``json.dumps``). Only text with an escape or a non-ASCII
    character can hold one, so the rest is never parsed; hands are read ``batch`` at a time
    (a ledger of years holds gigabytes of them)."""
    found: dict[int, dict[str, str]] = {}
    after = 0
    while True:
        _, rows = run(f"SELECT id, {', '.join(HAND_JSON)} FROM hand WHERE id > ? ORDER BY id LIMIT {batch}", (after,))
        for id_, *texts in rows:
            for column, text in zip(HAND_JSON, texts, strict=True):
                if "\\u" not in text and text.isascii():
                    continue
                stored = json.loads(text)
                nfc = _nfc(stored)
                if nfc != stored:
                    found.setdefault(int(id_), {})[column] = json.dumps(nfc)
        if len(rows) < batch:
            return found
        after = int(rows[-1][0])


def _nfc(value: Any) -> Any:
    """``value`` (parsed JSON) with every string in it, keys too, in NFC."""
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, list):
        return [_nfc(v) for v in value]
    if isinstance(value, dict):
        return {_nfc(k): _nfc(v) for k, v in value.items()}
    return value
