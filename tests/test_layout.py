"""The layout's rules, checked over the source tree (DESIGN.md, "Layout" and its import rules).

Imports may only point down the layers below; the extra rules name what a layer may not use
even though it sits higher. Every import counts, including the lazy ones inside functions and
those under ``TYPE_CHECKING``: a dependency is a dependency. The checker is plain ``ast`` over
the files, so it runs without importing anything, and it is tested on a tree with a
deliberately wrong import.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from convmem.facts.spent import SPENT

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = {"memory": "convmem", "strategies": "convmem.strategies", "stores": "convmem.stores"}

# Lowest first; a module may import its own layer and the ones before it.
LAYERS: list[tuple[str, ...]] = [
    ("convmem.errors", "convmem.effects", "convmem.lru"),
    ("convmem.messages", "convmem.records"),
    ("convmem.tokens", "convmem.modeltokens", "convmem.render"),
    ("convmem.stores", "convmem.providers"),
    ("convmem.facts",),
    ("convmem.strategies",),
    ("convmem.core",),
    ("convmem.chat",),
    ("convmem.proxy",),
    ("convmem.eval",),
    ("convmem.cli", "convmem.__main__"),
]
# (importer prefix, imported prefix, why): forbidden although the layers would allow it.
FORBIDDEN = [
    ("convmem.providers", "convmem.stores", "providers know nothing of stores"),
    ("convmem.stores", "convmem.providers", "stores import only the shared vocabulary"),
    ("convmem.core", "convmem.providers", "core never imports providers"),
]
# Concrete defaults only convmem.strategies.create() may wire (the classes take protocols).
CONCRETE = {"convmem.stores.chroma", "convmem.providers.embedders.SentenceTransformerEmbedder",
            "convmem.providers.embedders.HashEmbedder"}
WIRING = "convmem.strategies"  # the package __init__, home of create()
OPTIONAL_UI = ("rich", "matplotlib")
UI_LAYERS = ("convmem.eval", "convmem.cli")
# The curated API may reach up to the adapters it re-exports, never further.
FACADE_LIMIT = "convmem.chat"
MAX_MODULE_LINES, MAX_FUNCTION_LINES = 500, 80
# path -> why it may exceed the limits (kept short on purpose).
# Data, not code: the spent blind sets are kept as they were written and measured (their digests
# are checked in tests/facts/test_blind.py); cutting them up would only move the lines.
SIZE_EXCEPTIONS: dict[str, str] = {
    f"memory/facts/spent/blind{n}_{part}.py": "a spent blind set, frozen data"
    for n in range(1, SPENT + 1) for part in ("facts", "negatives")}


@dataclass(frozen=True)
class Edge:
    importer: str
    imported: str  # a module, or module.name for `from module import name`
    line: int
    path: str


def module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root)
    base = FOLDERS[rel.parts[0]]
    parts = [p for p in rel.parts[1:]]
    parts[-1] = parts[-1].removesuffix(".py")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([base, *parts])


def sources(root: Path) -> Iterator[Path]:
    for folder in FOLDERS:
        yield from sorted((root / folder).rglob("*.py"))


def edges(root: Path) -> Iterator[Edge]:
    for path in sources(root):
        importer = module_name(path, root)
        package = importer if path.name == "__init__.py" else importer.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield Edge(importer, alias.name, node.lineno, str(path))
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1]
                                    + ([base] if base else []))
                for alias in node.names:
                    yield Edge(importer, f"{base}.{alias.name}", node.lineno, str(path))


def layer(module: str) -> int | None:
    for i, prefixes in enumerate(LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return i
    return None


def unit(module: str) -> str:
    """The subpackage a module belongs to (a top-level module is its own unit)."""
    parts = module.split(".")
    return ".".join(parts[:2])


def target_module(imported: str, known: set[str]) -> str:
    """The module an import names: ``pkg.mod.name`` -> ``pkg.mod`` when ``name`` is not one."""
    return imported if imported in known else imported.rpartition(".")[0]


def violations(root: Path) -> list[str]:
    known = {module_name(p, root) for p in sources(root)}
    out = []
    for e in edges(root):
        where = f"{e.path}:{e.line}: {e.importer} imports {e.imported}"
        top = e.imported.split(".")[0]
        if top in OPTIONAL_UI and not e.importer.startswith(UI_LAYERS):
            out.append(f"{where}: {top} belongs to eval and cli only")
        if top != "convmem":
            continue
        target = target_module(e.imported, known)
        name = e.imported[len(target) + 1:] if e.imported != target else ""
        if e.importer == "convmem":
            if (layer(target) or 0) > (layer(FACADE_LIMIT) or 0):
                out.append(f"{where}: the public API may not reach above {FACADE_LIMIT}")
            continue
        mine, theirs = layer(e.importer), layer(target)
        if mine is not None and theirs is not None and theirs > mine:
            out.append(f"{where}: points up ({LAYERS[mine][0]} < {LAYERS[theirs][0]})")
        for src, dst, why in FORBIDDEN:
            if e.importer.startswith(src) and target.startswith(dst):
                out.append(f"{where}: {why}")
        concrete = target in CONCRETE or e.imported in CONCRETE
        if concrete and e.importer.startswith("convmem.strategies") and e.importer != WIRING:
            out.append(f"{where}: strategies take protocols; only {WIRING}.create() wires "
                       "the concrete defaults")
        if name.startswith("_") and not name.startswith("__") and unit(target) != unit(
                e.importer):
            out.append(f"{where}: a private name crosses a subpackage border")
    return out


def oversized(root: Path) -> list[str]:
    out = []
    for path in sources(root):
        rel = str(path.relative_to(root))
        if rel in SIZE_EXCEPTIONS:
            continue
        text = path.read_text()
        if (lines := text.count("\n")) > MAX_MODULE_LINES:
            out.append(f"{rel}: {lines} lines > {MAX_MODULE_LINES}")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    out.append(f"{rel}:{node.lineno} {node.name}: {length} lines > "
                               f"{MAX_FUNCTION_LINES}")
    return out


def test_imports_point_down_the_layers() -> None:
    assert violations(ROOT) == []


def test_modules_and_functions_stay_small() -> None:
    assert oversized(ROOT) == []


@pytest.mark.parametrize(("path", "source", "complaint"), [
    ("memory/core/bad.py", "from convmem.chat.engine import TurnEngine\n", "points up"),
    ("memory/core/bad.py", "from convmem.providers.openai import OpenAIBackend\n",
     "core never imports providers"),
    ("strategies/bad.py", "def f():\n    from convmem.stores.chroma import ChromaVectorStore\n",
     "only convmem.strategies.create()"),
    ("memory/chat/bad.py", "from convmem.proxy.schema import failure\n", "points up"),
    ("memory/chat/bad.py", "from convmem.core.budget import _shorten\n", "private name"),
    ("memory/core/bad.py", "import rich\n", "eval and cli only"),
    ("memory/eval/bad.py", "from convmem.cli import main\n", "points up"),
])
def test_a_wrong_import_is_caught(tmp_path: Path, path: str, source: str,
                                  complaint: str) -> None:
    for folder in FOLDERS:
        (tmp_path / folder).mkdir()
    for sub in ("core", "chat", "eval"):
        (tmp_path / "memory" / sub).mkdir()
    (tmp_path / path).write_text(source)
    found = violations(tmp_path)
    assert len(found) == 1 and complaint in found[0], found
