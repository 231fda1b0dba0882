"""How strong the corpus is: mutation testing of the reference engine, per game.

    python strength/mutation.py [GAME ...] [--workers 1] [--fresh] [--rerun-survivors] [--scheduler ADDRESS]
    python strength/mutation.py GAME --play MUTANT ...   # after writing a scenario
    python strength/mutation.py --status                 # are the scores of today's corpus?

For each game, every module of ``reference_engine/<game>/`` (one module per
rule section) is mutated by mutmut, one small change at a time (an operator,
a comparison, a constant, a table entry, a rule id, a removed argument...),
and the game's corpus (``conformance/games/<game>``) is played against each
mutant. A mutant is killed when some scenario fails. The score of a game is

    killed / (mutants - equivalent)

where "equivalent" mutants change nothing the contract can observe; they are
listed with a one-line reason each in ``strength/mutation_equivalents.toml``
(each entry one mutation of one function: module, function, the changed line
as it was and as the mutant has it, so the list survives renumbering; no
wildcards), or belong to one of the classes the script recognises: a
Refusal's free-text message and what an Unsupported says. A decision's
context is no class: the reference check compares it. ``generated`` lists the
mutants mutmut makes today without playing any, which the list is tested
against.
Mutants no scenario reaches count as survivors. Timeouts count as killed,
once confirmed: a mutant that timed out among the run's workers is played
again on its own (one worker), and only one that times out again stays a
kill (on a loaded machine a scenario can outlast the limit for want of CPU:
a mutant that then survived was counted killed). A confirmed timeout is
remembered in the work folder with the mutated function's text
(``timeouts-confirmed.json``), so the next run does not play it again.
A scenario the mutant answers unsupported fails (``-p conformance.runner.whole_corpus``):
the reference engine claims its whole corpus, so a mutant that only makes it
refuse positions is caught, not skipped.
Each call may take a minute (``--request-timeout 60``): on a loaded machine the
default 5 s would count a slow scenario as a kill.

Outputs: a table per game and per module on stdout; the surviving mutants
(name and changed line) in ``strength/mutation/<game>-survivors.txt``; the
scores in ``conformance/reports/mutation_scores.toml``, which the per-rule summary
shows (and the tables README.md and docs/ generate from it: ``cog -r README.md docs/*.md``),
each game's with the corpus it was measured on (``measured_on``; ``--status`` says whether that is still the checkout's
corpus). The work happens in
``build/mutation/<game>/`` (mutmut's ``mutants/`` copy and its cache, with
which a stopped run resumes). mutmut would play again only the mutants of the
game's changed functions and let every other verdict stand, though a change
to one function can make another's mutant visible or not (a kill kept from
before a change to another function can hide a survivor). So
when anything a verdict depends on changed -- the game's rule modules, its
scenarios, the steps, runner, fixtures or the engine's shared code
(``corpus_fingerprint``; not the fuzzer's machinery, the command line or the
rules site, which no corpus run imports, nor the comments and docstrings of
the code it does: ``code_of``) -- every mutant is played again;
``--fresh`` starts over. ``--rerun-survivors`` plays the listed survivors again after new scenarios were
written, keeping the other verdicts, and writes the scores only if the corpus
is the one they were measured on or that one with scenarios added
(``has_only_grown``: every kill still stands); else the run says so and exits 1.
``--play`` counts a mutant killed only when a scenario failed, never when the
run could not start.

Why mutmut 3 and not cosmic-ray: cosmic-ray runs the test command in a new
process for every mutant, so each mutant pays a whole corpus run: start-up,
parsing the game's feature files, all its scenarios (Hannibal: 3.2 s wall,
3.0 s CPU on a quiet machine, measured with ``pytest conformance/games/hannibal``).
mutmut 3 imports the corpus once (feature files parsed once), forks a worker
from that warm process for each mutant, and plays only the scenarios that
reach the mutated function (one instrumented run records which scenario calls
which function) with ``-x``, so a killed mutant stops at its first failing
scenario. Measured: the first 1,100 of Hannibal's 2,384 mutants took 30 s on a
quiet machine (about 0.03 s each, the cheapest first); the costliest, which
reach every scenario, approach one corpus run. Both tools are established;
mutmut 3 also keeps its results between runs and reruns only what changed.

Slow (thousands of corpus plays): not part of the test run. On a shared
machine run it as ``nice -n 19 python strength/mutation.py hannibal``. While
mutmut runs, its output goes to ``mutmut.log`` in the work folder and the
console shows how many mutants have a verdict, how many were killed and the
time left (``run_mutmut``).
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import datetime
import difflib
import functools
import hashlib
import importlib.util
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import textwrap
import tokenize
import tomllib
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_bdd.gherkin_parser import get_gherkin_document

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "build" / "mutation"
SURVIVORS = ROOT / "strength" / "mutation"
EQUIVALENTS = ROOT / "strength" / "mutation_equivalents.toml"
SCORES = ROOT / "conformance" / "reports" / "mutation_scores.toml"
#: the scores of both benchmarks: what the runs measured, which no verdict reads back
MEASURED = ("conformance/reports/mutation_scores.toml", "conformance/reports/semantic_scores.toml")
LINKED = ("reference_engine", "conformance", "features", "fixtures", "examples", "conftest.py")
GAMES = ("hannibal", "here_i_stand", "hellenes", "successors", "sword_of_rome")
KILLED = {"killed", "timeout"}
#: the corpus_fingerprint the kept verdicts were measured with (in the work folder)
FINGERPRINT = "verdicts-fingerprint.txt"
#: the timeouts a replay on one worker confirmed: mutant name -> digest of its mutated function
CONFIRMED_TIMEOUTS = "timeouts-confirmed.json"
#: ``--scheduler``: the address of the Dask scheduler mutmut's runs go to, or None (this machine)
SCHEDULER: str | None = None


@dataclass
class Mutant:
    name: str  # reference_engine.hannibal.sieges.x_check_target__mutmut_9
    module: str  # sieges
    function: str  # check_target (Class.method for methods)
    status: str  # killed, survived, no tests, timeout, ... as mutmut says
    removed: str = ""  # the original line(s) the mutant changes
    added: str = ""  # what they became
    equivalent: str = ""  # the reason, when listed as equivalent
    digest: str = ""  # of the mutated function's text: which mutant a name stood for
    original: str = ""  # the function's text, as it was
    mutated: str = ""  # and as the mutant has it
    listed_yet_killed: bool = False  # an entry of the list matches it, yet a scenario killed it
    occurrence: int = 0  # which of the function's mutants with the same changed lines, from 1; 0: the only one


def mutmut_config(game: str, modules: list[str] | None = None) -> str:
    """mutmut's settings for ``game``: every rule module mutated, or only ``modules`` (names
    without ``.py``; a share of a Dask run, strength/mutation_cluster.py)."""
    only = [f"reference_engine/{game}/{module}.py" for module in modules] if modules else [f"reference_engine/{game}/*"]
    return f"""
