"""How the table's house rules apply, one sentence per rulebook topic ("At this table a bourré
pays at most 25 chips."): what ``booray rules``, ``rules`` in ``booray play`` and the board's
rulebook box show under each topic for a night. The API names the notes a section takes and
gives the night's house rules; the sentences are made here.
"""

from __future__ import annotations

from collections.abc import Callable

from booray_ledger.results import RuleSection
from booray_ledger.rules.house import BourrePenalty, Cover, HouseRules, RenegeLeader, Tie, from_mapping
from booray_ledger.text.rulebook import book_text


def section_text(section: RuleSection) -> str:
    """A rulebook section's text, then how the night's house rules apply to it (when a night
    is open), one sentence per note."""
    rules = section["house_rules"]
    if rules is None or not section["notes"]:
        return book_text(section)
    house = from_mapping(rules)
    return book_text(section) + "\n\n" + " ".join(NOTES[name](house) for name in section["notes"])


def _yes(flag: bool, yes: str, no: str) -> str:
    return yes if flag else no


def ante(r: HouseRules) -> str:
    if r.double_ante:
        return f"At this table everyone antes {r.ante} before every deal, and each player who plays adds {r.ante} more."
    return f"At this table an ante is {r.ante} chip{'s' if r.ante != 1 else ''}."


def exempt(r: HouseRules) -> str:
    if r.double_ante:
        return "At this table nobody is exempt: the double ante has everyone ante every hand."
    who = [w for w, f in (("tied leaders", r.tie_exempts and r.tie is not Tie.SPLIT), ("bourré players", r.bourre_exempts),
                          ("renege payers", r.renege_exempts)) if f]  # fmt: skip
    return "At this table " + (f"{', '.join(who)} skip their next ante." if who else "everyone antes every hand.")


def bourre(r: HouseRules) -> str:
    if not isinstance(r.bourre_penalty, BourrePenalty):
        return f"At this table a bourré pays a fixed {r.bourre_penalty} chips."
    if r.pot_limit is not None:
        return f"At this table a bourré pays at most {r.pot_limit} chips."
    return "At this table a bourré pays the whole pot at stake, with no limit."


def limit(r: HouseRules) -> str:
    if r.pot_limit is None:
        return "At this table there is no pot limit."
    win = "takes at most" if r.limit_caps_win else "still takes the whole pot, but payments are capped at"
    return f"At this table the limit is {r.pot_limit} chips: the winner {win} {r.pot_limit}."


def tie(r: HouseRules) -> str:
    if r.tie is Tie.SPLIT:
        return "At this table tied leaders split the pot; odd chips go one each from the dealer's left."
    if r.tie is Tie.VOTE:
        return "At this table the tied players vote each time: record --split or --carry with the hand."
    if r.tie_exempts and not r.double_ante:
        return "At this table a tie carries the whole pot to the next hand; the tied players owe no ante next hand."
    return "At this table a tie carries the whole pot to the next hand."


def stakes(r: HouseRules) -> str:
    if not r.table_stakes:
        return "At this table there are no table stakes: balances run without limit and are settled at the end."
    most = f", at most {r.max_buy_in} chips at a time" if r.max_buy_in is not None else ""
    cover = ("a player may play only when their stack covers their antes and a bourré"
             if r.cover is Cover.MUST_COVER else "a player who owes more than their stack pays all of it, no more")  # fmt: skip
    return f"At this table each player buys in for {r.buy_in} chips (rebuys{most}); {cover}."


def renege(r: HouseRules) -> str:
    leader = ("the best player who did not renege wins, if alone on top" if r.renege_leader is RenegeLeader.NEXT_BEST
              else "nobody wins and the pot carries")  # fmt: skip
    exempt = _yes(r.renege_exempts, " A player who paid for a renege skips their next ante.", "")
    return f"At this table, when the trick leader reneged, {leader}.{exempt}"


def play(r: HouseRules) -> str:
    head = _yes(r.must_head_trick, "must", "need not")
    over = _yes(r.must_overtrump, "must", "need not")
    return f"At this table a player {head} head the trick and {over} overtrump when able."


def cinch(r: HouseRules) -> str:
    return _yes(r.cinch, "At this table the cinch rules apply.", "At this table the cinch rules do not apply.")


def ace(r: HouseRules) -> str:
    return _yes(r.ace_forces_dealer, "At this table an ace turned up obliges the dealer to play.",
                "At this table the dealer may pass even with an ace turned up.")  # fmt: skip


def cards(r: HouseRules) -> str:
    return f"At this table each player gets {r.cards} cards and a hand has {r.cards} tricks."


NOTES: dict[str, Callable[[HouseRules], str]] = {
    "ante": ante, "exempt": exempt, "bourre": bourre, "limit": limit, "tie": tie, "stakes": stakes,
    "renege": renege, "play": play, "cinch": cinch, "ace": ace, "cards": cards,
}  # fmt: skip
"""Each note a rulebook section may name (``rules.rulebook_section.NOTES``), with its words."""
