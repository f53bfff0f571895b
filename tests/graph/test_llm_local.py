"""`doccheck sync --extract llm` of the examples against a real model: bench/bench_llm_local.py's run, as a test.

Runs only where llama-cpp-python's server is installed: DOCCHECK_LLAMA_VENV names a virtual environment that
has it (``python bench/bench_llm_local.py`` builds one), or it is importable here. CI has neither, and skips it:
the build alone takes longer than CI's budget. See the README ("A real local model").
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

pytestmark = pytest.mark.local_model

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_llm_local.py"


def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_llm_local", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def server_venv() -> Path | None:
    named = os.environ.get("DOCCHECK_LLAMA_VENV")
    if named:
        return Path(named)
    if importlib.util.find_spec("llama_cpp") is not None:
        return Path(sys.prefix)
    return None


def test_every_example_episode_is_extracted_by_a_real_local_model_within_five_minutes(tmp_path: Path) -> None:
    venv = server_venv()
    if venv is None:
        pytest.skip("llama-cpp-python's server is not installed: set DOCCHECK_LLAMA_VENV (see the README)")
    module = bench()
    if not module.has_server(venv):
        pytest.skip(f"DOCCHECK_LLAMA_VENV={venv} has no llama_cpp.server")
    cache = Path(os.environ.get("DOCCHECK_LLAMA_CACHE", module.DEFAULT_CACHE / "models"))
    result = module.run(venv, cache, module.THREADS)
    print(module.show(result))
    assert module.verdict(result) == [], module.show(result)
    assert result["exit_code"] == 0
    # Each episode came back from the model: requests answered, tokens counted, entities found.
    assert result["planned"] == len(result["episodes"]) >= result["documents"]
    for episode in result["episodes"]:
        assert episode["requests"] >= 2 and episode["tokens"] > 0 and episode["entities"], episode
    assert result["usage"]["requests"] == sum(e["requests"] for e in result["episodes"])
