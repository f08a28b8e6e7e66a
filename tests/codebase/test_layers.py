"""The layers point one way: front ends (cli, prompt, web) -> text -> api -> ledger -> rules.
Checked on the source, import by import."""

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
    """Every module of one layer, its subpackages included."""
    return sorted((PACKAGE / layer).rglob("*.py"))


def named(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


LAYERS = ("rules", "ledger", "api", "text", "cli", "prompt", "web")
"""Lowest first: rules <- ledger <- api <- text <- the front ends (cli, prompt, web)."""

FRONT_ENDS = ("cli", "prompt", "web")

SHARED = ("errors", "results", "clock", "money", "whole_file", "languages")
"""The top-level modules every layer may use: errors, the typed results, the clock, money values."""


def layer_of(name: str) -> str | None:
    """The layer ``booray_ledger.<layer>...`` belongs to (None for the shared top-level modules)."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


def may_import(layer: str, target: str) -> bool:
    """A layer imports its own modules and those of the layers below it, never one above; a front
    end never imports another front end, except that the command line starts the prompt and the
    board (``booray play``, ``booray board``)."""
    if target in FRONT_ENDS and layer in FRONT_ENDS:
        return target == layer or layer == "cli"
    return LAYERS.index(target) <= LAYERS.index(layer)


@pytest.mark.parametrize("path", [p for layer in LAYERS for p in modules(layer)], ids=named)
def test_each_layer_imports_only_itself_and_the_layers_below(path: Path) -> None:
    """front ends -> text -> api -> ledger -> rules, never the other way (function-level imports too)."""
    layer = named(path).split("/")[0]
    for name in imports(path):
        target = layer_of(name)
        if name.split(".")[0] == "booray_ledger" and target is not None:
            assert may_import(layer, target), f"{named(path)} imports {name}"


@pytest.mark.parametrize("path", modules("rules"), ids=named)
def test_rules_use_only_the_standard_library(path: Path) -> None:
    for name in imports(path):
        top = name.split(".")[0]
        if top == "booray_ledger":
            assert name.startswith(("booray_ledger.rules", "booray_ledger.errors")), name
        else:
            assert top in sys.stdlib_module_names or top == "__future__", f"{path.name} imports {name}"


@pytest.mark.parametrize("path", modules("ledger") + modules("api"), ids=named)
def test_below_the_wording_nothing_knows_the_command_line_or_the_terminal(path: Path) -> None:
    for name in imports(path):
        assert name.split(".")[0] not in ("typer", "rich", "click", "plotext"), f"{named(path)} imports {name}"


@pytest.mark.parametrize("path", modules("text"), ids=named)
def test_the_wording_uses_the_library_api_not_the_ledger_below_it(path: Path) -> None:
    """The wording package makes sentences from what the API returns: no ledger, SQL or typer."""
    for name in imports(path):
        assert name.split(".")[0] not in ("typer", "click", "sqlmodel", "sqlalchemy"), f"{named(path)} imports {name}"
        assert not name.startswith("booray_ledger.ledger"), f"{named(path)} imports {name}"


@pytest.mark.parametrize("path", modules("prompt"), ids=named)
def test_the_prompt_calls_the_api_only(path: Path) -> None:
    """The live prompt is a front end: the library API and the wording package, never the ledger
    below them, SQL, typer or the command line (the single-shot commands are handed to it to run)."""
    for name in imports(path):
        assert name.split(".")[0] not in ("sqlmodel", "sqlalchemy", "typer", "click", "rich"), f"{path.name}: {name}"
        assert not name.startswith(("booray_ledger.ledger", "booray_ledger.cli")), f"{path.name}: {name}"


def test_help_does_not_load_the_prompt() -> None:
    import subprocess

    code = (
        "import sys\nfrom booray_ledger.cli.main import app\ntry:\n    app(['--help'])\nexcept SystemExit:\n    pass\n"
    )
    code += "print(sorted(m for m in sys.modules if m.startswith(('prompt_toolkit', 'booray_ledger.prompt'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize("path", modules("web"), ids=named)
def test_the_web_front_end_uses_only_the_library_api(path: Path) -> None:
    for name in imports(path):
        assert name.split(".")[0] not in ("typer", "rich", "click", "sqlmodel", "sqlalchemy"), (
            f"{path.name} imports {name}"
        )
        if name.startswith("booray_ledger"):
            assert name.startswith(
                (
                    "booray_ledger.api",
                    "booray_ledger.text",
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


def module_name(path: Path) -> str:
    """``booray_ledger/text/words.py`` -> ``booray_ledger.text.words`` (a package: its folder)."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def _annotation_only(tree: ast.AST) -> set[int]:
    """The nodes inside ``if TYPE_CHECKING:`` blocks: names for annotations, never imported when
    the program runs."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        test = node.test if isinstance(node, ast.If) else None
        if test is not None and "TYPE_CHECKING" in (getattr(test, "id", None), getattr(test, "attr", None)):
            for part in node.body:  # type: ignore[attr-defined]
                skipped.update(id(inner) for inner in ast.walk(part))
    return skipped


def run_time_imports(name: str) -> set[str]:
    """The package's modules that module ``name`` imports when it runs: top-level and function-level
    imports, relative ones resolved, ``from package import module`` counted as the module."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _annotation_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                package = package[: len(package) - node.level + 1]
                base = ".".join([*package, *([node.module] if node.module else [])])
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                found.add(whole if whole in MODULES else base)
    return {m for m in found if m in MODULES and m != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or through others (Tarjan's
    strongly connected components with more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while (top := stack.pop()) != module:
                group.append(top)
            if group:
                found.append(sorted([module, *group]))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_no_two_modules_import_each_other() -> None:
    """No import cycle between the package's modules, however deep, counting the imports made
    inside functions (those hid three cycles); ``if TYPE_CHECKING`` imports are for annotations
    only and never run."""
    assert cycles({name: run_time_imports(name) for name in MODULES}) == []


def test_the_cycle_finder_finds_a_cycle_through_a_third_module() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("path", [p for layer in FRONT_ENDS for p in modules(layer)], ids=named)
def test_the_front_ends_reach_the_ledger_and_the_rules_only_through_the_api(path: Path) -> None:
    """A front end calls the library API and the wording package; never the ledger or the rules
    below them (annotations included: the typed values come from booray_ledger.results)."""
    for name in imports(path):
        assert layer_of(name) not in ("ledger", "rules"), f"{named(path)} imports {name}"


@pytest.mark.parametrize("path", [PACKAGE / f"{name}.py" for name in SHARED if (PACKAGE / f"{name}.py").exists()]
                         + modules("results"), ids=named)  # fmt: skip
def test_the_shared_values_sit_below_every_layer_but_the_rules(path: Path) -> None:
    """errors, results, clock, money: every layer may use them, so they use only the rules."""
    for name in imports(path):
        assert layer_of(name) in (None, "rules"), f"{named(path)} imports {name}"
