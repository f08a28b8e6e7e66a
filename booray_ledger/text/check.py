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

from booray_ledger.text.i18n import N_, SOURCE, Words, _, say, speaking
from booray_ledger.text.ledger_file import plain

Data = Mapping[str, Any]


def _n(data: Data, *keys: str) -> dict[str, Words]:
    """The numbers ``keys`` of ``data`` as :func:`plain` numbers (a check never grouped them)."""
    return {key: plain(data[key]) for key in keys}


WORDS: dict[str, Callable[[Data], str]] = {
    "file_too_short": lambda d: _("the file is shorter than a SQLite header"),
    "sqlite_header": lambda d: _("the SQLite header is damaged"),
    "page_size": lambda d: _("the page size in the header is damaged"),
    "header_format": lambda d: _("the page size or format bytes in the header are damaged"),
    "header_size": lambda d: say("the header does not fit the file ({bytes} bytes)", **_n(d, "bytes")),
    "partial_page": lambda d: say(
        "the file is {bytes} bytes, not a whole number of {page_size}-byte pages", **_n(d, "bytes", "page_size")
    ),
    "page_count": lambda d: say(
        "the header counts {counted} pages but the file holds {pages}", **_n(d, "counted", "pages")
    ),
    "free_list": lambda d: _("the free-page list is damaged"),
    "page": lambda d: say("page {page} of {pages} is damaged", **_n(d, "page", "pages")),
    # Translators: {quoted} is SQLite's own report line, in English
    "sqlite_says": lambda d: say("SQLite integrity: {quoted}", quoted=Words(str(d["quoted"]))),
    # Translators: {table} and {parent} are the names of tables of the ledger file
    "missing_parent": lambda d: say(
        "{table} row {row} points at a missing {parent} row", table=d["table"], row=plain(d["row"]), parent=d["parent"]
    ),
    # Translators: {verb} is UPDATE or DELETE, the change the trigger refuses
    "trigger_lost": lambda d: say(
        "table {table} has lost its append-only trigger ({verb})", table=d["table"], verb=d["verb"]
    ),
    # Translators: {error} is the kind of error (a Python name), {quoted} its first line
    "unreadable": lambda d: say(
        "cannot be read to the end ({error}: {quoted})", error=d["error"], quoted=Words(str(d["quoted"]))
    ),
    "schema_text": lambda d: _("SQLite cannot read the file: its schema is damaged"),
    "not_a_ledger": lambda d: _not_a_ledger(d),
    # Translators: {what} is table, index or trigger (SQLite's word), {name} its name
    "schema_missing": lambda d: say("the schema's {what} '{name}' is missing", what=d["what"], name=d["name"]),
    "schema_changed": lambda d: say(
        "the schema's {what} '{name}' is not as booray-ledger made it", what=d["what"], name=d["name"]
    ),
    # Translators: {link} is like: night 'Fri', link 3 of 9
    "chain_order": lambda d: say(
        "{link}: a link is missing or out of order (numbered {numbered})", link=_link(d), **_n(d, "numbered")
    ),
    # Translators: {sealed} is what the link sealed, like: hand 7, a chip entry, chip movements
    "chain_row_lost": lambda d: say("{link} ({sealed}): a row it sealed is missing", link=_link(d), sealed=_sealed(d)),
    "chain_row_moved": lambda d: say(
        "{link} ({sealed}): a row it sealed now names another night", link=_link(d), sealed=_sealed(d)
    ),
    "chain_changed": lambda d: say("{link} ({sealed}): changed after it was written", link=_link(d), sealed=_sealed(d)),
    "chain_unreadable": lambda d: (
        say("{night}: its rows cannot be read ({error})", night=_night(d), error=d["error"])
        if d.get("night_id") is not None
        else say("the chain cannot be read ({error})", error=d["error"])
    ),
    "chain_no_night": lambda d: _("a row names no night it could belong to (a damaged reference)"),
    "chain_not_verified": lambda d: _not_verified(d),
    # Translators: {rows} is what the table's rows are, like: a hand
    "chain_unsealed": lambda d: say(
        "{rows}: {stored} row(s) stored, {sealed} sealed in the chain",
        rows=_table_rows(str(d["table"])),
        **_n(d, "stored", "sealed"),
    ),
    "unbalanced": lambda d: say("entry {entry} does not balance: {chips} chips", **_n(d, "entry", "chips")),
    # Translators: {hand} is like: hand 7 (id 31); {quoted} why its inputs no longer settle
    "hand_unsettled": lambda d: say(
        "{hand}: its stored inputs no longer settle ({quoted})",
        hand=_hand(d),
        quoted=_refusal(d) if d.get("facts") is not None else Words(str(d["quoted"])),
    ),
    "result_differs": lambda d: say(
        "{hand}: replaying its inputs gives a different result than the one stored", hand=_hand(d)
    ),
    "pot_differs": lambda d: say(
        "{hand}: replaying gives pot {expected}, stored {found}", hand=_hand(d), **_n(d, "expected", "found")
    ),
    "chips_differ": lambda d: say("{hand}: its entry moved other chips than its result says", hand=_hand(d)),
    "void_inexact": lambda d: say("{hand}: its void does not reverse its chips exactly", hand=_hand(d)),
    "ended_pot": lambda d: say(
        "night '{night}' has ended but its pot holds {pot} chips", night=d["night"], **_n(d, "pot")
    ),
    "night_pot": lambda d: say(
        "night '{night}': the pot holds {pot} chips, its last hand left {expected}",
        night=d["night"],
        **_n(d, "pot", "expected"),
    ),
    # Translators: {row} is like: night 2, player 4 (the ids of the rows)
    "totals_missing": lambda d: say("per-night totals of {row}: missing", row=_row(d)),
    "totals_extra": lambda d: say("per-night totals of {row}: kept, but nothing in the ledger", row=_row(d)),
    # Translators: {column} is the name of the column of totals (net, hands, ...)
    "totals_differ": lambda d: say(
        "per-night totals of {row}: {column} {kept} (the ledger says {expected})",
        row=_row(d),
        column=d["column"],
        **_n(d, "kept", "expected"),
    ),
}
"""Each kind of problem (a :class:`~booray_ledger.results.file.ProblemKind`) in words."""


