"""The presets a configuration may `extend`, shipped as TOML beside the package: their names and their folder."""

from __future__ import annotations

from pathlib import Path

PRESET_DIR = Path(__file__).parent.parent / "presets"
PRESETS = ("nygard", "madr", "kep", "rust-rfc")  # besides "default", which every configuration extends
