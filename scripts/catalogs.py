"""Keep the message catalogs current: extract, update, compile and check them, with Babel.

- ``extract``: every message of the program into ``booray_ledger/locale/booray.pot``: the
  messages marked in the source (``_``, ``N_``, ``ngettext``, ``pgettext``, ``say``, ... as
  ``booray_ledger/locale/babel.cfg`` maps them, the page's templates included) and every help
  text of every command, gathered by printing each ``booray ... --help`` through a formatter
  that notes what it would translate (so the catalog holds exactly what help looks up).
- ``update``: merge the template into each language's ``<code>/LC_MESSAGES/booray.po``
  (a message whose English changed is marked fuzzy for its translator; a new language starts
  with its own plural rule, from Babel's CLDR data).
- ``compile``: each ``.po`` into the ``.mo`` the program reads (shipped in the package).
- ``pseudo=FOLDER``: the pseudo-language ``qps`` (every message's letters swapped for
  look-alikes) compiled into FOLDER, to run with ``BOORAY_LOCALE_DIR=FOLDER booray --lang qps``:
  any plain English left on a screen was never looked up in a catalog.
- ``update=CODE``, ``compile=CODE``, ``check=CODE``: the same for one language (a translator's).
- ``check``: what ``tests/codebase/test_catalogs.py`` holds: the template is current, every
  language has every message, translated, with the same placeholders, none fuzzy, and its
  ``.mo`` is compiled from its ``.po``.

Run: ``python scripts/catalogs.py extract update compile`` after changing any message; see
docs/languages.md.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "booray_ledger" / "locale"
TEMPLATE = LOCALE / "booray.pot"
MAPPING = LOCALE / "babel.cfg"
KEYWORDS = {
    "_": None,
    "N_": None,
    "say": None,
    "ngettext": (1, 2),
    "say_plural": (1, 2),
    "lazy_plural": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
"""The functions whose literal arguments are messages (Babel's keyword specs)."""

PLACEHOLDER = re.compile(r"(?<!\{)\{([a-z_][a-z0-9_]*)(?:[!:][^}]*)?\}(?!\})")


def placeholders(text: str) -> list[str]:
    """The names of ``text``'s ``{placeholders}``, sorted (``{{`` is a brace, not one)."""
    return sorted(PLACEHOLDER.findall(text))


COMMENT_TAGS = ("Translators:",)
"""A comment starting with one of these, just above a message, is kept for its translator."""


def source_messages() -> Iterator[tuple[str | tuple[str, ...], str, str | None, list[str]]]:
    """(message, where, context, notes) for every message marked in the package's source and
    templates; the notes are the ``# Translators:`` comments above it."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg

    with MAPPING.open(encoding="utf-8") as mapping:
        method_map, options_map = parse_mapping_cfg(mapping)  # type: ignore[no-untyped-call]
    notes = translator_notes()
    for filename, _lineno, message, _comments, context in extract_from_dir(
        ROOT / "booray_ledger", method_map, options_map, keywords=KEYWORDS, strip_comment_tags=True
    ):
        yield message, f"booray_ledger/{filename}", context, notes.get((message, context), [])


def translator_notes() -> dict[tuple[Any, str | None], list[str]]:
    """The ``# Translators:`` comments of the Python source, by (message, context). Read file by
    file: Babel's Python extractor, asked for comments, fails on a file where a comment is
    pending at a keyword called with no string literal (``say(MESSAGES[code])``); such a
    file's notes are kept up to that point."""
    from babel.messages.extract import extract

    found: dict[tuple[Any, str | None], list[str]] = {}
    for path in sorted((ROOT / "booray_ledger").rglob("*.py")):
        with path.open("rb") as source, contextlib.suppress(TypeError):
            for _lineno, message, comments, context in extract(
                "python", source, KEYWORDS, COMMENT_TAGS, strip_comment_tags=True
            ):
                if comments:
                    found.setdefault((message, context), list(comments))
    return found


def help_messages() -> set[str]:
    """Every text ``booray ... --help`` looks up in the catalog, for every command."""
    from typer.testing import CliRunner

    from booray_ledger.cli import helptext
    from booray_ledger.cli.main import app

    noted: set[str] = set()
    real = vars(helptext)["_"]

    def note(text: str) -> str:
        noted.add(text)
        return str(real(text))

    setattr(helptext, "_", note)  # noqa: B010 (the module's own name for gettext)
    try:
        runner = CliRunner()
        for words in [(), *command_paths()]:
            runner.invoke(app, [*words, "--help"], env={"COLUMNS": "100", "BOORAY_LANG": "en"})
    finally:
        setattr(helptext, "_", real)  # noqa: B010
    return {text for text in noted if text.strip()}


def command_paths() -> list[tuple[str, ...]]:
    """Every command's words after ``booray`` (the CLI reference's walk of the command tree)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("cli_reference", ROOT / "scripts" / "cli_reference.py")
    assert spec is not None and spec.loader is not None
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)
    return list(reference.all_paths())


def template() -> Any:
    """The catalog template as extraction makes it now (a Babel ``Catalog``)."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="booray-ledger", msgid_bugs_address="", copyright_holder="booray-ledger",
                      fuzzy=False)  # fmt: skip
    for message, where, context, notes in source_messages():
        catalog.add(message, None, [(where, 0)], auto_comments=notes, context=context)
    for text in sorted(help_messages()):
        catalog.add(text, None, [("booray-help", 0)])
    return catalog


