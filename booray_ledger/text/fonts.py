"""The fonts a recap card draws with, found through fontconfig, and which characters each one has.

Every run of text is drawn in a font that has every one of its characters, never a fallback that
would draw empty boxes. The font for a run of one script is the first of these that covers it
all: the family chosen for that script (:data:`FAMILIES`: Noto Sans Malayalam, Noto Sans Arabic
or Noto Naskh Arabic, Noto Sans Mongolian, a CJK font), then Noto Sans and DejaVu Sans, then
every other font on the machine in fontconfig's own order of fallback (``fc-match --sort
sans-serif``). Coverage is fontconfig's: the character set it reads from each font's cmap
(``%{charset}``), so a character counts as drawn only if the font has a glyph for it.

A character no installed font has is reported by its script (:func:`script_name`), so the
command can say in one line which package to install (Debian's ``fonts-noto-core`` holds
Malayalam, Arabic and Mongolian); the card leaves it out rather than draw a box.

fontconfig's programs (``fc-match``) are asked once per family and weight per process; a
machine without them cannot choose fonts (:class:`NoFontconfig`).
"""

from __future__ import annotations

import bisect
import functools
import shutil
import subprocess
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.ImageFont import FreeTypeFont

FAMILIES: dict[str, tuple[str, ...]] = {
    "Malayalam": ("Noto Sans Malayalam",),
    "Arabic": ("Noto Sans Arabic", "Noto Naskh Arabic"),
    "Mongolian": ("Noto Sans Mongolian",),
    "Cjk": ("WenQuanYi Micro Hei", "Noto Sans CJK SC", "Droid Sans Fallback"),
}
"""The families preferred for a script, before the defaults: fontconfig's own order would draw
Arabic in DejaVu Sans (which has the letters but not the forms Sindhi and Pashto need) or Noto
Kufi Arabic (a display face)."""

LANGUAGE_SCRIPTS: dict[str, str] = {"ml": "Malayalam", "sd": "Arabic", "ps": "Arabic", "mn": "Cyrillic"}
"""The script each language the program speaks is written in, where its fonts are not the
defaults (English and Malay are Latin; Mongolian is written in Cyrillic, whose letters the
defaults have): the spaces, digits and punctuation of a line in that language (Sindhi's ٫,
Pashto's ۱۲) are drawn in that script's fonts first, to match the words around them."""

DEFAULTS = ("Noto Sans", "DejaVu Sans")
"""The families for Latin, Cyrillic, Greek, digits and punctuation, and for any script before the
rest of the machine's fonts."""

PACKAGE = "fonts-noto-core"
"""The Debian package with the Noto fonts for Malayalam, Arabic and Mongolian (among many)."""

CJK_WORDS = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO", "IDEOGRAPHIC")
STOP_WORDS = ("LETTER", "SIGN", "SYLLABLE", "DIGIT", "VOWEL", "IDEOGRAPH", "CHARACTER", "SMALL", "CAPITAL",
              "LIGATURE", "MARK", "CONSONANT", "NUMBER")  # fmt: skip
"""Where a character's Unicode name stops naming its script (``OL CHIKI LETTER LA``)."""


class NoFontconfig(Exception):
    """fontconfig's ``fc-match`` is not on this machine: no font can be chosen."""


@dataclass(frozen=True)
class Face:
    """One font file (a face of a collection: ``index``) and the characters it has, as sorted,
    inclusive ranges of code points."""

    family: str
    path: str
    index: int
    ranges: tuple[tuple[int, int], ...] = field(repr=False)

    def covers(self, text: str) -> bool:
        """Whether this face has a glyph for every character of ``text``."""
        return all(self._has(ord(ch)) for ch in text)

    def _has(self, point: int) -> bool:
        i = bisect.bisect_right(self.ranges, (point, 0x10FFFF + 1)) - 1
        return i >= 0 and self.ranges[i][0] <= point <= self.ranges[i][1]


def charset(text: str) -> tuple[tuple[int, int], ...]:
    """fontconfig's ``%{charset}`` (``20-7e a0 d00-d7f``) as ranges of code points."""
    ranges = []
    for part in text.split():
        low, _, high = part.partition("-")
        ranges.append((int(low, 16), int(high or low, 16)))
    return tuple(sorted(ranges))


