"""Every error code in words: the one line a person reads for a :class:`~booray_ledger.errors.BoorayError`,
in the language speaking, made from the error's facts.

Each :class:`~booray_ledger.errors.ErrorCode` has one message here, an English sentence marked for
the catalog (:func:`~booray_ledger.text.i18n.N_`) whose ``{placeholders}`` are the error's facts,
or a function of the facts where the sentence needs more than filling in (a plural, a list). The
command that gets past the refusal is added by :func:`booray_ledger.text.errors.explain` in the
front end's own syntax; a message here never names a command.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from booray_ledger.errors import ErrorCode
from booray_ledger.languages import spoken as spoken_languages
from booray_ledger.text.i18n import LANGUAGES, N_, Words, isolate, say

Wording = str | Callable[[Mapping[str, Any]], str]


def _unknown_language(facts: Mapping[str, Any]) -> str:
    names = spoken_languages()
    spoken = ", ".join(f"{code} ({isolate(names.get(code, code))})" for code in facts["known"])
    return say(
        N_("no language '{language}'; the languages are: {spoken}"), language=facts["language"], spoken=Words(spoken)
    )


MESSAGES: dict[ErrorCode, Wording] = {
    # The language ---------------------------------------------------------------------------------
    ErrorCode.UNKNOWN_LANGUAGE: _unknown_language,
    ErrorCode.SAME_LANGUAGE: lambda facts: say(
        N_("night '{night}' already speaks {language}; nothing to change"),
        night=facts["night"],
        language=LANGUAGES[facts["language"]],
    ),
}
"""The words of every error code (a test holds that every code has them)."""


def problem(code: ErrorCode, facts: Mapping[str, Any]) -> str:
    """The error ``code`` in words, filled in from ``facts``."""
    wording = MESSAGES[code]
    if callable(wording):
        return wording(facts)
    return say(wording, **facts)
