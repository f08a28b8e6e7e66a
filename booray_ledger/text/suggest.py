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
    return f"did you mean {' or '.join(f'{quote}{m}{quote}' for m in meant)}?"


def unknown(word: str, known: Iterable[str], kind: Kind, *, what: str = "", prefix: str = "",
            synonyms: Mapping[str, str] | None = None) -> str:  # fmt: skip
    """The whole answer to an unknown word: ``No such command 'stauts'; did you mean `status`?``;
    with nothing close, the known words are listed (``the commands are: ...``). ``prefix`` goes
    before a suggested command (``booray``); ``what`` names the kind of word in the sentence."""
    choices = list(known)
    meant = closest(word, choices, kind, synonyms=synonyms)
    noun = what or kind
    if meant:
        shown = [f"{prefix} {m}".strip() for m in meant]
        return f"No such {noun} {word!r}; " + did_you_mean(shown, "`" if kind != "name" else "")
    return f"No such {noun} {word!r}; the {noun}s are: {', '.join(choices) or 'none'}"
