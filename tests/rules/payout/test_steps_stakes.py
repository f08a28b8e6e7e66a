"""Table stakes and voted ties in the pure rules: the worked examples of the rulebook topics
``stakes`` and ``ties``, the checks around them, and hypothesis properties with stakes on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from booray_ledger.errors import ErrorCode, RuleError, UsageError
from booray_ledger.rules import house
from booray_ledger.rules.house import PRESETS, HouseRules
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import TableState, antes_due, dealt_out, in_play, next_dealer
from tests.helpers import hand, pay_out, said, table
from tests.strategies import examples, hands, stake_states, staked_rules, tables

MUST_COVER = PRESETS["classic"].replace(stakes="table", buy_in=20)
ALL_IN = PRESETS["classic"].replace(stakes="table", buy_in=20, cover="all_in")
VOTE = PRESETS["classic"].replace(tie="vote")


def stacks(**chips: int) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(chips.items()))


def test_worked_example_must_cover_refuses_a_player_short_of_a_bourre() -> None:
    """rulebook topic: stakes (must_cover). Cat needs ante 1 + a bourré of 15 and has 8."""
    state = TableState(pot=12, stacks=stacks(Ann=20, Bob=20, Cat=8))
    with pytest.raises(RuleError) as refused:
        pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=state, rules=MUST_COVER)
    short = [{"player": "Cat", "ante": 1, "bourre": 15, "stack": 8}]
    assert said(refused.value) == (ErrorCode.CANNOT_COVER, {"short": short, "buys": [("Cat", 8)]})
    passed = pay_out("Ann Bob Cat", "Ann=play Bob=pass Cat=pass", state=state, rules=MUST_COVER)
    assert passed.state.stacks == stacks(Ann=34, Bob=19, Cat=7)
    bought = TableState(pot=12, stacks=stacks(Ann=20, Bob=20, Cat=16))
    played = pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=bought, rules=MUST_COVER)
    assert played.winners == ("Ann",)


def test_must_cover_counts_the_fixed_penalty_and_the_pot_limit() -> None:
    """rulebook topic: stakes. The most a player can owe is the bourré: cap(P0) or the fixed penalty."""
    state = TableState(pot=12, stacks=stacks(Ann=20, Bob=20, Cat=8))
    fixed = MUST_COVER.replace(bourre_penalty=7)
    assert pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=state, rules=fixed).winners == ("Ann",)
    limited = MUST_COVER.replace(pot_limit=7)
    assert pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=state, rules=limited).winners == ("Ann",)
    with pytest.raises(RuleError) as refused:
        pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=state, rules=MUST_COVER.replace(pot_limit=8))
    assert refused.value.facts["buys"] == [("Cat", 1)]


def test_must_cover_can_be_forced_and_then_nobody_pays_beyond_their_stack() -> None:
    """rulebook topic: stakes. --force records the hand; Cat still pays only what she has."""
    state = TableState(pot=12, stacks=stacks(Ann=20, Bob=20, Cat=8))
    s = pay_out("Ann Bob Cat", "Ann=3 Bob=2 Cat=0", state=state, rules=MUST_COVER, force=True)
    assert s.unpaid == (("Cat", 8),)
    assert dict(s.state.stacks)["Cat"] == 0


def test_a_renege_beyond_the_stack_is_paid_as_far_as_it_goes_under_must_cover() -> None:
    """rulebook topic: stakes. A renege is not counted in the cover, and is capped by the stack."""
    rules = MUST_COVER.replace(bourre_penalty=2)
    state = TableState(pot=12, stacks=stacks(Ann=20, Bob=20, Cat=5))
    s = pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=state, rules=rules, reneged=("Cat",))
    assert s.unpaid == (("Cat", 11),)
    assert dict(s.state.stacks)["Cat"] == 0
    assert any("all in, 11 never paid" in n for n in s.notes)


def test_worked_example_all_in_short_bourre() -> None:
    """rulebook topic: stakes (all_in). Cat owes 15, has 4 after her ante: pays 4, 11 never paid."""
    state = TableState(pot=12, stacks=stacks(Ann=30, Bob=30, Cat=5))
    s = pay_out("Ann Bob Cat", "Ann=3 Bob=2 Cat=0", state=state, rules=ALL_IN)
    assert s.p0 == 15
    assert s.winners == ("Ann",)
    assert s.unpaid == (("Cat", 11),)
    assert s.pot_after == 4
    assert s.state.stacks == stacks(Ann=44, Bob=29, Cat=0)
    bourre = next(t for t in s.transfers if t.kind == "bourre")
    assert bourre.chips == -4
    assert "all they have" in bourre.reason
    assert "15" in bourre.reason
    assert "Cat owed 15 but had 4: all in, 11 never paid" in s.notes
    assert dealt_out(table("Ann Bob Cat"), s.state, ALL_IN) == {"Cat"}


def test_a_player_who_cannot_pay_the_ante_is_dealt_out_until_they_buy() -> None:
    """rulebook topic: stakes. Dealt out: no ante due, skipped by the deal, refused in a hand line."""
    seats = table("Ann Bob Cat")
    state = TableState(pot=4, last_dealer="Bob", stacks=stacks(Ann=44, Bob=29, Cat=0))
    assert antes_due(in_play(seats, state, ALL_IN), state, ALL_IN) == {"Ann": 1, "Bob": 1, "Cat": 0}
    assert next_dealer(in_play(seats, state, ALL_IN), state)[0] == "Ann"
    with pytest.raises(UsageError) as refused:
        pay_out("Ann Bob Cat", "Ann=3 Bob=2 Cat=0", state=state, rules=ALL_IN)
    assert said(refused.value) == (ErrorCode.DEALT_OUT, {"player": "Cat", "stack": 0, "chips": 20})
    s = pay_out("Ann Bob Cat", "Ann=3 Bob=2", state=state, rules=ALL_IN)
    assert s.p0 == 6
    assert "Cat" not in s.net()
    rebought = TableState(pot=4, last_dealer="Bob", stacks=stacks(Ann=44, Bob=29, Cat=5))
    assert dealt_out(seats, rebought, ALL_IN) == frozenset()


def test_an_exempt_player_with_no_chips_is_dealt_out_and_keeps_the_exemption() -> None:
    """rulebook topic: stakes. No chips at all means no hand, even when excused from the ante."""
    state = TableState(pot=6, exempt=("Cat",), stacks=stacks(Ann=10, Bob=10, Cat=0))
    s = pay_out("Ann Bob Cat", "Ann=3 Bob=2", state=state, rules=ALL_IN)
    assert s.state.exempt == ("Cat",)


def test_the_double_ante_to_play_must_come_from_the_stack() -> None:
    """rulebook topic: stakes. Under double_ante the ante to play is paid from the stack too."""
    rules = ALL_IN.replace(double_ante=True)
    state = TableState(stacks=stacks(Ann=10, Bob=10, Cat=1))
    with pytest.raises(UsageError) as refused:
        pay_out("Ann Bob Cat", "Ann=3 Bob=pass Cat=2", state=state, rules=rules)
    assert said(refused.value) == (ErrorCode.CANNOT_PAY_ANTE_TO_PLAY, {"player": "Cat", "stack": 1, "chips": 1})


def test_worked_example_voted_split() -> None:
    """rulebook topic: ties (tie = vote). A and B tie at 2 and vote to split the 5."""
    s = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0", rules=VOTE, tie="split")
    assert s.outcome == "split"
    assert s.winners == ("B", "A")
    assert s.net() == {"A": 1, "B": 2, "C": -1, "D": -6, "E": -1}
    assert s.pot_after == 5
    assert s.state.exempt == ("D",)
    assert "the tied players voted to split" in s.notes


def test_a_voted_carry_carries_and_exempts_like_carry() -> None:
    """rulebook topic: ties (tie = vote)."""
    voted = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0", rules=VOTE, tie="carry")
    plain = pay_out("A B C D E", "E=pass A=2 B=2 C=1 D=0")
    assert voted.transfers == plain.transfers
    assert voted.state == plain.state
    assert voted.outcome == "tie"


@pytest.mark.parametrize(
    ("rules", "results", "tie", "code", "facts"),
    [
        (VOTE, "E=pass A=2 B=2 C=1 D=0", None, ErrorCode.TIE_VOTE_REQUIRED, {"leaders": ["B", "A"], "tricks": 2}),
        (VOTE, "E=pass A=3 B=1 C=1 D=0", "split", ErrorCode.TIE_VOTE_NO_TIE, {"vote": "split"}),
        (PRESETS["classic"], "E=pass A=2 B=2 C=1 D=0", "split", ErrorCode.TIE_VOTE_NOT_VOTING,
         {"vote": "split", "tie": "carry"}),
        (VOTE, "E=pass A=2 B=2 C=1 D=0", "share", ErrorCode.TIE_VOTE_UNKNOWN, {"vote": "share"}),
    ],
)  # fmt: skip
def test_tie_votes_are_checked(
    rules: HouseRules, results: str, tie: str | None, code: ErrorCode, facts: dict[str, object]
) -> None:
    """rulebook topic: ties. A vote is required on a tie under tie = vote, and only then."""
    with pytest.raises(UsageError) as refused:
        pay_out("A B C D E", results, rules=rules, tie=tie)
    assert said(refused.value) == (code, facts)


def test_stakes_rules_validate() -> None:
    """rulebook topic: stakes. buy_in is required with table stakes, meaningless without them."""
    with pytest.raises(UsageError) as no_buy_in:
        house.from_mapping({"stakes": "table"})
    assert said(no_buy_in.value) == (ErrorCode.RULE_NEEDS_BUY_IN, {})
    with pytest.raises(UsageError) as no_stakes:
        house.from_mapping({"buy_in": 100})
    assert said(no_stakes.value) == (ErrorCode.RULE_BUY_IN_NEEDS_TABLE, {})
    with pytest.raises(UsageError) as below:
        house.from_mapping({"stakes": "table", "buy_in": 100, "max_buy_in": 50})
    assert said(below.value) == (ErrorCode.RULE_MAX_BELOW_BUY_IN, {"max_buy_in": 50, "buy_in": 100})
    with pytest.raises(UsageError) as cover:
        house.from_mapping({"stakes": "table", "buy_in": 100, "cover": "maybe"})
    assert said(cover.value) == (ErrorCode.RULE_CHOICE, {"key": "cover", "choices": ["must_cover", "all_in"]})
    rules = house.from_mapping({"stakes": "table", "buy_in": "100", "max_buy_in": "none", "cover": "all_in"})
    assert rules.table_stakes
    assert rules.buy_in == 100
    assert rules.cover == "all_in"
    assert house.parse_toml(house.to_toml(rules)) == rules
    assert house.nearest_preset(rules) == ("classic", {"stakes": "table", "buy_in": 100, "cover": "all_in"})
    assert PRESETS["classic"].stakes == "none"
    assert PRESETS["classic"].buy_in is None


# Properties with table stakes on ------------------------------------------------------------


@st.composite
def staked_scenarios(draw: st.DrawFn):  # type: ignore[no-untyped-def]
    seats = draw(tables())
    rules = draw(staked_rules())
    state = draw(stake_states(seats))
    return seats, state, rules


def _playable(draw: st.DrawFn, seats, state, rules):  # type: ignore[no-untyped-def]
    """A hand on the table as dealt (players short of an ante dealt out), or None when fewer
    than two can be dealt in."""
    dealt = in_play(seats, state, rules)
    if len(dealt.dealt_in) < 2:
        return None
    return draw(hands(dealt, rules))


@pytest.mark.slow  # hypothesis: whole nights under table stakes
@settings(max_examples=examples(3))
@given(st.data())
def test_with_stakes_no_stack_goes_negative_and_chips_are_conserved(data: st.DataObject) -> None:
    """rulebook topic: stakes. Over a run of hands: every stack stays >= 0; stacks + pot stay what was bought plus the
    pot at the start; every due is paid or left unpaid (counted)."""
    seats, state, rules = data.draw(staked_scenarios())
    total = sum(c for _, c in state.stacks) + state.pot
    for _ in range(data.draw(st.integers(1, 10))):
        typed = _playable(data.draw, seats, state, rules)  # type: ignore[arg-type]
        if typed is None:
            break
        try:
            s = hand_payout(seats, state, typed, rules)
        except (RuleError, UsageError) as exc:  # a player who played could not afford it
            assert exc.code in (ErrorCode.CANNOT_COVER, ErrorCode.CANNOT_PAY_ANTE_TO_PLAY)
            continue
        assert all(c >= 0 for _, c in s.state.stacks)
        assert sum(c for _, c in s.state.stacks) + s.pot_after == total
        before = dict(state.stacks)
        for player, chips in s.net().items():
            assert dict(s.state.stacks)[player] == before[player] + chips
        for player, short in s.unpaid:
            assert short > 0
            assert dict(s.state.stacks)[player] == 0
        state = s.state


def test_stakes_off_stores_no_stacks() -> None:
    """rulebook topic: stakes. Without table stakes the stored state and hand are as before."""
    s = pay_out("A B C", "A=3 B=2 C=pass")
    assert s.state.stacks == ()
    assert "stacks" not in s.state.to_dict()
    assert hand("A=3 B=2 C=pass").to_dict().keys() == hand("A=3 B=2 C=pass", tie=None).to_dict().keys()
    assert "tie" not in hand("A=3 B=2").to_dict()
    assert hand("A=2 B=2", tie="split").to_dict()["tie"] == "split"


def test_must_cover_names_every_short_player_with_their_shortfall() -> None:
    """rulebook topic: stakes (must_cover). One refusal lists each player who cannot cover,
    with the chips they are short and the buy that covers it."""
    state = TableState(pot=12, stacks=stacks(Ann=20, Bob=9, Cat=8))
    with pytest.raises(RuleError) as refused:
        pay_out("Ann Bob Cat", "Ann=3 Bob=2 Cat=0", state=state, rules=MUST_COVER)
    assert refused.value.code is ErrorCode.CANNOT_COVER
    assert refused.value.facts["short"] == [
        {"player": "Bob", "ante": 1, "bourre": 15, "stack": 9},
        {"player": "Cat", "ante": 1, "bourre": 15, "stack": 8},
    ]
    assert refused.value.data["buys"] == [("Bob", 7), ("Cat", 8)]
