"""The recap people share, in words: a short plain-text summary of one night for a group chat
(the winner, every player's net in chips and money, the settle-up payments, the biggest pot and
the bourrés), made once here from :class:`booray_ledger.results.Recap` so the terminal, the
shareable card and the board word it alike.

Plain strings only: no colour, no table, no alignment that needs a fixed-width font (a chat app
has none). Money is :func:`booray_ledger.text.words.money`. Every sentence is one message in the
language speaking (:func:`~booray_ledger.text.i18n.say`, :func:`~booray_ledger.text.i18n.say_plural`),
one message for each variant (the bank paying or paid, a night over or still open, one winner or
several); every name (a player, the night) is isolated from the words around it
(:func:`~booray_ledger.text.i18n.isolate`), so an Arabic-script name never reorders an English
line, nor a Latin name a Pashto one. Chip counts are written in the locale's digits, ungrouped
(as ``booray status`` writes them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from booray_ledger.text.i18n import N_, Words, _, digits, isolate, lazy_plural, say, say_plural
from booray_ledger.text.words import money, signed

if TYPE_CHECKING:
    from booray_ledger.results import Recap, RecapBourre, Transfer

BANK = "bank"
"""The settle-up party that holds the pot and what early leavers cashed out."""


@dataclass(frozen=True)
class RecapPart:
    """One part of the recap: a title (empty for the opening lines) and its lines; ``headed``:
    whether the plain text puts the title above them (the moments go without)."""

    title: str
    lines: tuple[str, ...]
    headed: bool = True


def whole(n: int) -> Words:
    """A count of chips, hands or a hand's number, in the locale's digits: ``22``, ``۲۲``."""
    return Words(digits(str(n)))


def joined(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cat``: names isolated, the list in the language
    speaking (``names`` already worded, as a hand's numbers, are put in as they are)."""
    shown = [isolate(n) if not isinstance(n, Words) else str(n) for n in names]
    if len(shown) == 1:
        return shown[0]
    # Translators: the separator between the first items of a list ("Ann, Bob and Cat").
    rest = _(", ").join(shown[:-1])
    # Translators: the last two items of a list: {rest} is one item or several ("Ann, Bob").
    return say(N_("{rest} and {last}"), rest=Words(rest), last=Words(shown[-1]))


HEADLINES = {
    (True, False): lazy_plural(
        "{night} is over: {winners} wins with +{chips} chip ({money}).",
        "{night} is over: {winners} wins with +{chips} chips ({money}).",
    ),
    (True, True): lazy_plural(
        "{night} is over: {winners} win with +{chips} chip ({money}) each.",
        "{night} is over: {winners} win with +{chips} chips ({money}) each.",
    ),
    (False, False): lazy_plural(
        "{night} so far: {winners} leads with +{chips} chip ({money}).",
        "{night} so far: {winners} leads with +{chips} chips ({money}).",
    ),
    (False, True): lazy_plural(
        "{night} so far: {winners} lead with +{chips} chip ({money}) each.",
        "{night} so far: {winners} lead with +{chips} chips ({money}) each.",
    ),
}
"""The headline with winners, by (the night is over, several winners tie)."""


def headline(recap: Recap) -> str:
    """``Friday is over: Ann wins with +22 chips (+$5.50).``; while the night is open, who
    leads so far; ``nobody came out ahead`` when no player is up."""
    night, winners = recap["night"], recap["winners"]
    if not winners:
        if recap["ended"]:
            return say(N_("{night} is over: nobody came out ahead."), night=night)
        return say(N_("{night} so far: nobody came out ahead."), night=night)
    best = recap["nets"][0]
    singular, plural = HEADLINES[(recap["ended"], len(winners) > 1)]
    return say_plural(
        singular,
        plural,
        best["chips"],
        night=night,
        winners=Words(joined(winners)),
        chips=whole(best["chips"]),
        money=Words(money(best["amount"], recap["currency"], signed=True)),
    )


def facts_line(recap: Recap) -> str:
    """``3 hands, 1 chip = $0.25.``"""
    return say_plural(
        N_("{hands} hand, 1 chip = {value}."),
        N_("{hands} hands, 1 chip = {value}."),
        recap["hands"],
        hands=whole(recap["hands"]),
        value=Words(money(recap["chip_value"], recap["currency"])),
    )


def net_line(player: str, chip_count: int, amount: str, currency: str) -> str:
    """``Ann +22 chips (+$5.50)``, ``Cat -12 chips (-$3.00)``, ``Eve 0 chips ($0.00)``."""
    return say_plural(
        # Translators: a player's net for the night: {chips} is signed (+22, -12, 0), {money} too.
        N_("{player} {chips} chip ({money})"),
        N_("{player} {chips} chips ({money})"),
        abs(chip_count),
        player=player,
        chips=Words(digits(signed(chip_count))),
        money=Words(money(amount, currency, signed=True)),
    )


PAYMENTS = {
    (False, False, False): lazy_plural(
        "{payer} pays {payee} {chips} chip ({money})", "{payer} pays {payee} {chips} chips ({money})"
    ),
    (True, False, False): lazy_plural(
        "The bank pays {payee} {chips} chip ({money})", "The bank pays {payee} {chips} chips ({money})"
    ),
    (False, True, False): lazy_plural(
        "{payer} pays the bank {chips} chip ({money})", "{payer} pays the bank {chips} chips ({money})"
    ),
    (False, False, True): lazy_plural(
        "{payer} has paid {payee} {chips} chip ({money})", "{payer} has paid {payee} {chips} chips ({money})"
    ),
    (True, False, True): lazy_plural(
        "The bank has paid {payee} {chips} chip ({money})", "The bank has paid {payee} {chips} chips ({money})"
    ),
    (False, True, True): lazy_plural(
        "{payer} has paid the bank {chips} chip ({money})", "{payer} has paid the bank {chips} chips ({money})"
    ),
}
"""A settle-up payment, by (the bank pays, the bank is paid, it has been paid)."""


