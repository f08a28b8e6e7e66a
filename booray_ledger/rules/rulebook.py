"""The project's own rulebook: one section per rule and variant, each able to say how the
table's house rules apply ("At this table a bourré pays at most 25 chips.").

The game's sections are in :mod:`~booray_ledger.rules.rulebook_game`; this module adds the
ledger's own (house-rule keys, the referee, table stakes, scorekeeping) and finds a section by
topic or by words.
"""

from __future__ import annotations

from booray_ledger.errors import UsageError
from booray_ledger.rules import at_this_table
from booray_ledger.rules.rulebook_game import GAME_SECTIONS
from booray_ledger.rules.rulebook_section import Section

LEDGER_SECTIONS: tuple[Section, ...] = (
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
        at_this_table.stakes,
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

SECTIONS: tuple[Section, ...] = (*GAME_SECTIONS, *LEDGER_SECTIONS)

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
