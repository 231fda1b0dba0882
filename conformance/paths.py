"""Where the corpus lives: features, fixtures and catalogs.

The corpus is data kept beside the package in the repository. Set
``WARGAME_CORPUS_ROOT`` to use a checkout elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(os.environ.get("WARGAME_CORPUS_ROOT") or Path(__file__).resolve().parents[1])
FEATURES = ROOT / "features"
FIXTURES = ROOT / "fixtures"
CATALOGS = FIXTURES / "catalog"
MAPS = FIXTURES / "maps"
PIECES = FIXTURES / "pieces"