[tool.mutmut]
source_paths = ["reference_engine"]
only_mutate = {json.dumps(only)}
do_not_mutate = ["reference_engine/{game}/__init__.py"]
also_copy = {json.dumps([p for p in LINKED if p != "reference_engine"])}
pytest_add_cli_args_test_selection = ["conformance/games/{game}"]
pytest_add_cli_args = ["-p", "no:cacheprovider", "-p", "no:randomly", "-p", "conformance.runner.whole_corpus", "--request-timeout", "60"]
use_git_change_detection = false
"""


def prepare(game: str, fresh: bool, keep_verdicts: bool = False, work: Path | None = None,
            modules: list[str] | None = None) -> Path:
    """A work folder whose pyproject.toml tells mutmut what to mutate for this game (only
    ``modules`` where given: ``mutmut_config``).

    Kept verdicts are dropped when anything they depend on besides the game's own modules
    changed (``corpus_fingerprint``), unless ``keep_verdicts`` (``--rerun-survivors``, for
    triage: the scores are then not written, see ``main``). ``work`` is the folder (default
    ``build/mutation/<game>``)."""
    work = work or WORK / game
    if fresh and work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True, exist_ok=True)
    for name in LINKED:
        _link(work / name, ROOT / name)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8") + mutmut_config(game, modules)
    (work / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    if not fresh and (work / "mutants").exists() and not keep_verdicts:
        kept = (work / FINGERPRINT).read_text(encoding="utf-8").strip() if (work / FINGERPRINT).exists() else ""
        if kept != corpus_fingerprint(game):
            # mutmut lets a verdict stand until the mutated function itself changes: a mutant that
            # survived an older corpus would be reported a survivor (or, matched by an equivalent
            # pattern, an equivalent) without being played against today's scenarios
            print(f"{game}: the corpus, its steps or the engine's shared code changed since the kept "
                  "verdicts: every mutant is played again", file=sys.stderr)
            shutil.rmtree(work / "mutants")
            (work / FINGERPRINT).unlink(missing_ok=True)
            (work / SCENARIOS).unlink(missing_ok=True)
            (work / CONFIRMED_TIMEOUTS).unlink(missing_ok=True)  # confirmed against that corpus
    if not fresh and (work / "mutants").exists():
        # mutmut copies these once; the scenarios and steps may have changed since
        for name in LINKED[1:]:
            target = work / "mutants" / name
            if target.is_dir():
                shutil.rmtree(target)
            elif target.exists():
                target.unlink()
        # and its map of which scenario reaches which function with them: a mutant replayed
        # against a stale map misses the scenarios written since and is reported a survivor
        (work / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
    return work


def _link(link: Path, target: Path) -> None:
    if link.is_symlink() and Path(os.readlink(link)) != target:  # a copied or moved work folder
        link.unlink()
    if not link.is_symlink():
        link.symlink_to(target)


#: what a corpus run never reads: the fuzzer's own machinery (``conformance fuzz``), the command
#: line and its commands (a corpus run is pytest with the plugin), the rules site, the catalog checks, the schema
#: tools and the protocol's servers (the mutants play in-process). No module a corpus run can import
#: names these modules, nor names a string that is these folders' name
#: (tests/strength/test_mutation_fingerprint.py checks), so a change to them leaves every verdict standing.
#: The fuzzer's comparison (``compare.py``, ``field_clauses.py``), which the corpus's steps for its
#: findings use, is not among them, nor the schemas' descriptions that comparison reads.
NOT_IN_CORPUS = tuple(f"conformance/fuzz/{name}" for name in (
    "campaign.py", "choices.py", "cli.py", "cluster.py", "database.py", "harvest.py", "play.py", "positions.py",
    "provider.py", "scenario.py", "verify.py", "templates")) + tuple(f"conformance/{name}" for name in (
    "cli.py", "commands", "site", "corpus/traceability.py", "connection/protocol/server.py")) + (
    "conformance/connection/serve.py",)


#: the kept verdicts' corpus split in two (in the work folder): a digest of each of the game's scenarios,
#: and all else (``corpus_fingerprint`` less the game's feature files). A corpus that only grew -- every
#: scenario still there as it was, nothing else changed -- keeps every kill, equivalent and timeout: only
#: the survivors need playing again (``--rerun-survivors``)
SCENARIOS = "verdicts-scenarios.json"


def _plain(node: Any) -> Any:
    """A parsed Gherkin node as plain data, without what moves when lines are added above it (its
    line, the parser's running ids) or does not play (descriptions)."""
    if dataclasses.is_dataclass(node):
        return {f.name: _plain(getattr(node, f.name)) for f in dataclasses.fields(node)
                if f.name not in ("id", "location", "description")}
    if isinstance(node, (list, tuple)):
        return [_plain(item) for item in node]
    return node


def scenario_digests(game: str, root: Path | None = None) -> list[str]:
    """A digest of each scenario of the game's feature files, sorted: its name, tags, steps and
    examples, with its feature's and rule's names, tags and backgrounds -- all a play of it reads
    from the file."""
    root = root or ROOT
    digests = []
    for path in sorted((root / "features" / game).rglob("*.feature")):
        feature = get_gherkin_document(str(path)).feature
        background = None
        for child in feature.children:
            if child.background:
                background = _plain(child.background)
            groups = [(None, None, child.scenario)] if child.scenario else [
                (child.rule, next((c.background for c in child.rule.children if c.background), None), c.scenario)
                for c in child.rule.children if c.scenario] if child.rule else []
            for rule, rule_background, scenario in groups:
                played = {"feature": [feature.name, _plain(feature.tags), background],
                          "rule": rule and [rule.name, _plain(rule.tags), _plain(rule_background)],
                          "scenario": _plain(scenario)}
                digests.append(hashlib.sha256(json.dumps(played, sort_keys=True).encode()).hexdigest())
    return sorted(digests)


def measured_corpus(game: str, root: Path | None = None) -> dict[str, Any]:
    """What ``SCENARIOS`` keeps: the fingerprint less the game's feature files, and their scenarios."""
    return {"rest": corpus_fingerprint(game, root, with_scenarios=False), "scenarios": scenario_digests(game, root)}


def has_only_grown(work: Path, game: str) -> bool:
    """Whether today's corpus is the one the kept verdicts were measured on plus new scenarios."""
    try:
        kept = json.loads((work / SCENARIOS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    today = measured_corpus(game)
    return kept.get("rest") == today["rest"] and set(kept.get("scenarios", [])) <= set(today["scenarios"])


def corpus_fingerprint(game: str, root: Path | None = None, *, with_scenarios: bool = True) -> str:
    """What a mutant's verdict depends on (the checkout's files less those git ignores): the game's rule modules (all of them: mutmut plays again
    only the mutants of a changed function, but a change to one function can decide whether
    another's mutant shows), its scenarios, the steps, runner and contract checks, fixtures,
    expectations, the engine's shared code and the test options. Not the other games' scenarios,
    rule modules, step vocabularies and test folders: the game's corpus neither reads nor plays them;
    nor what a corpus run never reads (``NOT_IN_CORPUS``: the fuzzer's machinery, the command
    line, the rules site...), nor the benchmarks' scores (``MEASURED``). ``root``: the checkout (default: this one); ``with_scenarios``: False
    leaves the game's feature files out too (``measured_corpus``)."""
    root = root or ROOT
    digest = hashlib.sha256()
    skipped = [root / folder / name for folder in ("reference_engine", "features", "conformance/steps", "conformance/games")
               for name in GAMES if name != game or (folder == "features" and not with_scenarios)] + [
        root / name for name in NOT_IN_CORPUS]
    paths = [root / "pyproject.toml", root / "conftest.py"]
    measured = {root / name for name in MEASURED}
    ignored = ignored_files(root)
    for name in ("reference_engine", "conformance", "features", "fixtures", "examples"):
        paths += sorted(p for p in (root / name).rglob("*") if p.is_file() and p not in ignored)
    for path in paths:
        if (any(path == folder or folder in path.parents for folder in skipped) or "__pycache__" in path.parts
                or path.suffix == ".pyc" or path in measured or not path.exists()):
            continue
        mutated = path.suffix == ".py" and root / "reference_engine" / game in path.parents
        text = path.read_bytes() if mutated or path.suffix != ".py" else code_of(path.read_bytes())
        digest.update(str(path.relative_to(root)).encode() + b"\0" + text + b"\0")
    return digest.hexdigest()


@functools.lru_cache(maxsize=4096)
def code_of(source: bytes) -> bytes:
    """What of a Python module can decide a verdict: its text less comments, docstrings and blank
    lines, and each line's trailing spaces. A corpus run reads no docstring (no module it imports
    reads ``__doc__``) and a verdict never depends on a line number, so rewording a comment or a
    docstring of the runner, the steps or the engine's shared code keeps the verdicts. The modules
    mutmut mutates are read byte for byte all the same (``corpus_fingerprint``). A module that does
    not parse is read byte for byte. Kept by text: the games' fingerprints share most modules."""
    try:
        text = source.decode("utf-8")
        tree = ast.parse(text)
        lines = io.StringIO(text).readlines()
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (UnicodeDecodeError, SyntaxError, ValueError, tokenize.TokenError):
        return source
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, col: int) -> int:
        return starts[row - 1] + col if row <= len(lines) else starts[-1]

    docstrings = {node.body[0].lineno for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant) and isinstance(node.body[0].value.value, str)}
    cut: list[tuple[int, int]] = []
    line_start = True  # the next token starts a logical line
    for index, token in enumerate(tokens):
        if token.type == tokenize.COMMENT:
            cut.append((offset(*token.start), offset(*token.end)))
        elif token.type == tokenize.STRING and line_start and token.start[0] in docstrings:
            # a docstring: the string (or strings) that make up the whole first statement of its body
            end = next((t for t in tokens[index:] if t.type in (tokenize.NEWLINE, tokenize.ENDMARKER)), token)
            cut.append((offset(*token.start), offset(*end.start)))
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            line_start = token.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
    kept, last = [], 0
    for begin, end in sorted(cut):
        if begin >= last:
            kept.append(text[last:begin])
            last = end
    kept.append(text[last:])
    code = [line.rstrip() for line in "".join(kept).split("\n")]
    return "\n".join(line for line in code if line).encode("utf-8")


def ignored_files(root: Path) -> set[Path]:
    """The files git ignores in the checkout ``root`` (what a run or an install leaves there, such
    as the HTML formatter's node_modules); none outside a git checkout."""
    try:
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=root, capture_output=True, check=False)
        if top.returncode != 0 or Path(top.stdout.decode().strip()).resolve() != root.resolve():
            return set()  # not a checkout of its own (a folder inside another checkout's build/)
        done = subprocess.run(["git", "ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--",
                               "reference_engine", "conformance", "features", "fixtures", "examples"],
                              cwd=root, capture_output=True, check=False)
    except OSError:  # no git on this machine
        return set()
    if done.returncode != 0:
        return set()
    return {root / name for name in done.stdout.decode("utf-8", "surrogateescape").split("\0") if name}