def write_template() -> None:
    from babel.messages.pofile import write_po

    with TEMPLATE.open("wb") as out:
        write_po(out, template(), width=100, sort_output=True, include_lineno=False, omit_header=False)


def read(path: Path, locale: str | None = None) -> Any:
    from babel.messages.pofile import read_po

    with path.open("rb") as source:
        return read_po(source, locale=locale)


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "booray.po"


def languages() -> list[str]:
    """The languages with a catalog (English, the source, has none)."""
    from booray_ledger.text.i18n import LANGUAGES, SOURCE

    return [code for code in LANGUAGES if code != SOURCE]


def update(only: str = "") -> None:
    """Merge the template into each language's catalog (or only ``only``'s), creating those that
    are missing."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    pot = read(TEMPLATE)
    for code in [only] if only else languages():
        path = po_path(code)
        path.parent.mkdir(parents=True, exist_ok=True)
        catalog = read(path, code) if path.exists() else Catalog(locale=code, project="booray-ledger")
        catalog.update(pot, update_header_comment=False, keep_user_comments=True)
        with path.open("wb") as out:
            write_po(out, catalog, width=100, sort_output=True, include_lineno=False, ignore_obsolete=True)


def compile_all(only: str = "") -> None:
    """Compile each ``.po`` (or only ``only``'s) into its ``.mo`` (fuzzy messages left out: they
    wait for a translator)."""
    for code in [only] if only else languages():
        path = po_path(code)
        if path.exists():
            path.with_suffix(".mo").write_bytes(compiled(path, code))


def compiled(path: Path, code: str) -> bytes:
    """The ``.mo`` bytes of the catalog at ``path``."""
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, read(path, code), use_fuzzy=False)
    return out.getvalue()


def ids(catalog: Iterable[Any]) -> set[tuple[str | tuple[str, ...], str | None]]:
    return {(m.id, m.context) for m in catalog if m.id}


def problems() -> list[str]:
    """Everything that keeps the catalogs from being current and complete, one line each."""
    found: list[str] = []
    now = template()
    if not TEMPLATE.exists() or ids(read(TEMPLATE)) != ids(now):
        found.append(f"{TEMPLATE.relative_to(ROOT)} is not current: run python scripts/catalogs.py extract update")
    for code in languages():
        found += language_problems(code, now)
    return found


def language_problems(code: str, now: Any) -> list[str]:
    """What is missing or wrong in one language's catalog."""
    from babel.messages.plurals import get_plural

    path = po_path(code)
    if not path.exists():
        return [f"{code}: no catalog {path.relative_to(ROOT)}"]
    catalog = read(path, code)
    found = []
    missing = ids(now) - ids(catalog)
    if missing:
        found.append(f"{code}: {len(missing)} messages missing, like {sorted(map(str, missing))[0]}")
    if catalog.num_plurals != get_plural(code).num_plurals:
        found.append(f"{code}: {catalog.num_plurals} plural forms, CLDR has {get_plural(code).num_plurals}")
    for message in catalog:
        if message.id:
            found += message_problems(code, message)
    mo = path.with_suffix(".mo")
    if not mo.exists() or mo.read_bytes() != compiled(path, code):
        found.append(f"{code}: booray.mo is not compiled from booray.po: run python scripts/catalogs.py compile")
    return found


