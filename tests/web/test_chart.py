"""The balance chart's geometry: every line, a readable scale, names that never overlap."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.web.chart import HEIGHT, LABEL_GAP, TOP, balance_chart, scale, spread


def test_one_line_per_player_each_with_its_own_dash_or_marker_and_its_name() -> None:
    chart = balance_chart({"Ann": [0, 5, 12], "Bob": [0, -5, -7], "Cat": [0, 0, -5]})
    assert [line.name for line in chart.lines] == ["Ann", "Bob", "Cat"]  # in the order they sat down
    assert len({(line.dash, line.marker) for line in chart.lines}) == 3  # told apart without colour
    assert [line.final for line in chart.lines] == [12, -7, -5]
    assert all(len(line.points.split()) == 3 for line in chart.lines)
    assert 0 in [t.value for t in chart.ticks]
    assert chart.hands == 2
    top, bottom = chart.lines[0], chart.lines[1]
    assert top.end_y < chart.zero_y < bottom.end_y  # up is up
    labels = {line.name: line.label_y for line in chart.lines}
    assert labels["Ann"] < labels["Cat"] < labels["Bob"]  # names beside their lines' ends, best on top


def test_a_players_look_follows_the_seat_not_the_ranking() -> None:
    before = balance_chart({"Ann": [0, 5], "Bob": [0, -2], "Cat": [0, -3]})
    after = balance_chart({"Ann": [0, 5, -4], "Bob": [0, -2, 9], "Cat": [0, -3, -5]})  # Bob goes top
    looks = [{line.name: (line.colour, line.dash, line.marker) for line in chart.lines} for chart in (before, after)]
    assert looks[0] == looks[1]
    assert len(set(looks[0].values())) == 3


def test_a_night_without_hands_still_draws() -> None:
    chart = balance_chart({"Ann": [0], "Bob": [0]})
    assert chart.hands == 0
    assert len(chart.lines) == 2
    assert chart.ticks


def test_the_scale_uses_round_steps_and_includes_zero() -> None:
    assert scale(-20, 45) == [-20, 0, 20, 40]
    assert scale(-1, 1) == [-1, 0, 1]
    assert scale(0, 1000) == [0, 200, 400, 600, 800, 1000]


@given(st.lists(st.floats(min_value=TOP, max_value=HEIGHT - 40), min_size=1, max_size=8))
def test_names_at_the_line_ends_keep_apart_and_in_order(ends: list[float]) -> None:
    placed = spread(sorted(ends), TOP + 6, HEIGHT - 34)
    assert len(placed) == len(ends)
    assert all(b - a >= LABEL_GAP - 0.2 for a, b in itertools.pairwise(placed))


def test_long_names_are_shortened_at_the_line_ends_only() -> None:
    chart = balance_chart({"Bartholomew the Great": [0, 3], "Ann": [0, -3]})
    assert [line.label for line in chart.lines] == ["Bartholom…", "Ann"]
    assert chart.lines[0].name == "Bartholomew the Great"
