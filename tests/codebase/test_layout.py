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


def test_the_readme_module_map_names_every_module() -> None:
    """README's "How it is built" lists every module, one line each: a new module is added there."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("## How it is built")
    block = readme[readme.index("```", start) : readme.index("```", readme.index("```", start) + 3)]
    listed = set(re.findall(r"\b(\w+\.py)\b", block))
    assert sorted(p.name for p in PACKAGE.rglob("*.py") if p.name not in listed) == []
