"""A hand in words for every front end: one phrase for how it ended, the same at the command
line, the live table and the scoreboard (rulebook topics ``winning``, ``ties``, ``bourre``,
``renege``, ``all-pass``).

Plain reading of a stored :class:`~booray_ledger.results.HandResult`: no rules, no SQL. Every
phrase is one message of the catalog (:mod:`booray_ledger.text.i18n`), whole, with the players
as placeholders; a hand's headline is its outcome, then one clause per thing that also happened,
each its own message, between semicolons.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from booray_ledger.rules.payout.result import Outcome
from booray_ledger.text.i18n import N_, Words, _, isolate, lazy_plural, number, pgettext, say, say_plural

if TYPE_CHECKING:  # a name for annotations only: importing the typed values slows `booray hand`
    from booray_ledger.results import HandResult
    from booray_ledger.results.hands import TransferData
    from booray_ledger.rules.handfacts import HandNote


def joined(phrases: Iterable[str], empty: str = "") -> Words:
    """``Ann 2, Bob 3``: phrases already worded (names isolated) in a list (``empty`` when there
    are none: already words)."""
    said = ""
    for phrase in phrases:
        # Translators: a list grows by one: {items} is the list so far, {item} the next (a name, "Ann 2").
        said = pgettext("list", "{items}, {item}").format(items=said, item=phrase) if said else phrase
    return Words(said or empty)


def names(players: Iterable[str], empty: str = "") -> Words:
    """``Ann, Bob, Cat``: the players in a list, each isolated as a name."""
    return joined((isolate(p) for p in players), empty)


def names_and(players: Iterable[str]) -> Words:
    """``Ann and Bob``: players who did one thing together, each isolated as a name."""
    said = ""
    for player in players:
        # Translators: the players who tied: {names} so far, and the next {name}.
        said = (
            pgettext("list", "{names} and {name}").format(names=said, name=isolate(player)) if said else isolate(player)
        )
    return Words(said)


def scored(player: str, value: int | Words) -> Words:
    """``Ann 2``: a player and their number (tricks, chips) in a list, or a word (``pass``)."""
    worded = number(value) if isinstance(value, int) and not isinstance(value, Words) else value
    # Translators: an item of a list: a player's {name} and their {number} (tricks, chips) or "pass".
    return Words(pgettext("list", "{name} {number}").format(name=isolate(player), number=worded))


def clauses(said: Iterable[str]) -> str:
    """Clauses of one line (a hand's outcome; who was bourré; ...) between semicolons."""
    # Translators: between the clauses of one line: "Bob wins 7; bourré: Cat; Ann all in, 2 unpaid".
    return pgettext("clauses", "; ").join(said)


def tied(h: HandResult) -> list[str]:
    """The players who took the most tricks of a hand that ended in a tie."""
    most = max(h["tricks"].values(), default=0)
    return [p for p, n in h["tricks"].items() if n == most and most > 0]


def outcome_phrase(h: HandResult) -> str:
    """How the pot went: won (with the chips taken), split, tied, kept by a renege, or passed."""
    match h["outcome"]:
        case Outcome.WON:
            won = sum(t["chips"] for t in h["transfers"] if t["kind"] == "win")
            # Translators: a hand's outcome: {player} took the pot, {chips} chips.
            return say("{player} wins {chips}", player=h["winners"][0], chips=won)
        case Outcome.SPLIT:
            return say("split between {players}", players=names(h["winners"]))
        case Outcome.TIE:
            return say("tie between {players}: the pot carries", players=names(tied(h)))
        case Outcome.RENEGE_CARRY:
            return _("the leader reneged: the pot carries")
        case Outcome.ALL_PASSED:
            return _("everyone passed")


TIE_VOTES = {"carry": N_("voted to carry"), "split": N_("voted to split")}
"""What the tied players voted (``tie = vote``), as a headline's clause."""


def headline(h: HandResult, *, voided: bool = False) -> str:
    """The outcome, then who was bourré, who reneged, who went all in short (table stakes) and what
    tied players voted; ``(voided)`` at the end of a voided hand."""
    said = [outcome_phrase(h)]
    if h["bourre"]:
        # Translators: a clause of a hand's headline, after "; ": who was bourré.
        said.append(say("bourré: {players}", players=names(h["bourre"])))
    if h["reneged"]:
        said.append(say("reneged: {players}", players=names(h["reneged"])))
    for player, chips in h.get("unpaid", {}).items():
        # Translators: table stakes: {player} went all in; {chips} chips of what they owed were never paid.
        said.append(say("{player} all in, {chips} unpaid", player=player, chips=chips))
    if "tie_vote" in h:
        said.append(_(TIE_VOTES[h["tie_vote"]]) if h["tie_vote"] in TIE_VOTES else h["tie_vote"])
    text = clauses(said)
    # Translators: a hand's headline, for a hand that was voided (undone or replaced).
    return say("{headline} (voided)", headline=Words(text)) if voided else text


WIN_REASONS = {
    # Translators: {player} wins {chips} chips; the pot held {pot}. Likewise in the lines below.
    ("played_alone", False): N_("{player} wins {chips}: played alone, the pot was {pot}"),
    ("played_alone", True): N_("{player} wins {chips} of the pot of {pot}: played alone, the pot limit caps the win"),
    ("most_tricks", False): N_("{player} wins {chips}: most tricks ({tricks}), the pot was {pot}"),
    ("most_tricks", True): N_(
        "{player} wins {chips} of the pot of {pot}: most tricks ({tricks}), the pot limit caps the win"
    ),
}
"""A win's reason, per cause and whether the pot limit capped it."""

NEXT_BEST = {
    # Translators: the leader reneged, so {player}, the best who did not, wins; {n} is their tricks.
    False: lazy_plural(
        "{player} wins {chips}: best player who did not renege ({n} trick), the pot was {pot}",
        "{player} wins {chips}: best player who did not renege ({n} tricks), the pot was {pot}",
    ),
    True: lazy_plural(
        "{player} wins {chips} of the pot of {pot}: best player who did not renege ({n} trick), the pot limit caps the win",
        "{player} wins {chips} of the pot of {pot}: best player who did not renege ({n} tricks), the pot limit caps the win",
    ),
}
"""The win of the best player who did not renege, when the leader did (whether the pot limit
capped it)."""

PAY_REASONS = {
    ("bourre", False): N_("{player} pays {chips}: bourré, the pot was {pot}"),
    ("bourre", True): N_("{player} pays {chips}, all they have, of the {owed} owed: bourré, the pot was {pot}"),
    ("renege", False): N_("{player} pays {chips}: renege, the pot was {pot}"),
    ("renege", True): N_("{player} pays {chips}, all they have, of the {owed} owed: renege, the pot was {pot}"),
    ("renege_bourre", False): N_("{player} pays {chips}: renege (bourré too, pays once), the pot was {pot}"),
    ("renege_bourre", True): N_(
        "{player} pays {chips}, all they have, of the {owed} owed: renege (bourré too, pays once), the pot was {pot}"
    ),
}
"""A payment's reason, per cause (a renege by a player also bourré pays once) and whether the
player had less than they owed (table stakes)."""


def transfer_reason(t: TransferData) -> str:
    """Why one transfer happened, in words: ``Bob wins 5: most tricks (3), the pot was 5``,
    ``Cat pays 5: bourré, the pot was 5``, ``Ann antes 1``, ..."""
    who, chips, why = t["player"], abs(t["chips"]), t["why"]
    pot, tricks = why["pot"], why.get("tricks", 0)
    match why["cause"]:
        case "ante":
            return say("{player} antes {chips}", player=who, chips=chips)
        case "ante_to_play":
            return say("{player} adds {chips} to play (double ante)", player=who, chips=chips)
        case "split_share":
            return say_plural(
                # Translators: {player} takes {chips} chips of a split pot of {pool} chips; {n} is the tricks each tied player took.
                "{player} takes {chips} of the split pot of {pool} (tied at {n} trick)",
                "{player} takes {chips} of the split pot of {pool} (tied at {n} tricks)",
                tricks, player=who, chips=chips, pool=why.get("pool"),
            )  # fmt: skip
        case "next_best":
            return say_plural(*NEXT_BEST[bool(why.get("capped"))], tricks, player=who, chips=chips, pot=pot)
        case "played_alone" | "most_tricks" as cause:
            return say(WIN_REASONS[cause, bool(why.get("capped"))], player=who, chips=chips, pot=pot, tricks=tricks)
    owed = why.get("owed", chips)
    paid_for = "bourre" if why["cause"] == "bourre" else "renege_bourre" if why.get("bourre_too") else "renege"
    return say(PAY_REASONS[paid_for, owed != chips], player=who, chips=chips, owed=owed, pot=pot)


def note(n: HandNote) -> str:
    """One note of a hand in words: ``everyone passed: the pot of 5 carries``, ..."""
    who = n["players"][0] if n["players"] else ""
    pot = n.get("pot")
    match n["note"]:
        case "all_passed":
            return say("everyone passed: the pot of {pot} carries", pot=pot)
        case "tie_vote":
            choice = n.get("choice", "")
            return _(TIED_VOTED[choice]) if choice in TIED_VOTED else choice
        case "tie":
            return say_plural(
                # Translators: {players} (two or more names) took {n} tricks each.
                "{players} tied at {n} trick: nobody wins, the pot of {pot} carries",
                "{players} tied at {n} tricks: nobody wins, the pot of {pot} carries",
                n.get("tricks", 0), players=names_and(n["players"]), pot=pot,
            )  # fmt: skip
        case "renege_carry":
            return say("{player} took the most tricks but reneged: the pot of {pot} carries", player=who, pot=pot)
        case "reneged_leader":
            return say("{player} took the most tricks but reneged", player=who)
        case "all_in":
            paid, owed = n.get("paid", 0), n.get("owed", 0)
            # Translators: table stakes: {player} owed {owed} chips but had only {paid}; {unpaid} were never paid.
            return say(
                "{player} owed {owed} but had {paid}: all in, {unpaid} never paid",
                player=who,
                owed=owed,
                paid=paid,
                unpaid=owed - paid,
            )
        case "corrected":
            return say("{player} corrected a renege: cannot win, loses the next turn to deal", player=who)
    return say("{player} declared out of turn: loses the next turn to deal", player=who)


TIED_VOTED = {"carry": N_("the tied players voted to carry"), "split": N_("the tied players voted to split")}
"""A note of what the tied players voted (``tie = vote``)."""


def notes(h: HandResult) -> list[str]:
    """Every note of a hand, in words, in order."""
    return [note(n) for n in h["notes"]]
