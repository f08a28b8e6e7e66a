"""The languages the program speaks, as facts every layer may use: their codes, their names in
themselves, which are written right to left, and which one the environment or a user asks for.

The words themselves (the catalogs, the numbers in each locale's form) are the wording package's
(:mod:`booray_ledger.text.i18n`); a night stores only a language's code (``night start --lang``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from booray_ledger.errors import ErrorCode, UsageError

LANGUAGES: dict[str, str] = {
    "en": "English",
    "ml": "മലയാളം",
    "mn": "Монгол",
    "sd": "سنڌي",
    "ms": "Bahasa Melayu",
    "ps": "پښتو",
}
"""Every language the program speaks: its code (ISO 639-1) and its name in itself."""

SOURCE = "en"
"""The language the messages are written in (the catalogs' ids)."""

RIGHT_TO_LEFT = frozenset({"sd", "ps"})
"""The languages written right to left (Arabic script)."""


TRY_CATALOGS = "BOORAY_LOCALE_DIR"
"""A folder of catalogs (``<code>/LC_MESSAGES/booray.mo``) to speak before the installed ones: a
translator's work in progress, tried without installing it (docs/languages.md). A code found
only there is spoken too, with English's numbers and money."""


def tried_catalogs(environ: Mapping[str, str] | None = None) -> Path | None:
    """The folder ``BOORAY_LOCALE_DIR`` names, when it is set."""
    value = (os.environ if environ is None else environ).get(TRY_CATALOGS, "")
    return Path(value) if value else None


def spoken(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """Every language that can be spoken here: :data:`LANGUAGES`, and the codes of the catalogs
    in ``BOORAY_LOCALE_DIR`` (named by their code)."""
    folder = tried_catalogs(environ)
    if folder is None or not folder.is_dir():
        return LANGUAGES
    tried = {p.parent.parent.name: p.parent.parent.name for p in folder.glob("*/LC_MESSAGES/booray.mo")}
    return {**LANGUAGES, **{code: name for code, name in sorted(tried.items()) if code not in LANGUAGES}}


def code_of(text: str) -> str | None:
    """The language a code or a locale name means, if the program speaks it: ``ps``,
    ``ps_AF.UTF-8``, ``ms-MY`` and ``ML`` all name one; ``C``, ``POSIX`` and ``fr_FR`` none."""
    base = text.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").split("_", 1)[0].casefold()
    return base if base in LANGUAGES or base in spoken() else None


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for: ``BOORAY_LANG`` (which must name one the program
    speaks: see :func:`chosen`), else the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is
    set, when it names one the program speaks; else English."""
    env = os.environ if environ is None else environ
    asked = env.get("BOORAY_LANG", "")
    if asked:
        return chosen(asked)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return code_of(value) or SOURCE
    return SOURCE


def chosen(asked: str) -> str:
    """The language ``asked`` for by name (``--lang``, ``BOORAY_LANG``, ``night set --lang``); one
    the program does not speak is refused, listing those it does."""
    code = code_of(asked)
    if code is None:
        raise UsageError(ErrorCode.UNKNOWN_LANGUAGE, language=asked, known=list(spoken()))
    return code
