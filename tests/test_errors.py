"""The errors a user can cause: one family, each with the exit code the command line uses."""

from __future__ import annotations

import pytest

from booray_ledger.errors import BoorayError, DatabaseError, RuleError, UsageError


@pytest.mark.parametrize(("error", "code"), [(UsageError, 2), (RuleError, 1), (DatabaseError, 1), (BoorayError, 1)])
def test_each_error_carries_its_exit_code(error: type[BoorayError], code: int) -> None:
    assert issubclass(error, BoorayError)
    assert error("x").exit_code == code


def test_a_usage_error_is_not_a_rule_error() -> None:
    """`--force` overrides a RuleError only: the two must never be caught as each other."""
    assert not issubclass(UsageError, RuleError)
    assert not issubclass(RuleError, UsageError)
    with pytest.raises(UsageError, match="Bobb"):
        raise UsageError("'Bobb' is not seated")


def test_an_error_because_of_another_keeps_its_kind_and_carries_its_code_and_facts() -> None:
    from booray_ledger.errors import ErrorCode, NameKind, UnknownName, because

    refused = because(RuleError(ErrorCode.TOO_MANY_PLAYERS, players=9, most=8), ErrorCode.LATER_HAND_UNSETTLED, hand=3)
    assert type(refused) is RuleError
    assert refused.code is ErrorCode.LATER_HAND_UNSETTLED
    assert refused.facts == {"cause": ErrorCode.TOO_MANY_PLAYERS, "cause_facts": {"players": 9, "most": 8}, "hand": 3}
    unknown = because(UnknownName(word="Zed", known=["Ann"], what=NameKind.SEATED), ErrorCode.CARRIED_POT_UNSETTLED)
    assert type(unknown) is UsageError  # UnknownName takes its own facts, not a code
    assert unknown.facts["cause"] is ErrorCode.UNKNOWN_NAME


def test_an_error_because_of_one_with_a_message_of_its_own_carries_that_message() -> None:
    from booray_ledger.errors import ErrorCode, because

    refused = because(UsageError("the pot is empty"), ErrorCode.CARRIED_POT_UNSETTLED, night="Sat")
    assert refused.facts == {"cause": "the pot is empty", "cause_facts": {}, "night": "Sat"}
