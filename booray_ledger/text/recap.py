"""The recap people share, in words: a short plain-text summary of one night for a group chat
(the winner, every player's net in chips and money, the settle-up payments, the biggest pot and
the bourrés), made once here from :class:`booray_ledger.results.Recap` so the terminal, the
shareable card and the board word it alike.

Plain strings only: no colour, no table, no alignment that needs a fixed-width font (a chat app
has none). Money is :func:`booray_ledger.text.words.money`. Every name (a player, the night) is
isolated from the words around it (:func:`~booray_ledger.text.i18n.isolate`), so an Arabic-script
name never reorders an English line, nor a Latin name a Pashto one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from booray_ledger.text.i18n import isolate
from booray_ledger.text.words import chip_value, chips, count, money, signed

if TYPE_CHECKING:
    from booray_ledger.results import Recap, RecapBourre, Transfer

BANK = "bank"
"""The settle-up party that holds the pot and what early leavers cashed out."""


@dataclass(frozen=True)
class RecapPart:
    """One part of the recap: a title (empty for the opening lines) and its lines."""

    title: str
    lines: tuple[str, ...]


def joined(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cat``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def headline(recap: Recap) -> str:
    """``Friday is over: Ann wins with +22 chips (+$5.50).``; while the night is open, who
    leads so far; ``nobody came out ahead`` when no player is up."""
    night = isolate(recap["night"])
    state = f"{night} is over" if recap["ended"] else f"{night} so far"
    winners = recap["winners"]
    if not winners:
        return f"{state}: nobody came out ahead."
    best = recap["nets"][0]
    result = f"{chips(best['chips'])} ({money(best['amount'], recap['currency'], signed=True)})"
    verb = ("wins" if recap["ended"] else "leads") if len(winners) == 1 else ("win" if recap["ended"] else "lead")
    each = " each" if len(winners) > 1 else ""
    return f"{state}: {joined([isolate(w) for w in winners])} {verb} with +{result}{each}."


def facts_line(recap: Recap) -> str:
    """``3 hands, 1 chip = $0.25.``"""
    return f"{count(recap['hands'], 'hand')}, {chip_value(recap['chip_value'], recap['currency'])}."


def net_line(player: str, chip_count: int, amount: str, currency: str) -> str:
    """``Ann +22 chips (+$5.50)``, ``Cat -12 chips (-$3.00)``, ``Eve 0 chips ($0.00)``."""
    noun = "chip" if abs(chip_count) == 1 else "chips"
    return f"{isolate(player)} {signed(chip_count)} {noun} ({money(amount, currency, signed=True)})"


def party(name: str, first: bool = False) -> str:
    """A settle-up party as a sentence names it: the bank is ``the bank``."""
    if name != BANK:
        return isolate(name)
    return "The bank" if first else "the bank"


def payment_line(t: Transfer, currency: str, *, done: bool = False) -> str:
    """``Dan pays Ann 19 chips ($4.75)``; ``done``: ``Cat has paid the bank 12 chips ($3.00)``."""
    verb = "has paid" if done else "pays"
    return f"{party(t['from'], True)} {verb} {party(t['to'])} {chips(t['chips'])} ({money(t['amount'], currency)})"


def pot_line(recap: Recap) -> str:
    """``Biggest pot: 16 chips ($4.00), won by Ann in hand 3.`` (``shared by`` on a split)."""
    pot = recap["biggest_pot"]
    if pot is None:
        return "Biggest pot: none won yet." if not recap["ended"] else "Biggest pot: no pot was won."
    from decimal import Decimal

    amount = money(Decimal(pot["chips"]) * Decimal(recap["chip_value"]), recap["currency"])
    how = "won by" if len(pot["winners"]) == 1 else "shared by"
    return f"Biggest pot: {chips(pot['chips'])} ({amount}), {how} {joined([isolate(w) for w in pot['winners']])} in hand {pot['hand']}."


def bourre_line(bourres: Sequence[RecapBourre]) -> str:
    """``Bourrés: Cat in hands 1 and 2, Dan in hand 3.`` (``No bourrés.`` when none), each player
    in the order of their first bourré."""
    if not bourres:
        return "No bourrés."
    by_player: dict[str, list[int]] = {}
    for b in bourres:
        by_player.setdefault(b["player"], []).append(b["hand"])
    parts = [
        f"{isolate(p)} in {'hand' if len(hs) == 1 else 'hands'} {joined([str(h) for h in hs])}"
        for p, hs in by_player.items()
    ]
    return f"{'Bourré' if len(bourres) == 1 else 'Bourrés'}: {', '.join(parts)}."


def settle_lines(recap: Recap) -> list[str]:
    """The payments still to make, then those already made; ``Everyone is square.`` when none
    are left; a pot still on an open table, held by the bank."""
    cur = recap["currency"]
    found = [payment_line(t, cur) for t in recap["payments"]] or ["Everyone is square."]
    found += [payment_line(t, cur, done=True) for t in recap["paid"]]
    if recap["pot"] and not recap["ended"]:
        found.append(f"Still in the pot: {chips(recap['pot'])}, held by the bank until someone wins them.")
    return found


def sections(recap: Recap) -> list[RecapPart]:
    """The recap in its parts, in reading order: the opening lines, the nets, who pays whom, and
    the night's moments (biggest pot, bourrés)."""
    cur = recap["currency"]
    nets = tuple(net_line(n["player"], n["chips"], n["amount"], cur) for n in recap["nets"])
    return [
        RecapPart("", (headline(recap), facts_line(recap))),
        RecapPart("Nets", nets),
        RecapPart("Settle up", tuple(settle_lines(recap))),
        RecapPart("Moments", (pot_line(recap), bourre_line(recap["bourres"]))),
    ]


def recap_text(recap: Recap) -> str:
    """The whole recap as plain text to paste into a chat: the sections, a blank line between."""
    blocks = []
    for section in sections(recap):
        head = [f"{section.title}:"] if section.title and section.title != "Moments" else []
        blocks.append("\n".join([*head, *section.lines]))
    return "\n\n".join(blocks)


def card_written(path: str) -> str:
    """``Wrote the recap card to friday.png.``"""
    return f"Wrote the recap card to {isolate(path)}."


def recap(data: Recap) -> None:
    """``booray recap``: the plain text, exactly as it would be pasted (no colour, no wrapping)."""
    import sys

    sys.stdout.write(recap_text(data) + "\n")
