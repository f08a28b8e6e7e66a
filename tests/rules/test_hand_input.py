"""Reading a hand line as typed at the live table (rulebook topic: scorekeeping)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.errors import ErrorCode, NameKind, UnknownName, UsageError
from booray_ledger.rules.hand_input import PASS, parse_line, parse_results, split_results
from tests.helpers import said

SEATS = ["Ann", "Bob", "Cat", "Dan", "Eve"]


def results(line: str, seats: list[str] = SEATS) -> dict[str, object]:
    return dict(parse_line(line, seats).results)


def test_the_command_line_syntax_works_as_is() -> None:
    """rulebook topic: scorekeeping. ``Ann=2 Bob=3 --renege Bob`` reads as on the command line."""
    typed = parse_line("Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass --renege Bob --up 9s", SEATS)
    assert dict(typed.results) == {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": PASS, "Eve": PASS}
    assert typed.reneged == ("Bob",)
    assert typed.up == "9S"


def test_unique_prefixes_any_case_with_spaces_or_glued() -> None:
    """rulebook topic: scorekeeping. Name prefixes in any case, spaced or glued to the count."""
    expected = {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": PASS, "Eve": PASS}
    assert results("an 2 BO 3 c 0 d - e p") == expected
    assert results("a2 b3 c0 d- e-") == expected


def test_a_final_dot_passes_everyone_not_named() -> None:
    """rulebook topic: declare. A final ``.`` passes every dealt-in player not named."""
    assert results("a 2 b 3 c 0 .") == {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": PASS, "Eve": PASS}


def test_a_forgotten_player_is_an_error_never_a_silent_pass() -> None:
    """rulebook topic: declare. A dealt-in player left out is an error, never a silent pass."""
    with pytest.raises(UsageError) as refused:
        parse_line("a 2 b 3 c 0 d -", SEATS)
    assert said(refused.value) == (ErrorCode.MISSING_FROM_LINE, {"player": "Eve"})


def test_an_ambiguous_prefix_asks_for_more_letters() -> None:
    """rulebook topic: scorekeeping. A prefix matching two players asks for more letters."""
    with pytest.raises(UsageError) as refused:
        parse_line("b 2 a 3 .", ["Ann", "Bob", "Bea"])
    assert said(refused.value) == (ErrorCode.AMBIGUOUS_NAME, {"word": "b", "names": ["Bob", "Bea"]})


def test_short_marks_for_renege_corrected_out_of_turn_card_dealer_and_force() -> None:
    """rulebook topic: renege. Short marks for renege, corrected, out of turn, card, dealer and force."""
    typed = parse_line("a 2 b 3 c 0 . r:c c:b o:d u:ah d:e !", SEATS)
    assert typed.reneged == ("Cat",)
    assert typed.corrected == ("Bob",)
    assert typed.out_of_turn == ("Dan",)
    assert typed.up == "AH"
    assert typed.dealer == "Eve"
    assert typed.force


def test_an_unknown_name_carries_the_names_it_could_be() -> None:
    """rulebook topic: scorekeeping. An unknown name is refused with the seated names as data
    (the front ends suggest the closest one, booray_ledger.text.suggest)."""
    with pytest.raises(UnknownName) as refused:
        parse_line("Bobb 3 .", SEATS)
    assert said(refused.value) == (
        ErrorCode.UNKNOWN_NAME,
        {"word": "Bobb", "known": list(SEATS), "what": NameKind.DEALT_IN},
    )
    assert refused.value.word == "Bobb"
    assert refused.value.known == list(SEATS)


def test_a_count_glued_to_an_unknown_name_is_refused_for_the_name() -> None:
    """rulebook topic: scorekeeping. ``bbo2`` is a name typed wrong with its count, not a name
    missing its count."""
    with pytest.raises(UnknownName) as refused:
        parse_line("a 2 bbo2 c 0 .", SEATS)
    assert refused.value.word == "bbo"


def test_a_name_with_no_value_says_what_to_write() -> None:
    """rulebook topic: scorekeeping. A name with no count says what to write."""
    with pytest.raises(UsageError) as refused:
        parse_line("a b 3 .", SEATS)
    assert said(refused.value) == (ErrorCode.NEEDS_COUNT, {"token": "a"})


def test_an_edit_changes_only_the_players_and_marks_it_names() -> None:
    """rulebook topic: scorekeeping. ``edit 1 bo 2 c 1 r:-``: the rest of the hand stays as entered."""
    from booray_ledger.rules.hand_input import parse_edit

    base = parse_line("a 2 b 3 c 0 . r:c u:9s", SEATS)
    edited = parse_edit("bo 2 c 1 r:-", base, SEATS)
    assert dict(edited.results) == {"Ann": 2, "Bob": 2, "Cat": 1, "Dan": PASS, "Eve": PASS}
    assert edited.reneged == ()
    assert edited.up == "9S"
    assert parse_edit("r:b", base, SEATS).reneged == ("Bob",)
    assert dict(parse_edit("d 1 .", base, SEATS).results) == {
        "Ann": PASS,
        "Bob": PASS,
        "Cat": PASS,
        "Dan": 1,
        "Eve": PASS,
    }


def test_an_edit_that_names_nothing_is_refused() -> None:
    """rulebook topic: scorekeeping. An edit must change something."""
    from booray_ledger.rules.hand_input import parse_edit

    with pytest.raises(UsageError) as refused:
        parse_edit("", parse_line("a 2 b 3 .", SEATS), SEATS)
    assert said(refused.value) == (ErrorCode.EDIT_CHANGES_NOTHING, {})


def test_a_player_named_twice_is_refused() -> None:
    """rulebook topic: scorekeeping. Each dealt-in player is named once."""
    with pytest.raises(UsageError) as refused:
        parse_line("a 2 an 3 .", SEATS)
    assert said(refused.value) == (ErrorCode.NAMED_TWICE, {"player": "Ann", "times": 2})


def test_the_tied_players_vote_as_a_short_mark_or_an_option() -> None:
    """rulebook topic: ties (tie = vote). t:split / t:carry (or t:s, t:c, --split, --carry)."""
    assert parse_line("a 2 b 2 c 1 d 0 . t:split", SEATS).tie == "split"
    assert parse_line("a 2 b 2 c 1 d 0 . t:C", SEATS).tie == "carry"
    assert parse_line("Ann=2 Bob=2 Cat=1 Dan=0 Eve=pass --carry", SEATS).tie == "carry"
    assert parse_line("a 2 b 2 c 1 d 0 .", SEATS).tie is None
    with pytest.raises(UsageError) as unknown:
        parse_line("a 2 b 2 c 1 d 0 . t:share", SEATS)
    assert said(unknown.value) == (ErrorCode.TIE_VOTE_WORD, {"given": "share"})
    with pytest.raises(UsageError) as twice:
        parse_line("a 2 b 2 c 1 d 0 . t:s --carry", SEATS)
    assert said(twice.value) == (ErrorCode.MARKS_TWICE, {})


def test_a_player_named_carry_is_still_a_name() -> None:
    """rulebook topic: ties. The vote is t:carry, so a player called Carry is still a name."""
    assert dict(parse_line("carry 3 ann 2", ["Carry", "Ann"]).results) == {"Carry": 3, "Ann": 2}


def test_an_edit_keeps_or_changes_the_tie_vote() -> None:
    """rulebook topic: ties. An edit keeps the vote unless it names one (t:- clears it)."""
    from booray_ledger.rules.hand_input import parse_edit

    base = parse_line("a 2 b 2 c 1 d 0 . t:split", SEATS)
    assert parse_edit("e -", base, SEATS).tie == "split"
    assert parse_edit("t:carry", base, SEATS).tie == "carry"
    assert parse_edit("t:-", base, SEATS).tie is None


def test_several_results_in_one_token_are_split_after_each_value() -> None:
    """rulebook topic: scorekeeping. The hand quoted as one argument reads as its results; a
    name may hold a space (``Mary Ann=2``), a value never does."""
    assert split_results(["Ann=2 Bob=3", "Cat=0"]) == ["Ann=2", "Bob=3", "Cat=0"]
    assert split_results(["Mary Ann=2  Bob = pass "]) == ["Mary Ann=2", "Bob=pass"]
    assert split_results(["Mary Ann=2"]) == ["Mary Ann=2"]


@pytest.mark.parametrize("token", ["Ann=2,Bob=3", "Ann=2 Bob", "Ann=2 =3", "Ann=2 Bob="])
def test_a_token_that_is_not_wholly_results_is_kept_and_refused(token: str) -> None:
    """rulebook topic: scorekeeping. Nothing in a token is dropped or guessed: one that does not
    read wholly as NAME=VALUE results is kept whole, and refused naming it."""
    assert split_results([token]) == [token]
    with pytest.raises(UsageError):
        parse_results([token])


NAMES = st.text(st.characters(whitelist_categories=("Lu", "Ll")), min_size=1, max_size=8)
VALUES = st.sampled_from(["0", "1", "2", "5", "pass", "play", "p", "-"])


@given(st.lists(st.tuples(NAMES, VALUES), min_size=1, max_size=8), st.sampled_from([" ", "  ", "\t"]))
def test_results_joined_into_one_token_read_as_the_separate_tokens(results: list[tuple[str, str]], gap: str) -> None:
    """rulebook topic: scorekeeping. Any results, joined by any spacing, read exactly as the same
    results given one a token."""
    tokens = [f"{name}={value}" for name, value in results]
    assert parse_results([gap.join(tokens)]) == parse_results(tokens)


def test_a_trick_count_may_be_typed_in_any_scripts_digits() -> None:
    """rulebook topic: scorekeeping. Pashto's ۲, Sindhi's and Arabic's ٢, Malayalam's ൨ and
    Mongolian's ᠒ are all 2."""
    from booray_ledger.rules.hand_input import parse_declaration, parse_line

    assert [parse_declaration("Ann", d) for d in ("2", "۲", "٢", "൨", "᠒", "۱۰")] == [2, 2, 2, 2, 2, 10]
    hand = parse_line("an ۲ bo ൩ c٠ .", ["Ann", "Bob", "Cat", "Dan"])
    assert dict(hand.results) == {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": "pass"}
    with pytest.raises(UsageError):  # a look-alike (fullwidth) is not a count
        parse_declaration("Ann", "３")
