"""The project's own rulebook: one section per rule and variant, each able to say how the
table's house rules apply ("At this table a bourré pays at most 25 chips.").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from booray_ledger.errors import UsageError
from booray_ledger.rules.house import BourrePenalty, Cover, HouseRules, RenegeLeader, Tie


@dataclass(frozen=True)
class Section:
    """One topic of the rulebook."""

    topic: str
    title: str
    text: str
    at_this_table: Callable[[HouseRules], str] | None = None
    convention: str = ""  # what this ledger does where the rule text is silent: marked as such

    def render(self, rules: HouseRules | None = None) -> str:
        """The rule text, then any house convention, clearly labelled as one, then how the
        table's house rules apply."""
        body = _reflow(self.text)
        if self.convention:
            body += "\n\n" + CONVENTION + " " + _reflow(self.convention)
        if rules is not None and self.at_this_table is not None:
            body += "\n\n" + self.at_this_table(rules)
        return body


CONVENTION = "House convention (this ledger's choice, not the rule text):"
"""The label of every line that is a house convention rather than the game's rule."""


def _reflow(text: str) -> str:
    """Join the lines of each paragraph (so a terminal wraps them), keeping paragraphs with
    indented lines (commands, examples) exactly as written."""
    paragraphs = text.strip().split("\n\n")
    out = []
    for paragraph in paragraphs:
        lines = paragraph.splitlines()
        keep = any(line.startswith((" ", '"')) for line in lines)
        out.append(paragraph if keep else " ".join(line.strip() for line in lines))
    return "\n\n".join(out)


def _yes(flag: bool, yes: str, no: str) -> str:
    return yes if flag else no


def _ante(r: HouseRules) -> str:
    if r.double_ante:
        return f"At this table everyone antes {r.ante} before every deal, and each player who plays adds {r.ante} more."
    return f"At this table an ante is {r.ante} chip{'s' if r.ante != 1 else ''}."


def _exempt(r: HouseRules) -> str:
    if r.double_ante:
        return "At this table nobody is exempt: the double ante has everyone ante every hand."
    who = [w for w, f in (("tied leaders", r.tie_exempts and r.tie is not Tie.SPLIT), ("bourré players", r.bourre_exempts),
                          ("renege payers", r.renege_exempts)) if f]  # fmt: skip
    return "At this table " + (f"{', '.join(who)} skip their next ante." if who else "everyone antes every hand.")


def _bourre(r: HouseRules) -> str:
    if not isinstance(r.bourre_penalty, BourrePenalty):
        return f"At this table a bourré pays a fixed {r.bourre_penalty} chips."
    if r.pot_limit is not None:
        return f"At this table a bourré pays at most {r.pot_limit} chips."
    return "At this table a bourré pays the whole pot at stake, with no limit."


def _limit(r: HouseRules) -> str:
    if r.pot_limit is None:
        return "At this table there is no pot limit."
    win = "takes at most" if r.limit_caps_win else "still takes the whole pot, but payments are capped at"
    return f"At this table the limit is {r.pot_limit} chips: the winner {win} {r.pot_limit}."


def _tie(r: HouseRules) -> str:
    if r.tie is Tie.SPLIT:
        return "At this table tied leaders split the pot; odd chips go one each from the dealer's left."
    if r.tie is Tie.VOTE:
        return "At this table the tied players vote each time: record --split or --carry with the hand."
    return "At this table a tie carries the whole pot to the next hand."


def _stakes(r: HouseRules) -> str:
    if not r.table_stakes:
        return "At this table there are no table stakes: balances run without limit and are settled at the end."
    most = f", at most {r.max_buy_in} chips at a time" if r.max_buy_in is not None else ""
    cover = ("a player may play only when their stack covers their antes and a bourré"
             if r.cover is Cover.MUST_COVER else "a player who owes more than their stack pays all of it, no more")  # fmt: skip
    return f"At this table each player buys in for {r.buy_in} chips (rebuys{most}); {cover}."


def _renege(r: HouseRules) -> str:
    leader = ("the best player who did not renege wins, if alone on top" if r.renege_leader is RenegeLeader.NEXT_BEST
              else "nobody wins and the pot carries")  # fmt: skip
    exempt = _yes(r.renege_exempts, " A player who paid for a renege skips their next ante.", "")
    return f"At this table, when the trick leader reneged, {leader}.{exempt}"


def _play(r: HouseRules) -> str:
    head = _yes(r.must_head_trick, "must", "need not")
    over = _yes(r.must_overtrump, "must", "need not")
    return f"At this table a player {head} head the trick and {over} overtrump when able."


def _cinch(r: HouseRules) -> str:
    return _yes(r.cinch, "At this table the cinch rules apply.", "At this table the cinch rules do not apply.")