def run_mutmut(work: Path, workers: int, names: list[str], game: str | None = None, alone: bool = False) -> int:
    """mutmut's run in ``work`` on ``names`` (all mutants without a verdict when empty): its exit
    code. Its output goes to mutmut.log, its progress to stderr: a bar with the mutants that have a
    verdict, the killed ones and the time left on a terminal, a line every 30 s elsewhere (read from
    mutmut's ``.meta`` files as it writes them: ``verdicts_so_far``). With ``--scheduler``, on the
    Dask cluster (strength/mutation_cluster.py; ``alone``: one task)."""
    if SCHEDULER:
        from strength import mutation_cluster

        return mutation_cluster.run_mutmut(SCHEDULER, work, workers, names, alone=alone)
    from conformance.reports.console import Progress

    command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(workers), *names]
    env = {**os.environ, "PYTHONPATH": ""}
    log = work / "mutmut.log"
    label = f"{game or work.name}: mutants" + (" (survivors again)" if names else "")
    with log.open("w", encoding="utf-8") as out, Progress(label, unit="with a verdict", every=30.0) as progress:
        child = subprocess.Popen(command, cwd=work, env=env, stdout=out, stderr=subprocess.STDOUT)
        while True:
            try:
                return child.wait(timeout=2.0)
            except subprocess.TimeoutExpired:
                done, total, killed = verdicts_so_far(work, game or work.name)
                progress.set_total(total or None)
                progress.update(done, f"{killed} killed")
            except BaseException:
                child.kill()
                child.wait()
                raise


