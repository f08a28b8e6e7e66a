"""`booray check`'s problems as people read them: one line for each typed problem
(:class:`~booray_ledger.results.file.CheckProblem`, its kind and data), the same at the terminal,
in ``check --json`` (beside the facts) and wherever else a check is shown.

Keyed by the kinds' text (importing the typed values costs every command's start-up); every
kind has its words (a test checks), and ``quoted`` text from outside (SQLite's own lines, an
error's first line, the chain's account of a broken link) is shown as it came.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from booray_ledger.text.i18n import N_, Words, digits, say

Data = Mapping[str, Any]

WORDS: dict[str, Callable[[Data], str]] = {
    "file_too_short": lambda d: "the file is shorter than a SQLite header",
    "sqlite_header": lambda d: "the SQLite header is damaged",
    "page_size": lambda d: "the page size in the header is damaged",
    "header_format": lambda d: say(N_("the page size or format bytes in the header are damaged")),
    "header_size": lambda d: say(N_("the header does not fit the file ({bytes} bytes)"), bytes=plain(d["bytes"])),
    "partial_page": lambda d: f"the file is {d['bytes']} bytes, not a whole number of {d['page_size']}-byte pages",
    "page_count": lambda d: f"the header counts {d['counted']} pages but the file holds {d['pages']}",
    "free_list": lambda d: "the free-page list is damaged",
    "page": lambda d: f"page {d['page']} of {d['pages']} is damaged",
    "sqlite_says": lambda d: f"SQLite integrity: {d['quoted']}",
    "missing_parent": lambda d: f"{d['table']} row {d['row']} points at a missing {d['parent']} row",
    "trigger_lost": lambda d: f"table {d['table']} has lost its append-only trigger ({d['verb']})",
    "unreadable": lambda d: f"cannot be read to the end ({d['error']}: {d['quoted']})",
    "schema_text": lambda d: "SQLite cannot read the file: its schema is damaged",
    "not_a_ledger": lambda d: str(d["quoted"]),
    "schema_missing": lambda d: f"the schema's {d['what']} {d['name']!r} is missing",
    "schema_changed": lambda d: f"the schema's {d['what']} {d['name']!r} is not as booray-ledger made it",
    "chain_order": lambda d: f"{_link(d)}: a link is missing or out of order (numbered {d['numbered']})",
    "chain_row_lost": lambda d: f"{_link(d)} ({_sealed(d)}): a row it sealed is missing",
    "chain_row_moved": lambda d: f"{_link(d)} ({_sealed(d)}): a row it sealed now names another night",
    "chain_changed": lambda d: f"{_link(d)} ({_sealed(d)}): changed after it was written",
    "chain_unreadable": lambda d: (
        f"{_night(d)}: its rows cannot be read ({d['error']})"
        if d.get("night_id") is not None
        else f"the chain cannot be read ({d['error']})"
    ),
    "chain_no_night": lambda d: "a row names no night it could belong to (a damaged reference)",
    "chain_not_verified": lambda d: (
        f"the chains of nights {d['first_night_id']} to {d['last_night_id']} (by id) were not verified: "
        f"the process verifying them {_ended(d['ended'])}; run the check again"
    ),
    "chain_unsealed": lambda d: (
        f"{SEALED_WORDS.get(d['table'], d['table'])}: {d['stored']} row(s) stored, {d['sealed']} sealed in the chain"
    ),
    "unbalanced": lambda d: f"entry {d['entry']} does not balance: {d['chips']} chips",
    "hand_unsettled": lambda d: f"{_hand(d)}: its stored inputs no longer settle ({d['quoted']})",
    "result_differs": lambda d: f"{_hand(d)}: replaying its inputs gives a different result than the one stored",
    "pot_differs": lambda d: f"{_hand(d)}: replaying gives pot {d['expected']}, stored {d['found']}",
    "chips_differ": lambda d: f"{_hand(d)}: its entry moved other chips than its result says",
    "void_inexact": lambda d: f"{_hand(d)}: its void does not reverse its chips exactly",
    "ended_pot": lambda d: f"night {d['night']!r} has ended but its pot holds {d['pot']} chips",
    "night_pot": lambda d: f"night {d['night']!r}: the pot holds {d['pot']} chips, its last hand left {d['expected']}",
    "totals_missing": lambda d: f"per-night totals of {_row(d)}: missing",
    "totals_extra": lambda d: f"per-night totals of {_row(d)}: kept, but nothing in the ledger",
    "totals_differ": lambda d: (
        f"per-night totals of {_row(d)}: {d['column']} {d['kept']} (the ledger says {d['expected']})"
    ),
}
"""Each kind of problem (a :class:`~booray_ledger.results.file.ProblemKind`) in words."""


SEALED_WORDS: dict[str, str] = {
    "ledger_identity": "the file's identity",
    "player": "a player",
    "night": "a night",
    "night_use": "a choice of night",
    "seat_event": "a seat change",
    "hand": "a hand",
    "hand_void": "a void",
    "entry": "a chip entry",
    "entry_source": "where a chip entry came from",
    "entry_memo": "a payment's note",
    "movement": "chip movements",
    "night_end": "the night's end",
    "night_setting": "a change of the night's settings",
}
"""What the rows of each table sealed in the hash chain are, in words."""


def _night(data: Data) -> str:
    """The chain a broken link is in: ``night 'Fri'``, or the file's own records (night 0)."""
    if data.get("night_id") == 0:
        return "the file's own records"
    return f"night {data['night'] if data.get('night') is not None else '#' + str(data.get('night_id'))!r}"


def _ended(code: int) -> str:
    """How a worker process ended, from its exit code (negative: the signal that killed it)."""
    return f"was killed (signal {-code})" if code < 0 else f"stopped (exit code {code})"


def _link(data: Data) -> str:
    return f"{_night(data)}, link {data['link']} of {data['links']}"


def _sealed(data: Data) -> str:
    """The rows a link sealed: ``hand 7, a chip entry, chip movements``."""
    words = [SEALED_WORDS.get(t, t) for t in str(data.get("sealed") or "").split(",") if t]
    if "a hand" in words and data.get("hand") is not None:
        words[words.index("a hand")] = f"hand {data['hand']}"
    return ", ".join(words) if words else "no rows"


def _hand(data: Data) -> str:
    return f"hand {data['hand']} (id {data['hand_id']})"


def _row(data: Data) -> str:
    player = data.get("player_id")
    return f"night {data['night_id']}" + (f", player {player}" if player is not None else "")


def plain(n: int) -> Words:
    """A number no reader adds up (an id, a page, a size in bytes, a length) in the locale's
    digits, never grouped: ``#1234``, ``8192 bytes`` (:func:`~booray_ledger.text.i18n.number`
    groups a count: ``1,617 chips``)."""
    return Words(digits(str(n)))


def problem_line(found: Mapping[str, Any]) -> str:
    """One problem ``check`` found (its ``kind`` and ``data``) as one line."""
    return WORDS[str(found["kind"])](found["data"])


def with_words(report: Mapping[str, Any]) -> dict[str, Any]:
    """``check --json``: the report with each check's problems as the lines people read (as
    scripts have always found them) and, beside them, the same problems as facts (``facts``:
    each its ``kind`` and ``data``)."""
    checks = [
        {**item, "problems": [problem_line(p) for p in item["problems"]], "facts": item["problems"]}
        for item in report["checks"]
    ]
    return {**report, "checks": checks}
