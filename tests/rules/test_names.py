"""Player names: compared, cleaned before they are stored, and matched from what was typed
(rulebook topic: scorekeeping)."""

from __future__ import annotations

import pytest

from booray_ledger.errors import ErrorCode, NameKind, UnknownName, UsageError
from booray_ledger.rules.names import (
    PASS_WORDS,
    PLAY_WORDS,
    clean_name,
    match_prefix,
    name_key,
    resolve,
    seat_list,
    storable,
)
from tests.helpers import said


def test_names_compare_without_case_spaces_or_how_accents_were_typed() -> None:
    """rulebook topic: scorekeeping. ``ann``, `` Ann `` and ``ANN`` are one name; ``José`` is one
    name whether its accent was typed as one character or two."""
    assert name_key(" Ann ") == name_key("ANN") == "ann"
    assert name_key("Jose\u0301") == name_key("Jos\u00e9")


def test_a_whole_name_wins_over_a_longer_name_it_begins() -> None:
    """rulebook topic: scorekeeping. ``Al`` means Al even when Alice is seated."""
    assert match_prefix("al", ["Alice", "Al"]) == "Al"


def test_a_prefix_of_one_name_means_that_player_and_of_two_asks_for_more() -> None:
    """rulebook topic: scorekeeping. A unique start of a name is enough; a shared one is refused."""
    assert match_prefix("bo", ["Ann", "Bob", "Bea"]) == "Bob"
    with pytest.raises(UsageError) as refused:
        match_prefix("b", ["Ann", "Bob", "Bea"])
    assert said(refused.value) == (ErrorCode.AMBIGUOUS_NAME, {"word": "b", "names": ["Bob", "Bea"]})


def test_an_unknown_name_is_refused_with_the_names_it_could_be() -> None:
    """rulebook topic: scorekeeping. The error carries the word and the candidates as data."""
    assert resolve("bob", ["Ann", "Bob"]) == "Bob"
    with pytest.raises(UnknownName) as refused:
        resolve("Bobb", ["Ann", "Bob"])
    assert refused.value.word == "Bobb"
    assert refused.value.known == ["Ann", "Bob"]
    assert refused.value.what is NameKind.SEATED
    with pytest.raises(UnknownName) as night:
        resolve("Sun", ["Fri"], what=NameKind.NIGHT)
    assert said(night.value) == (ErrorCode.UNKNOWN_NAME, {"word": "Sun", "known": ["Fri"], "what": NameKind.NIGHT})


def test_a_name_is_stored_with_its_spaces_collapsed() -> None:
    """rulebook topic: scorekeeping. Spaces inside a name collapse to one; the ends are trimmed."""
    assert clean_name("  Mary   Ann ") == "Mary Ann"


@pytest.mark.parametrize("word", sorted((PASS_WORDS | PLAY_WORDS) - {"-"}))
def test_a_word_a_hand_line_reads_as_a_declaration_is_never_a_name(word: str) -> None:
    """rulebook topic: declare. ``pass``, ``play`` and their kin cannot be a player's name."""
    with pytest.raises(UsageError) as refused:
        clean_name(word)
    assert said(refused.value) == (ErrorCode.NAME_HAND_WORD, {"name": word})


@pytest.mark.parametrize(
    "name",
    [
        "\u0645\u06cc\u200c\u0631\u0648\u06cc\u0633",
        "\u0d28\u0d3f\u0d24\u0d4d\u200d\u0d2f",
        "\u0d05\u0d28\u0d4d\u200c\u0d28",
    ],
    ids=["persian-zwnj", "malayalam-zwj", "malayalam-zwnj"],
)
def test_a_joiner_inside_a_name_is_part_of_its_spelling(name: str) -> None:
    """rulebook topic: scorekeeping. Persian-script and Malayalam names are spelled with the
    zero-width non-joiner and joiner (U+200C, U+200D) between their letters: they are kept."""
    assert clean_name(name) == name


@pytest.mark.parametrize(
    "name",
    ["\u200cAnn", "Ann\u200d", "An\u200c\u200dn", "Mary \u200dAnn", "A\u200bnn", "A\u202enn", "A\u2066nn", "A\x1bnn"],
    ids=["joiner-first", "joiner-last", "two-joiners", "joiner-by-a-space", "zero-width-space", "bidi-override",
         "bidi-isolate", "escape"],
)  # fmt: skip
def test_any_other_invisible_character_in_a_name_is_refused(name: str) -> None:
    """rulebook topic: scorekeeping. A joiner that joins nothing, and every other control or
    format character (zero-width space, bidi overrides, ESC), would hide in a name: refused."""
    with pytest.raises(UsageError) as refused:
        clean_name(name)
    assert said(refused.value)[0] is ErrorCode.NAME_UNPRINTABLE


def test_a_new_night_seats_two_players_or_more_each_once() -> None:
    """rulebook topic: scorekeeping. Nobody twice (in any case), and at least two players."""
    assert seat_list(["Ann", " Bob "]) == ["Ann", "Bob"]
    with pytest.raises(UsageError) as twice:
        seat_list(["Ann", "Bob", "ann"])
    assert said(twice.value) == (ErrorCode.SEATED_TWICE, {"player": "Ann"})
    with pytest.raises(UsageError) as alone:
        seat_list(["Ann"])
    assert said(alone.value) == (ErrorCode.TOO_FEW_PLAYERS, {})


@pytest.mark.parametrize("word", ["bank", "Bank", " BANK "])
def test_the_settle_ups_bank_is_never_a_players_name(word: str) -> None:
    """rulebook topic: settle-up. The bank is a party of the settle-up: no player may share its name."""
    with pytest.raises(UsageError) as refused:
        clean_name(word)
    assert said(refused.value) == (ErrorCode.NAME_BANK, {"name": word.strip()})
    assert clean_name("Banks") == "Banks"


def test_players_typed_on_one_line_may_be_split_by_spaces_commas_or_both() -> None:
    """rulebook topic: scorekeeping."""
    from booray_ledger.rules.names import split_players

    assert split_players("Ann, Bob Cat,Dan ,  Eve") == ["Ann", "Bob", "Cat", "Dan", "Eve"]
    assert split_players(" , ") == []


def test_only_text_without_unpaired_surrogates_can_be_a_stored_name() -> None:
    """rulebook topic: scorekeeping. A byte the terminal sent that is not UTF-8 reaches Python as
    an unpaired surrogate: no stored name can hold one (stored text is UTF-8), whatever else is
    around it."""
    assert all(map(storable, ["José María", "Ólafur 🂡", ""]))
    assert not any(map(storable, ["Caf\udce9", "\udcff"]))
    assert not storable("\ud83c")  # half of a pair, alone
