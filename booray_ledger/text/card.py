"""The recap as a card to share: a PNG or SVG picture of the same words as ``booray recap``
(:mod:`booray_ledger.text.recap`), drawn on this machine (no browser, nothing from the internet).

The card: the headline, a bar for every player's net (green up, red down, the sign and the words
beside it, so colour is never the only cue), who pays whom, and the night's moments. It is laid
out in the language speaking: right to left for Sindhi and Pashto (the nets on the right, every
line aligned right, the bars growing leftwards), left to right otherwise.

Every line is shaped (:mod:`booray_ledger.text.shaping`: bidi levels by fribidi, each run drawn
by Pillow's raqm layout, HarfBuzz), in fonts found through fontconfig that have every one of its
characters (:mod:`booray_ledger.text.fonts`): Malayalam conjuncts, Arabic joined and right to
left, names isolated from the words around them. The columns are laid out from measured text,
so no money string runs under a bar. A character no installed font has is left out (never an
empty box) and :func:`draw` returns its script, for the command to say which package to install.

The PNG is drawn by Pillow; the SVG is the same layout written as text (``<text>`` with its
language, its direction and the fonts it was measured in), shaped by whatever shows it.
Pillow is an optional extra (``pip install "booray-ledger[image]"``), imported only when a card
is drawn, so no other command pays for it at start-up.
"""

from __future__ import annotations

import functools
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.text import i18n
from booray_ledger.text.i18n import N_, say
from booray_ledger.text.recap import RecapPart, net_line, sections
from booray_ledger.text.shaping import ShapedLine, reads_right_to_left, shape, wrap

if TYPE_CHECKING:
    from PIL.Image import Image

    from booray_ledger.results import Recap

FORMATS = (".png", ".svg")
EXTRA = 'pip install "booray-ledger[image]"'
SHAPING_PACKAGES = "libfribidi0 libraqm0"
"""Debian's packages for text shaping: fribidi (which Pillow's raqm loads) and raqm itself."""

WIDTH = 1200
MARGIN = 48
GUTTER = 48
COLUMN = (WIDTH - 2 * MARGIN - GUTTER) // 2
"""The width of each of the two columns (nets; who pays whom and the moments)."""
SECOND = MARGIN + COLUMN + GUTTER
"""Where the second column starts, from the card's start edge."""
BACKGROUND, INK, DIM, UP, DOWN, ACCENT = "#0b0d10", "#f4f4f4", "#c3c8d0", "#6ee787", "#ff8a8a", "#ffd166"
HEADLINE, FACTS, TITLE, TEXT, SMALLEST = 34, 19, 17, 21, 14
"""Type sizes in pixels: the headline (made smaller, to SMALLEST, when a long night name needs
it), the facts under it, a section title, every other line."""
LEADING = 1.55
"""Line height as a share of the type size: room for Malayalam's stacked signs and Arabic's dots."""
MIN_BAR, BAR_GAP, BAR_HEIGHT = 140, 16, 24
"""The least room a net's bar has, the space between a net's words and its bar, a bar's height."""
INDENT = 24
"""How far a wrapped line's continuation is set in."""


@dataclass(frozen=True)
class Placed:
    """One line of text on the card: where its start edge is (from the card's start edge: the
    left, or the right when the card reads right to left), its baseline, size and colour."""

    text: str
    line: ShapedLine
    start: float
    baseline: float
    size: int
    bold: bool
    colour: str
    width: float


@dataclass(frozen=True)
class Bar:
    """A net's bar: from ``start`` (from the card's start edge) growing ``length`` away from it."""

    start: float
    top: float
    length: float
    colour: str


@dataclass
class RecapCard:
    """The whole card, laid out: its lines, its bars and its height; its direction and language."""

    rtl: bool
    language: str
    texts: list[Placed] = field(default_factory=list)
    bars: list[Bar] = field(default_factory=list)
    height: int = 0

    def put(
        self,
        text: str,
        start: float,
        top: float,
        room: float,
        size: int,
        *,
        bold: bool = False,
        colour: str = INK,
        indent: float = 0,
        rtl: bool | None = None,
    ) -> float:
        """``text`` wrapped to ``room`` from ``start`` (continuation lines set in by ``indent``)
        with its first line's top at ``top``; the top of whatever comes next. Every line is set
        from the card's start edge; it reads in the direction of ``text`` (``rtl``: of the whole
        paragraph it was cut from), so an English message not yet translated reads left to right
        on a Pashto card."""
        rtl = self.reads_right_to_left(text) if rtl is None else rtl

        def measured(piece: str) -> float:
            return self.shape(piece, rtl, bold).width(size, self.language)

        pieces = wrap(text, room, measured)
        if len(pieces) > 1 and indent:
            pieces = pieces[:1] + wrap(" ".join(pieces[1:]), room - indent, measured)
        for i, piece in enumerate(pieces):
            line = self.shape(piece, rtl, bold)
            at = start + (indent if i else 0)
            width = line.width(size, self.language)
            self.texts.append(Placed(piece, line, at, top + size * 1.12, size, bold, colour, width))
            top += size * LEADING
        return top

    def reads_right_to_left(self, text: str) -> bool:
        """Whether ``text`` reads right to left: its first letter outside its names says, else
        the card's language (:func:`~booray_ledger.text.shaping.reads_right_to_left`)."""
        return reads_right_to_left(text, self.rtl)

    def shape(self, text: str, rtl: bool, bold: bool) -> ShapedLine:
        """``text`` shaped as a paragraph of direction ``rtl`` in the card's language's fonts."""
        return shape(text, rtl=rtl, bold=bold, language=self.language)

    def missing(self) -> list[str]:
        """The scripts of the characters left out because no font here has them."""
        from booray_ledger.text.fonts import script_name

        return sorted({script_name(ch) for placed in self.texts for ch in placed.line.missing})


