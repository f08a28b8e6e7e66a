"""A night's history for people: one line per hand with a column per player, and the night's
ledger of changes (``booray history --all``).

The grid shows, for each hand in effect, the chips each player won (+) or paid (-) in it with
short badges for what they did, and the pot after it. It fits the terminal: when the players'
columns are wider than the screen they are cut into blocks of columns, each block repeating the
hand numbers, so a hand is never wrapped across rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from booray_ledger.text.headlines import clauses, joined, scored
from booray_ledger.text.i18n import N_, Words, _, digits, number, pgettext, say
from booray_ledger.text.nights import night_title
from booray_ledger.text.render import console, rich_table
from booray_ledger.text.words import CommandHint, no_command

if TYPE_CHECKING:
    from booray_ledger.results import Change, History

BADGES = {
    "W": N_("won the pot"),
    "S": N_("took a share of a split pot"),
    "T": N_("tied for the most tricks"),
    "B": N_("bourré"),
    "R": N_("paid for a renege"),
    "C": N_("corrected a renege"),
    "O": N_("spoke out of turn"),
    "P": N_("passed"),
    "D": N_("dealt"),
    "U": N_("owed more than their stack: the rest unpaid"),
}
"""The badges after a player's chips, in the order they are written (the letters are the same
in every language; what they mean is a message of the legend)."""

HAND_MARKS = {"*": N_("replaces an edited hand"), "!": N_("forced past a rule check")}
"""The marks after a hand's number."""

MARK_SHOWN_BY = {"*": "history --all"}
"""The command that shows more about a mark (the edit behind ``*``), in the front end's syntax."""

GAP = 2
"""Spaces between two columns."""


def badges(h: Mapping[str, Any], player: str) -> str:
    """The badges of one player in one hand (see :data:`BADGES`)."""
    won = h["winners"]
    tied = h["outcome"] == "tie" and player in h["played"] and h["tricks"][player] == _top(h)
    flags = {
        "W": player in won and len(won) == 1,
        "S": player in won and len(won) > 1,
        "T": tied and not won,
        "B": player in h["bourre"],
        "R": player in h["reneged"],
        "C": player in h["corrected"],
        "O": player in h.get("out_of_turn", []),
        "P": player in h["passed"],
        "D": player == h["dealer"],
        "U": player in h.get("unpaid", {}),
    }
    return "".join(badge for badge, on in flags.items() if on)


def _top(h: Mapping[str, Any]) -> int:
    counts = [h["tricks"][p] for p in h["played"]]
    return max(counts) if counts else -1


def cell(h: Mapping[str, Any], player: str) -> str:
    """A player's chips in a hand, signed, then their badges; empty when not dealt in."""
    if player not in h["played"] and player not in h["passed"]:
        return ""
    return f"{_signed(h['net'].get(player, 0))}{badges(h, player)}"


def _signed(chips: int) -> str:
    """``+3``, ``-2`` or ``0``, in the locale's digits."""
    return f"+{number(chips)}" if chips > 0 else f"-{number(-chips)}" if chips < 0 else number(0)


def players_of(history: History) -> list[str]:
    """Everyone who was dealt into a hand of the night, in seat order as first seen."""
    seen: dict[str, None] = {}
    for h in history["hands"]:
        for player in h["seats"]:
            if player in h["played"] or player in h["passed"]:
                seen.setdefault(player, None)
    return list(seen)


