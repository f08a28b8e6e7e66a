"""The layers point one way: cli -> ledger -> rules. Checked on the source, import by import."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "booray_ledger"


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