def verdicts_so_far(work: Path, game: str) -> tuple[int, int, int]:
    """(mutants with a verdict, mutants, mutants killed or timed out) in mutmut's ``.meta`` files of
    ``game`` so far (a mutant not played yet has no exit code there)."""
    try:
        from mutmut.stats import status_by_exit_code
    except ImportError:  # mutmut writes the files; reading them needs only its table of exit codes
        status_by_exit_code = defaultdict(lambda: "suspicious", {1: "killed", 3: "killed", 36: "timeout"})
    done = total = killed = 0
    for meta in (work / "mutants" / "reference_engine" / game).glob("*.py.meta"):
        try:
            codes = json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {})
        except (OSError, ValueError):
            continue  # being written: read again at the next look
        total += len(codes)
        done += sum(code is not None for code in codes.values())
        killed += sum(code is not None and status_by_exit_code[code] in KILLED for code in codes.values())
    return done, total, killed


def play(game: str, names: list[str]) -> dict[str, str]:
    """Play today's corpus (this worktree's scenarios) against single mutants of the last run.

    For triage: after writing a scenario, check that it kills the survivors it aims at
    without a whole run. Each mutant is switched on the way mutmut does it
    (MUTANT_UNDER_TEST), in a fresh pytest process.
    """
    stage = play_stage(game)
    verdicts = {}
    for name in names:
        env = {**os.environ, "PYTHONPATH": str(stage), "MUTANT_UNDER_TEST": name}
        done = subprocess.run([sys.executable, "-m", "pytest", f"conformance/games/{game}", "-x", "-q",
                               "-p", "no:randomly", "-p", "no:cacheprovider", "-p", "conformance.runner.whole_corpus",
                               "--request-timeout", "60"],
                              cwd=stage, env=env, capture_output=True, text=True)
        verdicts[name] = play_verdict(done.returncode, done.stdout)
        if verdicts[name].startswith("error"):
            print((done.stdout + done.stderr)[-1500:])
        print(f"{verdicts[name]:<9} {name}")
    return verdicts


def play_stage(game: str) -> Path:
    """A folder to run single mutants of the last run from: this worktree's scenarios, steps and
    fixtures beside the mutated engine (each mutant switched on by MUTANT_UNDER_TEST)."""
    work = WORK / game
    mutated = work / "mutants" / "reference_engine"
    if not mutated.exists():
        raise SystemExit(f"{game}: no mutants yet; run strength/mutation.py {game} first")
    stage = work / "play"
    stage.mkdir(exist_ok=True)
    for name in LINKED:
        _link(stage / name, mutated if name == "reference_engine" else ROOT / name)
    shutil.copy(ROOT / "pyproject.toml", stage / "pyproject.toml")
    return stage


def play_verdict(code: int, output: str) -> str:
    """killed only when pytest ran the corpus and a scenario failed: a run that could not start
    (a plugin that does not import, a bad option) also exits 1, and is no kill."""
    if code == 0:
        return "survived"
    if code == 1 and re.search(r"\b\d+ (failed|errors?)\b", output):
        return "killed"
    return f"error (exit {code})"


def functions_of(path: Path) -> dict[str, str]:
    """Source of every function mutmut wrote into a mutated module, by name."""
    return functions_in(path.read_text(encoding="utf-8"))


def functions_in(source: str) -> dict[str, str]:
    """Source of every function mutmut wrote into a mutated module's text, by name."""
    lines = source.splitlines()
    found: dict[str, str] = {}
    todo = list(ast.parse(source).body)
    while todo:  # mutmut writes its copies at the top of the module and in class bodies, never deeper
        node = todo.pop()
        if isinstance(node, ast.ClassDef):
            todo += node.body
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "__mutmut_" in node.name:
            found[node.name] = textwrap.dedent("\n".join(lines[node.lineno - 1:node.end_lineno]))
    return found


