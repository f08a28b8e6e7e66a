"""The layers point one way: cli -> ledger -> rules. Checked on the source, import by import."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "booray_ledger"


def imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def modules(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).glob("*.py"))


@pytest.mark.parametrize("path", modules("rules"), ids=lambda p: p.name)
def test_rules_use_only_the_standard_library(path: Path) -> None:
    for name in imports(path):
        top = name.split(".")[0]
        if top == "booray_ledger":
            assert name.startswith(("booray_ledger.rules", "booray_ledger.errors")), name
        else:
            assert top in sys.stdlib_module_names or top == "__future__", f"{path.name} imports {name}"


@pytest.mark.parametrize("path", modules("ledger"), ids=lambda p: p.name)
def test_ledger_knows_nothing_of_the_command_line(path: Path) -> None:
    for name in imports(path):
        assert name.split(".")[0] not in ("typer", "rich", "click", "plotext"), f"{path.name} imports {name}"
        assert not name.startswith("booray_ledger.cli"), f"{path.name} imports {name}"


@pytest.mark.parametrize("path", modules("prompt"), ids=lambda p: p.name)
def test_the_prompt_calls_the_api_only(path: Path) -> None:
    """The live prompt is a front end: the library API and the command line's rendering, never
    the ledger below them, SQL, or typer (the single-shot commands are handed to it to run)."""
    for name in imports(path):
        assert name.split(".")[0] not in ("sqlmodel", "sqlalchemy", "typer", "click", "rich"), f"{path.name}: {name}"
        assert not name.startswith(("booray_ledger.ledger", "booray_ledger.cli.main")), f"{path.name}: {name}"


def test_help_does_not_load_the_prompt() -> None:
    import subprocess

    code = (
        "import sys\nfrom booray_ledger.cli.main import app\ntry:\n    app(['--help'])\nexcept SystemExit:\n    pass\n"
    )
    code += "print(sorted(m for m in sys.modules if m.startswith(('prompt_toolkit', 'booray_ledger.prompt'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize("path", modules("web"), ids=lambda p: p.name)
def test_the_web_front_end_uses_only_the_library_api(path: Path) -> None:
    for name in imports(path):
        assert name.split(".")[0] not in ("typer", "rich", "click", "sqlmodel", "sqlalchemy"), (
            f"{path.name} imports {name}"
        )
        if name.startswith("booray_ledger"):
            assert name.startswith(
                (
                    "booray_ledger.api",
                    "booray_ledger.web",
                    "booray_ledger.errors",
                    "booray_ledger.results",
                    "booray_ledger.clock",
                )
            ), name


def test_help_does_not_load_the_web_stack() -> None:
    import subprocess

    code = (
        "import sys\nfrom booray_ledger.cli.main import app\ntry:\n    app(['--help'])\nexcept SystemExit:\n    pass\n"
    )
    code += "print(sorted(m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'jinja2', 'segno')"
    code += " or m.startswith('booray_ledger.web')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_function_is_over_60_lines(path: Path) -> None:
    """Small named steps: a function that grows past 60 lines is split into named ones."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            assert length <= 60, f"{path.name}: {node.name} is {length} lines"
