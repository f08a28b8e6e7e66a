"""Across nights as the API returns it: the standings and one player's nights."""

from __future__ import annotations

from typing import TypedDict


class StandingRow(TypedDict):
    player: str
    net: int
    money: str
    currency: str  # the nights' currency code ("" when they differ)
    nights: int
    hands_dealt_in: int
    hands_played: int
    pots_won: int
    bourres: int
    reneges: int
    biggest_pot_won: int


class PlayerNight(TypedDict):
    night: str
    started_at: str
    net: int
    money: str
    currency: str
    hands: int


class PlayerReport(TypedDict):
    player: str
    nights: list[PlayerNight]
    series: list[int]  # the running balance across the nights: 0, then after each night