#: the suffix mutmut gives the copies of a function: the original and each mutant
_COPY = re.compile(r"__mutmut_(?:orig|\d+)\b")


def changed_lines(original: str, mutated: str) -> tuple[str, str]:
    """The lines a mutant changes, as they were and as it has them (several joined by " / "). The
    def line counts with the copy's suffix left out (``def x_f(a, b=None):``): a mutant of a
    default argument changes it."""
    def lines(source: str) -> list[str]:
        found = source.splitlines()
        return [_COPY.sub("", found[0]), *found[1:]] if found else []

    removed, added = [], []
    for line in difflib.unified_diff(lines(original), lines(mutated), lineterm="", n=0):
        if line.startswith("---") or line.startswith("+++") or line.startswith("@@"):
            continue
        (removed if line.startswith("-") else added).append(line[1:].strip())
    return " / ".join(removed), " / ".join(added)


def is_refusal_message_only(original: str, mutated: str) -> bool:
    """True when the mutant changes only the free-text message of a Refusal.

    The contract compares refusals by rule id; the message is for people.
    """
    a, b = _function_tree(original), _function_tree(mutated)
    return a is not None and b is not None and _same_tree(a, b, kept_arguments={"Refusal": 1})


@functools.lru_cache(maxsize=256)
def _function_tree(source: str) -> ast.AST | None:
    """The first statement of ``source`` parsed, its name made ``f`` (None when it does not parse or
    is empty). Kept for the text of the functions most asked about -- the originals, which each of
    their mutants is compared with -- and never changed by its readers."""
    try:
        node = ast.parse(source).body[0]
    except (SyntaxError, IndexError):
        return None
    node.name = "f"  # type: ignore[attr-defined]
    return node


def is_unsupported_reason_only(original: str, mutated: str) -> bool:
    """True when the mutant changes only the arguments of an ``Unsupported(...)`` call.

    The reference raises Unsupported only where a position or an action is
    outside the excerpt, and the corpus holds only scenarios the reference
    plays: what such a raise says is never observed.
    """
    a, b = _function_tree(original), _function_tree(mutated)
    if a is None or b is None:
        return False
    return not _same_tree(a, b) and _same_tree(a, b, kept_arguments={"Unsupported": 0})


def _same_tree(a: Any, b: Any, kept_arguments: dict[str, int] | None = None) -> bool:
    """Whether two parsed trees are the same program, as ``ast.dump`` compares them (every field,
    no positions; a constant by its type and value), stopping at the first difference. A call of a
    name in ``kept_arguments`` is compared by that name and its first so many positional arguments
    alone (both calls must have them): what else it is given does not count."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_tree(x, y, kept_arguments) for x, y in zip(a, b))
    if not isinstance(a, ast.AST):
        return a == b
    if kept_arguments and isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id in kept_arguments:
        kept = kept_arguments[a.func.id]
        return (len(a.args) >= kept and len(b.args) >= kept and _same_tree(a.func, b.func)
                and _same_tree(a.args[:kept], b.args[:kept]))
    return all(_same_tree(getattr(a, field, None), getattr(b, field, None), kept_arguments) for field in a._fields)


#: the classes of equivalents the script recognises by their form, each with its reason in the list
CLASSES = ("refusal_message", "unsupported_reason")


def load_equivalents() -> tuple[dict[tuple[str, str, str, str, str, int], str], dict[str, str]]:
    """Listed equivalents by (game, module, function, line as it was, as the mutant has it, which
    occurrence: 0 but where the function has the same line and mutation twice), and the reason of
    each class (``CLASSES``).

    An entry names one mutation of one function: no wildcard (``*``), ``to`` always given
    (tests/strength/test_mutation_equivalents.py checks, and that each matches a mutant mutmut
    generates today).
    """
    if not EQUIVALENTS.exists():
        return {}, {kind: "" for kind in CLASSES}
    data = tomllib.loads(EQUIVALENTS.read_text(encoding="utf-8"))
    listed = {}
    for entry in data.get("mutant", []):
        key = (entry["game"], entry["module"], entry["function"], entry["from"], entry["to"],
               entry.get("occurrence", 0))
        listed[key] = entry["reason"]
    return listed, {kind: data.get(kind, {}).get("reason", "") for kind in CLASSES}


def mutant_of(name: str, module: str, functions: dict[str, str], status: str = "") -> Mutant:
    """The mutant ``name`` of a mutated module (``functions``: its functions' text, by name): the
    function it changes and the lines."""
    mangled = name.rsplit(".", 1)[1]
    base = mangled.rsplit("__mutmut_", 1)[0]
    function = base.removeprefix("x_" if base.startswith("x_") else "x").replace("ǁ", ".").strip(".")
    mutant = Mutant(name, module, function, status)
    original, mutated = functions.get(base + "__mutmut_orig", ""), functions.get(mangled, "")
    mutant.removed, mutant.added = changed_lines(original, mutated)
    mutant.digest = hashlib.sha256(mutated.encode()).hexdigest()
    mutant.original, mutant.mutated = original, mutated
    return mutant


def equivalent_reason(game: str, mutant: Mutant, listed: dict[tuple[str, str, str, str, str, int], str],
                      classes: dict[str, str]) -> str:
    """Why ``mutant`` changes nothing the contract can observe: its class's reason or its entry's
    (matched by game, module, function and the mutation itself), or ""."""
    if classes.get("refusal_message") and is_refusal_message_only(mutant.original, mutant.mutated):
        return classes["refusal_message"]
    if classes.get("unsupported_reason") and is_unsupported_reason_only(mutant.original, mutant.mutated):
        return classes["unsupported_reason"]
    return listed.get((game, mutant.module, mutant.function, mutant.removed, mutant.added, mutant.occurrence), "")


def number_occurrences(mutants: list[Mutant]) -> list[Mutant]:
    """Give each mutant whose function has another with the same changed lines (the same line text
    twice in one function) its ``occurrence``, in mutmut's order: an entry then names which."""
    groups: dict[tuple[str, str, str, str], list[Mutant]] = {}
    for mutant in mutants:
        groups.setdefault((mutant.module, mutant.function, mutant.removed, mutant.added), []).append(mutant)
    for group in groups.values():
        if len(group) > 1:
            group.sort(key=lambda m: int(m.name.rsplit("__mutmut_", 1)[1]))
            for number, mutant in enumerate(group, 1):
                mutant.occurrence = number
    return mutants


def collect(work: Path, game: str) -> list[Mutant]:
    from mutmut.stats import status_by_exit_code

    listed, classes = load_equivalents()
    mutants: list[Mutant] = []
    for meta in sorted((work / "mutants" / "reference_engine" / game).glob("*.py.meta")):
        module = meta.name.removesuffix(".py.meta")
        codes = json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {})
        functions = functions_of(meta.with_suffix(""))
        mutants += number_occurrences([mutant_of(name, module, functions, status_by_exit_code[code])
                                       for name, code in sorted(codes.items())])
    for mutant in mutants:
        if mutant.status not in KILLED and mutant.status != "not checked":
            mutant.equivalent = equivalent_reason(game, mutant, listed, classes)
        elif mutant.status in KILLED and equivalent_reason(game, mutant, listed, {}):
            mutant.listed_yet_killed = True
    return mutants


