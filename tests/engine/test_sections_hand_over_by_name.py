"""The reference engine's modules form layers, and its rule sections hand over by name.

No module of ``reference_engine`` imports, directly or not, a module that imports it
(``TYPE_CHECKING`` imports included): a rule section imports its game's module and the
sections below it, never one above. Where the rules hand over upward they name what they hand
over to, and each game's table (``reference_engine/<game>/rules.py``) says where it is: every
decision kind the game's modules define is registered there once, under the name it reports,
and every decision, procedure and report a module names is in that table.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any, Iterator

import grimp
import networkx as nx
import pytest

from reference_engine import GAMES
from reference_engine.core.procedure import DecisionKind, Rules

ENGINE = Path(importlib.import_module("reference_engine").__file__).parent

#: ProcedureGame's methods that name something of the game's rules -> that part of the table
NAMED = {"push": "decisions", "decision": "decisions", "proceed": "procedures", "report": "reports"}
#: what the rule modules call the game: a section's ``game``, the game class's own ``self``
GAME = ("game", "self")


def import_graph() -> nx.DiGraph:
    graph = grimp.build_graph("reference_engine", cache_dir=None)  # TYPE_CHECKING imports included
    found = nx.DiGraph()
    for module in graph.modules:
        found.add_node(module)
        found.add_edges_from((module, imported) for imported in graph.find_modules_directly_imported_by(module))
    return found


def test_no_module_of_the_engine_imports_one_that_imports_it() -> None:
    cycles = sorted(sorted(c) for c in nx.strongly_connected_components(import_graph()) if len(c) > 1)
    assert not cycles, f"import cycles: {cycles}"


def rules_of(game: str) -> Rules[Any]:
    return importlib.import_module(f"reference_engine.{game}.rules").RULES


def kinds_defined(game: str) -> set[type]:
    """The concrete decision kinds (named ones) the game's modules define."""
    found = set()
    for path in sorted((ENGINE / game).glob("*.py")):
        module = importlib.import_module(f"reference_engine.{game}.{path.stem}")
        found |= {value for value in vars(module).values() if isinstance(value, type)
                  and issubclass(value, DecisionKind) and value.__module__ == module.__name__ and value.name}
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_decision_kind_of_a_game_is_in_its_table_once_under_its_own_name(game: str) -> None:
    rules = rules_of(game)
    assert isinstance(rules, Rules) and rules.game == game
    registered = [type(kind) for kind in rules.decisions.values()]
    assert len(registered) == len(set(registered)), f"{game} registers a kind twice"
    assert all(kind.name == name for name, kind in rules.decisions.items())
    assert set(registered) == kinds_defined(game), "a kind defined but not registered, or registered from elsewhere"
    names = [kind.name for kind in kinds_defined(game)]
    assert len(names) == len(set(names)), f"two kinds of {game} have one name: {sorted(names)}"


# -- what the modules name ----------------------------------------------------------------------

class Module:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        #: module-level names bound to a literal dict -> its values
        self.tables = {node.targets[0].id: node.value for node in self.tree.body
                       if isinstance(node, ast.Assign) and len(node.targets) == 1
                       and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Dict)}

    def functions(self) -> Iterator[ast.FunctionDef]:
        yield from (node for node in ast.walk(self.tree) if isinstance(node, ast.FunctionDef))


def game_modules(game: str) -> list[Module]:
    return [Module(path) for path in sorted((ENGINE / game).glob("*.py"))]


def enclosing_function(module: Module, node: ast.AST) -> ast.FunctionDef | None:
    return next((f for f in module.functions() if any(n is node for n in ast.walk(f))), None)


def names_of(expression: ast.expr, module: Module, modules: list[Module], seen: frozenset[str] = frozenset()
             ) -> set[str]:
    """Every name ``expression`` may be: a string, either branch of a conditional, a value of a
    module's literal table, or a parameter of the enclosing function as its callers give it."""
    if isinstance(expression, ast.Constant) and isinstance(expression.value, str):
        return {expression.value}
    if isinstance(expression, ast.IfExp):
        return names_of(expression.body, module, modules, seen) | names_of(expression.orelse, module, modules, seen)
    if isinstance(expression, ast.Subscript) and isinstance(expression.value, ast.Name) \
            and expression.value.id in module.tables:
        return set().union(*(names_of(v, module, modules, seen) for v in module.tables[expression.value.id].values))
    if isinstance(expression, ast.Name):
        function = enclosing_function(module, expression)
        parameters = [a.arg for a in function.args.args] if function is not None else []
        if expression.id in parameters and function.name not in seen:
            position = parameters.index(expression.id)
            found: set[str] = set()
            callers = [(m, call) for m in modules for call in ast.walk(m.tree) if isinstance(call, ast.Call)
                       and getattr(call.func, "id", getattr(call.func, "attr", None)) == function.name]
            for caller, call in callers:
                found |= names_of(call.args[position], caller, modules, seen | {function.name})
            if callers:
                return found
    raise AssertionError(f"{module.path.name}:{expression.lineno}: cannot tell what {ast.unparse(expression)} names")


def named(game: str) -> Iterator[tuple[str, str, str]]:
    """(part of the table, name, where) for every decision, procedure and report the game's modules
    name: ``game.push(NAME)``, ``game.decision(NAME)``, ``game.proceed(NAME)``, ``game.report(NAME)``,
    ``ask_referee(game, frame, NAME, ...)`` and ``frame.kind.name == NAME``."""
    modules = game_modules(game)
    for module in modules:
        for node in ast.walk(module.tree):
            where = f"{module.path.name}:{getattr(node, 'lineno', '?')}"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in NAMED \
                    and isinstance(node.func.value, ast.Name) and node.func.value.id in GAME and node.args:
                for name in names_of(node.args[0], module, modules):
                    yield NAMED[node.func.attr], name, where
            elif isinstance(node, ast.Compare) and isinstance(node.left, ast.Attribute) and node.left.attr == "name" \
                    and isinstance(node.left.value, ast.Attribute) and node.left.value.attr == "kind":
                for comparator in node.comparators:
                    for name in names_of(comparator, module, modules):
                        yield "decisions", name, where


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_decision_procedure_and_report_a_game_names_is_in_its_table(game: str) -> None:
    rules = rules_of(game)
    found = list(named(game))
    assert any(part == "decisions" for part, _, _ in found), f"{game} names no decision"
    for part, name, where in found:
        assert name in getattr(rules, part), f"{where} names {name!r}, which is not among {game}'s {part}"
    used = {(part, name) for part, name, _ in found}
    for part in ("procedures", "reports"):
        unused = [name for name in getattr(rules, part) if (part, name) not in used]
        assert not unused, f"{game}'s {part} {unused} are named nowhere"


def test_a_name_the_table_does_not_know_is_caught() -> None:
    """The scan reads what a module names however it is written: by a string, a table, a parameter."""
    source = ('STEPS = {"a": "first"}\n'
              'def open_step(game, step):\n    game.push(STEPS[step])\n'
              'def ask(game, frame, outcome):\n    game.push(outcome, power=1)\n'
              'def play(game, frame):\n    ask(game, frame, "second" if game.x else "third")\n'
              '    return frame.kind.name == "fourth"\n')
    module = Module.__new__(Module)
    module.path, module.tree = Path("toy.py"), ast.parse(source)
    module.tables = {"STEPS": module.tree.body[0].value}
    names = set()
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "push":
            names |= names_of(node.args[0], module, [module])
    assert names == {"first", "second", "third"}
    with pytest.raises(AssertionError):
        names_of(ast.parse("game.push(whatever)").body[0].value.args[0], module, [module])
