"""Every test run signs its caches with its own key, never the user's (`~/.cache/doccheck/key`), and reads its
own user configuration and trust file, never the user's (`~/.config/doccheck/`)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True, scope="session")
def own_cache_key(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("xdg-cache")
    config_home = tmp_path_factory.mktemp("xdg-config")
    before = {name: os.environ.get(name) for name in ("XDG_CACHE_HOME", "XDG_CONFIG_HOME")}
    os.environ["XDG_CACHE_HOME"] = str(home)
    os.environ["XDG_CONFIG_HOME"] = str(config_home)
    yield home
    for name, value in before.items():
        if value is None:
            del os.environ[name]
        else:
            os.environ[name] = value
