"""The recap as a card to share: a PNG or SVG picture of the same words as ``booray recap``
(:mod:`booray_ledger.text.recap`), drawn on this machine by matplotlib (no browser, nothing from
the internet).

matplotlib is an optional extra (``pip install "booray-ledger[image]"``) and is imported only
when a card is drawn, so no other command pays for it at start-up. The card: the headline, a bar
for every player's net (green up, red down, the sign and the words beside it, so colour is never
the only cue), who pays whom, and the night's moments. Text stays text in an SVG (searchable,
copyable), and names are never read as math (``$`` is money, not TeX).

Names in scripts DejaVu Sans lacks (Chinese, Japanese, Korean) are drawn from a fallback font
when this machine has one (Debian: ``fonts-wqy-microhei`` or ``fonts-noto-cjk``): matplotlib
takes each glyph from the first family in the list that has it.
"""

from __future__ import annotations

import importlib.util
import logging
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any

from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.text.recap import RecapPart, sections

if TYPE_CHECKING:
    from booray_ledger.results import Recap

FORMATS = (".png", ".svg")
EXTRA = 'pip install "booray-ledger[image]"'

WIDTH = 12.0  # inches, at DPI: 1200 px wide
DPI = 100
ROW = 0.42  # inches per line of text or bar
BACKGROUND, INK, DIM, UP, DOWN, ACCENT = "#0b0d10", "#f4f4f4", "#c3c8d0", "#6ee787", "#ff8a8a", "#ffd166"
WRAP = 46  # characters per line in the right-hand column
NET_WRAP = 27  # characters per line of a player's net, left of their bar
BARS_FROM = 0.64  # where the bars start, as a share of the nets' width
MAIN_FONT = "DejaVu Sans"
# Font files (as the system's font folders hold them) that cover what DejaVu Sans lacks.
FALLBACK_FONT_FILES = ("notosanscjk", "droidsansfallback", "wqy-zenhei", "wqy-microhei", "notosans-regular")


def check_can_draw(path: Path) -> None:
    """Refuse, in one line naming the fix, a card that cannot be drawn: a file that is neither
    .png nor .svg, a folder that does not exist, or matplotlib not installed."""
    if path.suffix.lower() not in FORMATS:
        raise UsageError(f"--image {path}: give a file ending in .png or .svg")
    if not path.parent.is_dir():
        raise UsageError(f"--image {path}: there is no folder {path.parent}; create it or write the card elsewhere")
    if importlib.util.find_spec("matplotlib") is None:
        raise BoorayError(f"--image needs matplotlib, which is not installed; install the image extra: {EXTRA}")


def draw(recap: Recap, path: Path) -> None:
    """Write the card of ``recap`` to ``path`` (PNG or SVG, by its suffix)."""
    import matplotlib

    check_can_draw(path)
    logging.getLogger("matplotlib.font_manager").setLevel(logging.ERROR)  # not "no bold CJK face"
    parts = sections(recap)
    right = [line for part in parts[2:] for line in _column(part)]
    rows = max(len(recap["nets"]), len(right), 3)
    families = [MAIN_FONT, *fallback_families()]
    with matplotlib.rc_context({"svg.fonttype": "none", "font.family": families, "text.parse_math": False}):
        figure = _figure(rows)
        _header(figure, parts[0], rows)
        _nets(figure, recap, rows)
        _right_column(figure, right, rows)
        try:
            figure.savefig(path, format=path.suffix.lower()[1:], facecolor=BACKGROUND, dpi=DPI)
        except OSError as exc:
            raise BoorayError(f"could not write the card to {path}: {exc.strerror or exc}") from None


def fallback_families() -> list[str]:
    """The families of this machine's fallback fonts (see :data:`FALLBACK_FONT_FILES`), each made
    known to matplotlib, whose own font list does not see fonts installed after it was built."""
    from matplotlib import font_manager

    families: list[str] = []
    for path in sorted(font_manager.findSystemFonts()):
        if not any(key in Path(path).name.lower() for key in FALLBACK_FONT_FILES):
            continue
        try:
            font_manager.fontManager.addfont(path)
            family = font_manager.FontProperties(fname=path).get_name()
        except (OSError, RuntimeError, ValueError):
            continue  # a font file matplotlib cannot read: draw without it
        if family not in families:
            families.append(family)
    return families


def _column(part: RecapPart) -> list[tuple[str, str]]:
    """One section as (style, line) rows: its title, then its lines wrapped to the column."""
    rows = [("title", part.title)]
    for line in part.lines:
        wrapped = textwrap.wrap(line, WRAP) or [""]
        rows += [("line", wrapped[0])] + [("more", more) for more in wrapped[1:]]
    return rows


def _height(rows: int) -> float:
    return 1.9 + ROW * rows + 0.3


def _figure(rows: int) -> Any:
    from matplotlib.figure import Figure

    figure = Figure(figsize=(WIDTH, _height(rows)), dpi=DPI, facecolor=BACKGROUND)
    return figure


def _header(figure: Any, opening: RecapPart, rows: int) -> None:
    """The headline, large, and the facts under it."""
    height = _height(rows)
    headline, facts = opening.lines
    size = 24 if len(headline) <= 60 else max(12, 24 * 60 // len(headline))  # a long night name still fits
    figure.text(0.04, 1 - 0.55 / height, headline, color=ACCENT, fontsize=size, fontweight="bold", va="center")
    figure.text(0.04, 1 - 1.1 / height, facts + "  ·  booray", color=DIM, fontsize=14, va="center")


def _nets(figure: Any, recap: Recap, rows: int) -> None:
    """A line per player, best first: the net in words, then a bar as long as the net."""
    from booray_ledger.text.recap import net_line

    height = _height(rows)
    top = 1 - 1.6 / height
    axes = figure.add_axes((0.04, top - ROW * rows / height, 0.44, ROW * rows / height))
    axes.set_axis_off()
    nets = recap["nets"]
    widest = max((abs(n["chips"]) for n in nets), default=1) or 1
    axes.set_xlim(0.0, 1.0)
    axes.set_ylim(rows - 0.5, -0.5)
    for i, n in enumerate(nets):
        colour = UP if n["chips"] > 0 else DOWN if n["chips"] < 0 else DIM
        length = max((1 - BARS_FROM) * abs(n["chips"]) / widest, 0.004)
        axes.barh(i, length, left=BARS_FROM, height=0.6, color=colour)
        words = "\n".join(textwrap.wrap(net_line(n["player"], n["chips"], n["amount"], recap["currency"]), NET_WRAP))
        size = 15 if "\n" not in words else 11
        axes.text(0.0, i, words, color=colour, fontsize=size, fontweight="bold", va="center", linespacing=1.0)


def _right_column(figure: Any, right: list[tuple[str, str]], rows: int) -> None:
    """Who pays whom and the night's moments, line by line."""
    height = _height(rows)
    top = 1 - 1.6 / height
    styles = {"title": (DIM, 13, "bold"), "line": (INK, 15, "normal"), "more": (INK, 15, "normal")}
    for i, (style, line) in enumerate(right):
        colour, size, weight = styles[style]
        shown = line.upper() if style == "title" else ("   " + line if style == "more" else line)
        y = top - (i + 0.5) * ROW / height
        figure.text(0.52, y, shown, color=colour, fontsize=size, fontweight=weight, va="center")
