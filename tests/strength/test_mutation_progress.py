"""A mutation run says how far it is: the mutants with a verdict in mutmut's .meta files as it writes
them, the killed ones among them (strength/mutation.py, run_mutmut)."""

from __future__ import annotations

import json
from pathlib import Path

from strength.mutation import verdicts_so_far


def test_the_verdicts_so_far_are_read_from_mutmuts_meta_files(tmp_path: Path) -> None:
    folder = tmp_path / "mutants" / "reference_engine" / "hannibal"
    folder.mkdir(parents=True)
    (folder / "sieges.py.meta").write_text(json.dumps({"exit_code_by_key": {
        "a__mutmut_1": 1, "a__mutmut_2": 0, "a__mutmut_3": None, "a__mutmut_4": 36}}), encoding="utf-8")
    (folder / "tribes.py.meta").write_text(json.dumps({"exit_code_by_key": {"b__mutmut_1": None}}), encoding="utf-8")
    (folder / "avoid.py.meta").write_text('{"exit_code_by_key": {"c__mu', encoding="utf-8")  # being written
    assert verdicts_so_far(tmp_path, "hannibal") == (3, 5, 2)
