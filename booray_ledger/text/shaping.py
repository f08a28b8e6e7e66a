"""A line of a card as a shaper draws it: in runs of one script, one direction and one font, in
the order the eye reads them, each run shaped by HarfBuzz (Pillow's raqm layout).

The line's direction is Unicode's bidirectional algorithm, run by fribidi (the library raqm
itself calls) on the whole line with the paragraph direction of the language speaking (right to
left for Sindhi and Pashto): names arrive isolated (FSI ... PDI, :func:`booray_ledger.text.i18n.isolate`),
so an Arabic name in an English line, or a Latin one in a Pashto line, never reorders the words
around it. The line is then cut where the embedding level, the script or the font changes
(:mod:`booray_ledger.text.fonts` finds a font with every character of each run), and the runs
are put in visual order by the algorithm's rule L2 (reversing every sequence at each odd level
and above). raqm shapes each run in its own direction: Malayalam conjuncts and vowel signs,
Arabic letters joined, brackets mirrored.

A character no installed font has is left out of the runs and reported in :attr:`ShapedLine.missing`,
never drawn as a box. Without raqm or fribidi nothing is drawn at all (:class:`NoShaping`):
unshaped Arabic is wrong Arabic.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from booray_ledger.text.fonts import COMMON, INHERITED, Face, chain, first_covering, pil_font, preferred, script_of

if TYPE_CHECKING:
    from PIL.ImageDraw import ImageDraw

FSI, PDI = "\u2068", "\u2069"
OPENERS = "\u2066\u2067" + FSI  # LRI, RLI, FSI
BIDI_CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e" + OPENERS + PDI)
"""The invisible marks that only steer the bidirectional algorithm: used for the levels, then
taken out of the text that is drawn (a font need not have them)."""

IGNORABLE = frozenset("\u200b\u200c\u200d\u2060\u00ad\ufeff") | frozenset(map(chr, range(0xFE00, 0xFE10)))
"""Characters HarfBuzz shapes with but never draws (joiners, variation selectors): a font that
lacks them still draws the run right, so coverage does not count them."""

PAR_LTR, PAR_RTL = 0x110, 0x111
"""fribidi's paragraph directions (``FRIBIDI_PAR_LTR``, ``FRIBIDI_PAR_RTL``)."""
PAR_WLTR, PAR_WRTL = 0x60, 0x61
"""fribidi's weak paragraph directions: the direction of the first strong letter outside any
isolate (rules P2 and P3), or this one when there is none (``FRIBIDI_PAR_WLTR``, ``_WRTL``)."""

FRIBIDI_NAMES = ("libfribidi.so.0", "libfribidi.so", "libfribidi.0.dylib", "libfribidi.dylib", "fribidi-0.dll")
"""Where fribidi is found, as Pillow itself looks for it."""


class NoShaping(Exception):
    """Pillow's raqm layout or fribidi is missing: complex scripts cannot be drawn right."""


@functools.cache
def fribidi() -> ctypes.CDLL:
    """The fribidi library, loaded once (:class:`NoShaping` when it cannot be)."""
    found = ctypes.util.find_library("fribidi")
    for name in (*FRIBIDI_NAMES, *([found] if found else [])):
        try:
            lib = ctypes.CDLL(name)
        except OSError:
            continue
        lib.fribidi_get_par_embedding_levels_ex.restype = ctypes.c_int8
        return lib
    raise NoShaping


def check_shaping() -> None:
    """:class:`NoShaping` unless Pillow lays text out with raqm and fribidi loads."""
    from PIL import features

    if not features.check("raqm"):
        raise NoShaping
    fribidi()


def _run_fribidi(text: str, direction: int) -> tuple[list[int], int] | None:
    """fribidi's levels for ``text`` as one paragraph of ``direction``, and the direction it
    resolved; None when fribidi could not."""
    n = len(text)
    lib = fribidi()
    chars = (ctypes.c_uint32 * n)(*map(ord, text))
    types, brackets, found = (ctypes.c_uint32 * n)(), (ctypes.c_uint32 * n)(), (ctypes.c_int8 * n)()
    lib.fribidi_get_bidi_types(chars, n, types)
    lib.fribidi_get_bracket_types(chars, n, types, brackets)
    resolved = ctypes.c_uint32(direction)
    if lib.fribidi_get_par_embedding_levels_ex(types, brackets, n, ctypes.byref(resolved), found) == 0:
        return None
    return list(found), resolved.value