def generated(game: str, functions: set[str] | None = None) -> list[Mutant]:
    """Every mutant mutmut generates today from the game's modules, none played: its name, function
    and changed lines. ``functions``: only the mutants of these (``module.function``,
    ``module.Class.method``); mutmut is then given each module with only those functions and the
    classes that hold them (``only_functions``), and mutates each as in the whole module. Cheap
    (seconds a module, the modules not kept yet mutated in one process); kept in
    ``build/mutation/generated/<game>/`` by the text mutmut was given and mutmut's version."""
    from importlib.metadata import version

    folder = WORK / "generated" / game
    folder.mkdir(parents=True, exist_ok=True)
    modules = sorted(p for p in (ROOT / "reference_engine" / game).glob("*.py") if p.name != "__init__.py")
    texts: dict[Path, str] = {}
    for path in modules:
        text = path.read_text(encoding="utf-8")
        if functions is not None:
            text = only_functions(text, {name.split(".", 1)[1] for name in functions
                                         if name.split(".", 1)[0] == path.stem})
        if text:
            texts[path] = text
    mutated: dict[Path, tuple[str, list[str]]] = {}
    keys: dict[Path, str] = {}
    for path, text in texts.items():
        keys[path] = hashlib.sha256((version("mutmut") + "\0" + text).encode()).hexdigest()
        kept = folder / f"{path.stem}.json"
        if kept.exists() and json.loads(kept.read_text(encoding="utf-8")).get("key") == keys[path]:
            mutated[path] = tuple(json.loads(kept.read_text(encoding="utf-8"))[k] for k in ("code", "names"))
    for path, (code, names) in _mutate(game, {p: t for p, t in texts.items() if p not in mutated}).items():
        (folder / f"{path.stem}.json").write_text(json.dumps({"key": keys[path], "code": code, "names": names}),
                                                  encoding="utf-8")
        mutated[path] = code, names
    mutants: list[Mutant] = []
    for path in texts:
        code, names = mutated[path]
        functions_of = functions_in(code)
        module = path.stem
        mutants += number_occurrences([mutant_of(f"reference_engine.{game}.{module}.{name}", module, functions_of)
                                       for name in names])
    return mutants


def only_functions(source: str, names: set[str]) -> str:
    """The module ``source`` cut down to the functions ``names`` (``function`` or ``Class.method``),
    each with its decorators, and the headers of the classes that hold them: mutmut mutates a
    function by its own text, so it generates the same mutants, named alike, as from the whole
    module. "" when the module has none of them."""
    lines = source.splitlines(keepends=True)

    def start(node: ast.stmt) -> int:
        return min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", ()))])

    def text(node: ast.stmt) -> list[str]:
        return lines[start(node) - 1:node.end_lineno]

    kept: list[str] = []
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in names:
            kept += text(node)
        elif isinstance(node, ast.ClassDef):
            methods = [m for m in node.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                       and f"{node.name}.{m.name}" in names]
            if methods:
                kept += lines[start(node) - 1:start(node.body[0]) - 1]
                for method in methods:
                    kept += text(method)
    return "".join(kept)


def _mutate(game: str, texts: dict[Path, str]) -> dict[Path, tuple[str, list[str]]]:
    """mutmut's mutated text of each module (``texts``: the text to mutate, by module) and its
    mutants' names, by module (in one process, run where mutmut finds this game's configuration)."""
    if not texts:
        return {}
    code = (
        "import json, sys\n"
        "from mutmut.mutation.file_mutation import mutate_file_contents\n"
        "done = [mutate_file_contents(p, text) for p, text in json.load(sys.stdin)]\n"
        "print(json.dumps([{'code': d.code, 'names': list(d.mutant_names)} for d in done]))\n")
    paths = list(texts)
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "pyproject.toml").write_text(mutmut_config(game), encoding="utf-8")
        (Path(folder) / "reference_engine").symlink_to(ROOT / "reference_engine")
        done = subprocess.run([sys.executable, "-c", code], cwd=folder, capture_output=True, text=True, check=True,
                              input=json.dumps([[str(p.relative_to(ROOT)), texts[p]] for p in paths]))
    return {path: (result["code"], result["names"]) for path, result in zip(paths, json.loads(done.stdout))}


def timeouts_to_confirm(mutants: list[Mutant], confirmed: dict[str, str]) -> list[str]:
    """The timed-out mutants no replay on one worker has confirmed (the same mutant: the same
    name and mutated function)."""
    return [m.name for m in mutants if m.status == "timeout" and confirmed.get(m.name) != m.digest]


