"""Did you mean ...: the one suggester for player names, commands and options, used by the
command line, the live prompt and the scoreboard page alike.

A word that is not known is compared with the known ones, case-insensitively: a synonym people
type for another command (``undo`` for ``hand void``) wins; else the closest known words by
:func:`difflib.get_close_matches` (similar enough: :data:`CUTOFF` of the kind of word). A word
glued to a count (``bbo2``) is compared without the count. :func:`did_you_mean` words the answer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from booray_ledger.text.i18n import N_, Words, isolate, say
from booray_ledger.text.words import joined

Kind = Literal["name", "command", "option"]

CUTOFF: dict[Kind, float] = {"name": 0.5, "command": 0.6, "option": 0.6}
"""How alike a typed word and a known one must be (difflib's ratio) to be suggested. Names are
short and often typed with letters swapped (``Bbo``), so they need less."""


def _key(word: str) -> str:
    return " ".join(word.split()).casefold()


def closest(
    word: str,
    known: Iterable[str],
    kind: Kind = "name",
    *,
    synonyms: Mapping[str, str] | None = None,
    limit: int = 2,
) -> list[str]:
    """The known words ``word`` may have meant, best first (at most ``limit``; none when nothing
    is close). ``synonyms`` maps words people type to the known word they mean."""
    import difflib  # only on a miss: start-up stays fast

    key = _key(word)
    meant = (synonyms or {}).get(key)
    if meant is not None:
        return [meant]
    by_key = {_key(k): k for k in known}
    bare = key.rstrip("0123456789-") or key  # a name glued to its count: bbo2, d-
    for candidate in dict.fromkeys((key, bare)):
        found = difflib.get_close_matches(candidate, list(by_key), n=limit, cutoff=CUTOFF[kind])
        if found:
            return [by_key[f] for f in found]
    return []


def did_you_mean(meant: Sequence[str], quote: str = "") -> str:
    """``did you mean Bob?``, ``did you mean `booray status` or `booray seat`?`` ('' for none);
    ``quote`` goes around each (a backtick for a command to type)."""
    if not meant:
        return ""
    # Translators: {choices} is one name or command, or a list of them joined with "or".
    return say("did you mean {choices}?", choices=Words(_choices(meant, quote)))


def _choices(meant: Sequence[str], quote: str) -> str:
    return joined([f"{quote}{isolate(m)}{quote}" for m in meant], "or")


SUGGESTED: dict[Kind, str] = {
    "name": N_("No such name '{word}'; did you mean {choices}?"),
    "command": N_("No such command '{word}'; did you mean {choices}?"),
    "option": N_("No such option '{word}'; did you mean {choices}?"),
}
"""An unknown word and the known ones it may have meant (``{choices}``: joined with "or")."""

LISTED: dict[Kind, str] = {
    "name": N_("No such name '{word}'; the names are: {known}"),
    "command": N_("No such command '{word}'; the commands are: {known}"),
    "option": N_("No such option '{word}'; the options are: {known}"),
}
"""An unknown word with nothing close: every known word listed (``{known}``)."""

NONE_KNOWN: dict[Kind, str] = {
    "name": N_("No such name '{word}'; the names are: none"),
    "command": N_("No such command '{word}'; the commands are: none"),
    "option": N_("No such option '{word}'; the options are: none"),
}
"""An unknown word where there is no known word at all."""


def unknown(word: str, known: Iterable[str], kind: Kind, *, prefix: str = "",
            synonyms: Mapping[str, str] | None = None) -> str:  # fmt: skip
    """The whole answer to an unknown word: ``No such command 'stauts'; did you mean `status`?``;
    with nothing close, the known words are listed (``the commands are: ...``). ``prefix`` goes
    before a suggested command (``booray``)."""
    choices = list(known)
    meant = closest(word, choices, kind, synonyms=synonyms)
    if meant:
        shown = [f"{prefix} {m}".strip() for m in meant]
        return say(SUGGESTED[kind], word=word, choices=Words(_choices(shown, "`" if kind != "name" else "")))
    if not choices:
        return say(NONE_KNOWN[kind], word=word)
    return say(LISTED[kind], word=word, known=Words(joined([isolate(c) for c in choices])))
