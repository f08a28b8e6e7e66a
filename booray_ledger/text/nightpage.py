"""A night in people's words (`booray night show`) and the balance charts (`night show`,
`player show`): readable on dark and light terminals and without colour.

Every line of a chart has its own marker and a label naming it, so the lines tell apart without
colour; the y axis ticks are whole chips. Every sentence is a whole message of the catalog in the
language speaking (:mod:`booray_ledger.text.i18n`), one per variant (an open night, an ended one
for each thing its pot did), the names isolated and the counts in the locale's form.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.text import Text

from booray_ledger.text.i18n import N_, Words, _, isolate, pgettext, say, say_plural
from booray_ledger.text.render import console

if TYPE_CHECKING:
    from booray_ledger.results import NightDetail

MARKERS = ("*", "+", "o", "x", "#", "@", "%", "&", "=", "$")
"""One marker per line of a chart, in order: plain characters every terminal shows."""

ENDED = {
    "carry": N_("Started {started}; ended {ended}, the pot carried to the group's next night."),
    "split": N_("Started {started}; ended {ended}, the pot split among everyone seated."),
    "refund": N_("Started {started}; ended {ended}, the pot refunded to who paid into it."),
    "none": N_("Started {started}; ended {ended}, the pot empty."),
}
"""An ended night's first line, by what its pot did at the end (its code)."""


def whole_chip_ticks(points: Sequence[int], most: int = 8) -> list[int]:
    """Y ticks at whole chips from the lowest to the highest point, at most ``most`` of them."""
    low, high = min(points), max(points)
    step = max(1, math.ceil((high - low) / max(1, most - 1)))
    start = low - (low % step)
    return list(range(start, high + step, step))


def axis(step: str) -> str:
    """The chart's x axis: ``hand`` (a night's chart) or ``night`` (a player's)."""
    if step == "night":
        return pgettext("the chart's x axis", "night")
    return pgettext("the chart's x axis", "hand")


def chart(series: Mapping[str, Sequence[int]], title: str, step: str = "hand") -> None:
    """Balance after each ``step`` (``hand`` or ``night``), one marked, labelled line per player;
    colourless when not a terminal or with NO_COLOR."""
    import plotext as plt

    out = console()
    if not any(len(points) > 1 for points in series.values()):
        out.print(Text(_("No hands yet: nothing to chart."), style="dim"))
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
    plt.xlabel(axis(step))
    plt.ylabel(pgettext("the chart's y axis", "chips"))
    out.print(Text.from_ansi(plt.build()))


def opening(data: NightDetail) -> str:
    """When the night started, and whether it goes on (who deals next) or ended (and its pot)."""
    from booray_ledger.text.words import when

    started = Words(when(data["started_at"]))
    if data["ended_at"]:
        ended = Words(when(data["ended_at"]))
        code = str(data["pot_at_end"])
        if code in ENDED:
            return say(ENDED[code], started=started, ended=ended)
        return say("Started {started}; ended {ended}, the pot {pot}.", started=started, ended=ended, pot=Words(code))
    if data["dealer"]:
        return say("Started {started}; still open; {dealer} deals next.", started=started, dealer=data["dealer"])
    return say("Started {started}; still open.", started=started)


def seats_line(data: NightDetail) -> str:
    """The seats clockwise, and who is sitting out."""
    from booray_ledger.text.words import listing

    seats = Words(listing(isolate(name) for name in data["seats"]))
    if data["sitting_out"]:
        out = Words(listing(isolate(name) for name in data["sitting_out"]))
        return say("Seats, clockwise: {seats} ({out} sitting out).", seats=seats, out=out)
    return say("Seats, clockwise: {seats}.", seats=seats)


def night_detail(data: NightDetail) -> None:
    """One night in plain sentences, its house rules, its balances and the chart."""
    from booray_ledger.text.render import signed
    from booray_ledger.text.words import chip_value, chips, rule_name, rule_value

    out = console()
    out.print(Text(say("Night {night}", night=data["night"]), style="bold"))
    out.print(opening(data))
    out.print(seats_line(data))
    worth = Words(chip_value(data["chip_value"], data["currency"]))
    in_pot = Words(chips(data["pot"]))
    # Translators: {chips} is the chips in the pot ("8 chips"), {worth} what one chip is worth
    # ("1 chip = $0.25").
    played = say_plural(
        "{n} hand played; {chips} in the pot; {worth}.", "{n} hands played; {chips} in the pot; {worth}.",
        data["hands"], chips=in_pot, worth=worth,
    )  # fmt: skip
    out.print(played)
    out.print(Text(_("House rules"), style="bold"))
    for key, value in data["rules"].items():
        out.print("  " + say("{rule}: {value}", rule=Words(rule_name(key)), value=Words(rule_value(value))))
    if data.get("settings"):
        from booray_ledger.text.nights import setting_change

        out.print(Text(_("Changed during the night"), style="bold"))
        for change in data["settings"]:
            out.print(f"  {setting_change(change)}")
    out.print(Text(_("Balances"), style="bold"))
    for name, balance in data["balances"].items():
        out.print("  ", name, " ", signed(balance), sep="")
    chart(data["series"], say("Balances over {night}", night=data["night"]))
