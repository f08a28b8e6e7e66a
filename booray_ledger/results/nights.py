"""Nights as the API returns them: one started, made current or ended, the list of nights and
one night in detail."""

from __future__ import annotations

from typing import Any, Literal, TypedDict

PotAction = Literal["carry", "split", "refund"]


class OpenNight(TypedDict):
    """A night that has not ended."""

    night: str
    hands: int
    pot: int


class RulesInBrief(TypedDict):
    """House rules told briefly: the preset they differ least from, and the keys that differ
    from it with their values (plain data: a choice as its text, no limit as ``None``)."""

    preset: str
    changed: dict[str, object]


class NightStarted(TypedDict):
    night: str
    players: list[str]
    rules: RulesInBrief
    carried_in: int
    also_open: list[OpenNight]  # other nights still open; the new night is the current one


class NightUsed(TypedDict):
    """``booray night use NAME``: the night now current, and the others still open."""

    night: str
    also_open: list[OpenNight]


class NightEnded(TypedDict):
    """``booray night end``: what became of the pot still on the table (``pot`` chips): carried
    to the group's next night, or shared out (``shares``: the chips each player got)."""

    night: str
    pot_action: str  # carry, split, refund, or none (the pot was empty)
    pot: int
    shares: dict[str, int]


class NightReopened(TypedDict):
    """``booray night reopen NAME``: the night is open and current again; ``pot`` chips its end
    had taken off the table are back in the pot."""

    night: str
    pot: int
    also_open: list[OpenNight]


class NightRow(TypedDict):
    name: str
    started_at: str
    players: list[str]
    hands: int
    pot: int
    ended: bool
    ended_at: str | None
    current: bool


class SettingChange(TypedDict):
    """One change of a night's settings (``booray night set``): ``kind`` ``chip_value`` (the
    whole night's, ``before``/``after`` {"chip_value": text}) or ``rules`` (from hand
    ``from_hand`` on; ``before``/``after`` the keys that changed, old and new values)."""

    kind: Literal["chip_value", "rules", "language"]
    from_hand: int
    currency: str
    changed_at: str
    before: dict[str, Any]
    after: dict[str, Any]


class NightSettingsChanged(TypedDict):
    """``booray night set``: what changed (one change per kind given), the chip value and the
    house rules now in force, and the number of the next hand (the first under new rules)."""

    night: str
    changes: list[SettingChange]
    chip_value: str
    currency: str
    language: str | None  # the night's language now (None: it chose none)
    rules: dict[str, Any]
    next_hand: int


class NightDetail(TypedDict):
    night: str
    started_at: str
    ended_at: str | None
    pot_at_end: str | None
    seats: list[str]
    sitting_out: list[str]
    hands: int
    pot: int
    dealer: str | None
    chip_value: str
    currency: str
    language: str | None  # the language the night chose for its board and recap, or None
    rules: dict[str, object]
    balances: dict[str, int]
    series: dict[str, list[int]]
    settings: list[SettingChange]
