"""The built wheel works on its own: built from the checkout, installed into a fresh virtualenv,
run from a folder outside the repository, it plays a game of each of the three games with bots
(`dominia play` and `dominia sim`) and serves the web app (page, static files, message tables,
a game of bots made through the API).

Only Dominia comes from the wheel: the fresh virtualenv sees the test environment's other
packages through a folder of links (so the test needs no network for the dependencies), and
Dominia's own files there are left out. DOMINIA_TEST_WHEEL=full installs the dependencies too,
from the package index or pip's cache, as a user's `pip install` does (about 40 seconds).
Building needs setuptools>=77 (PEP 517 build isolation fetches it from the package index or
pip's cache, or the test environment's own is used); when it cannot be had the test is skipped
and says why. DOMINIA_TEST_WHEEL=0 skips it too. It takes about 15 seconds, so it runs in the
default test command.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "dominia"
# what pip prints when it cannot reach an index or find the build backend offline
OFFLINE = (
    "Could not find a version",
    "No matching distribution",
    "Failed to establish a new connection",
    "NewConnectionError",
    "Temporary failure in name resolution",
    "Network is unreachable",
    "ProxyError",
)

# DOMINIA_TEST_WHEEL=full: install the wheel with its dependencies from the index (a minute)
FULL = os.environ.get("DOMINIA_TEST_WHEEL") == "full"

pytestmark = pytest.mark.skipif(
    os.environ.get("DOMINIA_TEST_WHEEL", "1") == "0", reason="DOMINIA_TEST_WHEEL=0 asks to skip it"
)


def run(cmd: list[str], cwd: Path, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def ok(proc: subprocess.CompletedProcess) -> subprocess.CompletedProcess:
    assert proc.returncode == 0, f"{proc.args}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}"
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "DOMINIA_", "VIRTUAL_ENV"))}
    env["DOMINIA_LANG"] = "en"
    env["NO_COLOR"] = "1"
    env["COLUMNS"] = "100"
    return env


def packaged_data() -> set[str]:
    """Every file of the package that is not Python source: each must be in the wheel."""
    skip = {"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
    out = set()
    for path in PACKAGE.rglob("*"):
        rel = path.relative_to(PACKAGE.parent)
        if path.is_file() and not skip & set(rel.parts) and path.suffix not in {".py", ".pyc"}:
            out.add(rel.as_posix())
    return out


def build_wheel(tmp: Path, env: dict[str, str]) -> Path:
    """The wheel of the checkout as it is now, built from a copy (the checkout gets no build/)."""
    src = tmp / "src-copy"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".mypy_cache")
    shutil.copytree(ROOT / "src", src / "src", ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    dist = tmp / "dist"
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", "-w", str(dist)]
    try:
        local = int(metadata.version("setuptools").split(".")[0]) >= 77
    except (metadata.PackageNotFoundError, ValueError):
        local = False
    if local:  # no need for the index at all
        cmd.append("--no-build-isolation")
    proc = run([*cmd, str(src)], tmp, env, timeout=180)
    if proc.returncode != 0:
        text = proc.stdout + proc.stderr
        if "No module named pip" in text:
            pytest.skip("pip is not installed in the test environment: it cannot build the wheel")
        if any(sign in text for sign in OFFLINE):
            pytest.skip(
                "cannot build the wheel: setuptools>=77 is neither installed nor reachable "
                f"(no network and nothing in pip's cache)\n{text[-600:]}"
            )
        ok(proc)
    wheels = list(dist.glob("dominia-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def link_dependencies(target_site: Path, into: Path) -> None:
    """A folder of links to the test environment's packages, without Dominia's own, named in
    a .pth file of the fresh virtualenv."""
    into.mkdir()
    for folder in site.getsitepackages():
        for entry in Path(folder).iterdir():
            low = entry.name.lower()
            if low.startswith(("dominia", "__editable__")) or low.endswith(".pth"):
                continue
            if not (into / entry.name).exists():
                (into / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    (target_site / "_dominia_test_dependencies.pth").write_text(f"{into}\n")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str) -> tuple[int, str, str]:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.status, r.headers.get("content-type", ""), r.read().decode("utf-8")


def post(url: str, body: dict) -> tuple[int, dict]:
    req = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path, dict[str, str], Path]:
    """(the fresh virtualenv's bin folder, a work folder outside the repository, the
    environment to run in, the wheel)."""
    if sys.platform == "win32":
        pytest.skip("the wheel test links the dependencies with symlinks (POSIX only)")
    tmp = tmp_path_factory.mktemp("wheel")
    env = clean_env()
    wheel = build_wheel(tmp, env)

    names = set(zipfile.ZipFile(wheel).namelist())
    missing = packaged_data() - names
    assert not missing, f"files of the package left out of the wheel: {sorted(missing)}"
    assert any(n.endswith("licenses/LICENSE") for n in names), "the wheel carries no LICENSE"
    meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(meta).decode()
    assert "License-Expression: MIT" in text and "Requires-Python: >=3.11" in text, text[:800]

    venv = tmp / "venv"
    bindir = venv / "bin"
    python = bindir / "python"
    if FULL:  # a virtualenv of its own: the dependencies from the package index (or pip's cache)
        ok(run([sys.executable, "-m", "venv", str(venv)], tmp, env))
        proc = run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], tmp, env, timeout=600)
        if proc.returncode != 0 and any(sign in proc.stdout + proc.stderr for sign in OFFLINE):
            pytest.skip(
                f"cannot install the wheel's dependencies (no network, nothing cached)\n{proc.stderr[-600:]}"
            )
        ok(proc)
    else:
        ok(run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp, env))
        purelib = ok(
            run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], tmp, env)
        )
        link_dependencies(Path(purelib.stdout.strip()), tmp / "dependencies")
        ok(
            run(
                [str(python), "-m", "pip", "install", "--no-deps", "--no-index", "--quiet", str(wheel)],
                tmp,
                env,
            )
        )
    work = tmp / "work"
    work.mkdir()
    env["DOMINIA_DATA"] = str(tmp / "data")  # the map library's and the server's data folder
    return bindir, work, env, wheel


def check_the_package_comes_from_the_wheel(installed) -> None:
    bindir, work, env, _ = installed
    where = ok(run([str(bindir / "python"), "-c", "import dominia; print(dominia.__file__)"], work, env))
    assert Path(where.stdout.strip()).is_relative_to(bindir.parent), where.stdout
    assert not Path(where.stdout.strip()).is_relative_to(ROOT)
    helped = ok(run([str(bindir / "python"), "-m", "dominia", "--help"], work, env))
    for command in ("play", "sim", "serve"):
        assert command in helped.stdout
    if "--version" in helped.stdout:
        shown = ok(run([str(bindir / "dominia"), "--version"], work, env)).stdout
        assert metadata.version("dominia") in shown, shown


GAMES = [
    ("dominion", "bot:big-money,bot:big-money", "The game ended"),
    ("domination", "ai:easy,ai:easy", "The game ended"),
    ("dominaria", "ai:greedy,ai:greedy", "The game ended"),
]


def check_a_game_of_bots(installed, game: str, players: str, ending: str) -> None:
    bindir, work, env, _ = installed
    extra = ["--map", "duel"] if game == "domination" else []
    played = ok(run([str(bindir / "dominia"), "play", game, "-p", players, "--seed", "3", *extra], work, env))
    assert ending in played.stdout, played.stdout[-1500:]
    bots = {"dominion": "big-money,big-money", "domination": "easy,easy", "dominaria": "greedy,greedy"}[game]
    cmd = [str(bindir / "dominia"), "sim", game, "--bots", bots, "-n", "2", "--seed", "1", "--json", *extra]
    summary = json.loads(ok(run(cmd, work, env)).stdout)
    assert summary["game"] == game and summary["games"] == 2
    assert summary["stalled_games"] == 0
    wins = sum(b["wins"] for b in summary["bots"]) + summary["tied_games"]
    assert wins >= 2, summary


def check_the_web_app(installed) -> None:
    bindir, work, env, _ = installed
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    db = work / "web.sqlite3"
    cmd = [str(bindir / "dominia"), "serve", "--port", str(port), "--db", str(db)]
    pipe = subprocess.PIPE
    server = subprocess.Popen(cmd, cwd=work, env=env, stdout=pipe, stderr=pipe, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                status, kind, page = get(base + "/")
                break
            except (urllib.error.URLError, ConnectionError):
                if server.poll() is not None or time.monotonic() > deadline:
                    out, err = server.communicate(timeout=5) if server.poll() is not None else ("", "")
                    pytest.fail(f"dominia serve did not answer on {base}\n{out}\n{err}")
                time.sleep(0.2)
        assert status == 200 and "text/html" in kind and "<html" in page.lower()
        assert "/static/" in page
        for name in ("lobby.js", "game.js", "app.css", "i18n.js"):
            status, _, body = get(f"{base}/static/{name}")
            assert status == 200 and len(body) > 500, name
        status, _, body = get(base + "/api/messages?lang=uk")
        table = json.loads(body)
        assert status == 200 and table, body[:300]
        assert len(json.dumps(table, ensure_ascii=False)) > 1000
        status, _, body = get(base + "/api/catalog")
        assert status == 200 and all(f'"{g}"' in body for g in ("dominion", "domination", "dominaria"))
        assert '"duel"' in body and '"first-game"' in body, "the catalog lists no built-in maps or kingdoms"
        for game, bot in (("dominion", "big-money"), ("domination", "easy"), ("dominaria", "greedy")):
            status, _, body = get(f"{base}/api/messages/{game}?lang=hu")
            assert status == 200 and len(body) > 1000, (game, body[:300])
            # a bot and a person: the bot moves in the background until the person is asked
            seats = [{"kind": "bot", "bot": bot}, {"kind": "human"}]
            options = {"map": "duel"} if game == "domination" else {}
            status, made = post(base + "/api/games", {"game": game, "seats": seats, "options": options})
            assert status == 201, (game, made)
            token = made["seats"][1]["token"]
            deadline = time.monotonic() + 20
            while True:
                status, _, body = get(f"{base}/api/games/{made['game_id']}/view?token={token}&lang=uk")
                frame = json.loads(body)
                assert status == 200, body[:300]
                if (frame.get("decision") or {}).get("choices"):
                    assert game != "dominion" or frame["version"] >= 1, "the bot played no first turn"
                    break
                assert time.monotonic() < deadline, f"{game}: the person is never asked: {body[:300]}"
                time.sleep(0.2)
        assert db.is_file()
    finally:
        server.terminate()
        try:
            out, err = server.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            out, err = server.communicate()
    assert "Traceback" not in err, err


# one test (the checks in turn), so that `pytest -n` builds and installs the wheel once
def test_the_wheel_installs_plays_each_game_and_serves_the_web_app(installed):
    check_the_package_comes_from_the_wheel(installed)
    for game, players, ending in GAMES:
        check_a_game_of_bots(installed, game, players, ending)
    check_the_web_app(installed)