def check_can_draw(path: Path) -> None:
    """Refuse, in one line naming the fix, a card that cannot be drawn: a file that is neither
    .png nor .svg, a folder that does not exist, Pillow not installed, no text shaping (raqm,
    fribidi), or no fontconfig to find the fonts."""
    if path.suffix.lower() not in FORMATS:
        raise UsageError(say(N_("--image {path}: give a file ending in .png or .svg"), path=str(path)))
    if not path.parent.is_dir():
        raise UsageError(
            say(
                N_("--image {path}: there is no folder {folder}; create it or write the card elsewhere"),
                path=str(path),
                folder=str(path.parent),
            )
        )
    if importlib.util.find_spec("PIL") is None:
        raise BoorayError(
            say(
                N_("--image needs Pillow, which is not installed; install the image extra: {extra}"),
                extra=i18n.Words(EXTRA),
            )
        )
    from booray_ledger.text.fonts import NoFontconfig, chain
    from booray_ledger.text.shaping import NoShaping, check_shaping

    try:
        check_shaping()
    except NoShaping:
        raise BoorayError(
            say(
                N_(
                    "--image needs text shaping (Pillow's raqm layout and the fribidi library), which this machine "
                    "lacks; install them (Debian: {packages})"
                ),
                packages=i18n.Words(SHAPING_PACKAGES),
            )
        ) from None
    try:
        chain(False)
    except NoFontconfig:
        raise BoorayError(
            say(
                N_(
                    "--image finds its fonts through fontconfig, which is not installed; install it "
                    "(Debian: fontconfig)"
                )
            )
        ) from None


def draw(recap: Recap, path: Path) -> list[str]:
    """Write the card of ``recap`` to ``path`` (PNG or SVG, by its suffix), in the language
    speaking; the scripts of any characters it had to leave out (no font here has them)."""
    check_can_draw(path)
    card = layout(recap)
    try:
        if path.suffix.lower() == ".svg":
            path.write_text(svg(card), encoding="utf-8")
        else:
            png(card).save(path, format="PNG")
    except OSError as exc:
        raise BoorayError(
            say(
                N_("could not write the card to {path}: {reason}"),
                path=str(path),
                reason=i18n.Words(exc.strerror or str(exc)),
            )
        ) from None
    return card.missing()


def missing_fonts(scripts: list[str]) -> str:
    """The warning for letters left out of a card: which scripts, and the package with fonts for them."""
    from booray_ledger.text.fonts import PACKAGE

    return say(
        N_(
            "the recap card leaves out the {scripts} letters: no font on this machine has them; "
            "install one (Debian: {package})"
        ),
        scripts=i18n.Words(", ".join(scripts)),
        package=i18n.Words(PACKAGE),
    )


def layout(recap: Recap) -> RecapCard:
    """The card of ``recap``: the headline across the top, the nets in the first column, who
    pays whom and the night's moments in the second; as tall as the longer column."""
    card = RecapCard(rtl=i18n.right_to_left(), language=i18n.language())
    parts = sections(recap)
    top = header(card, parts[0]) + 18
    left = nets(card, recap, top)
    right = top
    for part in parts[2:]:
        right = card.put(part.title.upper(), SECOND, right, COLUMN, TITLE, bold=True, colour=DIM) + 2
        for line in part.lines:
            right = card.put(line, SECOND, right, COLUMN, TEXT, indent=INDENT)
        right += 12
    card.height = round(max(left, right) + MARGIN - 12)
    return card


def header(card: RecapCard, opening: RecapPart) -> float:
    """The headline, large (smaller for a long night name, wrapped if even that is too long),
    and the facts under it; the top of what comes next."""
    headline, facts = opening.lines
    room = WIDTH - 2 * MARGIN
    size = HEADLINE
    rtl = card.reads_right_to_left(headline)
    while size > SMALLEST and card.shape(headline, rtl, True).width(size, card.language) > room:
        size -= 2
    top = card.put(headline, MARGIN, 30, room, size, bold=True, colour=ACCENT, rtl=rtl)
    # Translators: the line under the recap card's headline: {facts} is "3 hands, 1 chip = $0.25."
    # and booray the program's name (kept as it is).
    return card.put(say(N_("{facts}  ·  booray"), facts=i18n.Words(facts)), MARGIN, top, room, FACTS, colour=DIM)


