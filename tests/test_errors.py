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
