"""The balance chart of a night, drawn on the server as SVG geometry.

Each player's balance after every hand is a line. Lines differ by colour *and* by dash pattern
and end marker, and each carries its player's name at its end, so nobody needs to tell colours
apart. A player's look is fixed for the night: it follows the order in which the players first
sat down (the order of ``series``), never the ranking, so "I'm the yellow line" stays true after
every hand. This module only computes coordinates; the template writes the SVG (escaping the names).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

WIDTH, HEIGHT = 640, 280
LEFT, RIGHT, TOP, BOTTOM = 52, 120, 16, 34
"""The drawing area inside the view box: room for the chip scale on the left, names on the right."""
LABEL_CHARS = 10
"""The longest name written at a line's end (the legend below the chart has every name whole)."""
LABEL_GAP = 20
"""The least vertical distance between two names at the lines' ends."""

COLOURS = ("#ffd166", "#06d6a0", "#4cc9f0", "#f78c6b", "#c77dff", "#f15bb5", "#90be6d", "#e0e0e0")
DASHES = ("", "10 6", "3 5", "14 5 3 5", "1 7", "20 6", "6 3", "10 4 2 4 2 4")
MARKERS = ("circle", "square", "triangle", "diamond")


@dataclass(frozen=True)
class Line:
    """One player's line: points in view-box units, its look, and where its name goes."""

    name: str
    label: str
    points: str
    colour: str
    dash: str
    marker: str
    end_x: float
    end_y: float
    label_y: float
    final: int


@dataclass(frozen=True)
class Tick:
    value: int
    y: float


@dataclass(frozen=True)
class Chart:
    """The whole chart: lines, the chip scale, the zero line and the hand axis."""

    width: int
    height: int
    lines: list[Line]
    ticks: list[Tick]
    zero_y: float
    hands: int
    left: int
    right_edge: int
    bottom_y: int


def balance_chart(series: Mapping[str, Sequence[int]]) -> Chart:
    """The chart of ``series`` (each player's balance after hand 0, 1, 2, ..., in the order the
    players first sat down): the lines in that order, each name placed beside its line's end."""
    hands = max((len(points) - 1 for points in series.values()), default=0)
    values = [v for points in series.values() for v in points] or [0]
    low, high = min(0, *values), max(0, *values)
    if low == high:
        low, high = low - 1, high + 1
    span_x = WIDTH - LEFT - RIGHT
    span_y = HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return round(LEFT + span_x * (i / hands if hands else 0.5), 1)

    def y(v: float) -> float:
        return round(TOP + span_y * (high - v) / (high - low), 1)

    seated = list(series.items())
    ranked = sorted(range(len(seated)), key=lambda i: (-seated[i][1][-1] if seated[i][1] else 0, seated[i][0].lower()))
    placed = spread([y(seated[i][1][-1]) for i in ranked], TOP + 6, HEIGHT - BOTTOM)
    label_at = {i: label_y for i, label_y in zip(ranked, placed, strict=True)}
    lines = [line_of(name, points, i, x, y, label_at[i]) for i, (name, points) in enumerate(seated)]
    ticks = [Tick(v, y(v)) for v in scale(low, high)]
    return Chart(WIDTH, HEIGHT, lines, ticks, y(0), hands, LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM)


def look(seat: int) -> tuple[str, str, str]:
    """The colour, dash and marker of the player who sat down ``seat``-th (0 first) tonight."""
    return COLOURS[seat % len(COLOURS)], DASHES[seat % len(DASHES)], MARKERS[seat % len(MARKERS)]


def line_of(
    name: str, points: Sequence[int], seat: int, x: Callable[[int], float], y: Callable[[float], float], label_y: float
) -> Line:
    """One player's line: their points, their fixed look and their name at its end."""
    colour, dash, marker = look(seat)
    return Line(
        name=name,
        label=name if len(name) <= LABEL_CHARS else name[: LABEL_CHARS - 1] + "…",
        points=" ".join(f"{x(n)},{y(v)}" for n, v in enumerate(points)),
        colour=colour,
        dash=dash,
        marker=marker,
        end_x=x(len(points) - 1),
        end_y=y(points[-1]),
        label_y=label_y,
        final=points[-1],
    )


def scale(low: int, high: int, count: int = 5) -> list[int]:
    """Round chip values for the scale between ``low`` and ``high`` (0 always among them)."""
    raw = (high - low) / count
    step = 1
    while step < raw:
        for factor in (2, 5, 10):
            if step * factor >= raw:
                step *= factor
                break
        else:
            step *= 10
    first = -(-low // step) * step
    return list(range(first, high + 1, step))


def spread(ys: Sequence[float], top: float, bottom: float, gap: float = LABEL_GAP) -> list[float]:
    """The label heights for line ends at ``ys`` (sorted top to bottom), moved apart so no two are
    closer than ``gap`` and all stay between ``top`` and ``bottom`` where there is room."""
    placed: list[float] = []
    for value in ys:
        placed.append(max(value, placed[-1] + gap) if placed else max(value, top))
    overflow = placed[-1] - bottom if placed else 0
    if overflow > 0:  # pushed off the bottom: slide everything up, keeping the gaps
        placed = [max(top, p - overflow) if i == 0 else p - overflow for i, p in enumerate(placed)]
        for i in range(1, len(placed)):
            placed[i] = max(placed[i], placed[i - 1] + gap)
    return [round(p, 1) for p in placed]
