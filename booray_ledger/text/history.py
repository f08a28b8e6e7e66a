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

from booray_ledger.text.nights import night_title
from booray_ledger.text.render import console, rich_table
from booray_ledger.text.words import CommandHint, hinted, no_command

if TYPE_CHECKING:
    from booray_ledger.results import Change, History

BADGES = {
    "W": "won the pot",
    "S": "took a share of a split pot",
    "T": "tied for the most tricks",
    "B": "bourré",
    "R": "paid for a renege",
    "C": "corrected a renege",
    "O": "spoke out of turn",
    "P": "passed",
    "D": "dealt",
    "U": "owed more than their stack: the rest unpaid",
}
"""The badges after a player's chips, in the order they are written."""

HAND_MARKS = {"*": "replaces an edited hand", "!": "forced past a rule check"}
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
    return f"{chips:+d}" if chips else "0"


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
    numbers = [f"{h['number']}{'*' if h.get('edited') else ''}{'!' if h['forced'] else ''}" for h in hands]
    cells = {p: [cell(h, p) for h in hands] for p in players}
    totals = {p: sum(h["net"].get(p, 0) for h in hands) for p in players}
    first = max(len("#"), len("total"), *(len(n) for n in numbers))
    pot = [str(h["pot_after"]) for h in hands]
    pot_width = max([len("pot"), *(len(x) for x in pot)])  # a night with no hand in effect too
    widths = {p: max(len(p), len(_signed(totals[p])), *(len(c) for c in cells[p])) for p in players}
    lines: list[str] = []
    blocks = column_blocks(players, widths, width - first - GAP - pot_width - GAP)
    for block in blocks:
        last = players[-1] in block if players else True
        rows = [["#", *block, *(["pot"] if last else [])]]
        rows += [[numbers[i], *(cells[p][i] for p in block), *([pot[i]] if last else [])] for i in range(len(hands))]
        rows.append(["total", *(_signed(totals[p]) for p in block), *([""] if last else [])])
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
        bought.setdefault(b["after_hand"], []).append(f"{b['player']} {b['chips']}")
    events += [{"after_hand": n, "text": "bought: " + ", ".join(who)} for n, who in bought.items()]
    return sorted(events, key=lambda e: e["after_hand"])


def _with_events(rows: list[str], numbers: list[int], events: Sequence[Mapping[str, Any]], indent: int) -> list[str]:
    """The grid's rows (header, hands, total) with each seat change and payment after the hand
    recorded before it."""
    out = rows[:1]
    pending = list(events)
    for i, number in enumerate(numbers):
        out += [" " * indent + e["text"] for e in pending if e["after_hand"] < number]
        pending = [e for e in pending if e["after_hand"] >= number]
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
    words = [f"{b} {meaning}" for b, meaning in BADGES.items() if b in used]
    marks = {m for h in hands for m, on in (("*", h.get("edited")), ("!", h["forced"])) if on}
    words += [
        f"{m} {meaning}{hinted(hint, MARK_SHOWN_BY.get(m, ''))}" for m, meaning in HAND_MARKS.items() if m in marks
    ]
    return textwrap.wrap("; ".join(words), width, break_long_words=False, break_on_hyphens=False)


def history_grid(history: History, hint: CommandHint = no_command) -> None:
    """The default ``booray history``: the grid at the terminal's width."""
    out = console()
    out.print(f"{night_title(history['night'], history.get('ended', False))}: hands")
    out.print("\n".join(grid_lines(history, out.width, hint)).rstrip("\n"))


def clock(stamp: str) -> str:
    """A time stamp as the time of day it was written, to the second (``21:05:07``)."""
    return stamp[11:19]


CHANGE_WORDS = {
    "recorded": "recorded",
    "edit": "edited",
    "resettled": "re-settled after an edit",
    "undo": "voided (undo)",
}
"""How each kind of change to a hand is said in the ledger of changes."""


ENTRY_WORDS = {
    "payment": "payment",
    "void": "payment voided",
    "buy_in": "buy-in",
    "carry_in": "pot carried in",
    "pot_carry": "night ended: pot carried to the next night",
    "pot_split": "night ended: pot split",
    "pot_refund": "night ended: pot refunded",
    "pot_void": "pot's end reversed, to be settled again",
    "night_reopen": "night reopened",
    "night_end": "night ended again",
    "cash_out": "cash-out",
    "cash_out_void": "cash-out voided",
}
"""How each entry that concerns no hand is said in the ledger of changes."""


def change_text(change: Change) -> str:
    """One change in words: what happened to which hand (or the payment), and what it replaced."""
    if change["hand"] is None:
        return ENTRY_WORDS.get(change["why"], change["why"].replace("_", " "))
    if change["entry"] == "void":
        done = "voided (replaced by an edit)" if change["why"] == "edit" else CHANGE_WORDS.get(change["why"], "voided")
    else:
        done = CHANGE_WORDS.get(change["why"], change["why"])
    text = f"hand {change['hand']} {done}"
    if change["replaces"] is not None:
        text += f", replacing the hand recorded at {clock(change['replaces']['recorded_at'])}"
    return text


def changes_table(history: History) -> None:
    """``history --all``'s ledger of changes: every entry with its time, what it was, where it
    came from and the chips it moved."""
    table = rich_table(f"{night_title(history['night'], history.get('ended', False))}: every change, in order")
    for column in ("time", "change", "from", "balances"):
        table.add_column(column)
    for change in history["changes"]:
        chips = ", ".join(f"{p} {c:+d}" for p, c in change["moves"].items() if c)
        table.add_row(clock(change["at"]), change_text(change), change["source"] or "-", chips)
    console().print(table)


def history_all(history: History) -> None:
    """``booray history --all``: every hand with its marks (voided ones struck through), the
    seat changes and payments in place, then every change with its time and source."""
    from booray_ledger.text.hands import history_table

    history_table(history)
    changes_table(history)
