"""The tests mirror the code, so the test of a rule is found from the rule's name:

- ``booray_ledger/<pkg>/<module>.py`` is tested in ``tests/<pkg>/test_<module>.py``, and a
  top-level ``booray_ledger/<module>.py`` in ``tests/test_<module>.py``;
- one big aspect of one module may have a file of its own, ``test_<module>_<aspect>.py``
  beside it (``test_recording_concurrency.py``, ``test_payout_properties.py``);
- the whole program, command after command across every module (most of it the installed
  ``booray`` in its own processes: bad input, crashes, file and output faults, odd names and
  numbers, the scripted example nights), lives in ``tests/reliability/``;
- tests of the source tree itself (layers, function length, this layout) live in ``tests/codebase/``.

Every package module has its test module (a subpackage's ``__init__.py`` only re-exports, so it
needs none) and every test module is named after a module or sits in one of the two folders.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "booray_ledger"
TESTS = ROOT / "tests"
WHOLE_PROGRAM = TESTS / "reliability"
CODEBASE = TESTS / "codebase"


def package_modules() -> set[str]:
    """Every module of the package as ``pkg/module`` (``module`` at the top level)."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE)
        if path.name == "__init__.py" and len(relative.parts) > 1:
            continue  # a subpackage's __init__ only names what its modules hold
        found.add(relative.with_suffix("").as_posix())
    return found


def named_test_files() -> list[Path]:
    """Every test module outside the whole-program and codebase folders."""
    return sorted(p for p in TESTS.rglob("test_*.py") if WHOLE_PROGRAM not in p.parents and CODEBASE not in p.parents)


def module_tested_by(test: Path, modules: set[str]) -> str | None:
    """The package module ``tests/<pkg>/test_<name>.py`` is named after: ``<pkg>/<name>``, or
    ``<pkg>/<module>`` when ``<name>`` is ``<module>_<aspect>`` (the longest such module)."""
    folder = test.parent.relative_to(TESTS).as_posix()
    prefix = "" if folder == "." else f"{folder}/"
    name = test.stem.removeprefix("test_")
    if prefix + name in modules:
        return prefix + name
    owners = [m for m in modules if m.startswith(prefix) and "/" not in m[len(prefix) :]]
    fits = [m for m in owners if name.startswith(m[len(prefix) :] + "_")]
    return max(fits, key=len) if fits else None


def test_every_package_module_has_a_test_module_named_after_it() -> None:
    modules = package_modules()
    tested = {module_tested_by(t, modules) for t in named_test_files()}
    missing = sorted(
        f"booray_ledger/{m}.py has no tests/{m.rpartition('/')[0] + '/' if '/' in m else ''}test_{m.rpartition('/')[2]}.py"
        for m in modules - tested
    )
    assert not missing, "\n".join(missing)


def test_every_test_module_is_named_after_a_package_module() -> None:
    modules = package_modules()
    strays = [
        f"{t.relative_to(ROOT)} tests no module of booray_ledger (name it test_<module>[_<aspect>].py,"
        " or move a whole-program test to tests/reliability/)"
        for t in named_test_files()
        if module_tested_by(t, modules) is None
    ]
    assert not strays, "\n".join(strays)


def test_the_layout_rule_tells_names_apart(tmp_path: Path) -> None:
    """The naming rule itself: exact names and aspects fit, near misses do not."""
    modules = {"ledger/night_end", "ledger/recording", "rules/payout", "money"}
    fit = {
        "ledger/test_night_end.py": "ledger/night_end",
        "ledger/test_night_end_numbers.py": "ledger/night_end",
        "ledger/test_recording_concurrency.py": "ledger/recording",
        "rules/test_payout.py": "rules/payout",
        "test_money.py": "money",
        "ledger/test_night.py": None,  # no module ledger/night
        "rules/test_recording.py": None,  # recording is in ledger, not rules
        "ledger/test_payout_properties.py": None,
        "test_moneybags.py": None,  # an aspect needs the underscore
    }
    for relative, module in fit.items():
        assert module_tested_by(TESTS / relative, modules) == module, relative


