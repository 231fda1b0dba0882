"""The official Cucumber HTML report of a run: ``@cucumber/html-formatter`` renders its Cucumber
Messages (conformance.reports.messages) into one HTML file that opens offline.

The formatter is an npm package, run by Node.js: ``html_formatter/`` beside
this module holds its ``package.json`` and ``package-lock.json`` and the
script that renders (``render.mjs``). It is installed on first use with
``npm ci`` into that folder (``node_modules/``, left out of git), or, where
the package is installed read-only, into a copy of it in the user's cache
(``$XDG_CACHE_HOME`` or ``~/.cache``, ``wargame-rules-corpus/``); a lock file
keeps two runs from installing it at once. Without Node.js and npm, or when
npm cannot install it, :func:`render` raises :class:`Unavailable` saying
why, and the rest of the reports stand.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

FORMATTER = Path(__file__).resolve().parent / "html_formatter"
#: what the folder holds besides node_modules
FILES = ("package.json", "package-lock.json", "render.mjs")
#: how long npm gets to install the formatter, and node to render one report (seconds)
INSTALL_TIMEOUT, RENDER_TIMEOUT = 600, 300


class Unavailable(Exception):
    """The HTML report cannot be rendered here: why, in a sentence."""


def _installed(folder: Path) -> bool:
    return (folder / "node_modules" / "@cucumber" / "html-formatter" / "package.json").is_file()


def _writable(folder: Path) -> bool:
    return os.access(folder, os.W_OK)


def formatter_folder() -> Path:
    """Where the formatter is (or goes): beside this module, else a copy in the user's cache."""
    if _installed(FORMATTER) or _writable(FORMATTER):
        return FORMATTER
    lock = hashlib.sha256((FORMATTER / "package-lock.json").read_bytes()).hexdigest()[:12]
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    folder = cache / "wargame-rules-corpus" / f"html-formatter-{lock}"
    folder.mkdir(parents=True, exist_ok=True)
    for name in FILES:
        if not (folder / name).exists():
            shutil.copyfile(FORMATTER / name, folder / name)
    return folder


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    import fcntl

    with open(folder / ".install.lock", "w", encoding="utf-8") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def install(say: Callable[[str], None] = lambda text: None) -> Path:
    """The folder of an installed formatter, installing it with ``npm ci`` when it is not yet."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        raise Unavailable("the Cucumber HTML report needs Node.js and npm (node and npm on the PATH)")
    folder = formatter_folder()
    if _installed(folder):
        return folder
    with _locked(folder):
        if _installed(folder):
            return folder
        say(f"installing @cucumber/html-formatter into {folder} (npm ci, once)")
        try:
            done = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder,
                                  capture_output=True, text=True, timeout=INSTALL_TIMEOUT, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            raise Unavailable(f"npm ci in {folder} failed: {exc}") from None
        if done.returncode != 0 or not _installed(folder):
            tail = " ".join((done.stderr or done.stdout).split())[-400:]
            raise Unavailable(f"npm ci in {folder} failed (exit status {done.returncode}): {tail}")
    return folder


def render(messages: Path, html: Path, say: Callable[[str], None] = lambda text: None) -> Path:
    """Render the Cucumber Messages at ``messages`` into the HTML report ``html``, written atomically."""
    folder = install(say)
    html = Path(html)
    temporary = html.with_name(f".{html.name}.{os.getpid()}.tmp")
    try:
        done = subprocess.run([shutil.which("node") or "node", str(folder / "render.mjs"), str(Path(messages).resolve()),
                               str(temporary.resolve())], cwd=folder, capture_output=True, text=True,
                              timeout=RENDER_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        raise Unavailable(f"node could not render {html}: {exc}") from None
    if done.returncode != 0 or not temporary.is_file():
        temporary.unlink(missing_ok=True)
        tail = " ".join(done.stderr.split())[-400:]
        raise Unavailable(f"node could not render {html} (exit status {done.returncode}): {tail}")
    os.replace(temporary, html)
    return html