def payment_line(t: Transfer, currency: str, *, done: bool = False) -> str:
    """``Dan pays Ann 19 chips ($4.75)``; ``done``: ``Cat has paid the bank 12 chips ($3.00)``."""
    singular, plural = PAYMENTS[(t["from"] == BANK, t["to"] == BANK, done)]
    return say_plural(
        singular,
        plural,
        t["chips"],
        payer=t["from"],
        payee=t["to"],
        chips=whole(t["chips"]),
        money=Words(money(t["amount"], currency)),
    )


POTS = {
    False: lazy_plural(
        "Biggest pot: {chips} chip ({money}), won by {winners} in hand {hand}.",
        "Biggest pot: {chips} chips ({money}), won by {winners} in hand {hand}.",
    ),
    True: lazy_plural(
        "Biggest pot: {chips} chip ({money}), shared by {winners} in hand {hand}.",
        "Biggest pot: {chips} chips ({money}), shared by {winners} in hand {hand}.",
    ),
}
"""The biggest pot, by (it was split)."""


def pot_line(recap: Recap) -> str:
    """``Biggest pot: 16 chips ($4.00), won by Ann in hand 3.`` (``shared by`` on a split)."""
    pot = recap["biggest_pot"]
    if pot is None:
        return _("Biggest pot: none won yet.") if not recap["ended"] else _("Biggest pot: no pot was won.")
    from decimal import Decimal

    amount = money(Decimal(pot["chips"]) * Decimal(recap["chip_value"]), recap["currency"])
    singular, plural = POTS[len(pot["winners"]) > 1]
    return say_plural(
        singular,
        plural,
        pot["chips"],
        chips=whole(pot["chips"]),
        money=Words(amount),
        winners=Words(joined(pot["winners"])),
        hand=whole(pot["hand"]),
    )


def bourre_line(bourres: Sequence[RecapBourre]) -> str:
    """``Bourrés: Cat in hands 1 and 2, Dan in hand 3.`` (``No bourrés.`` when none), each player
    in the order of their first bourré."""
    if not bourres:
        return _("No bourrés.")
    by_player: dict[str, list[int]] = {}
    for b in bourres:
        by_player.setdefault(b["player"], []).append(b["hand"])
    parts = [
        say_plural(
            # Translators: one item of the list of bourrés: {hands} is "1" or "1 and 2".
            N_("{player} in hand {hands}"),
            N_("{player} in hands {hands}"),
            len(hands),
            player=player,
            hands=Words(joined([whole(h) for h in hands])),
        )
        for player, hands in by_player.items()
    ]
    # Translators: {bourres} lists who went bourré in which hands ("Cat in hands 1 and 2, Dan in hand 3").
    return say_plural(
        N_("Bourré: {bourres}."), N_("Bourrés: {bourres}."), len(bourres), bourres=Words(_(", ").join(parts))
    )


def settle_lines(recap: Recap) -> list[str]:
    """The payments still to make, then those already made; ``Everyone is square.`` when none
    are left; a pot still on an open table, held by the bank."""
    cur = recap["currency"]
    found = [payment_line(t, cur) for t in recap["payments"]] or [_("Everyone is square.")]
    found += [payment_line(t, cur, done=True) for t in recap["paid"]]
    if recap["pot"] and not recap["ended"]:
        found.append(
            say_plural(
                N_("Still in the pot: {chips} chip, held by the bank until someone wins them."),
                N_("Still in the pot: {chips} chips, held by the bank until someone wins them."),
                recap["pot"],
                chips=whole(recap["pot"]),
            )
        )
    return found


def sections(recap: Recap) -> list[RecapPart]:
    """The recap in its parts, in reading order: the opening lines, the nets, who pays whom, and
    the night's moments (biggest pot, bourrés)."""
    cur = recap["currency"]
    nets = tuple(net_line(n["player"], n["chips"], n["amount"], cur) for n in recap["nets"])
    return [
        RecapPart("", (headline(recap), facts_line(recap)), headed=False),
        RecapPart(_("Nets"), nets),
        RecapPart(_("Settle up"), tuple(settle_lines(recap))),
        RecapPart(_("Moments"), (pot_line(recap), bourre_line(recap["bourres"])), headed=False),
    ]


def recap_text(recap: Recap) -> str:
    """The whole recap as plain text to paste into a chat: the sections, a blank line between."""
    blocks = []
    for section in sections(recap):
        # Translators: a section's title above its lines in the recap ("Nets:", "Settle up:").
        head = [say(N_("{title}:"), title=Words(section.title))] if section.headed else []
        blocks.append("\n".join([*head, *section.lines]))
    return "\n\n".join(blocks)


def card_written(path: str) -> str:
    """``Wrote the recap card to friday.png.``"""
    return say(N_("Wrote the recap card to {path}."), path=path)


def recap(data: Recap) -> None:
    """``booray recap``: the plain text, exactly as it would be pasted (no colour, no wrapping)."""
    import sys

    sys.stdout.write(recap_text(data) + "\n")