FORMAT = "%{family}\\t%{file}\\t%{index}\\t%{charset}\\n"


def _fc_match(*args: str) -> list[Face]:
    program = shutil.which("fc-match")
    if program is None:
        raise NoFontconfig
    done = subprocess.run([program, "--format", FORMAT, *args], capture_output=True, text=True, check=False)
    faces = []
    for line in done.stdout.splitlines():
        families, path, index, chars = [*line.split("\t"), "", "", ""][:4]
        if path and path.lower().endswith((".ttf", ".otf", ".ttc", ".otc")):
            faces.append(Face(families.split(",")[0], path, int(index or 0), charset(chars)))
    return faces


def _weight(bold: bool) -> str:
    return ":weight=bold" if bold else ":weight=regular"


@functools.cache
def family(name: str, bold: bool) -> Face | None:
    """The installed face of family ``name`` nearest the weight (bold or regular), or None when
    the family is not installed (fontconfig would offer another family in its place)."""
    for face in _fc_match(f"{name}{_weight(bold)}"):
        if face.family.casefold() == name.casefold():
            return face
    return None


@functools.cache
def chain(bold: bool) -> tuple[Face, ...]:
    """Every font fontconfig would fall back to for sans-serif text, in its order."""
    return tuple(_fc_match("--sort", f"sans-serif{_weight(bold)}"))


def preferred(script: str, bold: bool, language: str | None = None) -> list[Face]:
    """The installed faces chosen for a run of ``script``: its families (:data:`FAMILIES`), then
    the defaults; for spaces, digits and punctuation (:data:`COMMON`), the families of
    ``language``'s script (:data:`LANGUAGE_SCRIPTS`) first."""
    if script == COMMON and language in LANGUAGE_SCRIPTS:
        script = LANGUAGE_SCRIPTS[language]
    named = [family(name, bold) for name in (*FAMILIES.get(script, ()), *DEFAULTS)]
    return [face for face in named if face is not None]


def faces_for(script: str, bold: bool, language: str | None = None) -> list[Face]:
    """The faces to try for a run of ``script``, in order (see the module's docstring): the
    :func:`preferred` ones, then every font of fontconfig's fallback."""
    return preferred(script, bold, language) + list(chain(bold))


def first_covering(text: str, faces: Sequence[Face]) -> Face | None:
    """The first of ``faces`` that has every character of ``text``."""
    return next((face for face in faces if face.covers(text)), None)


COMMON, INHERITED = "Common", "Inherited"
"""The scripts of characters that belong to the text around them: spaces, digits and punctuation
(common), combining marks and joiners (inherited)."""


def script_of(ch: str) -> str:
    """The script a character is written in, as far as choosing a font goes: its Unicode name's
    first words for a letter (``Malayalam``, ``Arabic``, ``Cyrillic``; ``Cjk`` for Chinese,
    Japanese and Korean), :data:`INHERITED` for a combining mark or joiner, :data:`COMMON` for
    anything else (spaces, digits, punctuation, symbols)."""
    category = unicodedata.category(ch)
    if category[0] == "M" or ch in "\u200c\u200d":
        return INHERITED
    if category[0] != "L":
        return COMMON
    return script_name(ch)


def script_name(ch: str) -> str:
    """The script of a letter as people call it, from its Unicode name (``ADLAM SMALL LETTER
    ALIF`` is Adlam, ``OL CHIKI LETTER LA`` Ol Chiki); ``symbols`` for what has none."""
    words = unicodedata.name(ch, "").split()
    if words and words[0].split("-")[0] in CJK_WORDS:
        return "Cjk"
    named = []
    for word in words:
        if word.split("-")[0] in STOP_WORDS:
            break
        named.append(word)
    if not named or unicodedata.category(ch)[0] not in "LMN":
        return "symbols"
    return " ".join(named).title()


@functools.cache
def pil_font(face: Face, size: int) -> FreeTypeFont:
    """``face`` at ``size`` pixels, laid out by raqm (HarfBuzz shaping, fribidi)."""
    from PIL import ImageFont

    return ImageFont.truetype(face.path, size, index=face.index, layout_engine=ImageFont.Layout.RAQM)