def grid_lines(history: History, width: int, hint: CommandHint = no_command) -> list[str]:
    """The history as lines no wider than ``width``: blocks of player columns side by side with
    the hand numbers (and the pot after, in the last block), then the totals, then the legend."""
    hands = [h for h in history["hands"] if not h["voided"]]
    players = players_of(history)
    numbers = [f"{number(h['number'])}{'*' if h.get('edited') else ''}{'!' if h['forced'] else ''}" for h in hands]
    head, total, pot_head = pgettext("column", "#"), pgettext("grid", "total"), pgettext("column", "pot")
    cells = {p: [cell(h, p) for h in hands] for p in players}
    totals = {p: sum(h["net"].get(p, 0) for h in hands) for p in players}
    first = max(len(head), len(total), *(len(n) for n in numbers))
    pot = [number(h["pot_after"]) for h in hands]
    pot_width = max([len(pot_head), *(len(x) for x in pot)])  # a night with no hand in effect too
    widths = {p: max(len(p), len(_signed(totals[p])), *(len(c) for c in cells[p])) for p in players}
    lines: list[str] = []
    blocks = column_blocks(players, widths, width - first - GAP - pot_width - GAP)
    for block in blocks:
        last = players[-1] in block if players else True
        rows = [[head, *block, *([pot_head] if last else [])]]
        rows += [[numbers[i], *(cells[p][i] for p in block), *([pot[i]] if last else [])] for i in range(len(hands))]
        rows.append([total, *(_signed(totals[p]) for p in block), *([""] if last else [])])
        sizes = [first, *(widths[p] for p in block), *([pot_width] if last else [])]
        text = [(" " * GAP).join(v.rjust(n) for v, n in zip(row, sizes, strict=True)).rstrip() for row in rows]
        if block is blocks[0]:
            text = _with_events(text, [h["number"] for h in hands], events_of(history), first + GAP)
        lines += [*text, ""]
    return lines + legend(hands, width, hint)


def events_of(history: History) -> list[Mapping[str, Any]]:
    """The seat changes and payments, and (under table stakes) the buy-ins made between the
    same two hands on one line each, in the order they happened."""
    from booray_ledger.text.nights import night_event

    events: list[Mapping[str, Any]] = [
        {"after_hand": e["after_hand"], "text": night_event(e)} for e in history.get("events", [])
    ]
    bought: dict[int, list[str]] = {}
    for b in history.get("buy_ins", []):
        bought.setdefault(b["after_hand"], []).append(scored(b["player"], b["chips"]))
    events += [{"after_hand": n, "text": say("bought: {buys}", buys=joined(who))} for n, who in bought.items()]
    return sorted(events, key=lambda e: e["after_hand"])


def _with_events(rows: list[str], numbers: list[int], events: Sequence[Mapping[str, Any]], indent: int) -> list[str]:
    """The grid's rows (header, hands, total) with each seat change and payment after the hand
    recorded before it."""
    out = rows[:1]
    pending = list(events)
    for i, hand_number in enumerate(numbers):
        out += [" " * indent + e["text"] for e in pending if e["after_hand"] < hand_number]
        pending = [e for e in pending if e["after_hand"] >= hand_number]
        out.append(rows[i + 1])
    out += [" " * indent + e["text"] for e in pending]
    return [*out, *rows[len(numbers) + 1 :]]


def column_blocks(players: Sequence[str], widths: Mapping[str, int], room: int) -> list[list[str]]:
    """The players cut, in order, into blocks whose columns fit in ``room`` characters (a block
    always holds at least one player)."""
    blocks: list[list[str]] = [[]]
    used = 0
    for player in players:
        need = widths[player] + GAP
        if blocks[-1] and used + need > room:
            blocks.append([])
            used = 0
        blocks[-1].append(player)
        used += need
    return blocks


def legend(hands: Sequence[Mapping[str, Any]], width: int, hint: CommandHint = no_command) -> list[str]:
    """What the badges and marks used in these hands mean, on as few lines of ``width`` as they
    need; a mark that a command shows more of names it in the front end's syntax (``hint``)."""
    import textwrap

    used = {b for h in hands for p in h["seats"] for b in badges(h, p)} if hands else set()
    # Translators: an item of the history's legend: a {badge} (a letter, kept) and what it means.
    words = [
        pgettext("legend", "{badge} {meaning}").format(badge=b, meaning=_(meaning))
        for b, meaning in BADGES.items()
        if b in used
    ]
    marks = {m for h in hands for m, on in (("*", h.get("edited")), ("!", h["forced"])) if on}
    words += [mark_legend(m, meaning, hint) for m, meaning in HAND_MARKS.items() if m in marks]
    return textwrap.wrap(clauses(words), width, break_long_words=False, break_on_hyphens=False)


