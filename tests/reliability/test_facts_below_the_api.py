"""Below the API, facts: a whole night through the library returns no English sentence and no
command syntax in any value (names, enums, numbers, time stamps and money amounts only); every
sentence a person reads is made by booray_ledger.text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from booray_ledger import Ledger, hand

STAMP = re.compile(r"^\d{4}-\d\d-\d\dT[\d:.]+([+-]\d\d:\d\d|Z)?$")


def strings(value: Any, where: str = "") -> Iterator[tuple[str, str]]:
    """Every string inside ``value`` (keys and values), with where it was found."""
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from strings(key, f"{where}.<key>")
            yield from strings(inner, f"{where}.{key}")
    elif isinstance(value, list | tuple):
        for i, inner in enumerate(value):
            yield from strings(inner, f"{where}[{i}]")


def sentence_like(text: str) -> bool:
    """Words strung together (three or more), or command syntax (``booray ...``, ``--option``)."""
    if STAMP.match(text):
        return False
    return len(text.split()) >= 3 or "booray " in text or bool(re.search(r"(^|\s)--[a-z]", text))


def a_whole_night(db: Path) -> list[tuple[str, Any]]:
    """Every kind of value the library returns over a night, by the call that returned it."""
    got: list[tuple[str, Any]] = []
    with Ledger.open(db) as ledger:
        got.append(("start_night", ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Dan"], chip_value="0.25")))
        got.append(("record_hand", ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]))))
        got.append(("record_hand", ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"], corrected=["Cat"]))))
        got.append(("seat", ledger.seat("out", "Dan")))
        got.append(("seat", ledger.seat("add", "Eve", after="Ann")))
        got.append(("record_line", ledger.record_line("an 1 bo 3 ca 1 ev 0 r:ca o:ev")))
        got.append(("record_line", ledger.record_line("an - bo - ca - ev -")))
        got.append(("table", ledger.table()))
        got.append(("status_report", ledger.status_report()))
        got.append(("record_payment", ledger.record_payment("Cat", "Bob", 2, night="Friday", force=True)))
        got.append(("void_payment", ledger.void_payment(1)))
        got.append(("history", ledger.history()))
        got.append(("night", ledger.night()))
        got.append(("nights", ledger.nights()))
        got.append(("start_night", ledger.start_night("Saturday", ["Ann", "Bob"])))
        got.append(("use_night", ledger.use_night("Friday")))
        got.append(("end_night", ledger.end_night("split", night="Friday")))
        got.append(("settle_up", ledger.settle_up(night="Friday")))
        got.append(("standings", ledger.standings()))
        got.append(("player", ledger.player("Ann")))
    return got


def test_no_value_a_whole_night_returns_carries_a_sentence_or_command_syntax(tmp_path: Path) -> None:
    found = [
        (call, where, text)
        for call, value in a_whole_night(tmp_path / "night.db")
        for where, text in strings(value)
        if sentence_like(text)
    ]
    assert found == []


def test_the_check_catches_a_sentence_and_command_syntax() -> None:
    assert sentence_like("Cat pays 5: bourré, the pot was 5")
    assert sentence_like("see booray night use")
    assert sentence_like("name it with --night")
    assert not sentence_like("Ann")
    assert not sentence_like("2026-12-04T21:05:33.123456+00:00")
    assert not sentence_like("most_tricks")
