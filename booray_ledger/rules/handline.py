"""Reading what the scorekeeper types: ``Ann=2 Bob=3 Cat=0 Dan=pass``, and people's names.

Names match case-insensitively; a name that matches nobody gets the closest seated name as a
suggestion. Declarations are a trick count, ``pass`` (also ``p`` or ``-``), or ``play`` for a
player who played alone.
"""

from __future__ import annotations

from collections.abc import Iterable

from booray_ledger.errors import UsageError

PASS = "pass"
PLAY = "play"
Declaration = int | str  # tricks taken, or PASS, or PLAY (a player who played alone)

_PASS_WORDS = {"pass", "p", "-", "passed", "out"}
_PLAY_WORDS = {"play", "played", "all", "alone"}


def name_key(name: str) -> str:
    """How names compare: case-insensitively, with surrounding spaces ignored."""
    return " ".join(name.split()).casefold()


def clean_name(name: str) -> str:
    """A name as it will be stored; a clear error for an empty or odd one."""
    text = " ".join(name.split())
    if not text:
        raise UsageError("a player name cannot be empty")
    if any(ch in text for ch in "=,:;#()"):
        raise UsageError(f"player name {text!r} cannot contain = , : ; # or brackets; choose another name")
    if text.startswith("-"):
        raise UsageError(f"player name {text!r} cannot start with '-' (it reads as an option); choose another name")
    if text.lower() in _PASS_WORDS | _PLAY_WORDS:
        raise UsageError(f"{text!r} cannot be a player name; choose another name")
    return text


def resolve(name: str, candidates: Iterable[str], what: str = "seated at this table") -> str:
    """The candidate that ``name`` means (case-insensitive), or an error suggesting the closest."""
    pool = list(candidates)
    by_key = {name_key(c): c for c in pool}
    key = name_key(name)
    if key in by_key:
        return by_key[key]
    import difflib  # only on a miss: start-up stays fast

    close = difflib.get_close_matches(key, list(by_key), n=1, cutoff=0.5)
    hint = f"; did you mean {by_key[close[0]]}?" if close else f"; seated: {', '.join(pool) or 'nobody'}"
    raise UsageError(f"{name!r} is not {what}{hint}")


def parse_declaration(player: str, text: str) -> Declaration:
    """``2`` -> 2 tricks, ``pass`` -> PASS, ``play`` -> PLAY; anything else names the problem."""
    value = text.strip().lower()
    if value in _PASS_WORDS:
        return PASS
    if value in _PLAY_WORDS:
        return PLAY
    if value.isdigit():
        return int(value)
    if value.startswith("pass") or value.startswith("p"):
        raise UsageError(f"{player} passed, so {player} has no tricks: write {player}=pass")
    raise UsageError(f"{player}={text}: write a trick count (like {player}=2), {player}=pass or {player}=play")


def parse_results(tokens: Iterable[str]) -> list[tuple[str, Declaration]]:
    """``["Ann=2", "Dan=pass"]`` -> ``[("Ann", 2), ("Dan", PASS)]`` (names not yet resolved)."""
    results: list[tuple[str, Declaration]] = []
    for token in tokens:
        name, sep, value = token.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise UsageError(f"{token!r} is not NAME=TRICKS: write each player as Ann=2 or Dan=pass")
        results.append((name.strip(), parse_declaration(name.strip(), value)))
    if not results:
        raise UsageError("no players given: write each dealt-in player as Ann=2 or Dan=pass")
    return results


def seat_list(players: Iterable[str]) -> list[str]:
    """The players of a new night, cleaned: at least two, nobody twice (case-insensitively)."""
    cleaned = [clean_name(p) for p in players]
    keys = [name_key(p) for p in cleaned]
    for key, original in zip(keys, cleaned, strict=True):
        if keys.count(key) > 1:
            raise UsageError(f"{original} is seated twice; name each player once")
    if len(cleaned) < 2:
        raise UsageError("a night needs at least two players: --players Ann,Bob")
    return cleaned