def confirmed_timeouts(mutants: list[Mutant]) -> dict[str, str]:
    """What to remember after the replay: every mutant that still times out."""
    return {m.name: m.digest for m in mutants if m.status == "timeout"}


def confirm_timeouts(work: Path, game: str) -> int:
    """Play every unconfirmed timeout again on one worker; mutmut's exit code."""
    path = work / CONFIRMED_TIMEOUTS
    confirmed = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    names = timeouts_to_confirm(collect(work, game), confirmed)
    if not names:
        return 0
    print(f"{game}: {len(names)} mutant(s) timed out; playing them again one at a time "
          f"(about a minute each when they time out again)", flush=True)
    code = run_mutmut(work, 1, names, game, alone=True)
    if code == 0:
        path.write_text(json.dumps(confirmed_timeouts(collect(work, game)), indent=1, sort_keys=True) + "\n",
                        encoding="utf-8")
    return code


@dataclass
class Score:
    mutants: int
    killed: int
    equivalent: int
    not_run: int

    @property
    def survived(self) -> int:
        return self.mutants - self.killed - self.equivalent - self.not_run

    @property
    def percent(self) -> float:
        counted = self.mutants - self.equivalent - self.not_run
        # rounded down to a tenth: 100.0% only when no counted mutant survived
        return math.floor(1000 * self.killed / counted) / 10 if counted else 100.0


def score(mutants: list[Mutant]) -> Score:
    return Score(mutants=len(mutants),
                 killed=sum(m.status in KILLED for m in mutants),
                 equivalent=sum(bool(m.equivalent) for m in mutants),
                 not_run=sum(m.status == "not checked" for m in mutants))


def report(game: str, mutants: list[Mutant]) -> Score:
    by_module: dict[str, list[Mutant]] = {}
    for mutant in mutants:
        by_module.setdefault(mutant.module, []).append(mutant)
    print(f"\n{game}")
    print(f"  {'module (rule section)':<24} {'mutants':>7} {'killed':>7} {'equiv':>6} {'surv':>6} {'score':>7}")
    for module, group in sorted(by_module.items()):
        s = score(group)
        print(f"  {module:<24} {s.mutants:>7} {s.killed:>7} {s.equivalent:>6} {s.survived:>6} {s.percent:>6.1f}%")
    total = score(mutants)
    print(f"  {'all':<24} {total.mutants:>7} {total.killed:>7} {total.equivalent:>6} {total.survived:>6} "
          f"{total.percent:>6.1f}%")
    if total.not_run:
        print(f"  NOT FINISHED: {total.not_run} mutants not played; the score counts only those played")
    statuses = Counter(m.status for m in mutants)
    print("  statuses: " + ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())))
    wrong = [m for m in mutants if m.listed_yet_killed]
    if wrong:
        print(f"  {len(wrong)} listed as equivalent yet killed by a scenario (remove their entries):")
        for m in wrong:
            print(f"    {m.name}\n      - {m.removed}\n      + {m.added}")
    write_survivors(game, mutants)
    return total