def _ace(r: HouseRules) -> str:
    return _yes(r.ace_forces_dealer, "At this table an ace turned up obliges the dealer to play.",
                "At this table the dealer may pass even with an ace turned up.")  # fmt: skip


def _cards(r: HouseRules) -> str:
    return f"At this table each player gets {r.cards} cards and a hand has {r.cards} tricks."


SECTIONS: tuple[Section, ...] = (
    Section(
        "overview",
        "The game",
        """
Bourré (say "boo-ray") is a Louisiana gambling game of tricks for 2 to 8 players (7 is best)
with one 52-card deck, aces high. Each hand everyone antes into a pot, five cards are dealt, a
trump suit is turned up, and each player decides to pass or to play. Whoever takes more tricks
than any other single player takes the pot. Anyone who plays and takes no trick at all has gone
bourré and must put the size of the pot into the next one, so pots grow quickly.
""",
    ),
    Section(
        "deal",
        "Antes and the deal",
        """
Before each deal every player who owes an ante puts it in. The dealer gives five cards to each
player, one at a time, and turns their own last card face up: its suit is trump for the hand.
The deal then moves one seat to the left for the next hand.
""",
        _ante,
    ),
    Section(
        "exemptions",
        "Who skips an ante",
        """
Some results excuse a player from the next ante: under the usual house rules the players who
tied for most tricks, and a player who went bourré (they already fed the next pot). The excuse
waits for that player's next hand dealt in, even if they sit out in between. When everyone
passes, nobody is excused.
""",
        _exempt,
        convention="""
When a night ends with its pot carried to the group's next night, the exemptions and lost turns
of the last hand carry with it; a pot split or refunded at the end of the night ends them.
""",
    ),
    Section(
        "declare",
        "Pass or play",
        """
Starting on the dealer's left, each player says pass (fold: no more chips at risk, no chance at
the pot) or play, then discards and draws to improve their hand. A player who plays is committed
to playing all five tricks. If only one player plays, that player takes every trick and the pot
without a card being played.
""",
    ),
    Section(
        "ace-up",
        "An ace turned up",
        """
When the dealer turns up an ace as trump, the dealer must play the hand. The scorekeeper can
record the turned card with --up; a hand where the dealer passed anyway is refused unless
recorded with --force.
""",
        _ace,
    ),
    Section(
        "play",
        "Playing the tricks",
        """
The first player to play on the dealer's left leads; the winner of each trick leads the next.
You must follow suit if you can. If you cannot, you must trump if you can. Whatever you play,
you must beat the best card in the trick so far if you can (head the trick): with the led suit
while nobody has trumped (or when trump was led), or by overtrumping a trump already played.
Holding neither the led suit nor trump, you may play anything. The highest trump wins the
trick; with no trump in it, the highest card of the suit led.
""",
        _play,
    ),
    Section(
        "cinch",
        "The cinch",
        """
A player has a cinch when they are sure of three tricks: the tricks they have already won plus
the trumps in their hand that no card still unplayed can beat add up to three or more. A player
holding a cinch must lead their highest trump; when not last to play to a trick, must play their
highest trump whenever a trump may be played; and when last, must win the trick if they can.
A trump equal in effect to the highest (nothing unplayed ranks between them, like the king when
holding ace and king) counts as the highest. The rule stops a sure winner from ducking tricks to
make another player go bourré.
""",
        _cinch,
    ),
    Section(
        "winning",
        "Who wins the pot",
        """
The player who takes more tricks than every other single player wins the whole pot: with five
tricks that can be three, or two when the rest split one each. A player who reneged cannot win.
""",
        _limit,
    ),
    Section(
        "all-pass",
        "Everyone passes",
        """
When every player passes, nobody plays a trick: the pot, antes and all, stays on the table for
the next hand, and nobody is excused from the next ante. This is not a house option: every table
plays it (older rule files that say `all_pass = "carry"` still load).
""",
    ),
    Section(
        "bourre",
        "Going bourré",
        """
A player who played and took no trick is bourré: after the pot is paid out, they pay the amount
of the pot that was at stake into the next pot. Several players can go bourré in one hand; each
pays. A player who passed can never go bourré.
""",
        _bourre,
    ),
    Section(
        "ties",
        "Ties and split pots",
        """
When two or more players share the most tricks (2-2-1, or 1-1-1-1-1), nobody wins: the pot is
called a split pot and, in the traditional game, stays on the table for the next hand, which
the tied leaders usually play without an ante. Some tables instead share a tied pot among the
leaders.

Other tables let the tied players decide each time (tie = vote): the hand line then says what
they chose, --split or --carry (or the short marks t:split, t:carry), and the hand is refused
without it. The choice is kept with the hand, so an edit or a replay settles it the same way.

Worked example, a voted split. Five players A to E, A deals, the pot is empty, everyone antes 1:
the pot at stake is 5. E passes; A 2, B 2, C 1, D 0 tricks. A and B tie and choose to split:

  booray hand A=2 B=2 C=1 D=0 E=pass --split

B takes 3 (the odd chip goes first from the dealer's left) and A takes 2; D is bourré and pays 5
into the next pot. After a split nobody is excused for the tie; D skips the next ante.
""",
        _tie,
    ),
    Section(
        "renege",
        "Reneging",
        """
A renege is a card played against the rules of play: failing to follow suit, to trump, to head
the trick or to overtrump when able, or breaking the cinch. A renege caught too late costs the
pot: the reneger pays the pot at stake into the next pot (once, even if also bourré) and cannot
win. A renege corrected in time costs nothing but the chance to win this pot, and the player's
next turn to deal.
""",
        _renege,
        convention="""
A reneger who also took no trick pays the pot once, as a renege. Under split ties a reneger
among the tied leaders takes no share.
""",
    ),
    Section(
        "lost-deal",
        "Speaking out of turn",
        """
Announcing pass or play, or how many cards you want, before your turn gives information away:
the offender loses their next turn to deal, which passes to the next player on the left. A
renege corrected in time costs the next deal in the same way.
""",
        convention="""
Each offence costs one turn to deal and they add up: two offences before the player's turn comes
skip them twice. A lost turn waits while its player sits out. When every other player dealt in
is skipped, the same dealer deals again (each skipped player still uses one lost turn; the
dealer's own lost turn waits).
""",
    ),
    Section(
        "limit",
        "Pot limits",
        """
Bourré pots double easily, so many tables set a limit. Under a limit a bourré pays at most the
limit. Some tables also cap the win: the winner takes at most the limit and the rest of the pot
stays on the table for the next hand.
""",
        _limit,
    ),
    Section(
        "double-ante",
        "Double ante",
        """
A variant that keeps pots moving: everyone antes before every deal, with no exemptions, and each
player who decides to play adds one more ante to the pot.
""",
        _ante,
    ),
    Section(
        "simultaneous",
        "Simultaneous declaration",
        """
A variant against table talk: instead of declaring in turn, everyone holds a closed fist over
the table and opens it together, showing a chip to play or nothing to pass. Nobody can be
accused of declaring out of turn, so nobody loses a deal for it. Record the hand as usual.
""",
    ),
    Section(
        "four-card",
        "Four-card Bourré",
        """
With more players, or for faster hands, some tables deal four cards: a hand has four tricks and
the counts must add up to four. Start the night with --cards 4.
""",
        _cards,
    ),
    Section(
        "misdeal",
        "A misdeal",
        """
A deal that goes wrong before anyone plays a card (a card turned face up while dealing, a
player given too many or too few cards, the deck found short, or the wrong player dealing) is a
misdeal: the cards are gathered, shuffled and dealt again. Nobody has played, so nobody wins
or pays anything for it.
""",
        convention="""
The ledger records nothing for a misdeal: no hand is entered, no chip moves, the antes already
in the pot stay there and nobody antes twice, and the same dealer deals again. If the misdealt
hand was entered by mistake, `booray hand void` reverses it. A hand that was played out after
the wrong player dealt is recorded as played, with `--dealer NAME`; the deal then goes on from
whoever really dealt.
""",
    ),
    Section(
        "leaving",
        "A player leaving mid-night",
        """
A player may leave the game between hands, never in the middle of one; chips they won or lost
are settled with the others at the end of the night. A player who will be back can sit out
instead: they are dealt no cards and owe no ante until they return.
""",
        convention="""
`booray seat remove NAME` between hands takes them from the table; their balance stays in the
night and counts in settle-up, and `booray paid` records what they pay or collect before they
go. If the deal was theirs, it passes to whoever sat on their left. Chips they paid into the
pot stay in it for the next winner (a refund at the end of the night still counts them).
`booray seat out NAME` sits a player out instead: an exemption or lost turn of theirs waits for
their return, and a pot split at the end of the night includes them, as everyone seated shares.
""",
    ),
    Section(
        "keys",
        "House-rule keys",
        """
ante, pot_limit, limit_caps_win, cards, double_ante, tie_exempts, bourre_exempts,
bourre_penalty (match_pot or a number), renege_exempts, renege_leader (carry or next_best),
tie (carry, split or vote), ace_forces_dealer, must_head_trick, must_overtrump,
cinch, stakes (none or table), buy_in, max_buy_in (a number or none), cover (must_cover or
all_in). Presets: classic (the default), pagat (the win is capped by a limit and renege payers skip
an ante) and simple (no exemptions, no cinch). `booray rules house` prints the rules in force as a
TOML file that `booray night start --rules FILE` accepts.
""",
    ),
    Section(
        "referee",
        "Ask the referee",
        """
"Hearts led, the queen is high, I hold the seven and king of hearts and played the seven."
  booray referee check --trump S --hand "7H KH 3S" --trick "QH 2H" --card 7H
  -> renege: failed to head the trick; legal: KH
"I had no hearts, so I threw a diamond while holding a spade."
  booray referee check --trump S --hand "3S KD" --trick "QH" --card KD
  -> renege: failed to trump; legal: 3S
"She held ace, king, queen of trump and led a small club."
  booray referee check --trump S --hand "AS KS QS 4C 2D" --card 4C
  -> renege: cinch; legal: AS KS QS
For a whole hand, write the tricks in a file and run `booray referee audit FILE`.
""",
    ),
    Section(
        "stakes",
        "Table stakes: buy-ins, stacks and rebuys",
        """
Pots grow fast, so many tables cap what anyone can lose in a night (stakes = table). Each player
buys chips from the bank for a stack (buy_in, at most max_buy_in in one purchase) and pays only
from that stack. A player who joins with `booray seat add` buys in the usual amount; anyone may
buy again between hands with `booray buy NAME CHIPS`. A buy-in is an entry between the player and
the bank, so every night's chips still add up to zero, counting the bank. At the end of the night
each player's result is their stack minus everything they bought; settle-up, standings and
exports use that result.

A player who cannot pay the ante they owe, or who has no chips at all, is dealt out until they
buy again (status shows who). Two rules say what happens when a stack is short (cover).

must_cover: a player may play only when their stack covers their antes for the hand plus the
most they could owe as a bourré: the pot at stake (the pot before the hand plus every ante of
this hand, capped by a pot limit), or the fixed bourré penalty. A renege is a foul, not a risk of
playing, so it is not counted: a renege costing more than the stack is paid as far as the stack
goes. A hand line that has a player play without cover is refused, saying how many chips short.

all_in: anyone dealt in may play; a player who owes more than their stack (bourré or renege)
pays all they have, the rest is never paid, and the pot gets only what was paid. The hand's
result says so. Either way no stack ever goes below zero.

Worked example, must_cover. Ann, Bob and Cat hold 20, 20 and 8 chips; the pot holds 12 and
everyone antes 1, so the pot at stake is 15. Cat wants to play: she needs her ante 1 plus a
bourré of 15, 16 chips, and has 8, so the hand is refused:

  booray hand Ann=3 Bob=pass Cat=2    -> refused, Cat is 8 chips short

Cat passes (or buys 8 more first, `booray buy Cat 8`, and then plays).

Worked example, all_in and a short bourré. The same table under all_in, with stacks Ann 30,
Bob 30 and Cat 5 and a pot of 12: everyone antes 1, the pot at stake is 15. Ann 3, Bob 2, Cat 0:
Ann wins 15. Cat is bourré and owes 15 but has 4 left after her ante: she pays 4, the other 11
are never paid, and the next pot starts at 4. Stacks: Ann 44, Bob 29, Cat 0, and Cat is dealt
out until she buys again.

Worked example, a rebuy. Buy-in 5, all_in. After two hands Cat's stack is empty and the next
hand is dealt without her. `booray buy Cat 5` is an entry of 5 chips from the bank to Cat: her
stack is 5 again and she has bought 10 in all, so her result so far is her stack minus 10.
""",
        _stakes,
    ),
    Section(
        "scorekeeping",
        "How the ledger settles a hand",
        """
1. Antes: everyone dealt in pays unless excused by the last result; the pot at stake is what was
   carried plus these antes. 2. Nobody played: the pot carries. 3. One player: they win it.
4. Two or more: a lone leader who may win takes the pot; players with no trick pay the pot into
the next one; a renege caught late pays too; tied leaders carry the pot. 5. The pot after is
what the winner did not take plus these payments. 6. Excuses for the next ante. 7. The deal
moves left, skipping players who lost their turn. Each hand's chips add up to zero.
""",
    ),
)

BY_TOPIC = {s.topic: s for s in SECTIONS}


def section(topic: str) -> Section:
    """A section by topic name (or a unique prefix of one)."""
    key = topic.strip().lower()
    if key in BY_TOPIC:
        return BY_TOPIC[key]
    matches = [s for s in SECTIONS if s.topic.startswith(key) or key in s.title.lower()]
    if len(matches) == 1:
        return matches[0]
    raise UsageError(f"no rulebook topic {topic!r}; topics: {', '.join(BY_TOPIC)}")


def search(words: str) -> list[Section]:
    """Sections whose title or text contains every word (case-insensitive)."""
    terms = words.lower().split()
    return [s for s in SECTIONS if all(t in (s.title + " " + s.text).lower() for t in terms)]
