"""The rulebook's sections on the game itself, in the order a hand is played: the deal, the
exemptions, declaring, play, winning, bourré, ties, reneges, lost deals, the limit, the variants,
misdeals and players leaving.
"""

from __future__ import annotations

from booray_ledger.rules import at_this_table
from booray_ledger.rules.rulebook_section import Section

GAME_SECTIONS: tuple[Section, ...] = (
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
        at_this_table.ante,
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
        at_this_table.exempt,
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
        at_this_table.ace,
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
        at_this_table.play,
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
        at_this_table.cinch,
    ),
    Section(
        "winning",
        "Who wins the pot",
        """
The player who takes more tricks than every other single player wins the whole pot: with five
tricks that can be three, or two when the rest split one each. A player who reneged cannot win.
""",
        at_this_table.limit,
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
        at_this_table.bourre,
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
        at_this_table.tie,
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
        at_this_table.renege,
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
        at_this_table.limit,
    ),
    Section(
        "double-ante",
        "Double ante",
        """
A variant that keeps pots moving: everyone antes before every deal, with no exemptions, and each
player who decides to play adds one more ante to the pot.
""",
        at_this_table.ante,
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
        at_this_table.cards,
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
)
