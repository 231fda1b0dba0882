"""benchmarks/fuzz_instructions.py measures this checkout's fuzzer with the engine it is given."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from benchmarks import fuzz_instructions
from conformance.corpus.paths import ROOT


def is_compiled(source: Path) -> bool:
    """Whether a process started now (with this environment: PYTHONPYCACHEPREFIX, where the test
    command sets it) finds ``source`` byte-compiled."""
    where = subprocess.run([sys.executable, "-c", "import importlib.util, sys; "
                            "print(importlib.util.cache_from_source(sys.argv[1]))", str(source)],
                           capture_output=True, text=True, check=True).stdout.strip()
    return Path(where).is_file()


def test_a_staged_folder_gives_this_fuzzer_and_the_other_checkouts_engine(tmp_path) -> None:
    other = tmp_path / "other"
    (other / "reference_engine").mkdir(parents=True)
    (other / "reference_engine" / "__init__.py").write_text("MARK = 'the other engine'\nclass Implementation:\n    pass\n")
    staged = fuzz_instructions.stage(other, tmp_path / "stage")
    # compiled before anything is counted: no first run pays for byte-compiling a changed module
    assert is_compiled(staged / "benchmarks" / "fuzz_speed.py")
    assert is_compiled(other / "reference_engine" / "__init__.py")
    probe = (f"import sys; sys.path[:0] = [{str(staged)!r}, {str(staged / 'benchmarks')!r}]\n"
             "import fuzz_speed, reference_engine, conformance.fuzz.campaign as c\n"
             "print(reference_engine.MARK); print(c.__file__); print(fuzz_speed.ROOT)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=staged,
                          env={"PATH": "", "PYTHONPATH": ""})
    assert done.returncode == 0, done.stderr
    mark, campaign, root = done.stdout.splitlines()
    assert mark == "the other engine"
    assert Path(campaign).resolve() == ROOT / "conformance" / "fuzz" / "campaign.py"  # this checkout's fuzzer
    assert root == str(staged)
