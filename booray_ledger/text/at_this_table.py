"""How the table's house rules apply, one sentence per rulebook topic ("At this table a bourré
pays at most 25 chips."): what ``booray rules``, ``rules`` in ``booray play`` and the board's
rulebook box show under each topic for a night. The API names the notes a section takes and
gives the night's house rules; the sentences are made here.
"""

from __future__ import annotations

from collections.abc import Callable

from booray_ledger.results import RuleSection
from booray_ledger.rules.house import BourrePenalty, Cover, HouseRules, RenegeLeader, Tie, from_mapping
from booray_ledger.text.i18n import N_, Words, _, pgettext, say, say_plural
from booray_ledger.text.rulebook import book_text
from booray_ledger.text.words import joined


def section_text(section: RuleSection) -> str:
    """A rulebook section's text, then how the night's house rules apply to it (when a night
    is open), one sentence per note."""
    rules = section["house_rules"]
    if rules is None or not section["notes"]:
        return book_text(section)
    house = from_mapping(rules)
    # Translators: what goes between two sentences of one paragraph.
    between = pgettext("separator", " ")
    return book_text(section) + "\n\n" + between.join(NOTES[name](house) for name in section["notes"])


def ante(r: HouseRules) -> str:
    if r.double_ante:
        # Translators: {ante} is a number of chips.
        return say("At this table everyone antes {ante} before every deal, and each player who plays adds {ante} more.",
                   ante=r.ante)  # fmt: skip
    return say_plural("At this table an ante is {n} chip.", "At this table an ante is {n} chips.", r.ante)


EXEMPT_PLAYERS = {
    "tie": N_("tied leaders"),
    "bourre": N_("bourré players"),
    "renege": N_("renege payers"),
}
"""The players a table exempts from their next ante, by why (a list of them makes a sentence)."""


def exempt(r: HouseRules) -> str:
    if r.double_ante:
        return _("At this table nobody is exempt: the double ante has everyone ante every hand.")
    flags = {"tie": r.tie_exempts and r.tie is not Tie.SPLIT, "bourre": r.bourre_exempts, "renege": r.renege_exempts}
    who = [_(EXEMPT_PLAYERS[why]) for why, exempts in flags.items() if exempts]
    if not who:
        return _("At this table everyone antes every hand.")
    # Translators: {players} is a list of kinds of players, like "tied leaders, bourré players".
    return say("At this table {players} skip their next ante.", players=Words(joined(who)))


def bourre(r: HouseRules) -> str:
    if not isinstance(r.bourre_penalty, BourrePenalty):
        # Translators: English says "chips" for one chip too here.
        return say_plural("At this table a bourré pays a fixed {n} chips.", "At this table a bourré pays a fixed {n} chips.",
                          r.bourre_penalty)  # fmt: skip
    if r.pot_limit is not None:
        return say_plural("At this table a bourré pays at most {n} chips.", "At this table a bourré pays at most {n} chips.",
                          r.pot_limit)  # fmt: skip
    return _("At this table a bourré pays the whole pot at stake, with no limit.")


def limit(r: HouseRules) -> str:
    if r.pot_limit is None:
        return _("At this table there is no pot limit.")
    if r.limit_caps_win:
        return say_plural("At this table the limit is {n} chips: the winner takes at most {n}.",
                          "At this table the limit is {n} chips: the winner takes at most {n}.", r.pot_limit)  # fmt: skip
    return say_plural(
        "At this table the limit is {n} chips: the winner still takes the whole pot, but payments are capped at {n}.",
        "At this table the limit is {n} chips: the winner still takes the whole pot, but payments are capped at {n}.",
        r.pot_limit,
    )


