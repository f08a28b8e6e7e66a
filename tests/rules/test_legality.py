"""The referee: legal plays against a brute-force statement of the rules, every renege reason,
trick winners and the cinch."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.cards import SUITS, Card, card, cards, full_deck
from booray_ledger.rules.house import PRESETS, HouseRules
from booray_ledger.rules.legality import Renege, Situation, best_index, has_cinch, judge, legal_cards
from tests.helpers import said

CLASSIC = PRESETS["classic"]


def brute_legal(s: Situation, rules: HouseRules) -> list[Card]:
    """The rules of play restated card by card, with a numeric strength instead of `beats`."""
    led = s.trick[0].suit if s.trick else None

    def strength(c: Card) -> int:
        return 200 + c.rank if c.suit == s.trump else 100 + c.rank if c.suit == led else 0

    def holds(pred) -> bool:  # type: ignore[no-untyped-def]
        return any(pred(x) for x in s.hand)

    best = max(s.trick, key=strength) if s.trick else None

    def allowed(c: Card) -> bool:
        if best is None:
            return True
        if holds(lambda x: x.suit == led):
            if c.suit != led:
                return False
            trumped = best.suit == s.trump and led != s.trump
            must_head = rules.must_head_trick and not trumped
            return not (
                must_head
                and holds(lambda x: x.suit == led and strength(x) > strength(best))
                and strength(c) <= strength(best)
            )
        if holds(lambda x: x.suit == s.trump):
            if c.suit != s.trump:
                return False
            must_over = rules.must_overtrump and best.suit == s.trump
            return not (
                must_over
                and holds(lambda x: x.suit == s.trump and strength(x) > strength(best))
                and strength(c) <= strength(best)
            )
        return True

    base = [c for c in s.hand if allowed(c)]
    if not rules.cinch:
        return base
    unplayed = full_deck() - set(s.hand) - set(s.trick) - s.seen
    out_trumps = [u.rank for u in unplayed if u.suit == s.trump]
    mine = [c for c in s.hand if c.suit == s.trump]
    sure = [t for t in mine if all(r < t.rank for r in out_trumps)]
    if s.won + len(sure) < 3:
        return base
    narrowed: list[Card] = []
    if not s.trick or not s.last:
        if mine and (not s.trick or any(c.suit == s.trump for c in base)):
            top = max(t.rank for t in mine)
            equivalent = [t for t in mine if not any(t.rank < r < top for r in out_trumps)]
            narrowed = [c for c in base if c in equivalent]
    else:
        narrowed = [c for c in base if best is not None and strength(c) > strength(best)]
    return narrowed or base


@st.composite
def situations(draw: st.DrawFn) -> tuple[Situation, HouseRules]:
    deck = sorted(full_deck())
    dealt = draw(st.permutations(deck))
    n_hand = draw(st.integers(1, 5))
    n_trick = draw(st.integers(0, 7))
    n_seen = draw(st.integers(0, 20))
    hand = tuple(dealt[:n_hand])
    trick = tuple(dealt[n_hand : n_hand + n_trick])
    seen = frozenset(dealt[n_hand + n_trick : n_hand + n_trick + n_seen])
    rules = CLASSIC.replace(
        must_head_trick=draw(st.booleans()), must_overtrump=draw(st.booleans()), cinch=draw(st.booleans())
    )
    s = Situation(hand, draw(st.sampled_from(SUITS)), trick, draw(st.integers(0, 4)), seen, draw(st.booleans()))
    return s, rules


@given(situations())
def test_legal_cards_match_a_brute_force_statement_of_the_rules(case: tuple[Situation, HouseRules]) -> None:
    """rulebook topic: play. Legal cards equal a brute-force statement of follow, trump, head and overtrump."""
    s, rules = case
    assert sorted(legal_cards(s, rules)) == sorted(brute_legal(s, rules))


@given(situations())
def test_every_card_is_judged_consistently(case: tuple[Situation, HouseRules]) -> None:
    """rulebook topic: play. A card is legal exactly when it is among the legal cards; else a reason is given."""
    s, rules = case
    legal = legal_cards(s, rules)
    assert legal, "a player always has a legal card"
    for c in s.hand:
        verdict = judge(s, c, rules)
        assert verdict.legal == (c in legal)
        assert (verdict.reason is None) == verdict.legal


def situation(hand: str, trick: str = "", trump: str = "S", **kw: object) -> Situation:
    return Situation(cards(hand), trump, cards(trick), **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hand", "trick", "played", "reason", "legal"),
    [
        ("7H 3S KD", "QH 2H", "3S", Renege.FOLLOW, "7H"),
        ("7H KH 3S", "QH 2H", "7H", Renege.HEAD, "KH"),
        ("3S KD", "QH", "KD", Renege.TRUMP, "3S"),
        ("3S KS 2D", "QH 9S", "3S", Renege.OVERTRUMP, "KS"),
        ("AS KS QS 4C 2D", "", "4C", Renege.CINCH, "AS KS QS"),
    ],
)
def test_every_renege_reason(hand: str, trick: str, played: str, reason: Renege, legal: str) -> None:
    """rulebook topic: renege. Each way to renege is named with the legal cards."""
    verdict = judge(situation(hand, trick), card(played), CLASSIC)
    assert not verdict.legal
    assert verdict.reason is reason
    assert verdict.legal_cards == cards(legal)


def test_following_suit_after_a_trump_need_not_head() -> None:
    """rulebook topic: play. Following suit in a trumped trick need not head it."""
    assert judge(situation("7H KH", "QH 2S"), card("7H"), CLASSIC).legal


def test_head_and_overtrump_obligations_can_be_switched_off() -> None:
    """rulebook topic: play. must_head_trick and must_overtrump can be switched off."""
    lax = CLASSIC.replace(must_head_trick=False, must_overtrump=False)
    assert judge(situation("7H KH 3S", "QH 2H"), card("7H"), lax).legal
    assert judge(situation("3S KS 2D", "QH 9S"), card("3S"), lax).legal


@pytest.mark.parametrize(
    ("trick", "winner"),
    [("QH 2H AH", 2), ("QH 2S AH", 1), ("QH AD KH", 2), ("2S AS 3H", 1), ("9C 10C", 1), ("KD 2S 3S", 2)],
)
def test_trick_winner(trick: str, winner: int) -> None:
    """rulebook topic: play. The highest trump wins the trick, else the highest card of the led suit."""
    assert best_index(cards(trick), "S") == winner


def test_cinch_counts_tricks_won_and_sure_trumps() -> None:
    """rulebook topic: cinch. A cinch counts tricks won plus trumps nothing unplayed can beat."""
    assert has_cinch(situation("AS KS QS 2H 3D"))
    assert not has_cinch(situation("AS QS 2H 3D 4D"))  # the king is out: only the ace is sure
    assert has_cinch(situation("AS QS 2H", won=2))
    assert has_cinch(situation("AS QS 2H", seen=frozenset(cards("KS")), won=1))


def test_cinch_equivalent_ranks() -> None:
    """rulebook topic: cinch. Trumps next in rank to a sure trump are equivalent."""
    s = situation("AS QS 2H", won=2)  # KS unplayed: the queen is not equivalent to the ace
    assert legal_cards(s, CLASSIC) == cards("AS")
    s = situation("AS QS 2H", won=2, seen=frozenset(cards("KS")))  # KS played: A and Q are equivalent
    assert legal_cards(s, CLASSIC) == cards("AS QS")


def test_cinch_not_last_must_play_highest_trump_when_a_trump_is_allowed() -> None:
    """rulebook topic: cinch. Not last with a cinch: the highest trump when a trump is allowed."""
    s = situation("AS KS QS 2D", "5H")  # void in hearts: must trump, and with the cinch the top trump
    assert legal_cards(s, CLASSIC) == cards("AS KS QS")
    s = situation("AS KS QS 3H", "5H")  # must follow hearts: the cinch adds nothing
    assert legal_cards(s, CLASSIC) == cards("3H")


def test_cinch_last_to_play_must_win_if_able() -> None:
    """rulebook topic: cinch. Last to play with a cinch: win the trick if able."""
    s = situation("AS KS QS 9H 3H", "5H 7H", last=True)
    assert legal_cards(s, CLASSIC) == cards("9H")
    assert legal_cards(s, CLASSIC.replace(cinch=False)) == cards("9H")
    s = situation("AS KS QS 2H 3H", "5H 7H", last=True)  # cannot win with a heart: any heart
    assert legal_cards(s, CLASSIC) == cards("2H 3H")


def test_a_card_not_in_hand_or_seen_twice_is_bad_input() -> None:
    """rulebook topic: referee. A card not in hand, or seen twice, is bad input, not a renege."""
    with pytest.raises(UsageError) as not_held:
        judge(situation("7H 3S"), card("AS"), CLASSIC)
    assert said(not_held.value) == (ErrorCode.CARD_NOT_HELD, {"card": "AS", "hand": ["7H", "3S"]})
    with pytest.raises(UsageError) as twice:
        situation("7H 3S", "7H")
    assert said(twice.value) == (ErrorCode.CARD_IN_TWO_PLACES, {"card": "7H"})
