"""Hand input: the line a scorekeeper types for one hand, ``Ann=2 Bob=3 Cat=0 Dan=pass`` on the
command line or ``an 2 bo 3 c 0 .`` at the live table, read into a :class:`HandInput`.

Declarations are a trick count, ``pass`` (also ``p`` or ``-``), or ``play`` for a player who
played alone; names are matched to the players by :mod:`booray_ledger.rules.names`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from booray_ledger.errors import ErrorCode, NameKind, UnknownName, UsageError
from booray_ledger.rules.limits import check_line
from booray_ledger.rules.names import PASS_WORDS, PLAY_WORDS, match_prefix, name_key

PASS = "pass"
PLAY = "play"
Declaration = int | str  # tricks taken, or PASS, or PLAY (a player who played alone)


COUNT_DIGITS = frozenset(
    "0123456789" "٠١٢٣٤٥٦٧٨٩" "۰۱۲۳۴۵۶۷۸۹" "൦൧൨൩൪൫൬൭൮൯" "᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙"
)  # fmt: skip
"""The digits a trick count may be typed in: the Latin ones and those of the languages the
program speaks (Arabic-Indic for Sindhi, Extended Arabic-Indic for Pashto, Malayalam,
Mongolian); look-alikes (fullwidth ３, mathematical 𝟐, superscript ²) are not counts."""


def is_count(text: str) -> bool:
    """Whether ``text`` is a trick count as typed: digits of :data:`COUNT_DIGITS`, so a Pashto or
    Malayalam scorekeeper may type ``۲`` or ``൨`` for 2 (``int`` reads them all)."""
    return bool(text) and all(ch in COUNT_DIGITS for ch in text)


def parse_declaration(player: str, text: str) -> Declaration:
    """``2`` -> 2 tricks, ``pass`` -> PASS, ``play`` -> PLAY; anything else names the problem."""
    value = text.strip().lower()
    if value in PASS_WORDS:
        return PASS
    if value in PLAY_WORDS:
        return PLAY
    if is_count(value):
        if len(value) > 2:
            raise UsageError(ErrorCode.COUNT_TOO_LONG, player=player, given=text[:12])
        return int(value)
    if value.startswith("pass") or value.startswith("p"):
        raise UsageError(ErrorCode.PASSED_NO_TRICKS, player=player)
    raise UsageError(ErrorCode.NOT_A_DECLARATION, player=player, given=text)


def split_results(tokens: Iterable[str]) -> list[str]:
    """Each ``NAME=VALUE`` result on its own: a token with several results in it (the hand line
    quoted as one argument, ``"Ann=2 Bob=3 Dan=pass"``) is split after each value (a value has
    no spaces; a name may: ``"Mary Ann=2 Bob=3"`` is Mary Ann and Bob). Any other token, or one
    that does not read wholly as results, is kept as it is for :func:`parse_results` to refuse."""
    split: list[str] = []
    for token in tokens:
        several = _several_results(token) if token.count("=") > 1 else None
        split += several if several else [token]
    return split


def _several_results(token: str) -> list[str] | None:
    """``token`` read as ``NAME=VALUE NAME=VALUE ...``, each result as ``NAME=VALUE``; None
    unless the whole token reads that way."""
    results: list[str] = []
    rest = token
    while rest.strip():
        name, sep, after = rest.partition("=")
        after = after.lstrip()
        value = after.split(None, 1)[0] if after else ""
        if not sep or not name.strip() or not value or "=" in value:
            return None
        results.append(f"{name.strip()}={value}")
        rest = after[len(value) :]
    return results


def parse_results(tokens: Iterable[str]) -> list[tuple[str, Declaration]]:
    """``["Ann=2", "Dan=pass"]`` -> ``[("Ann", 2), ("Dan", PASS)]`` (names not yet resolved);
    the same results quoted as one token are read alike (:func:`split_results`)."""
    results: list[tuple[str, Declaration]] = []
    for token in split_results(tokens):
        name, sep, value = token.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise UsageError(ErrorCode.NOT_A_RESULT, token=token)
        results.append((name.strip(), parse_declaration(name.strip(), value)))
    if not results:
        raise UsageError(ErrorCode.NO_RESULTS)
    return results


@dataclass(frozen=True)
class HandInput:
    """What the scorekeeper saw at the table for one hand."""

    results: tuple[tuple[str, Declaration], ...]
    reneged: tuple[str, ...] = ()
    corrected: tuple[str, ...] = ()
    out_of_turn: tuple[str, ...] = ()
    up: str | None = None
    dealer: str | None = None
    force: bool = False
    tie: str | None = None  # under ``tie = vote``: what the tied players chose, "split" or "carry"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "results": [[p, d] for p, d in self.results],
            "reneged": list(self.reneged),
            "corrected": list(self.corrected),
            "out_of_turn": list(self.out_of_turn),
            "up": self.up,
            "dealer": self.dealer,
            "force": self.force,
        }
        if self.tie is not None:  # only a voted tie: other hands store what they always stored
            data["tie"] = self.tie
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HandInput:
        return cls(
            results=tuple((str(p), d) for p, d in data["results"]),
            reneged=tuple(data.get("reneged", ())),
            corrected=tuple(data.get("corrected", ())),
            out_of_turn=tuple(data.get("out_of_turn", ())),
            up=data.get("up"),
            dealer=data.get("dealer"),
            force=bool(data.get("force", False)),
            tie=data.get("tie"),
        )


EVERYONE_ELSE_PASSED = "."
"""The mark (usually last on the line) that passes every dealt-in player not named."""


class HandMark(StrEnum):
    """What a mark on the hand line records (``--renege Bob``, ``r:Bob``)."""

    RENEGE = "renege"
    CORRECTED = "corrected"
    OUT_OF_TURN = "out_of_turn"
    UP = "up"
    DEALER = "dealer"
    TIE = "tie"


MARKS: dict[str, HandMark] = {
    # short mark (before a colon) -> what it records; the long options work too.
    "r": HandMark.RENEGE,
    "c": HandMark.CORRECTED,
    "o": HandMark.OUT_OF_TURN,
    "u": HandMark.UP,
    "d": HandMark.DEALER,
    "t": HandMark.TIE,
}
LONG_MARKS = {"--renege": HandMark.RENEGE, "--corrected": HandMark.CORRECTED, "--out-of-turn": HandMark.OUT_OF_TURN,
              "--up": HandMark.UP, "--dealer": HandMark.DEALER}  # fmt: skip
FORCE_MARKS = ("!", "--force")
TIE_FLAGS = {"--split": "split", "--carry": "carry"}  # the table's vote on a tie (tie = vote)
_TIE_WORDS = {"split": "split", "s": "split", "carry": "carry", "c": "carry"}


def _is_value(token: str) -> bool:
    value = token.lower()
    return is_count(value) or value in PASS_WORDS or value in PLAY_WORDS


def _split_glued(token: str, names: list[str]) -> tuple[str, str] | None:
    """``an2`` or ``d-``: a name prefix glued to its trick count or pass mark. A word glued to a
    count that starts no name (``bbo2``) is split too, so the name is refused as unknown (with
    the name probably meant) rather than read as a name missing its count."""
    for cut in range(len(token) - 1, 0, -1):
        head, tail = token[:cut], token[cut:]
        if tail in ("-",) or is_count(tail):
            if any(name_key(n).startswith(name_key(head)) for n in names):
                return head, tail
            break
    bare = token
    while bare and bare[-1] in COUNT_DIGITS:
        bare = bare[:-1]
    if bare != token and any(ch.isalpha() for ch in bare):
        return bare, token[len(bare) :]
    return None


def parse_line(line: str, dealt_in: Iterable[str], seated: Iterable[str] | None = None) -> HandInput:
    """A hand as the scorekeeper types it at the live table, with names matched to the players.

    ``Ann=2 Bob=3 Cat=0 Dan=pass --renege Bob`` works as on the command line; so do name
    prefixes (``an 2 bo 3 c 0 d -``), counts glued to prefixes (``a2 b3 c0``), the short marks of
    :data:`MARKS` and a final ``.`` that passes every dealt-in player not named. A player
    left out without that ``.`` is an error, never a silent pass.
    """
    check_line(line)
    players = list(dealt_in)
    everyone = list(seated) if seated is not None else players
    try:
        read = _read(line, players)
    except UnknownName as exc:  # perhaps a seated player who sits this hand out
        exc.sitting_out = [p for p in everyone if p not in players]
        raise
    results = read.results
    if read.rest_passed:
        named = {p for p, _ in results}
        results = results + [(p, PASS) for p in players if p not in named]
    if not results:
        raise UsageError(ErrorCode.NO_RESULTS_ON_LINE)
    named = {p for p, _ in results}
    missing = [p for p in players if p not in named]
    if missing:
        raise UsageError(ErrorCode.MISSING_FROM_LINE, player=missing[0])
    return _with_marks(results, read.marks, everyone, read.force)


CLEAR_MARK = "-"
"""In an edit, ``r:-`` (or ``c:-``, ``o:-``, ``u:-``, ``d:-``, ``t:-``) clears that mark from the hand."""


def parse_edit(line: str, base: HandInput, dealt_in: Iterable[str], seated: Iterable[str] | None = None) -> HandInput:
    """Hand ``base`` changed by an edit line typed at the live table (``edit 3 bo 2 r:-``).

    Only what the line names changes: a player named gets the new declaration (the others keep
    theirs); a mark given (``r:Bob``) replaces that kind of mark, ``r:-`` clears it; ``!`` forces
    the hand; a final ``.`` passes every dealt-in player not named. The line must change something.
    """
    check_line(line)
    players = list(dealt_in)
    everyone = list(seated) if seated is not None else players
    read = _read(line, players)
    if not read.results and not read.force and not read.rest_passed and not any(read.marks.values()):
        raise UsageError(ErrorCode.EDIT_CHANGES_NOTHING)
    changed = dict(read.results)
    results = [(p, changed.pop(p, d)) for p, d in base.results]
    results += list(changed.items())
    if read.rest_passed:
        named = {p for p, _ in read.results}
        results = [(p, d if p in named else PASS) for p, d in results]
        results += [(p, PASS) for p in players if p not in {q for q, _ in results}]
    old = {"renege": list(base.reneged), "corrected": list(base.corrected), "out_of_turn": list(base.out_of_turn),
           "up": [base.up] if base.up else [], "dealer": [base.dealer] if base.dealer else [],
           "tie": [base.tie] if base.tie else []}  # fmt: skip
    for kind, given in read.marks.items():
        if given:
            old[kind] = [] if given == [CLEAR_MARK] else given
    return _with_marks(results, old, everyone, base.force or read.force)


@dataclass
class _Read:
    results: list[tuple[str, Declaration]]
    marks: dict[str, list[str]]
    force: bool
    rest_passed: bool


def _read(line: str, players: list[str]) -> _Read:
    """The tokens of a live-table line: declarations by player (prefixes resolved among
    ``players``), marks by kind (names not yet resolved), ``!`` and the final ``.``."""
    import shlex

    try:
        tokens = shlex.split(line)
    except ValueError as exc:
        raise UsageError(ErrorCode.UNREADABLE_LINE, quoted=str(exc)) from None
    read = _Read([], {kind: [] for kind in MARKS.values()}, False, EVERYONE_ELSE_PASSED in tokens)
    tokens = [t for t in tokens if t != EVERYONE_ELSE_PASSED]
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token in FORCE_MARKS:
            read.force = True
            continue
        if token in TIE_FLAGS:
            read.marks["tie"].append(TIE_FLAGS[token])
            continue
        if token in LONG_MARKS:
            if i >= len(tokens):
                raise UsageError(ErrorCode.MARK_NEEDS_VALUE, token=token)
            read.marks[LONG_MARKS[token]].append(tokens[i])
            i += 1
            continue
        kind, colon, value = token.partition(":")
        if colon and kind.lower() in MARKS:
            if not value:
                raise UsageError(ErrorCode.MARK_NEEDS_NAME, token=token, mark=kind)
            read.marks[MARKS[kind.lower()]].append(value)
            continue
        name, equals, declared = token.partition("=")
        if not equals:
            glued = None if _is_name(token, players) else _split_glued(token, players)
            if glued is not None:
                name, declared = glued
            elif i < len(tokens) and _is_value(tokens[i]):
                declared = tokens[i]
                i += 1
            else:
                raise UsageError(ErrorCode.NEEDS_COUNT, token=token)
        player = match_prefix(name, players, what=NameKind.DEALT_IN)
        if any(p == player for p, _ in read.results):
            raise UsageError(ErrorCode.NAMED_TWICE, player=player, times=2)
        read.results.append((player, parse_declaration(player, declared)))
    return read


def _is_name(token: str, names: list[str]) -> bool:
    return any(name_key(n) == name_key(token) for n in names)


def _with_marks(
    results: list[tuple[str, Declaration]], marks: dict[str, list[str]], seated: list[str], force: bool
) -> HandInput:
    def who(kind: str) -> tuple[str, ...]:
        return tuple(match_prefix(n, seated) for n in marks[kind])

    if len(marks["up"]) > 1 or len(marks["dealer"]) > 1 or len(marks["tie"]) > 1:
        raise UsageError(ErrorCode.MARKS_TWICE)
    tie = None
    if marks["tie"]:
        word = marks["tie"][0].lower()
        if word not in _TIE_WORDS:
            raise UsageError(ErrorCode.TIE_VOTE_WORD, given=marks["tie"][0])
        tie = _TIE_WORDS[word]
    up = marks["up"][0] if marks["up"] else None
    if up is not None:
        from booray_ledger.rules.cards import card

        up = str(card(up))
    dealer = who("dealer")
    return HandInput(
        results=tuple(results),
        reneged=who("renege"),
        corrected=who("corrected"),
        out_of_turn=who("out_of_turn"),
        up=up,
        dealer=dealer[0] if dealer else None,
        force=force,
        tie=tie,
    )