def nets(card: RecapCard, recap: Recap, top: float) -> float:
    """A row per player, best first: the net in words, then a bar as long as the net. The bars
    start after the widest net's words (wrapped when they would leave a bar too little room),
    so the words never run under a bar; the bottom of the last row."""
    words = [net_line(n["player"], n["chips"], n["amount"], recap["currency"]) for n in recap["nets"]]
    room = COLUMN - MIN_BAR - BAR_GAP
    directions = [card.reads_right_to_left(text) for text in words]

    def measured(piece: str, rtl: bool) -> float:
        return card.shape(piece, rtl, True).width(TEXT, card.language)

    lines = [
        wrap(text, room, functools.partial(measured, rtl=rtl)) for text, rtl in zip(words, directions, strict=True)
    ]
    widths = [measured(piece, rtl) for pieces, rtl in zip(lines, directions, strict=True) for piece in pieces]
    widest = max(widths, default=0.0)
    bars_from = MARGIN + min(widest, room) + BAR_GAP
    longest = max((abs(n["chips"]) for n in recap["nets"]), default=1) or 1
    step = TEXT * LEADING
    for n, pieces, rtl in zip(recap["nets"], lines, directions, strict=True):
        colour = UP if n["chips"] > 0 else DOWN if n["chips"] < 0 else DIM
        height = max(len(pieces) * step, BAR_HEIGHT + 16)
        text_top = top + (height - len(pieces) * step) / 2
        for piece in pieces:
            text_top = card.put(piece, MARGIN, text_top, room, TEXT, bold=True, colour=colour, rtl=rtl)
        length = max((MARGIN + COLUMN - bars_from) * abs(n["chips"]) / longest, 3.0)
        card.bars.append(Bar(bars_from, top + (height - BAR_HEIGHT) / 2 - 2, length, colour))
        top += height
    return top


def left_edge(card: RecapCard, start: float, width: float) -> float:
    """Where something ``width`` wide whose start edge is at ``start`` begins, from the left:
    the same on a left-to-right card, mirrored on a right-to-left one."""
    return WIDTH - start - width if card.rtl else start


def png(card: RecapCard) -> Image:
    """The card drawn as a Pillow image."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (WIDTH, card.height), BACKGROUND)
    canvas = ImageDraw.Draw(image)
    for bar in card.bars:
        x = left_edge(card, bar.start, bar.length)
        canvas.rectangle((x, bar.top, x + bar.length, bar.top + BAR_HEIGHT), fill=bar.colour)
    for placed in card.texts:
        x = left_edge(card, placed.start, placed.width)
        placed.line.draw(canvas, x, placed.baseline, placed.size, placed.colour, card.language)
    return image


def svg(card: RecapCard) -> str:
    """The card as SVG: the same layout, each line a ``<text>`` in its language and direction
    naming the fonts it was measured in, for the viewer to shape."""
    from xml.sax.saxutils import escape, quoteattr

    from booray_ledger.text.fonts import DEFAULTS

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{card.height}" '
        f'viewBox="0 0 {WIDTH} {card.height}" xml:lang={quoteattr(card.language)}>',
        f'<rect width="{WIDTH}" height="{card.height}" fill="{BACKGROUND}"/>',
    ]
    for bar in card.bars:
        x = left_edge(card, bar.start, bar.length)
        out.append(
            f'<rect x="{x:.1f}" y="{bar.top:.1f}" width="{bar.length:.1f}" height="{BAR_HEIGHT}" fill="{bar.colour}"/>'
        )
    for placed in card.texts:
        direction = ' direction="rtl"' if placed.line.rtl else ' direction="ltr"'
        if placed.line.rtl != card.rtl:  # a line read against the card's direction, set from its start edge
            direction += ' text-anchor="end"'
        families = list(dict.fromkeys([run.face.family for run in placed.line.runs] + list(DEFAULTS)))
        font = ", ".join(f"'{name}'" for name in families) + ", sans-serif"
        x = WIDTH - placed.start if card.rtl else placed.start
        shown = "".join(ch for ch in placed.text if ch not in placed.line.missing)
        out.append(
            f'<text x="{x:.1f}" y="{placed.baseline:.1f}" font-family={quoteattr(font)} '
            f'font-size="{placed.size}" font-weight="{"bold" if placed.bold else "normal"}" '
            f'fill="{placed.colour}"{direction}>{escape(shown)}</text>'
        )
    return "\n".join([*out, "</svg>"]) + "\n"