SEALED_WORDS: dict[str, str] = {
    "ledger_identity": N_("the file's identity"),
    "player": N_("a player"),
    "night": N_("a night"),
    "night_use": N_("a choice of night"),
    "seat_event": N_("a seat change"),
    "hand": N_("a hand"),
    "hand_void": N_("a void"),
    "entry": N_("a chip entry"),
    "entry_source": N_("where a chip entry came from"),
    "entry_memo": N_("a payment's note"),
    "movement": N_("chip movements"),
    "night_end": N_("the night's end"),
    "night_setting": N_("a change of the night's settings"),
}
"""What the rows of each table sealed in the hash chain are, in words (marked; translated when
shown)."""


def _table_rows(table: str) -> Words:
    """What the rows of ``table`` are (:data:`SEALED_WORDS`), or the table's own name."""
    known = SEALED_WORDS.get(table)
    return Words(_(known) if known is not None else table)


def _not_a_ledger(data: Data) -> str:
    """Why the file is no ledger this version reads: the refusal that opening it gave (its
    ``error`` code and ``facts``), worded as that refusal is; or its line as it came."""
    if data.get("error") is None:
        return str(data["quoted"])
    return _refusal(data)


def _refusal(data: Data) -> Words:
    """A refusal inside a problem: its ``error`` code and ``facts``, worded as the refusal is."""
    from booray_ledger.errors import ErrorCode
    from booray_ledger.text.problems import problem

    return Words(problem(ErrorCode(data["error"]), data.get("facts") or {}))


def _night(data: Data) -> Words:
    """The chain a broken link is in: ``night 'Fri'``, or the file's own records (night 0)."""
    if data.get("night_id") == 0:
        return Words(_("the file's own records"))
    if data.get("night") is not None:
        return Words(say("night '{night}'", night=data["night"]))
    return Words(say("night '#{id}'", id=plain(data["night_id"])))


def _not_verified(data: Data) -> str:
    """The chains a worker process did not verify, and how it ended (its exit code; negative:
    the signal that killed it)."""
    nights = _n(data, "first_night_id", "last_night_id")
    if data["ended"] < 0:
        return say(
            "the chains of nights {first_night_id} to {last_night_id} (by id) were not verified: the process "
            "verifying them was killed (signal {signal}); run the check again",
            signal=plain(-data["ended"]),
            **nights,
        )
    return say(
        "the chains of nights {first_night_id} to {last_night_id} (by id) were not verified: the process "
        "verifying them stopped (exit code {code}); run the check again",
        code=plain(data["ended"]),
        **nights,
    )


def _link(data: Data) -> Words:
    # Translators: {night} is like: night 'Fri' (or: the file's own records)
    return Words(say("{night}, link {link} of {links}", night=_night(data), **_n(data, "link", "links")))


def _sealed(data: Data) -> Words:
    """The rows a link sealed: ``hand 7, a chip entry, chip movements``."""
    tables = [t for t in str(data.get("sealed") or "").split(",") if t]
    words = [str(_table_rows(t)) for t in tables]
    if "hand" in tables and data.get("hand") is not None:
        words[tables.index("hand")] = say("hand {hand}", hand=plain(data["hand"]))
    return Words(", ".join(words) if words else _("no rows"))


def _hand(data: Data) -> Words:
    return Words(say("hand {hand} (id {hand_id})", **_n(data, "hand", "hand_id")))


def _row(data: Data) -> Words:
    player = data.get("player_id")
    if player is None:
        return Words(say("night {night_id}", **_n(data, "night_id")))
    return Words(say("night {night_id}, player {player_id}", **_n(data, "night_id", "player_id")))


def problem_line(found: Mapping[str, Any]) -> str:
    """One problem ``check`` found (its ``kind`` and ``data``) as one line."""
    return WORDS[str(found["kind"])](found["data"])


def with_words(report: Mapping[str, Any]) -> dict[str, Any]:
    """``check --json``: the report with each check's problems as the lines people read (as
    scripts have always found them) and, beside them, the same problems as facts (``facts``:
    each its ``kind`` and ``data``)."""
    with speaking(SOURCE):  # ``--json`` is the same in every language
        checks = [
            {**item, "problems": [problem_line(p) for p in item["problems"]], "facts": item["problems"]}
            for item in report["checks"]
        ]
    return {**report, "checks": checks}
