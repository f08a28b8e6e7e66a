"""A night in people's words (`booray night show`) and the balance charts (`night show`,
`player show`): readable on dark and light terminals and without colour.

Every line of a chart has its own marker and a label naming it, so the lines tell apart without
colour; the y axis ticks are whole chips.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.text import Text

from booray_ledger.text.render import console

if TYPE_CHECKING:
    from booray_ledger.results import NightDetail

MARKERS = ("*", "+", "o", "x", "#", "@", "%", "&", "=", "$")
"""One marker per line of a chart, in order: plain characters every terminal shows."""

POT_ENDS = {"carry": "carried to the group's next night", "split": "split among everyone seated",
            "refund": "refunded to who paid into it", "none": "empty"}  # fmt: skip


def whole_chip_ticks(points: Sequence[int], most: int = 8) -> list[int]:
    """Y ticks at whole chips from the lowest to the highest point, at most ``most`` of them."""
    low, high = min(points), max(points)
    step = max(1, math.ceil((high - low) / max(1, most - 1)))
    start = low - (low % step)
    return list(range(start, high + step, step))


def chart(series: Mapping[str, Sequence[int]], title: str, step: str = "hand") -> None:
    """Balance after each ``step`` (a hand, or a night), one marked, labelled line per player;
    colourless when not a terminal or with NO_COLOR."""
    import plotext as plt

    out = console()
    if not any(len(points) > 1 for points in series.values()):
        out.print(Text("No hands yet: nothing to chart.", style="dim"))
        return
    plt.clf()
    plt.plotsize(min(out.width, 100), 18)
    if not out.is_terminal or out.no_color:
        plt.theme("clear")
    hands = max(len(points) for points in series.values())
    if hands <= 20:
        plt.xticks(list(range(hands)))
    plt.yticks(whole_chip_ticks([p for points in series.values() for p in points]))
    for i, (name, points) in enumerate(series.items()):
        marker = MARKERS[i % len(MARKERS)]
        plt.plot(list(range(len(points))), list(points), label=f"{marker} {name}", marker=marker)
    plt.title(title)
    plt.xlabel(step)
    plt.ylabel("chips")
    out.print(Text.from_ansi(plt.build()))


def night_detail(data: NightDetail) -> None:
    """One night in plain sentences, its house rules, its balances and the chart."""
    from booray_ledger.text.render import signed
    from booray_ledger.text.words import chip_value, chips, count, rule_name, rule_value, when

    out = console()
    out.print(Text(f"Night {data['night']}", style="bold"))
    started = f"Started {when(data['started_at'])}"
    if data["ended_at"]:
        pot_end = POT_ENDS.get(str(data["pot_at_end"]), str(data["pot_at_end"]))
        out.print(f"{started}; ended {when(data['ended_at'])}, the pot {pot_end}.")
    else:
        dealer = f"; {data['dealer']} deals next" if data["dealer"] else ""
        out.print(f"{started}; still open{dealer}.")
    seats = ", ".join(data["seats"])
    out_now = f" ({', '.join(data['sitting_out'])} sitting out)" if data["sitting_out"] else ""
    out.print(f"Seats, clockwise: {seats}{out_now}.")
    worth = chip_value(data["chip_value"], data["currency"])
    out.print(f"{count(data['hands'], 'hand')} played; {chips(data['pot'])} in the pot; {worth}.")
    out.print(Text("House rules", style="bold"))
    for key, value in data["rules"].items():
        out.print(f"  {rule_name(key)}: {rule_value(value)}")
    if data.get("settings"):
        from booray_ledger.text.nights import setting_change

        out.print(Text("Changed during the night", style="bold"))
        for change in data["settings"]:
            out.print(f"  {setting_change(change)}")
    out.print(Text("Balances", style="bold"))
    for name, balance in data["balances"].items():
        out.print("  ", name, " ", signed(balance), sep="")
    chart(data["series"], f"Balances over {data['night']}")