def write_survivors(game: str, mutants: list[Mutant]) -> None:
    SURVIVORS.mkdir(parents=True, exist_ok=True)
    lines = [f"# {game}: mutants no scenario kills and no entry of mutation_equivalents.toml explains.",
             "# Written by strength/mutation.py; one per line: status, mutant, the line it changes.", ""]
    for m in mutants:
        if m.status not in KILLED and not m.equivalent and m.status != "not checked":
            lines.append(f"{m.status:<9} {m.name}\n    - {m.removed}\n    + {m.added}")
    (SURVIVORS / f"{game}-survivors.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_scores(scores: dict[str, Score], today: str | None = None) -> None:
    """Merge this run's figures into the checked-in scores file the per-rule summary reads, each
    game's with where they come from (``measured_on``)."""
    data = tomllib.loads(SCORES.read_text(encoding="utf-8")) if SCORES.exists() else {}
    for game, s in scores.items():
        data[game] = {"mutants": s.mutants, "killed": s.killed, "equivalent": s.equivalent,
                      "survived": s.survived, "not_run": s.not_run, "score": round(s.percent, 1),
                      **measured_on(game, today)}
    lines = ["# Mutation score of the corpus per game (strength/mutation.py writes it;",
             "# score = killed / (mutants - equivalent - not_run), in percent; measured: the day the",
             "# scores were written, corpus_commit: a commit whose corpus they were measured on,",
             "# corpus_fingerprint: that corpus (`strength/mutation.py --status` compares it with today's)).", ""]
    for game in sorted(data):
        lines.append(f"[{game}]")
        lines += [f"{key} = {json.dumps(value)}" for key, value in data[game].items()]
        lines.append("")
    SCORES.parent.mkdir(parents=True, exist_ok=True)
    SCORES.write_text("\n".join(lines), encoding="utf-8")


#: the checkout's parts a fingerprint reads, as ``git archive`` takes them
FINGERPRINTED = ("pyproject.toml", "conftest.py", "reference_engine", "conformance", "features", "fixtures",
                 "examples")


def measured_on(game: str, today: str | None = None) -> dict[str, str]:
    """Where a game's scores come from: the day they are written (``today``, default the date), a commit whose
    corpus they were measured on -- HEAD, or HEAD with ``+uncommitted`` when the working tree's
    corpus is not HEAD's -- and the corpus fingerprint, shortened."""
    fingerprint = corpus_fingerprint(game)
    return {"measured": today or datetime.date.today().isoformat(),
            "corpus_commit": commit_of(game, fingerprint), "corpus_fingerprint": fingerprint[:16]}


def commit_of(game: str, fingerprint: str) -> str:
    """HEAD's short name when its corpus is the one ``fingerprint`` names, else with ``+uncommitted``;
    ``unknown`` outside a git checkout."""
    def git(*command: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(["git", *command], cwd=ROOT, capture_output=True, check=False)

    try:
        head = git("rev-parse", "--short", "HEAD")
    except OSError:  # no git on this machine
        return "unknown"
    if head.returncode != 0:
        return "unknown"
    name = head.stdout.decode().strip()
    with tempfile.TemporaryDirectory() as folder:
        archive = git("archive", "--format=tar", "HEAD", "--", *FINGERPRINTED)
        if archive.returncode != 0:
            return f"{name}+uncommitted"
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(folder, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
        same = corpus_fingerprint(game, Path(folder)) == fingerprint
    return name if same else f"{name}+uncommitted"


def status(games: list[str]) -> int:
    """Print, per game, where its scores come from and whether today's corpus is still the one
    they were measured on; 0 when every game's are current."""
    data = tomllib.loads(SCORES.read_text(encoding="utf-8")) if SCORES.exists() else {}
    current = True
    for game in games:
        figures = data.get(game)
        if not figures:
            print(f"{game}: not measured yet")
            current = False
            continue
        kept = figures.get("corpus_fingerprint")
        where = (f"measured {figures.get('measured')} on the corpus of {figures.get('corpus_commit')}" if kept
                 else "measured before the scores said on which corpus")
        if kept and corpus_fingerprint(game).startswith(kept):
            print(f"{game}: {figures['score']}%, {where}: current")
        else:
            print(f"{game}: {figures['score']}%, {where}: STALE, the corpus changed since "
                  f"(run `strength/mutation.py {game}`)" if kept else f"{game}: {figures['score']}%, {where}")
            current = False
    return 0 if current else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"one or more of {', '.join(GAMES)} (default all)")
    parser.add_argument("--workers", type=int, default=1, help="forked mutant runners at once (default 1)")
    parser.add_argument("--fresh", action="store_true", help="forget mutmut's cached results first")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="run mutmut on the Dask cluster of this scheduler (tcp://HOST:8786); "
                             "--workers is then the forked runners of each task")
    parser.add_argument("--rerun-survivors", action="store_true",
                        help="play the listed survivors again (after new scenarios)")
    parser.add_argument("--play", nargs="+", metavar="MUTANT",
                        help="play today's corpus against these mutants of the last run (one game)")
    parser.add_argument("--report-only", action="store_true", help="read the last run's results, run nothing")
    parser.add_argument("--status", action="store_true",
                        help="say on which corpus each game's scores were measured and whether it is today's "
                             "(exit 1 when not); runs nothing")
    args = parser.parse_args()
    unknown = [game for game in args.games if game not in GAMES]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}; expected some of {', '.join(GAMES)}")
    args.games = args.games or list(GAMES)
    global SCHEDULER
    SCHEDULER = args.scheduler
    if args.status:
        return status(args.games)
    if importlib.util.find_spec("mutmut") is None:
        parser.error("mutmut is not installed: pip install -e '.[mutation]'")
    if args.scheduler and importlib.util.find_spec("distributed") is None:
        parser.error("--scheduler needs dask.distributed: pip install -e '.[cluster]'")
    if args.play:
        if len(args.games) != 1:
            parser.error("--play needs exactly one GAME")
        verdicts = play(args.games[0], args.play)
        return 0 if all(v == "killed" for v in verdicts.values()) else 1
    scores: dict[str, Score] = {}
    stale: list[str] = []
    for game in args.games:
        work = prepare(game, args.fresh, keep_verdicts=args.rerun_survivors) if not args.report_only else WORK / game
        fingerprint = corpus_fingerprint(game)
        grown = False
        if not args.report_only:
            if not args.rerun_survivors:  # the verdicts kept (if any) and those to come are today's
                (work / FINGERPRINT).write_text(fingerprint + "\n", encoding="utf-8")  # a stopped run resumes
                (work / SCENARIOS).write_text(json.dumps(measured_corpus(game)) + "\n", encoding="utf-8")
            grown = args.rerun_survivors and has_only_grown(work, game)
            names: list[str] = []
            if args.rerun_survivors and (work / "mutants").exists():
                names = [m.name for m in collect(work, game) if m.status not in KILLED and not m.equivalent]
            # the survivors first: their verdicts are the ones new scenarios change
            if ((names and run_mutmut(work, args.workers, names, game) != 0)
                    or run_mutmut(work, args.workers, [], game) != 0
                    or confirm_timeouts(work, game) != 0):
                print(f"{game}: mutmut failed, see {work / 'mutmut.log'}", file=sys.stderr)
                return 1
        scores[game] = report(game, collect(work, game))
        if grown:
            # every scenario the other verdicts were measured on is still there, as it was, and nothing
            # else changed: their kills stand, and the survivors were just played on today's corpus
            (work / FINGERPRINT).write_text(fingerprint + "\n", encoding="utf-8")
            (work / SCENARIOS).write_text(json.dumps(measured_corpus(game)) + "\n", encoding="utf-8")
        kept = (work / FINGERPRINT).read_text(encoding="utf-8").strip() if (work / FINGERPRINT).exists() else ""
        if corpus_fingerprint(game) != fingerprint:
            # the scores name the checkout's corpus (measured_on): not the one the mutants were played on
            stale.append(game)
            print(f"  NOT WRITTEN: the checkout's corpus changed while the run played; run "
                  f"`strength/mutation.py {game}` again on a checkout left as it is")
        elif kept != fingerprint:
            stale.append(game)
            print(f"  NOT WRITTEN: some verdicts were measured on an older corpus, and today's is not that "
                  f"one with scenarios added; run `strength/mutation.py {game}` (without --rerun-survivors) "
                  f"for its scores")
    fresh_scores = {game: s for game, s in scores.items() if game not in stale}
    if fresh_scores:
        write_scores(fresh_scores)
        print(f"scores written to {SCORES.relative_to(ROOT)}; `cog -r README.md docs/*.md` refreshes the tables "
              "that show them")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