def levels(text: str, rtl: bool) -> list[int]:
    """The embedding level of each character of ``text`` as one paragraph (even: left to right,
    odd: right to left), its direction right to left when ``rtl``."""
    if not text:
        return []
    done = _run_fribidi(text, PAR_RTL if rtl else PAR_LTR)
    return done[0] if done is not None else [1 if rtl else 0] * len(text)  # else the paragraph's own level


def reads_right_to_left(text: str, rtl: bool) -> bool:
    """Whether ``text`` is a right-to-left paragraph: the direction of its first strong letter
    outside the isolated names (rules P2, P3), else ``rtl`` (the language's). An English message a
    Pashto catalog has not translated yet reads left to right; its translation right to left."""
    if not text:
        return rtl
    done = _run_fribidi(text, PAR_WRTL if rtl else PAR_WLTR)
    return rtl if done is None else done[1] & 1 == 1


@dataclass(frozen=True)
class Run:
    """Text of one script and one direction in one font (its characters in logical order)."""

    text: str
    face: Face
    rtl: bool


@dataclass(frozen=True)
class ShapedLine:
    """A line ready to draw: its runs left to right as seen, and the characters left out
    because no font has them."""

    runs: tuple[Run, ...]
    missing: str
    rtl: bool

    def width(self, size: int, language: str | None = None) -> float:
        """How wide the line is at ``size`` pixels, as raqm lays each run out."""
        return sum(measure(run, size, language) for run in self.runs)

    def draw(self, canvas: ImageDraw, x: float, baseline: float, size: int, fill: str, language: str | None) -> None:
        """Draw the line with its left edge at ``x`` on ``baseline``."""
        for run in self.runs:
            font = pil_font(run.face, size)
            direction = "rtl" if run.rtl else "ltr"
            canvas.text((x, baseline), run.text, fill, font, "ls", direction=direction, language=language)
            x += measure(run, size, language)


def measure(run: Run, size: int, language: str | None = None) -> float:
    """The advance of ``run`` at ``size`` pixels."""
    return float(pil_font(run.face, size).getlength(run.text, "ltr" if not run.rtl else "rtl", language=language))


def shape(text: str, *, rtl: bool, bold: bool = False, language: str | None = None) -> ShapedLine:
    """``text`` as a :class:`ShapedLine` in a paragraph of direction ``rtl``: levels for the whole
    line, cut into runs, a font for each (spaces, digits and punctuation in the fonts of
    ``language``'s script first), the runs in visual order."""
    placed: list[tuple[str, Face, int]] = []
    missing: list[str] = []
    for piece, script, level in itemize(text, levels(text, rtl)):
        for part, face in with_fonts(piece, script, bold, language):
            if face is None:
                missing.append(part)
            elif placed and placed[-1][1] == face and placed[-1][2] == level:
                placed[-1] = (placed[-1][0] + part, face, level)
            else:
                placed.append((part, face, level))
    runs = [(Run(part, face, level % 2 == 1), level) for part, face, level in placed]
    return ShapedLine(tuple(visual_order(runs)), "".join(missing), rtl)


def itemize(text: str, found: Sequence[int]) -> list[tuple[str, str, int]]:
    """``text`` cut where its level or its script changes, as (text, script, level), the bidi
    controls left out. Marks and joiners belong to the letter before them; spaces, digits and
    punctuation between two letters of one script and level belong to that script (a name of
    two words is one run), and elsewhere are a run of their own (:data:`~booray_ledger.text.fonts.COMMON`,
    drawn in the default font)."""
    kept = [(ch, level) for ch, level in zip(text, found, strict=True) if ch not in BIDI_CONTROLS]
    scripts: list[str] = []
    for ch, _ in kept:
        script = script_of(ch)
        scripts.append((scripts[-1] if scripts else COMMON) if script == INHERITED else script)
    i = 0
    while i < len(scripts):
        j = i
        while j < len(scripts) and scripts[j] == COMMON:
            j += 1
        between = 0 < i < j < len(scripts) and scripts[i - 1] == scripts[j]
        if between and len({level for _, level in kept[i - 1 : j + 1]}) == 1:
            scripts[i:j] = [scripts[j]] * (j - i)
        i = max(j, i + 1)
    items: list[tuple[str, str, int]] = []
    for (ch, level), script in zip(kept, scripts, strict=True):
        if items and items[-1][1:] == (script, level):
            items[-1] = (items[-1][0] + ch, script, level)
        else:
            items.append((ch, script, level))
    return items