def test_no_module_name_is_used_twice_in_one_layer() -> None:
    """One name, one module within a layer: ``backup`` or ``live`` twice in the ledger would name two
    things. Across layers a name may repeat for the same concept seen at each level (the API's
    ``api/hands.py`` records hands, the wording's ``text/hands.py`` words them)."""
    names = [
        (path.relative_to(PACKAGE).parts[0], path.name)
        for path in PACKAGE.rglob("*.py")
        if path.name != "__init__.py" and path.parent != PACKAGE
    ]
    assert sorted({n for n in names if names.count(n) > 1}) == []


ARCHITECTURE = ROOT / "docs" / "architecture.md"


def mapped_modules(text: str) -> list[str]:
    """The modules a module map names, as paths inside the package (``rules/payout.py``).

    The map is a tree: a line ``name/`` opens a package at its indentation, a line starting with
    ``module.py`` (or several, space-separated) names modules of the innermost package above it;
    the description follows after two or more spaces."""
    found: list[str] = []
    folders: list[tuple[int, str]] = []
    for line in text.splitlines()[1:]:  # the first line is the package itself
        names = line.strip().split("  ", 1)[0].split()
        if not names or not (names[0].endswith("/") or names[0].endswith(".py")):
            continue  # a description carried over to the next line
        depth = len(line) - len(line.lstrip())
        folders = [(d, f) for d, f in folders if d < depth]
        prefix = "".join(f for _, f in folders)
        if names[0].endswith("/"):
            folders.append((depth, names[0]))
        else:
            found.extend(prefix + name for name in names if name.endswith(".py"))
    return found


def module_map() -> str:
    """The module map block of docs/architecture.md ("Every module")."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    section = text[text.index("## Every module") :]
    found = re.search(r"```\n(booray_ledger/\n.*?)```", section, re.S)
    assert found is not None, "docs/architecture.md lost its module map"
    return found.group(1)


def test_the_module_map_names_every_module_once() -> None:
    """docs/architecture.md lists every module, one line each: a new module is added there, and a
    moved or removed one leaves it (a subpackage's ``__init__.py`` only names what its modules hold)."""
    listed = mapped_modules(module_map())
    actual = sorted(f"{m}.py" for m in package_modules())
    assert sorted(set(listed)) == actual
    assert sorted(m for m in set(listed) if listed.count(m) > 1) == []


def test_the_module_map_reader_follows_the_tree() -> None:
    tree = (
        "booray_ledger/\n"
        "  errors.py          the errors\n"
        "  rules/\n"
        "    payout/\n"
        "      steps.py       one function per step\n"
        "                     (a description carried over, naming money.py)\n"
        "    cards.py         cards\n"
        "  cli/\n"
        "    night.py hand.py one module per noun\n"
    )
    assert mapped_modules(tree) == [
        "errors.py",
        "rules/payout/steps.py",
        "rules/cards.py",
        "cli/night.py",
        "cli/hand.py",
    ]


def chained_asserts(source: str) -> list[int]:
    """The lines of ``assert A and B``: one assert per fact, so a failure names the fact that failed."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Assert) and isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.And)
    ]


def test_no_test_chains_facts_in_one_assert() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(TESTS.rglob("*.py"))
        for line in chained_asserts(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_chained_assert_rule_tells_them_apart() -> None:
    assert chained_asserts("assert a and b\nassert a\nassert (a or b)\nassert all(x and y for x, y in z)\n") == [1]


def test_no_class_name_is_defined_twice_in_the_package() -> None:
    """One name, one concept: an enum, a result or a class is defined in one place only."""
    where: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                where.setdefault(node.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in where.items() if len(paths) > 1} == {}