def tie(r: HouseRules) -> str:
    if r.tie is Tie.SPLIT:
        return _("At this table tied leaders split the pot; odd chips go one each from the dealer's left.")
    if r.tie is Tie.VOTE:
        # Translators: --split and --carry are options, kept as they are.
        return _("At this table the tied players vote each time: record --split or --carry with the hand.")
    if r.tie_exempts and not r.double_ante:
        return _("At this table a tie carries the whole pot to the next hand; the tied players owe no ante next hand.")
    return _("At this table a tie carries the whole pot to the next hand.")


STAKES = {
    (True, False): N_("At this table each player buys in for {buy_in} (rebuys); a player may play only when their "
                      "stack covers their antes and a bourré."),
    (True, True): N_("At this table each player buys in for {buy_in} (rebuys, at most {most} at a time); a player "
                     "may play only when their stack covers their antes and a bourré."),
    (False, False): N_("At this table each player buys in for {buy_in} (rebuys); a player who owes more than their "
                       "stack pays all of it, no more."),
    (False, True): N_("At this table each player buys in for {buy_in} (rebuys, at most {most} at a time); a player "
                      "who owes more than their stack pays all of it, no more."),
}  # fmt: skip
"""Table stakes, by (must the stack cover a bourré, is there a most a player may buy at a time):
``{buy_in}`` and ``{most}`` are numbers of chips ("20 chips")."""


def stakes(r: HouseRules) -> str:
    if not r.table_stakes:
        return _("At this table there are no table stakes: balances run without limit and are settled at the end.")
    message = STAKES[(r.cover is Cover.MUST_COVER, r.max_buy_in is not None)]
    most = Words(_chips(r.max_buy_in)) if r.max_buy_in is not None else ""
    return say(message, buy_in=Words(_chips(r.buy_in or 0)), most=most)


def _chips(n: int) -> str:
    # Translators: a number of chips (English says "chips" for one too here).
    return say_plural("{n} chips", "{n} chips", n)


def renege(r: HouseRules) -> str:
    next_best = r.renege_leader is RenegeLeader.NEXT_BEST
    if next_best and r.renege_exempts:
        return _("At this table, when the trick leader reneged, the best player who did not renege wins, if alone on "
                 "top. A player who paid for a renege skips their next ante.")  # fmt: skip
    if next_best:
        return _(
            "At this table, when the trick leader reneged, the best player who did not renege wins, if alone on top."
        )
    if r.renege_exempts:
        return _("At this table, when the trick leader reneged, nobody wins and the pot carries. A player who paid for "
                 "a renege skips their next ante.")  # fmt: skip
    return _("At this table, when the trick leader reneged, nobody wins and the pot carries.")


def play(r: HouseRules) -> str:
    if r.must_head_trick and r.must_overtrump:
        return _("At this table a player must head the trick and must overtrump when able.")
    if r.must_head_trick:
        return _("At this table a player must head the trick and need not overtrump when able.")
    if r.must_overtrump:
        return _("At this table a player need not head the trick and must overtrump when able.")
    return _("At this table a player need not head the trick and need not overtrump when able.")


def cinch(r: HouseRules) -> str:
    return _("At this table the cinch rules apply.") if r.cinch else _("At this table the cinch rules do not apply.")


def ace(r: HouseRules) -> str:
    if r.ace_forces_dealer:
        return _("At this table an ace turned up obliges the dealer to play.")
    return _("At this table the dealer may pass even with an ace turned up.")


def cards(r: HouseRules) -> str:
    return say_plural("At this table each player gets {n} card and a hand has {n} trick.",
                      "At this table each player gets {n} cards and a hand has {n} tricks.", r.cards)  # fmt: skip


NOTES: dict[str, Callable[[HouseRules], str]] = {
    "ante": ante, "exempt": exempt, "bourre": bourre, "limit": limit, "tie": tie, "stakes": stakes,
    "renege": renege, "play": play, "cinch": cinch, "ace": ace, "cards": cards,
}  # fmt: skip
"""Each note a rulebook section may name (``rules.rulebook_section.NOTES``), with its words."""