def with_fonts(text: str, script: str, bold: bool, language: str | None = None) -> list[tuple[str, Face | None]]:
    """``text`` (of one script) in fonts that have each of its characters: its letters in the first
    font that has them all (the script's chosen fonts, then any font fontconfig falls back to),
    and a digit, space or sign that font lacks in the first of the fonts chosen for the
    language's script that has it. So a Pashto digit among Latin words is drawn in the Arabic
    font and never pulls the words into a fallback font. When no font has all the letters, each
    character cluster goes in the font before it if that has it, else the first that does (None:
    no font has it)."""
    named = [*preferred(script, bold, language), *chain(bold)]
    letters = "".join(ch for ch in drawn(text) if script_of(ch) != COMMON)
    face = first_covering(letters, named)
    if face is None:
        return by_cluster(text, named)
    common = [*preferred(COMMON, bold, language), *chain(bold)]
    out: list[tuple[str, Face | None]] = []
    for cluster in clusters(text):
        ink = drawn(cluster)
        found = face if face.covers(ink) else first_covering(ink, common)
        if out and out[-1][1] == found:
            out[-1] = (out[-1][0] + cluster, found)
        else:
            out.append((cluster, found))
    return out


def by_cluster(text: str, faces: Sequence[Face]) -> list[tuple[str, Face | None]]:
    """``text`` cluster by cluster, each in the font before it if that has it, else the first of
    ``faces`` that does (None: no font has it)."""
    out: list[tuple[str, Face | None]] = []
    for cluster in clusters(text):
        before, ink = (out[-1][1] if out else None), drawn(cluster)
        found = before if before is not None and before.covers(ink) else first_covering(ink, faces)
        if out and found == before:
            out[-1] = (out[-1][0] + cluster, found)
        else:
            out.append((cluster, found))
    return out


def drawn(text: str) -> str:
    """The characters of ``text`` a font must have (not the ignorable ones)."""
    return "".join(ch for ch in text if ch not in IGNORABLE and ch not in BIDI_CONTROLS)


def _joins_next(ch: str) -> bool:
    return unicodedata.category(ch) == "Mn" and "VIRAMA" in unicodedata.name(ch, "")


def clusters(text: str) -> list[str]:
    """``text`` in character clusters as a reader sees them: a letter with its marks and joiners,
    and a consonant joined through a virama to the next (a Malayalam conjunct)."""
    out: list[str] = []
    for ch in text:
        attached = script_of(ch) == INHERITED or ch in IGNORABLE
        if out and (attached or _joins_next(out[-1][-1])):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def visual_order(runs: Sequence[tuple[Run, int]]) -> list[Run]:
    """The runs (in logical order, each with its level) as seen, left to right: rule L2 of the
    bidirectional algorithm, from the highest level down to the lowest odd one, reverses every
    sequence of runs at that level or above."""
    order = list(runs)
    odd = [level for _, level in order if level % 2]
    if not odd:
        return [run for run, _ in order]
    for level in range(max(lv for _, lv in order), min(odd) - 1, -1):
        i = 0
        while i < len(order):
            if order[i][1] < level:
                i += 1
                continue
            j = i
            while j < len(order) and order[j][1] >= level:
                j += 1
            order[i:j] = order[i:j][::-1]
            i = j
    return [run for run, _ in order]


def wrap(text: str, room: float, width: Callable[[str], float]) -> list[str]:
    """``text`` cut into lines no wider than ``room`` (as ``width`` measures them), at spaces
    outside names; a word too wide for a line alone is cut between character clusters, each
    piece keeping its name isolated."""
    lines: list[str] = []
    for word in words(text):
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and width(candidate) <= room:
            lines[-1] = candidate
            continue
        lines += cut_word(word, room, width)
    return lines or [""]


def words(text: str) -> list[str]:
    """``text`` split at its spaces, never inside an isolated name."""
    out, depth, current = [], 0, ""
    for ch in text:
        depth += 1 if ch in OPENERS else -1 if ch == PDI and depth else 0
        if ch == " " and depth == 0:
            out.append(current)
            current = ""
        else:
            current += ch
    return [word for word in [*out, current] if word]


def cut_word(word: str, room: float, width: Callable[[str], float]) -> list[str]:
    """A word as pieces no wider than ``room`` (one cluster at least in each): an isolate open
    at a cut is closed at the end of its piece and opened again at the start of the next."""
    pieces: list[str] = []
    current, opened = "", ""
    for cluster in clusters(word):
        trial = current + cluster
        if current and width(trial + PDI * len(opened)) > room:
            pieces.append(current + PDI * len(opened))
            trial = opened + cluster
        current = trial
        for ch in cluster:
            opened = opened + ch if ch in OPENERS else opened[:-1] if ch == PDI else opened
    return [*pieces, current]
