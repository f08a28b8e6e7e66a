"""The recap of one night (rulebook topic ``settle-up``): who won, every player's net at the
table in chips and money, the settle-up payments, the biggest pot and the bourrés.

The night is the one named, else the current one, else the most recent ended one. The payments are
exactly the settle-up's (:func:`booray_ledger.ledger.read.payments.settle_up` for that night), so
the recap and ``booray settle`` can never disagree; the nets are the chips won or lost at the
table, before any payment or cash-out.
"""

from __future__ import annotations

from decimal import Decimal

from sqlmodel import Session

from booray_ledger.ledger.read import night_settings, payments, queries
from booray_ledger.ledger.schema.models import Night
from booray_ledger.results import HandResult, Recap, RecapBourre, RecapNet, RecapPot
from booray_ledger.rules import limits


def recap_night(session: Session, name: str | None) -> Night:
    """The night a recap is about: ``name``, else the current night, else the most recent ended
    one (as every read command picks it: :func:`~booray_ledger.ledger.read.queries.find_night`)."""
    return queries.find_night(session, name, ended_ok=True)


def recap(session: Session, name: str | None = None) -> Recap:
    """The recap of the night ``name`` (see :func:`recap_night`) as JSON-ready data."""
    night = recap_night(session, name)
    assert night.id is not None
    settle = payments.settle_up(session, night.name)
    value = Decimal(settle["chip_value"])  # the night's chip value now (`night set` may have changed it)
    before, _ = payments.ledger_balances(session, [night])
    nets: list[RecapNet] = [
        {"player": player, "chips": chips, "amount": limits.money(chips, value)}
        for player, chips in sorted(before.items(), key=lambda item: (-item[1], item[0].lower()))
    ]
    best = max((n["chips"] for n in nets), default=0)
    hands = [(h.number, queries.stored_result(h)) for h in queries.hands_in_effect(session, night.id)]
    end = queries.end_of(session, night.id)  # None while open (a reopened night too)
    return {
        "night": night.name,
        "ended": end is not None,
        "started_at": night.started_at,
        "ended_at": end.ended_at if end is not None else None,
        "hands": len(hands),
        "chip_value": settle["chip_value"],
        "currency": settle["currency"],
        "language": night_settings.language(session, night.id),
        "winners": [n["player"] for n in nets if n["chips"] == best] if best > 0 else [],
        "nets": nets,
        "payments": settle["transfers"],
        "paid": settle["paid"],
        "pot": settle["pot"],
        "biggest_pot": biggest_pot(hands),
        "bourres": bourres(hands),
    }


NumberedHand = tuple[int, HandResult]
"""A hand in effect: its number in the night and its stored result."""


def biggest_pot(hands: list[NumberedHand]) -> RecapPot | None:
    """The hand whose winners took the most chips from the pot (the earliest of equals); None
    when no hand was won. A split pot counts whole, with every player who shared it."""
    found: RecapPot | None = None
    for number, hand in hands:
        won = [t for t in hand["transfers"] if t["kind"] == "win"]
        chips = sum(t["chips"] for t in won)
        if won and (found is None or chips > found["chips"]):
            found = {"hand": number, "chips": chips, "winners": [t["player"] for t in won]}
    return found


def bourres(hands: list[NumberedHand]) -> list[RecapBourre]:
    """Every bourré of the night in hand order, with the chips it cost (the bourré payment)."""
    found: list[RecapBourre] = []
    for number, hand in hands:
        paid = {t["player"]: -t["chips"] for t in hand["transfers"] if t["kind"] == "bourre"}
        found.extend({"player": p, "hand": number, "chips": paid.get(p, 0)} for p in hand["bourre"])
    return found