def mark_legend(mark: str, meaning: str, hint: CommandHint = no_command) -> str:
    """A hand mark in the legend, with the front end's command that shows more of it, if any."""
    command = hint(MARK_SHOWN_BY[mark]) if mark in MARK_SHOWN_BY else None
    if command is None:
        return pgettext("legend", "{badge} {meaning}").format(badge=mark, meaning=_(meaning))
    # Translators: a hand mark of the history's legend: the {badge} (kept), what it means, and the {command} that shows more.
    return pgettext("legend", "{badge} {meaning} ({command})").format(badge=mark, meaning=_(meaning), command=command)


def history_grid(history: History, hint: CommandHint = no_command) -> None:
    """The default ``booray history``: the grid at the terminal's width."""
    out = console()
    out.print(say("{night}: hands", night=Words(night_title(history["night"], history.get("ended", False)))))
    out.print("\n".join(grid_lines(history, out.width, hint)).rstrip("\n"))


def clock(stamp: str) -> str:
    """A time stamp as the time of day it was written, to the second (``21:05:07``)."""
    return digits(stamp[11:19])


HAND_CHANGES = {
    ("recorded", False): N_("hand {number} recorded"),
    ("edit", False): N_("hand {number} edited"),
    # Translators: {time} is the time of day the hand it replaces was recorded, like 21:05:07.
    ("edit", True): N_("hand {number} edited, replacing the hand recorded at {time}"),
    ("resettled", False): N_("hand {number} re-settled after an edit"),
    ("resettled", True): N_("hand {number} re-settled after an edit, replacing the hand recorded at {time}"),
    ("undo", False): N_("hand {number} voided (undo)"),
}
"""How each change to a hand is said in the ledger of changes, by why it was written and
whether it replaced a hand recorded before."""

HAND_VOIDS = {"edit": N_("hand {number} voided (replaced by an edit)"), "undo": N_("hand {number} voided (undo)")}
"""A hand voided, by why: an edit replaced it, or an undo."""


ENTRY_WORDS = {
    "payment": N_("payment"),
    "void": N_("payment voided"),
    "buy_in": N_("buy-in"),
    "carry_in": N_("pot carried in"),
    "pot_carry": N_("night ended: pot carried to the next night"),
    "pot_split": N_("night ended: pot split"),
    "pot_refund": N_("night ended: pot refunded"),
    "pot_void": N_("pot's end reversed, to be settled again"),
    "night_reopen": N_("night reopened"),
    "night_end": N_("night ended again"),
    "cash_out": N_("cash-out"),
    "cash_out_void": N_("cash-out voided"),
}
"""How each entry that concerns no hand is said in the ledger of changes (one this version does
not know is shown by its code, with spaces)."""


def change_text(change: Change) -> str:
    """One change in words: what happened to which hand (or the payment), and what it replaced."""
    why, replaces = change["why"], change["replaces"]
    if change["hand"] is None:
        return _(ENTRY_WORDS[why]) if why in ENTRY_WORDS else why.replace("_", " ")
    if change["entry"] == "void":
        return say(HAND_VOIDS.get(why, N_("hand {number} voided")), number=change["hand"])
    message = HAND_CHANGES.get((why, replaces is not None))
    if message is None:  # a change this version does not know: its code
        # Translators: {change} is the code of a change to a hand that this version does not know.
        return say("hand {number} {change}", number=change["hand"], change=Words(why))
    time = Words(clock(replaces["recorded_at"])) if replaces is not None else ""
    return say(message, number=change["hand"], time=time)


def changes_table(history: History) -> None:
    """``history --all``'s ledger of changes: every entry with its time, what it was, where it
    came from and the chips it moved."""
    night = Words(night_title(history["night"], history.get("ended", False)))
    table = rich_table(say("{night}: every change, in order", night=night))
    for column in (pgettext("column", "time"), pgettext("column", "change"), pgettext("column", "from"),
                   pgettext("column", "balances")):  # fmt: skip
        table.add_column(column)
    for change in history["changes"]:
        chips = joined(scored(p, Words(_signed(c))) for p, c in change["moves"].items() if c)
        table.add_row(clock(change["at"]), change_text(change), change["source"] or "-", chips)
    console().print(table)


def history_all(history: History) -> None:
    """``booray history --all``: every hand with its marks (voided ones struck through), the
    seat changes and payments in place, then every change with its time and source."""
    from booray_ledger.text.hands import history_table

    history_table(history)
    changes_table(history)
