"""The optional data beside the repository (`../shared`): found relative to this checkout,
never by an absolute path; tests that need it skip with the reason when it is absent."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2] / "shared"
SHARED_MAPS = SHARED / "maps"

needs_shared_maps = pytest.mark.skipif(
    not (SHARED_MAPS / "world.map").is_file(),
    reason=f"the original game's maps are not beside the repository ({SHARED_MAPS})",
)