def message_problems(code: str, message: Any) -> list[str]:
    """A message untranslated, fuzzy, or with placeholders other than its English: a plain
    message's translation has exactly its placeholders; of a plural one, the last form (the
    "other" of CLDR) has the English plural's, and every form only placeholders the English has."""
    singular = message.id[0] if isinstance(message.id, tuple) else message.id
    forms = message.string if isinstance(message.string, tuple) else (message.string,)
    if message.fuzzy:
        return [f"{code}: fuzzy (its English changed): {singular!r}"]
    if not forms or not all(forms):
        return [f"{code}: not translated: {singular!r}"]
    if isinstance(message.id, tuple):
        english = set(placeholders(message.id[0])) | set(placeholders(message.id[1]))
        right = placeholders(forms[-1]) == placeholders(message.id[1]) and all(
            set(placeholders(form)) <= english for form in forms
        )
    else:
        right = placeholders(forms[0]) == placeholders(message.id)
    return [] if right else [f"{code}: placeholders differ from the English: {singular!r}"]


PSEUDO = "qps"
"""The pseudo-language's code (as Windows names its pseudo-locale): every message's letters
swapped for look-alikes, so any English left on a screen is a message the catalog never saw."""

_LOOKALIKE = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ȧƀçđéƒǧĥíĵķŀɱñöƥɋřšŧüṽŵẋÿžȦƁÇĐÉƑǦĤÍĴĶĿṀÑÖƤɊŘŠŦÜṼŴẊŸŽ",
)


def pseudo(text: str) -> str:
    """``text`` with its letters swapped for look-alikes, its ``{placeholders}`` kept."""
    parts = re.split(r"(\{[a-z_][a-z0-9_]*(?:[!:][^}]*)?\})", text)
    return "".join(part if i % 2 else part.translate(_LOOKALIKE) for i, part in enumerate(parts))


def write_pseudo(folder: Path) -> Path:
    """The pseudo-language's compiled catalog in ``folder`` (``BOORAY_LOCALE_DIR``), made from
    every message of the source as it is now: returns the ``.mo`` written."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale="en", project="booray-ledger")
    for message in template():
        if message.id:
            forms = tuple(pseudo(m) for m in message.id) if isinstance(message.id, tuple) else pseudo(message.id)
            catalog.add(message.id, forms, context=message.context)
    target = folder / PSEUDO / "LC_MESSAGES" / "booray.mo"
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as out:
        write_mo(out, catalog)
    return target


@contextlib.contextmanager
def at_root() -> Iterator[None]:
    before = Path.cwd()
    os.chdir(ROOT)
    try:
        yield
    finally:
        os.chdir(before)


def main(steps: list[str]) -> int:
    with at_root():
        for step in steps or ["check"]:
            if step == "extract":
                write_template()
            elif step == "update" or step.startswith("update="):
                update(step.partition("=")[2])
            elif step == "compile" or step.startswith("compile="):
                compile_all(step.partition("=")[2])
            elif step.startswith("check="):
                found = language_problems(step.partition("=")[2], template())
                print("\n".join(found) or "the catalog is current and complete")
                if found:
                    return 1
            elif step.startswith("pseudo="):
                print(write_pseudo(Path(step.removeprefix("pseudo="))))
            elif step == "check":
                found = problems()
                print("\n".join(found) or "the catalogs are current and complete")
                if found:
                    return 1
            else:
                print(f"unknown step {step!r}: extract, update[=CODE], compile[=CODE], pseudo=FOLDER or check[=CODE]",
                      file=sys.stderr)  # fmt: skip
                return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
