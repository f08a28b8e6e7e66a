"""Every error code in words (issue 28: errors carry a code and facts, worded only in text/)."""

from __future__ import annotations

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.text.errors import explain
from booray_ledger.text.i18n import LANGUAGES
from booray_ledger.text.problems import MESSAGES


@pytest.mark.parametrize("code", list(ErrorCode))
def test_every_error_code_has_its_words(code: ErrorCode) -> None:
    assert code in MESSAGES


def test_an_unknown_language_lists_the_languages_spoken() -> None:
    error = UsageError(ErrorCode.UNKNOWN_LANGUAGE, language="fr", known=list(LANGUAGES))
    assert explain(error).startswith("no language 'fr'; the languages are: en (English), ml (")
